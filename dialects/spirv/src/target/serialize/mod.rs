//! `spirv.module` to SPIR-V binary: MLIR's `mlir::spirv::serialize`
//! (`mlir/lib/Target/SPIRV/Serialization`), writing each logical-layout
//! section into its own word buffer.
//!
//! The output is a function of the module's content, so that
//! serialize -> deserialize -> serialize reproduces the same words:
//!
//! - module-level ops are taken in a fixed order of kinds: global variables
//!   and specialization constants, then functions, then entry points, then
//!   execution modes (each kind in module order);
//! - `<id>`s are handed out as the walk first needs them;
//! - types are uniqued by their encoding (opcode, operands and decorations),
//!   so two ops' types that SPIR-V cannot tell apart share one `<id>`;
//! - constants are uniqued by encoding too, and emitted where first used
//!   (the deserializer materializes them at their uses);
//! - integer types are written as the IR spells them, as MLIR does: `siN`
//!   is `OpTypeInt N 1`, `iN` and `uiN` are `OpTypeInt N 0`.

mod constants;
mod control_flow;
mod functions;
mod graphs;
mod module;
mod ops;
mod plans;
mod sections;

pub(in crate::target) use ops::{MEMORY_ACCESS_SCOPES, memory_access_scope_name};
mod types;

use rustc_hash::{FxHashMap, FxHashSet};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{BlockId, Ir, OpId, Type, Value};
use shader_mlir::{Context, Ident};
use smallvec::SmallVec;

use sections::Sections;

use crate::ops::structure::ModuleOp;

/// What to emit besides the module's semantics.
#[derive(Clone, Debug)]
pub struct SerializeOptions {
    /// `OpName` for global variables, functions, specialization constants and
    /// identified structs (MLIR's `emitSymbolName`, on by default).
    pub emit_symbol_names: bool,
    /// Serialize a module without `requires #spirv.vce<...>` with the triple
    /// its ops and the binary need ([`crate::deduce_vce`], against a target
    /// that allows everything) instead of refusing it as MLIR does.
    pub deduce_vce: bool,
    /// Debug information (MLIR's `emitDebugInfo`): an `OpString` naming the
    /// module's file, and an `OpLine` with the location of each op that has
    /// a file location before its instruction in a function, and before each
    /// global variable (none right after a merge instruction, whose location
    /// the construct's branch keeps).
    pub emit_debug_info: bool,
}

impl Default for SerializeOptions {
    fn default() -> Self {
        SerializeOptions {
            emit_symbol_names: true,
            deduce_vce: false,
            emit_debug_info: false,
        }
    }
}

/// Serializes the `spirv.module` op `module` of `ir` into SPIR-V words.
pub fn serialize(
    ir: &Ir,
    module: OpId,
    options: &SerializeOptions,
) -> Result<Vec<u32>, Diagnostic> {
    if !ModuleOp::isa(ir, module) {
        return Err(ir.error_at(
            ir.op_loc(module),
            format!(
                "expected a '{}' op, got '{}'",
                ModuleOp::NAME,
                ir.op_name_str(module)
            ),
        ));
    }
    let mut serializer = Serializer::new(ir, options);
    let version = serializer.module(module)?;
    let bound = serializer.next_id;
    Ok(serializer.sections.assemble(version, bound))
}

pub(super) type SResult<T> = Result<T, Diagnostic>;

/// The state of one serialization.
pub(super) struct Serializer<'a> {
    ir: &'a Ir,
    ctx: &'a Context,
    options: &'a SerializeOptions,
    sections: Sections,
    next_id: u32,
    /// `<id>` of each type already emitted.
    type_ids: FxHashMap<Type, u32>,
    /// `<id>` of each type encoding (opcode, operands, decorations).
    type_keys: FxHashMap<SmallVec<[u32; 6]>, u32>,
    /// Identified structs whose members are being emitted, and the forward
    /// pointers to them (`OpTypeForwardPointer`) waiting for their
    /// `OpTypePointer`: (pointer type, `<id>`).
    structs_in_progress: FxHashMap<Type, Vec<(Type, u32)>>,
    /// Struct `<id>`s decorated `Block` because a variable of an interface
    /// storage class holds them (MLIR's `isInterfaceStructPtrType`).
    interface_blocks: FxHashSet<u32>,
    /// `<id>` of each constant encoding (opcode, type, operands).
    constant_keys: FxHashMap<SmallVec<[u32; 4]>, u32>,
    /// `OpUndef` by type `<id>`.
    undefs: FxHashMap<u32, u32>,
    /// Global variables, specialization constants and functions.
    symbols: FxHashMap<Ident, u32>,
    /// `OpExtInstImport` `<id>`s, by [`crate::ops::encoding::EXT_SETS`].
    ext_sets: [Option<u32>; crate::ops::encoding::EXT_SETS.len()],
    /// `<id>` of each value, by value index (0: none yet).
    values: Vec<u32>,
    /// `OpLabel` `<id>` of each block.
    blocks: FxHashMap<BlockId, u32>,
    /// The function being serialized.
    func: functions::FunctionState,
    /// The `OpString` `<id>` of the module's file name, with
    /// [`SerializeOptions::emit_debug_info`].
    debug_file: u32,
    /// A merge instruction was just emitted: the next op gets no `OpLine`
    /// (MLIR's `lastProcessedWasMergeInst`).
    after_merge: bool,
    /// The location of the construct whose merge instruction comes next.
    construct_loc: Option<shader_mlir::ir::Location>,
    /// What each op definition met so far needs.
    plans: plans::Plans,
}

impl<'a> Serializer<'a> {
    fn new(ir: &'a Ir, options: &'a SerializeOptions) -> Self {
        Serializer {
            ir,
            ctx: ir.ctx(),
            options,
            sections: Sections::default(),
            next_id: 1,
            type_ids: FxHashMap::default(),
            type_keys: FxHashMap::default(),
            structs_in_progress: FxHashMap::default(),
            interface_blocks: FxHashSet::default(),
            constant_keys: FxHashMap::default(),
            undefs: FxHashMap::default(),
            symbols: FxHashMap::default(),
            ext_sets: [None; crate::ops::encoding::EXT_SETS.len()],
            values: Vec::new(),
            blocks: FxHashMap::default(),
            func: functions::FunctionState::default(),
            debug_file: 0,
            after_merge: false,
            construct_loc: None,
            plans: plans::Plans::default(),
        }
    }

    /// A fresh `<id>`.
    #[inline]
    fn fresh_id(&mut self) -> u32 {
        let id = self.next_id;
        self.next_id += 1;
        id
    }

    /// The `<id>` already given to `value`, if any.
    #[inline]
    fn known_value(&self, value: Value) -> Option<u32> {
        self.values
            .get(value.index())
            .copied()
            .filter(|&id| id != 0)
    }

    #[inline]
    fn set_value(&mut self, value: Value, id: u32) {
        let index = value.index();
        if self.values.len() <= index {
            self.values.resize(index + 1, 0);
        }
        self.values[index] = id;
    }

    /// The `<id>` defined by `value` now: its own fresh one.
    fn define_value(&mut self, value: Value) -> u32 {
        let id = self.fresh_id();
        self.set_value(value, id);
        id
    }

    /// The `OpLabel` `<id>` of `block`, handed out on first use.
    fn block_id(&mut self, block: BlockId) -> u32 {
        if let Some(&id) = self.blocks.get(&block) {
            return id;
        }
        let id = self.fresh_id();
        self.blocks.insert(block, id);
        id
    }

    /// The `<id>` of a global variable, specialization constant or function
    /// symbol, handed out on first use.
    fn symbol_id(&mut self, name: Ident) -> u32 {
        if let Some(&id) = self.symbols.get(&name) {
            return id;
        }
        let id = self.fresh_id();
        self.symbols.insert(name, id);
        id
    }

    /// With [`SerializeOptions::emit_debug_info`], the `OpLine` words for
    /// `loc` (none for a location that is not a file location, or right after
    /// a merge instruction).
    fn debug_line(&mut self, loc: shader_mlir::ir::Location) -> Option<[u32; 4]> {
        if !self.options.emit_debug_info {
            return None;
        }
        if std::mem::take(&mut self.after_merge) {
            return None;
        }
        match self.ctx.attr_kind(loc) {
            shader_mlir::ir::AttrKind::FileLineColLoc { line, col, .. } => Some([
                (4 << 16) | spirv::Op::Line as u32,
                self.debug_file,
                *line,
                *col,
            ]),
            _ => None,
        }
    }

    /// An error at `op`'s location (MLIR's `emitError`, without the op name).
    fn error(&self, op: OpId, message: impl Into<String>) -> Diagnostic {
        self.ir.error_at(self.ir.op_loc(op), message)
    }
}
