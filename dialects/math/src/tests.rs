//! Tests of the math builders and verifiers.

use std::sync::Arc;

use shader_mlir::Context;
use shader_mlir::asm::{PrintOptions, print_op};
use shader_mlir::ir::InsertPoint;
use shader_mlir::rewrite::IrBuilder;
use shader_mlir::testing::fixture::{context_with, find_op, parse};
use shader_mlir::verifier::verify;

use crate::{FmaOp, IsNaNOp, PowFOp, SinOp};

fn ctx() -> Arc<Context> {
    context_with(&[
        &crate::DIALECT,
        &dialect_arith::DIALECT,
        &dialect_func::DIALECT,
    ])
}

#[test]
fn built_ops_verify_and_print() {
    let ctx = ctx();
    let (mut ir, root) = parse(
        &ctx,
        "func.func @f(%x: f32) -> f32 {\n  \"my.anchor\"() : () -> ()\n  return %x : f32\n}\n",
    );
    let anchor = find_op(&ir, root, "my.anchor");
    let x = ir.block_args(ir.op_parent_block(anchor).unwrap())[0];
    let ret = ir.next_op(anchor).unwrap();
    let loc = ctx.unknown_loc();
    let at = InsertPoint::before(&ir, anchor);
    let mut b = IrBuilder::new(&mut ir, Some(at));
    let s = SinOp::build(&mut b, loc, x).result(b.ir);
    let p = PowFOp::build(&mut b, loc, s, x).result(b.ir);
    let f = FmaOp::build(&mut b, loc, p, x, s).result(b.ir);
    let _ = IsNaNOp::build(&mut b, loc, f).result(b.ir);
    ir.set_operand(ret, 0, f);
    ir.erase_op(anchor);
    assert!(verify(&ir, root).is_ok(), "{:?}", verify(&ir, root));
    let text = print_op(&ir, root, &PrintOptions::default());
    for line in [
        "%0 = math.sin %arg0 : f32",
        "%1 = math.powf %0, %arg0 : f32",
        "%2 = math.fma %1, %arg0, %0 : f32",
        "%3 = math.isnan %2 : f32",
    ] {
        assert!(text.contains(line), "{line} not in\n{text}");
    }
}

#[test]
fn wrong_operand_types_are_rejected() {
    let ctx = ctx();
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
