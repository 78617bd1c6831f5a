//! The module: capabilities and extensions from `#spirv.vce`, the memory
//! model, global variables with their decorations, specialization constants,
//! entry points and execution modes; and the attribute -> decoration mapping
//! every decorated op shares.
//!
//! Mirrors MLIR's `Serializer::serialize`, `processGlobalVariableOp`,
//! `processDecoration` and the `EntryPointOp` / `ExecutionModeOp`
//! serializers. Module-level ops are taken kind by kind (variables and
//! specialization constants, functions, entry points, execution modes, then
//! graph entry points and graphs), so an entry point may come before its
//! function in the module.

use rustc_hash::FxHashMap;
use shader_mlir::Ident;
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{AttrKind, Attribute, Ir, NamedAttribute, OpId, Type};
use smallvec::SmallVec;
use spirv::{BuiltIn, Decoration, Op};

use super::{SResult, Serializer};
use crate::attributes::{CacheControl, CacheDirection, EnumAttr, SpirvAttr};
use crate::availability::{Extension, GrammarEnum, Version};
use crate::deduce_vce::{VceQuery, deduce_vce};
use crate::ops::graph::{GraphARMOp, GraphEntryPointARMOp};
use crate::ops::replicated_constant::EXTSpecConstantCompositeReplicateOp;
use crate::ops::structure::{
    EntryPointOp, ExecutionModeOp, FuncOp, GlobalVariableOp, SpecConstantCompositeOp,
    SpecConstantExpressionOp, SpecConstantOp,
};
use crate::support::attr_str;
use crate::target::binary::{self, InstWriter};
use crate::target::decorations;
use crate::target_env::{TargetEnv, Vce};
use crate::types::PointerType;
use shader_mlir::dialect::OpDef;

/// The order module-level ops are serialized in. Function declarations
/// (without a body) precede definitions, as SPIR-V requires.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Phase {
    Globals,
    FunctionDeclarations,
    Functions,
    EntryPoints,
    ExecutionModes,
    Graphs,
}

impl Serializer<'_> {
    /// Serializes the whole module; returns the header version word.
    pub(super) fn module(&mut self, module: OpId) -> SResult<u32> {
        let ir = self.ir;
        let ctx = self.ctx;
        let vce = match ir
            .prop(module, "vce_triple")
            .and_then(|a| SpirvAttr::of(ctx, a))
        {
            Some(SpirvAttr::Vce(vce)) => vce.clone(),
            _ if self.options.deduce_vce => deduce_unrestricted_vce(ir, module)?,
            _ => {
                return Err(self.error(
                    module,
                    "module must have 'vce_triple' attribute to be serializeable",
                ));
            }
        };
        let mut vce = vce;
        if self.options.emit_debug_info {
            // MLIR 22 serializes debug information only where the
            // non-semantic instructions extension may be used: declared by
            // the module, or allowed by its target environment (then it is
            // declared last).
            let ext = crate::availability::Extension::SPV_KHR_non_semantic_info;
            if !vce.extensions.contains(&ext) {
                let allowed = crate::transforms::lookup_target_env(ir, module)
                    .is_some_and(|env| env.allows_extension(ext));
                if !allowed {
                    return Err(
                        self.error(module, "SPV_KHR_non_semantic_info extension not available")
                    );
                }
                vce.extensions.push(ext);
            }
        }
        if self.options.emit_debug_info {
            // MLIR's `processDebugInfo`: the file the module was read from.
            let file = match ctx.attr_kind(ir.op_loc(module)) {
                shader_mlir::ir::AttrKind::FileLineColLoc { file, .. } => ctx.str(*file),
                _ => "<unknown>",
            };
            self.debug_file = self.fresh_id();
            let mut w = InstWriter::begin(&mut self.sections.strings, Op::String);
            w.word(self.debug_file).string(file);
            w.finish();
        }
        for cap in &vce.capabilities {
            binary::push_inst(
                &mut self.sections.capabilities,
                Op::Capability,
                &[*cap as u32],
            );
        }
        for ext in &vce.extensions {
            let mut w = InstWriter::begin(&mut self.sections.extensions, Op::Extension);
            w.string(ext.name());
            w.finish();
        }
        let enum_prop = |name: &str| {
            ir.prop(module, name)
                .and_then(|a| EnumAttr::of(ctx, a))
                .map(|e| e.value)
        };
        let (Some(addressing), Some(memory)) =
            (enum_prop("addressing_model"), enum_prop("memory_model"))
        else {
            return Err(ir.op_error(
                module,
                "requires attributes 'addressing_model' and 'memory_model'",
            ));
        };
        binary::push_inst(
            &mut self.sections.memory_model,
            Op::MemoryModel,
            &[addressing, memory],
        );

        let body: Vec<OpId> = match ir.regions(module).first().and_then(|&r| ir.entry_block(r)) {
            Some(block) => ir.block_ops(block).collect(),
            None => Vec::new(),
        };
        let phases = [
            Phase::Globals,
            Phase::FunctionDeclarations,
            Phase::Functions,
            Phase::EntryPoints,
            Phase::ExecutionModes,
            Phase::Graphs,
        ];
        let variable_order = self.variable_order(&body)?;
        let mut next_variable = 0;
        for phase in phases {
            for &op in &body {
                let Some(def) = ir.op_def(op) else {
                    if phase == Phase::Globals {
                        let name = ir.op_name_str(op);
                        return Err(
                            self.error(op, format!("unhandled operation serialization: '{name}'"))
                        );
                    }
                    continue;
                };
                let is = |other: &OpDef| std::ptr::eq(def, other);
                match phase {
                    Phase::Globals if is(GlobalVariableOp::DEF) => {
                        // This variable, after the ones its decorations name.
                        while let Some(&var) = variable_order.get(next_variable) {
                            next_variable += 1;
                            self.global_variable(var)?;
                            if var == op {
                                break;
                            }
                        }
                    }
                    Phase::Globals if is(SpecConstantOp::DEF) => self.spec_constant(op)?,
                    Phase::Globals if is(SpecConstantCompositeOp::DEF) => {
                        self.spec_constant_composite(op)?
                    }
                    Phase::Globals if is(EXTSpecConstantCompositeReplicateOp::DEF) => {
                        self.spec_constant_composite_replicate(op)?
                    }
                    Phase::Globals if is(SpecConstantExpressionOp::DEF) => {
                        self.spec_constant_expression(op)?
                    }
                    Phase::FunctionDeclarations
                        if is(FuncOp::DEF) && FuncOp(op).is_declaration(ir) =>
                    {
                        self.function(op)?
                    }
                    Phase::Functions if is(FuncOp::DEF) && !FuncOp(op).is_declaration(ir) => {
                        self.function(op)?
                    }
                    Phase::EntryPoints if is(EntryPointOp::DEF) => self.entry_point(op)?,
                    Phase::ExecutionModes if is(ExecutionModeOp::DEF) => self.execution_mode(op)?,
                    Phase::Graphs if is(GraphEntryPointARMOp::DEF) => self.graph_entry_point(op)?,
                    Phase::Graphs if is(GraphARMOp::DEF) => self.graph(op)?,
                    _ if is(GlobalVariableOp::DEF)
                        || is(SpecConstantOp::DEF)
                        || is(SpecConstantCompositeOp::DEF)
                        || is(EXTSpecConstantCompositeReplicateOp::DEF)
                        || is(SpecConstantExpressionOp::DEF)
                        || is(FuncOp::DEF)
                        || is(EntryPointOp::DEF)
                        || is(ExecutionModeOp::DEF)
                        || is(GraphEntryPointARMOp::DEF)
                        || is(GraphARMOp::DEF) => {}
                    Phase::Globals => {
                        let name = ir.op_name_str(op);
                        return Err(
                            self.error(op, format!("unhandled operation serialization: '{name}'"))
                        );
                    }
                    _ => {}
                }
            }
        }
        Ok(vce.version.header_word())
    }

    /// The global variables in module order, except that a variable comes
    /// after the variables its `<id>` decorations name (`counter_buffer =
    /// @c`): SPIR-V wants an `OpDecorateId` operand defined before its target.
    fn variable_order(&self, body: &[OpId]) -> SResult<Vec<OpId>> {
        let ir = self.ir;
        let ctx = self.ctx;
        let variables: Vec<OpId> = body
            .iter()
            .copied()
            .filter(|&op| GlobalVariableOp::isa(ir, op))
            .collect();
        let by_name: FxHashMap<Ident, OpId> = variables
            .iter()
            .filter_map(|&op| self.symbol_name(op).map(|name| (name, op)))
            .collect();
        let named = |op: OpId| -> Vec<OpId> {
            ir.attrs(op)
                .iter()
                .filter(|a| decorations::from_attr_name(ctx.str(a.name)).is_some())
                .filter_map(|a| symbol_root(ctx, a.value))
                .filter_map(|name| by_name.get(&name).copied())
                .collect()
        };
        // Iterative depth-first post-order; `true` marks a finished variable.
        let mut state: FxHashMap<OpId, bool> = FxHashMap::default();
        let mut order = Vec::with_capacity(variables.len());
        for &root in &variables {
            if state.contains_key(&root) {
                continue;
            }
            state.insert(root, false);
            let mut stack = vec![(root, named(root), 0usize)];
            while let Some((op, deps, next)) = stack.last_mut() {
                match deps.get(*next).copied() {
                    Some(dep) => {
                        *next += 1;
                        match state.get(&dep) {
                            Some(true) => {}
                            Some(false) => {
                                return Err(ir.op_error(
                                    dep,
                                    "is part of a cycle of <id> decorations (counter_buffer)",
                                ));
                            }
                            None => {
                                state.insert(dep, false);
                                stack.push((dep, named(dep), 0));
                            }
                        }
                    }
                    None => {
                        let op = *op;
                        state.insert(op, true);
                        order.push(op);
                        stack.pop();
                    }
                }
            }
        }
        Ok(order)
    }

    fn global_variable(&mut self, op: OpId) -> SResult<()> {
        let ir = self.ir;
        let ctx = self.ctx;
        let name = self.required_symbol(op)?;
        let ty = self.type_prop(op, "type")?;
        let storage_class = PointerType::of(ctx, ty)
            .map(|p| p.storage_class)
            .ok_or_else(|| ir.op_error(op, "result must be of a !spv.ptr type"))?;
        let type_id = self.type_id(op, ty)?;
        if let Some(pointer) = PointerType::of(ctx, ty) {
            let pointee_id = self.type_id(op, pointer.pointee)?;
            self.interface_block(storage_class, pointer.pointee, pointee_id);
        }
        let id = self.symbol_id(name);
        self.emit_name(id, ctx.str(name));
        let mut operands: SmallVec<[u32; 4]> =
            SmallVec::from_slice(&[type_id, id, storage_class as u32]);
        if let Some(init) = ir.prop(op, "initializer") {
            let init_id = match ctx.attr_kind(init) {
                AttrKind::SymbolRef { root, .. } => self.symbols.get(root).copied(),
                _ => None,
            };
            let init_id = init_id.ok_or_else(|| {
                self.error(op, "invalid usage of undefined variable as initializer")
            })?;
            operands.push(init_id);
        }
        if let Some(value) = ir.attr(op, crate::target::deserialize::INITIAL_VALUE) {
            // A zero initial value is `OpConstantNull`, the only initializer
            // a workgroup variable may have.
            let pointee = PointerType::of(ctx, ty).map_or(ty, |p| p.pointee);
            let id = if super::constants::is_zero(ctx, value) {
                self.null_constant_id(op, pointee)?
            } else {
                self.constant_id(op, pointee, value)?
            };
            operands.push(id);
        }
        if let Some(line) = self.debug_line(ir.op_loc(op)) {
            self.sections.globals.extend_from_slice(&line);
        }
        binary::push_inst(&mut self.sections.globals, Op::Variable, &operands);
        for attr in sorted_attrs(self.ir, op) {
            match ctx.str(attr.name) {
                "type"
                | "sym_name"
                | "initializer"
                | "sym_visibility"
                | crate::target::deserialize::INITIAL_VALUE => {}
                _ => self.attribute_decoration(op, id, attr)?,
            }
        }
        Ok(())
    }

    /// `spirv.SpecConstantExpression @name`: the `OpSpecConstantOp` of its
    /// computing op, under its symbol.
    fn spec_constant_expression(&mut self, op: OpId) -> SResult<()> {
        let ir = self.ir;
        let name = self
            .symbol_name(op)
            .ok_or_else(|| ir.op_error(op, "requires attribute 'sym_name'"))?;
        let Some(computing) = SpecConstantExpressionOp(op).computing_op(ir) else {
            return Err(ir.op_error(op, "expects the op computing its value in its region"));
        };
        let id = self.spec_op_id(op, computing)?;
        if self.symbols.insert(name, id).is_some_and(|old| old != id) {
            return Err(ir.op_error(op, "is used before its definition"));
        }
        self.emit_name(id, self.ctx.str(name));
        Ok(())
    }

    fn entry_point(&mut self, op: OpId) -> SResult<()> {
        let (ir, ctx) = (self.ir, self.ctx);
        let (model, func, func_id) = self.mode_target(op, "execution_model")?;
        let interface = array_prop(ir, ctx, op, "interface")
            .iter()
            .map(|&var| {
                let id = symbol_root(ctx, var).and_then(|name| self.symbols.get(&name).copied());
                id.ok_or_else(|| {
                    let var = attr_str(ctx, var);
                    ir.op_error(op, format!("references undefined global variable {var}"))
                })
            })
            .collect::<SResult<SmallVec<[u32; 8]>>>()?;
        let mut w = InstWriter::begin(&mut self.sections.entry_points, Op::EntryPoint);
        w.word(model)
            .word(func_id)
            .string(ctx.str(func))
            .words(&interface);
        if !w.finish() {
            return Err(ir.op_error(op, "has too many interface variables to serialize"));
        }
        Ok(())
    }

    fn execution_mode(&mut self, op: OpId) -> SResult<()> {
        let (ir, ctx) = (self.ir, self.ctx);
        let (mode, _, func_id) = self.mode_target(op, "execution_mode")?;
        let mut w = InstWriter::begin(&mut self.sections.execution_modes, Op::ExecutionMode);
        w.word(func_id).word(mode);
        for &value in array_prop(ir, ctx, op, "values") {
            w.word(ir.int_value(value).unwrap_or_default() as u32);
        }
        w.finish();
        Ok(())
    }

    /// The value of the enum property `name` of an entry point or execution
    /// mode, the function its `fn` names and that function's id.
    fn mode_target(&mut self, op: OpId, name: &str) -> SResult<(u32, Ident, u32)> {
        let (ir, ctx) = (self.ir, self.ctx);
        let value = ir
            .prop(op, name)
            .and_then(|a| EnumAttr::of(ctx, a))
            .map(|e| e.value);
        let func = ir.prop(op, "fn").and_then(|a| symbol_root(ctx, a));
        let (Some(value), Some(func)) = (value, func) else {
            return Err(ir.op_error(op, format!("requires attributes '{name}' and 'fn'")));
        };
        Ok((value, func, self.symbol_id(func)))
    }

    /// Emits the decoration attribute `attr` of `op` on `target`: `non_writable`
    /// (unit), `binding = 1 : i32` (a literal), `built_in = "..."`,
    /// `counter_buffer = @sym` (`OpDecorateId`), `linkage_attributes = ...`.
    /// An attribute that names no decoration has no SPIR-V form and is left
    /// out (MLIR refuses the op instead).
    pub(super) fn attribute_decoration(
        &mut self,
        op: OpId,
        target: u32,
        attr: NamedAttribute,
    ) -> SResult<()> {
        let ctx = self.ctx;
        let name = ctx.str(attr.name);
        let Some(decoration) = decorations::from_attr_name(name) else {
            return Ok(());
        };
        if let Some(direction) = CacheDirection::of_decoration(decoration) {
            return self.cache_control_decorations(op, target, direction, attr.value);
        }
        let mut params: SmallVec<[u32; 4]> = SmallVec::new();
        let mut opcode = Op::Decorate;
        match ctx.attr_kind(attr.value) {
            AttrKind::Unit => {}
            AttrKind::Integer { value, .. } => params.push(*value as u32),
            AttrKind::Bool(b) => params.push(u32::from(*b)),
            AttrKind::String { value, .. } => {
                let text = String::from_utf8_lossy(value);
                if decoration == Decoration::BuiltIn {
                    let builtin = BuiltIn::from_mlir_name(&text).ok_or_else(|| {
                        self.error(op, format!("invalid {name} attribute {text}"))
                    })?;
                    params.push(builtin as u32);
                } else if matches!(
                    decoration,
                    Decoration::UserSemantic | Decoration::UserTypeGOOGLE
                ) {
                    let mut words = Vec::new();
                    binary::push_string(&mut words, &text);
                    params.extend_from_slice(&words);
                } else {
                    return Err(self.unhandled_decoration(op, decoration, attr.value));
                }
            }
            AttrKind::SymbolRef { root, .. } => {
                opcode = Op::DecorateId;
                params.push(self.symbol_id(*root));
            }
            AttrKind::Dialect(_) => match SpirvAttr::of(ctx, attr.value) {
                Some(SpirvAttr::Enum(e)) => params.push(e.value),
                Some(SpirvAttr::LinkageAttributes(linkage)) => {
                    let mut words = Vec::new();
                    binary::push_string(&mut words, &linkage.linkage_name);
                    params.extend_from_slice(&words);
                    params.push(linkage.linkage_type as u32);
                }
                _ => return Err(self.unhandled_decoration(op, decoration, attr.value)),
            },
            _ => return Err(self.unhandled_decoration(op, decoration, attr.value)),
        }
        let mut w = InstWriter::begin(&mut self.sections.annotations, opcode);
        w.word(target).word(decoration as u32).words(&params);
        w.finish();
        Ok(())
    }

    /// A non-empty array of `#spirv.cache_control_*_intel` entries: one
    /// `OpDecorate` per entry, in array order (MLIR's
    /// `Serializer::processDecorationAttr`).
    fn cache_control_decorations(
        &mut self,
        op: OpId,
        target: u32,
        direction: CacheDirection,
        value: Attribute,
    ) -> SResult<()> {
        let ctx = self.ctx;
        let decoration = direction.decoration().mlir_name();
        let entries: Option<Vec<CacheControl>> = match ctx.attr_kind(value) {
            AttrKind::Array(elements) => elements
                .iter()
                .map(|&e| match SpirvAttr::of(ctx, e) {
                    Some(SpirvAttr::CacheControl(c)) if c.direction == direction => Some(*c),
                    _ => None,
                })
                .collect(),
            _ => None,
        };
        let entries = entries.ok_or_else(|| {
            self.error(
                op,
                format!("expecting array attribute of {decoration} for {decoration}"),
            )
        })?;
        if entries.is_empty() {
            return Err(self.error(
                op,
                format!("expecting non-empty array attribute of {decoration} for {decoration}"),
            ));
        }
        for entry in entries {
            let mut w = InstWriter::begin(&mut self.sections.annotations, Op::Decorate);
            w.word(target)
                .word(direction.decoration() as u32)
                .word(entry.cache_level)
                .word(entry.control);
            w.finish();
        }
        Ok(())
    }

    fn unhandled_decoration(
        &self,
        op: OpId,
        decoration: Decoration,
        value: Attribute,
    ) -> shader_mlir::diagnostics::Diagnostic {
        self.error(
            op,
            format!(
                "unhandled decoration {} with value {}",
                decoration.mlir_name(),
                attr_str(self.ctx, value)
            ),
        )
    }

    /// The `<id>` of an `OpExtInstImport`, emitted on first use.
    pub(super) fn ext_set_id(&mut self, set: crate::ops::encoding::ExtSet) -> u32 {
        let slot = set as usize;
        if let Some(id) = self.ext_sets[slot] {
            return id;
        }
        let id = self.fresh_id();
        let mut w = InstWriter::begin(&mut self.sections.ext_inst_imports, Op::ExtInstImport);
        w.word(id).string(set.import_name());
        w.finish();
        self.ext_sets[slot] = Some(id);
        id
    }

    /// The type of a `type` property.
    pub(super) fn type_prop(&self, op: OpId, name: &str) -> SResult<Type> {
        match self.ir.prop(op, name).map(|a| self.ctx.attr_kind(a)) {
            Some(AttrKind::Type(ty)) => Ok(*ty),
            _ => Err(self.ir.op_error(op, format!("requires attribute '{name}'"))),
        }
    }

    /// The op's `sym_name`, or the verifier's message for its absence.
    pub(super) fn required_symbol(&self, op: OpId) -> SResult<shader_mlir::Ident> {
        self.symbol_name(op)
            .ok_or_else(|| self.ir.op_error(op, "requires attribute 'sym_name'"))
    }
}

/// Every attribute of `op`, inherent and discardable, sorted by name (the
/// order MLIR's `op->getAttrs()` gives).
/// The triple of a module that declares none: what the module and its binary
/// need against a target that allows everything, so the lowest version and
/// the first listed capability and extension each op can use.
fn deduce_unrestricted_vce(ir: &Ir, module: OpId) -> Result<Vce, Diagnostic> {
    let env = TargetEnv::new(Vce::new(
        Version::LATEST,
        spirv::Capability::all().iter().copied(),
        Extension::ALL.iter().copied(),
    ));
    let query = VceQuery {
        binary: true,
        ..VceQuery::new(&env)
    };
    deduce_vce(ir, module, &query)
}

pub(super) fn sorted_attrs(ir: &Ir, op: OpId) -> Vec<NamedAttribute> {
    crate::ops::asm::printed_attrs(ir, op).into_owned()
}

/// The elements of the array property `name` of `op` (none if it has none).
fn array_prop<'a>(ir: &Ir, ctx: &'a shader_mlir::Context, op: OpId, name: &str) -> &'a [Attribute] {
    match ir.prop(op, name).map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Array(elements)) => elements,
        _ => &[],
    }
}

/// The root name of a symbol reference.
pub(super) fn symbol_root(
    ctx: &shader_mlir::Context,
    attr: Attribute,
) -> Option<shader_mlir::Ident> {
    match ctx.attr_kind(attr) {
        AttrKind::SymbolRef { root, .. } => Some(*root),
        _ => None,
    }
}
