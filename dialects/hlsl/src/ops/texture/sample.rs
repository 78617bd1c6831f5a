//! `hlsl.texture.sample`: filters a texture through a sampler at normalized
//! coordinates (HLSL's `Sample`, or `SampleLevel` when `lod` is given).
//!
//! Only `srv` textures of float elements are sampled, never multisampled ones,
//! and only through a default-mode sampler (`SamplerState`; comparison samplers
//! serve comparison sampling).
//!
//! ```text
//! %v = "hlsl.texture.sample"(%tex, %s, %uv) : (!hlsl.handle<srv, vector<4xf32>, dim = 2d>, !hlsl.handle<sampler, none>, vector<2xf32>) -> vector<4xf32>
//! %v = hlsl.texture.sample %tex[%uv] sampler(%s) lod(%l)
//!        : !hlsl.handle<srv, vector<4xf32>, dim = 2d>, !hlsl.handle<sampler, none>, vector<2xf32> -> vector<4xf32>
//! ```

use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::dialect::OpDef;
use shader_mlir::ir::{Ir, OpId, OperationState, Type, TypeKind, Value};

use super::super::support::*;
use super::{check_coordinates, texture_operand};
use resource_model::element_types::scalar_of;
use resource_model::{ResourceClass, ScalarKind};

/// An `hlsl.texture.sample`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct TextureSampleOp(pub OpId);

impl TextureSampleOp {
    pub const NAME: &'static str = "hlsl.texture.sample";

    pub const DEF: OpDef = OpDef::new(Self::NAME)
        .summary("Samples a texture through a sampler")
        .verify(verify)
        .asm(parse, print);

    pub fn cast(ir: &Ir, op: OpId) -> Option<Self> {
        ir.op_is(op, Self::NAME).then_some(Self(op))
    }

    pub fn texture(self, ir: &Ir) -> Value {
        ir.operand(self.0, 0)
    }

    pub fn sampler(self, ir: &Ir) -> Value {
        ir.operand(self.0, 1)
    }

    pub fn coord(self, ir: &Ir) -> Value {
        ir.operand(self.0, 2)
    }

    /// The explicit mip level (`SampleLevel`), if any.
    pub fn lod(self, ir: &Ir) -> Option<Value> {
        (ir.num_operands(self.0) > 3).then(|| ir.operand(self.0, 3))
    }

    pub fn result(self, ir: &Ir) -> Value {
        ir.result(self.0, 0)
    }
}

fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    check_counts(ir, op, 3..=4, 1)?;
    check_known_properties(ir, op, &[])?;
    let texture = texture_operand(ir, op, 0, "texture")?;
    let texture_type = type_str(ctx, ir.value_type(ir.operand(op, 0)));
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
    let is_float = scalar_of(ctx, element_scalar(ir, texture.element))
        .is_some_and(|s| s.kind == ScalarKind::Float);
    if !is_float {
        return Err(ir.op_error(
            op,
            format!("only textures of float elements can be sampled; read '{texture_type}' with 'hlsl.texture.load'"),
        ));
    }
    let sampler = handle_operand(ir, op, 1, "sampler")?;
    let sampler_type = type_str(ctx, ir.value_type(ir.operand(op, 1)));
    if sampler.class() != ResourceClass::Sampler {
        return Err(ir.op_error(
            op,
            format!("operand #1 ('sampler') must be a sampler handle, got '{sampler_type}'"),
        ));
    }
    if sampler.properties.comparison {
        return Err(ir.op_error(
            op,
            format!(
                "sampling needs a default-mode sampler; '{sampler_type}' is a comparison sampler"
            ),
        ));
    }
    check_coordinates(ir, op, 2, 0, texture, ctx.common().f32)?;
    if ir.num_operands(op) == 4 {
        let lod = ir.value_type(ir.operand(op, 3));
        if lod != ctx.common().f32 {
            return Err(ir.op_error(
                op,
                format!(
                    "operand #3 ('lod') must be f32, got '{}'",
                    type_str(ctx, lod)
                ),
            ));
        }
    }
    check_value_type(
        ir,
        op,
        "sampled value",
        ir.value_type(ir.result(op, 0)),
        texture.element,
    )
}

/// The scalar of a scalar or vector element type.
fn element_scalar(ir: &Ir, element: Type) -> Type {
    match ir.ctx().type_kind(element) {
        TypeKind::Vector { element, .. } => *element,
        _ => element,
    }
}

fn parse(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let (texture, coord) = parse_indexed(p)?;
    p.parse_keyword("sampler")?;
    p.parse_lparen()?;
    let sampler = p.parse_operand()?;
    p.parse_rparen()?;
    let lod = if p.parse_optional_keyword("lod") {
        p.parse_lparen()?;
        let lod = p.parse_operand()?;
        p.parse_rparen()?;
        Some(lod)
    } else {
        None
    };
    p.parse_optional_attr_dict(&mut state.attributes)?;
    p.parse_colon()?;
    let texture_type = parse_handle_type(p)?;
    p.parse_comma()?;
    let sampler_type = parse_handle_type(p)?;
    p.parse_comma()?;
    let coord_type = p.parse_type()?;
    p.parse_arrow()?;
    let result = p.parse_type()?;
    let f32 = p.ctx().common().f32;
    state
        .operands
        .push(p.resolve_operand(&texture, texture_type)?);
    state
        .operands
        .push(p.resolve_operand(&sampler, sampler_type)?);
    state.operands.push(p.resolve_operand(&coord, coord_type)?);
    if let Some(lod) = lod {
        state.operands.push(p.resolve_operand(&lod, f32)?);
    }
    state.result_types.push(result);
    Ok(())
}

fn print(p: &mut AsmPrinter<'_>, op: OpId) {
    if !printable_or_generic(p, op, 3..=4, 1) {
        return;
    }
    let ir = p.ir();
    print_indexed(p, ir.operand(op, 0), ir.operand(op, 2));
    p.write_str(" sampler(");
    p.print_operand(ir.operand(op, 1));
    p.write_char(')');
    if ir.num_operands(op) == 4 {
        p.write_str(" lod(");
        p.print_operand(ir.operand(op, 3));
        p.write_char(')');
    }
    print_attr_dict(p, op);
    p.write_str(" : ");
    p.print_type_list(ir.operand_types(op).take(3));
    p.write_str(" -> ");
    p.print_type_list(ir.result_types(op));
}
