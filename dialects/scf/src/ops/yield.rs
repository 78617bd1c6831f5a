//! `scf.yield`: ends the regions of `scf.for`, `scf.if` and `scf.while`'s `do`
//! region, passing values to the parent or the next iteration (MLIR's
//! `scf::YieldOp`). Written implicitly when it yields nothing.
//!
//! ```text
//! scf.yield %a, %b : i32, f32
//! ```

use shader_mlir::asm::parser::Delimiter;
use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::dialect::{OpDef, Traits};
use shader_mlir::ir::{Ir, Location, OpId, OperationState, Value};
use shader_mlir::rewrite::OpBuilder;

/// An `scf.yield`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct YieldOp(pub OpId);

impl YieldOp {
    pub const NAME: &'static str = "scf.yield";

    pub const DEF: OpDef = OpDef::new(Self::NAME)
        .summary("loop yield and termination operation")
        .traits(
            Traits::PURE
                .union(Traits::TERMINATOR)
                .union(Traits::RETURN_LIKE)
                .union(Traits::ZERO_RESULTS),
        )
        .parents(&[
            "scf.execute_region",
            "scf.for",
            "scf.if",
            "scf.index_switch",
            "scf.while",
        ])
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
