//! `dx.resource.load.typedbuffer`: reads one element of a typed buffer (LLVM's
//! `llvm.dx.resource.load.typedbuffer`; DXIL's `bufferLoad`).
//!
//! ```text
//! %v, %ok = dx.resource.load.typedbuffer %h[%index] attr-dict : !dx.TypedBuffer<...> -> ELEM
//! ```
//!
//! Results: the element (exactly the buffer's element type) and the `i1`
//! check bit of `CheckAccessFullyMapped`.

use shader_mlir::Context;
use shader_mlir::asm::printer::type_to_string;
use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::dialect::OpDef;
use shader_mlir::ir::{Ir, Location, OpId, OperationState, Type, Value};

use super::access::{
    check_access_shape, check_status_result, parse_load, print_load, typed_buffer_operand,
};
use super::support::expect_i32_operand;

/// A `dx.resource.load.typedbuffer` op.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ResourceLoadTypedBufferOp(pub OpId);

impl ResourceLoadTypedBufferOp {
    pub const NAME: &'static str = "dx.resource.load.typedbuffer";

    pub(crate) const DEF: OpDef = OpDef::new(Self::NAME)
        .summary("Loads an element of a typed buffer")
        .verify(verify)
        .asm(parse, print);

    /// `op` as this op, if it is one.
    pub fn of(ir: &Ir, op: OpId) -> Option<Self> {
        ir.op_is(op, Self::NAME).then_some(Self(op))
    }

    /// The state of a new load of `value_ty` from `handle` at `index`.
    pub fn build(
        ctx: &Context,
        loc: Location,
        handle: Value,
        index: Value,
        value_ty: Type,
    ) -> OperationState {
        let mut state = OperationState::new(ctx.ident(Self::NAME), loc);
        state.operands.extend([handle, index]);
        state.result_types.extend([value_ty, ctx.common().i1]);
        state
    }
}

fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_access_shape(ir, op, 2, 2)?;
    let (_, element) = typed_buffer_operand(ir, op)?;
    expect_i32_operand(ir, op, 1)?;
    let value = ir.value_type(ir.result(op, 0));
    if value != element {
        let (want, found) = (
            type_to_string(ir.ctx(), element),
            type_to_string(ir.ctx(), value),
        );
        return Err(ir.op_error(
            op,
            format!("result #0 must be the buffer's element type '{want}', but got '{found}'"),
        ));
    }
    check_status_result(ir, op)
}

fn parse(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    parse_load(p, state, 1)?;
    state.result_types.push(p.ctx().common().i1);
    Ok(())
}

fn print(p: &mut AsmPrinter<'_>, op: OpId) {
    print_load(p, op, 1, 2);
}
