//! The ops of the `hlsl` dialect (docs/hlsl-dialect.md), each declared once
//! with [`shader_mlir::op`] in the file of its op or family:
//!
//! | op | Rust type | file |
//! |---|---|---|
//! | `hlsl.handlefrombinding`, `hlsl.handlefromimplicitbinding` | [`HandleFromBindingOp`], [`HandleFromImplicitBindingOp`] | `binding.rs` |
//! | `hlsl.counterhandlefrombinding`, `hlsl.counterhandlefromimplicitbinding` | [`CounterHandleFromBindingOp`], [`CounterHandleFromImplicitBindingOp`] | `counter.rs` |
//! | `hlsl.handlefromheap` | [`HandleFromHeapOp`] | `handlefromheap.rs` |
//! | `hlsl.buffer.load`, `hlsl.buffer.store` | [`BufferLoadOp`], [`BufferStoreOp`] | `buffer.rs` |
//! | `hlsl.cbuffer.load` | [`CBufferLoadOp`] | `cbuffer.rs` |
//! | `hlsl.texture.load`, `hlsl.texture.store`, `hlsl.texture.sample` | [`TextureLoadOp`], [`TextureStoreOp`], [`TextureSampleOp`] | `texture.rs` |
//! | `hlsl.updatecounter` | [`UpdateCounterOp`] | `updatecounter.rs` |
//! | `hlsl.system_value` | [`SystemValueOp`] | `system_value.rs` |
//! | `hlsl.push_constant.load`, `hlsl.spec_constant` | [`PushConstantLoadOp`], [`SpecConstantOp`] | `vulkan.rs` |
//!
//! Each declaration gives the op's typed accessors (named after the operands
//! and properties of docs/hlsl-dialect.md), its builder, its verifier and its
//! custom form; the handle constraints live in `constraints.rs`, the rules
//! several verifiers share in `support.rs`. Every op also parses and prints
//! in the generic form (see the crate documentation for both).

#[macro_use]
mod declare;

mod access;
mod atomic;
mod barrier;
mod binding;
mod buffer;
mod buffer_query;
mod cbuffer;
mod constraints;
mod counter;
mod derivative;
mod discard;
mod enums;
mod feedback;
mod gather;
mod handlefromheap;
mod sample;
mod status;
mod support;
mod system_value;
mod texture;
mod texture_query;
mod texture_support;
mod updatecounter;
mod vulkan;
mod wave;

#[cfg(test)]
mod tests;

pub use access::{MEMORY_ACCESSES, accessed_resource, is_rov_access};
pub use atomic::{
    BufferAtomicCmpXchgOp, BufferAtomicRMWOp, HLSL_ATOMIC_KINDS, TextureAtomicCmpXchgOp,
    TextureAtomicRMWOp,
};
pub use barrier::BarrierOp;
pub use binding::{HandleFromBindingOp, HandleFromImplicitBindingOp};
pub use buffer::{BufferKind, BufferLoadOp, BufferStoreOp};
pub use buffer_query::BufferGetDimensionsOp;
pub use cbuffer::CBufferLoadOp;
pub use constraints::{COUNTER_HANDLE, HANDLE, ROW_HANDLE, SAMPLER_HANDLE};
pub use counter::{CounterHandleFromBindingOp, CounterHandleFromImplicitBindingOp};
pub use derivative::{DdxCoarseOp, DdxFineOp, DdxOp, DdyCoarseOp, DdyFineOp, DdyOp, is_derivative};
pub use discard::DiscardOp;
pub use enums::{
    BarrierMemory, BarrierMemoryAttr, GatherChannel, GatherChannelAttr, QuadDirection,
    QuadDirectionAttr, WaveOpKind, WaveOpKindAttr,
};
pub use feedback::{
    FeedbackWriteBiasOp, FeedbackWriteGradOp, FeedbackWriteLevelOp, FeedbackWriteOp,
};
pub use gather::{GatherCmpOp, GatherOp, GatherRawOp};
pub use handlefromheap::HandleFromHeapOp;
pub use sample::{
    SampleBiasOp, SampleClampOp, SampleCmpBiasOp, SampleCmpGradOp, SampleCmpLevelOp,
    SampleCmpLevelZeroOp, SampleCmpOp, SampleGradOp,
};
pub use status::CheckAccessFullyMappedOp;
pub use support::resolve_member;
pub(crate) use support::short_vector_scalar;
pub use system_value::{SystemValue, SystemValueOp};
pub use texture::{TextureLoadOp, TextureSampleOp, TextureStoreOp};
pub use texture_query::{
    CalculateLodOp, SamplePositionOp, TextureGetDimensionsOp, TextureLevelsOp, TextureSamplesOp,
    size_components,
};
pub use texture_support::{coordinate_type, gradient_type};
pub use updatecounter::UpdateCounterOp;
pub use vulkan::{PushConstantLoadOp, SpecConstantOp};
pub use wave::{
    QuadReadAcrossOp, QuadReadLaneAtOp, WaveActiveCountBitsOp, WaveAllEqualOp, WaveAllTrueOp,
    WaveAnyTrueOp, WaveBallotOp, WaveIsFirstLaneOp, WaveLaneCountOp, WaveLaneIndexOp,
    WavePrefixCountBitsOp, WavePrefixOp, WaveReadLaneAtOp, WaveReadLaneFirstOp, WaveReduceOp,
};

use shader_mlir::dialect::OpDef;

/// Every op of the dialect, in the order of docs/hlsl-dialect.md's table:
/// the wave and quad ops and the derivatives come from their families'
/// tables.
pub(crate) static DEFS: &[&[&OpDef]] = &[RESOURCE_OPS, wave::DEFS, derivative::DEFS, OTHER_OPS];

/// The ops on resources, and the barrier.
static RESOURCE_OPS: &[&OpDef] = &[
    HandleFromBindingOp::DEF,
    HandleFromImplicitBindingOp::DEF,
    CounterHandleFromBindingOp::DEF,
    CounterHandleFromImplicitBindingOp::DEF,
    HandleFromHeapOp::DEF,
    BufferLoadOp::DEF,
    BufferStoreOp::DEF,
    CBufferLoadOp::DEF,
    TextureLoadOp::DEF,
    TextureStoreOp::DEF,
    TextureSampleOp::DEF,
    UpdateCounterOp::DEF,
    SystemValueOp::DEF,
    BufferGetDimensionsOp::DEF,
    BufferAtomicRMWOp::DEF,
    BufferAtomicCmpXchgOp::DEF,
    TextureAtomicRMWOp::DEF,
    TextureAtomicCmpXchgOp::DEF,
    CheckAccessFullyMappedOp::DEF,
    SampleClampOp::DEF,
    SampleBiasOp::DEF,
    SampleGradOp::DEF,
    SampleCmpOp::DEF,
    SampleCmpLevelZeroOp::DEF,
    SampleCmpLevelOp::DEF,
    SampleCmpBiasOp::DEF,
    SampleCmpGradOp::DEF,
    GatherOp::DEF,
    GatherCmpOp::DEF,
    GatherRawOp::DEF,
    CalculateLodOp::DEF,
    TextureGetDimensionsOp::DEF,
    TextureLevelsOp::DEF,
    TextureSamplesOp::DEF,
    SamplePositionOp::DEF,
    FeedbackWriteOp::DEF,
    FeedbackWriteBiasOp::DEF,
    FeedbackWriteGradOp::DEF,
    FeedbackWriteLevelOp::DEF,
    BarrierOp::DEF,
];

/// The ops after the derivatives.
static OTHER_OPS: &[&OpDef] = &[DiscardOp::DEF, PushConstantLoadOp::DEF, SpecConstantOp::DEF];
