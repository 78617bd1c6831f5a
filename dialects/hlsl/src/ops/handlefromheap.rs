//! `hlsl.handlefromheap`: a handle taken from the shader model 6.6 descriptor
//! heap (`ResourceDescriptorHeap[i]`, or `SamplerDescriptorHeap[i]` when the
//! result is a sampler), DXIL's `createHandleFromHeap`.
//!
//! ```text
//! %h = "hlsl.handlefromheap"(%i) <{non_uniform}> : (i32) -> !hlsl.handle<srv, vector<4xf32>, dim = 2d>
//! %h = hlsl.handlefromheap [%i] non_uniform : !hlsl.handle<srv, vector<4xf32>, dim = 2d>
//! ```

use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::dialect::{OpDef, Traits};
use shader_mlir::ir::{Ir, OpId, OperationState, Value};

use super::handle::{parse_handle_tail, print_handle_tail};
use super::support::*;
use resource_model::ResourceClass;

/// A handle created by `hlsl.handlefromheap`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct HandleFromHeapOp(pub OpId);

const PROPERTIES: &[&str] = &["non_uniform"];

impl HandleFromHeapOp {
    pub const NAME: &'static str = "hlsl.handlefromheap";

    pub const DEF: OpDef = OpDef::new(Self::NAME)
        .summary("A handle from the resource or sampler descriptor heap")
        .traits(Traits::PURE)
        .properties(PROPERTIES)
        .verify(verify)
        .asm(parse, print);

    pub fn cast(ir: &Ir, op: OpId) -> Option<Self> {
        ir.op_is(op, Self::NAME).then_some(Self(op))
    }

    /// The heap index.
    pub fn index(self, ir: &Ir) -> Value {
        ir.operand(self.0, 0)
    }

    pub fn result(self, ir: &Ir) -> Value {
        ir.result(self.0, 0)
    }

    pub fn non_uniform(self, ir: &Ir) -> bool {
        ir.prop(self.0, "non_uniform").is_some()
    }

    /// Whether the handle comes from the sampler heap.
    pub fn is_sampler_heap(self, ir: &Ir) -> bool {
        handle_result(ir, self.0).is_ok_and(|h| h.class() == ResourceClass::Sampler)
    }
}

fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_counts(ir, op, 1..=1, 1)?;
    check_known_properties(ir, op, PROPERTIES)?;
    check_i32_operand(ir, op, 0, "index")?;
    unit_prop(ir, op, "non_uniform")?;
    if let Some(index) = constant_int(ir, ir.operand(op, 0))
        && index < 0
    {
        return Err(ir.op_error(
            op,
            format!("descriptor heap index must be >= 0, got {index}"),
        ));
    }
    let handle = handle_result(ir, op)?;
    if handle.properties.counter {
        return Err(ir.op_error(
            op,
            "a heap descriptor is a main handle, not a counter handle; derive the counter with \
             'hlsl.counterhandlefrombinding' or 'hlsl.counterhandlefromimplicitbinding'",
        ));
    }
    Ok(())
}

fn parse(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    p.parse_lsquare()?;
    let index = p.parse_operand()?;
    p.parse_rsquare()?;
    parse_handle_tail(p, state, Vec::new(), &index)
}

fn print(p: &mut AsmPrinter<'_>, op: OpId) {
    if !printable_or_generic(p, op, 1..=1, 1) {
        return;
    }
    let ir = p.ir();
    p.write_str(" [");
    p.print_operands(ir.operands(op));
    p.write_char(']');
    print_handle_tail(p, op);
}
