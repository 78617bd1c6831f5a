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
use shader_mlir::dialect::OpDef;
use shader_mlir::ir::{Ir, OpId, OperationState, RegionId, Type, Value};
use shader_mlir::ods::constraint::{ANY_TYPE, SIZED_REGION_1};
use shader_mlir::op;

use super::support::{check_edge, print_assignments, terminator};
use super::{ConditionOp, YieldOp};

/// A generic 'while' loop.
#[op(
    "scf.while",
    traits = [RecursiveMemoryEffects, SingleBlock],
    verify = verify,
    verify_regions = verify_regions,
    parse = parse,
    print = print
)]
pub struct WhileOp {
    /// The values the `before` region starts with.
    #[operand(ANY_TYPE)]
    inits: Vec<Value>,
    #[result(ANY_TYPE)]
    results: Vec<Value>,
    /// Computes the condition; ends with `scf.condition`.
    #[region(SIZED_REGION_1)]
    before: RegionId,
    /// The loop body; ends with `scf.yield`.
    #[region(SIZED_REGION_1)]
    after: RegionId,
}

impl WhileOp {
    pub fn condition_op(self, ir: &Ir) -> Option<ConditionOp> {
        terminator(ir, self.before(ir)).and_then(|t| ConditionOp::cast(ir, t))
    }

    pub fn yield_op(self, ir: &Ir) -> Option<YieldOp> {
        terminator(ir, self.after(ir)).and_then(|t| YieldOp::cast(ir, t))
    }
}

fn entry_arg_types(ir: &Ir, region: RegionId) -> Vec<Type> {
    ir.entry_block(region).map_or(Vec::new(), |b| {
        ir.block_args(b).iter().map(|&a| ir.value_type(a)).collect()
    })
}

/// Each region ends with its terminator (MLIR's `verifyAndGetTerminator`).
fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let w = WhileOp(op);
    let expected: [(RegionId, &str, &OpDef); 2] = [
        (w.before(ir), "before", ConditionOp::DEF),
        (w.after(ir), "after", YieldOp::DEF),
    ];
    for (region, which, def) in expected {
        let last = terminator(ir, region);
        if !last.is_some_and(|t| ir.op_def(t).is_some_and(|d| std::ptr::eq(d, def))) {
            let mut diag = ir.op_error(
                op,
                format!(
                    "expects the '{which}' region to terminate with '{}'",
                    def.name
                ),
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
    let (Some(cond), Some(yield_op)) = (w.condition_op(ir), w.yield_op(ir)) else {
        return Ok(());
    };
    let inits: Vec<Type> = ir.operand_types(op).collect();
    let before_args = entry_arg_types(ir, w.before(ir));
    let after_args = entry_arg_types(ir, w.after(ir));
    let forwarded: Vec<Type> = cond.args(ir).map(|v| ir.value_type(v)).collect();
    let results: Vec<Type> = ir.result_types(op).collect();
    let yielded: Vec<Type> = ir.operand_types(yield_op.op()).collect();
    check_edge(ir, op, op, "Region #0", &inits, &before_args)?;
    check_edge(ir, op, cond.op(), "parent", &forwarded, &results)?;
    check_edge(ir, op, cond.op(), "Region #1", &forwarded, &after_args)?;
    check_edge(ir, op, yield_op.op(), "Region #0", &yielded, &before_args)
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
    let &[before, after] = ir.regions(op) else {
        p.print_generic_op(op, false);
        return;
    };
    let inits: Vec<Value> = ir.operands(op).collect();
    let before_args: Vec<Value> = ir
        .entry_block(before)
        .map_or(Vec::new(), |b| ir.block_args(b).to_vec());
    if before_args.len() != inits.len() {
        p.print_generic_op(op, false);
        return;
    }
    if !inits.is_empty() {
        p.write_char(' ');
        print_assignments(p, &before_args, &inits);
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
