//! What resources tell about themselves, DXC's forms
//! (<https://github.com/microsoft/DirectXShaderCompiler/blob/main/docs/SPIR-V.rst>,
//! "GetDimensions", "CalculateLevelOfDetail", "GetSamplePosition"):
//!
//! | `hlsl` op | SPIR-V |
//! |---|---|
//! | `buffer.getdimensions` (structured) | `ArrayLength %buf, 0`; the stride a constant of the layout |
//! | `buffer.getdimensions` (byte-address) | `ArrayLength %buf, 0` times 4 (the buffer holds 32-bit words) |
//! | `buffer.getdimensions` (typed) | `ImageQuerySize` |
//! | `texture.getdimensions` (mipmapped `srv`) | `ImageQuerySizeLod` at `lod` (0 when absent) |
//! | `texture.getdimensions` (`uav`, multisampled) | `ImageQuerySize` |
//! | `texture.levels`, `texture.samples` | `ImageQueryLevels`, `ImageQuerySamples` |
//! | `texture.calculate_lod [unclamped]` | `SampledImage` + `ImageQueryLod`, component 0 (1 unclamped) |
//! | `texture.sample_position` | the standard sample positions of the sample count, by index (DXC's table) |
//!
//! The queries need `ImageQuery`, which every Vulkan version has.

use dialect_hlsl::ops::{
    BufferGetDimensionsOp, CalculateLodOp, SamplePositionOp, TextureGetDimensionsOp,
    TextureLevelsOp, TextureSamplesOp,
};
use dialect_spirv::ops::arithmetic::{IAddOp, IMulOp};
use dialect_spirv::ops::beyond::array_length::ArrayLengthOp;
use dialect_spirv::ops::beyond::image_query::{
    ImageQueryLevelsOp, ImageQueryLodOp, ImageQuerySamplesOp, ImageQuerySizeLodOp,
};
use dialect_spirv::ops::composite::CompositeExtractOp;
use dialect_spirv::ops::image::{ImageQuerySizeOp, SampledImageOp};
use dialect_spirv::ops::logical::SelectOp;
use dialect_spirv::ops::logical::{LogicalAndOp, ULessThanEqualOp, ULessThanOp};
use dialect_spirv::ops::memory::{LoadOp, StoreOp};
use dialect_spirv::types::{ArrayType, RuntimeArrayType, SampledImageType, StructType};
use shader_mlir::conversion::{Adaptor, ConversionRewriter};
use shader_mlir::ir::{AttrKind, Location, OpId, Value};
use shader_mlir::rewrite::{MatchFailure, OpBuilder, OrFail, RewriteResult};
use spirv::Dim;

use super::buffer::{converted, element_is_signed, resource_type};
use super::handles::propagate_non_uniform;
use super::replaced;
use super::texture::{image_kind, image_of};
use super::texture::{split_sparse, texels_as};
use super::{Lowering, Matched};
use crate::resource_types::ResourceKind;
use spirv_conversion::emit;

/// The element stride of a structured buffer of pointee `block` (its member
/// 0 is the run-time array of elements).
fn element_stride(rw: &ConversionRewriter<'_>, block: shader_mlir::ir::Type) -> Option<u32> {
    let ctx = rw.ctx();
    let members = &StructType::of(ctx, block)?.members;
    RuntimeArrayType::of(ctx, *members.first()?).map(|a| a.stride)
}

pub fn lower_buffer_dimensions(
    Matched(lowering, dims, op, loc, adaptor, rw): Matched<'_, '_, BufferGetDimensionsOp>,
) -> RewriteResult {
    let ir = rw.ir();
    let resource = resource_type(lowering, rw, dims.handle(ir))?;
    let handle = adaptor.operand(0);
    let i32_ty = rw.ctx().common().i32;
    let values = match &resource.kind {
        ResourceKind::Structured { .. } => {
            let stride = element_stride(rw, resource.pointee).or_fail("no element stride")?;
            let length = ArrayLengthOp::build(rw, loc, i32_ty, handle, 0).result(rw.ir());
            let stride = emit::constant_i32(rw, loc, stride as i32);
            vec![length, stride]
        }
        ResourceKind::ByteAddress => {
            let words = ArrayLengthOp::build(rw, loc, i32_ty, handle, 0).result(rw.ir());
            let four = emit::constant_i32(rw, loc, 4);
            vec![IMulOp::build(rw, loc, words, four).result(rw.ir())]
        }
        ResourceKind::Image(image) if image.shape.dim == Dim::DimBuffer => {
            let img = image_of(rw, loc, handle);
            vec![ImageQuerySizeOp::build(rw, loc, i32_ty, img).result(rw.ir())]
        }
        _ => return Err(MatchFailure("not a buffer")),
    };
    replaced(rw, op, &values)
}

pub fn lower_texture_dimensions(
    Matched(lowering, dims, op, loc, adaptor, rw): Matched<'_, '_, TextureGetDimensionsOp>,
) -> RewriteResult {
    let ir = rw.ir();
    let resource = resource_type(lowering, rw, dims.handle(ir))?;
    let image = image_kind(&resource.kind)?;
    let result = converted(lowering, rw, ir.value_type(dims.result(ir)))?;
    let level = adaptor.operands().get(1).copied();
    let img = image_of(rw, loc, adaptor.operand(0));
    let mipmapped = image.shape.needs_sampler && !image.shape.multisampled;
    let size = if mipmapped {
        let level = match level {
            Some(level) => level,
            None => emit::constant_i32(rw, loc, 0),
        };
        ImageQuerySizeLodOp::build(rw, loc, result, img, level).result(rw.ir())
    } else {
        ImageQuerySizeOp::build(rw, loc, result, img).result(rw.ir())
    };
    replaced(rw, op, &[size])
}

/// `hlsl.texture.levels` and `hlsl.texture.samples`: `ImageQueryLevels` /
/// `ImageQuerySamples` of the loaded image.
pub fn lower_count<T>(
    Matched(_lowering, _, op, loc, adaptor, rw): Matched<'_, '_, T>,
) -> RewriteResult {
    let levels = TextureLevelsOp::isa(rw.ir(), op);
    if !levels && !TextureSamplesOp::isa(rw.ir(), op) {
        return Err(MatchFailure("not a texture count"));
    }
    let img = image_of(rw, loc, adaptor.operand(0));
    let i32_ty = rw.ctx().common().i32;
    let count = if levels {
        ImageQueryLevelsOp::build(rw, loc, i32_ty, img).result(rw.ir())
    } else {
        ImageQuerySamplesOp::build(rw, loc, i32_ty, img).result(rw.ir())
    };
    replaced(rw, op, &[count])
}

/// What every sampling and gathering op starts with (operand 0 the
/// texture, 1 the sampler, 2 the coordinate): the converted result type, the
/// texture's image, whether its integers are signed, the `SampledImage` and
/// the coordinate.
pub struct Sampled {
    pub result: shader_mlir::ir::Type,
    pub image: crate::resource_types::LoweredImage,
    pub signed: bool,
    pub sampled: Value,
    pub coord: Value,
}

/// The [`Sampled`] prologue of `op`.
pub fn sampled(
    lowering: &Lowering,
    rw: &mut ConversionRewriter<'_>,
    (op, loc): (OpId, Location),
    adaptor: &Adaptor,
) -> Result<Sampled, MatchFailure> {
    let ir = rw.ir();
    let texture = ir.operand(op, 0);
    let resource = resource_type(lowering, rw, texture)?;
    let result = converted(lowering, rw, ir.value_type(ir.result(op, 0)))?;
    let image = image_kind(&resource.kind)?.clone();
    let signed = element_is_signed(rw, texture);
    let sampled = sampled_image(rw, loc, image.image, adaptor.operand(0), adaptor.operand(1));
    Ok(Sampled {
        result,
        image,
        signed,
        sampled,
        coord: adaptor.operand(2),
    })
}

impl Sampled {
    /// Replaces `op` with what the image instruction `instruction` returned,
    /// as the op's result type; when `sparse` names the texel type a sparse
    /// instruction returns after the residency code, the code follows.
    pub fn replace(
        &self,
        rw: &mut ConversionRewriter<'_>,
        (op, loc): (OpId, Location),
        instruction: OpId,
        sparse: Option<shader_mlir::ir::Type>,
    ) -> RewriteResult {
        let all = rw.ir().result(instruction, 0);
        let (code, all) = match sparse {
            Some(texels) => {
                let (code, all) = split_sparse(rw, loc, all, texels);
                (Some(code), all)
            }
            None => (None, all),
        };
        let value = texels_as(rw, loc, all, self.result, self.signed);
        let values: Vec<Value> = std::iter::once(value).chain(code).collect();
        replaced(rw, op, &values)
    }
}

/// `SampledImage` of the loaded texture and sampler behind `texture` and
/// `sampler` (converted handles), for `image`.
pub fn sampled_image(
    rw: &mut ConversionRewriter<'_>,
    loc: Location,
    image: shader_mlir::ir::Type,
    texture: Value,
    sampler: Value,
) -> Value {
    let img = image_of(rw, loc, texture);
    let smp = image_of(rw, loc, sampler);
    let ty = SampledImageType::get(rw.ctx(), image);
    let sampled = SampledImageOp::build(rw, loc, ty, img, smp).result(rw.ir());
    propagate_non_uniform(rw, img, sampled);
    propagate_non_uniform(rw, smp, sampled);
    sampled
}

pub fn lower_calculate_lod(
    Matched(lowering, lod, op, loc, adaptor, rw): Matched<'_, '_, CalculateLodOp>,
) -> RewriteResult {
    let ir = rw.ir();
    let unclamped = lod.unclamped(ir);
    let resource = resource_type(lowering, rw, lod.texture(ir))?;
    let image = image_kind(&resource.kind)?.image;
    let sampled = sampled_image(rw, loc, image, adaptor.operand(0), adaptor.operand(1));
    let ctx = rw.ctx();
    let f32_ty = ctx.common().f32;
    let pair = ctx.vector_type(&[2], f32_ty);
    let both = ImageQueryLodOp::build(rw, loc, pair, sampled, adaptor.operand(2)).result(rw.ir());
    let value = CompositeExtractOp::build(rw, loc, f32_ty, both, &[i32::from(unclamped)])
        .component(rw.ir());
    replaced(rw, op, &[value])
}

/// The standard sample positions of 1, 2, 4, 8 and 16 samples per pixel,
/// in 1/16 pixel from the pixel centre, one sample count after the other
/// (the positions of `n` samples start at index `n - 1`): Direct3D's
/// standard multisample patterns, which Vulkan's
/// `standardSampleLocations` also are.
const SAMPLE_POSITIONS: [(i8, i8); 31] = [
    (0, 0),
    (4, 4),
    (-4, -4),
    (-2, -6),
    (6, -2),
    (-6, 2),
    (2, 6),
    (1, -3),
    (-1, 3),
    (5, 1),
    (-3, -5),
    (-5, 5),
    (-7, -1),
    (3, 7),
    (7, -7),
    (1, 1),
    (-1, -3),
    (-3, 2),
    (4, -1),
    (-5, -2),
    (2, 5),
    (5, 3),
    (3, -5),
    (-2, 6),
    (0, -7),
    (-4, -6),
    (-6, 4),
    (-8, 0),
    (7, -4),
    (6, 7),
    (-7, -8),
];

/// The largest sample count the table has.
const MAX_SAMPLES: i32 = 16;

/// `GetSamplePosition(s)`: the table as a function-local array, read at
/// `samples - 1 + s` when `s < samples <= 16` and at 0 (the centre)
/// otherwise, as DXC reads its table.
pub fn lower_sample_position(
    Matched(_lowering, _, op, loc, adaptor, rw): Matched<'_, '_, SamplePositionOp>,
) -> RewriteResult {
    let ctx = rw.ctx();
    let (i32_ty, f32_ty) = (ctx.common().i32, ctx.common().f32);
    let position = ctx.vector_type(&[2], f32_ty);
    let table_ty = ArrayType::get(ctx, position, SAMPLE_POSITIONS.len() as u32, 0);
    let component = |v: i8| {
        let bits = u128::from((f32::from(v) / 16.0).to_bits());
        ctx.intern_attr(AttrKind::Float { bits, ty: f32_ty })
    };
    let elements: Vec<_> = SAMPLE_POSITIONS
        .iter()
        .map(|&(x, y)| {
            let values: Box<[_]> = if x == y {
                Box::new([component(x)])
            } else {
                Box::new([component(x), component(y)])
            };
            ctx.intern_attr(AttrKind::DenseElements {
                ty: position,
                values,
                splat: x == y,
            })
        })
        .collect();
    let table_attr = ctx.array_attr(&elements);
    let table = emit::constant(rw, loc, table_attr, table_ty);
    let variable = emit::function_variable(rw, loc, table_ty);
    StoreOp::build(rw, loc, variable, table, None, None);

    let img = image_of(rw, loc, adaptor.operand(0));
    let samples = ImageQuerySamplesOp::build(rw, loc, i32_ty, img).result(rw.ir());
    let index = adaptor.operand(1);
    let max = emit::constant_i32(rw, loc, MAX_SAMPLES);
    let within_count = ULessThanOp::build(rw, loc, index, samples).result(rw.ir());
    let known_count = ULessThanEqualOp::build(rw, loc, samples, max).result(rw.ir());
    let valid = LogicalAndOp::build(rw, loc, within_count, known_count).result(rw.ir());
    let minus_one = emit::constant_i32(rw, loc, -1);
    let base = IAddOp::build(rw, loc, samples, minus_one).result(rw.ir());
    let slot = IAddOp::build(rw, loc, base, index).result(rw.ir());
    let zero = emit::constant_i32(rw, loc, 0);
    let slot = SelectOp::build(rw, loc, valid, slot, zero).result(rw.ir());
    let pointer = emit::access_chain(rw, loc, variable, &[slot], position);
    let value = LoadOp::build_from(rw, loc, pointer).value(rw.ir());
    replaced(rw, op, &[value])
}
