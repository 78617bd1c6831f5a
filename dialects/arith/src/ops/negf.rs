//! `arith.negf`: floating-point negation.
//!
//! ```text
//! %0 = arith.negf %x fastmath<nnan> : f32
//! ```

use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::dialect::{FoldResult, OpDef, Traits};
use shader_mlir::ir::{Attribute, Ir, Location, OpId, OperationState, Value};
use shader_mlir::rewrite::OpBuilder;

use super::support::{
    FLOATING_POINT_LIKE, check_counts, check_operand, check_result, default_fastmath,
    parse_optional_fastmath, print_attr_dict, print_fastmath, set_properties,
};
use crate::fold::{Scalar, fold_unary};

/// An `arith.negf`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct NegFOp(pub OpId);

const PROPERTIES: &[&str] = &["fastmath"];

impl NegFOp {
    pub const NAME: &'static str = "arith.negf";

    pub const DEF: OpDef = OpDef::new(Self::NAME)
        .summary("floating point negation")
        .traits(Traits::PURE.union(Traits::SAME_OPERANDS_AND_RESULT_TYPE))
        .properties(PROPERTIES)
        .default_properties(super::support::fastmath_defaults)
        .verify(verify)
        .asm(parse, print)
        .fold(fold);

    pub fn cast(ir: &Ir, op: OpId) -> Option<Self> {
        ir.op_is(op, Self::NAME).then_some(Self(op))
    }

    pub fn build(b: &mut impl OpBuilder, loc: Location, operand: Value) -> Value {
        let ctx = b.ctx();
        let mut state = OperationState::new(ctx.ident(Self::NAME), loc);
        state.operands = vec![operand];
        state.result_types = vec![b.ir().value_type(operand)];
        state.properties = Some(ctx.dictionary_attr([default_fastmath(ctx)]));
        b.create_value(state)
    }
}

fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    check_counts(ir, op, 1, 1)?;
    check_operand(ir, op, 0, FLOATING_POINT_LIKE)?;
    check_result(ir, op, 0, FLOATING_POINT_LIKE)
}

fn parse(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let operand = p.parse_operand()?;
    let props = vec![parse_optional_fastmath(p)?.unwrap_or_else(|| default_fastmath(ctx))];
    p.parse_optional_attr_dict(&mut state.attributes)?;
    let ty = p.parse_colon_type()?;
    state.operands.push(p.resolve_operand(&operand, ty)?);
    state.result_types.push(ty);
    set_properties(ctx, state, props, PROPERTIES);
    Ok(())
}

fn print(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    if ir.num_operands(op) != 1 || ir.num_results(op) != 1 {
        p.print_generic_op(op, false);
        return;
    }
    p.write_char(' ');
    p.print_operand(ir.operand(op, 0));
    print_fastmath(p, op);
    print_attr_dict(p, op, PROPERTIES);
    p.write_str(" : ");
    p.print_type(ir.value_type(ir.result(op, 0)));
}

fn fold(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    let input = ir.operand(op, 0);
    // negf(negf(x)) -> x
    if let Some(def) = ir.defining_op(input).filter(|&d| ir.op_is(d, NegFOp::NAME)) {
        return Some(vec![FoldResult::Value(ir.operand(def, 0))]);
    }
    let result_ty = ir.value_type(ir.result(op, 0));
    let attr = fold_unary(ir.ctx(), *consts.first()?, result_ty, |s| match s {
        Scalar::Float(f) => Some(Scalar::Float(-f)),
        Scalar::Int(_) => None,
    })?;
    Some(vec![FoldResult::Attribute(attr)])
}
