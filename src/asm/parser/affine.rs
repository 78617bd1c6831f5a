//! `affine_map<...>` and `affine_set<...>` bodies.
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
//! Expressions are built left to right through [`AffineExpr`]'s operators, so
//! they come out simplified exactly as upstream builds them. Errors are those
//! of upstream, at its positions: a non-affine product or division is reported
//! at the operator *after* it when one follows (upstream checks an operation
//! when it meets the next operator), a missing operand names the side it
//! misses.

use std::ops::{Add, Mul, Neg, Sub};

use super::ParseResult;
use super::state::AsmParser;
use crate::asm::lexer::{self, TokenKind};
use crate::ir::{AffineBinaryKind, AffineExpr, AffineMap, IntegerSet};

/// `+` / `-`.
#[derive(Copy, Clone)]
enum LowOp {
    Add,
    Sub,
}

/// A parsed map or set.
pub(super) enum AffineStructure {
    Map(AffineMap),
    Set(IntegerSet),
}

/// Dimension and symbol names in scope, in definition order.
struct Names<'a> {
    names: Vec<(&'a str, AffineExpr)>,
    dims: u32,
    symbols: u32,
}

impl<'a> AsmParser<'a> {
    /// The body of `affine_map<...>` or `affine_set<...>` (upstream's
    /// `parseAffineMapOrIntegerSetInline`).
    pub(super) fn parse_affine_structure(&mut self) -> ParseResult<AffineStructure> {
        let mut names = Names {
            names: Vec::new(),
            dims: 0,
            symbols: 0,
        };
        self.comma_list(
            super::Delimiter::Paren,
            " in dimensional identifier list",
            &mut |p| {
                let dim = AffineExpr::Dim(names.dims);
                names.dims += 1;
                p.parse_affine_identifier_definition(&mut names, dim)
            },
        )?;
        if self.is(TokenKind::LSquare) {
            self.comma_list(super::Delimiter::Square, " in symbol list", &mut |p| {
                let symbol = AffineExpr::Symbol(names.symbols);
                names.symbols += 1;
                p.parse_affine_identifier_definition(&mut names, symbol)
            })?;
        }
        if self.consume_if(TokenKind::Arrow) {
            let mut results = Vec::new();
            self.comma_list(super::Delimiter::Paren, " in affine map range", &mut |p| {
                results.push(p.parse_affine_expr(&names)?);
                Ok(())
            })?;
            return Ok(AffineStructure::Map(AffineMap {
                num_dims: names.dims,
                num_symbols: names.symbols,
                results: results.into(),
            }));
        }
        self.expect_token(TokenKind::Colon, "expected '->' or ':'")?;
        let mut constraints = Vec::new();
        let mut equalities = Vec::new();
        self.comma_list(
            super::Delimiter::Paren,
            " in integer set constraint list",
            &mut |p| {
                let (expr, eq) = p.parse_affine_constraint(&names)?;
                constraints.push(expr);
                equalities.push(eq);
                Ok(())
            },
        )?;
        if constraints.is_empty() {
            // No constraint is the trivially true `0 == 0`.
            constraints.push(AffineExpr::Constant(0));
            equalities.push(true);
        }
        Ok(AffineStructure::Set(IntegerSet {
            num_dims: names.dims,
            num_symbols: names.symbols,
            constraints: constraints.into(),
            equalities: equalities.into(),
        }))
    }

    fn parse_affine_identifier_definition(
        &mut self,
        names: &mut Names<'a>,
        expr: AffineExpr,
    ) -> ParseResult<()> {
        if !self.is(TokenKind::BareIdentifier) {
            return Err(self.wrong_token("expected bare identifier"));
        }
        let name = self.spelling();
        if names.names.iter().any(|(n, _)| *n == name) {
            return Err(self.error_here(format!("redefinition of identifier '{name}'")));
        }
        self.consume();
        names.names.push((name, expr));
        Ok(())
    }

    /// `lhs >= rhs` (kept as `lhs - rhs >= 0`), `lhs <= rhs` (`rhs - lhs >= 0`)
    /// or `lhs == rhs` (`lhs - rhs == 0`).
    fn parse_affine_constraint(&mut self, names: &Names<'a>) -> ParseResult<(AffineExpr, bool)> {
        let lhs = self.parse_affine_expr(names)?;
        // Upstream tries each relation by consuming its first token, then its
        // second; a first token without its second is gone for the next try.
        if self.consume_if(TokenKind::Greater) && self.consume_if(TokenKind::Equal) {
            let rhs = self.parse_affine_expr(names)?;
            return Ok((lhs.sub(rhs), false));
        }
        if self.consume_if(TokenKind::Less) && self.consume_if(TokenKind::Equal) {
            let rhs = self.parse_affine_expr(names)?;
            return Ok((rhs.sub(lhs), false));
        }
        if self.consume_if(TokenKind::Equal) && self.consume_if(TokenKind::Equal) {
            let rhs = self.parse_affine_expr(names)?;
            return Ok((lhs.sub(rhs), true));
        }
        Err(self.error_here(
            "expected '== affine-expr' or '>= affine-expr' at end of affine constraint",
        ))
    }

    fn consume_low_op(&mut self) -> Option<LowOp> {
        if self.consume_if(TokenKind::Plus) {
            Some(LowOp::Add)
        } else if self.consume_if(TokenKind::Minus) {
            Some(LowOp::Sub)
        } else {
            None
        }
    }

    fn consume_high_op(&mut self) -> Option<AffineBinaryKind> {
        let op = match self.tok.kind {
            TokenKind::Star => AffineBinaryKind::Mul,
            TokenKind::BareIdentifier => match self.spelling() {
                "floordiv" => AffineBinaryKind::FloorDiv,
                "ceildiv" => AffineBinaryKind::CeilDiv,
                "mod" => AffineBinaryKind::Mod,
                _ => return None,
            },
            _ => return None,
        };
        self.consume();
        Some(op)
    }

    /// A whole expression: a left-associative chain of `+` / `-` over
    /// products (upstream's `parseAffineLowPrecOpExpr`).
    fn parse_affine_expr(&mut self, names: &Names<'a>) -> ParseResult<AffineExpr> {
        self.nested(|p| {
            let combine = |op: LowOp, l: AffineExpr, r: AffineExpr| match op {
                LowOp::Add => l.add(r),
                LowOp::Sub => l.sub(r),
            };
            let mut pending: Option<(AffineExpr, LowOp)> = None;
            loop {
                let lhs = p.parse_affine_operand(names, pending.is_some())?;
                if let Some(op) = p.consume_low_op() {
                    let sum = match pending.take() {
                        Some((l, pending_op)) => combine(pending_op, l, lhs),
                        None => lhs,
                    };
                    pending = Some((sum, op));
                    continue;
                }
                let op_loc = p.tok.start;
                if let Some(op) = p.consume_high_op() {
                    let product = p.parse_affine_product(names, lhs, op, op_loc)?;
                    let expr = match pending.take() {
                        Some((l, pending_op)) => combine(pending_op, l, product),
                        None => product,
                    };
                    if let Some(next) = p.consume_low_op() {
                        pending = Some((expr, next));
                        continue;
                    }
                    return Ok(expr);
                }
                return Ok(match pending {
                    Some((l, pending_op)) => combine(pending_op, l, lhs),
                    None => lhs,
                });
            }
        })
    }

    /// The rest of a chain of `*`, `floordiv`, `ceildiv`, `mod` after `lhs op`
    /// (upstream's `parseAffineHighPrecOpExpr`).
    fn parse_affine_product(
        &mut self,
        names: &Names<'a>,
        mut lhs: AffineExpr,
        mut op: AffineBinaryKind,
        mut op_loc: u32,
    ) -> ParseResult<AffineExpr> {
        loop {
            let rhs = self.parse_affine_operand(names, true)?;
            let next_loc = self.tok.start;
            match self.consume_high_op() {
                Some(next) => {
                    // Checked now, and reported at the operator just read.
                    lhs = self.affine_high_op(op, lhs, rhs, next_loc)?;
                    op = next;
                    op_loc = next_loc;
                }
                None => return self.affine_high_op(op, lhs, rhs, op_loc),
            }
        }
    }

    /// `lhs op rhs` for a multiplicative `op`, refused when not affine.
    fn affine_high_op(
        &mut self,
        op: AffineBinaryKind,
        lhs: AffineExpr,
        rhs: AffineExpr,
        loc: u32,
    ) -> ParseResult<AffineExpr> {
        let name = match op {
            AffineBinaryKind::Mul => {
                if !lhs.is_symbolic_or_constant() && !rhs.is_symbolic_or_constant() {
                    return Err(self.error_at(
                        loc,
                        "non-affine expression: at least one of the multiply operands has to be \
                         either a constant or symbolic",
                    ));
                }
                return Ok(lhs.mul(rhs));
            }
            AffineBinaryKind::FloorDiv => "floordiv",
            AffineBinaryKind::CeilDiv => "ceildiv",
            AffineBinaryKind::Mod => "mod",
            AffineBinaryKind::Add => return Ok(lhs.add(rhs)),
        };
        if !rhs.is_symbolic_or_constant() {
            let message = format!(
                "non-affine expression: right operand of {name} has to be either a constant or symbolic"
            );
            return Err(self.error_at(loc, message));
        }
        Ok(AffineExpr::binary_op(op, lhs, rhs))
    }

    /// An operand: a name, an integer, `(expr)` or `-operand`. `after_operator`
    /// says whether it is the right operand of an operator (for the wording of
    /// a missing one).
    fn parse_affine_operand(
        &mut self,
        names: &Names<'a>,
        after_operator: bool,
    ) -> ParseResult<AffineExpr> {
        match self.tok.kind {
            TokenKind::PercentIdentifier => Err(self.wrong_token("unexpected ssa identifier")),
            // `symbol(%v)` names an SSA value, which an attribute cannot.
            TokenKind::BareIdentifier if self.spelling() == "symbol" => {
                self.consume();
                self.expect_token(TokenKind::LParen, "expected '(' at start of SSA symbol")?;
                Err(self.wrong_token("unexpected ssa identifier"))
            }
            TokenKind::Integer => {
                let value =
                    lexer::integer_value(self.spelling()).and_then(|v| i64::try_from(v).ok());
                let Some(value) = value else {
                    return Err(self.error_here("constant too large for index"));
                };
                self.consume();
                Ok(AffineExpr::Constant(value))
            }
            TokenKind::LParen => {
                self.consume();
                if self.is(TokenKind::RParen) {
                    return Err(self.error_here("no expression inside parentheses"));
                }
                let e = self.parse_affine_expr(names)?;
                self.expect_token(TokenKind::RParen, "expected ')'")?;
                Ok(e)
            }
            TokenKind::Minus => {
                self.consume();
                let Ok(operand) = self.nested(|p| p.parse_affine_operand(names, after_operator))
                else {
                    // Upstream adds this to the operand's own error.
                    self.error_here("missing operand of negation");
                    return Err(super::ParseError);
                };
                Ok(operand.neg())
            }
            TokenKind::Plus | TokenKind::Star => Err(self.error_here(if after_operator {
                "missing right operand of binary operator"
            } else {
                "missing left operand of binary operator"
            })),
            TokenKind::BareIdentifier => {
                let name = self.spelling();
                let Some((_, e)) = names.names.iter().find(|(n, _)| *n == name) else {
                    return Err(self.wrong_token("use of undeclared identifier"));
                };
                let e = e.clone();
                self.consume();
                Ok(e)
            }
            _ => Err(self.error_here(if after_operator {
                "missing right operand of binary operator"
            } else {
                "expected affine expression"
            })),
        }
    }
}
