//! Conversion patterns for the `hlsl` ops (docs/lowering-hlsl-to-spirv.md):
//!
//! | op | lowering |
//! |---|---|
//! | `handlefrombinding`, `handlefromimplicitbinding`, `counterhandlefrom*binding`, `handlefromheap` | `spirv.mlir.addressof` of the resource's variable, an `AccessChain` into arrays ([`handles`]) |
//! | `buffer.load` / `buffer.store` | structured: `AccessChain` + `Load`/`Store`; byte-address: 32-bit words; typed: `ImageFetch`/`ImageRead`/`ImageWrite` ([`buffer`]) |
//! | `cbuffer.load` | `AccessChain` + `Load` ([`cbuffer`]) |
//! | `texture.load` / `texture.store` | `ImageFetch`, `ImageRead`, `ImageWrite` with `Lod`, `Sample`, `ConstOffset` ([`texture`]) |
//! | `texture.sample` and the `sample_*` ops | `SampledImage` + `ImageSample{Implicit,Explicit}Lod`, `ImageSampleDref{Implicit,Explicit}Lod` ([`sample`]) |
//! | `texture.gather`, `gather_raw`, `gather_cmp` | `SampledImage` + `ImageGather` / `ImageDrefGather` ([`gather`]) |
//! | `buffer.getdimensions`, `texture.getdimensions`, `levels`, `samples`, `calculate_lod`, `sample_position` | `ArrayLength`, `ImageQuerySize[Lod]`, `ImageQueryLevels`, `ImageQuerySamples`, `ImageQueryLod`, a table ([`query`]) |
//! | `updatecounter` | `AtomicIAdd` (+1, the old value) / `AtomicISub` (-1, the new value) ([`counter`]) |
//! | `system_value` | `Load` of a built-in `Input` variable ([`handles`]) |
//! | `push_constant.load`, `spec_constant` | `AccessChain` + `Load` of the `PushConstant` block; `spirv.mlir.referenceof` a `spirv.SpecConstant` ([`crate::vulkan_inputs`]) |
//! | `buffer.atomic_rmw` / `buffer.atomic_cmpxchg`, `texture.atomic_rmw` / `texture.atomic_cmpxchg` | `AccessChain` (storage buffers) or `ImageTexelPointer` (typed buffers, storage images) + `OpAtomic*` ([`atomic`]) |
//! | `memref.get_global`, `alloca`, `load`, `store`, `atomic_rmw`, `generic_atomic_rmw` | `Workgroup`, `Private` and `Function` variables, `AccessChain` + `Load`/`Store`, `OpAtomic*` at `Workgroup` scope ([`memref`]) |
//! | `ddx*`, `ddy*`, `discard` | `DPdx*`, `DPdy*`, `DemoteToHelperInvocation` (or `Kill` without it) ([`pixel`]) |
//! | `wave.*`, `quad.*` | subgroup operations at `Subgroup` scope, `SubgroupLocalInvocationId` / `SubgroupSize` built-ins ([`wave`]) |
//! | `barrier` | `ControlBarrier` / `MemoryBarrier`, DXC's scopes and semantics ([`barrier`]) |
//!
//! Every pattern shares one [`Lowering`]: the target settings, the module's
//! resource table and the type converter.

pub mod atomic;
pub mod barrier;
pub mod buffer;
pub mod cbuffer;
pub mod counter;
pub mod gather;
pub mod handles;
pub mod image_operands;
pub mod memref;
pub mod pixel;
pub mod query;
pub mod sample;
pub mod texture;
pub mod values;
pub mod wave;

use std::sync::Arc;

use dialect_hlsl::ops::{
    BarrierOp, BufferAtomicCmpXchgOp, BufferAtomicRMWOp, BufferGetDimensionsOp, BufferLoadOp,
    BufferStoreOp, CBufferLoadOp, CalculateLodOp, CheckAccessFullyMappedOp,
    CounterHandleFromBindingOp, CounterHandleFromImplicitBindingOp, DdxCoarseOp, DdxFineOp, DdxOp,
    DdyCoarseOp, DdyFineOp, DdyOp, DiscardOp, GatherCmpOp, GatherOp, GatherRawOp,
    HandleFromBindingOp, HandleFromHeapOp, HandleFromImplicitBindingOp, PushConstantLoadOp,
    QuadReadAcrossOp, QuadReadLaneAtOp, SampleBiasOp, SampleClampOp, SampleCmpBiasOp,
    SampleCmpGradOp, SampleCmpLevelOp, SampleCmpLevelZeroOp, SampleCmpOp, SampleGradOp,
    SamplePositionOp, SpecConstantOp, SystemValueOp, TextureAtomicCmpXchgOp, TextureAtomicRMWOp,
    TextureGetDimensionsOp, TextureLevelsOp, TextureLoadOp, TextureSampleOp, TextureSamplesOp,
    TextureStoreOp, UpdateCounterOp, WaveActiveCountBitsOp, WaveAllEqualOp, WaveAllTrueOp,
    WaveAnyTrueOp, WaveBallotOp, WaveIsFirstLaneOp, WaveLaneCountOp, WaveLaneIndexOp,
    WavePrefixCountBitsOp, WavePrefixOp, WaveReadLaneAtOp, WaveReadLaneFirstOp, WaveReduceOp,
};
use dialect_memref::{
    AllocaOp, AtomicRMWOp, GenericAtomicRMWOp, GetGlobalOp, LoadOp as MemRefLoadOp,
    StoreOp as MemRefStoreOp,
};
use shader_mlir::conversion::{
    ConversionPatternSet, StatefulConversionFn, StatefulConversionPattern, TypeConverter,
};
use shader_mlir::dialect::OpDef;

use crate::resources::ResourceTable;
use crate::settings::Settings;

/// What every pattern of the lowering reads.
pub struct Lowering {
    pub settings: Arc<Settings>,
    pub table: ResourceTable,
    pub converter: Arc<TypeConverter>,
}

/// Every `hlsl` op pattern: (pattern name, root op, body).
const PATTERNS: &[(&str, &OpDef, StatefulConversionFn<Lowering>)] = &[
    (
        "HandleFromBindingLowering",
        HandleFromBindingOp::DEF,
        handles::lower_handle,
    ),
    (
        "HandleFromImplicitBindingLowering",
        HandleFromImplicitBindingOp::DEF,
        handles::lower_handle,
    ),
    (
        "CounterHandleFromBindingLowering",
        CounterHandleFromBindingOp::DEF,
        handles::lower_handle,
    ),
    (
        "CounterHandleFromImplicitBindingLowering",
        CounterHandleFromImplicitBindingOp::DEF,
        handles::lower_handle,
    ),
    (
        "HandleFromHeapLowering",
        HandleFromHeapOp::DEF,
        handles::lower_handle,
    ),
    (
        "PushConstantLoadLowering",
        PushConstantLoadOp::DEF,
        crate::vulkan_inputs::lower_push_constant_load,
    ),
    (
        "SpecConstantLowering",
        SpecConstantOp::DEF,
        crate::vulkan_inputs::lower_spec_constant,
    ),
    (
        "SystemValueLowering",
        SystemValueOp::DEF,
        handles::lower_system_value,
    ),
    ("BufferLoadLowering", BufferLoadOp::DEF, buffer::lower_load),
    (
        "BufferStoreLowering",
        BufferStoreOp::DEF,
        buffer::lower_store,
    ),
    (
        "CBufferLoadLowering",
        CBufferLoadOp::DEF,
        cbuffer::lower_load,
    ),
    (
        "TextureLoadLowering",
        TextureLoadOp::DEF,
        texture::lower_load,
    ),
    (
        "TextureStoreLowering",
        TextureStoreOp::DEF,
        texture::lower_store,
    ),
    (
        "CheckAccessFullyMappedLowering",
        CheckAccessFullyMappedOp::DEF,
        texture::lower_check_access_fully_mapped,
    ),
    (
        "UpdateCounterLowering",
        UpdateCounterOp::DEF,
        counter::lower_update,
    ),
    (
        "BufferAtomicRMWLowering",
        BufferAtomicRMWOp::DEF,
        atomic::lower_rmw,
    ),
    (
        "BufferAtomicCmpXchgLowering",
        BufferAtomicCmpXchgOp::DEF,
        atomic::lower_cmpxchg,
    ),
    (
        "TextureAtomicRMWLowering",
        TextureAtomicRMWOp::DEF,
        atomic::lower_rmw,
    ),
    (
        "TextureAtomicCmpXchgLowering",
        TextureAtomicCmpXchgOp::DEF,
        atomic::lower_cmpxchg,
    ),
    ("BarrierLowering", BarrierOp::DEF, barrier::lower_barrier),
    (
        "BufferGetDimensionsLowering",
        BufferGetDimensionsOp::DEF,
        query::lower_buffer_dimensions,
    ),
    (
        "TextureGetDimensionsLowering",
        TextureGetDimensionsOp::DEF,
        query::lower_texture_dimensions,
    ),
    (
        "TextureLevelsLowering",
        TextureLevelsOp::DEF,
        query::lower_count,
    ),
    (
        "TextureSamplesLowering",
        TextureSamplesOp::DEF,
        query::lower_count,
    ),
    (
        "CalculateLodLowering",
        CalculateLodOp::DEF,
        query::lower_calculate_lod,
    ),
    (
        "SamplePositionLowering",
        SamplePositionOp::DEF,
        query::lower_sample_position,
    ),
    (
        "TextureSampleLowering",
        TextureSampleOp::DEF,
        sample::lower_sample,
    ),
    (
        "SampleClampLowering",
        SampleClampOp::DEF,
        sample::lower_sample,
    ),
    (
        "SampleBiasLowering",
        SampleBiasOp::DEF,
        sample::lower_sample,
    ),
    (
        "SampleGradLowering",
        SampleGradOp::DEF,
        sample::lower_sample,
    ),
    ("SampleCmpLowering", SampleCmpOp::DEF, sample::lower_sample),
    (
        "SampleCmpLevelZeroLowering",
        SampleCmpLevelZeroOp::DEF,
        sample::lower_sample,
    ),
    (
        "SampleCmpLevelLowering",
        SampleCmpLevelOp::DEF,
        sample::lower_sample,
    ),
    (
        "SampleCmpBiasLowering",
        SampleCmpBiasOp::DEF,
        sample::lower_sample,
    ),
    (
        "SampleCmpGradLowering",
        SampleCmpGradOp::DEF,
        sample::lower_sample,
    ),
    ("GatherLowering", GatherOp::DEF, gather::lower_gather),
    ("GatherRawLowering", GatherRawOp::DEF, gather::lower_gather),
    ("GatherCmpLowering", GatherCmpOp::DEF, gather::lower_gather),
    ("DdxLowering", DdxOp::DEF, pixel::lower_derivative),
    ("DdyLowering", DdyOp::DEF, pixel::lower_derivative),
    (
        "DdxCoarseLowering",
        DdxCoarseOp::DEF,
        pixel::lower_derivative,
    ),
    (
        "DdyCoarseLowering",
        DdyCoarseOp::DEF,
        pixel::lower_derivative,
    ),
    ("DdxFineLowering", DdxFineOp::DEF, pixel::lower_derivative),
    ("DdyFineLowering", DdyFineOp::DEF, pixel::lower_derivative),
    ("DiscardLowering", DiscardOp::DEF, pixel::lower_discard),
    (
        "WaveLaneIndexLowering",
        WaveLaneIndexOp::DEF,
        handles::lower_system_value,
    ),
    (
        "WaveLaneCountLowering",
        WaveLaneCountOp::DEF,
        handles::lower_system_value,
    ),
    (
        "WaveIsFirstLaneLowering",
        WaveIsFirstLaneOp::DEF,
        wave::lower_is_first_lane,
    ),
    ("WaveReduceLowering", WaveReduceOp::DEF, wave::lower_reduce),
    ("WavePrefixLowering", WavePrefixOp::DEF, wave::lower_reduce),
    (
        "WaveActiveCountBitsLowering",
        WaveActiveCountBitsOp::DEF,
        wave::lower_ballot,
    ),
    (
        "WavePrefixCountBitsLowering",
        WavePrefixCountBitsOp::DEF,
        wave::lower_ballot,
    ),
    ("WaveBallotLowering", WaveBallotOp::DEF, wave::lower_ballot),
    ("WaveAllTrueLowering", WaveAllTrueOp::DEF, wave::lower_vote),
    ("WaveAnyTrueLowering", WaveAnyTrueOp::DEF, wave::lower_vote),
    (
        "WaveAllEqualLowering",
        WaveAllEqualOp::DEF,
        wave::lower_vote,
    ),
    (
        "WaveReadLaneAtLowering",
        WaveReadLaneAtOp::DEF,
        wave::lower_lane_read,
    ),
    (
        "WaveReadLaneFirstLowering",
        WaveReadLaneFirstOp::DEF,
        wave::lower_lane_read,
    ),
    (
        "QuadReadAcrossLowering",
        QuadReadAcrossOp::DEF,
        wave::lower_lane_read,
    ),
    (
        "QuadReadLaneAtLowering",
        QuadReadLaneAtOp::DEF,
        wave::lower_lane_read,
    ),
    (
        "GetGlobalLowering",
        GetGlobalOp::DEF,
        memref::lower_get_global,
    ),
    ("AllocaLowering", AllocaOp::DEF, memref::lower_alloca),
    ("MemRefLoadLowering", MemRefLoadOp::DEF, memref::lower_load),
    (
        "MemRefStoreLowering",
        MemRefStoreOp::DEF,
        memref::lower_store,
    ),
    (
        "AtomicRMWLowering",
        AtomicRMWOp::DEF,
        memref::lower_atomic_rmw,
    ),
    (
        "GenericAtomicRMWLowering",
        GenericAtomicRMWOp::DEF,
        memref::lower_generic_atomic_rmw,
    ),
];

/// Adds the `hlsl` op patterns over `lowering` to `patterns`.
pub fn populate_hlsl_to_spirv_patterns(
    lowering: &Arc<Lowering>,
    patterns: &mut ConversionPatternSet,
) {
    for &(name, root, apply) in PATTERNS {
        patterns.add(StatefulConversionPattern {
            name: name.to_owned(),
            root,
            state: lowering.clone(),
            type_converter: lowering.converter.clone(),
            apply,
        });
    }
}
