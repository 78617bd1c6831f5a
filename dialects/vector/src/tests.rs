//! Tests of the vector element ops' builders and folders.

use std::sync::Arc;

use shader_mlir::Context;
use shader_mlir::asm::{PrintOptions, print_op};
use shader_mlir::ir::InsertPoint;
use shader_mlir::rewrite::IrBuilder;
use shader_mlir::testing::fixture::{canonicalize, context_with, find_op, parse};
use shader_mlir::verifier::verify;

use crate::{BroadcastOp, ExtractOp, FromElementsOp, InsertOp};

fn ctx() -> Arc<Context> {
    context_with(&[
        &crate::DIALECT,
        &dialect_arith::DIALECT,
        &dialect_func::DIALECT,
    ])
}

#[test]
fn builders_infer_types_and_fold_away() {
    let ctx = ctx();
    let (mut ir, root) = parse(
        &ctx,
        "func.func @f(%s: f32, %m: vector<2x3xf32>) -> f32 {\n  \"my.anchor\"() : () -> ()\n  return %s : f32\n}\n",
    );
    let anchor = find_op(&ir, root, "my.anchor");
    let args = ir.block_args(ir.op_parent_block(anchor).unwrap()).to_vec();
    let ret = ir.next_op(anchor).unwrap();
    let loc = ctx.unknown_loc();
    let v4 = ctx.vector_type(&[4], ctx.common().f32);
    let at = InsertPoint::before(&ir, anchor);
    let mut b = IrBuilder::new(&mut ir, Some(at));
    let row = ExtractOp::build(&mut b, loc, args[1], &[], &[1]).result(b.ir);
    let splat = BroadcastOp::build(&mut b, loc, v4, args[0]).vector(b.ir);
    let updated = InsertOp::build(&mut b, loc, args[0], splat, &[], &[2]);
    let elements = FromElementsOp::build(&mut b, loc, v4, &[args[0], args[0], args[0], args[0]]);
    let elements = elements.dest(b.ir);
    let picked = ExtractOp::build(&mut b, loc, elements, &[], &[3]).result(b.ir);
    assert_eq!(
        shader_mlir::asm::printer::type_to_string(&ctx, b.ir.value_type(row)),
        "vector<3xf32>"
    );
    ir.set_operand(ret, 0, picked);
    let _ = updated;
    ir.erase_op(anchor);
    assert!(verify(&ir, root).is_ok(), "{:?}", verify(&ir, root));
    canonicalize(&ctx, &mut ir, root);
    assert_eq!(
        print_op(&ir, root, &PrintOptions::default()),
        "module {\n  func.func @f(%arg0: f32, %arg1: vector<2x3xf32>) -> f32 {\n    return %arg0 : f32\n  }\n}\n"
    );
}
