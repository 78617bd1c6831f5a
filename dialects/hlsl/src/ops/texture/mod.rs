//! `hlsl.texture.load`, `hlsl.texture.store` and `hlsl.texture.sample`: texel
//! access of textures (HLSL's `Load`, `operator[]` and `Sample` /
//! `SampleLevel`).
//!
//! Coordinates have one component per dimension (`1d`: 1, `2d`: 2, `3d`: 3;
//! `cube`: a 3-component direction, sampling only) plus one array index for
//! array textures: `i32` texel coordinates for loads and stores, `f32`
//! normalized coordinates for sampling; a single component is a scalar, more
//! are a vector. Values use signless integers: signedness lives only in the
//! handle type.

mod load;
mod sample;
mod store;

pub use load::TextureLoadOp;
pub use sample::TextureSampleOp;
pub use store::TextureStoreOp;

use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Ir, OpId, Type};

use super::support::*;
use crate::types::HandleType;
use resource_model::{ResourceClass, ResourceDim};

/// Operand `index` must be the handle of a texture with texels.
fn texture_operand<'a>(
    ir: &'a Ir,
    op: OpId,
    index: usize,
    name: &str,
) -> Result<&'a HandleType, Diagnostic> {
    let handle = handle_operand(ir, op, index, name)?;
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
    let ty = type_str(ir.ctx(), ir.value_type(ir.operand(op, index)));
    Err(ir.op_error(
        op,
        format!("operand #{index} ('{name}'): {message}; got '{ty}'"),
    ))
}

/// The number of coordinate components of `handle`: its dimensions (a cube
/// is addressed by a 3-component direction) and the array index.
fn coordinate_components(handle: &HandleType) -> (u32, bool) {
    let dims = match handle.properties.dim {
        Some(ResourceDim::Dim1D) => 1,
        Some(ResourceDim::Dim2D) => 2,
        Some(ResourceDim::Dim3D | ResourceDim::Cube) => 3,
        Some(ResourceDim::Buffer) | None => 1,
    };
    (dims, handle.properties.array)
}

/// Operand `index` ('coord') must hold the coordinates of `handle` (operand
/// `handle_index`), with components of type `component` (`i32` or `f32`).
fn check_coordinates(
    ir: &Ir,
    op: OpId,
    index: usize,
    handle_index: usize,
    handle: &HandleType,
    component: Type,
) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let (dims, array) = coordinate_components(handle);
    let count = dims + u32::from(array);
    let expected = if count == 1 {
        component
    } else {
        ctx.vector_type(&[i64::from(count)], component)
    };
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
