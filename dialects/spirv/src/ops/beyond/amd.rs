//! AMD's shader instructions glslang emits: the `SPV_AMD_shader_trinary_minmax`
//! set (`spirv.AMD.FMin3`, `UMin3`, `SMin3`, `FMax3`, `UMax3`, `SMax3`,
//! `FMid3`, `UMid3`, `SMid3`, in the syntax of MLIR's ternary GL ops),
//! `spirv.AMD.InterpolateAtVertex` (`SPV_AMD_shader_explicit_vertex_parameter`)
//! the fragment mask reads `spirv.AMD.FragmentMaskFetch` /
//! `spirv.AMD.FragmentFetch` (`SPV_AMD_shader_fragment_mask`) and the
//! non-uniform group reductions and scans of `SPV_AMD_shader_ballot`
//! (`spirv.AMD.GroupIAddNonUniform`, ..., in the syntax of MLIR's
//! `spirv.GroupIAdd`: `%r = spirv.AMD.GroupSMinNonUniform <Subgroup> <Reduce> %x : i32`).

use shader_mlir::ir::Value;
use shader_mlir::op;
use spirv::{
    GroupOperation, Op, Scope, SpvAmdShaderExplicitVertexParameterOp as Vertex,
    SpvAmdShaderTrinaryMinmaxOp as Trinary,
};

use super::super::encoding::{Encoding, ExtSet};
use super::super::group::{group_op, verify_scope};
use super::super::properties::{GroupOperationAttr, ScopeAttr};
use super::super::table::op_table;
use super::super::table::operands_op;
use super::beyond_op;
use crate::types::constraints::{ANY_TYPE, FLOAT_SV, IMAGE, INT, INT_SV, VEC4_OF_INT_OR_FLOAT};

// The trinary min/max ops are ternary ops of one type (`ext_inst_op!`) in
// the `SPV_AMD_shader_trinary_minmax` set, the group ops are `group_op!`s
// like `spirv.GroupIAdd`; the others are `beyond_op!`s.
macro_rules! amd_op {
    (group $($rest:tt)*) => {
        group_op!(group $($rest)*);
    };
    (trinary $(#[$doc:meta])* $ty:ident = $name:literal => $inst:ident, $c:ident) => {
        $crate::ops::ext_inst::ext_inst_op!([Encoding::amd_trinary_minmax, Trinary] ternary
            $(#[$doc])* $ty = $name => $inst, $c);
    };
    ($kind:ident $($rest:tt)*) => {
        beyond_op!($kind $($rest)*);
    };
}

op_table! { amd_op;
    trinary AMDFMax3Op = "spirv.AMD.FMax3" (FMax3AMD, FLOAT_SV) "The maximum of three floats.";
    trinary AMDFMid3Op = "spirv.AMD.FMid3" (FMid3AMD, FLOAT_SV) "The median of three floats.";
    trinary AMDFMin3Op = "spirv.AMD.FMin3" (FMin3AMD, FLOAT_SV) "The minimum of three floats.";
    pure AMDFragmentFetchOp = "spirv.AMD.FragmentFetch" (Encoding::Core(Op::FragmentFetchAMD), (image: IMAGE, coordinate: INT_SV, fragment_index: INT) -> VEC4_OF_INT_OR_FLOAT) "One fragment of a texel of a multisampled subpass input or image.";
    pure AMDFragmentMaskFetchOp = "spirv.AMD.FragmentMaskFetch" (Encoding::Core(Op::FragmentMaskFetchAMD), (image: IMAGE, coordinate: INT_SV) -> INT) "The fragment mask of a texel of a multisampled subpass input or image.";
    group AMDGroupFAddNonUniformOp = "spirv.AMD.GroupFAddNonUniform" (GroupFAddNonUniformAMD, FLOAT_SV) "A floating-point add group operation over the active invocations of the group.";
    group AMDGroupFMaxNonUniformOp = "spirv.AMD.GroupFMaxNonUniform" (GroupFMaxNonUniformAMD, FLOAT_SV) "A floating-point maximum group operation over the active invocations of the group.";
    group AMDGroupFMinNonUniformOp = "spirv.AMD.GroupFMinNonUniform" (GroupFMinNonUniformAMD, FLOAT_SV) "A floating-point minimum group operation over the active invocations of the group.";
    group AMDGroupIAddNonUniformOp = "spirv.AMD.GroupIAddNonUniform" (GroupIAddNonUniformAMD, INT_SV) "An integer add group operation over the active invocations of the group.";
    group AMDGroupSMaxNonUniformOp = "spirv.AMD.GroupSMaxNonUniform" (GroupSMaxNonUniformAMD, INT_SV) "A signed integer maximum group operation over the active invocations of the group.";
    group AMDGroupSMinNonUniformOp = "spirv.AMD.GroupSMinNonUniform" (GroupSMinNonUniformAMD, INT_SV) "A signed integer minimum group operation over the active invocations of the group.";
    group AMDGroupUMaxNonUniformOp = "spirv.AMD.GroupUMaxNonUniform" (GroupUMaxNonUniformAMD, INT_SV) "An unsigned integer maximum group operation over the active invocations of the group.";
    group AMDGroupUMinNonUniformOp = "spirv.AMD.GroupUMinNonUniform" (GroupUMinNonUniformAMD, INT_SV) "An unsigned integer minimum group operation over the active invocations of the group.";
    pure AMDInterpolateAtVertexOp = "spirv.AMD.InterpolateAtVertex" (Encoding::Ext(ExtSet::AmdExplicitVertexParameter, Vertex::InterpolateAtVertexAMD as u32), (interpolant: ANY_TYPE, vertex_index: INT) -> ANY_TYPE) "The input interpolant's value at one vertex of the primitive.";
    trinary AMDSMax3Op = "spirv.AMD.SMax3" (SMax3AMD, INT_SV) "The maximum of three signed integers.";
    trinary AMDSMid3Op = "spirv.AMD.SMid3" (SMid3AMD, INT_SV) "The median of three signed integers.";
    trinary AMDSMin3Op = "spirv.AMD.SMin3" (SMin3AMD, INT_SV) "The minimum of three signed integers.";
    trinary AMDUMax3Op = "spirv.AMD.UMax3" (UMax3AMD, INT_SV) "The maximum of three unsigned integers.";
    trinary AMDUMid3Op = "spirv.AMD.UMid3" (UMid3AMD, INT_SV) "The median of three unsigned integers.";
    trinary AMDUMin3Op = "spirv.AMD.UMin3" (UMin3AMD, INT_SV) "The minimum of three unsigned integers.";
}
