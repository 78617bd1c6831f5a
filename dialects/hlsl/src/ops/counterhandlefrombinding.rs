//! `hlsl.counterhandlefrombinding`: the handle of the hidden counter of a
//! RWStructuredBuffer, AppendStructuredBuffer or ConsumeStructuredBuffer, at an
//! explicit binding (wg-hlsl proposal 0023).
//!
//! The result type is the main handle's type plus `counter`; the counter lives
//! in its main resource's space, so `space` must equal the main handle's when
//! the op that created the main handle is visible.
//!
//! ```text
//! %c = "hlsl.counterhandlefrombinding"(%buf) <{binding = 4 : i32, space = 1 : i32}>
//!        : (!hlsl.handle<uav, f32, raw>) -> !hlsl.handle<uav, f32, raw, counter>
//! %c = hlsl.counterhandlefrombinding %buf binding(4) space(1) : !hlsl.handle<uav, f32, raw>
//! ```
//!
//! The custom form names the main handle's type; the result type follows from it.

use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::dialect::{OpDef, Traits};
use shader_mlir::ir::{InsertPoint, Ir, Location, OpId, OperationState, Value};

use super::handle::{
    counter_clauses, counter_name, counter_state, parse_counter, print_counter, verify_counter,
};
use super::handlefrombinding::HandleFromBindingOp;

/// A counter handle created by `hlsl.counterhandlefrombinding`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct CounterHandleFromBindingOp(pub OpId);

/// The integer properties, in custom-form order.
const CLAUSES: [&str; 2] = ["binding", "space"];
const PROPERTIES: &[&str] = &CLAUSES;

impl CounterHandleFromBindingOp {
    pub const NAME: &'static str = "hlsl.counterhandlefrombinding";

    pub const DEF: OpDef = OpDef::new(Self::NAME)
        .summary("The counter handle of a structured buffer, at an explicit binding")
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

    /// `(binding, space)`, checked.
    pub fn binding(self, ir: &Ir) -> Result<(u32, u32), Diagnostic> {
        counter_clauses(ir, self.0, CLAUSES)
    }

    /// Creates the counter handle of `main` at `(binding, space)`; fails when
    /// `main` is no structured buffer that has a counter.
    pub fn create(
        ir: &mut Ir,
        at: InsertPoint,
        loc: Location,
        main: Value,
        binding: u32,
        space: u32,
    ) -> Result<Self, Diagnostic> {
        let state = counter_state(
            ir,
            Self::NAME,
            loc,
            main,
            [("binding", binding), ("space", space)],
        )?;
        Ok(Self(ir.insert_op(at, state)))
    }
}

fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let (binding, space) = verify_counter(ir, op, PROPERTIES, CLAUSES)?;
    // The counter needs a binding of its own, outside its main resource's range.
    if let Some(main) = ir
        .defining_op(ir.operand(op, 0))
        .and_then(|d| HandleFromBindingOp::cast(ir, d))
        && let Ok(main_binding) = main.binding(ir)
        && main_binding.space == space
    {
        let start = u64::from(main_binding.lower_bound);
        let end = start + u64::from(main_binding.range_size);
        let inside = u64::from(binding) >= start
            && (main_binding.range_size == 0 || u64::from(binding) < end);
        if inside {
            let range = if main_binding.range_size == 0 {
                format!("[{start}, ...)")
            } else {
                format!("[{start}, {end})")
            };
            let mut diag = ir.op_error(
                op,
                format!("counter binding {binding} overlaps its main resource's bindings {range} in space {space}"),
            );
            diag.attach_note(
                ir.ctx().diag_location(ir.op_loc(main.0)),
                "main handle created here",
            );
            return Err(diag);
        }
    }
    Ok(())
}

fn parse(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    parse_counter(p, state, CLAUSES)
}

fn print(p: &mut AsmPrinter<'_>, op: OpId) {
    print_counter(p, op, CLAUSES);
}
