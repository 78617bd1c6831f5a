//! One conversion pattern as data: a [`Rule`] holds the definition of the op
//! it converts, that of the `spirv` op it usually produces, and the function
//! doing it; [`add_rules`] makes each a pattern running it with a
//! [`SpirvTypeConverter`]. The upstream conversions (`arith`, `func`,
//! `vector` to `spirv`) are tables of rules.

use shader_mlir::conversion::{
    Adaptor, ConversionPatternSet, ConversionRewriter, StatefulConversionPattern, TypeConverter,
};
use shader_mlir::dialect::OpDef;
use shader_mlir::ir::{OpId, Type};
use shader_mlir::rewrite::{MatchFailure, OrFail, RewriteResult};
use std::sync::Arc;

use crate::type_converter::SpirvTypeConverter;

/// What a rule's body works on: the rule, the type converter, the op and
/// its converted operands.
#[derive(Clone, Copy)]
pub struct RuleMatch<'a> {
    pub rule: &'a Rule,
    pub converter: &'a SpirvTypeConverter,
    pub op: OpId,
    pub adaptor: &'a Adaptor,
}

/// The body of a rule.
pub type RuleFn = fn(RuleMatch<'_>, &mut ConversionRewriter<'_>) -> RewriteResult;

/// One conversion: `root` becomes (mostly) `target`.
#[derive(Clone, Copy, Debug)]
pub struct Rule {
    pub root: &'static OpDef,
    pub target: &'static OpDef,
    pub apply: RuleFn,
}

impl Rule {
    pub const fn new(root: &'static OpDef, target: &'static OpDef, apply: RuleFn) -> Self {
        Rule {
            root,
            target,
            apply,
        }
    }
}

/// A [`Rule`] whose body returns the value replacing the op:
/// `value_rule!(AddIOp => IAddOp, body)` with `body(m: RuleMatch, rewriter)
/// -> Result<Value, MatchFailure>`.
#[macro_export]
macro_rules! value_rule {
    ($root:ty => $target:ty, $body:path) => {
        $crate::Rule::new(<$root>::DEF, <$target>::DEF, |m, rewriter| {
            let value = $body(m, rewriter)?;
            rewriter.replace_op(m.op, &[value]);
            Ok(())
        })
    };
}

/// Runs `rule` with its type converter: the body of a rule's pattern.
fn apply_rule(
    (rule, converter): &(Rule, SpirvTypeConverter),
    op: OpId,
    adaptor: &Adaptor,
    rewriter: &mut ConversionRewriter<'_>,
) -> RewriteResult {
    let m = RuleMatch {
        rule,
        converter,
        op,
        adaptor,
    };
    (rule.apply)(m, rewriter)
}

/// Adds `rules` to `patterns`, in order (a root's rules are tried in the
/// order listed).
pub fn add_rules(
    rules: &[Rule],
    converter: &SpirvTypeConverter,
    patterns: &mut ConversionPatternSet,
) {
    for &rule in rules {
        patterns.add(StatefulConversionPattern {
            name: format!("{} -> {}", rule.root.name, rule.target.name),
            root: rule.root,
            state: Arc::new((rule, converter.clone())),
            type_converter: converter.types.clone(),
            apply: apply_rule,
        });
    }
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
