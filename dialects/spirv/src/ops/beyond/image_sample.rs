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
use crate::types::constraints::{
    ANY_INT32, ANY_TYPE, FLOAT_SV, FLOAT32, INT_OR_FLOAT, SAMPLED_IMAGE, VEC4_OF_INT_OR_FLOAT,
};

// The gathers, as one `macro_rules!`: the sampled image, the coordinate,
// the component (or the depth reference of the comparing ones), then the
// image operands, with `spirv.ImageDrefGather`'s syntax.
macro_rules! gather_op {
    ($(#[$doc:meta])* $ty:ident = $name:literal => $opcode:ident, component: $third_c:ident -> $result:ident,
        [$($traits:tt)*], $verify:path) => {
        $(#[$doc])*
        #[op($name, traits = [Pure, $($traits)*], ext = Encoding::Core(Op::$opcode), verify = $verify)]
        #[format(
            "$sampled_image `,` $coordinate `,` $component custom<ImageOperands>($image_operands) (`,` $operand_arguments^)? attr-dict `:` type($sampled_image) `,` type($coordinate) `,` type($component) (`,` type($operand_arguments)^)? `->` type($result)"
        )]
        pub struct $ty {
            #[operand(SAMPLED_IMAGE)]
            sampled_image: Value,
            #[operand(FLOAT_SV)]
            coordinate: Value,
            /// The component gathered (0 to 3), a constant.
            #[operand($third_c)]
            component: Value,
            #[property(ImageOperandsAttr)]
            image_operands: Option<ImageOperands>,
            #[operand(ANY_TYPE)]
            operand_arguments: Vec<Value>,
            #[result($result)]
            result: Value,
        }
    };
    ($(#[$doc:meta])* $ty:ident = $name:literal => $opcode:ident, dref: $third_c:ident -> $result:ident,
        [$($traits:tt)*], $verify:path) => {
        $(#[$doc])*
        #[op($name, traits = [Pure, $($traits)*], ext = Encoding::Core(Op::$opcode), verify = $verify)]
        #[format(
            "$sampled_image `,` $coordinate `,` $dref custom<ImageOperands>($image_operands) (`,` $operand_arguments^)? attr-dict `:` type($sampled_image) `,` type($coordinate) `,` type($dref) (`,` type($operand_arguments)^)? `->` type($result)"
        )]
        pub struct $ty {
            #[operand(SAMPLED_IMAGE)]
            sampled_image: Value,
            #[operand(FLOAT_SV)]
            coordinate: Value,
            /// The depth reference.
            #[operand($third_c)]
            dref: Value,
            #[property(ImageOperandsAttr)]
            image_operands: Option<ImageOperands>,
            #[operand(ANY_TYPE)]
            operand_arguments: Vec<Value>,
            #[result($result)]
            result: Value,
        }
    };
}

pub(super) use gather_op;

gather_op!(
    /// Gathers the requested component from four texels.
    ImageGatherOp = "spirv.ImageGather" => ImageGather, component: ANY_INT32 -> VEC4_OF_INT_OR_FLOAT, [
        Pred("the Dim operand of the underlying image must be Dim2D or Cube or Rect", gather_dim),
        Pred("the MS operand of the underlying image type must be SingleSampled", single_sampled),
        Pred("the result component type must match the image sampled type", result_element_matches)
    ], verify_image_op::<3, lod::Gather>
);

image_op!(dref
    /// Sample an image doing depth-comparison with an implicit level of
    /// detail.
    ImageSampleDrefImplicitLodOp = "spirv.ImageSampleDrefImplicitLod" => ImageSampleDrefImplicitLod,
    FLOAT_SV -> INT_OR_FLOAT, [
        Pure,
        Pred("the Dim operand of the underlying image must not be Buffer", not_buffer),
        Pred("the MS operand of the underlying image type must be SingleSampled", single_sampled),
        Pred("type of 'result' matches image type of 'sampled_image'", result_is_sampled_type)
    ], verify_image_op::<3, lod::Implicit>
);
image_op!(dref
    /// Sample an image doing depth-comparison using an explicit level of
    /// detail.
    ImageSampleDrefExplicitLodOp = "spirv.ImageSampleDrefExplicitLod" => ImageSampleDrefExplicitLod,
    FLOAT_SV -> INT_OR_FLOAT, [
        Pure,
        Pred("the Dim operand of the underlying image must not be Buffer", not_buffer),
        Pred("the MS operand of the underlying image type must be SingleSampled", single_sampled),
        Pred("type of 'result' matches image type of 'sampled_image'", result_is_sampled_type),
        Pred("either Lod or Grad image operands must be present", lod_or_grad)
    ], verify_image_op::<3, lod::Explicit>
);

/// The sampling and gathering ops of this file, as registered.
pub(in crate::ops) static DEFS: &[&shader_mlir::dialect::OpDef] = &[
    ImageGatherOp::DEF,
    ImageSampleDrefExplicitLodOp::DEF,
    ImageSampleDrefImplicitLodOp::DEF,
];
