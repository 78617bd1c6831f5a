//! `hlsl.updatecounter`: HLSL's `IncrementCounter` (`delta = 1`, returns the
//! value before the increment) and `DecrementCounter` (`delta = -1`, returns
//! the value after the decrement) on a counter handle (wg-hlsl proposal 0023,
//! <https://github.com/llvm/wg-hlsl/blob/main/proposals/0023-typed-buffer-counters.md>;
//! LLVM's `llvm.dx.resource.updatecounter`).
//!
//! ```text
//! %i = "hlsl.updatecounter"(%cnt) <{delta = 1 : i8}> : (!hlsl.handle<uav, f32, raw, counter>) -> i32
//! %i = hlsl.updatecounter %cnt delta(1) : !hlsl.handle<uav, f32, raw, counter>
//! ```

use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Ir, OpId, Value};
use shader_mlir::ods::constraint::I32;
use shader_mlir::ods::property::I8Attr;
use shader_mlir::op;

use super::constraints::COUNTER_HANDLE;

/// Increments or decrements a structured buffer's counter.
#[op("hlsl.updatecounter", verify = verify_delta)]
#[format("$handle `delta` `(` $delta `)` attr-dict `:` type($handle)")]
pub struct UpdateCounterOp {
    /// The counter handle.
    #[operand(COUNTER_HANDLE)]
    handle: Value,
    /// 1 (IncrementCounter) or -1 (DecrementCounter).
    #[property(I8Attr)]
    delta: i8,
    #[result(I32)]
    result: Value,
}

fn verify_delta(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    match UpdateCounterOp(op).delta(ir) {
        1 | -1 => Ok(()),
        other => Err(ir.op_error(
            op,
            format!("delta must be 1 (IncrementCounter) or -1 (DecrementCounter), got {other}"),
        )),
    }
}
