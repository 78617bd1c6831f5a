//! Relational and logical ops: integer and float comparisons, `spirv.IsNan`,
//! `spirv.IsInf`, `spirv.IsFinite`, `spirv.Ordered`/`Unordered` and the
//! boolean `spirv.Logical*` ops. (`spirv.Select`, also in MLIR's logical
//! ops file, lives in [`super::logical`].)
//!
//! Mirrors MLIR 22's `SPIRVLogicalOps.td` (`SPIRV_LogicalBinaryOp`,
//! `SPIRV_LogicalUnaryOp`; <https://mlir.llvm.org/docs/Dialects/SPIR-V/#logical-ops>):
//! `%r = spirv.IEqual %a, %b : i32` with the `i1`-shaped result implied by
//! the operand type. Integer operands may differ in signedness (SPIR-V asks
//! only for the same component width and count).

use shader_mlir::dialect::Traits;
use shader_mlir::ir::{Ir, OpId};
use spirv::Op;

use super::family::Encoding;
use super::format::Format;
use super::ods::{Native, Pred, Signature};
use super::operand_types::{BOOL_SV, FLOAT_SV, INT_SV, bool_equivalent};
use crate::slots;

const PURE: Traits = Traits::PURE;
const PURE_COMMUTATIVE: Traits = Traits::PURE.union(Traits::COMMUTATIVE);

/// The `TypesMatchWith` of the logical ops: the result is the operand's `i1` equivalent.
fn result_is_bool_equivalent(ir: &Ir, op: OpId) -> bool {
    let operand = ir.value_type(ir.operand(op, 0));
    ir.value_type(ir.result(op, 0)) == bool_equivalent(ir.ctx(), operand)
}

const BOOL_RESULT: &[Pred] = &[Pred::Holds {
    summary: "type of result to correspond to the `i1` equivalent of the operand",
    check: result_is_bool_equivalent,
}];
const NATIVE: &[Native] = &[
    Native::SameTypeOperandsIgnoringSignedness,
    Native::SameOperandsAndResultShape,
];

/// `SPIRV_LogicalBinaryOp` over `$ty`.
macro_rules! binary {
    ($ty:path) => {
        Signature::new(slots![operand1: $ty, operand2: $ty], slots![result: BOOL_SV]).preds(BOOL_RESULT).native(NATIVE)
    };
}

/// `SPIRV_LogicalUnaryOp` over `$ty`.
macro_rules! unary {
    ($ty:path) => {
        Signature::new(slots![operand: $ty], slots![result: BOOL_SV]).preds(BOOL_RESULT).native(NATIVE)
    };
}

const BINARY: Format = Format::Compare { arity: 2 };
const UNARY: Format = Format::Compare { arity: 1 };

crate::family! {
    OPS, ROWS;
    "spirv.FOrdEqual" => Encoding::Core(Op::FOrdEqual), PURE_COMMUTATIVE,
        "Floating-point comparison for being ordered and equal.", binary!(FLOAT_SV), BINARY;
    "spirv.FOrdGreaterThan" => Encoding::Core(Op::FOrdGreaterThan), PURE,
        "Floating-point comparison if operands are ordered and Operand 1 is greater than  Operand 2.",
        binary!(FLOAT_SV), BINARY;
    "spirv.FOrdGreaterThanEqual" => Encoding::Core(Op::FOrdGreaterThanEqual), PURE,
        "Floating-point comparison if operands are ordered and Operand 1 is greater than or equal to Operand 2.",
        binary!(FLOAT_SV), BINARY;
    "spirv.FOrdLessThan" => Encoding::Core(Op::FOrdLessThan), PURE,
        "Floating-point comparison if operands are ordered and Operand 1 is less than Operand 2.",
        binary!(FLOAT_SV), BINARY;
    "spirv.FOrdLessThanEqual" => Encoding::Core(Op::FOrdLessThanEqual), PURE,
        "Floating-point comparison if operands are ordered and Operand 1 is less than or equal to Operand 2.",
        binary!(FLOAT_SV), BINARY;
    "spirv.FOrdNotEqual" => Encoding::Core(Op::FOrdNotEqual), PURE_COMMUTATIVE,
        "Floating-point comparison for being ordered and not equal.", binary!(FLOAT_SV), BINARY;
    "spirv.FUnordEqual" => Encoding::Core(Op::FUnordEqual), PURE_COMMUTATIVE,
        "Floating-point comparison for being unordered or equal.", binary!(FLOAT_SV), BINARY;
    "spirv.FUnordGreaterThan" => Encoding::Core(Op::FUnordGreaterThan), PURE,
        "Floating-point comparison if operands are unordered or Operand 1 is greater than  Operand 2.",
        binary!(FLOAT_SV), BINARY;
    "spirv.FUnordGreaterThanEqual" => Encoding::Core(Op::FUnordGreaterThanEqual), PURE,
        "Floating-point comparison if operands are unordered or Operand 1 is greater than or equal to Operand 2.",
        binary!(FLOAT_SV), BINARY;
    "spirv.FUnordLessThan" => Encoding::Core(Op::FUnordLessThan), PURE,
        "Floating-point comparison if operands are unordered or Operand 1 is less than Operand 2.",
        binary!(FLOAT_SV), BINARY;
    "spirv.FUnordLessThanEqual" => Encoding::Core(Op::FUnordLessThanEqual), PURE,
        "Floating-point comparison if operands are unordered or Operand 1 is less than or equal to Operand 2.",
        binary!(FLOAT_SV), BINARY;
    "spirv.FUnordNotEqual" => Encoding::Core(Op::FUnordNotEqual), PURE_COMMUTATIVE,
        "Floating-point comparison for being unordered or not equal.", binary!(FLOAT_SV), BINARY;
    "spirv.IEqual" => Encoding::Core(Op::IEqual), PURE_COMMUTATIVE,
        "Integer comparison for equality.", binary!(INT_SV), BINARY;
    "spirv.INotEqual" => Encoding::Core(Op::INotEqual), PURE_COMMUTATIVE,
        "Integer comparison for inequality.", binary!(INT_SV), BINARY;
    "spirv.IsFinite" => Encoding::Core(Op::IsFinite), PURE,
        "Result is true if x is an IEEE Finite, otherwise result is false", unary!(FLOAT_SV), UNARY;
    "spirv.IsInf" => Encoding::Core(Op::IsInf), PURE,
        "Result is true if x is an IEEE Inf, otherwise result is false", unary!(FLOAT_SV), UNARY;
    "spirv.IsNan" => Encoding::Core(Op::IsNan), PURE,
        "Result is true if x is an IEEE NaN, otherwise result is false.", unary!(FLOAT_SV), UNARY;
    "spirv.LogicalAnd" => Encoding::Core(Op::LogicalAnd), PURE_COMMUTATIVE,
        "Result is true if both Operand 1 and Operand 2 are true. Result is false if either Operand 1 or Operand 2 \
         are false.",
        binary!(BOOL_SV), BINARY;
    "spirv.LogicalEqual" => Encoding::Core(Op::LogicalEqual), PURE_COMMUTATIVE,
        "Result is true if Operand 1 and Operand 2 have the same value. Result is false if Operand 1 and Operand 2 \
         have different values.",
        binary!(BOOL_SV), BINARY;
    "spirv.LogicalNot" => Encoding::Core(Op::LogicalNot), PURE,
        "Result is true if Operand is false.  Result is false if Operand is true.", unary!(BOOL_SV), UNARY;
    "spirv.LogicalNotEqual" => Encoding::Core(Op::LogicalNotEqual), PURE_COMMUTATIVE,
        "Result is true if Operand 1 and Operand 2 have different values. Result is false if Operand 1 and Operand 2 \
         have the same value.",
        binary!(BOOL_SV), BINARY;
    "spirv.LogicalOr" => Encoding::Core(Op::LogicalOr), PURE_COMMUTATIVE,
        "Result is true if either Operand 1 or Operand 2 is true. Result is false if both Operand 1 and Operand 2 \
         are false.",
        binary!(BOOL_SV), BINARY;
    "spirv.Ordered" => Encoding::Core(Op::Ordered), PURE_COMMUTATIVE,
        "Result is true if both x == x and y == y are true, where IEEE comparison is used, otherwise result is \
         false.",
        binary!(FLOAT_SV), BINARY;
    "spirv.SGreaterThan" => Encoding::Core(Op::SGreaterThan), PURE,
        "Signed-integer comparison if Operand 1 is greater than  Operand 2.", binary!(INT_SV), BINARY;
    "spirv.SGreaterThanEqual" => Encoding::Core(Op::SGreaterThanEqual), PURE,
        "Signed-integer comparison if Operand 1 is greater than or equal to Operand 2.", binary!(INT_SV), BINARY;
    "spirv.SLessThan" => Encoding::Core(Op::SLessThan), PURE,
        "Signed-integer comparison if Operand 1 is less than Operand 2.", binary!(INT_SV), BINARY;
    "spirv.SLessThanEqual" => Encoding::Core(Op::SLessThanEqual), PURE,
        "Signed-integer comparison if Operand 1 is less than or equal to Operand 2.", binary!(INT_SV), BINARY;
    "spirv.UGreaterThan" => Encoding::Core(Op::UGreaterThan), PURE,
        "Unsigned-integer comparison if Operand 1 is greater than  Operand 2.", binary!(INT_SV), BINARY;
    "spirv.UGreaterThanEqual" => Encoding::Core(Op::UGreaterThanEqual), PURE,
        "Unsigned-integer comparison if Operand 1 is greater than or equal to Operand 2.", binary!(INT_SV), BINARY;
    "spirv.ULessThan" => Encoding::Core(Op::ULessThan), PURE,
        "Unsigned-integer comparison if Operand 1 is less than Operand 2.", binary!(INT_SV), BINARY;
    "spirv.ULessThanEqual" => Encoding::Core(Op::ULessThanEqual), PURE,
        "Unsigned-integer comparison if Operand 1 is less than or equal to Operand 2.", binary!(INT_SV), BINARY;
    "spirv.Unordered" => Encoding::Core(Op::Unordered), PURE_COMMUTATIVE,
        "Result is true if either x or y is an IEEE NaN, otherwise result is false.", binary!(FLOAT_SV), BINARY;
}
