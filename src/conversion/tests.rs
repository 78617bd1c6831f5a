//! Tests of the conversion driver on unregistered toy ops.

use std::sync::Arc;

use crate::Context;
use crate::conversion::{
    Adaptor, Conversion, ConversionFn, ConversionMode, ConversionPatternSet, ConversionRewriter,
    ConversionTarget, FnConversionPattern, FrozenConversionPatterns, TypeConverter,
    populate_structural_type_conversions, reconcile_unrealized_casts,
};
use crate::diagnostics::Diagnostic;
use crate::ir::{Ir, OpId, OperationState, TypeKind};
use crate::rewrite::tests::{
    assert_use_lists_consistent, deeply_nested, on_small_stack, parse, print, unregistered_ctx,
};
use crate::rewrite::{NoListener, PatternRoot, RewriteResult};
use crate::testing::fixture::convert_with_defaults;

fn toy_converter() -> Arc<TypeConverter> {
    let mut c = TypeConverter::new();
    c.add_identity_conversion();
    c.add_conversion(|ctx: &Context, ty| match ctx.type_kind(ty) {
        TypeKind::Opaque { dialect, body } if ctx.str(*dialect) == "toy" => match &**body {
            b"int" => Conversion::To(ctx.common().i32),
            _ => Conversion::Fail,
        },
        _ => Conversion::Skip,
    });
    Arc::new(c)
}

/// `toy.add` → `my.addi` on converted operands.
fn lower_add(op: OpId, adaptor: &Adaptor, rw: &mut ConversionRewriter<'_>) -> RewriteResult {
    let ctx = rw.ctx();
    let mut state = OperationState::new(ctx.ident("my.addi"), rw.ir().op_loc(op));
    state.operands = adaptor.operands().to_vec();
    state.result_types = vec![ctx.common().i32];
    rw.replace_op_with_new(op, state);
    Ok(())
}

fn setup(converter: &Arc<TypeConverter>) -> (ConversionTarget, ConversionPatternSet) {
    let mut target = ConversionTarget::new();
    target
        .add_legal_dialect("my")
        .add_legal_op(PatternRoot::Name("builtin.module"))
        .add_illegal_op(PatternRoot::Name("toy.add"));
    let c = converter.clone();
    target.add_dynamically_legal_op(PatternRoot::Name("my.func"), move |ir: &Ir, op| {
        c.is_function_legal(ir, op)
    });
    let c = converter.clone();
    target.add_dynamically_legal_op(PatternRoot::Name("my.return"), move |ir: &Ir, op| {
        c.is_legal_op(ir, op)
    });
    let mut patterns = ConversionPatternSet::new();
    populate_structural_type_conversions(
        &mut patterns,
        PatternRoot::Name("my.func"),
        [PatternRoot::Name("my.return")],
        converter,
    );
    patterns.add(
        FnConversionPattern::unregistered("ToyAdd", "toy.add", lower_add)
            .with_type_converter(converter.clone()),
    );
    (target, patterns)
}

fn convert(
    ctx: &Arc<Context>,
    text: &str,
    mode: ConversionMode,
) -> (Ir, OpId, Result<String, String>) {
    let (mut ir, root) = parse(ctx, text);
    let converter = toy_converter();
    let (target, patterns) = setup(&converter);
    let patterns = FrozenConversionPatterns::new(ctx, patterns);
    let result = convert_with_defaults(&mut ir, root, &target, &patterns, mode);
    assert_use_lists_consistent(&ir, root);
    let out = match result {
        Ok(_) => Ok(print(&ir, root)),
        Err(diags) => Err(diags
            .iter()
            .map(|d| d.message.clone())
            .collect::<Vec<_>>()
            .join("\n")),
    };
    (ir, root, out)
}

const FUNC: &str = r#""my.func"() ({
^bb0(%arg0: !toy.int, %arg1: !toy.int):
  %0 = "toy.add"(%arg0, %arg1) : (!toy.int, !toy.int) -> !toy.int
  "toy.print"(%0) : (!toy.int) -> ()
  "my.return"(%0) : (!toy.int) -> ()
}) {function_type = (!toy.int, !toy.int) -> !toy.int} : () -> ()
"#;

#[test]
fn partial_conversion_converts_signatures_and_materializes_for_unconverted_users() {
    let ctx = unregistered_ctx();
    let (_, _, out) = convert(&ctx, FUNC, ConversionMode::Partial);
    assert_eq!(
        out.unwrap(),
        r#"module {
  "my.func"() ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "my.addi"(%arg0, %arg1) : (i32, i32) -> i32
    %1 = builtin.unrealized_conversion_cast %0 : i32 to !toy.int
    "toy.print"(%1) : (!toy.int) -> ()
    "my.return"(%0) : (i32) -> ()
  }) {function_type = (i32, i32) -> i32} : () -> ()
}
"#
    );
}

/// Converts `text` in `mode`, which must fail with `message` and leave the
/// input as it was.
fn assert_fails_and_restores(text: &str, mode: ConversionMode, message: &str) {
    let ctx = unregistered_ctx();
    let (ir, root) = parse(&ctx, text);
    let before = print(&ir, root);
    let (ir, root, out) = convert(&ctx, text, mode);
    assert_eq!(out.unwrap_err(), message);
    assert_eq!(print(&ir, root), before);
}

#[test]
fn full_conversion_fails_on_unknown_ops_and_restores_the_input() {
    assert_fails_and_restores(
        FUNC,
        ConversionMode::Full,
        "failed to legalize operation 'toy.print'",
    );
}

#[test]
fn explicitly_illegal_ops_fail_partial_conversion() {
    // The operand type does not convert, so the only pattern cannot apply.
    assert_fails_and_restores(
        r#"%0 = "my.v"() : () -> !toy.opaque
%1 = "toy.add"(%0, %0) : (!toy.opaque, !toy.opaque) -> !toy.int
"#,
        ConversionMode::Partial,
        "failed to legalize operation 'toy.add' that was explicitly marked illegal",
    );
}

#[test]
fn unconverted_producers_get_target_materializations_and_casts_reconcile() {
    let ctx = unregistered_ctx();
    let text = r#"%0 = "toy.make"() : () -> !toy.int
%1 = "toy.add"(%0, %0) : (!toy.int, !toy.int) -> !toy.int
"toy.print"(%1) : (!toy.int) -> ()
"#;
    let (mut ir, root, out) = convert(&ctx, text, ConversionMode::Partial);
    assert_eq!(
        out.unwrap(),
        r#"module {
  %0 = "toy.make"() : () -> !toy.int
  %1 = unrealized_conversion_cast %0 : !toy.int to i32
  %2 = "my.addi"(%1, %1) : (i32, i32) -> i32
  %3 = unrealized_conversion_cast %2 : i32 to !toy.int
  "toy.print"(%3) : (!toy.int) -> ()
}
"#
    );
    // Nothing round-trips here: reconciling keeps both casts.
    assert_eq!(
        reconcile_unrealized_casts(&mut ir, root, &mut NoListener).len(),
        2
    );
}

/// Replaces `op` by a new op `name` with its location and result types.
fn recreate_as(op: OpId, rw: &mut ConversionRewriter<'_>, name: &str) -> RewriteResult {
    let mut state = OperationState::new(rw.ctx().ident(name), rw.ir().op_loc(op));
    state.result_types = rw.ir().result_types(op).collect();
    rw.replace_op_with_new(op, state);
    Ok(())
}

/// Converts a module holding one `toy.add` against `target` with the single
/// pattern `name` (`apply` on `toy.add`), which must fail because the ops the
/// pattern made are not legal: the diagnostics and the module as it is left.
fn assert_pattern_output_not_legalized(
    target: &ConversionTarget,
    name: &'static str,
    apply: ConversionFn,
    mode: ConversionMode,
) -> (Vec<Diagnostic>, String) {
    let ctx = unregistered_ctx();
    let (mut ir, root) = parse(&ctx, "%0 = \"toy.add\"() : () -> i32\n");
    let mut set = ConversionPatternSet::new();
    set.add(FnConversionPattern::unregistered(name, "toy.add", apply));
    let patterns = FrozenConversionPatterns::new(&ctx, set);
    let err = convert_with_defaults(&mut ir, root, target, &patterns, mode).unwrap_err();
    assert_eq!(
        err[0].message,
        format!("pattern '{name}' produced IR that could not be legalized")
    );
    (err, print(&ir, root))
}

#[test]
fn patterns_producing_illegal_ops_fail_the_conversion() {
    let mut target = ConversionTarget::new();
    target
        .add_legal_op(PatternRoot::Name("builtin.module"))
        .add_illegal_dialect("toy");
    let (err, printed) = assert_pattern_output_not_legalized(
        &target,
        "Loop",
        |op, _, rw| recreate_as(op, rw, "toy.sub"),
        ConversionMode::Partial,
    );
    assert_eq!(
        err[0].notes[0].message,
        "failed to legalize operation 'toy.sub'"
    );
    assert_eq!(printed, "module {\n  %0 = \"toy.add\"() : () -> i32\n}\n");
}

#[test]
fn a_pattern_is_not_reentered_for_the_ops_it_creates() {
    let mut target = ConversionTarget::new();
    target
        .add_legal_op(PatternRoot::Name("builtin.module"))
        .add_illegal_op(PatternRoot::Name("toy.add"));
    assert_pattern_output_not_legalized(
        &target,
        "SelfRecreate",
        |op, _, rw| recreate_as(op, rw, "toy.add"),
        ConversionMode::Full,
    );
}

#[test]
fn recursively_legal_ops_are_not_entered() {
    let ctx = unregistered_ctx();
    let text = r#""my.keep"() ({
  %0 = "toy.add"() : () -> i32
}) : () -> ()
"#;
    let (mut ir, root) = parse(&ctx, text);
    let mut target = ConversionTarget::new();
    target
        .add_legal_op(PatternRoot::Name("builtin.module"))
        .add_legal_op(PatternRoot::Name("my.keep"))
        .add_illegal_op(PatternRoot::Name("toy.add"));
    target.mark_op_recursively_legal(PatternRoot::Name("my.keep"), None);
    let patterns = FrozenConversionPatterns::new(&ctx, ConversionPatternSet::new());
    let result = convert_with_defaults(&mut ir, root, &target, &patterns, ConversionMode::Full);
    assert!(result.is_ok());
}

#[test]
fn deep_nesting_converts_and_rolls_back_without_stack() {
    on_small_stack(|| {
        let ctx = unregistered_ctx();
        let (mut ir, root) = deeply_nested(&ctx, 5_000, "toy.add");
        let converter = toy_converter();
        let (target, patterns) = setup(&converter);
        let patterns = FrozenConversionPatterns::new(&ctx, patterns);
        let result =
            convert_with_defaults(&mut ir, root, &target, &patterns, ConversionMode::Partial);
        assert!(result.is_ok(), "{result:?}");
        assert!(
            ir.walk_collect(root)
                .iter()
                .any(|&o| ir.op_is(o, "my.addi"))
        );
        // A full conversion fails on the unknown op at the bottom and
        // restores everything.
        let (mut ir, root) = deeply_nested(&ctx, 5_000, "toy.unknown");
        let before = print(&ir, root);
        let result = convert_with_defaults(&mut ir, root, &target, &patterns, ConversionMode::Full);
        assert!(result.is_err());
        assert_eq!(print(&ir, root), before);
    });
}
