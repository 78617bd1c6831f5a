//! The binary arithmetic ops, defined from one table: integer ops (`addi` ...
//! `shrui`, min/max), float ops (`addf` ... `minnumf`). They share syntax,
//! `$lhs, $rhs [flags] attr-dict : type`, and verification; each has its own
//! folder (MLIR's `ArithOps.td` / `ArithOps.cpp`).
//!
//! ```text
//! %0 = arith.addi %a, %b overflow<nsw> : i32
//! %1 = arith.divui %a, %b exact : i32
//! %2 = arith.mulf %x, %y fastmath<fast> : f32
//! ```
//!
//! Flags by op: `overflowFlags` (`addi subi muli shli`, always stored, `none` by
//! default), `isExact` (`divsi divui shrsi shrui`, a unit property), `fastmath`
//! (float ops, always stored).

use shader_mlir::dialect::{FoldResult, OpDef};
use shader_mlir::ir::{Attribute, Ir, OpId, Value};
use shader_mlir::ods::Op;
use shader_mlir::ods::property::UnitAttr;
use shader_mlir::op;
use shader_mlir::rewrite::{FnPattern, RewritePatternSet};

use super::properties::{FastMathAttr, IntegerOverflowAttr};
use super::support::{FLOATING_POINT_LIKE, SIGNLESS_INTEGER_LIKE};
use crate::attributes::{FastMathFlags, OverflowFlags};
use crate::canonicalize;
use crate::fold::{
    Elem, Scalar, all_elements, elem_of, elements_attr, fold_binary, is_int, sext, zext,
};

// The op classes of `ArithOps.td` (`Arith_IntBinaryOp`,
// `Arith_IntBinaryOpWithOverflowFlags`, `Arith_IntBinaryOpWithExactFlag`,
// `Arith_FloatBinaryOp`) as one `macro_rules!`: an op is one line naming its
// class, type, name, traits and hooks. A row's `fold` is a rule on the
// op's folding context ([`Ctx`]).
macro_rules! binary_op {
    (@op $(#[$doc:meta])* $ty:ident = $name:literal, [$($traits:ident),*], $fold:expr, $canon:path,
        $c:ident, $format:literal, { $($flag:tt)* }) => {
        $(#[$doc])*
        #[op(
            $name,
            traits = [Pure, SameOperandsAndResultType $(, $traits)*],
            fold = |ir, op, consts| fold_with(ir, op, consts, $fold),
            canonicalize = $canon
        )]
        #[format($format)]
        pub struct $ty {
            #[operand($c)]
            lhs: Value,
            #[operand($c)]
            rhs: Value,
            $($flag)*
            #[result($c)]
            result: Value,
        }
    };
    (int $(#[$doc:meta])* $ty:ident = $name:literal, [$($t:ident),*], fold = $fold:expr, canonicalize = $canon:path) => {
        binary_op!(@op $(#[$doc])* $ty = $name, [$($t),*], $fold, $canon, SIGNLESS_INTEGER_LIKE,
            "$lhs `,` $rhs attr-dict `:` type($result)", {});
    };
    (overflow $(#[$doc:meta])* $ty:ident = $name:literal, [$($t:ident),*], fold = $fold:expr, canonicalize = $canon:path) => {
        binary_op!(@op $(#[$doc])* $ty = $name, [$($t),*], $fold, $canon, SIGNLESS_INTEGER_LIKE,
            "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)", {
            /// `nsw` / `nuw`.
            #[property(IntegerOverflowAttr, name = "overflowFlags", default = OverflowFlags::NONE)]
            overflow_flags: OverflowFlags,
        });
    };
    (exact $(#[$doc:meta])* $ty:ident = $name:literal, fold = $fold:expr) => {
        binary_op!(@op $(#[$doc])* $ty = $name, [], $fold, canonicalize::none, SIGNLESS_INTEGER_LIKE,
            "$lhs `,` $rhs (`exact` $isExact^)? attr-dict `:` type($result)", {
            /// The division is known to be exact.
            #[property(UnitAttr, name = "isExact")]
            is_exact: bool,
        });
    };
    (float $(#[$doc:meta])* $ty:ident = $name:literal, [$($t:ident),*], fold = $fold:expr, canonicalize = $canon:path) => {
        binary_op!(@op $(#[$doc])* $ty = $name, [$($t),*], $fold, $canon, FLOATING_POINT_LIKE,
            "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)", {
            /// Fast-math flags.
            #[property(FastMathAttr, default = FastMathFlags::NONE)]
            fastmath: FastMathFlags,
        });
    };
}

/// The table: one row per op, `Class Op = "name", [traits], hooks;` in
/// `DEFS` order.
macro_rules! binary_ops {
    ($($(#[$doc:meta])* $class:ident $ty:ident = $name:literal $(, [$($t:ident),*])?,
        fold = $fold:expr $(, canonicalize = $canon:path)?;)*) => {
        $(binary_op!($class $(#[$doc])* $ty = $name $(, [$($t),*])?, fold = $fold $(, canonicalize = $canon)?);)*

        /// The definitions of every binary op.
        pub(crate) static DEFS: &[&OpDef] = &[$($ty::DEF),*];
    };
}

binary_ops! {
    /// Integer addition operation.
    overflow AddIOp = "arith.addi", [Commutative], fold = fold_addi, canonicalize = canonicalize::addi;
    /// Integer subtraction operation.
    overflow SubIOp = "arith.subi", [], fold = fold_subi, canonicalize = canonicalize::subi;
    /// Integer multiplication operation.
    overflow MulIOp = "arith.muli", [Commutative], fold = fold_muli, canonicalize = canonicalize::muli;
    /// Signed integer division operation.
    exact DivSIOp = "arith.divsi", fold = |c| division(c, |a, b, w| signed_quotient(a, b, w, Round::Trunc));
    /// Unsigned integer division operation.
    exact DivUIOp = "arith.divui", fold = |c| division(c, |a, b, w| unsigned(a, b, w, |a, b| a / b));
    /// Signed ceil integer division operation.
    int CeilDivSIOp = "arith.ceildivsi", [], fold = |c| division(c, |a, b, w| signed_quotient(a, b, w, Round::Ceil)), canonicalize = canonicalize::none;
    /// Unsigned ceil integer division operation.
    int CeilDivUIOp = "arith.ceildivui", [], fold = |c| division(c, |a, b, w| unsigned(a, b, w, u128::div_ceil)), canonicalize = canonicalize::none;
    /// Signed floor integer division operation.
    int FloorDivSIOp = "arith.floordivsi", [], fold = |c| division(c, |a, b, w| signed_quotient(a, b, w, Round::Floor)), canonicalize = canonicalize::none;
    /// Signed integer division remainder operation.
    int RemSIOp = "arith.remsi", [], fold = |c| remainder(c, |a, b, _| (b != 0).then(|| a.wrapping_rem(b))), canonicalize = canonicalize::none;
    /// Unsigned integer division remainder operation.
    int RemUIOp = "arith.remui", [], fold = |c| remainder(c, |a, b, w| unsigned(a, b, w, |a, b| a % b)), canonicalize = canonicalize::none;
    /// Integer binary and.
    int AndIOp = "arith.andi", [Commutative], fold = fold_andi, canonicalize = canonicalize::commutative::<AndIOp>;
    /// Integer binary or.
    int OrIOp = "arith.ori", [Commutative], fold = fold_ori, canonicalize = canonicalize::commutative::<OrIOp>;
    /// Integer binary xor.
    int XOrIOp = "arith.xori", [Commutative], fold = fold_xori, canonicalize = canonicalize::xori;
    /// Integer left-shift.
    overflow ShLIOp = "arith.shli", [], fold = |c| shift(c, |a, s, _| a << s), canonicalize = canonicalize::none;
    /// Signed integer right-shift.
    exact ShRSIOp = "arith.shrsi", fold = |c| shift(c, |a, s, _| a >> s);
    /// Unsigned integer right-shift.
    exact ShRUIOp = "arith.shrui", fold = |c| shift(c, |a, s, w| (zext(a, w) >> s) as i128);
    /// Signed integer maximum operation.
    int MaxSIOp = "arith.maxsi", [Commutative], fold = |c| min_max(c, true, true), canonicalize = canonicalize::commutative::<MaxSIOp>;
    /// Unsigned integer maximum operation.
    int MaxUIOp = "arith.maxui", [Commutative], fold = |c| min_max(c, true, false), canonicalize = canonicalize::commutative::<MaxUIOp>;
    /// Signed integer minimum operation.
    int MinSIOp = "arith.minsi", [Commutative], fold = |c| min_max(c, false, true), canonicalize = canonicalize::commutative::<MinSIOp>;
    /// Unsigned integer minimum operation.
    int MinUIOp = "arith.minui", [Commutative], fold = |c| min_max(c, false, false), canonicalize = canonicalize::commutative::<MinUIOp>;
    /// Floating point addition operation.
    float AddFOp = "arith.addf", [Commutative], fold = fold_addf, canonicalize = canonicalize::commutative::<AddFOp>;
    /// Floating point subtraction operation.
    float SubFOp = "arith.subf", [], fold = fold_subf, canonicalize = canonicalize::none;
    /// Floating point multiplication operation.
    float MulFOp = "arith.mulf", [Commutative], fold = fold_mulf, canonicalize = canonicalize::commutative::<MulFOp>;
    /// Floating point division operation.
    float DivFOp = "arith.divf", [], fold = fold_divf, canonicalize = canonicalize::none;
    /// Floating point division remainder operation.
    float RemFOp = "arith.remf", [], fold = |c| c.float(|a, b| a % b), canonicalize = canonicalize::none;
    /// Floating-point maximum operation.
    float MaximumFOp = "arith.maximumf", [Commutative], fold = |c| float_min_max(c, true, true), canonicalize = canonicalize::commutative::<MaximumFOp>;
    /// Floating-point minimum operation.
    float MinimumFOp = "arith.minimumf", [Commutative], fold = |c| float_min_max(c, false, true), canonicalize = canonicalize::commutative::<MinimumFOp>;
    /// Floating-point maximum operation.
    float MaxNumFOp = "arith.maxnumf", [Commutative], fold = |c| float_min_max(c, true, false), canonicalize = canonicalize::commutative::<MaxNumFOp>;
    /// Floating-point minimum operation.
    float MinNumFOp = "arith.minnumf", [Commutative], fold = |c| float_min_max(c, false, false), canonicalize = canonicalize::commutative::<MinNumFOp>;
}

// ===== folders =====

type Folded = Option<Vec<FoldResult>>;

fn value(v: Value) -> Folded {
    Some(vec![FoldResult::Value(v)])
}

fn attr(a: Attribute) -> Folded {
    Some(vec![FoldResult::Attribute(a)])
}

/// Operands, constant operands, and the result's element kind.
struct Ctx<'a> {
    ir: &'a Ir,
    op: OpId,
    consts: &'a [Option<Attribute>],
    elem: Elem,
}

impl<'a> Ctx<'a> {
    fn new(ir: &'a Ir, op: OpId, consts: &'a [Option<Attribute>]) -> Option<Self> {
        if consts.len() != 2 || ir.num_results(op) != 1 {
            return None;
        }
        let elem = elem_of(ir.ctx(), ir.value_type(ir.result(op, 0)))?;
        Some(Ctx {
            ir,
            op,
            consts,
            elem,
        })
    }

    fn lhs(&self) -> Value {
        self.ir.operand(self.op, 0)
    }

    fn rhs(&self) -> Value {
        self.ir.operand(self.op, 1)
    }

    fn width(&self) -> u32 {
        self.elem.width()
    }

    fn rhs_is_int(&self, v: i128) -> bool {
        is_int(self.ir.ctx(), self.consts[1], self.width(), v)
    }

    fn rhs_is_float(&self, pred: impl Fn(f64) -> bool) -> bool {
        all_elements(
            self.ir.ctx(),
            self.consts[1],
            |s| matches!(s, Scalar::Float(f) if pred(f)),
        )
    }

    /// The defining op of operand `i` if it is a `T`.
    fn operand_def<T: Op>(&self, i: usize) -> Option<T> {
        T::cast(self.ir, self.ir.defining_op(self.ir.operand(self.op, i))?)
    }

    /// A constant of the result type whose every element is `s`.
    fn splat(&self, s: Scalar) -> Folded {
        let ty = self.ir.value_type(self.ir.result(self.op, 0));
        attr(elements_attr(self.ir.ctx(), ty, vec![s], true)?)
    }

    /// Folds constant operands element by element with `f`.
    fn scalars(&self, f: impl Fn(Scalar, Scalar) -> Option<Scalar>) -> Folded {
        let ty = self.ir.value_type(self.ir.result(self.op, 0));
        attr(fold_binary(
            self.ir.ctx(),
            self.consts[0],
            self.consts[1],
            ty,
            f,
        )?)
    }

    fn int(&self, f: impl Fn(i128, i128, u32) -> Option<i128>) -> Folded {
        let width = self.width();
        self.scalars(|a, b| match (a, b) {
            (Scalar::Int(x), Scalar::Int(y)) => f(x, y, width).map(|r| Scalar::Int(sext(r, width))),
            _ => None,
        })
    }

    fn float(&self, f: impl Fn(f64, f64) -> f64) -> Folded {
        self.scalars(|a, b| match (a, b) {
            (Scalar::Float(x), Scalar::Float(y)) => Some(Scalar::Float(f(x, y))),
            _ => None,
        })
    }
}

/// Folds with `rule` on the op's folding context.
fn fold_with(
    ir: &Ir,
    op: OpId,
    consts: &[Option<Attribute>],
    rule: fn(&Ctx<'_>) -> Folded,
) -> Folded {
    rule(&Ctx::new(ir, op, consts)?)
}

fn same_operands(c: &Ctx<'_>) -> bool {
    c.lhs() == c.rhs()
}

fn fold_addi(c: &Ctx<'_>) -> Folded {
    if c.rhs_is_int(0) {
        return value(c.lhs());
    }
    // addi(subi(a, b), b) -> a; addi(b, subi(a, b)) -> a
    for (sub_side, other) in [(0, c.rhs()), (1, c.lhs())] {
        if let Some(sub) = c.operand_def::<SubIOp>(sub_side)
            && sub.rhs(c.ir) == other
        {
            return value(sub.lhs(c.ir));
        }
    }
    c.int(|a, b, _| Some(a.wrapping_add(b)))
}

fn fold_subi(c: &Ctx<'_>) -> Folded {
    if same_operands(c) {
        return c.splat(Scalar::Int(0));
    }
    if c.rhs_is_int(0) {
        return value(c.lhs());
    }
    if let Some(add) = c.operand_def::<AddIOp>(0) {
        // subi(addi(a, b), b) -> a; subi(addi(a, b), a) -> b
        if add.rhs(c.ir) == c.rhs() {
            return value(add.lhs(c.ir));
        }
        if add.lhs(c.ir) == c.rhs() {
            return value(add.rhs(c.ir));
        }
    }
    c.int(|a, b, _| Some(a.wrapping_sub(b)))
}

fn fold_muli(c: &Ctx<'_>) -> Folded {
    if c.rhs_is_int(0) {
        return value(c.rhs());
    }
    if c.rhs_is_int(1) {
        return value(c.lhs());
    }
    c.int(|a, b, _| Some(a.wrapping_mul(b)))
}

/// Division: `x / 1 -> x`, else constants fold by `rule`.
fn division(c: &Ctx<'_>, rule: impl Fn(i128, i128, u32) -> Option<i128>) -> Folded {
    if c.rhs_is_int(1) {
        return value(c.lhs());
    }
    c.int(rule)
}

/// Remainder: `x % 1 -> 0`, else constants fold by `rule`.
fn remainder(c: &Ctx<'_>, rule: impl Fn(i128, i128, u32) -> Option<i128>) -> Folded {
    if c.rhs_is_int(1) {
        return c.splat(Scalar::Int(0));
    }
    c.int(rule)
}

/// How a signed quotient rounds.
#[derive(Clone, Copy, PartialEq)]
enum Round {
    Trunc,
    Ceil,
    Floor,
}

/// The signed quotient of `w`-bit `a` and `b`, rounded as `round` says;
/// `None` where it is undefined (division by zero, MIN / -1).
fn signed_quotient(a: i128, b: i128, w: u32, round: Round) -> Option<i128> {
    if b == 0 || (a == sext(1 << (w - 1), w) && b == -1) {
        return None;
    }
    let q = a / b;
    let inexact = a % b != 0;
    let positive = (a < 0) == (b < 0);
    Some(match round {
        Round::Ceil if inexact && positive => q + 1,
        Round::Floor if inexact && !positive => q - 1,
        _ => q,
    })
}

/// `rule` on the unsigned values of `w`-bit `a` and `b`; `None` when `b`
/// is zero.
fn unsigned(a: i128, b: i128, w: u32, rule: fn(u128, u128) -> u128) -> Option<i128> {
    let (a, b) = (zext(a, w), zext(b, w));
    (b != 0).then(|| rule(a, b) as i128)
}

fn fold_andi(c: &Ctx<'_>) -> Folded {
    if c.rhs_is_int(0) {
        return value(c.rhs());
    }
    if c.rhs_is_int(-1) || same_operands(c) {
        return value(c.lhs());
    }
    c.int(|a, b, _| Some(a & b))
}

fn fold_ori(c: &Ctx<'_>) -> Folded {
    if c.rhs_is_int(0) || same_operands(c) {
        return value(c.lhs());
    }
    if c.rhs_is_int(-1) {
        return value(c.rhs());
    }
    c.int(|a, b, _| Some(a | b))
}

fn fold_xori(c: &Ctx<'_>) -> Folded {
    if c.rhs_is_int(0) {
        return value(c.lhs());
    }
    if same_operands(c) {
        return c.splat(Scalar::Int(0));
    }
    // xori(xori(x, a), a) -> x
    if let Some(inner) = c.operand_def::<XOrIOp>(0)
        && inner.rhs(c.ir) == c.rhs()
    {
        return value(inner.lhs(c.ir));
    }
    c.int(|a, b, _| Some(a ^ b))
}

fn shift(c: &Ctx<'_>, f: impl Fn(i128, u32, u32) -> i128) -> Folded {
    if c.rhs_is_int(0) {
        return value(c.lhs());
    }
    // Shifting by the width or more is poison: not folded.
    c.int(|a, b, w| {
        let amount = zext(b, w);
        (amount < w as u128).then(|| f(a, amount as u32, w))
    })
}

/// min/max: `op(x, x) -> x`, the extreme constant absorbs, the neutral one
/// vanishes; `max` and `signed` select the flavour.
fn min_max(c: &Ctx<'_>, max: bool, signed: bool) -> Folded {
    if same_operands(c) {
        return value(c.lhs());
    }
    let w = c.width();
    let (lo, hi) = if signed {
        (sext(1 << (w - 1), w), sext((1 << (w - 1)) - 1, w))
    } else {
        (0, -1)
    };
    let (absorbing, neutral) = if max { (hi, lo) } else { (lo, hi) };
    if c.rhs_is_int(absorbing) {
        return value(c.rhs());
    }
    if c.rhs_is_int(neutral) {
        return value(c.lhs());
    }
    c.int(|a, b, w| {
        let a_ge_b = if signed {
            a >= b
        } else {
            zext(a, w) >= zext(b, w)
        };
        Some(if a_ge_b == max { a } else { b })
    })
}

fn fold_addf(c: &Ctx<'_>) -> Folded {
    // x + -0.0 -> x
    if c.rhs_is_float(|f| f == 0.0 && f.is_sign_negative()) {
        return value(c.lhs());
    }
    c.float(|a, b| a + b)
}

fn fold_subf(c: &Ctx<'_>) -> Folded {
    // x - +0.0 -> x
    if c.rhs_is_float(|f| f == 0.0 && f.is_sign_positive()) {
        return value(c.lhs());
    }
    c.float(|a, b| a - b)
}

fn fold_mulf(c: &Ctx<'_>) -> Folded {
    if c.rhs_is_float(|f| f == 1.0) {
        return value(c.lhs());
    }
    c.float(|a, b| a * b)
}

fn fold_divf(c: &Ctx<'_>) -> Folded {
    if c.rhs_is_float(|f| f == 1.0) {
        return value(c.lhs());
    }
    c.float(|a, b| a / b)
}

/// IEEE 754-2019 maximum / minimum: NaN propagates, -0 < +0.
fn maximum(a: f64, b: f64, max: bool) -> f64 {
    if a.is_nan() || b.is_nan() {
        return f64::NAN;
    }
    if a == b {
        // Only zeros of different signs compare equal and differ.
        return if (a.is_sign_negative() && max) || (!a.is_sign_negative() && !max) {
            b
        } else {
            a
        };
    }
    if (a > b) == max { a } else { b }
}

/// maxNum / minNum: a NaN operand yields the other.
fn maxnum(a: f64, b: f64, max: bool) -> f64 {
    if a.is_nan() {
        return b;
    }
    if b.is_nan() {
        return a;
    }
    if max { a.max(b) } else { a.min(b) }
}

fn float_min_max(c: &Ctx<'_>, max: bool, nan_propagates: bool) -> Folded {
    if same_operands(c) {
        return value(c.lhs());
    }
    // The neutral infinity: op(x, -inf) -> x for max, op(x, +inf) -> x for min.
    let neutral = if max {
        f64::NEG_INFINITY
    } else {
        f64::INFINITY
    };
    if c.rhs_is_float(|f| f == neutral) {
        return value(c.lhs());
    }
    if nan_propagates {
        c.float(|a, b| maximum(a, b, max))
    } else {
        c.float(|a, b| maxnum(a, b, max))
    }
}

/// Registers the canonicalization pattern that moves a constant operand of a
/// commutative op to the right (upstream does this in the op's folder).
pub(crate) fn add_commute_pattern(set: &mut RewritePatternSet, root: &'static OpDef) {
    set.add(FnPattern::new(
        "CommutativeConstantToRHS",
        root,
        canonicalize::constant_to_rhs,
    ));
}
