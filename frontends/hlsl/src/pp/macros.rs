//! Macro definitions and their substitution: parameters, `#` stringizing,
//! `##` pasting, `__VA_ARGS__` and GNU's `, ## __VA_ARGS__`
//! (https://gcc.gnu.org/onlinedocs/cpp/Macros.html).

use std::rc::Rc;

use super::Preprocessor;
use crate::diag::Diagnostics;
use crate::lexer::lex_all;
use crate::source::Span;
use crate::token::{HideSet, TokKind, Token};

#[derive(Debug)]
pub struct Macro {
    /// `None` for object-like macros.
    pub params: Option<Vec<Rc<str>>>,
    /// The last parameter is `__VA_ARGS__` (or a GNU named variadic).
    pub variadic: bool,
    pub body: Vec<Token>,
    pub name_span: Span,
}

impl Macro {
    /// C's rule for a benign redefinition: same parameters, same body tokens
    /// with the same whitespace separation.
    pub fn same_definition(&self, other: &Macro) -> bool {
        self.params == other.params
            && self.variadic == other.variadic
            && self.body.len() == other.body.len()
            && self
                .body
                .iter()
                .zip(&other.body)
                .enumerate()
                .all(|(i, (a, b))| a.text == b.text && (i == 0 || a.space == b.space))
    }

    fn param_index(&self, name: &str) -> Option<usize> {
        self.params.as_ref()?.iter().position(|p| &**p == name)
    }
}

/// Parses `NAME[(params)] body` (the tokens after `#define`).
/// Reports the error `message` at `at` and gives up on the definition.
fn refuse(diags: &mut Diagnostics, at: Span, message: impl Into<String>) -> Option<Macro> {
    diags.error(at, message);
    None
}

pub fn parse_definition(toks: &[Token], diags: &mut Diagnostics) -> Option<Macro> {
    let name = &toks[0];
    let mut i = 1;
    let mut params = None;
    let mut variadic = false;
    if toks.get(1).is_some_and(|t| t.is_punct("(") && !t.space) {
        let mut list: Vec<Rc<str>> = Vec::new();
        i = 2;
        if toks.get(i).is_some_and(|t| t.is_punct(")")) {
            i += 1;
        } else {
            loop {
                match toks.get(i) {
                    Some(t) if t.is_punct("...") => {
                        variadic = true;
                        list.push("__VA_ARGS__".into());
                        i += 1;
                        if !toks.get(i).is_some_and(|t| t.is_punct(")")) {
                            let at = toks.get(i).map(|t| t.span).unwrap_or(t.span);
                            return refuse(diags, at, "missing ')' in macro parameter list");
                        }
                        i += 1;
                        break;
                    }
                    Some(t) if t.is_ident() => {
                        if list.contains(&t.text) {
                            return refuse(
                                diags,
                                t.span,
                                format!("duplicate macro parameter name '{}'", t.text),
                            );
                        }
                        list.push(t.text.clone());
                        i += 1;
                        match toks.get(i) {
                            Some(u) if u.is_punct(",") => i += 1,
                            Some(u) if u.is_punct(")") => {
                                i += 1;
                                break;
                            }
                            Some(u) if u.is_punct("...") => {
                                // GNU named variadic parameter `args...`.
                                variadic = true;
                                i += 1;
                                if !toks.get(i).is_some_and(|t| t.is_punct(")")) {
                                    return refuse(
                                        diags,
                                        u.span,
                                        "missing ')' in macro parameter list",
                                    );
                                }
                                i += 1;
                                break;
                            }
                            Some(u) => {
                                return refuse(
                                    diags,
                                    u.span,
                                    "expected comma in macro parameter list",
                                );
                            }
                            None => {
                                return refuse(
                                    diags,
                                    t.span,
                                    "missing ')' in macro parameter list",
                                );
                            }
                        }
                    }
                    Some(t) => {
                        return refuse(diags, t.span, "invalid token in macro parameter list");
                    }
                    None => {
                        return refuse(diags, name.span, "missing ')' in macro parameter list");
                    }
                }
            }
        }
        params = Some(list);
    } else if let Some(t) = toks.get(1)
        && !t.space
    {
        diags.warning(
            t.span,
            "whitespace required after macro name",
            "c99-extensions",
        );
    }
    let mut body: Vec<Token> = toks[i..].to_vec();
    for t in &mut body {
        t.bol = false;
    }
    if let Some(first) = body.first_mut() {
        first.space = false;
    }
    let m = Macro {
        params,
        variadic,
        body,
        name_span: name.span,
    };
    // `##` cannot start or end a body; `#` must name a parameter.
    let ends = [m.body.first(), m.body.last()];
    if let Some(t) = ends.into_iter().flatten().find(|t| t.is_punct("##")) {
        let message = "'##' cannot appear at either end of a macro expansion";
        return refuse(diags, t.span, message);
    }
    if m.params.is_some() {
        for (k, t) in m.body.iter().enumerate() {
            if t.is_punct("#") {
                let ok = m
                    .body
                    .get(k + 1)
                    .is_some_and(|n| n.is_ident() && m.param_index(&n.text).is_some());
                if !ok {
                    return refuse(diags, t.span, "'#' is not followed by a macro parameter");
                }
            }
        }
    }
    Some(m)
}

pub fn add_to_hideset(hs: Option<&HideSet>, name: &Rc<str>) -> HideSet {
    let mut v: Vec<Rc<str>> = hs.map(|h| (**h).clone()).unwrap_or_default();
    if !v.contains(name) {
        v.push(name.clone());
    }
    Rc::new(v)
}

fn union(a: Option<&HideSet>, b: &HideSet) -> HideSet {
    match a {
        None => b.clone(),
        Some(a) => {
            let mut v = (**a).clone();
            for n in b.iter() {
                if !v.contains(n) {
                    v.push(n.clone());
                }
            }
            Rc::new(v)
        }
    }
}

/// `#arg`: the argument's spelling as a string literal.
fn stringify(arg: &[Token], span: Span) -> Token {
    let mut s = String::from("\"");
    for (i, t) in arg.iter().enumerate() {
        if i > 0 && t.space {
            s.push(' ');
        }
        if matches!(t.kind, TokKind::Str | TokKind::Char) {
            for c in t.text.chars() {
                if c == '"' || c == '\\' {
                    s.push('\\');
                }
                s.push(c);
            }
        } else {
            s.push_str(&t.text);
        }
    }
    s.push('"');
    Token::new(TokKind::Str, s, span)
}

/// Substitutes the arguments into `m`'s body; every resulting token gets the
/// invocation's span and the hide set `hs`.
pub(super) fn substitute(
    pp: &mut Preprocessor<'_>,
    m: &Macro,
    args: &[Vec<Token>],
    invocation: &Token,
    hs: &HideSet,
) -> Vec<Token> {
    let body = &m.body;
    let mut out: Vec<Token> = Vec::new();
    // Placemarker handling: `pasted_empty` marks that the left side of a `##`
    // was an empty argument.
    let mut expanded_cache: Vec<Option<Vec<Token>>> = vec![None; args.len()];
    let mut i = 0;
    let mut paste_next = false;
    let mut left_empty = false;
    while i < body.len() {
        let t = &body[i];
        // `# param`
        if t.is_punct("#")
            && m.params.is_some()
            && let Some(p) = body.get(i + 1).and_then(|n| m.param_index(&n.text))
        {
            let mut s = stringify(&args[p], invocation.span);
            s.space = t.space;
            push_or_paste(pp, &mut out, s, &mut paste_next, &mut left_empty);
            i += 2;
            continue;
        }
        if t.is_punct("##") {
            // GNU: `, ## __VA_ARGS__` with empty variadic arguments drops the comma.
            if m.variadic
                && out.last().is_some_and(|l| l.is_punct(","))
                && body
                    .get(i + 1)
                    .is_some_and(|n| n.is_ident_named("__VA_ARGS__"))
            {
                let va = args.last().map(|a| a.is_empty()).unwrap_or(true);
                if va {
                    out.pop();
                    i += 2;
                    continue;
                }
                // Otherwise keep the comma and the (unexpanded) arguments.
                let mut a = args.last().cloned().unwrap_or_default();
                if let Some(f) = a.first_mut() {
                    f.space = false;
                }
                out.extend(a);
                i += 2;
                continue;
            }
            paste_next = true;
            i += 1;
            continue;
        }
        if t.is_ident()
            && let Some(p) = m.param_index(&t.text)
        {
            let next_is_paste = body.get(i + 1).is_some_and(|n| n.is_punct("##"));
            let toks: Vec<Token> = if paste_next || next_is_paste {
                args[p].clone()
            } else {
                if expanded_cache[p].is_none() {
                    expanded_cache[p] = Some(pp.expand_list(args[p].clone()));
                }
                expanded_cache[p].clone().unwrap_or_default()
            };
            if toks.is_empty() {
                if paste_next {
                    // `x ## <empty>`: the left side stays as is.
                    paste_next = false;
                } else if next_is_paste {
                    left_empty = true;
                }
                i += 1;
                continue;
            }
            let mut first = true;
            for mut a in toks {
                if first {
                    a.space = t.space;
                    first = false;
                    push_or_paste(pp, &mut out, a, &mut paste_next, &mut left_empty);
                } else {
                    out.push(a);
                }
            }
            i += 1;
            continue;
        }
        let mut c = t.clone();
        c.hide = None;
        push_or_paste(pp, &mut out, c, &mut paste_next, &mut left_empty);
        i += 1;
    }
    for t in &mut out {
        t.hide = Some(union(t.hide.as_ref(), hs));
        t.span = invocation.span;
        t.bol = false;
    }
    if let Some(f) = out.first_mut() {
        f.space = invocation.space;
        f.bol = invocation.bol;
    }
    out
}

fn push_or_paste(
    pp: &mut Preprocessor<'_>,
    out: &mut Vec<Token>,
    t: Token,
    paste_next: &mut bool,
    left_empty: &mut bool,
) {
    if *paste_next && !*left_empty {
        *paste_next = false;
        if let Some(lhs) = out.pop() {
            out.push(paste(pp, &lhs, &t));
            return;
        }
    }
    *paste_next = false;
    *left_empty = false;
    out.push(t);
}

/// `a ## b`: the concatenated spelling must lex as one token.
fn paste(pp: &mut Preprocessor<'_>, lhs: &Token, rhs: &Token) -> Token {
    let text = format!("{}{}", lhs.text, rhs.text);
    let mut scratch = Diagnostics::new();
    let toks = lex_all(lhs.span.file, &text, &mut scratch);
    if toks.len() == 1 && !scratch.has_errors() {
        let mut t = toks.into_iter().next().expect("one token");
        t.span = lhs.span;
        t.space = lhs.space;
        t.hide = lhs.hide.clone();
        return t;
    }
    pp.diags.error(
        lhs.span,
        format!("pasting formed '{text}', an invalid preprocessing token"),
    );
    let mut t = rhs.clone();
    t.space = true;
    t
}
