//! The ops of the `math` dialect, each declared with `#[op]`; the op classes
//! of MLIR 22's `MathOps.td`
//! (<https://github.com/llvm/llvm-project/blob/main/mlir/include/mlir/Dialect/Math/IR/MathOps.td>)
//! are one `macro_rules!` arm each, and the ops one table, a row per op under
//! its class:
//!
//! | class | syntax | ops |
//! |---|---|---|
//! | float unary | `%r = math.sin %x [fastmath<...>] : f32` | `absf acos acosh asin asinh atan atanh cbrt ceil cos cosh erf erfc exp exp2 expm1 floor log log10 log1p log2 round roundeven rsqrt sin sinh sqrt tan tanh trunc` |
//! | float binary | `%r = math.powf %x, %y [fastmath<...>] : f32` | `atan2 copysign powf` |
//! | float ternary | `%r = math.fma %a, %b, %c [fastmath<...>] : f32` | `fma`, and `clampf` (`%v to [%lo, %hi]`) |
//! | integer unary | `%r = math.ctlz %i : i32` | `absi ctlz cttz ctpop` |
//! | integer binary | `%r = math.ipowi %a, %b : i32` | `ipowi` |
//! | classification | `%b = math.isnan %x : f32` (`i1` of the operand's shape) | `isfinite isinf isnan isnormal` |
//!
//! and `math.fpowi %x, %n : f32, i32`, `math.sincos %x : f32` (two results).
//! Every op is `Pure` and elementwise.

mod constraints;

use dialect_arith::FastMathFlags;
use dialect_arith::properties::FastMathAttr;
use shader_mlir::dialect::OpDef;
use shader_mlir::ir::{Ir, OpId, Value};
use shader_mlir::op;

use constraints::{BOOL_LIKE, FLOAT_LIKE, SIGNLESS_INTEGER_OR_INDEX_LIKE};
use dialect_arith::i1_same_shape;

macro_rules! math_op {
    (@float $(#[$doc:meta])* $ty:ident = $name:literal $(, fold = $fold:path)?, $format:literal,
        [$($operand:ident),*]) => {
        $(#[$doc])*
        #[op($name, traits = [Pure, SameOperandsAndResultType] $(, fold = $fold)?)]
        #[format($format)]
        pub struct $ty {
            $(
                #[operand(FLOAT_LIKE)]
                $operand: Value,
            )*
            /// Fast-math flags.
            #[property(FastMathAttr, default = FastMathFlags::NONE)]
            fastmath: FastMathFlags,
            #[result(FLOAT_LIKE)]
            result: Value,
        }
    };
    (float_unary $(#[$doc:meta])* $ty:ident = $name:literal) => {
        math_op!(@float $(#[$doc])* $ty = $name, fold = crate::fold::float_unary,
            "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)", [operand]);
    };
    (float_binary $(#[$doc:meta])* $ty:ident = $name:literal) => {
        math_op!(@float $(#[$doc])* $ty = $name, fold = crate::fold::float_binary,
            "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)", [lhs, rhs]);
    };
    (int_unary $(#[$doc:meta])* $ty:ident = $name:literal) => {
        $(#[$doc])*
        #[op($name, traits = [Pure, SameOperandsAndResultType], fold = crate::fold::int_unary)]
        #[format("$operand attr-dict `:` type($result)")]
        pub struct $ty {
            #[operand(SIGNLESS_INTEGER_OR_INDEX_LIKE)]
            operand: Value,
            #[result(SIGNLESS_INTEGER_OR_INDEX_LIKE)]
            result: Value,
        }
    };
    (classification $(#[$doc:meta])* $ty:ident = $name:literal) => {
        $(#[$doc])*
        #[op(
            $name,
            traits = [
                Pure,
                TypesMatchWith("result type has i1 element type and same shape as operands", operand, result, i1_same_shape)
            ]
        )]
        #[format("$operand attr-dict `:` type($operand)")]
        pub struct $ty {
            #[operand(FLOAT_LIKE)]
            operand: Value,
            /// Fast-math flags.
            #[property(FastMathAttr, default = FastMathFlags::NONE)]
            fastmath: FastMathFlags,
            #[result(BOOL_LIKE)]
            result: Value,
        }
    };
}

/// The table: the ops of each class, one row per op.
macro_rules! math_ops {
    ($($class:ident { $($(#[$doc:meta])* $ty:ident = $name:literal;)* })*) => {
        $($(math_op!($class $(#[$doc])* $ty = $name);)*)*
    };
}

math_ops! {
    float_unary {
        /// floating point absolute-value operation
        AbsFOp = "math.absf";
        /// arcus cosine of the specified value
        AcosOp = "math.acos";
        /// Hyperbolic arcus cosine of the given value
        AcoshOp = "math.acosh";
        /// arcus sine of the given value
        AsinOp = "math.asin";
        /// hyperbolic arcus sine of the given value
        AsinhOp = "math.asinh";
        /// arcus tangent of the given value
        AtanOp = "math.atan";
        /// hyperbolic arcus tangent of the given value
        AtanhOp = "math.atanh";
        /// cube root of the specified value
        CbrtOp = "math.cbrt";
        /// ceiling of the specified value
        CeilOp = "math.ceil";
        /// cosine of the specified value
        CosOp = "math.cos";
        /// hyperbolic cosine of the specified value
        CoshOp = "math.cosh";
        /// error function of the specified value
        ErfOp = "math.erf";
        /// complementary error function of the specified value
        ErfcOp = "math.erfc";
        /// base-e exponential of the specified value
        ExpOp = "math.exp";
        /// base-2 exponential of the specified value
        Exp2Op = "math.exp2";
        /// base-e exponential of the specified value minus 1
        ExpM1Op = "math.expm1";
        /// floor of the specified value
        FloorOp = "math.floor";
        /// base-e logarithm of the specified value
        LogOp = "math.log";
        /// base-10 logarithm of the specified value
        Log10Op = "math.log10";
        /// Computes the natural logarithm of one plus the given value
        Log1pOp = "math.log1p";
        /// base-2 logarithm of the specified value
        Log2Op = "math.log2";
        /// round of the specified value
        RoundOp = "math.round";
        /// round of the specified value with halfway cases to even
        RoundEvenOp = "math.roundeven";
        /// reciprocal of sqrt (1 / sqrt of the specified value)
        RsqrtOp = "math.rsqrt";
        /// sine of the specified value
        SinOp = "math.sin";
        /// hyperbolic sine of the specified value
        SinhOp = "math.sinh";
        /// sqrt of the specified value
        SqrtOp = "math.sqrt";
        /// tangent of the specified value
        TanOp = "math.tan";
        /// hyperbolic tangent of the specified value
        TanhOp = "math.tanh";
        /// trunc of the specified value
        TruncOp = "math.trunc";
    }
    float_binary {
        /// 2-argument arcus tangent of the given values
        Atan2Op = "math.atan2";
        /// A copysign operation
        CopySignOp = "math.copysign";
        /// floating point raised to the power of operation
        PowFOp = "math.powf";
    }
    int_unary {
        /// integer absolute-value operation
        AbsIOp = "math.absi";
        /// counts the leading zeros an integer value
        CountLeadingZerosOp = "math.ctlz";
        /// counts the trailing zeros an integer value
        CountTrailingZerosOp = "math.cttz";
        /// counts the number of set bits of an integer value
        CtPopOp = "math.ctpop";
    }
    classification {
        /// returns true if the operand classifies as finite
        IsFiniteOp = "math.isfinite";
        /// returns true if the operand classifies as infinite
        IsInfOp = "math.isinf";
        /// returns true if the operand classifies as NaN
        IsNaNOp = "math.isnan";
        /// returns true if the operand classifies as normal
        IsNormalOp = "math.isnormal";
    }
}

math_op!(@float
    /// floating point fused multipy-add operation
    FmaOp = "math.fma",
    "$a `,` $b `,` $c (`fastmath` `` $fastmath^)? attr-dict `:` type($result)", [a, b, c]
);

math_op!(@float
    /// floating point clamping operation
    ClampFOp = "math.clampf",
    "$value `to` ` ` `[` $min `,` $max `]` (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
    [value, min, max]
);

/// signed integer raised to the power of operation
#[op("math.ipowi", traits = [Pure, SameOperandsAndResultType])]
#[format("$lhs `,` $rhs attr-dict `:` type($result)")]
pub struct IPowIOp {
    #[operand(SIGNLESS_INTEGER_OR_INDEX_LIKE)]
    lhs: Value,
    #[operand(SIGNLESS_INTEGER_OR_INDEX_LIKE)]
    rhs: Value,
    #[result(SIGNLESS_INTEGER_OR_INDEX_LIKE)]
    result: Value,
}

/// floating point raised to the signed integer power
#[op(
    "math.fpowi",
    traits = [Pure, SameOperandsAndResultShape, AllTypesMatch(lhs, result)]
)]
#[format("$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs) `,` type($rhs)")]
pub struct FPowIOp {
    #[operand(FLOAT_LIKE)]
    lhs: Value,
    #[operand(SIGNLESS_INTEGER_OR_INDEX_LIKE)]
    rhs: Value,
    /// Fast-math flags.
    #[property(FastMathAttr, default = FastMathFlags::NONE)]
    fastmath: FastMathFlags,
    #[result(FLOAT_LIKE)]
    result: Value,
}

/// sine and cosine of the specified value
#[op(
    "math.sincos",
    traits = [Pure, SameOperandsAndResultShape, AllTypesMatch(operand, sin, cos)],
    asm_names = sincos_names
)]
#[format("$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($operand)")]
pub struct SincosOp {
    #[operand(FLOAT_LIKE)]
    operand: Value,
    /// Fast-math flags.
    #[property(FastMathAttr, default = FastMathFlags::NONE)]
    fastmath: FastMathFlags,
    #[result(FLOAT_LIKE)]
    sin: Value,
    #[result(FLOAT_LIKE)]
    cos: Value,
}

/// Names the results of `math.sincos` `%sin` and `%cos`, as upstream's
/// `getAsmResultNames` does.
fn sincos_names(ir: &Ir, op: OpId, name: &mut dyn FnMut(Value, &str)) {
    if ir.num_results(op) == 2 {
        name(ir.result(op, 0), "sin");
        name(ir.result(op, 1), "cos");
    }
}

/// The definitions of every op.
pub(crate) static DEFS: &[&[&OpDef]] = &[
    &[
        AbsFOp::DEF,
        AcosOp::DEF,
        AcoshOp::DEF,
        AsinOp::DEF,
        AsinhOp::DEF,
        AtanOp::DEF,
        AtanhOp::DEF,
        CbrtOp::DEF,
        CeilOp::DEF,
        CosOp::DEF,
        CoshOp::DEF,
        ErfOp::DEF,
        ErfcOp::DEF,
        ExpOp::DEF,
        Exp2Op::DEF,
        ExpM1Op::DEF,
        FloorOp::DEF,
        LogOp::DEF,
        Log10Op::DEF,
        Log1pOp::DEF,
        Log2Op::DEF,
        RoundOp::DEF,
        RoundEvenOp::DEF,
        RsqrtOp::DEF,
        SinOp::DEF,
        SinhOp::DEF,
        SqrtOp::DEF,
        TanOp::DEF,
        TanhOp::DEF,
        TruncOp::DEF,
    ],
    &[Atan2Op::DEF, CopySignOp::DEF, PowFOp::DEF],
    &[
        AbsIOp::DEF,
        CountLeadingZerosOp::DEF,
        CountTrailingZerosOp::DEF,
        CtPopOp::DEF,
        IPowIOp::DEF,
    ],
    &[IsFiniteOp::DEF, IsInfOp::DEF, IsNaNOp::DEF, IsNormalOp::DEF],
    &[FmaOp::DEF, ClampFOp::DEF, FPowIOp::DEF, SincosOp::DEF],
];
