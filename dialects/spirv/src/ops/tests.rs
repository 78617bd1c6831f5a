//! Op-level behavior the lit suite does not reach: the uniform-op
//! declaration, symbol lookup across several tables, and fixed points of
//! printing.

use std::sync::Arc;

use shader_mlir::Context;
use shader_mlir::dialect::{Dialect, Traits};

use super::uniform::UniformSpec;
use crate::testing::{assert_round_trip, first_error, run_in};
use crate::types::constraints::{BOOL, INTEGER};

crate::uniform_op! {
    /// A same-type binary op declared from a spec.
    pub AddOp = "uni.add", "Adds", Traits::PURE.union(Traits::COMMUTATIVE), UniformSpec::same_type(2, &INTEGER);
}

crate::uniform_op! {
    /// A comparison declared from a spec.
    pub EqualOp = "uni.equal", "Compares", Traits::PURE, UniformSpec::bool_result(2, &INTEGER, &BOOL);
}

crate::uniform_op! {
    /// A conversion declared from a spec.
    pub ConvertOp = "uni.convert", "Converts", Traits::PURE, UniformSpec::conversion(&INTEGER, &INTEGER);
}

static UNIFORM_DIALECT: Dialect = Dialect::new("uni", &[AddOp::DEF, EqualOp::DEF, ConvertOp::DEF]);

fn uniform_context() -> Arc<Context> {
    let mut ctx = Context::new();
    ctx.register_dialect(&crate::DIALECT);
    ctx.register_dialect(&UNIFORM_DIALECT);
    ctx.set_allow_unregistered_dialects(true);
    Arc::new(ctx)
}

#[test]
fn uniform_ops_parse_print_and_verify() {
    let ctx = uniform_context();
    let text = "%a = \"foo.a\"() : () -> i32\n%b = \"foo.b\"() : () -> i32\n\
                %s = uni.add %a, %b : i32\n%e = uni.equal %a, %s {tag} : i32\n%c = uni.convert %s : i32 to i64\n";
    let out = run_in(&ctx, text, false).unwrap();
    assert!(out.contains("%2 = uni.add %0, %1 : i32"), "{out}");
    assert!(out.contains("%3 = uni.equal %0, %2 {tag} : i32"), "{out}");
    assert!(out.contains("%4 = uni.convert %2 : i32 to i64"), "{out}");
    let generic = run_in(&ctx, text, true).unwrap();
    assert!(generic.contains("\"uni.equal\"(%0, %2) {tag} : (i32, i32) -> i1"), "{generic}");
    assert_eq!(run_in(&ctx, &generic, false).unwrap(), out);

    let bad = "%a = \"foo.a\"() : () -> i32\n%b = \"foo.b\"() : () -> i64\n%s = \"uni.add\"(%a, %b) : (i32, i64) -> i32\n";
    let errors = run_in(&ctx, bad, false).unwrap_err();
    assert_eq!(errors[0], "3:6: 'uni.add' op requires the same type for all operands and results");
    let bad = "%a = \"foo.a\"() : () -> f32\n%s = uni.add %a, %a : f32\n";
    let errors = run_in(&ctx, bad, false).unwrap_err();
    assert_eq!(errors[0], "2:6: 'uni.add' op operand #0 must be 8/16/32/64-bit integer, but got 'f32'");
    let bad = "%a = \"foo.a\"() : () -> i32\n%e = \"uni.equal\"(%a, %a) : (i32, i32) -> i32\n";
    let errors = run_in(&ctx, bad, false).unwrap_err();
    assert_eq!(errors[0], "2:6: 'uni.equal' op result #0 must be bool, but got 'i32'");
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
    assert!(out.contains("%v_addr = spirv.mlir.addressof @v : !spirv.ptr<i32, Input>"), "{out}");
    let wrong = text.replace("%0 = spirv.mlir.addressof @v : !spirv.ptr<i32, Input>", "%0 = spirv.mlir.addressof @v : !spirv.ptr<f32, Input>");
    assert_eq!(
        first_error(&wrong),
        "12:10: 'spirv.mlir.addressof' op result type mismatch with the referenced global variable's type"
    );
}

#[test]
fn kernel_round_trips() {
    let text = r#"
spirv.module Logical GLSL450 requires #spirv.vce<v1.3, [Shader], []> {
  spirv.GlobalVariable @id built_in("GlobalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @buf bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0]), Block>, StorageBuffer>
  spirv.func @main() "None" {
    %c0 = spirv.Constant 0 : i32
    %idp = spirv.mlir.addressof @id : !spirv.ptr<vector<3xi32>, Input>
    %id = spirv.Load "Input" %idp : vector<3xi32>
    %x = spirv.CompositeExtract %id[0 : i32] : vector<3xi32>
    %bp = spirv.mlir.addressof @buf : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0]), Block>, StorageBuffer>
    %p = spirv.AccessChain %bp[%c0, %x] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0]), Block>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
    %v = spirv.Load "StorageBuffer" %p ["Aligned", 4] : f32
    spirv.ControlBarrier <Workgroup>, <Workgroup>, <AcquireRelease|WorkgroupMemory>
    spirv.Store "StorageBuffer" %p, %v : f32
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main, @id
  spirv.ExecutionMode @main "LocalSize", 64, 1, 1
}
"#;
    let out = assert_round_trip(text);
    assert!(out.contains("%id_addr = spirv.mlir.addressof @id"), "{out}");
    assert!(out.contains("%cst0_i32 = spirv.Constant 0 : i32"), "{out}");
}
