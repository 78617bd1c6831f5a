//! Sampling and gathering through a sampler: one op per LLVM intrinsic,
//! named as LLVM names them after LLVM 22
//! (`llvm/include/llvm/IR/IntrinsicsDirectX.td` on LLVM's main branch), or
//! after the DXIL operation where LLVM has none yet
//! (<https://github.com/microsoft/DirectXShaderCompiler/blob/main/docs/DXIL.rst>).
//! LLVM 22 has none of them (docs/llvm-ir-export.md).
//!
//! | op | intrinsic | DXIL | extra operands |
//! |---|---|---|---|
//! | `dx.resource.sample` | `llvm.dx.resource.sample[.clamp]` | `Sample` (60) | `clamp`? |
//! | `dx.resource.samplebias` | `llvm.dx.resource.samplebias[.clamp]` | `SampleBias` (61) | `bias`, `clamp`? |
//! | `dx.resource.samplelevel` | `llvm.dx.resource.samplelevel` | `SampleLevel` (62) | `lod` |
//! | `dx.resource.samplegrad` | `llvm.dx.resource.samplegrad[.clamp]` | `SampleGrad` (63) | `ddx`, `ddy`, `clamp`? |
//! | `dx.resource.samplecmp` | `llvm.dx.resource.samplecmp[.clamp]` | `SampleCmp` (64) | `compare`, `clamp`? |
//! | `dx.resource.samplecmplevelzero` | `llvm.dx.resource.samplecmplevelzero` | `SampleCmpLevelZero` (65) | `compare` |
//! | `dx.resource.samplecmplevel` | — | `SampleCmpLevel` (SM 6.7) | `compare`, `lod` |
//! | `dx.resource.samplecmpbias` | — | `SampleCmpBias` (SM 6.8) | `compare`, `bias`, `clamp`? |
//! | `dx.resource.samplecmpgrad` | — | `SampleCmpGrad` (SM 6.8) | `compare`, `ddx`, `ddy`, `clamp`? |
//! | `dx.resource.gather` | `llvm.dx.resource.gather` | `TextureGather` (73) | `channel` |
//! | `dx.resource.gather.cmp` | `llvm.dx.resource.gather.cmp` | `TextureGatherCmp` (74) | `compare`, `channel` |
//! | `dx.resource.gather.raw` | — | `TextureGatherRaw` (SM 6.7) | |
//!
//! ```text
//! %v = dx.resource.samplelevel %tex, %s[%uv] lod(%l) offset [1, 0] : !dx.Texture<vector<4xf32>, 0, 0, 0, Texture2D>, !dx.Sampler<Default>, vector<2xf32> -> vector<4xf32>
//! %g, %mapped = dx.resource.gather %tex, %s[%uv] channel(1) : ... -> vector<4xf32>, i1
//! ```
//!
//! Operands come in the intrinsics' order: texture, sampler, coordinates
//! (one `f32` per dimension plus the array index), the method's own, then
//! `clamp` (the minimum level of detail; its presence picks the `.clamp`
//! intrinsic). `offset` is the immediate texel offset (absent: zero). The
//! optional `i1` result is the check bit `CheckAccessFullyMapped` reads
//! (DXIL's status, as LLVM's buffer loads return it). The comparison ops
//! need a comparison sampler, the others a default one.

use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Ir, OpId, Value};
use shader_mlir::ods::constraint::{ANY_TYPE, F32, I1};
use shader_mlir::ods::property::{DenseI32ArrayAttr, I32Attr};
use shader_mlir::op;

use super::constraints::{FLOAT_COORDINATES, SAMPLER, TEXTURE, checked_resource, expect_type};
use resource_model::{DxType, SamplerType};

/// One sampling op: a [`sampler_access_op!`] that is a [`checked_read_op!`].
macro_rules! sample_op {
    ($(#[$attr:meta])* pub struct $ty:ident { $($fields:tt)* }) => {
        sampler_access_op!(checked_read_op, $(#[$attr])* pub struct $ty [] { $($fields)* });
    };
}

sampler_ops! { sample_op;
    /// Samples at the level of detail derivatives give (`Sample`).
    plain ResourceSampleOp = "dx.resource.sample", verify = verify_default, () clamp,
        "$handle `,` $sampler `[` $coord `]` (`clamp` `(` $clamp^ `)`)? (`offset` $offset^)? attr-dict `:` type($handle) `,` type($sampler) `,` type($coord) `->` type($result) (`,` type($check_bit)^)?";
    /// Samples and compares (`SampleCmp`).
    plain ResourceSampleCmpOp = "dx.resource.samplecmp", verify = verify_comparison, (compare) clamp,
        "$handle `,` $sampler `[` $coord `]` `compare` `(` $compare `)` (`clamp` `(` $clamp^ `)`)? (`offset` $offset^)? attr-dict `:` type($handle) `,` type($sampler) `,` type($coord) `->` type($result) (`,` type($check_bit)^)?";
    /// Samples with a level-of-detail bias (`SampleBias`).
    plain ResourceSampleBiasOp = "dx.resource.samplebias", verify = verify_default, (bias) clamp,
        "$handle `,` $sampler `[` $coord `]` `bias` `(` $bias `)` (`clamp` `(` $clamp^ `)`)? (`offset` $offset^)? attr-dict `:` type($handle) `,` type($sampler) `,` type($coord) `->` type($result) (`,` type($check_bit)^)?";
    /// Samples with a bias and compares (`SampleCmpBias`).
    plain ResourceSampleCmpBiasOp = "dx.resource.samplecmpbias", verify = verify_comparison, (compare, bias) clamp,
        "$handle `,` $sampler `[` $coord `]` `compare` `(` $compare `)` `bias` `(` $bias `)` (`clamp` `(` $clamp^ `)`)? (`offset` $offset^)? attr-dict `:` type($handle) `,` type($sampler) `,` type($coord) `->` type($result) (`,` type($check_bit)^)?";
    /// Samples an explicit mip level (`SampleLevel`).
    plain ResourceSampleLevelOp = "dx.resource.samplelevel", verify = verify_default, (lod),
        "$handle `,` $sampler `[` $coord `]` `lod` `(` $lod `)` (`offset` $offset^)? attr-dict `:` type($handle) `,` type($sampler) `,` type($coord) `->` type($result) (`,` type($check_bit)^)?";
    /// Samples an explicit mip level and compares (`SampleCmpLevel`).
    plain ResourceSampleCmpLevelOp = "dx.resource.samplecmplevel", verify = verify_comparison, (compare, lod),
        "$handle `,` $sampler `[` $coord `]` `compare` `(` $compare `)` `lod` `(` $lod `)` (`offset` $offset^)? attr-dict `:` type($handle) `,` type($sampler) `,` type($coord) `->` type($result) (`,` type($check_bit)^)?";
    /// Samples with explicit gradients (`SampleGrad`).
    grad ResourceSampleGradOp = "dx.resource.samplegrad", verify = verify_default, () clamp,
        "$handle `,` $sampler `[` $coord `]` `grad` `(` $ddx `,` $ddy `)` (`clamp` `(` $clamp^ `)`)? (`offset` $offset^)? attr-dict `:` type($handle) `,` type($sampler) `,` type($coord) `,` type($ddx) `,` type($ddy) `->` type($result) (`,` type($check_bit)^)?";
    /// Samples with explicit gradients and compares (`SampleCmpGrad`).
    grad ResourceSampleCmpGradOp = "dx.resource.samplecmpgrad", verify = verify_comparison, (compare) clamp,
        "$handle `,` $sampler `[` $coord `]` `compare` `(` $compare `)` `grad` `(` $ddx `,` $ddy `)` (`clamp` `(` $clamp^ `)`)? (`offset` $offset^)? attr-dict `:` type($handle) `,` type($sampler) `,` type($coord) `,` type($ddx) `,` type($ddy) `->` type($result) (`,` type($check_bit)^)?";
    /// Samples mip level 0 and compares (`SampleCmpLevelZero`).
    plain ResourceSampleCmpLevelZeroOp = "dx.resource.samplecmplevelzero", verify = verify_comparison, (compare),
        "$handle `,` $sampler `[` $coord `]` `compare` `(` $compare `)` (`offset` $offset^)? attr-dict `:` type($handle) `,` type($sampler) `,` type($coord) `->` type($result) (`,` type($check_bit)^)?";
    /// Gathers one component of four texels (`TextureGather`).
    plain ResourceGatherOp = "dx.resource.gather", verify = verify_gather, () {
        /// The component gathered: 0 (red) to 3 (alpha).
        #[property(I32Attr)]
        channel: i32,
    },
        "$handle `,` $sampler `[` $coord `]` `channel` `(` $channel `)` (`offset` $offset^)? attr-dict `:` type($handle) `,` type($sampler) `,` type($coord) `->` type($result) (`,` type($check_bit)^)?";
    /// Gathers the comparison results of four texels (`TextureGatherCmp`).
    plain ResourceGatherCmpOp = "dx.resource.gather.cmp", verify = verify_gather_cmp, (compare) {
        /// The component gathered: 0 (red) to 3 (alpha).
        #[property(I32Attr)]
        channel: i32,
    },
        "$handle `,` $sampler `[` $coord `]` `compare` `(` $compare `)` `channel` `(` $channel `)` (`offset` $offset^)? attr-dict `:` type($handle) `,` type($sampler) `,` type($coord) `->` type($result) (`,` type($check_bit)^)?";
    /// Gathers the raw bits of four texels (`TextureGatherRaw`).
    plain ResourceGatherRawOp = "dx.resource.gather.raw", verify = verify_default, (),
        "$handle `,` $sampler `[` $coord `]` (`offset` $offset^)? attr-dict `:` type($handle) `,` type($sampler) `,` type($coord) `->` type($result) (`,` type($check_bit)^)?";
}

/// Operand #1 must be a sampler of `mode`.
fn check_sampler(ir: &Ir, op: OpId, mode: SamplerType) -> Result<(), Diagnostic> {
    let ty = ir.value_type(ir.operand(op, 1));
    let wanted = match mode {
        SamplerType::Comparison => "comparison sampling needs '!dx.Sampler<Comparison>'",
        SamplerType::Default => "this sampling needs '!dx.Sampler<Default>'",
    };
    let holds = checked_resource(ir.ctx(), ty).shape == DxType::Sampler(mode);
    expect_type(ir, op, holds, wanted, ty)
}

/// Sampling reads textures that are not multisampled.
fn check_not_multisampled(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    if checked_resource(ir.ctx(), ir.value_type(ir.operand(op, 0))).is_multisampled() {
        return Err(ir.op_error(op, "multisampled textures are not sampled"));
    }
    Ok(())
}

fn verify_default(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_not_multisampled(ir, op)?;
    check_sampler(ir, op, SamplerType::Default)
}

fn verify_comparison(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_not_multisampled(ir, op)?;
    check_sampler(ir, op, SamplerType::Comparison)?;
    check_f32_result(ir, op)
}

fn check_channel(ir: &Ir, op: OpId, channel: i32) -> Result<(), Diagnostic> {
    if (0..4).contains(&channel) {
        return Ok(());
    }
    Err(ir.op_error(
        op,
        format!("'channel' is a component, 0 (red) to 3 (alpha), got {channel}"),
    ))
}

fn verify_gather(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    verify_default(ir, op)?;
    check_channel(ir, op, ResourceGatherOp(op).channel(ir))
}

fn verify_gather_cmp(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_not_multisampled(ir, op)?;
    check_sampler(ir, op, SamplerType::Comparison)?;
    check_channel(ir, op, ResourceGatherCmpOp(op).channel(ir))
}

/// A comparison's result is one `f32`.
fn check_f32_result(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ty = ir.value_type(ir.result(op, 0));
    let f32 = ty == ir.ctx().common().f32;
    expect_type(ir, op, f32, "a comparison sample is one f32", ty)
}
