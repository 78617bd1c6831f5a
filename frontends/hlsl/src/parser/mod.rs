//! The parser: expanded tokens to the [`crate::ast`], for HLSL 2021 as DXC
//! parses it (https://microsoft.github.io/hlsl-specs/specs/hlsl.html). Like C++,
//! HLSL needs to know which names are types; the parser tracks the type names
//! declared so far (structs, typedefs, enums) in nested scopes.
//!
//! Errors use clang's wording; after one, the parser skips to the next `;` or
//! `}` at the same nesting and goes on. Nesting deeper than clang's bracket
//! limit is a fatal error, so no input can exhaust the stack.

mod decl;
mod expr;
mod stmt;
mod types;

use rustc_hash::FxHashSet;

use crate::ast::{Ident, TranslationUnit};
use crate::diag::{Diagnostic, Diagnostics};
use crate::source::Span;
use crate::token::{TokKind, Token};

/// clang's `-fbracket-depth` default.
const MAX_DEPTH: u32 = 256;

pub struct Parser<'a> {
    toks: Vec<Token>,
    pos: usize,
    diags: &'a mut Diagnostics,
    scopes: Vec<FxHashSet<String>>,
    depth: u32,
    /// Set once the depth limit was hit: everything unwinds.
    aborted: bool,
}

/// The result of a parse step that already reported its error.
pub(crate) struct Reported;

pub(crate) type PResult<T> = Result<T, Reported>;

impl<'a> Parser<'a> {
    pub fn new(toks: Vec<Token>, diags: &'a mut Diagnostics) -> Self {
        let mut toks = toks;
        if toks.last().is_none_or(|t| !t.is_eof()) {
            let span = toks.last().map(|t| t.span).unwrap_or_default();
            toks.push(Token::new(TokKind::Eof, "", span));
        }
        Parser {
            toks,
            pos: 0,
            diags,
            scopes: vec![FxHashSet::default()],
            depth: 0,
            aborted: false,
        }
    }

    pub fn parse(mut self) -> TranslationUnit {
        let mut decls = Vec::new();
        while !self.at_eof() && !self.aborted {
            let before = self.pos;
            match self.top_level_decl() {
                Ok(mut d) => decls.append(&mut d),
                Err(Reported) => self.recover_top_level(),
            }
            if self.pos == before && !self.at_eof() {
                // Never loop without progress.
                self.pos += 1;
            }
        }
        TranslationUnit { decls }
    }

    // --- Token access ----------------------------------------------------------------

    pub(crate) fn peek(&self) -> &Token {
        &self.toks[self.pos.min(self.toks.len() - 1)]
    }

    pub(crate) fn peek_at(&self, k: usize) -> &Token {
        &self.toks[(self.pos + k).min(self.toks.len() - 1)]
    }

    pub(crate) fn at_eof(&self) -> bool {
        self.peek().is_eof()
    }

    pub(crate) fn bump(&mut self) -> Token {
        let t = self.peek().clone();
        if !t.is_eof() {
            self.pos += 1;
        }
        t
    }

    pub(crate) fn is(&self, p: &str) -> bool {
        self.peek().is_punct(p)
    }

    pub(crate) fn is_word(&self, w: &str) -> bool {
        self.peek().is_ident_named(w)
    }

    pub(crate) fn eat(&mut self, p: &str) -> bool {
        let found = self.is(p);
        self.skip_if(found)
    }

    pub(crate) fn eat_word(&mut self, w: &str) -> bool {
        let found = self.is_word(w);
        self.skip_if(found)
    }

    /// The items `item` parses, separated by commas, before `close` (which is
    /// left for the caller); none when `close` comes first.
    pub(crate) fn comma_list<T>(
        &mut self,
        close: &str,
        mut item: impl FnMut(&mut Self) -> PResult<T>,
    ) -> PResult<Vec<T>> {
        let mut items = Vec::new();
        if !self.is(close) {
            loop {
                items.push(item(self)?);
                if !self.eat(",") {
                    break;
                }
            }
        }
        Ok(items)
    }

    /// Consumes the next token when `found`; returns `found`.
    fn skip_if(&mut self, found: bool) -> bool {
        if found {
            self.pos += 1;
        }
        found
    }

    /// The span just after the previous token (where clang puts "expected ';'").
    pub(crate) fn after_prev(&self) -> Span {
        if self.pos == 0 {
            return self.peek().span.start();
        }
        let p = self.toks[self.pos - 1].span;
        Span::new(p.file, p.hi, p.hi)
    }

    pub(crate) fn prev_span(&self) -> Span {
        if self.pos == 0 {
            self.peek().span
        } else {
            self.toks[self.pos - 1].span
        }
    }

    pub(crate) fn error(&mut self, span: Span, msg: impl Into<String>) -> Reported {
        self.diags.error(span, msg);
        Reported
    }

    pub(crate) fn emit(&mut self, d: Diagnostic) -> Reported {
        self.diags.emit(d);
        Reported
    }

    /// `expected 'p'` at the current token.
    pub(crate) fn expect(&mut self, p: &str) -> PResult<Span> {
        if self.is(p) {
            return Ok(self.bump().span);
        }
        let at = self.peek().span;
        Err(self.error(at, format!("expected '{p}'")))
    }

    /// A closing bracket, with clang's "to match this" note on failure.
    pub(crate) fn expect_closing(&mut self, close: &str, open: Span) -> PResult<Span> {
        if self.is(close) {
            return Ok(self.bump().span);
        }
        // `>>` closes two template argument lists.
        if close == ">" && (self.is(">>") || self.is(">=") || self.is(">>=")) {
            let t = &mut self.toks[self.pos];
            let rest: &'static str = match t.kind {
                TokKind::Punct(">>") => ">",
                TokKind::Punct(">=") => "=",
                _ => ">=",
            };
            let span = Span::new(t.span.file, t.span.lo, t.span.lo + 1);
            t.kind = TokKind::Punct(rest);
            t.text = rest.into();
            t.span.lo += 1;
            return Ok(span);
        }
        let at = self.peek().span;
        let open_text = match close {
            ")" => "(",
            "]" => "[",
            "}" => "{",
            _ => "<",
        };
        Err(self.emit(
            Diagnostic::error(at, format!("expected '{close}'"))
                .with_note(Some(open), format!("to match this '{open_text}'")),
        ))
    }

    /// `expected ';' after X` at the end of the previous token. As clang
    /// does, a semicolon missing at the end of a line is reported and taken
    /// as written, so parsing goes on with the next line.
    pub(crate) fn expect_semi(&mut self, after: &str) -> PResult<()> {
        if self.eat(";") {
            return Ok(());
        }
        let at = self.after_prev();
        let msg = if after.is_empty() {
            "expected ';'".to_string()
        } else {
            format!("expected ';' {after}")
        };
        let next = self.peek();
        let recoverable = next.bol || next.is_punct("}") || next.is_eof();
        let reported = self.error(at, msg);
        if recoverable { Ok(()) } else { Err(reported) }
    }

    pub(crate) fn ident(&mut self) -> PResult<Ident> {
        let t = self.peek().clone();
        if t.is_ident() {
            self.pos += 1;
            return Ok(Ident {
                name: t.text.to_string(),
                span: t.span,
            });
        }
        Err(self.error(t.span, "expected identifier"))
    }

    /// Enters one nesting level; a fatal error past clang's limit.
    pub(crate) fn enter(&mut self) -> PResult<()> {
        self.depth += 1;
        if self.depth > MAX_DEPTH || self.aborted {
            if !self.aborted {
                let at = self.peek().span;
                self.diags.fatal(
                    Some(at),
                    format!("bracket nesting level exceeded maximum of {MAX_DEPTH}"),
                );
                self.aborted = true;
            }
            self.depth -= 1;
            return Err(Reported);
        }
        Ok(())
    }

    pub(crate) fn leave(&mut self) {
        self.depth -= 1;
    }

    // --- Scopes of type names ------------------------------------------------------

    pub(crate) fn push_scope(&mut self) {
        self.scopes.push(FxHashSet::default());
    }

    pub(crate) fn pop_scope(&mut self) {
        if self.scopes.len() > 1 {
            self.scopes.pop();
        }
    }

    pub(crate) fn declare_type(&mut self, name: &str) {
        if let Some(s) = self.scopes.last_mut() {
            s.insert(name.to_string());
        }
    }

    pub(crate) fn is_user_type(&self, name: &str) -> bool {
        self.scopes.iter().any(|s| s.contains(name))
    }

    // --- Recovery ------------------------------------------------------------------

    /// Skips to just after the next `;` at this nesting, or to a `}` that
    /// closes the current block (not consumed).
    pub(crate) fn recover_stmt(&mut self) {
        self.recover(false);
    }

    /// Skips a top-level declaration: to just after the next `;` or the `}`
    /// (and a `;` following it) that closes a brace opened on the way.
    fn recover_top_level(&mut self) {
        self.recover(true);
    }

    /// Skips tokens after an error. Inside a block, parentheses and brackets
    /// nest as braces do and a `}` closing the block stops the skip before
    /// it; at the top level only braces nest.
    fn recover(&mut self, top_level: bool) {
        let mut depth = 0i32;
        while !self.at_eof() {
            let t = self.peek();
            let bracket = !top_level && (t.is_punct("(") || t.is_punct("["));
            if t.is_punct("{") || bracket {
                depth += 1;
            } else if !top_level && (t.is_punct(")") || t.is_punct("]")) {
                depth -= 1;
            } else if t.is_punct("}") {
                if depth <= 0 && !top_level {
                    return;
                }
                depth -= 1;
                if depth <= 0 {
                    self.pos += 1;
                    if top_level && self.is(";") {
                        self.pos += 1;
                    }
                    return;
                }
            } else if t.is_punct(";") && depth <= 0 {
                self.pos += 1;
                return;
            }
            self.pos += 1;
        }
    }
}

/// Whether a type name is one DXC has that this front end does not support.
pub fn types_unsupported(name: &str) -> bool {
    types::UNSUPPORTED_TYPE_NAMES.contains(&name)
}

/// Parses an expanded token stream.
pub fn parse(toks: Vec<Token>, diags: &mut Diagnostics) -> TranslationUnit {
    Parser::new(toks, diags).parse()
}
