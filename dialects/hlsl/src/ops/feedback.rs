//! Sampler feedback: `FeedbackTexture2D[Array]`'s `WriteSamplerFeedback*`
//! methods, which record the mip levels a sample of a paired texture would
//! touch. DirectX only: SPIR-V has no sampler feedback.
//!
//! ```text
//! hlsl.feedback.write %fb, %tex[%uv] sampler(%s) clamp(%c)
//!   : !hlsl.handle<uav, none, dim = 2d, feedback = min_mip>, !hlsl.handle<srv, vector<4xf32>, dim = 2d>, !hlsl.handle<sampler, none>, vector<2xf32>
//! hlsl.feedback.write_bias %fb, %tex[%uv] sampler(%s) bias(%b) : ...
//! hlsl.feedback.write_grad %fb, %tex[%uv] sampler(%s) grad(%dx, %dy) : ...
//! hlsl.feedback.write_level %fb, %tex[%uv] sampler(%s) lod(%l) : ...
//! ```
//!
//! The texture is the `srv` 2D texture the feedback describes (an array
//! exactly when the feedback texture is one), read through a default-mode
//! sampler at its `f32` coordinates; gradients have 2 components. `write`
//! and `write_bias` use derivatives: pixel shaders only.

use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Ir, OpId, Value};
use shader_mlir::ods::constraint::{ANY_TYPE, F32};
use shader_mlir::op;

use super::constraints::{HANDLE, SAMPLER_HANDLE, checked_handle};
use super::support::type_str;
use super::texture_support::{
    check_coordinates, check_sampled, check_sampler_mode, gradient_type, texture_operand,
};
use resource_model::ResourceDim;

sampler_ops! { feedback_write_op feedback;
    /// Writes sampler feedback (`WriteSamplerFeedback`).
    plain FeedbackWriteOp = "hlsl.feedback.write", () clamp, verify_write,
        "$feedback `,` $texture `[` $coord `]` `sampler` `(` $sampler `)` (`clamp` `(` $clamp^ `)`)? attr-dict `:` type($feedback) `,` type($texture) `,` type($sampler) `,` type($coord)";
    /// Writes sampler feedback with a level-of-detail bias
    /// (`WriteSamplerFeedbackBias`).
    plain FeedbackWriteBiasOp = "hlsl.feedback.write_bias", (bias) clamp, verify_write,
        "$feedback `,` $texture `[` $coord `]` `sampler` `(` $sampler `)` `bias` `(` $bias `)` (`clamp` `(` $clamp^ `)`)? attr-dict `:` type($feedback) `,` type($texture) `,` type($sampler) `,` type($coord)";
    /// Writes sampler feedback for explicit gradients
    /// (`WriteSamplerFeedbackGrad`).
    grad FeedbackWriteGradOp = "hlsl.feedback.write_grad", () clamp, verify_write,
        "$feedback `,` $texture `[` $coord `]` `sampler` `(` $sampler `)` `grad` `(` $ddx `,` $ddy `)` (`clamp` `(` $clamp^ `)`)? attr-dict `:` type($feedback) `,` type($texture) `,` type($sampler) `,` type($coord)";
    /// Writes sampler feedback for an explicit mip level
    /// (`WriteSamplerFeedbackLevel`).
    plain FeedbackWriteLevelOp = "hlsl.feedback.write_level", (lod), verify_write,
        "$feedback `,` $texture `[` $coord `]` `sampler` `(` $sampler `)` `lod` `(` $lod `)` attr-dict `:` type($feedback) `,` type($texture) `,` type($sampler) `,` type($coord)";
}

/// Every feedback write: a feedback texture, its paired 2D texture (array
/// exactly when it is), a default-mode sampler and the texture's `f32`
/// coordinates.
fn verify_write(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let feedback_type = ir.value_type(ir.operand(op, 0));
    let feedback = checked_handle(ctx, feedback_type);
    if feedback.properties.feedback.is_none() {
        return Err(ir.op_error(
            op,
            format!(
                "operand #0 ('feedback') must be a feedback texture (FeedbackTexture2D[Array]); got '{}'",
                type_str(ctx, feedback_type)
            ),
        ));
    }
    let texture = texture_operand(ir, op, 1, "texture")?;
    check_sampled(ir, op, texture, 1, "sampled")?;
    if texture.properties.dim != Some(ResourceDim::Dim2D)
        || texture.properties.array != feedback.properties.array
    {
        let wanted = if feedback.properties.array {
            "a Texture2DArray"
        } else {
            "a Texture2D"
        };
        return Err(ir.op_error(
            op,
            format!(
                "'{}' pairs with {wanted}; got '{}'",
                type_str(ctx, feedback_type),
                type_str(ctx, ir.value_type(ir.operand(op, 1)))
            ),
        ));
    }
    check_sampler_mode(ir, op, 2, false)?;
    check_coordinates(ir, op, 3, 1, texture, ctx.common().f32)
}
