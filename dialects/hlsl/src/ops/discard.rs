//! `hlsl.discard`: HLSL's `discard` statement. The pixel's outputs are
//! dropped; as in DirectX, the invocation is not a terminator here (it goes
//! on as a helper invocation for the derivatives of its quad), so the op
//! may appear anywhere in a pixel shader's body. `clip(x)` is a comparison
//! and an `scf.if` around it.
//!
//! ```text
//! hlsl.discard
//! ```

use shader_mlir::op;

/// Discards the current pixel.
#[op("hlsl.discard")]
#[format("attr-dict")]
pub struct DiscardOp {}
