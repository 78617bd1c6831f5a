//! `hlsl.handlefromheap`: a handle taken from the shader model 6.6 descriptor
//! heap (`ResourceDescriptorHeap[i]`, or `SamplerDescriptorHeap[i]` when the
//! result is a sampler), DXIL's `createHandleFromHeap`.
//!
//! ```text
//! %h = "hlsl.handlefromheap"(%i) <{non_uniform}> : (i32) -> !hlsl.handle<srv, vector<4xf32>, dim = 2d>
//! %h = hlsl.handlefromheap [%i] non_uniform : !hlsl.handle<srv, vector<4xf32>, dim = 2d>
//! ```

use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Ir, OpId, Value};
use shader_mlir::ods::constraint::I32;
use shader_mlir::ods::property::UnitAttr;
use shader_mlir::op;

use super::constraints::{HANDLE, SAMPLER_HANDLE, checked_handle};
use super::support::constant_int;

/// A handle from the resource or sampler descriptor heap.
#[op("hlsl.handlefromheap", traits = [Pure], verify = verify_heap)]
#[format("` ` `[` $index `]` (`non_uniform` $non_uniform^)? attr-dict `:` type($result)")]
pub struct HandleFromHeapOp {
    /// The heap index.
    #[operand(I32)]
    index: Value,
    /// The index may differ between invocations (`NonUniformResourceIndex`).
    #[property(UnitAttr)]
    non_uniform: bool,
    #[result(HANDLE)]
    result: Value,
}

impl HandleFromHeapOp {
    /// Whether the handle comes from the sampler heap.
    pub fn is_sampler_heap(self, ir: &Ir) -> bool {
        SAMPLER_HANDLE.allows(ir.ctx(), ir.value_type(self.result(ir)))
    }
}

fn verify_heap(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    if let Some(index) = constant_int(ir, ir.operand(op, 0))
        && index < 0
    {
        return Err(ir.op_error(
            op,
            format!("descriptor heap index must be >= 0, got {index}"),
        ));
    }
    if checked_handle(ir.ctx(), ir.value_type(ir.result(op, 0)))
        .properties
        .counter
    {
        return Err(ir.op_error(
            op,
            "a heap descriptor is a main handle, not a counter handle; derive the counter with \
             'hlsl.counterhandlefrombinding' or 'hlsl.counterhandlefromimplicitbinding'",
        ));
    }
    Ok(())
}
