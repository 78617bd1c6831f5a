//! The `OpenCL.std` extended instructions: `spirv.CL.fabs`, `spirv.CL.fma`,
//! `spirv.CL.s_max`, `spirv.CL.printf`, ... (every op MLIR 22 defines),
//! each encoded as `OpExtInst` of the `OpenCL.std` set.
//!
//! Mirrors MLIR 22's `SPIRVCLOps.td`
//! (<https://mlir.llvm.org/docs/Dialects/SPIR-V/#cl-ops>): like MLIR's
//! `SPIRV_CLOp` class, every op requires the `Kernel` capability
//! ([`ExtSet::availability`](super::encoding::ExtSet::availability)).

use shader_mlir::ir::Value;
use shader_mlir::op;
use spirv::OpenclStd100Op as Cl;

use super::encoding::Encoding;
use super::ext_inst::ext_inst_op;
use super::table::op_table;
use crate::ops::table::operands_op;
use crate::types::constraints::{ANY_TYPE, FLOAT_SV, INT, INT_SV, POINTER};

// The op classes of `SPIRVCLOps.td` (`SPIRV_CLUnaryArithmeticOp`,
// `SPIRV_CLBinaryArithmeticOp`, `SPIRV_CLTernaryArithmeticOp`) are the shapes
// every extended set shares (`ext_inst_op!`), over `OpenCL.std`.
op_table! { ext_inst_op[Encoding::cl, Cl], by_hand [CLPrintfOp];
    unary CLAcosOp = "spirv.CL.acos" (acos, FLOAT_SV) "Compute the arc cosine of x.";
    unary CLAcoshOp = "spirv.CL.acosh" (acosh, FLOAT_SV) "Compute the inverse hyperbolic cosine of x .";
    unary CLAsinOp = "spirv.CL.asin" (asin, FLOAT_SV) "Compute the arc sine of x.";
    unary CLAsinhOp = "spirv.CL.asinh" (asinh, FLOAT_SV) "Compute the inverse hyperbolic sine of x.";
    unary CLAtanOp = "spirv.CL.atan" (atan, FLOAT_SV) "Compute the arc tangent of x.";
    binary CLAtan2Op = "spirv.CL.atan2" (atan2, FLOAT_SV) "Compute the arc tangent of y / x.";
    unary CLAtanhOp = "spirv.CL.atanh" (atanh, FLOAT_SV) "Compute the hyperbolic arc tangent of x.";
    unary CLCeilOp = "spirv.CL.ceil" (ceil, FLOAT_SV) "Round x to integral value using the round to positive infinity rounding mode.";
    unary CLCosOp = "spirv.CL.cos" (cos, FLOAT_SV) "Compute the cosine of x radians.";
    unary CLCoshOp = "spirv.CL.cosh" (cosh, FLOAT_SV) "Compute the hyperbolic cosine of x radians.";
    unary CLErfOp = "spirv.CL.erf" (erf, FLOAT_SV) "Error function of x encountered in integrating the normal distribution.";
    unary CLExpOp = "spirv.CL.exp" (exp, FLOAT_SV) "Exponentiation of Operand 1";
    unary CLFAbsOp = "spirv.CL.fabs" (fabs, FLOAT_SV) "Absolute value of operand";
    unary CLFloorOp = "spirv.CL.floor" (floor, FLOAT_SV) "Round x to the integral value using the round to negative infinity rounding mode.";
    ternary CLFmaOp = "spirv.CL.fma" (fma, FLOAT_SV) "Compute the correctly rounded floating-point representation of the sum of c with the infinitely precise product of a and b. Rounding of intermediate products shall not occur. Edge case results are per the IEEE 754-2008 standard.";
    binary CLFMaxOp = "spirv.CL.fmax" (fmax, FLOAT_SV) "Return maximum of two floating-point operands";
    binary CLFMinOp = "spirv.CL.fmin" (fmin, FLOAT_SV) "Return minimum of two floating-point operands";
    unary CLLogOp = "spirv.CL.log" (log, FLOAT_SV) "Compute the natural logarithm of x.";
    ternary CLMixOp = "spirv.CL.mix" (mix, FLOAT_SV) "Returns the linear blend of x & y implemented as: x + (y - x) * a";
    binary CLPowOp = "spirv.CL.pow" (pow, FLOAT_SV) "Compute x to the power y.";
    unary CLRintOp = "spirv.CL.rint" (rint, FLOAT_SV) "Round x to integral value (using round to nearest even rounding mode) in floating-point format.";
    unary CLRoundOp = "spirv.CL.round" (round, FLOAT_SV) "Return the integral value nearest to x rounding halfway cases away from zero, regardless of the current rounding direction.";
    unary CLRsqrtOp = "spirv.CL.rsqrt" (rsqrt, FLOAT_SV) "Compute inverse square root of x.";
    unary CLSAbsOp = "spirv.CL.s_abs" (s_abs, INT_SV) "Absolute value of operand";
    binary CLSMaxOp = "spirv.CL.s_max" (s_max, INT_SV) "Return maximum of two signed integer operands";
    binary CLSMinOp = "spirv.CL.s_min" (s_min, INT_SV) "Return minimum of two signed integer operands";
    unary CLSinOp = "spirv.CL.sin" (sin, FLOAT_SV) "Compute sine of x radians.";
    unary CLSinhOp = "spirv.CL.sinh" (sinh, FLOAT_SV) "Compute hyperbolic sine of x radians.";
    unary CLSqrtOp = "spirv.CL.sqrt" (sqrt, FLOAT_SV) "Compute square root of x.";
    unary CLTanOp = "spirv.CL.tan" (tan, FLOAT_SV) "Compute tangent of x radians.";
    unary CLTanhOp = "spirv.CL.tanh" (tanh, FLOAT_SV) "Compute hyperbolic tangent of x radians.";
    binary CLUMaxOp = "spirv.CL.u_max" (u_max, INT_SV) "Return maximum of two unsigned integer operands";
    binary CLUMinOp = "spirv.CL.u_min" (u_min, INT_SV) "Return minimum of two unsigned integer operands";
}

operands_op!(
    /// The printf extended instruction writes output to an implementation-
    /// defined stream such as stdout under control of the string pointed to by
    /// format that specifies how subsequent arguments are converted for output.
    CLPrintfOp = "spirv.CL.printf", [ext = Encoding::cl(Cl::printf)],
    ["$format ( $arguments^ )? attr-dict `:` type($format) ( `,` type($arguments)^ )? `->` type($result)"],
    (format: POINTER, arguments: Vec<ANY_TYPE>) -> result: INT);
