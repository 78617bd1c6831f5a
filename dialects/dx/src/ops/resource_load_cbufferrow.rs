//! `dx.resource.load.cbufferrow`: reads one 16-byte row of a cbuffer or
//! tbuffer (LLVM's `llvm.dx.resource.load.cbufferrow.{2,4,8}`; DXIL's
//! `cbufferLoadLegacy`).
//!
//! ```text
//! %row = dx.resource.load.cbufferrow %h[%row_index] attr-dict : !dx.CBuffer<...> -> vector<4xf32>
//! ```
//!
//! One op with the row's shape in its result type, rather than LLVM's three
//! intrinsics: LLVM needs one intrinsic per arity because each returns an
//! anonymous struct of N scalars (4 x 32-bit, 8 x 16-bit or 2 x 64-bit); in
//! MLIR a `vector<N x T>` result states N and the component type at once, so
//! one op covers every row shape and the verifier checks that it is exactly
//! 128 bits. Components are taken out with `vector.extract`. The same op reads
//! `!dx.TBuffer` rows, which use the same legacy layout (DXC reads tbuffers a
//! row at a time too).

use shader_mlir::Context;
use shader_mlir::asm::printer::type_to_string;
use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::dialect::OpDef;
use shader_mlir::ir::{Ir, Location, OpId, OperationState, Type, TypeKind, Value};

use super::access::{check_access_shape, parse_load, print_load};
use super::support::{bit_width, expect_i32_operand, resource_operand};

/// Bits in one cbuffer row.
pub const ROW_BITS: u32 = 128;

/// A `dx.resource.load.cbufferrow` op.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ResourceLoadCBufferRowOp(pub OpId);

impl ResourceLoadCBufferRowOp {
    pub const NAME: &'static str = "dx.resource.load.cbufferrow";

    pub(crate) const DEF: OpDef = OpDef::new(Self::NAME)
        .summary("Loads a 16-byte row of a cbuffer or tbuffer")
        .verify(verify)
        .asm(parse, print);

    /// `op` as this op, if it is one.
    pub fn of(ir: &Ir, op: OpId) -> Option<Self> {
        ir.op_is(op, Self::NAME).then_some(Self(op))
    }

    /// The row type with components of type `component` (a 16-, 32- or 64-bit
    /// integer or float): `vector<(128 / bits) x component>`.
    pub fn row_type(ctx: &Context, component: Type) -> Option<Type> {
        let bits = bit_width(ctx, component).filter(|b| matches!(b, 16 | 32 | 64))?;
        Some(ctx.vector_type(&[i64::from(ROW_BITS / bits)], component))
    }

    /// The state of a new load of row `row` of `handle` as `row_ty`.
    pub fn build(
        ctx: &Context,
        loc: Location,
        handle: Value,
        row: Value,
        row_ty: Type,
    ) -> OperationState {
        let mut state = OperationState::new(ctx.ident(Self::NAME), loc);
        state.operands.extend([handle, row]);
        state.result_types.push(row_ty);
        state
    }
}

fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_access_shape(ir, op, 2, 1)?;
    let ty = resource_operand(ir, op, 0)?;
    if !ty.is_row_buffer() {
        let found = type_to_string(ir.ctx(), ir.value_type(ir.operand(op, 0)));
        return Err(ir.op_error(
            op,
            format!("operand #0 must be a '!dx.CBuffer' or '!dx.TBuffer', but got '{found}'"),
        ));
    }
    expect_i32_operand(ir, op, 1)?;
    let ctx = ir.ctx();
    let row = ir.value_type(ir.result(op, 0));
    let component = match ctx.type_kind(row) {
        TypeKind::Vector { element, .. } => Some(*element),
        _ => None,
    };
    if component.and_then(|c| ResourceLoadCBufferRowOp::row_type(ctx, c)) == Some(row) {
        return Ok(());
    }
    let found = type_to_string(ctx, row);
    Err(ir.op_error(
        op,
        format!(
            "result #0 must be a 128-bit row: a vector of 8 16-bit, 4 32-bit or 2 64-bit integers or floats, but got '{found}'"
        ),
    ))
}

fn parse(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    parse_load(p, state, 1)
}

fn print(p: &mut AsmPrinter<'_>, op: OpId) {
    print_load(p, op, 1, 1);
}
