//! Unit-test fixtures for dialects and passes: a context with the dialects a
//! test needs, text parsed into IR (a test failure, with the diagnostics, when
//! it does not parse), ops found by name, so that a test can build IR around
//! a placeholder op such as `"my.anchor"() : () -> ()`, canonicalization
//! to check what builders made folds away, and the pieces of a dialect
//! conversion test (a type converter, the driver with its defaults), and the
//! op replacement test patterns make.

use std::sync::Arc;

use crate::Context;
use crate::asm::parser::{ParseOptions, parse_str};
use crate::conversion::{
    Conversion, ConversionMode, ConversionReport, ConversionTarget, FrozenConversionPatterns,
    TypeConverter, apply_conversion,
};
use crate::diagnostics::{Diagnostic, DiagnosticEngine};
use crate::dialect::Dialect;
use crate::ir::{Ir, OpId, OperationState, Value};
use crate::rewrite::{
    FrozenPatternSet, GreedyConfig, RewritePatternSet, RewriteResult, Rewriter,
    apply_patterns_greedily,
};

/// Replaces `op` by a new op named `name` on `operands`, with `op`'s result
/// types: what test patterns on unregistered ops rewrite to.
pub fn replace_with_op_named(
    rw: &mut Rewriter<'_>,
    op: OpId,
    name: &str,
    operands: Vec<Value>,
) -> RewriteResult {
    let ir = rw.ir();
    let mut state = OperationState::new(ir.ctx().ident(name), ir.op_loc(op));
    state.operands = operands;
    state.result_types = ir.result_types(op).collect();
    rw.replace_op_with_new(op, state);
    Ok(())
}

/// A context with `dialects` registered; ops of other dialects parse as
/// unregistered ones.
pub fn context_with(dialects: &[&'static Dialect]) -> Arc<Context> {
    let mut ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    for &dialect in dialects {
        ctx.register_dialect(dialect);
    }
    Arc::new(ctx)
}

/// Parses `text` into a module; panics with the diagnostics when it does not
/// parse.
pub fn parse(ctx: &Arc<Context>, text: &str) -> (Ir, OpId) {
    let diags = DiagnosticEngine::new();
    match parse_str(ctx, "test.mlir", text, &ParseOptions::default(), &diags) {
        Some(parsed) => parsed,
        None => panic!("parse failed: {diags:?}"),
    }
}

/// The first op named `name` under `root` (pre-order); panics when there is
/// none.
pub fn find_op(ir: &Ir, root: OpId, name: &str) -> OpId {
    ir.walk_collect(root)
        .into_iter()
        .find(|&op| ir.op_is(op, name))
        .unwrap_or_else(|| panic!("no '{name}' op in the test input"))
}

/// Applies the canonicalization patterns of every registered op under `root`
/// (the `canonicalize` pass with its defaults); panics when they do not
/// converge.
pub fn canonicalize(ctx: &Arc<Context>, ir: &mut Ir, root: OpId) {
    let mut set = RewritePatternSet::new();
    set.add_canonicalization_patterns(ctx);
    let patterns = FrozenPatternSet::new(ctx, set);
    let outcome = apply_patterns_greedily(ir, root, &patterns, &GreedyConfig::default());
    assert!(outcome.converged, "canonicalization did not converge");
}

/// A type converter that widens `i16` to `i32` and keeps every other type.
pub fn widen_i16_converter() -> Arc<TypeConverter> {
    let mut converter = TypeConverter::new();
    converter.add_identity_conversion();
    converter.add_conversion(|ctx, ty| {
        if ty == ctx.common().i16 {
            Conversion::To(ctx.common().i32)
        } else {
            Conversion::Skip
        }
    });
    Arc::new(converter)
}

/// Applies `patterns` under `root` towards `target` in `mode`, with the
/// driver's default configuration.
pub fn convert_with_defaults(
    ir: &mut Ir,
    root: OpId,
    target: &ConversionTarget,
    patterns: &FrozenConversionPatterns,
    mode: ConversionMode,
) -> Result<ConversionReport, Vec<Diagnostic>> {
    apply_conversion(ir, root, target, patterns, mode, &Default::default())
}
