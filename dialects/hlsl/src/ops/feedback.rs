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

feedback_write_op! {
    /// Writes sampler feedback (`WriteSamplerFeedback`).
    #[op("hlsl.feedback.write", verify = verify_write)]
    #[format(
        "$feedback `,` $texture `[` $coord `]` `sampler` `(` $sampler `)` (`clamp` `(` $clamp^ `)`)? attr-dict `:` type($feedback) `,` type($texture) `,` type($sampler) `,` type($coord)"
    )]
    pub struct FeedbackWriteOp {
        /// The minimum level of detail.
        #[operand(F32)]
        clamp: Option<Value>,
    }
}

feedback_write_op! {
    /// Writes sampler feedback with a level-of-detail bias
    /// (`WriteSamplerFeedbackBias`).
    #[op("hlsl.feedback.write_bias", verify = verify_write)]
    #[format(
        "$feedback `,` $texture `[` $coord `]` `sampler` `(` $sampler `)` `bias` `(` $bias `)` (`clamp` `(` $clamp^ `)`)? attr-dict `:` type($feedback) `,` type($texture) `,` type($sampler) `,` type($coord)"
    )]
    pub struct FeedbackWriteBiasOp {
        #[operand(F32)]
        bias: Value,
        #[operand(F32)]
        clamp: Option<Value>,
    }
}

feedback_write_op! {
    /// Writes sampler feedback for explicit gradients
    /// (`WriteSamplerFeedbackGrad`).
    #[op(
        "hlsl.feedback.write_grad",
        traits = [
            TypesMatchWith("'ddx' has one f32 per texture dimension", feedback, ddx, gradient_type),
            TypesMatchWith("'ddy' has one f32 per texture dimension", feedback, ddy, gradient_type)
        ],
        verify = verify_write
    )]
    #[format(
        "$feedback `,` $texture `[` $coord `]` `sampler` `(` $sampler `)` `grad` `(` $ddx `,` $ddy `)` (`clamp` `(` $clamp^ `)`)? attr-dict `:` type($feedback) `,` type($texture) `,` type($sampler) `,` type($coord)"
    )]
    pub struct FeedbackWriteGradOp {
        #[operand(ANY_TYPE)]
        ddx: Value,
        #[operand(ANY_TYPE)]
        ddy: Value,
        #[operand(F32)]
        clamp: Option<Value>,
    }
}

feedback_write_op! {
    /// Writes sampler feedback for an explicit mip level
    /// (`WriteSamplerFeedbackLevel`).
    #[op("hlsl.feedback.write_level", verify = verify_write)]
    #[format(
        "$feedback `,` $texture `[` $coord `]` `sampler` `(` $sampler `)` `lod` `(` $lod `)` attr-dict `:` type($feedback) `,` type($texture) `,` type($sampler) `,` type($coord)"
    )]
    pub struct FeedbackWriteLevelOp {
        #[operand(F32)]
        lod: Value,
    }
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
