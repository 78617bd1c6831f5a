//! `scf.while`: a loop with a `before` region that computes the condition and
//! an `after` region that computes the next iteration's values (MLIR's
//! `scf::WhileOp`).
//!
//! ```text
//! %r = scf.while (%arg0 = %init) : (i32) -> i32 {
//!   %c = arith.cmpi slt, %arg0, %n : i32
//!   scf.condition(%c) %arg0 : i32
//! } do {
//! ^bb0(%arg1: i32):
//!   %next = arith.addi %arg1, %one : i32
//!   scf.yield %next : i32
//! }
//! ```
//!
//! Values flow: initial values to the `before` arguments; `scf.condition`'s
//! values to the `after` arguments (condition true) or the results (false);
//! `scf.yield`'s values back to the `before` arguments.

use shader_mlir::asm::parser::{Argument, UnresolvedOperand};
use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::dialect::{OpDef, Traits};
use shader_mlir::ir::{Ir, OpId, OperationState, RegionId, Type, Value};

use super::support::{check_edge, terminator};
use super::{ConditionOp, YieldOp};

/// An `scf.while`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct WhileOp(pub OpId);

impl WhileOp {
    pub const NAME: &'static str = "scf.while";

    pub const DEF: OpDef = OpDef::new(Self::NAME)
        .summary("a generic 'while' loop")
        .traits(Traits::RECURSIVE_MEMORY_EFFECTS.union(Traits::SINGLE_BLOCK))
        .verify(verify)
        .verify_regions(verify_regions)
        .asm(parse, print);

    pub fn cast(ir: &Ir, op: OpId) -> Option<Self> {
        ir.op_is(op, Self::NAME).then_some(Self(op))
    }

    pub fn inits(self, ir: &Ir) -> Vec<Value> {
        ir.operands(self.0).collect()
    }

    pub fn before(self, ir: &Ir) -> Option<RegionId> {
        ir.regions(self.0).first().copied()
    }

    pub fn after(self, ir: &Ir) -> Option<RegionId> {
        ir.regions(self.0).get(1).copied()
    }

    pub fn condition_op(self, ir: &Ir) -> Option<ConditionOp> {
        terminator(ir, self.before(ir)?).and_then(|t| ConditionOp::cast(ir, t))
    }

    pub fn yield_op(self, ir: &Ir) -> Option<YieldOp> {
        terminator(ir, self.after(ir)?).and_then(|t| YieldOp::cast(ir, t))
    }
}

fn entry_arg_types(ir: &Ir, region: RegionId) -> Vec<Type> {
    ir.entry_block(region).map_or(Vec::new(), |b| {
        ir.block_args(b).iter().map(|&a| ir.value_type(a)).collect()
    })
}

fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    if ir.regions(op).len() != 2 {
        return Err(ir.op_error(
            op,
            format!("requires 2 regions, found {}", ir.regions(op).len()),
        ));
    }
    let w = WhileOp(op);
    for (region, which, name) in [
        (w.before(ir), "before", ConditionOp::NAME),
        (w.after(ir), "after", YieldOp::NAME),
    ] {
        let last = region.and_then(|r| terminator(ir, r));
        if !last.is_some_and(|t| ir.op_is(t, name)) {
            let mut diag = ir.op_error(
                op,
                format!("expects the '{which}' region to terminate with '{name}'"),
            );
            if let Some(t) = last {
                diag.attach_note(ir.ctx().diag_location(ir.op_loc(t)), "terminator here");
            }
            return Err(diag);
        }
    }
    Ok(())
}

fn verify_regions(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let w = WhileOp(op);
    let (Some(before), Some(after), Some(cond), Some(yield_op)) = (
        w.before(ir),
        w.after(ir),
        w.condition_op(ir),
        w.yield_op(ir),
    ) else {
        return Ok(());
    };
    let inits: Vec<Type> = ir.operand_types(op).collect();
    let before_args = entry_arg_types(ir, before);
    let after_args = entry_arg_types(ir, after);
    let forwarded: Vec<Type> = ir.operand_types(cond.0).skip(1).collect();
    let results: Vec<Type> = ir.result_types(op).collect();
    let yielded: Vec<Type> = ir.operand_types(yield_op.0).collect();
    check_edge(ir, op, op, "parent", "Region #0", &inits, &before_args)?;
    check_edge(
        ir,
        op,
        cond.0,
        "Operation scf.condition",
        "parent",
        &forwarded,
        &results,
    )?;
    check_edge(
        ir,
        op,
        cond.0,
        "Operation scf.condition",
        "Region #1",
        &forwarded,
        &after_args,
    )?;
    check_edge(
        ir,
        op,
        yield_op.0,
        "Operation scf.yield",
        "Region #0",
        &yielded,
        &before_args,
    )
}

fn parse(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let mut args: Vec<Argument<'_>> = Vec::new();
    let mut inits: Vec<UnresolvedOperand<'_>> = Vec::new();
    p.parse_optional_assignment_list(&mut args, &mut inits)?;
    p.parse_colon()?;
    let type_pos = p.get_current_location();
    let (inputs, results) = p.parse_functional_type()?;
    state.result_types = results;
    if inputs.len() != inits.len() {
        return Err(p.emit_error_at(
            type_pos,
            format!(
                "expected as many input types as operands (expected {} got {})",
                inits.len(),
                inputs.len()
            ),
        ));
    }
    let pos = p.get_current_location();
    p.resolve_operands(&inits, &inputs, pos, &mut state.operands)?;
    for (arg, &ty) in args.iter_mut().zip(&inputs) {
        arg.ty = ty;
    }
    let before = p.parse_region(&args, false)?;
    p.parse_keyword("do")?;
    let after = p.parse_region(&[], false)?;
    state.regions.push(before);
    state.regions.push(after);
    p.parse_optional_attr_dict_with_keyword(&mut state.attributes)?;
    Ok(())
}

fn print(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    let w = WhileOp(op);
    let (Some(before), Some(after)) = (w.before(ir), w.after(ir)) else {
        p.print_generic_op(op, false);
        return;
    };
    let inits = w.inits(ir);
    let before_args: Vec<Value> = ir
        .entry_block(before)
        .map_or(Vec::new(), |b| ir.block_args(b).to_vec());
    if before_args.len() != inits.len() {
        p.print_generic_op(op, false);
        return;
    }
    if !inits.is_empty() {
        p.write_str(" (");
        for (i, (&arg, &init)) in before_args.iter().zip(&inits).enumerate() {
            if i > 0 {
                p.write_str(", ");
            }
            p.print_operand(arg);
            p.write_str(" = ");
            p.print_operand(init);
        }
        p.write_char(')');
    }
    p.write_str(" : ");
    let inputs: Vec<Type> = ir.operand_types(op).collect();
    let results: Vec<Type> = ir.result_types(op).collect();
    p.print_function_type(&inputs, &results);
    p.write_char(' ');
    p.print_region(before, false, true, false);
    p.write_str(" do ");
    p.print_region(after, true, true, false);
    p.print_optional_attr_dict_with_keyword(ir.attrs(op), &[]);
}
