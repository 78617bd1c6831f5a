//! The upstream dialects compute kernels are written in, lowered to `spirv`
//! as MLIR's own conversions do:
//!
//! - [`func`]: `func.func` -> `spirv.func`, `func.return` -> `spirv.Return` /
//!   `spirv.ReturnValue`, `func.call` -> `spirv.FunctionCall` (FuncToSPIRV);
//! - [`arith`]: arithmetic, bitwise, comparison, select, constants and casts
//!   (ArithToSPIRV);
//! - [`scf`]: `scf.for` -> `spirv.mlir.loop`, `scf.if` -> `spirv.mlir.selection`,
//!   results through `Function` variables (SCFToSPIRV);
//! - [`vector`]: `vector.extract` / `insert` / `from_elements` / `broadcast`
//!   -> `spirv.Composite*` (VectorToSPIRV's element ops).
//!
//! Upstream docs: <https://mlir.llvm.org/docs/Dialects/SPIR-V/#conversions>.
//! Each pattern is a [`Rule`]: the op it converts, the `spirv` op it usually
//! produces, and its body; all share one type converter.

pub mod arith;
pub mod func;
pub mod scf;
pub mod vector;

use std::sync::Arc;

use shader_mlir::conversion::{
    Adaptor, ConversionPattern, ConversionPatternSet, ConversionRewriter, TypeConverter,
};
use shader_mlir::ir::{OpId, Type};
use shader_mlir::rewrite::{MatchFailure, OrFail, RewriteResult};

/// The body of a rule.
pub type RuleFn =
    fn(&Rule, &TypeConverter, OpId, &Adaptor, &mut ConversionRewriter<'_>) -> RewriteResult;

/// One conversion: `root` becomes (mostly) `target`.
#[derive(Clone, Copy, Debug)]
pub struct Rule {
    pub root: &'static str,
    pub target: &'static str,
    pub apply: RuleFn,
}

impl Rule {
    pub const fn new(root: &'static str, target: &'static str, apply: RuleFn) -> Self {
        Rule {
            root,
            target,
            apply,
        }
    }
}

/// A [`Rule`] with its type converter, as a conversion pattern.
pub struct RulePattern {
    name: String,
    rule: Rule,
    converter: Arc<TypeConverter>,
}

impl ConversionPattern for RulePattern {
    fn name(&self) -> &str {
        &self.name
    }

    fn root(&self) -> Option<shader_mlir::rewrite::PatternRoot> {
        Some(shader_mlir::rewrite::PatternRoot::Name(self.rule.root))
    }

    fn type_converter(&self) -> Option<&Arc<TypeConverter>> {
        Some(&self.converter)
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        adaptor: &Adaptor,
        rewriter: &mut ConversionRewriter<'_>,
    ) -> RewriteResult {
        (self.rule.apply)(&self.rule, &self.converter, op, adaptor, rewriter)
    }
}

/// Adds `rules` to `patterns`.
pub fn add_rules(
    rules: &[Rule],
    converter: &Arc<TypeConverter>,
    patterns: &mut ConversionPatternSet,
) {
    for &rule in rules {
        patterns.add(RulePattern {
            name: format!("{} -> {}", rule.root, rule.target),
            rule,
            converter: converter.clone(),
        });
    }
}

/// Adds every upstream-dialect pattern; `scf` shares its state among its
/// patterns.
pub fn populate_upstream_to_spirv_patterns(
    converter: &Arc<TypeConverter>,
    patterns: &mut ConversionPatternSet,
) {
    add_rules(func::RULES, converter, patterns);
    add_rules(arith::RULES, converter, patterns);
    add_rules(vector::RULES, converter, patterns);
    scf::populate_patterns(converter, patterns);
}

/// The converted types of `op`'s results.
pub fn result_types(
    converter: &TypeConverter,
    rewriter: &ConversionRewriter<'_>,
    op: OpId,
) -> Result<Vec<Type>, MatchFailure> {
    let ir = rewriter.ir();
    converter
        .convert_types(ir.ctx(), ir.result_types(op))
        .or_fail("result type does not convert")
}

/// The converted type of `op`'s single result.
pub fn result_type(
    converter: &TypeConverter,
    rewriter: &ConversionRewriter<'_>,
    op: OpId,
) -> Result<Type, MatchFailure> {
    match result_types(converter, rewriter, op)?.as_slice() {
        [one] => Ok(*one),
        _ => Err(MatchFailure("expected one result")),
    }
}
