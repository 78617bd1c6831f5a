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

/// Wait for other invocations of this module to reach the current point of
/// execution
#[op(
    "spirv.ControlBarrier",
    ext = Encoding::Core(Op::ControlBarrier),
    verify = verify_control_barrier
)]
#[format("$execution_scope `,` $memory_scope `,` $memory_semantics attr-dict")]
pub struct ControlBarrierOp {
    #[property(ScopeAttr)]
    execution_scope: Scope,
    #[property(ScopeAttr)]
    memory_scope: Scope,
    #[property(MemorySemanticsAttr)]
    memory_semantics: MemorySemantics,
}

/// Control the order that memory accesses are observed
#[op(
    "spirv.MemoryBarrier",
    ext = Encoding::Core(Op::MemoryBarrier),
    verify = verify_memory_barrier
)]
#[format("$memory_scope `,` $memory_semantics attr-dict")]
pub struct MemoryBarrierOp {
    #[property(ScopeAttr)]
    memory_scope: Scope,
    #[property(MemorySemanticsAttr)]
    memory_semantics: MemorySemantics,
}

/// The barrier ops, as registered.
pub(super) static DEFS: &[&shader_mlir::dialect::OpDef] =
    &[ControlBarrierOp::DEF, MemoryBarrierOp::DEF];

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
