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
use shader_mlir::dialect::{OpDef, Traits};
use shader_mlir::ir::{Ir, Location, OpId, OperationState, RegionId, Type, Value};
use shader_mlir::rewrite::OpBuilder;

use super::YieldOp;
use super::support::{check_edge, check_terminators, ensure_yield, terminator, type_str};

/// An `scf.if`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct IfOp(pub OpId);

impl IfOp {
    pub const NAME: &'static str = "scf.if";

    pub const DEF: OpDef = OpDef::new(Self::NAME)
        .summary("if-then-else operation")
        .traits(Traits::RECURSIVE_MEMORY_EFFECTS.union(Traits::SINGLE_BLOCK))
        .verify(verify)
        .verify_regions(verify_regions)
        .asm(parse, print)
        .canonicalize(crate::canonicalize::if_patterns);

    pub fn cast(ir: &Ir, op: OpId) -> Option<Self> {
        ir.op_is(op, Self::NAME).then_some(Self(op))
    }

    /// Creates an `scf.if` whose `then` region (and `else` region, if
    /// `with_else`) holds one empty block; the `else` region is empty otherwise.
    pub fn build(
        b: &mut impl OpBuilder,
        loc: Location,
        cond: Value,
        result_types: &[Type],
        with_else: bool,
    ) -> Self {
        let then_region = b.new_region();
        b.new_block(then_region, &[]);
        let else_region = b.new_region();
        if with_else {
            b.new_block(else_region, &[]);
        }
        let mut state = OperationState::new(b.ctx().ident(Self::NAME), loc);
        state.operands = vec![cond];
        state.result_types = result_types.to_vec();
        state.regions = vec![then_region, else_region];
        Self(b.create(state))
    }

    pub fn condition(self, ir: &Ir) -> Value {
        ir.operand(self.0, 0)
    }

    pub fn then_region(self, ir: &Ir) -> Option<RegionId> {
        ir.regions(self.0).first().copied()
    }

    pub fn else_region(self, ir: &Ir) -> Option<RegionId> {
        ir.regions(self.0).get(1).copied()
    }

    pub fn then_yield(self, ir: &Ir) -> Option<YieldOp> {
        terminator(ir, self.then_region(ir)?).and_then(|t| YieldOp::cast(ir, t))
    }

    pub fn else_yield(self, ir: &Ir) -> Option<YieldOp> {
        terminator(ir, self.else_region(ir)?).and_then(|t| YieldOp::cast(ir, t))
    }
}

fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let n = ir.num_operands(op);
    if n != 1 {
        return Err(ir.op_error(op, format!("expected 1 operands, but found {n}")));
    }
    let ty = ir.value_type(ir.operand(op, 0));
    if ty != ir.ctx().common().i1 {
        return Err(ir.op_error(
            op,
            format!(
                "operand #0 must be 1-bit signless integer, but got '{}'",
                type_str(ir, ty)
            ),
        ));
    }
    if ir.regions(op).len() != 2 {
        return Err(ir.op_error(
            op,
            format!("requires 2 regions, found {}", ir.regions(op).len()),
        ));
    }
    for &r in ir.regions(op) {
        if ir
            .region_blocks(r)
            .first()
            .is_some_and(|&b| !ir.block_args(b).is_empty())
        {
            return Err(ir.op_error(op, "region #0 should have no arguments"));
        }
    }
    check_terminators(ir, op, YieldOp::NAME)?;
    if ir.num_results(op) != 0
        && IfOp(op)
            .else_region(ir)
            .is_some_and(|r| ir.region_is_empty(r))
    {
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
        check_edge(
            ir,
            op,
            yield_op.0,
            "Operation scf.yield",
            "parent",
            &yielded,
            &results,
        )?;
    }
    Ok(())
}

fn parse(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let cond = p.parse_operand()?;
    let i1 = p.ctx().common().i1;
    state.operands.push(p.resolve_operand(&cond, i1)?);
    p.parse_optional_arrow_type_list(&mut state.result_types)?;
    let then_region = p.parse_region(&[], false)?;
    ensure_yield(p, then_region, state.loc);
    let else_region = if p.parse_optional_keyword("else") {
        let r = p.parse_region(&[], false)?;
        ensure_yield(p, r, state.loc);
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
    let (Some(then_region), Some(else_region), 1) = (
        if_op.then_region(ir),
        if_op.else_region(ir),
        ir.num_operands(op),
    ) else {
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
