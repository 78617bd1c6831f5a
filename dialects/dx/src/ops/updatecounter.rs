//! `dx.resource.updatecounter`: increments or decrements the hidden counter
//! of a structured UAV (LLVM's `llvm.dx.resource.updatecounter`,
//! <https://llvm.org/docs/DirectX/DXILResources.html>; DXIL's
//! `bufferUpdateCounter`). In DirectX the counter shares the buffer's handle
//! (wg-hlsl proposal 0023,
//! <https://github.com/llvm/wg-hlsl/blob/main/proposals/0023-typed-buffer-counters.md>).
//!
//! ```text
//! %n = dx.resource.updatecounter %h delta(DELTA) attr-dict : !dx.RawBuffer<...>
//! ```
//!
//! `delta` is `1` (HLSL `IncrementCounter`: the result is the value before
//! the increment) or `-1` (`DecrementCounter`: the value after the
//! decrement).

use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Ir, OpId, Value};
use shader_mlir::ods::constraint::I32;
use shader_mlir::ods::property::I8Attr;
use shader_mlir::op;

use super::constraints::STRUCTURED_UAV;

/// Increments or decrements the counter of a structured buffer.
#[op("dx.resource.updatecounter", verify = verify_delta)]
#[format("$handle `delta` `(` $delta `)` attr-dict `:` type($handle)")]
pub struct ResourceUpdateCounterOp {
    #[operand(STRUCTURED_UAV)]
    handle: Value,
    /// 1 (IncrementCounter) or -1 (DecrementCounter).
    #[property(I8Attr)]
    delta: i8,
    #[result(I32)]
    result: Value,
}

fn verify_delta(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    match ResourceUpdateCounterOp(op).delta(ir) {
        1 | -1 => Ok(()),
        _ => Err(ir.op_error(op, "property 'delta' must be 1 or -1")),
    }
}
