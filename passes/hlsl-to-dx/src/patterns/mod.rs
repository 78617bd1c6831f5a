//! The conversion patterns of `--convert-hlsl-to-dx`, one module per group of
//! `hlsl` ops, and the upstream ops they build ([`values`]).

mod atomics;
mod buffers;
mod cbuffer;
mod counter;
mod handles;
mod queries;
mod textures;
mod values;
mod waves;

pub(crate) use values::{component_bytes, components};

use std::sync::Arc;

use shader_mlir::dialect::OpDef;

use shader_mlir::conversion::{ConversionPatternSet, FnConversionPattern, TypeConverter};

use dialect_hlsl::ops as hlsl;
use shader_mlir::conversion::{Adaptor, ConversionFn, ConversionRewriter};
use shader_mlir::ir::{OpId, Value};
use shader_mlir::rewrite::{OrFail, RewriteResult};

/// What a lowering receives, as MLIR's `OpConversionPattern<SourceOp>` does:
/// (the root as its typed handle, the root op, its converted operands, the
/// rewriter).
pub(crate) struct Lowering<'a, 'r, T>(
    pub T,
    pub OpId,
    pub &'a Adaptor,
    pub &'a mut ConversionRewriter<'r>,
);

/// Replaces `op` with `values`: the lowering applied.
pub(crate) fn replaced(
    rw: &mut ConversionRewriter<'_>,
    op: OpId,
    values: &[Value],
) -> RewriteResult {
    rw.replace_op(op, values);
    Ok(())
}

/// Erases `op`, which has no results: the lowering applied.
pub(crate) fn erased(rw: &mut ConversionRewriter<'_>, op: OpId) -> RewriteResult {
    rw.erase_op(op);
    Ok(())
}

/// The pattern table: each row `Name(NameOp) => lowering` becomes
/// (`"NameLowering"`, `hlsl::NameOp::DEF`, a function that hands `lowering`
/// the root as a [`Lowering`]).
macro_rules! patterns {
    ($($name:ident($op:ident) => $lower:path,)*) => {
        &[$((
            concat!(stringify!($name), "Lowering"),
            hlsl::$op::DEF,
            |op, adaptor, rw| {
                let root = hlsl::$op::cast(rw.ir(), op).or_fail("not the pattern's root op")?;
                $lower(Lowering(root, op, adaptor, rw))
            },
        ),)*]
    };
}

/// The patterns, one row per `hlsl` op: `Name(NameOp) => lowering` is the
/// pattern `NameLowering` rooted at `hlsl::NameOp`. Every root is illegal
/// afterwards.
const PATTERNS: &[(&str, &OpDef, ConversionFn)] = patterns![
    HandleFromBinding(HandleFromBindingOp) => handles::handle_from_binding,
    HandleFromImplicitBinding(HandleFromImplicitBindingOp) => handles::handle_from_implicit_binding,
    HandleFromHeap(HandleFromHeapOp) => handles::handle_from_heap,
    CounterHandleFromBinding(CounterHandleFromBindingOp) => handles::counter_handle,
    CounterHandleFromImplicitBinding(CounterHandleFromImplicitBindingOp) => handles::counter_handle,
    BufferLoad(BufferLoadOp) => buffers::buffer_load,
    BufferStore(BufferStoreOp) => buffers::buffer_store,
    CBufferLoad(CBufferLoadOp) => cbuffer::cbuffer_load,
    UpdateCounter(UpdateCounterOp) => counter::update_counter,
    BufferAtomicRMW(BufferAtomicRMWOp) => atomics::buffer_rmw,
    BufferAtomicCmpXchg(BufferAtomicCmpXchgOp) => atomics::buffer_cmpxchg,
    TextureAtomicRMW(TextureAtomicRMWOp) => atomics::texture_rmw,
    TextureAtomicCmpXchg(TextureAtomicCmpXchgOp) => atomics::texture_cmpxchg,
    BufferGetDimensions(BufferGetDimensionsOp) => queries::buffer_getdimensions,
    TextureGetDimensions(TextureGetDimensionsOp) => queries::texture_getdimensions,
    TextureLevels(TextureLevelsOp) => queries::texture_levels,
    TextureSamples(TextureSamplesOp) => queries::texture_samples,
    CalculateLod(CalculateLodOp) => queries::calculate_lod,
    SamplePosition(SamplePositionOp) => queries::sample_position,
    TextureLoad(TextureLoadOp) => textures::texture_load,
    TextureStore(TextureStoreOp) => textures::texture_store,
    TextureSample(TextureSampleOp) => textures::texture_sample,
    SampleClamp(SampleClampOp) => textures::sample_clamp,
    SampleBias(SampleBiasOp) => textures::sample_bias,
    SampleGrad(SampleGradOp) => textures::sample_grad,
    SampleCmp(SampleCmpOp) => textures::sample_cmp,
    SampleCmpLevelZero(SampleCmpLevelZeroOp) => textures::sample_cmp_level_zero,
    SampleCmpLevel(SampleCmpLevelOp) => textures::sample_cmp_level,
    SampleCmpBias(SampleCmpBiasOp) => textures::sample_cmp_bias,
    SampleCmpGrad(SampleCmpGradOp) => textures::sample_cmp_grad,
    Gather(GatherOp) => textures::gather,
    GatherCmp(GatherCmpOp) => textures::gather_cmp,
    GatherRaw(GatherRawOp) => textures::gather_raw,
    FeedbackWrite(FeedbackWriteOp) => textures::feedback_write,
    FeedbackWriteBias(FeedbackWriteBiasOp) => textures::feedback_write_bias,
    FeedbackWriteGrad(FeedbackWriteGradOp) => textures::feedback_write_grad,
    FeedbackWriteLevel(FeedbackWriteLevelOp) => textures::feedback_write_level,
    CheckAccessFullyMapped(CheckAccessFullyMappedOp) => waves::check_access_fully_mapped,
    Barrier(BarrierOp) => waves::barrier,
    WaveLaneIndex(WaveLaneIndexOp) => waves::wave_lane_index,
    WaveLaneCount(WaveLaneCountOp) => waves::wave_lane_count,
    WaveIsFirstLane(WaveIsFirstLaneOp) => waves::wave_is_first_lane,
    WaveReduce(WaveReduceOp) => waves::wave_reduce,
    WavePrefix(WavePrefixOp) => waves::wave_prefix,
    WaveActiveCountBits(WaveActiveCountBitsOp) => waves::wave_active_count_bits,
    WavePrefixCountBits(WavePrefixCountBitsOp) => waves::wave_prefix_count_bits,
    WaveAllTrue(WaveAllTrueOp) => waves::wave_all_true,
    WaveAnyTrue(WaveAnyTrueOp) => waves::wave_any_true,
    WaveAllEqual(WaveAllEqualOp) => waves::wave_all_equal,
    WaveBallot(WaveBallotOp) => waves::wave_ballot,
    WaveReadLaneAt(WaveReadLaneAtOp) => waves::wave_read_lane_at,
    WaveReadLaneFirst(WaveReadLaneFirstOp) => waves::wave_read_lane_first,
    QuadReadAcross(QuadReadAcrossOp) => waves::quad_read_across,
    QuadReadLaneAt(QuadReadLaneAtOp) => waves::quad_read_lane_at,
    Ddx(DdxOp) => waves::ddx,
    Ddy(DdyOp) => waves::ddy,
    DdxCoarse(DdxCoarseOp) => waves::ddx_coarse,
    DdyCoarse(DdyCoarseOp) => waves::ddy_coarse,
    DdxFine(DdxFineOp) => waves::ddx_fine,
    DdyFine(DdyFineOp) => waves::ddy_fine,
    Discard(DiscardOp) => waves::discard,
];

/// The `hlsl` ops the lowering converts; all of them are illegal afterwards.
pub fn converted_ops() -> impl Iterator<Item = &'static OpDef> {
    PATTERNS.iter().map(|&(_, def, _)| def)
}

/// Adds the lowering's patterns, typed by `converter`, to `patterns`.
pub fn populate_hlsl_to_dx_patterns(
    converter: &Arc<TypeConverter>,
    patterns: &mut ConversionPatternSet,
) {
    for &(name, root, apply) in PATTERNS {
        patterns.add(
            FnConversionPattern::new(name, root, apply).with_type_converter(converter.clone()),
        );
    }
}
