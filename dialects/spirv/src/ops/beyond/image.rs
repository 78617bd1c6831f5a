//! Image instructions MLIR 22 has no op for, in the syntax of its image ops
//! (the image operands mask as `custom<ImageOperands>`, its arguments after
//! it): the projective and depth-comparison sampling forms MLIR lacks
//! (`spirv.ImageSampleProjImplicitLod`, `...ProjExplicitLod`,
//! `...DrefImplicitLod`, `...DrefExplicitLod`, `...ProjDrefExplicitLod`),
//! `spirv.ImageGather`, `spirv.ImageSparseRead`, and the queries
//! `spirv.ImageQuerySizeLod`, `spirv.ImageQueryLevels`,
//! `spirv.ImageQuerySamples`, `spirv.ImageQueryLod` and
//! `spirv.ImageSparseTexelsResident`.

use shader_mlir::ir::Value;
use shader_mlir::op;
use spirv::{ImageOperands, Op};

use super::super::asm::{parse_image_operands, print_image_operands};
use super::super::encoding::Encoding;
use super::super::properties::ImageOperandsAttr;
use super::beyond_op;
use crate::types::constraints::{
    ANY_STRUCT, ANY_TYPE, BOOL, FLOAT_OR_INT_SV, FLOAT_SV, FLOAT32, IMAGE, INT, INT_OR_FLOAT,
    INT_SV, SAMPLED_IMAGE, VEC4_OF_INT_OR_FLOAT,
};

/// MLIR's image op syntax:
/// `%r = spirv.X %image, %coordinate (, %dref)? ["Mask"], %args : types -> type`.
macro_rules! image_op {
    ($(#[$doc:meta])* $ty:ident = $name:literal => $opcode:ident, $image_c:ident,
        $coordinate:ident -> $result:ident, $mask:ident $(<$mask_inner:ident>)?) => {
        $(#[$doc])*
        #[op($name, traits = [Pure], ext = Encoding::Core(Op::$opcode))]
        #[format(
            "$image `,` $coordinate custom<ImageOperands>($image_operands) (`,` $operand_arguments^)? attr-dict `:` type($image) `,` type($coordinate) (`,` type($operand_arguments)^)? `->` type($result)"
        )]
        pub struct $ty {
            #[operand($image_c)]
            image: Value,
            #[operand($coordinate)]
            coordinate: Value,
            #[property(ImageOperandsAttr)]
            image_operands: $mask $(<$mask_inner>)?,
            #[operand(ANY_TYPE)]
            operand_arguments: Vec<Value>,
            #[result($result)]
            result: Value,
        }
    };
    (dref $(#[$doc:meta])* $ty:ident = $name:literal => $opcode:ident,
        $mask:ident $(<$mask_inner:ident>)?) => {
        $(#[$doc])*
        #[op($name, traits = [Pure], ext = Encoding::Core(Op::$opcode))]
        #[format(
            "$sampled_image `,` $coordinate `,` $dref custom<ImageOperands>($image_operands) (`,` $operand_arguments^)? attr-dict `:` type($sampled_image) `,` type($coordinate) `,` type($dref) (`,` type($operand_arguments)^)? `->` type($result)"
        )]
        pub struct $ty {
            #[operand(SAMPLED_IMAGE)]
            sampled_image: Value,
            #[operand(FLOAT_SV)]
            coordinate: Value,
            #[operand(FLOAT32)]
            dref: Value,
            #[property(ImageOperandsAttr)]
            image_operands: $mask $(<$mask_inner>)?,
            #[operand(ANY_TYPE)]
            operand_arguments: Vec<Value>,
            #[result(INT_OR_FLOAT)]
            result: Value,
        }
    };
}

image_op!(
    /// Sample an image with a projective coordinate and an implicit level of detail.
    ImageSampleProjImplicitLodOp = "spirv.ImageSampleProjImplicitLod" => ImageSampleProjImplicitLod,
    SAMPLED_IMAGE, FLOAT_SV -> VEC4_OF_INT_OR_FLOAT, Option<ImageOperands>
);
image_op!(
    /// Sample an image with a projective coordinate and an explicit level of detail.
    ImageSampleProjExplicitLodOp = "spirv.ImageSampleProjExplicitLod" => ImageSampleProjExplicitLod,
    SAMPLED_IMAGE, FLOAT_SV -> VEC4_OF_INT_OR_FLOAT, ImageOperands
);
image_op!(
    /// Read a texel from an image without a sampler, with its residency code.
    ImageSparseReadOp = "spirv.ImageSparseRead" => ImageSparseRead,
    IMAGE, FLOAT_OR_INT_SV -> ANY_STRUCT, Option<ImageOperands>
);
image_op!(dref
    /// Sample an image doing a depth comparison, with an implicit level of detail.
    ImageSampleDrefImplicitLodOp = "spirv.ImageSampleDrefImplicitLod" => ImageSampleDrefImplicitLod,
    Option<ImageOperands>
);
image_op!(dref
    /// Sample an image doing a depth comparison, with an explicit level of detail.
    ImageSampleDrefExplicitLodOp = "spirv.ImageSampleDrefExplicitLod" => ImageSampleDrefExplicitLod,
    ImageOperands
);
image_op!(dref
    /// Sample an image with a projective coordinate doing a depth comparison,
    /// with an explicit level of detail.
    ImageSampleProjDrefExplicitLodOp = "spirv.ImageSampleProjDrefExplicitLod" => ImageSampleProjDrefExplicitLod,
    ImageOperands
);

/// Gather the requested component from four texels.
#[op("spirv.ImageGather", traits = [Pure], ext = Encoding::Core(Op::ImageGather))]
#[format(
    "$sampled_image `,` $coordinate `,` $component custom<ImageOperands>($image_operands) (`,` $operand_arguments^)? attr-dict `:` type($sampled_image) `,` type($coordinate) `,` type($component) (`,` type($operand_arguments)^)? `->` type($result)"
)]
pub struct ImageGatherOp {
    #[operand(SAMPLED_IMAGE)]
    sampled_image: Value,
    #[operand(FLOAT_SV)]
    coordinate: Value,
    #[operand(INT)]
    component: Value,
    #[property(ImageOperandsAttr)]
    image_operands: Option<ImageOperands>,
    #[operand(ANY_TYPE)]
    operand_arguments: Vec<Value>,
    #[result(VEC4_OF_INT_OR_FLOAT)]
    result: Value,
}

beyond_op!(pure
    /// The dimensions of a level of detail of an image.
    ImageQuerySizeLodOp = "spirv.ImageQuerySizeLod" => Encoding::Core(Op::ImageQuerySizeLod),
    (image: IMAGE, level: INT) -> INT_SV
);
beyond_op!(pure
    /// The number of mipmap levels of an image.
    ImageQueryLevelsOp = "spirv.ImageQueryLevels" => Encoding::Core(Op::ImageQueryLevels),
    (image: IMAGE) -> INT
);
beyond_op!(pure
    /// The number of samples of a multisampled image.
    ImageQuerySamplesOp = "spirv.ImageQuerySamples" => Encoding::Core(Op::ImageQuerySamples),
    (image: IMAGE) -> INT
);
beyond_op!(pure
    /// The mipmap level and the level of detail a sample would use.
    ImageQueryLodOp = "spirv.ImageQueryLod" => Encoding::Core(Op::ImageQueryLod),
    (sampled_image: SAMPLED_IMAGE, coordinate: FLOAT_SV) -> FLOAT_SV
);
beyond_op!(pure
    /// Whether a sparse residency code says all texels were resident.
    ImageSparseTexelsResidentOp = "spirv.ImageSparseTexelsResident" => Encoding::Core(Op::ImageSparseTexelsResident),
    (resident_code: INT) -> BOOL
);

/// The ops, as registered.
pub(in crate::ops) static DEFS: &[&shader_mlir::dialect::OpDef] = &[
    ImageGatherOp::DEF,
    ImageQueryLevelsOp::DEF,
    ImageQueryLodOp::DEF,
    ImageQuerySamplesOp::DEF,
    ImageQuerySizeLodOp::DEF,
    ImageSampleDrefExplicitLodOp::DEF,
    ImageSampleDrefImplicitLodOp::DEF,
    ImageSampleProjDrefExplicitLodOp::DEF,
    ImageSampleProjExplicitLodOp::DEF,
    ImageSampleProjImplicitLodOp::DEF,
    ImageSparseReadOp::DEF,
    ImageSparseTexelsResidentOp::DEF,
];
