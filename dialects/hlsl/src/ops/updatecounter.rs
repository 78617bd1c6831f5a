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

use super::constraints::COUNTER_HANDLE;

resource_model::update_counter_op!(
    /// Increments or decrements a structured buffer's counter.
    UpdateCounterOp = "hlsl.updatecounter",
    COUNTER_HANDLE,
    invalid_delta =
        |delta| format!("delta must be 1 (IncrementCounter) or -1 (DecrementCounter), got {delta}")
);
