//! Op-level behavior the lit suite does not reach: the declarations'
//! encodings, symbol lookup across several tables, fixed points of
//! printing, malformed ops.

use shader_mlir::asm::printer::{PrintOptions, print_op};
use shader_mlir::dialect::Traits;

use super::encoding::{Encoding, ExtSet, op_of_core, op_of_ext};
use super::gl::GLFAbsOp;
use super::memory::VariableOp;
use crate::testing::{assert_contains, assert_round_trip, first_error, parse};

/// Every op declares how it is encoded, and the deserializer's index finds
/// each instruction's op back.
#[test]
fn every_op_declares_an_encoding() {
    let mut instructions = 0;
    for def in crate::DIALECT.all_ops() {
        assert!(
            def.ext::<Encoding>().is_some() || super::encoding::OpEncoding::of(def).is_some(),
            "{} declares no encoding",
            def.name
        );
        match Encoding::of(def) {
            Encoding::Core(op) if !def.has(Traits::SYMBOL) || op != spirv::Op::Variable => {
                instructions += 1;
                assert!(
                    op_of_core(op).is_some_and(|found| std::ptr::eq(found, def)),
                    "{}",
                    def.name
                );
                assert!(
                    crate::target::grammar::core_instruction(op as u32).is_some(),
                    "{}",
                    def.name
                );
            }
            Encoding::Ext(set, number) => {
                instructions += 1;
                assert!(std::ptr::eq(op_of_ext(set, number).unwrap(), def));
                assert!(
                    crate::target::grammar::ext_instruction(set, number).is_some(),
                    "{}",
                    def.name
                );
            }
            _ => {}
        }
    }
    assert!(instructions > 150, "{instructions}");
    assert!(std::ptr::eq(
        op_of_core(spirv::Op::Variable).unwrap(),
        VariableOp::DEF
    ));
    assert!(std::ptr::eq(
        op_of_ext(ExtSet::Glsl, spirv::GlslStd450Op::FAbs as u32).unwrap(),
        GLFAbsOp::DEF
    ));
    assert!(op_of_core(spirv::Op::ExecuteCallableKHR).is_none());
}

#[test]
fn symbols_resolve_in_the_nearest_table() {
    // Two modules define the same names; each use resolves in its own module,
    // and the cached names of one table never answer for another.
    let text = r#"
spirv.module @a Logical GLSL450 {
  spirv.GlobalVariable @v : !spirv.ptr<f32, Input>
  spirv.func @f() "None" {
    %0 = spirv.mlir.addressof @v : !spirv.ptr<f32, Input>
    spirv.Return
  }
}
spirv.module @b Logical GLSL450 {
  spirv.GlobalVariable @v : !spirv.ptr<i32, Input>
  spirv.func @f() "None" {
    %0 = spirv.mlir.addressof @v : !spirv.ptr<i32, Input>
    spirv.FunctionCall @f() : () -> ()
    spirv.Return
  }
}
"#;
    let out = assert_round_trip(text);
    assert_contains(
        &out,
        &["%v_addr = spirv.mlir.addressof @v : !spirv.ptr<i32, Input>"],
    );
    let wrong = text.replace(
        "%0 = spirv.mlir.addressof @v : !spirv.ptr<i32, Input>",
        "%0 = spirv.mlir.addressof @v : !spirv.ptr<f32, Input>",
    );
    assert_eq!(
        first_error(&wrong),
        "12:10: 'spirv.mlir.addressof' op result type mismatch with the referenced global variable's type"
    );
}

#[test]
fn kernel_round_trips() {
    let out = assert_round_trip(crate::testing::KERNEL);
    assert_contains(
        &out,
        &[
            "%gid_addr = spirv.mlir.addressof @gid",
            "%cst0_i32 = spirv.Constant 0 : i32",
        ],
    );
}

/// Malformed generic-form ops, one a line.
const MALFORMED_OPS: &str = include_str!("malformed-ops.mlir");

/// Malformed generic-form ops (wrong operand or result counts, missing or
/// ill-typed attributes, missing regions) print and verify without panicking:
/// printers fall back to the generic form, verifiers report an error.
#[test]
fn malformed_ops_never_panic() {
    let ctx = crate::testing::context();
    for op in MALFORMED_OPS
        .lines()
        .filter(|l| !l.is_empty() && !l.starts_with("//"))
    {
        let text = format!(
            "%i = \"foo.i\"() : () -> i32\n%c = \"foo.c\"() : () -> i1\n%v = \"foo.v\"() : () -> vector<2xf32>\n\
             %p = \"foo.p\"() : () -> !spirv.ptr<f32, Function>\n{op}\n"
        );
        let (ir, top) =
            parse(&ctx, &text).unwrap_or_else(|errors| panic!("{op} does not parse: {errors:?}"));
        let custom = print_op(&ir, top, &PrintOptions::default());
        assert!(!custom.is_empty());
        assert!(
            shader_mlir::verifier::verify(&ir, top).is_err(),
            "{op} verifies"
        );
    }
}

/// Integer instructions whose operands SPIR-V lets differ in signedness
/// verify, print generically (their custom forms write one type) and parse
/// back; a width mismatch, or a signedness mismatch where SPIR-V wants the
/// result type exactly, keeps MLIR's diagnostic.
#[test]
fn mixed_signedness_integer_operands() {
    let prelude = "%a = \"foo.a\"() : () -> i32\n%s = \"foo.s\"() : () -> si32\n\
                   %v = \"foo.v\"() : () -> vector<2xui32>\n%w = \"foo.w\"() : () -> vector<2xi32>\n";
    let valid = format!(
        "{prelude}%0 = \"spirv.IAdd\"(%a, %s) : (i32, si32) -> i32\n\
         %1 = \"spirv.SNegate\"(%s) : (si32) -> i32\n\
         %2 = \"spirv.BitwiseAnd\"(%v, %w) : (vector<2xui32>, vector<2xi32>) -> vector<2xi32>\n\
         %3 = \"spirv.ShiftRightArithmetic\"(%s, %a) : (si32, i32) -> i32\n\
         %4 = \"spirv.SLessThan\"(%s, %a) : (si32, i32) -> i1\n\
         %5 = \"spirv.IAdd\"(%a, %a) : (i32, i32) -> i32\n"
    );
    let out = crate::testing::run(&valid, false).unwrap();
    assert_contains(
        &out,
        &[
            "%4 = \"spirv.IAdd\"(%0, %1) : (i32, si32) -> i32",
            "%8 = \"spirv.SLessThan\"(%1, %0) : (si32, i32) -> i1",
            "%9 = spirv.IAdd %0, %0 : i32",
        ],
    );
    assert_eq!(crate::testing::run(&out, false).unwrap(), out);

    let cases = [
        (
            "\"spirv.IAdd\"(%a, %w) : (i32, vector<2xi32>) -> i32",
            "'spirv.IAdd' op failed to verify that all of {operand1, operand2, result} have same type",
        ),
        (
            "\"spirv.UDiv\"(%a, %s) : (i32, si32) -> i32",
            "'spirv.UDiv' op failed to verify that all of {operand1, operand2, result} have same type",
        ),
        (
            "\"spirv.BitReverse\"(%s) : (si32) -> i32",
            "'spirv.BitReverse' op requires the same type for all operands and results",
        ),
        (
            "\"spirv.IEqual\"(%v, %s) : (vector<2xui32>, si32) -> vector<2xi1>",
            "'spirv.IEqual' op requires all operands to have the same type",
        ),
    ];
    for (op, message) in cases {
        let error = first_error(&format!("{prelude}%0 = {op}\n"));
        assert_eq!(error, format!("5:6: {message}"), "{op}");
    }
}

/// The typed builders make a kernel that verifies, prints as written and
/// serializes: the types derived from operands (`spirv.IAdd`'s,
/// `spirv.AtomicIAdd`'s, a comparison's `i1`) come out right.
#[test]
fn typed_builders_make_a_kernel() {
    use shader_mlir::ir::InsertPoint;
    use shader_mlir::rewrite::{IrBuilder, OpBuilder};
    use spirv::{AddressingModel, FunctionControl, MemoryModel, MemorySemantics, Scope};

    use super::arithmetic::IAddOp;
    use super::atomic::AtomicIAddOp;
    use super::control_flow::ReturnOp;
    use super::logical::SLessThanOp;
    use super::memory::{LoadOp, StoreOp};
    use super::structure::{AddressOfOp, ConstantOp, FuncOp, GlobalVariableOp, ModuleOp};
    use crate::types::PointerType;

    let ctx = crate::testing::context();
    let (mut ir, top) = parse(&ctx, "").expect("empty module");
    let block = ir.entry_block(ir.region(top, 0)).unwrap();
    let loc = ctx.unknown_loc();
    let i32_ty = ctx.common().i32;
    let ptr = PointerType::get(&ctx, i32_ty, spirv::StorageClass::StorageBuffer);

    let mut b = IrBuilder::new(&mut ir, Some(InsertPoint::at_end(block)));
    let module = ModuleOp::build(
        &mut b,
        loc,
        AddressingModel::Logical,
        MemoryModel::GLSL450,
        None,
        None,
    );
    let body = module.body(b.ir);
    let module_block = b.new_block(body, &[]);
    b.insertion_point = Some(InsertPoint::at_end(module_block));
    GlobalVariableOp::build(
        &mut b,
        loc,
        ptr,
        "counter",
        None,
        None,
        Some(0),
        Some(0),
        None,
        None,
    );
    let function_type = ctx.function_type(&[], &[]);
    let func = FuncOp::build(
        &mut b,
        loc,
        function_type,
        None,
        None,
        "main",
        FunctionControl::NONE,
        None,
    );
    let func_body = func.body(b.ir);
    let entry = b.new_block(func_body, &[]);
    b.insertion_point = Some(InsertPoint::at_end(entry));
    let one = ConstantOp::build(&mut b, loc, i32_ty, ctx.i32_attr(1)).constant(b.ir);
    let address = AddressOfOp::build(&mut b, loc, ptr, "counter").pointer(b.ir);
    let loaded = LoadOp::build_from(&mut b, loc, address).value(b.ir);
    let sum = IAddOp::build(&mut b, loc, loaded, one).result(b.ir);
    let less = SLessThanOp::build(&mut b, loc, sum, one).result(b.ir);
    let old = AtomicIAddOp::build(
        &mut b,
        loc,
        address,
        Scope::Device,
        MemorySemantics::RELAXED,
        sum,
    )
    .result(b.ir);
    StoreOp::build(&mut b, loc, address, old, None, None);
    ReturnOp::build(&mut b, loc);
    assert_eq!(b.ir.value_type(less), ctx.common().i1);

    shader_mlir::verifier::verify(&ir, top).expect("built ops verify");
    let text = print_op(&ir, top, &PrintOptions::default());
    assert_contains(
        &text,
        &["= spirv.AtomicIAdd <Device> <None> %counter_addr, %"],
    );
    assert_eq!(assert_round_trip(&text), text);
    let words = crate::target::serialize(
        &ir,
        module.op(),
        &crate::target::SerializeOptions {
            deduce_vce: true,
            ..Default::default()
        },
    )
    .expect("serializes");
    assert_eq!(words[0], spirv::MAGIC_NUMBER);
}

/// The ops MLIR 22's SPIR-V dialect defines (its `SPIRV*Ops.td` files), one
/// name a line.
const MLIR22_OPS: &str = include_str!("mlir22-op-names.txt");

/// MLIR 22 ops the dialect does not register yet.
const NOT_YET_REGISTERED: &[&str] = &[
    "spirv.CopyMemory",
    "spirv.Kill",
    "spirv.MatrixTimesMatrix",
    "spirv.MatrixTimesScalar",
    "spirv.MatrixTimesVector",
    "spirv.SpecConstantOperation",
    "spirv.Switch",
    "spirv.Transpose",
    "spirv.VectorExtractDynamic",
    "spirv.VectorInsertDynamic",
    "spirv.VectorTimesMatrix",
    "spirv.mlir.yield",
];

/// Every op of MLIR 22's SPIR-V dialect is registered (but those listed
/// above), so that any module upstream writes parses.
#[test]
fn mlir22_ops_are_registered() {
    let ctx = crate::testing::context();
    let names: Vec<&str> = MLIR22_OPS.lines().filter(|l| !l.is_empty()).collect();
    assert_eq!(names.len(), 306);
    let missing: Vec<&str> = names
        .iter()
        .copied()
        .filter(|name| ctx.op_def(ctx.ident(name)).is_none() && !NOT_YET_REGISTERED.contains(name))
        .collect();
    assert!(missing.is_empty(), "not registered: {missing:?}");
}

/// Every registered op, built with no operands, results or attributes,
/// prints and verifies without a panic.
#[test]
fn every_op_survives_an_empty_instance() {
    let ctx = crate::testing::context();
    for def in crate::DIALECT.all_ops() {
        let text = format!("\"{}\"() : () -> ()\n", def.name);
        let Ok((ir, top)) = parse(&ctx, &text) else {
            continue;
        };
        assert!(!print_op(&ir, top, &PrintOptions::default()).is_empty());
        let _ = shader_mlir::verifier::verify(&ir, top);
    }
}
