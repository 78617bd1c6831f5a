//! Image ops: `spirv.Image`, `spirv.SampledImage`, `spirv.ImageFetch`,
//! `spirv.ImageRead`, `spirv.ImageWrite`, `spirv.ImageQuerySize`, the
//! sampling ops (`ImageSampleExplicitLod`, `ImageSampleImplicitLod`,
//! `ImageSampleProjDrefImplicitLod`) and `spirv.ImageDrefGather`.
//!
//! Mirrors MLIR 22's `SPIRVImageOps.td` and `ImageOps.cpp`
//! (<https://mlir.llvm.org/docs/Dialects/SPIR-V/#image-ops>): the image
//! operands mask is written `["Lod|ConstOffset"]` and its arguments follow,
//! `%r = spirv.ImageSampleExplicitLod %si, %uv ["Lod"], %lod : !si, vector<2xf32>, f32 -> vector<4xf32>`.
//!
//! Beyond MLIR 22, which HLSL textures need:
//! - `spirv.SampledImage %image, %sampler : !image, !spirv.sampler -> !sampled_image`
//!   (`OpSampledImage`, the companion of `!spirv.sampler`);
//! - `Lod` on `spirv.ImageFetch` (an integer level, as later MLIR accepts);
//! - the image operands MLIR 22 leaves unchecked (`ConstOffset`, `Offset`,
//!   `ConstOffsets`, `Sample`, `MinLod`, `MakeTexelAvailable`,
//!   `MakeTexelVisible`, `Offsets`) take their one argument each, in bit
//!   order after `Bias`, `Lod` and `Grad`, where MLIR 22 counts none.

use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::dialect::Traits;
use shader_mlir::ir::{Ir, OpId, Type, TypeKind};
use spirv::{Dim, ImageOperands, Op};

use super::family::Encoding;
use super::format::{Expect, Format, IMAGE_OPERANDS, ResultType};
use super::ods::{EnumSlot, Pred, Signature};
use super::operand_types::{
    FLOAT_OR_INT_SV, FLOAT_SV, FLOAT32, IMAGE, INT_OR_FLOAT, INT_SV, SAMPLED_IMAGE, SAMPLER,
    VEC4_OF_FLOAT_OR_INT, VEC4_OF_INT_OR_FLOAT, element_type_or_self, num_elements,
};
use crate::attributes::{EnumAttr, EnumKind};
use crate::slots;
use crate::types::constraints::ANY_TYPE;
use crate::types::{
    ImageArrayedInfo, ImageSamplerUseInfo, ImageSamplingInfo, ImageType, SampledImageType,
    SpirvType,
};

const PURE: Traits = Traits::PURE;
const NONE: Traits = Traits::empty();

const OPTIONAL_OPERANDS: &[EnumSlot] =
    &[EnumSlot::optional(IMAGE_OPERANDS, EnumKind::ImageOperands)];
const REQUIRED_OPERANDS: &[EnumSlot] =
    &[EnumSlot::required(IMAGE_OPERANDS, EnumKind::ImageOperands)];
const OPERANDS_PROPERTY: &[&str] = &[IMAGE_OPERANDS];

/// The image type of operand 0, an image or a sampled image.
fn image_of(ir: &Ir, op: OpId) -> Option<ImageType> {
    let ctx = ir.ctx();
    let ty = ir.value_type(ir.operand(op, 0));
    match SpirvType::of(ctx, ty)? {
        SpirvType::Image(image) => Some(*image),
        SpirvType::SampledImage(sampled) => ImageType::of(ctx, sampled.image).copied(),
        _ => None,
    }
}

/// `SPIRV_NoneOrElementMatchImage`: `ty`'s element type is the image's
/// sampled type, unless that is `none`.
fn element_matches_image(ir: &Ir, op: OpId, ty: Type) -> bool {
    let ctx = ir.ctx();
    image_of(ir, op).is_none_or(|image| {
        matches!(ctx.type_kind(image.element), TypeKind::None)
            || element_type_or_self(ctx, ty) == image.element
    })
}

const RESULT_ELEMENT: Pred = Pred::Holds {
    summary: "the result component type must match the image sampled type",
    check: |ir, op| element_matches_image(ir, op, ir.value_type(ir.result(op, 0))),
};
const TEXEL_ELEMENT: Pred = Pred::Holds {
    summary: "the texel component type must match the image sampled type",
    check: |ir, op| element_matches_image(ir, op, ir.value_type(ir.operand(op, 2))),
};
const NO_SAMPLER: Pred = Pred::Holds {
    summary: "the sampled operand of the underlying image must be SamplerUnknown or NoSampler",
    check: |ir, op| {
        image_of(ir, op).is_none_or(|i| {
            matches!(
                i.sampler_use,
                ImageSamplerUseInfo::SamplerUnknown | ImageSamplerUseInfo::NoSampler
            )
        })
    },
};
const NEED_SAMPLER: Pred = Pred::Holds {
    summary: "the sampled operand of the underlying image must be NeedSampler",
    check: |ir, op| {
        image_of(ir, op).is_none_or(|i| i.sampler_use == ImageSamplerUseInfo::NeedSampler)
    },
};
const SINGLE_SAMPLED: Pred = Pred::Holds {
    summary: "the MS operand of the underlying image type must be SingleSampled",
    check: |ir, op| image_of(ir, op).is_none_or(|i| i.sampling == ImageSamplingInfo::SingleSampled),
};
const NOT_BUFFER: Pred = Pred::Holds {
    summary: "the Dim operand of the underlying image must not be Buffer",
    check: |ir, op| image_of(ir, op).is_none_or(|i| i.dim != Dim::DimBuffer),
};
const NOT_CUBE: Pred = Pred::Holds {
    summary: "the Dim operand of the underlying image must not be Cube",
    check: |ir, op| image_of(ir, op).is_none_or(|i| i.dim != Dim::DimCube),
};
const NOT_SUBPASS_DATA: Pred = Pred::Holds {
    summary: "the Dim operand of the underlying image must not be SubpassData",
    check: |ir, op| image_of(ir, op).is_none_or(|i| i.dim != Dim::DimSubpassData),
};
const GATHER_DIM: Pred = Pred::Holds {
    summary: "the Dim operand of the underlying image must be Dim2D or Cube or Rect",
    check: |ir, op| {
        image_of(ir, op).is_none_or(|i| matches!(i.dim, Dim::Dim2D | Dim::DimCube | Dim::DimRect))
    },
};
const LOD_OR_GRAD: Pred = Pred::Holds {
    summary: "either Lod or Grad image operands must be present",
    check: |ir, op| {
        image_operands(ir, op)
            .is_some_and(|m| m.intersects(ImageOperands::LOD | ImageOperands::GRAD))
    },
};

/// `type of 'result' matches image type of 'sampled_image'`.
const RESULT_IS_IMAGE: Pred = Pred::Holds {
    summary: "type of 'result' matches image type of 'sampled_image'",
    check: |ir, op| {
        let ctx = ir.ctx();
        SampledImageType::of(ctx, ir.value_type(ir.operand(op, 0)))
            .is_none_or(|s| s.image == ir.value_type(ir.result(op, 0)))
    },
};

/// The projective depth-comparison result is the image's sampled type.
const RESULT_IS_SAMPLED_TYPE: Pred = Pred::Holds {
    summary: "type of 'result' matches image type of 'sampled_image'",
    check: |ir, op| image_of(ir, op).is_none_or(|i| i.element == ir.value_type(ir.result(op, 0))),
};

/// `spirv.SampledImage`: the image is the result's image type.
const IMAGE_IS_RESULTS: Pred = Pred::Holds {
    summary: "type of 'image' matches image type of 'result'",
    check: |ir, op| {
        let ctx = ir.ctx();
        SampledImageType::of(ctx, ir.value_type(ir.result(op, 0)))
            .is_none_or(|s| s.image == ir.value_type(ir.operand(op, 0)))
    },
};

const IMAGE_OP: Signature =
    Signature::new(slots![sampled_image: SAMPLED_IMAGE], slots![result: IMAGE])
        .preds(&[RESULT_IS_IMAGE]);

const SAMPLED_IMAGE_OP: Signature = Signature::new(
    slots![image: IMAGE, sampler: SAMPLER],
    slots![result: SAMPLED_IMAGE],
)
.preds(&[IMAGE_IS_RESULTS]);

const QUERY_SIZE: Signature =
    Signature::new(slots![image: IMAGE], slots![result: INT_SV]).verify(verify_query_size);

const READ: Signature = Signature::new(
    slots![image: IMAGE, coordinate: FLOAT_OR_INT_SV, ..operand_arguments: ANY_TYPE],
    slots![result: FLOAT_OR_INT_SV],
)
.attrs(OPTIONAL_OPERANDS, OPERANDS_PROPERTY)
.preds(&[NO_SAMPLER, RESULT_ELEMENT])
.verify(|ir, op| verify_image_operands(ir, op, 2, LodKind::None));

const WRITE: Signature = Signature::new(
    slots![image: IMAGE, coordinate: FLOAT_OR_INT_SV, texel: FLOAT_OR_INT_SV, ..operand_arguments: ANY_TYPE],
    &[],
)
.attrs(OPTIONAL_OPERANDS, OPERANDS_PROPERTY)
.preds(&[NO_SAMPLER, NOT_SUBPASS_DATA, TEXEL_ELEMENT])
.verify(|ir, op| verify_image_operands(ir, op, 3, LodKind::None));

const FETCH: Signature = Signature::new(
    slots![image: IMAGE, coordinate: INT_SV, ..operand_arguments: ANY_TYPE],
    slots![result: VEC4_OF_FLOAT_OR_INT],
)
.attrs(OPTIONAL_OPERANDS, OPERANDS_PROPERTY)
.preds(&[NOT_CUBE, NEED_SAMPLER, RESULT_ELEMENT])
.verify(|ir, op| verify_image_operands(ir, op, 2, LodKind::Fetch));

const SAMPLE_EXPLICIT_LOD: Signature = Signature::new(
    slots![sampled_image: SAMPLED_IMAGE, coordinate: FLOAT_OR_INT_SV, ..operand_arguments: ANY_TYPE],
    slots![result: VEC4_OF_INT_OR_FLOAT],
)
.attrs(REQUIRED_OPERANDS, OPERANDS_PROPERTY)
.preds(&[NOT_BUFFER, SINGLE_SAMPLED, RESULT_ELEMENT, LOD_OR_GRAD])
.verify(|ir, op| verify_image_operands(ir, op, 2, LodKind::Explicit));

const SAMPLE_IMPLICIT_LOD: Signature = Signature::new(
    slots![sampled_image: SAMPLED_IMAGE, coordinate: FLOAT_SV, ..operand_arguments: ANY_TYPE],
    slots![result: VEC4_OF_INT_OR_FLOAT],
)
.attrs(OPTIONAL_OPERANDS, OPERANDS_PROPERTY)
.preds(&[NOT_BUFFER, SINGLE_SAMPLED, RESULT_ELEMENT])
.verify(|ir, op| verify_image_operands(ir, op, 2, LodKind::Implicit));

const SAMPLE_PROJ_DREF_IMPLICIT_LOD: Signature = Signature::new(
    slots![sampled_image: SAMPLED_IMAGE, coordinate: FLOAT_OR_INT_SV, dref: FLOAT32, ..operand_arguments: ANY_TYPE],
    slots![result: INT_OR_FLOAT],
)
.attrs(OPTIONAL_OPERANDS, OPERANDS_PROPERTY)
.preds(&[NOT_BUFFER, SINGLE_SAMPLED, RESULT_IS_SAMPLED_TYPE])
.verify(|ir, op| verify_image_operands(ir, op, 3, LodKind::Implicit));

const DREF_GATHER: Signature = Signature::new(
    slots![sampled_image: SAMPLED_IMAGE, coordinate: FLOAT_SV, dref: FLOAT32, ..operand_arguments: ANY_TYPE],
    slots![result: VEC4_OF_INT_OR_FLOAT],
)
.attrs(OPTIONAL_OPERANDS, OPERANDS_PROPERTY)
.preds(&[GATHER_DIM, SINGLE_SAMPLED, RESULT_ELEMENT])
.verify(|ir, op| verify_image_operands(ir, op, 3, LodKind::None));

crate::family! {
    OPS, ROWS;
    "spirv.Image" => Encoding::Core(Op::Image), PURE,
        "Extract the image from a sampled image.", IMAGE_OP, Format::SampledImageToImage;
    "spirv.ImageDrefGather" => Encoding::Core(Op::ImageDrefGather), PURE,
        "Gathers the requested depth-comparison from four texels.", DREF_GATHER,
        Format::Image { fixed: 3, result: true };
    "spirv.ImageFetch" => Encoding::Core(Op::ImageFetch), NONE,
        "Fetch a single texel from an image whose Sampled operand is 1.", FETCH,
        Format::Image { fixed: 2, result: true };
    "spirv.ImageQuerySize" => Encoding::Core(Op::ImageQuerySize), PURE,
        "Query the dimensions of Image, with no level of detail.", QUERY_SIZE,
        Format::Typed { operand_types: &[0], written: &[Expect::Any], result: ResultType::Arrow(Expect::Any) };
    "spirv.ImageRead" => Encoding::Core(Op::ImageRead), NONE,
        "Read a texel from an image without a sampler.", READ, Format::Image { fixed: 2, result: true };
    "spirv.ImageSampleExplicitLod" => Encoding::Core(Op::ImageSampleExplicitLod), NONE,
        "Sample an image using an explicit level of detail.", SAMPLE_EXPLICIT_LOD,
        Format::Image { fixed: 2, result: true };
    "spirv.ImageSampleImplicitLod" => Encoding::Core(Op::ImageSampleImplicitLod), NONE,
        "Sample an image with an implicit level of detail.", SAMPLE_IMPLICIT_LOD,
        Format::Image { fixed: 2, result: true };
    "spirv.ImageSampleProjDrefImplicitLod" => Encoding::Core(Op::ImageSampleProjDrefImplicitLod), NONE,
        "Sample an image with a project coordinate, doing depth-comparison, with an implicit level of detail.",
        SAMPLE_PROJ_DREF_IMPLICIT_LOD, Format::Image { fixed: 3, result: true };
    "spirv.ImageWrite" => Encoding::Core(Op::ImageWrite), NONE,
        "Write a texel to an image without a sampler.", WRITE, Format::Image { fixed: 3, result: false };
    "spirv.SampledImage" => Encoding::Core(Op::SampledImage), PURE,
        "Create a sampled image, containing both a sampler and an image.", SAMPLED_IMAGE_OP,
        Format::Typed {
            operand_types: &[0, 1],
            written: &[Expect::Any, Expect::Any],
            result: ResultType::Arrow(Expect::Any),
        };
}

/// The image operands mask of an image op, if it has one.
fn image_operands(ir: &Ir, op: OpId) -> Option<ImageOperands> {
    let attr = ir.attr_or_prop(op, IMAGE_OPERANDS)?;
    let value = EnumAttr::of(ir.ctx(), attr).filter(|e| e.kind == EnumKind::ImageOperands)?;
    Some(ImageOperands::from_bits_retain(value.value))
}

/// Which level-of-detail operands an image op accepts (MLIR's
/// `ImplicitLodOpInterface`, `ExplicitLodOpInterface`, `FetchOpInterface`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum LodKind {
    /// `Bias` (sampling with an implicit level of detail).
    Implicit,
    /// `Lod` (a float) and `Grad`.
    Explicit,
    /// `Lod` (an integer).
    Fetch,
    /// Neither.
    None,
}

fn is_float(ir: &Ir, ty: Type) -> bool {
    matches!(ir.ctx().type_kind(ty), TypeKind::Float(_))
}

fn is_lod_dim(image: &ImageType) -> bool {
    matches!(
        image.dim,
        Dim::Dim1D | Dim::Dim2D | Dim::Dim3D | Dim::DimCube
    )
}

/// The image operands MLIR 22 does not check, with their argument counts.
const OTHER_OPERANDS: &[(ImageOperands, usize)] = &[
    (ImageOperands::CONST_OFFSET, 1),
    (ImageOperands::OFFSET, 1),
    (ImageOperands::CONST_OFFSETS, 1),
    (ImageOperands::SAMPLE, 1),
    (ImageOperands::MIN_LOD, 1),
    (ImageOperands::MAKE_TEXEL_AVAILABLE, 1),
    (ImageOperands::MAKE_TEXEL_VISIBLE, 1),
    (ImageOperands::OFFSETS, 1),
];

/// MLIR's `verifyImageOperands`: the mask and the arguments after the
/// `fixed` leading operands agree. Diagnostics carry no op prefix, as MLIR's.
fn verify_image_operands(ir: &Ir, op: OpId, fixed: usize, lod: LodKind) -> Result<(), Diagnostic> {
    let loc = ir.op_loc(op);
    let error = |message: &str| Err(ir.error_at(loc, message.to_owned()));
    let arguments: Vec<Type> = ir.operand_types(op).skip(fixed).collect();
    let Some(mask) = image_operands(ir, op) else {
        if arguments.is_empty() {
            return Ok(());
        }
        return error(
            "the Image Operands should encode what operands follow, as per Image Operands",
        );
    };
    if mask.contains(ImageOperands::LOD | ImageOperands::GRAD) {
        return error("it is invalid to set both the Lod and Grad bits");
    }
    let image = image_of(ir, op);
    let mut index = 0;
    if mask.contains(ImageOperands::BIAS) {
        if lod != LodKind::Implicit {
            return error("Bias is only valid with implicit-lod instructions");
        }
        let Some(&bias) = arguments.get(index) else {
            return error("Bias operand requires 1 argument");
        };
        if !is_float(ir, bias) {
            return error("Bias must be a floating-point type scalar");
        }
        if image.is_some_and(|i| !is_lod_dim(&i)) {
            return error(
                "Bias must only be used with an image type that has a dim operand of 1D, 2D, 3D, or Cube",
            );
        }
        if image.is_some_and(|i| i.sampling != ImageSamplingInfo::SingleSampled) {
            return error("Bias must only be used with an image type that has a MS operand of 0");
        }
        index += 1;
    }
    if mask.contains(ImageOperands::LOD) {
        if !matches!(lod, LodKind::Explicit | LodKind::Fetch) {
            return error("Lod is only valid with explicit-lod and fetch instructions");
        }
        let Some(&level) = arguments.get(index) else {
            return error("Lod operand requires 1 argument");
        };
        if lod == LodKind::Explicit && !is_float(ir, level) {
            return error("for sampling operations, Lod must be a floating-point type scalar");
        }
        if lod == LodKind::Fetch && !matches!(ir.ctx().type_kind(level), TypeKind::Integer { .. }) {
            return error("for fetch operations, Lod must be an integer type scalar");
        }
        if image.is_some_and(|i| !is_lod_dim(&i)) {
            return error(
                "Lod must only be used with an image type that has a dim operand of 1D, 2D, 3D, or Cube",
            );
        }
        if image.is_some_and(|i| i.sampling != ImageSamplingInfo::SingleSampled) {
            return error("Lod must only be used with an image type that has a MS operand of 0");
        }
        index += 1;
    }
    if mask.contains(ImageOperands::GRAD) {
        if lod != LodKind::Explicit {
            return error("Grad is only valid with explicit-lod instructions");
        }
        if index + 2 > arguments.len() {
            return error("Grad operand requires 2 arguments (scalars or vectors)");
        }
        if image.is_some_and(|i| i.sampling != ImageSamplingInfo::SingleSampled) {
            return error("Grad must only be used with an image type that has a MS operand of 0");
        }
        verify_grad(ir, op, image, arguments[index], arguments[index + 1])?;
        index += 2;
    }
    for &(bit, count) in OTHER_OPERANDS {
        if mask.contains(bit) {
            index += count;
        }
    }
    if index < arguments.len() {
        return error("too many image operand arguments have been provided");
    }
    if index > arguments.len() {
        return error(
            "the Image Operands should encode what operands follow, as per Image Operands",
        );
    }
    Ok(())
}

/// The `Grad` arguments: two floats, or two float vectors with one component
/// per coordinate component (minus the array layer).
fn verify_grad(
    ir: &Ir,
    op: OpId,
    image: Option<ImageType>,
    dx: Type,
    dy: Type,
) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let loc = ir.op_loc(op);
    let coordinate = ir.value_type(ir.operand(op, 1));
    let mut components = num_elements(ctx, coordinate);
    if matches!(ctx.type_kind(coordinate), TypeKind::Vector { .. })
        && image.is_some_and(|i| i.arrayed == ImageArrayedInfo::Arrayed)
    {
        components -= 1;
    }
    let mismatch = "number of components of each Grad argument must equal the number of components in coordinate, \
                    minus the array layer component, if present";
    match (ctx.type_kind(dx), ctx.type_kind(dy)) {
        (TypeKind::Vector { element: ex, .. }, TypeKind::Vector { element: ey, .. }) => {
            if num_elements(ctx, dx) != num_elements(ctx, dy) || num_elements(ctx, dx) != components
            {
                return Err(ir.error_at(loc, mismatch));
            }
            if !is_float(ir, *ex) || !is_float(ir, *ey) {
                return Err(ir.error_at(
                    loc,
                    "Grad arguments must be a vector of floating-point type",
                ));
            }
            Ok(())
        }
        _ if is_float(ir, dx) && is_float(ir, dy) => {
            if components != 1 {
                return Err(ir.error_at(loc, mismatch));
            }
            Ok(())
        }
        _ => Err(ir.error_at(
            loc,
            "Grad arguments must be a scalar or vector of floating-point type",
        )),
    }
}

/// MLIR's `ImageQuerySizeOp::verify`.
fn verify_query_size(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let Some(image) = image_of(ir, op) else {
        return Ok(());
    };
    let loc = ir.op_loc(op);
    let mut components: i64 = match image.dim {
        Dim::Dim1D | Dim::Dim2D | Dim::Dim3D | Dim::DimCube => {
            if image.sampling != ImageSamplingInfo::MultiSampled
                && !matches!(
                    image.sampler_use,
                    ImageSamplerUseInfo::SamplerUnknown | ImageSamplerUseInfo::NoSampler
                )
            {
                return Err(ir.error_at(
                    loc,
                    "if Dim is 1D, 2D, 3D, or Cube, it must also have either an MS of 1 or a Sampled of 0 or 2",
                ));
            }
            match image.dim {
                Dim::Dim1D => 1,
                Dim::Dim3D => 3,
                _ => 2,
            }
        }
        Dim::DimBuffer => 1,
        Dim::DimRect => 2,
        _ => {
            return Err(ir.error_at(
                loc,
                "the Dim operand of the image type must be 1D, 2D, 3D, Buffer, Cube, or Rect",
            ));
        }
    };
    if image.arrayed == ImageArrayedInfo::Arrayed {
        components += 1;
    }
    let found = num_elements(ir.ctx(), ir.value_type(ir.result(op, 0)));
    if components != found {
        let message = format!(
            "expected the result to have {components} component(s), but found {found} component(s)"
        );
        return Err(ir.error_at(loc, message));
    }
    Ok(())
}
