//! Folding: constant operands, calling an op's folder, materializing folded
//! constants, and the per-scope uniquing of constants (MLIR's `Operation::fold`,
//! `Dialect::materializeConstant` and `OperationFolder`,
//! <https://mlir.llvm.org/docs/Canonicalization/#canonicalizing-with-the-fold-method>).
//!
//! A constant is an op with [`Traits::CONSTANT_LIKE`] whose folder, given no
//! operands, returns its value as an attribute. Folded attributes become ops
//! through the folded op's dialect ([`Dialect::materialize_constant`]).
//!
//! [`ConstantFolder::insert_known_constant`] gives constants the placement
//! upstream's greedy driver gives them: one constant per (dialect, value, type) in
//! each insertion region (the nearest enclosing region whose op is isolated from
//! above, unregistered, or top-level), hoisted to the start of that region's entry
//! block. A duplicate is replaced by the kept constant, whose location becomes
//! `loc(unknown)` since it now stands for several source positions.

use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;

use crate::Ident;
use crate::dialect::{FoldResult, Traits};
use crate::ir::{Attribute, InsertPoint, Ir, Location, OpId, RegionId, Type, Value};
use crate::rewrite::rewriter::Rewriter;

/// The value of a constant op, if `op` is one.
pub fn constant_op_value(ir: &Ir, op: OpId) -> Option<Attribute> {
    let def = ir.op_def(op)?;
    if !def.has(Traits::CONSTANT_LIKE) || ir.num_results(op) != 1 {
        return None;
    }
    match (def.fold?)(ir, op, &[])?.as_slice() {
        [FoldResult::Attribute(attr)] => Some(*attr),
        _ => None,
    }
}

/// The constant `value` is defined as, if its defining op is a constant.
pub fn constant_value(ir: &Ir, value: Value) -> Option<Attribute> {
    constant_op_value(ir, ir.defining_op(value)?)
}

/// Runs the folder of `op` with its constant operands. Returns `None` when the op
/// does not fold, including when the folder answers with one of the op's own
/// results.
pub fn fold_op(ir: &Ir, op: OpId) -> Option<Vec<FoldResult>> {
    let fold = ir.op_def(op)?.fold?;
    let operands: SmallVec<[Option<Attribute>; 4]> =
        ir.operands(op).map(|v| constant_value(ir, v)).collect();
    let results = fold(ir, op, &operands)?;
    if results.len() != ir.num_results(op) {
        return None;
    }
    // A result folded to itself means the op stays; the IR is immutable here, so
    // the op cannot have changed in place either.
    let keeps_op = results
        .iter()
        .zip(ir.results(op))
        .any(|(r, &own)| matches!(r, FoldResult::Value(v) if *v == own));
    if keeps_op { None } else { Some(results) }
}

/// Builds a constant of `op`'s dialect for `value` at the rewriter's insertion
/// point and reports it inserted.
pub fn materialize_constant(
    rewriter: &mut Rewriter<'_>,
    dialect_of: OpId,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OpId> {
    let ir = rewriter.ir();
    let def = ir.op_def(dialect_of)?;
    let dialect = ir.ctx().dialect(def.dialect())?;
    let materialize = dialect.materialize_constant?;
    let at = rewriter.insertion_point()?;
    let op = materialize(rewriter.ir_mut_unobserved(), at, value, ty, loc)?;
    rewriter.notify_op_inserted(op);
    Some(op)
}

/// Replaces `op` by its fold results, materializing constants right before it.
/// Returns whether it folded. On a failed materialization nothing changes.
pub fn fold_and_replace(rewriter: &mut Rewriter<'_>, op: OpId) -> bool {
    let Some(results) = fold_op(rewriter.ir(), op) else {
        return false;
    };
    let saved = rewriter.insertion_point();
    rewriter.set_insertion_point(op);
    let loc = rewriter.ir().op_loc(op);
    let mut values: SmallVec<[Value; 2]> = SmallVec::new();
    let mut created: SmallVec<[OpId; 2]> = SmallVec::new();
    for (i, result) in results.iter().enumerate() {
        match *result {
            FoldResult::Value(v) => values.push(v),
            FoldResult::Attribute(attr) => {
                let ty = rewriter.ir().value_type(rewriter.ir().result(op, i));
                match materialize_constant(rewriter, op, attr, ty, loc) {
                    Some(c) => {
                        created.push(c);
                        values.push(rewriter.ir().result(c, 0));
                    }
                    None => {
                        for c in created {
                            rewriter.erase_op(c);
                        }
                        rewriter.restore_insertion_point(saved);
                        return false;
                    }
                }
            }
        }
    }
    rewriter.replace_op(op, &values);
    rewriter.restore_insertion_point(saved);
    true
}

/// The region constants used in `block` are uniqued and hoisted into.
pub fn insertion_region(ir: &Ir, mut block: crate::ir::BlockId) -> Option<RegionId> {
    loop {
        let region = ir.block_parent(block)?;
        let Some(parent) = ir.region_parent(region) else {
            return Some(region);
        };
        let isolated = ir
            .op_def(parent)
            .is_none_or(|d| d.has(Traits::ISOLATED_FROM_ABOVE));
        match ir.op_parent_block(parent) {
            Some(parent_block) if !isolated => block = parent_block,
            _ => return Some(region),
        }
    }
}

/// Uniques and hoists constants (the part of MLIR's `OperationFolder` the greedy
/// driver uses when it seeds its worklist).
#[derive(Default)]
pub struct ConstantFolder {
    /// Per insertion region: (constant op name, value, type) -> the kept constant.
    scopes: FxHashMap<(RegionId, Ident, Attribute, Type), OpId>,
    /// Constants this folder placed.
    owned: FxHashSet<OpId>,
}

impl ConstantFolder {
    pub fn new() -> Self {
        Self::default()
    }

    fn is_owned(&self, op: Option<OpId>) -> bool {
        op.is_some_and(|o| self.owned.contains(&o))
    }

    /// Records the constant `op` of value `value`. Returns `false` when `op` was a
    /// duplicate and has been replaced and erased; otherwise `op` is kept and, if
    /// needed, moved to the start of its insertion region's entry block.
    pub fn insert_known_constant(
        &mut self,
        rewriter: &mut Rewriter<'_>,
        op: OpId,
        value: Attribute,
    ) -> bool {
        let ir = rewriter.ir();
        let Some(op_block) = ir.op_parent_block(op) else {
            return true;
        };
        if self.owned.contains(&op) {
            if ir.first_op(op_block) != Some(op) && !self.is_owned(ir.prev_op(op)) {
                let front = ir.first_op(op_block).expect("block holds op");
                rewriter.move_op_before(op, front);
            }
            return true;
        }
        let Some(region) = insertion_region(ir, op_block) else {
            return true;
        };
        let Some(insert_block) = ir.entry_block(region) else {
            return true;
        };
        let key = (
            region,
            ir.op_name(op),
            value,
            ir.value_type(ir.result(op, 0)),
        );
        if let Some(&existing) = self.scopes.get(&key) {
            let replacement = rewriter.ir().result(existing, 0);
            rewriter.replace_op(op, &[replacement]);
            // A location change is not a change worth revisiting the op for.
            let unknown = rewriter.ctx().unknown_loc();
            rewriter.ir_mut_unobserved().set_op_loc(existing, unknown);
            return false;
        }
        let ir = rewriter.ir();
        let needs_move = op_block != insert_block
            || (ir.first_op(insert_block) != Some(op) && !self.is_owned(ir.prev_op(op)));
        if needs_move {
            let at = InsertPoint {
                block: insert_block,
                before: ir.first_op(insert_block),
            };
            rewriter.move_op_to(op, at);
        }
        self.scopes.insert(key, op);
        self.owned.insert(op);
        true
    }
}
