//! The `hlsl` ops LLVM 22's SPIR-V backend has no way to express, each with
//! the construct it lacks (`llvm/include/llvm/IR/IntrinsicsSPIRV.td` of
//! LLVM 22, and what `llc-22 -mtriple=spirv1.6-unknown-vulkan1.3-compute`
//! does with the intrinsics it declares). One row per op: the export of
//! such an op is a located error with the row's reason
//! (docs/llvm-ir-export.md lists them).

use shader_mlir::ir::{Ir, OpId};

use super::SpirvTarget;
use crate::body::OpRule;

/// `(op, why it has no LLVM 22 form)`.
const UNSUPPORTED: &[(&str, &str)] = &[
    (
        "hlsl.wave.prefix",
        "LLVM 22 has no SPIR-V intrinsic for WavePrefixSum or WavePrefixProduct",
    ),
    (
        "hlsl.wave.prefix_count_bits",
        "LLVM 22 has no SPIR-V intrinsic for WavePrefixCountBits",
    ),
    (
        "hlsl.wave.all_equal",
        "LLVM 22 has no SPIR-V intrinsic for WaveActiveAllEqual",
    ),
    (
        "hlsl.wave.read_lane_first",
        "LLVM 22 has no SPIR-V intrinsic for WaveReadLaneFirst",
    ),
    (
        "hlsl.quad.read_across",
        "LLVM 22 has no SPIR-V intrinsic for the quad operations",
    ),
    (
        "hlsl.quad.read_lane_at",
        "LLVM 22 has no SPIR-V intrinsic for the quad operations",
    ),
    (
        "hlsl.buffer.getdimensions",
        "llc-22 has no instruction selection for llvm.spv.resource.getdimensions.x (\"Intrinsic selection not implemented\"), and LLVM 22 has no intrinsic for a storage buffer's length (OpArrayLength)",
    ),
    (
        "hlsl.texture.getdimensions",
        "llc-22 has no instruction selection for llvm.spv.resource.getdimensions.x (\"Intrinsic selection not implemented\"), and LLVM 22 has no multi-component form",
    ),
    (
        "hlsl.texture.levels",
        "LLVM 22 has no SPIR-V intrinsic for an image's mip level count",
    ),
    (
        "hlsl.texture.samples",
        "LLVM 22 has no SPIR-V intrinsic for an image's sample count",
    ),
    (
        "hlsl.texture.sample_position",
        "LLVM 22 has no SPIR-V intrinsic for sample positions",
    ),
    (
        "hlsl.texture.calculate_lod",
        "LLVM 22 has no SPIR-V intrinsic for the level of detail",
    ),
    (
        "hlsl.texture.gather",
        "LLVM 22 has no SPIR-V gather intrinsic",
    ),
    (
        "hlsl.texture.gather_cmp",
        "LLVM 22 has no SPIR-V gather intrinsic",
    ),
    (
        "hlsl.texture.gather_raw",
        "LLVM 22 has no SPIR-V gather intrinsic",
    ),
    (
        "hlsl.texture.sample_bias",
        "LLVM 22 has no SPIR-V sampling intrinsic",
    ),
    (
        "hlsl.texture.sample_clamp",
        "LLVM 22 has no SPIR-V sampling intrinsic",
    ),
    (
        "hlsl.texture.sample_grad",
        "LLVM 22 has no SPIR-V sampling intrinsic",
    ),
    (
        "hlsl.texture.sample_cmp",
        "LLVM 22 has no SPIR-V sampling intrinsic",
    ),
    (
        "hlsl.texture.sample_cmp_bias",
        "LLVM 22 has no SPIR-V sampling intrinsic",
    ),
    (
        "hlsl.texture.sample_cmp_grad",
        "LLVM 22 has no SPIR-V sampling intrinsic",
    ),
    (
        "hlsl.texture.sample_cmp_level",
        "LLVM 22 has no SPIR-V sampling intrinsic",
    ),
    (
        "hlsl.texture.sample_cmp_level_zero",
        "LLVM 22 has no SPIR-V sampling intrinsic",
    ),
    ("hlsl.feedback.write", "sampler feedback has no SPIR-V form"),
    (
        "hlsl.feedback.write_bias",
        "sampler feedback has no SPIR-V form",
    ),
    (
        "hlsl.feedback.write_grad",
        "sampler feedback has no SPIR-V form",
    ),
    (
        "hlsl.feedback.write_level",
        "sampler feedback has no SPIR-V form",
    ),
    (
        "hlsl.buffer.atomic_cmpxchg",
        "llc-22 crashes on a cmpxchg (in its 'SPIRV legalize bitcast' pass), whatever the memory and orderings",
    ),
    (
        "hlsl.texture.atomic_rmw",
        "llc-22 crashes selecting an atomic on an image texel (it has no OpImageTexelPointer)",
    ),
    (
        "hlsl.texture.atomic_cmpxchg",
        "llc-22 crashes selecting an atomic on an image texel (it has no OpImageTexelPointer)",
    ),
    (
        "hlsl.check_access_fully_mapped",
        "LLVM 22's SPIR-V intrinsics return no residency status",
    ),
];

/// Why `op` has no LLVM 22 form, if it is one of [`UNSUPPORTED`].
fn reason(ir: &Ir, op: OpId) -> Option<&'static str> {
    let name = ir.op_name_str(op);
    UNSUPPORTED
        .iter()
        .find(|(unsupported, _)| *unsupported == name)
        .map(|(_, why)| *why)
}

/// The row that turns every op of [`UNSUPPORTED`] into its error.
pub(super) fn rule() -> OpRule<SpirvTarget> {
    OpRule {
        matches: |ir, op| reason(ir, op).is_some(),
        export: |cx, op| {
            let why = reason(cx.ir, op).unwrap_or("no LLVM 22 form");
            Err(cx.ir.op_error(op, format!("has no LLVM 22 form: {why}")))
        },
    }
}
