//! Where each declared group lives among an op's operands, results, regions
//! and successors (MLIR's `getODSOperandIndexAndLength`), and the result types
//! a builder derives when it is not given them.

use std::ops::Range;

use crate::Context;
use crate::ir::{Attribute, BlockId, Ir, OpId, RegionId, Type, Value};

use super::property::property_type;
use super::spec::{
    Arity, OPERAND_SEGMENT_SIZES, OpSpec, RESULT_SEGMENT_SIZES, TypeSource, ValueRef,
};

/// The ranges of `total` values split into groups of `arities`: from the
/// segment sizes when given, else with the one variable-length group taking
/// what the fixed ones leave.
pub fn segment_ranges(arities: &[Arity], total: usize, sizes: Option<&[i64]>) -> Vec<Range<usize>> {
    let mut ranges = Vec::with_capacity(arities.len());
    if let Some(sizes) = sizes {
        let mut start = 0usize;
        for (i, _) in arities.iter().enumerate() {
            let len = sizes.get(i).map_or(0, |&n| n.max(0) as usize);
            let end = (start + len).min(total);
            ranges.push(start.min(total)..end);
            start += len;
        }
        return ranges;
    }
    let fixed = arities.iter().filter(|a| !a.is_variable()).count();
    let variable_len = total.saturating_sub(fixed);
    let mut start = 0usize;
    for arity in arities {
        let len = if arity.is_variable() { variable_len } else { 1 };
        let end = (start + len).min(total);
        ranges.push(start.min(total)..end);
        start = end;
    }
    ranges
}

/// The `i`-th of the `i32` segment sizes `attr` holds, if it is an
/// `array<i32: ...>` with `count` elements (sizes of another length count as
/// zero, as MLIR's properties keep them).
fn segment_size(ctx: &Context, attr: Attribute, count: usize, i: usize) -> Option<i64> {
    match ctx.attr_kind(attr) {
        crate::ir::AttrKind::DenseArray { element, values } if *element == ctx.common().i32 => {
            Some(match values.get(i) {
                Some(&v) if values.len() == count => v as u32 as i32 as i64,
                _ => 0,
            })
        }
        _ => None,
    }
}

/// The range of group `index` among `total` values split into groups of
/// `arities` (what [`segment_ranges`] gives for it, without building the
/// others): from the segment sizes `attr` when given, else with the one
/// variable-length group taking what the fixed ones leave.
fn group_range(
    ctx: &Context,
    arities: impl Iterator<Item = Arity> + Clone,
    index: usize,
    total: usize,
    sizes: Option<Attribute>,
) -> Range<usize> {
    if let Some(attr) = sizes {
        let count = arities.clone().count();
        if segment_size(ctx, attr, count, 0).is_some() {
            let mut start = 0usize;
            for i in 0..index {
                start += segment_size(ctx, attr, count, i).unwrap_or(0).max(0) as usize;
            }
            let len = segment_size(ctx, attr, count, index).unwrap_or(0).max(0) as usize;
            return start.min(total)..(start + len).min(total);
        }
    }
    // The variable-length groups' length, counted only when one comes at or
    // before `index` (most groups sit after fixed ones only).
    let mut variable_len = None;
    let mut start = 0usize;
    for (i, arity) in arities.clone().enumerate() {
        let len = if arity.is_variable() {
            *variable_len.get_or_insert_with(|| {
                total.saturating_sub(arities.clone().filter(|a| !a.is_variable()).count())
            })
        } else {
            1
        };
        let end = (start + len).min(total);
        if i == index {
            return start.min(total)..end;
        }
        start = end;
    }
    total..total
}

/// The range of operand group `index` of `op`.
#[inline]
pub fn operand_range(ir: &Ir, op: OpId, spec: &OpSpec, index: usize) -> Range<usize> {
    let arities = spec.operands.iter().map(|o| o.arity);
    let segments = spec.operand_segments.then_some(OPERAND_SEGMENT_SIZES);
    value_group_range(ir, op, index, ir.num_operands(op), arities, segments)
}

/// The range of result group `index` of `op`.
#[inline]
pub fn result_range(ir: &Ir, op: OpId, spec: &OpSpec, index: usize) -> Range<usize> {
    let arities = spec.results.iter().map(|r| r.arity);
    let segments = spec.result_segments.then_some(RESULT_SEGMENT_SIZES);
    value_group_range(ir, op, index, ir.num_results(op), arities, segments)
}

/// The range of group `index` among the `total` operands or results of `op`
/// whose groups have `arities`, sized by the segment-sizes property
/// `segments` when the op declares one.
#[inline]
fn value_group_range(
    ir: &Ir,
    op: OpId,
    index: usize,
    total: usize,
    arities: impl ExactSizeIterator<Item = Arity> + Clone,
    segments: Option<&str>,
) -> Range<usize> {
    if segments.is_none() && total == arities.len() {
        // One value per group (a declaration has at most one variable-length
        // group without segment sizes).
        return index..index + 1;
    }
    let sizes = segments.and_then(|name| ir.prop(op, name));
    group_range(ir.ctx(), arities, index, total, sizes)
}

/// The operands of group `index`.
pub fn operand_group<'a>(
    ir: &'a Ir,
    op: OpId,
    spec: &OpSpec,
    index: usize,
) -> impl ExactSizeIterator<Item = Value> + 'a {
    let range = operand_range(ir, op, spec, index);
    range.map(move |i| ir.operand(op, i))
}

/// The results of group `index`.
pub fn result_group<'a>(ir: &'a Ir, op: OpId, spec: &OpSpec, index: usize) -> &'a [Value] {
    let range = result_range(ir, op, spec, index);
    &ir.results(op)[range]
}

fn variadic_arity(variadic: bool) -> Arity {
    if variadic {
        Arity::Variadic
    } else {
        Arity::Single
    }
}

/// The range of region group `index` of `op` (a variadic group takes what
/// the others leave).
pub fn region_range(ir: &Ir, op: OpId, spec: &OpSpec, index: usize) -> Range<usize> {
    let arities = spec.regions.iter().map(|r| variadic_arity(r.variadic));
    group_range(ir.ctx(), arities, index, ir.regions(op).len(), None)
}

/// The regions of region group `index`.
pub fn region_group(ir: &Ir, op: OpId, spec: &OpSpec, index: usize) -> Vec<RegionId> {
    ir.regions(op)[region_range(ir, op, spec, index)].to_vec()
}

/// The range of successor group `index` of `op`.
pub fn successor_range(ir: &Ir, op: OpId, spec: &OpSpec, index: usize) -> Range<usize> {
    let arities = spec.successors.iter().map(|s| variadic_arity(s.variadic));
    group_range(ir.ctx(), arities, index, ir.successors(op).len(), None)
}

/// The successors of successor group `index`.
pub fn successor_group(ir: &Ir, op: OpId, spec: &OpSpec, index: usize) -> Vec<BlockId> {
    ir.successors(op)[successor_range(ir, op, spec, index)].to_vec()
}

/// The operands of a builder call, group by group, to be flattened (and, for
/// ops with `AttrSizedOperandSegments`, counted).
#[derive(Default, Debug)]
pub struct OperandGroups {
    pub values: Vec<Value>,
    pub sizes: Vec<i64>,
}

impl OperandGroups {
    pub fn with_capacity(groups: usize) -> Self {
        OperandGroups {
            values: Vec::with_capacity(groups),
            sizes: Vec::with_capacity(groups),
        }
    }

    pub fn one(&mut self, value: Value) {
        self.values.push(value);
        self.sizes.push(1);
    }

    pub fn optional(&mut self, value: Option<Value>) {
        self.sizes.push(i64::from(value.is_some()));
        self.values.extend(value);
    }

    pub fn variadic(&mut self, values: &[Value]) {
        self.sizes.push(values.len() as i64);
        self.values.extend_from_slice(values);
    }
}

/// The result types of an op built from operands of `operand_types` and
/// `properties`, when the declaration derives them all (from buildable
/// constraints, other groups, or the op's inference); `None` otherwise.
pub fn infer_result_types(
    ctx: &Context,
    spec: &OpSpec,
    operand_types: &[Type],
    operand_sizes: &[i64],
    properties: Option<Attribute>,
) -> Result<Vec<Type>, String> {
    if let Some(infer) = spec.infer {
        return infer(ctx, operand_types, properties);
    }
    let mut starts = Vec::with_capacity(operand_sizes.len());
    let mut at = 0usize;
    for &n in operand_sizes {
        starts.push(at);
        at += n.max(0) as usize;
    }
    let operand_type = |group: u16| -> Option<Type> {
        let g = group as usize;
        (operand_sizes.get(g).copied().unwrap_or(0) > 0)
            .then(|| operand_types.get(starts[g]).copied())
            .flatten()
    };
    let property = |index: u16| -> Option<Type> {
        let name = spec.properties[index as usize].name;
        let entry = ctx
            .dictionary_entries(properties?)
            .iter()
            .find(|a| ctx.str(a.name) == name)?;
        property_type(ctx, entry.value)
    };
    let mut out: Vec<Option<Type>> = vec![None; spec.results.len()];
    // Results derived from other results resolve after those.
    for _ in 0..=spec.results.len() {
        for (i, source) in spec.result_types.iter().enumerate() {
            if out[i].is_some() {
                continue;
            }
            out[i] = match *source {
                TypeSource::Buildable(build) => Some(build(ctx)),
                TypeSource::Var { from, transform } => {
                    let base = match from {
                        ValueRef::Operand(g) => operand_type(g),
                        ValueRef::Result(r) => out.get(r as usize).copied().flatten(),
                        ValueRef::Property(p) => property(p),
                    };
                    base.map(|t| transform.map_or(t, |f| f(ctx, t)))
                }
                TypeSource::Property { index } => property(index),
                _ => None,
            };
        }
    }
    out.into_iter()
        .enumerate()
        .map(|(i, t)| {
            t.ok_or_else(|| format!("cannot infer the type of result '{}'", spec.results[i].name))
        })
        .collect()
}
