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

use super::state::AsmParser;
use super::ParseResult;
use crate::asm::lexer::{self, TokenKind};

#[derive(Clone, Debug, PartialEq)]
enum Expr {
    Dim(usize),
    Sym(usize),
    Const(i64),
    Neg(Box<Expr>),
    Bin(BinOp, Box<Expr>, Box<Expr>),
}

#[derive(Copy, Clone, Debug, PartialEq)]
enum BinOp {
    Add,
    Sub,
    Mul,
    FloorDiv,
    CeilDiv,
    Mod,
}

impl BinOp {
    fn precedence(self) -> u8 {
        match self {
            BinOp::Add | BinOp::Sub => 1,
            _ => 2,
        }
    }
    fn spelling(self) -> &'static str {
        match self {
            BinOp::Add => " + ",
            BinOp::Sub => " - ",
            BinOp::Mul => " * ",
            BinOp::FloorDiv => " floordiv ",
            BinOp::CeilDiv => " ceildiv ",
            BinOp::Mod => " mod ",
        }
    }
}

fn precedence(e: &Expr) -> u8 {
    match e {
        Expr::Bin(op, ..) => op.precedence(),
        Expr::Neg(_) => 3,
        _ => 4,
    }
}

fn write_expr(out: &mut String, e: &Expr) {
    // Iterative over right spines is unnecessary: depth is bounded by the parser.
    match e {
        Expr::Dim(i) => {
            let _ = write!(out, "d{i}");
        }
        Expr::Sym(i) => {
            let _ = write!(out, "s{i}");
        }
        Expr::Const(c) => {
            let _ = write!(out, "{c}");
        }
        Expr::Neg(inner) => {
            out.push('-');
            write_operand(out, inner, precedence(inner) < 3);
        }
        Expr::Bin(op, l, r) => {
            write_operand(out, l, precedence(l) < op.precedence());
            out.push_str(op.spelling());
            write_operand(out, r, precedence(r) <= op.precedence());
        }
    }
}

fn write_operand(out: &mut String, e: &Expr, parens: bool) {
    if parens {
        out.push('(');
        write_expr(out, e);
        out.push(')');
    } else {
        write_expr(out, e);
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
    let Some(inner) = body.strip_prefix("affine_map<").and_then(|b| b.strip_suffix('>')) else {
        return false;
    };
    let Some((dims, results)) = inner.split_once(" -> ") else { return false };
    dims.starts_with('(') && dims.ends_with(')') && dims == results
}

impl<'a> AsmParser<'a> {
    /// `(d..)[s..] -> (exprs)` as canonical `affine_map<...>` text.
    pub(super) fn parse_affine_map_text(&mut self) -> ParseResult<String> {
        let (dims, syms) = self.parse_dim_and_symbol_lists()?;
        self.expect(TokenKind::Arrow, "expected '->' or '['")?;
        let mut results = Vec::new();
        self.comma_list(super::Delimiter::Paren, "", &mut |p| {
            results.push(p.parse_affine_expr(&dims, &syms)?);
            Ok(())
        })?;
        let mut out = String::from("affine_map<");
        write_header(&mut out, dims.len(), syms.len());
        out.push_str(" -> (");
        for (i, r) in results.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            write_expr(&mut out, r);
        }
        out.push_str(")>");
        Ok(out)
    }

    /// `(d..)[s..] : (constraints)` as canonical `affine_set<...>` text.
    pub(super) fn parse_integer_set_text(&mut self) -> ParseResult<String> {
        let (dims, syms) = self.parse_dim_and_symbol_lists()?;
        self.expect(TokenKind::Colon, "expected ':' or '['")?;
        let mut constraints = Vec::new();
        self.comma_list(super::Delimiter::Paren, "", &mut |p| {
            let lhs = p.parse_affine_expr(&dims, &syms)?;
            let relation = if p.consume_if(TokenKind::Greater) {
                p.expect(TokenKind::Equal, "expected '>=' in integer set constraint")?;
                ">="
            } else if p.consume_if(TokenKind::Less) {
                p.expect(TokenKind::Equal, "expected '<=' in integer set constraint")?;
                "<="
            } else if p.consume_if(TokenKind::Equal) {
                p.expect(TokenKind::Equal, "expected '==' in integer set constraint")?;
                "=="
            } else {
                return Err(p.wrong_token("expected '==', '<=' or '>='"));
            };
            let rhs = p.parse_affine_expr(&dims, &syms)?;
            constraints.push((lhs, relation, rhs));
            Ok(())
        })?;
        let mut out = String::from("affine_set<");
        write_header(&mut out, dims.len(), syms.len());
        out.push_str(" : (");
        for (i, (l, rel, r)) in constraints.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            write_expr(&mut out, l);
            let _ = write!(out, " {rel} ");
            write_expr(&mut out, r);
        }
        out.push_str(")>");
        Ok(out)
    }

    fn parse_dim_and_symbol_lists(&mut self) -> ParseResult<(Vec<&'a str>, Vec<&'a str>)> {
        let mut dims: Vec<&'a str> = Vec::new();
        self.comma_list(super::Delimiter::Paren, " in dimensional identifier list", &mut |p| {
            let name = p.parse_affine_identifier(&dims)?;
            dims.push(name);
            Ok(())
        })?;
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
            let op = if self.consume_if(TokenKind::Plus) {
                BinOp::Add
            } else if self.consume_if(TokenKind::Minus) {
                BinOp::Sub
            } else {
                return Ok(lhs);
            };
            let rhs = self.parse_affine_product(dims, syms)?;
            lhs = Expr::Bin(op, Box::new(lhs), Box::new(rhs));
        }
    }

    fn parse_affine_product(&mut self, dims: &[&'a str], syms: &[&'a str]) -> ParseResult<Expr> {
        let mut lhs = self.parse_affine_operand(dims, syms)?;
        loop {
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
            lhs = Expr::Bin(op, Box::new(lhs), Box::new(rhs));
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
                self.expect(TokenKind::RParen, "expected ')'")?;
                Ok(e)
            }
            TokenKind::Minus => {
                self.consume();
                let inner = self.nested(|p| p.parse_affine_operand(dims, syms))?;
                Ok(match inner {
                    Expr::Const(c) => Expr::Const(c.wrapping_neg()),
                    other => Expr::Neg(Box::new(other)),
                })
            }
            TokenKind::Integer => {
                let value = lexer::integer_value(self.spelling()).and_then(|v| i64::try_from(v).ok());
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
                    return Err(self.error_here("use of undeclared identifier"));
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

    #[test]
    fn expressions_print_with_minimal_parentheses() {
        let d = |i| Box::new(Expr::Dim(i));
        let mut s = String::new();
        write_expr(&mut s, &Expr::Bin(BinOp::Sub, d(0), Box::new(Expr::Bin(BinOp::Add, d(1), d(2)))));
        assert_eq!(s, "d0 - (d1 + d2)");
        s.clear();
        write_expr(&mut s, &Expr::Bin(BinOp::Add, Box::new(Expr::Bin(BinOp::Mul, d(0), Box::new(Expr::Const(4)))), d(1)));
        assert_eq!(s, "d0 * 4 + d1");
        s.clear();
        write_expr(&mut s, &Expr::Bin(BinOp::Mul, Box::new(Expr::Bin(BinOp::Add, d(0), d(1))), Box::new(Expr::Sym(0))));
        assert_eq!(s, "(d0 + d1) * s0");
    }
}
