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
use super::image_sample::gather_op;
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

image_op!(
    /// Fetch a single texel from a sampled image, with the residency code.
    ImageSparseFetchOp = "spirv.ImageSparseFetch" => ImageSparseFetch, "image": IMAGE, INT_SV -> ANY_STRUCT,
    Option<ImageOperands>, [
        Pred("the Dim operand of the underlying image must not be Cube", not_cube),
        Pred("the sampled operand of the underlying image must be NeedSampler", needs_sampler),
        Pred("the result must be a struct of an integer residency code and the texels", sparse_shape),
        Pred("the texels must be four components of the image sampled type", sparse_vec4_matches)
    ], verify_image_op::<2, lod::Fetch>
);
image_op!(
    /// Read a texel from an image without a sampler, with the residency code.
    ImageSparseReadOp = "spirv.ImageSparseRead" => ImageSparseRead, "image": IMAGE, FLOAT_OR_INT_SV -> ANY_STRUCT,
    Option<ImageOperands>, [
        Pred("the sampled operand of the underlying image must be SamplerUnknown or NoSampler", sampler_unknown_or_none),
        Pred("the result must be a struct of an integer residency code and the texels", sparse_shape),
        Pred("the texels must be four components of the image sampled type", sparse_vec4_matches)
    ], verify_image_op::<2, lod::Fetch>
);
image_op!(
    /// Sample a sparse image with an implicit level of detail.
    ImageSparseSampleImplicitLodOp = "spirv.ImageSparseSampleImplicitLod" => ImageSparseSampleImplicitLod,
    "sampled_image": SAMPLED_IMAGE, FLOAT_SV -> ANY_STRUCT, Option<ImageOperands>, [
        Pred("the Dim operand of the underlying image must not be Buffer", not_buffer),
        Pred("the MS operand of the underlying image type must be SingleSampled", single_sampled),
        Pred("the result must be a struct of an integer residency code and the texels", sparse_shape),
        Pred("the texels must be four components of the image sampled type", sparse_vec4_matches)
    ], verify_image_op::<2, lod::Implicit>
);
image_op!(
    /// Sample a sparse image using an explicit level of detail.
    ImageSparseSampleExplicitLodOp = "spirv.ImageSparseSampleExplicitLod" => ImageSparseSampleExplicitLod,
    "sampled_image": SAMPLED_IMAGE, FLOAT_OR_INT_SV -> ANY_STRUCT, ImageOperands, [
        Pred("the Dim operand of the underlying image must not be Buffer", not_buffer),
        Pred("the MS operand of the underlying image type must be SingleSampled", single_sampled),
        Pred("the result must be a struct of an integer residency code and the texels", sparse_shape),
        Pred("the texels must be four components of the image sampled type", sparse_vec4_matches),
        Pred("either Lod or Grad image operands must be present", lod_or_grad)
    ], verify_image_op::<2, lod::Explicit>
);
image_op!(dref
    /// Sample a sparse image doing depth-comparison with an implicit level of
    /// detail.
    ImageSparseSampleDrefImplicitLodOp = "spirv.ImageSparseSampleDrefImplicitLod" => ImageSparseSampleDrefImplicitLod,
    FLOAT_SV -> ANY_STRUCT, [
        Pred("the Dim operand of the underlying image must not be Buffer", not_buffer),
        Pred("the MS operand of the underlying image type must be SingleSampled", single_sampled),
        Pred("the result must be a struct of an integer residency code and the texel", sparse_shape),
        Pred("the texel must be the image sampled type", sparse_scalar_matches)
    ], verify_image_op::<3, lod::Implicit>
);
image_op!(dref
    /// Sample a sparse image doing depth-comparison using an explicit level
    /// of detail.
    ImageSparseSampleDrefExplicitLodOp = "spirv.ImageSparseSampleDrefExplicitLod" => ImageSparseSampleDrefExplicitLod,
    FLOAT_SV -> ANY_STRUCT, [
        Pred("the Dim operand of the underlying image must not be Buffer", not_buffer),
        Pred("the MS operand of the underlying image type must be SingleSampled", single_sampled),
        Pred("the result must be a struct of an integer residency code and the texel", sparse_shape),
        Pred("the texel must be the image sampled type", sparse_scalar_matches),
        Pred("either Lod or Grad image operands must be present", lod_or_grad)
    ], verify_image_op::<3, lod::Explicit>
);
gather_op!(
    /// Gathers the requested component from four texels of a sparse image.
    ImageSparseGatherOp = "spirv.ImageSparseGather" => ImageSparseGather, component: ANY_INT32 -> ANY_STRUCT, [
        Pred("the Dim operand of the underlying image must be Dim2D or Cube or Rect", gather_dim),
        Pred("the MS operand of the underlying image type must be SingleSampled", single_sampled),
        Pred("the result must be a struct of an integer residency code and the texels", sparse_shape),
        Pred("the texels must be four components of the image sampled type", sparse_vec4_matches)
    ], verify_image_op::<3, lod::Gather>
);
gather_op!(
    /// Gathers the requested depth-comparison from four texels of a sparse
    /// image.
    ImageSparseDrefGatherOp = "spirv.ImageSparseDrefGather" => ImageSparseDrefGather, dref: FLOAT32 -> ANY_STRUCT, [
        Pred("the Dim operand of the underlying image must be Dim2D or Cube or Rect", gather_dim),
        Pred("the MS operand of the underlying image type must be SingleSampled", single_sampled),
        Pred("the result must be a struct of an integer residency code and the texels", sparse_shape),
        Pred("the texels must be four components of the image sampled type", sparse_vec4_matches)
    ], verify_image_op::<3, lod::Gather>
);

/// Translates a resident code into a Boolean: whether all texels the
/// sparse access read were resident.
#[op(
    "spirv.ImageSparseTexelsResident",
    traits = [Pure],
    ext = Encoding::Core(Op::ImageSparseTexelsResident)
)]
#[format("$resident_code attr-dict `:` type($resident_code)")]
pub struct ImageSparseTexelsResidentOp {
    #[operand(INT)]
    resident_code: Value,
    #[result(BOOL)]
    result: Value,
}

/// The sparse image ops, as registered.
pub(in crate::ops) static DEFS: &[&shader_mlir::dialect::OpDef] = &[
    ImageSparseDrefGatherOp::DEF,
    ImageSparseFetchOp::DEF,
    ImageSparseGatherOp::DEF,
    ImageSparseReadOp::DEF,
    ImageSparseSampleDrefExplicitLodOp::DEF,
    ImageSparseSampleDrefImplicitLodOp::DEF,
    ImageSparseSampleExplicitLodOp::DEF,
    ImageSparseSampleImplicitLodOp::DEF,
    ImageSparseTexelsResidentOp::DEF,
];
