//! `#if` / `#elif` expression evaluation: integer arithmetic in `intmax_t` /
//! `uintmax_t` as C specifies (https://en.cppreference.com/w/c/preprocessor/conditional),
//! with clang's diagnostics.

use crate::diag::Diagnostics;
use crate::source::Span;
use crate::token::{TokKind, Token};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Value {
    pub v: i64,
    pub unsigned: bool,
}

impl Value {
    fn int(v: i64) -> Self {
        Value { v, unsigned: false }
    }
    fn truth(self) -> bool {
        self.v != 0
    }
}

struct Eval<'a> {
    toks: &'a [Token],
    pos: usize,
    /// Where the directive is, for errors at the end of the line.
    end: Span,
    diags: &'a mut Diagnostics,
    failed: bool,
    depth: u32,
}

/// Evaluates the (already macro-expanded) tokens of a `#if` line. `None` after
/// a diagnostic.
pub fn evaluate(toks: &[Token], end: Span, diags: &mut Diagnostics) -> Option<bool> {
    let mut e = Eval {
        toks,
        pos: 0,
        end,
        diags,
        failed: false,
        depth: 0,
    };
    if toks.is_empty() {
        e.diags.error(end, "#if with no expression");
        return None;
    }
    let v = e.expr(0, true);
    if !e.failed && e.pos < toks.len() {
        let t = &toks[e.pos];
        e.diags.error(
            t.span,
            "token is not a valid binary operator in a preprocessor subexpression",
        );
        e.failed = true;
    }
    if e.failed { None } else { Some(v.truth()) }
}

/// Binary operators with their precedence (higher binds tighter).
const BINARY: &[(&str, u8)] = &[
    ("*", 10),
    ("/", 10),
    ("%", 10),
    ("+", 9),
    ("-", 9),
    ("<<", 8),
    (">>", 8),
    ("<", 7),
    (">", 7),
    ("<=", 7),
    (">=", 7),
    ("==", 6),
    ("!=", 6),
    ("&", 5),
    ("^", 4),
    ("|", 3),
    ("&&", 2),
    ("||", 1),
];

impl Eval<'_> {
    fn peek(&self) -> Option<&Token> {
        self.toks.get(self.pos)
    }

    fn fail(&mut self, span: Span, msg: &str) -> Value {
        if !self.failed {
            self.diags.error(span, msg);
        }
        self.failed = true;
        Value::int(0)
    }

    fn here(&self) -> Span {
        self.peek().map(|t| t.span).unwrap_or(self.end)
    }

    /// `min_prec` 0 admits `?:`; `live` is false in the unevaluated arm of
    /// `&&`, `||` and `?:` (no division-by-zero error there).
    fn expr(&mut self, min_prec: u8, live: bool) -> Value {
        self.depth += 1;
        if self.depth > 256 {
            return self.fail(self.here(), "preprocessor expression nested too deeply");
        }
        let mut lhs = self.unary(live);
        loop {
            if self.failed {
                break;
            }
            let Some(t) = self.peek() else { break };
            if t.is_punct("?") && min_prec == 0 {
                self.pos += 1;
                let c = lhs.truth();
                let a = self.expr(0, live && c);
                if !self.peek().is_some_and(|t| t.is_punct(":")) {
                    let at = self.here();
                    self.fail(at, "expected ':' in preprocessor expression");
                    break;
                }
                self.pos += 1;
                let b = self.expr(0, live && !c);
                let unsigned = a.unsigned || b.unsigned;
                lhs = Value {
                    v: if c { a.v } else { b.v },
                    unsigned,
                };
                continue;
            }
            let TokKind::Punct(p) = t.kind else { break };
            let Some(&(op, prec)) = BINARY.iter().find(|(o, _)| *o == p) else {
                break;
            };
            if prec <= min_prec.saturating_sub(0) && min_prec != 0 && prec <= min_prec {
                break;
            }
            if min_prec != 0 && prec <= min_prec {
                break;
            }
            let op_span = t.span;
            self.pos += 1;
            let rhs_live = match op {
                "&&" => live && lhs.truth(),
                "||" => live && !lhs.truth(),
                _ => live,
            };
            let rhs = self.expr(prec, rhs_live);
            lhs = self.apply(op, lhs, rhs, op_span, live);
        }
        self.depth -= 1;
        lhs
    }

    fn apply(&mut self, op: &str, a: Value, b: Value, span: Span, live: bool) -> Value {
        let unsigned = a.unsigned || b.unsigned;
        let (x, y) = (a.v, b.v);
        let cmp = |r: bool| Value::int(r as i64);
        match op {
            "*" => Value {
                v: x.wrapping_mul(y),
                unsigned,
            },
            "/" | "%" => {
                if y == 0 {
                    if live {
                        let msg = if op == "/" {
                            "division by zero in preprocessor expression"
                        } else {
                            "remainder by zero in preprocessor expression"
                        };
                        return self.fail(span, msg);
                    }
                    return Value { v: 0, unsigned };
                }
                let v = if unsigned {
                    let (ux, uy) = (x as u64, y as u64);
                    (if op == "/" { ux / uy } else { ux % uy }) as i64
                } else if op == "/" {
                    x.wrapping_div(y)
                } else {
                    x.wrapping_rem(y)
                };
                Value { v, unsigned }
            }
            "+" => Value {
                v: x.wrapping_add(y),
                unsigned,
            },
            "-" => Value {
                v: x.wrapping_sub(y),
                unsigned,
            },
            "<<" => Value {
                v: x.wrapping_shl(y as u32),
                unsigned: a.unsigned,
            },
            ">>" => Value {
                v: if a.unsigned {
                    ((x as u64).wrapping_shr(y as u32)) as i64
                } else {
                    x.wrapping_shr(y as u32)
                },
                unsigned: a.unsigned,
            },
            "<" | ">" | "<=" | ">=" => {
                let ord = if unsigned {
                    (x as u64).cmp(&(y as u64))
                } else {
                    x.cmp(&y)
                };
                cmp(match op {
                    "<" => ord.is_lt(),
                    ">" => ord.is_gt(),
                    "<=" => ord.is_le(),
                    _ => ord.is_ge(),
                })
            }
            "==" => cmp(x == y),
            "!=" => cmp(x != y),
            "&" => Value { v: x & y, unsigned },
            "^" => Value { v: x ^ y, unsigned },
            "|" => Value { v: x | y, unsigned },
            "&&" => cmp(x != 0 && y != 0),
            _ => cmp(x != 0 || y != 0),
        }
    }

    fn unary(&mut self, live: bool) -> Value {
        let Some(t) = self.peek().cloned() else {
            let end = self.end;
            return self.fail(end, "expected value in expression");
        };
        self.pos += 1;
        match &t.kind {
            TokKind::Punct("(") => {
                let v = self.expr(0, live);
                if self.failed {
                    return v;
                }
                if !self.peek().is_some_and(|t| t.is_punct(")")) {
                    let at = self.here();
                    self.fail(at, "expected ')' in preprocessor expression");
                    return v;
                }
                self.pos += 1;
                v
            }
            TokKind::Punct("+") => self.unary(live),
            TokKind::Punct("-") => {
                let v = self.unary(live);
                Value {
                    v: v.v.wrapping_neg(),
                    ..v
                }
            }
            TokKind::Punct("~") => {
                let v = self.unary(live);
                Value { v: !v.v, ..v }
            }
            TokKind::Punct("!") => {
                let v = self.unary(live);
                Value::int((v.v == 0) as i64)
            }
            TokKind::Number => match parse_pp_int(&t.text) {
                Some(v) => v,
                None if t.text.contains(['.', 'e', 'E']) && !t.text.starts_with("0x") => {
                    self.fail(t.span, "floating point literal in preprocessor expression")
                }
                None => self.fail(
                    t.span,
                    "invalid integer constant in preprocessor expression",
                ),
            },
            TokKind::Char => Value::int(char_value(&t.text)),
            // C++ (and so HLSL) evaluates `true` as 1; every other identifier left
            // after expansion is 0.
            TokKind::Ident => Value::int((&*t.text == "true") as i64),
            _ => {
                let msg = if self.pos == 1 {
                    "invalid token at start of a preprocessor expression"
                } else {
                    "expected value in expression"
                };
                self.fail(t.span, msg)
            }
        }
    }
}

/// The digits of an integer literal without its suffixes, and their radix:
/// `0x` hex, `0b` binary, a leading `0` octal, else decimal.
pub(crate) fn radix_digits(body: &str) -> (&str, u32) {
    if let Some(h) = body.strip_prefix("0x") {
        (h, 16)
    } else if let Some(b) = body.strip_prefix("0b") {
        (b, 2)
    } else if body.len() > 1 && body.starts_with('0') {
        (&body[1..], 8)
    } else {
        (body, 10)
    }
}

/// An integer pp-number: decimal, octal, hex or binary with `u`/`l` suffixes.
pub fn parse_pp_int(text: &str) -> Option<Value> {
    let lower = text.to_ascii_lowercase();
    let body = lower.trim_end_matches(['u', 'l']);
    let unsigned = lower[body.len()..].contains('u');
    let (digits, radix) = radix_digits(body);
    if digits.is_empty() {
        return None;
    }
    let v = u64::from_str_radix(digits, radix).ok()?;
    Some(Value {
        v: v as i64,
        unsigned: unsigned || v > i64::MAX as u64,
    })
}

fn char_value(text: &str) -> i64 {
    let inner = text.trim_start_matches('\'').trim_end_matches('\'');
    let mut chars = inner.chars();
    match (chars.next(), chars.next()) {
        (Some('\\'), Some(c)) => match c {
            'n' => 10,
            't' => 9,
            'r' => 13,
            '0' => 0,
            'a' => 7,
            'b' => 8,
            'f' => 12,
            'v' => 11,
            other => other as i64,
        },
        (Some(c), _) => c as i64,
        _ => 0,
    }
}
