//! Barriers, `discard` and derivatives, one op per LLVM intrinsic, named as
//! the intrinsic without `llvm.` (`IntrinsicsDirectX.td`):
//!
//! | op | LLVM 22 | HLSL |
//! |---|---|---|
//! | `dx.group.memory.barrier.with.group.sync` | yes | `GroupMemoryBarrierWithGroupSync` |
//! | `dx.group.memory.barrier`, `dx.device.memory.barrier[.with.group.sync]`, `dx.all.memory.barrier[.with.group.sync]` | no (later LLVM; DXIL's `Barrier` with its mode flags) | the other five |
//! | `dx.discard` | yes (`llvm.dx.discard(i1)`) | `discard`, `clip` |
//! | `dx.ddx.coarse`, `dx.ddy.coarse`, `dx.ddx.fine`, `dx.ddy.fine` | yes | `ddx[_coarse]`, `ddy[_coarse]`, `ddx_fine`, `ddy_fine` |
//!
//! ```text
//! dx.group.memory.barrier.with.group.sync
//! dx.discard %cond
//! %d = dx.ddx.coarse %uv : vector<2xf32>
//! ```
//!
//! `dx.discard` discards the pixel when its condition is true.

use shader_mlir::ir::Value;
use shader_mlir::ods::constraint::I1;
use shader_mlir::op;

use super::constraints::DERIVABLE;

/// A barrier: no operands, no results.
macro_rules! barrier_op {
    ($(#[$doc:meta])* $ty:ident = $name:literal) => {
        $(#[$doc])*
        #[op($name)]
        #[format("attr-dict")]
        pub struct $ty {}
    };
}

/// A derivative: a float value to one of the same type.
macro_rules! derivative_op {
    ($(#[$doc:meta])* $ty:ident = $name:literal) => {
        $(#[$doc])*
        #[op($name, traits = [Pure, SameOperandsAndResultType])]
        #[format("$value attr-dict `:` type($value)")]
        pub struct $ty {
            #[operand(DERIVABLE)]
            value: Value,
            #[result(DERIVABLE)]
            result: Value,
        }
    };
}

op_table! {
    barrier_op {
        /// Orders group-shared memory (`GroupMemoryBarrier`).
        GroupMemoryBarrierOp = "dx.group.memory.barrier";
        /// Orders group-shared memory and synchronizes the group
        /// (`GroupMemoryBarrierWithGroupSync`).
        GroupMemoryBarrierWithGroupSyncOp = "dx.group.memory.barrier.with.group.sync";
        /// Orders resource memory (`DeviceMemoryBarrier`).
        DeviceMemoryBarrierOp = "dx.device.memory.barrier";
        /// Orders resource memory and synchronizes the group
        /// (`DeviceMemoryBarrierWithGroupSync`).
        DeviceMemoryBarrierWithGroupSyncOp = "dx.device.memory.barrier.with.group.sync";
        /// Orders all memory (`AllMemoryBarrier`).
        AllMemoryBarrierOp = "dx.all.memory.barrier";
        /// Orders all memory and synchronizes the group
        /// (`AllMemoryBarrierWithGroupSync`).
        AllMemoryBarrierWithGroupSyncOp = "dx.all.memory.barrier.with.group.sync";
    }
    derivative_op {
        /// The coarse derivative along x (`llvm.dx.ddx.coarse`).
        DdxCoarseOp = "dx.ddx.coarse";
        /// The coarse derivative along y (`llvm.dx.ddy.coarse`).
        DdyCoarseOp = "dx.ddy.coarse";
        /// The fine derivative along x (`llvm.dx.ddx.fine`).
        DdxFineOp = "dx.ddx.fine";
        /// The fine derivative along y (`llvm.dx.ddy.fine`).
        DdyFineOp = "dx.ddy.fine";
    }
}

/// Discards the pixel when `condition` is true.
#[op("dx.discard")]
#[format("$condition attr-dict")]
pub struct DiscardOp {
    #[operand(I1)]
    condition: Value,
}
