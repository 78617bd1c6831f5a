//! `hlsl.buffer.load`: reads an element (or a member of one) of a buffer.
//!
//! ```text
//! %v = "hlsl.buffer.load"(%buf, %i) <{member = array<i32: 1>}>
//!        : (!hlsl.handle<srv, !hlsl.struct<"S", (f32, vector<2xi32>)>, raw>, i32) -> vector<2xi32>
//! %v = hlsl.buffer.load %buf[%i] member [1] : !hlsl.handle<srv, !hlsl.struct<"S", (f32, vector<2xi32>)>, raw> -> vector<2xi32>
//! ```

use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::dialect::OpDef;
use shader_mlir::ir::{Ir, OpId, OperationState, Value};

use super::super::support::*;
use super::{accessed_type, buffer_kind, check_access_value, check_constant_index};

/// An `hlsl.buffer.load`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct BufferLoadOp(pub OpId);

const PROPERTIES: &[&str] = &["member"];

impl BufferLoadOp {
    pub const NAME: &'static str = "hlsl.buffer.load";

    pub const DEF: OpDef = OpDef::new(Self::NAME)
        .summary("Loads an element, or a member of one, from a buffer")
        .properties(PROPERTIES)
        .verify(verify)
        .asm(parse, print);

    pub fn cast(ir: &Ir, op: OpId) -> Option<Self> {
        ir.op_is(op, Self::NAME).then_some(Self(op))
    }

    pub fn handle(self, ir: &Ir) -> Value {
        ir.operand(self.0, 0)
    }

    /// The element index (a byte offset for byte-address buffers).
    pub fn index(self, ir: &Ir) -> Value {
        ir.operand(self.0, 1)
    }

    /// The member path into a structured buffer's element, if any.
    pub fn member(self, ir: &Ir) -> Option<Vec<i32>> {
        member_prop(ir, self.0).ok().flatten()
    }

    pub fn result(self, ir: &Ir) -> Value {
        ir.result(self.0, 0)
    }
}

fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_counts(ir, op, 2..=2, 1)?;
    check_known_properties(ir, op, PROPERTIES)?;
    let handle = handle_operand(ir, op, 0, "handle")?;
    check_i32_operand(ir, op, 1, "index")?;
    let kind = buffer_kind(ir, op, handle)?;
    check_constant_index(ir, op, 1, kind)?;
    let accessed = accessed_type(ir, op, handle, kind)?;
    check_access_value(
        ir,
        op,
        "loaded value",
        ir.value_type(ir.result(op, 0)),
        accessed,
    )
}

fn parse(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let (handle, index) = parse_indexed(p)?;
    let mut props = Vec::new();
    parse_member_clause(p, &mut props)?;
    finish_properties(p, state, props)?;
    p.parse_colon()?;
    let handle_type = parse_handle_type(p)?;
    p.parse_arrow()?;
    let result = p.parse_type()?;
    let i32 = p.ctx().common().i32;
    state
        .operands
        .push(p.resolve_operand(&handle, handle_type)?);
    state.operands.push(p.resolve_operand(&index, i32)?);
    state.result_types.push(result);
    Ok(())
}

fn print(p: &mut AsmPrinter<'_>, op: OpId) {
    if !printable_or_generic(p, op, 2..=2, 1) {
        return;
    }
    let ir = p.ir();
    print_indexed(p, ir.operand(op, 0), ir.operand(op, 1));
    print_member_clause(p, op);
    print_attr_dict(p, op);
    p.write_str(" : ");
    p.print_type(ir.value_type(ir.operand(op, 0)));
    p.write_str(" -> ");
    p.print_type_list(ir.result_types(op));
}
