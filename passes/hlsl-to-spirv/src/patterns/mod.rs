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
    Adaptor, ConversionPatternSet, ConversionRewriter, StatefulConversionFn,
    StatefulConversionPattern, TypeConverter,
};
pub use shader_mlir::conversion::{erased, replaced};
use shader_mlir::dialect::OpDef;
use shader_mlir::ir::{Location, OpId};
use shader_mlir::op_conversion_patterns;

use crate::resources::ResourceTable;
use crate::settings::Settings;

/// What every pattern of the lowering reads.
pub struct Lowering {
    pub settings: Arc<Settings>,
    pub table: ResourceTable,
    pub converter: Arc<TypeConverter>,
}

/// What a lowering receives, as MLIR's `OpConversionPattern<SourceOp>` does,
/// with the shared [`Lowering`]: (the lowering, the root as its typed handle,
/// the root op, its location, its converted operands, the rewriter).
pub struct Matched<'a, 'r, T>(
    pub &'a Lowering,
    pub T,
    pub OpId,
    pub Location,
    pub &'a Adaptor,
    pub &'a mut ConversionRewriter<'r>,
);

/// Every `hlsl` op pattern, one row per op: `Name(NameOp) => lowering` is the
/// pattern `NameLowering` rooted at `NameOp`.
const PATTERNS: &[(&str, &OpDef, StatefulConversionFn<Lowering>)] = op_conversion_patterns![
    Matched[lowering];
    HandleFromBinding(HandleFromBindingOp) => handles::lower_handle,
    HandleFromImplicitBinding(HandleFromImplicitBindingOp) => handles::lower_handle,
    CounterHandleFromBinding(CounterHandleFromBindingOp) => handles::lower_handle,
    CounterHandleFromImplicitBinding(CounterHandleFromImplicitBindingOp) => handles::lower_handle,
    HandleFromHeap(HandleFromHeapOp) => handles::lower_handle,
    PushConstantLoad(PushConstantLoadOp) => crate::vulkan_inputs::lower_push_constant_load,
    SpecConstant(SpecConstantOp) => crate::vulkan_inputs::lower_spec_constant,
    SystemValue(SystemValueOp) => handles::lower_system_value,
    BufferLoad(BufferLoadOp) => buffer::lower_load,
    BufferStore(BufferStoreOp) => buffer::lower_store,
    CBufferLoad(CBufferLoadOp) => cbuffer::lower_load,
    TextureLoad(TextureLoadOp) => texture::lower_load,
    TextureStore(TextureStoreOp) => texture::lower_store,
    CheckAccessFullyMapped(CheckAccessFullyMappedOp) => texture::lower_check_access_fully_mapped,
    UpdateCounter(UpdateCounterOp) => counter::lower_update,
    BufferAtomicRMW(BufferAtomicRMWOp) => atomic::lower_rmw,
    BufferAtomicCmpXchg(BufferAtomicCmpXchgOp) => atomic::lower_cmpxchg,
    TextureAtomicRMW(TextureAtomicRMWOp) => atomic::lower_rmw,
    TextureAtomicCmpXchg(TextureAtomicCmpXchgOp) => atomic::lower_cmpxchg,
    Barrier(BarrierOp) => barrier::lower_barrier,
    BufferGetDimensions(BufferGetDimensionsOp) => query::lower_buffer_dimensions,
    TextureGetDimensions(TextureGetDimensionsOp) => query::lower_texture_dimensions,
    TextureLevels(TextureLevelsOp) => query::lower_count,
    TextureSamples(TextureSamplesOp) => query::lower_count,
    CalculateLod(CalculateLodOp) => query::lower_calculate_lod,
    SamplePosition(SamplePositionOp) => query::lower_sample_position,
    TextureSample(TextureSampleOp) => sample::lower_sample,
    SampleClamp(SampleClampOp) => sample::lower_sample,
    SampleBias(SampleBiasOp) => sample::lower_sample,
    SampleGrad(SampleGradOp) => sample::lower_sample,
    SampleCmp(SampleCmpOp) => sample::lower_sample,
    SampleCmpLevelZero(SampleCmpLevelZeroOp) => sample::lower_sample,
    SampleCmpLevel(SampleCmpLevelOp) => sample::lower_sample,
    SampleCmpBias(SampleCmpBiasOp) => sample::lower_sample,
    SampleCmpGrad(SampleCmpGradOp) => sample::lower_sample,
    Gather(GatherOp) => gather::lower_gather,
    GatherRaw(GatherRawOp) => gather::lower_gather,
    GatherCmp(GatherCmpOp) => gather::lower_gather,
    Ddx(DdxOp) => pixel::lower_derivative,
    Ddy(DdyOp) => pixel::lower_derivative,
    DdxCoarse(DdxCoarseOp) => pixel::lower_derivative,
    DdyCoarse(DdyCoarseOp) => pixel::lower_derivative,
    DdxFine(DdxFineOp) => pixel::lower_derivative,
    DdyFine(DdyFineOp) => pixel::lower_derivative,
    Discard(DiscardOp) => pixel::lower_discard,
    WaveLaneIndex(WaveLaneIndexOp) => handles::lower_system_value,
    WaveLaneCount(WaveLaneCountOp) => handles::lower_system_value,
    WaveIsFirstLane(WaveIsFirstLaneOp) => wave::lower_is_first_lane,
    WaveReduce(WaveReduceOp) => wave::lower_reduce,
    WavePrefix(WavePrefixOp) => wave::lower_reduce,
    WaveActiveCountBits(WaveActiveCountBitsOp) => wave::lower_ballot,
    WavePrefixCountBits(WavePrefixCountBitsOp) => wave::lower_ballot,
    WaveBallot(WaveBallotOp) => wave::lower_ballot,
    WaveAllTrue(WaveAllTrueOp) => wave::lower_vote,
    WaveAnyTrue(WaveAnyTrueOp) => wave::lower_vote,
    WaveAllEqual(WaveAllEqualOp) => wave::lower_vote,
    WaveReadLaneAt(WaveReadLaneAtOp) => wave::lower_lane_read,
    WaveReadLaneFirst(WaveReadLaneFirstOp) => wave::lower_lane_read,
    QuadReadAcross(QuadReadAcrossOp) => wave::lower_lane_read,
    QuadReadLaneAt(QuadReadLaneAtOp) => wave::lower_lane_read,
    GetGlobal(GetGlobalOp) => memref::lower_get_global,
    Alloca(AllocaOp) => memref::lower_alloca,
    MemRefLoad(MemRefLoadOp) => memref::lower_load,
    MemRefStore(MemRefStoreOp) => memref::lower_store,
    AtomicRMW(AtomicRMWOp) => memref::lower_atomic_rmw,
    GenericAtomicRMW(GenericAtomicRMWOp) => memref::lower_generic_atomic_rmw,
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
