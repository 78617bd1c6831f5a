//! How regions nest: the region around a region's op, and ancestry between
//! regions (MLIR's `Region::getParentRegion`, `Region::isAncestor` and
//! `Region::isProperAncestor`, <https://mlir.llvm.org/doxygen/classmlir_1_1Region.html>).

use crate::ir::{Ir, RegionId};

/// The region holding the op that owns `region`; `None` at the top.
pub fn parent_region(ir: &Ir, region: RegionId) -> Option<RegionId> {
    ir.region_parent(region)
        .and_then(|op| ir.op_parent_block(op))
        .and_then(|b| ir.block_parent(b))
}

/// Whether `region` is `ancestor` or nested in it.
pub fn region_is_ancestor(ir: &Ir, ancestor: RegionId, region: RegionId) -> bool {
    std::iter::successors(Some(region), |&r| parent_region(ir, r)).any(|r| r == ancestor)
}

/// Whether `ancestor` strictly encloses `region`.
pub fn region_is_proper_ancestor(ir: &Ir, ancestor: RegionId, region: RegionId) -> bool {
    parent_region(ir, region).is_some_and(|parent| region_is_ancestor(ir, ancestor, parent))
}
