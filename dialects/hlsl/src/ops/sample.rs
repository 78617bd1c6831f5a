//! The sampling methods beyond `Sample` / `SampleLevel` (those are
//! `hlsl.texture.sample`): one op per method, each with HLSL's operands.
//!
//! | HLSL | op | extra operands |
//! |---|---|---|
//! | `Sample(s, uv, offset, clamp)` | `hlsl.texture.sample_clamp` | `clamp` |
//! | `SampleBias` | `hlsl.texture.sample_bias` | `bias`, `clamp`? |
//! | `SampleGrad` | `hlsl.texture.sample_grad` | `ddx`, `ddy`, `clamp`? |
//! | `SampleCmp` | `hlsl.texture.sample_cmp` | `compare`, `clamp`? |
//! | `SampleCmpLevelZero` | `hlsl.texture.sample_cmp_level_zero` | `compare` |
//! | `SampleCmpLevel` | `hlsl.texture.sample_cmp_level` | `compare`, `lod` |
//! | `SampleCmpBias` | `hlsl.texture.sample_cmp_bias` | `compare`, `bias`, `clamp`? |
//! | `SampleCmpGrad` | `hlsl.texture.sample_cmp_grad` | `compare`, `ddx`, `ddy`, `clamp`? |
//!
//! ```text
//! %v = hlsl.texture.sample_bias %tex[%uv] sampler(%s) bias(%b) clamp(%c) offset [1, 1]
//!        : !hlsl.handle<srv, vector<4xf32>, dim = 2d>, !hlsl.handle<sampler, none>, vector<2xf32> -> vector<4xf32>
//! %d, %status = hlsl.texture.sample_cmp_level %shadow[%uv] sampler(%cs) compare(%ref) lod(%l)
//!        : !hlsl.handle<srv, f32, dim = 2d>, !hlsl.handle<sampler, none, comparison>, vector<2xf32> -> f32, i32
//! ```
//!
//! All take an `srv` texture of float elements, never multisampled, `f32`
//! coordinates (one per dimension plus the array index), an optional
//! immediate `offset` (one component per dimension in `[-8, 7]`, none on
//! cube textures) and return the sampled value and optionally HLSL's `out
//! uint status`. Gradients have one `f32` per dimension (no array index);
//! `clamp` is the minimum level of detail. The comparison methods (`*Cmp*`)
//! need a comparison sampler (`SamplerComparisonState`), return one `f32`,
//! and do not exist on 3D textures. `sample_clamp`, `sample_bias`,
//! `sample_cmp` and `sample_cmp_bias` compute the level of detail from
//! derivatives: pixel shaders only (docs/hlsl-dialect.md, "Stages").

use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Ir, OpId, Value};
use shader_mlir::ods::constraint::{ANY_TYPE, F32, I32};
use shader_mlir::ods::property::DenseI32ArrayAttr;
use shader_mlir::op;

use super::constraints::{HANDLE, SAMPLER_HANDLE};
use super::support::check_value_type;
use super::texture::check_single_offset;
use super::texture_support::{
    check_coordinates, check_float_element, check_sampled, check_sampler_mode, gradient_type,
    texture_operand,
};
use resource_model::ResourceDim;

/// A sampling method: the shared operands of [`sampled_read_op!`], the row's
/// own, then the optional immediate `offset`, which [`verify_sampling`]
/// reads through [`SampleOffset`].
macro_rules! sample_op {
    ($(#[$attr:meta])* pub struct $ty:ident -> $result:ident { $($fields:tt)* }) => {
        sampled_read_op! {
            $(#[$attr])*
            pub struct $ty -> $result {
                $($fields)*
                #[property(DenseI32ArrayAttr)]
                offset: Option<Vec<i32>>,
            }
        }

        impl SampleOffset for $ty {
            fn offset_of(ir: &Ir, op: OpId) -> Option<Vec<i32>> {
                $ty(op).offset(ir)
            }
        }
    };
}

/// The immediate texel offset of a sampling op.
trait SampleOffset {
    fn offset_of(ir: &Ir, op: OpId) -> Option<Vec<i32>>;
}

sampler_ops! { sample_op texture;
    /// Samples with a minimum level of detail (`Sample(s, uv, offset, clamp)`).
    plain SampleClampOp = "hlsl.texture.sample_clamp" -> ANY_TYPE, (clamp),
        verify_sampling::<SampleClampOp, false>,
        "$texture `[` $coord `]` `sampler` `(` $sampler `)` `clamp` `(` $clamp `)` (`offset` $offset^)? attr-dict `:` type($texture) `,` type($sampler) `,` type($coord) `->` type($result) (`,` type($status)^)?";
    /// Samples with a bias added to the level of detail (`SampleBias`).
    plain SampleBiasOp = "hlsl.texture.sample_bias" -> ANY_TYPE, (bias) clamp,
        verify_sampling::<SampleBiasOp, false>,
        "$texture `[` $coord `]` `sampler` `(` $sampler `)` `bias` `(` $bias `)` (`clamp` `(` $clamp^ `)`)? (`offset` $offset^)? attr-dict `:` type($texture) `,` type($sampler) `,` type($coord) `->` type($result) (`,` type($status)^)?";
    /// Samples with explicit gradients (`SampleGrad`).
    grad SampleGradOp = "hlsl.texture.sample_grad" -> ANY_TYPE, () clamp,
        verify_sampling::<SampleGradOp, false>,
        "$texture `[` $coord `]` `sampler` `(` $sampler `)` `grad` `(` $ddx `,` $ddy `)` (`clamp` `(` $clamp^ `)`)? (`offset` $offset^)? attr-dict `:` type($texture) `,` type($sampler) `,` type($coord) `->` type($result) (`,` type($status)^)?";
    /// Samples and compares with a reference value (`SampleCmp`).
    plain SampleCmpOp = "hlsl.texture.sample_cmp" -> F32, (compare) clamp,
        verify_sampling::<SampleCmpOp, true>,
        "$texture `[` $coord `]` `sampler` `(` $sampler `)` `compare` `(` $compare `)` (`clamp` `(` $clamp^ `)`)? (`offset` $offset^)? attr-dict `:` type($texture) `,` type($sampler) `,` type($coord) `->` type($result) (`,` type($status)^)?";
    /// Samples mip level 0 and compares (`SampleCmpLevelZero`).
    plain SampleCmpLevelZeroOp = "hlsl.texture.sample_cmp_level_zero" -> F32, (compare),
        verify_sampling::<SampleCmpLevelZeroOp, true>,
        "$texture `[` $coord `]` `sampler` `(` $sampler `)` `compare` `(` $compare `)` (`offset` $offset^)? attr-dict `:` type($texture) `,` type($sampler) `,` type($coord) `->` type($result) (`,` type($status)^)?";
    /// Samples an explicit mip level and compares (`SampleCmpLevel`, shader
    /// model 6.7).
    plain SampleCmpLevelOp = "hlsl.texture.sample_cmp_level" -> F32, (compare, lod),
        verify_sampling::<SampleCmpLevelOp, true>,
        "$texture `[` $coord `]` `sampler` `(` $sampler `)` `compare` `(` $compare `)` `lod` `(` $lod `)` (`offset` $offset^)? attr-dict `:` type($texture) `,` type($sampler) `,` type($coord) `->` type($result) (`,` type($status)^)?";
    /// Samples with a level-of-detail bias and compares (`SampleCmpBias`,
    /// shader model 6.8).
    plain SampleCmpBiasOp = "hlsl.texture.sample_cmp_bias" -> F32, (compare, bias) clamp,
        verify_sampling::<SampleCmpBiasOp, true>,
        "$texture `[` $coord `]` `sampler` `(` $sampler `)` `compare` `(` $compare `)` `bias` `(` $bias `)` (`clamp` `(` $clamp^ `)`)? (`offset` $offset^)? attr-dict `:` type($texture) `,` type($sampler) `,` type($coord) `->` type($result) (`,` type($status)^)?";
    /// Samples with explicit gradients and compares (`SampleCmpGrad`, shader
    /// model 6.8).
    grad SampleCmpGradOp = "hlsl.texture.sample_cmp_grad" -> F32, (compare) clamp,
        verify_sampling::<SampleCmpGradOp, true>,
        "$texture `[` $coord `]` `sampler` `(` $sampler `)` `compare` `(` $compare `)` `grad` `(` $ddx `,` $ddy `)` (`clamp` `(` $clamp^ `)`)? (`offset` $offset^)? attr-dict `:` type($texture) `,` type($sampler) `,` type($coord) `->` type($result) (`,` type($status)^)?";
}

/// The rules every sampling op shares: a sampleable float texture, the
/// sampler mode (`COMPARE`: a comparison sampler, and no 3D textures),
/// coordinates, the offset and, for the non-comparison methods, a value of
/// the element type.
fn verify_sampling<Op: SampleOffset, const COMPARE: bool>(
    ir: &Ir,
    op: OpId,
) -> Result<(), Diagnostic> {
    let texture = texture_operand(ir, op, 0, "texture")?;
    check_sampled(ir, op, texture, 0, "sampled")?;
    check_float_element(ir, op, texture, 0, "sampled")?;
    if COMPARE && texture.properties.dim == Some(ResourceDim::Dim3D) {
        return Err(ir.op_error(
            op,
            "3D textures have no comparison sampling (Texture3D offers no SampleCmp methods)",
        ));
    }
    check_sampler_mode(ir, op, 1, COMPARE)?;
    check_coordinates(ir, op, 2, 0, texture, ir.ctx().common().f32)?;
    check_single_offset(ir, op, texture, Op::offset_of(ir, op).as_deref())?;
    if COMPARE {
        return Ok(());
    }
    check_value_type(
        ir,
        op,
        "sampled value",
        ir.value_type(ir.result(op, 0)),
        texture.element,
    )
}
