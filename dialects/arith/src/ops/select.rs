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

use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::dialect::FoldResult;
use shader_mlir::ir::{Attribute, Ir, Location, OpId, Type, TypeKind, Value};
use shader_mlir::ods::constraint::ANY_TYPE;
use shader_mlir::ods::format::{CustomParse, CustomPrint};
use shader_mlir::op;
use shader_mlir::rewrite::fold::constant_value;
use shader_mlir::rewrite::{FnPattern, OrFail, RewritePatternSet, RewriteResult, Rewriter, ensure};

use super::support::{BOOL_LIKE, i1_same_shape};
use super::{CmpIOp, ConstantOp, ExtUIOp, XOrIOp};
use crate::attributes::CmpIPredicate;
use crate::fold::{Scalar, is_int, scalar_of};

/// Select operation.
///
/// The condition's type is written only when it is a vector or tensor
/// (MLIR's hand-written syntax, here the `SelectOpType` directive).
#[op(
    "arith.select",
    traits = [
        Pure,
        AllTypesMatch(true_value, false_value, result),
        Pred("condition is signless i1 or has matching shape", condition_matches)
    ],
    verify = verify,
    fold = fold,
    canonicalize = patterns
)]
#[format("operands attr-dict `:` custom<SelectOpType>(type($condition), type($result))")]
pub struct SelectOp {
    #[operand(BOOL_LIKE)]
    condition: Value,
    #[operand(ANY_TYPE)]
    true_value: Value,
    #[operand(ANY_TYPE)]
    false_value: Value,
    #[result(ANY_TYPE)]
    result: Value,
}

fn is_shaped(ir: &Ir, ty: Type) -> bool {
    matches!(
        ir.ctx().type_kind(ty),
        TypeKind::Vector { .. }
            | TypeKind::RankedTensor { .. }
            | TypeKind::UnrankedTensor { .. }
            | TypeKind::MemRef { .. }
            | TypeKind::UnrankedMemRef { .. }
    )
}

/// `BooleanConditionOrMatchingShape<"condition", "result">`.
fn condition_matches(ir: &Ir, op: OpId) -> bool {
    let select = SelectOp(op);
    let (cond, result) = (
        ir.value_type(select.condition(ir)),
        ir.value_type(select.result(ir)),
    );
    let ctx = ir.ctx();
    cond == ctx.common().i1
        || (is_shaped(ir, cond)
            && is_shaped(ir, result)
            && i1_same_shape(ctx, cond) == i1_same_shape(ctx, result))
}

fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let select = SelectOp(op);
    let ctx = ir.ctx();
    let cond = ir.value_type(select.condition(ir));
    if cond == ctx.common().i1 {
        return Ok(());
    }
    let result = ir.value_type(select.result(ir));
    let type_str = |t| shader_mlir::asm::printer::type_to_string(ctx, t);
    if !matches!(
        ctx.type_kind(result),
        TypeKind::Vector { .. } | TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
    ) {
        return Err(ir.op_error(
            op,
            format!(
                "expected condition to be a signless i1, but got '{}'",
                type_str(cond)
            ),
        ));
    }
    let expected = i1_same_shape(ctx, result);
    if cond != expected {
        return Err(ir.op_error(
            op,
            format!(
                "expected condition type to have the same shape as the result type, expected '{}', but got '{}'",
                type_str(expected),
                type_str(cond)
            ),
        ));
    }
    Ok(())
}

/// `[condition-type `,`] result-type`: the condition's type is `i1` unless
/// written.
fn parse_select_op_type<'a>(
    p: &mut AsmParser<'a>,
    c: &mut CustomParse<'_, 'a>,
) -> ParseResult<bool> {
    let first = p.parse_type()?;
    let (condition, result) = if p.parse_optional_comma() {
        (first, p.parse_type()?)
    } else {
        (p.ctx().common().i1, first)
    };
    c.set_types(0, vec![condition]);
    c.set_types(1, vec![result]);
    Ok(true)
}

fn print_select_op_type(p: &mut AsmPrinter<'_>, c: &CustomPrint<'_>) {
    let (condition, result) = (c.types(0), c.types(1));
    if let Some(&cond) = condition.first()
        && is_shaped(c.ir, cond)
    {
        p.print_type(cond);
        p.write_str(", ");
    }
    p.print_type_list(result);
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
    if let Some(cmp) = ir.defining_op(cond).and_then(|d| CmpIOp::cast(ir, d)) {
        let (a, b) = (cmp.lhs(ir), cmp.rhs(ir));
        if (a, b) == (t, f) || (b, a) == (t, f) {
            match cmp.predicate(ir) {
                CmpIPredicate::Eq => return Some(vec![FoldResult::Value(f)]),
                CmpIPredicate::Ne => return Some(vec![FoldResult::Value(t)]),
                _ => {}
            }
        }
    }
    None
}

fn patterns(set: &mut RewritePatternSet) {
    set.add(FnPattern::new(
        "SelectNotCond",
        SelectOp::DEF,
        select_not_cond,
    ));
    set.add(FnPattern::new(
        "SelectI1ToNot",
        SelectOp::DEF,
        select_i1_to_not,
    ));
    set.add(FnPattern::new(
        "SelectToExtUI",
        SelectOp::DEF,
        select_to_extui,
    ));
    set.add(FnPattern::new(
        "RedundantSelectTrue",
        SelectOp::DEF,
        |op, rw| redundant_select(op, rw, 1),
    ));
    set.add(FnPattern::new(
        "RedundantSelectFalse",
        SelectOp::DEF,
        |op, rw| redundant_select(op, rw, 2),
    ));
}

/// The value `not_value` is the negation of, if it is `xori(c, true)`.
fn negated(ir: &Ir, not_value: Value) -> Option<Value> {
    let xor = XOrIOp::cast(ir, ir.defining_op(not_value)?)?;
    if ir.value_type(not_value) != ir.ctx().common().i1 {
        return None;
    }
    let rhs = constant_value(ir, xor.rhs(ir))?;
    is_int(ir.ctx(), Some(rhs), 1, 1).then(|| xor.lhs(ir))
}

fn select_not_cond(op: OpId, rw: &mut Rewriter<'_>) -> RewriteResult {
    let ir = rw.ir();
    let cond = negated(ir, ir.operand(op, 0)).or_fail("condition is not negated")?;
    let (t, f) = (ir.operand(op, 1), ir.operand(op, 2));
    let loc = ir.op_loc(op);
    let new = SelectOp::build(rw, loc, cond, f, t).result(rw.ir());
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
    let not = build_not(rw, loc, cond);
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
        let ext = ExtUIOp::build(rw, loc, ty, cond).out(rw.ir());
        rw.replace_op(op, &[ext]);
        return Ok(());
    }
    if is_int(&ctx, tc, width, 0) && is_int(&ctx, fc, width, 1) {
        let not = build_not(rw, loc, cond);
        let ext = ExtUIOp::build(rw, loc, ty, not).out(rw.ir());
        rw.replace_op(op, &[ext]);
        return Ok(());
    }
    Err(shader_mlir::rewrite::MatchFailure("not a 0/1 select"))
}

/// `xori(value, true)`: the negation of an `i1`.
fn build_not(rw: &mut Rewriter<'_>, loc: Location, value: Value) -> Value {
    let i1 = rw.ir().ctx().common().i1;
    let one = ConstantOp::build_int(rw, loc, 1, i1).result(rw.ir());
    XOrIOp::build(rw, loc, value, one).result(rw.ir())
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
