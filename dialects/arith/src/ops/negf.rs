//! `arith.negf`: floating-point negation (MLIR's `arith::NegFOp`).
//!
//! ```text
//! %0 = arith.negf %x fastmath<nnan> : f32
//! ```

use shader_mlir::dialect::FoldResult;
use shader_mlir::ir::{Attribute, Ir, OpId, Value};
use shader_mlir::op;

use super::properties::FastMathAttr;
use super::support::FLOATING_POINT_LIKE;
use crate::attributes::FastMathFlags;
use crate::fold::{Scalar, fold_unary};

/// Floating point negation.
#[op("arith.negf", traits = [Pure, SameOperandsAndResultType], fold = fold)]
#[format("$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)")]
pub struct NegFOp {
    #[operand(FLOATING_POINT_LIKE)]
    operand: Value,
    /// Fast-math flags.
    #[property(FastMathAttr, default = FastMathFlags::NONE)]
    fastmath: FastMathFlags,
    #[result(FLOATING_POINT_LIKE)]
    result: Value,
}

fn fold(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    let input = NegFOp(op).operand(ir);
    // negf(negf(x)) -> x
    if let Some(inner) = ir.defining_op(input).and_then(|d| NegFOp::cast(ir, d)) {
        return Some(vec![FoldResult::Value(inner.operand(ir))]);
    }
    let result_ty = ir.value_type(ir.result(op, 0));
    let attr = fold_unary(ir.ctx(), *consts.first()?, result_ty, |s| match s {
        Scalar::Float(f) => Some(Scalar::Float(-f)),
        Scalar::Int(_) => None,
    })?;
    Some(vec![FoldResult::Attribute(attr)])
}
