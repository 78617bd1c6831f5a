//! `hlsl.updatecounter`: HLSL's `IncrementCounter` (`delta = 1`, returns the
//! value before the increment) and `DecrementCounter` (`delta = -1`, returns
//! the value after the decrement) on a counter handle (wg-hlsl proposal 0023; LLVM's
//! `llvm.dx.resource.updatecounter`).
//!
//! ```text
//! %i = "hlsl.updatecounter"(%cnt) <{delta = 1 : i8}> : (!hlsl.handle<uav, f32, raw, counter>) -> i32
//! %i = hlsl.updatecounter %cnt delta(1) : !hlsl.handle<uav, f32, raw, counter>
//! ```

use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::dialect::OpDef;
use shader_mlir::ir::{AttrKind, Ir, NamedAttribute, OpId, OperationState, Value};

use super::support::*;

/// An `hlsl.updatecounter`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct UpdateCounterOp(pub OpId);

const PROPERTIES: &[&str] = &["delta"];

impl UpdateCounterOp {
    pub const NAME: &'static str = "hlsl.updatecounter";

    pub const DEF: OpDef = OpDef::new(Self::NAME)
        .summary("Increments or decrements a structured buffer's counter")
        .properties(PROPERTIES)
        .verify(verify)
        .asm(parse, print);

    pub fn cast(ir: &Ir, op: OpId) -> Option<Self> {
        ir.op_is(op, Self::NAME).then_some(Self(op))
    }

    /// The counter handle.
    pub fn handle(self, ir: &Ir) -> Value {
        ir.operand(self.0, 0)
    }

    /// 1 (increment) or -1 (decrement), checked.
    pub fn delta(self, ir: &Ir) -> Result<i8, Diagnostic> {
        delta(ir, self.0)
    }

    pub fn result(self, ir: &Ir) -> Value {
        ir.result(self.0, 0)
    }
}

fn delta(ir: &Ir, op: OpId) -> Result<i8, Diagnostic> {
    let ctx = ir.ctx();
    let attr = ir
        .prop(op, "delta")
        .ok_or_else(|| ir.op_error(op, "requires attribute 'delta'"))?;
    let value = match *ctx.attr_kind(attr) {
        AttrKind::Integer { value, ty } if ty == ctx.common().i8 => value,
        _ => {
            let message = format!(
                "property 'delta' must be an i8 integer ('delta = 1 : i8' or 'delta = -1 : i8'), got '{}'",
                shader_mlir::asm::printer::attr_to_string(ctx, attr)
            );
            return Err(ir.op_error(op, message));
        }
    };
    match value {
        1 => Ok(1),
        -1 => Ok(-1),
        other => Err(ir.op_error(
            op,
            format!("delta must be 1 (IncrementCounter) or -1 (DecrementCounter), got {other}"),
        )),
    }
}

fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_counts(ir, op, 1..=1, 1)?;
    check_known_properties(ir, op, PROPERTIES)?;
    let handle = handle_operand(ir, op, 0, "handle")?;
    if !handle.properties.counter {
        let ty = type_str(ir.ctx(), ir.value_type(ir.operand(op, 0)));
        return Err(ir.op_error(
            op,
            format!(
                "requires a counter handle (one with 'counter', from 'hlsl.counterhandlefrombinding' or \
                 'hlsl.counterhandlefromimplicitbinding'), got '{ty}'"
            ),
        ));
    }
    delta(ir, op)?;
    let result = ir.value_type(ir.result(op, 0));
    if !is_i32(ir.ctx(), result) {
        return Err(ir.op_error(
            op,
            format!("result must be i32, got '{}'", type_str(ir.ctx(), result)),
        ));
    }
    Ok(())
}

fn parse(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let handle = p.parse_operand()?;
    p.parse_keyword("delta")?;
    p.parse_lparen()?;
    let delta: i8 = p.parse_integer()?;
    p.parse_rparen()?;
    let ctx = p.ctx();
    let props = vec![NamedAttribute {
        name: ctx.ident("delta"),
        value: ctx.integer_attr(ctx.common().i8, delta.into()),
    }];
    finish_properties(p, state, props)?;
    let handle_type = p.parse_colon_type()?;
    let i32 = p.ctx().common().i32;
    state
        .operands
        .push(p.resolve_operand(&handle, handle_type)?);
    state.result_types.push(i32);
    Ok(())
}

fn print(p: &mut AsmPrinter<'_>, op: OpId) {
    if !printable_or_generic(p, op, 1..=1, 1) {
        return;
    }
    // The custom form spells an i8 delta and always yields i32; anything else
    // prints generically.
    let ir = p.ir();
    if ir.value_type(ir.result(op, 0)) != ir.ctx().common().i32 || delta(ir, op).is_err() {
        p.print_generic_op(op, false);
        return;
    }
    p.write_char(' ');
    p.print_operand(ir.operand(op, 0));
    print_int_clause(p, op, "delta");
    print_attr_dict(p, op);
    p.write_str(" : ");
    p.print_type_list(ir.operand_types(op));
}
