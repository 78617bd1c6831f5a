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

use super::values::{extract, from_elements};
use super::{Lowering, erased, handle_type, replace_read};

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
    let ir = rw.ir();
    let (loc, value) = (ir.op_loc(op), ir.result(new, 0));
    let check_bit = (ir.results(op).len() > 1).then(|| ir.result(new, 1));
    replace_read(rw, op, loc, value, check_bit)
}

/// Operand `index` of `adaptor` when `present`.
fn optional(adaptor: &Adaptor, present: bool, index: usize) -> Option<Value> {
    present.then(|| adaptor.operand(index))
}

pub(crate) fn texture_load(
    Lowering(load, op, loc, adaptor, rw): Lowering<'_, '_, TextureLoadOp>,
) -> RewriteResult {
    let ir = rw.ir();
    let multisampled = handle_type(ir, load.handle(ir))?.properties.ms.is_some();
    let level = optional(adaptor, load.lod_or_sample(ir).is_some(), 2);
    let offset = load.offset(ir);
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
    Lowering(store, op, loc, adaptor, rw): Lowering<'_, '_, TextureStoreOp>,
) -> RewriteResult {
    let sample = optional(adaptor, store.sample(rw.ir()).is_some(), 3);
    let (value, handle, coord) = (adaptor.operand(0), adaptor.operand(1), adaptor.operand(2));
    ResourceStoreTextureOp::build(rw, loc, value, handle, coord, sample);
    erased(rw, op)
}

pub(crate) fn texture_sample(
    Lowering(sample, op, loc, adaptor, rw): Lowering<'_, '_, TextureSampleOp>,
) -> RewriteResult {
    let ir = rw.ir();
    let (offset, has_lod) = (sample.offset(ir), sample.lod(ir).is_some());
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

/// The second of two tokens: an operand a table row names only to say that
/// its op has it.
macro_rules! second {
    ($first:tt, $second:expr) => {
        $second
    };
}

/// One lowering per row: `name: hlsl op => dx op [operands] clamp c`, where
/// the `dx` op takes the `hlsl` op's result types, the adaptor's operands at
/// the listed indices, the optional `clamp` operand at index `c` (for ops that
/// have one), then the `hlsl` op's offset; its value and check bit replace
/// the `hlsl` op's results.
macro_rules! read_lowerings {
    ($($name:ident: $hlsl:ident => $dx:ident [$($i:literal),*] $(clamp $c:literal)?;)*) => {$(
        pub(crate) fn $name(
            Lowering(read, op, loc, adaptor, rw): Lowering<'_, '_, $hlsl>,
        ) -> RewriteResult {
            let ir = rw.ir();
            let offset = read.offset(ir);
            $(let clamp = optional(adaptor, read.clamp(ir).is_some(), $c);)?
            let (ty, bit) = read_types(rw, op);
            let o = adaptor.operands();
            let new = $dx::build(
                rw, loc, ty, bit, $(o[$i],)* $(second!($c, clamp),)? offset.as_deref(),
            );
            finish_read(rw, op, new.op())
        }
    )*};
}

read_lowerings! {
    sample_bias: SampleBiasOp => ResourceSampleBiasOp [0, 1, 2, 3] clamp 4;
    sample_grad: SampleGradOp => ResourceSampleGradOp [0, 1, 2, 3, 4] clamp 5;
    sample_cmp: SampleCmpOp => ResourceSampleCmpOp [0, 1, 2, 3] clamp 4;
    sample_cmp_level_zero: SampleCmpLevelZeroOp => ResourceSampleCmpLevelZeroOp [0, 1, 2, 3];
    sample_cmp_level: SampleCmpLevelOp => ResourceSampleCmpLevelOp [0, 1, 2, 3, 4];
    sample_cmp_bias: SampleCmpBiasOp => ResourceSampleCmpBiasOp [0, 1, 2, 3, 4] clamp 5;
    sample_cmp_grad: SampleCmpGradOp => ResourceSampleCmpGradOp [0, 1, 2, 3, 4, 5] clamp 6;
    gather_raw: GatherRawOp => ResourceGatherRawOp [0, 1, 2];
}

pub(crate) fn sample_clamp(
    Lowering(sample, op, loc, adaptor, rw): Lowering<'_, '_, SampleClampOp>,
) -> RewriteResult {
    let offset = sample.offset(rw.ir());
    let (ty, bit) = read_types(rw, op);
    let o = adaptor.operands();
    let clamp = Some(o[3]);
    let new = ResourceSampleOp::build(rw, loc, ty, bit, o[0], o[1], o[2], clamp, offset.as_deref());
    finish_read(rw, op, new.op())
}

/// One gather: `build(rw, offset)` creates the `dx` op, at the `single`
/// offset when there are not four. With four offsets, four gathers; texel `i`
/// is component `i` of the gather at offset `i`.
fn gather_with(
    rw: &mut ConversionRewriter<'_>,
    op: OpId,
    loc: Location,
    single: Option<Vec<i32>>,
    offsets: Option<Vec<i32>>,
    build: impl Fn(&mut ConversionRewriter<'_>, Option<&[i32]>) -> OpId,
) -> RewriteResult {
    let Some(offsets) = offsets else {
        let new = build(rw, single.as_deref());
        return finish_read(rw, op, new);
    };
    let ty = rw.ir().value_type(rw.ir().result(op, 0));
    let mut texels = Vec::new();
    let mut mapped: Option<Value> = None;
    for (i, offset) in offsets.chunks(2).enumerate() {
        let new = build(rw, Some(offset));
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
    let value = from_elements(&mut *rw, loc, &texels, ty);
    replace_read(rw, op, loc, value, mapped)
}

/// One lowering per row: `name: hlsl op => dx op [operands]`, where the `dx`
/// gather takes the `hlsl` op's result types, the adaptor's operands at the
/// listed indices, then the `hlsl` op's channel and offset ([`gather_with`]).
macro_rules! gather_lowerings {
    ($($name:ident: $hlsl:ident => $dx:ident [$($i:literal),*];)*) => {$(
        pub(crate) fn $name(
            Lowering(g, op, loc, adaptor, rw): Lowering<'_, '_, $hlsl>,
        ) -> RewriteResult {
            let ir = rw.ir();
            let (channel, single, offsets) =
                (g.channel(ir).index() as i32, g.offset(ir), g.offsets(ir));
            let (ty, bit) = read_types(rw, op);
            let o = adaptor.operands();
            gather_with(rw, op, loc, single, offsets, |rw, offset| {
                $dx::build(rw, loc, ty, bit, $(o[$i],)* channel, offset).op()
            })
        }
    )*};
}

gather_lowerings! {
    gather: GatherOp => ResourceGatherOp [0, 1, 2];
    gather_cmp: GatherCmpOp => ResourceGatherCmpOp [0, 1, 2, 3];
}

/// One lowering per row: `name: hlsl op => dx op [operands] clamp c`, where
/// the `dx` write takes the adaptor's operands at the listed indices and the
/// optional `clamp` operand at index `c` (for ops that have one); the `hlsl`
/// write is erased.
macro_rules! write_lowerings {
    ($($name:ident: $hlsl:ident => $dx:ident [$($i:literal),*] $(clamp $c:literal)?;)*) => {$(
        pub(crate) fn $name(
            Lowering(_write, op, loc, adaptor, rw): Lowering<'_, '_, $hlsl>,
        ) -> RewriteResult {
            $(let clamp = optional(adaptor, _write.clamp(rw.ir()).is_some(), $c);)?
            let o = adaptor.operands();
            $dx::build(rw, loc, $(o[$i],)* $(second!($c, clamp))?);
            erased(rw, op)
        }
    )*};
}

write_lowerings! {
    feedback_write: FeedbackWriteOp => ResourceWriteSamplerFeedbackOp [0, 1, 2, 3] clamp 4;
    feedback_write_bias: FeedbackWriteBiasOp => ResourceWriteSamplerFeedbackBiasOp
        [0, 1, 2, 3, 4] clamp 5;
    feedback_write_grad: FeedbackWriteGradOp => ResourceWriteSamplerFeedbackGradOp
        [0, 1, 2, 3, 4, 5] clamp 6;
    feedback_write_level: FeedbackWriteLevelOp => ResourceWriteSamplerFeedbackLevelOp
        [0, 1, 2, 3, 4];
}
