//! The walk that fixes the order of a region's blocks in a binary: depth
//! first from a start block, each block before its successors, taken in
//! the terminator's order. The serializer writes blocks in this order and
//! the deserializer restores it, so that a round trip keeps the regions
//! whatever block order the binary had (the SPIR-V specification's
//! "Structured Control Flow" asks only that a block come after its
//! dominators: <https://registry.khronos.org/SPIR-V/specs/unified1/SPIRV.html#_structured_control_flow>).

use rustc_hash::FxHashSet;
use shader_mlir::ir::{BlockId, Ir, RegionId};

/// The blocks of `region` reached from `start` without passing through
/// `skip`, in depth-first preorder; `skip` blocks are neither visited nor
/// walked through.
pub(crate) fn depth_first(
    ir: &Ir,
    region: RegionId,
    start: BlockId,
    skip: &[BlockId],
) -> Vec<BlockId> {
    let mut seen: FxHashSet<BlockId> = skip.iter().copied().collect();
    let mut order = Vec::new();
    if !seen.insert(start) {
        return order;
    }
    order.push(start);
    let mut stack = vec![(start, 0usize)];
    while let Some(top) = stack.last_mut() {
        let (block, next) = *top;
        let succ = ir
            .last_op(block)
            .and_then(|t| ir.successors(t).get(next).copied());
        match succ {
            Some(succ) => {
                top.1 += 1;
                if ir.block_parent(succ) == Some(region) && seen.insert(succ) {
                    order.push(succ);
                    stack.push((succ, 0));
                }
            }
            None => {
                stack.pop();
            }
        }
    }
    order
}
