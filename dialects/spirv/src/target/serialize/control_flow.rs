//! Structured control flow and branches: `spirv.mlir.selection` and
//! `spirv.mlir.loop` become their blocks with `OpSelectionMerge` /
//! `OpLoopMerge`; `spirv.Branch`, `spirv.BranchConditional` and
//! `spirv.Switch` become `OpBranch*` / `OpSwitch`.
//!
//! Mirrors MLIR's `Serializer::processSelectionOp` and `processLoopOp`: the
//! current block branches to the construct's header; the header carries the
//! merge instruction; the other blocks follow depth first (for a loop, the
//! continue block last); the ops after the construct continue in its merge
//! block, whose arguments are phis. A construct's results are the values its
//! `spirv.mlir.merge` yields.

use shader_mlir::ir::{AttrKind, OpId};
use smallvec::SmallVec;
use spirv::Op;

use super::functions::Merge;
use super::{SResult, Serializer};
use crate::attributes::EnumAttr;
use crate::target::binary::{self, InstWriter};

impl Serializer<'_> {
    pub(super) fn selection(&mut self, op: OpId) -> SResult<()> {
        let ir = self.ir;
        let region = ir.region(op, 0);
        if self.empty_construct(op)? {
            return Ok(());
        }
        let blocks = ir.region_blocks(region);
        let (Some(&header), Some(&merge)) = (blocks.first(), blocks.last()) else {
            return Err(ir.op_error(op, "expects a non-empty region"));
        };
        if header == merge {
            return Err(ir.op_error(op, "must have a selection header block and a merge block"));
        }
        let control = self.control(op, "selection_control");
        let header_id = self.block_id(header);
        let merge_id = self.block_id(merge);
        binary::push_inst(&mut self.func.body, Op::Branch, &[header_id]);
        self.block(
            header,
            false,
            Some(Merge::Selection {
                merge: merge_id,
                control,
            }),
        )?;
        for block in self.depth_first(region, header, &[merge]) {
            if block != header {
                self.block(block, false, None)?;
            }
        }
        self.merge_block(op, merge)
    }

    pub(super) fn loop_(&mut self, op: OpId) -> SResult<()> {
        let ir = self.ir;
        let region = ir.region(op, 0);
        if self.empty_construct(op)? {
            return Ok(());
        }
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
            Some(branch)
                if ir.op_is(branch, "spirv.Branch") && ir.successors(branch) == [header] =>
            {
                branch
            }
            _ => {
                return Err(ir.op_error(
                    op,
                    "entry block must only have one 'spirv.Branch' op to the second block",
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
        self.block(header, false, Some(merge_inst))?;
        for block in self.depth_first(region, header, &[continue_block, merge]) {
            if block != header {
                self.block(block, false, None)?;
            }
        }
        if continue_block != header {
            self.block(continue_block, false, None)?;
        }
        self.merge_block(op, merge)
    }

    /// A construct with an empty region does nothing and is left out (MLIR
    /// allows it as a degenerate case).
    fn empty_construct(&self, op: OpId) -> SResult<bool> {
        let ir = self.ir;
        if !ir.region_is_empty(ir.region(op, 0)) {
            return Ok(false);
        }
        if ir.num_results(op) != 0 {
            return Err(ir.op_error(op, "with an empty region cannot have results"));
        }
        Ok(true)
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
        let Some(yield_op) = ir
            .last_op(merge)
            .filter(|&t| ir.op_is(t, "spirv.mlir.merge"))
        else {
            return Err(ir.op_error(op, "merge block must end with 'spirv.mlir.merge'"));
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
        let label = self.block_id(target);
        binary::push_inst(&mut self.func.body, Op::Branch, &[label]);
        Ok(())
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
        if let Some(AttrKind::Array(weights)) =
            ir.prop(op, "branch_weights").map(|a| self.ctx.attr_kind(a))
        {
            for &weight in weights.iter() {
                w.word(ir.int_value(weight).unwrap_or_default() as u32);
            }
        }
        w.finish();
        Ok(())
    }

    /// `spirv.Switch %selector, [default: ^bb, 0: ^bb, ...]`; case targets
    /// with arguments are not supported.
    pub(super) fn switch(&mut self, op: OpId) -> SResult<()> {
        let ir = self.ir;
        let ctx = self.ctx;
        let Some(selector) = ir.operands(op).next() else {
            return Err(ir.op_error(op, "expects a selector"));
        };
        if ir.num_operands(op) != 1 {
            return Err(self.error(
                op,
                "cannot serialize 'spirv.Switch' with successor operands",
            ));
        }
        let width = match ctx.type_kind(ir.value_type(selector)) {
            shader_mlir::ir::TypeKind::Integer { width, .. } => *width,
            _ => 32,
        };
        let literals: Vec<i128> = match ir.prop(op, "literals").map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::DenseElements { values, splat, .. }) => {
                let count = ir.successors(op).len().saturating_sub(1);
                let scalar = |a| ir.int_value(a).unwrap_or_default();
                if *splat {
                    vec![values.first().map_or(0, |&a| scalar(a)); count]
                } else {
                    values.iter().map(|&a| scalar(a)).collect()
                }
            }
            _ => Vec::new(),
        };
        let successors = ir.successors(op).to_vec();
        if successors.len() != literals.len() + 1 {
            return Err(ir.op_error(op, "case values do not match its successors"));
        }
        let selector = self.operand(op, selector)?;
        self.func.branch_labels.insert(op, self.func.current_label);
        let mut labels = Vec::with_capacity(successors.len());
        for block in successors {
            labels.push(self.block_id(block));
        }
        let mut w = InstWriter::begin(&mut self.func.body, Op::Switch);
        w.word(selector).word(labels[0]);
        for (literal, label) in literals.iter().zip(&labels[1..]) {
            w.word(*literal as u32);
            if width > 32 {
                w.word((*literal >> 32) as u32);
            }
            w.word(*label);
        }
        if !w.finish() {
            return Err(ir.op_error(op, "has too many cases to serialize"));
        }
        Ok(())
    }
}
