//! Bit ops: `spirv.BitwiseAnd`/`Or`/`Xor`, `spirv.Not`, the shifts,
//! `spirv.BitCount`, `spirv.BitReverse` and the bit-field insert/extract ops.
//!
//! Mirrors MLIR 22's `SPIRVBitOps.td`
//! (<https://mlir.llvm.org/docs/Dialects/SPIR-V/#bit-ops>): same syntax
//! (`spirv.ShiftLeftLogical %a, %b : i32, i16`), constraints and diagnostics.
//! As the SPIR-V specification allows, the bitwise ops, `spirv.Not`,
//! `spirv.BitCount` and the shifts' base and result may differ in integer
//! signedness (such instances print in the generic form);
//! `spirv.BitReverse` and the bit-field ops may not.

use shader_mlir::ir::{Ir, OpId, Value};
use shader_mlir::op;
use spirv::Op;

use super::encoding::Encoding;
use super::same_types;
use super::table::{op_table, operands_op};
use crate::types::constraints::{INT, INT_SV, same_up_to_signedness};

// The op classes of `SPIRVBitOps.td` as one `macro_rules!`.
macro_rules! bit_op {
    // `SPIRV_BitBinaryOp`: `operands attr-dict : type($result)`.
    (binary $(#[$doc:meta])* $ty:ident = $name:literal => $opcode:ident $(, fold = $fold:path)?) => {
        operands_op!($(#[$doc])* $ty = $name,
            [traits = [Pure, Commutative, SameOperandsAndResultType(same_up_to_signedness)],
                ext = Encoding::Core(Op::$opcode), custom_printable = same_types $(, fold = $fold)?],
            ["operands attr-dict `:` type($result)"],
            (operand1: INT_SV, operand2: INT_SV) -> result: INT_SV);
    };
    // `SPIRV_BitUnaryOp`: `$operand : type($operand) attr-dict`.
    (unary $(#[$doc:meta])* $ty:ident = $name:literal => $opcode:ident, $($same:tt)*) => {
        operands_op!($(#[$doc])* $ty = $name,
            [traits = [Pure, $($same)*], ext = Encoding::Core(Op::$opcode), custom_printable = same_types],
            ["$operand `:` type($operand) attr-dict"], (operand: INT_SV) -> result: INT_SV);
    };
    // `SPIRV_ShiftOp`: `operands attr-dict : type($operand1), type($operand2)`.
    (shift $(#[$doc:meta])* $ty:ident = $name:literal => $opcode:ident) => {
        operands_op!($(#[$doc])* $ty = $name,
            [traits = [Pure, AllTypesMatchBy(same_up_to_signedness, operand1, result), SameOperandsAndResultShape],
                ext = Encoding::Core(Op::$opcode), custom_printable = shift_printable],
            ["operands attr-dict `:` type($operand1) `,` type($operand2)"],
            (operand1: INT_SV, operand2: INT_SV) -> result: INT_SV);
    };
    // `SPIRV_BitFieldExtractOp`.
    (extract $(#[$doc:meta])* $ty:ident = $name:literal => $opcode:ident) => {
        operands_op!($(#[$doc])* $ty = $name,
            [traits = [Pure, AllTypesMatch(base, result)], ext = Encoding::Core(Op::$opcode)],
            ["operands attr-dict `:` type($base) `,` type($offset) `,` type($count)"],
            (base: INT_SV, offset: INT, count: INT) -> result: INT_SV);
    };
}

op_table! { bit_op;
    unary BitCountOp = "spirv.BitCount" (BitCount, SameOperandsAndResultType(same_up_to_signedness)) "Count the number of set bits in an object.";
    extract BitFieldSExtractOp = "spirv.BitFieldSExtract" (BitFieldSExtract) "Extract a bit field from an object, with sign extension.";
    extract BitFieldUExtractOp = "spirv.BitFieldUExtract" (BitFieldUExtract) "Extract a bit field from an object, without sign extension.";
    unary BitReverseOp = "spirv.BitReverse" (BitReverse, SameOperandsAndResultType) "Reverse the bits in an object.";
    binary BitwiseAndOp = "spirv.BitwiseAnd" (BitwiseAnd, fold = super::fold::fold_bitwise_and) "Result is 1 if both Operand 1 and Operand 2 are 1. Result is 0 if either Operand 1 or Operand 2 are 0.";
    binary BitwiseOrOp = "spirv.BitwiseOr" (BitwiseOr, fold = super::fold::fold_bitwise_or) "Result is 1 if either Operand 1 or Operand 2 is 1. Result is 0 if both Operand 1 and Operand 2 are 0.";
    binary BitwiseXorOp = "spirv.BitwiseXor" (BitwiseXor) "Result is 1 if exactly one of Operand 1 or Operand 2 is 1. Result is 0 if Operand 1 and Operand 2 have the same value.";
    unary NotOp = "spirv.Not" (Not, SameOperandsAndResultType(same_up_to_signedness)) "Complement the bits of Operand.";
    shift ShiftLeftLogicalOp = "spirv.ShiftLeftLogical" (ShiftLeftLogical) "Shift the bits in Base left by the number of bits specified in Shift. The least-significant bits are zero filled.";
    shift ShiftRightArithmeticOp = "spirv.ShiftRightArithmetic" (ShiftRightArithmetic) "Shift the bits in Base right by the number of bits specified in Shift. The most-significant bits are filled with the sign bit from Base.";
    shift ShiftRightLogicalOp = "spirv.ShiftRightLogical" (ShiftRightLogical) "Shift the bits in Base right by the number of bits specified in Shift. The most-significant bits are zero filled.";
    /// Make a copy of an object, with a modified bit field that comes from
    /// another object.
    op BitFieldInsertOp = "spirv.BitFieldInsert" (
        [traits = [Pure, AllTypesMatch(base, insert, result)],
            ext = Encoding::Core(Op::BitFieldInsert)],
        ["operands attr-dict `:` type($base) `,` type($offset) `,` type($count)"],
        (base: INT_SV, insert: INT_SV, offset: INT, count: INT) -> result: INT_SV);
}

/// A shift's custom form spells the base's type for the result.
fn shift_printable(ir: &Ir, op: OpId) -> bool {
    ir.num_operands(op) == 2
        && ir.num_results(op) == 1
        && ir.value_type(ir.operand(op, 0)) == ir.value_type(ir.result(op, 0))
}
