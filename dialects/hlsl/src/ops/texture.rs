//! `hlsl.texture.load`, `hlsl.texture.store` and `hlsl.texture.sample`: texel
//! access of textures (HLSL's `Load`, `operator[]`, `mips[][]`,
//! `sample[][]`, and `Sample` / `SampleLevel`).
//!
//! ```text
//! %v = hlsl.texture.load %tex[%xy] lod(%lod) offset [1, -1] : !hlsl.handle<srv, vector<4xf32>, dim = 2d>, vector<2xi32> -> vector<4xf32>
//! %s, %status = hlsl.texture.load %ms[%xy] sample(%i) : !hlsl.handle<srv, f32, dim = 2d, ms = 4>, vector<2xi32> -> f32, i32
//! hlsl.texture.store %t, %rw[%xy] : vector<4xf32>, !hlsl.handle<uav, vector<4xf32>, dim = 2d>, vector<2xi32>
//! hlsl.texture.store %t, %rwms[%xy] sample(%i) : vector<4xf32>, !hlsl.handle<uav, vector<4xf32>, dim = 2d, ms = 4>, vector<2xi32>
//! %f = hlsl.texture.sample %tex[%uv] sampler(%smp) lod(%l) offset [2, 0]
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
//! textures. Cube textures have no texel loads. A store to a multisampled
//! `uav` texture (`RWTexture2DMS`'s `sample[s][xy]`) names its sample.
//!
//! `offset` is an immediate texel offset, one component per dimension in
//! `[-8, 7]` (never on cube textures, nor on `uav` loads). The optional
//! `status` result is the `uint` HLSL's `out status` receives, for
//! `CheckAccessFullyMapped` ([`CheckAccessFullyMappedOp`](super::CheckAccessFullyMappedOp)).
//!
//! Sampling (`lod` given: `SampleLevel`; absent: `Sample`, implicit level of
//! detail, pixel shaders only) takes `srv` textures of float elements, never
//! multisampled ones, through a default-mode sampler. The other sampling
//! methods are the ops of `sample.rs`.

use shader_mlir::Context;
use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Ir, OpId, Type, Value};
use shader_mlir::ods::PropertyType;
use shader_mlir::ods::constraint::{ANY_TYPE, F32, I32};
use shader_mlir::ods::format::{CustomParse, CustomPrint};
use shader_mlir::ods::property::DenseI32ArrayAttr;
use shader_mlir::op;

use super::constraints::{HANDLE, SAMPLER_HANDLE};
use super::support::{check_value_type, check_writeable_store};
use super::texture_support::{
    check_coordinates, check_float_element, check_offset, check_sampled, check_sampler_mode,
    texture_operand,
};
use crate::types::HandleType;
use resource_model::ResourceClass;

resource_access_op! {
    texel,
    status_read_op,
    /// Loads one texel of a texture.
    #[op("hlsl.texture.load", verify = verify_load)]
    #[format(
        "$handle `[` $coord `]` `` custom<LodOrSample>($lod_or_sample, $offset, attr-dict, type($handle), type($coord), type($result), type($status))"
    )]
    pub struct TextureLoadOp [] -> ANY_TYPE {
        /// The mip level (`srv` textures) or sample index (multisampled textures).
        #[operand(I32)]
        lod_or_sample: Option<Value>,
        /// The immediate texel offset, one component per dimension.
        #[property(DenseI32ArrayAttr)]
        offset: Option<Vec<i32>>,
    }
}

resource_access_op! {
    texel,
    declare,
    /// Stores one texel of a writeable texture.
    #[op("hlsl.texture.store", verify = verify_store)]
    #[format(
        "$value `,` $handle `[` $coord `]` (`sample` `(` $sample^ `)`)? attr-dict `:` type($value) `,` type($handle) `,` type($coord)"
    )]
    pub struct TextureStoreOp [
        #[operand(ANY_TYPE)]
        value: Value,
    ] {
        /// The sample written, for multisampled textures.
        #[operand(I32)]
        sample: Option<Value>,
    }
}

sampled_read_op! {
    /// Samples a texture through a sampler (`Sample`, or `SampleLevel` with `lod`).
    #[op("hlsl.texture.sample", verify = verify_sample)]
    #[format(
        "$texture `[` $coord `]` `sampler` `(` $sampler `)` (`lod` `(` $lod^ `)`)? (`offset` $offset^)? attr-dict `:` type($texture) `,` type($sampler) `,` type($coord) `->` type($result) (`,` type($status)^)?"
    )]
    pub struct TextureSampleOp -> ANY_TYPE {
        /// The explicit mip level (`SampleLevel`), if any.
        #[operand(F32)]
        lod: Option<Value>,
        /// The immediate texel offset, one component per dimension.
        #[property(DenseI32ArrayAttr)]
        offset: Option<Vec<i32>>,
    }
}

impl TextureSampleOp {
    /// Whether the level of detail comes from derivatives (`Sample`), which
    /// only pixel shaders have.
    pub fn is_implicit_lod(self, ir: &Ir) -> bool {
        self.lod(ir).is_none()
    }
}

fn is_multisampled(ctx: &Context, ty: Type) -> bool {
    HandleType::of(ctx, ty).is_some_and(|h| h.properties.ms.is_some())
}

/// `custom<LodOrSample>`: ` lod(%l)` or, on a multisampled texture,
/// ` sample(%i)`, then ` offset [..]`, the attribute dictionary and the
/// types. The keyword depends on the handle type, which the form spells
/// last, so the directive reads the types too.
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
    if p.parse_optional_keyword("offset") {
        let values = parse_i32_list(p)?;
        if let Some(attr) = DenseI32ArrayAttr::make(p.ctx(), &values) {
            c.set_property(1, attr);
        }
    }
    p.parse_optional_attr_dict(c.attributes())?;
    p.parse_colon()?;
    let handle = p.parse_type()?;
    p.parse_comma()?;
    let coord = p.parse_type()?;
    p.parse_arrow()?;
    let result = p.parse_type()?;
    let status = if p.parse_optional_comma() {
        vec![p.parse_type()?]
    } else {
        Vec::new()
    };
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
    c.set_types(3, vec![handle]);
    c.set_types(4, vec![coord]);
    c.set_types(5, vec![result]);
    c.set_types(6, status);
    Ok(true)
}

/// `[1, -2]`: the stripped form of a dense `i32` array.
pub(crate) fn parse_i32_list(p: &mut AsmParser<'_>) -> ParseResult<Vec<i32>> {
    let mut values = Vec::new();
    p.parse_comma_separated_list(shader_mlir::asm::parser::Delimiter::Square, |p| {
        values.push(p.parse_integer::<i32>()?);
        Ok(())
    })?;
    Ok(values)
}

fn print_lod_or_sample(p: &mut AsmPrinter<'_>, c: &CustomPrint<'_>) {
    let handle = c.types(3);
    if let Some(&level) = c.operands(0).first() {
        let multisampled = handle
            .first()
            .is_some_and(|&t| is_multisampled(c.ir.ctx(), t));
        p.write_str(if multisampled { " sample(" } else { " lod(" });
        p.print_operand(level);
        p.write_char(')');
    }
    if let Some(offset) = c
        .property(1)
        .and_then(|a| DenseI32ArrayAttr::get(c.ir.ctx(), a))
    {
        let items: Vec<String> = offset.iter().map(i32::to_string).collect();
        p.write_str(&format!(" offset [{}]", items.join(", ")));
    }
    p.print_optional_attr_dict(&c.attr_dict(), &[]);
    p.write_str(" : ");
    p.print_type_list(handle.into_iter().chain(c.types(4)));
    p.write_str(" -> ");
    p.print_type_list(c.types(5).into_iter().chain(c.types(6)));
}

fn verify_load(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let load = TextureLoadOp(op);
    let handle = texture_operand(ir, op, 0, "handle")?;
    let props = &handle.properties;
    if props.dim == Some(resource_model::ResourceDim::Cube) {
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
    let uav = props.class == ResourceClass::Uav;
    if props.ms.is_none() && uav && has_lod_or_sample {
        return Err(ir.op_error(
            op,
            "'uav' textures are read at their bound mip level: operand #2 ('lod_or_sample') must be absent",
        ));
    }
    let offset = load.offset(ir);
    if uav && offset.is_some() {
        return Err(ir.op_error(
            op,
            "'uav' texture loads take no texel offset (RWTexture Load has none)",
        ));
    }
    check_single_offset(ir, op, handle, offset.as_deref())?;
    check_value_type(
        ir,
        op,
        "loaded value",
        ir.value_type(load.result(ir)),
        handle.element,
    )
}

/// One immediate offset (not the four of a gather).
pub(crate) fn check_single_offset(
    ir: &Ir,
    op: OpId,
    handle: &HandleType,
    offset: Option<&[i32]>,
) -> Result<(), Diagnostic> {
    check_offset(ir, op, handle, offset, "offset", 1)
}

fn verify_store(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let store = TextureStoreOp(op);
    let handle = texture_operand(ir, op, 1, "handle")?;
    check_writeable_store(ir, op, handle, "texture")?;
    match (handle.properties.ms.is_some(), store.sample(ir).is_some()) {
        (true, false) => {
            return Err(ir.op_error(
                op,
                "stores to a multisampled texture name the sample: write 'sample(...)' (RWTexture2DMS's sample[s][xy])",
            ));
        }
        (false, true) => {
            return Err(ir.op_error(op, "'sample(...)' is for multisampled textures"));
        }
        _ => {}
    }
    check_coordinates(ir, op, 2, 1, handle, ir.ctx().common().i32)?;
    check_value_type(
        ir,
        op,
        "stored value",
        ir.value_type(store.value(ir)),
        handle.element,
    )
}

fn verify_sample(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let sample = TextureSampleOp(op);
    let texture = texture_operand(ir, op, 0, "texture")?;
    check_sampled(ir, op, texture, 0, "sampled")?;
    check_float_element(ir, op, texture, 0, "sampled")?;
    check_sampler_mode(ir, op, 1, false)?;
    check_coordinates(ir, op, 2, 0, texture, ir.ctx().common().f32)?;
    check_single_offset(ir, op, texture, sample.offset(ir).as_deref())?;
    check_value_type(
        ir,
        op,
        "sampled value",
        ir.value_type(sample.result(ir)),
        texture.element,
    )
}
