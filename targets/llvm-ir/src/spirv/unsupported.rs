//! The `hlsl` ops LLVM 22's SPIR-V backend has no way to express, each with
//! the construct it lacks (`llvm/include/llvm/IR/IntrinsicsSPIRV.td` of
//! LLVM 22, and what `llc-22 -mtriple=spirv1.6-unknown-vulkan1.3-compute`
//! does with the intrinsics it declares). One row per op: the export of
//! such an op is a located error with the row's reason
//! (docs/llvm-ir-export.md lists them).

use dialect_hlsl::ops::{
    BufferAtomicCmpXchgOp, BufferGetDimensionsOp, CalculateLodOp, CheckAccessFullyMappedOp,
    FeedbackWriteBiasOp, FeedbackWriteGradOp, FeedbackWriteLevelOp, FeedbackWriteOp, GatherCmpOp,
    GatherOp, GatherRawOp, QuadReadAcrossOp, QuadReadLaneAtOp, SampleBiasOp, SampleClampOp,
    SampleCmpBiasOp, SampleCmpGradOp, SampleCmpLevelOp, SampleCmpLevelZeroOp, SampleCmpOp,
    SampleGradOp, SamplePositionOp, TextureAtomicCmpXchgOp, TextureAtomicRMWOp,
    TextureGetDimensionsOp, TextureLevelsOp, TextureSamplesOp, WaveAllEqualOp,
    WavePrefixCountBitsOp, WavePrefixOp, WaveReadLaneFirstOp,
};
use shader_mlir::dialect::OpDef;

use super::SpirvTarget;
use crate::body::{OpRule, unsupported_rule};

/// `(op, why it has no LLVM 22 form)`.
const UNSUPPORTED: &[(&OpDef, &str)] = &[
    (
        WavePrefixOp::DEF,
        "LLVM 22 has no SPIR-V intrinsic for WavePrefixSum or WavePrefixProduct",
    ),
    (
        WavePrefixCountBitsOp::DEF,
        "LLVM 22 has no SPIR-V intrinsic for WavePrefixCountBits",
    ),
    (
        WaveAllEqualOp::DEF,
        "LLVM 22 has no SPIR-V intrinsic for WaveActiveAllEqual",
    ),
    (
        WaveReadLaneFirstOp::DEF,
        "LLVM 22 has no SPIR-V intrinsic for WaveReadLaneFirst",
    ),
    (
        QuadReadAcrossOp::DEF,
        "LLVM 22 has no SPIR-V intrinsic for the quad operations",
    ),
    (
        QuadReadLaneAtOp::DEF,
        "LLVM 22 has no SPIR-V intrinsic for the quad operations",
    ),
    (
        BufferGetDimensionsOp::DEF,
        "llc-22 has no instruction selection for llvm.spv.resource.getdimensions.x (\"Intrinsic selection not implemented\"), and LLVM 22 has no intrinsic for a storage buffer's length (OpArrayLength)",
    ),
    (
        TextureGetDimensionsOp::DEF,
        "llc-22 has no instruction selection for llvm.spv.resource.getdimensions.x (\"Intrinsic selection not implemented\"), and LLVM 22 has no multi-component form",
    ),
    (
        TextureLevelsOp::DEF,
        "LLVM 22 has no SPIR-V intrinsic for an image's mip level count",
    ),
    (
        TextureSamplesOp::DEF,
        "LLVM 22 has no SPIR-V intrinsic for an image's sample count",
    ),
    (
        SamplePositionOp::DEF,
        "LLVM 22 has no SPIR-V intrinsic for sample positions",
    ),
    (
        CalculateLodOp::DEF,
        "LLVM 22 has no SPIR-V intrinsic for the level of detail",
    ),
    (GatherOp::DEF, "LLVM 22 has no SPIR-V gather intrinsic"),
    (GatherCmpOp::DEF, "LLVM 22 has no SPIR-V gather intrinsic"),
    (GatherRawOp::DEF, "LLVM 22 has no SPIR-V gather intrinsic"),
    (
        SampleBiasOp::DEF,
        "LLVM 22 has no SPIR-V sampling intrinsic",
    ),
    (
        SampleClampOp::DEF,
        "LLVM 22 has no SPIR-V sampling intrinsic",
    ),
    (
        SampleGradOp::DEF,
        "LLVM 22 has no SPIR-V sampling intrinsic",
    ),
    (SampleCmpOp::DEF, "LLVM 22 has no SPIR-V sampling intrinsic"),
    (
        SampleCmpBiasOp::DEF,
        "LLVM 22 has no SPIR-V sampling intrinsic",
    ),
    (
        SampleCmpGradOp::DEF,
        "LLVM 22 has no SPIR-V sampling intrinsic",
    ),
    (
        SampleCmpLevelOp::DEF,
        "LLVM 22 has no SPIR-V sampling intrinsic",
    ),
    (
        SampleCmpLevelZeroOp::DEF,
        "LLVM 22 has no SPIR-V sampling intrinsic",
    ),
    (FeedbackWriteOp::DEF, "sampler feedback has no SPIR-V form"),
    (
        FeedbackWriteBiasOp::DEF,
        "sampler feedback has no SPIR-V form",
    ),
    (
        FeedbackWriteGradOp::DEF,
        "sampler feedback has no SPIR-V form",
    ),
    (
        FeedbackWriteLevelOp::DEF,
        "sampler feedback has no SPIR-V form",
    ),
    (
        BufferAtomicCmpXchgOp::DEF,
        "llc-22 crashes on a cmpxchg (in its 'SPIRV legalize bitcast' pass), whatever the memory and orderings",
    ),
    (
        TextureAtomicRMWOp::DEF,
        "llc-22 crashes selecting an atomic on an image texel (it has no OpImageTexelPointer)",
    ),
    (
        TextureAtomicCmpXchgOp::DEF,
        "llc-22 crashes selecting an atomic on an image texel (it has no OpImageTexelPointer)",
    ),
    (
        CheckAccessFullyMappedOp::DEF,
        "LLVM 22's SPIR-V intrinsics return no residency status",
    ),
];

/// The row that turns every op of [`UNSUPPORTED`] into its error.
pub(super) fn rule() -> OpRule<SpirvTarget> {
    unsupported_rule!(UNSUPPORTED)
}
