//! `dx.resource.store.typedbuffer`: writes one element of a typed buffer
//! (LLVM's `llvm.dx.resource.store.typedbuffer`; DXIL's
//! `bufferStore`).
//!
//! ```text
//! dx.resource.store.typedbuffer %value, %h[%index] attr-dict : VALUE, !dx.TypedBuffer<...>
//! ```
//!
//! `VALUE` is the buffer's element type, or the full-width vector that LLVM's DXIL
//! resource docs describe (4 components, 2 for 64-bit ones) of its component type. The
//! buffer must be writeable.

use shader_mlir::Context;
use shader_mlir::asm::printer::type_to_string;
use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::dialect::OpDef;
use shader_mlir::ir::{Ir, Location, OpId, OperationState, Value};

use super::access::{
    check_access_shape, check_writeable, parse_store, print_store, typed_buffer_operand,
};
use super::support::{bit_width, expect_i32_operand, scalar_or_vector};

/// A `dx.resource.store.typedbuffer` op.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ResourceStoreTypedBufferOp(pub OpId);

impl ResourceStoreTypedBufferOp {
    pub const NAME: &'static str = "dx.resource.store.typedbuffer";

    pub(crate) const DEF: OpDef = OpDef::new(Self::NAME)
        .summary("Stores an element of a typed buffer")
        .verify(verify)
        .asm(parse, print);

    /// `op` as this op, if it is one.
    pub fn of(ir: &Ir, op: OpId) -> Option<Self> {
        ir.op_is(op, Self::NAME).then_some(Self(op))
    }

    /// The state of a new store of `value` to `handle` at `index`.
    pub fn build(
        ctx: &Context,
        loc: Location,
        handle: Value,
        index: Value,
        value: Value,
    ) -> OperationState {
        let mut state = OperationState::new(ctx.ident(Self::NAME), loc);
        state.operands.extend([handle, index, value]);
        state
    }
}

fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_access_shape(ir, op, 3, 0)?;
    let (ty, element) = typed_buffer_operand(ir, op)?;
    check_writeable(ir, op, ty)?;
    expect_i32_operand(ir, op, 1)?;
    let ctx = ir.ctx();
    let value = ir.value_type(ir.operand(op, 2));
    let full_width = scalar_or_vector(ctx, element, 4).map(|(component, _)| {
        let count = if bit_width(ctx, component) == Some(64) {
            2
        } else {
            4
        };
        ctx.vector_type(&[count], component)
    });
    if value == element || Some(value) == full_width {
        return Ok(());
    }
    let (want, found) = (type_to_string(ctx, element), type_to_string(ctx, value));
    let wide = full_width
        .map(|t| format!(" or '{}'", type_to_string(ctx, t)))
        .unwrap_or_default();
    Err(ir.op_error(
        op,
        format!("operand #2 must be the buffer's element type '{want}'{wide}, but got '{found}'"),
    ))
}

fn parse(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    parse_store(p, state, 1)
}

fn print(p: &mut AsmPrinter<'_>, op: OpId) {
    print_store(p, op, 1);
}
