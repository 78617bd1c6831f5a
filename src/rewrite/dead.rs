//! Dead code: which ops can go, and the region simplifications the greedy driver
//! runs between iterations (MLIR's `isOpTriviallyDead`, `eraseUnreachableBlocks`
//! and the op part of `runRegionDCE`,
//! <https://mlir.llvm.org/docs/Canonicalization/#general-design>).
//!
//! Side effects are known through traits only: [`Traits::PURE`] ops have none,
//! [`Traits::RECURSIVE_MEMORY_EFFECTS`] ops have those of their bodies, anything
//! else (unregistered ops included) is assumed to have effects. Terminators and
//! symbols are never dead.

use rustc_hash::FxHashSet;

use crate::dialect::Traits;
use crate::ir::{BlockId, Ir, OpId, RegionId};
use crate::rewrite::rewriter::Rewriter;

/// Whether `op` could be erased if its results were unused.
pub fn would_op_be_trivially_dead(ir: &Ir, op: OpId) -> bool {
    let Some(def) = ir.op_def(op) else {
        return false;
    };
    if def.has(Traits::TERMINATOR) || def.has(Traits::SYMBOL) {
        return false;
    }
    if !def.has(Traits::RECURSIVE_MEMORY_EFFECTS) {
        return def.has(Traits::PURE);
    }
    let mut stack = vec![op];
    while let Some(o) = stack.pop() {
        let Some(def) = ir.op_def(o) else {
            return false;
        };
        if def.has(Traits::RECURSIVE_MEMORY_EFFECTS) {
            for &r in ir.regions(o) {
                for &b in ir.region_blocks(r) {
                    stack.extend(ir.block_ops(b));
                }
            }
            continue;
        }
        if !def.has(Traits::PURE) {
            return false;
        }
    }
    true
}

/// Whether `op` is unused and free of side effects.
pub fn is_op_trivially_dead(ir: &Ir, op: OpId) -> bool {
    ir.results(op).iter().all(|&r| !ir.has_uses(r)) && would_op_be_trivially_dead(ir, op)
}

/// Erases the blocks of `regions` (and of the regions nested in them) that the
/// entry block cannot reach. Returns whether anything was erased.
pub fn erase_unreachable_blocks(rewriter: &mut Rewriter<'_>, regions: &[RegionId]) -> bool {
    let mut changed = false;
    let mut worklist: Vec<RegionId> = regions.to_vec();
    while let Some(region) = worklist.pop() {
        let blocks: Vec<BlockId> = rewriter.ir().region_blocks(region).to_vec();
        let Some(&entry) = blocks.first() else {
            continue;
        };
        let reachable = if blocks.len() == 1 {
            FxHashSet::from_iter([entry])
        } else {
            reachable_blocks(rewriter.ir(), entry)
        };
        let dead: Vec<BlockId> = blocks
            .iter()
            .copied()
            .filter(|b| !reachable.contains(b))
            .collect();
        if !dead.is_empty() {
            changed = true;
            // Values of dead blocks may be used across them: drop every use first.
            for &block in &dead {
                let ops: Vec<OpId> = rewriter.ir().block_ops(block).collect();
                for op in ops {
                    for nested in rewriter.ir().walk_collect(op) {
                        rewriter.ir_mut_unobserved().set_operands(nested, &[]);
                    }
                }
            }
            for block in dead {
                rewriter.erase_block(block);
            }
        }
        for &block in rewriter.ir().region_blocks(region) {
            for op in rewriter.ir().block_ops(block) {
                worklist.extend(rewriter.ir().regions(op).iter().copied());
            }
        }
    }
    changed
}

fn reachable_blocks(ir: &Ir, entry: BlockId) -> FxHashSet<BlockId> {
    let mut seen = FxHashSet::from_iter([entry]);
    let mut stack = vec![entry];
    while let Some(b) = stack.pop() {
        if let Some(last) = ir.last_op(b) {
            for &succ in ir.successors(last) {
                if seen.insert(succ) {
                    stack.push(succ);
                }
            }
        }
    }
    seen
}

/// Erases trivially dead ops in `regions`, users before definitions, so a chain of
/// dead ops goes in one sweep. Returns whether anything was erased.
pub fn erase_dead_ops(rewriter: &mut Rewriter<'_>, regions: &[RegionId]) -> bool {
    // Post-order over the regions, each block's ops last to first.
    let mut order: Vec<OpId> = Vec::new();
    let mut stack: Vec<(OpId, bool)> = Vec::new();
    let push_region_ops = |ir: &Ir, region: RegionId, stack: &mut Vec<(OpId, bool)>| {
        for &b in ir.region_blocks(region) {
            stack.extend(ir.block_ops(b).map(|o| (o, false)));
        }
    };
    for &region in regions.iter().rev() {
        push_region_ops(rewriter.ir(), region, &mut stack);
        while let Some((op, expanded)) = stack.pop() {
            if expanded {
                order.push(op);
                continue;
            }
            stack.push((op, true));
            for &r in rewriter.ir().regions(op) {
                push_region_ops(rewriter.ir(), r, &mut stack);
            }
        }
    }
    let mut changed = false;
    for op in order {
        if !rewriter.ir().is_erased(op) && is_op_trivially_dead(rewriter.ir(), op) {
            rewriter.erase_op(op);
            changed = true;
        }
    }
    changed
}
