//! Tests of the arith builders, folders and patterns through the greedy driver.

use shader_mlir::asm::{PrintOptions, print_op};
use shader_mlir::testing::fixture::{canonicalize, parse};

use dialect_func::testing::{anchored, context, printed_with};

use crate::{AddIOp, CmpIOp, CmpIPredicate, ConstantOp, SelectOp};

#[test]
fn built_ops_verify_and_fold() {
    let ctx = context(&[&crate::DIALECT]);
    let mut f = anchored(&ctx, "(%x: i32) -> i32", "%x : i32");
    let (x, loc, i32t) = (f.args[0], f.loc, ctx.common().i32);
    let mut b = f.builder();
    let two = ConstantOp::build_int(&mut b, loc, 2, i32t).result(b.ir);
    let three = ConstantOp::build_int(&mut b, loc, 3, i32t).result(b.ir);
    let five = AddIOp::build(&mut b, loc, two, three).result(b.ir);
    let lt = CmpIOp::build(&mut b, loc, CmpIPredicate::Slt, x, five).result(b.ir);
    let pick = SelectOp::build(&mut b, loc, lt, five, x).result(b.ir);
    let (mut ir, root) = f.returning(pick);
    canonicalize(&ctx, &mut ir, root);
    assert_eq!(
        print_op(&ir, root, &PrintOptions::default()),
        "module {\n  func.func @f(%arg0: i32) -> i32 {\n    %c5_i32 = arith.constant 5 : i32\n    \
         %0 = arith.cmpi slt, %arg0, %c5_i32 : i32\n    %1 = arith.select %0, %c5_i32, %arg0 : i32\n    \
         return %1 : i32\n  }\n}\n"
    );
}

#[test]
fn folding_respects_undefined_behaviour() {
    let ctx = context(&[&crate::DIALECT]);
    let text = r#"func.func @f() -> (i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %min = arith.constant -2147483648 : i32
  %m1 = arith.constant -1 : i32
  %c32 = arith.constant 32 : i32
  %0 = arith.divsi %c1, %c0 : i32
  %1 = arith.divsi %min, %m1 : i32
  %2 = arith.shli %c1, %c32 : i32
  %3 = arith.remui %c1, %c0 : i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}
"#;
    let (mut ir, root) = parse(&ctx, text);
    canonicalize(&ctx, &mut ir, root);
    // None of the four folds: each op is still there.
    printed_with(
        &ir,
        root,
        &[
            "arith.divsi %c1_i32, %c0_i32",
            "arith.divsi %c-2147483648_i32, %c-1_i32",
            "arith.shli %c1_i32, %c32_i32",
            "arith.remui %c1_i32, %c0_i32",
        ],
    );
}
