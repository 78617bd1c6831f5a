//! `arith.cmpi` and `arith.cmpf`: integer and float comparisons yielding `i1`
//! (or a vector/tensor of `i1` of the operands' shape), MLIR's
//! `Arith_CompareOp` class.
//!
//! ```text
//! %0 = arith.cmpi slt, %a, %b : i32
//! %1 = arith.cmpf olt, %x, %y fastmath<nnan> : f32
//! "arith.cmpi"(%a, %b) <{predicate = 2 : i64}> : (i32, i32) -> i1
//! ```
//!
//! The predicate is stored as an `i64` (the position of its case in
//! [`CmpIPredicate`] / [`CmpFPredicate`]) and spelled as a keyword.

use shader_mlir::dialect::FoldResult;
use shader_mlir::ir::{Attribute, Ir, OpId, Value};
use shader_mlir::op;
use shader_mlir::rewrite::fold::constant_value;
use shader_mlir::rewrite::{FnPattern, RewritePatternSet, RewriteResult, Rewriter, ensure};

use super::properties::{CmpFPredicateAttr, CmpIPredicateAttr, FastMathAttr};
use super::support::{BOOL_LIKE, FLOATING_POINT_LIKE, SIGNLESS_INTEGER_LIKE, i1_same_shape};
use crate::attributes::{CmpFPredicate, CmpIPredicate, FastMathFlags};
use crate::fold::{Elem, Scalar, elem_of, fold_binary, zext};

/// Integer comparison operation.
#[op(
    "arith.cmpi",
    traits = [
        Pure,
        SameTypeOperands,
        TypesMatchWith("result type has i1 element type and same shape as operands", lhs, result, i1_same_shape)
    ],
    fold = fold_cmpi,
    canonicalize = cmpi_patterns
)]
#[format("$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)")]
pub struct CmpIOp {
    #[property(CmpIPredicateAttr)]
    predicate: CmpIPredicate,
    #[operand(SIGNLESS_INTEGER_LIKE)]
    lhs: Value,
    #[operand(SIGNLESS_INTEGER_LIKE)]
    rhs: Value,
    #[result(BOOL_LIKE)]
    result: Value,
}

/// Floating-point comparison operation.
#[op(
    "arith.cmpf",
    traits = [
        Pure,
        SameTypeOperands,
        TypesMatchWith("result type has i1 element type and same shape as operands", lhs, result, i1_same_shape)
    ],
    fold = fold_cmpf
)]
#[format("$predicate `,` $lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs)")]
pub struct CmpFOp {
    #[property(CmpFPredicateAttr)]
    predicate: CmpFPredicate,
    #[operand(FLOATING_POINT_LIKE)]
    lhs: Value,
    #[operand(FLOATING_POINT_LIKE)]
    rhs: Value,
    /// Fast-math flags.
    #[property(FastMathAttr, default = FastMathFlags::NONE)]
    fastmath: FastMathFlags,
    #[result(BOOL_LIKE)]
    result: Value,
}

impl CmpIPredicate {
    /// The predicate that holds exactly when this one does not.
    pub fn inverse(self) -> Self {
        use CmpIPredicate::*;
        match self {
            Eq => Ne,
            Ne => Eq,
            Slt => Sge,
            Sge => Slt,
            Sle => Sgt,
            Sgt => Sle,
            Ult => Uge,
            Uge => Ult,
            Ule => Ugt,
            Ugt => Ule,
        }
    }

    /// The predicate with its operands swapped.
    pub fn swapped(self) -> Self {
        use CmpIPredicate::*;
        match self {
            Eq | Ne => self,
            Slt => Sgt,
            Sgt => Slt,
            Sle => Sge,
            Sge => Sle,
            Ult => Ugt,
            Ugt => Ult,
            Ule => Uge,
            Uge => Ule,
        }
    }

    /// Compares `a` and `b`, integers of `width` bits held sign-extended.
    pub fn eval(self, a: i128, b: i128, width: u32) -> bool {
        use CmpIPredicate::*;
        let (ua, ub) = (zext(a, width), zext(b, width));
        match self {
            Eq => a == b,
            Ne => a != b,
            Slt => a < b,
            Sle => a <= b,
            Sgt => a > b,
            Sge => a >= b,
            Ult => ua < ub,
            Ule => ua <= ub,
            Ugt => ua > ub,
            Uge => ua >= ub,
        }
    }
}

impl CmpFPredicate {
    /// Compares two floats.
    pub fn eval(self, a: f64, b: f64) -> bool {
        use CmpFPredicate::*;
        // With a NaN operand, the ordered predicates are false and the
        // unordered ones true.
        if a.is_nan() || b.is_nan() {
            return matches!(self, Ueq | Ugt | Uge | Ult | Ule | Une | Uno | AlwaysTrue);
        }
        match self {
            Oeq | Ueq => a == b,
            Ogt | Ugt => a > b,
            Oge | Uge => a >= b,
            Olt | Ult => a < b,
            Ole | Ule => a <= b,
            One | Une => a != b,
            AlwaysFalse | Uno => false,
            Ord | AlwaysTrue => true,
        }
    }
}

fn fold_cmpi(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    let cmp = CmpIOp(op);
    let predicate = cmp.predicate(ir);
    let ctx = ir.ctx();
    let (lhs, rhs) = (cmp.lhs(ir), cmp.rhs(ir));
    let result_ty = ir.value_type(cmp.result(ir));
    let Elem::Int { width } = elem_of(ctx, ir.value_type(lhs))? else {
        return None;
    };
    let folded = if lhs == rhs {
        use CmpIPredicate::*;
        let value = matches!(predicate, Eq | Sle | Sge | Ule | Uge);
        crate::fold::elements_attr(ctx, result_ty, vec![Scalar::Int(value as i128)], true)?
    } else {
        fold_binary(
            ctx,
            *consts.first()?,
            *consts.get(1)?,
            result_ty,
            |a, b| match (a, b) {
                (Scalar::Int(a), Scalar::Int(b)) => {
                    Some(Scalar::Int(predicate.eval(a, b, width) as i128))
                }
                _ => None,
            },
        )?
    };
    Some(vec![FoldResult::Attribute(folded)])
}

fn fold_cmpf(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    let cmp = CmpFOp(op);
    let predicate = cmp.predicate(ir);
    let result_ty = ir.value_type(cmp.result(ir));
    let folded = fold_binary(
        ir.ctx(),
        *consts.first()?,
        *consts.get(1)?,
        result_ty,
        |a, b| match (a, b) {
            (Scalar::Float(a), Scalar::Float(b)) => Some(Scalar::Int(predicate.eval(a, b) as i128)),
            _ => None,
        },
    )?;
    Some(vec![FoldResult::Attribute(folded)])
}

fn cmpi_patterns(set: &mut RewritePatternSet) {
    set.add(FnPattern::new(
        "CmpIConstantToRHS",
        CmpIOp::DEF,
        cmpi_constant_to_rhs,
    ));
}

/// `cmpi(p, c, x) -> cmpi(swapped p, x, c)` for a constant `c` and a non-constant
/// `x` (upstream's folder does this in place).
fn cmpi_constant_to_rhs(op: OpId, rw: &mut Rewriter<'_>) -> RewriteResult {
    let ir = rw.ir();
    let cmp = CmpIOp(op);
    let predicate = cmp.predicate(ir);
    let (lhs, rhs) = (cmp.lhs(ir), cmp.rhs(ir));
    ensure(
        constant_value(ir, lhs).is_some() && constant_value(ir, rhs).is_none(),
        "constant is not on the left",
    )?;
    rw.modify_op_in_place(op, |ir| {
        ir.set_operands(op, &[rhs, lhs]);
        cmp.set_predicate(ir, predicate.swapped());
    });
    Ok(())
}
