//! Deep copies of operations and regions, with the value and block mapping they
//! produce (MLIR's `Operation::clone`, `Region::cloneInto` and `IRMapping`).
//!
//! Cloning is iterative (nesting depth costs heap, not stack) and two-phase, as
//! upstream does it: ops are copied with the operands known so far, then the
//! operands of copies that used a value not yet copied are remapped once all
//! values of the copy exist. The second phase makes uses that precede their
//! definition in block order (graph regions, blocks listed before the blocks
//! that dominate them) point into the copy too.

use rustc_hash::FxHashMap;

use crate::ir::{BlockId, Ir, OpId, OperationState, RegionId, Value};

/// Maps values and blocks of an original to those of its copy (MLIR's `IRMapping`).
#[derive(Debug, Default, Clone)]
pub struct IrMapping {
    values: FxHashMap<Value, Value>,
    blocks: FxHashMap<BlockId, BlockId>,
}

impl IrMapping {
    pub fn new() -> Self {
        Self::default()
    }

    /// Maps `from` to `to`; a later mapping of the same value wins.
    pub fn map_value(&mut self, from: Value, to: Value) {
        self.values.insert(from, to);
    }

    pub fn map_block(&mut self, from: BlockId, to: BlockId) {
        self.blocks.insert(from, to);
    }

    /// The value `v` maps to, if any.
    pub fn lookup_value(&self, v: Value) -> Option<Value> {
        self.values.get(&v).copied()
    }

    /// The value `v` maps to, or `v` itself.
    pub fn value_or_self(&self, v: Value) -> Value {
        self.lookup_value(v).unwrap_or(v)
    }

    pub fn lookup_block(&self, b: BlockId) -> Option<BlockId> {
        self.blocks.get(&b).copied()
    }

    pub fn block_or_self(&self, b: BlockId) -> BlockId {
        self.lookup_block(b).unwrap_or(b)
    }

    pub fn contains_value(&self, v: Value) -> bool {
        self.values.contains_key(&v)
    }
}

impl Ir {
    /// A detached deep copy of `op`. Operands defined outside `op` are looked up in
    /// `mapping` (kept as they are when unmapped); results, block arguments and
    /// blocks of the copy are recorded in `mapping`.
    pub fn clone_op(&mut self, op: OpId, mapping: &mut IrMapping) -> OpId {
        let mut unresolved = Vec::new();
        let copy = self.clone_single_op(op, mapping, &mut unresolved);
        self.clone_nested(vec![(op, copy)], mapping, &mut unresolved);
        self.remap_cloned_operands(&unresolved, mapping);
        copy
    }

    /// Copies the blocks of `src` into `dest`, inserted before block index
    /// `position` (the end when `position` is the block count).
    pub fn clone_region_into(
        &mut self,
        src: RegionId,
        dest: RegionId,
        position: usize,
        mapping: &mut IrMapping,
    ) {
        let mut unresolved = Vec::new();
        let mut pending = Vec::new();
        self.clone_region_blocks(src, dest, position, mapping, &mut pending, &mut unresolved);
        self.clone_nested(pending, mapping, &mut unresolved);
        self.remap_cloned_operands(&unresolved, mapping);
    }

    /// Copies one op without its regions' contents (its regions are created empty);
    /// the copy goes on `unresolved_ops` when an operand or successor is not
    /// mapped yet.
    fn clone_single_op(
        &mut self,
        op: OpId,
        mapping: &mut IrMapping,
        unresolved_ops: &mut Vec<OpId>,
    ) -> OpId {
        let mut state = OperationState::new(self.op_name(op), self.op_loc(op));
        // An operand or successor not mapped yet is defined outside the copy or
        // later in it; only ops with one need the second phase.
        let mut unresolved = false;
        state.operands = self
            .operands(op)
            .map(|v| {
                mapping.lookup_value(v).unwrap_or_else(|| {
                    unresolved = true;
                    v
                })
            })
            .collect();
        state.result_types = self.result_types(op).collect();
        state.properties = self.properties(op);
        state.attributes = self.attrs(op).to_vec();
        state.successors = self
            .successors(op)
            .iter()
            .map(|&b| {
                mapping.lookup_block(b).unwrap_or_else(|| {
                    unresolved = true;
                    b
                })
            })
            .collect();
        let copy = self.create_op(state);
        for i in 0..self.num_results(op) {
            let (from, to) = (self.result(op, i), self.result(copy, i));
            mapping.map_value(from, to);
        }
        if unresolved {
            unresolved_ops.push(copy);
        }
        copy
    }

    /// Fills the regions of each `(original, copy)` pair, iteratively.
    fn clone_nested(
        &mut self,
        mut pending: Vec<(OpId, OpId)>,
        mapping: &mut IrMapping,
        unresolved: &mut Vec<OpId>,
    ) {
        while let Some((original, copy)) = pending.pop() {
            let regions: Vec<RegionId> = self.regions(original).to_vec();
            for src in regions {
                let dest = self.add_region(copy);
                self.clone_region_blocks(src, dest, 0, mapping, &mut pending, unresolved);
            }
        }
    }

    /// Creates the blocks (with arguments) of `src` in `dest`, then copies their ops
    /// shallowly, queueing ops with regions on `pending`.
    fn clone_region_blocks(
        &mut self,
        src: RegionId,
        dest: RegionId,
        position: usize,
        mapping: &mut IrMapping,
        pending: &mut Vec<(OpId, OpId)>,
        unresolved: &mut Vec<OpId>,
    ) {
        let blocks: Vec<BlockId> = self.region_blocks(src).to_vec();
        // Blocks first, so successors inside the region map to the copies.
        let mut copies = Vec::with_capacity(blocks.len());
        for (i, &block) in blocks.iter().enumerate() {
            let new_block = self.create_block(&[]);
            for &arg in self.block_args(block).to_vec().iter() {
                let new_arg =
                    self.add_block_argument(new_block, self.value_type(arg), self.value_loc(arg));
                mapping.map_value(arg, new_arg);
            }
            mapping.map_block(block, new_block);
            self.insert_block(dest, position + i, new_block);
            copies.push(new_block);
        }
        for (&block, &new_block) in blocks.iter().zip(&copies) {
            let ops: Vec<OpId> = self.block_ops(block).collect();
            for op in ops {
                let copy = self.clone_single_op(op, mapping, unresolved);
                self.attach_op(crate::ir::InsertPoint::at_end(new_block), copy);
                if !self.regions(op).is_empty() {
                    pending.push((op, copy));
                }
            }
        }
    }

    /// Second phase: operands that referred to originals copied later now refer to
    /// their copies (`unresolved_ops`: the copies with an operand or successor
    /// unmapped when they were made).
    fn remap_cloned_operands(&mut self, unresolved_ops: &[OpId], mapping: &IrMapping) {
        for &op in unresolved_ops {
            for i in 0..self.num_operands(op) {
                let v = self.operand(op, i);
                if let Some(mapped) = mapping.lookup_value(v)
                    && mapped != v
                {
                    self.set_operand(op, i, mapped);
                }
            }
            for i in 0..self.successors(op).len() {
                let b = self.successors(op)[i];
                if let Some(mapped) = mapping.lookup_block(b) {
                    self.set_successor(op, i, mapped);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::Context;
    use crate::ir::InsertPoint;

    fn op(ir: &mut Ir, name: &str, operands: &[Value], results: usize) -> OperationState {
        let ctx = ir.ctx_arc().clone();
        let mut s = OperationState::new(ctx.ident(name), ctx.unknown_loc());
        s.operands = operands.to_vec();
        s.result_types = vec![ctx.common().i32; results];
        s
    }

    #[test]
    fn clones_nested_regions_and_remaps_inner_values() {
        let mut ir = Ir::new(Arc::new(Context::new()));
        let outer_state = op(&mut ir, "foo.outer_def", &[], 1);
        let outer_def = ir.create_op(outer_state);
        let outer = ir.result(outer_def, 0);
        let holder_state = op(&mut ir, "foo.holder", &[], 0);
        let holder = ir.create_op(holder_state);
        let region = ir.add_region(holder);
        let i32t = ir.ctx().common().i32;
        let loc = ir.ctx().unknown_loc();
        let block = ir.create_block(&[(i32t, loc)]);
        ir.push_block(region, block);
        let arg = ir.block_arg(block, 0);
        let s = op(&mut ir, "foo.inner", &[arg, outer], 1);
        let inner = ir.insert_op(InsertPoint::at_end(block), s);
        let inner_v = ir.result(inner, 0);
        let s = op(&mut ir, "foo.use", &[inner_v], 0);
        ir.insert_op(InsertPoint::at_end(block), s);

        let mut mapping = IrMapping::new();
        let copy = ir.clone_op(holder, &mut mapping);
        let copy_block = ir.region_blocks(ir.region(copy, 0))[0];
        let ops: Vec<OpId> = ir.block_ops(copy_block).collect();
        assert_eq!(ops.len(), 2);
        assert_ne!(ops[0], inner);
        let new_arg = ir.block_arg(copy_block, 0);
        assert_eq!(
            ir.operands(ops[0]).collect::<Vec<_>>(),
            vec![new_arg, outer]
        );
        assert_eq!(ir.operand(ops[1], 0), ir.result(ops[0], 0));
        assert_eq!(mapping.lookup_value(inner_v), Some(ir.result(ops[0], 0)));
        // The original is untouched.
        assert_eq!(ir.operand(inner, 0), arg);
    }

    #[test]
    fn forward_references_are_remapped() {
        // A graph region where the use comes before the definition.
        let mut ir = Ir::new(Arc::new(Context::new()));
        let s = op(&mut ir, "foo.holder", &[], 0);
        let holder = ir.create_op(s);
        let region = ir.add_region(holder);
        let block = ir.create_block(&[]);
        ir.push_block(region, block);
        let s = op(&mut ir, "foo.use", &[], 0);
        let user = ir.insert_op(InsertPoint::at_end(block), s);
        let s = op(&mut ir, "foo.def", &[], 1);
        let def = ir.insert_op(InsertPoint::at_end(block), s);
        let v = ir.result(def, 0);
        ir.append_operand(user, v);

        let mut mapping = IrMapping::new();
        let copy = ir.clone_op(holder, &mut mapping);
        let copy_block = ir.region_blocks(ir.region(copy, 0))[0];
        let ops: Vec<OpId> = ir.block_ops(copy_block).collect();
        assert_eq!(ir.operand(ops[0], 0), ir.result(ops[1], 0));
    }

    #[test]
    fn deep_nesting_does_not_recurse() {
        let mut ir = Ir::new(Arc::new(Context::new()));
        let s = op(&mut ir, "foo.n", &[], 0);
        let root = ir.create_op(s);
        let mut cur = root;
        for _ in 0..20_000 {
            let region = ir.add_region(cur);
            let block = ir.create_block(&[]);
            ir.push_block(region, block);
            let s = op(&mut ir, "foo.n", &[], 0);
            cur = ir.insert_op(InsertPoint::at_end(block), s);
        }
        let mut mapping = IrMapping::new();
        let copy = ir.clone_op(root, &mut mapping);
        assert_eq!(ir.walk_collect(copy).len(), 20_001);
    }
}
