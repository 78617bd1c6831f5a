//! Structured control flow as LLVM basic blocks, branches and phis, in the
//! shapes and block names clang gives `if`, `for` and `while`
//! (`if.then`/`if.else`/`if.end`, `for.cond`/`for.body`/`for.end`,
//! `while.cond`/`while.body`/`while.end`), as MLIR's
//! `--convert-scf-to-cf` shapes them
//! (<https://mlir.llvm.org/docs/Dialects/SCFDialect/>):
//!
//! - `scf.if`: a conditional branch to the two regions, which branch to the
//!   join block; results are phis there;
//! - `scf.for`: a header with phis for the induction variable and the
//!   iteration values, the bound test (`slt`, or `ult` with `unsignedCmp`),
//!   the body ending in the step and the back edge; results are the header's
//!   phis;
//! - `scf.while`: the `before` region in the header (its arguments are phis),
//!   `scf.condition` branching to the `after` region or out; the values it
//!   forwards are the `after` region's arguments and the loop's results.
//!
//! Operands and regions are read in ODS order (`scf.for`: lower bound, upper
//! bound, step, initial values; `scf.if`: then, else; `scf.while`: before,
//! after).

use dialect_scf::{ConditionOp, ForOp, IfOp, WhileOp, YieldOp};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Ir, OpId, Value};

use super::{FnCx, OpRule, Target, rule};
use crate::text::{BlockRef, Line, Operand};

pub(super) fn rules<T: Target>() -> Vec<OpRule<T>> {
    vec![
        rule!(IfOp => |cx, op| cx.if_op(op)),
        rule!(ForOp => |cx, op| cx.for_op(op)),
        rule!(WhileOp => |cx, op| cx.while_op(op)),
    ]
}

/// The terminators whose region's owner exports them.
pub(super) fn is_region_terminator(ir: &Ir, op: OpId) -> bool {
    YieldOp::cast(ir, op).is_some() || ConditionOp::cast(ir, op).is_some()
}

impl<T: Target> FnCx<'_, T> {
    /// The operands of the terminator `op` returned from a region, or none.
    fn terminator_values(&self, term: Option<OpId>) -> Vec<Value> {
        term.map(|t| self.ir.operands(t).collect())
            .unwrap_or_default()
    }

    /// Emits `region` into `block`, branches to `to`, and returns what its
    /// `scf.yield` passed and the block it ended in.
    fn region_into(
        &mut self,
        op: OpId,
        region: shader_mlir::ir::RegionId,
        block: BlockRef,
        to: BlockRef,
    ) -> Result<(Vec<Operand>, BlockRef), Diagnostic> {
        self.body.set_current(block);
        let term = self.emit_region(op, region)?;
        let values = self
            .terminator_values(term)
            .into_iter()
            .map(|v| self.operand(v))
            .collect::<Result<Vec<_>, _>>()?;
        let end = self.body.current();
        self.body.emit(Line::new("br ").label(to));
        Ok((values, end))
    }

    fn if_op(&mut self, op: OpId) -> Result<(), Diagnostic> {
        let (cond, cond_ty) = self.value(self.ir.operand(op, 0))?;
        let regions = self.ir.regions(op).to_vec();
        let has_else = regions
            .get(1)
            .is_some_and(|&r| !self.ir.region_blocks(r).is_empty());
        let then_block = self.body.new_block("if.then");
        let else_block = has_else.then(|| self.body.new_block("if.else"));
        let end = self.body.new_block("if.end");
        self.body.emit(
            Line::new("br ")
                .typed(&cond_ty, &cond)
                .t(", ")
                .label(then_block)
                .t(", ")
                .label(else_block.unwrap_or(end)),
        );
        let (then_values, then_end) = self.region_into(op, regions[0], then_block, end)?;
        let else_arm = match else_block {
            Some(block) => Some(self.region_into(op, regions[1], block, end)?),
            None => None,
        };
        self.body.set_current(end);
        for (index, then_value) in then_values.into_iter().enumerate() {
            let ty = self.result_type(op, index)?;
            let (phi, slot) = self.body.phi(end, ty.clone());
            self.body.add_incoming(slot, then_value, then_end);
            if let Some((else_values, else_end)) = &else_arm {
                let value = else_values.get(index).cloned().ok_or_else(|| {
                    self.ir
                        .op_error(op, "the else region yields too few values")
                })?;
                self.body.add_incoming(slot, value, *else_end);
            }
            self.bind_id(self.ir.result(op, index), phi, ty);
        }
        Ok(())
    }

    /// Starts the loop `op`: the current block branches to a new
    /// `<kind>.cond` header (a convergence loop header), which becomes
    /// current. The blocks (current before, header, `<kind>.body`,
    /// `<kind>.end`).
    fn begin_loop(&mut self, op: OpId, kind: &str) -> (BlockRef, BlockRef, BlockRef, BlockRef) {
        let pre = self.body.current();
        let header = self.body.new_block(&format!("{kind}.cond"));
        self.convergence.loop_header(op, header);
        let body = self.body.new_block(&format!("{kind}.body"));
        let end = self.body.new_block(&format!("{kind}.end"));
        self.body.emit(Line::new("br ").label(header));
        self.body.set_current(header);
        (pre, header, body, end)
    }

    fn for_op(&mut self, op: OpId) -> Result<(), Diagnostic> {
        let operands: Vec<Value> = self.ir.operands(op).collect();
        let [lower, upper, step, inits @ ..] = operands.as_slice() else {
            return Err(self.ir.op_error(op, "expects bounds and a step"));
        };
        let region = self.ir.region(op, 0);
        let Some(&block) = self.ir.region_blocks(region).first() else {
            return Err(self.ir.op_error(op, "expects a body"));
        };
        let (lower, iv_ty) = self.value(*lower)?;
        let upper = self.operand(*upper)?;
        let step = self.operand(*step)?;
        let unsigned = self.ir.attr_or_prop(op, "unsignedCmp").is_some();
        let (pre, header, body, end) = self.begin_loop(op, "for");
        let args: Vec<Value> = self.ir.block_args(block).to_vec();
        let (iv, iv_slot) = self.body.phi(header, iv_ty.clone());
        self.body.add_incoming(iv_slot, lower, pre);
        self.bind_id(args[0], iv, iv_ty.clone());
        let mut slots = Vec::new();
        for (index, init) in inits.iter().enumerate() {
            let (value, ty) = self.value(*init)?;
            let (phi, slot) = self.body.phi(header, ty.clone());
            self.body.add_incoming(slot, value, pre);
            self.bind_id(args[index + 1], phi, ty.clone());
            self.bind_id(self.ir.result(op, index), phi, ty);
            slots.push(slot);
        }
        let predicate = if unsigned { "ult" } else { "slt" };
        let test = self.body.emit_value(
            Line::new(format!("icmp {predicate} "))
                .typed(&iv_ty, &Operand::Value(iv))
                .t(", ")
                .op(&upper),
        );
        self.body.emit(
            Line::new("br i1 ")
                .op(&Operand::Value(test))
                .t(", ")
                .label(body)
                .t(", ")
                .label(end),
        );
        self.body.set_current(body);
        let term = self.emit_block(block)?;
        let yielded = self.terminator_values(term);
        let next = self.body.emit_value(
            Line::new("add ")
                .typed(&iv_ty, &Operand::Value(iv))
                .t(", ")
                .op(&step),
        );
        let latch = self.body.current();
        self.body.emit(Line::new("br ").label(header));
        self.body.add_incoming(iv_slot, Operand::Value(next), latch);
        for (slot, value) in slots.into_iter().zip(yielded) {
            let value = self.operand(value)?;
            self.body.add_incoming(slot, value, latch);
        }
        self.body.set_current(end);
        Ok(())
    }

    fn while_op(&mut self, op: OpId) -> Result<(), Diagnostic> {
        let inits: Vec<Value> = self.ir.operands(op).collect();
        let regions = self.ir.regions(op).to_vec();
        let (Some(&before), Some(&after)) = (
            regions
                .first()
                .and_then(|&r| self.ir.region_blocks(r).first()),
            regions
                .get(1)
                .and_then(|&r| self.ir.region_blocks(r).first()),
        ) else {
            return Err(self.ir.op_error(op, "expects a before and an after region"));
        };
        let (pre, header, body, end) = self.begin_loop(op, "while");
        let mut slots = Vec::new();
        let before_args: Vec<Value> = self.ir.block_args(before).to_vec();
        for (arg, init) in before_args.into_iter().zip(&inits) {
            let (value, ty) = self.value(*init)?;
            let (phi, slot) = self.body.phi(header, ty.clone());
            self.body.add_incoming(slot, value, pre);
            self.bind_id(arg, phi, ty);
            slots.push(slot);
        }
        let term = self.emit_block(before)?;
        let Some(condition) = term.filter(|&t| ConditionOp::cast(self.ir, t).is_some()) else {
            return Err(self
                .ir
                .op_error(op, "expects its before region to end in 'scf.condition'"));
        };
        let forwarded: Vec<Value> = self.ir.operands(condition).collect();
        let (test, test_ty) = self.value(forwarded[0])?;
        self.body.emit(
            Line::new("br ")
                .typed(&test_ty, &test)
                .t(", ")
                .label(body)
                .t(", ")
                .label(end),
        );
        let after_args: Vec<Value> = self.ir.block_args(after).to_vec();
        for (index, value) in forwarded[1..].iter().enumerate() {
            let (operand, ty) = self.value(*value)?;
            if let Some(arg) = after_args.get(index) {
                self.bind(*arg, operand.clone(), ty.clone());
            }
            self.bind(self.ir.result(op, index), operand, ty);
        }
        self.body.set_current(body);
        let term = self.emit_block(after)?;
        let yielded = self.terminator_values(term);
        let latch = self.body.current();
        self.body.emit(Line::new("br ").label(header));
        for (slot, value) in slots.into_iter().zip(yielded) {
            let value = self.operand(value)?;
            self.body.add_incoming(slot, value, latch);
        }
        self.body.set_current(end);
        Ok(())
    }
}
