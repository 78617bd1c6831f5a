//! Tests that a failed conversion undoes each kind of change a pattern or the
//! driver makes, leaving the IR as it was (the same ops, values and blocks) and
//! consistent use-lists; and that a successful one really drops what it erased.

use std::sync::Arc;

use crate::Context;
use crate::conversion::{
    Adaptor, Conversion, ConversionConfig, ConversionFn, ConversionMode, ConversionPatternSet,
    ConversionRewriter, ConversionTarget, FnConversionPattern, FrozenConversionPatterns,
    TypeConverter, apply_conversion,
};
use crate::diagnostics::Diagnostic;
use crate::ir::{Ir, OpId, OperationState, TypeKind, Value};
use crate::rewrite::tests::{assert_use_lists_consistent, parse, print, unregistered_ctx};
use crate::rewrite::{OpBuilder, OrFail, PatternRoot, RewriteResult};
use crate::testing::toy_conversion::toy_cast;

/// `!toy.int` and `!toy.bool` become `i32`; `!toy.opaque` does not convert.
/// Source materializations build `toy.cast` except to `!toy.bool`.
fn converter() -> Arc<TypeConverter> {
    let mut c = TypeConverter::new();
    c.add_identity_conversion();
    c.add_conversion(|ctx: &Context, ty| match ctx.type_kind(ty) {
        TypeKind::Opaque { dialect, body } if ctx.str(*dialect) == "toy" => match &**body {
            b"int" | b"bool" => Conversion::To(ctx.common().i32),
            _ => Conversion::Fail,
        },
        _ => Conversion::Skip,
    });
    c.add_source_materialization(toy_cast);
    Arc::new(c)
}

/// `my` ops, `toy.cast`, and a `toy.x` carrying `done` are legal; nothing
/// converts `toy.stuck`.
fn target() -> ConversionTarget {
    let mut target = ConversionTarget::new();
    target
        .add_legal_dialect("my")
        .add_legal_op(PatternRoot::Name("builtin.module"))
        .add_legal_op(PatternRoot::Name("toy.cast"));
    target.add_dynamically_legal_op(PatternRoot::Name("toy.x"), |ir: &Ir, op| {
        ir.attr(op, "done").is_some()
    });
    target
}

fn run(ir: &mut Ir, root: OpId, apply: ConversionFn) -> Result<String, Vec<Diagnostic>> {
    run_with(ir, root, apply, &ConversionConfig::default())
}

/// [`run`] with the driver settings `config`.
fn run_with(
    ir: &mut Ir,
    root: OpId,
    apply: ConversionFn,
    config: &ConversionConfig,
) -> Result<String, Vec<Diagnostic>> {
    let ctx = ir.ctx_arc().clone();
    let mut set = ConversionPatternSet::new();
    set.add(
        FnConversionPattern::unregistered("Mutate", "toy.x", apply)
            .with_type_converter(converter()),
    );
    let patterns = FrozenConversionPatterns::new(&ctx, set);
    let result = apply_conversion(ir, root, &target(), &patterns, ConversionMode::Full, config);
    assert_use_lists_consistent(ir, root);
    result.map(|_| print(ir, root))
}

/// Replaces `toy.x` with a new `my.y` of type `i32`.
fn replace_with_my_y(op: OpId, _: &Adaptor, rw: &mut ConversionRewriter<'_>) -> RewriteResult {
    let mut state = OperationState::new(rw.ctx().ident("my.y"), rw.ir().op_loc(op));
    state.result_types = vec![rw.ctx().common().i32];
    rw.replace_op_with_new(op, state);
    Ok(())
}

/// Converts `text` with `apply` on `toy.x`: it must succeed and print
/// `expected`. Then converts `text` followed by a `toy.stuck` op: that fails
/// after `apply` ran, and must leave every op, block and value as it was.
fn assert_applies_then_rolls_back(text: &str, apply: ConversionFn, expected: &str) {
    let ctx = unregistered_ctx();
    let (mut ir, root) = parse(&ctx, text);
    assert_eq!(run(&mut ir, root, apply).unwrap(), expected);

    let text = format!("{text}\"toy.stuck\"() : () -> ()\n");
    let (mut ir, root) = parse(&ctx, &text);
    let before = print(&ir, root);
    let ops = ir.walk_collect(root);
    let blocks: Vec<_> = ops
        .iter()
        .flat_map(|&o| ir.regions(o).to_vec())
        .map(|r| ir.region_blocks(r).to_vec())
        .collect();
    let values: Vec<Vec<Value>> = ops.iter().map(|&o| ir.results(o).to_vec()).collect();
    let args: Vec<Vec<Value>> = blocks
        .iter()
        .flatten()
        .map(|&b| ir.block_args(b).to_vec())
        .collect();
    let err = run(&mut ir, root, apply).unwrap_err();
    assert_eq!(err.len(), 1);
    assert_eq!(err[0].message, "failed to legalize operation 'toy.stuck'");
    assert_eq!(print(&ir, root), before);
    assert_eq!(ir.walk_collect(root), ops);
    assert!(ops.iter().all(|&o| !ir.is_erased(o)));
    let blocks_after: Vec<_> = ops
        .iter()
        .flat_map(|&o| ir.regions(o).to_vec())
        .map(|r| ir.region_blocks(r).to_vec())
        .collect();
    assert_eq!(blocks_after, blocks);
    let values_after: Vec<Vec<Value>> = ops.iter().map(|&o| ir.results(o).to_vec()).collect();
    assert_eq!(values_after, values);
    let args_after: Vec<Vec<Value>> = blocks
        .iter()
        .flatten()
        .map(|&b| ir.block_args(b).to_vec())
        .collect();
    assert_eq!(args_after, args);
}

fn mark_done(op: OpId, rw: &mut ConversionRewriter<'_>) -> RewriteResult {
    let unit = rw.ctx().unit_attr();
    rw.modify_op_in_place(op, |ir| ir.set_attr(op, "done", unit));
    Ok(())
}

#[test]
fn created_ops_replacements_and_type_changing_uses_are_undone() {
    // Replacing `toy.x` creates `my.y`, erases `toy.x`, moves the uses of its
    // result, and materializes the old type for the unconverted user.
    assert_applies_then_rolls_back(
        "%0 = \"toy.x\"() : () -> !toy.int\n\"my.use\"(%0) : (!toy.int) -> ()\n",
        replace_with_my_y,
        "module {\n  %0 = \"my.y\"() : () -> i32\n  %1 = \"toy.cast\"(%0) : (i32) -> !toy.int\n  \"my.use\"(%1) : (!toy.int) -> ()\n}\n",
    );
}

#[test]
fn erased_ops_come_back_with_their_regions_and_operands() {
    fn apply(op: OpId, _: &Adaptor, rw: &mut ConversionRewriter<'_>) -> RewriteResult {
        rw.erase_op(op);
        Ok(())
    }
    assert_applies_then_rolls_back(
        r#"%0 = "my.a"() : () -> i32
"toy.x"(%0) ({
  "my.b"(%0) : (i32) -> ()
}) : (i32) -> ()
"my.c"(%0) : (i32) -> ()
"#,
        apply,
        "module {\n  %0 = \"my.a\"() : () -> i32\n  \"my.c\"(%0) : (i32) -> ()\n}\n",
    );
}

#[test]
fn successful_conversions_drop_the_erased_ops() {
    fn apply(op: OpId, _: &Adaptor, rw: &mut ConversionRewriter<'_>) -> RewriteResult {
        rw.erase_op(op);
        assert!(rw.is_erased(op));
        assert!(!rw.ir().is_erased(op), "erasure waits for the end");
        Ok(())
    }
    let ctx = unregistered_ctx();
    let (mut ir, root) = parse(
        &ctx,
        "\"toy.x\"() ({\n  \"my.b\"() : () -> ()\n}) : () -> ()\n",
    );
    let ops = ir.walk_collect(root);
    run(&mut ir, root, apply).unwrap();
    assert!(ir.is_erased(ops[1]) && ir.is_erased(ops[2]));
}

#[test]
fn moved_ops_go_back() {
    fn apply(op: OpId, _: &Adaptor, rw: &mut ConversionRewriter<'_>) -> RewriteResult {
        let ir = rw.ir();
        let last = ir.last_op(ir.op_parent_block(op).unwrap()).unwrap();
        rw.move_op_before(last, op);
        mark_done(op, rw)
    }
    assert_applies_then_rolls_back(
        "\"toy.x\"() : () -> ()\n\"my.a\"() : () -> ()\n\"my.b\"() : () -> ()\n",
        apply,
        "module {\n  \"my.b\"() : () -> ()\n  \"toy.x\"() {done} : () -> ()\n  \"my.a\"() : () -> ()\n}\n",
    );
}

#[test]
fn inlined_regions_go_back_and_created_holders_vanish() {
    // As a function lowering does: a new op takes over the old one's body.
    fn apply(op: OpId, _: &Adaptor, rw: &mut ConversionRewriter<'_>) -> RewriteResult {
        let body = rw.ir().region(op, 0);
        let region = rw.new_region();
        let mut state = OperationState::new(rw.ctx().ident("my.holder"), rw.ir().op_loc(op));
        state.regions = vec![region];
        rw.create(state);
        rw.inline_region_before(body, region, 0);
        rw.erase_op(op);
        Ok(())
    }
    assert_applies_then_rolls_back(
        r#""toy.x"() ({
^bb0(%a: i32):
  "my.b"(%a) : (i32) -> ()
^bb1:
  "my.c"() : () -> ()
}) : () -> ()
"#,
        apply,
        "module {\n  \"my.holder\"() ({\n  ^bb0(%arg0: i32):\n    \"my.b\"(%arg0) : (i32) -> ()\n  ^bb1:  // no predecessors\n    \"my.c\"() : () -> ()\n  }) : () -> ()\n}\n",
    );
}

#[test]
fn created_blocks_are_removed() {
    fn apply(op: OpId, _: &Adaptor, rw: &mut ConversionRewriter<'_>) -> RewriteResult {
        let region = rw.ir().region(op, 0);
        let i32 = rw.ctx().common().i32;
        let loc = rw.ir().op_loc(op);
        rw.create_block(region, Some(0), &[(i32, loc)]);
        let state = OperationState::new(rw.ctx().ident("my.term"), loc);
        rw.create(state);
        mark_done(op, rw)
    }
    assert_applies_then_rolls_back(
        "\"toy.x\"() ({\n  \"my.b\"() : () -> ()\n}) : () -> ()\n",
        apply,
        "module {\n  \"toy.x\"() ({\n  ^bb0(%arg0: i32):\n    \"my.term\"() : () -> ()\n  ^bb1:  // no predecessors\n    \"my.b\"() : () -> ()\n  }) {done} : () -> ()\n}\n",
    );
}

#[test]
fn merged_blocks_come_back_with_their_ops_and_arguments() {
    fn apply(op: OpId, _: &Adaptor, rw: &mut ConversionRewriter<'_>) -> RewriteResult {
        let ir = rw.ir();
        let blocks = ir.region_blocks(ir.region(op, 0)).to_vec();
        let arg = ir.block_arg(blocks[0], 0);
        rw.merge_blocks(blocks[1], blocks[0], &[arg]);
        mark_done(op, rw)
    }
    assert_applies_then_rolls_back(
        r#""toy.x"() ({
^bb0(%a: i32):
  "my.b"(%a) : (i32) -> ()
^bb1(%b: i32):
  "my.c"(%b) : (i32) -> ()
}) : () -> ()
"#,
        apply,
        "module {\n  \"toy.x\"() ({\n  ^bb0(%arg0: i32):\n    \"my.b\"(%arg0) : (i32) -> ()\n    \"my.c\"(%arg0) : (i32) -> ()\n  }) {done} : () -> ()\n}\n",
    );
}

#[test]
fn converted_block_signatures_get_their_arguments_back() {
    fn apply(op: OpId, _: &Adaptor, rw: &mut ConversionRewriter<'_>) -> RewriteResult {
        let region = rw.ir().region(op, 0);
        let converter = rw.type_converter().or_fail("no converter")?.clone();
        rw.convert_region_types(region, &converter, None)?;
        mark_done(op, rw)
    }
    assert_applies_then_rolls_back(
        r#""toy.x"() ({
^bb0(%a: !toy.int, %b: i32, %c: !toy.int):
  "my.b"(%a, %b, %c) : (!toy.int, i32, !toy.int) -> ()
}) : () -> ()
"#,
        apply,
        "module {\n  \"toy.x\"() ({\n  ^bb0(%arg0: i32, %arg1: i32, %arg2: i32):\n    %0 = \"toy.cast\"(%arg2) : (i32) -> !toy.int\n    %1 = \"toy.cast\"(%arg0) : (i32) -> !toy.int\n    \"my.b\"(%1, %arg1, %0) : (!toy.int, i32, !toy.int) -> ()\n  }) {done} : () -> ()\n}\n",
    );
}

#[test]
fn attributes_set_on_other_ops_are_reset() {
    fn apply(op: OpId, _: &Adaptor, rw: &mut ConversionRewriter<'_>) -> RewriteResult {
        let def = rw.ir().defining_op(rw.ir().operand(op, 0)).unwrap();
        let unit = rw.ctx().unit_attr();
        rw.set_attr(def, "marked", unit);
        rw.set_attr(def, "a", unit);
        mark_done(op, rw)
    }
    assert_applies_then_rolls_back(
        "%0 = \"my.a\"() {b = 1 : i32} : () -> i32\n\"toy.x\"(%0) : (i32) -> ()\n",
        apply,
        "module {\n  %0 = \"my.a\"() {a, b = 1 : i32, marked} : () -> i32\n  \"toy.x\"(%0) {done} : (i32) -> ()\n}\n",
    );
}

#[test]
fn in_place_changes_are_undone() {
    // Operands, discardable attributes, properties, location and result types.
    fn apply(op: OpId, _: &Adaptor, rw: &mut ConversionRewriter<'_>) -> RewriteResult {
        let ctx = rw.ir().ctx_arc().clone();
        let i32 = ctx.common().i32;
        let (unit, loc) = (ctx.unit_attr(), ctx.unknown_loc());
        let other = rw.ir().operand(op, 1);
        rw.modify_op_in_place(op, |ir| {
            ir.set_operands(op, &[other]);
            ir.set_attr(op, "done", unit);
            ir.remove_attr(op, "gone");
            ir.set_properties(op, Some(unit));
            ir.set_op_loc(op, loc);
            let result = ir.result(op, 0);
            ir.set_value_type(result, i32);
        });
        Ok(())
    }
    assert_applies_then_rolls_back(
        r#"%0:2 = "my.a"() : () -> (i64, i64)
%1 = "toy.x"(%0#0, %0#1) <{p = 1 : i64}> {gone} : (i64, i64) -> i64 loc("here")
"#,
        apply,
        "module {\n  %0:2 = \"my.a\"() : () -> (i64, i64)\n  %1 = \"toy.x\"(%0#1) <unit> {done} : (i64) -> i32\n}\n",
    );
}

#[test]
fn materializations_built_before_a_failing_one_are_undone() {
    // Two results change type; the first unconverted user gets a `toy.cast`,
    // the second's type has no materialization, which fails the conversion at
    // its very end.
    fn apply(op: OpId, _: &Adaptor, rw: &mut ConversionRewriter<'_>) -> RewriteResult {
        let mut state = OperationState::new(rw.ctx().ident("my.y"), rw.ir().op_loc(op));
        state.result_types = vec![rw.ctx().common().i32; 2];
        rw.replace_op_with_new(op, state);
        Ok(())
    }
    let ctx = unregistered_ctx();
    let text = r#"%0:2 = "toy.x"() : () -> (!toy.int, !toy.bool)
"my.use"(%0#0, %0#1) : (!toy.int, !toy.bool) -> ()
"#;
    let (mut ir, root) = parse(&ctx, text);
    let before = print(&ir, root);
    let ops = ir.walk_collect(root);
    let err = run(&mut ir, root, apply).unwrap_err();
    assert_eq!(
        err[0].message,
        "failed to legalize unresolved materialization from (i32) to (!toy.bool) that remained live after conversion"
    );
    assert_eq!(err[0].notes[0].message, "see existing live user here");
    assert_eq!(print(&ir, root), before);
    assert_eq!(ir.walk_collect(root), ops);
}

#[test]
fn without_rollback_a_failure_keeps_what_was_converted_before_it() {
    let ctx = unregistered_ctx();
    let (mut ir, root) = parse(
        &ctx,
        "%0 = \"toy.x\"() : () -> !toy.int\n\"my.use\"(%0) : (!toy.int) -> ()\n\
         %1 = \"toy.x\"() : () -> !toy.int\n\"toy.stuck\"(%1) : (!toy.int) -> ()\n",
    );
    let converted = ir.walk_collect(root)[1];
    let config = ConversionConfig {
        rollback_on_failure: false,
        ..Default::default()
    };
    let err = run_with(&mut ir, root, replace_with_my_y, &config).unwrap_err();
    assert_eq!(err[0].message, "failed to legalize operation 'toy.stuck'");
    // Both `toy.x` were replaced before `toy.stuck` failed; the replaced ops
    // are gone from the arena, not just detached, and the casts the driver
    // put in were never materialized.
    assert!(ir.is_erased(converted));
    assert_eq!(
        print(&ir, root),
        "module {\n  %0 = \"my.y\"() : () -> i32\n  \
         %1 = unrealized_conversion_cast %0 : i32 to !toy.int\n  \
         \"my.use\"(%1) : (!toy.int) -> ()\n  %2 = \"my.y\"() : () -> i32\n  \
         %3 = unrealized_conversion_cast %2 : i32 to !toy.int\n  \
         \"toy.stuck\"(%3) : (!toy.int) -> ()\n}\n"
    );
}
