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

/// One feedback write: the feedback texture, the paired texture, the
/// sampler, the coordinates and `$extra` fields.
macro_rules! feedback_op {
    ($(#[$doc:meta])* $ty:ident = $name:literal, $format:literal, { $($extra:tt)* }) => {
        $(#[$doc])*
        #[op($name)]
        #[format($format)]
        pub struct $ty {
            #[operand(FEEDBACK_TEXTURE)]
            feedback: Value,
            #[operand(TEXTURE)]
            handle: Value,
            #[operand(SAMPLER)]
            sampler: Value,
            #[operand(FLOAT_COORDINATES)]
            coord: Value,
            $($extra)*
        }
    };
}

op_table! {
    feedback_op {
        /// `WriteSamplerFeedback`.
        ResourceWriteSamplerFeedbackOp = "dx.resource.writesamplerfeedback",
        "$feedback `,` $handle `,` $sampler `[` $coord `]` (`clamp` `(` $clamp^ `)`)? attr-dict `:` type($feedback) `,` type($handle) `,` type($sampler) `,` type($coord)",
        {
            /// The minimum level of detail.
            #[operand(F32)]
            clamp: Option<Value>,
        };
        /// `WriteSamplerFeedbackBias`.
        ResourceWriteSamplerFeedbackBiasOp = "dx.resource.writesamplerfeedbackbias",
        "$feedback `,` $handle `,` $sampler `[` $coord `]` `bias` `(` $bias `)` (`clamp` `(` $clamp^ `)`)? attr-dict `:` type($feedback) `,` type($handle) `,` type($sampler) `,` type($coord)",
        {
            #[operand(F32)]
            bias: Value,
            #[operand(F32)]
            clamp: Option<Value>,
        };
        /// `WriteSamplerFeedbackLevel`.
        ResourceWriteSamplerFeedbackLevelOp = "dx.resource.writesamplerfeedbacklevel",
        "$feedback `,` $handle `,` $sampler `[` $coord `]` `lod` `(` $lod `)` attr-dict `:` type($feedback) `,` type($handle) `,` type($sampler) `,` type($coord)",
        {
            #[operand(F32)]
            lod: Value,
        };
        /// `WriteSamplerFeedbackGrad`.
        ResourceWriteSamplerFeedbackGradOp = "dx.resource.writesamplerfeedbackgrad",
        "$feedback `,` $handle `,` $sampler `[` $coord `]` `grad` `(` $ddx `,` $ddy `)` (`clamp` `(` $clamp^ `)`)? attr-dict `:` type($feedback) `,` type($handle) `,` type($sampler) `,` type($coord) `,` type($ddx) `,` type($ddy)",
        {
            #[operand(FLOAT_COORDINATES)]
            ddx: Value,
            #[operand(FLOAT_COORDINATES)]
            ddy: Value,
            #[operand(F32)]
            clamp: Option<Value>,
        };
    }
}
