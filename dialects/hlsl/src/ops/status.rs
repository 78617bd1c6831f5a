//! `hlsl.check_access_fully_mapped`: HLSL's `CheckAccessFullyMapped`,
//! whether the access that produced a `status` (the optional result of
//! loads, samples and gathers) touched only mapped memory of a tiled
//! resource.
//!
//! ```text
//! %v, %status = hlsl.buffer.load %buf[%i] : !hlsl.handle<srv, f32, raw> -> f32, i32
//! %mapped = hlsl.check_access_fully_mapped %status
//! ```

use shader_mlir::ir::Value;
use shader_mlir::ods::constraint::{I1, I32};
use shader_mlir::op;

/// Whether an access touched only mapped memory.
#[op("hlsl.check_access_fully_mapped", traits = [Pure])]
#[format("$status attr-dict")]
pub struct CheckAccessFullyMappedOp {
    /// The `status` of a load, sample or gather.
    #[operand(I32)]
    status: Value,
    #[result(I1)]
    result: Value,
}
