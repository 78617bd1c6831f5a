//! What resources tell about themselves:
//!
//! - `hlsl.buffer.getdimensions` is `dx.resource.getdimensions.x` (LLVM 22's
//!   `llvm.dx.resource.getdimensions.x`: elements, bytes for byte-address
//!   buffers); a structured buffer's stride is a constant, the stride of its
//!   DXIL record (LLVM's DXIL data layout);
//! - `hlsl.texture.getdimensions`, `levels` and `samples` read DXIL's
//!   `GetDimensions` (`dx.resource.getdimensions`): the sizes are its first
//!   components, in order (`vector.extract`, gathered with
//!   `vector.from_elements`), the mip level count (at mip level 0) or sample
//!   count its component 3;
//! - `hlsl.texture.calculate_lod` is `dx.resource.calculate.lod`,
//!   `hlsl.texture.sample_position` `dx.resource.getsampleposition`.

use shader_mlir::conversion::ConversionRewriter;
use shader_mlir::rewrite::{MatchFailure, OrFail, RewriteResult};

use dialect_dx::ops::{
    ResourceCalculateLodOp, ResourceGetDimensionsOp, ResourceGetDimensionsXOp,
    ResourceGetSamplePositionOp,
};
use dialect_dx::types::ResourceType;
use dialect_hlsl::ops::{
    BufferGetDimensionsOp, CalculateLodOp, SamplePositionOp, TextureGetDimensionsOp,
    TextureLevelsOp, TextureSamplesOp, size_components,
};

use super::values::{constant_i32, extract, from_elements};
use super::{Lowering, handle_type, replace_with, replaced};

/// `vector<4xi32>`, what `dx.resource.getdimensions` returns.
fn dimensions_type(rw: &ConversionRewriter<'_>) -> shader_mlir::ir::Type {
    let ctx = rw.ctx();
    ctx.vector_type(&[4], ctx.common().i32)
}

/// DXIL's `GetDimensions` component holding the mip level or sample count.
const LEVELS_OR_SAMPLES: u32 = 3;

pub(crate) fn buffer_getdimensions(
    Lowering(dims, op, loc, adaptor, rw): Lowering<'_, '_, BufferGetDimensionsOp>,
) -> RewriteResult {
    let ir = rw.ir();
    let wants_stride = dims.stride(ir).is_some();
    let handle = adaptor.operand(0);
    let stride = if wants_stride {
        let ctx = rw.ctx();
        let resource =
            ResourceType::of(ctx, rw.ir().value_type(handle)).or_fail("not a dx resource")?;
        let stride = resource
            .resource_info(ctx)
            .ok()
            .and_then(|info| info.record_struct_stride())
            .or_fail("structured buffer has no stride")?;
        Some(i32::try_from(stride).map_err(|_| MatchFailure("stride does not fit in i32"))?)
    } else {
        None
    };
    let size =
        ResourceGetDimensionsXOp::build(rw, loc, rw.ctx().common().i32, handle).result(rw.ir());
    let mut results = vec![size];
    if let Some(stride) = stride {
        results.push(constant_i32(&mut *rw, loc, stride));
    }
    replaced(rw, op, &results)
}

pub(crate) fn texture_getdimensions(
    Lowering(dims, op, loc, adaptor, rw): Lowering<'_, '_, TextureGetDimensionsOp>,
) -> RewriteResult {
    let ir = rw.ir();
    let count = size_components(handle_type(ir, dims.handle(ir))?);
    let ty = ir.value_type(dims.result(ir));
    let lod = dims.lod(ir).map(|_| adaptor.operand(1));
    let all = ResourceGetDimensionsOp::build(rw, loc, dimensions_type(rw), adaptor.operand(0), lod)
        .result(rw.ir());
    let mut sizes = Vec::new();
    for component in 0..count {
        sizes.push(extract(&mut *rw, loc, all, component).or_fail("dimensions are a vector")?);
    }
    let size = if count == 1 {
        sizes[0]
    } else {
        from_elements(&mut *rw, loc, &sizes, ty)
    };
    replaced(rw, op, &[size])
}

/// Component 3 of DXIL's `GetDimensions`, at mip level 0 for `levels`.
fn levels_or_samples<T>(
    Lowering(_, op, loc, adaptor, rw): Lowering<'_, '_, T>,
    at_level_zero: bool,
) -> RewriteResult {
    let lod = at_level_zero.then(|| constant_i32(&mut *rw, loc, 0));
    let all = ResourceGetDimensionsOp::build(rw, loc, dimensions_type(rw), adaptor.operand(0), lod)
        .result(rw.ir());
    let value =
        extract(&mut *rw, loc, all, LEVELS_OR_SAMPLES).or_fail("dimensions are a vector")?;
    replaced(rw, op, &[value])
}

pub(crate) fn texture_levels(lowering: Lowering<'_, '_, TextureLevelsOp>) -> RewriteResult {
    levels_or_samples(lowering, true)
}

pub(crate) fn texture_samples(lowering: Lowering<'_, '_, TextureSamplesOp>) -> RewriteResult {
    levels_or_samples(lowering, false)
}

pub(crate) fn calculate_lod(
    Lowering(lod, op, loc, adaptor, rw): Lowering<'_, '_, CalculateLodOp>,
) -> RewriteResult {
    let unclamped = lod.unclamped(rw.ir());
    let f32 = rw.ctx().common().f32;
    let new = ResourceCalculateLodOp::build(
        rw,
        loc,
        f32,
        adaptor.operand(0),
        adaptor.operand(1),
        adaptor.operand(2),
    );
    if unclamped {
        rw.modify_op_in_place(new.op(), |ir| new.set_unclamped(ir, true));
    }
    replace_with(rw, op, new.op())
}

pub(crate) fn sample_position(
    Lowering(_, op, loc, adaptor, rw): Lowering<'_, '_, SamplePositionOp>,
) -> RewriteResult {
    let ty = rw.ir().value_type(rw.ir().result(op, 0));
    let new =
        ResourceGetSamplePositionOp::build(rw, loc, ty, adaptor.operand(0), adaptor.operand(1));
    replace_with(rw, op, new.op())
}
