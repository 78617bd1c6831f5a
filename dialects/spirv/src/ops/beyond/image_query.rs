//! Image queries beyond MLIR 22's `spirv.ImageQuerySize`:
//! `spirv.ImageQuerySizeLod`, `spirv.ImageQueryLevels`,
//! `spirv.ImageQuerySamples` and `spirv.ImageQueryLod` (the SPIR-V
//! specification's "Image Instructions",
//! <https://registry.khronos.org/SPIR-V/specs/unified1/SPIRV.html#_image_instructions>).
//!
//! MLIR 22 has none of them; their syntax follows its `spirv.ImageQuerySize`
//! (operands, then the operand types and `->` the result type):
//!
//! ```text
//! %wh = spirv.ImageQuerySizeLod %image, %level : !image, i32 -> vector<2xi32>
//! %n = spirv.ImageQueryLevels %image : !image -> i32
//! %s = spirv.ImageQuerySamples %ms : !ms_image -> i32
//! %lod = spirv.ImageQueryLod %sampled, %uv : !spirv.sampled_image<!image>, vector<2xf32> -> vector<2xf32>
//! ```
//!
//! Their availability (`ImageQuery` or `Kernel`; `ImageQueryLod` only in
//! fragment shaders) comes from the grammar like every op's.

use shader_mlir::Context;
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Ir, OpId, Type, TypeKind, Value};
use shader_mlir::ods::TypeConstraint;
use shader_mlir::ods::constraint::BUILTIN_VECTOR;
use shader_mlir::op;
use spirv::{Dim, Op};

use super::super::encoding::Encoding;
use super::super::image::{image_of, is_lod_dim};
use crate::ops::table::op_table;
use crate::types::constraints::{FLOAT_SV, IMAGE, INT, INT_SV, SAMPLED_IMAGE, num_elements};
use crate::types::{ImageArrayedInfo, ImageSamplingInfo, ImageType};

fn is_vec2_of_float(ctx: &Context, ty: Type) -> bool {
    let TypeKind::Vector {
        shape,
        scalable,
        element,
    } = ctx.type_kind(ty)
    else {
        return false;
    };
    let float =
        matches!(ctx.type_kind(*element), TypeKind::Float(k) if matches!(k.width(), 16 | 32 | 64));
    shape[..] == [2] && !scalable[0] && float
}

/// `VectorOfLengthAndType<[2], [SPIRV_Float]>`: what `OpImageQueryLod`
/// returns (the mipmap array to access, and the level of detail).
pub const FLOAT_VEC2: TypeConstraint = TypeConstraint::new(
    "vector of 16/32/64-bit float values of length 2",
    is_vec2_of_float,
)
.of_class(BUILTIN_VECTOR);

op_table! { operands_op;
    /// Query the number of mipmap levels accessible through Image.
    op ImageQueryLevelsOp = "spirv.ImageQueryLevels" (
        [traits = [Pure], ext = Encoding::Core(Op::ImageQueryLevels), verify = verify_levels],
        ["$image attr-dict `:` type($image) `->` type($result)"],
        (image: IMAGE) -> result: INT);
    /// Query the mipmap level and the level of detail for a hypothetical
    /// sampling of Image at Coordinate using an implicit level of detail.
    op ImageQueryLodOp = "spirv.ImageQueryLod" (
        [ext = Encoding::Core(Op::ImageQueryLod), verify = verify_lod],
        ["$sampled_image `,` $coordinate attr-dict `:` type($sampled_image) `,` type($coordinate) `->` type($result)"],
        (sampled_image: SAMPLED_IMAGE, coordinate: FLOAT_SV) -> result: FLOAT_VEC2);
    /// Query the number of samples available per texel fetch in a multisample
    /// image.
    op ImageQuerySamplesOp = "spirv.ImageQuerySamples" (
        [traits = [Pure], ext = Encoding::Core(Op::ImageQuerySamples), verify = verify_samples],
        ["$image attr-dict `:` type($image) `->` type($result)"],
        (image: IMAGE) -> result: INT);
    /// Query the dimensions of Image for mipmap level for Level of Detail.
    op ImageQuerySizeLodOp = "spirv.ImageQuerySizeLod" (
        [traits = [Pure], ext = Encoding::Core(Op::ImageQuerySizeLod), verify = verify_size_lod],
        ["$image `,` $level attr-dict `:` type($image) `,` type($level) `->` type($result)"],
        (image: IMAGE, level: INT) -> result: INT_SV);
}

const LOD_DIMS: &str = "the Dim operand of the image type must be 1D, 2D, 3D, or Cube";

/// The image of a query that wants a 1D, 2D, 3D or Cube one (`None` when the
/// operand's type is no image, which its constraint reports).
fn lod_image(ir: &Ir, op: OpId) -> Result<Option<ImageType>, Diagnostic> {
    match image_of(ir, op) {
        Some(image) if !is_lod_dim(&image) => Err(ir.error_at(ir.op_loc(op), LOD_DIMS)),
        image => Ok(image),
    }
}

/// `OpImageQuerySizeLod`: a mipmapped (1D, 2D, 3D or Cube, single-sampled)
/// image; one result component per dimension (Cube: 2) plus the array
/// layers.
fn verify_size_lod(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let Some(image) = lod_image(ir, op)? else {
        return Ok(());
    };
    let loc = ir.op_loc(op);
    if image.sampling != ImageSamplingInfo::SingleSampled {
        return Err(ir.error_at(
            loc,
            "the MS operand of the image type must be SingleSampled",
        ));
    }
    let components = match image.dim {
        Dim::Dim1D => 1,
        Dim::Dim3D => 3,
        _ => 2,
    } + i64::from(image.arrayed == ImageArrayedInfo::Arrayed);
    let found = num_elements(ir.ctx(), ir.value_type(ir.result(op, 0)));
    if components != found {
        return Err(ir.error_at(
            loc,
            format!(
                "expected the result to have {components} component(s), but found {found} component(s)"
            ),
        ));
    }
    Ok(())
}

fn verify_levels(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    lod_image(ir, op).map(|_| ())
}

fn verify_samples(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    match image_of(ir, op) {
        Some(image)
            if image.dim != Dim::Dim2D || image.sampling != ImageSamplingInfo::MultiSampled =>
        {
            Err(ir.error_at(
                ir.op_loc(op),
                "the image type must have a Dim operand of 2D and a MS operand of MultiSampled",
            ))
        }
        _ => Ok(()),
    }
}

/// `OpImageQueryLod`: a 1D, 2D, 3D or Cube image, and one coordinate
/// component per dimension (Cube: 3).
fn verify_lod(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let Some(image) = lod_image(ir, op)? else {
        return Ok(());
    };
    let loc = ir.op_loc(op);
    let needed = match image.dim {
        Dim::Dim1D => 1,
        Dim::Dim2D => 2,
        _ => 3,
    };
    let found = num_elements(ir.ctx(), ir.value_type(ir.operand(op, 1)));
    if found < needed {
        return Err(ir.error_at(
            loc,
            format!("expected the coordinate to have at least {needed} component(s), but found {found} component(s)"),
        ));
    }
    Ok(())
}
