//! The `SPV_KHR_subgroup_vote` and `SPV_KHR_shader_ballot` ops MLIR 22 has
//! no op for: `spirv.KHR.SubgroupAll`, `spirv.KHR.SubgroupAny` and
//! `spirv.KHR.SubgroupAllEqual` (`%r = spirv.KHR.SubgroupAny %p : i1`),
//! `spirv.KHR.SubgroupFirstInvocation` (`%r = spirv.KHR.SubgroupFirstInvocation %v : f32`)
//! and `spirv.KHR.SubgroupReadInvocation` (`%r = spirv.KHR.SubgroupReadInvocation %v, %i : f32, i32`),
//! in the syntax of MLIR's `spirv.GroupNonUniformBroadcast` without its scope.

use shader_mlir::ir::Value;
use shader_mlir::op;
use spirv::Op;

use super::super::encoding::Encoding;
use super::super::table::op_table;
use crate::types::constraints::{ANY_TYPE, BOOL, INT32};

macro_rules! vote_op {
    (vote $(#[$doc:meta])* $ty:ident = $name:literal => $opcode:ident, $c:ident) => {
        $crate::ops::table::operands_op!($(#[$doc])* $ty = $name, [ext = Encoding::Core(Op::$opcode)],
            ["$predicate attr-dict `:` type($predicate)"], (predicate: $c) -> result: BOOL);
    };
}

op_table! { vote_op;
    vote KHRSubgroupAllEqualOp = "spirv.KHR.SubgroupAllEqual" (SubgroupAllEqualKHR, ANY_TYPE) "Whether the value is the same for all active invocations of the subgroup.";
    vote KHRSubgroupAllOp = "spirv.KHR.SubgroupAll" (SubgroupAllKHR, BOOL) "Whether the predicate is true for all active invocations of the subgroup.";
    vote KHRSubgroupAnyOp = "spirv.KHR.SubgroupAny" (SubgroupAnyKHR, BOOL) "Whether the predicate is true for any active invocation of the subgroup.";
    /// The value of the subgroup's lowest active invocation.
    op KHRSubgroupFirstInvocationOp = "spirv.KHR.SubgroupFirstInvocation" (
        [traits = [Pure, AllTypesMatch(value, result)], ext = Encoding::Core(Op::SubgroupFirstInvocationKHR)],
        ["$value attr-dict `:` type($value)"],
        (value: ANY_TYPE) -> result: ANY_TYPE);
    /// The value of the subgroup invocation `index` names.
    op KHRSubgroupReadInvocationOp = "spirv.KHR.SubgroupReadInvocation" (
        [traits = [Pure, AllTypesMatch(value, result)], ext = Encoding::Core(Op::SubgroupReadInvocationKHR)],
        ["$value `,` $index attr-dict `:` type($value) `,` type($index)"],
        (value: ANY_TYPE, index: INT32) -> result: ANY_TYPE);
}
