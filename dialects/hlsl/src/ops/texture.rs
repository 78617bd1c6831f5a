//! `hlsl.texture.load`, `hlsl.texture.store` and `hlsl.texture.sample`: texel
//! access of textures (HLSL's `Load`, `operator[]` and `Sample` /
//! `SampleLevel`).
//!
//! ```text
//! %v = hlsl.texture.load %tex[%xy] lod(%lod) : !hlsl.handle<srv, vector<4xf32>, dim = 2d>, vector<2xi32> -> vector<4xf32>
//! %s = hlsl.texture.load %ms[%xy] sample(%i) : !hlsl.handle<srv, f32, dim = 2d, ms = 4>, vector<2xi32> -> f32
//! hlsl.texture.store %t, %rw[%xy] : vector<4xf32>, !hlsl.handle<uav, vector<4xf32>, dim = 2d>, vector<2xi32>
//! %f = hlsl.texture.sample %tex[%uv] sampler(%smp) lod(%l)
//!        : !hlsl.handle<srv, vector<4xf32>, dim = 2d>, !hlsl.handle<sampler, none>, vector<2xf32> -> vector<4xf32>
//! ```
//!
//! Coordinates have one component per dimension (`1d`: 1, `2d`: 2, `3d`: 3;
//! `cube`: a 3-component direction, sampling only) plus one array index for
//! array textures: `i32` texel coordinates for loads and stores, `f32`
//! normalized coordinates for sampling; a single component is a scalar, more
//! are a vector. Values use signless integers: signedness lives only in the
//! handle type.
//!
//! A load's `lod_or_sample` is the mip level of an `srv` texture (optional, 0
//! when absent) or the sample index of a multisampled texture (required);
//! `uav` textures are read at their bound mip level and take none. The
//! custom form spells it `lod(...)`, or `sample(...)` for multisampled
//! textures. Cube textures have no texel loads. Sampling (`lod` given:
//! `SampleLevel`) takes `srv` textures of float elements, never multisampled
//! ones, through a default-mode sampler.

use shader_mlir::Context;
use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Ir, OpId, Type, TypeKind, Value};
use shader_mlir::ods::constraint::{ANY_TYPE, F32, I32};
use shader_mlir::ods::format::{CustomParse, CustomPrint};
use shader_mlir::op;

use super::constraints::{HANDLE, SAMPLER_HANDLE, checked_handle};
use super::support::{check_value_type, check_writeable_store, type_str};
use crate::types::HandleType;
use resource_model::element_types::scalar_of;
use resource_model::{ResourceClass, ResourceDim, ScalarKind};

/// Loads one texel of a texture.
#[op("hlsl.texture.load", verify = verify_load)]
#[format(
    "$handle `[` $coord `]` `` custom<LodOrSample>($lod_or_sample, attr-dict, type($handle), type($coord), type($result))"
)]
pub struct TextureLoadOp {
    #[operand(HANDLE)]
    handle: Value,
    #[operand(ANY_TYPE)]
    coord: Value,
    /// The mip level (`srv` textures) or sample index (multisampled textures).
    #[operand(I32)]
    lod_or_sample: Option<Value>,
    #[result(ANY_TYPE)]
    result: Value,
}

/// Stores one texel of a writeable texture.
#[op("hlsl.texture.store", verify = verify_store)]
#[format(
    "$value `,` $handle `[` $coord `]` attr-dict `:` type($value) `,` type($handle) `,` type($coord)"
)]
pub struct TextureStoreOp {
    #[operand(ANY_TYPE)]
    value: Value,
    #[operand(HANDLE)]
    handle: Value,
    #[operand(ANY_TYPE)]
    coord: Value,
}

/// Samples a texture through a sampler.
#[op("hlsl.texture.sample", verify = verify_sample)]
#[format(
    "$texture `[` $coord `]` `sampler` `(` $sampler `)` (`lod` `(` $lod^ `)`)? attr-dict `:` type($texture) `,` type($sampler) `,` type($coord) `->` type($result)"
)]
pub struct TextureSampleOp {
    #[operand(HANDLE)]
    texture: Value,
    #[operand(SAMPLER_HANDLE)]
    sampler: Value,
    #[operand(ANY_TYPE)]
    coord: Value,
    /// The explicit mip level (`SampleLevel`), if any.
    #[operand(F32)]
    lod: Option<Value>,
    #[result(ANY_TYPE)]
    result: Value,
}

fn is_multisampled(ctx: &Context, ty: Type) -> bool {
    HandleType::of(ctx, ty).is_some_and(|h| h.properties.ms.is_some())
}

/// `custom<LodOrSample>`: ` lod(%l)` or, on a multisampled texture,
/// ` sample(%i)`, then the attribute dictionary and the types. The keyword
/// depends on the handle type, which the form spells last, so the directive
/// reads the types too.
fn parse_lod_or_sample<'a>(
    p: &mut AsmParser<'a>,
    c: &mut CustomParse<'_, 'a>,
) -> ParseResult<bool> {
    let clause_pos = p.get_current_location();
    let clause = p.parse_optional_keyword_of(&["lod", "sample"]);
    if clause.is_some() {
        p.parse_lparen()?;
        let operand = p.parse_operand()?;
        p.parse_rparen()?;
        c.set_operands(0, vec![operand]);
    }
    p.parse_optional_attr_dict(c.attributes())?;
    p.parse_colon()?;
    let handle = p.parse_type()?;
    p.parse_comma()?;
    let coord = p.parse_type()?;
    p.parse_arrow()?;
    let result = p.parse_type()?;
    match (clause, is_multisampled(p.ctx(), handle)) {
        (Some("lod"), true) => {
            return Err(p.emit_error_at(
                clause_pos,
                "multisampled textures take a sample index: write 'sample(...)'",
            ));
        }
        (Some("sample"), false) => {
            return Err(p.emit_error_at(
                clause_pos,
                "'sample(...)' is for multisampled textures; write 'lod(...)'",
            ));
        }
        _ => {}
    }
    c.set_types(2, vec![handle]);
    c.set_types(3, vec![coord]);
    c.set_types(4, vec![result]);
    Ok(true)
}

fn print_lod_or_sample(p: &mut AsmPrinter<'_>, c: &CustomPrint<'_>) {
    let handle = c.types(2);
    if let Some(&level) = c.operands(0).first() {
        let multisampled = handle
            .first()
            .is_some_and(|&t| is_multisampled(c.ir.ctx(), t));
        p.write_str(if multisampled { " sample(" } else { " lod(" });
        p.print_operand(level);
        p.write_char(')');
    }
    p.print_optional_attr_dict(&c.attr_dict(), &[]);
    p.write_str(" : ");
    p.print_type_list(handle.into_iter().chain(c.types(3)));
    p.write_str(" -> ");
    p.print_type_list(c.types(4));
}

fn verify_load(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let load = TextureLoadOp(op);
    let handle = texture_operand(ir, op, 0, "handle")?;
    let props = &handle.properties;
    if props.dim == Some(ResourceDim::Cube) {
        return Err(ir.op_error(
            op,
            "cube textures have no texel loads; sample them with 'hlsl.texture.sample'",
        ));
    }
    check_coordinates(ir, op, 1, 0, handle, ir.ctx().common().i32)?;
    let has_lod_or_sample = load.lod_or_sample(ir).is_some();
    if props.ms.is_some() && !has_lod_or_sample {
        return Err(ir.op_error(
            op,
            "loads from a multisampled texture need the sample index as operand #2 ('lod_or_sample')",
        ));
    }
    if props.ms.is_none() && props.class == ResourceClass::Uav && has_lod_or_sample {
        return Err(ir.op_error(
            op,
            "'uav' textures are read at their bound mip level: operand #2 ('lod_or_sample') must be absent",
        ));
    }
    check_value_type(
        ir,
        op,
        "loaded value",
        ir.value_type(load.result(ir)),
        handle.element,
    )
}

fn verify_store(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let handle = texture_operand(ir, op, 1, "handle")?;
    check_writeable_store(ir, op, handle, "texture")?;
    if handle.properties.ms.is_some() {
        return Err(ir.op_error(
            op,
            "stores to multisampled textures are not supported (they need a sample index)",
        ));
    }
    check_coordinates(ir, op, 2, 1, handle, ir.ctx().common().i32)?;
    check_value_type(
        ir,
        op,
        "stored value",
        ir.value_type(TextureStoreOp(op).value(ir)),
        handle.element,
    )
}

fn verify_sample(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let sample = TextureSampleOp(op);
    let texture = texture_operand(ir, op, 0, "texture")?;
    let texture_type = type_str(ctx, ir.value_type(sample.texture(ir)));
    if texture.class() != ResourceClass::Srv {
        return Err(ir.op_error(
            op,
            format!("only 'srv' textures can be sampled; got '{texture_type}'"),
        ));
    }
    if texture.properties.ms.is_some() {
        return Err(ir.op_error(
            op,
            format!("multisampled textures cannot be sampled; read samples with 'hlsl.texture.load'; got '{texture_type}'"),
        ));
    }
    let scalar = match ctx.type_kind(texture.element) {
        TypeKind::Vector { element, .. } => *element,
        _ => texture.element,
    };
    if !scalar_of(ctx, scalar).is_some_and(|s| s.kind == ScalarKind::Float) {
        return Err(ir.op_error(
            op,
            format!("only textures of float elements can be sampled; read '{texture_type}' with 'hlsl.texture.load'"),
        ));
    }
    let sampler_type = ir.value_type(sample.sampler(ir));
    if checked_handle(ctx, sampler_type).properties.comparison {
        return Err(ir.op_error(
            op,
            format!(
                "sampling needs a default-mode sampler; '{}' is a comparison sampler",
                type_str(ctx, sampler_type)
            ),
        ));
    }
    check_coordinates(ir, op, 2, 0, texture, ctx.common().f32)?;
    check_value_type(
        ir,
        op,
        "sampled value",
        ir.value_type(sample.result(ir)),
        texture.element,
    )
}

/// Operand `index` (named `name` in messages) must be the handle of a
/// texture with texels.
fn texture_operand<'a>(
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
