//! Tests of the scf builders and the structural type conversion.

use shader_mlir::conversion::{
    ConversionMode, ConversionPatternSet, ConversionTarget, FrozenConversionPatterns,
};
use shader_mlir::ir::{InsertPoint, OperationState};
use shader_mlir::rewrite::IrBuilder;
use shader_mlir::testing::fixture::{convert_with_defaults, parse, widen_i16_converter};
use shader_mlir::verifier::verify;

use dialect_func::testing::{Anchored, anchored, context, printed_with};

use crate::{ForOp, IfOp, YieldOp};

#[test]
fn builders_make_verifiable_loops_and_ifs() {
    let ctx = context(&[&crate::DIALECT]);
    let mut f = anchored(&ctx, "(%lb: index, %c: i1, %x: f32) -> f32", "%x : f32");
    let (args, loc) = (f.args.clone(), f.loc);
    let mut b = f.builder();
    let for_op = ForOp::build_with_body(&mut b, loc, args[0], args[0], args[0], &[args[2]]);
    let if_op = IfOp::build_with_blocks(&mut b, loc, args[1], &[], false);
    let Anchored {
        mut ir,
        root,
        anchor,
        ..
    } = f;
    let body = for_op.body_block(&ir).unwrap();
    let acc = ir.block_arg(body, 1);
    YieldOp::build(
        &mut IrBuilder::new(&mut ir, Some(InsertPoint::at_end(body))),
        loc,
        &[acc],
    );
    let then_block = ir.entry_block(if_op.then_region(&ir)).unwrap();
    YieldOp::build(
        &mut IrBuilder::new(&mut ir, Some(InsertPoint::at_end(then_block))),
        loc,
        &[],
    );
    let mut anchor_state = OperationState::new(ctx.ident("my.erased"), loc);
    anchor_state.operands = vec![ir.result(for_op.0, 0)];
    ir.insert_op(InsertPoint::before(&ir, anchor), anchor_state);
    assert!(verify(&ir, root).is_ok(), "{:?}", verify(&ir, root));
    printed_with(
        &ir,
        root,
        &[
            "%0 = scf.for %arg3 = %arg0 to %arg0 step %arg0 iter_args(%arg4 = %arg2) -> (f32) {\n      scf.yield %arg4 : f32\n    }",
            "scf.if %arg1 {\n    }",
        ],
    );
}

#[test]
fn structural_conversion_rewrites_loop_carried_types() {
    let ctx = context(&[&crate::DIALECT]);
    let (mut ir, root) = parse(
        &ctx,
        r#"func.func @f(%n: index, %x: i16, %c: i1) -> i16 {
  %c0 = "my.c0"() : () -> index
  %c1 = "my.c1"() : () -> index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (i16) {
    %s = scf.if %c -> (i16) {
      scf.yield %acc : i16
    } else {
      scf.yield %x : i16
    }
    scf.yield %s : i16
  }
  return %r : i16
}
"#,
    );
    let converter = widen_i16_converter();
    let mut target = ConversionTarget::new();
    target
        .add_legal_op(shader_mlir::builtin::ModuleOp::DEF)
        .add_legal_dialect("my");
    dialect_func::add_function_legality(&mut target, &converter);
    crate::add_structural_legality(&mut target, &converter);
    let mut set = ConversionPatternSet::new();
    dialect_func::populate_function_type_conversion_patterns(&mut set, &converter);
    crate::populate_structural_type_conversion_patterns(&mut set, &converter);
    let patterns = FrozenConversionPatterns::new(&ctx, set);
    let result = convert_with_defaults(&mut ir, root, &target, &patterns, ConversionMode::Full);
    assert!(result.is_ok(), "{result:?}");
    assert!(verify(&ir, root).is_ok(), "{:?}", verify(&ir, root));
    let text = printed_with(
        &ir,
        root,
        &["iter_args(%arg4 = %arg1) -> (i32)", "scf.if %arg2 -> (i32)"],
    );
    assert!(!text.contains("i16"), "{text}");
}
