//! Barrier ops: `spirv.ControlBarrier` and `spirv.MemoryBarrier`.
//!
//! Mirrors MLIR 22's `SPIRVBarrierOps.td`
//! (<https://mlir.llvm.org/docs/Dialects/SPIR-V/#barrier-ops>): scopes and
//! memory semantics are enum attributes printed without their `#spirv.`
//! prefix (`spirv.ControlBarrier <Workgroup>, <Device>, <Acquire|UniformMemory>`),
//! and at most one of the four ordering bits may be set.

use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Ir, OpId};
use shader_mlir::op;
use spirv::{MemorySemantics, Op, Scope};

use super::encoding::Encoding;
use super::properties::{MemorySemanticsAttr, ScopeAttr};
use super::table::op_table;

// The barriers (`SPIRV_ControlBarrierOp`, `SPIRV_MemoryBarrierOp`, and
// `SPIRV_IntelSplitBarrierOp` of `intel`): an execution scope (but for the
// memory barrier), the memory scope and the memory semantics.
macro_rules! barrier_op {
    (@op $(#[$doc:meta])* $ty:ident = $name:literal => $opcode:ident, [$($options:tt)*],
        $format:literal $(, $execution_scope:ident)?) => {
        $(#[$doc])*
        #[op($name, ext = Encoding::Core(Op::$opcode) $($options)*)]
        #[format($format)]
        pub struct $ty {
            $(#[property(ScopeAttr)] $execution_scope: Scope,)?
            #[property(ScopeAttr)]
            memory_scope: Scope,
            #[property(MemorySemanticsAttr)]
            memory_semantics: MemorySemantics,
        }
    };
    (control $(#[$doc:meta])* $ty:ident = $name:literal => $opcode:ident) => {
        barrier_op!(@op $(#[$doc])* $ty = $name => $opcode, [, verify = verify_control_barrier],
            "$execution_scope `,` $memory_scope `,` $memory_semantics attr-dict", execution_scope);
    };
    (memory $(#[$doc:meta])* $ty:ident = $name:literal => $opcode:ident) => {
        barrier_op!(@op $(#[$doc])* $ty = $name => $opcode, [, verify = verify_memory_barrier],
            "$memory_scope `,` $memory_semantics attr-dict");
    };
    (split $(#[$doc:meta])* $ty:ident = $name:literal => $opcode:ident) => {
        $crate::ops::barrier::barrier_op!(@op $(#[$doc])* $ty = $name => $opcode, [],
            "$execution_scope $memory_scope $memory_semantics attr-dict", execution_scope);
    };
}
pub(super) use barrier_op;

op_table! { barrier_op;
    control ControlBarrierOp = "spirv.ControlBarrier" (ControlBarrier) "Wait for other invocations of this module to reach the current point of execution";
    memory MemoryBarrierOp = "spirv.MemoryBarrier" (MemoryBarrier) "Control the order that memory accesses are observed";
}

/// MLIR's `verifyMemorySemantics`: at most one of `Acquire`, `Release`,
/// `AcquireRelease` and `SequentiallyConsistent`. Its diagnostic carries no
/// op prefix, as MLIR's.
pub fn verify_memory_semantics(
    ir: &Ir,
    op: OpId,
    semantics: MemorySemantics,
) -> Result<(), Diagnostic> {
    let ordering = MemorySemantics::ACQUIRE
        | MemorySemantics::RELEASE
        | MemorySemantics::ACQUIRE_RELEASE
        | MemorySemantics::SEQUENTIALLY_CONSISTENT;
    if (semantics & ordering).bits().count_ones() > 1 {
        return Err(ir.error_at(
            ir.op_loc(op),
            "expected at most one of these four memory constraints to be set: `Acquire`, `Release`,\
             `AcquireRelease` or `SequentiallyConsistent`",
        ));
    }
    Ok(())
}

fn verify_control_barrier(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    verify_memory_semantics(ir, op, ControlBarrierOp(op).memory_semantics(ir))
}

fn verify_memory_barrier(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    verify_memory_semantics(ir, op, MemoryBarrierOp(op).memory_semantics(ir))
}
