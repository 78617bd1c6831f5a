//! `hlsl.buffer.store`: writes an element (or a member of one) of a writeable
//! (`uav`) buffer.
//!
//! ```text
//! "hlsl.buffer.store"(%v, %buf, %i) : (f32, !hlsl.handle<uav, f32, raw>, i32) -> ()
//! hlsl.buffer.store %v, %buf[%i] : f32, !hlsl.handle<uav, f32, raw>
//! ```

use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::dialect::{OpDef, Traits};
use shader_mlir::ir::{Ir, OpId, OperationState, Value};

use super::super::support::*;
use super::{accessed_type, buffer_kind, check_access_value, check_constant_index};

/// An `hlsl.buffer.store`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct BufferStoreOp(pub OpId);

const PROPERTIES: &[&str] = &["member"];

impl BufferStoreOp {
    pub const NAME: &'static str = "hlsl.buffer.store";

    pub const DEF: OpDef = OpDef::new(Self::NAME)
        .summary("Stores an element, or a member of one, to a writeable buffer")
        .traits(Traits::ZERO_RESULTS)
        .properties(PROPERTIES)
        .verify(verify)
        .asm(parse, print);

    pub fn cast(ir: &Ir, op: OpId) -> Option<Self> {
        ir.op_is(op, Self::NAME).then_some(Self(op))
    }

    pub fn value(self, ir: &Ir) -> Value {
        ir.operand(self.0, 0)
    }

    pub fn handle(self, ir: &Ir) -> Value {
        ir.operand(self.0, 1)
    }

    /// The element index (a byte offset for byte-address buffers).
    pub fn index(self, ir: &Ir) -> Value {
        ir.operand(self.0, 2)
    }

    /// The member path into a structured buffer's element, if any.
    pub fn member(self, ir: &Ir) -> Option<Vec<i32>> {
        member_prop(ir, self.0).ok().flatten()
    }
}

fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_counts(ir, op, 3..=3, 0)?;
    check_known_properties(ir, op, PROPERTIES)?;
    let handle = handle_operand(ir, op, 1, "handle")?;
    check_i32_operand(ir, op, 2, "index")?;
    let kind = buffer_kind(ir, op, handle)?;
    check_constant_index(ir, op, 2, kind)?;
    check_writeable_store(ir, op, handle, "buffer")?;
    let accessed = accessed_type(ir, op, handle, kind)?;
    check_access_value(
        ir,
        op,
        "stored value",
        ir.value_type(ir.operand(op, 0)),
        accessed,
    )
}

fn parse(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let [value, handle, index] = parse_store_operands(p)?;
    let mut props = Vec::new();
    parse_member_clause(p, &mut props)?;
    finish_properties(p, state, props)?;
    p.parse_colon()?;
    let value_type = p.parse_type()?;
    p.parse_comma()?;
    let handle_type = parse_handle_type(p)?;
    let i32 = p.ctx().common().i32;
    state.operands.push(p.resolve_operand(&value, value_type)?);
    state
        .operands
        .push(p.resolve_operand(&handle, handle_type)?);
    state.operands.push(p.resolve_operand(&index, i32)?);
    Ok(())
}

fn print(p: &mut AsmPrinter<'_>, op: OpId) {
    if !printable_or_generic(p, op, 3..=3, 0) {
        return;
    }
    print_store_operands(p, op);
    print_member_clause(p, op);
    print_attr_dict(p, op);
    p.write_str(" : ");
    let ir = p.ir();
    p.print_type_list(ir.operand_types(op).take(2));
}
