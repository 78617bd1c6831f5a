//! Texel access, sampling, gathers and feedback writes, each `hlsl` op as
//! the `dx` op of its DXIL operation (dialects/dx `texture.rs`,
//! `sample.rs`, `feedback.rs`):
//!
//! - `hlsl.texture.load`: `dx.resource.load.ms` for multisampled textures
//!   (the sample index), else `dx.resource.load.level` (the mip level of
//!   read-only textures); `hlsl.texture.store`: `dx.resource.store.texture`;
//! - `hlsl.texture.sample`: `dx.resource.samplelevel` with a level, else
//!   `dx.resource.sample`; every `hlsl.texture.sample_*` its namesake
//!   (`sample_clamp` is `dx.resource.sample` with `clamp`);
//! - `hlsl.texture.gather[_cmp]`: `dx.resource.gather[.cmp]` with the channel
//!   as its component index; the four-offset forms are four gathers, one per
//!   offset, of which component `i` is texel `i` (DXIL's `TextureGather`
//!   takes one offset); `gather_raw`: `dx.resource.gather.raw`;
//! - `hlsl.feedback.write*`: `dx.resource.writesamplerfeedback*`.
//!
//! HLSL's `status` is the `dx` check bit zero-extended to `i32` (the four
//! gathers' bits are and-ed first).

use shader_mlir::conversion::{Adaptor, ConversionRewriter};
use shader_mlir::ir::{Location, OpId, Type, Value};
use shader_mlir::rewrite::{OrFail, RewriteResult};

use dialect_arith::AndIOp;
use dialect_dx::ops::{
    ResourceGatherCmpOp, ResourceGatherOp, ResourceGatherRawOp, ResourceLoadLevelOp,
    ResourceLoadMSOp, ResourceSampleBiasOp, ResourceSampleCmpBiasOp, ResourceSampleCmpGradOp,
    ResourceSampleCmpLevelOp, ResourceSampleCmpLevelZeroOp, ResourceSampleCmpOp,
    ResourceSampleGradOp, ResourceSampleLevelOp, ResourceSampleOp, ResourceStoreTextureOp,
    ResourceWriteSamplerFeedbackBiasOp, ResourceWriteSamplerFeedbackGradOp,
    ResourceWriteSamplerFeedbackLevelOp, ResourceWriteSamplerFeedbackOp,
};
use dialect_hlsl::ops::{
    FeedbackWriteBiasOp, FeedbackWriteGradOp, FeedbackWriteLevelOp, FeedbackWriteOp, GatherCmpOp,
    GatherOp, GatherRawOp, SampleBiasOp, SampleClampOp, SampleCmpBiasOp, SampleCmpGradOp,
    SampleCmpLevelOp, SampleCmpLevelZeroOp, SampleCmpOp, SampleGradOp, TextureLoadOp,
    TextureSampleOp, TextureStoreOp,
};
use dialect_hlsl::types::HandleType;

use super::values::{extract, from_elements, status_from_check_bit};

/// The result type of `op` and the check bit type when it has a `status`.
fn read_types(rw: &ConversionRewriter<'_>, op: OpId) -> (Type, Option<Type>) {
    let ir = rw.ir();
    let result = ir.value_type(ir.result(op, 0));
    let bit = (ir.results(op).len() > 1).then(|| ir.ctx().common().i1);
    (result, bit)
}

/// Replaces a read with the `dx` op `new`: its value, and its check bit as
/// the `status`.
fn finish_read(rw: &mut ConversionRewriter<'_>, op: OpId, new: OpId) -> RewriteResult {
    let loc = rw.ir().op_loc(op);
    let mut values = vec![rw.ir().result(new, 0)];
    if rw.ir().results(op).len() > 1 {
        let bit = rw.ir().result(new, 1);
        values.push(status_from_check_bit(&mut *rw, loc, bit));
    }
    rw.replace_op(op, &values);
    Ok(())
}

/// Operand `index` of `adaptor` when `present`.
fn optional(adaptor: &Adaptor, present: bool, index: usize) -> Option<Value> {
    present.then(|| adaptor.operand(index))
}

pub(crate) fn texture_load(
    op: OpId,
    adaptor: &Adaptor,
    rw: &mut ConversionRewriter<'_>,
) -> RewriteResult {
    let ir = rw.ir();
    let load = TextureLoadOp::cast(ir, op).or_fail("not hlsl.texture.load")?;
    let handle_ty =
        HandleType::of(ir.ctx(), ir.value_type(load.handle(ir))).or_fail("not an !hlsl.handle")?;
    let multisampled = handle_ty.properties.ms.is_some();
    let level = optional(adaptor, load.lod_or_sample(ir).is_some(), 2);
    let (offset, loc) = (load.offset(ir), ir.op_loc(op));
    let (ty, bit) = read_types(rw, op);
    let (handle, coord) = (adaptor.operand(0), adaptor.operand(1));
    let new = if multisampled {
        let sample = level.or_fail("multisampled loads name a sample")?;
        ResourceLoadMSOp::build(rw, loc, ty, bit, handle, coord, sample, offset.as_deref()).op()
    } else {
        ResourceLoadLevelOp::build(rw, loc, ty, bit, handle, coord, level, offset.as_deref()).op()
    };
    finish_read(rw, op, new)
}

pub(crate) fn texture_store(
    op: OpId,
    adaptor: &Adaptor,
    rw: &mut ConversionRewriter<'_>,
) -> RewriteResult {
    let ir = rw.ir();
    let store = TextureStoreOp::cast(ir, op).or_fail("not hlsl.texture.store")?;
    let sample = optional(adaptor, store.sample(ir).is_some(), 3);
    let loc = ir.op_loc(op);
    let (value, handle, coord) = (adaptor.operand(0), adaptor.operand(1), adaptor.operand(2));
    ResourceStoreTextureOp::build(rw, loc, value, handle, coord, sample);
    rw.erase_op(op);
    Ok(())
}

pub(crate) fn texture_sample(
    op: OpId,
    adaptor: &Adaptor,
    rw: &mut ConversionRewriter<'_>,
) -> RewriteResult {
    let ir = rw.ir();
    let sample = TextureSampleOp::cast(ir, op).or_fail("not hlsl.texture.sample")?;
    let (offset, loc, has_lod) = (sample.offset(ir), ir.op_loc(op), sample.lod(ir).is_some());
    let (ty, bit) = read_types(rw, op);
    let (t, s, c) = (adaptor.operand(0), adaptor.operand(1), adaptor.operand(2));
    let new = if has_lod {
        let lod = adaptor.operand(3);
        ResourceSampleLevelOp::build(rw, loc, ty, bit, t, s, c, lod, offset.as_deref()).op()
    } else {
        ResourceSampleOp::build(rw, loc, ty, bit, t, s, c, None, offset.as_deref()).op()
    };
    finish_read(rw, op, new)
}

pub(crate) fn sample_clamp(
    op: OpId,
    adaptor: &Adaptor,
    rw: &mut ConversionRewriter<'_>,
) -> RewriteResult {
    let ir = rw.ir();
    let sample = SampleClampOp::cast(ir, op).or_fail("not hlsl.texture.sample_clamp")?;
    let (offset, loc) = (sample.offset(ir), ir.op_loc(op));
    let (ty, bit) = read_types(rw, op);
    let o = adaptor.operands();
    let new = ResourceSampleOp::build(
        rw,
        loc,
        ty,
        bit,
        o[0],
        o[1],
        o[2],
        Some(o[3]),
        offset.as_deref(),
    );
    finish_read(rw, op, new.op())
}

pub(crate) fn sample_bias(
    op: OpId,
    adaptor: &Adaptor,
    rw: &mut ConversionRewriter<'_>,
) -> RewriteResult {
    let ir = rw.ir();
    let sample = SampleBiasOp::cast(ir, op).or_fail("not hlsl.texture.sample_bias")?;
    let (offset, loc) = (sample.offset(ir), ir.op_loc(op));
    let clamp = optional(adaptor, sample.clamp(ir).is_some(), 4);
    let (ty, bit) = read_types(rw, op);
    let o = adaptor.operands();
    let new = ResourceSampleBiasOp::build(
        rw,
        loc,
        ty,
        bit,
        o[0],
        o[1],
        o[2],
        o[3],
        clamp,
        offset.as_deref(),
    );
    finish_read(rw, op, new.op())
}

pub(crate) fn sample_grad(
    op: OpId,
    adaptor: &Adaptor,
    rw: &mut ConversionRewriter<'_>,
) -> RewriteResult {
    let ir = rw.ir();
    let sample = SampleGradOp::cast(ir, op).or_fail("not hlsl.texture.sample_grad")?;
    let (offset, loc) = (sample.offset(ir), ir.op_loc(op));
    let clamp = optional(adaptor, sample.clamp(ir).is_some(), 5);
    let (ty, bit) = read_types(rw, op);
    let o = adaptor.operands();
    let new = ResourceSampleGradOp::build(
        rw,
        loc,
        ty,
        bit,
        o[0],
        o[1],
        o[2],
        o[3],
        o[4],
        clamp,
        offset.as_deref(),
    );
    finish_read(rw, op, new.op())
}

pub(crate) fn sample_cmp(
    op: OpId,
    adaptor: &Adaptor,
    rw: &mut ConversionRewriter<'_>,
) -> RewriteResult {
    let ir = rw.ir();
    let sample = SampleCmpOp::cast(ir, op).or_fail("not hlsl.texture.sample_cmp")?;
    let (offset, loc) = (sample.offset(ir), ir.op_loc(op));
    let clamp = optional(adaptor, sample.clamp(ir).is_some(), 4);
    let (ty, bit) = read_types(rw, op);
    let o = adaptor.operands();
    let new = ResourceSampleCmpOp::build(
        rw,
        loc,
        ty,
        bit,
        o[0],
        o[1],
        o[2],
        o[3],
        clamp,
        offset.as_deref(),
    );
    finish_read(rw, op, new.op())
}

pub(crate) fn sample_cmp_level_zero(
    op: OpId,
    adaptor: &Adaptor,
    rw: &mut ConversionRewriter<'_>,
) -> RewriteResult {
    let ir = rw.ir();
    let sample =
        SampleCmpLevelZeroOp::cast(ir, op).or_fail("not hlsl.texture.sample_cmp_level_zero")?;
    let (offset, loc) = (sample.offset(ir), ir.op_loc(op));
    let (ty, bit) = read_types(rw, op);
    let o = adaptor.operands();
    let new = ResourceSampleCmpLevelZeroOp::build(
        rw,
        loc,
        ty,
        bit,
        o[0],
        o[1],
        o[2],
        o[3],
        offset.as_deref(),
    );
    finish_read(rw, op, new.op())
}

pub(crate) fn sample_cmp_level(
    op: OpId,
    adaptor: &Adaptor,
    rw: &mut ConversionRewriter<'_>,
) -> RewriteResult {
    let ir = rw.ir();
    let sample = SampleCmpLevelOp::cast(ir, op).or_fail("not hlsl.texture.sample_cmp_level")?;
    let (offset, loc) = (sample.offset(ir), ir.op_loc(op));
    let (ty, bit) = read_types(rw, op);
    let o = adaptor.operands();
    let new = ResourceSampleCmpLevelOp::build(
        rw,
        loc,
        ty,
        bit,
        o[0],
        o[1],
        o[2],
        o[3],
        o[4],
        offset.as_deref(),
    );
    finish_read(rw, op, new.op())
}

pub(crate) fn sample_cmp_bias(
    op: OpId,
    adaptor: &Adaptor,
    rw: &mut ConversionRewriter<'_>,
) -> RewriteResult {
    let ir = rw.ir();
    let sample = SampleCmpBiasOp::cast(ir, op).or_fail("not hlsl.texture.sample_cmp_bias")?;
    let (offset, loc) = (sample.offset(ir), ir.op_loc(op));
    let clamp = optional(adaptor, sample.clamp(ir).is_some(), 5);
    let (ty, bit) = read_types(rw, op);
    let o = adaptor.operands();
    let new = ResourceSampleCmpBiasOp::build(
        rw,
        loc,
        ty,
        bit,
        o[0],
        o[1],
        o[2],
        o[3],
        o[4],
        clamp,
        offset.as_deref(),
    );
    finish_read(rw, op, new.op())
}

pub(crate) fn sample_cmp_grad(
    op: OpId,
    adaptor: &Adaptor,
    rw: &mut ConversionRewriter<'_>,
) -> RewriteResult {
    let ir = rw.ir();
    let sample = SampleCmpGradOp::cast(ir, op).or_fail("not hlsl.texture.sample_cmp_grad")?;
    let (offset, loc) = (sample.offset(ir), ir.op_loc(op));
    let clamp = optional(adaptor, sample.clamp(ir).is_some(), 6);
    let (ty, bit) = read_types(rw, op);
    let o = adaptor.operands();
    let new = ResourceSampleCmpGradOp::build(
        rw,
        loc,
        ty,
        bit,
        o[0],
        o[1],
        o[2],
        o[3],
        o[4],
        o[5],
        clamp,
        offset.as_deref(),
    );
    finish_read(rw, op, new.op())
}

/// One gather: `build(rw, offset)` creates the `dx` op. With four offsets,
/// four gathers; texel `i` is component `i` of the gather at offset `i`.
fn gather_with(
    rw: &mut ConversionRewriter<'_>,
    op: OpId,
    offsets: Option<Vec<i32>>,
    build: impl Fn(&mut ConversionRewriter<'_>, Location, Option<&[i32]>) -> OpId,
) -> RewriteResult {
    let loc = rw.ir().op_loc(op);
    let Some(offsets) = offsets else {
        let new = build(rw, loc, None);
        return finish_read(rw, op, new);
    };
    let ty = rw.ir().value_type(rw.ir().result(op, 0));
    let mut texels = Vec::new();
    let mut mapped: Option<Value> = None;
    for (i, offset) in offsets.chunks(2).enumerate() {
        let new = build(rw, loc, Some(offset));
        let all = rw.ir().result(new, 0);
        let texel =
            u32::try_from(i).map_err(|_| shader_mlir::rewrite::MatchFailure("four offsets"))?;
        texels.push(extract(&mut *rw, loc, all, texel).or_fail("gathers give a vector")?);
        if rw.ir().results(new).len() > 1 {
            let bit = rw.ir().result(new, 1);
            mapped = Some(match mapped {
                Some(all) => AndIOp::build(rw, loc, all, bit).result(rw.ir()),
                None => bit,
            });
        }
    }
    let mut values = vec![from_elements(&mut *rw, loc, &texels, ty)];
    if let Some(bit) = mapped {
        values.push(status_from_check_bit(&mut *rw, loc, bit));
    }
    rw.replace_op(op, &values);
    Ok(())
}

pub(crate) fn gather(
    op: OpId,
    adaptor: &Adaptor,
    rw: &mut ConversionRewriter<'_>,
) -> RewriteResult {
    let ir = rw.ir();
    let g = GatherOp::cast(ir, op).or_fail("not hlsl.texture.gather")?;
    let channel = g.channel(ir).index() as i32;
    let offsets = g.offsets(ir);
    let single = g.offset(ir);
    let (ty, bit) = read_types(rw, op);
    let o: Vec<Value> = adaptor.operands().to_vec();
    if offsets.is_none() {
        let new = ResourceGatherOp::build(
            rw,
            ir_loc(op, rw),
            ty,
            bit,
            o[0],
            o[1],
            o[2],
            channel,
            single.as_deref(),
        );
        return finish_read(rw, op, new.op());
    }
    gather_with(rw, op, offsets, |rw, loc, offset| {
        ResourceGatherOp::build(rw, loc, ty, bit, o[0], o[1], o[2], channel, offset).op()
    })
}

pub(crate) fn gather_cmp(
    op: OpId,
    adaptor: &Adaptor,
    rw: &mut ConversionRewriter<'_>,
) -> RewriteResult {
    let ir = rw.ir();
    let g = GatherCmpOp::cast(ir, op).or_fail("not hlsl.texture.gather_cmp")?;
    let channel = g.channel(ir).index() as i32;
    let offsets = g.offsets(ir);
    let single = g.offset(ir);
    let (ty, bit) = read_types(rw, op);
    let o: Vec<Value> = adaptor.operands().to_vec();
    if offsets.is_none() {
        let new = ResourceGatherCmpOp::build(
            rw,
            ir_loc(op, rw),
            ty,
            bit,
            o[0],
            o[1],
            o[2],
            o[3],
            channel,
            single.as_deref(),
        );
        return finish_read(rw, op, new.op());
    }
    gather_with(rw, op, offsets, |rw, loc, offset| {
        ResourceGatherCmpOp::build(rw, loc, ty, bit, o[0], o[1], o[2], o[3], channel, offset).op()
    })
}

pub(crate) fn gather_raw(
    op: OpId,
    adaptor: &Adaptor,
    rw: &mut ConversionRewriter<'_>,
) -> RewriteResult {
    let ir = rw.ir();
    let g = GatherRawOp::cast(ir, op).or_fail("not hlsl.texture.gather_raw")?;
    let (offset, loc) = (g.offset(ir), ir.op_loc(op));
    let (ty, bit) = read_types(rw, op);
    let o = adaptor.operands();
    let new = ResourceGatherRawOp::build(rw, loc, ty, bit, o[0], o[1], o[2], offset.as_deref());
    finish_read(rw, op, new.op())
}

fn ir_loc(op: OpId, rw: &ConversionRewriter<'_>) -> Location {
    rw.ir().op_loc(op)
}

pub(crate) fn feedback_write(
    op: OpId,
    adaptor: &Adaptor,
    rw: &mut ConversionRewriter<'_>,
) -> RewriteResult {
    let ir = rw.ir();
    let write = FeedbackWriteOp::cast(ir, op).or_fail("not hlsl.feedback.write")?;
    let clamp = optional(adaptor, write.clamp(ir).is_some(), 4);
    let loc = ir.op_loc(op);
    let o = adaptor.operands();
    ResourceWriteSamplerFeedbackOp::build(rw, loc, o[0], o[1], o[2], o[3], clamp);
    rw.erase_op(op);
    Ok(())
}

pub(crate) fn feedback_write_bias(
    op: OpId,
    adaptor: &Adaptor,
    rw: &mut ConversionRewriter<'_>,
) -> RewriteResult {
    let ir = rw.ir();
    let write = FeedbackWriteBiasOp::cast(ir, op).or_fail("not hlsl.feedback.write_bias")?;
    let clamp = optional(adaptor, write.clamp(ir).is_some(), 5);
    let loc = ir.op_loc(op);
    let o = adaptor.operands();
    ResourceWriteSamplerFeedbackBiasOp::build(rw, loc, o[0], o[1], o[2], o[3], o[4], clamp);
    rw.erase_op(op);
    Ok(())
}

pub(crate) fn feedback_write_grad(
    op: OpId,
    adaptor: &Adaptor,
    rw: &mut ConversionRewriter<'_>,
) -> RewriteResult {
    let ir = rw.ir();
    let write = FeedbackWriteGradOp::cast(ir, op).or_fail("not hlsl.feedback.write_grad")?;
    let clamp = optional(adaptor, write.clamp(ir).is_some(), 6);
    let loc = ir.op_loc(op);
    let o = adaptor.operands();
    ResourceWriteSamplerFeedbackGradOp::build(rw, loc, o[0], o[1], o[2], o[3], o[4], o[5], clamp);
    rw.erase_op(op);
    Ok(())
}

pub(crate) fn feedback_write_level(
    op: OpId,
    adaptor: &Adaptor,
    rw: &mut ConversionRewriter<'_>,
) -> RewriteResult {
    FeedbackWriteLevelOp::cast(rw.ir(), op).or_fail("not hlsl.feedback.write_level")?;
    let loc = rw.ir().op_loc(op);
    let o = adaptor.operands();
    ResourceWriteSamplerFeedbackLevelOp::build(rw, loc, o[0], o[1], o[2], o[3], o[4]);
    rw.erase_op(op);
    Ok(())
}
