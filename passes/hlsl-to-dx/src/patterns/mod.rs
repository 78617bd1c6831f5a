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
use dialect_hlsl::types::HandleType;
use shader_mlir::conversion::{Adaptor, ConversionFn, ConversionRewriter};
pub(crate) use shader_mlir::conversion::{erased, replaced};
use shader_mlir::ir::{Ir, Location, OpId, Value};
use shader_mlir::op_conversion_patterns;
use shader_mlir::rewrite::{MatchFailure, OrFail, RewriteResult};

/// The `!hlsl.handle` type of `handle` (an original, unconverted operand).
pub(crate) fn handle_type(ir: &Ir, handle: Value) -> Result<&HandleType, MatchFailure> {
    HandleType::of(ir.ctx(), ir.value_type(handle)).or_fail("not an !hlsl.handle")
}

/// Replaces the read `op` with `value` and, when the `dx` op's `check_bit`
/// is given (the read has a `status`), the status made of it.
pub(crate) fn replace_read(
    rw: &mut ConversionRewriter<'_>,
    op: OpId,
    loc: Location,
    value: Value,
    check_bit: Option<Value>,
) -> RewriteResult {
    let mut values = vec![value];
    if let Some(bit) = check_bit {
        values.push(values::status_from_check_bit(&mut *rw, loc, bit));
    }
    replaced(rw, op, &values)
}

/// Replaces `op` with the single result of `new`.
pub(crate) fn replace_with(rw: &mut ConversionRewriter<'_>, op: OpId, new: OpId) -> RewriteResult {
    let result = rw.ir().result(new, 0);
    replaced(rw, op, &[result])
}

/// What a lowering receives, as MLIR's `OpConversionPattern<SourceOp>` does:
/// (the root as its typed handle, the root op, its location, its converted
/// operands, the rewriter).
pub(crate) struct Lowering<'a, 'r, T>(
    pub T,
    pub OpId,
    pub Location,
    pub &'a Adaptor,
    pub &'a mut ConversionRewriter<'r>,
);

/// The patterns, one row per `hlsl` op: `Name(NameOp) => lowering` is the
/// pattern `NameLowering` rooted at `hlsl::NameOp`. Every root is illegal
/// afterwards.
const PATTERNS: &[(&str, &OpDef, ConversionFn)] = op_conversion_patterns![
    Lowering;
    HandleFromBinding(hlsl::HandleFromBindingOp) => handles::handle_from_binding,
    HandleFromImplicitBinding(hlsl::HandleFromImplicitBindingOp) => handles::handle_from_implicit_binding,
    HandleFromHeap(hlsl::HandleFromHeapOp) => handles::handle_from_heap,
    CounterHandleFromBinding(hlsl::CounterHandleFromBindingOp) => handles::counter_handle,
    CounterHandleFromImplicitBinding(hlsl::CounterHandleFromImplicitBindingOp) => handles::counter_handle,
    BufferLoad(hlsl::BufferLoadOp) => buffers::buffer_load,
    BufferStore(hlsl::BufferStoreOp) => buffers::buffer_store,
    CBufferLoad(hlsl::CBufferLoadOp) => cbuffer::cbuffer_load,
    UpdateCounter(hlsl::UpdateCounterOp) => counter::update_counter,
    BufferAtomicRMW(hlsl::BufferAtomicRMWOp) => atomics::buffer_rmw,
    BufferAtomicCmpXchg(hlsl::BufferAtomicCmpXchgOp) => atomics::buffer_cmpxchg,
    TextureAtomicRMW(hlsl::TextureAtomicRMWOp) => atomics::texture_rmw,
    TextureAtomicCmpXchg(hlsl::TextureAtomicCmpXchgOp) => atomics::texture_cmpxchg,
    BufferGetDimensions(hlsl::BufferGetDimensionsOp) => queries::buffer_getdimensions,
    TextureGetDimensions(hlsl::TextureGetDimensionsOp) => queries::texture_getdimensions,
    TextureLevels(hlsl::TextureLevelsOp) => queries::texture_levels,
    TextureSamples(hlsl::TextureSamplesOp) => queries::texture_samples,
    CalculateLod(hlsl::CalculateLodOp) => queries::calculate_lod,
    SamplePosition(hlsl::SamplePositionOp) => queries::sample_position,
    TextureLoad(hlsl::TextureLoadOp) => textures::texture_load,
    TextureStore(hlsl::TextureStoreOp) => textures::texture_store,
    TextureSample(hlsl::TextureSampleOp) => textures::texture_sample,
    SampleClamp(hlsl::SampleClampOp) => textures::sample_clamp,
    SampleBias(hlsl::SampleBiasOp) => textures::sample_bias,
    SampleGrad(hlsl::SampleGradOp) => textures::sample_grad,
    SampleCmp(hlsl::SampleCmpOp) => textures::sample_cmp,
    SampleCmpLevelZero(hlsl::SampleCmpLevelZeroOp) => textures::sample_cmp_level_zero,
    SampleCmpLevel(hlsl::SampleCmpLevelOp) => textures::sample_cmp_level,
    SampleCmpBias(hlsl::SampleCmpBiasOp) => textures::sample_cmp_bias,
    SampleCmpGrad(hlsl::SampleCmpGradOp) => textures::sample_cmp_grad,
    Gather(hlsl::GatherOp) => textures::gather,
    GatherCmp(hlsl::GatherCmpOp) => textures::gather_cmp,
    GatherRaw(hlsl::GatherRawOp) => textures::gather_raw,
    FeedbackWrite(hlsl::FeedbackWriteOp) => textures::feedback_write,
    FeedbackWriteBias(hlsl::FeedbackWriteBiasOp) => textures::feedback_write_bias,
    FeedbackWriteGrad(hlsl::FeedbackWriteGradOp) => textures::feedback_write_grad,
    FeedbackWriteLevel(hlsl::FeedbackWriteLevelOp) => textures::feedback_write_level,
    CheckAccessFullyMapped(hlsl::CheckAccessFullyMappedOp) => waves::check_access_fully_mapped,
    Barrier(hlsl::BarrierOp) => waves::barrier,
    WaveLaneIndex(hlsl::WaveLaneIndexOp) => waves::wave_lane_index,
    WaveLaneCount(hlsl::WaveLaneCountOp) => waves::wave_lane_count,
    WaveIsFirstLane(hlsl::WaveIsFirstLaneOp) => waves::wave_is_first_lane,
    WaveReduce(hlsl::WaveReduceOp) => waves::wave_reduce,
    WavePrefix(hlsl::WavePrefixOp) => waves::wave_prefix,
    WaveActiveCountBits(hlsl::WaveActiveCountBitsOp) => waves::wave_active_count_bits,
    WavePrefixCountBits(hlsl::WavePrefixCountBitsOp) => waves::wave_prefix_count_bits,
    WaveAllTrue(hlsl::WaveAllTrueOp) => waves::wave_all_true,
    WaveAnyTrue(hlsl::WaveAnyTrueOp) => waves::wave_any_true,
    WaveAllEqual(hlsl::WaveAllEqualOp) => waves::wave_all_equal,
    WaveBallot(hlsl::WaveBallotOp) => waves::wave_ballot,
    WaveReadLaneAt(hlsl::WaveReadLaneAtOp) => waves::wave_read_lane_at,
    WaveReadLaneFirst(hlsl::WaveReadLaneFirstOp) => waves::wave_read_lane_first,
    QuadReadAcross(hlsl::QuadReadAcrossOp) => waves::quad_read_across,
    QuadReadLaneAt(hlsl::QuadReadLaneAtOp) => waves::quad_read_lane_at,
    Ddx(hlsl::DdxOp) => waves::ddx,
    Ddy(hlsl::DdyOp) => waves::ddy,
    DdxCoarse(hlsl::DdxCoarseOp) => waves::ddx_coarse,
    DdyCoarse(hlsl::DdyCoarseOp) => waves::ddy_coarse,
    DdxFine(hlsl::DdxFineOp) => waves::ddx_fine,
    DdyFine(hlsl::DdyFineOp) => waves::ddy_fine,
    Discard(hlsl::DiscardOp) => waves::discard,
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
