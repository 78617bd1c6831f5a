//! Sampling, DXC's forms
//! (<https://github.com/microsoft/DirectXShaderCompiler/blob/main/docs/SPIR-V.rst>,
//! "Texture methods"): `spirv.SampledImage` of the texture and the sampler,
//! then one sampling instruction with the image operands the method has.
//!
//! | `hlsl` op | SPIR-V | image operands |
//! |---|---|---|
//! | `texture.sample` (no `lod`: `Sample`) | `ImageSampleImplicitLod` | |
//! | `texture.sample lod(l)` (`SampleLevel`) | `ImageSampleExplicitLod` | `Lod l` |
//! | `sample_clamp` | `ImageSampleImplicitLod` | `MinLod` |
//! | `sample_bias` | `ImageSampleImplicitLod` | `Bias` (`MinLod`) |
//! | `sample_grad` | `ImageSampleExplicitLod` | `Grad` (`MinLod`) |
//! | `sample_cmp` | `ImageSampleDrefImplicitLod` | (`MinLod`) |
//! | `sample_cmp_level_zero` | `ImageSampleDrefExplicitLod` | `Lod 0.0` |
//! | `sample_cmp_level` | `ImageSampleDrefExplicitLod` | `Lod l` |
//! | `sample_cmp_bias` | `ImageSampleDrefImplicitLod` | `Bias` (`MinLod`) |
//! | `sample_cmp_grad` | `ImageSampleDrefExplicitLod` | `Grad` (`MinLod`) |
//!
//! Every form takes an immediate `offset` as `ConstOffset`; with a `status`
//! result it is the `ImageSparse*` instruction of the same name, whose
//! residency code is the status. `MinLod` needs
//! the `MinLod` capability (Vulkan's optional `shaderResourceMinLod`),
//! checked before the lowering ([`crate::method_requirements`]). The
//! implicit-level-of-detail forms exist only in pixel shaders (the `hlsl`
//! verifier's stage rule), where SPIR-V's `Fragment` execution model has
//! them.

use dialect_hlsl::ops::{
    SampleBiasOp, SampleClampOp, SampleCmpBiasOp, SampleCmpGradOp, SampleCmpLevelOp,
    SampleCmpLevelZeroOp, SampleCmpOp, SampleGradOp, TextureSampleOp,
};
use dialect_spirv::ops::beyond::image_sample::{
    ImageSampleDrefExplicitLodOp, ImageSampleDrefImplicitLodOp,
};
use dialect_spirv::ops::beyond::image_sparse::{
    ImageSparseSampleDrefExplicitLodOp, ImageSparseSampleDrefImplicitLodOp,
    ImageSparseSampleExplicitLodOp, ImageSparseSampleImplicitLodOp,
};
use dialect_spirv::ops::image::{ImageSampleExplicitLodOp, ImageSampleImplicitLodOp};
use shader_mlir::ir::{Ir, OpId, Value};
use shader_mlir::rewrite::{OpBuilder, OrFail, RewriteResult};
use spirv::ImageOperands;

use super::Matched;
use super::image_operands::{ImageArgs, const_offset};
use super::query;
use super::texture::sparse_result;
use spirv_conversion::emit;

/// How a sample picks its level of detail.
#[derive(Clone, Copy)]
enum Level {
    /// From derivatives (pixel shaders).
    Implicit,
    /// Derivatives plus a bias.
    Bias(Value),
    /// An explicit level.
    Lod(Value),
    /// Level 0.
    Zero,
    /// Explicit gradients.
    Grad(Value, Value),
}

/// One sampling op, read off its declaration: the level, the depth
/// reference of the comparison forms, the minimum level of detail, the
/// immediate offset and whether the op has a `status` result.
struct Sampling {
    level: Level,
    compare: Option<Value>,
    clamp: Option<Value>,
    offset: Option<Vec<i32>>,
    status: bool,
}

/// Reads `op` (any sampling op) with its converted `operands`.
fn sampling(ir: &Ir, op: OpId, operands: &[Value]) -> Option<Sampling> {
    let at = |i: usize| operands.get(i).copied();
    let plain = |level, clamp, offset, status: Option<Value>| Sampling {
        level,
        compare: None,
        clamp,
        offset,
        status: status.is_some(),
    };
    let compare = |level, clamp, offset, status: Option<Value>| Sampling {
        level,
        compare: at(3),
        clamp,
        offset,
        status: status.is_some(),
    };
    Some(if let Some(s) = TextureSampleOp::cast(ir, op) {
        let level = at(3).map_or(Level::Implicit, Level::Lod);
        plain(level, None, s.offset(ir), s.status(ir))
    } else if let Some(s) = SampleClampOp::cast(ir, op) {
        plain(Level::Implicit, at(3), s.offset(ir), s.status(ir))
    } else if let Some(s) = SampleBiasOp::cast(ir, op) {
        plain(Level::Bias(at(3)?), at(4), s.offset(ir), s.status(ir))
    } else if let Some(s) = SampleGradOp::cast(ir, op) {
        plain(
            Level::Grad(at(3)?, at(4)?),
            at(5),
            s.offset(ir),
            s.status(ir),
        )
    } else if let Some(s) = SampleCmpOp::cast(ir, op) {
        compare(Level::Implicit, at(4), s.offset(ir), s.status(ir))
    } else if let Some(s) = SampleCmpLevelZeroOp::cast(ir, op) {
        compare(Level::Zero, None, s.offset(ir), s.status(ir))
    } else if let Some(s) = SampleCmpLevelOp::cast(ir, op) {
        compare(Level::Lod(at(4)?), None, s.offset(ir), s.status(ir))
    } else if let Some(s) = SampleCmpBiasOp::cast(ir, op) {
        compare(Level::Bias(at(4)?), at(5), s.offset(ir), s.status(ir))
    } else if let Some(s) = SampleCmpGradOp::cast(ir, op) {
        compare(
            Level::Grad(at(4)?, at(5)?),
            at(6),
            s.offset(ir),
            s.status(ir),
        )
    } else {
        return None;
    })
}

/// Every sampling op: operand 0 the texture, 1 the sampler, 2 the
/// coordinate; result 0 the sampled value.
pub fn lower_sample<T>(
    Matched(lowering, _, op, loc, adaptor, rw): Matched<'_, '_, T>,
) -> RewriteResult {
    let ir = rw.ir();
    let sampling = sampling(ir, op, adaptor.operands()).or_fail("not a sampling op")?;
    let prologue = query::sampled(lowering, rw, (op, loc), adaptor)?;
    let (sampled, coord) = (prologue.sampled, prologue.coord);

    let mut args = ImageArgs::new();
    let explicit = match sampling.level {
        Level::Implicit => false,
        Level::Bias(bias) => {
            args.push(ImageOperands::BIAS, &[bias]);
            false
        }
        Level::Lod(lod) => {
            args.push(ImageOperands::LOD, &[lod]);
            true
        }
        Level::Zero => {
            let f32_ty = rw.ctx().common().f32;
            let zero = emit::constant_of(rw, loc, f32_ty, 0);
            args.push(ImageOperands::LOD, &[zero]);
            true
        }
        Level::Grad(ddx, ddy) => {
            args.push(ImageOperands::GRAD, &[ddx, ddy]);
            true
        }
    };
    if let Some(offset) = &sampling.offset {
        let offset = const_offset(rw, loc, offset);
        args.push(ImageOperands::CONST_OFFSET, &[offset]);
    }
    args.push_some(ImageOperands::MIN_LOD, sampling.clamp);
    let (mask, arguments) = args.finish();

    let texel = prologue.image.texel;
    let texels = rw.ctx().vector_type(&[4], texel);
    // What the instruction returns: one texel for the comparisons, four
    // otherwise; with a residency code first for a `status`.
    let returned = if sampling.compare.is_some() {
        texel
    } else {
        texels
    };
    let ty = if sampling.status {
        sparse_result(rw.ctx(), returned)
    } else {
        returned
    };
    let args = &arguments;
    let all = match (sampling.compare, explicit, sampling.status) {
        (Some(r), true, false) => {
            ImageSampleDrefExplicitLodOp::build(rw, loc, ty, sampled, coord, r, mask, args).op()
        }
        (Some(r), false, false) => {
            ImageSampleDrefImplicitLodOp::build(rw, loc, ty, sampled, coord, r, mask, args).op()
        }
        (Some(r), true, true) => {
            ImageSparseSampleDrefExplicitLodOp::build(rw, loc, ty, sampled, coord, r, mask, args)
                .op()
        }
        (Some(r), false, true) => {
            ImageSparseSampleDrefImplicitLodOp::build(rw, loc, ty, sampled, coord, r, mask, args)
                .op()
        }
        (None, true, false) => {
            let mask = mask.or_fail("an explicit level of detail has a mask")?;
            ImageSampleExplicitLodOp::build(rw, loc, ty, sampled, coord, mask, args).op()
        }
        (None, false, false) => {
            ImageSampleImplicitLodOp::build(rw, loc, ty, sampled, coord, mask, args).op()
        }
        (None, true, true) => {
            let mask = mask.or_fail("an explicit level of detail has a mask")?;
            ImageSparseSampleExplicitLodOp::build(rw, loc, ty, sampled, coord, mask, args).op()
        }
        (None, false, true) => {
            ImageSparseSampleImplicitLodOp::build(rw, loc, ty, sampled, coord, mask, args).op()
        }
    };
    let sparse = sampling.status.then_some(returned);
    prologue.replace(rw, (op, loc), all, sparse)
}
