//! Logical ops: `spirv.Select`.
//!
//! Mirrors MLIR's `SPIRVLogicalOps.td` and `SelectOp::verify` (MLIR 22).

use shader_mlir::asm::parser::Delimiter;
use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::dialect::{OpDef, Traits};
use shader_mlir::ir::{Ir, OpId, OperationState, TypeKind};

use super::asm::printed_attrs;
use super::verify as check;
use crate::types::constraints::{BOOL_OR_BOOL_VECTOR, SELECT_TYPE};

/// The logical ops, as registered.
pub const OPS: &[OpDef] = &[SelectOp::DEF];

/// `spirv.Select %cond, %true, %false : C, T`: choose between two values.
pub struct SelectOp;

impl SelectOp {
    pub const NAME: &'static str = "spirv.Select";
    pub const DEF: OpDef = OpDef::new(Self::NAME)
        .summary("Select between two objects")
        .traits(Traits::PURE)
        .verify(verify_select)
        .asm(parse_select, print_select);
}

fn parse_select(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let loc = p.get_current_location();
    let operands = p.parse_operand_list_of(Delimiter::None, 3)?;
    p.parse_optional_attr_dict(&mut state.attributes)?;
    let condition = p.parse_colon_type()?;
    p.parse_comma()?;
    let result = p.parse_type()?;
    p.resolve_operands(
        &operands,
        &[condition, result, result],
        loc,
        &mut state.operands,
    )?;
    state.result_types.push(result);
    Ok(())
}

fn print_select(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    if ir.num_operands(op) != 3 || ir.num_results(op) != 1 {
        return p.print_generic_op(op, false);
    }
    p.write_char(' ');
    p.print_operands(ir.operands(op));
    p.print_optional_attr_dict(&printed_attrs(ir, op), &[]);
    p.write_str(" : ");
    p.print_type(ir.value_type(ir.operand(op, 0)));
    p.write_str(", ");
    p.print_type(ir.value_type(ir.result(op, 0)));
}

fn verify_select(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    check::counts(ir, op, 3, 1)?;
    check::operand(ir, op, 0, &BOOL_OR_BOOL_VECTOR)?;
    check::operand(ir, op, 1, &SELECT_TYPE)?;
    check::operand(ir, op, 2, &SELECT_TYPE)?;
    check::result(ir, op, 0, &SELECT_TYPE)?;
    let result = ir.value_type(ir.result(op, 0));
    if ir.value_type(ir.operand(op, 1)) != result || ir.value_type(ir.operand(op, 2)) != result {
        return Err(ir.op_error(
            op,
            "failed to verify that all of {true_value, false_value, result} have same type",
        ));
    }
    if let TypeKind::Vector { shape, .. } = ctx.type_kind(ir.value_type(ir.operand(op, 0))) {
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
