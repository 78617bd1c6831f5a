//! `dx.resource.load.rawbuffer`: reads a scalar or vector from a raw or
//! structured buffer (LLVM's `llvm.dx.resource.load.rawbuffer`;
//! DXIL's `rawBufferLoad`).
//!
//! ```text
//! %v, %ok = dx.resource.load.rawbuffer %h[%index, %offset] attr-dict : !dx.RawBuffer<...> -> VALUE
//! ```
//!
//! For a structured buffer `index` is the element and `offset` the byte offset
//! of the value in it; for a byte-address buffer (`i8` element) `index` is the
//! byte offset and `offset` is 0. Larger values are loaded as several ops, so
//! `VALUE` is a scalar or a vector of at most 4 16-, 32- or 64-bit components.
//! Results: the value and the `i1` check bit.

use shader_mlir::Context;
use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::dialect::OpDef;
use shader_mlir::ir::{Ir, Location, OpId, OperationState, Type, Value};

use super::access::{
    check_access_shape, check_raw_value, check_status_result, parse_load, print_load,
    raw_buffer_operand,
};
use super::support::expect_i32_operand;

/// A `dx.resource.load.rawbuffer` op.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ResourceLoadRawBufferOp(pub OpId);

impl ResourceLoadRawBufferOp {
    pub const NAME: &'static str = "dx.resource.load.rawbuffer";

    pub(crate) const DEF: OpDef = OpDef::new(Self::NAME)
        .summary("Loads a scalar or vector from a raw or structured buffer")
        .verify(verify)
        .asm(parse, print);

    /// `op` as this op, if it is one.
    pub fn of(ir: &Ir, op: OpId) -> Option<Self> {
        ir.op_is(op, Self::NAME).then_some(Self(op))
    }

    /// The state of a new load of `value_ty` from `handle` at `index`, `offset`.
    pub fn build(
        ctx: &Context,
        loc: Location,
        handle: Value,
        index: Value,
        offset: Value,
        value_ty: Type,
    ) -> OperationState {
        let mut state = OperationState::new(ctx.ident(Self::NAME), loc);
        state.operands.extend([handle, index, offset]);
        state.result_types.extend([value_ty, ctx.common().i1]);
        state
    }
}

fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_access_shape(ir, op, 3, 2)?;
    let ty = raw_buffer_operand(ir, op)?;
    expect_i32_operand(ir, op, 1)?;
    expect_i32_operand(ir, op, 2)?;
    check_raw_value(ir, op, "result #0", ir.value_type(ir.result(op, 0)), ty)?;
    check_status_result(ir, op)
}

fn parse(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    parse_load(p, state, 2)?;
    state.result_types.push(p.ctx().common().i1);
    Ok(())
}

fn print(p: &mut AsmPrinter<'_>, op: OpId) {
    print_load(p, op, 2, 2);
}
