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
// class, type, name, traits and hooks.
macro_rules! binary_op {
    (@op $(#[$doc:meta])* $ty:ident = $name:literal, [$($traits:ident),*], $fold:path, $canon:path,
        $c:ident, $format:literal, { $($flag:tt)* }) => {
        $(#[$doc])*
        #[op($name, traits = [Pure, SameOperandsAndResultType $(, $traits)*], fold = $fold, canonicalize = $canon)]
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
    (int $(#[$doc:meta])* $ty:ident = $name:literal, [$($t:ident),*], fold = $fold:path, canonicalize = $canon:path) => {
        binary_op!(@op $(#[$doc])* $ty = $name, [$($t),*], $fold, $canon, SIGNLESS_INTEGER_LIKE,
            "$lhs `,` $rhs attr-dict `:` type($result)", {});
    };
    (overflow $(#[$doc:meta])* $ty:ident = $name:literal, [$($t:ident),*], fold = $fold:path, canonicalize = $canon:path) => {
        binary_op!(@op $(#[$doc])* $ty = $name, [$($t),*], $fold, $canon, SIGNLESS_INTEGER_LIKE,
            "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)", {
            /// `nsw` / `nuw`.
            #[property(IntegerOverflowAttr, name = "overflowFlags", default = OverflowFlags::NONE)]
            overflow_flags: OverflowFlags,
        });
    };
    (exact $(#[$doc:meta])* $ty:ident = $name:literal, fold = $fold:path) => {
        binary_op!(@op $(#[$doc])* $ty = $name, [], $fold, canonicalize::none, SIGNLESS_INTEGER_LIKE,
            "$lhs `,` $rhs (`exact` $isExact^)? attr-dict `:` type($result)", {
            /// The division is known to be exact.
            #[property(UnitAttr, name = "isExact")]
            is_exact: bool,
        });
    };
    (float $(#[$doc:meta])* $ty:ident = $name:literal, [$($t:ident),*], fold = $fold:path, canonicalize = $canon:path) => {
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
        fold = $fold:path $(, canonicalize = $canon:path)?;)*) => {
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
    exact DivSIOp = "arith.divsi", fold = fold_divsi;
    /// Unsigned integer division operation.
    exact DivUIOp = "arith.divui", fold = fold_divui;
    /// Signed ceil integer division operation.
    int CeilDivSIOp = "arith.ceildivsi", [], fold = fold_ceildivsi, canonicalize = canonicalize::none;
    /// Unsigned ceil integer division operation.
    int CeilDivUIOp = "arith.ceildivui", [], fold = fold_ceildivui, canonicalize = canonicalize::none;
    /// Signed floor integer division operation.
    int FloorDivSIOp = "arith.floordivsi", [], fold = fold_floordivsi, canonicalize = canonicalize::none;
    /// Signed integer division remainder operation.
    int RemSIOp = "arith.remsi", [], fold = fold_remsi, canonicalize = canonicalize::none;
    /// Unsigned integer division remainder operation.
    int RemUIOp = "arith.remui", [], fold = fold_remui, canonicalize = canonicalize::none;
    /// Integer binary and.
    int AndIOp = "arith.andi", [Commutative], fold = fold_andi, canonicalize = canonicalize::commutative_andi;
    /// Integer binary or.
    int OrIOp = "arith.ori", [Commutative], fold = fold_ori, canonicalize = canonicalize::commutative_ori;
    /// Integer binary xor.
    int XOrIOp = "arith.xori", [Commutative], fold = fold_xori, canonicalize = canonicalize::xori;
    /// Integer left-shift.
    overflow ShLIOp = "arith.shli", [], fold = fold_shli, canonicalize = canonicalize::none;
    /// Signed integer right-shift.
    exact ShRSIOp = "arith.shrsi", fold = fold_shrsi;
    /// Unsigned integer right-shift.
    exact ShRUIOp = "arith.shrui", fold = fold_shrui;
    /// Signed integer maximum operation.
    int MaxSIOp = "arith.maxsi", [Commutative], fold = fold_maxsi, canonicalize = canonicalize::commutative_maxsi;
    /// Unsigned integer maximum operation.
    int MaxUIOp = "arith.maxui", [Commutative], fold = fold_maxui, canonicalize = canonicalize::commutative_maxui;
    /// Signed integer minimum operation.
    int MinSIOp = "arith.minsi", [Commutative], fold = fold_minsi, canonicalize = canonicalize::commutative_minsi;
    /// Unsigned integer minimum operation.
    int MinUIOp = "arith.minui", [Commutative], fold = fold_minui, canonicalize = canonicalize::commutative_minui;
    /// Floating point addition operation.
    float AddFOp = "arith.addf", [Commutative], fold = fold_addf, canonicalize = canonicalize::commutative_addf;
    /// Floating point subtraction operation.
    float SubFOp = "arith.subf", [], fold = fold_subf, canonicalize = canonicalize::none;
    /// Floating point multiplication operation.
    float MulFOp = "arith.mulf", [Commutative], fold = fold_mulf, canonicalize = canonicalize::commutative_mulf;
    /// Floating point division operation.
    float DivFOp = "arith.divf", [], fold = fold_divf, canonicalize = canonicalize::none;
    /// Floating point division remainder operation.
    float RemFOp = "arith.remf", [], fold = fold_remf, canonicalize = canonicalize::none;
    /// Floating-point maximum operation.
    float MaximumFOp = "arith.maximumf", [Commutative], fold = fold_maximumf, canonicalize = canonicalize::commutative_maximumf;
    /// Floating-point minimum operation.
    float MinimumFOp = "arith.minimumf", [Commutative], fold = fold_minimumf, canonicalize = canonicalize::commutative_minimumf;
    /// Floating-point maximum operation.
    float MaxNumFOp = "arith.maxnumf", [Commutative], fold = fold_maxnumf, canonicalize = canonicalize::commutative_maxnumf;
    /// Floating-point minimum operation.
    float MinNumFOp = "arith.minnumf", [Commutative], fold = fold_minnumf, canonicalize = canonicalize::commutative_minnumf;
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

    fn int(&self, f: impl Fn(i128, i128, u32) -> Option<i128>) -> Folded {
        let width = self.width();
        let ty = self.ir.value_type(self.ir.result(self.op, 0));
        let a = fold_binary(
            self.ir.ctx(),
            self.consts[0],
            self.consts[1],
            ty,
            |a, b| match (a, b) {
                (Scalar::Int(x), Scalar::Int(y)) => {
                    f(x, y, width).map(|r| Scalar::Int(sext(r, width)))
                }
                _ => None,
            },
        )?;
        attr(a)
    }

    fn float(&self, f: impl Fn(f64, f64) -> f64) -> Folded {
        let ty = self.ir.value_type(self.ir.result(self.op, 0));
        let a = fold_binary(
            self.ir.ctx(),
            self.consts[0],
            self.consts[1],
            ty,
            |a, b| match (a, b) {
                (Scalar::Float(x), Scalar::Float(y)) => Some(Scalar::Float(f(x, y))),
                _ => None,
            },
        )?;
        attr(a)
    }
}

fn same_operands(c: &Ctx<'_>) -> bool {
    c.lhs() == c.rhs()
}

fn fold_addi(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Folded {
    let c = Ctx::new(ir, op, consts)?;
    if c.rhs_is_int(0) {
        return value(c.lhs());
    }
    // addi(subi(a, b), b) -> a; addi(b, subi(a, b)) -> a
    for (sub_side, other) in [(0, c.rhs()), (1, c.lhs())] {
        if let Some(sub) = c.operand_def::<SubIOp>(sub_side)
            && sub.rhs(ir) == other
        {
            return value(sub.lhs(ir));
        }
    }
    c.int(|a, b, _| Some(a.wrapping_add(b)))
}

fn fold_subi(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Folded {
    let c = Ctx::new(ir, op, consts)?;
    if same_operands(&c) {
        return c.splat(Scalar::Int(0));
    }
    if c.rhs_is_int(0) {
        return value(c.lhs());
    }
    if let Some(add) = c.operand_def::<AddIOp>(0) {
        // subi(addi(a, b), b) -> a; subi(addi(a, b), a) -> b
        if add.rhs(ir) == c.rhs() {
            return value(add.lhs(ir));
        }
        if add.lhs(ir) == c.rhs() {
            return value(add.rhs(ir));
        }
    }
    c.int(|a, b, _| Some(a.wrapping_sub(b)))
}

fn fold_muli(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Folded {
    let c = Ctx::new(ir, op, consts)?;
    if c.rhs_is_int(0) {
        return value(c.rhs());
    }
    if c.rhs_is_int(1) {
        return value(c.lhs());
    }
    c.int(|a, b, _| Some(a.wrapping_mul(b)))
}

fn fold_divsi(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Folded {
    let c = Ctx::new(ir, op, consts)?;
    if c.rhs_is_int(1) {
        return value(c.lhs());
    }
    c.int(|a, b, w| {
        // Division by zero and MIN / -1 are undefined: leave them alone.
        (b != 0 && !(a == sext(1 << (w - 1), w) && b == -1)).then(|| a / b)
    })
}

fn fold_divui(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Folded {
    let c = Ctx::new(ir, op, consts)?;
    if c.rhs_is_int(1) {
        return value(c.lhs());
    }
    c.int(|a, b, w| {
        let (a, b) = (zext(a, w), zext(b, w));
        (b != 0).then(|| (a / b) as i128)
    })
}

fn fold_ceildivsi(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Folded {
    let c = Ctx::new(ir, op, consts)?;
    if c.rhs_is_int(1) {
        return value(c.lhs());
    }
    c.int(|a, b, w| {
        if b == 0 || (a == sext(1 << (w - 1), w) && b == -1) {
            return None;
        }
        let q = a / b;
        Some(if a % b != 0 && ((a < 0) == (b < 0)) {
            q + 1
        } else {
            q
        })
    })
}

fn fold_ceildivui(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Folded {
    let c = Ctx::new(ir, op, consts)?;
    if c.rhs_is_int(1) {
        return value(c.lhs());
    }
    c.int(|a, b, w| {
        let (a, b) = (zext(a, w), zext(b, w));
        (b != 0).then(|| a.div_ceil(b) as i128)
    })
}

fn fold_floordivsi(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Folded {
    let c = Ctx::new(ir, op, consts)?;
    if c.rhs_is_int(1) {
        return value(c.lhs());
    }
    c.int(|a, b, w| {
        if b == 0 || (a == sext(1 << (w - 1), w) && b == -1) {
            return None;
        }
        let q = a / b;
        Some(if a % b != 0 && ((a < 0) != (b < 0)) {
            q - 1
        } else {
            q
        })
    })
}

fn fold_remsi(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Folded {
    let c = Ctx::new(ir, op, consts)?;
    if c.rhs_is_int(1) {
        return c.splat(Scalar::Int(0));
    }
    c.int(|a, b, _| (b != 0).then(|| a.wrapping_rem(b)))
}

fn fold_remui(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Folded {
    let c = Ctx::new(ir, op, consts)?;
    if c.rhs_is_int(1) {
        return c.splat(Scalar::Int(0));
    }
    c.int(|a, b, w| {
        let (a, b) = (zext(a, w), zext(b, w));
        (b != 0).then(|| (a % b) as i128)
    })
}

fn fold_andi(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Folded {
    let c = Ctx::new(ir, op, consts)?;
    if c.rhs_is_int(0) {
        return value(c.rhs());
    }
    if c.rhs_is_int(-1) || same_operands(&c) {
        return value(c.lhs());
    }
    c.int(|a, b, _| Some(a & b))
}

fn fold_ori(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Folded {
    let c = Ctx::new(ir, op, consts)?;
    if c.rhs_is_int(0) || same_operands(&c) {
        return value(c.lhs());
    }
    if c.rhs_is_int(-1) {
        return value(c.rhs());
    }
    c.int(|a, b, _| Some(a | b))
}

fn fold_xori(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Folded {
    let c = Ctx::new(ir, op, consts)?;
    if c.rhs_is_int(0) {
        return value(c.lhs());
    }
    if same_operands(&c) {
        return c.splat(Scalar::Int(0));
    }
    // xori(xori(x, a), a) -> x
    if let Some(inner) = c.operand_def::<XOrIOp>(0)
        && inner.rhs(ir) == c.rhs()
    {
        return value(inner.lhs(ir));
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

fn fold_shli(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Folded {
    shift(&Ctx::new(ir, op, consts)?, |a, s, _| a << s)
}

fn fold_shrsi(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Folded {
    shift(&Ctx::new(ir, op, consts)?, |a, s, _| a >> s)
}

fn fold_shrui(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Folded {
    shift(&Ctx::new(ir, op, consts)?, |a, s, w| {
        (zext(a, w) >> s) as i128
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

fn fold_maxsi(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Folded {
    min_max(&Ctx::new(ir, op, consts)?, true, true)
}

fn fold_maxui(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Folded {
    min_max(&Ctx::new(ir, op, consts)?, true, false)
}

fn fold_minsi(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Folded {
    min_max(&Ctx::new(ir, op, consts)?, false, true)
}

fn fold_minui(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Folded {
    min_max(&Ctx::new(ir, op, consts)?, false, false)
}

fn fold_addf(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Folded {
    let c = Ctx::new(ir, op, consts)?;
    // x + -0.0 -> x
    if c.rhs_is_float(|f| f == 0.0 && f.is_sign_negative()) {
        return value(c.lhs());
    }
    c.float(|a, b| a + b)
}

fn fold_subf(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Folded {
    let c = Ctx::new(ir, op, consts)?;
    // x - +0.0 -> x
    if c.rhs_is_float(|f| f == 0.0 && f.is_sign_positive()) {
        return value(c.lhs());
    }
    c.float(|a, b| a - b)
}

fn fold_mulf(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Folded {
    let c = Ctx::new(ir, op, consts)?;
    if c.rhs_is_float(|f| f == 1.0) {
        return value(c.lhs());
    }
    c.float(|a, b| a * b)
}

fn fold_divf(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Folded {
    let c = Ctx::new(ir, op, consts)?;
    if c.rhs_is_float(|f| f == 1.0) {
        return value(c.lhs());
    }
    c.float(|a, b| a / b)
}

fn fold_remf(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Folded {
    Ctx::new(ir, op, consts)?.float(|a, b| a % b)
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

fn fold_maximumf(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Folded {
    float_min_max(&Ctx::new(ir, op, consts)?, true, true)
}

fn fold_minimumf(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Folded {
    float_min_max(&Ctx::new(ir, op, consts)?, false, true)
}

fn fold_maxnumf(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Folded {
    float_min_max(&Ctx::new(ir, op, consts)?, true, false)
}

fn fold_minnumf(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Folded {
    float_min_max(&Ctx::new(ir, op, consts)?, false, false)
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
