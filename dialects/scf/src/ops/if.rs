//! `scf.if`: runs its `then` region, or its `else` region, by an `i1` condition
//! (MLIR's `scf::IfOp`).
//!
//! ```text
//! scf.if %cond { ... }
//! %r = scf.if %cond -> (f32) {
//!   scf.yield %a : f32
//! } else {
//!   scf.yield %b : f32
//! }
//! ```
//!
//! The `else` region may be empty (no block) unless the op has results.
//! Terminators print only when the op has results.

use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Ir, Location, OpId, OperationState, RegionId, Type, Value};
use shader_mlir::ods::constraint::{ANY_TYPE, I1, MAX_SIZED_REGION_1, SIZED_REGION_1};
use shader_mlir::op;
use shader_mlir::rewrite::OpBuilder;

use super::YieldOp;
use super::support::{check_edge, terminator};

/// If-then-else operation.
#[op(
    "scf.if",
    traits = [SingleBlockImplicitTerminator(YieldOp), RecursiveMemoryEffects],
    verify = verify,
    verify_regions = verify_regions,
    parse = parse,
    print = print,
    canonicalize = crate::canonicalize::if_patterns
)]
pub struct IfOp {
    #[operand(I1)]
    condition: Value,
    #[result(ANY_TYPE)]
    results: Vec<Value>,
    #[region(SIZED_REGION_1, name = "thenRegion")]
    then_region: RegionId,
    /// Empty (no block) when there is no `else`.
    #[region(MAX_SIZED_REGION_1, name = "elseRegion")]
    else_region: RegionId,
}

impl IfOp {
    /// Creates an `scf.if` whose `then` region (and `else` region, if
    /// `with_else`) holds one empty block; the `else` region is empty otherwise.
    pub fn build_with_blocks(
        b: &mut impl OpBuilder,
        loc: Location,
        cond: Value,
        result_types: &[Type],
        with_else: bool,
    ) -> Self {
        let if_op = Self::build(b, loc, result_types, cond);
        let then_region = if_op.then_region(b.ir());
        b.new_block(then_region, &[]);
        if with_else {
            let else_region = if_op.else_region(b.ir());
            b.new_block(else_region, &[]);
        }
        if_op
    }

    pub fn then_yield(self, ir: &Ir) -> Option<YieldOp> {
        terminator(ir, self.then_region(ir)).and_then(|t| YieldOp::cast(ir, t))
    }

    pub fn else_yield(self, ir: &Ir) -> Option<YieldOp> {
        terminator(ir, self.else_region(ir)).and_then(|t| YieldOp::cast(ir, t))
    }
}

/// `NoRegionArguments`, then the `else` block results need.
fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    for (i, &r) in ir.regions(op).iter().enumerate() {
        if ir
            .entry_block(r)
            .is_some_and(|b| !ir.block_args(b).is_empty())
        {
            return Err(ir.op_error(op, format!("region #{i} should have no arguments")));
        }
    }
    if ir.num_results(op) != 0 && ir.region_is_empty(IfOp(op).else_region(ir)) {
        return Err(ir.op_error(op, "must have an else block if defining values"));
    }
    Ok(())
}

fn verify_regions(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let results: Vec<Type> = ir.result_types(op).collect();
    let if_op = IfOp(op);
    for yield_op in [if_op.then_yield(ir), if_op.else_yield(ir)]
        .into_iter()
        .flatten()
    {
        let yielded: Vec<Type> = ir.operand_types(yield_op.0).collect();
        check_edge(ir, op, yield_op.0, "parent", &yielded, &results)?;
    }
    Ok(())
}

fn parse(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let cond = p.parse_operand()?;
    let i1 = p.ctx().common().i1;
    state.operands.push(p.resolve_operand(&cond, i1)?);
    p.parse_optional_arrow_type_list(&mut state.result_types)?;
    let then_region = p.parse_region(&[], false)?;
    p.ensure_terminator(then_region, YieldOp::DEF, state.loc);
    let else_region = if p.parse_optional_keyword("else") {
        let r = p.parse_region(&[], false)?;
        p.ensure_terminator(r, YieldOp::DEF, state.loc);
        r
    } else {
        p.ir_mut().create_region()
    };
    state.regions.push(then_region);
    state.regions.push(else_region);
    p.parse_optional_attr_dict(&mut state.attributes)?;
    Ok(())
}

fn print(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    let if_op = IfOp(op);
    let (&[then_region, else_region], 1) = (ir.regions(op), ir.num_operands(op)) else {
        p.print_generic_op(op, false);
        return;
    };
    let has_results = ir.num_results(op) != 0;
    p.write_char(' ');
    p.print_operand(if_op.condition(ir));
    if has_results {
        p.write_str(" -> (");
        p.print_type_list(ir.result_types(op));
        p.write_char(')');
    }
    p.write_char(' ');
    p.print_region(then_region, false, has_results, false);
    if !ir.region_is_empty(else_region) {
        p.write_str(" else ");
        p.print_region(else_region, false, has_results, false);
    }
    p.print_optional_attr_dict(ir.attrs(op), &[]);
}
