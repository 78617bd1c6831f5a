//! What textures tell about themselves: sizes, mip levels, sample counts,
//! the level of detail a sample would use and the positions of samples
//! (HLSL's `GetDimensions`, `CalculateLevelOfDetail[Unclamped]` and
//! `GetSamplePosition`).
//!
//! ```text
//! %wh = hlsl.texture.getdimensions %tex lod(%mip) : !hlsl.handle<srv, vector<4xf32>, dim = 2d> -> vector<2xi32>
//! %n = hlsl.texture.levels %tex : !hlsl.handle<srv, vector<4xf32>, dim = 2d>
//! %s = hlsl.texture.samples %ms : !hlsl.handle<srv, vector<4xf32>, dim = 2d, ms = 4>
//! %l = hlsl.texture.calculate_lod %tex[%uv] sampler(%smp) unclamped : !hlsl.handle<srv, vector<4xf32>, dim = 2d>, !hlsl.handle<sampler, none>
//! %p = hlsl.texture.sample_position %ms[%i] : !hlsl.handle<srv, vector<4xf32>, dim = 2d, ms = 4> -> vector<2xf32>
//! ```
//!
//! Every overload of a texture's `GetDimensions` is a combination of these:
//! `getdimensions` gives the width (height, depth or array elements: one
//! `i32` per component, `1d` 1, `2d` and `cube` 2, `3d` 3, plus 1 for
//! arrays) at mip level `lod` (0 when absent; `lod` is for mipmapped `srv`
//! and feedback textures), `levels` the number of mip levels (`srv`
//! textures that are not multisampled, and feedback textures), `samples`
//! the sample count of multisampled textures. `calculate_lod` takes the
//! coordinates without the array index (one `f32` per dimension) and is a
//! pixel-shader op: it needs derivatives. `sample_position` is the position
//! of sample `index` relative to the pixel center.

use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Ir, OpId, Value};
use shader_mlir::ods::constraint::{ANY_TYPE, F32, I32};
use shader_mlir::ods::property::UnitAttr;
use shader_mlir::op;

use super::constraints::{HANDLE, SAMPLER_HANDLE, checked_handle};
use super::support::type_str;
use super::texture_support::{
    check_sampled, dimensions, gradient_type, scalar_or_vector_of, texture_operand,
};
use crate::types::HandleType;
use resource_model::{ResourceClass, ResourceDim};

/// The size of a texture at a mip level.
#[op("hlsl.texture.getdimensions", verify = verify_getdimensions)]
#[format("$handle (`lod` `(` $lod^ `)`)? attr-dict `:` type($handle) `->` type($result)")]
pub struct TextureGetDimensionsOp {
    #[operand(HANDLE)]
    handle: Value,
    /// The mip level (0 when absent).
    #[operand(I32)]
    lod: Option<Value>,
    /// Width, height, depth or array elements.
    #[result(ANY_TYPE)]
    result: Value,
}

/// The number of mip levels of a texture.
#[op("hlsl.texture.levels", verify = verify_levels)]
#[format("$handle attr-dict `:` type($handle)")]
pub struct TextureLevelsOp {
    #[operand(HANDLE)]
    handle: Value,
    #[result(I32)]
    result: Value,
}

/// The sample count of a multisampled texture.
#[op("hlsl.texture.samples", verify = verify_samples)]
#[format("$handle attr-dict `:` type($handle)")]
pub struct TextureSamplesOp {
    #[operand(HANDLE)]
    handle: Value,
    #[result(I32)]
    result: Value,
}

resource_access_op! {
    sampler,
    declare,
    /// The level of detail sampling at a position would use
    /// (`CalculateLevelOfDetail`, or `CalculateLevelOfDetailUnclamped`).
    #[op(
        "hlsl.texture.calculate_lod",
        traits = [TypesMatchWith("'coord' has one f32 per texture dimension", texture, coord, gradient_type)],
        verify = verify_calculate_lod
    )]
    #[format(
        "$texture `[` $coord `]` `sampler` `(` $sampler `)` (`unclamped` $unclamped^)? attr-dict `:` type($texture) `,` type($sampler)"
    )]
    pub struct CalculateLodOp [] {
        /// Without the clamp to the texture's mip levels.
        #[property(UnitAttr)]
        unclamped: bool,
        #[result(F32)]
        result: Value,
    }
}

/// The position of a sample of a multisampled texture (`GetSamplePosition`).
#[op("hlsl.texture.sample_position", verify = verify_sample_position)]
#[format("$handle `[` $index `]` attr-dict `:` type($handle) `->` type($result)")]
pub struct SamplePositionOp {
    #[operand(HANDLE)]
    handle: Value,
    /// The sample.
    #[operand(I32)]
    index: Value,
    #[result(ANY_TYPE)]
    result: Value,
}

/// The number of size components `GetDimensions` returns for a texture or
/// feedback texture.
pub fn size_components(handle: &HandleType) -> u32 {
    let dims = if handle.properties.feedback.is_some() {
        2
    } else {
        match handle.properties.dim {
            Some(ResourceDim::Cube) => 2,
            _ => dimensions(handle),
        }
    };
    dims + u32::from(handle.properties.array)
}

/// A texture or feedback texture handle (operand #0).
fn sized(ir: &Ir, op: OpId) -> Result<&HandleType, Diagnostic> {
    let handle = checked_handle(ir.ctx(), ir.value_type(ir.operand(op, 0)));
    if handle.properties.feedback.is_some() {
        return Ok(handle);
    }
    texture_operand(ir, op, 0, "handle")
}

/// Whether a texture has mip levels: an `srv` texture that is not
/// multisampled, or a feedback texture.
fn is_mipmapped(handle: &HandleType) -> bool {
    handle.properties.feedback.is_some()
        || (handle.class() == ResourceClass::Srv && handle.properties.ms.is_none())
}

fn not_mipmapped(ir: &Ir, op: OpId, what: &str) -> Diagnostic {
    ir.op_error(
        op,
        format!(
            "{what}: '{}' has a single mip level ('uav' and multisampled textures have no mip chain)",
            type_str(ir.ctx(), ir.value_type(ir.operand(op, 0)))
        ),
    )
}

fn verify_getdimensions(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let dims = TextureGetDimensionsOp(op);
    let handle = sized(ir, op)?;
    if dims.lod(ir).is_some() && !is_mipmapped(handle) {
        return Err(not_mipmapped(ir, op, "operand #1 ('lod') must be absent"));
    }
    let ctx = ir.ctx();
    let expected = scalar_or_vector_of(ctx, size_components(handle), ctx.common().i32);
    let actual = ir.value_type(dims.result(ir));
    if actual != expected {
        return Err(ir.op_error(
            op,
            format!(
                "the size of '{}' is '{}', got '{}'",
                type_str(ctx, ir.value_type(dims.handle(ir))),
                type_str(ctx, expected),
                type_str(ctx, actual)
            ),
        ));
    }
    Ok(())
}

fn verify_levels(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let handle = sized(ir, op)?;
    if !is_mipmapped(handle) {
        return Err(not_mipmapped(ir, op, "no mip level count"));
    }
    Ok(())
}

fn verify_samples(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    multisampled(ir, op)
}

/// Operand #0 must be a multisampled texture.
fn multisampled(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let handle = texture_operand(ir, op, 0, "handle")?;
    if handle.properties.ms.is_some() {
        return Ok(());
    }
    Err(ir.op_error(
        op,
        format!(
            "requires a multisampled texture (Texture2DMS[Array]); got '{}'",
            type_str(ir.ctx(), ir.value_type(ir.operand(op, 0)))
        ),
    ))
}

fn verify_calculate_lod(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let texture = texture_operand(ir, op, 0, "texture")?;
    check_sampled(ir, op, texture, 0, "sampled")
}

fn verify_sample_position(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    multisampled(ir, op)?;
    let ctx = ir.ctx();
    let expected = ctx.vector_type(&[2], ctx.common().f32);
    let actual = ir.value_type(SamplePositionOp(op).result(ir));
    if actual != expected {
        return Err(ir.op_error(
            op,
            format!(
                "a sample position is 'vector<2xf32>', got '{}'",
                type_str(ctx, actual)
            ),
        ));
    }
    Ok(())
}
