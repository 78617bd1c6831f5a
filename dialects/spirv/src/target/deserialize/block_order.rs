//! The order of the blocks in each region of a function: the order the
//! serializer writes them in (depth first from the entry, successors in the
//! terminator's order; a construct's merge block last, a loop's continue
//! block before it), so that deserialize -> serialize -> deserialize gives
//! the same regions whatever block order the binary had.

use rustc_hash::FxHashSet;
use shader_mlir::ir::{BlockId, Ir, OpId, RegionId};

use crate::ops::control_flow::{LoopOp, SelectionOp};
use crate::target::block_walk::depth_first;

/// Reorders the blocks of `region` and of the constructs nested in it.
pub(super) fn reorder(ir: &mut Ir, region: RegionId) {
    let mut constructs = Vec::new();
    for &block in ir.region_blocks(region) {
        for op in ir.block_ops(block) {
            if SelectionOp::isa(ir, op) || LoopOp::isa(ir, op) {
                constructs.push(op);
            }
        }
    }
    let blocks = ir.region_blocks(region).to_vec();
    if let Some(&entry) = blocks.first() {
        let order = depth_first(ir, region, entry, &[]);
        apply(ir, region, &blocks, order);
    }
    for op in constructs {
        reorder_construct(ir, op);
    }
}

fn reorder_construct(ir: &mut Ir, op: OpId) {
    let region = ir.region(op, 0);
    let blocks = ir.region_blocks(region).to_vec();
    let is_loop = LoopOp::isa(ir, op);
    let mut nested = Vec::new();
    for &block in &blocks {
        for inner in ir.block_ops(block) {
            if SelectionOp::isa(ir, inner) || LoopOp::isa(ir, inner) {
                nested.push(inner);
            }
        }
    }
    let order = match (is_loop, &blocks[..]) {
        (true, [entry, header, .., cont, merge]) if blocks.len() >= 4 => {
            let mut order = vec![*entry];
            order.extend(depth_first(ir, region, *header, &[*cont, *merge]));
            order.extend([*cont, *merge]);
            order
        }
        (false, [header, .., merge]) => {
            let mut order = depth_first(ir, region, *header, &[*merge]);
            order.push(*merge);
            order
        }
        _ => blocks.clone(),
    };
    apply(ir, region, &blocks, order);
    for inner in nested {
        reorder_construct(ir, inner);
    }
}

/// Puts `region`'s blocks in `order`, the blocks it leaves out after them in
/// their current order.
fn apply(ir: &mut Ir, region: RegionId, blocks: &[BlockId], mut order: Vec<BlockId>) {
    if order.len() == blocks.len() && order == blocks {
        return;
    }
    let placed: FxHashSet<BlockId> = order.iter().copied().collect();
    order.extend(blocks.iter().copied().filter(|b| !placed.contains(b)));
    for &block in blocks {
        ir.detach_block(block);
    }
    for block in order {
        ir.push_block(region, block);
    }
}
