//! The `GLSL.std.450` instructions MLIR 22 has no op for: `spirv.GL.Trunc`,
//! `Radians`, `Degrees`, `Atan2`, `Step`, `SmoothStep`, `NMin`, `NMax`,
//! `NClamp`, `FaceForward`, `Refract`, `IMix`, `Modf`, `ModfStruct`,
//! `Frexp`, `Determinant`, `MatrixInverse`, the packing ops MLIR lacks and
//! `InterpolateAtCentroid`/`Sample`/`Offset`.
//!
//! Ops whose operands and result share one type take the syntax of MLIR's
//! GL classes (`spirv.GL.Trunc %x : f32`, `spirv.GL.SmoothStep %a, %b, %x :
//! f32`); the others read like MLIR's generic calls.

use shader_mlir::ir::Value;
use shader_mlir::op;
use spirv::GlslStd450Op as Gl;

use super::super::encoding::Encoding;
use super::super::gl::gl_op;
use super::beyond_op;
use crate::types::constraints::{
    ANY_MATRIX, ANY_TYPE, FLOAT, FLOAT_SV, FLOAT16_OR_32_SV, INT_SV, POINTER, SCALAR,
};

/// A ternary GL op whose operands and result share one type. MLIR's ternary
/// class (`gl::gl_op!(ternary ...)`) checks nothing beyond the constraints;
/// these ops, which MLIR lacks, check the types as SPIR-V requires.
macro_rules! gl_ternary_op {
    ($(#[$doc:meta])* $ty:ident = $name:literal => $inst:ident, $c:ident) => {
        $(#[$doc])*
        #[op($name, traits = [Pure, SameOperandsAndResultType], ext = Encoding::gl(Gl::$inst))]
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

gl_op!(unary
    /// The value of x truncated towards zero.
    GLTruncOp = "spirv.GL.Trunc" => Trunc, FLOAT_SV
);
gl_op!(unary
    /// Degrees converted to radians.
    GLRadiansOp = "spirv.GL.Radians" => Radians, FLOAT16_OR_32_SV
);
gl_op!(unary
    /// Radians converted to degrees.
    GLDegreesOp = "spirv.GL.Degrees" => Degrees, FLOAT16_OR_32_SV
);
gl_op!(binary
    /// Arc tangent of y / x, in radians.
    GLAtan2Op = "spirv.GL.Atan2" => Atan2, FLOAT16_OR_32_SV
);
gl_op!(binary
    /// 0.0 where x < edge, else 1.0.
    GLStepOp = "spirv.GL.Step" => Step, FLOAT_SV
);
gl_op!(binary
    /// The minimum, the non-NaN operand when one is NaN.
    GLNMinOp = "spirv.GL.NMin" => NMin, FLOAT_SV
);
gl_op!(binary
    /// The maximum, the non-NaN operand when one is NaN.
    GLNMaxOp = "spirv.GL.NMax" => NMax, FLOAT_SV
);
gl_ternary_op!(
    /// Smooth Hermite interpolation between 0 and 1 as x goes from edge0 to
    /// edge1.
    GLSmoothStepOp = "spirv.GL.SmoothStep" => SmoothStep, FLOAT_SV
);
gl_ternary_op!(
    /// x clamped to [minVal, maxVal], the non-NaN operands preferred.
    GLNClampOp = "spirv.GL.NClamp" => NClamp, FLOAT_SV
);
gl_ternary_op!(
    /// N if dot(Nref, I) < 0, else -N.
    GLFaceForwardOp = "spirv.GL.FaceForward" => FaceForward, FLOAT_SV
);
gl_ternary_op!(
    /// The linear blend of integer x and y by a.
    GLIMixOp = "spirv.GL.IMix" => IMix, INT_SV
);

beyond_op!(pure
    /// The refraction vector of the incident vector I, normal N and ratio eta.
    GLRefractOp = "spirv.GL.Refract" => Encoding::gl(Gl::Refract),
    (incident: FLOAT_SV, normal: FLOAT_SV, eta: FLOAT) -> FLOAT_SV
);
beyond_op!(effect
    /// The fractional part of x; its whole part is stored through i.
    GLModfOp = "spirv.GL.Modf" => Encoding::gl(Gl::Modf),
    (x: FLOAT_SV, i: POINTER) -> FLOAT_SV
);
beyond_op!(pure
    /// The fractional and whole parts of x, as a struct.
    GLModfStructOp = "spirv.GL.ModfStruct" => Encoding::gl(Gl::ModfStruct),
    (x: FLOAT_SV) -> ANY_TYPE
);
beyond_op!(effect
    /// The significand of x; its exponent is stored through exp.
    GLFrexpOp = "spirv.GL.Frexp" => Encoding::gl(Gl::Frexp),
    (x: FLOAT_SV, exp: POINTER) -> FLOAT_SV
);
beyond_op!(pure
    /// The determinant of a square matrix.
    GLDeterminantOp = "spirv.GL.Determinant" => Encoding::gl(Gl::Determinant),
    (matrix: ANY_MATRIX) -> FLOAT
);
beyond_op!(pure
    /// The inverse of a square matrix.
    GLMatrixInverseOp = "spirv.GL.MatrixInverse" => Encoding::gl(Gl::MatrixInverse),
    (matrix: ANY_MATRIX) -> ANY_MATRIX
);
beyond_op!(pure
    /// Two normalized floats packed into a 32-bit integer as signed 16-bit values.
    GLPackSnorm2x16Op = "spirv.GL.PackSnorm2x16" => Encoding::gl(Gl::PackSnorm2x16),
    (v: ANY_TYPE) -> SCALAR
);
beyond_op!(pure
    /// Two normalized floats packed into a 32-bit integer as unsigned 16-bit values.
    GLPackUnorm2x16Op = "spirv.GL.PackUnorm2x16" => Encoding::gl(Gl::PackUnorm2x16),
    (v: ANY_TYPE) -> SCALAR
);
beyond_op!(pure
    /// Four normalized floats packed into a 32-bit integer as unsigned 8-bit values.
    GLPackUnorm4x8Op = "spirv.GL.PackUnorm4x8" => Encoding::gl(Gl::PackUnorm4x8),
    (v: ANY_TYPE) -> SCALAR
);
beyond_op!(pure
    /// Two 32-bit integers as the bits of a 64-bit float.
    GLPackDouble2x32Op = "spirv.GL.PackDouble2x32" => Encoding::gl(Gl::PackDouble2x32),
    (v: ANY_TYPE) -> SCALAR
);
beyond_op!(pure
    /// A 32-bit integer unpacked into two normalized floats (signed 16-bit values).
    GLUnpackSnorm2x16Op = "spirv.GL.UnpackSnorm2x16" => Encoding::gl(Gl::UnpackSnorm2x16),
    (p: SCALAR) -> ANY_TYPE
);
beyond_op!(pure
    /// A 32-bit integer unpacked into two normalized floats (unsigned 16-bit values).
    GLUnpackUnorm2x16Op = "spirv.GL.UnpackUnorm2x16" => Encoding::gl(Gl::UnpackUnorm2x16),
    (p: SCALAR) -> ANY_TYPE
);
beyond_op!(pure
    /// A 32-bit integer unpacked into four normalized floats (unsigned 8-bit values).
    GLUnpackUnorm4x8Op = "spirv.GL.UnpackUnorm4x8" => Encoding::gl(Gl::UnpackUnorm4x8),
    (p: SCALAR) -> ANY_TYPE
);
beyond_op!(pure
    /// The bits of a 64-bit float as two 32-bit integers.
    GLUnpackDouble2x32Op = "spirv.GL.UnpackDouble2x32" => Encoding::gl(Gl::UnpackDouble2x32),
    (v: SCALAR) -> ANY_TYPE
);
beyond_op!(pure
    /// The input interpolant sampled at the pixel's centroid.
    GLInterpolateAtCentroidOp = "spirv.GL.InterpolateAtCentroid" => Encoding::gl(Gl::InterpolateAtCentroid),
    (interpolant: POINTER) -> FLOAT_SV
);
beyond_op!(pure
    /// The input interpolant sampled at a sample's location.
    GLInterpolateAtSampleOp = "spirv.GL.InterpolateAtSample" => Encoding::gl(Gl::InterpolateAtSample),
    (interpolant: POINTER, sample: INT_SV) -> FLOAT_SV
);
beyond_op!(pure
    /// The input interpolant sampled at an offset from the pixel's center.
    GLInterpolateAtOffsetOp = "spirv.GL.InterpolateAtOffset" => Encoding::gl(Gl::InterpolateAtOffset),
    (interpolant: POINTER, offset: FLOAT_SV) -> FLOAT_SV
);

/// The ops, as registered.
pub(in crate::ops) static DEFS: &[&shader_mlir::dialect::OpDef] = &[
    GLAtan2Op::DEF,
    GLDegreesOp::DEF,
    GLDeterminantOp::DEF,
    GLFaceForwardOp::DEF,
    GLFrexpOp::DEF,
    GLIMixOp::DEF,
    GLInterpolateAtCentroidOp::DEF,
    GLInterpolateAtOffsetOp::DEF,
    GLInterpolateAtSampleOp::DEF,
    GLMatrixInverseOp::DEF,
    GLModfOp::DEF,
    GLModfStructOp::DEF,
    GLNClampOp::DEF,
    GLNMaxOp::DEF,
    GLNMinOp::DEF,
    GLPackDouble2x32Op::DEF,
    GLPackSnorm2x16Op::DEF,
    GLPackUnorm2x16Op::DEF,
    GLPackUnorm4x8Op::DEF,
    GLRadiansOp::DEF,
    GLRefractOp::DEF,
    GLSmoothStepOp::DEF,
    GLStepOp::DEF,
    GLTruncOp::DEF,
    GLUnpackDouble2x32Op::DEF,
    GLUnpackSnorm2x16Op::DEF,
    GLUnpackUnorm2x16Op::DEF,
    GLUnpackUnorm4x8Op::DEF,
];
