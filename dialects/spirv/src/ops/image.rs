//! Image ops: `spirv.Image`, `spirv.SampledImage`, `spirv.ImageFetch`,
//! `spirv.ImageRead`, `spirv.ImageWrite`, `spirv.ImageQuerySize`, the
//! sampling ops (`ImageSampleExplicitLod`, `ImageSampleImplicitLod`,
//! `ImageSampleProjDrefImplicitLod`) and `spirv.ImageDrefGather`.
//!
//! Mirrors MLIR 22's `SPIRVImageOps.td` and `ImageOps.cpp`
//! (<https://mlir.llvm.org/docs/Dialects/SPIR-V/#image-ops>): the image
//! operands mask is written `["Lod|ConstOffset"]` (`custom<ImageOperands>`)
//! and its arguments follow,
//! `%r = spirv.ImageSampleExplicitLod %si, %uv ["Lod"], %lod : !si, vector<2xf32>, f32 -> vector<4xf32>`.
//!
//! Beyond MLIR 22, which HLSL textures need:
//! - `spirv.SampledImage %image, %sampler : !image, !spirv.sampler -> !sampled_image`
//!   (`OpSampledImage`, the companion of `!spirv.sampler`);
//! - `Lod` on `spirv.ImageFetch` (an integer level, as later MLIR accepts),
//!   and on `spirv.ImageRead`/`spirv.ImageWrite`
//!   (`SPV_AMD_shader_image_load_store_lod`);
//! - the image operands MLIR 22 leaves unchecked (`ConstOffset`, `Offset`,
//!   `ConstOffsets`, `Sample`, `MinLod`, `MakeTexelAvailable`,
//!   `MakeTexelVisible`, `Offsets`) take their one argument each, in bit
//!   order after `Bias`, `Lod` and `Grad`, where MLIR 22 counts none.

use shader_mlir::Context;
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Ir, OpId, Type, TypeKind, Value};
use shader_mlir::op;
use spirv::{Dim, ImageOperands, Op};

use super::asm::{parse_image_operands, print_image_operands};
use super::encoding::Encoding;
use super::properties::ImageOperandsAttr;
use crate::attributes::EnumAttr;
use crate::types::constraints::{
    ANY_TYPE, FLOAT_OR_INT_SV, FLOAT_SV, FLOAT32, IMAGE, INT_OR_FLOAT, INT_SV, SAMPLED_IMAGE,
    SAMPLER, VEC4_OF_FLOAT_OR_INT, VEC4_OF_INT_OR_FLOAT, element_type_or_self, num_elements,
};
use crate::types::{
    ImageArrayedInfo, ImageSamplerUseInfo, ImageSamplingInfo, ImageType, SampledImageType,
    SpirvType,
};

/// The image type of operand 0, an image or a sampled image.
pub(super) fn image_of(ir: &Ir, op: OpId) -> Option<ImageType> {
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
pub(super) fn element_matches_image(ir: &Ir, op: OpId, ty: Type) -> bool {
    let ctx = ir.ctx();
    image_of(ir, op).is_none_or(|image| {
        matches!(ctx.type_kind(image.element), TypeKind::None)
            || element_type_or_self(ctx, ty) == image.element
    })
}

pub(super) fn result_element_matches(ir: &Ir, op: OpId) -> bool {
    element_matches_image(ir, op, ir.value_type(ir.result(op, 0)))
}

fn texel_element_matches(ir: &Ir, op: OpId) -> bool {
    element_matches_image(ir, op, ir.value_type(ir.operand(op, 2)))
}

pub(super) fn sampler_unknown_or_none(ir: &Ir, op: OpId) -> bool {
    image_of(ir, op).is_none_or(|i| {
        matches!(
            i.sampler_use,
            ImageSamplerUseInfo::SamplerUnknown | ImageSamplerUseInfo::NoSampler
        )
    })
}

pub(super) fn needs_sampler(ir: &Ir, op: OpId) -> bool {
    image_of(ir, op).is_none_or(|i| i.sampler_use == ImageSamplerUseInfo::NeedSampler)
}

pub(super) fn single_sampled(ir: &Ir, op: OpId) -> bool {
    image_of(ir, op).is_none_or(|i| i.sampling == ImageSamplingInfo::SingleSampled)
}

pub(super) fn not_buffer(ir: &Ir, op: OpId) -> bool {
    image_of(ir, op).is_none_or(|i| i.dim != Dim::DimBuffer)
}

pub(super) fn not_cube(ir: &Ir, op: OpId) -> bool {
    image_of(ir, op).is_none_or(|i| i.dim != Dim::DimCube)
}

fn not_subpass_data(ir: &Ir, op: OpId) -> bool {
    image_of(ir, op).is_none_or(|i| i.dim != Dim::DimSubpassData)
}

pub(super) fn gather_dim(ir: &Ir, op: OpId) -> bool {
    image_of(ir, op).is_none_or(|i| matches!(i.dim, Dim::Dim2D | Dim::DimCube | Dim::DimRect))
}

pub(super) fn lod_or_grad(ir: &Ir, op: OpId) -> bool {
    image_operands(ir, op).is_some_and(|m| m.intersects(ImageOperands::LOD | ImageOperands::GRAD))
}

/// The image type of a sampled image (`none` for anything else, which the
/// operand's constraint rejects first).
fn image_of_sampled(ctx: &Context, ty: Type) -> Type {
    SampledImageType::of(ctx, ty).map_or(ctx.common().none, |s| s.image)
}

/// The projective depth-comparison result is the image's sampled type.
pub(super) fn result_is_sampled_type(ir: &Ir, op: OpId) -> bool {
    image_of(ir, op).is_none_or(|i| i.element == ir.value_type(ir.result(op, 0)))
}

/// `spirv.SampledImage`: the image is the result's image type.
fn image_is_results(ir: &Ir, op: OpId) -> bool {
    let ctx = ir.ctx();
    SampledImageType::of(ctx, ir.value_type(ir.result(op, 0)))
        .is_none_or(|s| s.image == ir.value_type(ir.operand(op, 0)))
}

/// Extract the image from a sampled image.
#[op(
    "spirv.Image",
    traits = [Pure, TypesMatchWith("type of 'result' matches image type of 'sampled_image'", sampled_image, result, image_of_sampled)],
    ext = Encoding::Core(Op::Image)
)]
#[format("$sampled_image attr-dict `:` type($sampled_image)")]
pub struct ImageOp {
    #[operand(SAMPLED_IMAGE)]
    sampled_image: Value,
    #[result(IMAGE)]
    result: Value,
}

// The image ops that read a texel, as one `macro_rules!` (MLIR's image ops
// share their syntax): the image (or sampled image, its name in
// diagnostics and the generic form), the coordinate, a depth reference for
// the `dref` ones, then `custom<ImageOperands>` and the operands it asks
// for.
macro_rules! image_op {
    ($(#[$doc:meta])* $ty:ident = $name:literal => $opcode:ident, $image:literal: $image_c:ident,
        $coordinate:ident -> $result:ident, $mask:ident $(<$mask_inner:ident>)?, [$($traits:tt)*], $verify:path) => {
        $(#[$doc])*
        #[op($name, traits = [$($traits)*], ext = Encoding::Core(Op::$opcode), verify = $verify)]
        #[format(
            "$image `,` $coordinate custom<ImageOperands>($image_operands) (`,` $operand_arguments^)? attr-dict `:` type($image) `,` type($coordinate) (`,` type($operand_arguments)^)? `->` type($result)"
        )]
        pub struct $ty {
            #[operand($image_c, name = $image)]
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
        $coordinate:ident -> $result:ident, [$($traits:tt)*], $verify:path) => {
        $(#[$doc])*
        #[op($name, traits = [$($traits)*], ext = Encoding::Core(Op::$opcode), verify = $verify)]
        #[format(
            "$sampled_image `,` $coordinate `,` $dref custom<ImageOperands>($image_operands) (`,` $operand_arguments^)? attr-dict `:` type($sampled_image) `,` type($coordinate) `,` type($dref) (`,` type($operand_arguments)^)? `->` type($result)"
        )]
        pub struct $ty {
            #[operand(SAMPLED_IMAGE)]
            sampled_image: Value,
            #[operand($coordinate)]
            coordinate: Value,
            #[operand(FLOAT32)]
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

pub(super) use image_op;

image_op!(dref
    /// Gathers the requested depth-comparison from four texels.
    ImageDrefGatherOp = "spirv.ImageDrefGather" => ImageDrefGather, FLOAT_SV -> VEC4_OF_INT_OR_FLOAT, [
        Pure,
        Pred("the Dim operand of the underlying image must be Dim2D or Cube or Rect", gather_dim),
        Pred("the MS operand of the underlying image type must be SingleSampled", single_sampled),
        Pred("the result component type must match the image sampled type", result_element_matches)
    ], verify_image_op::<3, lod::None>
);
image_op!(
    /// Fetch a single texel from an image whose Sampled operand is 1.
    ImageFetchOp = "spirv.ImageFetch" => ImageFetch, "image": IMAGE, INT_SV -> VEC4_OF_FLOAT_OR_INT,
    Option<ImageOperands>, [
        Pred("the Dim operand of the underlying image must not be Cube", not_cube),
        Pred("the sampled operand of the underlying image must be NeedSampler", needs_sampler),
        Pred("the result component type must match the image sampled type", result_element_matches)
    ], verify_image_op::<2, lod::Fetch>
);
/// Query the dimensions of Image, with no level of detail.
#[op(
    "spirv.ImageQuerySize",
    traits = [Pure],
    ext = Encoding::Core(Op::ImageQuerySize),
    verify = verify_query_size
)]
#[format("$image attr-dict `:` type($image) `->` type($result)")]
pub struct ImageQuerySizeOp {
    #[operand(IMAGE)]
    image: Value,
    #[result(INT_SV)]
    result: Value,
}

image_op!(
    /// Read a texel from an image without a sampler.
    ImageReadOp = "spirv.ImageRead" => ImageRead, "image": IMAGE, FLOAT_OR_INT_SV -> FLOAT_OR_INT_SV,
    Option<ImageOperands>, [
        Pred("the sampled operand of the underlying image must be SamplerUnknown or NoSampler", sampler_unknown_or_none),
        Pred("the result component type must match the image sampled type", result_element_matches)
    ], verify_image_op::<2, lod::Fetch>
);
image_op!(
    /// Sample an image using an explicit level of detail.
    ImageSampleExplicitLodOp = "spirv.ImageSampleExplicitLod" => ImageSampleExplicitLod,
    "sampled_image": SAMPLED_IMAGE, FLOAT_OR_INT_SV -> VEC4_OF_INT_OR_FLOAT, ImageOperands, [
        Pred("the Dim operand of the underlying image must not be Buffer", not_buffer),
        Pred("the MS operand of the underlying image type must be SingleSampled", single_sampled),
        Pred("the result component type must match the image sampled type", result_element_matches),
        Pred("either Lod or Grad image operands must be present", lod_or_grad)
    ], verify_image_op::<2, lod::Explicit>
);
image_op!(
    /// Sample an image with an implicit level of detail.
    ImageSampleImplicitLodOp = "spirv.ImageSampleImplicitLod" => ImageSampleImplicitLod,
    "sampled_image": SAMPLED_IMAGE, FLOAT_SV -> VEC4_OF_INT_OR_FLOAT, Option<ImageOperands>, [
        Pred("the Dim operand of the underlying image must not be Buffer", not_buffer),
        Pred("the MS operand of the underlying image type must be SingleSampled", single_sampled),
        Pred("the result component type must match the image sampled type", result_element_matches)
    ], verify_image_op::<2, lod::Implicit>
);
image_op!(dref
    /// Sample an image with a project coordinate, doing depth-comparison,
    /// with an implicit level of detail.
    ImageSampleProjDrefImplicitLodOp = "spirv.ImageSampleProjDrefImplicitLod" => ImageSampleProjDrefImplicitLod,
    FLOAT_OR_INT_SV -> INT_OR_FLOAT, [
        Pred("the Dim operand of the underlying image must not be Buffer", not_buffer),
        Pred("the MS operand of the underlying image type must be SingleSampled", single_sampled),
        Pred("type of 'result' matches image type of 'sampled_image'", result_is_sampled_type)
    ], verify_image_op::<3, lod::Implicit>
);
/// Write a texel to an image without a sampler.
#[op(
    "spirv.ImageWrite",
    traits = [
        Pred("the sampled operand of the underlying image must be SamplerUnknown or NoSampler", sampler_unknown_or_none),
        Pred("the Dim operand of the underlying image must not be SubpassData", not_subpass_data),
        Pred("the texel component type must match the image sampled type", texel_element_matches)
    ],
    ext = Encoding::Core(Op::ImageWrite),
    verify = verify_image_op::<3, lod::Fetch>
)]
#[format(
    "$image `,` $coordinate `,` $texel custom<ImageOperands>($image_operands) (`,` $operand_arguments^)? attr-dict `:` type($image) `,` type($coordinate) `,` type($texel) (`,` type($operand_arguments)^)?"
)]
pub struct ImageWriteOp {
    #[operand(IMAGE)]
    image: Value,
    #[operand(FLOAT_OR_INT_SV)]
    coordinate: Value,
    #[operand(FLOAT_OR_INT_SV)]
    texel: Value,
    #[property(ImageOperandsAttr)]
    image_operands: Option<ImageOperands>,
    #[operand(ANY_TYPE)]
    operand_arguments: Vec<Value>,
}

/// Create a sampled image, containing both a sampler and an image.
#[op(
    "spirv.SampledImage",
    traits = [Pure, Pred("type of 'image' matches image type of 'result'", image_is_results)],
    ext = Encoding::Core(Op::SampledImage)
)]
#[format("operands attr-dict `:` type($image) `,` type($sampler) `->` type($result)")]
pub struct SampledImageOp {
    #[operand(IMAGE)]
    image: Value,
    #[operand(SAMPLER)]
    sampler: Value,
    #[result(SAMPLED_IMAGE)]
    result: Value,
}

/// The image ops, as registered.
pub(super) static DEFS: &[&shader_mlir::dialect::OpDef] = &[
    ImageOp::DEF,
    ImageDrefGatherOp::DEF,
    ImageFetchOp::DEF,
    ImageQuerySizeOp::DEF,
    ImageReadOp::DEF,
    ImageSampleExplicitLodOp::DEF,
    ImageSampleImplicitLodOp::DEF,
    ImageSampleProjDrefImplicitLodOp::DEF,
    ImageWriteOp::DEF,
    SampledImageOp::DEF,
];

// The verifiers: the image operands after the fixed operands.

/// The image operands mask of an image op, if it has one.
fn image_operands(ir: &Ir, op: OpId) -> Option<ImageOperands> {
    let attr = ir.prop(op, "image_operands")?;
    EnumAttr::value::<ImageOperands>(ir.ctx(), attr)
}

/// Which level-of-detail operands an image op accepts (MLIR's
/// `ImplicitLodOpInterface`, `ExplicitLodOpInterface`, `FetchOpInterface`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum LodKind {
    /// `Bias` (sampling with an implicit level of detail).
    Implicit,
    /// `Lod` (a float) and `Grad`.
    Explicit,
    /// `Lod` (an integer). `spirv.ImageRead` and `spirv.ImageWrite` accept
    /// it too, as `SPV_AMD_shader_image_load_store_lod` allows (beyond
    /// MLIR 22, which refuses it).
    Fetch,
    /// `Bias` and `Lod` (a float): the gathers of
    /// `SPV_AMD_texture_gather_bias_lod`, which SPIR-V allows on
    /// `OpImageGather` and `OpImageSparseGather` with its capability.
    Gather,
    /// Neither.
    None,
}

fn is_float(ir: &Ir, ty: Type) -> bool {
    matches!(ir.ctx().type_kind(ty), TypeKind::Float(_))
}

pub(super) fn is_lod_dim(image: &ImageType) -> bool {
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

/// The [`LodKind`]s as types, to name one in [`verify_image_op`]'s
/// parameters.
pub(super) mod lod {
    use super::LodKind;

    /// A [`LodKind`] as a type.
    pub trait Kind {
        const KIND: LodKind;
    }

    macro_rules! kinds {
        ($($kind:ident),*) => {
            $(
                #[doc = concat!("[`LodKind::", stringify!($kind), "`].")]
                pub struct $kind;
                impl Kind for $kind {
                    const KIND: LodKind = LodKind::$kind;
                }
            )*
        };
    }
    kinds!(Implicit, Explicit, Fetch, Gather, None);
}

/// An image op's verifier: [`verify_image_operands`] after the `FIXED`
/// leading operands, with the level-of-detail operands of `L`.
pub(super) fn verify_image_op<const FIXED: usize, L: lod::Kind>(
    ir: &Ir,
    op: OpId,
) -> Result<(), Diagnostic> {
    verify_image_operands(ir, op, FIXED, L::KIND)
}

/// MLIR's `verifyImageOperands`: the mask and the arguments after the
/// `fixed` leading operands agree. Diagnostics carry no op prefix, as MLIR's.
pub(super) fn verify_image_operands(
    ir: &Ir,
    op: OpId,
    fixed: usize,
    lod: LodKind,
) -> Result<(), Diagnostic> {
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
        if !matches!(lod, LodKind::Implicit | LodKind::Gather) {
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
        if !matches!(lod, LodKind::Explicit | LodKind::Fetch | LodKind::Gather) {
            return error("Lod is only valid with explicit-lod and fetch instructions");
        }
        let Some(&level) = arguments.get(index) else {
            return error("Lod operand requires 1 argument");
        };
        if matches!(lod, LodKind::Explicit | LodKind::Gather) && !is_float(ir, level) {
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

/// How many components each `Grad` derivative has for an image of `dim`
/// (the SPIR-V specification's "Image Operands": one per coordinate of the
/// image's dimensionality, the array layer aside).
fn grad_components(dim: Dim) -> Option<i64> {
    match dim {
        Dim::Dim1D => Some(1),
        Dim::Dim2D | Dim::DimRect => Some(2),
        Dim::Dim3D | Dim::DimCube => Some(3),
        _ => None,
    }
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
    // The image's dimensions when it says them: a coordinate may carry more
    // components (the projective divisor, a depth reference), which SPIR-V
    // ignores for the derivatives. Else MLIR's rule, from the coordinate.
    let components = match image.and_then(|i| grad_components(i.dim)) {
        Some(n) => n,
        None => {
            let coordinate = ir.value_type(ir.operand(op, 1));
            let mut n = num_elements(ctx, coordinate);
            if matches!(ctx.type_kind(coordinate), TypeKind::Vector { .. })
                && image.is_some_and(|i| i.arrayed == ImageArrayedInfo::Arrayed)
            {
                n -= 1;
            }
            n
        }
    };
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
