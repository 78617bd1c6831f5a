//! The module-level pass: the logical layout order, capabilities,
//! extensions, extended instruction sets, the memory model, entry points,
//! execution modes, names and decorations; types, constants and global
//! variables are handed to their files. Function bodies are collected for the
//! second pass. At the end, `spirv.EntryPoint` / `spirv.ExecutionMode` ops and
//! the `spirv.module` op itself.

use std::str::FromStr;

use shader_mlir::ir::{NamedAttribute, OpId, OperationState};
use smallvec::SmallVec;
use spirv::{Decoration, Op};

use super::reader::{DResult, FunctionSpan, Inst, Instructions, error};
use super::{DecorationInfo, DecorationValue, Def, Deserializer};
use crate::attributes::{EnumAttr, EnumKind, SpirvAttr};
use crate::availability::Extension;
use crate::ops::encoding::ExtSet;
use crate::ops::structure::{EntryPointOp, ExecutionModeOp, ModuleOp};
use crate::target_env::Vce;

/// An `OpEntryPoint`.
#[derive(Debug)]
pub(super) struct EntryPointInfo {
    model: u32,
    function: u32,
    name: String,
    interface: Vec<u32>,
}

/// An `OpExecutionMode`.
#[derive(Debug)]
pub(super) struct ExecutionModeInfo {
    function: u32,
    mode: u32,
    values: Vec<u32>,
}

/// The instructions of each function, and of each graph entry point and
/// graph.
type ModuleBodies<'w> = (Vec<FunctionSpan>, Vec<Vec<Inst<'w>>>);

/// The sections of the logical layout, in order (SPIR-V specification 2.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Section {
    Capabilities,
    Extensions,
    ExtInstImports,
    MemoryModel,
    EntryPoints,
    ExecutionModes,
    DebugStrings,
    DebugNames,
    DebugModuleProcessed,
    Annotations,
    Globals,
    Functions,
    /// Graph entry points and graphs (`SPV_ARM_graph`).
    Graphs,
}

/// The section a module-level instruction belongs to; `None` for
/// instructions that only appear inside functions.
fn section_of(op: Op) -> Option<Section> {
    Some(match op {
        Op::Capability => Section::Capabilities,
        Op::Extension => Section::Extensions,
        Op::ExtInstImport => Section::ExtInstImports,
        Op::MemoryModel => Section::MemoryModel,
        Op::EntryPoint => Section::EntryPoints,
        Op::ExecutionMode | Op::ExecutionModeId => Section::ExecutionModes,
        Op::String | Op::SourceExtension | Op::Source | Op::SourceContinued => {
            Section::DebugStrings
        }
        Op::Name | Op::MemberName => Section::DebugNames,
        Op::ModuleProcessed => Section::DebugModuleProcessed,
        Op::Decorate
        | Op::DecorateId
        | Op::DecorateString
        | Op::MemberDecorate
        | Op::MemberDecorateString
        | Op::DecorationGroup
        | Op::GroupDecorate
        | Op::GroupMemberDecorate => Section::Annotations,
        Op::Variable | Op::Undef | Op::Line | Op::NoLine | Op::ExtInst | Op::GraphConstantARM => {
            Section::Globals
        }
        Op::Function => Section::Functions,
        Op::GraphEntryPointARM | Op::GraphARM => Section::Graphs,
        _ if is_type_or_constant(op) => Section::Globals,
        _ => return None,
    })
}

/// `OpType*`, `OpConstant*` and `OpSpecConstant*`.
fn is_type_or_constant(op: Op) -> bool {
    crate::target::grammar::core_instruction(op as u32).is_some_and(|inst| {
        let name = inst.opname;
        name.starts_with("Type") || name.starts_with("Constant") || name.starts_with("SpecConstant")
    })
}

/// Instructions allowed both at module level and inside functions.
fn also_in_functions(op: Op) -> bool {
    matches!(
        op,
        Op::Variable | Op::Undef | Op::Line | Op::NoLine | Op::ExtInst
    )
}

/// The body whose instructions the module-level pass is collecting.
#[derive(Clone, Copy)]
enum Body {
    /// `OpFunction` to `OpFunctionEnd`.
    Function,
    /// `OpGraphARM` to `OpGraphEndARM`.
    Graph,
}

impl Body {
    /// The instruction that closes the body.
    fn end(self) -> Op {
        match self {
            Body::Function => Op::FunctionEnd,
            Body::Graph => Op::GraphEndARM,
        }
    }

    /// Why `op` cannot stand inside the body, if it cannot.
    fn refuses(self, op: Op) -> Option<&'static str> {
        match (self, op) {
            (Body::Function, Op::Function) => Some("function definition inside another function"),
            (Body::Graph, Op::GraphARM | Op::Function) => Some("not allowed inside a graph"),
            _ if section_of(op).is_some() && !also_in_functions(op) => Some(match self {
                Body::Function => "not allowed inside a function",
                Body::Graph => "not allowed inside a graph",
            }),
            _ => None,
        }
    }
}

/// A body the module-level pass is inside. A function keeps only its span:
/// its instructions are read again when it is translated.
enum Open<'w> {
    Function(FunctionSpan),
    Graph(Vec<Inst<'w>>),
}

impl Open<'_> {
    fn body(&self) -> Body {
        match self {
            Open::Function(_) => Body::Function,
            Open::Graph(_) => Body::Graph,
        }
    }
}

impl<'a> Deserializer<'a> {
    /// The module-level pass; returns the instructions of each function, and
    /// of each graph entry point (one) and graph (`OpGraphARM` to
    /// `OpGraphEndARM`) in order.
    pub(super) fn module_instructions<'w>(
        &mut self,
        words: &'w [u32],
    ) -> DResult<ModuleBodies<'w>> {
        self.forward.scan(words)?;
        let mut section = Section::Capabilities;
        let mut functions = Vec::new();
        let mut graphs = Vec::new();
        let mut open: Option<Open<'w>> = None;
        for inst in Instructions::new(words) {
            let inst = inst?;
            let Some(op) = inst.op else {
                return Err(inst.error("unknown opcode"));
            };
            if op == Op::Nop {
                continue;
            }
            if let Some(current) = open.as_mut() {
                let body = current.body();
                if let Some(message) = body.refuses(op) {
                    return Err(inst.error(message));
                }
                if let Open::Graph(insts) = current {
                    insts.push(inst);
                }
                if op == body.end() {
                    match open.take() {
                        Some(Open::Function(span)) => functions.push(span),
                        Some(Open::Graph(insts)) => graphs.push(insts),
                        None => {}
                    }
                }
                continue;
            }
            let Some(next) = section_of(op) else {
                return Err(inst.error("only allowed inside a function"));
            };
            if next < section {
                return Err(inst.error("out of the logical layout order of module sections"));
            }
            section = next;
            match op {
                Op::Function => {
                    open = Some(Open::Function(FunctionSpan::of(&inst)));
                    continue;
                }
                Op::GraphARM => {
                    open = Some(Open::Graph(vec![inst]));
                    continue;
                }
                Op::GraphEntryPointARM => {
                    graphs.push(vec![inst]);
                    continue;
                }
                _ => {}
            }
            self.module_instruction(inst, op)?;
        }
        match open.as_ref().map(Open::body) {
            Some(Body::Function) => {
                return Err(error("the last function has no OpFunctionEnd"));
            }
            Some(Body::Graph) => return Err(error("the last graph has no OpGraphEndARM")),
            None => {}
        }
        if self.memory_model.is_none() {
            return Err(error("missing OpMemoryModel instruction"));
        }
        Ok((functions, graphs))
    }

    fn module_instruction(&mut self, inst: Inst<'_>, op: Op) -> DResult<()> {
        let mut r = inst.reader();
        match op {
            Op::Capability => {
                let value = r.word()?;
                let cap = spirv::Capability::from_u32(value)
                    .ok_or_else(|| inst.error(format!("unknown capability {value}")))?;
                self.capabilities.push(cap);
            }
            Op::Extension => {
                let name = r.string()?;
                // A non-semantic instruction set named as an extension (as
                // glslang writes for some sets) declares nothing.
                if is_non_semantic(&name) {
                    return Ok(());
                }
                let ext = Extension::from_str(&name).map_err(|e| inst.error(e))?;
                self.extensions.push(ext);
            }
            Op::ExtInstImport => {
                let id = r.word()?;
                let name = r.string()?;
                if is_non_semantic(&name) {
                    self.non_semantic_sets.insert(id);
                }
                self.define(id, Def::ExtSet(ExtSet::from_import_name(&name)))?;
            }
            Op::MemoryModel => {
                let (addressing, memory) = (r.word()?, r.word()?);
                self.memory_model = Some((addressing, memory));
            }
            Op::EntryPoint => {
                let (model, function) = (r.word()?, r.word()?);
                let name = r.string()?;
                let interface = r.rest().to_vec();
                self.entry_points.push(EntryPointInfo {
                    model,
                    function,
                    name,
                    interface,
                });
            }
            Op::ExecutionMode => {
                let (function, mode) = (r.word()?, r.word()?);
                self.execution_modes.push(ExecutionModeInfo {
                    function,
                    mode,
                    values: r.rest().to_vec(),
                });
            }
            Op::ExecutionModeId => {
                return Err(inst.error("unsupported: execution modes with <id> operands"));
            }
            Op::Name => {
                let target = r.word()?;
                let name = r.string()?;
                self.names.insert(target, name);
            }
            Op::String => {
                let id = r.word()?;
                let text = r.string()?;
                self.debug_strings.insert(id, text);
            }
            Op::SourceExtension
            | Op::Source
            | Op::SourceContinued
            | Op::MemberName
            | Op::ModuleProcessed => {}
            Op::Decorate
            | Op::DecorateId
            | Op::DecorateString
            | Op::MemberDecorate
            | Op::MemberDecorateString => {
                self.decoration(inst, op)?;
            }
            Op::DecorationGroup | Op::GroupDecorate | Op::GroupMemberDecorate => {
                return Err(inst.error("unsupported: decoration groups"));
            }
            Op::Variable => {
                self.loc = self.line_loc(inst.line);
                let created = self.global_variable(inst);
                self.loc = self.ctx.unknown_loc();
                created?
            }
            Op::Undef => {
                let (ty, id) = (r.word()?, r.word()?);
                let ty = self.type_of(ty).map_err(|e| inst.error(e.message))?;
                self.define(id, Def::Undef(ty))
                    .map_err(|e| inst.error(e.message))?;
            }
            Op::Line | Op::NoLine => {}
            Op::ExtInst => {
                // Only non-semantic sets may have module-level instructions.
                let (_ty, _id, set) = (r.word()?, r.word()?, r.word()?);
                if !matches!(self.def(set)?, Def::ExtSet(None)) {
                    return Err(inst
                        .error("module-level extended instruction of a semantic instruction set"));
                }
            }
            _ if op_is_type(op) => self.type_instruction(inst, op)?,
            _ => self.constant_instruction(inst, op)?,
        }
        Ok(())
    }

    fn decoration(&mut self, inst: Inst<'_>, op: Op) -> DResult<()> {
        let mut r = inst.reader();
        let target = r.word()?;
        let member = match op {
            Op::MemberDecorate | Op::MemberDecorateString => Some(r.word()?),
            _ => None,
        };
        let raw = r.word()?;
        let decoration = Decoration::from_u32(raw)
            .ok_or_else(|| inst.error(format!("unknown decoration {raw}")))?;
        let value = match op {
            Op::DecorateId => DecorationValue::Id(r.word()?),
            Op::DecorateString | Op::MemberDecorateString => DecorationValue::String(r.string()?),
            _ => DecorationValue::Words(SmallVec::from_slice(r.rest())),
        };
        r.finish()?;
        self.decorations
            .entry(target)
            .or_default()
            .push(DecorationInfo {
                decoration,
                member,
                value,
            });
        Ok(())
    }

    /// Appends the entry points and execution modes, and wraps the body in
    /// the `spirv.module` op.
    pub(super) fn finish(&mut self) -> DResult<OpId> {
        let ctx = self.ctx;
        self.resolve_pending_refs()?;
        for ep in std::mem::take(&mut self.entry_points) {
            let Def::Function(symbol, _) = self.def(ep.function)? else {
                return Err(error(format!(
                    "OpEntryPoint '{}' names <id> {}, which is not a function",
                    ep.name, ep.function
                )));
            };
            let mut interface = Vec::with_capacity(ep.interface.len());
            for id in ep.interface {
                match self.def(id)? {
                    Def::Global(var, _) => interface.push(ctx.symbol_ref_attr(ctx.str(var))),
                    _ => {
                        return Err(error(format!(
                            "OpEntryPoint '{}' interface <id> {id} is not a global variable",
                            ep.name
                        )));
                    }
                }
            }
            let attrs = vec![
                self.named(
                    "execution_model",
                    self.enum_attr(EnumKind::ExecutionModel, ep.model, "execution model")?,
                ),
                self.named("fn", ctx.symbol_ref_attr(ctx.str(symbol))),
                self.named("interface", ctx.array_attr(&interface)),
            ];
            self.create_op(self.body, EntryPointOp::DEF, &[], &[], attrs);
        }
        for em in std::mem::take(&mut self.execution_modes) {
            let Def::Function(symbol, _) = self.def(em.function)? else {
                return Err(error(format!(
                    "OpExecutionMode names <id> {}, which is not a function",
                    em.function
                )));
            };
            let values: Vec<_> = em.values.iter().map(|&v| ctx.i32_attr(v as i32)).collect();
            let attrs = vec![
                self.named(
                    "execution_mode",
                    self.enum_attr(EnumKind::ExecutionMode, em.mode, "execution mode")?,
                ),
                self.named("fn", ctx.symbol_ref_attr(ctx.str(symbol))),
                self.named("values", ctx.array_attr(&values)),
            ];
            self.create_op(self.body, ExecutionModeOp::DEF, &[], &[], attrs);
        }

        let (addressing, memory) = self.memory_model.unwrap_or((0, 0));
        let vce = Vce::new(
            self.header.version,
            self.capabilities.iter().copied(),
            self.extensions.iter().copied(),
        );
        let attrs: Vec<NamedAttribute> = vec![
            self.named(
                "addressing_model",
                self.enum_attr(EnumKind::AddressingModel, addressing, "addressing model")?,
            ),
            self.named(
                "memory_model",
                self.enum_attr(EnumKind::MemoryModel, memory, "memory model")?,
            ),
            self.named("vce_triple", SpirvAttr::Vce(vce).intern(ctx)),
        ];
        let mut state = OperationState::new(ctx.ident(ModuleOp::NAME), ctx.unknown_loc());
        state.properties = Some(ctx.dictionary_attr(attrs));
        state.regions = vec![self.region];
        Ok(self.ir.create_op(state))
    }

    /// The name of the first entry point of function `id`.
    pub(super) fn entry_point_name(&self, id: u32) -> Option<String> {
        self.entry_points
            .iter()
            .find(|ep| ep.function == id)
            .map(|ep| ep.name.clone())
    }

    /// An enum attribute of `kind`, if `value` names one.
    pub(super) fn enum_attr(
        &self,
        kind: EnumKind,
        value: u32,
        what: &str,
    ) -> DResult<shader_mlir::ir::Attribute> {
        if kind.is_bit_enum() || kind.parse_spelling(&kind.spell(value)) == Some(value) {
            return Ok(EnumAttr::raw(self.ctx, kind, value));
        }
        Err(error(format!("unknown {what} {value}")))
    }
}

/// `OpType*` (including `OpTypeForwardPointer`).
fn op_is_type(op: Op) -> bool {
    crate::target::grammar::core_instruction(op as u32)
        .is_some_and(|inst| inst.opname.starts_with("Type"))
}

/// Whether an extended instruction set is non-semantic (`NonSemantic.*`):
/// its instructions can be removed without changing what the module does
/// (SPIR-V specification 2.20, "Non-Semantic Instructions").
fn is_non_semantic(name: &str) -> bool {
    name.starts_with("NonSemantic.")
}
