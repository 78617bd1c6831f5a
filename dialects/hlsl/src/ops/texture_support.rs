//! The texture rules the texture ops share: which handle an operand must be,
//! the shape of coordinates, gradients and offsets per dimension, immediate
//! offsets, samplers and the element types methods accept. Each check names
//! the HLSL rule it enforces.

use shader_mlir::Context;
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Ir, OpId, Type, TypeKind};

use super::constraints::checked_handle;
use super::support::type_str;
use crate::types::HandleType;
use resource_model::element_types::scalar_of;
use resource_model::{ResourceClass, ResourceDim, Scalar, ScalarKind};

/// Operand `index` (named `name` in messages) must be the handle of a
/// texture with texels.
pub(crate) fn texture_operand<'a>(
    ir: &'a Ir,
    op: OpId,
    index: usize,
    name: &str,
) -> Result<&'a HandleType, Diagnostic> {
    let ty = ir.value_type(ir.operand(op, index));
    let handle = checked_handle(ir.ctx(), ty);
    if handle.is_texture() {
        return Ok(handle);
    }
    let props = &handle.properties;
    let message = if props.feedback.is_some() {
        "feedback textures hold no texels to load, store or sample"
    } else if handle.is_typed_buffer() || props.raw {
        "buffers are accessed with 'hlsl.buffer.load' and 'hlsl.buffer.store'"
    } else if props.row {
        "cbuffer and tbuffer handles ('row') are read with 'hlsl.cbuffer.load'"
    } else if handle.class() == ResourceClass::Sampler {
        "a sampler is no texture; pass it as the 'sampler' of 'hlsl.texture.sample'"
    } else {
        "requires a texture handle"
    };
    Err(ir.op_error(
        op,
        format!(
            "operand #{index} ('{name}'): {message}; got '{}'",
            type_str(ir.ctx(), ty)
        ),
    ))
}

/// The number of dimensions of a texture (a cube is addressed by a
/// 3-component direction), without the array index.
pub(crate) fn dimensions(handle: &HandleType) -> u32 {
    match handle.properties.dim {
        Some(ResourceDim::Dim2D) => 2,
        Some(ResourceDim::Dim3D | ResourceDim::Cube) => 3,
        Some(ResourceDim::Dim1D | ResourceDim::Buffer) | None => 1,
    }
}

/// The number of components of an offset of `handle`: one per dimension;
/// cube textures take none.
pub(crate) fn offset_components(handle: &HandleType) -> Option<u32> {
    (handle.properties.dim != Some(ResourceDim::Cube)).then(|| dimensions(handle))
}

/// `component` for one component, `vector<N x component>` for more.
pub(crate) fn scalar_or_vector_of(ctx: &Context, count: u32, component: Type) -> Type {
    if count == 1 {
        component
    } else {
        ctx.vector_type(&[i64::from(count)], component)
    }
}

/// The coordinate type of `handle` with components of type `component`:
/// one per dimension, plus the array index of array textures.
pub fn coordinate_type(ctx: &Context, handle: &HandleType, component: Type) -> Type {
    let count = dimensions(handle) + u32::from(handle.properties.array);
    scalar_or_vector_of(ctx, count, component)
}

/// The gradient type of a texture (`SampleGrad`'s `ddx`/`ddy`) and the
/// coordinates of `CalculateLevelOfDetail`: one `f32` per dimension, no
/// array index. Other types map to themselves.
pub fn gradient_type(ctx: &Context, ty: Type) -> Type {
    match HandleType::of(ctx, ty) {
        Some(handle) if handle.is_texture() || handle.properties.feedback.is_some() => {
            let dims = if handle.properties.feedback.is_some() {
                2
            } else {
                dimensions(handle)
            };
            scalar_or_vector_of(ctx, dims, ctx.common().f32)
        }
        _ => ty,
    }
}

/// Operand `index` ('coord') must hold the coordinates of `handle` (operand
/// `handle_index`), with components of type `component` (`i32` or `f32`).
pub(crate) fn check_coordinates(
    ir: &Ir,
    op: OpId,
    index: usize,
    handle_index: usize,
    handle: &HandleType,
    component: Type,
) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let dims = dimensions(handle);
    let array = handle.properties.array;
    let expected = coordinate_type(ctx, handle, component);
    let actual = ir.value_type(ir.operand(op, index));
    if actual == expected {
        return Ok(());
    }
    let what = if dims == 1 {
        "1 coordinate".to_owned()
    } else {
        format!("{dims} coordinates")
    };
    let what = if array {
        format!("{what} and 1 array index")
    } else {
        what
    };
    Err(ir.op_error(
        op,
        format!(
            "operand #{index} ('coord') of '{}' must be '{}' ({what}), got '{}'",
            type_str(ctx, ir.value_type(ir.operand(op, handle_index))),
            type_str(ctx, expected),
            type_str(ctx, actual)
        ),
    ))
}

/// HLSL's immediate texel offsets: `copies` offsets (1, or 4 for the
/// four-offset gathers) of one component per dimension (none on cube
/// textures), each in `[-8, 7]`.
pub(crate) fn check_offset(
    ir: &Ir,
    op: OpId,
    handle: &HandleType,
    offset: Option<&[i32]>,
    what: &str,
    copies: usize,
) -> Result<(), Diagnostic> {
    let Some(offset) = offset else {
        return Ok(());
    };
    let Some(count) = offset_components(handle) else {
        return Err(ir.op_error(
            op,
            format!("cube textures take no texel offsets; remove '{what}'"),
        ));
    };
    let wanted = count as usize * copies;
    if offset.len() != wanted {
        let per = if copies == 1 {
            String::new()
        } else {
            format!(", for each of {copies} texels")
        };
        return Err(ir.op_error(
            op,
            format!(
                "'{what}' needs {wanted} component{} (one per texture dimension{per}), got {}",
                if wanted == 1 { "" } else { "s" },
                offset.len()
            ),
        ));
    }
    if let Some(bad) = offset.iter().find(|v| !(-8..=7).contains(*v)) {
        return Err(ir.op_error(
            op,
            format!(
                "texel offsets must be in [-8, 7] (HLSL's immediate offsets); '{what}' has {bad}"
            ),
        ));
    }
    Ok(())
}

/// The texture of a sampling op must be sampleable: an `srv` texture, not
/// multisampled. `verb` says what the op does (`sampled`, `gathered`).
pub(crate) fn check_sampled(
    ir: &Ir,
    op: OpId,
    handle: &HandleType,
    index: usize,
    verb: &str,
) -> Result<(), Diagnostic> {
    let ty = type_str(ir.ctx(), ir.value_type(ir.operand(op, index)));
    if handle.class() != ResourceClass::Srv {
        return Err(ir.op_error(op, format!("only 'srv' textures can be {verb}; got '{ty}'")));
    }
    if handle.properties.ms.is_some() {
        return Err(ir.op_error(
            op,
            format!("multisampled textures cannot be {verb}; read samples with 'hlsl.texture.load'; got '{ty}'"),
        ));
    }
    Ok(())
}

/// The scalar kind of a texture's element.
pub(crate) fn element_scalar(ctx: &Context, handle: &HandleType) -> Option<Scalar> {
    let scalar = match ctx.type_kind(handle.element) {
        TypeKind::Vector { element, .. } => *element,
        _ => handle.element,
    };
    scalar_of(ctx, scalar)
}

/// Sampling and comparisons filter: the texture's element must be float.
pub(crate) fn check_float_element(
    ir: &Ir,
    op: OpId,
    handle: &HandleType,
    index: usize,
    verb: &str,
) -> Result<(), Diagnostic> {
    if element_scalar(ir.ctx(), handle).is_some_and(|s| s.kind == ScalarKind::Float) {
        return Ok(());
    }
    Err(ir.op_error(
        op,
        format!(
            "only textures of float elements can be {verb}; read '{}' with 'hlsl.texture.load'",
            type_str(ir.ctx(), ir.value_type(ir.operand(op, index)))
        ),
    ))
}

/// The sampler operand `index` must be a comparison sampler
/// (`SamplerComparisonState`) exactly when `comparison`.
pub(crate) fn check_sampler_mode(
    ir: &Ir,
    op: OpId,
    index: usize,
    comparison: bool,
) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let ty = ir.value_type(ir.operand(op, index));
    let is_comparison = checked_handle(ctx, ty).properties.comparison;
    if is_comparison == comparison {
        return Ok(());
    }
    let message = if comparison {
        format!(
            "comparison sampling needs a comparison sampler (SamplerComparisonState, '!hlsl.handle<sampler, none, comparison>'); got '{}'",
            type_str(ctx, ty)
        )
    } else {
        format!(
            "sampling needs a default-mode sampler; '{}' is a comparison sampler",
            type_str(ctx, ty)
        )
    };
    Err(ir.op_error(op, message))
}
