//! Structured control flow and branches: `spirv.mlir.selection` and
//! `spirv.mlir.loop` become their blocks with `OpSelectionMerge` /
//! `OpLoopMerge`; `spirv.Branch`, `spirv.BranchConditional` and
//! `spirv.Switch` become `OpBranch*` and `OpSwitch`.
//!
//! Mirrors MLIR's `Serializer::processSelectionOp` and `processLoopOp`: the
//! current block branches to the construct's header (a selection that
//! starts a block heads it instead); the header carries the
//! merge instruction; the other blocks follow depth first (for a loop, the
//! continue block last); the ops after the construct continue in its merge
//! block, whose arguments are phis. A construct's results are the values its
//! `spirv.mlir.merge` yields.

use shader_mlir::ir::{OpId, RegionId};
use smallvec::SmallVec;
use spirv::Op;

use super::functions::Merge;
use super::{SResult, Serializer};
use crate::attributes::EnumAttr;
use crate::ops::control_flow::{BranchConditionalOp, BranchOp, LoopOp, MergeOp, SelectionOp};
use crate::ops::switch::SwitchOp;
use crate::target::binary::{self, InstWriter};
use crate::target::block_walk::depth_first;

impl Serializer<'_> {
    pub(super) fn selection(&mut self, op: OpId) -> SResult<()> {
        let ir = self.ir;
        let Some(region) = self.construct_region(op)? else {
            return Ok(());
        };
        let blocks = ir.region_blocks(region);
        let (Some(&header), Some(&merge)) = (blocks.first(), blocks.last()) else {
            return Err(ir.op_error(op, "expects a non-empty region"));
        };
        if header == merge {
            return Err(ir.op_error(op, "must have a selection header block and a merge block"));
        }
        let control = self.control(op, "selection_control");
        // A selection that starts a block (nothing written since its label)
        // has that block as its header; otherwise the current block branches
        // to a header of its own. A block holding only a branch to a header
        // reads back as the block of that header's construct op, so either
        // way the text of a deserialized binary serializes to that binary.
        let starts_block = self.func.block_start == Some(self.func.body.len());
        if starts_block {
            self.blocks.insert(header, self.func.current_label);
        } else {
            let header_id = self.block_id(header);
            binary::push_inst(&mut self.func.body, Op::Branch, &[header_id]);
        }
        let merge_id = self.block_id(merge);
        self.construct_loc = Some(ir.op_loc(op));
        self.block(
            header,
            starts_block,
            Some(Merge::Selection {
                merge: merge_id,
                control,
            }),
        )?;
        for block in depth_first(self.ir, region, header, &[merge]) {
            if block != header {
                self.block(block, false, None)?;
            }
        }
        self.merge_block(op, merge)
    }

    pub(super) fn loop_(&mut self, op: OpId) -> SResult<()> {
        let ir = self.ir;
        let Some(region) = self.construct_region(op)? else {
            return Ok(());
        };
        let blocks = ir.region_blocks(region);
        if blocks.len() < 3 {
            return Err(ir.op_error(
                op,
                "must have an entry block, a header block and a merge block",
            ));
        }
        let (entry, header, merge) = (blocks[0], blocks[1], blocks[blocks.len() - 1]);
        let continue_block = blocks[blocks.len() - 2];
        let entry_branch = match ir.last_op(entry) {
            Some(branch) if BranchOp::isa(ir, branch) && ir.successors(branch) == [header] => {
                branch
            }
            _ => {
                return Err(ir.op_error(
                    op,
                    format!(
                        "entry block must only have one '{}' op to the second block",
                        BranchOp::NAME
                    ),
                ));
            }
        };
        let control = self.control(op, "loop_control");
        let header_id = self.block_id(header);
        let continue_id = self.block_id(continue_block);
        let merge_id = self.block_id(merge);
        // The entry block is only there for MLIR's region structure: its
        // branch is emitted from the current block.
        self.func
            .branch_labels
            .insert(entry_branch, self.func.current_label);
        binary::push_inst(&mut self.func.body, Op::Branch, &[header_id]);
        let merge_inst = Merge::Loop {
            merge: merge_id,
            continue_target: continue_id,
            control,
        };
        self.construct_loc = Some(ir.op_loc(op));
        self.block(header, false, Some(merge_inst))?;
        for block in depth_first(self.ir, region, header, &[continue_block, merge]) {
            if block != header {
                self.block(block, false, None)?;
            }
        }
        if continue_block != header {
            self.block(continue_block, false, None)?;
        }
        self.merge_block(op, merge)
    }

    /// The region of a construct; `None` for an empty one, which does
    /// nothing and is left out (MLIR allows it as a degenerate case).
    fn construct_region(&self, op: OpId) -> SResult<Option<RegionId>> {
        let ir = self.ir;
        let region = ir.region(op, 0);
        if !ir.region_is_empty(region) {
            return Ok(Some(region));
        }
        if ir.num_results(op) != 0 {
            return Err(ir.op_error(op, "with an empty region cannot have results"));
        }
        Ok(None)
    }

    /// The merge block's label and phis; the construct's results become the
    /// values its `spirv.mlir.merge` yields. Ops after the construct follow in
    /// this block.
    fn merge_block(&mut self, op: OpId, merge: shader_mlir::ir::BlockId) -> SResult<()> {
        let ir = self.ir;
        let label = self.block_id(merge);
        binary::push_inst(&mut self.func.body, Op::Label, &[label]);
        self.func.current_label = label;
        self.phis(merge)?;
        let Some(yield_op) = ir.last_op(merge).filter(|&t| MergeOp::isa(ir, t)) else {
            let message = format!("merge block must end with '{}'", MergeOp::NAME);
            return Err(ir.op_error(op, message));
        };
        let yielded: SmallVec<[_; 4]> = ir.operands(yield_op).collect();
        if yielded.len() != ir.num_results(op) {
            return Err(ir.op_error(op, "result count differs from the values its merge yields"));
        }
        for (index, value) in yielded.into_iter().enumerate() {
            let id = self.operand(yield_op, value)?;
            self.set_value(ir.result(op, index), id);
        }
        Ok(())
    }

    fn control(&self, op: OpId, name: &str) -> u32 {
        self.ir
            .prop(op, name)
            .and_then(|a| EnumAttr::of(self.ctx, a))
            .map_or(0, |e| e.value)
    }

    pub(super) fn branch(&mut self, op: OpId) -> SResult<()> {
        let ir = self.ir;
        let [target] = *ir.successors(op) else {
            return Err(ir.op_error(op, "expects one successor"));
        };
        self.func.branch_labels.insert(op, self.func.current_label);
        if self.absorbs(op, target) {
            self.func.absorbed.insert(target);
            self.blocks.insert(target, self.func.current_label);
            self.func.block_start = Some(self.func.body.len());
            return self.block(target, true, None);
        }
        let label = self.block_id(target);
        binary::push_inst(&mut self.func.body, Op::Branch, &[label]);
        Ok(())
    }

    /// Whether `branch`, the only way into `target`, is left out and
    /// `target` written on in the current SPIR-V block, which becomes the
    /// header of the selection `target` starts. That is the case when the
    /// selection's branch uses a value the branching block resolves where
    /// it is used (a constant, ...): the deserializer reads such a header
    /// block as the values materialized before a `spirv.Branch` to a block
    /// starting with the selection (MLIR's `splitSelectionHeader`), and this
    /// writes that text back as the binary it came from.
    fn absorbs(&self, branch: OpId, target: shader_mlir::ir::BlockId) -> bool {
        let ir = self.ir;
        let Some(block) = ir.op_parent_block(branch) else {
            return false;
        };
        let Some(selection) = ir.first_op(target).filter(|&op| SelectionOp::isa(ir, op)) else {
            return false;
        };
        let header_branch = ir
            .region_blocks(ir.region(selection, 0))
            .first()
            .and_then(|&header| ir.last_op(header));
        let uses_resolved_here = header_branch.is_some_and(|t| {
            ir.operands(t).any(|value| {
                ir.defining_op(value).is_some_and(|def| {
                    ir.op_parent_block(def) == Some(block)
                        && ir.op_def(def).is_some_and(super::ops::resolved_at_use)
                })
            })
        });
        target != block
            && uses_resolved_here
            && ir.num_operands(branch) == 0
            && self.func.preds.get(&target).is_some_and(|p| p.len() == 1)
            && !self.carries_merge(block)
    }

    /// Whether `block` ends with a merge instruction: a selection's header
    /// block, or a loop's entry (written in the block before the loop) or
    /// header block.
    fn carries_merge(&self, block: shader_mlir::ir::BlockId) -> bool {
        let ir = self.ir;
        let Some(region) = ir.block_parent(block) else {
            return false;
        };
        let Some(parent) = ir.region_parent(region) else {
            return false;
        };
        let position = ir.region_blocks(region).iter().position(|&b| b == block);
        match position {
            Some(0) => SelectionOp::isa(ir, parent) || LoopOp::isa(ir, parent),
            Some(1) => LoopOp::isa(ir, parent),
            _ => false,
        }
    }

    pub(super) fn branch_conditional(&mut self, op: OpId) -> SResult<()> {
        let ir = self.ir;
        let (Some(condition), &[true_block, false_block]) =
            (ir.operands(op).next(), ir.successors(op))
        else {
            return Err(ir.op_error(op, "expects a condition and two successors"));
        };
        let condition = self.operand(op, condition)?;
        self.func.branch_labels.insert(op, self.func.current_label);
        let true_label = self.block_id(true_block);
        let false_label = self.block_id(false_block);
        let mut w = InstWriter::begin(&mut self.func.body, Op::BranchConditional);
        w.word(condition).word(true_label).word(false_label);
        if let Some(weights) = BranchConditionalOp(op).branch_weights(ir) {
            for weight in weights {
                w.word(weight as u32);
            }
        }
        w.finish();
        Ok(())
    }
}

impl Serializer<'_> {
    /// `OpSwitch selector default (literal label)*`: each literal one word
    /// for selectors up to 32 bits (sign-extended for a signed narrow
    /// selector), two for 64-bit ones.
    pub(super) fn switch(&mut self, op: OpId) -> SResult<()> {
        let ir = self.ir;
        let switch = SwitchOp(op);
        let selector = switch.selector(ir);
        let selector_ty = ir.value_type(selector);
        let width = match self.ctx.type_kind(selector_ty) {
            shader_mlir::ir::TypeKind::Integer { width, .. } => *width,
            _ => return Err(ir.op_error(op, "selector must be an integer")),
        };
        let signed = super::constants::is_signed(self.ctx, selector_ty);
        let values = switch
            .case_values(ir)
            .filter(|v| v.len() == switch.targets(ir).len())
            .ok_or_else(|| ir.op_error(op, "number of literals should match number of targets"))?;
        let selector = self.operand(op, selector)?;
        self.func.branch_labels.insert(op, self.func.current_label);
        let default = self.block_id(switch.default_target(ir));
        let mut words: SmallVec<[u32; 8]> = SmallVec::from_slice(&[selector, default]);
        for (value, target) in values.into_iter().zip(switch.targets(ir)) {
            let literal = super::constants::literal_words(value as u128, width, signed)
                .ok_or_else(|| {
                    ir.op_error(op, format!("cannot serialize a {width}-bit switch literal"))
                })?;
            words.extend_from_slice(&literal);
            words.push(self.block_id(target));
        }
        let mut w = InstWriter::begin(&mut self.func.body, Op::Switch);
        w.words(&words);
        if !w.finish() {
            return Err(ir.op_error(op, "has too many cases to serialize"));
        }
        Ok(())
    }
}
