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

sampled_read_op! {
    /// Samples with a minimum level of detail (`Sample(s, uv, offset, clamp)`).
    #[op("hlsl.texture.sample_clamp", verify = verify_sample_clamp)]
    #[format(
        "$texture `[` $coord `]` `sampler` `(` $sampler `)` `clamp` `(` $clamp `)` (`offset` $offset^)? attr-dict `:` type($texture) `,` type($sampler) `,` type($coord) `->` type($result) (`,` type($status)^)?"
    )]
    pub struct SampleClampOp -> ANY_TYPE {
        /// The minimum level of detail.
        #[operand(F32)]
        clamp: Value,
        #[property(DenseI32ArrayAttr)]
        offset: Option<Vec<i32>>,
    }
}

sampled_read_op! {
    /// Samples with a bias added to the level of detail (`SampleBias`).
    #[op("hlsl.texture.sample_bias", verify = verify_sample_bias)]
    #[format(
        "$texture `[` $coord `]` `sampler` `(` $sampler `)` `bias` `(` $bias `)` (`clamp` `(` $clamp^ `)`)? (`offset` $offset^)? attr-dict `:` type($texture) `,` type($sampler) `,` type($coord) `->` type($result) (`,` type($status)^)?"
    )]
    pub struct SampleBiasOp -> ANY_TYPE {
        #[operand(F32)]
        bias: Value,
        /// The minimum level of detail.
        #[operand(F32)]
        clamp: Option<Value>,
        #[property(DenseI32ArrayAttr)]
        offset: Option<Vec<i32>>,
    }
}

sampled_read_op! {
    /// Samples with explicit gradients (`SampleGrad`).
    #[op(
        "hlsl.texture.sample_grad",
        traits = [
            TypesMatchWith("'ddx' has one f32 per texture dimension", texture, ddx, gradient_type),
            TypesMatchWith("'ddy' has one f32 per texture dimension", texture, ddy, gradient_type)
        ],
        verify = verify_sample_grad
    )]
    #[format(
        "$texture `[` $coord `]` `sampler` `(` $sampler `)` `grad` `(` $ddx `,` $ddy `)` (`clamp` `(` $clamp^ `)`)? (`offset` $offset^)? attr-dict `:` type($texture) `,` type($sampler) `,` type($coord) `->` type($result) (`,` type($status)^)?"
    )]
    pub struct SampleGradOp -> ANY_TYPE {
        #[operand(ANY_TYPE)]
        ddx: Value,
        #[operand(ANY_TYPE)]
        ddy: Value,
        /// The minimum level of detail.
        #[operand(F32)]
        clamp: Option<Value>,
        #[property(DenseI32ArrayAttr)]
        offset: Option<Vec<i32>>,
    }
}

sampled_read_op! {
    /// Samples and compares with a reference value (`SampleCmp`).
    #[op("hlsl.texture.sample_cmp", verify = verify_sample_cmp)]
    #[format(
        "$texture `[` $coord `]` `sampler` `(` $sampler `)` `compare` `(` $compare `)` (`clamp` `(` $clamp^ `)`)? (`offset` $offset^)? attr-dict `:` type($texture) `,` type($sampler) `,` type($coord) `->` type($result) (`,` type($status)^)?"
    )]
    pub struct SampleCmpOp -> F32 {
        /// The reference value.
        #[operand(F32)]
        compare: Value,
        /// The minimum level of detail.
        #[operand(F32)]
        clamp: Option<Value>,
        #[property(DenseI32ArrayAttr)]
        offset: Option<Vec<i32>>,
    }
}

sampled_read_op! {
    /// Samples mip level 0 and compares (`SampleCmpLevelZero`).
    #[op("hlsl.texture.sample_cmp_level_zero", verify = verify_sample_cmp_level_zero)]
    #[format(
        "$texture `[` $coord `]` `sampler` `(` $sampler `)` `compare` `(` $compare `)` (`offset` $offset^)? attr-dict `:` type($texture) `,` type($sampler) `,` type($coord) `->` type($result) (`,` type($status)^)?"
    )]
    pub struct SampleCmpLevelZeroOp -> F32 {
        /// The reference value.
        #[operand(F32)]
        compare: Value,
        #[property(DenseI32ArrayAttr)]
        offset: Option<Vec<i32>>,
    }
}

sampled_read_op! {
    /// Samples an explicit mip level and compares (`SampleCmpLevel`, shader
    /// model 6.7).
    #[op("hlsl.texture.sample_cmp_level", verify = verify_sample_cmp_level)]
    #[format(
        "$texture `[` $coord `]` `sampler` `(` $sampler `)` `compare` `(` $compare `)` `lod` `(` $lod `)` (`offset` $offset^)? attr-dict `:` type($texture) `,` type($sampler) `,` type($coord) `->` type($result) (`,` type($status)^)?"
    )]
    pub struct SampleCmpLevelOp -> F32 {
        /// The reference value.
        #[operand(F32)]
        compare: Value,
        #[operand(F32)]
        lod: Value,
        #[property(DenseI32ArrayAttr)]
        offset: Option<Vec<i32>>,
    }
}

sampled_read_op! {
    /// Samples with a level-of-detail bias and compares (`SampleCmpBias`,
    /// shader model 6.8).
    #[op("hlsl.texture.sample_cmp_bias", verify = verify_sample_cmp_bias)]
    #[format(
        "$texture `[` $coord `]` `sampler` `(` $sampler `)` `compare` `(` $compare `)` `bias` `(` $bias `)` (`clamp` `(` $clamp^ `)`)? (`offset` $offset^)? attr-dict `:` type($texture) `,` type($sampler) `,` type($coord) `->` type($result) (`,` type($status)^)?"
    )]
    pub struct SampleCmpBiasOp -> F32 {
        /// The reference value.
        #[operand(F32)]
        compare: Value,
        #[operand(F32)]
        bias: Value,
        /// The minimum level of detail.
        #[operand(F32)]
        clamp: Option<Value>,
        #[property(DenseI32ArrayAttr)]
        offset: Option<Vec<i32>>,
    }
}

sampled_read_op! {
    /// Samples with explicit gradients and compares (`SampleCmpGrad`, shader
    /// model 6.8).
    #[op(
        "hlsl.texture.sample_cmp_grad",
        traits = [
            TypesMatchWith("'ddx' has one f32 per texture dimension", texture, ddx, gradient_type),
            TypesMatchWith("'ddy' has one f32 per texture dimension", texture, ddy, gradient_type)
        ],
        verify = verify_sample_cmp_grad
    )]
    #[format(
        "$texture `[` $coord `]` `sampler` `(` $sampler `)` `compare` `(` $compare `)` `grad` `(` $ddx `,` $ddy `)` (`clamp` `(` $clamp^ `)`)? (`offset` $offset^)? attr-dict `:` type($texture) `,` type($sampler) `,` type($coord) `->` type($result) (`,` type($status)^)?"
    )]
    pub struct SampleCmpGradOp -> F32 {
        /// The reference value.
        #[operand(F32)]
        compare: Value,
        #[operand(ANY_TYPE)]
        ddx: Value,
        #[operand(ANY_TYPE)]
        ddy: Value,
        /// The minimum level of detail.
        #[operand(F32)]
        clamp: Option<Value>,
        #[property(DenseI32ArrayAttr)]
        offset: Option<Vec<i32>>,
    }
}

/// The rules every sampling op shares: a sampleable float texture, the
/// sampler mode (`compare`: a comparison sampler, and no 3D textures),
/// coordinates, the offset and, for the non-comparison methods, a value of
/// the element type.
fn verify_sampling(
    ir: &Ir,
    op: OpId,
    compare: bool,
    offset: Option<Vec<i32>>,
) -> Result<(), Diagnostic> {
    let texture = texture_operand(ir, op, 0, "texture")?;
    check_sampled(ir, op, texture, 0, "sampled")?;
    check_float_element(ir, op, texture, 0, "sampled")?;
    if compare && texture.properties.dim == Some(ResourceDim::Dim3D) {
        return Err(ir.op_error(
            op,
            "3D textures have no comparison sampling (Texture3D offers no SampleCmp methods)",
        ));
    }
    check_sampler_mode(ir, op, 1, compare)?;
    check_coordinates(ir, op, 2, 0, texture, ir.ctx().common().f32)?;
    check_single_offset(ir, op, texture, offset.as_deref())?;
    if compare {
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

fn verify_sample_clamp(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    verify_sampling(ir, op, false, SampleClampOp(op).offset(ir))
}

fn verify_sample_bias(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    verify_sampling(ir, op, false, SampleBiasOp(op).offset(ir))
}

fn verify_sample_grad(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    verify_sampling(ir, op, false, SampleGradOp(op).offset(ir))
}

fn verify_sample_cmp(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    verify_sampling(ir, op, true, SampleCmpOp(op).offset(ir))
}

fn verify_sample_cmp_level_zero(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    verify_sampling(ir, op, true, SampleCmpLevelZeroOp(op).offset(ir))
}

fn verify_sample_cmp_level(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    verify_sampling(ir, op, true, SampleCmpLevelOp(op).offset(ir))
}

fn verify_sample_cmp_bias(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    verify_sampling(ir, op, true, SampleCmpBiasOp(op).offset(ir))
}

fn verify_sample_cmp_grad(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    verify_sampling(ir, op, true, SampleCmpGradOp(op).offset(ir))
}
