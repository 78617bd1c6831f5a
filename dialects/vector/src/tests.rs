//! Tests of the vector element ops' builders and folders.

use shader_mlir::asm::{PrintOptions, print_op};
use shader_mlir::testing::fixture::canonicalize;

use dialect_func::testing::{anchored, context};

use crate::{BroadcastOp, ExtractOp, FromElementsOp, InsertOp};

#[test]
fn builders_infer_types_and_fold_away() {
    let ctx = context(&[&crate::DIALECT, &dialect_arith::DIALECT]);
    let mut f = anchored(&ctx, "(%s: f32, %m: vector<2x3xf32>) -> f32", "%s : f32");
    let (args, loc) = (f.args.clone(), f.loc);
    let v4 = ctx.vector_type(&[4], ctx.common().f32);
    let mut b = f.builder();
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
    let _ = updated;
    let (mut ir, root) = f.returning(picked);
    canonicalize(&ctx, &mut ir, root);
    assert_eq!(
        print_op(&ir, root, &PrintOptions::default()),
        "module {\n  func.func @f(%arg0: f32, %arg1: vector<2x3xf32>) -> f32 {\n    return %arg0 : f32\n  }\n}\n"
    );
}
