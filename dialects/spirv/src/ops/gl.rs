//! The `GLSL.std.450` extended instructions: `spirv.GL.FAbs`, `spirv.GL.Sqrt`,
//! `spirv.GL.FClamp`, `spirv.GL.FMix`, `spirv.GL.Length`, ... (every op
//! MLIR 22 defines), each encoded as `OpExtInst` of the `GLSL.std.450` set.
//!
//! Mirrors MLIR 22's `SPIRVGLOps.td` and `GLOps.cpp`
//! (<https://mlir.llvm.org/docs/Dialects/SPIR-V/#gl-ops>). Like MLIR, every
//! GL op requires the `Shader` capability ([`CAPABILITIES`]).

use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::dialect::Traits;
use shader_mlir::ir::{Ir, OpId, TypeKind};
use spirv::GlslStd450Op as Gl;

use super::family::Encoding;
use super::format::{AttrDict, Expect, Format, ResultType};
use super::ods::{Native, Pred, Signature};
use super::operand_types::{
    ANY_STRUCT, FLOAT, FLOAT_SV, FLOAT16_OR_32_SV, FLOAT32_VEC2, FLOAT32_VEC4, INT_SV, INT32,
    INT32_SV, element_type_or_self, num_elements,
};
use crate::slots;
use crate::types::SpirvType;

/// What every GL op needs (MLIR's `SPIRV_GLOp` availability).
pub const CAPABILITIES: &[spirv::Capability] = &[spirv::Capability::Shader];

const PURE: Traits = Traits::PURE;

/// `SPIRV_GLUnaryArithmeticOp`: `$operand : type($operand) attr-dict`.
macro_rules! unary {
    ($ty:path) => {
        Signature::new(slots![operand: $ty], slots![result: $ty]).native(&[Native::SameOperandsAndResultType])
    };
}
const UNARY: Format = Format::SameType {
    attr_dict: AttrDict::AfterTypes,
    count: Some(1),
};

/// `SPIRV_GLBinaryArithmeticOp`: `operands attr-dict : type($result)`.
macro_rules! binary {
    ($ty:path) => {
        Signature::new(slots![lhs: $ty, rhs: $ty], slots![result: $ty]).native(&[Native::SameOperandsAndResultType])
    };
}
const BINARY: Format = Format::SameType {
    attr_dict: AttrDict::AfterOperands,
    count: Some(2),
};

/// `SPIRV_GLTernaryArithmeticOp`: MLIR parses `operands attr-dict : T` by hand
/// and verifies nothing beyond the constraints.
macro_rules! ternary {
    ($ty:path) => {
        Signature::new(slots![x: $ty, y: $ty, z: $ty], slots![result: $ty])
    };
}
const TERNARY: Format = Format::SameType {
    attr_dict: AttrDict::AfterOperands,
    count: None,
};

const FMIX: Signature = Signature::new(
    slots![x: FLOAT_SV, y: FLOAT_SV, a: FLOAT_SV],
    slots![result: FLOAT_SV],
)
.preds(&[Pred::AllTypesMatch(&["x", "y", "a", "result"])]);

const LDEXP: Signature = Signature::new(slots![x: FLOAT_SV, exp: INT_SV], slots![y: FLOAT_SV])
    .preds(&[Pred::AllTypesMatch(&["x", "y"])])
    .verify(verify_ldexp);

const FREXP_STRUCT: Signature =
    Signature::new(slots![operand: FLOAT_SV], slots![result: ANY_STRUCT])
        .verify(verify_frexp_struct);

fn result_is_operand_element(ir: &Ir, op: OpId) -> bool {
    let ctx = ir.ctx();
    ir.value_type(ir.result(op, 0)) == element_type_or_self(ctx, ir.value_type(ir.operand(op, 0)))
}

const ELEMENT_RESULT: Pred = Pred::Holds {
    summary: "result type must match operand element type",
    check: result_is_operand_element,
};

const DISTANCE: Signature =
    Signature::new(slots![p0: FLOAT_SV, p1: FLOAT_SV], slots![result: FLOAT])
        .preds(&[Pred::AllTypesMatch(&["p0", "p1"]), ELEMENT_RESULT]);

const LENGTH: Signature =
    Signature::new(slots![operand: FLOAT_SV], slots![result: FLOAT]).preds(&[ELEMENT_RESULT]);

const PACK_HALF_2X16: Signature =
    Signature::new(slots![operand: FLOAT32_VEC2], slots![result: INT32]);
const UNPACK_HALF_2X16: Signature =
    Signature::new(slots![operand: INT32], slots![result: FLOAT32_VEC2]);
const PACK_SNORM_4X8: Signature =
    Signature::new(slots![operand: FLOAT32_VEC4], slots![result: INT32]);
const UNPACK_SNORM_4X8: Signature =
    Signature::new(slots![operand: INT32], slots![result: FLOAT32_VEC4]);

/// `attr-dict $operand : type($operand) -> type($result)`.
const PACK: Format = Format::Interleaved {
    operands: &[Expect::Vector],
    result: Expect::Integer,
};
const UNPACK: Format = Format::Interleaved {
    operands: &[Expect::Integer],
    result: Expect::Vector,
};

crate::family! {
    OPS, ROWS;
    "spirv.GL.Acos" => Encoding::GlslStd450(Gl::Acos), PURE,
        "Arc Cosine of operand in radians", unary!(FLOAT16_OR_32_SV), UNARY;
    "spirv.GL.Acosh" => Encoding::GlslStd450(Gl::Acosh), PURE,
        "Arc hyperbolic cosine of operand in radians", unary!(FLOAT16_OR_32_SV), UNARY;
    "spirv.GL.Asin" => Encoding::GlslStd450(Gl::Asin), PURE,
        "Arc Sine of operand in radians", unary!(FLOAT16_OR_32_SV), UNARY;
    "spirv.GL.Asinh" => Encoding::GlslStd450(Gl::Asinh), PURE,
        "Arc hyperbolic sine of operand in radians", unary!(FLOAT16_OR_32_SV), UNARY;
    "spirv.GL.Atan" => Encoding::GlslStd450(Gl::Atan), PURE,
        "Arc Tangent of operand in radians", unary!(FLOAT16_OR_32_SV), UNARY;
    "spirv.GL.Atanh" => Encoding::GlslStd450(Gl::Atanh), PURE,
        "Arc hyperbolic tangent of operand in radians", unary!(FLOAT16_OR_32_SV), UNARY;
    "spirv.GL.Ceil" => Encoding::GlslStd450(Gl::Ceil), PURE,
        "Rounds up to the next whole number", unary!(FLOAT_SV), UNARY;
    "spirv.GL.Cos" => Encoding::GlslStd450(Gl::Cos), PURE,
        "Cosine of operand in radians", unary!(FLOAT16_OR_32_SV), UNARY;
    "spirv.GL.Cosh" => Encoding::GlslStd450(Gl::Cosh), PURE,
        "Hyperbolic cosine of operand in radians", unary!(FLOAT16_OR_32_SV), UNARY;
    "spirv.GL.Cross" => Encoding::GlslStd450(Gl::Cross), PURE,
        "Return the cross product of two 3-component vectors", binary!(FLOAT_SV), BINARY;
    "spirv.GL.Distance" => Encoding::GlslStd450(Gl::Distance), PURE,
        "Return distance between two points", DISTANCE,
        Format::Typed { operand_types: &[0, 1], written: &[Expect::Any, Expect::Any], result: ResultType::Arrow(Expect::Any) };
    "spirv.GL.Exp" => Encoding::GlslStd450(Gl::Exp), PURE,
        "Exponentiation of Operand 1", unary!(FLOAT16_OR_32_SV), UNARY;
    "spirv.GL.Exp2" => Encoding::GlslStd450(Gl::Exp2), PURE,
        "Result is 2 raised to the x power", unary!(FLOAT16_OR_32_SV), UNARY;
    "spirv.GL.FAbs" => Encoding::GlslStd450(Gl::FAbs), PURE,
        "Absolute value of operand", unary!(FLOAT_SV), UNARY;
    "spirv.GL.FClamp" => Encoding::GlslStd450(Gl::FClamp), PURE,
        "Clamp x between min and max values.", ternary!(FLOAT_SV), TERNARY;
    "spirv.GL.FMax" => Encoding::GlslStd450(Gl::FMax), PURE,
        "Return maximum of two floating-point operands", binary!(FLOAT_SV), BINARY;
    "spirv.GL.FMin" => Encoding::GlslStd450(Gl::FMin), PURE,
        "Return minimum of two floating-point operands", binary!(FLOAT_SV), BINARY;
    "spirv.GL.FMix" => Encoding::GlslStd450(Gl::FMix), PURE,
        "Builds the linear blend of x and y", FMIX,
        Format::Interleaved { operands: &[Expect::Any, Expect::Any, Expect::Any], result: Expect::Any };
    "spirv.GL.FSign" => Encoding::GlslStd450(Gl::FSign), PURE,
        "Returns the sign of the operand", unary!(FLOAT_SV), UNARY;
    "spirv.GL.FindILsb" => Encoding::GlslStd450(Gl::FindILsb), PURE,
        "Integer least-significant bit", unary!(INT_SV), UNARY;
    "spirv.GL.FindSMsb" => Encoding::GlslStd450(Gl::FindSMsb), PURE,
        "Signed-integer most-significant bit, with Value interpreted as a signed integer", unary!(INT32_SV), UNARY;
    "spirv.GL.FindUMsb" => Encoding::GlslStd450(Gl::FindUMsb), PURE,
        "Unsigned-integer most-significant bit", unary!(INT32_SV), UNARY;
    "spirv.GL.Floor" => Encoding::GlslStd450(Gl::Floor), PURE,
        "Rounds down to the next whole number", unary!(FLOAT_SV), UNARY;
    "spirv.GL.Fma" => Encoding::GlslStd450(Gl::Fma), PURE,
        "Computes a * b + c.", ternary!(FLOAT_SV), TERNARY;
    "spirv.GL.Fract" => Encoding::GlslStd450(Gl::Fract), PURE,
        "Returns the `x - floor(x)` of the operand", unary!(FLOAT_SV), UNARY;
    "spirv.GL.FrexpStruct" => Encoding::GlslStd450(Gl::FrexpStruct), PURE,
        "Splits x into two components such that x = significand * 2^exponent", FREXP_STRUCT,
        Format::Interleaved { operands: &[Expect::Any], result: Expect::Any };
    "spirv.GL.InverseSqrt" => Encoding::GlslStd450(Gl::InverseSqrt), PURE,
        "Reciprocal of sqrt(operand)", unary!(FLOAT_SV), UNARY;
    "spirv.GL.Ldexp" => Encoding::GlslStd450(Gl::Ldexp), PURE,
        "Builds y such that y = significand * 2^exponent", LDEXP,
        Format::Interleaved { operands: &[Expect::Any, Expect::Any], result: Expect::Any };
    "spirv.GL.Length" => Encoding::GlslStd450(Gl::Length), PURE,
        "Return the length of a vector x", LENGTH,
        Format::Typed { operand_types: &[0], written: &[Expect::Any], result: ResultType::Arrow(Expect::Any) };
    "spirv.GL.Log" => Encoding::GlslStd450(Gl::Log), PURE,
        "Natural logarithm of the operand", unary!(FLOAT16_OR_32_SV), UNARY;
    "spirv.GL.Log2" => Encoding::GlslStd450(Gl::Log2), PURE,
        "Result is the base-2 logarithm of x", unary!(FLOAT16_OR_32_SV), UNARY;
    "spirv.GL.Normalize" => Encoding::GlslStd450(Gl::Normalize), PURE,
        "Normalizes a vector operand", unary!(FLOAT_SV), UNARY;
    "spirv.GL.PackHalf2x16" => Encoding::GlslStd450(Gl::PackHalf2x16), PURE,
        "Pack two-component vector of 32-bit floats into a 32-bit integer", PACK_HALF_2X16, PACK;
    "spirv.GL.PackSnorm4x8" => Encoding::GlslStd450(Gl::PackSnorm4x8), PURE,
        "Pack four-component vector of 32-bit floats into a 32-bit integer", PACK_SNORM_4X8, PACK;
    "spirv.GL.Pow" => Encoding::GlslStd450(Gl::Pow), PURE,
        "Return x raised to the y power of two operands", binary!(FLOAT16_OR_32_SV), BINARY;
    "spirv.GL.Reflect" => Encoding::GlslStd450(Gl::Reflect), PURE,
        "Calculate reflection direction vector", binary!(FLOAT_SV), BINARY;
    "spirv.GL.Round" => Encoding::GlslStd450(Gl::Round), PURE,
        "Rounds to the nearest whole number", unary!(FLOAT_SV), UNARY;
    "spirv.GL.RoundEven" => Encoding::GlslStd450(Gl::RoundEven), PURE,
        "Rounds to the nearest even whole number", unary!(FLOAT_SV), UNARY;
    "spirv.GL.SAbs" => Encoding::GlslStd450(Gl::SAbs), PURE,
        "Absolute value of operand", unary!(INT_SV), UNARY;
    "spirv.GL.SClamp" => Encoding::GlslStd450(Gl::SClamp), PURE,
        "Clamp x between min and max values.", ternary!(INT_SV), TERNARY;
    "spirv.GL.SMax" => Encoding::GlslStd450(Gl::SMax), PURE,
        "Return maximum of two signed integer operands", binary!(INT_SV), BINARY;
    "spirv.GL.SMin" => Encoding::GlslStd450(Gl::SMin), PURE,
        "Return minimum of two signed integer operands", binary!(INT_SV), BINARY;
    "spirv.GL.SSign" => Encoding::GlslStd450(Gl::SSign), PURE,
        "Returns the sign of the operand", unary!(INT_SV), UNARY;
    "spirv.GL.Sin" => Encoding::GlslStd450(Gl::Sin), PURE,
        "Sine of operand in radians", unary!(FLOAT16_OR_32_SV), UNARY;
    "spirv.GL.Sinh" => Encoding::GlslStd450(Gl::Sinh), PURE,
        "Hyperbolic sine of operand in radians", unary!(FLOAT16_OR_32_SV), UNARY;
    "spirv.GL.Sqrt" => Encoding::GlslStd450(Gl::Sqrt), PURE,
        "Returns the square root of the operand", unary!(FLOAT_SV), UNARY;
    "spirv.GL.Tan" => Encoding::GlslStd450(Gl::Tan), PURE,
        "Tangent of operand in radians", unary!(FLOAT16_OR_32_SV), UNARY;
    "spirv.GL.Tanh" => Encoding::GlslStd450(Gl::Tanh), PURE,
        "Hyperbolic tangent of operand in radians", unary!(FLOAT16_OR_32_SV), UNARY;
    "spirv.GL.UClamp" => Encoding::GlslStd450(Gl::UClamp), PURE,
        "Clamp x between min and max values.", ternary!(INT_SV), TERNARY;
    "spirv.GL.UMax" => Encoding::GlslStd450(Gl::UMax), PURE,
        "Return maximum of two unsigned integer operands", binary!(INT_SV), BINARY;
    "spirv.GL.UMin" => Encoding::GlslStd450(Gl::UMin), PURE,
        "Return minimum of two unsigned integer operands", binary!(INT_SV), BINARY;
    "spirv.GL.UnpackHalf2x16" => Encoding::GlslStd450(Gl::UnpackHalf2x16), PURE,
        "Unpack 32-bit integer into two-component vector of 32-bit floats", UNPACK_HALF_2X16, UNPACK;
    "spirv.GL.UnpackSnorm4x8" => Encoding::GlslStd450(Gl::UnpackSnorm4x8), PURE,
        "Unpack 32-bit integer into four-component vector of 32-bit floats", UNPACK_SNORM_4X8, UNPACK;
}

/// MLIR's `GLLdexpOp::verify`.
fn verify_ldexp(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let significand = ir.value_type(ir.operand(op, 0));
    let exponent = ir.value_type(ir.operand(op, 1));
    let is_float = matches!(ctx.type_kind(significand), TypeKind::Float(_));
    let is_int = matches!(ctx.type_kind(exponent), TypeKind::Integer { .. });
    if is_float != is_int {
        return Err(ir.op_error(op, "operands must both be scalars or vectors"));
    }
    if num_elements(ctx, significand) != num_elements(ctx, exponent) {
        return Err(ir.op_error(op, "operands must have the same number of elements"));
    }
    Ok(())
}

/// MLIR's `GLFrexpStructOp::verify` (its diagnostics carry no op prefix, and
/// keep MLIR's spellings).
fn verify_frexp_struct(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let loc = ir.op_loc(op);
    let Some(SpirvType::Struct(result)) = SpirvType::of(ctx, ir.value_type(ir.result(op, 0)))
    else {
        return Ok(());
    };
    let [significand, exponent] = result.members[..] else {
        return Err(ir.error_at(loc, "result type must be a struct type with two memebers"));
    };
    let operand = ir.value_type(ir.operand(op, 0));
    if significand != operand {
        return Err(ir.error_at(
            loc,
            "member zero of the resulting struct type must be the same type as the operand",
        ));
    }
    let is_int32 = |ty| matches!(ctx.type_kind(ty), TypeKind::Integer { width: 32, .. });
    let exponent_vector = match ctx.type_kind(exponent) {
        TypeKind::Vector { element, shape, .. } => {
            if !is_int32(*element) {
                return Err(ir.error_at(
                    loc,
                    "member one of the resulting struct type mustbe a scalar or vector of 32 bit integer type",
                ));
            }
            Some(shape.iter().product::<i64>())
        }
        _ if is_int32(exponent) => None,
        _ => {
            return Err(ir.error_at(
                loc,
                "member one of the resulting struct type must be a scalar or vector of 32 bit integer type",
            ));
        }
    };
    let operand_vector = match ctx.type_kind(operand) {
        TypeKind::Vector { shape, .. } => Some(shape.iter().product::<i64>()),
        _ => None,
    };
    let same_shape = match (operand_vector, exponent_vector) {
        (Some(a), Some(b)) => a == b,
        (None, None) => true,
        _ => false,
    };
    if same_shape {
        return Ok(());
    }
    Err(ir.error_at(
        loc,
        "member one of the resulting struct type must have the same number of components as the operand type",
    ))
}
