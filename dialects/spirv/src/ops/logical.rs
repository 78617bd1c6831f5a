//! Logical ops: integer and float comparisons, `spirv.IsNan`, `spirv.IsInf`,
//! `spirv.IsFinite`, `spirv.Ordered`/`Unordered`, the boolean
//! `spirv.Logical*` ops and `spirv.Select`.
//!
//! Mirrors MLIR 22's `SPIRVLogicalOps.td` (`SPIRV_LogicalBinaryOp`,
//! `SPIRV_LogicalUnaryOp`, `SelectOp::verify`;
//! <https://mlir.llvm.org/docs/Dialects/SPIR-V/#logical-ops>):
//! `%r = spirv.IEqual %a, %b : i32` with the `i1`-shaped result implied by
//! the operand type. Integer operands may differ in signedness (SPIR-V asks
//! only for the same component width and count); such instances print in
//! the generic form.

use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Ir, OpId, TypeKind, Value};
use shader_mlir::op;
use spirv::Op;

use super::encoding::Encoding;
use crate::types::constraints::{
    BOOL_SV, FLOAT_SV, INT_SV, SELECT_TYPE, bool_equivalent, same_up_to_signedness,
};

// `SPIRV_LogicalBinaryOp` and `SPIRV_LogicalUnaryOp` over an operand
// constraint, as one `macro_rules!`.
macro_rules! logical_op {
    (@op $(#[$doc:meta])* $ty:ident = $name:literal => $opcode:ident, [$($t:ident),*],
        $format:literal, { $($operands:tt)* }, $first:ident) => {
        $(#[$doc])*
        #[op($name,
            traits = [
                Pure $(, $t)*,
                TypesMatchWith("type of result to correspond to the `i1` equivalent of the operand",
                    $first, result, bool_equivalent),
                SameTypeOperands(same_up_to_signedness),
                SameOperandsAndResultShape
            ],
            ext = Encoding::Core(Op::$opcode), custom_printable = same_operand_types)]
        #[format($format)]
        pub struct $ty {
            $($operands)*
            #[result(BOOL_SV)]
            result: Value,
        }
    };
    (binary $(#[$doc:meta])* $ty:ident = $name:literal => $opcode:ident, $c:ident $(, [$($t:ident),*])?) => {
        logical_op!(@op $(#[$doc])* $ty = $name => $opcode, [$($($t),*)?],
            "$operand1 `,` $operand2 `:` type($operand1) attr-dict",
            { #[operand($c)] operand1: Value, #[operand($c)] operand2: Value, }, operand1);
    };
    (unary $(#[$doc:meta])* $ty:ident = $name:literal => $opcode:ident, $c:ident) => {
        logical_op!(@op $(#[$doc])* $ty = $name => $opcode, [],
            "$operand `:` type($operand) attr-dict", { #[operand($c)] operand: Value, }, operand);
    };
}

logical_op!(binary
    /// Floating-point comparison for being ordered and equal.
    FOrdEqualOp = "spirv.FOrdEqual" => FOrdEqual, FLOAT_SV, [Commutative]
);
logical_op!(binary
    /// Floating-point comparison if operands are ordered and Operand 1 is
    /// greater than  Operand 2.
    FOrdGreaterThanOp = "spirv.FOrdGreaterThan" => FOrdGreaterThan, FLOAT_SV
);
logical_op!(binary
    /// Floating-point comparison if operands are ordered and Operand 1 is
    /// greater than or equal to Operand 2.
    FOrdGreaterThanEqualOp = "spirv.FOrdGreaterThanEqual" => FOrdGreaterThanEqual, FLOAT_SV
);
logical_op!(binary
    /// Floating-point comparison if operands are ordered and Operand 1 is
    /// less than Operand 2.
    FOrdLessThanOp = "spirv.FOrdLessThan" => FOrdLessThan, FLOAT_SV
);
logical_op!(binary
    /// Floating-point comparison if operands are ordered and Operand 1 is
    /// less than or equal to Operand 2.
    FOrdLessThanEqualOp = "spirv.FOrdLessThanEqual" => FOrdLessThanEqual, FLOAT_SV
);
logical_op!(binary
    /// Floating-point comparison for being ordered and not equal.
    FOrdNotEqualOp = "spirv.FOrdNotEqual" => FOrdNotEqual, FLOAT_SV, [Commutative]
);
logical_op!(binary
    /// Floating-point comparison for being unordered or equal.
    FUnordEqualOp = "spirv.FUnordEqual" => FUnordEqual, FLOAT_SV, [Commutative]
);
logical_op!(binary
    /// Floating-point comparison if operands are unordered or Operand 1 is
    /// greater than  Operand 2.
    FUnordGreaterThanOp = "spirv.FUnordGreaterThan" => FUnordGreaterThan, FLOAT_SV
);
logical_op!(binary
    /// Floating-point comparison if operands are unordered or Operand 1 is
    /// greater than or equal to Operand 2.
    FUnordGreaterThanEqualOp = "spirv.FUnordGreaterThanEqual" => FUnordGreaterThanEqual, FLOAT_SV
);
logical_op!(binary
    /// Floating-point comparison if operands are unordered or Operand 1 is
    /// less than Operand 2.
    FUnordLessThanOp = "spirv.FUnordLessThan" => FUnordLessThan, FLOAT_SV
);
logical_op!(binary
    /// Floating-point comparison if operands are unordered or Operand 1 is
    /// less than or equal to Operand 2.
    FUnordLessThanEqualOp = "spirv.FUnordLessThanEqual" => FUnordLessThanEqual, FLOAT_SV
);
logical_op!(binary
    /// Floating-point comparison for being unordered or not equal.
    FUnordNotEqualOp = "spirv.FUnordNotEqual" => FUnordNotEqual, FLOAT_SV, [Commutative]
);
logical_op!(binary
    /// Integer comparison for equality.
    IEqualOp = "spirv.IEqual" => IEqual, INT_SV, [Commutative]
);
logical_op!(binary
    /// Integer comparison for inequality.
    INotEqualOp = "spirv.INotEqual" => INotEqual, INT_SV, [Commutative]
);
logical_op!(unary
    /// Result is true if x is an IEEE Finite, otherwise result is false
    IsFiniteOp = "spirv.IsFinite" => IsFinite, FLOAT_SV
);
logical_op!(unary
    /// Result is true if x is an IEEE Inf, otherwise result is false
    IsInfOp = "spirv.IsInf" => IsInf, FLOAT_SV
);
logical_op!(unary
    /// Result is true if x is an IEEE NaN, otherwise result is false.
    IsNanOp = "spirv.IsNan" => IsNan, FLOAT_SV
);
logical_op!(binary
    /// Result is true if both Operand 1 and Operand 2 are true. Result is
    /// false if either Operand 1 or Operand 2 are false.
    LogicalAndOp = "spirv.LogicalAnd" => LogicalAnd, BOOL_SV, [Commutative]
);
logical_op!(binary
    /// Result is true if Operand 1 and Operand 2 have the same value. Result
    /// is false if Operand 1 and Operand 2 have different values.
    LogicalEqualOp = "spirv.LogicalEqual" => LogicalEqual, BOOL_SV, [Commutative]
);
logical_op!(unary
    /// Result is true if Operand is false.  Result is false if Operand is
    /// true.
    LogicalNotOp = "spirv.LogicalNot" => LogicalNot, BOOL_SV
);
logical_op!(binary
    /// Result is true if Operand 1 and Operand 2 have different values.
    /// Result is false if Operand 1 and Operand 2 have the same value.
    LogicalNotEqualOp = "spirv.LogicalNotEqual" => LogicalNotEqual, BOOL_SV, [Commutative]
);
logical_op!(binary
    /// Result is true if either Operand 1 or Operand 2 is true. Result is
    /// false if both Operand 1 and Operand 2 are false.
    LogicalOrOp = "spirv.LogicalOr" => LogicalOr, BOOL_SV, [Commutative]
);
logical_op!(binary
    /// Result is true if both x == x and y == y are true, where IEEE
    /// comparison is used, otherwise result is false.
    OrderedOp = "spirv.Ordered" => Ordered, FLOAT_SV, [Commutative]
);
logical_op!(binary
    /// Signed-integer comparison if Operand 1 is greater than  Operand 2.
    SGreaterThanOp = "spirv.SGreaterThan" => SGreaterThan, INT_SV
);
logical_op!(binary
    /// Signed-integer comparison if Operand 1 is greater than or equal to
    /// Operand 2.
    SGreaterThanEqualOp = "spirv.SGreaterThanEqual" => SGreaterThanEqual, INT_SV
);
logical_op!(binary
    /// Signed-integer comparison if Operand 1 is less than Operand 2.
    SLessThanOp = "spirv.SLessThan" => SLessThan, INT_SV
);
logical_op!(binary
    /// Signed-integer comparison if Operand 1 is less than or equal to
    /// Operand 2.
    SLessThanEqualOp = "spirv.SLessThanEqual" => SLessThanEqual, INT_SV
);
logical_op!(binary
    /// Unsigned-integer comparison if Operand 1 is greater than  Operand 2.
    UGreaterThanOp = "spirv.UGreaterThan" => UGreaterThan, INT_SV
);
logical_op!(binary
    /// Unsigned-integer comparison if Operand 1 is greater than or equal to
    /// Operand 2.
    UGreaterThanEqualOp = "spirv.UGreaterThanEqual" => UGreaterThanEqual, INT_SV
);
logical_op!(binary
    /// Unsigned-integer comparison if Operand 1 is less than Operand 2.
    ULessThanOp = "spirv.ULessThan" => ULessThan, INT_SV
);
logical_op!(binary
    /// Unsigned-integer comparison if Operand 1 is less than or equal to
    /// Operand 2.
    ULessThanEqualOp = "spirv.ULessThanEqual" => ULessThanEqual, INT_SV
);
logical_op!(binary
    /// Result is true if either x or y is an IEEE NaN, otherwise result is
    /// false.
    UnorderedOp = "spirv.Unordered" => Unordered, FLOAT_SV, [Commutative]
);

/// Select between two objects
#[op(
    "spirv.Select",
    traits = [Pure, AllTypesMatch(true_value, false_value, result)],
    ext = Encoding::Core(Op::Select),
    verify = verify_select
)]
#[format("operands attr-dict `:` type($condition) `,` type($result)")]
pub struct SelectOp {
    #[operand(BOOL_SV)]
    condition: Value,
    #[operand(SELECT_TYPE)]
    true_value: Value,
    #[operand(SELECT_TYPE)]
    false_value: Value,
    #[result(SELECT_TYPE)]
    result: Value,
}

/// The custom forms of the comparisons spell one type for all operands.
fn same_operand_types(ir: &Ir, op: OpId) -> bool {
    let mut types = ir.operand_types(op);
    let first = types.next();
    ir.num_results(op) == 1 && types.all(|t| Some(t) == first)
}

/// MLIR's `SelectOp::verify`: a vector condition selects per element.
fn verify_select(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let select = SelectOp(op);
    let result = ir.value_type(select.result(ir));
    if let TypeKind::Vector { shape, .. } = ctx.type_kind(ir.value_type(select.condition(ir))) {
        let TypeKind::Vector {
            shape: result_shape,
            ..
        } = ctx.type_kind(result)
        else {
            return Err(ir.op_error(
                op,
                "result expected to be of vector type when condition is of vector type",
            ));
        };
        if shape.iter().product::<i64>() != result_shape.iter().product::<i64>() {
            return Err(ir.op_error(
                op,
                "result should have the same number of elements as the condition when condition is of vector type",
            ));
        }
    }
    Ok(())
}

/// The logical ops, as registered.
pub(super) static DEFS: &[&shader_mlir::dialect::OpDef] = &[
    FOrdEqualOp::DEF,
    FOrdGreaterThanOp::DEF,
    FOrdGreaterThanEqualOp::DEF,
    FOrdLessThanOp::DEF,
    FOrdLessThanEqualOp::DEF,
    FOrdNotEqualOp::DEF,
    FUnordEqualOp::DEF,
    FUnordGreaterThanOp::DEF,
    FUnordGreaterThanEqualOp::DEF,
    FUnordLessThanOp::DEF,
    FUnordLessThanEqualOp::DEF,
    FUnordNotEqualOp::DEF,
    IEqualOp::DEF,
    INotEqualOp::DEF,
    IsFiniteOp::DEF,
    IsInfOp::DEF,
    IsNanOp::DEF,
    LogicalAndOp::DEF,
    LogicalEqualOp::DEF,
    LogicalNotOp::DEF,
    LogicalNotEqualOp::DEF,
    LogicalOrOp::DEF,
    OrderedOp::DEF,
    SGreaterThanOp::DEF,
    SGreaterThanEqualOp::DEF,
    SLessThanOp::DEF,
    SLessThanEqualOp::DEF,
    UGreaterThanOp::DEF,
    UGreaterThanEqualOp::DEF,
    ULessThanOp::DEF,
    ULessThanEqualOp::DEF,
    UnorderedOp::DEF,
    SelectOp::DEF,
];
