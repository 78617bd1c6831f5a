//! Pattern rewriting: the rewriter, rewrite patterns, the greedy driver, and the
//! `canonicalize` and `cse` passes built on them.
//!
//! Mirrors MLIR's pattern infrastructure
//! (<https://mlir.llvm.org/docs/PatternRewriter/>,
//! <https://mlir.llvm.org/docs/Canonicalization/>):
//!
//! - [`Rewriter`]: every IR change a pattern makes, reported to a [`Listener`];
//! - [`RewritePattern`], [`RewritePatternSet`], [`FrozenPatternSet`]: patterns with a
//!   root op and a benefit, indexed for application;
//! - [`apply_patterns_greedily`]: the worklist driver with folding, constant
//!   uniquing, dead-op removal and an iteration limit;
//! - [`fold`]: constant operands, op folders and constant materialization;
//! - [`dead`]: trivially dead ops and unreachable blocks;
//! - the [`CANONICALIZE`] and [`CSE`] passes.

pub mod canonicalize;
pub mod cse;
pub mod dead;
pub mod fold;
mod greedy;
mod listener;
mod materialize;
mod pattern;
mod rewriter;
mod worklist;

pub use canonicalize::CANONICALIZE;
pub use cse::{CSE, CseStats, eliminate_common_subexpressions};
pub use greedy::{
    GreedyConfig, GreedyOutcome, RegionSimplification, apply_patterns_greedily,
    default_rewrite_budget,
};
pub use listener::{Listener, NoListener};
pub use materialize::{TypedConstant, materialize_typed};
pub use pattern::{
    Benefit, Candidates, FnPattern, FrozenPatternSet, FrozenPatterns, MatchFailure, OrFail,
    PatternFn, PatternIndex, PatternInfo, PatternList, PatternRoot, RewritePattern,
    RewritePatternSet, RewriteResult, ensure,
};
pub(crate) use pattern::{pattern_fields_accessors, pattern_info_of_dyn};
pub(crate) use rewriter::block_arg_replacements;
pub use rewriter::{IrBuilder, OpBuilder, Rewriter};

use crate::pass::PassRegistry;

/// Registers `canonicalize` and `cse`.
pub fn register_passes(registry: &mut PassRegistry) {
    registry.register(&CANONICALIZE);
    registry.register(&CSE);
}
#[cfg(test)]
pub(crate) mod tests;
