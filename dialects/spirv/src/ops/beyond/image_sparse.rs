//! The sparse image instructions (the SPIR-V specification's "Image
//! Instructions",
//! <https://registry.khronos.org/SPIR-V/specs/unified1/SPIRV.html#_image_instructions>),
//! which HLSL's `out uint status` of loads, samples and gathers and
//! `CheckAccessFullyMapped` need (DXC,
//! <https://github.com/microsoft/DirectXShaderCompiler/blob/main/docs/SPIR-V.rst>):
//! each returns a struct of a residency code and what its non-sparse form
//! returns; `spirv.ImageSparseTexelsResident` reads the code.
//!
//! MLIR 22 has none of them; their syntax is that of the non-sparse ops,
//! with the struct as the result type:
//!
//! ```text
//! %r = spirv.ImageSparseFetch %image, %xy ["Lod"], %lod : !image, vector<2xi32>, i32 -> !spirv.struct<(i32, vector<4xf32>)>
//! %mapped = spirv.ImageSparseTexelsResident %code : i32
//! ```
//!
//! All need `SparseResidency`.

use shader_mlir::Context;
use shader_mlir::ir::{Ir, OpId, Type, TypeKind, Value};
use shader_mlir::op;
use spirv::{ImageOperands, Op};

use super::super::asm::{parse_image_operands, print_image_operands};
use super::super::encoding::Encoding;
use super::super::image::{
    element_matches_image, gather_dim, image_of, image_op, lod, lod_or_grad, needs_sampler,
    not_buffer, not_cube, sampler_unknown_or_none, single_sampled, verify_image_op,
};
use super::super::properties::ImageOperandsAttr;
use super::super::table::op_table;
use crate::types::StructType;
use crate::types::constraints::{
    ANY_INT32, ANY_STRUCT, ANY_TYPE, BOOL, FLOAT_OR_INT_SV, FLOAT_SV, FLOAT32, IMAGE, INT, INT_SV,
    SAMPLED_IMAGE,
};

/// The second member of a sparse result (the texels), when the result is a
/// struct of an integer residency code and one more member.
fn sparse_texels(ctx: &Context, ty: Type) -> Option<Type> {
    match StructType::of(ctx, ty)?.members[..] {
        [code, texels] if matches!(ctx.type_kind(code), TypeKind::Integer { width, .. } if *width > 1) => {
            Some(texels)
        }
        _ => None,
    }
}

fn sparse_shape(ir: &Ir, op: OpId) -> bool {
    sparse_texels(ir.ctx(), ir.value_type(ir.result(op, 0))).is_some()
}

/// The texels are four components of the image's sampled type.
fn sparse_vec4_matches(ir: &Ir, op: OpId) -> bool {
    let ctx = ir.ctx();
    sparse_texels(ctx, ir.value_type(ir.result(op, 0))).is_none_or(|texels| {
        matches!(ctx.type_kind(texels), TypeKind::Vector { shape, .. } if shape[..] == [4])
            && element_matches_image(ir, op, texels)
    })
}

/// The texel is the image's sampled type (the depth-comparison forms).
fn sparse_scalar_matches(ir: &Ir, op: OpId) -> bool {
    let ctx = ir.ctx();
    sparse_texels(ctx, ir.value_type(ir.result(op, 0)))
        .is_none_or(|texel| image_of(ir, op).is_none_or(|image| image.element == texel))
}

op_table! { image_op;
    /// Gathers the requested depth-comparison from four texels of a sparse
    /// image.
    dref ImageSparseDrefGatherOp = "spirv.ImageSparseDrefGather" (ImageSparseDrefGather, [gather_dim, single_sampled, sparse_texels, sparse_vec4_matches], FLOAT_SV, FLOAT32 -> ANY_STRUCT, Gather);
    image ImageSparseFetchOp = "spirv.ImageSparseFetch" (ImageSparseFetch, [not_cube, needs_sampler, sparse_texels, sparse_vec4_matches], "image": IMAGE, INT_SV -> ANY_STRUCT, Option<ImageOperands>, Fetch) "Fetch a single texel from a sampled image, with the residency code.";
    gather ImageSparseGatherOp = "spirv.ImageSparseGather" (ImageSparseGather, [gather_dim, single_sampled, sparse_texels, sparse_vec4_matches], ANY_INT32 -> ANY_STRUCT) "Gathers the requested component from four texels of a sparse image.";
    image ImageSparseReadOp = "spirv.ImageSparseRead" (ImageSparseRead, [sampler_unknown_or_none, sparse_texels, sparse_vec4_matches], "image": IMAGE, FLOAT_OR_INT_SV -> ANY_STRUCT, Option<ImageOperands>, Fetch) "Read a texel from an image without a sampler, with the residency code.";
    /// Sample a sparse image doing depth-comparison using an explicit level
    /// of detail.
    dref ImageSparseSampleDrefExplicitLodOp = "spirv.ImageSparseSampleDrefExplicitLod" (ImageSparseSampleDrefExplicitLod, [not_buffer, single_sampled, sparse_texel, sparse_scalar_matches, lod_or_grad], FLOAT_SV, FLOAT32 -> ANY_STRUCT, Explicit);
    /// Sample a sparse image doing depth-comparison with an implicit level of
    /// detail.
    dref ImageSparseSampleDrefImplicitLodOp = "spirv.ImageSparseSampleDrefImplicitLod" (ImageSparseSampleDrefImplicitLod, [not_buffer, single_sampled, sparse_texel, sparse_scalar_matches], FLOAT_SV, FLOAT32 -> ANY_STRUCT, Implicit);
    image ImageSparseSampleExplicitLodOp = "spirv.ImageSparseSampleExplicitLod" (ImageSparseSampleExplicitLod, [not_buffer, single_sampled, sparse_texels, sparse_vec4_matches, lod_or_grad], "sampled_image": SAMPLED_IMAGE, FLOAT_OR_INT_SV -> ANY_STRUCT, ImageOperands, Explicit) "Sample a sparse image using an explicit level of detail.";
    image ImageSparseSampleImplicitLodOp = "spirv.ImageSparseSampleImplicitLod" (ImageSparseSampleImplicitLod, [not_buffer, single_sampled, sparse_texels, sparse_vec4_matches], "sampled_image": SAMPLED_IMAGE, FLOAT_SV -> ANY_STRUCT, Option<ImageOperands>, Implicit) "Sample a sparse image with an implicit level of detail.";
    /// Translates a resident code into a Boolean: whether all texels the
    /// sparse access read were resident.
    op ImageSparseTexelsResidentOp = "spirv.ImageSparseTexelsResident" (
        [traits = [Pure], ext = Encoding::Core(Op::ImageSparseTexelsResident)],
        ["$resident_code attr-dict `:` type($resident_code)"],
        (resident_code: INT) -> result: BOOL);
}
