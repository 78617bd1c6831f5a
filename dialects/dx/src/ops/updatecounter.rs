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

use super::constraints::STRUCTURED_UAV;

resource_model::update_counter_op!(
    /// Increments or decrements the counter of a structured buffer.
    ResourceUpdateCounterOp = "dx.resource.updatecounter",
    STRUCTURED_UAV,
    invalid_delta = |_| "property 'delta' must be 1 or -1".to_owned()
);
