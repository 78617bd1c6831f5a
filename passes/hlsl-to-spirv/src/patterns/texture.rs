//! Texture accesses and the image half of typed buffers (DXC's forms):
//!
//! - loads: the image is loaded from its variable, then `spirv.ImageFetch`
//!   for SRVs (with `Lod`, or `Sample` for multisampled textures; buffers take
//!   neither) and `spirv.ImageRead` for UAVs (`Sample` when multisampled);
//! - stores: `spirv.ImageWrite`;
//! - sampling: `spirv.SampledImage` of the texture and the sampler, then
//!   `spirv.ImageSampleExplicitLod`. Compute shaders have no implicit
//!   derivatives, so a sample without `lod` reads level 0.
//!
//! Images return four texels; the value keeps the components it has and
//! converts from the 32-bit texel type ([`super::values`]).

use dialect_hlsl::ops::{TextureLoadOp, TextureSampleOp, TextureStoreOp};
use dialect_spirv::ops::image::{
    ImageFetchOp, ImageReadOp, ImageSampleExplicitLodOp, ImageWriteOp, SampledImageOp,
};
use dialect_spirv::ops::memory::LoadOp;
use dialect_spirv::types::SampledImageType;
use shader_mlir::conversion::{Adaptor, ConversionRewriter};
use shader_mlir::ir::{Location, OpId, Type, Value};
use shader_mlir::rewrite::{MatchFailure, OpBuilder, RewriteResult};
use spirv::{Dim, ImageOperands};

use super::Lowering;
use super::buffer::{converted, element_is_signed, resource_type};
use super::handles::propagate_non_uniform;
use super::values::{convert_scalars, first_components};
use crate::resource_types::{LoweredImage, ResourceKind};
use spirv_conversion::emit;
use spirv_conversion::values::components;

/// Loads the image (or sampler) a handle points to.
pub fn image_of(rewriter: &mut ConversionRewriter<'_>, loc: Location, handle: Value) -> Value {
    let image = LoadOp::build_from(rewriter, loc, handle).value(rewriter.ir());
    propagate_non_uniform(rewriter, handle, image);
    image
}

/// One texel of an image: the loaded image `img` (of type `image`) at
/// `coord`; `signed` says how element integers of other widths extend.
pub struct TexelAccess<'a> {
    pub image: &'a LoweredImage,
    pub img: Value,
    pub coord: Value,
    pub signed: bool,
}

impl<'a> TexelAccess<'a> {
    /// The texel at `coord` of the image the converted `handle` points to;
    /// `original` is the handle before conversion (its element type says how
    /// integers extend).
    pub fn new(
        rewriter: &mut ConversionRewriter<'_>,
        loc: Location,
        image: &'a LoweredImage,
        (original, handle): (Value, Value),
        coord: Value,
    ) -> Self {
        let signed = element_is_signed(rewriter, original);
        let img = image_of(rewriter, loc, handle);
        TexelAccess {
            image,
            img,
            coord,
            signed,
        }
    }
}

/// Reads the texel `access` names as a value of `result`.
pub fn read_texels(
    rewriter: &mut ConversionRewriter<'_>,
    loc: Location,
    access: &TexelAccess<'_>,
    lod_or_sample: Option<Value>,
    result: Type,
) -> Result<Value, MatchFailure> {
    let ctx = rewriter.ctx();
    let texels = ctx.vector_type(&[4], access.image.texel);
    let shape = access.image.shape;
    let (scalar, count) = components(ctx, result);
    let (operands, arguments) = if shape.multisampled {
        let sample = lod_or_sample.ok_or(MatchFailure("multisampled loads need a sample index"))?;
        (Some(ImageOperands::SAMPLE), vec![sample])
    } else if shape.needs_sampler && shape.dim != Dim::DimBuffer {
        let lod = match lod_or_sample {
            Some(lod) => lod,
            None => emit::constant_i32(rewriter, loc, 0),
        };
        (Some(ImageOperands::LOD), vec![lod])
    } else {
        (None, Vec::new())
    };
    let (img, coord) = (access.img, access.coord);
    let read = if shape.needs_sampler {
        ImageFetchOp::build(rewriter, loc, texels, img, coord, operands, &arguments).op()
    } else {
        ImageReadOp::build(rewriter, loc, texels, img, coord, operands, &arguments).op()
    };
    let all = rewriter.ir().result(read, 0);
    let kept = first_components(rewriter, loc, all, count);
    Ok(convert_scalars(rewriter, loc, kept, scalar, access.signed))
}

/// Writes `value` to the texel `access` names.
pub fn write_texels(
    rewriter: &mut ConversionRewriter<'_>,
    loc: Location,
    access: &TexelAccess<'_>,
    value: Value,
) {
    let texels = convert_scalars(rewriter, loc, value, access.image.texel, access.signed);
    ImageWriteOp::build(rewriter, loc, access.img, access.coord, texels, None, &[]);
}

fn image_kind(kind: &ResourceKind) -> Result<&LoweredImage, MatchFailure> {
    match kind {
        ResourceKind::Image(image) => Ok(image),
        _ => Err(MatchFailure("not an image")),
    }
}

pub fn lower_load(
    lowering: &Lowering,
    op: OpId,
    adaptor: &Adaptor,
    rewriter: &mut ConversionRewriter<'_>,
) -> RewriteResult {
    let load = TextureLoadOp(op);
    let ir = rewriter.ir();
    let loc = ir.op_loc(op);
    let original_handle = load.handle(ir);
    let resource = resource_type(lowering, rewriter, original_handle)?;
    let image = image_kind(&resource.kind)?;
    let result = converted(lowering, rewriter, ir.value_type(load.result(ir)))?;
    let handles = (original_handle, adaptor.operand(0));
    let access = TexelAccess::new(rewriter, loc, image, handles, adaptor.operand(1));
    let lod_or_sample = adaptor.operands().get(2).copied();
    let value = read_texels(rewriter, loc, &access, lod_or_sample, result)?;
    rewriter.replace_op(op, &[value]);
    Ok(())
}

pub fn lower_store(
    lowering: &Lowering,
    op: OpId,
    adaptor: &Adaptor,
    rewriter: &mut ConversionRewriter<'_>,
) -> RewriteResult {
    let store = TextureStoreOp(op);
    let ir = rewriter.ir();
    let loc = ir.op_loc(op);
    let original_handle = store.handle(ir);
    let resource = resource_type(lowering, rewriter, original_handle)?;
    let image = image_kind(&resource.kind)?;
    let handles = (original_handle, adaptor.operand(1));
    let access = TexelAccess::new(rewriter, loc, image, handles, adaptor.operand(2));
    write_texels(rewriter, loc, &access, adaptor.operand(0));
    rewriter.erase_op(op);
    Ok(())
}

pub fn lower_sample(
    lowering: &Lowering,
    op: OpId,
    adaptor: &Adaptor,
    rewriter: &mut ConversionRewriter<'_>,
) -> RewriteResult {
    let sample = TextureSampleOp(op);
    let ir = rewriter.ir();
    let loc = ir.op_loc(op);
    let original_texture = sample.texture(ir);
    let resource = resource_type(lowering, rewriter, original_texture)?;
    let image = image_kind(&resource.kind)?;
    let result = converted(lowering, rewriter, ir.value_type(sample.result(ir)))?;
    let signed = element_is_signed(rewriter, original_texture);
    let ctx = rewriter.ctx();
    let (scalar, count) = components(ctx, result);
    let texels = ctx.vector_type(&[4], image.texel);
    let sampled_type = SampledImageType::get(ctx, image.image);
    let f32 = ctx.common().f32;
    let img = image_of(rewriter, loc, adaptor.operand(0));
    let sampler = image_of(rewriter, loc, adaptor.operand(1));
    let sampled = SampledImageOp::build(rewriter, loc, sampled_type, img, sampler);
    let sampled = sampled.result(rewriter.ir());
    propagate_non_uniform(rewriter, img, sampled);
    propagate_non_uniform(rewriter, sampler, sampled);
    let lod = match adaptor.operands().get(3) {
        Some(&lod) => lod,
        None => emit::constant_of(rewriter, loc, f32, 0),
    };
    let coord = adaptor.operand(2);
    let all = ImageSampleExplicitLodOp::build(
        rewriter,
        loc,
        texels,
        sampled,
        coord,
        ImageOperands::LOD,
        &[lod],
    )
    .result(rewriter.ir());
    let kept = first_components(rewriter, loc, all, count);
    let value = convert_scalars(rewriter, loc, kept, scalar, signed);
    rewriter.replace_op(op, &[value]);
    Ok(())
}
