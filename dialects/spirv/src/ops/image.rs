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
use super::table::op_table;
use crate::attributes::EnumAttr;
use crate::ops::verify::verify_checks;
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

// The image ops, as one `macro_rules!` (MLIR's image ops share their
// syntax): the image (or sampled image), the coordinate, a third operand for
// some (the depth reference, the gathered component, the written texel),
// then `custom<ImageOperands>` and the operands it asks for; each is
// verified by `verify_image_op` after its fixed operands. An op's checks are
// named by their predicate, each with MLIR's summary (`@checks`).
macro_rules! image_op {
    // The image (`"image"`) or sampled image (`"sampled_image"`, its name
    // in diagnostics and the generic form) and the coordinate.
    (image $(#[$doc:meta])* $ty:ident = $name:literal => $opcode:ident, [$($checks:ident),*],
        $image:literal: $image_c:ident, $coordinate:ident -> $result:ident, $mask:ident $(<$mask_inner:ident>)?,
        $lod:ident) => {
        $crate::ops::image::image_op!(@checks [] [$($checks),*] {$(#[$doc])* $ty = $name,
            [ext = Encoding::Core(Op::$opcode), verify = verify_image_op::<2, lod::$lod>],
            ["$image `,` $coordinate custom<ImageOperands>($image_operands) (`,` $operand_arguments^)? \
              attr-dict `:` type($image) `,` type($coordinate) (`,` type($operand_arguments)^)? `->` type($result)"],
            (image: $image_c [name = $image], coordinate: $coordinate,
                prop image_operands: ImageOperandsAttr = $mask $(<$mask_inner>)?, operand_arguments: Vec<ANY_TYPE>)
                -> result: $result});
    };
    // The sampled image, the coordinate and the depth reference.
    (dref $(#[$doc:meta])* $ty:ident = $name:literal => $opcode:ident, [$($checks:ident),*],
        $coordinate:ident, $dref:ident -> $result:ident, $lod:ident) => {
        $crate::ops::image::image_op!(@checks [] [$($checks),*] {$(#[$doc])* $ty = $name,
            [ext = Encoding::Core(Op::$opcode), verify = verify_image_op::<3, lod::$lod>],
            ["$sampled_image `,` $coordinate `,` $dref custom<ImageOperands>($image_operands) \
              (`,` $operand_arguments^)? attr-dict `:` type($sampled_image) `,` type($coordinate) `,` \
              type($dref) (`,` type($operand_arguments)^)? `->` type($result)"],
            (sampled_image: SAMPLED_IMAGE, coordinate: $coordinate,
                /// The depth reference.
                dref: $dref,
                prop image_operands: ImageOperandsAttr = Option<ImageOperands>, operand_arguments: Vec<ANY_TYPE>)
                -> result: $result});
    };
    // The sampled image, the coordinate and the component gathered.
    (gather $(#[$doc:meta])* $ty:ident = $name:literal => $opcode:ident, [$($checks:ident),*],
        $component:ident -> $result:ident) => {
        $crate::ops::image::image_op!(@checks [] [$($checks),*] {$(#[$doc])* $ty = $name,
            [ext = Encoding::Core(Op::$opcode), verify = verify_image_op::<3, lod::Gather>],
            ["$sampled_image `,` $coordinate `,` $component custom<ImageOperands>($image_operands) \
              (`,` $operand_arguments^)? attr-dict `:` type($sampled_image) `,` type($coordinate) `,` \
              type($component) (`,` type($operand_arguments)^)? `->` type($result)"],
            (sampled_image: SAMPLED_IMAGE, coordinate: FLOAT_SV,
                /// The component gathered (0 to 3), a constant.
                component: $component,
                prop image_operands: ImageOperandsAttr = Option<ImageOperands>, operand_arguments: Vec<ANY_TYPE>)
                -> result: $result});
    };
    // The image, the coordinate and the texel written.
    (write $(#[$doc:meta])* $ty:ident = $name:literal => $opcode:ident, [$($checks:ident),*],
        $coordinate:ident, $texel:ident) => {
        $crate::ops::image::image_op!(@checks [] [$($checks),*] {$(#[$doc])* $ty = $name,
            [ext = Encoding::Core(Op::$opcode), verify = verify_image_op::<3, lod::Fetch>],
            ["$image `,` $coordinate `,` $texel custom<ImageOperands>($image_operands) \
              (`,` $operand_arguments^)? attr-dict `:` type($image) `,` type($coordinate) `,` \
              type($texel) (`,` type($operand_arguments)^)?"],
            (image: IMAGE, coordinate: $coordinate, texel: $texel,
                prop image_operands: ImageOperandsAttr = Option<ImageOperands>, operand_arguments: Vec<ANY_TYPE>)});
    };
    // The checks, in order, as `Pred`s with MLIR's summaries.
    (@checks [$($acc:tt)*] [] {$(#[$doc:meta])* $ty:ident = $name:literal, [$($options:tt)*], $($rest:tt)*}) => {
        $crate::ops::table::operands_op!($(#[$doc])* $ty = $name, [traits = [$($acc)*], $($options)*],
            $($rest)*);
    };
    (@checks [$($acc:tt)*] [Pure $(, $more:ident)*] $op:tt) => {
        $crate::ops::image::image_op!(@checks [$($acc)* Pure,] [$($more),*] $op);
    };
    (@checks [$($acc:tt)*] [$check:ident $(, $more:ident)*] $op:tt) => {
        $crate::ops::image::image_op!(@pred [$($acc)*] $check [$($more),*] $op);
    };
    // A check's summary: `@pred` names the predicate, `@check` adds it.
    (@pred $acc:tt not_buffer $more:tt $op:tt) => { $crate::ops::image::image_op!(@check $acc "the Dim operand of the underlying image must not be Buffer", not_buffer $more $op); };
    (@pred $acc:tt not_cube $more:tt $op:tt) => { $crate::ops::image::image_op!(@check $acc "the Dim operand of the underlying image must not be Cube", not_cube $more $op); };
    (@pred $acc:tt not_subpass_data $more:tt $op:tt) => { $crate::ops::image::image_op!(@check $acc "the Dim operand of the underlying image must not be SubpassData", not_subpass_data $more $op); };
    (@pred $acc:tt gather_dim $more:tt $op:tt) => { $crate::ops::image::image_op!(@check $acc "the Dim operand of the underlying image must be Dim2D or Cube or Rect", gather_dim $more $op); };
    (@pred $acc:tt single_sampled $more:tt $op:tt) => { $crate::ops::image::image_op!(@check $acc "the MS operand of the underlying image type must be SingleSampled", single_sampled $more $op); };
    (@pred $acc:tt needs_sampler $more:tt $op:tt) => { $crate::ops::image::image_op!(@check $acc "the sampled operand of the underlying image must be NeedSampler", needs_sampler $more $op); };
    (@pred $acc:tt sampler_unknown_or_none $more:tt $op:tt) => { $crate::ops::image::image_op!(@check $acc "the sampled operand of the underlying image must be SamplerUnknown or NoSampler", sampler_unknown_or_none $more $op); };
    (@pred $acc:tt result_element_matches $more:tt $op:tt) => { $crate::ops::image::image_op!(@check $acc "the result component type must match the image sampled type", result_element_matches $more $op); };
    (@pred $acc:tt texel_element_matches $more:tt $op:tt) => { $crate::ops::image::image_op!(@check $acc "the texel component type must match the image sampled type", texel_element_matches $more $op); };
    (@pred $acc:tt result_is_sampled_type $more:tt $op:tt) => { $crate::ops::image::image_op!(@check $acc "type of 'result' matches image type of 'sampled_image'", result_is_sampled_type $more $op); };
    (@pred $acc:tt lod_or_grad $more:tt $op:tt) => { $crate::ops::image::image_op!(@check $acc "either Lod or Grad image operands must be present", lod_or_grad $more $op); };
    (@pred $acc:tt sparse_texels $more:tt $op:tt) => { $crate::ops::image::image_op!(@check $acc "the result must be a struct of an integer residency code and the texels", sparse_shape $more $op); };
    (@pred $acc:tt sparse_texel $more:tt $op:tt) => { $crate::ops::image::image_op!(@check $acc "the result must be a struct of an integer residency code and the texel", sparse_shape $more $op); };
    (@pred $acc:tt sparse_vec4_matches $more:tt $op:tt) => { $crate::ops::image::image_op!(@check $acc "the texels must be four components of the image sampled type", sparse_vec4_matches $more $op); };
    (@pred $acc:tt sparse_scalar_matches $more:tt $op:tt) => { $crate::ops::image::image_op!(@check $acc "the texel must be the image sampled type", sparse_scalar_matches $more $op); };
    (@check [$($acc:tt)*] $summary:literal, $holds:ident $more:tt $op:tt) => {
        $crate::ops::image::image_op!(@checks [$($acc)* Pred($summary, $holds),] $more $op);
    };
}
pub(super) use image_op;

op_table! { image_op;
    /// Extract the image from a sampled image.
    op ImageOp = "spirv.Image" (
        [traits = [Pure, TypesMatchWith("type of 'result' matches image type of 'sampled_image'",
            sampled_image, result, image_of_sampled)], ext = Encoding::Core(Op::Image)],
        ["$sampled_image attr-dict `:` type($sampled_image)"],
        (sampled_image: SAMPLED_IMAGE) -> result: IMAGE);
    dref ImageDrefGatherOp = "spirv.ImageDrefGather" (ImageDrefGather, [Pure, gather_dim, single_sampled, result_element_matches], FLOAT_SV, FLOAT32 -> VEC4_OF_INT_OR_FLOAT, None) "Gathers the requested depth-comparison from four texels.";
    image ImageFetchOp = "spirv.ImageFetch" (ImageFetch, [not_cube, needs_sampler, result_element_matches], "image": IMAGE, INT_SV -> VEC4_OF_FLOAT_OR_INT, Option<ImageOperands>, Fetch) "Fetch a single texel from an image whose Sampled operand is 1.";
    /// Query the dimensions of Image, with no level of detail.
    op ImageQuerySizeOp = "spirv.ImageQuerySize" (
        [traits = [Pure], ext = Encoding::Core(Op::ImageQuerySize), verify = verify_query_size],
        ["$image attr-dict `:` type($image) `->` type($result)"],
        (image: IMAGE) -> result: INT_SV);
    image ImageReadOp = "spirv.ImageRead" (ImageRead, [sampler_unknown_or_none, result_element_matches], "image": IMAGE, FLOAT_OR_INT_SV -> FLOAT_OR_INT_SV, Option<ImageOperands>, Fetch) "Read a texel from an image without a sampler.";
    image ImageSampleExplicitLodOp = "spirv.ImageSampleExplicitLod" (ImageSampleExplicitLod, [not_buffer, single_sampled, result_element_matches, lod_or_grad], "sampled_image": SAMPLED_IMAGE, FLOAT_OR_INT_SV -> VEC4_OF_INT_OR_FLOAT, ImageOperands, Explicit) "Sample an image using an explicit level of detail.";
    image ImageSampleImplicitLodOp = "spirv.ImageSampleImplicitLod" (ImageSampleImplicitLod, [not_buffer, single_sampled, result_element_matches], "sampled_image": SAMPLED_IMAGE, FLOAT_SV -> VEC4_OF_INT_OR_FLOAT, Option<ImageOperands>, Implicit) "Sample an image with an implicit level of detail.";
    /// Sample an image with a project coordinate, doing depth-comparison,
    /// with an implicit level of detail.
    dref ImageSampleProjDrefImplicitLodOp = "spirv.ImageSampleProjDrefImplicitLod" (ImageSampleProjDrefImplicitLod, [not_buffer, single_sampled, result_is_sampled_type], FLOAT_OR_INT_SV, FLOAT32 -> INT_OR_FLOAT, Implicit);
    write ImageWriteOp = "spirv.ImageWrite" (ImageWrite, [sampler_unknown_or_none, not_subpass_data, texel_element_matches], FLOAT_OR_INT_SV, FLOAT_OR_INT_SV) "Write a texel to an image without a sampler.";
    /// Create a sampled image, containing both a sampler and an image.
    op SampledImageOp = "spirv.SampledImage" (
        [traits = [Pure, Pred("type of 'image' matches image type of 'result'", image_is_results)],
            ext = Encoding::Core(Op::SampledImage)],
        ["operands attr-dict `:` type($image) `,` type($sampler) `->` type($result)"],
        (image: IMAGE, sampler: SAMPLER) -> result: SAMPLED_IMAGE);
}

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

/// The image operands MLIR 22 does not check, one argument each.
const OTHER_OPERANDS: ImageOperands = ImageOperands::CONST_OFFSET
    .union(ImageOperands::OFFSET)
    .union(ImageOperands::CONST_OFFSETS)
    .union(ImageOperands::SAMPLE)
    .union(ImageOperands::MIN_LOD)
    .union(ImageOperands::MAKE_TEXEL_AVAILABLE)
    .union(ImageOperands::MAKE_TEXEL_VISIBLE)
    .union(ImageOperands::OFFSETS);

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

/// `Bias` and `Lod` want an image of 1D, 2D, 3D or Cube dimensions and a
/// single sample: what is wrong with `image` for `operand`, if anything.
fn level_of_detail_misuse(image: Option<ImageType>, operand: &str) -> Option<String> {
    let image = image?;
    let wrong = if !is_lod_dim(&image) {
        "a dim operand of 1D, 2D, 3D, or Cube"
    } else if image.sampling != ImageSamplingInfo::SingleSampled {
        "a MS operand of 0"
    } else {
        return None;
    };
    Some(format!(
        "{operand} must only be used with an image type that has {wrong}"
    ))
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
        if let Some(message) = level_of_detail_misuse(image, "Bias") {
            return error(&message);
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
        if let Some(message) = level_of_detail_misuse(image, "Lod") {
            return error(&message);
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
    index += mask.intersection(OTHER_OPERANDS).bits().count_ones() as usize;
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
    verify_checks!(|message: String| ir.error_at(loc, message);
        components == found => format!("expected the result to have {components} component(s), but found {found} component(s)"),
    )
}
