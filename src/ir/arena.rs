//! The IR arena: operations, blocks, regions and values addressed by typed indices.
//!
//! Mirrors MLIR's structure (<https://mlir.llvm.org/docs/LangRef/#high-level-structure>):
//! an operation has operands, results, properties, discardable attributes, regions,
//! successors and a location; a region holds a list of blocks; a block holds
//! arguments and a list of operations. Storage follows pliron's arena model: all
//! nodes live in flat vectors of one [`Ir`], handles are `u32` indices, ops within a
//! block form a doubly linked list, and every value keeps an intrusive list of its
//! uses so replace-all-uses and erase cost O(uses).

use std::fmt;
use std::sync::Arc;

use smallvec::SmallVec;

use crate::dialect::OpDef;
use crate::ir::{AttrKind, Attribute, Location, NamedAttribute, Type};
use crate::{Context, Ident};

macro_rules! handle {
    ($(#[$doc:meta])* $name:ident, $prefix:literal) => {
        $(#[$doc])*
        #[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(pub(crate) u32);

        impl $name {
            /// The raw arena index.
            pub fn index(self) -> usize {
                self.0 as usize
            }
        }

        impl fmt::Debug for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, concat!($prefix, "{}"), self.0)
            }
        }
    };
}

handle!(
    /// An operation.
    OpId, "op"
);
handle!(
    /// A basic block.
    BlockId, "block"
);
handle!(
    /// A region.
    RegionId, "region"
);
handle!(
    /// An SSA value: an op result or a block argument.
    Value, "value"
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

#[derive(Clone, Debug)]
struct Operand {
    value: Value,
    prev_use: Option<Use>,
    next_use: Option<Use>,
}

#[derive(Clone, Debug)]
struct ValueData {
    ty: Type,
    def: ValueDef,
    first_use: Option<Use>,
    /// Block arguments carry their own location.
    loc: Option<Location>,
}

#[derive(Debug)]
struct OpData {
    name: Ident,
    def: Option<&'static OpDef>,
    loc: Location,
    operands: SmallVec<[Operand; 2]>,
    results: SmallVec<[Value; 1]>,
    properties: Option<Attribute>,
    attrs: SmallVec<[NamedAttribute; 1]>,
    regions: SmallVec<[RegionId; 1]>,
    successors: SmallVec<[BlockId; 1]>,
    parent: Option<BlockId>,
    prev: Option<OpId>,
    next: Option<OpId>,
    erased: bool,
}

#[derive(Debug, Default)]
struct BlockData {
    args: SmallVec<[Value; 2]>,
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
        InsertPoint { block, before: None }
    }
    pub fn before(ir: &Ir, op: OpId) -> Self {
        InsertPoint { block: ir.op_parent_block(op).expect("op is not in a block"), before: Some(op) }
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
}

impl fmt::Debug for Ir {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Ir").field("ops", &self.ops.len()).field("blocks", &self.blocks.len()).finish()
    }
}

impl Ir {
    pub fn new(ctx: Arc<Context>) -> Self {
        Ir { ctx, ops: Vec::new(), blocks: Vec::new(), regions: Vec::new(), values: Vec::new() }
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
    pub fn create_op(&mut self, state: OperationState) -> OpId {
        let id = OpId(self.ops.len() as u32);
        let mut attrs = state.attributes;
        self.ctx.sort_named(&mut attrs);
        let results = state
            .result_types
            .iter()
            .enumerate()
            .map(|(i, &ty)| self.new_value(ty, ValueDef::OpResult { op: id, index: i as u32 }, None))
            .collect();
        self.ops.push(OpData {
            name: state.name,
            def: self.ctx.op_def(state.name),
            loc: state.loc,
            operands: SmallVec::new(),
            results,
            properties: state.properties,
            attrs: attrs.into_iter().collect(),
            regions: SmallVec::new(),
            successors: state.successors.into_iter().collect(),
            parent: None,
            prev: None,
            next: None,
            erased: false,
        });
        for value in state.operands {
            self.push_operand(id, value);
        }
        for region in state.regions {
            debug_assert!(self.regions[region.index()].parent.is_none(), "region already owned");
            self.regions[region.index()].parent = Some(id);
            self.ops[id.index()].regions.push(region);
        }
        id
    }

    /// Creates an operation and inserts it at `at`.
    pub fn insert_op(&mut self, at: InsertPoint, state: OperationState) -> OpId {
        let op = self.create_op(state);
        self.attach_op(at, op);
        op
    }

    fn new_value(&mut self, ty: Type, def: ValueDef, loc: Option<Location>) -> Value {
        let id = Value(self.values.len() as u32);
        self.values.push(ValueData { ty, def, first_use: None, loc });
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
        let value = self.new_value(ty, ValueDef::BlockArgument { block, index }, Some(loc));
        self.blocks[block.index()].args.push(value);
        value
    }

    /// Removes the last-added or any unused block argument, renumbering the rest.
    pub fn erase_block_argument(&mut self, block: BlockId, index: usize) {
        let value = self.blocks[block.index()].args.remove(index);
        assert!(!self.has_uses(value), "erasing a block argument that still has uses");
        for (i, &arg) in self.blocks[block.index()].args.iter().enumerate().skip(index) {
            self.values[arg.index()].def = ValueDef::BlockArgument { block, index: i as u32 };
        }
    }

    /// Appends a detached block to a region.
    pub fn push_block(&mut self, region: RegionId, block: BlockId) {
        debug_assert!(self.blocks[block.index()].parent.is_none(), "block already in a region");
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
        self.ops[op.index()].regions.push(region);
        region
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
    pub fn op_def(&self, op: OpId) -> Option<&'static OpDef> {
        self.op(op).def
    }

    pub fn op_loc(&self, op: OpId) -> Location {
        self.op(op).loc
    }

    pub fn set_op_loc(&mut self, op: OpId, loc: Location) {
        self.ops[op.index()].loc = loc;
    }

    pub fn is_erased(&self, op: OpId) -> bool {
        self.op(op).erased
    }

    pub fn num_operands(&self, op: OpId) -> usize {
        self.op(op).operands.len()
    }

    pub fn operand(&self, op: OpId, index: usize) -> Value {
        self.op(op).operands[index].value
    }

    pub fn operands(&self, op: OpId) -> impl ExactSizeIterator<Item = Value> + '_ {
        self.op(op).operands.iter().map(|o| o.value)
    }

    pub fn operand_types(&self, op: OpId) -> impl ExactSizeIterator<Item = Type> + '_ {
        self.operands(op).map(|v| self.value_type(v))
    }

    pub fn num_results(&self, op: OpId) -> usize {
        self.op(op).results.len()
    }

    pub fn result(&self, op: OpId, index: usize) -> Value {
        self.op(op).results[index]
    }

    pub fn results(&self, op: OpId) -> &[Value] {
        &self.op(op).results
    }

    pub fn result_types(&self, op: OpId) -> impl ExactSizeIterator<Item = Type> + '_ {
        self.results(op).iter().map(|&v| self.value_type(v))
    }

    pub fn regions(&self, op: OpId) -> &[RegionId] {
        &self.op(op).regions
    }

    pub fn region(&self, op: OpId, index: usize) -> RegionId {
        self.op(op).regions[index]
    }

    pub fn successors(&self, op: OpId) -> &[BlockId] {
        &self.op(op).successors
    }

    pub fn set_successor(&mut self, op: OpId, index: usize, block: BlockId) {
        self.ops[op.index()].successors[index] = block;
    }

    /// Discardable attributes, sorted by name.
    pub fn attrs(&self, op: OpId) -> &[NamedAttribute] {
        &self.op(op).attrs
    }

    /// A discardable attribute by name.
    pub fn attr(&self, op: OpId, name: &str) -> Option<Attribute> {
        let ctx = &self.ctx;
        self.op(op).attrs.iter().find(|a| ctx.str(a.name) == name).map(|a| a.value)
    }

    /// Sets (or replaces) a discardable attribute.
    pub fn set_attr(&mut self, op: OpId, name: &str, value: Attribute) {
        let name = self.ctx.ident(name);
        let ctx = self.ctx.clone();
        let attrs = &mut self.ops[op.index()].attrs;
        match attrs.binary_search_by(|a| ctx.str(a.name).cmp(ctx.str(name))) {
            Ok(i) => attrs[i].value = value,
            Err(i) => attrs.insert(i, NamedAttribute { name, value }),
        }
    }

    pub fn remove_attr(&mut self, op: OpId, name: &str) -> Option<Attribute> {
        let ctx = self.ctx.clone();
        let attrs = &mut self.ops[op.index()].attrs;
        let i = attrs.iter().position(|a| ctx.str(a.name) == name)?;
        Some(attrs.remove(i).value)
    }

    /// The op's properties attribute (inherent attributes), if any.
    pub fn properties(&self, op: OpId) -> Option<Attribute> {
        self.op(op).properties
    }

    pub fn set_properties(&mut self, op: OpId, properties: Option<Attribute>) {
        self.ops[op.index()].properties = properties;
    }

    /// An inherent attribute (an entry of the properties dictionary).
    pub fn prop(&self, op: OpId, name: &str) -> Option<Attribute> {
        let props = self.op(op).properties?;
        let ctx = &self.ctx;
        ctx.dictionary_entries(props).iter().find(|a| ctx.str(a.name) == name).map(|a| a.value)
    }

    /// Sets an inherent attribute, creating the properties dictionary if needed.
    pub fn set_prop(&mut self, op: OpId, name: &str, value: Attribute) {
        let mut entries: Vec<NamedAttribute> =
            self.op(op).properties.map(|p| self.ctx.dictionary_entries(p).to_vec()).unwrap_or_default();
        entries.push(NamedAttribute { name: self.ctx.ident(name), value });
        let dict = self.ctx.dictionary_attr(entries);
        self.ops[op.index()].properties = Some(dict);
    }

    pub fn remove_prop(&mut self, op: OpId, name: &str) -> Option<Attribute> {
        let props = self.op(op).properties?;
        let ctx = self.ctx.clone();
        let entries = ctx.dictionary_entries(props);
        let removed = entries.iter().find(|a| ctx.str(a.name) == name)?.value;
        let dict = ctx.dictionary_attr(entries.iter().copied().filter(|a| ctx.str(a.name) != name));
        self.ops[op.index()].properties = if ctx.dictionary_entries(dict).is_empty() { None } else { Some(dict) };
        Some(removed)
    }

    /// An inherent attribute, or failing that a discardable one of the same name.
    pub fn attr_or_prop(&self, op: OpId, name: &str) -> Option<Attribute> {
        self.prop(op, name).or_else(|| self.attr(op, name))
    }

    pub fn op_parent_block(&self, op: OpId) -> Option<BlockId> {
        self.op(op).parent
    }

    /// The op that (transitively) holds `op` one level up.
    pub fn parent_op(&self, op: OpId) -> Option<OpId> {
        let block = self.op(op).parent?;
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

    pub fn next_op(&self, op: OpId) -> Option<OpId> {
        self.op(op).next
    }

    pub fn prev_op(&self, op: OpId) -> Option<OpId> {
        self.op(op).prev
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
        BlockOps { ir: self, next: self.blocks[block.index()].first }
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

    pub fn value_def(&self, value: Value) -> ValueDef {
        self.values[value.index()].def
    }

    /// The op defining a value, `None` for block arguments.
    pub fn defining_op(&self, value: Value) -> Option<OpId> {
        match self.values[value.index()].def {
            ValueDef::OpResult { op, .. } => Some(op),
            ValueDef::BlockArgument { .. } => None,
        }
    }

    /// The block a value is defined in.
    pub fn value_parent_block(&self, value: Value) -> Option<BlockId> {
        match self.values[value.index()].def {
            ValueDef::OpResult { op, .. } => self.op_parent_block(op),
            ValueDef::BlockArgument { block, .. } => Some(block),
        }
    }

    /// A block argument's own location; an op result's is its op's.
    pub fn value_loc(&self, value: Value) -> Location {
        match self.values[value.index()].def {
            ValueDef::OpResult { op, .. } => self.op_loc(op),
            ValueDef::BlockArgument { .. } => self.values[value.index()].loc.unwrap_or(self.ctx.unknown_loc()),
        }
    }

    pub fn set_value_loc(&mut self, value: Value, loc: Location) {
        self.values[value.index()].loc = Some(loc);
    }

    pub fn has_uses(&self, value: Value) -> bool {
        self.values[value.index()].first_use.is_some()
    }

    /// The uses of a value (most recently added first, as in MLIR).
    pub fn uses(&self, value: Value) -> Uses<'_> {
        Uses { ir: self, next: self.values[value.index()].first_use }
    }

    pub fn has_one_use(&self, value: Value) -> bool {
        let mut uses = self.uses(value);
        uses.next().is_some() && uses.next().is_none()
    }

    fn operand_slot(&self, u: Use) -> &Operand {
        &self.ops[u.op.index()].operands[u.index as usize]
    }

    fn operand_slot_mut(&mut self, u: Use) -> &mut Operand {
        &mut self.ops[u.op.index()].operands[u.index as usize]
    }

    fn link_use(&mut self, u: Use, value: Value) {
        let head = self.values[value.index()].first_use;
        {
            let slot = self.operand_slot_mut(u);
            slot.value = value;
            slot.prev_use = None;
            slot.next_use = head;
        }
        if let Some(h) = head {
            self.operand_slot_mut(h).prev_use = Some(u);
        }
        self.values[value.index()].first_use = Some(u);
    }

    fn unlink_use(&mut self, u: Use) {
        let (value, prev, next) = {
            let s = self.operand_slot(u);
            (s.value, s.prev_use, s.next_use)
        };
        match prev {
            Some(p) => self.operand_slot_mut(p).next_use = next,
            None => self.values[value.index()].first_use = next,
        }
        if let Some(n) = next {
            self.operand_slot_mut(n).prev_use = prev;
        }
    }

    fn push_operand(&mut self, op: OpId, value: Value) {
        let index = self.ops[op.index()].operands.len() as u32;
        self.ops[op.index()].operands.push(Operand { value, prev_use: None, next_use: None });
        self.link_use(Use { op, index }, value);
    }

    /// Replaces operand `index` of `op`.
    pub fn set_operand(&mut self, op: OpId, index: usize, value: Value) {
        let u = Use { op, index: index as u32 };
        self.unlink_use(u);
        self.link_use(u, value);
    }

    /// Replaces the whole operand list of `op`.
    pub fn set_operands(&mut self, op: OpId, values: &[Value]) {
        for index in (0..self.num_operands(op)).rev() {
            self.unlink_use(Use { op, index: index as u32 });
        }
        self.ops[op.index()].operands.clear();
        for &v in values {
            self.push_operand(op, v);
        }
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
        while let Some(u) = self.values[from.index()].first_use {
            self.unlink_use(u);
            self.link_use(u, to);
        }
    }

    /// Replaces the uses of `from` for which `pred` holds.
    pub fn replace_uses_where(&mut self, from: Value, to: Value, mut pred: impl FnMut(&Ir, Use) -> bool) {
        let uses: Vec<Use> = self.uses(from).collect();
        for u in uses {
            if pred(self, u) {
                self.unlink_use(u);
                self.link_use(u, to);
            }
        }
    }

    /// Replaces all uses of `op`'s results with `values`, one for one.
    pub fn replace_op_uses(&mut self, op: OpId, values: &[Value]) {
        let results: SmallVec<[Value; 2]> = self.results(op).into();
        assert_eq!(results.len(), values.len(), "result count mismatch in replace");
        for (from, &to) in results.into_iter().zip(values) {
            self.replace_all_uses(from, to);
        }
    }

    // ===== placement =====

    /// Inserts a detached op at `at`.
    pub fn attach_op(&mut self, at: InsertPoint, op: OpId) {
        debug_assert!(self.ops[op.index()].parent.is_none(), "op is already in a block");
        let block = at.block;
        let (prev, next) = match at.before {
            Some(before) => (self.ops[before.index()].prev, Some(before)),
            None => (self.blocks[block.index()].last, None),
        };
        {
            let data = &mut self.ops[op.index()];
            data.parent = Some(block);
            data.prev = prev;
            data.next = next;
        }
        match prev {
            Some(p) => self.ops[p.index()].next = Some(op),
            None => self.blocks[block.index()].first = Some(op),
        }
        match next {
            Some(n) => self.ops[n.index()].prev = Some(op),
            None => self.blocks[block.index()].last = Some(op),
        }
    }

    /// Removes an op from its block without destroying it.
    pub fn detach_op(&mut self, op: OpId) {
        let Some(block) = self.ops[op.index()].parent.take() else { return };
        let (prev, next) = {
            let d = &mut self.ops[op.index()];
            (d.prev.take(), d.next.take())
        };
        match prev {
            Some(p) => self.ops[p.index()].next = next,
            None => self.blocks[block.index()].first = next,
        }
        match next {
            Some(n) => self.ops[n.index()].prev = prev,
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
        // across nested regions, then mark everything erased.
        let nested = self.walk_collect(op);
        for &o in &nested {
            for index in (0..self.ops[o.index()].operands.len()).rev() {
                self.unlink_use(Use { op: o, index: index as u32 });
            }
            self.ops[o.index()].operands.clear();
        }
        for &o in &nested {
            debug_assert!(
                self.ops[o.index()].results.iter().all(|&r| !self.has_uses(r)),
                "erasing an op whose results are still used"
            );
            let regions = std::mem::take(&mut self.ops[o.index()].regions);
            for r in regions {
                for b in std::mem::take(&mut self.regions[r.index()].blocks) {
                    let data = &mut self.blocks[b.index()];
                    data.erased = true;
                    data.first = None;
                    data.last = None;
                }
            }
            self.ops[o.index()].erased = true;
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
        let mut stack = vec![op];
        while let Some(o) = stack.pop() {
            f(o);
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
    next: Option<Use>,
}

impl Iterator for Uses<'_> {
    type Item = Use;
    fn next(&mut self) -> Option<Use> {
        let cur = self.next?;
        self.next = self.ir.operand_slot(cur).next_use;
        Some(cur)
    }
}
