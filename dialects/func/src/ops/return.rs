//! `func.return`: returns from a `func.func` with values matching its result
//! types (MLIR's `func::ReturnOp`).
//!
//! ```text
//! return
//! return %0, %1 : i32, f32
//! "func.return"(%0) : (i32) -> ()
//! ```

use shader_mlir::asm::parser::Delimiter;
use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::dialect::{OpDef, Traits};
use shader_mlir::ir::{Ir, Location, OpId, OperationState, Value};
use shader_mlir::rewrite::OpBuilder;

use super::func::FuncOp;
use super::support::type_str;

/// A `func.return`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ReturnOp(pub OpId);

impl ReturnOp {
    pub const NAME: &'static str = "func.return";

    pub const DEF: OpDef = OpDef::new(Self::NAME)
        .summary("Function return operation")
        .traits(
            Traits::PURE
                .union(Traits::TERMINATOR)
                .union(Traits::RETURN_LIKE)
                .union(Traits::ZERO_RESULTS),
        )
        .parents(&[FuncOp::NAME])
        .verify(verify)
        .asm(parse, print);

    pub fn cast(ir: &Ir, op: OpId) -> Option<Self> {
        ir.op_is(op, Self::NAME).then_some(Self(op))
    }

    pub fn build(b: &mut impl OpBuilder, loc: Location, values: &[Value]) -> Self {
        let mut state = OperationState::new(b.ctx().ident(Self::NAME), loc);
        state.operands = values.to_vec();
        Self(b.create(state))
    }
}

fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let Some(func) = ir.parent_op(op).and_then(|p| FuncOp::cast(ir, p)) else {
        return Ok(());
    };
    let (Some((_, results)), Some(name)) = (func.signature(ir), func.sym_name(ir)) else {
        return Ok(());
    };
    let n = ir.num_operands(op);
    if n != results.len() {
        return Err(ir.op_error(
            op,
            format!(
                "has {n} operands, but enclosing function (@{name}) returns {}",
                results.len()
            ),
        ));
    }
    for (i, (operand, &expected)) in ir.operand_types(op).zip(&results).enumerate() {
        if operand != expected {
            return Err(ir.error_at(
                ir.op_loc(op),
                format!(
                    "type of return operand {i} ('{}') doesn't match function result type ('{}') in function @{name}",
                    type_str(ir.ctx(), operand),
                    type_str(ir.ctx(), expected)
                ),
            ));
        }
    }
    Ok(())
}

fn parse(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    p.parse_optional_attr_dict(&mut state.attributes)?;
    let pos = p.get_current_location();
    let operands = p.parse_operand_list(Delimiter::None)?;
    if !operands.is_empty() {
        let mut types = Vec::new();
        p.parse_colon_type_list(&mut types)?;
        p.resolve_operands(&operands, &types, pos, &mut state.operands)?;
    }
    Ok(())
}

fn print(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    p.print_optional_attr_dict(ir.attrs(op), &[]);
    if ir.num_operands(op) > 0 {
        p.write_char(' ');
        p.print_operands(ir.operands(op));
        p.write_str(" : ");
        p.print_type_list(ir.operand_types(op));
    }
}
