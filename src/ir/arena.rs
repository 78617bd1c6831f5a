//! The IR arena: operations, blocks, regions and values addressed by typed indices.
//!
//! Mirrors MLIR's structure (<https://mlir.llvm.org/docs/LangRef/#high-level-structure>):
//! an operation has operands, results, properties, discardable attributes, regions,
//! successors and a location; a region holds a list of blocks; a block holds
//! arguments and a list of operations. Storage follows pliron's arena model: all
//! nodes live in flat vectors of one [`Ir`], handles are `u32` indices, ops within a
//! block form a doubly linked list, and every value keeps an intrusive list of its
//! uses so replace-all-uses and erase cost O(uses).
//!
//! Layout, for memory per op (the text path holds millions of them):
//! - links are `u32` indices with `u32::MAX` for "none" (an `Option<u32>` takes
//!   twice the room);
//! - an op's operands are a run of slots in one shared pool (16 bytes each: the
//!   value, the owner, and the previous and next use of the value), its result
//!   values a run in a second pool, so no op allocates on its own;
//! - the room an operand list has to grow in place is the run of vacant slots
//!   reserved for the op after its operands, not a field of the op;
//! - discardable attributes are one uniqued dictionary attribute, as MLIR's
//!   `DictionaryAttr`, shared by every op with the same attributes;
//! - regions and successors, which few ops have, live in a side table, and the
//!   locations of block arguments with their block; an op without either
//!   keeps its attribute dictionary in the field that would index that table.
//!
//! An op is then 40 bytes, a value 16, an operand 16.
//!
//! Erased ops keep their slots (a stale handle still answers
//! [`Ir::is_erased`]) until [`Ir::recycle_erased`] is called at a point where
//! no handle to an erased op is held any more (the pass manager does between
//! passes on the root op); new ops with as many results then take those slots,
//! with their result values and operand slots, so a long rewrite session does
//! not grow the arena without bound.

use std::fmt;
use std::sync::Arc;

use smallvec::SmallVec;

use crate::dialect::OpDef;
use crate::ir::handles::handle;
use crate::ir::{AttrKind, Attribute, Location, NamedAttribute, Type};
use crate::{Context, Ident};

mod absorb;

pub use absorb::Absorbed;

handle!(
    /// An operation.
    OpId, "op", usize
);
handle!(
    /// A basic block.
    BlockId, "block", usize
);
handle!(
    /// A region.
    RegionId, "region", usize
);
handle!(
    /// An SSA value: an op result or a block argument.
    Value, "value", usize
);

/// One use of a value: operand `index` of `op`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Use {
    pub op: OpId,
    pub index: u32,
}

/// What defines a value.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum ValueDef {
    OpResult { op: OpId, index: u32 },
    BlockArgument { block: BlockId, index: u32 },
}

/// The absent index in the `u32` link fields below (an `Option<u32>` would double
/// their size).
const NONE: u32 = u32::MAX;

#[inline]
fn opt(raw: u32) -> Option<u32> {
    (raw != NONE).then_some(raw)
}

/// One operand: a slot of the shared operand pool. Slots of one op are
/// contiguous; the use-list of a value threads through the slots using it, linked
/// by slot index.
#[derive(Copy, Clone, Debug)]
struct OperandSlot {
    value: Value,
    owner: OpId,
    prev_use: u32,
    next_use: u32,
}

impl OperandSlot {
    /// A slot reserved for `op` and not in use: the slots after an op's
    /// operands that are vacant and its own are the room its operand list has
    /// to grow in place.
    fn vacant(op: OpId) -> OperandSlot {
        OperandSlot {
            value: Value(NONE),
            owner: op,
            prev_use: NONE,
            next_use: NONE,
        }
    }

    #[inline]
    fn is_vacant_of(&self, op: OpId) -> bool {
        self.value.0 == NONE && self.owner == op
    }
}

/// Set in [`ValueData::index`] for block arguments.
const BLOCK_ARG: u32 = 1 << 31;

#[derive(Copy, Clone, Debug)]
struct ValueData {
    ty: Type,
    /// The defining op, or the block for a block argument.
    owner: u32,
    /// Result or argument number, with [`BLOCK_ARG`] set for block arguments.
    index: u32,
    /// The operand slot of the most recent use, or `NONE`.
    first_use: u32,
}

/// An operation: 40 bytes whatever its operand and result counts. Operands live
/// in the operand pool, result values in the result pool, discardable attributes
/// in one uniqued dictionary, and the rarer regions and successors in
/// [`OpExtra`].
#[derive(Copy, Clone, Debug)]
struct OpData {
    name: Ident,
    loc: Location,
    /// A properties attribute, or `NONE`.
    properties: u32,
    parent: u32,
    prev: u32,
    next: u32,
    operand_start: u32,
    /// The number of operands, from `operand_start` in the pool (followed by
    /// the slots reserved for more, [`OperandSlot::vacant`]); [`ERASED`] once
    /// the op is erased, which drops its operands (a flag field would cost four
    /// bytes per op).
    num_operands: u32,
    /// Where the op's results start in the result pool; they end where the next
    /// op's start (ops get their results when created, and keep them).
    result_start: u32,
    /// What the op has of the rarer parts ([`Extra`]): `NONE`, the dictionary
    /// of its discardable attributes with [`ATTRS_ONLY`] set, or an index into
    /// [`Ir::extras`].
    extra: u32,
}

/// Set in [`OpData::extra`] when it holds the op's discardable attributes
/// (a dictionary attribute) and the op has no regions or successors: most
/// ops with attributes have none, and they need no [`OpExtra`].
const ATTRS_ONLY: u32 = 1 << 31;

/// [`OpData::extra`], decoded.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Extra {
    None,
    /// A non-empty dictionary of discardable attributes.
    Attrs(u32),
    /// An index into [`Ir::extras`].
    Index(u32),
}

impl Extra {
    #[inline]
    fn decode(raw: u32) -> Extra {
        if raw == NONE {
            Extra::None
        } else if raw & ATTRS_ONLY != 0 {
            Extra::Attrs(raw & !ATTRS_ONLY)
        } else {
            Extra::Index(raw)
        }
    }

    /// The raw field for an op without regions or successors whose
    /// discardable attributes are `attrs` (`NONE`: none).
    fn attrs_only(attrs: u32) -> u32 {
        debug_assert!(attrs == NONE || attrs < ATTRS_ONLY - 1);
        if attrs == NONE {
            NONE
        } else {
            attrs | ATTRS_ONLY
        }
    }
}

/// [`OpData::num_operands`] of erased ops.
const ERASED: u32 = 1 << 31;

impl OpData {
    /// The number of operands.
    #[inline]
    fn count(&self) -> u32 {
        self.num_operands & !ERASED
    }

    #[inline]
    fn is_erased(&self) -> bool {
        self.num_operands & ERASED != 0
    }
}

// The sizes the layout is designed for; a change here changes memory per op.
const _: () = assert!(size_of::<OpData>() == 40);
const _: () = assert!(size_of::<OperandSlot>() == 16);
const _: () = assert!(size_of::<ValueData>() == 16);

/// The regions and successors of an op that has any, and its discardable
/// attributes.
#[derive(Debug)]
struct OpExtra {
    regions: SmallVec<[RegionId; 1]>,
    successors: SmallVec<[BlockId; 2]>,
    /// A non-empty dictionary attribute, or `NONE`.
    attrs: u32,
}

impl Default for OpExtra {
    fn default() -> Self {
        OpExtra {
            regions: SmallVec::new(),
            successors: SmallVec::new(),
            attrs: NONE,
        }
    }
}

#[derive(Debug, Default)]
struct BlockData {
    args: SmallVec<[Value; 2]>,
    /// The location of each argument.
    arg_locs: SmallVec<[Location; 2]>,
    first: Option<OpId>,
    last: Option<OpId>,
    parent: Option<RegionId>,
    erased: bool,
}

#[derive(Debug, Default)]
struct RegionData {
    blocks: Vec<BlockId>,
    parent: Option<OpId>,
}

/// Everything needed to create an operation (MLIR's `OperationState`).
#[derive(Debug, Clone)]
pub struct OperationState {
    pub name: Ident,
    pub loc: Location,
    pub operands: Vec<Value>,
    pub result_types: Vec<Type>,
    /// Inherent attributes (MLIR's properties), a dictionary or, for unregistered
    /// ops, any attribute written between `<` and `>`.
    pub properties: Option<Attribute>,
    /// Discardable attributes; sorted by name when the op is created.
    pub attributes: Vec<NamedAttribute>,
    /// Detached regions the op takes ownership of.
    pub regions: Vec<RegionId>,
    pub successors: Vec<BlockId>,
}

impl OperationState {
    pub fn new(name: Ident, loc: Location) -> Self {
        OperationState {
            name,
            loc,
            operands: Vec::new(),
            result_types: Vec::new(),
            properties: None,
            attributes: Vec::new(),
            regions: Vec::new(),
            successors: Vec::new(),
        }
    }
}

/// Where new operations go: before `before`, or at the end of `block`.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct InsertPoint {
    pub block: BlockId,
    pub before: Option<OpId>,
}

impl InsertPoint {
    pub fn at_end(block: BlockId) -> Self {
        InsertPoint {
            block,
            before: None,
        }
    }
    pub fn before(ir: &Ir, op: OpId) -> Self {
        InsertPoint {
            block: ir.op_parent_block(op).expect("op is not in a block"),
            before: Some(op),
        }
    }
}

/// The arena that owns a tree of IR (typically one `builtin.module` and everything
/// nested in it).
pub struct Ir {
    ctx: Arc<Context>,
    ops: Vec<OpData>,
    blocks: Vec<BlockData>,
    regions: Vec<RegionData>,
    values: Vec<ValueData>,
    /// Operand slots of all ops.
    operands: Vec<OperandSlot>,
    /// Result values of all ops, each op's contiguous.
    results: Vec<Value>,
    extras: Vec<OpExtra>,
    /// The registered definition of each op name used here, by identifier index
    /// (so asking an op for its definition is an array read).
    defs: Vec<Option<&'static OpDef>>,
    /// Whether `defs` holds the answer for an identifier (looked up once per
    /// op name, not once per op).
    def_known: Vec<bool>,
    /// Ops erased since the last [`Ir::recycle_erased`].
    erased_ops: Vec<OpId>,
    /// Recycled op slots by result count (up to [`REUSED_RESULTS`]), for
    /// [`Ir::create_op`] to take.
    free: [Vec<OpId>; REUSED_RESULTS + 1],
}

/// The largest result count whose op slots are recycled (more results are rare).
const REUSED_RESULTS: usize = 3;

impl fmt::Debug for Ir {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Ir")
            .field("ops", &self.ops.len())
            .field("blocks", &self.blocks.len())
            .finish()
    }
}

impl Ir {
    pub fn new(ctx: Arc<Context>) -> Self {
        Ir {
            ctx,
            ops: Vec::new(),
            blocks: Vec::new(),
            regions: Vec::new(),
            values: Vec::new(),
            operands: Vec::new(),
            results: Vec::new(),
            extras: Vec::new(),
            defs: Vec::new(),
            def_known: Vec::new(),
            erased_ops: Vec::new(),
            free: Default::default(),
        }
    }

    #[inline]
    pub fn ctx(&self) -> &Context {
        &self.ctx
    }

    pub fn ctx_arc(&self) -> &Arc<Context> {
        &self.ctx
    }

    // ===== creation =====

    /// Creates a detached operation.
    pub fn create_op(&mut self, mut state: OperationState) -> OpId {
        self.create_op_from(&mut state)
    }

    /// Like [`Ir::create_op`], leaving `state`'s lists empty but with their
    /// capacity, so that one state can be reused for many ops (the parser does).
    pub(crate) fn create_op_from(&mut self, state: &mut OperationState) -> OpId {
        if let Some(id) = self
            .free
            .get_mut(state.result_types.len())
            .and_then(Vec::pop)
        {
            self.reuse_op_slot(id, state);
            return id;
        }
        let id = OpId(self.ops.len() as u32);
        self.note_def(state.name);
        let attrs = self.intern_attrs(&mut state.attributes);
        let result_start = self.results.len() as u32;
        for (i, &ty) in state.result_types.iter().enumerate() {
            let value = self.new_value(ty, id.0, i as u32);
            self.results.push(value);
        }
        state.result_types.clear();
        let num_operands = state.operands.len() as u32;
        let operand_start = self.operands.len() as u32;
        self.operands
            .extend(state.operands.drain(..).map(|value| OperandSlot {
                value,
                owner: id,
                prev_use: NONE,
                next_use: NONE,
            }));
        let extra = if state.regions.is_empty() && state.successors.is_empty() {
            Extra::attrs_only(attrs)
        } else {
            self.extras.push(OpExtra {
                regions: SmallVec::new(),
                successors: state.successors.drain(..).collect(),
                attrs,
            });
            self.extras.len() as u32 - 1
        };
        self.ops.push(OpData {
            name: state.name,
            loc: state.loc,
            properties: state.properties.take().map_or(NONE, |a| a.0),
            parent: NONE,
            prev: NONE,
            next: NONE,
            operand_start,
            num_operands,
            result_start,
            extra,
        });
        self.link_operands_and_adopt_regions(id, operand_start, num_operands, extra, state);
        id
    }

    /// [`Ir::create_op_from`] into the slot of a recycled op with as many
    /// results: its result values and, when there are enough, its operand slots
    /// are taken over too.
    fn reuse_op_slot(&mut self, id: OpId, state: &mut OperationState) {
        self.note_def(state.name);
        let attrs = self.intern_attrs(&mut state.attributes);
        let (result_start, old_start, old_extra) = {
            let old = &self.ops[id.index()];
            debug_assert!(old.is_erased() && old.count() == 0);
            (old.result_start, old.operand_start, old.extra)
        };
        for (i, ty) in state.result_types.drain(..).enumerate() {
            let value = self.results[result_start as usize + i];
            self.values[value.index()] = ValueData {
                ty,
                owner: id.0,
                index: i as u32,
                first_use: NONE,
            };
        }
        let num_operands = state.operands.len() as u32;
        let operand_start = if self.reserved_for(id, old_start, num_operands) {
            old_start
        } else {
            self.operands.len() as u32
        };
        for (i, value) in state.operands.drain(..).enumerate() {
            let slot = OperandSlot {
                value,
                owner: id,
                prev_use: NONE,
                next_use: NONE,
            };
            let at = operand_start as usize + i;
            if at < self.operands.len() {
                self.operands[at] = slot;
            } else {
                self.operands.push(slot);
            }
        }
        let old_index = match Extra::decode(old_extra) {
            Extra::Index(index) => Some(index),
            Extra::None | Extra::Attrs(_) => None,
        };
        let extra = if state.regions.is_empty() && state.successors.is_empty() {
            if let Some(index) = old_index {
                self.extras[index as usize] = OpExtra::default();
            }
            Extra::attrs_only(attrs)
        } else {
            let fresh = OpExtra {
                regions: SmallVec::new(),
                successors: state.successors.drain(..).collect(),
                attrs,
            };
            match old_index {
                Some(index) => {
                    self.extras[index as usize] = fresh;
                    index
                }
                None => {
                    self.extras.push(fresh);
                    self.extras.len() as u32 - 1
                }
            }
        };
        self.ops[id.index()] = OpData {
            name: state.name,
            loc: state.loc,
            properties: state.properties.take().map_or(NONE, |a| a.0),
            parent: NONE,
            prev: NONE,
            next: NONE,
            operand_start,
            num_operands,
            result_start,
            extra,
        };
        self.link_operands_and_adopt_regions(id, operand_start, num_operands, extra, state);
    }

    /// The last step of creating op `id`: its operand slots join their
    /// values' use lists, and it becomes the parent of `state`'s regions.
    fn link_operands_and_adopt_regions(
        &mut self,
        id: OpId,
        operand_start: u32,
        num_operands: u32,
        extra: u32,
        state: &mut OperationState,
    ) {
        for i in 0..num_operands {
            self.link_use(operand_start + i);
        }
        for region in state.regions.drain(..) {
            debug_assert!(
                self.regions[region.index()].parent.is_none(),
                "region already owned"
            );
            self.regions[region.index()].parent = Some(id);
            self.extras[extra as usize].regions.push(region);
        }
    }

    /// Makes the slots of the ops erased so far available to new ops. Handles
    /// to those ops must not be used afterwards (they may name new ops): call
    /// this where no such handle is held, e.g. between passes.
    pub fn recycle_erased(&mut self) {
        for op in std::mem::take(&mut self.erased_ops) {
            let results = self.results(op).len();
            if let Some(free) = self.free.get_mut(results) {
                free.push(op);
            }
        }
    }

    /// Looks up the definition of op name `name`, once per name.
    #[inline]
    fn note_def(&mut self, name: Ident) {
        let index = name.0 as usize;
        if self.def_known.get(index).copied().unwrap_or(false) {
            return;
        }
        if self.defs.len() <= index {
            self.defs.resize(index + 1, None);
            self.def_known.resize(index + 1, false);
        }
        self.defs[index] = self.ctx.op_def(name);
        self.def_known[index] = true;
    }

    /// Discardable attributes as stored: one uniqued dictionary (sorted by name,
    /// the last of duplicate names kept), `NONE` when there are none.
    /// Leaves `attrs` empty.
    fn intern_attrs(&self, attrs: &mut Vec<NamedAttribute>) -> u32 {
        if attrs.is_empty() {
            return NONE;
        }
        self.ctx.sort_named(attrs);
        let dict = self
            .ctx
            .intern_attr(AttrKind::Dictionary(attrs.as_slice().into()))
            .0;
        attrs.clear();
        dict
    }

    /// Like [`Ir::insert_op`], leaving `state`'s lists empty but with their
    /// capacity, so that a builder creating many ops reuses one state.
    pub fn insert_op_from(&mut self, at: InsertPoint, state: &mut OperationState) -> OpId {
        let op = self.create_op_from(state);
        self.attach_op(at, op);
        op
    }

    /// Creates an operation and inserts it at `at`.
    pub fn insert_op(&mut self, at: InsertPoint, state: OperationState) -> OpId {
        let op = self.create_op(state);
        self.attach_op(at, op);
        op
    }

    fn new_value(&mut self, ty: Type, owner: u32, index: u32) -> Value {
        let id = Value(self.values.len() as u32);
        self.values.push(ValueData {
            ty,
            owner,
            index,
            first_use: NONE,
        });
        id
    }

    /// Creates a detached, empty region.
    pub fn create_region(&mut self) -> RegionId {
        let id = RegionId(self.regions.len() as u32);
        self.regions.push(RegionData::default());
        id
    }

    /// Creates a detached block with arguments of the given types and locations.
    pub fn create_block(&mut self, args: &[(Type, Location)]) -> BlockId {
        let id = BlockId(self.blocks.len() as u32);
        self.blocks.push(BlockData::default());
        for &(ty, loc) in args {
            self.add_block_argument(id, ty, loc);
        }
        id
    }

    pub fn add_block_argument(&mut self, block: BlockId, ty: Type, loc: Location) -> Value {
        let index = self.blocks[block.index()].args.len() as u32;
        let value = self.new_value(ty, block.0, index | BLOCK_ARG);
        let data = &mut self.blocks[block.index()];
        data.args.push(value);
        data.arg_locs.push(loc);
        value
    }

    /// Removes the last-added or any unused block argument, renumbering the rest.
    pub fn erase_block_argument(&mut self, block: BlockId, index: usize) {
        let value = self.blocks[block.index()].args.remove(index);
        self.blocks[block.index()].arg_locs.remove(index);
        assert!(
            !self.has_uses(value),
            "erasing a block argument that still has uses"
        );
        self.renumber_block_args(block, index);
    }

    /// Gives the arguments of `block` from `from` on their current positions.
    fn renumber_block_args(&mut self, block: BlockId, from: usize) {
        for (i, &arg) in self.blocks[block.index()]
            .args
            .iter()
            .enumerate()
            .skip(from)
        {
            self.values[arg.index()].index = i as u32 | BLOCK_ARG;
        }
    }

    /// Puts `value`, an argument of `block` removed by
    /// [`Ir::erase_block_argument`], back at `index` (undoing that removal).
    pub fn restore_block_argument(
        &mut self,
        block: BlockId,
        index: usize,
        value: Value,
        loc: Location,
    ) {
        let data = &mut self.blocks[block.index()];
        data.args.insert(index, value);
        data.arg_locs.insert(index, loc);
        self.renumber_block_args(block, index);
    }

    /// Appends a detached block to a region.
    pub fn push_block(&mut self, region: RegionId, block: BlockId) {
        debug_assert!(
            self.blocks[block.index()].parent.is_none(),
            "block already in a region"
        );
        self.blocks[block.index()].parent = Some(region);
        self.regions[region.index()].blocks.push(block);
    }

    /// Inserts a detached block at `position` in a region.
    pub fn insert_block(&mut self, region: RegionId, position: usize, block: BlockId) {
        self.blocks[block.index()].parent = Some(region);
        self.regions[region.index()].blocks.insert(position, block);
    }

    /// Removes a block from its region without destroying it.
    pub fn detach_block(&mut self, block: BlockId) {
        if let Some(region) = self.blocks[block.index()].parent.take() {
            self.regions[region.index()].blocks.retain(|&b| b != block);
        }
    }

    /// Creates a region owned by `op` (appended to its region list).
    pub fn add_region(&mut self, op: OpId) -> RegionId {
        let region = self.create_region();
        self.regions[region.index()].parent = Some(op);
        self.extra_mut(op).regions.push(region);
        region
    }

    /// The regions and successors of `op`, created on first need.
    fn extra_mut(&mut self, op: OpId) -> &mut OpExtra {
        let raw = self.ops[op.index()].extra;
        let index = match Extra::decode(raw) {
            Extra::Index(index) => index,
            other => {
                let index = self.extras.len() as u32;
                self.extras.push(OpExtra {
                    attrs: match other {
                        Extra::Attrs(dict) => dict,
                        _ => NONE,
                    },
                    ..OpExtra::default()
                });
                self.ops[op.index()].extra = index;
                index
            }
        };
        &mut self.extras[index as usize]
    }

    #[inline]
    fn extra(&self, op: OpId) -> Option<&OpExtra> {
        match Extra::decode(self.op(op).extra) {
            Extra::Index(i) => Some(&self.extras[i as usize]),
            Extra::None | Extra::Attrs(_) => None,
        }
    }

    /// The dictionary of `op`'s discardable attributes, or `NONE`.
    #[inline]
    fn attrs_dict(&self, op: OpId) -> u32 {
        match Extra::decode(self.op(op).extra) {
            Extra::None => NONE,
            Extra::Attrs(dict) => dict,
            Extra::Index(i) => self.extras[i as usize].attrs,
        }
    }

    /// Sets the dictionary of `op`'s discardable attributes (`NONE`: none).
    fn set_attrs_dict(&mut self, op: OpId, dict: u32) {
        match Extra::decode(self.ops[op.index()].extra) {
            Extra::Index(i) => self.extras[i as usize].attrs = dict,
            Extra::None | Extra::Attrs(_) => {
                self.ops[op.index()].extra = Extra::attrs_only(dict);
            }
        }
    }

    // ===== op queries =====

    #[inline]
    fn op(&self, op: OpId) -> &OpData {
        &self.ops[op.index()]
    }

    pub fn op_name(&self, op: OpId) -> Ident {
        self.op(op).name
    }

    pub fn op_name_str(&self, op: OpId) -> &str {
        self.ctx.str(self.op(op).name)
    }

    /// Whether `op` is named `name`.
    pub fn op_is(&self, op: OpId, name: &str) -> bool {
        self.op_name_str(op) == name
    }

    /// The definition of a registered op, `None` for unregistered ones.
    #[inline]
    pub fn op_def(&self, op: OpId) -> Option<&'static OpDef> {
        self.defs[self.op(op).name.0 as usize]
    }

    pub fn op_loc(&self, op: OpId) -> Location {
        self.op(op).loc
    }

    pub fn set_op_loc(&mut self, op: OpId, loc: Location) {
        self.ops[op.index()].loc = loc;
    }

    pub fn is_erased(&self, op: OpId) -> bool {
        self.op(op).is_erased()
    }

    #[inline]
    fn operand_slots(&self, op: OpId) -> &[OperandSlot] {
        let data = self.op(op);
        let start = data.operand_start as usize;
        &self.operands[start..start + data.count() as usize]
    }

    pub fn num_operands(&self, op: OpId) -> usize {
        self.op(op).count() as usize
    }

    /// Whether the `count` pool slots from `start` are reserved for `op`
    /// and vacant (those of an erased op are, up to its capacity).
    fn reserved_for(&self, op: OpId, start: u32, count: u32) -> bool {
        let start = start as usize;
        self.operands
            .get(start..start + count as usize)
            .is_some_and(|slots| slots.iter().all(|s| s.is_vacant_of(op)))
    }

    pub fn operand(&self, op: OpId, index: usize) -> Value {
        self.operand_slots(op)[index].value
    }

    pub fn operands(&self, op: OpId) -> impl ExactSizeIterator<Item = Value> + '_ {
        self.operand_slots(op).iter().map(|o| o.value)
    }

    pub fn operand_types(&self, op: OpId) -> impl ExactSizeIterator<Item = Type> + '_ {
        self.operands(op).map(|v| self.value_type(v))
    }

    pub fn num_results(&self, op: OpId) -> usize {
        self.results(op).len()
    }

    pub fn result(&self, op: OpId, index: usize) -> Value {
        self.results(op)[index]
    }

    pub fn results(&self, op: OpId) -> &[Value] {
        let start = self.op(op).result_start as usize;
        let end = self
            .ops
            .get(op.index() + 1)
            .map_or(self.results.len(), |next| next.result_start as usize);
        &self.results[start..end]
    }

    pub fn result_types(&self, op: OpId) -> impl ExactSizeIterator<Item = Type> + '_ {
        self.results(op).iter().map(|&v| self.value_type(v))
    }

    pub fn regions(&self, op: OpId) -> &[RegionId] {
        self.extra(op).map_or(&[], |e| &e.regions)
    }

    pub fn region(&self, op: OpId, index: usize) -> RegionId {
        self.regions(op)[index]
    }

    pub fn successors(&self, op: OpId) -> &[BlockId] {
        self.extra(op).map_or(&[], |e| &e.successors)
    }

    pub fn set_successor(&mut self, op: OpId, index: usize, block: BlockId) {
        self.extra_mut(op).successors[index] = block;
    }

    /// Discardable attributes, sorted by name.
    pub fn attrs(&self, op: OpId) -> &[NamedAttribute] {
        match opt(self.attrs_dict(op)) {
            Some(dict) => self.ctx.dictionary_entries(Attribute(dict)),
            None => &[],
        }
    }

    /// A discardable attribute by name.
    pub fn attr(&self, op: OpId, name: &str) -> Option<Attribute> {
        let ctx = &self.ctx;
        self.attrs(op)
            .iter()
            .find(|a| ctx.str(a.name) == name)
            .map(|a| a.value)
    }

    /// Sets (or replaces) a discardable attribute.
    pub fn set_attr(&mut self, op: OpId, name: &str, value: Attribute) {
        let name = self.ctx.ident(name);
        let ctx = &self.ctx;
        let mut attrs = self.attrs(op).to_vec();
        match attrs.binary_search_by(|a| ctx.str(a.name).cmp(ctx.str(name))) {
            Ok(i) => attrs[i].value = value,
            Err(i) => attrs.insert(i, NamedAttribute { name, value }),
        }
        let dict = ctx.intern_attr(AttrKind::Dictionary(attrs.into())).0;
        self.set_attrs_dict(op, dict);
    }

    pub fn remove_attr(&mut self, op: OpId, name: &str) -> Option<Attribute> {
        let ctx = &self.ctx;
        let mut attrs = self.attrs(op).to_vec();
        let i = attrs.iter().position(|a| ctx.str(a.name) == name)?;
        let removed = attrs.remove(i).value;
        let dict = if attrs.is_empty() {
            NONE
        } else {
            ctx.intern_attr(AttrKind::Dictionary(attrs.into())).0
        };
        self.set_attrs_dict(op, dict);
        Some(removed)
    }

    /// The op's properties attribute (inherent attributes), if any.
    pub fn properties(&self, op: OpId) -> Option<Attribute> {
        opt(self.op(op).properties).map(Attribute)
    }

    pub fn set_properties(&mut self, op: OpId, properties: Option<Attribute>) {
        self.ops[op.index()].properties = properties.map_or(NONE, |a| a.0);
    }

    /// An inherent attribute (an entry of the properties dictionary).
    pub fn prop(&self, op: OpId, name: &str) -> Option<Attribute> {
        let props = self.properties(op)?;
        let ctx = &self.ctx;
        ctx.dictionary_entries(props)
            .iter()
            .find(|a| ctx.str(a.name) == name)
            .map(|a| a.value)
    }

    /// Sets an inherent attribute, creating the properties dictionary if needed.
    pub fn set_prop(&mut self, op: OpId, name: &str, value: Attribute) {
        let mut entries: Vec<NamedAttribute> = self
            .properties(op)
            .map(|p| self.ctx.dictionary_entries(p).to_vec())
            .unwrap_or_default();
        entries.push(NamedAttribute {
            name: self.ctx.ident(name),
            value,
        });
        let dict = self.ctx.dictionary_attr(entries);
        self.ops[op.index()].properties = dict.0;
    }

    pub fn remove_prop(&mut self, op: OpId, name: &str) -> Option<Attribute> {
        let props = self.properties(op)?;
        let ctx = self.ctx.clone();
        let entries = ctx.dictionary_entries(props);
        let removed = entries.iter().find(|a| ctx.str(a.name) == name)?.value;
        let dict = ctx.dictionary_attr(entries.iter().copied().filter(|a| ctx.str(a.name) != name));
        self.ops[op.index()].properties = if ctx.dictionary_entries(dict).is_empty() {
            NONE
        } else {
            dict.0
        };
        Some(removed)
    }

    /// An inherent attribute, or failing that a discardable one of the same name.
    pub fn attr_or_prop(&self, op: OpId, name: &str) -> Option<Attribute> {
        self.prop(op, name).or_else(|| self.attr(op, name))
    }

    pub fn op_parent_block(&self, op: OpId) -> Option<BlockId> {
        opt(self.op(op).parent).map(BlockId)
    }

    /// The op that (transitively) holds `op` one level up.
    pub fn parent_op(&self, op: OpId) -> Option<OpId> {
        let block = self.op_parent_block(op)?;
        self.block_parent_op(block)
    }

    /// The nearest ancestor (strictly above `op`) satisfying `pred`.
    pub fn ancestor_where(&self, op: OpId, mut pred: impl FnMut(OpId) -> bool) -> Option<OpId> {
        let mut cur = self.parent_op(op);
        while let Some(p) = cur {
            if pred(p) {
                return Some(p);
            }
            cur = self.parent_op(p);
        }
        None
    }

    #[inline]
    pub fn next_op(&self, op: OpId) -> Option<OpId> {
        opt(self.op(op).next).map(OpId)
    }

    #[inline]
    pub fn prev_op(&self, op: OpId) -> Option<OpId> {
        opt(self.op(op).prev).map(OpId)
    }

    // ===== blocks and regions =====

    pub fn block_args(&self, block: BlockId) -> &[Value] {
        &self.blocks[block.index()].args
    }

    pub fn block_arg(&self, block: BlockId, index: usize) -> Value {
        self.blocks[block.index()].args[index]
    }

    pub fn block_parent(&self, block: BlockId) -> Option<RegionId> {
        self.blocks[block.index()].parent
    }

    pub fn block_parent_op(&self, block: BlockId) -> Option<OpId> {
        self.region_parent(self.blocks[block.index()].parent?)
    }

    pub fn first_op(&self, block: BlockId) -> Option<OpId> {
        self.blocks[block.index()].first
    }

    pub fn last_op(&self, block: BlockId) -> Option<OpId> {
        self.blocks[block.index()].last
    }

    pub fn block_is_empty(&self, block: BlockId) -> bool {
        self.blocks[block.index()].first.is_none()
    }

    /// The ops of a block in order.
    pub fn block_ops(&self, block: BlockId) -> BlockOps<'_> {
        BlockOps {
            ir: self,
            next: self.blocks[block.index()].first,
        }
    }

    pub fn region_blocks(&self, region: RegionId) -> &[BlockId] {
        &self.regions[region.index()].blocks
    }

    pub fn region_parent(&self, region: RegionId) -> Option<OpId> {
        self.regions[region.index()].parent
    }

    pub fn region_is_empty(&self, region: RegionId) -> bool {
        self.regions[region.index()].blocks.is_empty()
    }

    /// The first block of a region.
    pub fn entry_block(&self, region: RegionId) -> Option<BlockId> {
        self.regions[region.index()].blocks.first().copied()
    }

    /// Position of a block in its region.
    pub fn block_position(&self, block: BlockId) -> Option<usize> {
        let region = self.block_parent(block)?;
        self.region_blocks(region).iter().position(|&b| b == block)
    }

    // ===== values and uses =====

    #[inline]
    pub fn value_type(&self, value: Value) -> Type {
        self.values[value.index()].ty
    }

    pub fn set_value_type(&mut self, value: Value, ty: Type) {
        self.values[value.index()].ty = ty;
    }

    #[inline]
    pub fn value_def(&self, value: Value) -> ValueDef {
        let data = &self.values[value.index()];
        if data.index & BLOCK_ARG != 0 {
            ValueDef::BlockArgument {
                block: BlockId(data.owner),
                index: data.index & !BLOCK_ARG,
            }
        } else {
            ValueDef::OpResult {
                op: OpId(data.owner),
                index: data.index,
            }
        }
    }

    /// The op defining a value, `None` for block arguments.
    pub fn defining_op(&self, value: Value) -> Option<OpId> {
        match self.value_def(value) {
            ValueDef::OpResult { op, .. } => Some(op),
            ValueDef::BlockArgument { .. } => None,
        }
    }

    /// The block a value is defined in.
    pub fn value_parent_block(&self, value: Value) -> Option<BlockId> {
        match self.value_def(value) {
            ValueDef::OpResult { op, .. } => self.op_parent_block(op),
            ValueDef::BlockArgument { block, .. } => Some(block),
        }
    }

    /// A block argument's own location; an op result's is its op's.
    pub fn value_loc(&self, value: Value) -> Location {
        match self.value_def(value) {
            ValueDef::OpResult { op, .. } => self.op_loc(op),
            ValueDef::BlockArgument { block, index } => {
                self.blocks[block.index()].arg_locs[index as usize]
            }
        }
    }

    /// Sets a block argument's location (an op result has its op's).
    pub fn set_value_loc(&mut self, value: Value, loc: Location) {
        if let ValueDef::BlockArgument { block, index } = self.value_def(value) {
            self.blocks[block.index()].arg_locs[index as usize] = loc;
        }
    }

    pub fn has_uses(&self, value: Value) -> bool {
        self.values[value.index()].first_use != NONE
    }

    /// The uses of a value (most recently added first, as in MLIR).
    pub fn uses(&self, value: Value) -> Uses<'_> {
        Uses {
            ir: self,
            next: self.values[value.index()].first_use,
        }
    }

    pub fn has_one_use(&self, value: Value) -> bool {
        let mut uses = self.uses(value);
        uses.next().is_some() && uses.next().is_none()
    }

    /// The pool slot of operand `index` of `op`.
    #[inline]
    fn slot_of(&self, op: OpId, index: usize) -> u32 {
        let data = self.op(op);
        assert!(index < data.count() as usize, "operand index out of range");
        data.operand_start + index as u32
    }

    /// The operand a pool slot holds.
    #[inline]
    fn use_of_slot(&self, slot: u32) -> Use {
        let owner = self.operands[slot as usize].owner;
        Use {
            op: owner,
            index: slot - self.op(owner).operand_start,
        }
    }

    /// Puts `slot` (holding its value) at the head of its value's use-list.
    fn link_use(&mut self, slot: u32) {
        let value = self.operands[slot as usize].value;
        let head = self.values[value.index()].first_use;
        {
            let s = &mut self.operands[slot as usize];
            s.prev_use = NONE;
            s.next_use = head;
        }
        if head != NONE {
            self.operands[head as usize].prev_use = slot;
        }
        self.values[value.index()].first_use = slot;
    }

    /// Takes `slot` out of its value's use-list.
    fn unlink_use(&mut self, slot: u32) {
        let (prev, next) = {
            let s = &self.operands[slot as usize];
            (s.prev_use, s.next_use)
        };
        self.patch_neighbours(slot, next, prev);
    }

    /// Points whatever links to the slot now stored at `to` (moved from elsewhere)
    /// at `to`.
    fn relink_moved_slot(&mut self, to: u32) {
        self.patch_neighbours(to, to, to);
    }

    /// Rewrites the links into `slot` from its use-list neighbours: the link
    /// from before it (the previous use, or the value's first use) becomes
    /// `from_before`, the next use's link back becomes `from_after`.
    fn patch_neighbours(&mut self, slot: u32, from_before: u32, from_after: u32) {
        let (value, prev, next) = {
            let s = &self.operands[slot as usize];
            (s.value, s.prev_use, s.next_use)
        };
        if prev == NONE {
            self.values[value.index()].first_use = from_before;
        } else {
            self.operands[prev as usize].next_use = from_before;
        }
        if next != NONE {
            self.operands[next as usize].prev_use = from_after;
        }
    }

    /// Makes room for one more operand of `op`: in place when the slot after
    /// its operands is reserved for it or ends the pool, else by moving them
    /// to the end of the pool with room to grow. As with a growing `Vec`, that
    /// costs amortized O(1) per appended operand and leaves behind fewer
    /// unused slots than the list's new capacity.
    fn reserve_operand(&mut self, op: OpId) {
        let (start, len) = {
            let d = self.op(op);
            (d.operand_start, d.count())
        };
        let next = (start + len) as usize;
        match self.operands.get(next) {
            Some(slot) if slot.is_vacant_of(op) => return,
            None => {
                self.operands.push(OperandSlot::vacant(op));
                return;
            }
            Some(_) => {}
        }
        let pool_end = self.operands.len() as u32;
        let new_capacity = (len + 1).next_power_of_two().max(4);
        self.operands.reserve(new_capacity as usize);
        for i in 0..len {
            let moved = self.operands[(start + i) as usize];
            self.operands.push(moved);
            self.relink_moved_slot(pool_end + i);
        }
        // The slots left behind, and the room after them, are nobody's.
        let mut slot = start as usize;
        while slot < pool_end as usize
            && (slot < (start + len) as usize || self.operands[slot].is_vacant_of(op))
        {
            self.operands[slot].owner = OpId(NONE);
            slot += 1;
        }
        self.operands
            .resize((pool_end + new_capacity) as usize, OperandSlot::vacant(op));
        self.ops[op.index()].operand_start = pool_end;
    }

    fn push_operand(&mut self, op: OpId, value: Value) {
        self.reserve_operand(op);
        let slot = {
            let d = &mut self.ops[op.index()];
            let slot = d.operand_start + d.count();
            d.num_operands += 1;
            slot
        };
        self.operands[slot as usize] = OperandSlot {
            value,
            owner: op,
            prev_use: NONE,
            next_use: NONE,
        };
        self.link_use(slot);
    }

    /// Replaces operand `index` of `op`.
    pub fn set_operand(&mut self, op: OpId, index: usize, value: Value) {
        let slot = self.slot_of(op, index);
        self.unlink_use(slot);
        self.operands[slot as usize].value = value;
        self.link_use(slot);
    }

    /// Replaces the whole operand list of `op`.
    pub fn set_operands(&mut self, op: OpId, values: &[Value]) {
        self.clear_operands(op);
        for &v in values {
            self.push_operand(op, v);
        }
    }

    /// Drops every operand of `op` (their slots stay reserved for it).
    fn clear_operands(&mut self, op: OpId) {
        let (start, len) = {
            let d = self.op(op);
            (d.operand_start, d.count())
        };
        for slot in (start..start + len).rev() {
            self.unlink_use(slot);
            self.operands[slot as usize] = OperandSlot::vacant(op);
        }
        self.ops[op.index()].num_operands = 0;
    }

    /// Appends an operand.
    pub fn append_operand(&mut self, op: OpId, value: Value) {
        self.push_operand(op, value);
    }

    /// Replaces every use of `from` with `to`. O(uses).
    pub fn replace_all_uses(&mut self, from: Value, to: Value) {
        if from == to {
            return;
        }
        loop {
            let slot = self.values[from.index()].first_use;
            if slot == NONE {
                break;
            }
            self.unlink_use(slot);
            self.operands[slot as usize].value = to;
            self.link_use(slot);
        }
    }

    /// Replaces the uses of `from` for which `pred` holds.
    pub fn replace_uses_where(
        &mut self,
        from: Value,
        to: Value,
        mut pred: impl FnMut(&Ir, Use) -> bool,
    ) {
        let uses: Vec<Use> = self.uses(from).collect();
        for u in uses {
            if pred(self, u) {
                self.set_operand(u.op, u.index as usize, to);
            }
        }
    }

    /// Replaces all uses of `op`'s results with `values`, one for one.
    pub fn replace_op_uses(&mut self, op: OpId, values: &[Value]) {
        let results: SmallVec<[Value; 2]> = self.results(op).into();
        assert_eq!(
            results.len(),
            values.len(),
            "result count mismatch in replace"
        );
        for (from, &to) in results.into_iter().zip(values) {
            self.replace_all_uses(from, to);
        }
    }

    // ===== placement =====

    /// Inserts a detached op at `at`.
    pub fn attach_op(&mut self, at: InsertPoint, op: OpId) {
        debug_assert!(
            self.ops[op.index()].parent == NONE,
            "op is already in a block"
        );
        let block = at.block;
        let (prev, next) = match at.before {
            Some(before) => (self.prev_op(before), Some(before)),
            None => (self.blocks[block.index()].last, None),
        };
        {
            let data = &mut self.ops[op.index()];
            data.parent = block.0;
            data.prev = prev.map_or(NONE, |p| p.0);
            data.next = next.map_or(NONE, |n| n.0);
        }
        match prev {
            Some(p) => self.ops[p.index()].next = op.0,
            None => self.blocks[block.index()].first = Some(op),
        }
        match next {
            Some(n) => self.ops[n.index()].prev = op.0,
            None => self.blocks[block.index()].last = Some(op),
        }
    }

    /// Removes an op from its block without destroying it.
    pub fn detach_op(&mut self, op: OpId) {
        let Some(block) = self.op_parent_block(op) else {
            return;
        };
        let (prev, next) = {
            let d = &mut self.ops[op.index()];
            d.parent = NONE;
            let links = (opt(d.prev).map(OpId), opt(d.next).map(OpId));
            d.prev = NONE;
            d.next = NONE;
            links
        };
        match prev {
            Some(p) => self.ops[p.index()].next = next.map_or(NONE, |n| n.0),
            None => self.blocks[block.index()].first = next,
        }
        match next {
            Some(n) => self.ops[n.index()].prev = prev.map_or(NONE, |p| p.0),
            None => self.blocks[block.index()].last = prev,
        }
    }

    /// Moves an op (attached or not) to `at`.
    pub fn move_op(&mut self, op: OpId, at: InsertPoint) {
        self.detach_op(op);
        self.attach_op(at, op);
    }

    /// Erases an op and everything nested in it. Its results must have no uses
    /// outside of it.
    pub fn erase_op(&mut self, op: OpId) {
        self.detach_op(op);
        // Drop every nested op's operand uses first so nested values may be used
        // across nested regions, then mark everything erased. An op without
        // regions (the common case) needs no walk.
        let walked = if self.regions(op).is_empty() {
            Vec::new()
        } else {
            self.walk_collect(op)
        };
        let nested = if walked.is_empty() {
            &[op][..]
        } else {
            &walked[..]
        };
        for &o in nested {
            self.clear_operands(o);
        }
        for &o in nested {
            debug_assert!(
                self.results(o).iter().all(|&r| !self.has_uses(r)),
                "erasing an op whose results are still used"
            );
            if let Extra::Index(index) = Extra::decode(self.ops[o.index()].extra) {
                let regions = std::mem::take(&mut self.extras[index as usize].regions);
                for r in regions {
                    for b in std::mem::take(&mut self.regions[r.index()].blocks) {
                        let data = &mut self.blocks[b.index()];
                        data.erased = true;
                        data.first = None;
                        data.last = None;
                    }
                }
            }
            self.ops[o.index()].num_operands |= ERASED;
            self.erased_ops.push(o);
        }
    }

    /// Erases a block and its ops (the block must be unreferenced).
    pub fn erase_block(&mut self, block: BlockId) {
        self.detach_block(block);
        while let Some(op) = self.last_op(block) {
            self.erase_op(op);
        }
        self.blocks[block.index()].erased = true;
    }

    // ===== traversal =====

    /// `op` and every op nested in it, in pre-order. Iterative: nesting depth does
    /// not consume stack.
    pub fn walk_collect(&self, op: OpId) -> Vec<OpId> {
        let mut out = Vec::new();
        self.walk(op, |o| out.push(o));
        out
    }

    /// Visits `op` and every nested op in pre-order.
    pub fn walk(&self, op: OpId, mut f: impl FnMut(OpId)) {
        self.walk_pruned(op, |o| {
            f(o);
            true
        });
    }

    /// Visits `op` and nested ops in pre-order, entering the regions of those
    /// for which `f` returns `true` only (MLIR's `WalkResult::skip` for the rest).
    pub fn walk_pruned(&self, op: OpId, mut f: impl FnMut(OpId) -> bool) {
        let mut stack = vec![op];
        while let Some(o) = stack.pop() {
            if !f(o) {
                continue;
            }
            // Push children in reverse so they pop in order.
            for &r in self.regions(o).iter().rev() {
                for &b in self.region_blocks(r).iter().rev() {
                    let mut cur = self.last_op(b);
                    while let Some(c) = cur {
                        stack.push(c);
                        cur = self.prev_op(c);
                    }
                }
            }
        }
    }

    /// Visits every op nested in `op` (not `op` itself) in post-order.
    pub fn walk_post_order(&self, op: OpId, mut f: impl FnMut(OpId)) {
        let mut stack: Vec<(OpId, bool)> = vec![(op, false)];
        while let Some((o, expanded)) = stack.pop() {
            if expanded {
                if o != op {
                    f(o);
                }
                continue;
            }
            stack.push((o, true));
            for &r in self.regions(o).iter().rev() {
                for &b in self.region_blocks(r).iter().rev() {
                    let mut cur = self.last_op(b);
                    while let Some(c) = cur {
                        stack.push((c, false));
                        cur = self.prev_op(c);
                    }
                }
            }
        }
    }

    /// Whether `op` is `ancestor` or nested inside it.
    pub fn is_ancestor(&self, ancestor: OpId, op: OpId) -> bool {
        let mut cur = Some(op);
        while let Some(o) = cur {
            if o == ancestor {
                return true;
            }
            cur = self.parent_op(o);
        }
        false
    }

    /// Number of op slots ever allocated (for statistics and benchmarks).
    pub fn op_capacity(&self) -> usize {
        self.ops.len()
    }

    /// Every op of the arena that is not erased, attached or not, in the
    /// order they were created.
    pub fn live_ops(&self) -> impl Iterator<Item = OpId> + '_ {
        (0..self.ops.len() as u32)
            .map(OpId)
            .filter(|&op| !self.is_erased(op))
    }

    /// The arguments of every block of the arena that is not erased.
    pub fn live_block_args(&self) -> impl Iterator<Item = Value> + '_ {
        self.blocks
            .iter()
            .filter(|b| !b.erased)
            .flat_map(|b| b.args.iter().copied())
    }

    /// Convenience: the integer value of an integer attribute.
    pub fn int_value(&self, attr: Attribute) -> Option<i128> {
        match self.ctx.attr_kind(attr) {
            AttrKind::Integer { value, .. } => Some(*value),
            _ => None,
        }
    }
}

/// Iterator over the ops of a block.
pub struct BlockOps<'a> {
    ir: &'a Ir,
    next: Option<OpId>,
}

impl Iterator for BlockOps<'_> {
    type Item = OpId;
    fn next(&mut self) -> Option<OpId> {
        let cur = self.next?;
        self.next = self.ir.next_op(cur);
        Some(cur)
    }
}

/// Iterator over the uses of a value.
pub struct Uses<'a> {
    ir: &'a Ir,
    /// The operand slot of the next use, or `NONE`.
    next: u32,
}

impl Iterator for Uses<'_> {
    type Item = Use;
    fn next(&mut self) -> Option<Use> {
        let slot = opt(self.next)?;
        self.next = self.ir.operands[slot as usize].next_use;
        Some(self.ir.use_of_slot(slot))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn setup() -> (Ir, BlockId, Type) {
        let mut ctx = Context::new();
        ctx.set_allow_unregistered_dialects(true);
        let ir = Ir::new(Arc::new(ctx));
        let i32 = ir.ctx().common().i32;
        let mut ir = ir;
        let block = ir.create_block(&[]);
        (ir, block, i32)
    }

    fn op(ir: &mut Ir, block: BlockId, operands: &[Value], results: usize, ty: Type) -> OpId {
        let mut state = OperationState::new(ir.ctx().ident("t.op"), ir.ctx().unknown_loc());
        state.operands = operands.to_vec();
        state.result_types = vec![ty; results];
        ir.insert_op(InsertPoint::at_end(block), state)
    }

    /// Every use-list agrees with the operand lists it threads through.
    fn check_uses(ir: &Ir, ops: &[OpId], values: &[Value]) {
        let mut listed = std::collections::HashSet::new();
        for &v in values {
            for u in ir.uses(v) {
                assert_eq!(ir.operand(u.op, u.index as usize), v);
                assert!(listed.insert(u), "{u:?} listed twice");
            }
        }
        let operands: usize = ops.iter().map(|&o| ir.num_operands(o)).sum();
        assert_eq!(
            listed.len(),
            operands,
            "every operand is in exactly one use-list"
        );
    }

    #[test]
    fn growing_operand_lists_keep_use_lists_consistent() {
        let (mut ir, block, ty) = setup();
        let a = op(&mut ir, block, &[], 1, ty);
        let v = ir.result(a, 0);
        let mut growing = vec![
            op(&mut ir, block, &[v], 0, ty),
            op(&mut ir, block, &[v, v], 0, ty),
        ];
        let mut values = vec![v];
        // Interleave appends with new ops so operand lists must move in the pool.
        for round in 0..6000 {
            let o = op(&mut ir, block, &[v], 1, ty);
            values.push(ir.result(o, 0));
            let target = growing[round % 2];
            ir.append_operand(target, *values.last().unwrap());
            ir.append_operand(target, v);
            if round % 1000 == 0 {
                growing.push(o);
            }
        }
        assert_eq!(ir.num_operands(growing[0]), 1 + 6000);
        assert_eq!(ir.num_operands(growing[1]), 2 + 6000);
        assert!(
            ir.operands.len() < 3 * (3 + 6000 * 3),
            "growing lists left too many unused slots"
        );
        let ops: Vec<OpId> = ir.block_ops(block).collect();
        check_uses(&ir, &ops, &values);
        assert_eq!(ir.uses(v).count(), 3 + 6000 + 6000);

        ir.set_operands(growing[0], &[v]);
        ir.set_operand(growing[1], 0, values[1]);
        check_uses(&ir, &ops, &values);
        assert_eq!(ir.uses(v).count(), 1 + 1 + 6000 + 3000);
    }

    #[test]
    fn erase_and_replace_update_uses() {
        let (mut ir, block, ty) = setup();
        let a = op(&mut ir, block, &[], 2, ty);
        let (x, y) = (ir.result(a, 0), ir.result(a, 1));
        let b = op(&mut ir, block, &[x, y, x], 1, ty);
        let c = op(&mut ir, block, &[x], 0, ty);
        // Most recent use first, as in MLIR.
        let uses: Vec<Use> = ir.uses(x).collect();
        assert_eq!(
            uses,
            [
                Use { op: c, index: 0 },
                Use { op: b, index: 2 },
                Use { op: b, index: 0 }
            ]
        );
        ir.replace_all_uses(x, y);
        assert!(!ir.has_uses(x));
        assert_eq!(ir.uses(y).count(), 4);
        ir.erase_op(c);
        ir.erase_op(b);
        assert!(!ir.has_uses(y));
        assert!(ir.is_erased(b));
        assert_eq!(ir.block_ops(block).collect::<Vec<_>>(), [a]);
        assert_eq!(ir.value_def(y), ValueDef::OpResult { op: a, index: 1 });
    }

    #[test]
    fn attributes_are_one_sorted_dictionary() {
        let (mut ir, block, ty) = setup();
        let ctx = ir.ctx_arc().clone();
        let mut state = OperationState::new(ctx.ident("t.op"), ctx.unknown_loc());
        state.attributes = vec![
            NamedAttribute {
                name: ctx.ident("b"),
                value: ctx.i32_attr(1),
            },
            NamedAttribute {
                name: ctx.ident("a"),
                value: ctx.i32_attr(2),
            },
            NamedAttribute {
                name: ctx.ident("b"),
                value: ctx.i32_attr(3),
            },
        ];
        let o = ir.insert_op(InsertPoint::at_end(block), state);
        let names: Vec<&str> = ir.attrs(o).iter().map(|a| ctx.str(a.name)).collect();
        assert_eq!(names, ["a", "b"]);
        assert_eq!(ir.attr(o, "b"), Some(ctx.i32_attr(3)));
        ir.set_attr(o, "ab", ctx.unit_attr());
        let names: Vec<&str> = ir.attrs(o).iter().map(|a| ctx.str(a.name)).collect();
        assert_eq!(names, ["a", "ab", "b"]);
        assert_eq!(ir.remove_attr(o, "a"), Some(ctx.i32_attr(2)));
        assert_eq!(ir.remove_attr(o, "a"), None);
        ir.remove_attr(o, "ab");
        ir.remove_attr(o, "b");
        assert!(ir.attrs(o).is_empty());
        let _ = ty;
    }

    #[test]
    fn block_arguments_keep_their_locations() {
        let (mut ir, _, ty) = setup();
        let loc = ir.ctx().file_line_col("f", 1, 2);
        let block = ir.create_block(&[(ty, loc), (ty, loc)]);
        let b0 = ir.block_arg(block, 0);
        let b1 = ir.block_arg(block, 1);
        assert_eq!(ir.value_loc(b0), loc);
        ir.erase_block_argument(block, 0);
        assert_eq!(
            ir.value_def(b1),
            ValueDef::BlockArgument { block, index: 0 }
        );
    }

    /// Erasing and re-creating ops in rounds, recycling in between, keeps the
    /// arena at the size of one round; the reused ops are whole again.
    #[test]
    fn erased_slots_are_reused() {
        let (mut ir, block, ty) = setup();
        let base = op(&mut ir, block, &[], 1, ty);
        let x = ir.result(base, 0);
        let round = |ir: &mut Ir| {
            let a = op(ir, block, &[x, x], 1, ty);
            let b = op(ir, block, &[ir.result(a, 0)], 2, ty);
            let c = op(ir, block, &[ir.result(b, 0), ir.result(b, 1), x], 0, ty);
            (a, b, c)
        };
        let (mut a, mut b, mut c) = round(&mut ir);
        let ops = ir.op_capacity();
        let pool = (ir.operands.len(), ir.values.len());
        for _ in 0..100 {
            ir.erase_op(c);
            ir.erase_op(b);
            ir.erase_op(a);
            assert!(ir.is_erased(a), "erased ops stay erased until recycled");
            ir.recycle_erased();
            let (a2, b2, c2) = round(&mut ir);
            assert_eq!(ir.op_capacity(), ops);
            assert_eq!((ir.operands.len(), ir.values.len()), pool);
            assert!(!ir.is_erased(a2) && !ir.is_erased(b2) && !ir.is_erased(c2));
            assert_eq!(ir.num_results(b2), 2);
            assert_eq!(ir.num_operands(c2), 3);
            assert_eq!(ir.operand(c2, 1), ir.result(b2, 1));
            assert_eq!(
                ir.value_def(ir.result(b2, 1)),
                ValueDef::OpResult { op: b2, index: 1 }
            );
            assert_eq!(ir.uses(ir.result(a2, 0)).count(), 1);
            assert_eq!(ir.block_ops(block).collect::<Vec<_>>(), [base, a2, b2, c2]);
            check_uses(
                &ir,
                &[base, a2, b2, c2],
                &[x, ir.result(a2, 0), ir.result(b2, 0), ir.result(b2, 1)],
            );
            (a, b, c) = (a2, b2, c2);
        }
        // Without recycling, erased slots are not reused.
        ir.erase_op(c);
        let fresh = op(&mut ir, block, &[], 0, ty);
        assert_eq!(fresh.index(), ops);
    }
}
