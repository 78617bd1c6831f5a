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
use super::table::{op_table, operands_op};
use crate::types::constraints::{
    BOOL_SV, FLOAT_SV, INT_SV, SELECT_TYPE, bool_equivalent, same_up_to_signedness,
};

// `SPIRV_LogicalBinaryOp` and `SPIRV_LogicalUnaryOp` over an operand
// constraint, as one `macro_rules!`.
macro_rules! logical_op {
    (@op $(#[$doc:meta])* $ty:ident = $name:literal => $opcode:ident, [$($t:ident),*],
        $format:literal, ($($operand:ident: $c:ident),*), $first:ident) => {
        operands_op!($(#[$doc])* $ty = $name, [
            traits = [
                Pure $(, $t)*,
                TypesMatchWith("type of result to correspond to the `i1` equivalent of the operand",
                    $first, result, bool_equivalent),
                SameTypeOperands(same_up_to_signedness),
                SameOperandsAndResultShape
            ],
            ext = Encoding::Core(Op::$opcode), custom_printable = same_operand_types],
            [$format], ($($operand: $c),*) -> result: BOOL_SV);
    };
    (commutative $(#[$doc:meta])* $ty:ident = $name:literal => $opcode:ident, $c:ident) => {
        logical_op!(@binary $(#[$doc])* $ty = $name => $opcode, $c, [Commutative]);
    };
    (binary $(#[$doc:meta])* $ty:ident = $name:literal => $opcode:ident, $c:ident) => {
        logical_op!(@binary $(#[$doc])* $ty = $name => $opcode, $c, []);
    };
    (@binary $(#[$doc:meta])* $ty:ident = $name:literal => $opcode:ident, $c:ident, [$($t:ident),*]) => {
        logical_op!(@op $(#[$doc])* $ty = $name => $opcode, [$($t),*],
            "$operand1 `,` $operand2 `:` type($operand1) attr-dict",
            (operand1: $c, operand2: $c), operand1);
    };
    (unary $(#[$doc:meta])* $ty:ident = $name:literal => $opcode:ident, $c:ident) => {
        logical_op!(@op $(#[$doc])* $ty = $name => $opcode, [],
            "$operand `:` type($operand) attr-dict", (operand: $c), operand);
    };
}

op_table! { logical_op;
    commutative FOrdEqualOp = "spirv.FOrdEqual" (FOrdEqual, FLOAT_SV) "Floating-point comparison for being ordered and equal.";
    binary FOrdGreaterThanOp = "spirv.FOrdGreaterThan" (FOrdGreaterThan, FLOAT_SV) "Floating-point comparison if operands are ordered and Operand 1 is greater than  Operand 2.";
    binary FOrdGreaterThanEqualOp = "spirv.FOrdGreaterThanEqual" (FOrdGreaterThanEqual, FLOAT_SV) "Floating-point comparison if operands are ordered and Operand 1 is greater than or equal to Operand 2.";
    binary FOrdLessThanOp = "spirv.FOrdLessThan" (FOrdLessThan, FLOAT_SV) "Floating-point comparison if operands are ordered and Operand 1 is less than Operand 2.";
    binary FOrdLessThanEqualOp = "spirv.FOrdLessThanEqual" (FOrdLessThanEqual, FLOAT_SV) "Floating-point comparison if operands are ordered and Operand 1 is less than or equal to Operand 2.";
    commutative FOrdNotEqualOp = "spirv.FOrdNotEqual" (FOrdNotEqual, FLOAT_SV) "Floating-point comparison for being ordered and not equal.";
    commutative FUnordEqualOp = "spirv.FUnordEqual" (FUnordEqual, FLOAT_SV) "Floating-point comparison for being unordered or equal.";
    binary FUnordGreaterThanOp = "spirv.FUnordGreaterThan" (FUnordGreaterThan, FLOAT_SV) "Floating-point comparison if operands are unordered or Operand 1 is greater than  Operand 2.";
    binary FUnordGreaterThanEqualOp = "spirv.FUnordGreaterThanEqual" (FUnordGreaterThanEqual, FLOAT_SV) "Floating-point comparison if operands are unordered or Operand 1 is greater than or equal to Operand 2.";
    binary FUnordLessThanOp = "spirv.FUnordLessThan" (FUnordLessThan, FLOAT_SV) "Floating-point comparison if operands are unordered or Operand 1 is less than Operand 2.";
    binary FUnordLessThanEqualOp = "spirv.FUnordLessThanEqual" (FUnordLessThanEqual, FLOAT_SV) "Floating-point comparison if operands are unordered or Operand 1 is less than or equal to Operand 2.";
    commutative FUnordNotEqualOp = "spirv.FUnordNotEqual" (FUnordNotEqual, FLOAT_SV) "Floating-point comparison for being unordered or not equal.";
    commutative IEqualOp = "spirv.IEqual" (IEqual, INT_SV) "Integer comparison for equality.";
    commutative INotEqualOp = "spirv.INotEqual" (INotEqual, INT_SV) "Integer comparison for inequality.";
    unary IsFiniteOp = "spirv.IsFinite" (IsFinite, FLOAT_SV) "Result is true if x is an IEEE Finite, otherwise result is false";
    unary IsInfOp = "spirv.IsInf" (IsInf, FLOAT_SV) "Result is true if x is an IEEE Inf, otherwise result is false";
    unary IsNanOp = "spirv.IsNan" (IsNan, FLOAT_SV) "Result is true if x is an IEEE NaN, otherwise result is false.";
    commutative LogicalAndOp = "spirv.LogicalAnd" (LogicalAnd, BOOL_SV) "Result is true if both Operand 1 and Operand 2 are true. Result is false if either Operand 1 or Operand 2 are false.";
    commutative LogicalEqualOp = "spirv.LogicalEqual" (LogicalEqual, BOOL_SV) "Result is true if Operand 1 and Operand 2 have the same value. Result is false if Operand 1 and Operand 2 have different values.";
    unary LogicalNotOp = "spirv.LogicalNot" (LogicalNot, BOOL_SV) "Result is true if Operand is false.  Result is false if Operand is true.";
    commutative LogicalNotEqualOp = "spirv.LogicalNotEqual" (LogicalNotEqual, BOOL_SV) "Result is true if Operand 1 and Operand 2 have different values. Result is false if Operand 1 and Operand 2 have the same value.";
    commutative LogicalOrOp = "spirv.LogicalOr" (LogicalOr, BOOL_SV) "Result is true if either Operand 1 or Operand 2 is true. Result is false if both Operand 1 and Operand 2 are false.";
    commutative OrderedOp = "spirv.Ordered" (Ordered, FLOAT_SV) "Result is true if both x == x and y == y are true, where IEEE comparison is used, otherwise result is false.";
    binary SGreaterThanOp = "spirv.SGreaterThan" (SGreaterThan, INT_SV) "Signed-integer comparison if Operand 1 is greater than  Operand 2.";
    binary SGreaterThanEqualOp = "spirv.SGreaterThanEqual" (SGreaterThanEqual, INT_SV) "Signed-integer comparison if Operand 1 is greater than or equal to Operand 2.";
    binary SLessThanOp = "spirv.SLessThan" (SLessThan, INT_SV) "Signed-integer comparison if Operand 1 is less than Operand 2.";
    binary SLessThanEqualOp = "spirv.SLessThanEqual" (SLessThanEqual, INT_SV) "Signed-integer comparison if Operand 1 is less than or equal to Operand 2.";
    binary UGreaterThanOp = "spirv.UGreaterThan" (UGreaterThan, INT_SV) "Unsigned-integer comparison if Operand 1 is greater than  Operand 2.";
    binary UGreaterThanEqualOp = "spirv.UGreaterThanEqual" (UGreaterThanEqual, INT_SV) "Unsigned-integer comparison if Operand 1 is greater than or equal to Operand 2.";
    binary ULessThanOp = "spirv.ULessThan" (ULessThan, INT_SV) "Unsigned-integer comparison if Operand 1 is less than Operand 2.";
    binary ULessThanEqualOp = "spirv.ULessThanEqual" (ULessThanEqual, INT_SV) "Unsigned-integer comparison if Operand 1 is less than or equal to Operand 2.";
    commutative UnorderedOp = "spirv.Unordered" (Unordered, FLOAT_SV) "Result is true if either x or y is an IEEE NaN, otherwise result is false.";
    /// Select between two objects
    op SelectOp = "spirv.Select" (
        [traits = [Pure, AllTypesMatch(true_value, false_value, result)],
            ext = Encoding::Core(Op::Select), verify = verify_select],
        ["operands attr-dict `:` type($condition) `,` type($result)"],
        (condition: BOOL_SV, true_value: SELECT_TYPE, false_value: SELECT_TYPE) -> result: SELECT_TYPE);
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
