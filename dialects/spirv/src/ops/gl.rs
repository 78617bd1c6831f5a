//! The `GLSL.std.450` extended instructions: `spirv.GL.FAbs`, `spirv.GL.Sqrt`,
//! `spirv.GL.FClamp`, `spirv.GL.FMix`, `spirv.GL.Length`, ... (every op
//! MLIR 22 defines), each encoded as `OpExtInst` of the `GLSL.std.450` set.
//!
//! Mirrors MLIR 22's `SPIRVGLOps.td` and `GLOps.cpp`
//! (<https://mlir.llvm.org/docs/Dialects/SPIR-V/#gl-ops>); like MLIR's
//! `SPIRV_GLOp` class, every op requires the `Shader` capability
//! ([`ExtSet::availability`](super::encoding::ExtSet::availability)).

use shader_mlir::asm::parser::Delimiter;
use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{FloatKind, Ir, OpId, OperationState, TypeKind, Value};
use shader_mlir::op;
use spirv::GlslStd450Op as Gl;

use super::asm::printed_attrs;
use super::encoding::Encoding;
use crate::types::SpirvType;
use crate::types::constraints::{
    ANY_STRUCT, FLOAT, FLOAT_SV, FLOAT16_OR_32_SV, FLOAT32_VEC2, FLOAT32_VEC4, INT_SV, INT32,
    INT32_SV, element_type_or_self, num_elements,
};

// The op classes of `SPIRVGLOps.td` (`SPIRV_GLUnaryArithmeticOp`,
// `SPIRV_GLBinaryArithmeticOp`, `SPIRV_GLTernaryArithmeticOp`) as one
// `macro_rules!`: an op is its class, type, name, instruction and
// constraint.
macro_rules! gl_op {
    (unary $(#[$doc:meta])* $ty:ident = $name:literal => $inst:ident, $c:ident) => {
        $(#[$doc])*
        #[op($name, traits = [Pure, SameOperandsAndResultType], ext = Encoding::gl(Gl::$inst))]
        #[format("$operand `:` type($operand) attr-dict")]
        pub struct $ty {
            #[operand($c)]
            operand: Value,
            #[result($c)]
            result: Value,
        }
    };
    (binary $(#[$doc:meta])* $ty:ident = $name:literal => $inst:ident, $c:ident) => {
        $(#[$doc])*
        #[op($name, traits = [Pure, SameOperandsAndResultType], ext = Encoding::gl(Gl::$inst))]
        #[format("operands attr-dict `:` type($result)")]
        pub struct $ty {
            #[operand($c)]
            lhs: Value,
            #[operand($c)]
            rhs: Value,
            #[result($c)]
            result: Value,
        }
    };
    // MLIR parses `operands attr-dict : T` by hand and verifies nothing
    // beyond the constraints.
    (ternary $(#[$doc:meta])* $ty:ident = $name:literal => $inst:ident, $c:ident) => {
        $(#[$doc])*
        #[op($name, traits = [Pure], ext = Encoding::gl(Gl::$inst), parse = parse_ternary,
            print = print_ternary, custom_printable = ternary_printable)]
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
    // `attr-dict $operand : type($operand) -> type($result)` (packing).
    (pack $(#[$doc:meta])* $ty:ident = $name:literal => $inst:ident, $from:ident -> $to:ident) => {
        $(#[$doc])*
        #[op($name, traits = [Pure], ext = Encoding::gl(Gl::$inst))]
        #[format("attr-dict $operand `:` type($operand) `->` type($result)")]
        pub struct $ty {
            #[operand($from)]
            operand: Value,
            #[result($to)]
            result: Value,
        }
    };
}
pub(super) use gl_op;

gl_op!(unary
    /// Arc Cosine of operand in radians
    GLAcosOp = "spirv.GL.Acos" => Acos, FLOAT16_OR_32_SV
);
gl_op!(unary
    /// Arc hyperbolic cosine of operand in radians
    GLAcoshOp = "spirv.GL.Acosh" => Acosh, FLOAT16_OR_32_SV
);
gl_op!(unary
    /// Arc Sine of operand in radians
    GLAsinOp = "spirv.GL.Asin" => Asin, FLOAT16_OR_32_SV
);
gl_op!(unary
    /// Arc hyperbolic sine of operand in radians
    GLAsinhOp = "spirv.GL.Asinh" => Asinh, FLOAT16_OR_32_SV
);
gl_op!(unary
    /// Arc Tangent of operand in radians
    GLAtanOp = "spirv.GL.Atan" => Atan, FLOAT16_OR_32_SV
);
gl_op!(unary
    /// Arc hyperbolic tangent of operand in radians
    GLAtanhOp = "spirv.GL.Atanh" => Atanh, FLOAT16_OR_32_SV
);
gl_op!(unary
    /// Rounds up to the next whole number
    GLCeilOp = "spirv.GL.Ceil" => Ceil, FLOAT_SV
);
gl_op!(unary
    /// Cosine of operand in radians
    GLCosOp = "spirv.GL.Cos" => Cos, FLOAT16_OR_32_SV
);
gl_op!(unary
    /// Hyperbolic cosine of operand in radians
    GLCoshOp = "spirv.GL.Cosh" => Cosh, FLOAT16_OR_32_SV
);
gl_op!(binary
    /// Return the cross product of two 3-component vectors
    GLCrossOp = "spirv.GL.Cross" => Cross, FLOAT_SV
);

/// Return distance between two points
#[op(
    "spirv.GL.Distance",
    traits = [Pure, AllTypesMatch(p0, p1), Pred("result type must match operand element type", result_is_operand_element)],
    ext = Encoding::gl(Gl::Distance)
)]
#[format("operands attr-dict `:` type($p0) `,` type($p1) `->` type($result)")]
pub struct GLDistanceOp {
    #[operand(FLOAT_SV)]
    p0: Value,
    #[operand(FLOAT_SV)]
    p1: Value,
    #[result(FLOAT)]
    result: Value,
}

gl_op!(unary
    /// Exponentiation of Operand 1
    GLExpOp = "spirv.GL.Exp" => Exp, FLOAT16_OR_32_SV
);
gl_op!(unary
    /// Result is 2 raised to the x power
    GLExp2Op = "spirv.GL.Exp2" => Exp2, FLOAT16_OR_32_SV
);
gl_op!(unary
    /// Absolute value of operand
    GLFAbsOp = "spirv.GL.FAbs" => FAbs, FLOAT_SV
);
gl_op!(ternary
    /// Clamp x between min and max values.
    GLFClampOp = "spirv.GL.FClamp" => FClamp, FLOAT_SV
);
gl_op!(binary
    /// Return maximum of two floating-point operands
    GLFMaxOp = "spirv.GL.FMax" => FMax, FLOAT_SV
);
gl_op!(binary
    /// Return minimum of two floating-point operands
    GLFMinOp = "spirv.GL.FMin" => FMin, FLOAT_SV
);

/// Builds the linear blend of x and y
#[op(
    "spirv.GL.FMix",
    traits = [Pure, AllTypesMatch(x, y, a, result)],
    ext = Encoding::gl(Gl::FMix)
)]
#[format("attr-dict $x `:` type($x) `,` $y `:` type($y) `,` $a `:` type($a) `->` type($result)")]
pub struct GLFMixOp {
    #[operand(FLOAT_SV)]
    x: Value,
    #[operand(FLOAT_SV)]
    y: Value,
    #[operand(FLOAT_SV)]
    a: Value,
    #[result(FLOAT_SV)]
    result: Value,
}

gl_op!(unary
    /// Returns the sign of the operand
    GLFSignOp = "spirv.GL.FSign" => FSign, FLOAT_SV
);
gl_op!(unary
    /// Integer least-significant bit
    GLFindILsbOp = "spirv.GL.FindILsb" => FindILsb, INT_SV
);
gl_op!(unary
    /// Signed-integer most-significant bit, with Value interpreted as a
    /// signed integer
    GLFindSMsbOp = "spirv.GL.FindSMsb" => FindSMsb, INT32_SV
);
gl_op!(unary
    /// Unsigned-integer most-significant bit
    GLFindUMsbOp = "spirv.GL.FindUMsb" => FindUMsb, INT32_SV
);
gl_op!(unary
    /// Rounds down to the next whole number
    GLFloorOp = "spirv.GL.Floor" => Floor, FLOAT_SV
);
gl_op!(ternary
    /// Computes a * b + c.
    GLFmaOp = "spirv.GL.Fma" => Fma, FLOAT_SV
);
gl_op!(unary
    /// Returns the `x - floor(x)` of the operand
    GLFractOp = "spirv.GL.Fract" => Fract, FLOAT_SV
);

/// Splits x into two components such that x = significand * 2^exponent
#[op(
    "spirv.GL.FrexpStruct",
    traits = [Pure],
    ext = Encoding::gl(Gl::FrexpStruct),
    verify = verify_frexp_struct
)]
#[format("attr-dict $operand `:` type($operand) `->` type($result)")]
pub struct GLFrexpStructOp {
    #[operand(FLOAT_SV)]
    operand: Value,
    #[result(ANY_STRUCT)]
    result: Value,
}

gl_op!(unary
    /// Reciprocal of sqrt(operand)
    GLInverseSqrtOp = "spirv.GL.InverseSqrt" => InverseSqrt, FLOAT_SV
);

/// Builds y such that y = significand * 2^exponent
#[op(
    "spirv.GL.Ldexp",
    traits = [Pure, AllTypesMatch(x, y)],
    ext = Encoding::gl(Gl::Ldexp),
    verify = verify_ldexp
)]
#[format("attr-dict $x `:` type($x) `,` $exp `:` type($exp) `->` type($y)")]
pub struct GLLdexpOp {
    #[operand(FLOAT_SV)]
    x: Value,
    #[operand(INT_SV)]
    exp: Value,
    #[result(FLOAT_SV)]
    y: Value,
}

/// Return the length of a vector x
#[op(
    "spirv.GL.Length",
    traits = [Pure, Pred("result type must match operand element type", result_is_operand_element)],
    ext = Encoding::gl(Gl::Length)
)]
#[format("$operand attr-dict `:` type($operand) `->` type($result)")]
pub struct GLLengthOp {
    #[operand(FLOAT_SV)]
    operand: Value,
    #[result(FLOAT)]
    result: Value,
}

gl_op!(unary
    /// Natural logarithm of the operand
    GLLogOp = "spirv.GL.Log" => Log, FLOAT16_OR_32_SV
);
gl_op!(unary
    /// Result is the base-2 logarithm of x
    GLLog2Op = "spirv.GL.Log2" => Log2, FLOAT16_OR_32_SV
);
gl_op!(unary
    /// Normalizes a vector operand
    GLNormalizeOp = "spirv.GL.Normalize" => Normalize, FLOAT_SV
);
gl_op!(pack
    /// Pack two-component vector of 32-bit floats into a 32-bit integer
    GLPackHalf2x16Op = "spirv.GL.PackHalf2x16" => PackHalf2x16, FLOAT32_VEC2 -> INT32
);
gl_op!(pack
    /// Pack four-component vector of 32-bit floats into a 32-bit integer
    GLPackSnorm4x8Op = "spirv.GL.PackSnorm4x8" => PackSnorm4x8, FLOAT32_VEC4 -> INT32
);
gl_op!(binary
    /// Return x raised to the y power of two operands
    GLPowOp = "spirv.GL.Pow" => Pow, FLOAT16_OR_32_SV
);
gl_op!(binary
    /// Calculate reflection direction vector
    GLReflectOp = "spirv.GL.Reflect" => Reflect, FLOAT_SV
);
gl_op!(unary
    /// Rounds to the nearest whole number
    GLRoundOp = "spirv.GL.Round" => Round, FLOAT_SV
);
gl_op!(unary
    /// Rounds to the nearest even whole number
    GLRoundEvenOp = "spirv.GL.RoundEven" => RoundEven, FLOAT_SV
);
gl_op!(unary
    /// Absolute value of operand
    GLSAbsOp = "spirv.GL.SAbs" => SAbs, INT_SV
);
gl_op!(ternary
    /// Clamp x between min and max values.
    GLSClampOp = "spirv.GL.SClamp" => SClamp, INT_SV
);
gl_op!(binary
    /// Return maximum of two signed integer operands
    GLSMaxOp = "spirv.GL.SMax" => SMax, INT_SV
);
gl_op!(binary
    /// Return minimum of two signed integer operands
    GLSMinOp = "spirv.GL.SMin" => SMin, INT_SV
);
gl_op!(unary
    /// Returns the sign of the operand
    GLSSignOp = "spirv.GL.SSign" => SSign, INT_SV
);
gl_op!(unary
    /// Sine of operand in radians
    GLSinOp = "spirv.GL.Sin" => Sin, FLOAT16_OR_32_SV
);
gl_op!(unary
    /// Hyperbolic sine of operand in radians
    GLSinhOp = "spirv.GL.Sinh" => Sinh, FLOAT16_OR_32_SV
);
gl_op!(unary
    /// Returns the square root of the operand
    GLSqrtOp = "spirv.GL.Sqrt" => Sqrt, FLOAT_SV
);
gl_op!(unary
    /// Tangent of operand in radians
    GLTanOp = "spirv.GL.Tan" => Tan, FLOAT16_OR_32_SV
);
gl_op!(unary
    /// Hyperbolic tangent of operand in radians
    GLTanhOp = "spirv.GL.Tanh" => Tanh, FLOAT16_OR_32_SV
);
gl_op!(ternary
    /// Clamp x between min and max values.
    GLUClampOp = "spirv.GL.UClamp" => UClamp, INT_SV
);
gl_op!(binary
    /// Return maximum of two unsigned integer operands
    GLUMaxOp = "spirv.GL.UMax" => UMax, INT_SV
);
gl_op!(binary
    /// Return minimum of two unsigned integer operands
    GLUMinOp = "spirv.GL.UMin" => UMin, INT_SV
);
gl_op!(pack
    /// Unpack 32-bit integer into two-component vector of 32-bit floats
    GLUnpackHalf2x16Op = "spirv.GL.UnpackHalf2x16" => UnpackHalf2x16, INT32 -> FLOAT32_VEC2
);
gl_op!(pack
    /// Unpack 32-bit integer into four-component vector of 32-bit floats
    GLUnpackSnorm4x8Op = "spirv.GL.UnpackSnorm4x8" => UnpackSnorm4x8, INT32 -> FLOAT32_VEC4
);

/// The GL ops, as registered.
pub(super) static DEFS: &[&shader_mlir::dialect::OpDef] = &[
    GLAcosOp::DEF,
    GLAcoshOp::DEF,
    GLAsinOp::DEF,
    GLAsinhOp::DEF,
    GLAtanOp::DEF,
    GLAtanhOp::DEF,
    GLCeilOp::DEF,
    GLCosOp::DEF,
    GLCoshOp::DEF,
    GLCrossOp::DEF,
    GLDistanceOp::DEF,
    GLExpOp::DEF,
    GLExp2Op::DEF,
    GLFAbsOp::DEF,
    GLFClampOp::DEF,
    GLFMaxOp::DEF,
    GLFMinOp::DEF,
    GLFMixOp::DEF,
    GLFSignOp::DEF,
    GLFindILsbOp::DEF,
    GLFindSMsbOp::DEF,
    GLFindUMsbOp::DEF,
    GLFloorOp::DEF,
    GLFmaOp::DEF,
    GLFractOp::DEF,
    GLFrexpStructOp::DEF,
    GLInverseSqrtOp::DEF,
    GLLdexpOp::DEF,
    GLLengthOp::DEF,
    GLLogOp::DEF,
    GLLog2Op::DEF,
    GLNormalizeOp::DEF,
    GLPackHalf2x16Op::DEF,
    GLPackSnorm4x8Op::DEF,
    GLPowOp::DEF,
    GLReflectOp::DEF,
    GLRoundOp::DEF,
    GLRoundEvenOp::DEF,
    GLSAbsOp::DEF,
    GLSClampOp::DEF,
    GLSMaxOp::DEF,
    GLSMinOp::DEF,
    GLSSignOp::DEF,
    GLSinOp::DEF,
    GLSinhOp::DEF,
    GLSqrtOp::DEF,
    GLTanOp::DEF,
    GLTanhOp::DEF,
    GLUClampOp::DEF,
    GLUMaxOp::DEF,
    GLUMinOp::DEF,
    GLUnpackHalf2x16Op::DEF,
    GLUnpackSnorm4x8Op::DEF,
];

/// `SPIRV_GLTernaryArithmeticOp`'s parser: `operands attr-dict : T`, every
/// operand (however many are written) and the result of type `T`.
fn parse_ternary(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let operands = p.parse_operand_list(Delimiter::None)?;
    p.parse_optional_attr_dict(&mut state.attributes)?;
    let ty = p.parse_colon_type()?;
    p.resolve_operands_same_type(&operands, ty, &mut state.operands)?;
    state.result_types.push(ty);
    Ok(())
}

fn print_ternary(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    p.write_char(' ');
    p.print_operands(ir.operands(op));
    p.print_optional_attr_dict(&printed_attrs(ir, op), &[]);
    p.write_str(" : ");
    p.print_type(ir.value_type(ir.result(op, 0)));
}

fn ternary_printable(ir: &Ir, op: OpId) -> bool {
    ir.num_results(op) == 1 && super::same_types(ir, op)
}

/// The result of `spirv.GL.Length` and `spirv.GL.Distance` is the operand's
/// element type.
fn result_is_operand_element(ir: &Ir, op: OpId) -> bool {
    let ctx = ir.ctx();
    ir.value_type(ir.result(op, 0)) == element_type_or_self(ctx, ir.value_type(ir.operand(op, 0)))
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
    // SPV_AMD_gpu_shader_int16 lets a 16-bit float split into a 16-bit
    // exponent; MLIR only knows 32-bit exponents, which stays the rule for
    // every other operand.
    let scalar = match ctx.type_kind(operand) {
        TypeKind::Vector { element, .. } => *element,
        _ => operand,
    };
    let half_operand = matches!(ctx.type_kind(scalar), TypeKind::Float(FloatKind::F16));
    let is_int32 = |ty| match ctx.type_kind(ty) {
        TypeKind::Integer { width: 32, .. } => true,
        TypeKind::Integer { width: 16, .. } => half_operand,
        _ => false,
    };
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
