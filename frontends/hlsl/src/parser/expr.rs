//! Expressions with C's precedence and associativity
//! (https://en.cppreference.com/w/c/language/operator_precedence), HLSL's
//! constructor-style casts (`float4(x, y, z, w)`), C-style casts, member and
//! method calls (`buf.Load<uint2>(i)`), `tex.mips[l][xy]` and literals.

use super::{PResult, Parser};
use crate::ast::*;
use crate::diag::Diagnostic;
use crate::token::TokKind;

/// Precedence of the shift operators: template arguments stop before `<`/`>`.
const ABOVE_RELATIONAL: u8 = 8;

/// The operator of an assignment token: `=` is plain (`Some(None)`), `+=`
/// and the like are compound.
fn assignment_op(p: &str) -> Option<Option<BinaryOp>> {
    if p == "=" {
        return Some(None);
    }
    BinaryOp::from_compound_assignment(p).map(Some)
}

impl Parser<'_> {
    /// A full expression, commas included.
    pub(crate) fn expr(&mut self) -> PResult<Expr> {
        let mut e = self.assignment()?;
        while self.is(",") {
            self.bump();
            let r = self.assignment()?;
            let span = e.span.to(r.span);
            e = Expr::new(ExprKind::Comma(Box::new(e), Box::new(r)), span);
        }
        Ok(e)
    }

    pub(crate) fn assignment(&mut self) -> PResult<Expr> {
        self.enter()?;
        let r = crate::with_stack(|| self.assignment_inner());
        self.leave();
        r
    }

    fn assignment_inner(&mut self) -> PResult<Expr> {
        let lhs = self.conditional()?;
        let t = self.peek().clone();
        if let TokKind::Punct(p) = t.kind
            && let Some(op) = assignment_op(p)
        {
            let op_span = self.bump().span;
            let rhs = self.assignment()?;
            let span = lhs.span.to(rhs.span);
            return Ok(
                Expr::new(ExprKind::Assign(op, Box::new(lhs), Box::new(rhs)), span).at(op_span),
            );
        }
        Ok(lhs)
    }

    fn conditional(&mut self) -> PResult<Expr> {
        let cond = self.binary(1)?;
        if !self.is("?") {
            return Ok(cond);
        }
        let q = self.bump().span;
        let a = self.expr()?;
        if !self.eat(":") {
            let at = self.peek().span;
            return Err(self.emit(
                Diagnostic::error(at, "expected ':'").with_note(Some(q), "to match this '?'"),
            ));
        }
        let b = self.assignment()?;
        let span = cond.span.to(b.span);
        Ok(Expr::new(
            ExprKind::Ternary(Box::new(cond), Box::new(a), Box::new(b)),
            span,
        )
        .at(q))
    }

    /// A constant template argument: no `<`, `>` or `,` at its top level.
    pub(crate) fn expr_no_relational(&mut self) -> PResult<Expr> {
        self.binary(ABOVE_RELATIONAL)
    }

    fn binary(&mut self, min_prec: u8) -> PResult<Expr> {
        let mut lhs = self.unary()?;
        while let TokKind::Punct(p) = self.peek().kind {
            let Some(op) = BinaryOp::from_spelling(p) else {
                break;
            };
            let prec = op.precedence();
            if prec < min_prec {
                break;
            }
            let op_span = self.bump().span;
            let rhs = self.binary(prec + 1)?;
            let span = lhs.span.to(rhs.span);
            lhs = Expr::new(ExprKind::Binary(op, Box::new(lhs), Box::new(rhs)), span).at(op_span);
        }
        Ok(lhs)
    }

    fn unary(&mut self) -> PResult<Expr> {
        self.enter()?;
        let r = crate::with_stack(|| self.unary_inner());
        self.leave();
        r
    }

    fn unary_inner(&mut self) -> PResult<Expr> {
        let t = self.peek().clone();
        let op = match t.kind {
            TokKind::Punct("+") => Some(UnaryOp::Plus),
            TokKind::Punct("-") => Some(UnaryOp::Neg),
            TokKind::Punct("!") => Some(UnaryOp::Not),
            TokKind::Punct("~") => Some(UnaryOp::BitNot),
            TokKind::Punct("++") => Some(UnaryOp::PreInc),
            TokKind::Punct("--") => Some(UnaryOp::PreDec),
            _ => None,
        };
        if let Some(op) = op {
            self.bump();
            let e = self.unary()?;
            let span = t.span.to(e.span);
            return Ok(Expr::new(ExprKind::Unary(op, Box::new(e)), span));
        }
        if t.is_punct("(") && self.is_cast() {
            let open = self.bump().span;
            let ty = self.type_ref()?;
            let dims = self.array_dims()?;
            self.expect_closing(")", open)?;
            let e = self.unary()?;
            let span = open.to(e.span);
            return Ok(Expr::new(ExprKind::Cast(ty, dims, Box::new(e)), span));
        }
        self.postfix()
    }

    /// After `(`: a type then `)` (or `[`) makes a C-style cast.
    fn is_cast(&mut self) -> bool {
        let save = self.pos;
        self.bump();
        // `(const float)x`
        while self.at_qualifier() {
            self.bump();
        }
        if !self.starts_type() {
            self.pos = save;
            return false;
        }
        let cp = self.diags.checkpoint();
        let ok = self.type_ref().is_ok() && (self.is(")") || self.is("["));
        self.diags.rollback(cp);
        self.pos = save;
        ok
    }

    fn postfix(&mut self) -> PResult<Expr> {
        let mut e = self.primary()?;
        loop {
            let t = self.peek().clone();
            if t.is_punct("[") {
                self.bump();
                let idx = self.expr()?;
                let close = self.expect_closing("]", t.span)?;
                let span = e.span.to(close);
                e = Expr::new(ExprKind::Index(Box::new(e), Box::new(idx)), span).at(t.span);
            } else if t.is_punct(".") {
                self.bump();
                let name_tok = self.peek().clone();
                // Swizzles such as `.5` never occur; `._m00` and `.x` are identifiers.
                let name = if name_tok.is_ident() {
                    self.bump();
                    Ident {
                        name: name_tok.text.to_string(),
                        span: name_tok.span,
                    }
                } else {
                    return Err(self.error(name_tok.span, "expected unqualified-id"));
                };
                let template_args = self.try_call_template_args();
                if self.is("(") {
                    let args = self.call_args()?;
                    let span = e.span.to(self.prev_span());
                    e = Expr::new(
                        ExprKind::MethodCall {
                            object: Box::new(e),
                            method: name,
                            template_args: template_args.unwrap_or_default(),
                            args,
                            resolved: Callee::Unresolved,
                        },
                        span,
                    );
                } else {
                    let span = e.span.to(name.span);
                    let loc = name.span;
                    e = Expr::new(
                        ExprKind::Member {
                            base: Box::new(e),
                            name,
                            resolved: Member::Unresolved,
                        },
                        span,
                    )
                    .at(loc);
                }
            } else if t.is_punct("++") || t.is_punct("--") {
                self.bump();
                let op = if t.is_punct("++") {
                    UnaryOp::PostInc
                } else {
                    UnaryOp::PostDec
                };
                let span = e.span.to(t.span);
                e = Expr::new(ExprKind::Unary(op, Box::new(e)), span);
            } else if t.is_punct("->") {
                return Err(self.error(t.span, "unsupported: operator '->'"));
            } else {
                break;
            }
        }
        Ok(e)
    }

    fn call_args(&mut self) -> PResult<Vec<Expr>> {
        let open = self.bump().span;
        let args = self.comma_list(")", Self::assignment)?;
        self.expect_closing(")", open)?;
        Ok(args)
    }

    fn primary(&mut self) -> PResult<Expr> {
        let t = self.peek().clone();
        match &t.kind {
            TokKind::Number => {
                self.bump();
                number_literal(&t.text)
                    .map(|k| Expr::new(k, t.span))
                    .ok_or_else(|| {
                        self.error(t.span, format!("invalid numeric literal '{}'", t.text))
                    })
            }
            TokKind::Str => {
                self.bump();
                let mut text = t.text.to_string();
                let mut span = t.span;
                // Adjacent string literals concatenate.
                while self.peek().kind == TokKind::Str {
                    let u = self.bump();
                    text.pop();
                    text.push_str(&u.text[1..]);
                    span = span.to(u.span);
                }
                Ok(Expr::new(ExprKind::StringLit(text), span))
            }
            TokKind::Char => {
                self.bump();
                let v = t.text.chars().nth(1).map(|c| c as u64).unwrap_or(0);
                Ok(Expr::new(ExprKind::IntLit(v, t.text.to_string()), t.span))
            }
            TokKind::Punct("(") => {
                let open = self.bump().span;
                let e = self.expr()?;
                let close = self.expect_closing(")", open)?;
                // Parentheses are kept as the span only; printing re-derives them.
                Ok(Expr {
                    span: open.to(close),
                    ..e
                })
            }
            TokKind::Punct("{") => {
                let Init::List(items, span) = self.initializer()? else {
                    return Err(self.error(t.span, "expected expression"));
                };
                let mut exprs = Vec::new();
                flatten_init(items, &mut exprs);
                Ok(Expr::new(ExprKind::InitList(exprs), span))
            }
            TokKind::Ident => self.name_expr(),
            _ => Err(self.error(t.span, "expected expression")),
        }
    }

    fn name_expr(&mut self) -> PResult<Expr> {
        let t = self.peek().clone();
        match &*t.text {
            "true" | "false" => {
                self.bump();
                return Ok(Expr::new(ExprKind::BoolLit(&*t.text == "true"), t.span));
            }
            "sizeof" => return Err(self.error(t.span, "unsupported: 'sizeof'")),
            _ => {}
        }
        // A type name followed by `(` constructs (`float4(...)`, `S(...)` is
        // not HLSL but vector<...>(...) is).
        if self.starts_type()
            && !matches!(&*t.text, "struct" | "class" | "enum")
            && !self.peek_at(1).is_punct("::")
        {
            let save = self.pos;
            let cp = self.diags.checkpoint();
            if let Ok(ty) = self.type_ref()
                && self.is("(")
            {
                let args = self.call_args()?;
                let span = ty.span.to(self.prev_span());
                return Ok(Expr::new(ExprKind::Construct(ty, args), span));
            }
            self.pos = save;
            self.diags.rollback(cp);
            // `S::member` of a user type, or an enum's `E::A`.
            if !self.peek_at(1).is_punct("::") {
                let e = self.error(
                    t.span,
                    "expected '(' for function-style cast or type construction",
                );
                return Err(e);
            }
        }
        let mut path = vec![Ident {
            name: t.text.to_string(),
            span: t.span,
        }];
        self.bump();
        while self.is("::") && self.peek_at(1).is_ident() {
            self.bump();
            let p = self.bump();
            path.push(Ident {
                name: p.text.to_string(),
                span: p.span,
            });
        }
        let span = path[0]
            .span
            .to(path.last().map(|p| p.span).unwrap_or(t.span));
        let template_args = if self.is("<") {
            self.try_call_template_args()
        } else {
            None
        };
        if self.is("(") {
            let args = self.call_args()?;
            let span = span.to(self.prev_span());
            return Ok(Expr::new(
                ExprKind::Call {
                    callee: path,
                    template_args: template_args.unwrap_or_default(),
                    args,
                    resolved: Callee::Unresolved,
                },
                span,
            ));
        }
        Ok(Expr::new(
            ExprKind::Name {
                path,
                resolved: None,
            },
            span,
        ))
    }
}

fn flatten_init(items: Vec<Init>, out: &mut Vec<Expr>) {
    for i in items {
        match i {
            Init::Expr(e) => out.push(e),
            Init::List(inner, _) => flatten_init(inner, out),
        }
    }
}

/// Classifies a pp-number: integer (decimal, octal, hex, binary; suffixes
/// `u`, `l`, `ll`, `ul`) or floating (suffixes `f`, `h`, `l`; DXC's `lf`).
pub fn number_literal(text: &str) -> Option<ExprKind> {
    let lower = text.to_ascii_lowercase();
    let is_hex = lower.starts_with("0x");
    let is_float = if is_hex {
        lower.contains('.') || lower.contains('p')
    } else {
        lower.contains('.') || lower.contains('e') || lower.ends_with('f') || lower.ends_with('h')
    };
    if is_float {
        if is_hex {
            return None;
        }
        let body = lower.trim_end_matches(['f', 'h', 'l']);
        if body.is_empty() || body.len() + 2 < lower.len() {
            return None;
        }
        let v: f64 = body.parse().ok()?;
        return Some(ExprKind::FloatLit(v, text.to_string()));
    }
    let body = lower.trim_end_matches(['u', 'l']);
    if body.len() + 3 < lower.len() || body.is_empty() {
        return None;
    }
    let (digits, radix) = crate::pp::radix_digits(body);
    let v = u64::from_str_radix(digits, radix).ok()?;
    Some(ExprKind::IntLit(v, text.to_string()))
}
