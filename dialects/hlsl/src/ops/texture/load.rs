//! `hlsl.texture.load`: reads one texel (HLSL's `Load` / `operator[]`).
//!
//! `lod_or_sample` is the mip level of an `srv` texture (optional, 0 when
//! absent) or the sample index of a multisampled texture (required); `uav`
//! textures are read at their bound mip level and take none. Cube textures
//! have no texel loads.
//!
//! ```text
//! %v = "hlsl.texture.load"(%tex, %xy, %lod) : (!hlsl.handle<srv, vector<4xf32>, dim = 2d>, vector<2xi32>, i32) -> vector<4xf32>
//! %v = hlsl.texture.load %tex[%xy] lod(%lod) : !hlsl.handle<srv, vector<4xf32>, dim = 2d>, vector<2xi32> -> vector<4xf32>
//! %s = hlsl.texture.load %ms[%xy] sample(%i) : !hlsl.handle<srv, f32, dim = 2d, ms = 4>, vector<2xi32> -> f32
//! ```
//!
//! The custom form spells `lod_or_sample` as `lod(...)` or, for multisampled
//! textures, `sample(...)`.

use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::dialect::OpDef;
use shader_mlir::ir::{Ir, OpId, OperationState, Value};

use super::super::support::*;
use super::{check_coordinates, texture_operand};
use crate::types::HandleType;
use resource_model::{ResourceClass, ResourceDim};

/// An `hlsl.texture.load`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct TextureLoadOp(pub OpId);

impl TextureLoadOp {
    pub const NAME: &'static str = "hlsl.texture.load";

    pub const DEF: OpDef = OpDef::new(Self::NAME)
        .summary("Loads one texel of a texture")
        .verify(verify)
        .asm(parse, print);

    pub fn cast(ir: &Ir, op: OpId) -> Option<Self> {
        ir.op_is(op, Self::NAME).then_some(Self(op))
    }

    pub fn handle(self, ir: &Ir) -> Value {
        ir.operand(self.0, 0)
    }

    pub fn coord(self, ir: &Ir) -> Value {
        ir.operand(self.0, 1)
    }

    /// The mip level (`srv` textures) or sample index (multisampled textures).
    pub fn lod_or_sample(self, ir: &Ir) -> Option<Value> {
        (ir.num_operands(self.0) > 2).then(|| ir.operand(self.0, 2))
    }

    pub fn result(self, ir: &Ir) -> Value {
        ir.result(self.0, 0)
    }
}

fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_counts(ir, op, 2..=3, 1)?;
    check_known_properties(ir, op, &[])?;
    let handle = texture_operand(ir, op, 0, "handle")?;
    let props = &handle.properties;
    if props.dim == Some(ResourceDim::Cube) {
        return Err(ir.op_error(
            op,
            "cube textures have no texel loads; sample them with 'hlsl.texture.sample'",
        ));
    }
    check_coordinates(ir, op, 1, 0, handle, ir.ctx().common().i32)?;
    let has_lod_or_sample = ir.num_operands(op) == 3;
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
    if has_lod_or_sample {
        check_i32_operand(ir, op, 2, "lod_or_sample")?;
    }
    check_value_type(
        ir,
        op,
        "loaded value",
        ir.value_type(ir.result(op, 0)),
        handle.element,
    )
}

fn parse(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let (handle, coord) = parse_indexed(p)?;
    let clause_pos = p.get_current_location();
    let clause = p.parse_optional_keyword_of(&["lod", "sample"]);
    let lod_or_sample = match clause {
        Some(_) => {
            p.parse_lparen()?;
            let operand = p.parse_operand()?;
            p.parse_rparen()?;
            Some(operand)
        }
        None => None,
    };
    p.parse_optional_attr_dict(&mut state.attributes)?;
    p.parse_colon()?;
    let handle_type = parse_handle_type(p)?;
    p.parse_comma()?;
    let coord_type = p.parse_type()?;
    p.parse_arrow()?;
    let result = p.parse_type()?;
    let multisampled =
        HandleType::of(p.ctx(), handle_type).is_some_and(|h| h.properties.ms.is_some());
    match clause {
        Some("lod") if multisampled => {
            return Err(p.emit_error_at(
                clause_pos,
                "multisampled textures take a sample index: write 'sample(...)'",
            ));
        }
        Some("sample") if !multisampled => {
            return Err(p.emit_error_at(
                clause_pos,
                "'sample(...)' is for multisampled textures; write 'lod(...)'",
            ));
        }
        _ => {}
    }
    let i32 = p.ctx().common().i32;
    state
        .operands
        .push(p.resolve_operand(&handle, handle_type)?);
    state.operands.push(p.resolve_operand(&coord, coord_type)?);
    if let Some(operand) = lod_or_sample {
        state.operands.push(p.resolve_operand(&operand, i32)?);
    }
    state.result_types.push(result);
    Ok(())
}

fn print(p: &mut AsmPrinter<'_>, op: OpId) {
    if !printable_or_generic(p, op, 2..=3, 1) {
        return;
    }
    let ir = p.ir();
    print_indexed(p, ir.operand(op, 0), ir.operand(op, 1));
    if ir.num_operands(op) == 3 {
        let handle = ir.value_type(ir.operand(op, 0));
        let multisampled =
            HandleType::of(ir.ctx(), handle).is_some_and(|h| h.properties.ms.is_some());
        p.write_str(if multisampled { " sample(" } else { " lod(" });
        p.print_operand(ir.operand(op, 2));
        p.write_char(')');
    }
    print_attr_dict(p, op);
    p.write_str(" : ");
    p.print_type_list(ir.operand_types(op).take(2));
    p.write_str(" -> ");
    p.print_type_list(ir.result_types(op));
}
