//! `hlsl.counterhandlefromimplicitbinding`: the counter handle of a structured
//! buffer whose counter binding is assigned implicitly, in `order_id` order
//! (wg-hlsl proposal 0023).
//!
//! ```text
//! %c = "hlsl.counterhandlefromimplicitbinding"(%buf) <{order_id = 0 : i32, space = 1 : i32}>
//!        : (!hlsl.handle<uav, f32, raw>) -> !hlsl.handle<uav, f32, raw, counter>
//! %c = hlsl.counterhandlefromimplicitbinding %buf order_id(0) space(1) : !hlsl.handle<uav, f32, raw>
//! ```

use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::dialect::{OpDef, Traits};
use shader_mlir::ir::{InsertPoint, Ir, Location, OpId, OperationState, Value};

use super::handle::{
    counter_clauses, counter_name, counter_state, parse_counter, print_counter, verify_counter,
};

/// A counter handle created by `hlsl.counterhandlefromimplicitbinding`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct CounterHandleFromImplicitBindingOp(pub OpId);

/// The integer properties, in custom-form order.
const CLAUSES: [&str; 2] = ["order_id", "space"];
const PROPERTIES: &[&str] = &CLAUSES;

impl CounterHandleFromImplicitBindingOp {
    pub const NAME: &'static str = "hlsl.counterhandlefromimplicitbinding";

    pub const DEF: OpDef = OpDef::new(Self::NAME)
        .summary("The counter handle of a structured buffer, bound implicitly")
        .traits(Traits::PURE)
        .properties(PROPERTIES)
        .verify(verify)
        .asm(parse, print)
        .asm_names(counter_name);

    pub fn cast(ir: &Ir, op: OpId) -> Option<Self> {
        ir.op_is(op, Self::NAME).then_some(Self(op))
    }

    /// The main handle.
    pub fn handle(self, ir: &Ir) -> Value {
        ir.operand(self.0, 0)
    }

    pub fn result(self, ir: &Ir) -> Value {
        ir.result(self.0, 0)
    }

    /// `(order_id, space)`, checked.
    pub fn binding(self, ir: &Ir) -> Result<(u32, u32), Diagnostic> {
        counter_clauses(ir, self.0, CLAUSES)
    }

    /// Creates the counter handle of `main`; fails when `main` is no
    /// structured buffer that has a counter.
    pub fn create(
        ir: &mut Ir,
        at: InsertPoint,
        loc: Location,
        main: Value,
        order_id: u32,
        space: u32,
    ) -> Result<Self, Diagnostic> {
        let state = counter_state(
            ir,
            Self::NAME,
            loc,
            main,
            [("order_id", order_id), ("space", space)],
        )?;
        Ok(Self(ir.insert_op(at, state)))
    }
}

fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    verify_counter(ir, op, PROPERTIES, CLAUSES).map(|_| ())
}

fn parse(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    parse_counter(p, state, CLAUSES)
}

fn print(p: &mut AsmPrinter<'_>, op: OpId) {
    print_counter(p, op, CLAUSES);
}
