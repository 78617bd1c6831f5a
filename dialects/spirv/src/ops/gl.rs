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
use super::table::op_table;
use super::verify::verify_checks;
use crate::types::SpirvType;
use crate::types::constraints::{
    ANY_STRUCT, FLOAT, FLOAT_SV, FLOAT16_OR_32_SV, FLOAT32_VEC2, FLOAT32_VEC4, INT_SV, INT32,
    INT32_SV, element_type_or_self, num_elements,
};

// The op classes of `SPIRVGLOps.td` (`SPIRV_GLUnaryArithmeticOp`,
// `SPIRV_GLBinaryArithmeticOp`, `SPIRV_GLTernaryArithmeticOp`) as one
// `macro_rules!`: an op is its class, type, name, instruction and
// constraint. The unary and binary classes are the shapes every extended
// set shares (`ext_inst_op!`).
macro_rules! gl_op {
    // MLIR parses `operands attr-dict : T` by hand and verifies nothing
    // beyond the constraints.
    (ternary $(#[$doc:meta])* $ty:ident = $name:literal => $inst:ident, $c:ident) => {
        $crate::ops::ext_inst::ext_inst_op!(@op $(#[$doc])* $ty = $name,
            [traits = [Pure], ext = Encoding::gl(Gl::$inst), parse = parse_ternary,
                print = print_ternary, custom_printable = ternary_printable],
            [], (x, y, z), $c);
    };
    // `attr-dict $operand : type($operand) -> type($result)`: a vector
    // packed into a 32-bit integer, or unpacked from one.
    (pack $(#[$doc:meta])* $ty:ident = $name:literal => $inst:ident, $vector:ident) => {
        $crate::ops::gl::gl_op!(@packing $(#[$doc])* $ty = $name => $inst, $vector -> INT32);
    };
    (unpack $(#[$doc:meta])* $ty:ident = $name:literal => $inst:ident, $vector:ident) => {
        $crate::ops::gl::gl_op!(@packing $(#[$doc])* $ty = $name => $inst, INT32 -> $vector);
    };
    (@packing $(#[$doc:meta])* $ty:ident = $name:literal => $inst:ident, $from:ident -> $to:ident) => {
        $crate::ops::table::operands_op!($(#[$doc])* $ty = $name,
            [traits = [Pure], ext = Encoding::gl(Gl::$inst)],
            ["attr-dict $operand `:` type($operand) `->` type($result)"],
            (operand: $from) -> result: $to);
    };
    ($kind:ident $($rest:tt)*) => {
        $crate::ops::ext_inst::ext_inst_op!([Encoding::gl, Gl] $kind $($rest)*);
    };
}
pub(super) use gl_op;

op_table! { gl_op;
    unary GLAcosOp = "spirv.GL.Acos" (Acos, FLOAT16_OR_32_SV) "Arc Cosine of operand in radians";
    unary GLAcoshOp = "spirv.GL.Acosh" (Acosh, FLOAT16_OR_32_SV) "Arc hyperbolic cosine of operand in radians";
    unary GLAsinOp = "spirv.GL.Asin" (Asin, FLOAT16_OR_32_SV) "Arc Sine of operand in radians";
    unary GLAsinhOp = "spirv.GL.Asinh" (Asinh, FLOAT16_OR_32_SV) "Arc hyperbolic sine of operand in radians";
    unary GLAtanOp = "spirv.GL.Atan" (Atan, FLOAT16_OR_32_SV) "Arc Tangent of operand in radians";
    unary GLAtanhOp = "spirv.GL.Atanh" (Atanh, FLOAT16_OR_32_SV) "Arc hyperbolic tangent of operand in radians";
    unary GLCeilOp = "spirv.GL.Ceil" (Ceil, FLOAT_SV) "Rounds up to the next whole number";
    unary GLCosOp = "spirv.GL.Cos" (Cos, FLOAT16_OR_32_SV) "Cosine of operand in radians";
    unary GLCoshOp = "spirv.GL.Cosh" (Cosh, FLOAT16_OR_32_SV) "Hyperbolic cosine of operand in radians";
    binary GLCrossOp = "spirv.GL.Cross" (Cross, FLOAT_SV) "Return the cross product of two 3-component vectors";
    unary GLExpOp = "spirv.GL.Exp" (Exp, FLOAT16_OR_32_SV) "Exponentiation of Operand 1";
    unary GLExp2Op = "spirv.GL.Exp2" (Exp2, FLOAT16_OR_32_SV) "Result is 2 raised to the x power";
    unary GLFAbsOp = "spirv.GL.FAbs" (FAbs, FLOAT_SV) "Absolute value of operand";
    ternary GLFClampOp = "spirv.GL.FClamp" (FClamp, FLOAT_SV) "Clamp x between min and max values.";
    binary GLFMaxOp = "spirv.GL.FMax" (FMax, FLOAT_SV) "Return maximum of two floating-point operands";
    binary GLFMinOp = "spirv.GL.FMin" (FMin, FLOAT_SV) "Return minimum of two floating-point operands";
    unary GLFSignOp = "spirv.GL.FSign" (FSign, FLOAT_SV) "Returns the sign of the operand";
    unary GLFindILsbOp = "spirv.GL.FindILsb" (FindILsb, INT_SV) "Integer least-significant bit";
    unary GLFindSMsbOp = "spirv.GL.FindSMsb" (FindSMsb, INT32_SV) "Signed-integer most-significant bit, with Value interpreted as a signed integer";
    unary GLFindUMsbOp = "spirv.GL.FindUMsb" (FindUMsb, INT32_SV) "Unsigned-integer most-significant bit";
    unary GLFloorOp = "spirv.GL.Floor" (Floor, FLOAT_SV) "Rounds down to the next whole number";
    ternary GLFmaOp = "spirv.GL.Fma" (Fma, FLOAT_SV) "Computes a * b + c.";
    unary GLFractOp = "spirv.GL.Fract" (Fract, FLOAT_SV) "Returns the `x - floor(x)` of the operand";
    unary GLInverseSqrtOp = "spirv.GL.InverseSqrt" (InverseSqrt, FLOAT_SV) "Reciprocal of sqrt(operand)";
    unary GLLogOp = "spirv.GL.Log" (Log, FLOAT16_OR_32_SV) "Natural logarithm of the operand";
    unary GLLog2Op = "spirv.GL.Log2" (Log2, FLOAT16_OR_32_SV) "Result is the base-2 logarithm of x";
    unary GLNormalizeOp = "spirv.GL.Normalize" (Normalize, FLOAT_SV) "Normalizes a vector operand";
    pack GLPackHalf2x16Op = "spirv.GL.PackHalf2x16" (PackHalf2x16, FLOAT32_VEC2) "Pack two-component vector of 32-bit floats into a 32-bit integer";
    pack GLPackSnorm4x8Op = "spirv.GL.PackSnorm4x8" (PackSnorm4x8, FLOAT32_VEC4) "Pack four-component vector of 32-bit floats into a 32-bit integer";
    binary GLPowOp = "spirv.GL.Pow" (Pow, FLOAT16_OR_32_SV) "Return x raised to the y power of two operands";
    binary GLReflectOp = "spirv.GL.Reflect" (Reflect, FLOAT_SV) "Calculate reflection direction vector";
    unary GLRoundOp = "spirv.GL.Round" (Round, FLOAT_SV) "Rounds to the nearest whole number";
    unary GLRoundEvenOp = "spirv.GL.RoundEven" (RoundEven, FLOAT_SV) "Rounds to the nearest even whole number";
    unary GLSAbsOp = "spirv.GL.SAbs" (SAbs, INT_SV) "Absolute value of operand";
    ternary GLSClampOp = "spirv.GL.SClamp" (SClamp, INT_SV) "Clamp x between min and max values.";
    binary GLSMaxOp = "spirv.GL.SMax" (SMax, INT_SV) "Return maximum of two signed integer operands";
    binary GLSMinOp = "spirv.GL.SMin" (SMin, INT_SV) "Return minimum of two signed integer operands";
    unary GLSSignOp = "spirv.GL.SSign" (SSign, INT_SV) "Returns the sign of the operand";
    unary GLSinOp = "spirv.GL.Sin" (Sin, FLOAT16_OR_32_SV) "Sine of operand in radians";
    unary GLSinhOp = "spirv.GL.Sinh" (Sinh, FLOAT16_OR_32_SV) "Hyperbolic sine of operand in radians";
    unary GLSqrtOp = "spirv.GL.Sqrt" (Sqrt, FLOAT_SV) "Returns the square root of the operand";
    unary GLTanOp = "spirv.GL.Tan" (Tan, FLOAT16_OR_32_SV) "Tangent of operand in radians";
    unary GLTanhOp = "spirv.GL.Tanh" (Tanh, FLOAT16_OR_32_SV) "Hyperbolic tangent of operand in radians";
    ternary GLUClampOp = "spirv.GL.UClamp" (UClamp, INT_SV) "Clamp x between min and max values.";
    binary GLUMaxOp = "spirv.GL.UMax" (UMax, INT_SV) "Return maximum of two unsigned integer operands";
    binary GLUMinOp = "spirv.GL.UMin" (UMin, INT_SV) "Return minimum of two unsigned integer operands";
    unpack GLUnpackHalf2x16Op = "spirv.GL.UnpackHalf2x16" (UnpackHalf2x16, FLOAT32_VEC2) "Unpack 32-bit integer into two-component vector of 32-bit floats";
    unpack GLUnpackSnorm4x8Op = "spirv.GL.UnpackSnorm4x8" (UnpackSnorm4x8, FLOAT32_VEC4) "Unpack 32-bit integer into four-component vector of 32-bit floats";
    /// Return distance between two points
    op GLDistanceOp = "spirv.GL.Distance" (
        [traits = [Pure, AllTypesMatch(p0, p1), Pred("result type must match operand element type", result_is_operand_element)],
            ext = Encoding::gl(Gl::Distance)],
        ["operands attr-dict `:` type($p0) `,` type($p1) `->` type($result)"],
        (p0: FLOAT_SV, p1: FLOAT_SV) -> result: FLOAT);
    /// Builds the linear blend of x and y
    op GLFMixOp = "spirv.GL.FMix" (
        [traits = [Pure, AllTypesMatch(x, y, a, result)], ext = Encoding::gl(Gl::FMix)],
        ["attr-dict $x `:` type($x) `,` $y `:` type($y) `,` $a `:` type($a) `->` type($result)"],
        (x: FLOAT_SV, y: FLOAT_SV, a: FLOAT_SV) -> result: FLOAT_SV);
    /// Splits x into two components such that x = significand * 2^exponent
    op GLFrexpStructOp = "spirv.GL.FrexpStruct" (
        [traits = [Pure], ext = Encoding::gl(Gl::FrexpStruct), verify = verify_frexp_struct],
        ["attr-dict $operand `:` type($operand) `->` type($result)"],
        (operand: FLOAT_SV) -> result: ANY_STRUCT);
    /// Builds y such that y = significand * 2^exponent
    op GLLdexpOp = "spirv.GL.Ldexp" (
        [traits = [Pure, AllTypesMatch(x, y)], ext = Encoding::gl(Gl::Ldexp), verify = verify_ldexp],
        ["attr-dict $x `:` type($x) `,` $exp `:` type($exp) `->` type($y)"],
        (x: FLOAT_SV, exp: INT_SV) -> y: FLOAT_SV);
    /// Return the length of a vector x
    op GLLengthOp = "spirv.GL.Length" (
        [traits = [Pure, Pred("result type must match operand element type", result_is_operand_element)],
            ext = Encoding::gl(Gl::Length)],
        ["$operand attr-dict `:` type($operand) `->` type($result)"],
        (operand: FLOAT_SV) -> result: FLOAT);
}

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
    verify_checks!(|message| ir.op_error(op, message);
        is_float == is_int => "operands must both be scalars or vectors",
        num_elements(ctx, significand) == num_elements(ctx, exponent)
            => "operands must have the same number of elements",
    )
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
