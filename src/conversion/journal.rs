//! The undo log of a dialect conversion (MLIR's rewrite log in
//! `ConversionPatternRewriterImpl`, see "rollback" in
//! <https://mlir.llvm.org/docs/DialectConversion/>).
//!
//! Every change the conversion makes to the IR goes through a [`Journal`]
//! method that performs it and records what undoes it. On success the driver
//! calls [`Journal::commit`], which erases what was marked for erasure; on
//! failure [`Journal::rollback`] undoes the entries last first, so each one
//! finds the IR exactly as it left it. Both cost time in the number of changes,
//! not in the size of the converted IR.
//!
//! Erasure is deferred: an erased op is detached from its block and its
//! operands (and those of the ops nested in it) are dropped, so use-lists read
//! as after a real erasure, but the op keeps its arena slot, its regions and
//! its results until the commit. A block is erased the same way. Handles to
//! such ops stay valid during the conversion; [`Journal::is_erased`] tells
//! them apart.
//!
//! Restored state is the IR as it was, op for op and value for value (the same
//! handles); only the order of each value's use-list may differ.

use smallvec::SmallVec;

use crate::conversion::dense::OpSet;
use crate::ir::{
    Attribute, BlockId, InsertPoint, Ir, Location, NamedAttribute, OpId, OperationState, RegionId,
    Type, Value,
};

/// One undoable change.
enum Entry {
    /// An op was created (attached or detached).
    Created(OpId),
    /// An op was detached from `block` (before `next`) and marked erased; its
    /// operands and those of its nested ops were dropped by the entries
    /// before it.
    Erased {
        op: OpId,
        block: Option<BlockId>,
        next: Option<OpId>,
    },
    /// The operands of an op before they were cleared or replaced.
    Operands { op: OpId, old: SmallVec<[Value; 4]> },
    /// Operand uses of `from` that were pointed elsewhere.
    Uses {
        from: Value,
        uses: SmallVec<[(OpId, u32); 2]>,
    },
    /// An op moved; where it was (`None`: it was detached).
    Moved { op: OpId, from: Option<InsertPoint> },
    /// `count` blocks moved from `from` (which they made up) to `dest` at `position`.
    RegionInlined {
        from: RegionId,
        dest: RegionId,
        position: usize,
        count: usize,
    },
    /// A block was created in a region.
    BlockCreated(BlockId),
    /// A block was detached from `region` at `position` and marked erased.
    BlockErased {
        block: BlockId,
        region: RegionId,
        position: usize,
    },
    /// An argument was appended to a block.
    ArgAdded(BlockId),
    /// Argument `index` of a block was removed.
    ArgErased {
        block: BlockId,
        index: usize,
        value: Value,
        loc: Location,
    },
    /// The discardable attributes of an op before a change.
    Attrs { op: OpId, old: Vec<NamedAttribute> },
    /// An op as it was before an in-place change.
    Modified(Box<OpSnapshot>),
}

/// What [`Journal::modify_op`] restores: every part of an op an in-place
/// change may touch (MLIR's `ModifyOperationRewrite`), plus result types.
struct OpSnapshot {
    op: OpId,
    loc: Location,
    operands: SmallVec<[Value; 4]>,
    attrs: Vec<NamedAttribute>,
    properties: Option<Attribute>,
    successors: SmallVec<[BlockId; 2]>,
    result_types: SmallVec<[Type; 2]>,
}

/// The undo log of one conversion, with the ops and blocks it erased.
#[derive(Default)]
pub(crate) struct Journal {
    entries: Vec<Entry>,
    /// Ops erased by the conversion (nested ones included), still in the arena.
    erased: OpSet,
    /// Top-level erased ops, for the commit.
    erased_roots: Vec<OpId>,
    erased_blocks: Vec<BlockId>,
}

/// A position in the journal: the changes made since can be listed.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Mark(usize);

impl Journal {
    pub fn mark(&self) -> Mark {
        Mark(self.entries.len())
    }

    /// The ops created since `mark`, in creation order.
    pub fn created_since(&self, mark: Mark) -> impl Iterator<Item = OpId> + '_ {
        self.entries[mark.0..].iter().filter_map(|e| match e {
            Entry::Created(op) => Some(*op),
            _ => None,
        })
    }

    /// Whether the conversion erased `op` (or an op holding it).
    #[inline]
    pub fn is_erased(&self, ir: &Ir, op: OpId) -> bool {
        ir.is_erased(op) || self.erased.contains(op)
    }

    // ===== changes =====

    /// Records that `op` was just created.
    #[inline]
    pub fn created(&mut self, op: OpId) {
        self.entries.push(Entry::Created(op));
    }

    /// Creates `state` at `at` (detached when `None`).
    pub fn create(&mut self, ir: &mut Ir, at: Option<InsertPoint>, state: OperationState) -> OpId {
        let op = match at {
            Some(at) => ir.insert_op(at, state),
            None => ir.create_op(state),
        };
        self.created(op);
        op
    }

    /// Erases `op` and what it holds (deferred until the commit).
    pub fn erase_op(&mut self, ir: &mut Ir, op: OpId) {
        if self.is_erased(ir, op) {
            return;
        }
        if ir.regions(op).is_empty() {
            self.set_operands(ir, op, &[]);
            self.erased.insert(op);
        } else {
            for nested in ir.walk_collect(op) {
                self.set_operands(ir, nested, &[]);
                self.erased.insert(nested);
            }
        }
        let block = ir.op_parent_block(op);
        let next = ir.next_op(op);
        ir.detach_op(op);
        self.entries.push(Entry::Erased { op, block, next });
        self.erased_roots.push(op);
    }

    /// Replaces the operand list of `op`.
    pub fn set_operands(&mut self, ir: &mut Ir, op: OpId, values: &[Value]) {
        if ir.num_operands(op) == 0 && values.is_empty() {
            return;
        }
        let old = ir.operands(op).collect();
        self.entries.push(Entry::Operands { op, old });
        ir.set_operands(op, values);
    }

    /// Replaces every use of `from` with `to`.
    pub fn replace_all_uses(&mut self, ir: &mut Ir, from: Value, to: Value) {
        if from == to || !ir.has_uses(from) {
            return;
        }
        let uses = ir.uses(from).map(|u| (u.op, u.index)).collect();
        ir.replace_all_uses(from, to);
        self.entries.push(Entry::Uses { from, uses });
    }

    /// Moves `op` (attached or not) to `at`.
    pub fn move_op(&mut self, ir: &mut Ir, op: OpId, at: InsertPoint) {
        let from = ir.op_parent_block(op).map(|block| InsertPoint {
            block,
            before: ir.next_op(op),
        });
        ir.move_op(op, at);
        self.entries.push(Entry::Moved { op, from });
    }

    /// Moves every block of `region` into `dest` before block index `position`.
    pub fn inline_region(
        &mut self,
        ir: &mut Ir,
        region: RegionId,
        dest: RegionId,
        position: usize,
    ) {
        let blocks: SmallVec<[BlockId; 4]> = ir.region_blocks(region).into();
        if blocks.is_empty() {
            return;
        }
        for (i, &block) in blocks.iter().enumerate() {
            ir.detach_block(block);
            ir.insert_block(dest, position + i, block);
        }
        self.entries.push(Entry::RegionInlined {
            from: region,
            dest,
            position,
            count: blocks.len(),
        });
    }

    /// Creates a block with `args` at `position` in `region` (the end when `None`).
    pub fn create_block(
        &mut self,
        ir: &mut Ir,
        region: RegionId,
        position: Option<usize>,
        args: &[(Type, Location)],
    ) -> BlockId {
        let block = ir.create_block(args);
        match position {
            Some(p) => ir.insert_block(region, p, block),
            None => ir.push_block(region, block),
        }
        self.entries.push(Entry::BlockCreated(block));
        block
    }

    /// Erases an empty, unreferenced block (deferred until the commit).
    pub fn erase_empty_block(&mut self, ir: &mut Ir, block: BlockId) {
        debug_assert!(ir.block_is_empty(block), "erase_empty_block: block has ops");
        let Some(region) = ir.block_parent(block) else {
            return;
        };
        let position = ir.block_position(block).unwrap_or(0);
        ir.detach_block(block);
        self.entries.push(Entry::BlockErased {
            block,
            region,
            position,
        });
        self.erased_blocks.push(block);
    }

    /// Appends an argument to `block`.
    pub fn add_block_argument(
        &mut self,
        ir: &mut Ir,
        block: BlockId,
        ty: Type,
        loc: Location,
    ) -> Value {
        let value = ir.add_block_argument(block, ty, loc);
        self.entries.push(Entry::ArgAdded(block));
        value
    }

    /// Removes unused argument `index` of `block`.
    pub fn erase_block_argument(&mut self, ir: &mut Ir, block: BlockId, index: usize) {
        let value = ir.block_arg(block, index);
        let loc = ir.value_loc(value);
        ir.erase_block_argument(block, index);
        self.entries.push(Entry::ArgErased {
            block,
            index,
            value,
            loc,
        });
    }

    /// Sets (or replaces) a discardable attribute of `op`.
    pub fn set_attr(&mut self, ir: &mut Ir, op: OpId, name: &str, value: Attribute) {
        let old = ir.attrs(op).to_vec();
        ir.set_attr(op, name, value);
        self.entries.push(Entry::Attrs { op, old });
    }

    /// Runs `f`, an in-place change of `op`, after recording how to undo it.
    /// `f` may change the op's location, operands, attributes, properties,
    /// successors and result types; it must not add or remove regions.
    pub fn modify_op<R>(&mut self, ir: &mut Ir, op: OpId, f: impl FnOnce(&mut Ir) -> R) -> R {
        let snapshot = OpSnapshot {
            op,
            loc: ir.op_loc(op),
            operands: ir.operands(op).collect(),
            attrs: ir.attrs(op).to_vec(),
            properties: ir.properties(op),
            successors: ir.successors(op).into(),
            result_types: ir.result_types(op).collect(),
        };
        self.entries.push(Entry::Modified(Box::new(snapshot)));
        f(ir)
    }

    // ===== the end =====

    /// Keeps the changes: erases the ops and blocks marked erased.
    pub fn commit(self, ir: &mut Ir) {
        for op in self.erased_roots {
            if !ir.is_erased(op) {
                ir.erase_op(op);
            }
        }
        for block in self.erased_blocks {
            ir.erase_block(block);
        }
    }

    /// Undoes every change, last first.
    pub fn rollback(self, ir: &mut Ir) {
        for entry in self.entries.into_iter().rev() {
            undo(ir, entry);
        }
    }
}

fn undo(ir: &mut Ir, entry: Entry) {
    match entry {
        Entry::Created(op) => {
            if !ir.is_erased(op) {
                ir.erase_op(op);
            }
        }
        Entry::Erased { op, block, next } => {
            if let Some(block) = block {
                ir.attach_op(
                    InsertPoint {
                        block,
                        before: next,
                    },
                    op,
                );
            }
        }
        Entry::Operands { op, old } => ir.set_operands(op, &old),
        Entry::Uses { from, uses } => {
            for (op, index) in uses {
                ir.set_operand(op, index as usize, from);
            }
        }
        Entry::Moved { op, from } => match from {
            Some(at) => ir.move_op(op, at),
            None => ir.detach_op(op),
        },
        Entry::RegionInlined {
            from,
            dest,
            position,
            count,
        } => {
            let blocks: SmallVec<[BlockId; 4]> =
                ir.region_blocks(dest)[position..position + count].into();
            for block in blocks {
                ir.detach_block(block);
                ir.push_block(from, block);
            }
        }
        Entry::BlockCreated(block) => ir.erase_block(block),
        Entry::BlockErased {
            block,
            region,
            position,
        } => ir.insert_block(region, position, block),
        Entry::ArgAdded(block) => {
            let last = ir.block_args(block).len() - 1;
            ir.erase_block_argument(block, last);
        }
        Entry::ArgErased {
            block,
            index,
            value,
            loc,
        } => ir.restore_block_argument(block, index, value, loc),
        Entry::Attrs { op, old } => restore_attrs(ir, op, &old),
        Entry::Modified(s) => {
            ir.set_op_loc(s.op, s.loc);
            ir.set_operands(s.op, &s.operands);
            restore_attrs(ir, s.op, &s.attrs);
            ir.set_properties(s.op, s.properties);
            for (i, &b) in s.successors.iter().enumerate() {
                ir.set_successor(s.op, i, b);
            }
            for (i, &ty) in s.result_types.iter().enumerate() {
                let result = ir.result(s.op, i);
                ir.set_value_type(result, ty);
            }
        }
    }
}

/// Gives `op` exactly the discardable attributes `old` (the same uniqued
/// dictionary it had).
fn restore_attrs(ir: &mut Ir, op: OpId, old: &[NamedAttribute]) {
    let ctx = ir.ctx_arc().clone();
    for attr in ir.attrs(op).to_vec() {
        if !old.iter().any(|a| a.name == attr.name) {
            ir.remove_attr(op, ctx.str(attr.name));
        }
    }
    for attr in old {
        if ir.attr(op, ctx.str(attr.name)) != Some(attr.value) {
            ir.set_attr(op, ctx.str(attr.name), attr.value);
        }
    }
}

// An entry per change adds up on large conversions: keep entries small.
const _: () = assert!(size_of::<Entry>() <= 40);
