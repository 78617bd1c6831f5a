//! `hlsl.barrier`: DXC's mapping of HLSL's six barrier intrinsics
//! (<https://github.com/microsoft/DirectXShaderCompiler/blob/main/docs/SPIR-V.rst>,
//! "Synchronization intrinsics"):
//!
//! | HLSL | SPIR-V |
//! |---|---|
//! | `GroupMemoryBarrier` | `MemoryBarrier Workgroup, AcquireRelease\|WorkgroupMemory` |
//! | `GroupMemoryBarrierWithGroupSync` | `ControlBarrier Workgroup, Workgroup, AcquireRelease\|WorkgroupMemory` |
//! | `DeviceMemoryBarrier` | `MemoryBarrier Device, AcquireRelease\|UniformMemory\|ImageMemory` |
//! | `DeviceMemoryBarrierWithGroupSync` | `ControlBarrier Workgroup, Device, AcquireRelease\|UniformMemory\|ImageMemory` |
//! | `AllMemoryBarrier` | `MemoryBarrier Device, AcquireRelease\|UniformMemory\|WorkgroupMemory\|ImageMemory` |
//! | `AllMemoryBarrierWithGroupSync` | `ControlBarrier Workgroup, Device, AcquireRelease\|UniformMemory\|WorkgroupMemory\|ImageMemory` |

use dialect_hlsl::ops::{BarrierMemory, BarrierOp};
use dialect_spirv::ops::barrier::{ControlBarrierOp, MemoryBarrierOp};
use shader_mlir::rewrite::RewriteResult;
use spirv::{MemorySemantics, Scope};

use super::Matched;
use super::erased;

/// The memory scope and semantics of a barrier over `memory`.
fn scope_and_semantics(memory: BarrierMemory) -> (Scope, MemorySemantics) {
    let ordering = MemorySemantics::ACQUIRE_RELEASE;
    match memory {
        BarrierMemory::Group => (
            Scope::Workgroup,
            ordering | MemorySemantics::WORKGROUP_MEMORY,
        ),
        BarrierMemory::Device => (
            Scope::Device,
            ordering | MemorySemantics::UNIFORM_MEMORY | MemorySemantics::IMAGE_MEMORY,
        ),
        BarrierMemory::All => (
            Scope::Device,
            ordering
                | MemorySemantics::UNIFORM_MEMORY
                | MemorySemantics::WORKGROUP_MEMORY
                | MemorySemantics::IMAGE_MEMORY,
        ),
    }
}

pub fn lower_barrier(
    Matched(_lowering, barrier, op, loc, _adaptor, rw): Matched<'_, '_, BarrierOp>,
) -> RewriteResult {
    let ir = rw.ir();
    let (memory, sync) = (barrier.memory(ir), barrier.with_group_sync(ir));
    let (scope, semantics) = scope_and_semantics(memory);
    if sync {
        ControlBarrierOp::build(rw, loc, Scope::Workgroup, scope, semantics);
    } else {
        MemoryBarrierOp::build(rw, loc, scope, semantics);
    }
    erased(rw, op)
}
