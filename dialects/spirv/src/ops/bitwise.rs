//! Bit ops: `spirv.BitwiseAnd`/`Or`/`Xor`, `spirv.Not`, the shifts,
//! `spirv.BitCount`, `spirv.BitReverse` and the bit-field insert/extract ops.
//!
//! Mirrors MLIR 22's `SPIRVBitOps.td`
//! (<https://mlir.llvm.org/docs/Dialects/SPIR-V/#bit-ops>): same syntax
//! (`spirv.ShiftLeftLogical %a, %b : i32, i16`), constraints and diagnostics.
//! As the SPIR-V specification allows, the bitwise ops, `spirv.Not`,
//! `spirv.BitCount` and the shifts' base and result may differ in integer
//! signedness; `spirv.BitReverse` and the bit-field ops may not.

use shader_mlir::dialect::Traits;
use spirv::Op;

use super::family::Encoding;
use super::format::{AttrDict, Expect, Format, ResultType};
use super::ods::{Native, Pred, Signature};
use super::operand_types::{INT, INT_SV};
use crate::slots;

const PURE: Traits = Traits::PURE;
const PURE_COMMUTATIVE: Traits = Traits::PURE.union(Traits::COMMUTATIVE);

/// `SPIRV_BitBinaryOp`: `operands attr-dict : type($result)`, one type for
/// all up to signedness.
const BINARY: Signature = Signature::new(
    slots![operand1: INT_SV, operand2: INT_SV],
    slots![result: INT_SV],
)
.native(&[Native::SameOperandsAndResultTypeIgnoringSignedness]);
const BINARY_FORMAT: Format = Format::SameType {
    attr_dict: AttrDict::AfterOperands,
    count: Some(2),
};

/// `SPIRV_BitUnaryOp`: `$operand : type($operand) attr-dict`, one type up to
/// signedness...
const UNARY: Signature = Signature::new(slots![operand: INT_SV], slots![result: INT_SV])
    .native(&[Native::SameOperandsAndResultTypeIgnoringSignedness]);
/// ...except for `spirv.BitReverse`, whose base must be of the result type.
const BIT_REVERSE: Signature = Signature::new(slots![operand: INT_SV], slots![result: INT_SV])
    .native(&[Native::SameOperandsAndResultType]);
const UNARY_FORMAT: Format = Format::SameType {
    attr_dict: AttrDict::AfterTypes,
    count: Some(1),
};

/// `SPIRV_ShiftOp`: `operands attr-dict : type($operand1), type($operand2)`.
const SHIFT: Signature = Signature::new(
    slots![operand1: INT_SV, operand2: INT_SV],
    slots![result: INT_SV],
)
.preds(&[Pred::AllTypesMatchIgnoringSignedness(&[
    "operand1", "result",
])])
.native(&[Native::SameOperandsAndResultShape]);
const SHIFT_FORMAT: Format = Format::Typed {
    operand_types: &[0, 1],
    written: &[Expect::Any, Expect::Any],
    result: ResultType::SameAs(0),
};

const BIT_FIELD_INSERT: Signature = Signature::new(
    slots![base: INT_SV, insert: INT_SV, offset: INT, count: INT],
    slots![result: INT_SV],
)
.preds(&[Pred::AllTypesMatch(&["base", "insert", "result"])]);
const BIT_FIELD_INSERT_FORMAT: Format = Format::Typed {
    operand_types: &[0, 0, 1, 2],
    written: &[Expect::Any, Expect::Any, Expect::Any],
    result: ResultType::SameAs(0),
};

/// `SPIRV_BitFieldExtractOp`.
const BIT_FIELD_EXTRACT: Signature = Signature::new(
    slots![base: INT_SV, offset: INT, count: INT],
    slots![result: INT_SV],
)
.preds(&[Pred::AllTypesMatch(&["base", "result"])]);
const BIT_FIELD_EXTRACT_FORMAT: Format = Format::Typed {
    operand_types: &[0, 1, 2],
    written: &[Expect::Any, Expect::Any, Expect::Any],
    result: ResultType::SameAs(0),
};

crate::family! {
    OPS, ROWS;
    "spirv.BitCount" => Encoding::Core(Op::BitCount), PURE,
        "Count the number of set bits in an object.", UNARY, UNARY_FORMAT;
    "spirv.BitFieldInsert" => Encoding::Core(Op::BitFieldInsert), PURE,
        "Make a copy of an object, with a modified bit field that comes from another object.",
        BIT_FIELD_INSERT, BIT_FIELD_INSERT_FORMAT;
    "spirv.BitFieldSExtract" => Encoding::Core(Op::BitFieldSExtract), PURE,
        "Extract a bit field from an object, with sign extension.", BIT_FIELD_EXTRACT, BIT_FIELD_EXTRACT_FORMAT;
    "spirv.BitFieldUExtract" => Encoding::Core(Op::BitFieldUExtract), PURE,
        "Extract a bit field from an object, without sign extension.", BIT_FIELD_EXTRACT, BIT_FIELD_EXTRACT_FORMAT;
    "spirv.BitReverse" => Encoding::Core(Op::BitReverse), PURE,
        "Reverse the bits in an object.", BIT_REVERSE, UNARY_FORMAT;
    "spirv.BitwiseAnd" => Encoding::Core(Op::BitwiseAnd), PURE_COMMUTATIVE,
        "Result is 1 if both Operand 1 and Operand 2 are 1. Result is 0 if either Operand 1 or Operand 2 are 0.",
        BINARY, BINARY_FORMAT;
    "spirv.BitwiseOr" => Encoding::Core(Op::BitwiseOr), PURE_COMMUTATIVE,
        "Result is 1 if either Operand 1 or Operand 2 is 1. Result is 0 if both Operand 1 and Operand 2 are 0.",
        BINARY, BINARY_FORMAT;
    "spirv.BitwiseXor" => Encoding::Core(Op::BitwiseXor), PURE_COMMUTATIVE,
        "Result is 1 if exactly one of Operand 1 or Operand 2 is 1. Result is 0 if Operand 1 and Operand 2 have \
         the same value.",
        BINARY, BINARY_FORMAT;
    "spirv.Not" => Encoding::Core(Op::Not), PURE,
        "Complement the bits of Operand.", UNARY, UNARY_FORMAT;
    "spirv.ShiftLeftLogical" => Encoding::Core(Op::ShiftLeftLogical), PURE,
        "Shift the bits in Base left by the number of bits specified in Shift. The least-significant bits are \
         zero filled.",
        SHIFT, SHIFT_FORMAT;
    "spirv.ShiftRightArithmetic" => Encoding::Core(Op::ShiftRightArithmetic), PURE,
        "Shift the bits in Base right by the number of bits specified in Shift. The most-significant bits are \
         filled with the sign bit from Base.",
        SHIFT, SHIFT_FORMAT;
    "spirv.ShiftRightLogical" => Encoding::Core(Op::ShiftRightLogical), PURE,
        "Shift the bits in Base right by the number of bits specified in Shift. The most-significant bits are \
         zero filled.",
        SHIFT, SHIFT_FORMAT;
}
