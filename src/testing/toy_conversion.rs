//! `test-toy-conversion`: a dialect conversion of a toy type system, to test the
//! conversion framework from lit.
//!
//! Types: `!toy.int` → `i32`, `!toy.bool` → `i1`, `!toy.opaque` does not convert,
//! everything else is legal as it is. Ops:
//!
//! | op | legality | pattern |
//! |---|---|---|
//! | `toy.constant {value = N : i32}` | illegal | → `arith.constant N : i32` |
//! | `toy.add(%a, %b)` | illegal | → `arith.addi` of the converted operands |
//! | `toy.illegal` | illegal | none |
//! | `toy.bad` | illegal | → `toy.illegal`, which cannot be legalized |
//! | `toy.print`, others | unknown | none |
//! | `func.func`, `func.return`, `func.call` | legal once their types are | signature / operand and result type conversion |
//! | `arith.*`, `builtin.module` | legal | |
//!
//! Options: `mode=partial|full`; `toy-casts`: materialize with `toy.cast` ops
//! instead of leaving `builtin.unrealized_conversion_cast` (the callbacks decline
//! to produce `!toy.bool`, to test unresolved materializations).

use std::sync::Arc;

use crate::Context;
use crate::conversion::{
    Adaptor, Conversion, ConversionMode, ConversionPatternSet, ConversionRewriter,
    ConversionTarget, FnConversionPattern, FrozenConversionPatterns, TypeConverter,
    apply_conversion, populate_structural_type_conversions,
};
use crate::fn_pass;
use crate::ir::{Ir, NamedAttribute, OpId, OperationState, Type, TypeKind};
use crate::pass::{OptionInfo, OptionKind, PassContext, PassOptions, PassResult};
use crate::rewrite::{OrFail, PatternRoot, RewriteResult};

fn_pass! {
    pub static TEST_TOY_CONVERSION = run {
        argument: "test-toy-conversion", name: "TestToyConversion",
        options: &[
            OptionInfo::new(
                "mode",
                OptionKind::Enum(&["partial", "full"]),
                "partial",
                "The conversion mode",
            ),
            OptionInfo::new(
                "toy-casts",
                OptionKind::Bool,
                "false",
                "Materialize with toy.cast ops",
            ),
        ],
        summary: "Convert the toy test types and ops to builtin types and arith",
    }
}

fn run(cx: &mut PassContext<'_>, options: &PassOptions, op: OpId) -> PassResult {
    let ctx = cx.ir.ctx_arc().clone();
    let converter = Arc::new(type_converter(options.bool("toy-casts", false)));
    let patterns = FrozenConversionPatterns::new(&ctx, patterns(&converter));
    let target = target(converter.clone());
    let mode = match options.string("mode", "partial") {
        "full" => ConversionMode::Full,
        _ => ConversionMode::Partial,
    };
    let result = apply_conversion(cx.ir, op, &target, &patterns, mode, &Default::default());
    cx.fail_with(result)
}

fn toy_type_name(ctx: &Context, ty: Type) -> Option<&str> {
    match ctx.type_kind(ty) {
        TypeKind::Opaque { dialect, body } if ctx.str(*dialect) == "toy" => {
            std::str::from_utf8(body).ok()
        }
        _ => None,
    }
}

fn type_converter(toy_casts: bool) -> TypeConverter {
    let mut converter = TypeConverter::new();
    converter.add_identity_conversion();
    converter.add_conversion(|ctx, ty| match toy_type_name(ctx, ty) {
        Some("int") => Conversion::To(ctx.common().i32),
        Some("bool") => Conversion::To(ctx.common().i1),
        Some("opaque") => Conversion::Fail,
        _ => Conversion::Skip,
    });
    if toy_casts {
        converter.add_source_materialization(toy_cast);
        converter.add_target_materialization(toy_cast);
    }
    converter
}

/// A materialization building `toy.cast`, declining to `!toy.bool`.
pub(crate) fn toy_cast(
    rw: &mut crate::rewrite::Rewriter<'_>,
    ty: Type,
    inputs: &[crate::ir::Value],
    loc: crate::ir::Location,
) -> Option<crate::ir::Value> {
    if toy_type_name(rw.ctx(), ty) == Some("bool") {
        return None;
    }
    let mut state = OperationState::new(rw.ctx().ident("toy.cast"), loc);
    state.operands = inputs.to_vec();
    state.result_types = vec![ty];
    let op = rw.create(state);
    Some(rw.ir().result(op, 0))
}

fn target(converter: Arc<TypeConverter>) -> ConversionTarget {
    let mut target = ConversionTarget::new();
    target
        .add_legal_dialect("arith")
        .add_legal_op(crate::builtin::ModuleOp::DEF);
    for op in ["toy.constant", "toy.add", "toy.illegal", "toy.bad"] {
        target.add_illegal_op(PatternRoot::Name(op));
    }
    let c = converter.clone();
    target.add_dynamically_legal_op(PatternRoot::Name("func.func"), move |ir: &Ir, op| {
        c.is_function_legal(ir, op)
    });
    for op in ["func.return", "func.call"] {
        let c = converter.clone();
        target.add_dynamically_legal_op(PatternRoot::Name(op), move |ir: &Ir, op| {
            c.is_legal_op(ir, op)
        });
    }
    target
}

fn patterns(converter: &Arc<TypeConverter>) -> ConversionPatternSet {
    let mut set = ConversionPatternSet::new();
    let forwarding = ["func.return", "func.call"].map(PatternRoot::Name);
    populate_structural_type_conversions(
        &mut set,
        PatternRoot::Name("func.func"),
        forwarding,
        converter,
    );
    set.add(FnConversionPattern::unregistered(
        "ToyConstantLowering",
        "toy.constant",
        lower_constant,
    ));
    set.add(
        FnConversionPattern::unregistered("ToyAddLowering", "toy.add", lower_add)
            .with_type_converter(converter.clone()),
    );
    set.add(FnConversionPattern::unregistered(
        "ToyBadLowering",
        "toy.bad",
        lower_bad,
    ));
    set
}

fn lower_constant(op: OpId, _adaptor: &Adaptor, rw: &mut ConversionRewriter<'_>) -> RewriteResult {
    let ir = rw.ir();
    let value = ir
        .attr_or_prop(op, "value")
        .or_fail("toy.constant without a value")?;
    let ctx = ir.ctx();
    let ty = match ctx.attr_kind(value) {
        crate::ir::AttrKind::Integer { ty, .. } => *ty,
        _ => {
            return Err(crate::rewrite::MatchFailure(
                "toy.constant value is not an integer",
            ));
        }
    };
    let mut state = OperationState::new(ctx.ident("arith.constant"), ir.op_loc(op));
    state.result_types = vec![ty];
    state.properties = Some(ctx.dictionary_attr([NamedAttribute {
        name: ctx.ident("value"),
        value,
    }]));
    rw.replace_op_with_new(op, state);
    Ok(())
}

fn lower_add(op: OpId, adaptor: &Adaptor, rw: &mut ConversionRewriter<'_>) -> RewriteResult {
    let ir = rw.ir();
    let ctx = ir.ctx_arc().clone();
    let result_ty = ir.value_type(ir.result(op, 0));
    let converter = rw.type_converter().or_fail("no type converter")?;
    let ty = converter
        .convert_type(&ctx, result_ty)
        .or_fail("result type cannot be converted")?;
    let mut state = OperationState::new(ctx.ident("arith.addi"), ir.op_loc(op));
    state.operands = adaptor.operands().to_vec();
    state.result_types = vec![ty];
    rw.replace_op_with_new(op, state);
    Ok(())
}

fn lower_bad(op: OpId, _adaptor: &Adaptor, rw: &mut ConversionRewriter<'_>) -> RewriteResult {
    let ir = rw.ir();
    let mut state = OperationState::new(ir.ctx().ident("toy.illegal"), ir.op_loc(op));
    state.operands = ir.operands(op).collect();
    state.result_types = ir.result_types(op).collect();
    rw.replace_op_with_new(op, state);
    Ok(())
}
