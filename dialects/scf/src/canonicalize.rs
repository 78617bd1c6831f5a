//! Canonicalization patterns of `scf` (MLIR's `SCF.cpp`), under upstream's names:
//!
//! - `scf.if`: `RemoveStaticCondition` (a constant condition inlines the chosen
//!   region), `RemoveUnusedResults`, `ConvertTrivialIfToSelect` (results yielded
//!   from outside the `if` become `arith.select`s), `RemoveEmptyElseBranch`;
//! - `scf.for`: `SimplifyTrivialLoops` (zero iterations: the initial values;
//!   one iteration: the inlined body; an empty body yielding values from
//!   outside: those values), `ForOpIterArgsFolder` (iteration values that are
//!   passed through unchanged, or unused along with their result).
//!
//! An `scf.if` / `scf.for` whose body has no side effects and whose results are
//! unused is erased by the greedy driver itself (they have recursive memory
//! effects).

use smallvec::SmallVec;

use dialect_arith::SelectOp;

use shader_mlir::dialect::OpDef;
use shader_mlir::ir::region_is_ancestor;
use shader_mlir::ir::{BlockId, InsertPoint, Ir, OpId, RegionId, Type, Value};
use shader_mlir::rewrite::fold::constant_value;
use shader_mlir::rewrite::{
    FnPattern, MatchFailure, OrFail, PatternFn, RewritePatternSet, RewriteResult, Rewriter, ensure,
};

use crate::ops::{ForOp, IfOp, YieldOp};

/// The patterns of `scf.if`, by upstream's names.
const IF_PATTERNS: [(&str, PatternFn); 5] = [
    ("RemoveStaticCondition", remove_static_condition),
    ("RemoveUnusedResults", remove_unused_results),
    ("ConvertTrivialIfToSelect", convert_trivial_if_to_select),
    ("RemoveEmptyElseBranch", remove_empty_else_branch),
    ("CombineIfs", combine_ifs),
];

/// The patterns of `scf.for`, by upstream's names.
const FOR_PATTERNS: [(&str, PatternFn); 2] = [
    ("SimplifyTrivialLoops", simplify_trivial_loops),
    ("ForOpIterArgsFolder", for_iter_args_folder),
];

fn add_patterns(
    set: &mut RewritePatternSet,
    root: &'static OpDef,
    patterns: &[(&'static str, PatternFn)],
) {
    for &(name, apply) in patterns {
        set.add(FnPattern::new(name, root, apply));
    }
}

pub(crate) fn if_patterns(set: &mut RewritePatternSet) {
    add_patterns(set, IfOp::DEF, &IF_PATTERNS);
}

pub(crate) fn for_patterns(set: &mut RewritePatternSet) {
    add_patterns(set, ForOp::DEF, &FOR_PATTERNS);
}

/// The integer value of a constant operand.
fn constant_int(ir: &Ir, v: Value) -> Option<i128> {
    let attr = constant_value(ir, v)?;
    match ir.ctx().attr_kind(attr) {
        shader_mlir::ir::AttrKind::Integer { value, .. } => Some(*value),
        shader_mlir::ir::AttrKind::Bool(b) => Some(*b as i128),
        _ => None,
    }
}

fn single_block(ir: &Ir, region: RegionId) -> Option<BlockId> {
    match ir.region_blocks(region) {
        [b] => Some(*b),
        _ => None,
    }
}

/// Moves the ops of `block` before `op` (its arguments replaced by `args`) and
/// replaces `op` with what the block's terminator yields.
fn replace_op_with_block(
    rw: &mut Rewriter<'_>,
    op: OpId,
    block: BlockId,
    args: &[Value],
) -> RewriteResult {
    let ir = rw.ir();
    let terminator = ir.last_op(block).or_fail("empty block")?;
    let yielded: SmallVec<[Value; 2]> = ir.operands(terminator).collect();
    ensure(
        yielded.len() == ir.num_results(op),
        "yield does not match the results",
    )?;
    let at = InsertPoint::before(ir, op);
    rw.inline_block_before(block, at, args);
    rw.erase_op(terminator);
    rw.replace_op(op, &yielded);
    Ok(())
}

fn remove_static_condition(op: OpId, rw: &mut Rewriter<'_>) -> RewriteResult {
    let ir = rw.ir();
    let if_op = IfOp(op);
    let cond = constant_int(ir, if_op.condition(ir)).or_fail("condition is not constant")?;
    let region = if cond != 0 {
        if_op.then_region(ir)
    } else {
        if_op.else_region(ir)
    };
    match single_block(ir, region) {
        Some(block) => replace_op_with_block(rw, op, block, &[]),
        None => {
            ensure(
                ir.num_results(op) == 0 && ir.region_is_empty(region),
                "no block to take values from",
            )?;
            rw.erase_op(op);
            Ok(())
        }
    }
}

/// Gives the op `to`, just built, the discardable attributes of `from`.
fn copy_attrs(rw: &mut Rewriter<'_>, from: OpId, to: OpId) {
    let attrs = rw.ir().attrs(from).to_vec();
    for attr in attrs {
        let name = rw.ctx().str(attr.name).to_owned();
        rw.ir_mut_unobserved().set_attr(to, &name, attr.value);
    }
}

/// Creates an `scf.if` like `op` with `result_types`, moving `op`'s regions in.
fn rebuild_if(rw: &mut Rewriter<'_>, op: OpId, result_types: Vec<Type>) -> OpId {
    let ir = rw.ir();
    let old = IfOp(op);
    let (cond, loc) = (old.condition(ir), ir.op_loc(op));
    let old_regions = [old.then_region(ir), old.else_region(ir)];
    let new = IfOp::build(rw, loc, &result_types, cond);
    let new_regions = [new.then_region(rw.ir()), new.else_region(rw.ir())];
    copy_attrs(rw, op, new.op());
    for (old, dest) in old_regions.into_iter().zip(new_regions) {
        rw.inline_region_before(old, dest, 0);
    }
    new.op()
}

/// The items `keep` selects.
fn kept<T>(items: impl Iterator<Item = T>, keep: &[bool]) -> Vec<T> {
    items
        .zip(keep)
        .filter(|&(_, &k)| k)
        .map(|(v, _)| v)
        .collect()
}

/// Rebuilds the `scf.if` `op` with only the results `keep` selects, its
/// yields trimmed to match; the new op.
fn rebuild_if_keeping(rw: &mut Rewriter<'_>, op: OpId, keep: &[bool]) -> OpId {
    let types = kept(rw.ir().result_types(op), keep);
    let new_op = rebuild_if(rw, op, types);
    filter_yields(rw, new_op, keep);
    new_op
}

/// Keeps the operands of each region's terminator selected by `keep`.
fn filter_yields(rw: &mut Rewriter<'_>, op: OpId, keep: &[bool]) {
    let regions: SmallVec<[RegionId; 2]> = rw.ir().regions(op).into();
    for region in regions {
        let Some(term) = single_block(rw.ir(), region).and_then(|b| rw.ir().last_op(b)) else {
            continue;
        };
        let kept = kept(rw.ir().operands(term), keep);
        rw.modify_op_in_place(term, |ir| ir.set_operands(term, &kept));
    }
}

fn remove_unused_results(op: OpId, rw: &mut Rewriter<'_>) -> RewriteResult {
    let ir = rw.ir();
    let keep: Vec<bool> = ir.results(op).iter().map(|&r| ir.has_uses(r)).collect();
    ensure(keep.iter().any(|&k| !k), "every result is used")?;
    let new_op = rebuild_if_keeping(rw, op, &keep);
    let old_results: Vec<Value> = rw.ir().results(op).to_vec();
    let mut new_results = rw.ir().results(new_op).to_vec().into_iter();
    let replacements: Vec<Value> = old_results
        .iter()
        .zip(&keep)
        .map(|(&old, &k)| {
            if k {
                new_results.next().unwrap_or(old)
            } else {
                old
            }
        })
        .collect();
    rw.replace_op(op, &replacements);
    Ok(())
}

fn convert_trivial_if_to_select(op: OpId, rw: &mut Rewriter<'_>) -> RewriteResult {
    let ir = rw.ir();
    let if_op = IfOp(op);
    ensure(ir.num_results(op) != 0, "no results")?;
    let (then_yield, else_yield) = (
        if_op.then_yield(ir).or_fail("no then yield")?,
        if_op.else_yield(ir).or_fail("no else yield")?,
    );
    let (then_region, else_region) = (if_op.then_region(ir), if_op.else_region(ir));
    let defined_in = |v: Value, region: RegionId| {
        ir.value_parent_block(v).and_then(|b| ir.block_parent(b)) == Some(region)
    };
    let pairs: Vec<(Value, Value)> = ir
        .operands(then_yield.0)
        .zip(ir.operands(else_yield.0))
        .collect();
    let hoistable: Vec<bool> = pairs
        .iter()
        .map(|&(t, f)| !defined_in(t, then_region) && !defined_in(f, else_region))
        .collect();
    ensure(
        hoistable.iter().any(|&h| h),
        "no yielded value is defined outside the if",
    )?;
    let cond = if_op.condition(ir);
    let loc = ir.op_loc(op);
    let keep: Vec<bool> = hoistable.iter().map(|&h| !h).collect();
    let new_op = rebuild_if_keeping(rw, op, &keep);
    rw.set_insertion_point(op);
    let mut new_results = rw.ir().results(new_op).to_vec().into_iter();
    let mut replacements = Vec::with_capacity(pairs.len());
    for (&(t, f), &h) in pairs.iter().zip(&hoistable) {
        if !h {
            replacements.push(new_results.next().or_fail("result count")?);
        } else if t == f {
            replacements.push(t);
        } else {
            let select = SelectOp::build(rw, loc, cond, t, f);
            replacements.push(select.result(rw.ir()));
        }
    }
    rw.replace_op(op, &replacements);
    Ok(())
}

fn remove_empty_else_branch(op: OpId, rw: &mut Rewriter<'_>) -> RewriteResult {
    let ir = rw.ir();
    ensure(ir.num_results(op) == 0, "the if has results")?;
    let else_region = IfOp(op).else_region(ir);
    let block = single_block(ir, else_region).or_fail("no else block")?;
    ensure(
        ir.block_ops(block).count() == 1,
        "the else block is not empty",
    )?;
    rw.erase_block(block);
    rw.notify_op_modified(op);
    Ok(())
}

/// Merges `op` into the `scf.if` right before it when both test the same value.
fn combine_ifs(op: OpId, rw: &mut Rewriter<'_>) -> RewriteResult {
    let ir = rw.ir();
    let next = IfOp(op);
    let prev = ir
        .prev_op(op)
        .and_then(|p| IfOp::cast(ir, p))
        .or_fail("no if right before")?;
    ensure(
        prev.condition(ir) == next.condition(ir),
        "different conditions",
    )?;
    let (prev_then, next_then) = (prev.then_region(ir), next.then_region(ir));
    let (prev_else, next_else) = (prev.else_region(ir), next.else_region(ir));
    let prev_then_yield = prev.then_yield(ir).or_fail("no yield")?;
    let next_then_yield = next.then_yield(ir).or_fail("no yield")?;
    let prev_else_yield = prev.else_yield(ir);
    let next_else_yield = next.else_yield(ir);
    ensure(
        ir.region_is_empty(next_else) || next_else_yield.is_some(),
        "no else yield",
    )?;

    // Uses of the first if's results inside the second take the yielded values.
    let prev_results: Vec<Value> = ir.results(prev.0).to_vec();
    let then_values: Vec<Value> = ir.operands(prev_then_yield.0).collect();
    let else_values: Vec<Value> =
        prev_else_yield.map_or(Vec::new(), |y| ir.operands(y.0).collect());
    for (i, &r) in prev_results.iter().enumerate() {
        let uses: Vec<shader_mlir::ir::Use> = rw.ir().uses(r).collect();
        for u in uses {
            let region = rw
                .ir()
                .op_parent_block(u.op)
                .and_then(|b| rw.ir().block_parent(b));
            let inside = |target: RegionId| {
                region.is_some_and(|reg| region_is_ancestor(rw.ir(), target, reg))
            };
            let replacement = if inside(next_then) {
                then_values.get(i).copied()
            } else if inside(next_else) {
                else_values.get(i).copied()
            } else {
                None
            };
            if let Some(v) = replacement {
                rw.modify_op_in_place(u.op, |ir| ir.set_operand(u.op, u.index as usize, v));
            }
        }
    }

    let ir = rw.ir();
    let mut types: Vec<_> = ir.result_types(prev.0).collect();
    types.extend(ir.result_types(op));
    let (cond, loc) = (prev.condition(ir), ir.op_loc(op));
    rw.set_insertion_point(op);
    let combined = IfOp::build(rw, loc, &types, cond);
    let (then_dest, else_dest) = (combined.then_region(rw.ir()), combined.else_region(rw.ir()));
    rw.inline_region_before(prev_then, then_dest, 0);
    merge_into(
        rw,
        then_dest,
        next_then,
        prev_then_yield.0,
        next_then_yield.0,
    )?;
    rw.inline_region_before(prev_else, else_dest, 0);
    if let Some(next_yield) = next_else_yield {
        match prev_else_yield {
            None => rw.inline_region_before(next_else, else_dest, 0),
            Some(prev_yield) => merge_into(rw, else_dest, next_else, prev_yield.0, next_yield.0)?,
        }
    }
    let results: Vec<Value> = combined.results(rw.ir()).to_vec();
    let (first, second) = results.split_at(prev_results.len());
    rw.replace_op(prev.0, first);
    rw.replace_op(op, second);
    Ok(())
}

/// Appends the block of `source` to the block of `dest` (whose terminator is
/// `first_yield`) and yields the values of both yields.
fn merge_into(
    rw: &mut Rewriter<'_>,
    dest: RegionId,
    source: RegionId,
    first_yield: OpId,
    second_yield: OpId,
) -> RewriteResult {
    let ir = rw.ir();
    let dest_block = single_block(ir, dest).or_fail("no block")?;
    let source_block = single_block(ir, source).or_fail("no block")?;
    let mut values: Vec<Value> = ir.operands(first_yield).collect();
    values.extend(ir.operands(second_yield));
    let loc = ir.op_loc(second_yield);
    rw.merge_blocks(source_block, dest_block, &[]);
    rw.set_insertion_point_to_end(dest_block);
    YieldOp::build(rw, loc, &values);
    rw.erase_op(first_yield);
    rw.erase_op(second_yield);
    Ok(())
}

fn simplify_trivial_loops(op: OpId, rw: &mut Rewriter<'_>) -> RewriteResult {
    let ir = rw.ir();
    let for_op = ForOp(op);
    let inits: Vec<Value> = for_op.init_args(ir).collect();
    let (lb, ub) = (for_op.lower_bound(ir), for_op.upper_bound(ir));
    if lb == ub {
        rw.replace_op(op, &inits);
        return Ok(());
    }
    let (l, u) = (
        constant_int(ir, lb).or_fail("lower bound not constant")?,
        constant_int(ir, ub).or_fail("upper bound not constant")?,
    );
    let width = match ir.ctx().type_kind(ir.value_type(lb)) {
        shader_mlir::ir::TypeKind::Integer { width, .. } => *width,
        _ => 64,
    };
    let unsigned = for_op.unsigned_cmp(ir);
    let as_cmp = |v: i128| {
        if unsigned {
            shader_mlir::context::normalize_int(v, width, shader_mlir::ir::Signedness::Unsigned)
        } else {
            v
        }
    };
    let diff = as_cmp(u) - as_cmp(l);
    if diff <= 0 {
        rw.replace_op(op, &inits);
        return Ok(());
    }
    let step = constant_int(ir, for_op.step(ir))
        .map(as_cmp)
        .or_fail("step not constant")?;
    let block = for_op.body_block(ir).or_fail("no body")?;
    if step >= diff {
        let args: Vec<Value> = std::iter::once(lb).chain(inits).collect();
        return replace_op_with_block(rw, op, block, &args);
    }
    ensure(
        ir.block_ops(block).count() == 1,
        "the body does more than yield",
    )?;
    let body_region = for_op.region(ir);
    let yield_op = for_op.yield_op(ir).or_fail("no yield")?;
    let yielded: Vec<Value> = ir.operands(yield_op.0).collect();
    let outside =
        |v: Value| ir.value_parent_block(v).and_then(|b| ir.block_parent(b)) != Some(body_region);
    ensure(
        yielded.iter().all(|&v| outside(v)),
        "yields values defined in the loop",
    )?;
    rw.replace_op(op, &yielded);
    Ok(())
}

fn for_iter_args_folder(op: OpId, rw: &mut Rewriter<'_>) -> RewriteResult {
    let ir = rw.ir();
    let for_op = ForOp(op);
    let inits: Vec<Value> = for_op.init_args(ir).collect();
    let iter_args = for_op.region_iter_args(ir);
    let yield_op = for_op.yield_op(ir).or_fail("no yield")?;
    let yielded: Vec<Value> = ir.operands(yield_op.0).collect();
    ensure(
        inits.len() == iter_args.len() && yielded.len() == inits.len(),
        "malformed loop",
    )?;
    let results = ir.results(op);
    let forwarded: Vec<bool> = (0..inits.len())
        .map(|i| {
            let (arg, y) = (iter_args[i], yielded[i]);
            arg == y || (!ir.has_uses(arg) && (inits[i] == y || !ir.has_uses(results[i])))
        })
        .collect();
    ensure(forwarded.iter().any(|&f| f), "nothing to fold")?;
    let keep: Vec<bool> = forwarded.iter().map(|&f| !f).collect();
    let block = for_op.body_block(ir).or_fail("no body")?;

    // The folded iteration values are their initial values everywhere.
    for (i, &f) in forwarded.iter().enumerate() {
        if f {
            rw.replace_all_uses_with(iter_args[i], inits[i]);
        }
    }
    let kept_yield: Vec<Value> = yielded
        .iter()
        .zip(&keep)
        .filter(|&(_, &k)| k)
        .map(|(&v, _)| v)
        .collect();
    rw.modify_op_in_place(yield_op.0, |ir| ir.set_operands(yield_op.0, &kept_yield));
    for (i, &f) in forwarded.iter().enumerate().rev() {
        if f {
            rw.ir_mut_unobserved().erase_block_argument(block, i + 1);
        }
    }

    let ir = rw.ir();
    let (lb, ub, step) = (
        for_op.lower_bound(ir),
        for_op.upper_bound(ir),
        for_op.step(ir),
    );
    let kept_inits: Vec<Value> = inits
        .iter()
        .zip(&keep)
        .filter(|&(_, &k)| k)
        .map(|(&v, _)| v)
        .collect();
    let types: Vec<Type> = kept_inits.iter().map(|&v| ir.value_type(v)).collect();
    let (loc, unsigned) = (ir.op_loc(op), for_op.unsigned_cmp(ir));
    let old_region = for_op.region(ir);
    let new = ForOp::build(rw, loc, &types, lb, ub, step, &kept_inits);
    let new_op = new.op();
    new.set_unsigned_cmp(rw.ir_mut_unobserved(), unsigned);
    copy_attrs(rw, op, new_op);
    let dest = new.region(rw.ir());
    rw.inline_region_before(old_region, dest, 0);
    let mut new_results = rw.ir().results(new_op).to_vec().into_iter();
    let mut replacements = Vec::with_capacity(inits.len());
    for (i, &k) in keep.iter().enumerate() {
        replacements.push(if k {
            new_results.next().ok_or(MatchFailure("result count"))?
        } else {
            inits[i]
        });
    }
    rw.replace_op(op, &replacements);
    Ok(())
}
