//! Sampler feedback writes, DXIL's `WriteSamplerFeedback`,
//! `WriteSamplerFeedbackBias`, `WriteSamplerFeedbackLevel` and
//! `WriteSamplerFeedbackGrad`
//! (<https://github.com/microsoft/DirectXShaderCompiler/blob/main/docs/DXIL.rst>;
//! no LLVM intrinsic exists for them, docs/llvm-ir-export.md).
//!
//! ```text
//! dx.resource.writesamplerfeedback %fb, %tex, %s[%uv] clamp(%c) : !dx.FeedbackTexture<MinMip, FeedbackTexture2D>, !dx.Texture<...>, !dx.Sampler<Default>, vector<2xf32>
//! dx.resource.writesamplerfeedbackgrad %fb, %tex, %s[%uv] grad(%dx, %dy) : ..., vector<2xf32>
//! ```

use shader_mlir::ir::Value;
use shader_mlir::ods::constraint::F32;
use shader_mlir::op;

use super::constraints::{FEEDBACK_TEXTURE, FLOAT_COORDINATES, SAMPLER, TEXTURE};

/// One feedback write: a [`sampler_access_op!`] led by the feedback
/// texture.
macro_rules! feedback_op {
    ($(#[$attr:meta])* pub struct $ty:ident { $($fields:tt)* }) => {
        sampler_access_op!(declare, $(#[$attr])* pub struct $ty [
            #[operand(FEEDBACK_TEXTURE)]
            feedback: Value,
        ] { $($fields)* });
    };
}

sampler_ops! { feedback_op;
    /// `WriteSamplerFeedback`.
    plain ResourceWriteSamplerFeedbackOp = "dx.resource.writesamplerfeedback", () clamp,
        "$feedback `,` $handle `,` $sampler `[` $coord `]` (`clamp` `(` $clamp^ `)`)? attr-dict `:` type($feedback) `,` type($handle) `,` type($sampler) `,` type($coord)";
    /// `WriteSamplerFeedbackBias`.
    plain ResourceWriteSamplerFeedbackBiasOp = "dx.resource.writesamplerfeedbackbias", (bias) clamp,
        "$feedback `,` $handle `,` $sampler `[` $coord `]` `bias` `(` $bias `)` (`clamp` `(` $clamp^ `)`)? attr-dict `:` type($feedback) `,` type($handle) `,` type($sampler) `,` type($coord)";
    /// `WriteSamplerFeedbackLevel`.
    plain ResourceWriteSamplerFeedbackLevelOp = "dx.resource.writesamplerfeedbacklevel", (lod),
        "$feedback `,` $handle `,` $sampler `[` $coord `]` `lod` `(` $lod `)` attr-dict `:` type($feedback) `,` type($handle) `,` type($sampler) `,` type($coord)";
    /// `WriteSamplerFeedbackGrad`.
    grad ResourceWriteSamplerFeedbackGradOp = "dx.resource.writesamplerfeedbackgrad", () clamp,
        "$feedback `,` $handle `,` $sampler `[` $coord `]` `grad` `(` $ddx `,` $ddy `)` (`clamp` `(` $clamp^ `)`)? attr-dict `:` type($feedback) `,` type($handle) `,` type($sampler) `,` type($coord) `,` type($ddx) `,` type($ddy)";
}
