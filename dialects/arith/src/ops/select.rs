//! `arith.select`: picks one of two values by an `i1` condition (or element-wise
//! by an `i1` vector/tensor of the result's shape).
//!
//! ```text
//! %0 = arith.select %cond, %a, %b : i32
//! %1 = arith.select %mask, %v, %w : vector<4xi1>, vector<4xf32>
//! ```
//!
//! Canonicalization (upstream's names): `SelectNotCond`
//! (`select(xori(c, true), a, b) -> select(c, b, a)`), `SelectI1ToNot`
//! (`select(c, false, true) -> xori(c, true)`), `SelectToExtUI`
//! (`select(c, 1, 0) -> extui(c)`, `select(c, 0, 1) -> extui(xori(c, true))`),
//! `RedundantSelectTrue` / `RedundantSelectFalse` (a nested select on the same
//! condition).

use shader_mlir::asm::parser::Delimiter;
use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::dialect::{FoldResult, OpDef, Traits};
use shader_mlir::ir::{Attribute, Ir, Location, OpId, OperationState, TypeKind, Value};
use shader_mlir::rewrite::fold::constant_value;
use shader_mlir::rewrite::{
    FnPattern, OpBuilder, OrFail, RewritePatternSet, RewriteResult, Rewriter, ensure,
};

use super::cast::CastOp;
use super::support::{BOOL_LIKE, check_counts, check_operand, i1_same_shape};
use super::{ConstantOp, XOrIOp};
use crate::fold::{Scalar, is_int, scalar_of};

/// An `arith.select`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct SelectOp(pub OpId);

impl SelectOp {
    pub const NAME: &'static str = "arith.select";

    pub const DEF: OpDef = OpDef::new(Self::NAME)
        .summary("select operation")
        .traits(Traits::PURE)
        .verify(verify)
        .asm(parse, print)
        .fold(fold)
        .canonicalize(patterns);

    pub fn cast(ir: &Ir, op: OpId) -> Option<Self> {
        ir.op_is(op, Self::NAME).then_some(Self(op))
    }

    pub fn build(
        b: &mut impl OpBuilder,
        loc: Location,
        cond: Value,
        true_value: Value,
        false_value: Value,
    ) -> Value {
        let mut state = OperationState::new(b.ctx().ident(Self::NAME), loc);
        state.operands = vec![cond, true_value, false_value];
        state.result_types = vec![b.ir().value_type(true_value)];
        b.create_value(state)
    }
}

fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_counts(ir, op, 3, 1)?;
    check_operand(ir, op, 0, BOOL_LIKE)?;
    let ctx = ir.ctx();
    let result = ir.value_type(ir.result(op, 0));
    if ir.value_type(ir.operand(op, 1)) != result || ir.value_type(ir.operand(op, 2)) != result {
        return Err(ir.op_error(
            op,
            "failed to verify that all of {true_value, false_value, result} have same type",
        ));
    }
    let cond = ir.value_type(ir.operand(op, 0));
    if cond != ctx.common().i1 && cond != i1_same_shape(ctx, result) {
        return Err(ir.op_error(
            op,
            "failed to verify that condition is signless i1 or has matching shape",
        ));
    }
    Ok(())
}

fn parse(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let pos = p.get_current_location();
    let operands = p.parse_operand_list_of(Delimiter::None, 3)?;
    p.parse_optional_attr_dict(&mut state.attributes)?;
    let first = p.parse_colon_type()?;
    let (cond_ty, ty) = if p.parse_optional_comma() {
        (first, p.parse_type()?)
    } else {
        (p.ctx().common().i1, first)
    };
    p.resolve_operands(&operands, &[cond_ty, ty, ty], pos, &mut state.operands)?;
    state.result_types.push(ty);
    Ok(())
}

fn print(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    if ir.num_operands(op) != 3 || ir.num_results(op) != 1 {
        p.print_generic_op(op, false);
        return;
    }
    p.write_char(' ');
    p.print_operands(ir.operands(op));
    p.print_optional_attr_dict(ir.attrs(op), &[]);
    p.write_str(" : ");
    let cond = ir.value_type(ir.operand(op, 0));
    if cond != ir.ctx().common().i1 {
        p.print_type(cond);
        p.write_str(", ");
    }
    p.print_type(ir.value_type(ir.result(op, 0)));
}

fn fold(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    if consts.len() != 3 {
        return None;
    }
    let (cond, t, f) = (ir.operand(op, 0), ir.operand(op, 1), ir.operand(op, 2));
    if t == f {
        return Some(vec![FoldResult::Value(t)]);
    }
    let ctx = ir.ctx();
    match consts[0].and_then(|c| scalar_of(ctx, c)) {
        Some(Scalar::Int(0)) => return Some(vec![FoldResult::Value(f)]),
        Some(Scalar::Int(_)) => return Some(vec![FoldResult::Value(t)]),
        _ => {}
    }
    // select(c, true, false) -> c
    let ty = ir.value_type(t);
    if ty == ir.value_type(cond) && is_int(ctx, consts[1], 1, 1) && is_int(ctx, consts[2], 1, 0) {
        return Some(vec![FoldResult::Value(cond)]);
    }
    // select(cmpi eq, a, b), a, b -> b; select(cmpi ne, a, b), a, b -> a
    if let Some(cmp) = ir
        .defining_op(cond)
        .and_then(|d| super::CmpIOp::cast(ir, d))
    {
        let (a, b) = (ir.operand(cmp.0, 0), ir.operand(cmp.0, 1));
        if (a, b) == (t, f) || (b, a) == (t, f) {
            match cmp.predicate(ir)? {
                super::CmpIPredicate::Eq => return Some(vec![FoldResult::Value(f)]),
                super::CmpIPredicate::Ne => return Some(vec![FoldResult::Value(t)]),
                _ => {}
            }
        }
    }
    None
}

fn patterns(set: &mut RewritePatternSet) {
    set.add(FnPattern::new(
        "SelectNotCond",
        &SelectOp::DEF,
        select_not_cond,
    ));
    set.add(FnPattern::new(
        "SelectI1ToNot",
        &SelectOp::DEF,
        select_i1_to_not,
    ));
    set.add(FnPattern::new(
        "SelectToExtUI",
        &SelectOp::DEF,
        select_to_extui,
    ));
    set.add(FnPattern::new(
        "RedundantSelectTrue",
        &SelectOp::DEF,
        |op, rw| redundant_select(op, rw, 1),
    ));
    set.add(FnPattern::new(
        "RedundantSelectFalse",
        &SelectOp::DEF,
        |op, rw| redundant_select(op, rw, 2),
    ));
}

/// The value `not_value` is the negation of, if it is `xori(c, true)`.
fn negated(ir: &Ir, not_value: Value) -> Option<Value> {
    let xor = ir.defining_op(not_value)?;
    if !ir.op_is(xor, XOrIOp::NAME) || ir.value_type(not_value) != ir.ctx().common().i1 {
        return None;
    }
    let rhs = constant_value(ir, ir.operand(xor, 1))?;
    is_int(ir.ctx(), Some(rhs), 1, 1).then(|| ir.operand(xor, 0))
}

fn select_not_cond(op: OpId, rw: &mut Rewriter<'_>) -> RewriteResult {
    let ir = rw.ir();
    let cond = negated(ir, ir.operand(op, 0)).or_fail("condition is not negated")?;
    let (t, f) = (ir.operand(op, 1), ir.operand(op, 2));
    let loc = ir.op_loc(op);
    let new = SelectOp::build(rw, loc, cond, f, t);
    rw.replace_op(op, &[new]);
    Ok(())
}

fn select_i1_to_not(op: OpId, rw: &mut Rewriter<'_>) -> RewriteResult {
    let ir = rw.ir();
    let ctx = ir.ctx_arc().clone();
    let (cond, t, f) = (ir.operand(op, 0), ir.operand(op, 1), ir.operand(op, 2));
    ensure(
        ir.value_type(t) == ctx.common().i1 && ir.value_type(cond) == ctx.common().i1,
        "not an i1 select",
    )?;
    ensure(
        is_int(&ctx, constant_value(ir, t), 1, 0) && is_int(&ctx, constant_value(ir, f), 1, 1),
        "not false/true",
    )?;
    let loc = ir.op_loc(op);
    let one = ConstantOp::build_int(rw, loc, 1, ctx.common().i1);
    let not = XOrIOp::build(rw, loc, cond, one).result(rw.ir());
    rw.replace_op(op, &[not]);
    Ok(())
}

fn select_to_extui(op: OpId, rw: &mut Rewriter<'_>) -> RewriteResult {
    let ir = rw.ir();
    let ctx = ir.ctx_arc().clone();
    let (cond, t, f) = (ir.operand(op, 0), ir.operand(op, 1), ir.operand(op, 2));
    let ty = ir.value_type(t);
    let TypeKind::Integer { width, .. } = *ctx.type_kind(ty) else {
        return Err(shader_mlir::rewrite::MatchFailure("not an integer"));
    };
    ensure(
        width > 1 && ir.value_type(cond) == ctx.common().i1,
        "not a wide integer select on i1",
    )?;
    let (tc, fc) = (constant_value(ir, t), constant_value(ir, f));
    let loc = ir.op_loc(op);
    if is_int(&ctx, tc, width, 1) && is_int(&ctx, fc, width, 0) {
        let ext = CastOp::build(rw, "arith.extui", loc, cond, ty);
        rw.replace_op(op, &[ext]);
        return Ok(());
    }
    if is_int(&ctx, tc, width, 0) && is_int(&ctx, fc, width, 1) {
        let one = ConstantOp::build_int(rw, loc, 1, ctx.common().i1);
        let not = XOrIOp::build(rw, loc, cond, one).result(rw.ir());
        let ext = CastOp::build(rw, "arith.extui", loc, not, ty);
        rw.replace_op(op, &[ext]);
        return Ok(());
    }
    Err(shader_mlir::rewrite::MatchFailure("not a 0/1 select"))
}

/// `select(c, select(c, a, b), x) -> select(c, a, x)` (`which` = 1) and
/// `select(c, x, select(c, a, b)) -> select(c, x, b)` (`which` = 2).
fn redundant_select(op: OpId, rw: &mut Rewriter<'_>, which: usize) -> RewriteResult {
    let ir = rw.ir();
    let cond = ir.operand(op, 0);
    let inner = ir
        .defining_op(ir.operand(op, which))
        .and_then(|d| SelectOp::cast(ir, d))
        .or_fail("no nested select")?;
    ensure(ir.operand(inner.0, 0) == cond, "different condition")?;
    let replacement = ir.operand(inner.0, which);
    rw.modify_op_in_place(op, |ir| ir.set_operand(op, which, replacement));
    Ok(())
}
