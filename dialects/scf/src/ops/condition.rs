//! `scf.condition`: ends the `before` region of `scf.while`, deciding whether the
//! loop goes on and forwarding values (MLIR's `scf::ConditionOp`).
//!
//! ```text
//! scf.condition(%cond) %a, %b : i32, f32
//! ```

use shader_mlir::asm::parser::Delimiter;
use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::dialect::{OpDef, Traits};
use shader_mlir::ir::{Ir, Location, OpId, OperationState, Value};
use shader_mlir::rewrite::OpBuilder;

use super::support::type_str;

/// An `scf.condition`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ConditionOp(pub OpId);

impl ConditionOp {
    pub const NAME: &'static str = "scf.condition";

    pub const DEF: OpDef = OpDef::new(Self::NAME)
        .summary("loop continuation condition")
        .traits(
            Traits::PURE
                .union(Traits::TERMINATOR)
                .union(Traits::ZERO_RESULTS),
        )
        .parents(&["scf.while"])
        .verify(verify)
        .asm(parse, print);

    pub fn cast(ir: &Ir, op: OpId) -> Option<Self> {
        ir.op_is(op, Self::NAME).then_some(Self(op))
    }

    pub fn build(b: &mut impl OpBuilder, loc: Location, condition: Value, args: &[Value]) -> Self {
        let mut state = OperationState::new(b.ctx().ident(Self::NAME), loc);
        state.operands = std::iter::once(condition)
            .chain(args.iter().copied())
            .collect();
        Self(b.create(state))
    }

    /// The values forwarded to the `do` region or the results.
    pub fn args(self, ir: &Ir) -> Vec<Value> {
        ir.operands(self.0).skip(1).collect()
    }
}

fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let Some(cond) = ir.operands(op).next() else {
        return Err(ir.op_error(op, "expected 1 or more operands, but found 0"));
    };
    let ty = ir.value_type(cond);
    if ty != ir.ctx().common().i1 {
        return Err(ir.op_error(
            op,
            format!(
                "operand #0 must be 1-bit signless integer, but got '{}'",
                type_str(ir, ty)
            ),
        ));
    }
    Ok(())
}

fn parse(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    p.parse_lparen()?;
    let cond = p.parse_operand()?;
    p.parse_rparen()?;
    let i1 = p.ctx().common().i1;
    state.operands.push(p.resolve_operand(&cond, i1)?);
    p.parse_optional_attr_dict(&mut state.attributes)?;
    let pos = p.get_current_location();
    let args = p.parse_operand_list(Delimiter::None)?;
    if !args.is_empty() {
        let mut types = Vec::new();
        p.parse_colon_type_list(&mut types)?;
        p.resolve_operands(&args, &types, pos, &mut state.operands)?;
    }
    Ok(())
}

fn print(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    let Some(cond) = ir.operands(op).next() else {
        p.print_generic_op(op, false);
        return;
    };
    p.write_char('(');
    p.print_operand(cond);
    p.write_char(')');
    p.print_optional_attr_dict(ir.attrs(op), &[]);
    if ir.num_operands(op) > 1 {
        p.write_char(' ');
        p.print_operands(ir.operands(op).skip(1));
        p.write_str(" : ");
        p.print_type_list(ir.operand_types(op).skip(1));
    }
}
