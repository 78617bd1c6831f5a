//! `hlsl.texture.store`: writes one texel of a writeable (`uav`) texture
//! (HLSL's `RWTexture*::operator[]` assignment).
//!
//! ```text
//! "hlsl.texture.store"(%v, %tex, %xy) : (vector<4xf32>, !hlsl.handle<uav, vector<4xf32>, dim = 2d>, vector<2xi32>) -> ()
//! hlsl.texture.store %v, %tex[%xy] : vector<4xf32>, !hlsl.handle<uav, vector<4xf32>, dim = 2d>, vector<2xi32>
//! ```

use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::dialect::{OpDef, Traits};
use shader_mlir::ir::{Ir, OpId, OperationState, Value};

use super::super::support::*;
use super::{check_coordinates, texture_operand};

/// An `hlsl.texture.store`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct TextureStoreOp(pub OpId);

impl TextureStoreOp {
    pub const NAME: &'static str = "hlsl.texture.store";

    pub const DEF: OpDef = OpDef::new(Self::NAME)
        .summary("Stores one texel of a writeable texture")
        .traits(Traits::ZERO_RESULTS)
        .verify(verify)
        .asm(parse, print);

    pub fn cast(ir: &Ir, op: OpId) -> Option<Self> {
        ir.op_is(op, Self::NAME).then_some(Self(op))
    }

    pub fn value(self, ir: &Ir) -> Value {
        ir.operand(self.0, 0)
    }

    pub fn handle(self, ir: &Ir) -> Value {
        ir.operand(self.0, 1)
    }

    pub fn coord(self, ir: &Ir) -> Value {
        ir.operand(self.0, 2)
    }
}

fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_counts(ir, op, 3..=3, 0)?;
    check_known_properties(ir, op, &[])?;
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
        ir.value_type(ir.operand(op, 0)),
        handle.element,
    )
}

fn parse(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let [value, handle, coord] = parse_store_operands(p)?;
    p.parse_optional_attr_dict(&mut state.attributes)?;
    p.parse_colon()?;
    let value_type = p.parse_type()?;
    p.parse_comma()?;
    let handle_type = parse_handle_type(p)?;
    p.parse_comma()?;
    let coord_type = p.parse_type()?;
    state.operands.push(p.resolve_operand(&value, value_type)?);
    state
        .operands
        .push(p.resolve_operand(&handle, handle_type)?);
    state.operands.push(p.resolve_operand(&coord, coord_type)?);
    Ok(())
}

fn print(p: &mut AsmPrinter<'_>, op: OpId) {
    if !printable_or_generic(p, op, 3..=3, 0) {
        return;
    }
    print_store_operands(p, op);
    print_attr_dict(p, op);
    p.write_str(" : ");
    let ir = p.ir();
    p.print_type_list(ir.operand_types(op));
}
