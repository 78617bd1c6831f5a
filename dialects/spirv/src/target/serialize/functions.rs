//! Functions: `OpFunction`, parameters, the entry block's `OpVariable`s,
//! blocks in depth-first order, and block arguments as `OpPhi`.
//!
//! Mirrors MLIR's `Serializer::processFuncOp`, `processBlock` and
//! `emitPhiForBlockArguments`: every `spirv.Variable` of the function goes to
//! the start of the entry block; blocks are visited depth first from the
//! entry (blocks appear before the blocks they dominate); a block argument is
//! an `OpPhi` whose incoming blocks are where each predecessor's branch was
//! actually emitted (after a structured construct, its merge block). Phi
//! operands defined later are patched in at the end of the function.

use rustc_hash::FxHashMap;
use shader_mlir::ir::{AttrKind, BlockId, OpId, TypeKind, Value};
use smallvec::SmallVec;
use spirv::Op;

use super::{SResult, Serializer};
use crate::attributes::{EnumAttr, EnumKind, SpirvAttr};
use crate::ops::control_flow::{BranchConditionalOp, BranchOp, LoopOp, SelectionOp};
use crate::ops::memory::VariableOp;
use crate::ops::misc::UndefOp;
use crate::ops::replicated_constant::EXTConstantCompositeReplicateOp;
use crate::ops::structure::{AddressOfOp, ConstantOp, ReferenceOfOp, SpecConstantOperationOp};
use crate::ops::switch::SwitchOp;
use crate::target::binary::{self, InstWriter};
use crate::target::block_walk::depth_first;

/// The per-function state of the serializer.
#[derive(Debug, Default)]
pub(in crate::target::serialize) struct FunctionState {
    /// `OpFunction`, parameters, the entry label and the variables.
    pub header: Vec<u32>,
    /// Everything after the variables.
    pub body: Vec<u32>,
    /// The label of the SPIR-V block being filled.
    pub current_label: u32,
    /// The length of `body` when the current block's label (and phis) were
    /// written, if the block is not the function's entry block: a selection
    /// met while `body` still has that length heads the current block.
    pub block_start: Option<usize>,
    /// Blocks written into their predecessor's SPIR-V block, as the header
    /// of the selection they start ([`Serializer::absorbs`]).
    pub absorbed: rustc_hash::FxHashSet<BlockId>,
    /// Each block's predecessors: (terminator, successor index).
    pub preds: FxHashMap<BlockId, SmallVec<[(OpId, u32); 2]>>,
    /// The label of the SPIR-V block each branch (and loop entry) was emitted
    /// in.
    pub branch_labels: FxHashMap<OpId, u32>,
    /// Phi value words waiting for the value's `<id>`: (value, body index).
    pub deferred_values: Vec<(Value, usize)>,
    /// Phi parent words waiting for a branch's block: (branch, body index).
    pub deferred_labels: Vec<(OpId, usize)>,
}

/// The merge instruction a construct's header block ends with.
#[derive(Clone, Copy, Debug)]
pub(super) enum Merge {
    Selection {
        merge: u32,
        control: u32,
    },
    Loop {
        merge: u32,
        continue_target: u32,
        control: u32,
    },
}

impl Serializer<'_> {
    pub(super) fn function(&mut self, op: OpId) -> SResult<()> {
        let ir = self.ir;
        let ctx = self.ctx;
        let name = self.required_symbol(op)?;
        let fn_type = self.type_prop(op, "function_type")?;
        let (inputs, results) = match ctx.type_kind(fn_type) {
            TypeKind::Function { inputs, results } => (inputs.clone(), results.clone()),
            _ => return Err(ir.op_error(op, "requires attribute 'function_type'")),
        };
        if results.len() > 1 {
            return Err(self.error(op, "cannot serialize function with multiple return types"));
        }
        let fn_type_id = self.type_id(op, fn_type)?;
        let result_type_id = match results.first() {
            Some(&ty) => self.type_id(op, ty)?,
            None => self.void_type_id(),
        };
        let control = ir
            .prop(op, "function_control")
            .and_then(|a| EnumAttr::of(ctx, a))
            .map_or(0, |e| e.value);
        let func_id = self.symbol_id(name);
        self.func = FunctionState::default();
        binary::push_inst(
            &mut self.func.header,
            Op::Function,
            &[result_type_id, func_id, control, fn_type_id],
        );
        self.emit_name(func_id, ctx.str(name));
        if let Some(linkage) = ir.prop(op, "linkage_attributes") {
            let attr = shader_mlir::ir::NamedAttribute {
                name: ctx.ident("linkage_attributes"),
                value: linkage,
            };
            self.attribute_decoration(op, func_id, attr)?;
        }
        // The function's other decorations (`relaxed_precision`).
        for &attr in ir.attrs(op) {
            self.attribute_decoration(op, func_id, attr)?;
        }

        let body = ir
            .regions(op)
            .first()
            .copied()
            .filter(|&r| !ir.region_is_empty(r));
        let entry = body.and_then(|r| ir.entry_block(r));
        for (index, &input) in inputs.iter().enumerate() {
            let type_id = self.type_id(op, input)?;
            let id = match entry.and_then(|b| ir.block_args(b).get(index).copied()) {
                Some(arg) => self.define_value(arg),
                None => self.fresh_id(),
            };
            binary::push_inst(&mut self.func.header, Op::FunctionParameter, &[type_id, id]);
            self.parameter_decorations(op, index, id)?;
        }

        if let (Some(region), Some(entry)) = (body, entry) {
            self.collect_predecessors(op);
            let entry_label = self.block_id(entry);
            binary::push_inst(&mut self.func.header, Op::Label, &[entry_label]);
            self.func.current_label = entry_label;
            self.function_variables(op)?;
            self.block(entry, true, None)?;
            for block in depth_first(self.ir, region, entry, &[]) {
                if block != entry {
                    self.block(block, false, None)?;
                }
            }
            self.patch_deferred()?;
        }
        binary::push_inst(&mut self.func.body, Op::FunctionEnd, &[]);
        let state = std::mem::take(&mut self.func);
        self.sections.functions.extend_from_slice(&state.header);
        self.sections.functions.extend_from_slice(&state.body);
        Ok(())
    }

    /// `spirv.decoration = #spirv.decoration<...>` in `arg_attrs`.
    fn parameter_decorations(&mut self, op: OpId, index: usize, id: u32) -> SResult<()> {
        let ctx = self.ctx;
        let Some(AttrKind::Array(all)) = self.ir.prop(op, "arg_attrs").map(|a| ctx.attr_kind(a))
        else {
            return Ok(());
        };
        let Some(&dict) = all.get(index) else {
            return Ok(());
        };
        for entry in ctx.dictionary_entries(dict) {
            if ctx.str(entry.name) != "spirv.decoration" {
                continue;
            }
            match SpirvAttr::of(ctx, entry.value) {
                Some(SpirvAttr::Enum(e)) if e.kind == EnumKind::Decoration => {
                    binary::push_inst(&mut self.sections.annotations, Op::Decorate, &[id, e.value]);
                }
                _ => {
                    return Err(self.error(
                        op,
                        "unhandled function argument attribute 'spirv.decoration'",
                    ));
                }
            }
        }
        Ok(())
    }

    /// Every terminator's successors, so that phis can find their incoming
    /// values.
    fn collect_predecessors(&mut self, func: OpId) {
        let ir = self.ir;
        let mut preds: FxHashMap<BlockId, SmallVec<[(OpId, u32); 2]>> = FxHashMap::default();
        ir.walk(func, |op| {
            for (index, &succ) in ir.successors(op).iter().enumerate() {
                preds.entry(succ).or_default().push((op, index as u32));
            }
        });
        self.func.preds = preds;
    }

    /// Every `spirv.Variable` of the function, at the start of the entry block.
    fn function_variables(&mut self, func: OpId) -> SResult<()> {
        let ir = self.ir;
        let ops = ir.walk_collect(func).into_iter();
        for op in ops.filter(|&op| VariableOp::isa(ir, op)) {
            let result = ir.result(op, 0);
            let ty = ir.value_type(result);
            let type_id = self.type_id(op, ty)?;
            let storage_class = ir
                .prop(op, "storage_class")
                .and_then(|a| EnumAttr::of(self.ctx, a))
                .map_or(spirv::StorageClass::Function as u32, |e| e.value);
            let init = match ir.operands(op).next() {
                Some(value) => Some(self.operand(op, value)?),
                None => None,
            };
            let id = self.define_value(result);
            if let Some(line) = self.debug_line(ir.op_loc(op)) {
                self.func.header.extend_from_slice(&line);
            }
            let mut w = InstWriter::begin(&mut self.func.header, Op::Variable);
            w.word(type_id).word(id).word(storage_class);
            if let Some(init) = init {
                w.word(init);
            }
            w.finish();
            self.result_decorations(op, id)?;
        }
        Ok(())
    }

    /// Serializes one block: its label (unless `omit_label`), phis, ops, and
    /// `merge` before the terminator (or at once, with a fresh block after it,
    /// when the block holds a structured construct of its own).
    pub(super) fn block(
        &mut self,
        block: BlockId,
        omit_label: bool,
        mut merge: Option<Merge>,
    ) -> SResult<()> {
        let ir = self.ir;
        if !omit_label && self.func.absorbed.contains(&block) {
            return Ok(());
        }
        if !omit_label {
            let label = self.block_id(block);
            binary::push_inst(&mut self.func.body, Op::Label, &[label]);
            self.func.current_label = label;
            self.phis(block)?;
            self.func.block_start = Some(self.func.body.len());
        }
        if merge.is_some() && ir.block_ops(block).any(|op| is_construct(ir, op)) {
            if let Some(merge) = merge.take() {
                self.emit_merge(merge);
            }
            let fresh = self.fresh_id();
            binary::push_inst(&mut self.func.body, Op::Branch, &[fresh]);
            binary::push_inst(&mut self.func.body, Op::Label, &[fresh]);
            self.func.current_label = fresh;
            self.func.block_start = Some(self.func.body.len());
        }
        let Some(terminator) = ir.last_op(block) else {
            return Err(ir.error_at(ir.ctx().unknown_loc(), "empty block in function"));
        };
        let mut cur = ir.first_op(block);
        while let Some(op) = cur {
            if op == terminator {
                break;
            }
            self.op(op)?;
            cur = ir.next_op(op);
        }
        if let Some(merge) = merge {
            self.emit_merge(merge);
        }
        self.op(terminator)
    }

    fn emit_merge(&mut self, merge: Merge) {
        if let Some(loc) = self.construct_loc.take()
            && let Some(line) = self.debug_line(loc)
        {
            self.func.body.extend_from_slice(&line);
        }
        self.after_merge = self.options.emit_debug_info;
        match merge {
            Merge::Selection { merge, control } => {
                binary::push_inst(&mut self.func.body, Op::SelectionMerge, &[merge, control]);
            }
            Merge::Loop {
                merge,
                continue_target,
                control,
            } => {
                binary::push_inst(
                    &mut self.func.body,
                    Op::LoopMerge,
                    &[merge, continue_target, control],
                );
            }
        }
    }

    /// `OpPhi` for the arguments of `block` (not the function's entry block,
    /// whose arguments are the parameters).
    pub(super) fn phis(&mut self, block: BlockId) -> SResult<()> {
        let ir = self.ir;
        let args = ir.block_args(block);
        if args.is_empty() {
            return Ok(());
        }
        // Most recent predecessor first, the order MLIR's use lists give.
        let mut preds = self.func.preds.get(&block).cloned().unwrap_or_default();
        preds.reverse();
        for (arg_index, &arg) in args.iter().enumerate() {
            let type_id = self.type_id_at_block(block, ir.value_type(arg))?;
            let id = self.define_value(arg);
            let start = self.func.body.len();
            self.func.body.extend_from_slice(&[0, type_id, id]);
            // One incoming value per predecessor block: a terminator that
            // reaches the block along several edges (switch cases sharing a
            // target) passes one value on all of them.
            let mut seen: SmallVec<[(OpId, Value); 4]> = SmallVec::new();
            for &(branch, succ_index) in &preds {
                let Some(value) = successor_operands(ir, branch, succ_index as usize)
                    .get(arg_index)
                    .copied()
                else {
                    return Err(ir.op_error(
                        branch,
                        "has fewer successor operands than its target has arguments",
                    ));
                };
                if let Some(&(_, other)) = seen.iter().find(|(b, _)| *b == branch) {
                    if other == value {
                        continue;
                    }
                    return Err(ir.op_error(
                        branch,
                        "passes different values to one block along several edges, which OpPhi cannot express",
                    ));
                }
                seen.push((branch, value));
                match self.operand_if_known(value)? {
                    Some(id) => self.func.body.push(id),
                    None => {
                        self.func
                            .deferred_values
                            .push((value, self.func.body.len()));
                        self.func.body.push(0);
                    }
                }
                match self.func.branch_labels.get(&branch) {
                    Some(&label) => self.func.body.push(label),
                    None => {
                        self.func
                            .deferred_labels
                            .push((branch, self.func.body.len()));
                        self.func.body.push(0);
                    }
                }
            }
            let count = self.func.body.len() - start;
            if count > binary::MAX_WORD_COUNT {
                return Err(ir.error_at(
                    ir.value_loc(arg),
                    "block argument has too many predecessors to serialize",
                ));
            }
            self.func.body[start] = binary::first_word(Op::Phi, count);
        }
        Ok(())
    }

    /// `type_id` for a block argument (diagnostics at the block's parent op).
    fn type_id_at_block(&mut self, block: BlockId, ty: shader_mlir::ir::Type) -> SResult<u32> {
        let ir = self.ir;
        match ir.block_parent_op(block).or_else(|| ir.last_op(block)) {
            Some(op) => self.type_id(op, ty),
            None => Err(ir.error_at(ir.ctx().unknown_loc(), "block argument outside of any op")),
        }
    }

    fn patch_deferred(&mut self) -> SResult<()> {
        for (value, index) in std::mem::take(&mut self.func.deferred_values) {
            let id = self.operand_if_known(value)?;
            let Some(id) = id else {
                return Err(self.ir.error_at(
                    self.ir.value_loc(value),
                    "OpPhi references a value that is never defined",
                ));
            };
            self.func.body[index] = id;
        }
        for (branch, index) in std::mem::take(&mut self.func.deferred_labels) {
            let Some(&label) = self.func.branch_labels.get(&branch) else {
                return Err(self
                    .ir
                    .op_error(branch, "is not reachable from the function's entry block"));
            };
            self.func.body[index] = label;
        }
        Ok(())
    }

    /// The `<id>` of `value` used by `user`; constants, `addressof`,
    /// `referenceof`, `spirv.SpecConstantOperation` and `spirv.Undef` are
    /// resolved (and emitted) here.
    pub(super) fn operand(&mut self, user: OpId, value: Value) -> SResult<u32> {
        match self.operand_if_known(value)? {
            Some(id) => Ok(id),
            None => Err(self.ir.op_error(
                user,
                "uses a value before it is defined in serialization order",
            )),
        }
    }

    /// Like [`Self::operand`], `None` for values not defined yet.
    pub(super) fn operand_if_known(&mut self, value: Value) -> SResult<Option<u32>> {
        if let Some(id) = self.known_value(value) {
            return Ok(Some(id));
        }
        let ir = self.ir;
        let Some(def) = ir.defining_op(value) else {
            return Ok(None);
        };
        let id = if ConstantOp::isa(ir, def) {
            self.constant_op_id(def)?
        } else if EXTConstantCompositeReplicateOp::isa(ir, def) {
            self.replicated_constant_op_id(def)?
        } else if AddressOfOp::isa(ir, def) {
            self.symbol_value(def, "variable", "variable")?
        } else if ReferenceOfOp::isa(ir, def) {
            self.symbol_value(def, "spec_const", "specialization constant")?
        } else if SpecConstantOperationOp::isa(ir, def) {
            self.spec_constant_operation_id(def)?
        } else if UndefOp::isa(ir, def) {
            self.undef_id(def, ir.value_type(value))?
        } else {
            return Ok(None);
        };
        self.set_value(value, id);
        Ok(Some(id))
    }

    fn symbol_value(&mut self, op: OpId, attr: &str, what: &str) -> SResult<u32> {
        let ctx = self.ctx;
        let name = self
            .ir
            .prop(op, attr)
            .and_then(|a| super::module::symbol_root(ctx, a));
        match name.and_then(|n| self.symbols.get(&n).copied().map(|id| (n, id))) {
            Some((_, id)) => Ok(id),
            None => Err(self.error(
                op,
                format!(
                    "unknown result <id> for {what} {}",
                    name.map_or("", |n| ctx.str(n))
                ),
            )),
        }
    }

    /// Decorations named by the discardable attributes of an op with a result.
    pub(super) fn result_decorations(&mut self, op: OpId, id: u32) -> SResult<()> {
        for &attr in self.ir.attrs(op) {
            self.attribute_decoration(op, id, attr)?;
        }
        Ok(())
    }
}

/// Whether `op` is a structured construct (`spirv.mlir.selection`/`loop`).
pub(super) fn is_construct(ir: &shader_mlir::ir::Ir, op: OpId) -> bool {
    SelectionOp::isa(ir, op) || LoopOp::isa(ir, op)
}

/// The operands a branch passes to its successor `index`.
pub(super) fn successor_operands(
    ir: &shader_mlir::ir::Ir,
    branch: OpId,
    index: usize,
) -> SmallVec<[Value; 4]> {
    if BranchOp::isa(ir, branch) {
        return ir.operands(branch).collect();
    }
    if let Some(switch) = SwitchOp::cast(ir, branch) {
        return switch.successor_operands(ir, index).into_iter().collect();
    }
    let Some(branch) = BranchConditionalOp::cast(ir, branch) else {
        return SmallVec::new();
    };
    if index == 0 {
        branch.true_target_operands(ir).collect()
    } else {
        branch.false_target_operands(ir).collect()
    }
}
