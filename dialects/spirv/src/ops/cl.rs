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
use crate::types::constraints::{ANY_TYPE, FLOAT_SV, INT, INT_SV, POINTER};

// The op classes of `SPIRVCLOps.td` (`SPIRV_CLUnaryArithmeticOp`,
// `SPIRV_CLBinaryArithmeticOp`, `SPIRV_CLTernaryArithmeticOp`) as one
// `macro_rules!`: an op is its class, type, name, instruction and
// constraint.
macro_rules! cl_op {
    (unary $(#[$doc:meta])* $ty:ident = $name:literal => $inst:ident, $c:ident) => {
        $(#[$doc])*
        #[op($name, traits = [Pure, SameOperandsAndResultType], ext = Encoding::cl(Cl::$inst))]
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
        #[op($name, traits = [Pure, SameOperandsAndResultType], ext = Encoding::cl(Cl::$inst))]
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
    (ternary $(#[$doc:meta])* $ty:ident = $name:literal => $inst:ident, $c:ident) => {
        $(#[$doc])*
        #[op($name, traits = [Pure, SameOperandsAndResultType], ext = Encoding::cl(Cl::$inst))]
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

cl_op!(unary
    /// Compute the arc cosine of x.
    CLAcosOp = "spirv.CL.acos" => acos, FLOAT_SV
);
cl_op!(unary
    /// Compute the inverse hyperbolic cosine of x .
    CLAcoshOp = "spirv.CL.acosh" => acosh, FLOAT_SV
);
cl_op!(unary
    /// Compute the arc sine of x.
    CLAsinOp = "spirv.CL.asin" => asin, FLOAT_SV
);
cl_op!(unary
    /// Compute the inverse hyperbolic sine of x.
    CLAsinhOp = "spirv.CL.asinh" => asinh, FLOAT_SV
);
cl_op!(unary
    /// Compute the arc tangent of x.
    CLAtanOp = "spirv.CL.atan" => atan, FLOAT_SV
);
cl_op!(binary
    /// Compute the arc tangent of y / x.
    CLAtan2Op = "spirv.CL.atan2" => atan2, FLOAT_SV
);
cl_op!(unary
    /// Compute the hyperbolic arc tangent of x.
    CLAtanhOp = "spirv.CL.atanh" => atanh, FLOAT_SV
);
cl_op!(unary
    /// Round x to integral value using the round to positive infinity
    /// rounding mode.
    CLCeilOp = "spirv.CL.ceil" => ceil, FLOAT_SV
);
cl_op!(unary
    /// Compute the cosine of x radians.
    CLCosOp = "spirv.CL.cos" => cos, FLOAT_SV
);
cl_op!(unary
    /// Compute the hyperbolic cosine of x radians.
    CLCoshOp = "spirv.CL.cosh" => cosh, FLOAT_SV
);
cl_op!(unary
    /// Error function of x encountered in integrating the normal
    /// distribution.
    CLErfOp = "spirv.CL.erf" => erf, FLOAT_SV
);
cl_op!(unary
    /// Exponentiation of Operand 1
    CLExpOp = "spirv.CL.exp" => exp, FLOAT_SV
);
cl_op!(unary
    /// Absolute value of operand
    CLFAbsOp = "spirv.CL.fabs" => fabs, FLOAT_SV
);
cl_op!(unary
    /// Round x to the integral value using the round to negative infinity
    /// rounding mode.
    CLFloorOp = "spirv.CL.floor" => floor, FLOAT_SV
);
cl_op!(ternary
    /// Compute the correctly rounded floating-point representation of the
    /// sum of c with the infinitely precise product of a and b. Rounding of
    /// intermediate products shall not occur. Edge case results are per the
    /// IEEE 754-2008 standard.
    CLFmaOp = "spirv.CL.fma" => fma, FLOAT_SV
);
cl_op!(binary
    /// Return maximum of two floating-point operands
    CLFMaxOp = "spirv.CL.fmax" => fmax, FLOAT_SV
);
cl_op!(binary
    /// Return minimum of two floating-point operands
    CLFMinOp = "spirv.CL.fmin" => fmin, FLOAT_SV
);
cl_op!(unary
    /// Compute the natural logarithm of x.
    CLLogOp = "spirv.CL.log" => log, FLOAT_SV
);
cl_op!(ternary
    /// Returns the linear blend of x & y implemented as: x + (y - x) * a
    CLMixOp = "spirv.CL.mix" => mix, FLOAT_SV
);
cl_op!(binary
    /// Compute x to the power y.
    CLPowOp = "spirv.CL.pow" => pow, FLOAT_SV
);

/// The printf extended instruction writes output to an implementation-
/// defined stream such as stdout under control of the string pointed to by
/// format that specifies how subsequent arguments are converted for output.
#[op("spirv.CL.printf", ext = Encoding::cl(Cl::printf))]
#[format(
    "$format ( $arguments^ )? attr-dict `:` type($format) ( `,` type($arguments)^ )? `->` type($result)"
)]
pub struct CLPrintfOp {
    #[operand(POINTER)]
    format: Value,
    #[operand(ANY_TYPE)]
    arguments: Vec<Value>,
    #[result(INT)]
    result: Value,
}

cl_op!(unary
    /// Round x to integral value (using round to nearest even rounding mode)
    /// in floating-point format.
    CLRintOp = "spirv.CL.rint" => rint, FLOAT_SV
);
cl_op!(unary
    /// Return the integral value nearest to x rounding halfway cases away
    /// from zero, regardless of the current rounding direction.
    CLRoundOp = "spirv.CL.round" => round, FLOAT_SV
);
cl_op!(unary
    /// Compute inverse square root of x.
    CLRsqrtOp = "spirv.CL.rsqrt" => rsqrt, FLOAT_SV
);
cl_op!(unary
    /// Absolute value of operand
    CLSAbsOp = "spirv.CL.s_abs" => s_abs, INT_SV
);
cl_op!(binary
    /// Return maximum of two signed integer operands
    CLSMaxOp = "spirv.CL.s_max" => s_max, INT_SV
);
cl_op!(binary
    /// Return minimum of two signed integer operands
    CLSMinOp = "spirv.CL.s_min" => s_min, INT_SV
);
cl_op!(unary
    /// Compute sine of x radians.
    CLSinOp = "spirv.CL.sin" => sin, FLOAT_SV
);
cl_op!(unary
    /// Compute hyperbolic sine of x radians.
    CLSinhOp = "spirv.CL.sinh" => sinh, FLOAT_SV
);
cl_op!(unary
    /// Compute square root of x.
    CLSqrtOp = "spirv.CL.sqrt" => sqrt, FLOAT_SV
);
cl_op!(unary
    /// Compute tangent of x radians.
    CLTanOp = "spirv.CL.tan" => tan, FLOAT_SV
);
cl_op!(unary
    /// Compute hyperbolic tangent of x radians.
    CLTanhOp = "spirv.CL.tanh" => tanh, FLOAT_SV
);
cl_op!(binary
    /// Return maximum of two unsigned integer operands
    CLUMaxOp = "spirv.CL.u_max" => u_max, INT_SV
);
cl_op!(binary
    /// Return minimum of two unsigned integer operands
    CLUMinOp = "spirv.CL.u_min" => u_min, INT_SV
);

/// The OpenCL ops, as registered.
pub(super) static DEFS: &[&shader_mlir::dialect::OpDef] = &[
    CLAcosOp::DEF,
    CLAcoshOp::DEF,
    CLAsinOp::DEF,
    CLAsinhOp::DEF,
    CLAtanOp::DEF,
    CLAtan2Op::DEF,
    CLAtanhOp::DEF,
    CLCeilOp::DEF,
    CLCosOp::DEF,
    CLCoshOp::DEF,
    CLErfOp::DEF,
    CLExpOp::DEF,
    CLFAbsOp::DEF,
    CLFloorOp::DEF,
    CLFmaOp::DEF,
    CLFMaxOp::DEF,
    CLFMinOp::DEF,
    CLLogOp::DEF,
    CLMixOp::DEF,
    CLPowOp::DEF,
    CLPrintfOp::DEF,
    CLRintOp::DEF,
    CLRoundOp::DEF,
    CLRsqrtOp::DEF,
    CLSAbsOp::DEF,
    CLSMaxOp::DEF,
    CLSMinOp::DEF,
    CLSinOp::DEF,
    CLSinhOp::DEF,
    CLSqrtOp::DEF,
    CLTanOp::DEF,
    CLTanhOp::DEF,
    CLUMaxOp::DEF,
    CLUMinOp::DEF,
];
