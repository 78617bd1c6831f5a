//! Gathers: the four texels bilinear filtering would read, one component
//! each (HLSL's `Gather`, `GatherRed/Green/Blue/Alpha`, `GatherCmp*` and
//! shader model 6.7's `GatherRaw`).
//!
//! ```text
//! %g = hlsl.texture.gather %tex[%uv] sampler(%s) green offset [1, 0]
//!        : !hlsl.handle<srv, vector<4xf32>, dim = 2d>, !hlsl.handle<sampler, none>, vector<2xf32> -> vector<4xf32>
//! %g = hlsl.texture.gather %tex[%uv] sampler(%s) red offsets [0, 0, 1, 0, 0, 1, 1, 1] : ... -> vector<4xf32>
//! %c, %status = hlsl.texture.gather_cmp %shadow[%uv] sampler(%cs) compare(%ref) red : ... -> vector<4xf32>, i32
//! %r = hlsl.texture.gather_raw %bits[%uv] sampler(%s) : !hlsl.handle<srv, ui32, dim = 2d>, ... -> vector<4xi32>
//! ```
//!
//! `Gather` is `red`. Gathers read `srv` 2D and cube textures (arrays too),
//! never multisampled ones, at `f32` coordinates. `offset` is one immediate
//! texel offset; `offsets` (the four-offset overloads,
//! `GatherRed(s, uv, o1, o2, o3, o4)`) gives one per texel, in the order of
//! the result's components; both are 2-component, in `[-8, 7]`, and absent
//! on cube textures. The result has four components of the element's scalar
//! type (`gather_cmp`: `f32`); `status` is HLSL's `out uint status`.
//! `gather_cmp` needs a comparison sampler and a float texture; `gather`
//! and `gather_raw` a default-mode sampler. `gather_raw` reads the raw bits
//! of single-component 16-, 32- or 64-bit unsigned integer textures.

use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Ir, OpId, Type, TypeKind, Value};
use shader_mlir::ods::constraint::{ANY_TYPE, F32, I32};
use shader_mlir::ods::property::DenseI32ArrayAttr;
use shader_mlir::op;

use super::constraints::{HANDLE, SAMPLER_HANDLE};
use super::enums::{GatherChannel, GatherChannelAttr};
use super::support::type_str;
use super::texture::check_single_offset;
use super::texture_support::{
    check_coordinates, check_float_element, check_offset, check_sampled, check_sampler_mode,
    element_scalar, texture_operand,
};
use crate::types::HandleType;
use resource_model::element_types::signless_type;
use resource_model::{ResourceDim, ScalarKind, Signedness};

/// A gather of one channel: a [`sampled_read_op!`] with the op's own
/// fields, then the channel and the immediate offsets.
macro_rules! channel_gather_op {
    ($(#[$attr:meta])* pub struct $name:ident { $($fields:tt)* }) => {
        sampled_read_op! {
            $(#[$attr])*
            pub struct $name -> ANY_TYPE {
                $($fields)*
                /// The component gathered.
                #[property(GatherChannelAttr)]
                channel: GatherChannel,
                /// One immediate texel offset.
                #[property(DenseI32ArrayAttr)]
                offset: Option<Vec<i32>>,
                /// Four immediate texel offsets, one per gathered texel.
                #[property(DenseI32ArrayAttr)]
                offsets: Option<Vec<i32>>,
            }
        }
    };
}

channel_gather_op! {
    /// Gathers one component of four texels (`Gather`, `GatherRed`, ...).
    #[op("hlsl.texture.gather", verify = verify_gather)]
    #[format(
        "$texture `[` $coord `]` `sampler` `(` $sampler `)` $channel (`offset` $offset^)? (`offsets` $offsets^)? attr-dict `:` type($texture) `,` type($sampler) `,` type($coord) `->` type($result) (`,` type($status)^)?"
    )]
    pub struct GatherOp {}
}

channel_gather_op! {
    /// Gathers the comparison results of four texels (`GatherCmp`,
    /// `GatherCmpRed`, ...).
    #[op("hlsl.texture.gather_cmp", verify = verify_gather_cmp)]
    #[format(
        "$texture `[` $coord `]` `sampler` `(` $sampler `)` `compare` `(` $compare `)` $channel (`offset` $offset^)? (`offsets` $offsets^)? attr-dict `:` type($texture) `,` type($sampler) `,` type($coord) `->` type($result) (`,` type($status)^)?"
    )]
    pub struct GatherCmpOp {
        /// The reference value.
        #[operand(F32)]
        compare: Value,
    }
}

sampled_read_op! {
    /// Gathers the raw bits of four texels (`GatherRaw`).
    #[op("hlsl.texture.gather_raw", verify = verify_gather_raw)]
    #[format(
        "$texture `[` $coord `]` `sampler` `(` $sampler `)` (`offset` $offset^)? attr-dict `:` type($texture) `,` type($sampler) `,` type($coord) `->` type($result) (`,` type($status)^)?"
    )]
    pub struct GatherRawOp -> ANY_TYPE {
        #[property(DenseI32ArrayAttr)]
        offset: Option<Vec<i32>>,
    }
}

/// The texture, sampler, coordinate and offset rules of every gather.
fn verify_gather_common(
    ir: &Ir,
    op: OpId,
    comparison: bool,
    offset: Option<Vec<i32>>,
    offsets: Option<Vec<i32>>,
) -> Result<&HandleType, Diagnostic> {
    let texture = texture_operand(ir, op, 0, "texture")?;
    check_sampled(ir, op, texture, 0, "gathered")?;
    if !matches!(
        texture.properties.dim,
        Some(ResourceDim::Dim2D | ResourceDim::Cube)
    ) {
        return Err(ir.op_error(
            op,
            format!(
                "gathers read 2D and cube textures (Texture2D[Array], TextureCube[Array]); got '{}'",
                type_str(ir.ctx(), ir.value_type(ir.operand(op, 0)))
            ),
        ));
    }
    check_sampler_mode(ir, op, 1, comparison)?;
    check_coordinates(ir, op, 2, 0, texture, ir.ctx().common().f32)?;
    if offset.is_some() && offsets.is_some() {
        return Err(ir.op_error(
            op,
            "'offset' and 'offsets' exclude each other: one offset for all texels, or one per texel",
        ));
    }
    check_single_offset(ir, op, texture, offset.as_deref())?;
    check_offset(ir, op, texture, offsets.as_deref(), "offsets", 4)?;
    Ok(texture)
}

/// The result must be four components of `component`.
fn check_four(ir: &Ir, op: OpId, component: Type) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let expected = ctx.vector_type(&[4], component);
    let actual = ir.value_type(ir.result(op, 0));
    if actual == expected {
        return Ok(());
    }
    Err(ir.op_error(
        op,
        format!(
            "gathers return one component of each of four texels: expected '{}', got '{}'",
            type_str(ctx, expected),
            type_str(ctx, actual)
        ),
    ))
}

/// The scalar type of a texture's element, signless.
fn element_component(ir: &Ir, texture: &HandleType) -> Type {
    let ctx = ir.ctx();
    let scalar = match ctx.type_kind(texture.element) {
        TypeKind::Vector { element, .. } => *element,
        _ => texture.element,
    };
    signless_type(ctx, scalar)
}

fn verify_gather(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let gather = GatherOp(op);
    let texture = verify_gather_common(ir, op, false, gather.offset(ir), gather.offsets(ir))?;
    check_four(ir, op, element_component(ir, texture))
}

fn verify_gather_cmp(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let gather = GatherCmpOp(op);
    let texture = verify_gather_common(ir, op, true, gather.offset(ir), gather.offsets(ir))?;
    check_float_element(ir, op, texture, 0, "compared")?;
    check_four(ir, op, ir.ctx().common().f32)
}

fn verify_gather_raw(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let gather = GatherRawOp(op);
    let texture = verify_gather_common(ir, op, false, gather.offset(ir), None)?;
    let ctx = ir.ctx();
    let raw = !matches!(ctx.type_kind(texture.element), TypeKind::Vector { .. })
        && element_scalar(ctx, texture).is_some_and(|s| {
            s.kind == ScalarKind::Int(Signedness::Unsigned) && matches!(s.bits, 16 | 32 | 64)
        });
    if !raw {
        return Err(ir.op_error(
            op,
            format!(
                "raw gathers read single-component unsigned 16-, 32- or 64-bit textures (uint16_t, uint, uint64_t); got '{}'",
                type_str(ctx, ir.value_type(gather.texture(ir)))
            ),
        ));
    }
    check_four(ir, op, element_component(ir, texture))
}
