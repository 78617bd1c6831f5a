//! SPIR-V binary to `spirv.module`: MLIR's `mlir::spirv::deserialize`
//! (`mlir/lib/Target/SPIRV/Deserialization`).
//!
//! One pass over the module-level instructions (checking the logical layout
//! order) records names and decorations, builds types and constants, and
//! creates `spirv.GlobalVariable` and `spirv.SpecConstant` ops; then each
//! function (`blocks`, `functions`) becomes a `spirv.func`, its structured
//! control flow regions (`cfg`, `structurize`); entry points
//! and execution modes come last. As upstream: `OpPhi` becomes block
//! arguments, decorations become attributes, constants, `OpUndef` and
//! module-level variables are materialized where they are used
//! (`spirv.Constant`, `spirv.Undef`, `spirv.mlir.addressof`,
//! `spirv.mlir.referenceof`, `spirv.SpecConstantOperation`), a fresh op at
//! every use.
//!
//! Integer types are signless (`iN`) whatever their signedness, except as
//! an image's sampled type (`siN` for signedness 1), in step with the
//! serializer: SPIR-V opcodes carry signedness, and binaries of other
//! producers mix `int` and `uint` operands that the dialect's ops want equal.
//!
//! Malformed binaries are reported with a diagnostic naming the instruction
//! and its word offset, never a panic.

mod block_order;
mod blocks;
mod cfg;
mod constants;
mod exits;
mod functions;
mod globals;
mod graphs;
mod module;
mod ops;
mod parallel;
mod reader;
mod structurize;
#[cfg(test)]
mod tests;
mod types;

pub use cfg::MAX_CONSTRUCT_DEPTH;
pub use globals::INITIAL_VALUE;
pub use types::MAX_TYPE_DEPTH;

use std::sync::Arc;

use rustc_hash::{FxHashMap, FxHashSet};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{
    Attribute, BlockId, InsertPoint, Ir, NamedAttribute, OpId, OperationState, RegionId, Type,
    Value,
};
use shader_mlir::{Context, Ident};
use smallvec::SmallVec;
use spirv::Decoration;

use reader::{DResult, Header, error};

use shader_mlir::dialect::OpDef;

use crate::ops::encoding::ExtSet;
use crate::ops::graph::GraphConstantARMOp;
use crate::ops::misc::UndefOp;
use crate::ops::replicated_constant::EXTConstantCompositeReplicateOp;
use crate::ops::structure::{AddressOfOp, ConstantOp, ReferenceOfOp};

/// Deserializes a SPIR-V binary (words in either byte order) into a new
/// [`Ir`] holding one `spirv.module` op, which is returned.
pub fn deserialize(ctx: &Arc<Context>, words: &[u32]) -> Result<(Ir, OpId), Diagnostic> {
    deserialize_releasing(ctx, words, &|from, _| from)
}

/// Lets the words of the binary from one word offset to another go from
/// memory (they are no longer needed, though reading them again must still
/// work: a mapped file reads them back); returns where the next call for the
/// same reader starts (the first word not let go, or `from` when none was).
/// Called from the threads the deserializer runs on as they translate
/// function bodies, and once with the whole binary when they are done (what
/// follows reads little of it).
pub type Release<'r> = dyn Fn(usize, usize) -> usize + Sync + 'r;

/// [`deserialize`], calling `release` with the word ranges it is done with as
/// it translates the function bodies, so that a caller reading the binary
/// from a mapped file (`shader_mlir::mapped_input::SourceText`) can let the
/// pages behind them go before the whole module is built.
pub fn deserialize_releasing(
    ctx: &Arc<Context>,
    words: &[u32],
    release: &Release<'_>,
) -> Result<(Ir, OpId), Diagnostic> {
    let (words, header) = reader::read_header(words)?;
    let mut d = Deserializer::new(ctx, header, words.len());
    let (functions, graphs) = d.module_instructions(&words)?;
    // One function's instructions and blocks are held at a time (per
    // thread), not the whole module's: every function is cut into blocks
    // first, so that the first malformed one is reported before anything is
    // translated, keeping only what declaring it takes; then each is read
    // and cut again and translated.
    let (declared, local_ids) = d.parse_functions(&words, &functions)?;
    for (id, function_type) in declared {
        d.declare_function(id, function_type)?;
    }
    // After the module-level pass, a function-local `<id>` marked
    // `Def::Local` and one left `Def::None` are told apart only by
    // `define`, which graphs call for their symbols after the function
    // bodies: without graphs, the bodies need not mark their `<id>`s (and
    // the threads translating them share `defs` without writing it).
    d.local_defs = !graphs.is_empty();
    d.function_bodies(&words, &functions, local_ids, graphs.is_empty(), release)?;
    d.graphs(&graphs)?;
    let module = d.finish()?;
    Ok((d.ir, module))
}

/// What an `<id>` of the module stands for.
#[derive(Clone, Copy, Debug, Default)]
enum Def {
    #[default]
    None,
    /// A type; `OpTypeVoid` is `none`.
    Type(Type),
    /// A constant, materialized at its uses.
    Constant(Type, Attribute),
    /// A replicated composite constant (`OpConstantCompositeReplicateEXT`)
    /// and the value it replicates, materialized at its uses.
    ReplicatedConstant(Type, Attribute),
    SpecConstant(Ident, Type),
    /// An `OpSpecConstantOp`, materialized as `spirv.SpecConstantOperation`
    /// at its uses ([`Deserializer::spec_ops`]).
    SpecOp(Type),
    /// A module-level variable: its symbol and pointer type.
    Global(Ident, Type),
    /// A function or graph: its symbol and function type.
    Function(Ident, Type),
    /// A graph constant (`OpGraphConstantARM`) and its identifier,
    /// materialized at its uses.
    GraphConstant(Type, u32),
    /// `OpUndef`: materialized as `spirv.Undef` at its uses.
    Undef(Type),
    /// An `OpExtInstImport`: a set the dialect has ops for, or another one.
    ExtSet(Option<ExtSet>),
    /// A label or a value local to a function.
    Local,
}

/// One `OpDecorate*` (or `OpMemberDecorate*`) of an `<id>`.
#[derive(Clone, Debug)]
struct DecorationInfo {
    decoration: Decoration,
    /// For member decorations, the member.
    member: Option<u32>,
    value: DecorationValue,
}

#[derive(Clone, Debug)]
enum DecorationValue {
    /// Literal words (none for unit decorations).
    Words(SmallVec<[u32; 2]>),
    /// An `<id>` (`OpDecorateId`).
    Id(u32),
    /// A string (`OpDecorateString`).
    String(String),
}

/// Identifiers and properties creating ops needs, each made once.
struct OpCache {
    /// The identifier of each op name, by its definition's address.
    op_idents: FxHashMap<usize, Ident>,
    /// Whether an attribute name is inherent to an op (by the definition's
    /// address).
    inherent: FxHashMap<(usize, Ident), bool>,
    /// The properties dictionary of a single inherent attribute.
    single_props: FxHashMap<(Ident, Attribute), Attribute>,
    /// The properties `{name = @symbol}` of the ops referring to a symbol
    /// at each use, by property name and symbol.
    symbol_refs: FxHashMap<(Ident, Ident), Attribute>,
    /// `value`, `variable` and `spec_const`: the attributes of the ops
    /// materialized at each use.
    value: Ident,
    variable: Ident,
    spec_const: Ident,
    /// The names of the ops materialized at each use.
    constant_op: Ident,
    address_of_op: Ident,
    reference_of_op: Ident,
    undef_op: Ident,
    /// The properties of a `spirv.Constant`, by its value.
    constant_props: FxHashMap<Attribute, Attribute>,
}

impl OpCache {
    fn new(ctx: &Context) -> Self {
        OpCache {
            op_idents: FxHashMap::default(),
            inherent: FxHashMap::default(),
            single_props: FxHashMap::default(),
            symbol_refs: FxHashMap::default(),
            value: ctx.ident("value"),
            variable: ctx.ident("variable"),
            spec_const: ctx.ident("spec_const"),
            constant_op: ctx.ident(ConstantOp::DEF.name),
            address_of_op: ctx.ident(AddressOfOp::DEF.name),
            reference_of_op: ctx.ident(ReferenceOfOp::DEF.name),
            undef_op: ctx.ident(UndefOp::DEF.name),
            constant_props: FxHashMap::default(),
        }
    }
}

/// The state of one deserialization.
struct Deserializer<'a> {
    ctx: &'a Context,
    ir: Ir,
    /// What creating ops needs again and again, looked up once.
    cache: OpCache,
    /// The state every op is built in, its lists reused from op to op.
    state: OperationState,
    header: Header,
    /// The module body, filled in binary order.
    region: RegionId,
    body: BlockId,
    /// What each `<id>` below a dense limit stands for (a module's ids are
    /// mostly dense: a valid one defines at most one per word)... Shared
    /// with the threads translating function bodies, which only read it
    /// ([`Self::local_defs`]).
    defs: Arc<Vec<Def>>,
    /// ...and the others, however large the header's bound claims to be.
    sparse_defs: FxHashMap<u32, Def>,
    names: FxHashMap<u32, String>,
    decorations: FxHashMap<u32, Vec<DecorationInfo>>,
    /// How deep each type nests.
    type_depth: FxHashMap<u32, u32>,
    capabilities: Vec<spirv::Capability>,
    extensions: Vec<crate::availability::Extension>,
    memory_model: Option<(u32, u32)>,
    entry_points: Vec<module::EntryPointInfo>,
    execution_modes: Vec<module::ExecutionModeInfo>,
    /// Symbol names in use.
    symbols: FxHashSet<Ident>,
    /// The next numeric suffix to try for a name in use.
    suffixes: FxHashMap<Ident, u32>,
    /// Function-local values by `<id>` (overwritten where a structured
    /// construct yields a value out of its region).
    values: LocalValues,
    /// Whether a function-local `<id>` is recorded as `Def::Local` in
    /// [`Self::defs`] when bound: needed only where graphs follow the
    /// functions (see [`deserialize_releasing`]).
    local_defs: bool,
    /// Symbol references of `OpDecorateId`s, resolved at the end.
    pending_refs: Vec<globals::PendingSymbolRef>,
    /// Forward pointers and the structs they point to ([`types`]).
    forward: types::ForwardPointers,
    /// The `OpSpecConstantOp`s: their word offset, the words after their
    /// result `<id>` (the opcode, then its operands), and the last op of the
    /// module body when they were read (where their expression goes).
    spec_ops: FxHashMap<u32, (usize, Vec<u32>, Option<OpId>)>,
    /// The word offset of the `OpSpecConstantOp` of each expression op.
    expression_offsets: FxHashMap<OpId, usize>,
    /// Constants given a `spirv.SpecConstant` of their own (constituents of
    /// `OpSpecConstantComposite`).
    constants_as_spec: FxHashMap<u32, Ident>,
    /// The `<id>`s of imported non-semantic instruction sets, whose
    /// instructions (debug information, `debugPrintfEXT`) are dropped.
    non_semantic_sets: FxHashSet<u32>,
    /// The `spirv.SpecConstantExpression` of each `OpSpecConstantOp` needed
    /// at module level.
    spec_expressions: FxHashMap<u32, Ident>,
    /// Set while one is built: its operations' operands that are
    /// `OpSpecConstantOp`s are references to their own expressions.
    in_spec_expression: bool,
    /// `OpString` texts by `<id>` (the file names of `OpLine`s).
    debug_strings: FxHashMap<u32, String>,
    /// The location of the ops created now: the `OpLine` in effect at the
    /// instruction being translated (unknown without one, and for constants,
    /// undefs and addresses materialized at their uses, as upstream).
    loc: shader_mlir::ir::Location,
}

impl<'a> Deserializer<'a> {
    fn new(ctx: &'a Arc<Context>, header: Header, words: usize) -> Self {
        let mut ir = Ir::new(ctx.clone());
        let region = ir.create_region();
        let body = ir.create_block(&[]);
        ir.push_block(region, body);
        let defs_len = (header.bound as usize).min(words + 1);
        Deserializer {
            ctx,
            ir,
            cache: OpCache::new(ctx),
            state: OperationState::new(ctx.ident(""), ctx.unknown_loc()),
            header,
            region,
            body,
            defs: Arc::new(vec![Def::None; defs_len]),
            sparse_defs: FxHashMap::default(),
            names: FxHashMap::default(),
            decorations: FxHashMap::default(),
            type_depth: FxHashMap::default(),
            capabilities: Vec::new(),
            extensions: Vec::new(),
            memory_model: None,
            entry_points: Vec::new(),
            execution_modes: Vec::new(),
            symbols: FxHashSet::default(),
            suffixes: FxHashMap::default(),
            // Sized for the `<id>`s functions define once they are known.
            values: LocalValues::default(),
            local_defs: true,
            debug_strings: FxHashMap::default(),
            loc: ctx.unknown_loc(),
            pending_refs: Vec::new(),
            forward: types::ForwardPointers::default(),
            spec_ops: FxHashMap::default(),
            expression_offsets: FxHashMap::default(),
            constants_as_spec: FxHashMap::default(),
            non_semantic_sets: FxHashSet::default(),
            spec_expressions: FxHashMap::default(),
            in_spec_expression: false,
        }
    }

    /// What `id` stands for; an error for `<id>`s outside the bound.
    fn def(&self, id: u32) -> DResult<Def> {
        if id >= self.header.bound {
            return Err(error(format!(
                "<id> {id} is out of the module's bound {}",
                self.header.bound
            )));
        }
        Ok(match self.defs.get(id as usize) {
            Some(def) => *def,
            None => self.sparse_defs.get(&id).copied().unwrap_or_default(),
        })
    }

    /// Records what a result `<id>` defines; an error if it is out of bounds
    /// or defined twice.
    fn define(&mut self, id: u32, def: Def) -> DResult<()> {
        if !matches!(self.def(id)?, Def::None) || id == 0 {
            return Err(error(format!("<id> {id} is defined more than once")));
        }
        self.set_def(id, def);
        Ok(())
    }

    fn set_def(&mut self, id: u32, def: Def) {
        if (id as usize) < self.defs.len() {
            // Copies the table only if a thread translating function bodies
            // still shares it, which never writes it ([`Self::local_defs`]).
            Arc::make_mut(&mut self.defs)[id as usize] = def;
        } else {
            self.sparse_defs.insert(id, def);
        }
    }

    /// The type `<id>` names.
    fn type_of(&self, id: u32) -> DResult<Type> {
        match self.def(id)? {
            Def::Type(ty) => Ok(ty),
            _ => Err(error(format!(
                "<id> {id} is not a type defined before its use"
            ))),
        }
    }

    /// A unique symbol name for `id`: its `OpName` when it has one, else
    /// `<fallback>_<id>`; a suffix makes it unique.
    fn symbol_for(&mut self, id: u32, fallback: &str) -> Ident {
        let base = match self.names.get(&id) {
            Some(name) if !name.is_empty() => name.clone(),
            _ => format!("{fallback}_{id}"),
        };
        let mut name = self.ctx.ident(&base);
        if self.symbols.contains(&name) {
            // The next suffix to try for this name, so that many equal names
            // cost one try each.
            let next = self.suffixes.entry(name).or_insert(0);
            loop {
                let candidate = self.ctx.ident(&format!("{base}_{next}"));
                *next += 1;
                if !self.symbols.contains(&candidate) {
                    name = candidate;
                    break;
                }
            }
        }
        self.symbols.insert(name);
        name
    }

    /// Creates op `name` at the end of `block`, putting each attribute among
    /// the properties when the op declares it inherent.
    fn create_op(
        &mut self,
        block: BlockId,
        def: &'static OpDef,
        operands: &[Value],
        results: &[Type],
        attrs: Vec<NamedAttribute>,
    ) -> OpId {
        self.create_op_with(
            block,
            def,
            operands,
            results,
            attrs,
            (Vec::new(), Vec::new()),
        )
    }

    /// [`Self::create_op`] for an op with `(regions, successors)`.
    fn create_op_with(
        &mut self,
        block: BlockId,
        def: &'static OpDef,
        operands: &[Value],
        results: &[Type],
        attrs: Vec<NamedAttribute>,
        (regions, successors): (Vec<RegionId>, Vec<BlockId>),
    ) -> OpId {
        let ctx = self.ctx;
        let key = std::ptr::from_ref(def) as usize;
        let ident = *self
            .cache
            .op_idents
            .entry(key)
            .or_insert_with(|| ctx.ident(def.name));
        let state = &mut self.state;
        state.name = ident;
        state.loc = self.loc;
        state.operands.extend_from_slice(operands);
        state.result_types.extend_from_slice(results);
        let mut props: SmallVec<[NamedAttribute; 4]> = SmallVec::new();
        for attr in attrs {
            let inherent = *self
                .cache
                .inherent
                .entry((key, attr.name))
                .or_insert_with(|| def.properties.contains(&ctx.str(attr.name)));
            if inherent {
                props.push(attr);
            } else {
                state.attributes.push(attr);
            }
        }
        state.properties = match props.as_slice() {
            [] => None,
            // Most ops materialized per use (constants, addresses) have one
            // property: their dictionaries repeat.
            [single] => Some(
                *self
                    .cache
                    .single_props
                    .entry((single.name, single.value))
                    .or_insert_with(|| ctx.dictionary_attr([*single])),
            ),
            _ => Some(ctx.dictionary_attr(props)),
        };
        state.regions = regions;
        state.successors = successors;
        self.ir.insert_op_from(InsertPoint::at_end(block), state)
    }

    /// A fresh op `name` at the end of `block`, with one result of type
    /// `ty`, no operand and `properties`: the ops materialized at each use
    /// of a constant, variable or undef.
    fn create_use_op(
        &mut self,
        block: BlockId,
        name: Ident,
        ty: Type,
        properties: Option<Attribute>,
    ) -> Value {
        let state = &mut self.state;
        state.name = name;
        state.loc = self.loc;
        state.result_types.push(ty);
        state.properties = properties;
        let op = self.ir.insert_op_from(InsertPoint::at_end(block), state);
        self.ir.result(op, 0)
    }

    /// The location of an `OpLine`: `"file":line:col`, the file named by its
    /// `OpString` (empty if there is none); unknown without a line.
    fn line_loc(&self, line: Option<reader::DebugLine>) -> shader_mlir::ir::Location {
        match line {
            Some(l) => {
                let file = self.debug_strings.get(&l.file).map_or("", String::as_str);
                self.ctx.file_line_col(file, l.line, l.column)
            }
            None => self.ctx.unknown_loc(),
        }
    }

    /// `name = value`.
    fn named(&self, name: &str, value: Attribute) -> NamedAttribute {
        NamedAttribute {
            name: self.ctx.ident(name),
            value,
        }
    }

    /// The value `id` stands for when used in `block`: a function-local value,
    /// or a constant, variable address, specialization constant or undef
    /// materialized in `block` for this use (MLIR's `getValue`).
    fn value(&mut self, block: BlockId, id: u32) -> DResult<Value> {
        let loc = std::mem::replace(&mut self.loc, self.ctx.unknown_loc());
        let value = self.value_at_unknown_loc(block, id);
        self.loc = loc;
        value
    }

    /// [`Self::value`], with ops created at an unknown location.
    fn value_at_unknown_loc(&mut self, block: BlockId, id: u32) -> DResult<Value> {
        if let Some(&value) = self.values.get(&id) {
            return Ok(value);
        }
        let ctx = self.ctx;
        let (def, ty, attr): (&'static OpDef, Type, Option<NamedAttribute>) = match self.def(id)? {
            Def::Constant(ty, value) => return Ok(self.constant_value(block, ty, value)),
            Def::SpecOp(ty) if self.in_spec_expression => {
                let symbol = self.spec_constant_expression(id)?;
                (
                    ReferenceOfOp::DEF,
                    ty,
                    Some(self.named("spec_const", ctx.symbol_ref_attr(ctx.str(symbol)))),
                )
            }
            Def::SpecOp(ty) => {
                let value = stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
                    self.spec_constant_operation(block, id, ty)
                })?;
                return Ok(value);
            }
            Def::Undef(ty) => return Ok(self.undef_value(block, ty)),
            Def::ReplicatedConstant(ty, value) => (
                EXTConstantCompositeReplicateOp::DEF,
                ty,
                Some(self.named("value", value)),
            ),
            Def::Global(symbol, ty) => {
                let props = self.symbol_props(self.cache.variable, symbol);
                let name = self.cache.address_of_op;
                return Ok(self.create_use_op(block, name, ty, Some(props)));
            }
            Def::SpecConstant(symbol, ty) => {
                let props = self.symbol_props(self.cache.spec_const, symbol);
                let name = self.cache.reference_of_op;
                return Ok(self.create_use_op(block, name, ty, Some(props)));
            }
            Def::GraphConstant(ty, constant_id) => (
                GraphConstantARMOp::DEF,
                ty,
                Some(self.named("graph_constant_id", ctx.i32_attr(constant_id as i32))),
            ),
            Def::None | Def::Local => {
                return Err(error(format!("use of <id> {id} before its definition")));
            }
            Def::Type(_) | Def::Function(..) | Def::ExtSet(_) => {
                return Err(error(format!(
                    "<id> {id} is used as a value but is not one"
                )));
            }
        };
        let op = self.create_op(block, def, &[], &[ty], attr.into_iter().collect());
        Ok(self.ir.result(op, 0))
    }

    /// `{name = @symbol}`, made once per symbol (one property name is used
    /// with each symbol: `variable` for variables, `spec_const` for
    /// specialization constants).
    fn symbol_props(&mut self, name: Ident, symbol: Ident) -> Attribute {
        let ctx = self.ctx;
        *self
            .cache
            .symbol_refs
            .entry((name, symbol))
            .or_insert_with(|| {
                ctx.dictionary_attr([NamedAttribute {
                    name,
                    value: ctx.symbol_ref_attr(ctx.str(symbol)),
                }])
            })
    }

    /// A fresh `spirv.Constant` of `value` in `block` at every use, as
    /// MLIR's deserializer materializes constants.
    fn constant_value(&mut self, block: BlockId, ty: Type, value: Attribute) -> Value {
        let ctx = self.ctx;
        let name = self.cache.value;
        let props = *self
            .cache
            .constant_props
            .entry(value)
            .or_insert_with(|| ctx.dictionary_attr([NamedAttribute { name, value }]));
        let op_name = self.cache.constant_op;
        self.create_use_op(block, op_name, ty, Some(props))
    }

    /// A fresh `spirv.Undef` of type `ty` in `block` at every use, as MLIR's
    /// deserializer materializes them: two undefined operands stay two
    /// values, whichever `<id>` the serializer shared between them.
    fn undef_value(&mut self, block: BlockId, ty: Type) -> Value {
        let name = self.cache.undef_op;
        self.create_use_op(block, name, ty, None)
    }

    /// Cuts a function's instructions into blocks.
    fn parse_function<'w>(&self, insts: &[reader::Inst<'w>]) -> DResult<blocks::SpvFunction<'w>> {
        let width = |ty: Type| match self.ctx.type_kind(ty) {
            shader_mlir::ir::TypeKind::Integer { width, .. } => Some(*width),
            _ => None,
        };
        blocks::parse_function(
            insts,
            |id| match self.def(id) {
                Ok(Def::Constant(ty, _)) | Ok(Def::SpecConstant(_, ty)) | Ok(Def::SpecOp(ty)) => {
                    width(ty)
                }
                _ => None,
            },
            |ty| self.type_of(ty).ok().and_then(width),
            |inst| {
                inst.op == Some(spirv::Op::ExtInst)
                    && inst
                        .operands
                        .get(2)
                        .is_some_and(|set| self.non_semantic_sets.contains(set))
            },
        )
    }

    /// The decorations of `id`.
    fn decorations_of(&self, id: u32) -> &[DecorationInfo] {
        self.decorations.get(&id).map_or(&[], Vec::as_slice)
    }
}

/// Function-local values by `<id>`: a slot per `<id>` in a window of the
/// ids the functions translated define (below the dense limit of
/// [`Deserializer::defs`]), a map for the others.
#[derive(Default)]
struct LocalValues {
    /// The `<id>` of `dense[0]`.
    base: u32,
    dense: Vec<Option<Value>>,
    sparse: FxHashMap<u32, Value>,
}

impl LocalValues {
    /// Slots for the `<id>`s `first..=last` (none without a range).
    fn covering(range: Option<(u32, u32)>) -> Self {
        let Some((first, last)) = range else {
            return LocalValues::default();
        };
        LocalValues {
            base: first,
            dense: vec![None; (last - first) as usize + 1],
            sparse: FxHashMap::default(),
        }
    }

    /// The index of `id`'s slot in `dense`, if it has one.
    fn dense_index(&self, id: u32) -> Option<usize> {
        let index = id.checked_sub(self.base)? as usize;
        (index < self.dense.len()).then_some(index)
    }

    /// Binds `id` to `value`; what it was bound to before.
    fn insert(&mut self, id: u32, value: Value) -> Option<Value> {
        match self.dense_index(id) {
            Some(index) => self.dense[index].replace(value),
            None => self.sparse.insert(id, value),
        }
    }

    fn get(&self, id: &u32) -> Option<&Value> {
        match self.dense_index(*id) {
            Some(index) => self.dense[index].as_ref(),
            None => self.sparse.get(id),
        }
    }
}
