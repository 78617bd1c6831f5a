//! The sampling and gathering instructions MLIR 22's `SPIRVImageOps.td`
//! lacks: `spirv.ImageGather`, `spirv.ImageSampleDrefImplicitLod` and
//! `spirv.ImageSampleDrefExplicitLod` (the SPIR-V specification's "Image
//! Instructions",
//! <https://registry.khronos.org/SPIR-V/specs/unified1/SPIRV.html#_image_instructions>).
//!
//! They share MLIR's image-op syntax (`image::image_op!`): the sampled
//! image, the coordinate, the depth reference (or, for `ImageGather`, the
//! component), then the `["Mask"]` of image operands and their arguments:
//!
//! ```text
//! %g = spirv.ImageGather %si, %uv, %c0 ["ConstOffset"], %offset : !si, vector<2xf32>, i32, vector<2xi32> -> vector<4xf32>
//! %d = spirv.ImageSampleDrefExplicitLod %si, %uv, %ref ["Lod"], %lod : !si, vector<2xf32>, f32, f32 -> f32
//! ```

use shader_mlir::ir::Value;
use shader_mlir::op;
use spirv::{ImageOperands, Op};

use super::super::asm::{parse_image_operands, print_image_operands};
use super::super::encoding::Encoding;
use super::super::image::{
    gather_dim, image_op, lod, lod_or_grad, not_buffer, result_element_matches,
    result_is_sampled_type, single_sampled, verify_image_op,
};
use super::super::properties::ImageOperandsAttr;
use super::super::table::op_table;
use crate::types::constraints::{
    ANY_INT32, ANY_TYPE, FLOAT_SV, FLOAT32, INT_OR_FLOAT, SAMPLED_IMAGE, VEC4_OF_INT_OR_FLOAT,
};

op_table! { image_op;
    gather ImageGatherOp = "spirv.ImageGather" (ImageGather, [Pure, gather_dim, single_sampled, result_element_matches], ANY_INT32 -> VEC4_OF_INT_OR_FLOAT) "Gathers the requested component from four texels.";
    /// Sample an image doing depth-comparison using an explicit level of
    /// detail.
    dref ImageSampleDrefExplicitLodOp = "spirv.ImageSampleDrefExplicitLod" (ImageSampleDrefExplicitLod, [Pure, not_buffer, single_sampled, result_is_sampled_type, lod_or_grad], FLOAT_SV, FLOAT32 -> INT_OR_FLOAT, Explicit);
    /// Sample an image doing depth-comparison with an implicit level of
    /// detail.
    dref ImageSampleDrefImplicitLodOp = "spirv.ImageSampleDrefImplicitLod" (ImageSampleDrefImplicitLod, [Pure, not_buffer, single_sampled, result_is_sampled_type], FLOAT_SV, FLOAT32 -> INT_OR_FLOAT, Implicit);
}
