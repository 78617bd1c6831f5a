//! The projective sampling forms MLIR 22 has no op for
//! (`spirv.ImageSampleProjImplicitLod`, `...ProjExplicitLod`,
//! `...ProjDrefExplicitLod`), in the syntax of its image ops (the image
//! operands mask as `custom<ImageOperands>`, its arguments after it). The
//! depth-comparison forms and gathers are in [`super::image_sample`], the
//! sparse forms in [`super::image_sparse`], the queries in
//! [`super::image_query`].

use shader_mlir::ir::Value;
use shader_mlir::op;
use spirv::{ImageOperands, Op};

use super::super::asm::{parse_image_operands, print_image_operands};
use super::super::encoding::Encoding;
use super::super::image::{
    image_op, lod, lod_or_grad, not_buffer, result_element_matches, result_is_sampled_type,
    single_sampled, verify_image_op,
};
use super::super::properties::ImageOperandsAttr;
use crate::types::constraints::{
    ANY_TYPE, FLOAT_SV, FLOAT32, INT_OR_FLOAT, SAMPLED_IMAGE, VEC4_OF_INT_OR_FLOAT,
};

image_op!(
    /// Sample an image with a projective coordinate and an implicit level of detail.
    ImageSampleProjImplicitLodOp = "spirv.ImageSampleProjImplicitLod" => ImageSampleProjImplicitLod,
    "sampled_image": SAMPLED_IMAGE, FLOAT_SV -> VEC4_OF_INT_OR_FLOAT, Option<ImageOperands>, [
        Pure,
        Pred("the Dim operand of the underlying image must not be Buffer", not_buffer),
        Pred("the MS operand of the underlying image type must be SingleSampled", single_sampled),
        Pred("the result component type must match the image sampled type", result_element_matches)
    ], verify_image_op::<2, lod::Implicit>
);
image_op!(
    /// Sample an image with a projective coordinate and an explicit level of detail.
    ImageSampleProjExplicitLodOp = "spirv.ImageSampleProjExplicitLod" => ImageSampleProjExplicitLod,
    "sampled_image": SAMPLED_IMAGE, FLOAT_SV -> VEC4_OF_INT_OR_FLOAT, ImageOperands, [
        Pure,
        Pred("the Dim operand of the underlying image must not be Buffer", not_buffer),
        Pred("the MS operand of the underlying image type must be SingleSampled", single_sampled),
        Pred("the result component type must match the image sampled type", result_element_matches),
        Pred("either Lod or Grad image operands must be present", lod_or_grad)
    ], verify_image_op::<2, lod::Explicit>
);
image_op!(dref
    /// Sample an image with a projective coordinate doing a depth comparison,
    /// with an explicit level of detail.
    ImageSampleProjDrefExplicitLodOp = "spirv.ImageSampleProjDrefExplicitLod" => ImageSampleProjDrefExplicitLod,
    FLOAT_SV -> INT_OR_FLOAT, [
        Pure,
        Pred("the Dim operand of the underlying image must not be Buffer", not_buffer),
        Pred("the MS operand of the underlying image type must be SingleSampled", single_sampled),
        Pred("type of 'result' matches image type of 'sampled_image'", result_is_sampled_type),
        Pred("either Lod or Grad image operands must be present", lod_or_grad)
    ], verify_image_op::<3, lod::Explicit>
);

/// The ops, as registered.
pub(in crate::ops) static DEFS: &[&shader_mlir::dialect::OpDef] = &[
    ImageSampleProjDrefExplicitLodOp::DEF,
    ImageSampleProjExplicitLodOp::DEF,
    ImageSampleProjImplicitLodOp::DEF,
];
