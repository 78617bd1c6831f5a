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
    ir.op_def(op).is_some()
        && ir.results(op).iter().all(|&r| !ir.has_uses(r))
        && would_op_be_trivially_dead(ir, op)
}

/// Erases the blocks of `regions` (and of the regions nested in them) that the
/// entry block cannot reach. Returns whether anything was erased.
pub fn erase_unreachable_blocks(rewriter: &mut Rewriter<'_>, regions: &[RegionId]) -> bool {
    let walk = RegionWalk::new(rewriter.ir(), regions);
    walk.multi_block_regions
        .into_iter()
        .fold(false, |changed, r| {
            erase_unreachable_in(rewriter, r) | changed
        })
}

/// Erases trivially dead ops in `regions`, users before definitions, so a chain of
/// dead ops goes in one sweep. Returns whether anything was erased.
pub fn erase_dead_ops(rewriter: &mut Rewriter<'_>, regions: &[RegionId]) -> bool {
    let walk = RegionWalk::new(rewriter.ir(), regions);
    erase_dead_in(rewriter, &walk.post_order)
}

/// Both simplifications from one walk of the IR: unreachable blocks, then dead
/// ops. Returns whether anything was erased.
pub fn simplify_regions(rewriter: &mut Rewriter<'_>, regions: &[RegionId]) -> bool {
    let walk = RegionWalk::new(rewriter.ir(), regions);
    let mut changed = false;
    for region in walk.multi_block_regions {
        changed |= erase_unreachable_in(rewriter, region);
    }
    changed | erase_dead_in(rewriter, &walk.post_order)
}

/// One iterative walk of some regions: their ops in post-order with each block's
/// ops last to first (users before definitions), and the regions with more than
/// one block.
struct RegionWalk {
    post_order: Vec<OpId>,
    multi_block_regions: Vec<RegionId>,
}

impl RegionWalk {
    fn new(ir: &Ir, regions: &[RegionId]) -> Self {
        let mut walk = RegionWalk {
            post_order: Vec::new(),
            multi_block_regions: Vec::new(),
        };
        let mut stack: Vec<(OpId, bool)> = Vec::new();
        for &region in regions.iter().rev() {
            walk.enter(ir, region, &mut stack);
            while let Some((op, expanded)) = stack.pop() {
                if expanded {
                    walk.post_order.push(op);
                    continue;
                }
                stack.push((op, true));
                for &r in ir.regions(op) {
                    walk.enter(ir, r, &mut stack);
                }
            }
        }
        walk
    }

    fn enter(&mut self, ir: &Ir, region: RegionId, stack: &mut Vec<(OpId, bool)>) {
        let blocks = ir.region_blocks(region);
        if blocks.len() > 1 {
            self.multi_block_regions.push(region);
        }
        for &b in blocks {
            stack.extend(ir.block_ops(b).map(|o| (o, false)));
        }
    }
}

fn erase_unreachable_in(rewriter: &mut Rewriter<'_>, region: RegionId) -> bool {
    let ir = rewriter.ir();
    let Some(&entry) = ir.region_blocks(region).first() else {
        return false;
    };
    let reachable = reachable_blocks(ir, entry);
    let dead: Vec<BlockId> = ir
        .region_blocks(region)
        .iter()
        .copied()
        .filter(|b| !reachable.contains(b))
        .collect();
    if dead.is_empty() {
        return false;
    }
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
    true
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

fn erase_dead_in(rewriter: &mut Rewriter<'_>, post_order: &[OpId]) -> bool {
    let mut changed = false;
    for &op in post_order {
        if !rewriter.ir().is_erased(op) && is_op_trivially_dead(rewriter.ir(), op) {
            rewriter.erase_op(op);
            changed = true;
        }
    }
    changed
}
