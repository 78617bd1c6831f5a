//! `spirv.Kill` ends its block (`OpKill` is a block terminator,
//! <https://registry.khronos.org/SPIR-V/specs/unified1/SPIRV.html#OpKill>).
//!
//! A discard lowered to `spirv.Kill` ([`crate::patterns::pixel`]) stands
//! where `hlsl.discard` stood, with the rest of its block after it. Once the
//! conversion has built the structured control flow, [`end_blocks_at_kills`]
//! drops everything after each `spirv.Kill` in its block: that code never
//! runs (DXC's output drops it too). In a branch of a `spirv.mlir.selection`
//! this drops the branch to the merge block, in a loop body the branch to the
//! continue block, at function level the rest of the function's block with
//! its `spirv.Return`.
//!
//! A block left without predecessors (the continue block of a loop whose
//! body always discards) keeps no block arguments: each becomes a
//! `spirv.Undef`, as SPIR-V has no `OpPhi` without incoming edges that
//! MLIR's deserializer accepts.

use dialect_spirv::ops::control_flow::KillOp;
use dialect_spirv::ops::misc::UndefOp;
use rustc_hash::FxHashSet;
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{BlockId, InsertPoint, Ir, OpId};
use shader_mlir::rewrite::IrBuilder;

/// Makes each `spirv.Kill` under `root` the last op of its block.
///
/// The dropped ops' values can only be used in the dropped ops (the
/// structured constructs pass values between blocks as branch operands); a
/// use elsewhere is a diagnostic rather than broken IR.
pub fn end_blocks_at_kills(ir: &mut Ir, root: OpId) -> Result<(), Vec<Diagnostic>> {
    let kills: Vec<OpId> = ir
        .walk_collect(root)
        .into_iter()
        .filter(|&op| KillOp::isa(ir, op))
        .collect();
    let mut errors = Vec::new();
    for kill in kills {
        if ir.is_erased(kill) {
            continue;
        }
        let mut tail = Vec::new();
        let mut next = ir.next_op(kill);
        while let Some(op) = next {
            tail.push(op);
            next = ir.next_op(op);
        }
        if tail.is_empty() {
            continue;
        }
        if let Some(user) = used_elsewhere(ir, &tail) {
            errors.push(ir.op_error(
                user,
                "uses a value defined after a discard (spirv.Kill) in another block",
            ));
            continue;
        }
        let targets: Vec<BlockId> = tail
            .iter()
            .flat_map(|&op| ir.successors(op).to_vec())
            .collect();
        for &op in tail.iter().rev() {
            ir.erase_op(op);
        }
        for block in targets {
            if !has_predecessors(ir, block) {
                undefine_arguments(ir, block);
            }
        }
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

/// An op outside `tail` (and the ops nested in it) using a result of one of
/// them.
fn used_elsewhere(ir: &Ir, tail: &[OpId]) -> Option<OpId> {
    let dropped: FxHashSet<OpId> = tail.iter().flat_map(|&op| ir.walk_collect(op)).collect();
    dropped
        .iter()
        .flat_map(|&op| ir.results(op).to_vec())
        .flat_map(|value| ir.uses(value).map(|u| u.op).collect::<Vec<_>>())
        .find(|user| !dropped.contains(user))
}

/// Whether a terminator of `block`'s region branches to it (the entry block
/// counts as reached).
fn has_predecessors(ir: &Ir, block: BlockId) -> bool {
    let Some(region) = ir.block_parent(block) else {
        return false;
    };
    ir.entry_block(region) == Some(block)
        || ir.region_blocks(region).iter().any(|&b| {
            ir.last_op(b)
                .is_some_and(|t| ir.successors(t).contains(&block))
        })
}

/// Replaces the arguments of the unreachable `block` with `spirv.Undef`s.
fn undefine_arguments(ir: &mut Ir, block: BlockId) {
    let args = ir.block_args(block).to_vec();
    let Some(parent) = ir.block_parent_op(block).filter(|_| !args.is_empty()) else {
        return;
    };
    let loc = ir.op_loc(parent);
    let at = match ir.first_op(block) {
        Some(first) => InsertPoint::before(ir, first),
        None => InsertPoint::at_end(block),
    };
    for (index, &arg) in args.iter().enumerate().rev() {
        let ty = ir.value_type(arg);
        let mut b = IrBuilder::new(ir, Some(at));
        let undef = UndefOp::build(&mut b, loc, ty).result(ir);
        ir.replace_all_uses(arg, undef);
        ir.erase_block_argument(block, index);
    }
}
