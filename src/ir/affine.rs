//! Affine expressions, affine maps and integer sets, with MLIR's algebra.
//!
//! Mirrors `mlir/include/mlir/IR/AffineExpr.h`, `AffineMap.h` and
//! `IntegerSet.h` (<https://mlir.llvm.org/docs/Dialects/Affine/#affine-expressions>).
//! An expression is built only through its `+`, `-`, `*` operators,
//! [`AffineExpr::floor_div`], [`AffineExpr::ceil_div`] and [`AffineExpr::modulo`],
//! which simplify as MLIR 22's `AffineExpr` operators do when they build an
//! expression, so the same text always gives the same (canonical) expression:
//!
//! - constants fold (unless the result would overflow 64 bits) and go to the
//!   right of a sum or product, as symbolic terms go right of dimensional ones;
//!   a sum or product of two dimensions (two symbols) is ordered by position,
//!   a dimension before a symbol;
//! - `x + 0`, `x * 1`, `x * 0`, `x floordiv 1`, `x ceildiv 1` vanish;
//!   `(x + c1) + c2` is `x + (c1 + c2)`, `(x + c) + y` is `(x + y) + c`,
//!   `x * c1 + x * c2` is `x * (c1 + c2)`, `(x * c1) * c2` is `x * (c1 * c2)`,
//!   `(x * c) * y` is `(x * y) * c`;
//! - `x - (x floordiv q) * q` is `x mod q`, also as the last term of a sum
//!   (`(a + x) - (x floordiv 4) * 4` is `a + x mod 4`: the last term and a
//!   product of a quotient are tried together, and kept together when that
//!   simplifies anything);
//! - divisions and modulos of multiples fold: `(x * 6) mod 3` is `0`,
//!   `(x * 4 + y) floordiv 2` is `x * 2 + y floordiv 2`, `(x + y * 4) mod 4` is
//!   `x mod 4`, `(x mod 6) mod 3` is `x mod 3` (MLIR's "largest known divisor").
//!
//! [`fmt::Display`] prints them as MLIR's `AsmPrinter` does, parenthesizing
//! only where precedence requires (`-d0 + 3`, `d0 - d1 * 4`, `(d0 + 1) * 2`).

use std::fmt::{self, Write as _};
use std::ops::{Add, Mul, Neg, Sub};
use std::sync::Arc;

/// The operator of a binary affine expression.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum AffineBinaryKind {
    Add,
    Mul,
    FloorDiv,
    CeilDiv,
    Mod,
}

impl AffineBinaryKind {
    fn spelling(self) -> &'static str {
        match self {
            AffineBinaryKind::Add => " + ",
            AffineBinaryKind::Mul => " * ",
            AffineBinaryKind::FloorDiv => " floordiv ",
            AffineBinaryKind::CeilDiv => " ceildiv ",
            AffineBinaryKind::Mod => " mod ",
        }
    }
}

/// An affine expression: a dimension `dN`, a symbol `sN`, a constant, or a
/// binary operation. Equality is structural; built through the operator
/// methods, equal expressions are built the same way.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum AffineExpr {
    Dim(u32),
    Symbol(u32),
    Constant(i64),
    Binary(Arc<AffineBinary>),
}

/// The operands of a binary affine expression.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct AffineBinary {
    pub kind: AffineBinaryKind,
    pub lhs: AffineExpr,
    pub rhs: AffineExpr,
}

impl AffineExpr {
    fn constant(&self) -> Option<i64> {
        match self {
            AffineExpr::Constant(c) => Some(*c),
            _ => None,
        }
    }

    fn binary(&self, kind: AffineBinaryKind) -> Option<&AffineBinary> {
        match self {
            AffineExpr::Binary(b) if b.kind == kind => Some(b),
            _ => None,
        }
    }

    /// The binary node, unsimplified. Operands of a sum or product that are
    /// both dimensions or both symbols are ordered by position, a dimension
    /// goes before a symbol (as MLIR 22 orders a new commutative expression).
    fn node(kind: AffineBinaryKind, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        let swap = matches!(kind, AffineBinaryKind::Add | AffineBinaryKind::Mul)
            && match (&lhs, &rhs) {
                (AffineExpr::Dim(a), AffineExpr::Dim(b))
                | (AffineExpr::Symbol(a), AffineExpr::Symbol(b)) => a > b,
                (AffineExpr::Symbol(_), AffineExpr::Dim(_)) => true,
                _ => false,
            };
        let (lhs, rhs) = if swap { (rhs, lhs) } else { (lhs, rhs) };
        AffineExpr::Binary(Arc::new(AffineBinary { kind, lhs, rhs }))
    }

    /// The expression `kind(lhs, rhs)`, simplified (MLIR's
    /// `getAffineBinaryOpExpr`).
    pub fn binary_op(kind: AffineBinaryKind, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        let simplified = match kind {
            AffineBinaryKind::Add => simplify_add(&lhs, &rhs),
            AffineBinaryKind::Mul => simplify_mul(&lhs, &rhs),
            AffineBinaryKind::FloorDiv | AffineBinaryKind::CeilDiv => {
                simplify_div(&lhs, &rhs, kind)
            }
            AffineBinaryKind::Mod => simplify_mod(&lhs, &rhs),
        };
        simplified.unwrap_or_else(|| AffineExpr::node(kind, lhs, rhs))
    }

    /// Made of symbols and constants only (no dimension).
    pub fn is_symbolic_or_constant(&self) -> bool {
        match self {
            AffineExpr::Dim(_) => false,
            AffineExpr::Symbol(_) | AffineExpr::Constant(_) => true,
            AffineExpr::Binary(b) => {
                b.lhs.is_symbolic_or_constant() && b.rhs.is_symbolic_or_constant()
            }
        }
    }

    /// MLIR's `getLargestKnownDivisor` (with its 64-bit wrapping arithmetic).
    pub fn largest_known_divisor(&self) -> i64 {
        match self {
            AffineExpr::Dim(_) | AffineExpr::Symbol(_) => 1,
            AffineExpr::Constant(c) => c.wrapping_abs(),
            AffineExpr::Binary(b) => match b.kind {
                AffineBinaryKind::Mul => b
                    .lhs
                    .largest_known_divisor()
                    .wrapping_mul(b.rhs.largest_known_divisor()),
                AffineBinaryKind::Add | AffineBinaryKind::Mod => gcd(
                    b.lhs.largest_known_divisor() as u64,
                    b.rhs.largest_known_divisor() as u64,
                ) as i64,
                AffineBinaryKind::FloorDiv | AffineBinaryKind::CeilDiv => match b.rhs.constant() {
                    Some(rhs) if rhs != 0 => {
                        let lhs = b.lhs.largest_known_divisor();
                        if lhs.wrapping_rem(rhs) == 0 {
                            lhs.wrapping_div(rhs).wrapping_abs()
                        } else {
                            1
                        }
                    }
                    _ => 1,
                },
            },
        }
    }

    /// `self floordiv rhs`.
    pub fn floor_div(self, rhs: AffineExpr) -> AffineExpr {
        AffineExpr::binary_op(AffineBinaryKind::FloorDiv, self, rhs)
    }

    /// `self ceildiv rhs`.
    pub fn ceil_div(self, rhs: AffineExpr) -> AffineExpr {
        AffineExpr::binary_op(AffineBinaryKind::CeilDiv, self, rhs)
    }

    /// `self mod rhs`.
    pub fn modulo(self, rhs: AffineExpr) -> AffineExpr {
        AffineExpr::binary_op(AffineBinaryKind::Mod, self, rhs)
    }

    /// Whether this is dimension `d`.
    fn is_dim(&self, d: u32) -> bool {
        *self == AffineExpr::Dim(d)
    }
}

/// Implements `self + rhs` and `self * rhs` (MLIR's `AffineExpr::operator+`
/// and `operator*`; of a product, one side must be symbolic or constant).
macro_rules! binary_operators {
    ($($trait:ident::$method:ident => $kind:ident;)*) => {$(
        impl $trait for AffineExpr {
            type Output = AffineExpr;
            fn $method(self, rhs: AffineExpr) -> AffineExpr {
                AffineExpr::binary_op(AffineBinaryKind::$kind, self, rhs)
            }
        }
    )*};
}

binary_operators! {
    Add::add => Add;
    Mul::mul => Mul;
}

/// `-self`, that is `self * -1`.
impl Neg for AffineExpr {
    type Output = AffineExpr;
    fn neg(self) -> AffineExpr {
        self * AffineExpr::Constant(-1)
    }
}

/// `self - rhs`, that is `self + rhs * -1`.
impl Sub for AffineExpr {
    type Output = AffineExpr;
    fn sub(self, rhs: AffineExpr) -> AffineExpr {
        self + -rhs
    }
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

fn c(value: i64) -> AffineExpr {
    AffineExpr::Constant(value)
}

/// MLIR's `simplifyAdd`.
fn simplify_add(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let (lc, rc) = (lhs.constant(), rhs.constant());
    if let (Some(a), Some(b)) = (lc, rc) {
        return a.checked_add(b).map(c);
    }
    // Constants, then symbolic terms, go right.
    if lc.is_some() || (lhs.is_symbolic_or_constant() && !rhs.is_symbolic_or_constant()) {
        return Some(rhs.clone().add(lhs.clone()));
    }
    if rc == Some(0) {
        return Some(lhs.clone());
    }
    let l_add = lhs.binary(AffineBinaryKind::Add);
    // (x + c1) + c2 -> x + (c1 + c2).
    if let (Some(l), Some(c2)) = (l_add, rc)
        && let Some(c1) = l.rhs.constant()
    {
        return Some(l.lhs.clone().add(c(c1.wrapping_add(c2))));
    }
    // x * c1 + x * c2 -> x * (c1 + c2), a bare term counting as `x * 1`.
    let term = |e: &AffineExpr| match e.binary(AffineBinaryKind::Mul) {
        Some(m) if m.rhs.constant().is_some() => (m.lhs.clone(), m.rhs.constant().unwrap_or(1)),
        _ => (e.clone(), 1),
    };
    let ((first, c1), (second, c2)) = (term(lhs), term(rhs));
    if first == second {
        return Some(first.mul(c(c1.wrapping_add(c2))));
    }
    // (x + c) + y -> (x + y) + c.
    if let Some(l) = l_add
        && let Some(c1) = l.rhs.constant()
    {
        return Some(l.lhs.clone().add(rhs.clone()).add(c(c1)));
    }
    // x + ((x floordiv q) * q) * -1 -> x mod q.
    let r = match rhs {
        AffineExpr::Binary(r) => r,
        _ => return None,
    };
    if r.rhs.constant() == Some(-1)
        && let Some(product) = r.lhs.binary(AffineBinaryKind::Mul)
    {
        let quotient = product.lhs.binary(AffineBinaryKind::FloorDiv)?;
        if quotient.rhs == product.rhs && *lhs == quotient.lhs {
            return Some(lhs.clone().modulo(product.rhs.clone()));
        }
    }
    // x + (x floordiv c) * -c -> x mod c, for a constant c > 0.
    let quotient = r.lhs.binary(AffineBinaryKind::FloorDiv)?;
    if r.kind != AffineBinaryKind::Mul {
        return None;
    }
    let positive = quotient.rhs.constant().is_some_and(|q| q > 0);
    if positive && *lhs == quotient.lhs && quotient.rhs == r.rhs.clone().neg() {
        return Some(lhs.clone().modulo(quotient.rhs.clone()));
    }
    // (a + x) + (x floordiv c) * -c -> a + x mod c: the last term of a sum is
    // tried with the product, and taken when anything simplifies.
    let l = l_add?;
    let simplified = simplify_add(&l.rhs, rhs)?;
    Some(l.lhs.clone().add(simplified))
}

/// MLIR's `simplifyMul`.
fn simplify_mul(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let (lc, rc) = (lhs.constant(), rhs.constant());
    if let (Some(a), Some(b)) = (lc, rc) {
        return a.checked_mul(b).map(c);
    }
    // The constant, or symbolic, operand goes right.
    if !rhs.is_symbolic_or_constant() || lc.is_some() {
        return Some(rhs.clone().mul(lhs.clone()));
    }
    match rc {
        Some(1) => return Some(lhs.clone()),
        Some(0) => return Some(c(0)),
        _ => {}
    }
    let l_mul = lhs.binary(AffineBinaryKind::Mul)?;
    let c1 = l_mul.rhs.constant()?;
    // (x * c1) * c2 -> x * (c1 * c2).
    if let Some(c2) = rc {
        return Some(l_mul.lhs.clone().mul(c(c1.wrapping_mul(c2))));
    }
    // (x * c) * y -> (x * y) * c.
    Some(l_mul.lhs.clone().mul(rhs.clone()).mul(c(c1)))
}

/// MLIR's `simplifyFloorDiv` / `simplifyCeilDiv`.
fn simplify_div(lhs: &AffineExpr, rhs: &AffineExpr, kind: AffineBinaryKind) -> Option<AffineExpr> {
    let divisor = rhs.constant().filter(|&d| d != 0)?;
    if let Some(dividend) = lhs.constant() {
        if dividend == i64::MIN && divisor == -1 {
            return None;
        }
        let (q, r) = (dividend / divisor, dividend % divisor);
        let quotient = match kind {
            AffineBinaryKind::FloorDiv if r != 0 && (r < 0) != (divisor < 0) => q - 1,
            AffineBinaryKind::CeilDiv if r != 0 && (r < 0) == (divisor < 0) => q + 1,
            _ => q,
        };
        return Some(c(quotient));
    }
    if divisor == 1 {
        return Some(lhs.clone());
    }
    let l = match lhs {
        AffineExpr::Binary(l) => l,
        _ => return None,
    };
    // (x * c1) floordiv c2 -> x * (c1 / c2) when c2 divides c1.
    if l.kind == AffineBinaryKind::Mul
        && let Some(c1) = l.rhs.constant()
        && c1.wrapping_rem(divisor) == 0
    {
        return Some(l.lhs.clone().mul(c(c1.wrapping_div(divisor))));
    }
    // (x + y) floordiv c -> x floordiv c + y floordiv c when c divides either.
    if kind == AffineBinaryKind::FloorDiv && l.kind == AffineBinaryKind::Add {
        let (ld, rd) = (l.lhs.largest_known_divisor(), l.rhs.largest_known_divisor());
        if ld.wrapping_rem(divisor) == 0 || rd.wrapping_rem(divisor) == 0 {
            let left = l.lhs.clone().floor_div(c(divisor));
            return Some(left.add(l.rhs.clone().floor_div(c(divisor))));
        }
    }
    None
}

/// MLIR's `simplifyMod`.
fn simplify_mod(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let modulus = rhs.constant().filter(|&m| m >= 1)?;
    if let Some(value) = lhs.constant() {
        return Some(c(value.rem_euclid(modulus)));
    }
    if lhs.largest_known_divisor().wrapping_rem(modulus) == 0 {
        return Some(c(0));
    }
    let l = match lhs {
        AffineExpr::Binary(l) => l,
        _ => return None,
    };
    match l.kind {
        // (x + y) mod c -> y mod c when c divides x (or x mod c when it divides y).
        AffineBinaryKind::Add => {
            if l.lhs.largest_known_divisor().wrapping_rem(modulus) == 0 {
                return Some(l.rhs.clone().modulo(c(modulus)));
            }
            if l.rhs.largest_known_divisor().wrapping_rem(modulus) == 0 {
                return Some(l.lhs.clone().modulo(c(modulus)));
            }
            None
        }
        // (x mod a) mod b -> x mod b when b divides a.
        AffineBinaryKind::Mod => {
            let inner = l.rhs.constant().filter(|&a| a >= 1)?;
            (inner.rem_euclid(modulus) == 0).then(|| l.lhs.clone().modulo(c(modulus)))
        }
        _ => None,
    }
}

/// How tightly the context of a printed expression binds.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Binding {
    Weak,
    Strong,
}

fn write_expr(f: &mut fmt::Formatter<'_>, e: &AffineExpr, binding: Binding) -> fmt::Result {
    let b = match e {
        AffineExpr::Dim(d) => return write!(f, "d{d}"),
        AffineExpr::Symbol(s) => return write!(f, "s{s}"),
        AffineExpr::Constant(v) => return write!(f, "{v}"),
        AffineExpr::Binary(b) => b,
    };
    let strong = binding == Binding::Strong;
    if strong {
        f.write_str("(")?;
    }
    if b.kind != AffineBinaryKind::Add {
        if b.kind == AffineBinaryKind::Mul && b.rhs.constant() == Some(-1) {
            f.write_str("-")?;
            write_expr(f, &b.lhs, Binding::Strong)?;
        } else {
            write_expr(f, &b.lhs, Binding::Strong)?;
            f.write_str(b.kind.spelling())?;
            write_expr(f, &b.rhs, Binding::Strong)?;
        }
    } else {
        // A sum with a negated product or a negative constant prints as a
        // difference.
        let negated = b
            .rhs
            .binary(AffineBinaryKind::Mul)
            .and_then(|m| Some((m, m.rhs.constant()?)))
            .filter(|&(_, k)| k < 0);
        write_expr(f, &b.lhs, Binding::Weak)?;
        match (negated, b.rhs.constant()) {
            (Some((m, -1)), _) => {
                f.write_str(" - ")?;
                let inner = if m.lhs.binary(AffineBinaryKind::Add).is_some() {
                    Binding::Strong
                } else {
                    Binding::Weak
                };
                write_expr(f, &m.lhs, inner)?;
            }
            (Some((m, k)), _) => {
                f.write_str(" - ")?;
                write_expr(f, &m.lhs, Binding::Strong)?;
                write!(f, " * {}", k.wrapping_neg())?;
            }
            (None, Some(k)) if k < 0 => write!(f, " - {}", k.wrapping_neg())?,
            _ => {
                f.write_str(" + ")?;
                write_expr(f, &b.rhs, Binding::Weak)?;
            }
        }
    }
    if strong {
        f.write_str(")")?;
    }
    Ok(())
}

impl fmt::Display for AffineExpr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_expr(f, self, Binding::Weak)
    }
}

/// `(d0, d1)[s0]`: the dimension and symbol lists of a map or set.
fn write_header(f: &mut fmt::Formatter<'_>, dims: u32, symbols: u32) -> fmt::Result {
    write_ids(f, ('(', ')'), 'd', dims)?;
    if symbols > 0 {
        write_ids(f, ('[', ']'), 's', symbols)?;
    }
    Ok(())
}

/// `count` identifiers `{prefix}0, {prefix}1, ...` between `brackets`.
fn write_ids(
    f: &mut fmt::Formatter<'_>,
    brackets: (char, char),
    prefix: char,
    count: u32,
) -> fmt::Result {
    f.write_char(brackets.0)?;
    for i in 0..count {
        if i > 0 {
            f.write_str(", ")?;
        }
        write!(f, "{prefix}{i}")?;
    }
    f.write_char(brackets.1)
}

/// `(d0, ...)[s0, ...] -> (results)`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct AffineMap {
    pub num_dims: u32,
    pub num_symbols: u32,
    pub results: Box<[AffineExpr]>,
}

impl AffineMap {
    /// Whether the results are `d0, d1, ...`, one per dimension (symbols may
    /// exist): MLIR's `AffineMap::isIdentity`.
    pub fn is_identity(&self) -> bool {
        self.results.len() == self.num_dims as usize
            && self
                .results
                .iter()
                .enumerate()
                .all(|(i, r)| r.is_dim(i as u32))
    }
}

/// Prints the map's body, as inside `affine_map<...>`.
impl fmt::Display for AffineMap {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_header(f, self.num_dims, self.num_symbols)?;
        f.write_str(" -> (")?;
        for (i, r) in self.results.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write_expr(f, r, Binding::Weak)?;
        }
        f.write_str(")")
    }
}

/// `(d0, ...)[s0, ...] : (c0 >= 0, c1 == 0, ...)`: each constraint is an
/// expression compared with zero.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct IntegerSet {
    pub num_dims: u32,
    pub num_symbols: u32,
    pub constraints: Box<[AffineExpr]>,
    /// Per constraint: `== 0` (else `>= 0`).
    pub equalities: Box<[bool]>,
}

/// Prints the set's body, as inside `affine_set<...>`.
impl fmt::Display for IntegerSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_header(f, self.num_dims, self.num_symbols)?;
        f.write_str(" : (")?;
        for (i, (e, &eq)) in self
            .constraints
            .iter()
            .zip(self.equalities.iter())
            .enumerate()
        {
            if i > 0 {
                f.write_str(", ")?;
            }
            write_expr(f, e, Binding::Weak)?;
            f.write_str(if eq { " == 0" } else { " >= 0" })?;
        }
        f.write_str(")")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(i: u32) -> AffineExpr {
        AffineExpr::Dim(i)
    }
    fn s(i: u32) -> AffineExpr {
        AffineExpr::Symbol(i)
    }

    /// The expressions and their printed forms are those of `mlir-opt-22`
    /// reading the same input.
    #[test]
    fn construction_simplifies_as_mlir_does() {
        let cases: Vec<(AffineExpr, &str)> = vec![
            (c(2).add(c(3)), "5"),
            (c(2).mul(d(0)), "d0 * 2"),
            (s(0).mul(d(1)), "d1 * s0"),
            (d(1).add(d(0)), "d0 + d1"),
            (s(1).add(s(0)), "s0 + s1"),
            (s(1).mul(s(0)), "s0 * s1"),
            (d(0).add(c(0)), "d0"),
            (c(3).add(d(0).neg()), "-d0 + 3"),
            (d(0).add(c(-1)), "d0 - 1"),
            (d(0).sub(d(1)), "d0 - d1"),
            (d(0).add(d(1).mul(c(-4))), "d0 - d1 * 4"),
            (d(0).add(c(1)).neg(), "-(d0 + 1)"),
            (d(0).add(c(1)).mul(c(2)), "(d0 + 1) * 2"),
            (d(0).mul(s(0)).mul(c(2)), "(d0 * s0) * 2"),
            (d(0).neg().floor_div(c(2)), "(-d0) floordiv 2"),
            (d(0).mul(c(6)).modulo(c(6)), "0"),
            (d(0).add(d(1).mul(c(4))).modulo(c(4)), "d0 mod 4"),
            (
                d(0).mul(c(4)).add(d(1)).floor_div(c(-2)),
                "d0 * -2 + d1 floordiv -2",
            ),
            (d(0).modulo(c(6)).modulo(c(3)), "d0 mod 3"),
            (d(0).sub(d(0).floor_div(c(4)).mul(c(4))), "d0 mod 4"),
            (
                d(0).add(d(0).floor_div(c(-4)).mul(c(4))),
                "d0 + (d0 floordiv -4) * 4",
            ),
            (d(0).sub(d(0).floor_div(s(0)).mul(s(0))), "d0 mod s0"),
            (c(3).add(d(1)).add(c(2)).add(d(0)), "d0 + d1 + 5"),
            (d(2).add(d(1)).add(d(0)), "d1 + d2 + d0"),
            (s(1).mul(s(0)).mul(d(0)), "d0 * (s0 * s1)"),
            (c(-7).floor_div(c(-2)), "3"),
            (c(-7).ceil_div(c(-2)), "4"),
            (c(7).modulo(c(-2)), "7 mod -2"),
            (c(i64::MAX).add(c(1)), "9223372036854775807 + 1"),
            (
                c(i64::MIN).floor_div(c(-1)),
                "-9223372036854775808 floordiv -1",
            ),
            (d(0).floor_div(c(0)), "d0 floordiv 0"),
            (
                d(0).mul(c(4)).add(d(1)).ceil_div(c(2)),
                "(d0 * 4 + d1) ceildiv 2",
            ),
            (d(0).add(d(0)), "d0 * 2"),
            (d(0).sub(d(0)), "0"),
            (
                s(0).add(s(1)).sub(s(1).floor_div(c(4)).mul(c(4))),
                "s0 + s1 mod 4",
            ),
            (
                d(0).add(s(0)).sub(d(0).floor_div(c(3))),
                "d0 + -(d0 floordiv 3) + s0",
            ),
            (
                d(0).add(d(1)).sub(d(1).floor_div(c(4)).mul(c(3))),
                "d0 + d1 - (d1 floordiv 4) * 3",
            ),
        ];
        for (expr, text) in cases {
            assert_eq!(expr.to_string(), text);
        }
    }

    #[test]
    fn maps_and_sets_print_their_bodies() {
        let map = AffineMap {
            num_dims: 2,
            num_symbols: 1,
            results: vec![d(0), d(1)].into(),
        };
        assert_eq!(map.to_string(), "(d0, d1)[s0] -> (d0, d1)");
        assert!(map.is_identity(), "symbols do not matter");
        let set = IntegerSet {
            num_dims: 1,
            num_symbols: 0,
            constraints: vec![d(0).add(c(-1)), c(0)].into(),
            equalities: vec![false, true].into(),
        };
        assert_eq!(set.to_string(), "(d0) : (d0 - 1 >= 0, 0 == 0)");
    }
}
