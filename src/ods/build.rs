//! Where each declared group lives among an op's operands, results, regions
//! and successors (MLIR's `getODSOperandIndexAndLength`), and the result types
//! a builder derives when it is not given them.

use std::ops::Range;

use crate::Context;
use crate::ir::{Attribute, BlockId, Ir, OpId, RegionId, Type, Value};

use super::property::{dense_int_array, property_type};
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

fn sizes(ir: &Ir, op: OpId, name: &str) -> Option<Vec<i64>> {
    let attr = ir.prop(op, name)?;
    dense_int_array(ir.ctx(), attr, ir.ctx().common().i32)
}

/// The range of operand group `index` of `op`.
pub fn operand_range(ir: &Ir, op: OpId, spec: &OpSpec, index: usize) -> Range<usize> {
    let arities: Vec<Arity> = spec.operands.iter().map(|o| o.arity).collect();
    let segment_sizes = spec
        .operand_segments
        .then(|| sizes(ir, op, OPERAND_SEGMENT_SIZES))
        .flatten();
    segment_ranges(&arities, ir.num_operands(op), segment_sizes.as_deref()).swap_remove(index)
}

/// The range of result group `index` of `op`.
pub fn result_range(ir: &Ir, op: OpId, spec: &OpSpec, index: usize) -> Range<usize> {
    let arities: Vec<Arity> = spec.results.iter().map(|r| r.arity).collect();
    let segment_sizes = spec
        .result_segments
        .then(|| sizes(ir, op, RESULT_SEGMENT_SIZES))
        .flatten();
    segment_ranges(&arities, ir.num_results(op), segment_sizes.as_deref()).swap_remove(index)
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

fn group_arities(variadic: impl Iterator<Item = bool>) -> Vec<Arity> {
    variadic
        .map(|v| if v { Arity::Variadic } else { Arity::Single })
        .collect()
}

/// The regions of region group `index` (a variadic group takes what the
/// others leave).
pub fn region_group(ir: &Ir, op: OpId, spec: &OpSpec, index: usize) -> Vec<RegionId> {
    let regions = ir.regions(op);
    let arities = group_arities(spec.regions.iter().map(|r| r.variadic));
    let range = segment_ranges(&arities, regions.len(), None).swap_remove(index);
    regions[range].to_vec()
}

/// The successors of successor group `index`.
pub fn successor_group(ir: &Ir, op: OpId, spec: &OpSpec, index: usize) -> Vec<BlockId> {
    let successors = ir.successors(op);
    let arities = group_arities(spec.successors.iter().map(|s| s.variadic));
    let range = segment_ranges(&arities, successors.len(), None).swap_remove(index);
    successors[range].to_vec()
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
