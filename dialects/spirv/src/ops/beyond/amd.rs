//! AMD's shader instructions glslang emits: the `SPV_AMD_shader_trinary_minmax`
//! set (`spirv.AMD.FMin3`, `UMin3`, `SMin3`, `FMax3`, `UMax3`, `SMax3`,
//! `FMid3`, `UMid3`, `SMid3`, in the syntax of MLIR's ternary GL ops),
//! `spirv.AMD.InterpolateAtVertex` (`SPV_AMD_shader_explicit_vertex_parameter`)
//! and the fragment mask reads `spirv.AMD.FragmentMaskFetch` /
//! `spirv.AMD.FragmentFetch` (`SPV_AMD_shader_fragment_mask`).

use shader_mlir::ir::Value;
use shader_mlir::op;
use spirv::{
    Op, SpvAmdShaderExplicitVertexParameterOp as Vertex, SpvAmdShaderTrinaryMinmaxOp as Trinary,
};

use super::super::encoding::{Encoding, ExtSet};
use super::beyond_op;
use crate::types::constraints::{ANY_TYPE, FLOAT_SV, IMAGE, INT, INT_SV, VEC4_OF_INT_OR_FLOAT};

macro_rules! trinary_op {
    ($(#[$doc:meta])* $ty:ident = $name:literal => $inst:ident, $c:ident) => {
        $(#[$doc])*
        #[op($name, traits = [Pure, SameOperandsAndResultType],
            ext = Encoding::Ext(ExtSet::AmdTrinaryMinmax, Trinary::$inst as u32))]
        #[format("operands attr-dict `:` type($result)")]
        pub struct $ty {
            #[operand($c)]
            x: Value,
            #[operand($c)]
            y: Value,
            #[operand($c)]
            z: Value,
            #[result($c)]
            result: Value,
        }
    };
}

trinary_op!(
    /// The minimum of three floats.
    AMDFMin3Op = "spirv.AMD.FMin3" => FMin3AMD, FLOAT_SV
);
trinary_op!(
    /// The minimum of three unsigned integers.
    AMDUMin3Op = "spirv.AMD.UMin3" => UMin3AMD, INT_SV
);
trinary_op!(
    /// The minimum of three signed integers.
    AMDSMin3Op = "spirv.AMD.SMin3" => SMin3AMD, INT_SV
);
trinary_op!(
    /// The maximum of three floats.
    AMDFMax3Op = "spirv.AMD.FMax3" => FMax3AMD, FLOAT_SV
);
trinary_op!(
    /// The maximum of three unsigned integers.
    AMDUMax3Op = "spirv.AMD.UMax3" => UMax3AMD, INT_SV
);
trinary_op!(
    /// The maximum of three signed integers.
    AMDSMax3Op = "spirv.AMD.SMax3" => SMax3AMD, INT_SV
);
trinary_op!(
    /// The median of three floats.
    AMDFMid3Op = "spirv.AMD.FMid3" => FMid3AMD, FLOAT_SV
);
trinary_op!(
    /// The median of three unsigned integers.
    AMDUMid3Op = "spirv.AMD.UMid3" => UMid3AMD, INT_SV
);
trinary_op!(
    /// The median of three signed integers.
    AMDSMid3Op = "spirv.AMD.SMid3" => SMid3AMD, INT_SV
);

beyond_op!(pure
    /// The input interpolant's value at one vertex of the primitive.
    AMDInterpolateAtVertexOp = "spirv.AMD.InterpolateAtVertex" =>
        Encoding::Ext(ExtSet::AmdExplicitVertexParameter, Vertex::InterpolateAtVertexAMD as u32),
    (interpolant: ANY_TYPE, vertex_index: INT) -> ANY_TYPE
);
beyond_op!(pure
    /// The fragment mask of a texel of a multisampled subpass input or image.
    AMDFragmentMaskFetchOp = "spirv.AMD.FragmentMaskFetch" => Encoding::Core(Op::FragmentMaskFetchAMD),
    (image: IMAGE, coordinate: INT_SV) -> INT
);
beyond_op!(pure
    /// One fragment of a texel of a multisampled subpass input or image.
    AMDFragmentFetchOp = "spirv.AMD.FragmentFetch" => Encoding::Core(Op::FragmentFetchAMD),
    (image: IMAGE, coordinate: INT_SV, fragment_index: INT) -> VEC4_OF_INT_OR_FLOAT
);

/// The ops, as registered.
pub(in crate::ops) static DEFS: &[&shader_mlir::dialect::OpDef] = &[
    AMDFMax3Op::DEF,
    AMDFMid3Op::DEF,
    AMDFMin3Op::DEF,
    AMDFragmentFetchOp::DEF,
    AMDFragmentMaskFetchOp::DEF,
    AMDInterpolateAtVertexOp::DEF,
    AMDSMax3Op::DEF,
    AMDSMid3Op::DEF,
    AMDSMin3Op::DEF,
    AMDUMax3Op::DEF,
    AMDUMid3Op::DEF,
    AMDUMin3Op::DEF,
];
