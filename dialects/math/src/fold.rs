//! Constant folding of `math` ops, as MLIR 22's folders in `MathOps.cpp`
//! fold them: scalars, splats and dense vectors/tensors of constants.
//!
//! - `ceil`, `floor`, `roundeven`, `absf` and `copysign` fold every float
//!   type (exact in `f64`);
//! - `trunc`, `round` and the transcendental functions fold `f32` and `f64`
//!   only, computed at the operand's precision (the C library's `sinf` for
//!   `f32`, `sin` for `f64`, as upstream computes them); `log`, `log2`,
//!   `log10` and `sqrt` of a negative number (-0 included) and `log1p` below
//!   -1 stay; `atan2(0, 0)` is NaN;
//! - `absi ctlz cttz ctpop` fold integers;
//! - not folded here: `asinh`, `acosh`, `atanh` (Rust computes them itself,
//!   not with the C library, so results could differ from upstream's in the
//!   last place), `erf`, `erfc` (no Rust function), `cbrt`, `fpowi`, `ipowi`
//!   and the classification ops.

use dialect_arith::fold::{Elem, Scalar, elem_of, fold_binary, fold_unary};
use shader_mlir::dialect::{FoldResult, OpDef};
use shader_mlir::ir::{Attribute, FloatKind, Ir, OpId};

use crate::ops::*;

/// A float function folded at the operand's precision: the `f32` and the
/// `f64` version.
type Float1 = (fn(f32) -> f32, fn(f64) -> f64);
type Float2 = (fn(f32, f32) -> f32, fn(f64, f64) -> f64);

/// How a one-operand float op folds.
#[derive(Clone, Copy)]
enum Unary {
    /// Exact in `f64` for every float type.
    Exact(fn(f64) -> f64),
    /// `f32` and `f64` only; `None` when the operand is outside the domain
    /// upstream folds.
    Precise(Float1, fn(f64) -> bool),
}

fn any(_: f64) -> bool {
    true
}

/// Not negative (-0 is negative, as for `APFloat::isNegative`).
fn non_negative(x: f64) -> bool {
    !x.is_sign_negative()
}

fn unary_rules() -> &'static [(&'static OpDef, Unary)] {
    use Unary::{Exact, Precise};
    macro_rules! precise {
        ($f:ident) => {
            Precise((f32::$f, f64::$f), any)
        };
        ($f:ident, $domain:expr) => {
            Precise((f32::$f, f64::$f), $domain)
        };
    }
    static RULES: std::sync::OnceLock<Vec<(&'static OpDef, Unary)>> = std::sync::OnceLock::new();
    RULES.get_or_init(|| {
        vec![
            (AbsFOp::DEF, Exact(f64::abs)),
            (CeilOp::DEF, Exact(f64::ceil)),
            (FloorOp::DEF, Exact(f64::floor)),
            (TruncOp::DEF, precise!(trunc)),
            (RoundOp::DEF, precise!(round)),
            (RoundEvenOp::DEF, Exact(f64::round_ties_even)),
            (SinOp::DEF, precise!(sin)),
            (CosOp::DEF, precise!(cos)),
            (TanOp::DEF, precise!(tan)),
            (AsinOp::DEF, precise!(asin)),
            (AcosOp::DEF, precise!(acos)),
            (AtanOp::DEF, precise!(atan)),
            (SinhOp::DEF, precise!(sinh)),
            (CoshOp::DEF, precise!(cosh)),
            (TanhOp::DEF, precise!(tanh)),
            (ExpOp::DEF, precise!(exp)),
            (Exp2Op::DEF, precise!(exp2)),
            (ExpM1Op::DEF, precise!(exp_m1)),
            (LogOp::DEF, precise!(ln, non_negative)),
            (Log2Op::DEF, precise!(log2, non_negative)),
            (Log10Op::DEF, precise!(log10, non_negative)),
            (Log1pOp::DEF, precise!(ln_1p, |x| non_negative(x + 1.0))),
            (SqrtOp::DEF, precise!(sqrt, non_negative)),
        ]
    })
}

/// The folder of the one-operand float ops.
pub(crate) fn float_unary(
    ir: &Ir,
    op: OpId,
    consts: &[Option<Attribute>],
) -> Option<Vec<FoldResult>> {
    let def = ir.op_def(op)?;
    let &(_, rule) = unary_rules().iter().find(|(d, _)| std::ptr::eq(*d, def))?;
    let result_ty = ir.value_type(ir.result(op, 0));
    let elem = elem_of(ir.ctx(), result_ty)?;
    let attr = fold_unary(ir.ctx(), *consts.first()?, result_ty, |s| {
        let Scalar::Float(x) = s else { return None };
        match rule {
            Unary::Exact(f) => Some(Scalar::Float(f(x))),
            Unary::Precise((f32_fn, f64_fn), domain) => {
                if !domain(x) {
                    return None;
                }
                match elem {
                    Elem::Float(FloatKind::F32) => Some(Scalar::Float(f64::from(f32_fn(x as f32)))),
                    Elem::Float(FloatKind::F64) => Some(Scalar::Float(f64_fn(x))),
                    _ => None,
                }
            }
        }
    })?;
    Some(vec![FoldResult::Attribute(attr)])
}

fn atan2_f32(y: f32, x: f32) -> f32 {
    if y == 0.0 && x == 0.0 {
        return f32::NAN;
    }
    y.atan2(x)
}

fn atan2_f64(y: f64, x: f64) -> f64 {
    if y == 0.0 && x == 0.0 {
        return f64::NAN;
    }
    y.atan2(x)
}

/// The folder of the two-operand float ops.
pub(crate) fn float_binary(
    ir: &Ir,
    op: OpId,
    consts: &[Option<Attribute>],
) -> Option<Vec<FoldResult>> {
    let result_ty = ir.value_type(ir.result(op, 0));
    let elem = elem_of(ir.ctx(), result_ty)?;
    let copysign = CopySignOp::isa(ir, op);
    let precise: Float2 = if Atan2Op::isa(ir, op) {
        (atan2_f32, atan2_f64)
    } else {
        (f32::powf, f64::powf)
    };
    let (lhs, rhs) = (*consts.first()?, *consts.get(1)?);
    let attr = fold_binary(ir.ctx(), lhs, rhs, result_ty, |a, b| {
        let (Scalar::Float(a), Scalar::Float(b)) = (a, b) else {
            return None;
        };
        if copysign {
            return Some(Scalar::Float(a.copysign(b)));
        }
        match elem {
            Elem::Float(FloatKind::F32) => {
                Some(Scalar::Float(f64::from(precise.0(a as f32, b as f32))))
            }
            Elem::Float(FloatKind::F64) => Some(Scalar::Float(precise.1(a, b))),
            _ => None,
        }
    })?;
    Some(vec![FoldResult::Attribute(attr)])
}

/// The folder of the one-operand integer ops.
pub(crate) fn int_unary(
    ir: &Ir,
    op: OpId,
    consts: &[Option<Attribute>],
) -> Option<Vec<FoldResult>> {
    let result_ty = ir.value_type(ir.result(op, 0));
    let Elem::Int { width } = elem_of(ir.ctx(), result_ty)? else {
        return None;
    };
    let mask: u128 = if width >= 128 {
        u128::MAX
    } else {
        (1u128 << width) - 1
    };
    let f: fn(u128, u32) -> i128 = if AbsIOp::isa(ir, op) {
        |bits, width| {
            let shift = 128 - width;
            (((bits << shift) as i128) >> shift).wrapping_abs()
        }
    } else if CountLeadingZerosOp::isa(ir, op) {
        |bits, width| i128::from(bits.leading_zeros() - (128 - width))
    } else if CountTrailingZerosOp::isa(ir, op) {
        |bits, width| i128::from(bits.trailing_zeros().min(width))
    } else {
        |bits, _| i128::from(bits.count_ones())
    };
    let attr = fold_unary(ir.ctx(), *consts.first()?, result_ty, |s| {
        let Scalar::Int(v) = s else { return None };
        Some(Scalar::Int(f(v as u128 & mask, width)))
    })?;
    Some(vec![FoldResult::Attribute(attr)])
}
