//! Unit-test fixtures for dialects and passes: a context with the dialects a
//! test needs, text parsed into IR (a test failure, with the diagnostics, when
//! it does not parse), ops found by name, so that a test can build IR around
//! a placeholder op such as `"my.anchor"() : () -> ()`, and canonicalization
//! to check what builders made folds away.

use std::sync::Arc;

use crate::Context;
use crate::asm::parser::{ParseOptions, parse_str};
use crate::diagnostics::DiagnosticEngine;
use crate::dialect::Dialect;
use crate::ir::{Ir, OpId};
use crate::rewrite::{FrozenPatternSet, GreedyConfig, RewritePatternSet, apply_patterns_greedily};

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
