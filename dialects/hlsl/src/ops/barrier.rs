//! `hlsl.barrier`: HLSL's six barrier intrinsics, one op.
//!
//! ```text
//! hlsl.barrier group with_group_sync     // GroupMemoryBarrierWithGroupSync
//! hlsl.barrier device                    // DeviceMemoryBarrier
//! "hlsl.barrier"() <{memory = "all", with_group_sync}> : () -> ()
//! ```
//!
//! | HLSL | `memory` | `with_group_sync` |
//! |---|---|---|
//! | `GroupMemoryBarrier` | `group` | |
//! | `GroupMemoryBarrierWithGroupSync` | `group` | yes |
//! | `DeviceMemoryBarrier` | `device` | |
//! | `DeviceMemoryBarrierWithGroupSync` | `device` | yes |
//! | `AllMemoryBarrier` | `all` | |
//! | `AllMemoryBarrierWithGroupSync` | `all` | yes |
//!
//! `memory` is what the barrier orders: `group` the thread group's shared
//! memory, `device` resources, `all` both. With `with_group_sync` every
//! thread of the group waits for the others. Group syncs and group-shared
//! memory exist only in compute shaders (docs/hlsl-dialect.md, "Stages").
//! Upstream's `gpu.barrier` always synchronizes the group, so it cannot
//! express the barriers without sync.

use shader_mlir::ods::property::UnitAttr;
use shader_mlir::op;

use super::enums::{BarrierMemory, BarrierMemoryAttr};

/// A memory barrier, optionally with a thread-group synchronization.
#[op("hlsl.barrier")]
#[format("$memory (`with_group_sync` $with_group_sync^)? attr-dict")]
pub struct BarrierOp {
    /// The memory ordered.
    #[property(BarrierMemoryAttr)]
    memory: BarrierMemory,
    /// Whether every thread of the group waits for the others.
    #[property(UnitAttr)]
    with_group_sync: bool,
}
