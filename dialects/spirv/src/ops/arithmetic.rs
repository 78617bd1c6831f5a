//! Arithmetic ops: integer and float add/sub/mul/div/rem/mod and negation,
//! the extended (carry, borrow, wide multiply) ops, `spirv.Dot` and
//! `spirv.VectorTimesScalar`.
//!
//! Mirrors MLIR 22's `SPIRVArithmeticOps.td` and `ArithmeticOps.cpp`
//! (<https://mlir.llvm.org/docs/Dialects/SPIR-V/#arithmetic-ops>): same
//! syntax (`%r = spirv.IAdd %a, %b : i32`), same type constraints and
//! diagnostics. Where the SPIR-V specification asks only for the same
//! component width and count (`OpIAdd`, `OpSDiv`, `OpSNegate`, ...), integer
//! operands and results may differ in signedness; `OpUDiv` and `OpUMod` want
//! exactly the result type, as do the extended ops.

use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::dialect::Traits;
use shader_mlir::ir::{Ir, OpId, TypeKind};
use spirv::Op;

use super::family::Encoding;
use super::format::{AttrDict, Expect, Format, ResultType};
use super::ods::{Pred, Signature};
use super::operand_types::{
    ANY_FLOAT, ANY_FLOAT_VECTOR, ANY_STRUCT, FLOAT, FLOAT_SV, FLOAT_SV_COOP, FLOAT_VECTOR_2_3_4,
    INT_SV, INT_SV_COOP,
};
use crate::slots;
use crate::types::SpirvType;

const PURE: Traits = Traits::PURE;
const PURE_COMMUTATIVE: Traits = Traits::PURE.union(Traits::COMMUTATIVE);

/// `operands attr-dict : type($result)`.
const BINARY_FORMAT: Format = Format::SameType {
    attr_dict: AttrDict::AfterOperands,
    count: Some(2),
};
const UNARY_FORMAT: Format = Format::SameType {
    attr_dict: AttrDict::AfterOperands,
    count: Some(1),
};

const BINARY_TYPES_MATCH: &[Pred] = &[Pred::AllTypesMatch(&["operand1", "operand2", "result"])];
const UNARY_TYPES_MATCH: &[Pred] = &[Pred::AllTypesMatch(&["operand", "result"])];
const BINARY_INT_TYPES_MATCH: &[Pred] = &[Pred::AllTypesMatchIgnoringSignedness(&[
    "operand1", "operand2", "result",
])];
const UNARY_INT_TYPES_MATCH: &[Pred] = &[Pred::AllTypesMatchIgnoringSignedness(&[
    "operand", "result",
])];

/// `SPIRV_ArithmeticBinaryOp` / `...WithCoopMatrix` over `$ty`; `int` when
/// integer operands and result may differ in signedness.
macro_rules! binary {
    ($ty:path) => {
        Signature::new(slots![operand1: $ty, operand2: $ty], slots![result: $ty]).preds(BINARY_TYPES_MATCH)
    };
    (int $ty:path) => {
        Signature::new(slots![operand1: $ty, operand2: $ty], slots![result: $ty]).preds(BINARY_INT_TYPES_MATCH)
    };
}

/// `SPIRV_ArithmeticUnaryOp` over `$ty`; `int` as for [`binary!`].
macro_rules! unary {
    ($ty:path) => {
        Signature::new(slots![operand: $ty], slots![result: $ty]).preds(UNARY_TYPES_MATCH)
    };
    (int $ty:path) => {
        Signature::new(slots![operand: $ty], slots![result: $ty]).preds(UNARY_INT_TYPES_MATCH)
    };
}

/// `SPIRV_ArithmeticExtendedBinaryOp`: two integer operands, a two-member struct.
const EXTENDED: Signature = Signature::new(
    slots![operand1: INT_SV, operand2: INT_SV],
    slots![result: ANY_STRUCT],
)
.verify(verify_extended);

const DOT: Signature = Signature::new(
    slots![vector1: ANY_FLOAT_VECTOR, vector2: ANY_FLOAT_VECTOR],
    slots![result: ANY_FLOAT],
)
.preds(&[
    Pred::AllTypesMatch(&["vector1", "vector2"]),
    Pred::AllElementTypesMatch(&["vector1", "result"]),
]);

const VECTOR_TIMES_SCALAR: Signature = Signature::new(
    slots![vector: FLOAT_VECTOR_2_3_4, scalar: FLOAT],
    slots![result: FLOAT_VECTOR_2_3_4],
)
.verify(verify_vector_times_scalar);

crate::family! {
    OPS, ROWS;
    "spirv.FAdd" => Encoding::Core(Op::FAdd), PURE_COMMUTATIVE,
        "Floating-point addition of Operand 1 and Operand 2.", binary!(FLOAT_SV_COOP), BINARY_FORMAT;
    "spirv.FDiv" => Encoding::Core(Op::FDiv), PURE,
        "Floating-point division of Operand 1 divided by Operand 2.", binary!(FLOAT_SV_COOP), BINARY_FORMAT;
    "spirv.FMod" => Encoding::Core(Op::FMod), PURE,
        "The floating-point remainder whose sign matches the sign of Operand 2.", binary!(FLOAT_SV), BINARY_FORMAT;
    "spirv.FMul" => Encoding::Core(Op::FMul), PURE_COMMUTATIVE,
        "Floating-point multiplication of Operand 1 and Operand 2.", binary!(FLOAT_SV_COOP), BINARY_FORMAT;
    "spirv.FNegate" => Encoding::Core(Op::FNegate), PURE,
        "Inverts the sign bit of Operand.", unary!(FLOAT_SV_COOP), UNARY_FORMAT;
    "spirv.FRem" => Encoding::Core(Op::FRem), PURE,
        "The floating-point remainder whose sign matches the sign of Operand 1.", binary!(FLOAT_SV), BINARY_FORMAT;
    "spirv.FSub" => Encoding::Core(Op::FSub), PURE,
        "Floating-point subtraction of Operand 2 from Operand 1.", binary!(FLOAT_SV_COOP), BINARY_FORMAT;
    "spirv.IAdd" => Encoding::Core(Op::IAdd), PURE_COMMUTATIVE,
        "Integer addition of Operand 1 and Operand 2.", binary!(int INT_SV_COOP), BINARY_FORMAT;
    "spirv.IAddCarry" => Encoding::Core(Op::IAddCarry), PURE_COMMUTATIVE,
        "Integer addition of Operand 1 and Operand 2, including the carry.", EXTENDED, Format::ExtendedArithmetic;
    "spirv.IMul" => Encoding::Core(Op::IMul), PURE_COMMUTATIVE,
        "Integer multiplication of Operand 1 and Operand 2.", binary!(int INT_SV_COOP), BINARY_FORMAT;
    "spirv.ISub" => Encoding::Core(Op::ISub), PURE,
        "Integer subtraction of Operand 2 from Operand 1.", binary!(int INT_SV_COOP), BINARY_FORMAT;
    "spirv.ISubBorrow" => Encoding::Core(Op::ISubBorrow), PURE,
        "Result is the unsigned integer subtraction of Operand 2 from Operand 1, and what it needed to borrow.",
        EXTENDED, Format::ExtendedArithmetic;
    "spirv.Dot" => Encoding::Core(Op::Dot), PURE,
        "Dot product of Vector 1 and Vector 2", DOT,
        Format::Typed { operand_types: &[0, 0], written: &[Expect::Vector], result: ResultType::Arrow(Expect::Any) };
    "spirv.SDiv" => Encoding::Core(Op::SDiv), PURE,
        "Signed-integer division of Operand 1 divided by Operand 2.", binary!(int INT_SV_COOP), BINARY_FORMAT;
    "spirv.SMod" => Encoding::Core(Op::SMod), PURE,
        "Signed remainder operation for the remainder whose sign matches the sign of Operand 2.",
        binary!(int INT_SV), BINARY_FORMAT;
    "spirv.SMulExtended" => Encoding::Core(Op::SMulExtended), PURE_COMMUTATIVE,
        "Result is the full value of the signed integer multiplication of Operand 1 and Operand 2.",
        EXTENDED, Format::ExtendedArithmetic;
    "spirv.SNegate" => Encoding::Core(Op::SNegate), PURE,
        "Signed-integer subtract of Operand from zero.", unary!(int INT_SV_COOP), UNARY_FORMAT;
    "spirv.SRem" => Encoding::Core(Op::SRem), PURE,
        "Signed remainder operation for the remainder whose sign matches the sign of Operand 1.",
        binary!(int INT_SV), BINARY_FORMAT;
    "spirv.UDiv" => Encoding::Core(Op::UDiv), PURE,
        "Unsigned-integer division of Operand 1 divided by Operand 2.", binary!(INT_SV_COOP), BINARY_FORMAT;
    "spirv.UMulExtended" => Encoding::Core(Op::UMulExtended), PURE_COMMUTATIVE,
        "Result is the full value of the unsigned integer multiplication of Operand 1 and Operand 2.",
        EXTENDED, Format::ExtendedArithmetic;
    "spirv.UMod" => Encoding::Core(Op::UMod), PURE,
        "Unsigned modulo operation of Operand 1 modulo Operand 2.", binary!(INT_SV), BINARY_FORMAT;
    "spirv.VectorTimesScalar" => Encoding::Core(Op::VectorTimesScalar), PURE,
        "Scale a floating-point vector.", VECTOR_TIMES_SCALAR,
        Format::FunctionalTypes { count: 2, result: Expect::Vector };
}

/// MLIR's `verifyArithmeticExtendedBinaryOp`: a struct of two members of the
/// operands' type.
fn verify_extended(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let result = ir.value_type(ir.result(op, 0));
    let Some(SpirvType::Struct(s)) = SpirvType::of(ctx, result) else {
        return Ok(());
    };
    if s.members.len() != 2 {
        return Err(ir.op_error(op, "expected result struct type containing two members"));
    }
    let operand = ir.value_type(ir.operand(op, 0));
    if ir.value_type(ir.operand(op, 1)) != operand || s.members.iter().any(|&m| m != operand) {
        return Err(ir.op_error(
            op,
            "expected all operand types and struct member types are the same",
        ));
    }
    Ok(())
}

/// MLIR's `VectorTimesScalarOp::verify`.
fn verify_vector_times_scalar(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let result = ir.value_type(ir.result(op, 0));
    if ir.value_type(ir.operand(op, 0)) != result {
        return Err(ir.op_error(op, "vector operand and result type mismatch"));
    }
    let element = match ir.ctx().type_kind(result) {
        TypeKind::Vector { element, .. } => *element,
        _ => result,
    };
    if ir.value_type(ir.operand(op, 1)) != element {
        return Err(ir.op_error(op, "scalar operand and result element type match"));
    }
    Ok(())
}
