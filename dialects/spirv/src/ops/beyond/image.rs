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
use super::super::table::op_table;
use crate::types::constraints::{
    ANY_TYPE, FLOAT_SV, FLOAT32, INT_OR_FLOAT, SAMPLED_IMAGE, VEC4_OF_INT_OR_FLOAT,
};

op_table! { image_op;
    /// Sample an image with a projective coordinate doing a depth comparison,
    /// with an explicit level of detail.
    dref ImageSampleProjDrefExplicitLodOp = "spirv.ImageSampleProjDrefExplicitLod" (ImageSampleProjDrefExplicitLod, [Pure, not_buffer, single_sampled, result_is_sampled_type, lod_or_grad], FLOAT_SV, FLOAT32 -> INT_OR_FLOAT, Explicit);
    image ImageSampleProjExplicitLodOp = "spirv.ImageSampleProjExplicitLod" (ImageSampleProjExplicitLod, [Pure, not_buffer, single_sampled, result_element_matches, lod_or_grad], "sampled_image": SAMPLED_IMAGE, FLOAT_SV -> VEC4_OF_INT_OR_FLOAT, ImageOperands, Explicit) "Sample an image with a projective coordinate and an explicit level of detail.";
    image ImageSampleProjImplicitLodOp = "spirv.ImageSampleProjImplicitLod" (ImageSampleProjImplicitLod, [Pure, not_buffer, single_sampled, result_element_matches], "sampled_image": SAMPLED_IMAGE, FLOAT_SV -> VEC4_OF_INT_OR_FLOAT, Option<ImageOperands>, Implicit) "Sample an image with a projective coordinate and an implicit level of detail.";
}
