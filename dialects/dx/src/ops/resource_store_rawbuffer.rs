//! `dx.resource.store.rawbuffer`: writes a scalar or vector to a raw or
//! structured buffer (LLVM's `llvm.dx.resource.store.rawbuffer`;
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
use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::dialect::OpDef;
use shader_mlir::ir::{Ir, Location, OpId, OperationState, Value};

use super::access::{
    check_access_shape, check_raw_value, check_writeable, parse_store, print_store,
    raw_buffer_operand,
};
use super::support::expect_i32_operand;

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
    check_access_shape(ir, op, 4, 0)?;
    let ty = raw_buffer_operand(ir, op)?;
    check_writeable(ir, op, ty)?;
    expect_i32_operand(ir, op, 1)?;
    expect_i32_operand(ir, op, 2)?;
    check_raw_value(ir, op, "operand #3", ir.value_type(ir.operand(op, 3)), ty)
}

fn parse(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    parse_store(p, state, 2)
}

fn print(p: &mut AsmPrinter<'_>, op: OpId) {
    print_store(p, op, 2);
}
