//! `dx.resource.store.rawbuffer`: writes a scalar or vector to a raw or
//! structured buffer (LLVM's `llvm.dx.resource.store.rawbuffer`, seed `003`;
//! DXIL's `rawBufferStore`).
//!
//! ```text
//! dx.resource.store.rawbuffer %value, %h[%index, %offset] attr-dict : VALUE, !dx.RawBuffer<...>
//! ```
//!
//! `index` and `offset` are as for `dx.resource.load.rawbuffer`; `VALUE` is a
//! scalar or a vector of at most 4 16-, 32- or 64-bit components. The buffer
//! must be writeable.

use shader_mlir::Context;
use shader_mlir::asm::printer::type_to_string;
use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::dialect::OpDef;
use shader_mlir::ir::{Ir, Location, OpId, OperationState, Value};

use super::access::{check_raw_value, parse_store_types, print_store_types};
use super::support::{
    expect_i32_operand, expect_operands, expect_results, known_props, parse_access, print_access,
    printable_or_generic, resolve_access, resource_operand,
};

/// A `dx.resource.store.rawbuffer` op.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ResourceStoreRawBufferOp(pub OpId);

impl ResourceStoreRawBufferOp {
    pub const NAME: &'static str = "dx.resource.store.rawbuffer";

    pub(crate) const DEF: OpDef = OpDef::new(Self::NAME)
        .summary("Stores a scalar or vector to a raw or structured buffer")
        .verify(verify)
        .asm(parse, print);

    /// `op` as this op, if it is one.
    pub fn of(ir: &Ir, op: OpId) -> Option<Self> {
        ir.op_is(op, Self::NAME).then_some(Self(op))
    }

    /// The state of a new store of `value` to `handle` at `index`, `offset`.
    pub fn build(
        ctx: &Context,
        loc: Location,
        handle: Value,
        index: Value,
        offset: Value,
        value: Value,
    ) -> OperationState {
        let mut state = OperationState::new(ctx.ident(Self::NAME), loc);
        state.operands.extend([handle, index, offset, value]);
        state
    }
}

fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    known_props(ir, op, &[])?;
    expect_operands(ir, op, 4)?;
    expect_results(ir, op, 0)?;
    let ty = resource_operand(ir, op, 0)?;
    let handle = type_to_string(ir.ctx(), ir.value_type(ir.operand(op, 0)));
    if !ty.is_raw_buffer() {
        return Err(ir.op_error(
            op,
            format!("operand #0 must be a '!dx.RawBuffer', but got '{handle}'"),
        ));
    }
    if !ty.is_writeable() {
        return Err(ir.op_error(
            op,
            format!("operand #0 must be a writeable buffer (IsWriteable = 1), but got '{handle}'"),
        ));
    }
    expect_i32_operand(ir, op, 1)?;
    expect_i32_operand(ir, op, 2)?;
    check_raw_value(ir, op, "operand #3", ir.value_type(ir.operand(op, 3)), ty)
}

fn parse(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let value = p.parse_operand()?;
    p.parse_comma()?;
    let access = parse_access(p, 2)?;
    let (value_ty, handle) = parse_store_types(p, &mut state.attributes)?;
    resolve_access(p, &access, handle, state)?;
    state.operands.push(p.resolve_operand(&value, value_ty)?);
    Ok(())
}

fn print(p: &mut AsmPrinter<'_>, op: OpId) {
    if !printable_or_generic(p, op, 4, 0) {
        return;
    }
    let ir = p.ir();
    p.write_char(' ');
    p.print_operand(ir.operand(op, 3));
    p.write_str(", ");
    print_access(p, op, 0, 2);
    print_store_types(p, op);
}
