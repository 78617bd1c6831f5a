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
//!
//! The log is a run of `u32` words (every handle is one): each record is its
//! operands followed by a word holding its kind and length, so that it reads
//! backwards without an index. A typical op replacement (an op created, the
//! uses of the old one's result moved, the old one erased) takes 12 words.

use smallvec::SmallVec;

use crate::Ident;
use crate::conversion::dense::OpSet;
use crate::ir::{
    Attribute, BlockId, InsertPoint, Ir, Location, NamedAttribute, OpId, OperationState, RegionId,
    Type, Value,
};

/// "None" in a word that holds an optional handle.
const NONE: u32 = u32::MAX;

/// The kinds of records. A record's words, before its kind-and-length word:
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[repr(u32)]
enum Kind {
    /// `[op]`: an op was created (attached or detached).
    Created,
    /// `[op, block, next, operand...]`: an op without regions was detached
    /// from `block` (before `next`), its operands dropped, and marked erased.
    ErasedLeaf,
    /// `[op, block, next]`: an op with regions was detached and marked erased;
    /// the operands of it and its nested ops were dropped by the records
    /// before.
    Erased,
    /// `[op, operand...]`: the operands of an op before they were replaced.
    Operands,
    /// `[from, (op, index)...]`: operand uses of `from` pointed elsewhere.
    Uses,
    /// `[op, block, before]`: an op moved; where it was (`block` NONE: it
    /// was detached).
    Moved,
    /// `[from, dest, position, count]`: the blocks of `from` moved to `dest`.
    RegionInlined,
    /// `[block]`: a block was created in a region.
    BlockCreated,
    /// `[block, region, position]`: a block was detached and marked erased.
    BlockErased,
    /// `[block]`: an argument was appended to a block.
    ArgAdded,
    /// `[block, index, value, loc]`: a block argument was removed.
    ArgErased,
    /// `[op, (name, value)...]`: the discardable attributes of an op before
    /// a change.
    Attrs,
    /// `[snapshot]`: an op before an in-place change (index into
    /// [`Journal::snapshots`]).
    Modified,
}

const KINDS: [Kind; 13] = [
    Kind::Created,
    Kind::ErasedLeaf,
    Kind::Erased,
    Kind::Operands,
    Kind::Uses,
    Kind::Moved,
    Kind::RegionInlined,
    Kind::BlockCreated,
    Kind::BlockErased,
    Kind::ArgAdded,
    Kind::ArgErased,
    Kind::Attrs,
    Kind::Modified,
];

const KIND_BITS: u32 = 4;

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
    log: Vec<u32>,
    snapshots: Vec<OpSnapshot>,
    /// Ops erased by the conversion (nested ones included), still in the arena.
    erased: OpSet,
    /// Top-level erased ops, for the commit.
    erased_roots: Vec<OpId>,
    erased_blocks: Vec<BlockId>,
    /// How many of `erased_roots` and `erased_blocks` were erased before the
    /// last [`Journal::settle`]: no record can bring those back.
    settled: (usize, usize),
}

/// A position in the journal: the changes made since can be listed.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Mark(usize);

fn opt_word<T>(handle: Option<T>, raw: impl Fn(T) -> u32) -> u32 {
    handle.map_or(NONE, raw)
}

fn word_opt<T>(word: u32, handle: impl Fn(u32) -> T) -> Option<T> {
    (word != NONE).then(|| handle(word))
}

/// The records of `log[start..]`, last first: each as its kind and words.
fn records_back(log: &[u32], start: usize) -> impl Iterator<Item = (Kind, &[u32])> {
    let mut end = log.len();
    std::iter::from_fn(move || {
        if end <= start {
            return None;
        }
        let tag = log[end - 1];
        let len = (tag >> KIND_BITS) as usize;
        let kind = KINDS[(tag & ((1 << KIND_BITS) - 1)) as usize];
        let words = &log[end - 1 - len..end - 1];
        end -= len + 1;
        Some((kind, words))
    })
}

impl Journal {
    pub fn mark(&self) -> Mark {
        Mark(self.log.len())
    }

    /// Ends the record whose words were pushed since `start`.
    #[inline]
    fn close(&mut self, kind: Kind, start: usize) {
        let len = (self.log.len() - start) as u32;
        self.log.push((len << KIND_BITS) | kind as u32);
    }

    #[inline]
    fn record(&mut self, kind: Kind, words: &[u32]) {
        let start = self.log.len();
        self.log.extend_from_slice(words);
        self.close(kind, start);
    }

    /// The ops created since `mark`, in creation order.
    pub fn created_since(&self, mark: Mark) -> SmallVec<[OpId; 4]> {
        let mut ops: SmallVec<[OpId; 4]> = records_back(&self.log, mark.0)
            .filter(|(kind, _)| *kind == Kind::Created)
            .map(|(_, words)| OpId(words[0]))
            .collect();
        ops.reverse();
        ops
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
        self.record(Kind::Created, &[op.0]);
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
        let block = opt_word(ir.op_parent_block(op), |b| b.0);
        let next = opt_word(ir.next_op(op), |o| o.0);
        if ir.regions(op).is_empty() {
            let start = self.log.len();
            self.log.extend([op.0, block, next]);
            self.log.extend(ir.operands(op).map(|v| v.0));
            self.close(Kind::ErasedLeaf, start);
            ir.set_operands(op, &[]);
            self.erased.insert(op);
        } else {
            for nested in ir.walk_collect(op) {
                self.set_operands(ir, nested, &[]);
                self.erased.insert(nested);
            }
            self.record(Kind::Erased, &[op.0, block, next]);
        }
        ir.detach_op(op);
        self.erased_roots.push(op);
    }

    /// Replaces the operand list of `op`.
    pub fn set_operands(&mut self, ir: &mut Ir, op: OpId, values: &[Value]) {
        if ir.num_operands(op) == 0 && values.is_empty() {
            return;
        }
        let start = self.log.len();
        self.log.push(op.0);
        self.log.extend(ir.operands(op).map(|v| v.0));
        self.close(Kind::Operands, start);
        ir.set_operands(op, values);
    }

    /// Replaces every use of `from` with `to`.
    pub fn replace_all_uses(&mut self, ir: &mut Ir, from: Value, to: Value) {
        if from == to || !ir.has_uses(from) {
            return;
        }
        let start = self.log.len();
        self.log.push(from.0);
        for u in ir.uses(from) {
            self.log.extend([u.op.0, u.index]);
        }
        self.close(Kind::Uses, start);
        ir.replace_all_uses(from, to);
    }

    /// Moves `op` (attached or not) to `at`.
    pub fn move_op(&mut self, ir: &mut Ir, op: OpId, at: InsertPoint) {
        let (block, before) = match ir.op_parent_block(op) {
            Some(block) => (block.0, opt_word(ir.next_op(op), |o| o.0)),
            None => (NONE, NONE),
        };
        ir.move_op(op, at);
        self.record(Kind::Moved, &[op.0, block, before]);
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
        let words = [region.0, dest.0, position as u32, blocks.len() as u32];
        self.record(Kind::RegionInlined, &words);
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
        self.record(Kind::BlockCreated, &[block.0]);
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
        self.record(Kind::BlockErased, &[block.0, region.0, position as u32]);
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
        self.record(Kind::ArgAdded, &[block.0]);
        value
    }

    /// Removes unused argument `index` of `block`.
    pub fn erase_block_argument(&mut self, ir: &mut Ir, block: BlockId, index: usize) {
        let value = ir.block_arg(block, index);
        let loc = ir.value_loc(value);
        ir.erase_block_argument(block, index);
        self.record(Kind::ArgErased, &[block.0, index as u32, value.0, loc.0]);
    }

    /// Sets (or replaces) a discardable attribute of `op`.
    pub fn set_attr(&mut self, ir: &mut Ir, op: OpId, name: &str, value: Attribute) {
        let start = self.log.len();
        self.log.push(op.0);
        for a in ir.attrs(op) {
            self.log.extend([a.name.0, a.value.0]);
        }
        self.close(Kind::Attrs, start);
        ir.set_attr(op, name, value);
    }

    /// Runs `f`, an in-place change of `op`, after recording how to undo it.
    /// `f` may change the op's location, operands, attributes, properties,
    /// successors and result types; it must not add or remove regions.
    pub fn modify_op<R>(&mut self, ir: &mut Ir, op: OpId, f: impl FnOnce(&mut Ir) -> R) -> R {
        self.snapshots.push(OpSnapshot {
            op,
            loc: ir.op_loc(op),
            operands: ir.operands(op).collect(),
            attrs: ir.attrs(op).to_vec(),
            properties: ir.properties(op),
            successors: ir.successors(op).into(),
            result_types: ir.result_types(op).collect(),
        });
        let index = self.snapshots.len() as u32 - 1;
        self.record(Kind::Modified, &[index]);
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

    /// Makes the changes so far final: their records go, so the log holds
    /// only what follows (and no [`Mark`] taken before may be used again).
    /// The ops and blocks erased so far stay in the arena until the commit,
    /// as ever.
    pub fn settle(&mut self) {
        self.log.clear();
        self.snapshots.clear();
        self.settled = (self.erased_roots.len(), self.erased_blocks.len());
    }

    /// Undoes every change since the last [`Journal::settle`] (every change,
    /// without one), last first; what was erased before it is erased for
    /// good.
    pub fn rollback(self, ir: &mut Ir) {
        for (kind, words) in records_back(&self.log, 0) {
            undo(ir, kind, words, &self.snapshots);
        }
        let (ops, blocks) = self.settled;
        for &op in &self.erased_roots[..ops] {
            if !ir.is_erased(op) {
                ir.erase_op(op);
            }
        }
        for &block in &self.erased_blocks[..blocks] {
            ir.erase_block(block);
        }
    }
}

fn values(words: &[u32]) -> SmallVec<[Value; 4]> {
    words.iter().map(|&w| Value(w)).collect()
}

/// Puts `op` back where a record says it was.
fn reattach(ir: &mut Ir, op: OpId, block: u32, next: u32) {
    if let Some(block) = word_opt(block, BlockId) {
        let before = word_opt(next, OpId);
        ir.attach_op(InsertPoint { block, before }, op);
    }
}

fn undo(ir: &mut Ir, kind: Kind, w: &[u32], snapshots: &[OpSnapshot]) {
    match kind {
        Kind::Created => {
            let op = OpId(w[0]);
            if !ir.is_erased(op) {
                ir.erase_op(op);
            }
        }
        Kind::ErasedLeaf => {
            let op = OpId(w[0]);
            reattach(ir, op, w[1], w[2]);
            ir.set_operands(op, &values(&w[3..]));
        }
        Kind::Erased => reattach(ir, OpId(w[0]), w[1], w[2]),
        Kind::Operands => ir.set_operands(OpId(w[0]), &values(&w[1..])),
        Kind::Uses => {
            let from = Value(w[0]);
            for pair in w[1..].chunks_exact(2) {
                ir.set_operand(OpId(pair[0]), pair[1] as usize, from);
            }
        }
        Kind::Moved => {
            let op = OpId(w[0]);
            ir.detach_op(op);
            reattach(ir, op, w[1], w[2]);
        }
        Kind::RegionInlined => {
            let (from, dest) = (RegionId(w[0]), RegionId(w[1]));
            let (position, count) = (w[2] as usize, w[3] as usize);
            let blocks: SmallVec<[BlockId; 4]> =
                ir.region_blocks(dest)[position..position + count].into();
            for block in blocks {
                ir.detach_block(block);
                ir.push_block(from, block);
            }
        }
        Kind::BlockCreated => ir.erase_block(BlockId(w[0])),
        Kind::BlockErased => ir.insert_block(RegionId(w[1]), w[2] as usize, BlockId(w[0])),
        Kind::ArgAdded => {
            let block = BlockId(w[0]);
            let last = ir.block_args(block).len() - 1;
            ir.erase_block_argument(block, last);
        }
        Kind::ArgErased => {
            let (block, index) = (BlockId(w[0]), w[1] as usize);
            ir.restore_block_argument(block, index, Value(w[2]), Attribute(w[3]));
        }
        Kind::Attrs => {
            let old: SmallVec<[NamedAttribute; 4]> = w[1..]
                .chunks_exact(2)
                .map(|pair| NamedAttribute {
                    name: Ident(pair[0]),
                    value: Attribute(pair[1]),
                })
                .collect();
            restore_attrs(ir, OpId(w[0]), &old);
        }
        Kind::Modified => {
            let s = &snapshots[w[0] as usize];
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
