//! The subgroup broadcasts MLIR 22's `SPIRVNonUniformOps.td` lacks:
//! `spirv.GroupNonUniformBroadcastFirst` (HLSL's `WaveReadLaneFirst`) and
//! `spirv.GroupNonUniformQuadBroadcast` (`QuadReadLaneAt`), as DXC emits
//! them (<https://github.com/microsoft/DirectXShaderCompiler/blob/main/docs/SPIR-V.rst>).
//!
//! Their syntax is that of MLIR's `spirv.GroupNonUniformBroadcast` and
//! `GroupNonUniformQuadSwap`: the execution scope, the operands, and their
//! types:
//!
//! ```text
//! %first = spirv.GroupNonUniformBroadcastFirst <Subgroup> %v : f32
//! %lane2 = spirv.GroupNonUniformQuadBroadcast <Subgroup> %v, %c2 : f32, i32
//! ```
//!
//! `BroadcastFirst` needs `GroupNonUniformBallot`, `QuadBroadcast`
//! `GroupNonUniformQuad` (the grammar's availability); the quad lane must
//! be a constant before SPIR-V 1.5, which the lowering guarantees.

use shader_mlir::ir::Value;
use shader_mlir::op;
use spirv::{Op, Scope};

use super::super::encoding::Encoding;
use super::super::non_uniform::verify_scope;
use super::super::properties::ScopeAttr;
use super::super::table::op_table;
use crate::types::constraints::{FLOAT_INT_OR_BOOL_SV, SIGNLESS_OR_UNSIGNED_INT};

op_table! { operands_op;
    /// Result is the Value of the invocation from the active set with the
    /// lowest id in the group to all active invocations in the group.
    op GroupNonUniformBroadcastFirstOp = "spirv.GroupNonUniformBroadcastFirst" (
        [traits = [Pure, AllTypesMatch(value, result)],
            ext = Encoding::Core(Op::GroupNonUniformBroadcastFirst), verify = verify_scope],
        ["$execution_scope $value attr-dict `:` type($value)"],
        (prop execution_scope: ScopeAttr = Scope, value: FLOAT_INT_OR_BOOL_SV) -> result: FLOAT_INT_OR_BOOL_SV);
    /// Result is the Value of the invocation within the quad with a quad index
    /// equal to Index.
    op GroupNonUniformQuadBroadcastOp = "spirv.GroupNonUniformQuadBroadcast" (
        [traits = [Pure, AllTypesMatch(value, result)],
            ext = Encoding::Core(Op::GroupNonUniformQuadBroadcast), verify = verify_scope],
        ["$execution_scope operands attr-dict `:` type($value) `,` type($index)"],
        (prop execution_scope: ScopeAttr = Scope, value: FLOAT_INT_OR_BOOL_SV,
            index: SIGNLESS_OR_UNSIGNED_INT) -> result: FLOAT_INT_OR_BOOL_SV);
}
