//! Rewrite patterns, pattern sets and the applicator that picks patterns for an op
//! (MLIR's `RewritePattern`, `RewritePatternSet`, `FrozenRewritePatternSet` and
//! `PatternApplicator`, <https://mlir.llvm.org/docs/PatternRewriter/>).
//!
//! A pattern names the op it matches (its root; `None` matches any op) and a
//! benefit; for an op, the applicator tries the patterns of that op and the
//! any-op patterns together, highest benefit first, registration order breaking
//! ties, and stops at the first that succeeds. A pattern that fails must leave the
//! IR untouched (the drivers do not roll back).

use std::fmt;

use rustc_hash::FxHashMap;

use crate::Ident;
use crate::dialect::OpDef;
use crate::ir::{Ir, OpId};
use crate::rewrite::rewriter::Rewriter;

/// Why a pattern did not apply (MLIR's `notifyMatchFailure` reason).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct MatchFailure(pub &'static str);

impl fmt::Display for MatchFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0)
    }
}

/// The outcome of one pattern application: `Ok` when the IR was rewritten.
pub type RewriteResult = Result<(), MatchFailure>;

/// `option.or_fail("reason")?` inside patterns.
pub trait OrFail<T> {
    fn or_fail(self, reason: &'static str) -> Result<T, MatchFailure>;
}

impl<T> OrFail<T> for Option<T> {
    #[inline]
    fn or_fail(self, reason: &'static str) -> Result<T, MatchFailure> {
        self.ok_or(MatchFailure(reason))
    }
}

/// Fails with `reason` unless `condition` holds.
#[inline]
pub fn ensure(condition: bool, reason: &'static str) -> Result<(), MatchFailure> {
    if condition {
        Ok(())
    } else {
        Err(MatchFailure(reason))
    }
}

/// The kind of op a pattern matches: an op's definition, or an op name — for
/// the core's test passes, which know no dialect and match unregistered ops
/// (`--allow-unregistered-dialect`) or other crates' ops by name.
#[derive(Copy, Clone, Debug)]
pub enum PatternRoot {
    Op(&'static OpDef),
    Name(&'static str),
}

impl PatternRoot {
    /// The op name the root stands for.
    pub fn name(self) -> &'static str {
        match self {
            PatternRoot::Op(def) => def.name,
            PatternRoot::Name(name) => name,
        }
    }
}

impl From<&'static OpDef> for PatternRoot {
    fn from(def: &'static OpDef) -> Self {
        PatternRoot::Op(def)
    }
}

/// How much a pattern is preferred over others matching the same op.
pub type Benefit = u16;

/// A rewrite of one op (and what it reaches).
pub trait RewritePattern: Send + Sync {
    /// The label used in debug output and by `disable-patterns` / `enable-patterns`.
    fn name(&self) -> &str;
    /// The kind of op this pattern matches; `None` matches any op.
    fn root(&self) -> Option<PatternRoot>;
    fn benefit(&self) -> Benefit {
        1
    }
    /// Rewrites `op` through `rewriter`, or fails without touching the IR.
    fn match_and_rewrite(&self, op: OpId, rewriter: &mut Rewriter<'_>) -> RewriteResult;
}

/// The body of a pattern written as a plain function.
pub type PatternFn = fn(OpId, &mut Rewriter<'_>) -> RewriteResult;

/// A pattern made of a function, a root and a benefit.
#[derive(Clone, Copy, Debug)]
pub struct FnPattern {
    pub name: &'static str,
    pub root: Option<PatternRoot>,
    pub benefit: Benefit,
    pub apply: PatternFn,
}

impl FnPattern {
    pub const fn new(name: &'static str, root: &'static OpDef, apply: PatternFn) -> Self {
        FnPattern {
            name,
            root: Some(PatternRoot::Op(root)),
            benefit: 1,
            apply,
        }
    }

    /// A pattern for an unregistered op (test passes).
    pub const fn unregistered(name: &'static str, root: &'static str, apply: PatternFn) -> Self {
        FnPattern {
            name,
            root: Some(PatternRoot::Name(root)),
            benefit: 1,
            apply,
        }
    }

    /// A pattern tried on every op.
    pub const fn any_op(name: &'static str, apply: PatternFn) -> Self {
        FnPattern {
            name,
            root: None,
            benefit: 1,
            apply,
        }
    }

    pub const fn with_benefit(mut self, benefit: Benefit) -> Self {
        self.benefit = benefit;
        self
    }
}

/// The `name`, `root` and `benefit` methods of a pattern trait for a pattern
/// struct that stores them in fields of those names.
macro_rules! pattern_fields_accessors {
    () => {
        fn name(&self) -> &str {
            self.name
        }
        fn root(&self) -> Option<PatternRoot> {
            self.root
        }
        fn benefit(&self) -> Benefit {
            self.benefit
        }
    };
}
pub(crate) use pattern_fields_accessors;

impl RewritePattern for FnPattern {
    pattern_fields_accessors!();
    fn match_and_rewrite(&self, op: OpId, rewriter: &mut Rewriter<'_>) -> RewriteResult {
        (self.apply)(op, rewriter)
    }
}

/// What pattern sets read of their patterns, rewrite and conversion patterns
/// alike (MLIR's `Pattern` base: debug name, root kind and benefit).
pub trait PatternInfo {
    fn pattern_name(&self) -> &str;
    fn pattern_root(&self) -> Option<PatternRoot>;
    fn pattern_benefit(&self) -> Benefit;
}

/// [`PatternInfo`] of the trait objects of a pattern trait, read through the
/// trait's own `name`, `root` and `benefit`.
macro_rules! pattern_info_of_dyn {
    ($pattern:path) => {
        impl PatternInfo for dyn $pattern {
            fn pattern_name(&self) -> &str {
                self.name()
            }
            fn pattern_root(&self) -> Option<PatternRoot> {
                self.root()
            }
            fn pattern_benefit(&self) -> Benefit {
                self.benefit()
            }
        }
    };
}
pub(crate) use pattern_info_of_dyn;

pattern_info_of_dyn!(RewritePattern);

/// A growable collection of patterns of one kind (`P` is `dyn RewritePattern`
/// or `dyn ConversionPattern`).
pub struct PatternList<P: ?Sized> {
    patterns: Vec<Box<P>>,
}

/// A growable collection of rewrite patterns (MLIR's `RewritePatternSet`).
pub type RewritePatternSet = PatternList<dyn RewritePattern>;

impl<P: ?Sized> Default for PatternList<P> {
    fn default() -> Self {
        PatternList {
            patterns: Vec::new(),
        }
    }
}

impl<P: ?Sized + PatternInfo> fmt::Debug for PatternList<P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt_names(f, &self.patterns)
    }
}

/// Formats patterns as the list of their names.
fn fmt_names<P: ?Sized + PatternInfo>(
    f: &mut fmt::Formatter<'_>,
    patterns: &[Box<P>],
) -> fmt::Result {
    f.debug_list()
        .entries(patterns.iter().map(|p| p.pattern_name()))
        .finish()
}

impl<P: ?Sized> PatternList<P> {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn add_boxed(&mut self, pattern: Box<P>) -> &mut Self {
        self.patterns.push(pattern);
        self
    }

    pub fn len(&self) -> usize {
        self.patterns.len()
    }

    pub fn is_empty(&self) -> bool {
        self.patterns.is_empty()
    }
}

impl PatternList<dyn RewritePattern> {
    pub fn add(&mut self, pattern: impl RewritePattern + 'static) -> &mut Self {
        self.add_boxed(Box::new(pattern))
    }

    /// Adds a function pattern for ops of kind `root`.
    pub fn add_fn(
        &mut self,
        name: &'static str,
        root: &'static OpDef,
        benefit: Benefit,
        apply: PatternFn,
    ) -> &mut Self {
        self.add(FnPattern {
            name,
            root: Some(PatternRoot::Op(root)),
            benefit,
            apply,
        })
    }

    /// Keeps only the patterns for which `keep` holds (by name).
    pub fn retain(&mut self, mut keep: impl FnMut(&str) -> bool) {
        self.patterns.retain(|p| keep(p.name()));
    }

    /// Adds the canonicalization patterns every registered op of the context
    /// declares ([`OpDef::canonicalize`](crate::dialect::OpDef)), dialect by
    /// dialect in name order, ops in declaration order.
    pub fn add_canonicalization_patterns(&mut self, ctx: &crate::Context) -> &mut Self {
        let mut dialects: Vec<_> = ctx.dialects().collect();
        dialects.sort_by_key(|d| d.name);
        for dialect in dialects {
            for def in dialect.all_ops() {
                if let Some(populate) = def.canonicalize {
                    populate(self);
                }
            }
        }
        self
    }
}

/// Which patterns apply to which op: indices per root op kind and for any op, each
/// list ordered by benefit (MLIR's `PatternApplicator` with the default cost model).
/// Shared by rewrite and conversion pattern sets.
#[derive(Debug, Default)]
pub struct PatternIndex {
    benefits: Vec<Benefit>,
    by_root: FxHashMap<Ident, Vec<u32>>,
    any: Vec<u32>,
}

impl PatternIndex {
    /// Indexes patterns given as `(root, benefit)` in registration order.
    pub fn new(
        ctx: &crate::Context,
        patterns: impl IntoIterator<Item = (Option<PatternRoot>, Benefit)>,
    ) -> Self {
        let mut index = PatternIndex::default();
        for (i, (root, benefit)) in patterns.into_iter().enumerate() {
            index.benefits.push(benefit);
            match root {
                Some(root) => index
                    .by_root
                    .entry(ctx.ident(root.name()))
                    .or_default()
                    .push(i as u32),
                None => index.any.push(i as u32),
            }
        }
        // Stable sorts: registration order breaks ties.
        let benefits = &index.benefits;
        let by_benefit =
            |v: &mut Vec<u32>| v.sort_by_key(|&i| std::cmp::Reverse(benefits[i as usize]));
        for list in index.by_root.values_mut() {
            by_benefit(list);
        }
        by_benefit(&mut index.any);
        index
    }

    /// The patterns that may match an op named `name`, best first; on equal
    /// benefit, op-specific patterns go before any-op ones.
    pub fn candidates(&self, name: Ident) -> Candidates<'_> {
        let specific = self.by_root.get(&name).map_or(&[][..], Vec::as_slice);
        Candidates {
            benefits: &self.benefits,
            specific,
            any: &self.any,
        }
    }

    /// Whether some pattern is registered for ops named `name` (or for any op).
    pub fn has_candidates(&self, name: Ident) -> bool {
        !self.any.is_empty() || self.by_root.contains_key(&name)
    }
}

/// Iterator over pattern indices, merging two benefit-ordered lists.
pub struct Candidates<'a> {
    benefits: &'a [Benefit],
    specific: &'a [u32],
    any: &'a [u32],
}

impl Iterator for Candidates<'_> {
    type Item = usize;
    fn next(&mut self) -> Option<usize> {
        let take_specific = match (self.specific.first(), self.any.first()) {
            (Some(&a), Some(&b)) => self.benefits[a as usize] >= self.benefits[b as usize],
            (Some(_), None) => true,
            (None, Some(_)) => false,
            (None, None) => return None,
        };
        let list = if take_specific {
            &mut self.specific
        } else {
            &mut self.any
        };
        let (&first, rest) = list.split_first()?;
        *list = rest;
        Some(first as usize)
    }
}

/// Patterns of one kind indexed for application.
pub struct FrozenPatterns<P: ?Sized> {
    pub(crate) patterns: Vec<Box<P>>,
    pub(crate) index: PatternIndex,
}

/// Rewrite patterns ready for application (MLIR's `FrozenRewritePatternSet`).
pub type FrozenPatternSet = FrozenPatterns<dyn RewritePattern>;

impl<P: ?Sized + PatternInfo> fmt::Debug for FrozenPatterns<P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt_names(f, &self.patterns)
    }
}

impl<P: ?Sized + PatternInfo> FrozenPatterns<P> {
    pub fn new(ctx: &crate::Context, set: PatternList<P>) -> Self {
        let patterns = set.patterns;
        let index = PatternIndex::new(
            ctx,
            patterns
                .iter()
                .map(|p| (p.pattern_root(), p.pattern_benefit())),
        );
        FrozenPatterns { patterns, index }
    }

    pub fn is_empty(&self) -> bool {
        self.patterns.is_empty()
    }

    pub fn len(&self) -> usize {
        self.patterns.len()
    }
}

impl FrozenPatterns<dyn RewritePattern> {
    /// Tries the patterns for `op`, best first; returns the name of the one that
    /// applied.
    pub fn match_and_rewrite(&self, op: OpId, rewriter: &mut Rewriter<'_>) -> Option<&str> {
        let name = rewriter.ir().op_name(op);
        for idx in self.index.candidates(name) {
            let pattern = self.patterns[idx].as_ref();
            rewriter.set_insertion_point(op);
            if pattern.match_and_rewrite(op, rewriter).is_ok() {
                return Some(pattern.name());
            }
        }
        None
    }

    /// Whether any pattern may match ops named like `op`.
    pub fn may_match(&self, ir: &Ir, op: OpId) -> bool {
        self.index.has_candidates(ir.op_name(op))
    }
}
