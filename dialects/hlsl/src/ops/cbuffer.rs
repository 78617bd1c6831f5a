//! `hlsl.cbuffer.load`: reads a member of a cbuffer or tbuffer (a handle with
//! `row`: the legacy 16-byte-row layout); the `dx` lowering turns it into row
//! loads at that layout.
//!
//! ```text
//! %v = "hlsl.cbuffer.load"(%cb) <{member = array<i32: 1>}> : (!hlsl.handle<cbuffer, !hlsl.struct<"C", (f32, vector<4xf32>)>, row>) -> vector<4xf32>
//! %v = hlsl.cbuffer.load %cb member [1] : !hlsl.handle<cbuffer, !hlsl.struct<"C", (f32, vector<4xf32>)>, row> -> vector<4xf32>
//! ```

use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::dialect::{OpDef, Traits};
use shader_mlir::ir::{Ir, OpId, OperationState, Value};

use super::support::*;

/// An `hlsl.cbuffer.load`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct CBufferLoadOp(pub OpId);

const PROPERTIES: &[&str] = &["member"];

impl CBufferLoadOp {
    pub const NAME: &'static str = "hlsl.cbuffer.load";

    pub const DEF: OpDef = OpDef::new(Self::NAME)
        .summary("Loads a member of a cbuffer or tbuffer")
        .traits(Traits::PURE)
        .properties(PROPERTIES)
        .verify(verify)
        .asm(parse, print);

    pub fn cast(ir: &Ir, op: OpId) -> Option<Self> {
        ir.op_is(op, Self::NAME).then_some(Self(op))
    }

    pub fn handle(self, ir: &Ir) -> Value {
        ir.operand(self.0, 0)
    }

    /// The member path into the struct.
    pub fn member(self, ir: &Ir) -> Option<Vec<i32>> {
        member_prop(ir, self.0).ok().flatten()
    }

    pub fn result(self, ir: &Ir) -> Value {
        ir.result(self.0, 0)
    }
}

fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_counts(ir, op, 1..=1, 1)?;
    check_known_properties(ir, op, PROPERTIES)?;
    let handle = handle_operand(ir, op, 0, "handle")?;
    if !handle.properties.row {
        let ty = type_str(ir.ctx(), ir.value_type(ir.operand(op, 0)));
        return Err(ir.op_error(
            op,
            format!("requires a cbuffer or tbuffer handle (one with 'row'), got '{ty}'"),
        ));
    }
    let path =
        member_prop(ir, op)?.ok_or_else(|| ir.op_error(op, "requires attribute 'member'"))?;
    let member = resolve_member(ir.ctx(), handle.element, &path)
        .map_err(|message| ir.op_error(op, message))?;
    check_value_type(
        ir,
        op,
        "loaded value",
        ir.value_type(ir.result(op, 0)),
        member,
    )
}

fn parse(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let handle = p.parse_operand()?;
    let mut props = Vec::new();
    parse_member_clause(p, &mut props)?;
    finish_properties(p, state, props)?;
    p.parse_colon()?;
    let handle_type = parse_handle_type(p)?;
    p.parse_arrow()?;
    let result = p.parse_type()?;
    state
        .operands
        .push(p.resolve_operand(&handle, handle_type)?);
    state.result_types.push(result);
    Ok(())
}

fn print(p: &mut AsmPrinter<'_>, op: OpId) {
    if !printable_or_generic(p, op, 1..=1, 1) {
        return;
    }
    let ir = p.ir();
    p.write_char(' ');
    p.print_operand(ir.operand(op, 0));
    print_member_clause(p, op);
    print_attr_dict(p, op);
    p.write_str(" : ");
    p.print_type_list(ir.operand_types(op));
    p.write_str(" -> ");
    p.print_type_list(ir.result_types(op));
}
