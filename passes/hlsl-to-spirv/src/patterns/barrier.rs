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
use shader_mlir::conversion::{Adaptor, ConversionRewriter};
use shader_mlir::ir::OpId;
use shader_mlir::rewrite::{OrFail, RewriteResult};
use spirv::{MemorySemantics, Scope};

use super::Lowering;

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
    _lowering: &Lowering,
    op: OpId,
    _adaptor: &Adaptor,
    rw: &mut ConversionRewriter<'_>,
) -> RewriteResult {
    let ir = rw.ir();
    let barrier = BarrierOp::cast(ir, op).or_fail("not hlsl.barrier")?;
    let (memory, sync, loc) = (
        barrier.memory(ir),
        barrier.with_group_sync(ir),
        ir.op_loc(op),
    );
    let (scope, semantics) = scope_and_semantics(memory);
    if sync {
        ControlBarrierOp::build(rw, loc, Scope::Workgroup, scope, semantics);
    } else {
        MemoryBarrierOp::build(rw, loc, scope, semantics);
    }
    rw.erase_op(op);
    Ok(())
}
