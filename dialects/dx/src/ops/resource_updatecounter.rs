//! `dx.resource.updatecounter`: increments or decrements the hidden counter
//! of a structured UAV (LLVM's `llvm.dx.resource.updatecounter`; DXIL's
//! `bufferUpdateCounter`). The resource must have a counter (wg-hlsl proposal 0023: in
//! DirectX the counter shares the buffer's handle).
//!
//! ```text
//! %n = dx.resource.updatecounter %h delta(DELTA) attr-dict : !dx.RawBuffer<...>
//! ```
//!
//! `delta` (`i8`) is `1` (HLSL `IncrementCounter`, the result is the value
//! before the increment) or `-1` (`DecrementCounter`, the value after the
//! decrement). The result is `i32`.

use shader_mlir::Context;
use shader_mlir::asm::printer::type_to_string;
use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::dialect::OpDef;
use shader_mlir::ir::{AttrKind, Ir, Location, NamedAttribute, OpId, OperationState, Value};

use super::support::{
    expect_operands, expect_results, known_props, parse_resource_type, print_int_clause,
    printable_or_generic, resource_operand,
};

/// A `dx.resource.updatecounter` op.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ResourceUpdateCounterOp(pub OpId);

impl ResourceUpdateCounterOp {
    pub const NAME: &'static str = "dx.resource.updatecounter";
    pub const PROPERTIES: &'static [&'static str] = &["delta"];

    pub(crate) const DEF: OpDef = OpDef::new(Self::NAME)
        .summary("Increments or decrements the counter of a structured buffer")
        .properties(Self::PROPERTIES)
        .verify(verify)
        .asm(parse, print);

    /// `op` as this op, if it is one.
    pub fn of(ir: &Ir, op: OpId) -> Option<Self> {
        ir.op_is(op, Self::NAME).then_some(Self(op))
    }

    /// The state of a new counter update of `handle` by `delta` (1 or -1).
    pub fn build(ctx: &Context, loc: Location, handle: Value, delta: i8) -> OperationState {
        let mut state = OperationState::new(ctx.ident(Self::NAME), loc);
        state.operands.push(handle);
        state.result_types.push(ctx.common().i32);
        let value = ctx.integer_attr(ctx.common().i8, delta.into());
        state.properties = Some(ctx.dictionary_attr([NamedAttribute {
            name: ctx.ident("delta"),
            value,
        }]));
        state
    }

    pub fn handle(self, ir: &Ir) -> Value {
        ir.operand(self.0, 0)
    }
}

fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    known_props(ir, op, ResourceUpdateCounterOp::PROPERTIES)?;
    expect_operands(ir, op, 1)?;
    expect_results(ir, op, 1)?;
    let ty = resource_operand(ir, op, 0)?;
    if !(ty.is_writeable() && ty.is_structured(ir.ctx())) {
        let found = type_to_string(ir.ctx(), ir.value_type(ir.operand(op, 0)));
        return Err(ir.op_error(
            op,
            format!("operand #0 must be a writeable structured buffer (a '!dx.RawBuffer' with a non-'i8' element and IsWriteable = 1), but got '{found}'"),
        ));
    }
    let ctx = ir.ctx();
    let attr = ir
        .prop(op, "delta")
        .ok_or_else(|| ir.op_error(op, "requires attribute 'delta'"))?;
    match ctx.attr_kind(attr) {
        AttrKind::Integer { value: 1 | -1, ty } if *ty == ctx.common().i8 => {}
        AttrKind::Integer { ty, .. } if *ty == ctx.common().i8 => {
            return Err(ir.op_error(op, "property 'delta' must be 1 or -1"));
        }
        _ => {
            return Err(ir.op_error(
                op,
                "attribute 'delta' failed to satisfy constraint: 8-bit signless integer attribute",
            ));
        }
    }
    let result = ir.value_type(ir.result(op, 0));
    if result != ctx.common().i32 {
        let found = type_to_string(ctx, result);
        return Err(ir.op_error(
            op,
            format!("result #0 must be 32-bit signless integer, but got '{found}'"),
        ));
    }
    Ok(())
}

fn parse(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let handle = p.parse_operand()?;
    p.parse_keyword("delta")?;
    p.parse_lparen()?;
    let delta = p.parse_integer::<i8>()?;
    p.parse_rparen()?;
    p.parse_optional_attr_dict(&mut state.attributes)?;
    p.parse_colon()?;
    let ty = parse_resource_type(p)?;
    state.operands.push(p.resolve_operand(&handle, ty)?);
    let ctx = p.ctx();
    state.result_types.push(ctx.common().i32);
    let value = ctx.integer_attr(ctx.common().i8, delta.into());
    state.properties = Some(ctx.dictionary_attr([NamedAttribute {
        name: ctx.ident("delta"),
        value,
    }]));
    Ok(())
}

fn print(p: &mut AsmPrinter<'_>, op: OpId) {
    if !printable_or_generic(p, op, 1..=1, 1) {
        return;
    }
    let ir = p.ir();
    p.write_char(' ');
    p.print_operand(ir.operand(op, 0));
    print_int_clause(p, op, "delta");
    p.print_optional_attr_dict(ir.attrs(op), &[]);
    p.write_str(" : ");
    p.print_type(ir.value_type(ir.operand(op, 0)));
}
