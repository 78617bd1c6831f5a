//! Texture accesses and the image half of typed buffers (DXC's forms):
//!
//! - loads: the image is loaded from its variable, then `spirv.ImageFetch`
//!   for SRVs (with `Lod`, or `Sample` for multisampled textures; buffers take
//!   neither) and `spirv.ImageRead` for UAVs (`Sample` when multisampled);
//!   an immediate `offset` is `ConstOffset`; a load with `status` is
//!   `spirv.ImageSparseFetch` / `ImageSparseRead`, whose residency code is
//!   the status;
//! - stores: `spirv.ImageWrite`, with `Sample` for multisampled storage
//!   images (`RWTexture2DMS`, which needs `StorageImageMultisample`).
//!
//! Sampling and gathers are [`super::sample`] and [`super::gather`]. Images
//! return four texels; the value keeps the components it has and converts
//! from the 32-bit texel type ([`super::values`]).

use dialect_hlsl::ops::{CheckAccessFullyMappedOp, TextureLoadOp, TextureStoreOp};
use dialect_spirv::ops::beyond::image_sparse::{
    ImageSparseFetchOp, ImageSparseReadOp, ImageSparseTexelsResidentOp,
};
use dialect_spirv::ops::composite::CompositeExtractOp;
use dialect_spirv::ops::image::{ImageFetchOp, ImageReadOp, ImageWriteOp};
use dialect_spirv::ops::memory::LoadOp;
use dialect_spirv::types::StructType;
use shader_mlir::Context;
use shader_mlir::conversion::ConversionRewriter;
use shader_mlir::ir::{Location, Type, Value};
use shader_mlir::rewrite::{MatchFailure, OpBuilder, OrFail, RewriteResult};
use spirv::{Dim, ImageOperands};

use super::Matched;
use super::buffer::{converted, element_is_signed, resource_type};
use super::handles::propagate_non_uniform;
use super::image_operands::{ImageArgs, const_offset};
use super::values::{convert_scalars, first_components};
use super::{erased, replaced};
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

/// The four texels an image access returns, kept to the components of
/// `result` and converted to its scalar.
pub fn texels_as(
    rewriter: &mut ConversionRewriter<'_>,
    loc: Location,
    texels: Value,
    result: Type,
    signed: bool,
) -> Value {
    let (scalar, count) = components(rewriter.ctx(), result);
    let kept = first_components(rewriter, loc, texels, count);
    convert_scalars(rewriter, loc, kept, scalar, signed)
}

/// Reads the texel `access` names as a value of `result`: at mip level or
/// sample `lod_or_sample` (level 0 when absent), displaced by the immediate
/// `offset`; with `status`, through the sparse instruction, also returning
/// its residency code.
pub fn read_texels(
    rewriter: &mut ConversionRewriter<'_>,
    loc: Location,
    access: &TexelAccess<'_>,
    (lod_or_sample, offset): (Option<Value>, Option<&[i32]>),
    result: Type,
    status: bool,
) -> Result<(Value, Option<Value>), MatchFailure> {
    let texels = rewriter.ctx().vector_type(&[4], access.image.texel);
    let shape = access.image.shape;
    let mut args = ImageArgs::new();
    if shape.multisampled {
        let sample = lod_or_sample.or_fail("multisampled loads need a sample index")?;
        args.push(ImageOperands::SAMPLE, &[sample]);
    } else if shape.needs_sampler && shape.dim != Dim::DimBuffer {
        let lod = match lod_or_sample {
            Some(lod) => lod,
            None => emit::constant_i32(rewriter, loc, 0),
        };
        args.push(ImageOperands::LOD, &[lod]);
    }
    if let Some(offset) = offset {
        let offset = const_offset(rewriter, loc, offset);
        args.push(ImageOperands::CONST_OFFSET, &[offset]);
    }
    let (mask, arguments) = args.finish();
    let (img, coord) = (access.img, access.coord);
    let (all, code) = if status {
        let ty = sparse_result(rewriter.ctx(), texels);
        let both = if shape.needs_sampler {
            ImageSparseFetchOp::build(rewriter, loc, ty, img, coord, mask, &arguments)
                .result(rewriter.ir())
        } else {
            ImageSparseReadOp::build(rewriter, loc, ty, img, coord, mask, &arguments)
                .result(rewriter.ir())
        };
        let (code, all) = split_sparse(rewriter, loc, both, texels);
        (all, Some(code))
    } else if shape.needs_sampler {
        let all = ImageFetchOp::build(rewriter, loc, texels, img, coord, mask, &arguments)
            .result(rewriter.ir());
        (all, None)
    } else {
        let all = ImageReadOp::build(rewriter, loc, texels, img, coord, mask, &arguments)
            .result(rewriter.ir());
        (all, None)
    };
    Ok((texels_as(rewriter, loc, all, result, access.signed), code))
}

/// The result type of a sparse image instruction returning `texels`: the
/// residency code and the texels.
pub fn sparse_result(ctx: &Context, texels: Type) -> Type {
    StructType::get(
        ctx,
        vec![ctx.common().i32, texels],
        Vec::new(),
        Vec::new(),
        Vec::new(),
    )
}

/// The residency code and the texels of a sparse result.
pub fn split_sparse(
    rewriter: &mut ConversionRewriter<'_>,
    loc: Location,
    result: Value,
    texels: Type,
) -> (Value, Value) {
    let i32_ty = rewriter.ctx().common().i32;
    let code =
        CompositeExtractOp::build(rewriter, loc, i32_ty, result, &[0]).component(rewriter.ir());
    let all =
        CompositeExtractOp::build(rewriter, loc, texels, result, &[1]).component(rewriter.ir());
    (code, all)
}

/// Writes `value` to the texel `access` names (to `sample` of a
/// multisampled storage image).
pub fn write_texels(
    rewriter: &mut ConversionRewriter<'_>,
    loc: Location,
    access: &TexelAccess<'_>,
    value: Value,
    sample: Option<Value>,
) {
    let texels = convert_scalars(rewriter, loc, value, access.image.texel, access.signed);
    let mut args = ImageArgs::new();
    args.push_some(ImageOperands::SAMPLE, sample);
    let (mask, arguments) = args.finish();
    ImageWriteOp::build(
        rewriter,
        loc,
        access.img,
        access.coord,
        texels,
        mask,
        &arguments,
    );
}

/// The image of a resource that is a texture or typed buffer.
pub fn image_kind(kind: &ResourceKind) -> Result<&LoweredImage, MatchFailure> {
    match kind {
        ResourceKind::Image(image) => Ok(image),
        _ => Err(MatchFailure("not an image")),
    }
}

pub fn lower_load(
    Matched(lowering, load, op, loc, adaptor, rewriter): Matched<'_, '_, TextureLoadOp>,
) -> RewriteResult {
    let ir = rewriter.ir();
    let status = load.status(ir).is_some();
    let original_handle = load.handle(ir);
    let offset = load.offset(ir);
    let resource = resource_type(lowering, rewriter, original_handle)?;
    let image = image_kind(&resource.kind)?;
    let result = converted(lowering, rewriter, ir.value_type(load.result(ir)))?;
    let handles = (original_handle, adaptor.operand(0));
    let access = TexelAccess::new(rewriter, loc, image, handles, adaptor.operand(1));
    let lod_or_sample = adaptor.operands().get(2).copied();
    let where_ = (lod_or_sample, offset.as_deref());
    let (value, code) = read_texels(rewriter, loc, &access, where_, result, status)?;
    let values: Vec<Value> = std::iter::once(value).chain(code).collect();
    replaced(rewriter, op, &values)
}

pub fn lower_store(
    Matched(lowering, store, op, loc, adaptor, rewriter): Matched<'_, '_, TextureStoreOp>,
) -> RewriteResult {
    let ir = rewriter.ir();
    let original_handle = store.handle(ir);
    let resource = resource_type(lowering, rewriter, original_handle)?;
    let image = image_kind(&resource.kind)?;
    let handles = (original_handle, adaptor.operand(1));
    let access = TexelAccess::new(rewriter, loc, image, handles, adaptor.operand(2));
    let sample = adaptor.operands().get(3).copied();
    write_texels(rewriter, loc, &access, adaptor.operand(0), sample);
    erased(rewriter, op)
}

/// `CheckAccessFullyMapped(status)`: `spirv.ImageSparseTexelsResident` of
/// the residency code a sparse access returned.
pub fn lower_check_access_fully_mapped(
    Matched(_lowering, _, op, loc, adaptor, rewriter): Matched<'_, '_, CheckAccessFullyMappedOp>,
) -> RewriteResult {
    let bool_ty = rewriter.ctx().common().i1;
    let mapped = ImageSparseTexelsResidentOp::build(rewriter, loc, bool_ty, adaptor.operand(0))
        .result(rewriter.ir());
    replaced(rewriter, op, &[mapped])
}
