//! Tests of the math builders and verifiers.

use shader_mlir::testing::fixture::parse;
use shader_mlir::verifier::verify;

use dialect_func::testing::{anchored, context, printed_with};

use crate::{FmaOp, IsNaNOp, PowFOp, SinOp};

#[test]
fn built_ops_verify_and_print() {
    let ctx = context(&[&crate::DIALECT, &dialect_arith::DIALECT]);
    let mut anchored = anchored(&ctx, "(%x: f32) -> f32", "%x : f32");
    let (x, loc) = (anchored.args[0], anchored.loc);
    let mut b = anchored.builder();
    let s = SinOp::build(&mut b, loc, x).result(b.ir);
    let p = PowFOp::build(&mut b, loc, s, x).result(b.ir);
    let f = FmaOp::build(&mut b, loc, p, x, s).result(b.ir);
    let _ = IsNaNOp::build(&mut b, loc, f).result(b.ir);
    let (ir, root) = anchored.returning(f);
    printed_with(
        &ir,
        root,
        &[
            "%0 = math.sin %arg0 : f32",
            "%1 = math.powf %0, %arg0 : f32",
            "%2 = math.fma %1, %arg0, %0 : f32",
            "%3 = math.isnan %2 : f32",
        ],
    );
}

#[test]
fn wrong_operand_types_are_rejected() {
    let ctx = context(&[&crate::DIALECT, &dialect_arith::DIALECT]);
    let (ir, root) = parse(
        &ctx,
        "func.func @f(%i: i32) {\n  %0 = \"math.sin\"(%i) : (i32) -> i32\n  return\n}\n",
    );
    let err = verify(&ir, root).expect_err("math.sin of i32 verifies");
    let text = format!("{err:?}");
    assert!(
        text.contains("operand #0 must be floating-point-like, but got 'i32'"),
        "{text}"
    );
}
