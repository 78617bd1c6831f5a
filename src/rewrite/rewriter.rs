//! The rewriter: every IR change a pattern makes, with its listener notified
//! (MLIR's `RewriterBase` / `PatternRewriter`,
//! <https://mlir.llvm.org/docs/PatternRewriter/#pattern-rewriter>).
//!
//! A [`Rewriter`] borrows the [`Ir`] and a [`Listener`] and keeps an insertion
//! point. Creating, moving, replacing and erasing go through it so that the driver
//! that runs the pattern sees every change; reading goes through [`Rewriter::ir`].
//! Use-lists stay exact at every step: a replaced op's uses move to the
//! replacement values before it is erased, and an erased tree releases its
//! operands op by op, users before definitions.
//!
//! [`OpBuilder`] is the small creation interface shared with
//! [`IrBuilder`], a rewriter-less builder over a plain `&mut Ir`, so that op
//! builders of dialects work in patterns and outside them alike.

use smallvec::SmallVec;

use crate::Context;
use crate::ir::{
    BlockId, InsertPoint, Ir, IrMapping, Location, OpId, OperationState, RegionId, Type, Value,
};
use crate::rewrite::listener::Listener;

/// Creating ops at an insertion point: what dialect op builders need.
pub trait OpBuilder {
    fn ir(&self) -> &Ir;
    /// Creates `state` at the insertion point (detached when there is none).
    fn create(&mut self, state: OperationState) -> OpId;
    /// Creates a detached region, for the [`OperationState`] of an op to create.
    fn new_region(&mut self) -> RegionId;
    /// Appends a new block to a region that is not attached to an op yet.
    fn new_block(&mut self, region: RegionId, args: &[(Type, Location)]) -> BlockId;

    fn ctx(&self) -> &Context {
        self.ir().ctx()
    }

    /// Creates an op and returns its single result.
    fn create_value(&mut self, state: OperationState) -> Value {
        let op = self.create(state);
        self.ir().result(op, 0)
    }
}

/// A builder over a plain `&mut Ir`, with an insertion point and no listener.
pub struct IrBuilder<'a> {
    pub ir: &'a mut Ir,
    pub insertion_point: Option<InsertPoint>,
}

impl<'a> IrBuilder<'a> {
    pub fn new(ir: &'a mut Ir, insertion_point: Option<InsertPoint>) -> Self {
        IrBuilder {
            ir,
            insertion_point,
        }
    }
}

impl OpBuilder for IrBuilder<'_> {
    fn ir(&self) -> &Ir {
        self.ir
    }

    fn create(&mut self, state: OperationState) -> OpId {
        let op = self.ir.create_op(state);
        if let Some(at) = self.insertion_point {
            self.ir.attach_op(at, op);
        }
        op
    }

    fn new_region(&mut self) -> RegionId {
        self.ir.create_region()
    }

    fn new_block(&mut self, region: RegionId, args: &[(Type, Location)]) -> BlockId {
        let block = self.ir.create_block(args);
        self.ir.push_block(region, block);
        block
    }
}

/// The rewriting API patterns use.
pub struct Rewriter<'a> {
    ir: &'a mut Ir,
    insertion_point: Option<InsertPoint>,
    listener: &'a mut dyn Listener,
}

impl OpBuilder for Rewriter<'_> {
    fn ir(&self) -> &Ir {
        self.ir
    }

    fn create(&mut self, state: OperationState) -> OpId {
        Rewriter::create(self, state)
    }

    fn new_region(&mut self) -> RegionId {
        self.ir.create_region()
    }

    fn new_block(&mut self, region: RegionId, args: &[(Type, Location)]) -> BlockId {
        debug_assert!(
            self.ir.region_parent(region).is_none(),
            "new_block: region is attached"
        );
        let block = self.ir.create_block(args);
        self.ir.push_block(region, block);
        block
    }
}

impl<'a> Rewriter<'a> {
    pub fn new(ir: &'a mut Ir, listener: &'a mut dyn Listener) -> Self {
        Rewriter {
            ir,
            insertion_point: None,
            listener,
        }
    }

    /// The IR, for reading.
    #[inline]
    pub fn ir(&self) -> &Ir {
        self.ir
    }

    #[inline]
    pub fn ctx(&self) -> &Context {
        self.ir.ctx()
    }

    /// Mutable access that bypasses the listener. Changes made through it must be
    /// reported by hand (e.g. with [`Rewriter::notify_op_modified`]); prefer
    /// [`Rewriter::modify_op_in_place`].
    pub fn ir_mut_unobserved(&mut self) -> &mut Ir {
        self.ir
    }

    /// Reports an op changed through [`Rewriter::ir_mut_unobserved`].
    pub fn notify_op_modified(&mut self, op: OpId) {
        self.listener.op_modified(self.ir, op);
    }

    /// Reports an op inserted through [`Rewriter::ir_mut_unobserved`].
    pub fn notify_op_inserted(&mut self, op: OpId) {
        self.listener.op_inserted(self.ir, op);
    }

    // ===== insertion point =====

    pub fn insertion_point(&self) -> Option<InsertPoint> {
        self.insertion_point
    }

    pub fn restore_insertion_point(&mut self, ip: Option<InsertPoint>) {
        self.insertion_point = ip;
    }

    /// New ops go right before `op`.
    pub fn set_insertion_point(&mut self, op: OpId) {
        self.insertion_point = self.ir.op_parent_block(op).map(|block| InsertPoint {
            block,
            before: Some(op),
        });
    }

    /// New ops go right after `op`.
    pub fn set_insertion_point_after(&mut self, op: OpId) {
        self.insertion_point = self.ir.op_parent_block(op).map(|block| InsertPoint {
            block,
            before: self.ir.next_op(op),
        });
    }

    /// New ops go right after the definition of `value` (at the start of its block
    /// for a block argument).
    pub fn set_insertion_point_after_value(&mut self, value: Value) {
        match self.ir.defining_op(value) {
            Some(op) => self.set_insertion_point_after(op),
            None => {
                if let Some(block) = self.ir.value_parent_block(value) {
                    self.set_insertion_point_to_start(block);
                }
            }
        }
    }

    pub fn set_insertion_point_to_start(&mut self, block: BlockId) {
        self.insertion_point = Some(InsertPoint {
            block,
            before: self.ir.first_op(block),
        });
    }

    pub fn set_insertion_point_to_end(&mut self, block: BlockId) {
        self.insertion_point = Some(InsertPoint::at_end(block));
    }

    /// The block new ops go into.
    pub fn insertion_block(&self) -> Option<BlockId> {
        self.insertion_point.map(|ip| ip.block)
    }

    // ===== creation =====

    /// Creates an op at the insertion point (detached when there is none).
    pub fn create(&mut self, state: OperationState) -> OpId {
        let op = self.ir.create_op(state);
        if let Some(at) = self.insertion_point {
            self.ir.attach_op(at, op);
            self.listener.op_inserted(self.ir, op);
        }
        op
    }

    /// Inserts a detached op at the insertion point.
    pub fn insert(&mut self, op: OpId) {
        if let Some(at) = self.insertion_point {
            self.ir.attach_op(at, op);
            self.notify_inserted_tree(op);
        }
    }

    /// Creates a block with the given arguments at `position` in `region` (the end
    /// when `None`) and moves the insertion point to its end.
    pub fn create_block(
        &mut self,
        region: RegionId,
        position: Option<usize>,
        args: &[(Type, Location)],
    ) -> BlockId {
        let block = self.ir.create_block(args);
        match position {
            Some(p) => self.ir.insert_block(region, p, block),
            None => self.ir.push_block(region, block),
        }
        self.listener.block_inserted(self.ir, block);
        self.insertion_point = Some(InsertPoint::at_end(block));
        block
    }

    /// Clones `op` (deeply) at the insertion point, recording the mapping.
    pub fn clone_op(&mut self, op: OpId, mapping: &mut IrMapping) -> OpId {
        let copy = self.ir.clone_op(op, mapping);
        self.insert(copy);
        copy
    }

    /// Clones the blocks of `src` into `dest` before block index `position`.
    pub fn clone_region_before(
        &mut self,
        src: RegionId,
        dest: RegionId,
        position: usize,
        mapping: &mut IrMapping,
    ) {
        let before = self.ir.region_blocks(dest).len();
        self.ir.clone_region_into(src, dest, position, mapping);
        let added = self.ir.region_blocks(dest).len() - before;
        let blocks: Vec<BlockId> = self.ir.region_blocks(dest)[position..position + added].to_vec();
        for block in blocks {
            self.listener.block_inserted(self.ir, block);
            let ops: Vec<OpId> = self.ir.block_ops(block).collect();
            for op in ops {
                self.notify_inserted_tree(op);
            }
        }
    }

    /// Reports `op` and everything nested in it as inserted (pre-order, as MLIR's
    /// `OpBuilder` does for cloned ops).
    fn notify_inserted_tree(&mut self, op: OpId) {
        let ops = self.ir.walk_collect(op);
        for o in ops {
            self.listener.op_inserted(self.ir, o);
        }
    }

    // ===== in-place changes =====

    /// Changes `op` in place through `f` and reports it modified.
    pub fn modify_op_in_place<R>(&mut self, op: OpId, f: impl FnOnce(&mut Ir) -> R) -> R {
        let result = f(self.ir);
        self.listener.op_modified(self.ir, op);
        result
    }

    /// Replaces every use of `from` with `to`; each user is reported modified.
    pub fn replace_all_uses_with(&mut self, from: Value, to: Value) {
        if from == to {
            return;
        }
        let users: SmallVec<[OpId; 4]> = self.ir.uses(from).map(|u| u.op).collect();
        self.ir.replace_all_uses(from, to);
        self.notify_users(&users);
    }

    /// Replaces the uses of `from` for which `pred` holds.
    pub fn replace_uses_with_if(
        &mut self,
        from: Value,
        to: Value,
        mut pred: impl FnMut(&Ir, crate::ir::Use) -> bool,
    ) {
        let mut users: SmallVec<[OpId; 4]> = SmallVec::new();
        self.ir.replace_uses_where(from, to, |ir, u| {
            let yes = pred(ir, u);
            if yes {
                users.push(u.op);
            }
            yes
        });
        self.notify_users(&users);
    }

    fn notify_users(&mut self, users: &[OpId]) {
        let mut seen: SmallVec<[OpId; 4]> = SmallVec::new();
        for &user in users {
            if !seen.contains(&user) {
                seen.push(user);
                self.listener.op_modified(self.ir, user);
            }
        }
    }

    // ===== replacement and erasure =====

    /// Replaces the results of `op` with `values` (one for one) and erases `op`.
    pub fn replace_op(&mut self, op: OpId, values: &[Value]) {
        assert_eq!(
            self.ir.num_results(op),
            values.len(),
            "replace_op: result count mismatch"
        );
        self.listener.op_replaced(self.ir, op, values);
        let results: SmallVec<[Value; 2]> = self.ir.results(op).into();
        for (from, &to) in results.into_iter().zip(values) {
            self.replace_all_uses_with(from, to);
        }
        self.erase_op(op);
    }

    /// Creates `state` at the insertion point, replaces `op` with its results and
    /// returns the new op.
    pub fn replace_op_with_new(&mut self, op: OpId, state: OperationState) -> OpId {
        let new_op = self.create(state);
        let values: SmallVec<[Value; 2]> = self.ir.results(new_op).into();
        self.replace_op(op, &values);
        new_op
    }

    /// Erases `op` and everything nested in it. Its results must be unused (uses
    /// from inside the erased tree excepted). Listeners see the nested ops first,
    /// last op of a block first, so users go before definitions.
    pub fn erase_op(&mut self, op: OpId) {
        self.release_tree(op);
        self.ir.erase_op(op);
    }

    /// Erases a block and its ops. Its arguments and the results of its ops must
    /// be used only inside it, and it must not be a successor anymore.
    pub fn erase_block(&mut self, block: BlockId) {
        let ops: Vec<OpId> = self.ir.block_ops(block).collect();
        for op in ops.into_iter().rev() {
            self.release_tree(op);
        }
        self.listener.block_erased(self.ir, block);
        self.ir.erase_block(block);
    }

    /// Reports `op` and its nested ops and blocks as erased, in erase order, and
    /// drops each op's operands right after reporting it, so that every later
    /// notification sees the use-lists as they will be.
    fn release_tree(&mut self, op: OpId) {
        let mut stack: SmallVec<[(OpId, bool); 8]> = SmallVec::new();
        stack.push((op, false));
        while let Some((o, expanded)) = stack.pop() {
            if expanded {
                for r in self.ir.regions(o).to_vec() {
                    for b in self.ir.region_blocks(r).to_vec() {
                        self.listener.block_erased(self.ir, b);
                    }
                }
                self.listener.op_erased(self.ir, o);
                self.ir.set_operands(o, &[]);
                continue;
            }
            stack.push((o, true));
            // Pushed in order, so the last op of the last block pops first.
            for &r in self.ir.regions(o) {
                for &b in self.ir.region_blocks(r) {
                    stack.extend(self.ir.block_ops(b).map(|c| (c, false)));
                }
            }
        }
    }

    // ===== moving =====

    /// Moves `op` right before `before`.
    pub fn move_op_before(&mut self, op: OpId, before: OpId) {
        let at = InsertPoint::before(self.ir, before);
        self.ir.move_op(op, at);
        self.listener.op_inserted(self.ir, op);
    }

    /// Moves `op` right after `after`.
    pub fn move_op_after(&mut self, op: OpId, after: OpId) {
        let block = self
            .ir
            .op_parent_block(after)
            .expect("move_op_after: anchor is not in a block");
        let at = InsertPoint {
            block,
            before: self.ir.next_op(after),
        };
        if at.before == Some(op) {
            return;
        }
        self.ir.move_op(op, at);
        self.listener.op_inserted(self.ir, op);
    }

    /// Moves `op` to `at`.
    pub fn move_op_to(&mut self, op: OpId, at: InsertPoint) {
        self.ir.move_op(op, at);
        self.listener.op_inserted(self.ir, op);
    }

    /// Moves every block of `region` into `dest` before block index `position`.
    pub fn inline_region_before(&mut self, region: RegionId, dest: RegionId, position: usize) {
        let blocks: Vec<BlockId> = self.ir.region_blocks(region).to_vec();
        for (i, &block) in blocks.iter().enumerate() {
            self.ir.detach_block(block);
            self.ir.insert_block(dest, position + i, block);
            self.listener.block_inserted(self.ir, block);
        }
    }

    /// Moves the ops of `source` before `at`, replacing the uses of its arguments
    /// with `args`, and erases `source`. `source` must have no predecessors.
    pub fn inline_block_before(&mut self, source: BlockId, at: InsertPoint, args: &[Value]) {
        for (from, to) in block_arg_replacements(self.ir, source, args) {
            self.replace_all_uses_with(from, to);
        }
        let ops: Vec<OpId> = self.ir.block_ops(source).collect();
        for op in ops {
            self.ir.move_op(op, at);
            self.listener.op_inserted(self.ir, op);
        }
        self.listener.block_erased(self.ir, source);
        self.ir.erase_block(source);
    }

    /// Appends the ops of `source` to `dest` (MLIR's `mergeBlocks`).
    pub fn merge_blocks(&mut self, source: BlockId, dest: BlockId, args: &[Value]) {
        self.inline_block_before(source, InsertPoint::at_end(dest), args);
    }

    /// Splits `block` before `before`: that op and everything after it move to a new
    /// block inserted right after `block`, which is returned.
    pub fn split_block(&mut self, block: BlockId, before: Option<OpId>) -> BlockId {
        let region = self
            .ir
            .block_parent(block)
            .expect("split_block: block is not in a region");
        let position = self.ir.block_position(block).unwrap_or(0) + 1;
        let new_block = self.ir.create_block(&[]);
        self.ir.insert_block(region, position, new_block);
        self.listener.block_inserted(self.ir, new_block);
        let mut cur = before;
        while let Some(op) = cur {
            cur = self.ir.next_op(op);
            self.ir.move_op(op, InsertPoint::at_end(new_block));
            self.listener.op_inserted(self.ir, op);
        }
        new_block
    }
}

/// The arguments of `source` paired with the `args` that replace them when
/// the block is inlined; panics when their counts differ.
pub(crate) fn block_arg_replacements(
    ir: &Ir,
    source: BlockId,
    args: &[Value],
) -> SmallVec<[(Value, Value); 4]> {
    let source_args = ir.block_args(source);
    assert_eq!(
        source_args.len(),
        args.len(),
        "inline_block_before: argument count mismatch"
    );
    source_args
        .iter()
        .copied()
        .zip(args.iter().copied())
        .collect()
}
