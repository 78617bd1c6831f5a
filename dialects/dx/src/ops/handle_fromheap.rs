//! `dx.handle.fromHeap`: a handle to a resource of the descriptor heap
//! (`ResourceDescriptorHeap[i]` / `SamplerDescriptorHeap[i]`; LLVM's
//! `llvm.dx.handle.fromHeap`). A sampler type reads the sampler
//! heap, any other type the resource heap.
//!
//! ```text
//! %h = dx.handle.fromHeap [%index] non_uniform? globally_coherent? has_counter? attr-dict : !dx.TYPE
//! ```

use shader_mlir::Context;
use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::dialect::{OpDef, Traits};
use shader_mlir::ir::{Ir, Location, OpId, OperationState, Type, Value};

use super::handle::{
    handle_flags, handle_state, parse_handle_tail, print_handle_tail, verify_handle,
};
use super::support::{
    known_props, parse_bracketed_index, print_name_and_index, printable_or_generic,
};
use crate::binding::HandleFlags;

/// A `dx.handle.fromHeap` op.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct HandleFromHeapOp(pub OpId);

impl HandleFromHeapOp {
    pub const NAME: &'static str = "dx.handle.fromHeap";
    pub const PROPERTIES: &'static [&'static str] = &HandleFlags::NAMES;

    pub(crate) const DEF: OpDef = OpDef::new(Self::NAME)
        .summary("Creates a handle to a descriptor heap entry")
        .traits(Traits::PURE)
        .properties(Self::PROPERTIES)
        .verify(verify)
        .asm(parse, print);

    /// `op` as this op, if it is one.
    pub fn of(ir: &Ir, op: OpId) -> Option<Self> {
        ir.op_is(op, Self::NAME).then_some(Self(op))
    }

    /// The state of a new op creating a handle of type `ty`.
    pub fn build(
        ctx: &Context,
        loc: Location,
        ty: Type,
        index: Value,
        flags: HandleFlags,
    ) -> OperationState {
        handle_state(ctx, Self::NAME, loc, ty, index, Vec::new(), flags)
    }

    pub fn flags(self, ir: &Ir) -> HandleFlags {
        handle_flags(ir, self.0)
    }

    pub fn index(self, ir: &Ir) -> Value {
        ir.operand(self.0, 0)
    }
}

fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    known_props(ir, op, HandleFromHeapOp::PROPERTIES)?;
    verify_handle(ir, op)?;
    Ok(())
}

fn parse(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    parse_bracketed_index(p, state)?;
    parse_handle_tail(p, state, Vec::new())
}

fn print(p: &mut AsmPrinter<'_>, op: OpId) {
    if !printable_or_generic(p, op, 1..=1, 1) {
        return;
    }
    print_name_and_index(p, op);
    print_handle_tail(p, op);
}
