//! Arithmetic ops: integer and float add/sub/mul/div/rem/mod and negation,
//! the extended (carry, borrow, wide multiply) ops, `spirv.Dot` and
//! `spirv.VectorTimesScalar`.
//!
//! Mirrors MLIR 22's `SPIRVArithmeticOps.td` and `ArithmeticOps.cpp`
//! (<https://mlir.llvm.org/docs/Dialects/SPIR-V/#arithmetic-ops>): same
//! syntax (`%r = spirv.IAdd %a, %b : i32`), same type constraints and
//! diagnostics. Where the SPIR-V specification asks only for the same
//! component width and count (`OpIAdd`, `OpSDiv`, `OpSNegate`, ...), integer
//! operands and result may differ in signedness (such instances print in the
//! generic form); `OpUDiv` and `OpUMod` want exactly the result type, as do
//! the extended ops.

use shader_mlir::asm::parser::Delimiter;
use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Ir, OpId, OperationState, TypeKind, Value};
use shader_mlir::op;
use spirv::Op;

use super::asm::printed_attrs;
use super::encoding::Encoding;
use super::same_types;
use super::table::{op_table, operands_op};
use super::verify::verify_checks;
use crate::types::SpirvType;
use crate::types::constraints::{
    ANY_FLOAT, ANY_FLOAT_VECTOR, ANY_STRUCT, FLOAT, FLOAT_SV, FLOAT_SV_COOP, FLOAT_VECTOR_2_3_4,
    INT_SV, INT_SV_COOP, same_up_to_signedness,
};

// The op classes of `SPIRVArithmeticOps.td` (`SPIRV_ArithmeticBinaryOp`,
// `...WithCoopMatrix`, `SPIRV_ArithmeticUnaryOp`) as one `macro_rules!`: an
// op is one line naming its class, type, name, opcode, constraint and
// traits. `int` classes let integer operands and result differ in
// signedness.
macro_rules! arithmetic_op {
    (@op $(#[$doc:meta])* $ty:ident = $name:literal => $opcode:ident, [$($t:ident),*],
        [$($check:tt)*], ($($operand:ident),*), $c:ident $(, $hook:ident = $f:path)*) => {
        operands_op!($(#[$doc])* $ty = $name,
            [traits = [Pure $(, $t)*, $($check)*], ext = Encoding::Core(Op::$opcode) $(, $hook = $f)*],
            ["operands attr-dict `:` type($result)"], ($($operand: $c),*) -> result: $c);
    };
    (binary $(#[$doc:meta])* $ty:ident = $name:literal => $opcode:ident, $c:ident $(, [$($t:ident),*])?) => {
        arithmetic_op!(@op $(#[$doc])* $ty = $name => $opcode, [$($($t),*)?],
            [AllTypesMatch(operand1, operand2, result)],
            (operand1, operand2), $c);
    };
    (int_binary $(#[$doc:meta])* $ty:ident = $name:literal => $opcode:ident, $c:ident $(, [$($t:ident),*])?) => {
        arithmetic_op!(@op $(#[$doc])* $ty = $name => $opcode, [$($($t),*)?],
            [AllTypesMatchBy(same_up_to_signedness, operand1, operand2, result)],
            (operand1, operand2), $c,
            custom_printable = same_types);
    };
    (unary $(#[$doc:meta])* $ty:ident = $name:literal => $opcode:ident, $c:ident) => {
        arithmetic_op!(@op $(#[$doc])* $ty = $name => $opcode, [],
            [AllTypesMatch(operand, result)], (operand), $c);
    };
    (int_unary $(#[$doc:meta])* $ty:ident = $name:literal => $opcode:ident, $c:ident) => {
        arithmetic_op!(@op $(#[$doc])* $ty = $name => $opcode, [],
            [AllTypesMatchBy(same_up_to_signedness, operand, result)],
            (operand), $c, custom_printable = same_types);
    };
    // `SPIRV_ArithmeticExtendedBinaryOp`: MLIR's hand-written syntax
    // (`{attrs}%a, %b : !spirv.struct<(T, T)>`) and verifier.
    (extended $(#[$doc:meta])* $ty:ident = $name:literal => $opcode:ident $(, [$($t:ident),*])?) => {
        operands_op!($(#[$doc])* $ty = $name,
            [traits = [Pure $($(, $t)*)?], ext = Encoding::Core(Op::$opcode),
                verify = verify_extended, parse = parse_extended, print = print_extended,
                custom_printable = extended_printable],
            [], (operand1: INT_SV, operand2: INT_SV) -> result: ANY_STRUCT);
    };
}

op_table! { arithmetic_op;
    binary FAddOp = "spirv.FAdd" (FAdd, FLOAT_SV_COOP, [Commutative]) "Floating-point addition of Operand 1 and Operand 2.";
    binary FDivOp = "spirv.FDiv" (FDiv, FLOAT_SV_COOP) "Floating-point division of Operand 1 divided by Operand 2.";
    binary FModOp = "spirv.FMod" (FMod, FLOAT_SV) "The floating-point remainder whose sign matches the sign of Operand 2.";
    binary FMulOp = "spirv.FMul" (FMul, FLOAT_SV_COOP, [Commutative]) "Floating-point multiplication of Operand 1 and Operand 2.";
    unary FNegateOp = "spirv.FNegate" (FNegate, FLOAT_SV_COOP) "Inverts the sign bit of Operand.";
    binary FRemOp = "spirv.FRem" (FRem, FLOAT_SV) "The floating-point remainder whose sign matches the sign of Operand 1.";
    binary FSubOp = "spirv.FSub" (FSub, FLOAT_SV_COOP) "Floating-point subtraction of Operand 2 from Operand 1.";
    int_binary IAddOp = "spirv.IAdd" (IAdd, INT_SV_COOP, [Commutative]) "Integer addition of Operand 1 and Operand 2.";
    extended IAddCarryOp = "spirv.IAddCarry" (IAddCarry, [Commutative]) "Integer addition of Operand 1 and Operand 2, including the carry.";
    int_binary IMulOp = "spirv.IMul" (IMul, INT_SV_COOP, [Commutative]) "Integer multiplication of Operand 1 and Operand 2.";
    int_binary ISubOp = "spirv.ISub" (ISub, INT_SV_COOP) "Integer subtraction of Operand 2 from Operand 1.";
    extended ISubBorrowOp = "spirv.ISubBorrow" (ISubBorrow) "Result is the unsigned integer subtraction of Operand 2 from Operand 1, and what it needed to borrow.";
    int_binary SDivOp = "spirv.SDiv" (SDiv, INT_SV_COOP) "Signed-integer division of Operand 1 divided by Operand 2.";
    int_binary SModOp = "spirv.SMod" (SMod, INT_SV) "Signed remainder operation for the remainder whose sign matches the sign of Operand 2.";
    extended SMulExtendedOp = "spirv.SMulExtended" (SMulExtended, [Commutative]) "Result is the full value of the signed integer multiplication of Operand 1 and Operand 2.";
    int_unary SNegateOp = "spirv.SNegate" (SNegate, INT_SV_COOP) "Signed-integer subtract of Operand from zero.";
    int_binary SRemOp = "spirv.SRem" (SRem, INT_SV) "Signed remainder operation for the remainder whose sign matches the sign of Operand 1.";
    binary UDivOp = "spirv.UDiv" (UDiv, INT_SV_COOP) "Unsigned-integer division of Operand 1 divided by Operand 2.";
    extended UMulExtendedOp = "spirv.UMulExtended" (UMulExtended, [Commutative]) "Result is the full value of the unsigned integer multiplication of Operand 1 and Operand 2.";
    binary UModOp = "spirv.UMod" (UMod, INT_SV) "Unsigned modulo operation of Operand 1 modulo Operand 2.";
    /// Dot product of Vector 1 and Vector 2
    op DotOp = "spirv.Dot" (
        [traits = [Pure, AllTypesMatch(vector1, vector2), AllElementTypesMatch(vector1, result)],
            ext = Encoding::Core(Op::Dot)],
        ["operands attr-dict `:` type($vector1) `->` type($result)"],
        (vector1: ANY_FLOAT_VECTOR, vector2: ANY_FLOAT_VECTOR) -> result: ANY_FLOAT);
    /// Scale a floating-point vector.
    op VectorTimesScalarOp = "spirv.VectorTimesScalar" (
        [traits = [Pure], ext = Encoding::Core(Op::VectorTimesScalar),
            verify = verify_vector_times_scalar],
        ["operands attr-dict `:` `(` type(operands) `)` `->` type($result)"],
        (vector: FLOAT_VECTOR_2_3_4, scalar: FLOAT) -> result: FLOAT_VECTOR_2_3_4);
}

/// MLIR's `parseArithmeticExtendedBinaryOp`: `{attrs}? %a, %b : !spirv.struct<(T, T)>`,
/// the operands of the struct's member type.
fn parse_extended(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    p.parse_optional_attr_dict(&mut state.attributes)?;
    let operands = p.parse_operand_list(Delimiter::None)?;
    p.parse_colon()?;
    let loc = p.get_current_location();
    let ty = p.parse_type()?;
    let member = match SpirvType::of(p.ctx(), ty) {
        Some(SpirvType::Struct(s)) if s.members.len() == 2 => s.members[0],
        _ => return Err(p.emit_error_at(loc, "expected spirv.struct type with two members")),
    };
    p.resolve_operands(&operands, &[member, member], loc, &mut state.operands)?;
    state.result_types.push(ty);
    Ok(())
}

/// MLIR's `printArithmeticExtendedBinaryOp` (the attribute dictionary first,
/// then the operands with no space between them).
fn print_extended(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    p.write_char(' ');
    p.print_optional_attr_dict(&printed_attrs(ir, op), &[]);
    p.print_operands(ir.operands(op));
    p.write_str(" : ");
    p.print_type(ir.value_type(ir.result(op, 0)));
}

fn extended_printable(ir: &Ir, op: OpId) -> bool {
    ir.num_operands(op) == 2 && ir.num_results(op) == 1
}

/// MLIR's `verifyArithmeticExtendedBinaryOp`: a struct of two members of the
/// operands' type.
fn verify_extended(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let result = ir.value_type(ir.result(op, 0));
    let Some(SpirvType::Struct(s)) = SpirvType::of(ctx, result) else {
        return Ok(());
    };
    let operand = ir.value_type(ir.operand(op, 0));
    verify_checks!(|message| ir.op_error(op, message);
        s.members.len() == 2 => "expected result struct type containing two members",
        ir.value_type(ir.operand(op, 1)) == operand && s.members.iter().all(|&m| m == operand)
            => "expected all operand types and struct member types are the same",
    )
}

/// MLIR's `VectorTimesScalarOp::verify`.
fn verify_vector_times_scalar(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let op = VectorTimesScalarOp(op);
    let result = ir.value_type(op.result(ir));
    let element = match ir.ctx().type_kind(result) {
        TypeKind::Vector { element, .. } => *element,
        _ => result,
    };
    verify_checks!(|message| ir.op_error(op.0, message);
        ir.value_type(op.vector(ir)) == result => "vector operand and result type mismatch",
        ir.value_type(op.scalar(ir)) == element => "scalar operand and result element type match",
    )
}
