//! `affine_map<...>` and `affine_set<...>` bodies, kept as canonical text.
//!
//! Follows the grammar of MLIR's affine maps and integer sets
//! (<https://mlir.llvm.org/docs/Dialects/Affine/#affine-maps>,
//! `mlir/lib/AsmParser/AffineParser.cpp`):
//!
//! ```text
//! affine-map  ::= `(` dims? `)` (`[` symbols `]`)? `->` `(` (affine-expr (`,` affine-expr)*)? `)`
//! integer-set ::= `(` dims? `)` (`[` symbols `]`)? `:` `(` constraint (`,` constraint)* `)`
//! constraint  ::= affine-expr (`>=` | `<=` | `==`) affine-expr
//! affine-expr ::= affine-expr (`+` | `-`) affine-expr | affine-expr `*` affine-expr
//!               | affine-expr (`floordiv` | `ceildiv` | `mod`) affine-expr
//!               | `-` affine-expr | `(` affine-expr `)` | integer | dim-or-symbol-name
//! ```
//!
//! The text produced renames dimensions `d0, d1, ...` and symbols `s0, s1, ...`,
//! spaces operators as MLIR prints them and keeps only the parentheses precedence
//! requires. Expressions are not simplified (MLIR folds e.g. `d0 + 0` to `d0`).

use std::fmt::Write;

use super::ParseResult;
use super::state::AsmParser;
use crate::asm::lexer::{self, TokenKind};

#[derive(Clone, Debug, PartialEq)]
enum Expr {
    Dim(usize),
    Sym(usize),
    Const(i64),
    Bin(BinOp, Box<Expr>, Box<Expr>),
}

/// MLIR's affine binary operators; `-x` is `x * -1` and `a - b` is `a + b * -1`.
#[derive(Copy, Clone, Debug, PartialEq)]
enum BinOp {
    Add,
    Mul,
    FloorDiv,
    CeilDiv,
    Mod,
}

impl BinOp {
    fn spelling(self) -> &'static str {
        match self {
            BinOp::Add => " + ",
            BinOp::Mul => " * ",
            BinOp::FloorDiv => " floordiv ",
            BinOp::CeilDiv => " ceildiv ",
            BinOp::Mod => " mod ",
        }
    }
}

impl Expr {
    /// No dimension inside: a constant or an expression of symbols.
    fn is_symbolic(&self) -> bool {
        match self {
            Expr::Dim(_) => false,
            Expr::Sym(_) | Expr::Const(_) => true,
            Expr::Bin(_, l, r) => l.is_symbolic() && r.is_symbolic(),
        }
    }

    fn constant(&self) -> Option<i64> {
        match self {
            Expr::Const(c) => Some(*c),
            _ => None,
        }
    }
}

/// `l + r` with the simplifications MLIR applies when it builds a sum: constants
/// fold and move right (as do symbolic terms next to dimensional ones), zero vanishes, `(x + c) + y` becomes `(x + y) + c`, and
/// like terms `x * c1 + x * c2` merge.
fn add(l: Expr, r: Expr) -> Expr {
    match (l.constant(), r.constant()) {
        (Some(a), Some(b)) => return Expr::Const(a.wrapping_add(b)),
        (Some(_), None) => return add(r, l),
        (None, Some(0)) => return l,
        _ => {}
    }
    // A symbolic operand goes right of a dimensional one.
    if l.is_symbolic() && !r.is_symbolic() {
        return add(r, l);
    }
    if let Expr::Bin(BinOp::Add, x, c) = &l
        && let Some(c1) = c.constant()
    {
        if let Some(c2) = r.constant() {
            return add((**x).clone(), Expr::Const(c1.wrapping_add(c2)));
        }
        return add(add((**x).clone(), r), Expr::Const(c1));
    }
    let term = |e: &Expr| -> (Expr, i64) {
        match e {
            Expr::Bin(BinOp::Mul, x, c) if c.constant().is_some() => {
                ((**x).clone(), c.constant().unwrap_or(1))
            }
            other => (other.clone(), 1),
        }
    };
    let ((lx, lc), (rx, rc)) = (term(&l), term(&r));
    if lx == rx {
        return mul(lx, Expr::Const(lc.wrapping_add(rc)));
    }
    Expr::Bin(BinOp::Add, Box::new(l), Box::new(r))
}

/// `l * r`, with MLIR's simplifications: constants fold and move right (symbolic
/// operands move right of dimensional ones), `x * 1` is `x`, `x * 0` is `0`, and
/// `(x * c1) * c2` is `x * (c1 * c2)`.
fn mul(l: Expr, r: Expr) -> Expr {
    match (l.constant(), r.constant()) {
        (Some(a), Some(b)) => return Expr::Const(a.wrapping_mul(b)),
        (Some(_), None) => return mul(r, l),
        (None, Some(1)) => return l,
        (None, Some(0)) => return Expr::Const(0),
        _ => {}
    }
    if l.is_symbolic() && !r.is_symbolic() {
        return mul(r, l);
    }
    if let Some(c2) = r.constant()
        && let Expr::Bin(BinOp::Mul, x, c) = &l
        && let Some(c1) = c.constant()
    {
        return mul((**x).clone(), Expr::Const(c1.wrapping_mul(c2)));
    }
    Expr::Bin(BinOp::Mul, Box::new(l), Box::new(r))
}

/// `l floordiv|ceildiv|mod r`, folding constants and division by one.
fn div(op: BinOp, l: Expr, r: Expr) -> Expr {
    if let (Some(a), Some(b)) = (l.constant(), r.constant())
        && b != 0
    {
        let (q, m) = (a.wrapping_div(b), a.wrapping_rem(b));
        let floor = if m != 0 && ((m < 0) != (b < 0)) {
            q - 1
        } else {
            q
        };
        return Expr::Const(match op {
            BinOp::FloorDiv => floor,
            BinOp::CeilDiv => {
                if m != 0 && ((m < 0) == (b < 0)) {
                    q + 1
                } else {
                    q
                }
            }
            _ => a.wrapping_sub(floor.wrapping_mul(b)),
        });
    }
    match (op, r.constant()) {
        (BinOp::FloorDiv | BinOp::CeilDiv, Some(1)) => l,
        (BinOp::Mod, Some(1)) => Expr::Const(0),
        _ => Expr::Bin(op, Box::new(l), Box::new(r)),
    }
}

/// Prints as MLIR's `printAffineExprInternal`: a strongly binding context
/// parenthesizes any binary expression.
fn write_expr(out: &mut String, e: &Expr, strong: bool) {
    let (op, l, r) = match e {
        Expr::Dim(i) => {
            let _ = write!(out, "d{i}");
            return;
        }
        Expr::Sym(i) => {
            let _ = write!(out, "s{i}");
            return;
        }
        Expr::Const(c) => {
            let _ = write!(out, "{c}");
            return;
        }
        Expr::Bin(op, l, r) => (*op, &**l, &**r),
    };
    if op != BinOp::Add {
        if op == BinOp::Mul && r.constant() == Some(-1) {
            out.push('-');
            write_expr(out, l, true);
            return;
        }
        if strong {
            out.push('(');
        }
        write_expr(out, l, true);
        out.push_str(op.spelling());
        write_expr(out, r, true);
        if strong {
            out.push(')');
        }
        return;
    }
    if strong {
        out.push('(');
    }
    match r {
        Expr::Bin(BinOp::Mul, rl, rc) if rc.constant().is_some_and(|c| c < 0) => {
            let c = rc.constant().unwrap_or(-1);
            write_expr(out, l, false);
            out.push_str(" - ");
            if c == -1 {
                write_expr(out, rl, matches!(**rl, Expr::Bin(BinOp::Add, ..)));
            } else {
                write_expr(out, rl, true);
                let _ = write!(out, " * {}", c.unsigned_abs());
            }
        }
        Expr::Const(c) if *c < 0 => {
            write_expr(out, l, false);
            let _ = write!(out, " - {}", c.unsigned_abs());
        }
        _ => {
            write_expr(out, l, false);
            out.push_str(" + ");
            write_expr(out, r, false);
        }
    }
    if strong {
        out.push(')');
    }
}

fn write_header(out: &mut String, dims: usize, syms: usize) {
    out.push('(');
    for i in 0..dims {
        if i > 0 {
            out.push_str(", ");
        }
        let _ = write!(out, "d{i}");
    }
    out.push(')');
    if syms > 0 {
        out.push('[');
        for i in 0..syms {
            if i > 0 {
                out.push_str(", ");
            }
            let _ = write!(out, "s{i}");
        }
        out.push(']');
    }
}

/// Whether the canonical text of an affine map is an identity map
/// (`(d0, d1) -> (d0, d1)`, no symbols).
pub(super) fn is_identity_map(body: &str) -> bool {
    let Some(inner) = body
        .strip_prefix("affine_map<")
        .and_then(|b| b.strip_suffix('>'))
    else {
        return false;
    };
    let Some((dims, results)) = inner.split_once(" -> ") else {
        return false;
    };
    dims.starts_with('(') && dims.ends_with(')') && dims == results
}

impl<'a> AsmParser<'a> {
    /// The body of `affine_map<...>` (`is_map`) or `affine_set<...>` as canonical
    /// text: `(d..)[s..] -> (exprs)` or `(d..)[s..] : (constraints)`.
    pub(super) fn parse_affine_text(&mut self, is_map: bool) -> ParseResult<String> {
        let start = self.tok.start;
        let (dims, syms) = self.parse_dim_and_symbol_lists()?;
        let found_map = if self.consume_if(TokenKind::Arrow) {
            true
        } else if self.consume_if(TokenKind::Colon) {
            false
        } else {
            return Err(self.wrong_token("expected '->' or ':'"));
        };
        if found_map != is_map {
            let message = if is_map {
                "expected AffineMap, but got IntegerSet"
            } else {
                "expected IntegerSet, but got AffineMap"
            };
            return Err(self.error_at(start, message));
        }
        let mut out = String::from(if is_map { "affine_map<" } else { "affine_set<" });
        write_header(&mut out, dims.len(), syms.len());
        out.push_str(if is_map { " -> (" } else { " : (" });
        let mut first = true;
        let context = if is_map {
            " in affine map range"
        } else {
            " in integer set constraint list"
        };
        self.comma_list(super::Delimiter::Paren, context, &mut |p| {
            if !std::mem::take(&mut first) {
                out.push_str(", ");
            }
            let lhs = p.parse_affine_expr(&dims, &syms)?;
            if is_map {
                write_expr(&mut out, &lhs, false);
                return Ok(());
            }
            let relation = if p.is(TokenKind::Greater) && p.peek().kind == TokenKind::Equal {
                ">="
            } else if p.is(TokenKind::Less) && p.peek().kind == TokenKind::Equal {
                "<="
            } else if p.is(TokenKind::Equal) && p.peek().kind == TokenKind::Equal {
                "=="
            } else {
                if matches!(
                    p.tok.kind,
                    TokenKind::Greater | TokenKind::Less | TokenKind::Equal
                ) {
                    p.consume();
                }
                return Err(p.wrong_token(
                    "expected '== affine-expr' or '>= affine-expr' at end of affine constraint",
                ));
            };
            p.consume();
            p.consume();
            let rhs = p.parse_affine_expr(&dims, &syms)?;
            // MLIR keeps `lhs - rhs` (or `rhs - lhs` for `<=`) against zero.
            let expr = match relation {
                "<=" => add(rhs, mul(lhs, Expr::Const(-1))),
                _ => add(lhs, mul(rhs, Expr::Const(-1))),
            };
            write_expr(&mut out, &expr, false);
            out.push_str(if relation == "==" { " == 0" } else { " >= 0" });
            Ok(())
        })?;
        if !is_map && first {
            // A set without constraints holds the trivially true one.
            out.push_str("0 == 0");
        }
        out.push_str(")>");
        Ok(out)
    }

    fn parse_dim_and_symbol_lists(&mut self) -> ParseResult<(Vec<&'a str>, Vec<&'a str>)> {
        let mut dims: Vec<&'a str> = Vec::new();
        self.comma_list(
            super::Delimiter::Paren,
            " in dimensional identifier list",
            &mut |p| {
                let name = p.parse_affine_identifier(&dims)?;
                dims.push(name);
                Ok(())
            },
        )?;
        let mut syms: Vec<&'a str> = Vec::new();
        if self.is(TokenKind::LSquare) {
            self.comma_list(super::Delimiter::Square, " in symbol list", &mut |p| {
                let name = p.parse_affine_identifier(&dims)?;
                if syms.contains(&name) {
                    return Err(p.error_here("redefinition of identifier"));
                }
                syms.push(name);
                Ok(())
            })?;
        }
        Ok((dims, syms))
    }

    fn parse_affine_identifier(&mut self, taken: &[&'a str]) -> ParseResult<&'a str> {
        if !self.is(TokenKind::BareIdentifier) {
            return Err(self.wrong_token("expected bare identifier"));
        }
        let name = self.spelling();
        if taken.contains(&name) {
            return Err(self.error_here(format!("redefinition of identifier '{name}'")));
        }
        self.consume();
        Ok(name)
    }

    fn parse_affine_expr(&mut self, dims: &[&'a str], syms: &[&'a str]) -> ParseResult<Expr> {
        self.nested(|p| p.parse_affine_sum(dims, syms))
    }

    fn parse_affine_sum(&mut self, dims: &[&'a str], syms: &[&'a str]) -> ParseResult<Expr> {
        let mut lhs = self.parse_affine_product(dims, syms)?;
        loop {
            let negate = if self.consume_if(TokenKind::Plus) {
                false
            } else if self.consume_if(TokenKind::Minus) {
                true
            } else {
                return Ok(lhs);
            };
            let rhs = self.parse_affine_product(dims, syms)?;
            let rhs = if negate {
                mul(rhs, Expr::Const(-1))
            } else {
                rhs
            };
            lhs = add(lhs, rhs);
        }
    }

    fn parse_affine_product(&mut self, dims: &[&'a str], syms: &[&'a str]) -> ParseResult<Expr> {
        let mut lhs = self.parse_affine_operand(dims, syms)?;
        loop {
            let op_loc = self.tok.start;
            let op = if self.consume_if(TokenKind::Star) {
                BinOp::Mul
            } else if self.consume_keyword("floordiv") {
                BinOp::FloorDiv
            } else if self.consume_keyword("ceildiv") {
                BinOp::CeilDiv
            } else if self.consume_keyword("mod") {
                BinOp::Mod
            } else {
                return Ok(lhs);
            };
            let rhs = self.parse_affine_operand(dims, syms)?;
            lhs = match op {
                BinOp::Mul => {
                    if !lhs.is_symbolic() && !rhs.is_symbolic() {
                        return Err(self.error_at(
                            op_loc,
                            "non-affine expression: at least one of the multiply operands has to be either a \
                             constant or symbolic",
                        ));
                    }
                    mul(lhs, rhs)
                }
                _ => {
                    if !rhs.is_symbolic() {
                        let name = op.spelling().trim();
                        let message = format!(
                            "non-affine expression: right operand of {name} has to be either a constant or symbolic"
                        );
                        return Err(self.error_at(op_loc, message));
                    }
                    div(op, lhs, rhs)
                }
            };
        }
    }

    fn parse_affine_operand(&mut self, dims: &[&'a str], syms: &[&'a str]) -> ParseResult<Expr> {
        match self.tok.kind {
            TokenKind::LParen => {
                self.consume();
                if self.is(TokenKind::RParen) {
                    return Err(self.error_here("no expression inside parentheses"));
                }
                let e = self.parse_affine_expr(dims, syms)?;
                self.expect_token(TokenKind::RParen, "expected ')'")?;
                Ok(e)
            }
            TokenKind::Minus => {
                self.consume();
                let inner = self.nested(|p| p.parse_affine_operand(dims, syms))?;
                Ok(mul(inner, Expr::Const(-1)))
            }
            TokenKind::Integer => {
                let value =
                    lexer::integer_value(self.spelling()).and_then(|v| i64::try_from(v).ok());
                let Some(value) = value else {
                    return Err(self.error_here("constant too large for index"));
                };
                self.consume();
                Ok(Expr::Const(value))
            }
            TokenKind::BareIdentifier => {
                let name = self.spelling();
                let e = if let Some(i) = dims.iter().position(|&d| d == name) {
                    Expr::Dim(i)
                } else if let Some(i) = syms.iter().position(|&s| s == name) {
                    Expr::Sym(i)
                } else {
                    return Err(self.wrong_token("use of undeclared identifier"));
                };
                self.consume();
                Ok(e)
            }
            _ => Err(self.wrong_token("expected affine expression")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn identity_maps() {
        assert!(is_identity_map("affine_map<(d0, d1) -> (d0, d1)>"));
        assert!(is_identity_map("affine_map<() -> ()>"));
        assert!(!is_identity_map("affine_map<(d0, d1) -> (d1, d0)>"));
        assert!(!is_identity_map("affine_map<(d0)[s0] -> (d0)>"));
    }

    fn text(e: &Expr) -> String {
        let mut s = String::new();
        write_expr(&mut s, e, false);
        s
    }

    #[test]
    fn construction_simplifies_as_mlir_does() {
        let (d0, d1, s0) = (Expr::Dim(0), Expr::Dim(1), Expr::Sym(0));
        let c = Expr::Const;
        let neg = |e: Expr| mul(e, c(-1));
        assert_eq!(text(&add(c(2), c(3))), "5");
        assert_eq!(text(&mul(c(2), d0.clone())), "d0 * 2");
        assert_eq!(text(&mul(s0.clone(), d0.clone())), "d0 * s0");
        assert_eq!(text(&add(d0.clone(), c(0))), "d0");
        assert_eq!(text(&mul(d0.clone(), c(1))), "d0");
        assert_eq!(text(&add(c(3), neg(d0.clone()))), "-d0 + 3");
        assert_eq!(text(&add(d0.clone(), c(-1))), "d0 - 1");
        assert_eq!(text(&add(d0.clone(), neg(d1.clone()))), "d0 - d1");
        assert_eq!(
            text(&add(d0.clone(), mul(d1.clone(), c(-4)))),
            "d0 - d1 * 4"
        );
        assert_eq!(text(&neg(add(d0.clone(), c(1)))), "-(d0 + 1)");
        assert_eq!(text(&mul(add(d0.clone(), c(1)), c(2))), "(d0 + 1) * 2");
        assert_eq!(
            text(&mul(mul(d0.clone(), s0.clone()), c(2))),
            "(d0 * s0) * 2"
        );
        assert_eq!(text(&mul(neg(d0.clone()), c(3))), "d0 * -3");
        assert_eq!(
            text(&add(add(mul(d0.clone(), c(-2)), c(1)), neg(d0.clone()))),
            "d0 * -3 + 1"
        );
        assert_eq!(
            text(&add(div(BinOp::FloorDiv, d0.clone(), c(2)), c(1))),
            "d0 floordiv 2 + 1"
        );
        assert_eq!(text(&div(BinOp::FloorDiv, c(-7), c(2))), "-4");
        assert_eq!(text(&div(BinOp::CeilDiv, c(7), c(2))), "4");
        assert_eq!(text(&div(BinOp::Mod, c(-7), c(2))), "1");
        assert_eq!(
            text(&add(d0.clone(), neg(add(neg(d0), c(2))))),
            "d0 - (-d0 + 2)"
        );
    }
}
