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
use shader_mlir::conversion::ConversionFn;

/// The patterns: (name, root, lowering). Every root is illegal afterwards.
const PATTERNS: &[(&str, &OpDef, ConversionFn)] = &[
    (
        "HandleFromBindingLowering",
        hlsl::HandleFromBindingOp::DEF,
        handles::handle_from_binding,
    ),
    (
        "HandleFromImplicitBindingLowering",
        hlsl::HandleFromImplicitBindingOp::DEF,
        handles::handle_from_implicit_binding,
    ),
    (
        "HandleFromHeapLowering",
        hlsl::HandleFromHeapOp::DEF,
        handles::handle_from_heap,
    ),
    (
        "CounterHandleFromBindingLowering",
        hlsl::CounterHandleFromBindingOp::DEF,
        handles::counter_handle,
    ),
    (
        "CounterHandleFromImplicitBindingLowering",
        hlsl::CounterHandleFromImplicitBindingOp::DEF,
        handles::counter_handle,
    ),
    (
        "BufferLoadLowering",
        hlsl::BufferLoadOp::DEF,
        buffers::buffer_load,
    ),
    (
        "BufferStoreLowering",
        hlsl::BufferStoreOp::DEF,
        buffers::buffer_store,
    ),
    (
        "CBufferLoadLowering",
        hlsl::CBufferLoadOp::DEF,
        cbuffer::cbuffer_load,
    ),
    (
        "UpdateCounterLowering",
        hlsl::UpdateCounterOp::DEF,
        counter::update_counter,
    ),
    (
        "BufferAtomicRMWLowering",
        hlsl::BufferAtomicRMWOp::DEF,
        atomics::buffer_rmw,
    ),
    (
        "BufferAtomicCmpXchgLowering",
        hlsl::BufferAtomicCmpXchgOp::DEF,
        atomics::buffer_cmpxchg,
    ),
    (
        "TextureAtomicRMWLowering",
        hlsl::TextureAtomicRMWOp::DEF,
        atomics::texture_rmw,
    ),
    (
        "TextureAtomicCmpXchgLowering",
        hlsl::TextureAtomicCmpXchgOp::DEF,
        atomics::texture_cmpxchg,
    ),
    (
        "BufferGetDimensionsLowering",
        hlsl::BufferGetDimensionsOp::DEF,
        queries::buffer_getdimensions,
    ),
    (
        "TextureGetDimensionsLowering",
        hlsl::TextureGetDimensionsOp::DEF,
        queries::texture_getdimensions,
    ),
    (
        "TextureLevelsLowering",
        hlsl::TextureLevelsOp::DEF,
        queries::texture_levels,
    ),
    (
        "TextureSamplesLowering",
        hlsl::TextureSamplesOp::DEF,
        queries::texture_samples,
    ),
    (
        "CalculateLodLowering",
        hlsl::CalculateLodOp::DEF,
        queries::calculate_lod,
    ),
    (
        "SamplePositionLowering",
        hlsl::SamplePositionOp::DEF,
        queries::sample_position,
    ),
    (
        "TextureLoadLowering",
        hlsl::TextureLoadOp::DEF,
        textures::texture_load,
    ),
    (
        "TextureStoreLowering",
        hlsl::TextureStoreOp::DEF,
        textures::texture_store,
    ),
    (
        "TextureSampleLowering",
        hlsl::TextureSampleOp::DEF,
        textures::texture_sample,
    ),
    (
        "SampleClampLowering",
        hlsl::SampleClampOp::DEF,
        textures::sample_clamp,
    ),
    (
        "SampleBiasLowering",
        hlsl::SampleBiasOp::DEF,
        textures::sample_bias,
    ),
    (
        "SampleGradLowering",
        hlsl::SampleGradOp::DEF,
        textures::sample_grad,
    ),
    (
        "SampleCmpLowering",
        hlsl::SampleCmpOp::DEF,
        textures::sample_cmp,
    ),
    (
        "SampleCmpLevelZeroLowering",
        hlsl::SampleCmpLevelZeroOp::DEF,
        textures::sample_cmp_level_zero,
    ),
    (
        "SampleCmpLevelLowering",
        hlsl::SampleCmpLevelOp::DEF,
        textures::sample_cmp_level,
    ),
    (
        "SampleCmpBiasLowering",
        hlsl::SampleCmpBiasOp::DEF,
        textures::sample_cmp_bias,
    ),
    (
        "SampleCmpGradLowering",
        hlsl::SampleCmpGradOp::DEF,
        textures::sample_cmp_grad,
    ),
    ("GatherLowering", hlsl::GatherOp::DEF, textures::gather),
    (
        "GatherCmpLowering",
        hlsl::GatherCmpOp::DEF,
        textures::gather_cmp,
    ),
    (
        "GatherRawLowering",
        hlsl::GatherRawOp::DEF,
        textures::gather_raw,
    ),
    (
        "FeedbackWriteLowering",
        hlsl::FeedbackWriteOp::DEF,
        textures::feedback_write,
    ),
    (
        "FeedbackWriteBiasLowering",
        hlsl::FeedbackWriteBiasOp::DEF,
        textures::feedback_write_bias,
    ),
    (
        "FeedbackWriteGradLowering",
        hlsl::FeedbackWriteGradOp::DEF,
        textures::feedback_write_grad,
    ),
    (
        "FeedbackWriteLevelLowering",
        hlsl::FeedbackWriteLevelOp::DEF,
        textures::feedback_write_level,
    ),
    (
        "CheckAccessFullyMappedLowering",
        hlsl::CheckAccessFullyMappedOp::DEF,
        waves::check_access_fully_mapped,
    ),
    ("BarrierLowering", hlsl::BarrierOp::DEF, waves::barrier),
    (
        "WaveLaneIndexLowering",
        hlsl::WaveLaneIndexOp::DEF,
        waves::wave_lane_index,
    ),
    (
        "WaveLaneCountLowering",
        hlsl::WaveLaneCountOp::DEF,
        waves::wave_lane_count,
    ),
    (
        "WaveIsFirstLaneLowering",
        hlsl::WaveIsFirstLaneOp::DEF,
        waves::wave_is_first_lane,
    ),
    (
        "WaveReduceLowering",
        hlsl::WaveReduceOp::DEF,
        waves::wave_reduce,
    ),
    (
        "WavePrefixLowering",
        hlsl::WavePrefixOp::DEF,
        waves::wave_prefix,
    ),
    (
        "WaveActiveCountBitsLowering",
        hlsl::WaveActiveCountBitsOp::DEF,
        waves::wave_active_count_bits,
    ),
    (
        "WavePrefixCountBitsLowering",
        hlsl::WavePrefixCountBitsOp::DEF,
        waves::wave_prefix_count_bits,
    ),
    (
        "WaveAllTrueLowering",
        hlsl::WaveAllTrueOp::DEF,
        waves::wave_all_true,
    ),
    (
        "WaveAnyTrueLowering",
        hlsl::WaveAnyTrueOp::DEF,
        waves::wave_any_true,
    ),
    (
        "WaveAllEqualLowering",
        hlsl::WaveAllEqualOp::DEF,
        waves::wave_all_equal,
    ),
    (
        "WaveBallotLowering",
        hlsl::WaveBallotOp::DEF,
        waves::wave_ballot,
    ),
    (
        "WaveReadLaneAtLowering",
        hlsl::WaveReadLaneAtOp::DEF,
        waves::wave_read_lane_at,
    ),
    (
        "WaveReadLaneFirstLowering",
        hlsl::WaveReadLaneFirstOp::DEF,
        waves::wave_read_lane_first,
    ),
    (
        "QuadReadAcrossLowering",
        hlsl::QuadReadAcrossOp::DEF,
        waves::quad_read_across,
    ),
    (
        "QuadReadLaneAtLowering",
        hlsl::QuadReadLaneAtOp::DEF,
        waves::quad_read_lane_at,
    ),
    ("DdxLowering", hlsl::DdxOp::DEF, waves::ddx),
    ("DdyLowering", hlsl::DdyOp::DEF, waves::ddy),
    (
        "DdxCoarseLowering",
        hlsl::DdxCoarseOp::DEF,
        waves::ddx_coarse,
    ),
    (
        "DdyCoarseLowering",
        hlsl::DdyCoarseOp::DEF,
        waves::ddy_coarse,
    ),
    ("DdxFineLowering", hlsl::DdxFineOp::DEF, waves::ddx_fine),
    ("DdyFineLowering", hlsl::DdyFineOp::DEF, waves::ddy_fine),
    ("DiscardLowering", hlsl::DiscardOp::DEF, waves::discard),
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
