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
use super::super::table::op_table;
use super::beyond_op;
use crate::types::constraints::{
    ANY_MATRIX, ANY_TYPE, FLOAT, FLOAT_SV, FLOAT16_OR_32_SV, INT_SV, POINTER, SCALAR,
};

// The ops of this family: MLIR's GL classes (`gl::gl_op!`), ternary ops
// whose operands and result share one type (MLIR's ternary class checks
// nothing beyond the constraints; these ops, which MLIR lacks, check the
// types as SPIR-V requires), and `beyond_op!`s of a `GLSL.std.450`
// instruction.
macro_rules! gl_beyond_op {
    // The packing ops MLIR lacks: a vector packed into the bits of a
    // scalar, and back.
    (pack $(#[$doc:meta])* $ty:ident = $name:literal => $inst:ident) => {
        beyond_op!(pure $(#[$doc])* $ty = $name => Encoding::gl(Gl::$inst), (v: ANY_TYPE) -> SCALAR);
    };
    (unpack $(#[$doc:meta])* $ty:ident = $name:literal => $inst:ident, $operand:ident) => {
        beyond_op!(pure $(#[$doc])* $ty = $name => Encoding::gl(Gl::$inst), ($operand: SCALAR) -> ANY_TYPE);
    };
    (same_ternary $(#[$doc:meta])* $ty:ident = $name:literal => $inst:ident, $c:ident) => {
        $crate::ops::ext_inst::ext_inst_op!([Encoding::gl, Gl] ternary $(#[$doc])* $ty = $name => $inst, $c);
    };
    ($kind:ident $(#[$doc:meta])* $ty:ident = $name:literal => $inst:ident, ($($sig:tt)*) -> $r:ident) => {
        beyond_op!($kind $(#[$doc])* $ty = $name => Encoding::gl(Gl::$inst), ($($sig)*) -> $r);
    };
    ($kind:ident $(#[$doc:meta])* $ty:ident = $name:literal => $inst:ident, $c:ident) => {
        gl_op!($kind $(#[$doc])* $ty = $name => $inst, $c);
    };
}

op_table! { gl_beyond_op;
    binary GLAtan2Op = "spirv.GL.Atan2" (Atan2, FLOAT16_OR_32_SV) "Arc tangent of y / x, in radians.";
    unary GLDegreesOp = "spirv.GL.Degrees" (Degrees, FLOAT16_OR_32_SV) "Radians converted to degrees.";
    pure GLDeterminantOp = "spirv.GL.Determinant" (Determinant, (matrix: ANY_MATRIX) -> FLOAT) "The determinant of a square matrix.";
    same_ternary GLFaceForwardOp = "spirv.GL.FaceForward" (FaceForward, FLOAT_SV) "N if dot(Nref, I) < 0, else -N.";
    effect GLFrexpOp = "spirv.GL.Frexp" (Frexp, (x: FLOAT_SV, exp: POINTER) -> FLOAT_SV) "The significand of x; its exponent is stored through exp.";
    same_ternary GLIMixOp = "spirv.GL.IMix" (IMix, INT_SV) "The linear blend of integer x and y by a.";
    pure GLInterpolateAtCentroidOp = "spirv.GL.InterpolateAtCentroid" (InterpolateAtCentroid, (interpolant: POINTER) -> FLOAT_SV) "The input interpolant sampled at the pixel's centroid.";
    pure GLInterpolateAtOffsetOp = "spirv.GL.InterpolateAtOffset" (InterpolateAtOffset, (interpolant: POINTER, offset: FLOAT_SV) -> FLOAT_SV) "The input interpolant sampled at an offset from the pixel's center.";
    pure GLInterpolateAtSampleOp = "spirv.GL.InterpolateAtSample" (InterpolateAtSample, (interpolant: POINTER, sample: INT_SV) -> FLOAT_SV) "The input interpolant sampled at a sample's location.";
    pure GLMatrixInverseOp = "spirv.GL.MatrixInverse" (MatrixInverse, (matrix: ANY_MATRIX) -> ANY_MATRIX) "The inverse of a square matrix.";
    effect GLModfOp = "spirv.GL.Modf" (Modf, (x: FLOAT_SV, i: POINTER) -> FLOAT_SV) "The fractional part of x; its whole part is stored through i.";
    pure GLModfStructOp = "spirv.GL.ModfStruct" (ModfStruct, (x: FLOAT_SV) -> ANY_TYPE) "The fractional and whole parts of x, as a struct.";
    same_ternary GLNClampOp = "spirv.GL.NClamp" (NClamp, FLOAT_SV) "x clamped to [minVal, maxVal], the non-NaN operands preferred.";
    binary GLNMaxOp = "spirv.GL.NMax" (NMax, FLOAT_SV) "The maximum, the non-NaN operand when one is NaN.";
    binary GLNMinOp = "spirv.GL.NMin" (NMin, FLOAT_SV) "The minimum, the non-NaN operand when one is NaN.";
    pack GLPackDouble2x32Op = "spirv.GL.PackDouble2x32" (PackDouble2x32) "Two 32-bit integers as the bits of a 64-bit float.";
    pack GLPackSnorm2x16Op = "spirv.GL.PackSnorm2x16" (PackSnorm2x16) "Two normalized floats packed into a 32-bit integer as signed 16-bit values.";
    pack GLPackUnorm2x16Op = "spirv.GL.PackUnorm2x16" (PackUnorm2x16) "Two normalized floats packed into a 32-bit integer as unsigned 16-bit values.";
    pack GLPackUnorm4x8Op = "spirv.GL.PackUnorm4x8" (PackUnorm4x8) "Four normalized floats packed into a 32-bit integer as unsigned 8-bit values.";
    unary GLRadiansOp = "spirv.GL.Radians" (Radians, FLOAT16_OR_32_SV) "Degrees converted to radians.";
    pure GLRefractOp = "spirv.GL.Refract" (Refract, (incident: FLOAT_SV, normal: FLOAT_SV, eta: FLOAT) -> FLOAT_SV) "The refraction vector of the incident vector I, normal N and ratio eta.";
    same_ternary GLSmoothStepOp = "spirv.GL.SmoothStep" (SmoothStep, FLOAT_SV) "Smooth Hermite interpolation between 0 and 1 as x goes from edge0 to edge1.";
    binary GLStepOp = "spirv.GL.Step" (Step, FLOAT_SV) "0.0 where x < edge, else 1.0.";
    unary GLTruncOp = "spirv.GL.Trunc" (Trunc, FLOAT_SV) "The value of x truncated towards zero.";
    unpack GLUnpackDouble2x32Op = "spirv.GL.UnpackDouble2x32" (UnpackDouble2x32, v) "The bits of a 64-bit float as two 32-bit integers.";
    unpack GLUnpackSnorm2x16Op = "spirv.GL.UnpackSnorm2x16" (UnpackSnorm2x16, p) "A 32-bit integer unpacked into two normalized floats (signed 16-bit values).";
    unpack GLUnpackUnorm2x16Op = "spirv.GL.UnpackUnorm2x16" (UnpackUnorm2x16, p) "A 32-bit integer unpacked into two normalized floats (unsigned 16-bit values).";
    unpack GLUnpackUnorm4x8Op = "spirv.GL.UnpackUnorm4x8" (UnpackUnorm4x8, p) "A 32-bit integer unpacked into four normalized floats (unsigned 8-bit values).";
}
