//! Random affine maps and integer sets, as text upstream accepts: products
//! have a symbolic or constant operand, divisors and moduli are symbolic or
//! constant (zero and negative constants included: upstream keeps those
//! unsimplified). Dimensions and symbols get `d0`/`s0` names or others.

use std::fmt::Write;

use crate::rng::Rng;

/// Names of `count` identifiers: upstream's own (`d0`, `s0`) or others.
fn names(count: usize, prefix: &str, custom: bool) -> Vec<String> {
    (0..count)
        .map(|i| {
            if custom {
                format!("{}{i}{prefix}", ["i", "j_", "N", "x.y"][i % 4])
            } else {
                format!("{prefix}{i}")
            }
        })
        .collect()
}

/// A constant: usually small, sometimes large enough to overflow when folded.
fn constant(rng: &mut Rng) -> String {
    match rng.below(12) {
        0 => "9223372036854775807".to_string(),
        1 => format!("{}", 1u64 << (40 + rng.below(22))),
        2 => "0".to_string(),
        _ => rng.below(20).to_string(),
    }
}

struct Scope {
    dims: Vec<String>,
    symbols: Vec<String>,
}

/// An expression of symbols and constants only.
fn symbolic(rng: &mut Rng, scope: &Scope, depth: u32) -> String {
    if depth == 0 || rng.one_in(2) {
        if !scope.symbols.is_empty() && rng.one_in(2) {
            return rng.pick(&scope.symbols).clone();
        }
        let c = constant(rng);
        return if rng.one_in(5) { format!("-{c}") } else { c };
    }
    let l = symbolic(rng, scope, depth - 1);
    let r = symbolic(rng, scope, depth - 1);
    match rng.below(6) {
        0 => format!("{l} + {r}"),
        1 => format!("{l} - {r}"),
        2 => format!("({l}) * ({r})"),
        3 => format!("({l}) floordiv ({r})"),
        4 => format!("({l}) mod ({r})"),
        _ => format!("-({l})"),
    }
}

/// Any affine expression.
fn expr(rng: &mut Rng, scope: &Scope, depth: u32) -> String {
    if depth == 0 || rng.one_in(3) {
        return match rng.below(5) {
            0..=2 if !scope.dims.is_empty() => rng.pick(&scope.dims).clone(),
            3 if !scope.symbols.is_empty() => rng.pick(&scope.symbols).clone(),
            _ => constant(rng),
        };
    }
    let l = expr(rng, scope, depth - 1);
    let paren = |rng: &mut Rng, e: String| {
        if rng.one_in(3) || e.contains(' ') {
            format!("({e})")
        } else {
            e
        }
    };
    match rng.below(9) {
        0 | 1 => {
            let r = expr(rng, scope, depth - 1);
            format!("{l} + {r}")
        }
        2 => {
            let r = expr(rng, scope, depth - 1);
            let r = paren(rng, r);
            format!("{l} - {r}")
        }
        3 => {
            let s = symbolic(rng, scope, depth - 1);
            let s = paren(rng, s);
            let l = paren(rng, l);
            if rng.one_in(2) {
                format!("{l} * {s}")
            } else {
                format!("{s} * {l}")
            }
        }
        4..=6 => {
            let op = ["floordiv", "ceildiv", "mod"][rng.below(3)];
            let l = paren(rng, l);
            let r = symbolic(rng, scope, 1);
            let r = paren(rng, r);
            format!("{l} {op} {r}")
        }
        7 => {
            let l = paren(rng, l);
            format!("-{l}")
        }
        _ => format!("({l})"),
    }
}

fn header(rng: &mut Rng, dims: usize) -> (String, Scope) {
    let custom = rng.one_in(4);
    let symbols = if rng.one_in(2) { rng.below(3) } else { 0 };
    let scope = Scope {
        dims: names(dims, "d", custom),
        symbols: names(symbols, "s", custom),
    };
    let mut text = format!("({})", scope.dims.join(", "));
    if !scope.symbols.is_empty() || rng.one_in(8) {
        let _ = write!(text, "[{}]", scope.symbols.join(", "));
    }
    (text, scope)
}

/// `affine_map<...>` over `dims` dimensions (a memref layout's rank), with
/// `results` results, or a random number when `None`.
pub fn affine_map(rng: &mut Rng, dims: usize, results: Option<usize>) -> String {
    let (head, scope) = header(rng, dims);
    let count = results.unwrap_or_else(|| rng.below(4));
    let exprs: Vec<String> = (0..count).map(|_| expr(rng, &scope, 3)).collect();
    format!("affine_map<{head} -> ({})>", exprs.join(", "))
}

/// `affine_set<...>`.
pub fn affine_set(rng: &mut Rng) -> String {
    let dims = rng.below(3);
    let (head, scope) = header(rng, dims);
    let constraints: Vec<String> = (0..rng.below(4))
        .map(|_| {
            let op = *rng.pick(&[">=", "<=", "=="]);
            format!("{} {op} {}", expr(rng, &scope, 2), expr(rng, &scope, 2))
        })
        .collect();
    format!("affine_set<{head} : ({})>", constraints.join(", "))
}
