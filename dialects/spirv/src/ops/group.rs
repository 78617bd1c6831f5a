//! Uniform group ops: `spirv.GroupBroadcast`, the reductions and scans of
//! the `Groups` capability (`spirv.GroupIAdd`, `GroupFAdd`, `GroupFMin`,
//! `GroupUMax`, ...), those of `SPV_KHR_uniform_group_instructions`
//! (`spirv.KHR.GroupIMul`, `spirv.KHR.GroupFMul`) and
//! `spirv.KHR.SubgroupBallot`.
//!
//! Mirrors MLIR 22's `SPIRVGroupOps.td` and `GroupOps.cpp`
//! (<https://mlir.llvm.org/docs/Dialects/SPIR-V/#group-ops>):
//! `%r = spirv.GroupIAdd <Workgroup> <Reduce> %x : i32`, the scope
//! Workgroup or Subgroup.

use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Ir, OpId, Value};
use shader_mlir::op;
use spirv::{GroupOperation, Op, Scope};

use super::encoding::Encoding;
pub(crate) use super::non_uniform::verify_scope;
use super::properties::{GroupOperationAttr, ScopeAttr};
use super::table::{op_table, operands_op};
use crate::types::constraints::{ANY_TYPE, BOOL, FLOAT_SV, INT_SV, INT32_VEC4, vector_elements};

// `SPIRV_Group*Op`: a reduction or scan over `$c` in a scope.
macro_rules! group_op {
    (group $(#[$doc:meta])* $ty:ident = $name:literal => $opcode:ident, $c:ident) => {
        operands_op!($(#[$doc])* $ty = $name,
            [traits = [Pure, AllTypesMatch(x, result)], ext = Encoding::Core(Op::$opcode),
                verify = verify_scope],
            ["$execution_scope $group_operation operands attr-dict `:` type($x)"],
            (prop execution_scope: ScopeAttr = Scope, prop group_operation: GroupOperationAttr = GroupOperation,
                x: $c) -> result: $c);
    };
}

pub(crate) use group_op;

op_table! { group_op;
    group GroupFAddOp = "spirv.GroupFAdd" (GroupFAdd, FLOAT_SV) "A floating-point add group operation specified for all values of X specified by invocations in the group.";
    group GroupFMaxOp = "spirv.GroupFMax" (GroupFMax, FLOAT_SV) "A floating-point maximum group operation specified for all values of X specified by invocations in the group.";
    group GroupFMinOp = "spirv.GroupFMin" (GroupFMin, FLOAT_SV) "A floating-point minimum group operation specified for all values of X specified by invocations in the group.";
    group GroupIAddOp = "spirv.GroupIAdd" (GroupIAdd, INT_SV) "An integer add group operation specified for all values of X specified by invocations in the group.";
    group GroupSMaxOp = "spirv.GroupSMax" (GroupSMax, INT_SV) "A signed integer maximum group operation specified for all values of X specified by invocations in the group.";
    group GroupSMinOp = "spirv.GroupSMin" (GroupSMin, INT_SV) "A signed integer minimum group operation specified for all values of X specified by invocations in the group.";
    group GroupUMaxOp = "spirv.GroupUMax" (GroupUMax, INT_SV) "An unsigned integer maximum group operation specified for all values of X specified by invocations in the group.";
    group GroupUMinOp = "spirv.GroupUMin" (GroupUMin, INT_SV) "An unsigned integer minimum group operation specified for all values of X specified by invocations in the group.";
    group GroupFMulKHROp = "spirv.KHR.GroupFMul" (GroupFMulKHR, FLOAT_SV) "A floating-point multiplication group operation specified for all values of 'X' specified by invocations in the group.";
    group GroupIMulKHROp = "spirv.KHR.GroupIMul" (GroupIMulKHR, INT_SV) "An integer multiplication group operation specified for all values of 'X' specified by invocations in the group.";
    /// Broadcast the Value of the invocation identified by the local id
    /// LocalId to the result of all invocations in the group.
    op GroupBroadcastOp = "spirv.GroupBroadcast" (
        [traits = [Pure, AllTypesMatch(value, result)], ext = Encoding::Core(Op::GroupBroadcast),
            verify = verify_broadcast],
        ["$execution_scope operands attr-dict `:` type($value) `,` type($localid)"],
        (prop execution_scope: ScopeAttr = Scope, value: ANY_TYPE, localid: INT_SV) -> result: ANY_TYPE);
    /// See extension SPV_KHR_shader_ballot
    op KHRSubgroupBallotOp = "spirv.KHR.SubgroupBallot" (
        [ext = Encoding::Core(Op::SubgroupBallotKHR)],
        ["$predicate attr-dict `:` type($result)"],
        (predicate: BOOL) -> result: INT32_VEC4);
}

/// MLIR's `GroupBroadcastOp::verify` (its message has two spaces).
fn verify_broadcast(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    verify_scope(ir, op)?;
    let localid = ir.value_type(GroupBroadcastOp(op).localid(ir));
    if let Some((count, _)) = vector_elements(ir.ctx(), localid, false)
        && count != 2
        && count != 3
    {
        return Err(ir.op_error(
            op,
            format!(
                "localid is a vector and can be with only  2 or 3 components, actual number is \
                 {count}"
            ),
        ));
    }
    Ok(())
}
