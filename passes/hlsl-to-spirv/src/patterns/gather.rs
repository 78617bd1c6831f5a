//! Gathers, DXC's forms
//! (<https://github.com/microsoft/DirectXShaderCompiler/blob/main/docs/SPIR-V.rst>,
//! "Gather", "GatherCmp"):
//!
//! | `hlsl` op | SPIR-V |
//! |---|---|
//! | `texture.gather red/green/blue/alpha` | `SampledImage` + `ImageGather` with component 0 to 3 |
//! | `texture.gather_raw` | `ImageGather` of component 0 (the texel's bits: single-component unsigned textures) |
//! | `texture.gather_cmp red` | `ImageDrefGather` |
//!
//! With a `status` result the gather is `ImageSparseGather` /
//! `ImageSparseDrefGather`, whose residency code is the status. One
//! immediate `offset` is `ConstOffset`; the four `offsets` are
//! `ConstOffsets`, which needs `ImageGatherExtended` (Vulkan's
//! `shaderImageGatherExtended`, required from Vulkan 1.4). `ImageDrefGather`
//! compares the first component only, so the green, blue and alpha forms
//! of `GatherCmp` have no SPIR-V form (DXC rejects them too); both are
//! checked before the lowering ([`crate::method_requirements`]).

use dialect_hlsl::ops::{GatherChannel, GatherCmpOp, GatherOp, GatherRawOp};
use dialect_spirv::ops::beyond::image_sample::ImageGatherOp;
use dialect_spirv::ops::beyond::image_sparse::{ImageSparseDrefGatherOp, ImageSparseGatherOp};
use dialect_spirv::ops::image::ImageDrefGatherOp;
use shader_mlir::ir::OpId;
use shader_mlir::rewrite::{OpBuilder, OrFail, RewriteResult};
use spirv::ImageOperands;

use super::Matched;
use super::image_operands::{ImageArgs, const_offset, const_offsets};
use super::query;
use super::texture::sparse_result;
use spirv_conversion::emit;

/// What a gather op asks for: the component (`None` for the comparison),
/// the immediate offsets and whether it has a `status` result.
struct Gather {
    channel: Option<GatherChannel>,
    offset: Option<Vec<i32>>,
    offsets: Option<Vec<i32>>,
    status: bool,
}

fn gather(ir: &shader_mlir::ir::Ir, op: OpId) -> Option<Gather> {
    Some(if let Some(g) = GatherOp::cast(ir, op) {
        Gather {
            channel: Some(g.channel(ir)),
            offset: g.offset(ir),
            offsets: g.offsets(ir),
            status: g.status(ir).is_some(),
        }
    } else if let Some(g) = GatherRawOp::cast(ir, op) {
        Gather {
            channel: Some(GatherChannel::Red),
            offset: g.offset(ir),
            offsets: None,
            status: g.status(ir).is_some(),
        }
    } else if let Some(g) = GatherCmpOp::cast(ir, op) {
        if g.channel(ir) != GatherChannel::Red {
            return None;
        }
        Gather {
            channel: None,
            offset: g.offset(ir),
            offsets: g.offsets(ir),
            status: g.status(ir).is_some(),
        }
    } else {
        return None;
    })
}

/// `gather`, `gather_raw` and `gather_cmp`: operand 0 the texture, 1 the
/// sampler, 2 the coordinate, 3 the reference of `gather_cmp`.
pub fn lower_gather<T>(
    Matched(lowering, _, op, loc, adaptor, rw): Matched<'_, '_, T>,
) -> RewriteResult {
    let ir = rw.ir();
    let gather = gather(ir, op).or_fail("not a gather SPIR-V can express")?;
    let prologue = query::sampled(lowering, rw, (op, loc), adaptor)?;
    let (sampled, coord) = (prologue.sampled, prologue.coord);

    let mut args = ImageArgs::new();
    if let Some(offset) = &gather.offset {
        let offset = const_offset(rw, loc, offset);
        args.push(ImageOperands::CONST_OFFSET, &[offset]);
    }
    if let Some(offsets) = &gather.offsets {
        let offsets = const_offsets(rw, loc, offsets);
        args.push(ImageOperands::CONST_OFFSETS, &[offsets]);
    }
    let (mask, arguments) = args.finish();
    let texels = rw.ctx().vector_type(&[4], prologue.image.texel);
    let ty = if gather.status {
        sparse_result(rw.ctx(), texels)
    } else {
        texels
    };
    let args = &arguments;
    let all = match (gather.channel, gather.status) {
        (Some(channel), status) => {
            let c = emit::constant_i32(rw, loc, channel.index() as i32);
            if status {
                ImageSparseGatherOp::build(rw, loc, ty, sampled, coord, c, mask, args).op()
            } else {
                ImageGatherOp::build(rw, loc, ty, sampled, coord, c, mask, args).op()
            }
        }
        (None, status) => {
            let r = adaptor.operand(3);
            if status {
                ImageSparseDrefGatherOp::build(rw, loc, ty, sampled, coord, r, mask, args).op()
            } else {
                ImageDrefGatherOp::build(rw, loc, ty, sampled, coord, r, mask, args).op()
            }
        }
    };
    let sparse = gather.status.then_some(texels);
    prologue.replace(rw, (op, loc), all, sparse)
}
