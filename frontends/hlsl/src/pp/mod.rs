//! The preprocessor (C99 section 6.10 as clang implements it,
//! https://clang.llvm.org/docs/LanguageExtensions.html): object- and
//! function-like macros with `#`, `##` and `__VA_ARGS__`, conditional
//! inclusion with `defined`, `#include` through `-I` directories, `#line`,
//! `#error`/`#warning`, `#pragma` (`once`, `pack_matrix`; others known to DXC are
//! ignored, unknown ones warned about), and DXC's predefined macros.
//!
//! Macro expansion follows Prosser's hide-set algorithm
//! (https://www.spinellis.gr/blog/20060626/cpp.algo.pdf). Tokens produced by an
//! expansion carry the span of the macro's invocation, so diagnostics point
//! where the user wrote the macro.

mod expr;
mod macros;

use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::rc::Rc;

use rustc_hash::FxHashMap;

use crate::diag::{Diagnostic, Diagnostics};
use crate::lexer::Lexer;
use crate::options::Options;
use crate::source::{FileId, SourceMap, Span};
use crate::token::{TokKind, Token};

pub(crate) use expr::radix_digits;
pub use macros::Macro;

/// Nesting limit of `#include` (clang's default).
const MAX_INCLUDE_DEPTH: usize = 200;
/// Limit on the tokens macro expansion may produce in one compilation, so a
/// macro that doubles itself cannot hang or exhaust memory.
const MAX_EXPANDED_TOKENS: usize = 1_000_000;
/// Nesting limit of macro invocations within macro arguments.
const MAX_EXPANSION_DEPTH: usize = 256;

/// Pragmas DXC knows and this front end accepts without effect.
const IGNORED_PRAGMAS: &[&str] = &[
    "warning",
    "message",
    "region",
    "endregion",
    "def",
    "dxc",
    "clang",
    "GCC",
    "STDC",
    "optimize",
    "push_macro",
    "pop_macro",
    "comment",
    "hlsl",
    "unroll",
    "nounroll",
];

#[derive(Debug)]
struct Conditional {
    /// The `#if`/`#ifdef` location (for "unterminated conditional directive").
    span: Span,
    /// Some branch of this conditional was taken already.
    taken: bool,
    /// Inside an inactive outer region: nothing in it is taken.
    outer_skipping: bool,
    seen_else: bool,
}

struct Frame {
    lexer: Lexer,
    file: FileId,
    /// `conds.len()` when the file was entered.
    cond_base: usize,
}

pub struct Preprocessor<'a> {
    pub sm: &'a mut SourceMap,
    pub diags: &'a mut Diagnostics,
    macros: FxHashMap<Rc<str>, Rc<Macro>>,
    frames: Vec<Frame>,
    conds: Vec<Conditional>,
    /// Tokens to hand out before reading further (a stack: the last is next).
    pending: Vec<Token>,
    /// While expanding a token list (macro arguments, `#if` lines), the end of
    /// `pending` ends the input.
    list_mode: bool,
    /// Expanding a `#if` / `#elif` line: `defined` is an operator.
    in_condition: bool,
    include_dirs: Vec<PathBuf>,
    pragma_once: HashSet<PathBuf>,
    counter: u32,
    expanded_tokens: usize,
    expansion_depth: usize,
    main_file: FileId,
}

impl<'a> Preprocessor<'a> {
    /// A preprocessor over `main` with the predefines and `-D`/`-U` of `opts`.
    pub fn new(
        sm: &'a mut SourceMap,
        diags: &'a mut Diagnostics,
        main: FileId,
        opts: &Options,
    ) -> Self {
        let builtin = sm.add_file("<built-in>", None, opts.predefines(), None);
        let cmdline = sm.add_file("<command line>", None, opts.command_line_defines(), None);
        let mut pp = Preprocessor {
            sm,
            diags,
            macros: FxHashMap::default(),
            frames: Vec::new(),
            conds: Vec::new(),
            pending: Vec::new(),
            list_mode: false,
            in_condition: false,
            include_dirs: opts.include_dirs.clone(),
            pragma_once: HashSet::new(),
            counter: 0,
            expanded_tokens: 0,
            expansion_depth: 0,
            main_file: main,
        };
        for file in [main, cmdline, builtin] {
            pp.push_file(file);
        }
        pp
    }

    fn push_file(&mut self, file: FileId) {
        let lexer = Lexer::new(file, &self.sm.file(file).text);
        self.frames.push(Frame {
            lexer,
            file,
            cond_base: self.conds.len(),
        });
    }

    /// The whole expanded token stream, ending with one `Eof`.
    pub fn run(mut self) -> Vec<Token> {
        let mut out = Vec::new();
        loop {
            let t = self.next_token();
            let eof = t.is_eof();
            out.push(t);
            if eof {
                break;
            }
        }
        out
    }

    pub fn macro_named(&self, name: &str) -> Option<&Macro> {
        self.macros.get(name).map(|m| &**m)
    }

    /// The next fully macro-expanded token.
    pub fn next_token(&mut self) -> Token {
        loop {
            let t = self.next_raw();
            if self.in_condition && t.is_ident_named("defined") {
                return self.defined_operator(t);
            }
            if t.kind == TokKind::Ident && !self.diags.is_fatal() && self.try_expand(&t) {
                continue;
            }
            return t;
        }
    }

    /// `defined X` / `defined(X)` met while expanding a `#if` line: the
    /// operand is read without expansion.
    fn defined_operator(&mut self, t: Token) -> Token {
        let mut next = self.next_raw();
        let paren = next.is_punct("(");
        if paren {
            next = self.next_raw();
        }
        let value = if next.is_ident() {
            let v = self.is_defined(&next.text);
            if paren {
                let close = self.next_raw();
                if !close.is_punct(")") {
                    self.diags.error(close.span, "missing ')' after 'defined'");
                }
            }
            v
        } else {
            self.diags
                .error(next.span, "macro name must be an identifier");
            false
        };
        let mut n = Token::new(TokKind::Number, if value { "1" } else { "0" }, t.span);
        n.space = t.space;
        n
    }

    /// The next token before expansion: pending ones first, then the files.
    fn next_raw(&mut self) -> Token {
        if let Some(t) = self.pending.pop() {
            return t;
        }
        if self.list_mode {
            return Token::new(TokKind::Eof, "", Span::default());
        }
        self.next_from_files()
    }

    /// The next token of an active region of the files, after directives.
    fn next_from_files(&mut self) -> Token {
        loop {
            if self.diags.is_fatal() {
                return self.eof_token();
            }
            let Some(frame) = self.frames.last_mut() else {
                return self.eof_token();
            };
            let t = frame.lexer.next(self.diags);
            if t.is_eof() {
                let frame = self.frames.pop().expect("a frame was just read");
                // Conditionals opened in this file must close in it.
                while self.conds.len() > frame.cond_base {
                    let c = self.conds.pop().expect("length checked");
                    self.diags
                        .error(c.span, "unterminated conditional directive");
                }
                if self.frames.is_empty() {
                    return t;
                }
                continue;
            }
            if t.is_punct("#") && t.bol {
                self.directive(t);
                // A directive may hand the parser a token (`#pragma pack_matrix`).
                if let Some(p) = self.pending.pop() {
                    return p;
                }
                continue;
            }
            return t;
        }
    }

    fn eof_token(&self) -> Token {
        let file = self.main_file;
        let len = self.sm.file(file).text.len() as u32;
        let mut t = Token::new(TokKind::Eof, "", Span::new(file, len, len));
        t.bol = true;
        t
    }

    fn lexer(&mut self) -> &mut Lexer {
        &mut self.frames.last_mut().expect("inside a file").lexer
    }

    /// The token after a `#` when it is on the same line.
    fn directive_name(&mut self) -> Option<Token> {
        let diags = &mut *self.diags;
        let lx = &mut self.frames.last_mut()?.lexer;
        if lx.next_is_bol(diags) {
            return None;
        }
        Some(lx.next(diags))
    }

    /// The remaining tokens of the directive line.
    fn line_tokens(&mut self) -> Vec<Token> {
        let mut out = Vec::new();
        loop {
            let diags = &mut *self.diags;
            let lx = &mut self.frames.last_mut().expect("inside a file").lexer;
            if lx.next_is_bol(diags) {
                return out;
            }
            out.push(lx.next(diags));
        }
    }

    // --- Directives ----------------------------------------------------------------

    fn directive(&mut self, hash: Token) {
        let Some(name_tok) = self.directive_name() else {
            return; // the null directive
        };
        let name = name_tok.text.clone();
        match &*name {
            "define" => self.define(),
            "undef" => self.undef(),
            "include" => self.include(hash),
            "if" => {
                let v = self.eval_condition(&hash, &name_tok);
                self.open_conditional(hash.span.to(name_tok.span), v);
            }
            "ifdef" | "ifndef" => {
                let toks = self.line_tokens();
                let v = match toks.first() {
                    Some(t) if t.is_ident() => {
                        let defined = self.is_defined(&t.text);
                        defined == (&*name == "ifdef")
                    }
                    Some(t) => {
                        self.diags.error(t.span, "macro name must be an identifier");
                        false
                    }
                    None => {
                        self.diags.error(name_tok.span, "macro name missing");
                        false
                    }
                };
                self.open_conditional(hash.span.to(name_tok.span), v);
            }
            "elif" | "else" => {
                // Reached in active text: the branch before was taken, so
                // everything up to the #endif is skipped.
                self.line_tokens();
                if !self.in_own_conditional() {
                    self.diags
                        .error(name_tok.span, format!("#{name} without #if"));
                    return;
                }
                let c = self.conds.last_mut().expect("checked");
                if c.seen_else {
                    self.diags
                        .error(name_tok.span, format!("#{name} after #else"));
                }
                if &*name == "else" {
                    c.seen_else = true;
                }
                c.taken = true;
                self.skip_block();
            }
            "endif" => {
                let toks = self.line_tokens();
                if !self.in_own_conditional() {
                    self.diags.error(name_tok.span, "#endif without #if");
                    return;
                }
                if let Some(t) = toks.first() {
                    self.diags.warning(
                        t.span,
                        "extra tokens at end of #endif directive",
                        "extra-tokens",
                    );
                }
                self.conds.pop();
            }
            "line" => self.line_directive(hash),
            "error" => {
                let msg = self.lexer().rest_of_line();
                self.diags.error(name_tok.span, msg);
            }
            "warning" => {
                let msg = self.lexer().rest_of_line();
                self.diags.warning(name_tok.span, msg, "#warnings");
            }
            "pragma" => self.pragma(name_tok),
            _ if name_tok.kind == TokKind::Number => {
                // GNU line marker `# 12 "file"`.
                self.line_tokens();
            }
            _ => {
                self.line_tokens();
                self.diags
                    .error(name_tok.span, "invalid preprocessing directive");
            }
        }
    }

    fn in_own_conditional(&self) -> bool {
        let base = self.frames.last().map(|f| f.cond_base).unwrap_or(0);
        self.conds.len() > base
    }

    fn is_defined(&self, name: &str) -> bool {
        self.macros.contains_key(name) || matches!(name, "__FILE__" | "__LINE__" | "__COUNTER__")
    }

    fn open_conditional(&mut self, span: Span, value: bool) {
        self.conds.push(Conditional {
            span,
            taken: value,
            outer_skipping: false,
            seen_else: false,
        });
        if !value {
            self.skip_block();
        }
    }

    /// Skips lines up to the `#elif`/`#else`/`#endif` that ends the innermost
    /// conditional's current branch, tracking nested conditionals; evaluates the
    /// directive that ends the skip.
    fn skip_block(&mut self) {
        let mut depth = 0usize;
        loop {
            let t = {
                let d = &mut *self.diags;
                match self.frames.last_mut() {
                    Some(f) => f.lexer.next(d),
                    None => return,
                }
            };
            if t.is_eof() {
                // Put the end back so next_from_files pops the file and reports.
                // Re-lexing at the end yields Eof again.
                return;
            }
            if !(t.is_punct("#") && t.bol) {
                continue;
            }
            let Some(name) = self.directive_name() else {
                continue;
            };
            match &*name.text {
                "if" | "ifdef" | "ifndef" => {
                    depth += 1;
                    self.skip_rest_of_line();
                }
                "endif" if depth > 0 => {
                    depth -= 1;
                    self.skip_rest_of_line();
                }
                "elif" | "else" if depth > 0 => self.skip_rest_of_line(),
                "endif" | "elif" | "else" => {
                    // Let the directive handler decide (it may take the branch).
                    self.directive_after_name(t, name);
                    return;
                }
                _ => self.skip_rest_of_line(),
            }
        }
    }

    fn skip_rest_of_line(&mut self) {
        let d = &mut *self.diags;
        if let Some(f) = self.frames.last_mut() {
            f.lexer.skip_line(d);
        }
    }

    /// Runs a conditional directive whose name was already read.
    fn directive_after_name(&mut self, hash: Token, name_tok: Token) {
        let name = name_tok.text.clone();
        match &*name {
            "endif" => {
                self.line_tokens();
                self.conds.pop();
            }
            "else" => {
                self.line_tokens();
                let c = self
                    .conds
                    .last_mut()
                    .expect("skipping inside a conditional");
                if c.seen_else {
                    self.diags.error(name_tok.span, "#else after #else");
                    self.skip_block();
                    return;
                }
                c.seen_else = true;
                if c.taken || c.outer_skipping {
                    self.skip_block();
                } else {
                    c.taken = true;
                }
            }
            _ => {
                // #elif
                let c = self.conds.last().expect("skipping inside a conditional");
                if c.seen_else {
                    self.line_tokens();
                    self.diags.error(name_tok.span, "#elif after #else");
                    self.skip_block();
                    return;
                }
                if c.taken {
                    self.line_tokens();
                    self.skip_block();
                    return;
                }
                let v = self.eval_condition(&hash, &name_tok);
                let c = self.conds.last_mut().expect("checked");
                if v {
                    c.taken = true;
                } else {
                    self.skip_block();
                }
            }
        }
    }

    /// Reads, expands and evaluates the rest of a `#if`/`#elif` line.
    fn eval_condition(&mut self, hash: &Token, name: &Token) -> bool {
        let toks = self.line_tokens();
        let end = toks.last().map(|t| t.span).unwrap_or(name.span);
        // `defined X` and `defined(X)` are replaced before expansion; a
        // `defined` that a macro expands to is evaluated during expansion,
        // its operand unexpanded (as clang does).
        let Some(replaced) = self.replace_defined(&toks) else {
            return false;
        };
        self.in_condition = true;
        let expanded = self.expand_list(replaced);
        self.in_condition = false;
        let _ = hash;
        expr::evaluate(&expanded, end, self.diags).unwrap_or(false)
    }

    /// Replaces `defined X` / `defined(X)` by `1` or `0`; `None` after an error.
    fn replace_defined(&mut self, toks: &[Token]) -> Option<Vec<Token>> {
        // `defined X` and `defined(X)` are replaced before expansion.
        let mut replaced = Vec::with_capacity(toks.len());
        let mut i = 0;
        while i < toks.len() {
            let t = &toks[i];
            if t.is_ident_named("defined") {
                let (ident, next) = if toks.get(i + 1).is_some_and(|t| t.is_punct("(")) {
                    match (toks.get(i + 2), toks.get(i + 3)) {
                        (Some(id), Some(close)) if id.is_ident() && close.is_punct(")") => {
                            (Some(id.clone()), i + 4)
                        }
                        (Some(id), _) if id.is_ident() => {
                            let at = toks.get(i + 3).map(|t| t.span).unwrap_or(id.span);
                            self.diags.emit(
                                Diagnostic::error(at, "missing ')' after 'defined'")
                                    .with_note(Some(toks[i + 1].span), "to match this '('"),
                            );
                            return None;
                        }
                        _ => (None, i + 2),
                    }
                } else {
                    match toks.get(i + 1) {
                        Some(id) if id.is_ident() => (Some(id.clone()), i + 2),
                        _ => (None, i + 1),
                    }
                };
                let Some(ident) = ident else {
                    let at = toks.get(i + 1).map(|t| t.span).unwrap_or(t.span);
                    self.diags.error(at, "macro name must be an identifier");
                    return None;
                };
                let v = self.is_defined(&ident.text);
                let mut n = Token::new(TokKind::Number, if v { "1" } else { "0" }, ident.span);
                n.space = t.space;
                replaced.push(n);
                i = next;
            } else {
                replaced.push(t.clone());
                i += 1;
            }
        }
        Some(replaced)
    }

    fn define(&mut self) {
        let toks = self.line_tokens();
        let Some(name) = toks.first() else {
            let at = self.eof_token().span;
            self.diags.error(at, "macro name missing");
            return;
        };
        if !name.is_ident() {
            self.diags
                .error(name.span, "macro name must be an identifier");
            return;
        }
        if &*name.text == "defined" {
            self.diags
                .error(name.span, "'defined' cannot be used as a macro name");
            return;
        }
        let Some(m) = macros::parse_definition(&toks, self.diags) else {
            return;
        };
        if let Some(old) = self.macros.get(&name.text)
            && !old.same_definition(&m)
        {
            let note_span = old.name_span;
            self.diags.emit(
                Diagnostic::warning(
                    name.span,
                    format!("'{}' macro redefined", name.text),
                    "macro-redefined",
                )
                .with_note(Some(note_span), "previous definition is here"),
            );
        }
        self.macros.insert(name.text.clone(), Rc::new(m));
    }

    fn undef(&mut self) {
        let toks = self.line_tokens();
        match toks.first() {
            Some(t) if t.is_ident() => {
                self.macros.remove(&t.text);
                if let Some(extra) = toks.get(1) {
                    self.diags.warning(
                        extra.span,
                        "extra tokens at end of #undef directive",
                        "extra-tokens",
                    );
                }
            }
            Some(t) => self.diags.error(t.span, "macro name must be an identifier"),
            None => {
                let at = self.eof_token().span;
                self.diags.error(at, "macro name missing")
            }
        }
    }

    fn include(&mut self, hash: Token) {
        let mut toks = self.line_tokens();
        let directive_span = hash.span;
        if toks.first().is_some_and(|t| t.kind == TokKind::Ident) {
            toks = self.expand_list(toks);
        }
        let (name, angled, span) = match toks.first() {
            Some(t) if t.kind == TokKind::Str => (string_contents(&t.text), false, t.span),
            Some(t) if t.is_punct("<") => {
                let mut name = String::new();
                let mut end = t.span;
                let mut closed = false;
                for u in &toks[1..] {
                    end = u.span;
                    if u.is_punct(">") {
                        closed = true;
                        break;
                    }
                    if u.space && !name.is_empty() {
                        name.push(' ');
                    }
                    name.push_str(&u.text);
                }
                if !closed {
                    self.diags.error(end, "expected '>'");
                    return;
                }
                (name, true, t.span.to(end))
            }
            Some(t) => {
                self.diags
                    .error(t.span, "expected \"FILENAME\" or <FILENAME>");
                return;
            }
            None => {
                self.diags
                    .error(directive_span, "expected \"FILENAME\" or <FILENAME>");
                return;
            }
        };
        if name.is_empty() {
            self.diags.error(span, "empty filename");
            return;
        }
        if self.frames.len() > MAX_INCLUDE_DEPTH {
            self.diags.fatal(
                Some(span),
                format!("#include nested depth {MAX_INCLUDE_DEPTH} exceeds maximum of {MAX_INCLUDE_DEPTH}"),
            );
            return;
        }
        let current = self.frames.last().map(|f| f.file);
        let Some(path) = self.resolve_include(&name, angled, current) else {
            self.diags
                .fatal(Some(span), format!("'{name}' file not found"));
            return;
        };
        let canonical = std::fs::canonicalize(&path).unwrap_or(path.clone());
        if self.pragma_once.contains(&canonical) {
            return;
        }
        let display = display_name(&path);
        match self.sm.load(display, &path, Some(span)) {
            Ok(file) => self.push_file(file),
            Err(e) => self
                .diags
                .fatal(Some(span), format!("cannot open file '{name}': {e}")),
        }
    }

    fn resolve_include(
        &self,
        name: &str,
        angled: bool,
        current: Option<FileId>,
    ) -> Option<PathBuf> {
        let p = Path::new(name);
        if p.is_absolute() {
            return p.is_file().then(|| p.to_path_buf());
        }
        let mut dirs: Vec<PathBuf> = Vec::new();
        if !angled {
            // The including file's directory, then those of the files including it.
            for f in self.frames.iter().rev() {
                if let Some(path) = &self.sm.file(f.file).path {
                    dirs.push(path.parent().map(Path::to_path_buf).unwrap_or_default());
                }
            }
            if current.is_some_and(|c| self.sm.file(c).path.is_none()) {
                dirs.push(PathBuf::from("."));
            }
        }
        dirs.extend(self.include_dirs.iter().cloned());
        if !angled || dirs.is_empty() {
            dirs.push(PathBuf::from("."));
        }
        dirs.into_iter()
            .map(|d| d.join(p))
            .find(|candidate| candidate.is_file())
    }

    fn line_directive(&mut self, hash: Token) {
        let toks = self.line_tokens();
        let toks = self.expand_list(toks);
        let Some(first) = toks.first() else {
            self.diags.error(
                hash.span,
                "#line directive requires a positive integer argument",
            );
            return;
        };
        let n = if first.kind == TokKind::Number && first.text.bytes().all(|b| b.is_ascii_digit()) {
            first.text.parse::<u32>().ok()
        } else {
            None
        };
        let Some(n) = n.filter(|&n| n > 0) else {
            self.diags.error(
                first.span,
                "#line directive requires a positive integer argument",
            );
            return;
        };
        let name = match toks.get(1) {
            Some(t) if t.kind == TokKind::Str => Some(string_contents(&t.text)),
            Some(t) => {
                self.diags
                    .error(t.span, "invalid filename for #line directive");
                return;
            }
            None => None,
        };
        // Recorded at the directive's line end: the next line gets number n.
        self.sm
            .add_line_directive(hash.span.file, hash.span.lo, n, name);
    }

    fn pragma(&mut self, name_tok: Token) {
        let toks = self.line_tokens();
        let Some(first) = toks.first() else {
            return;
        };
        match &*first.text {
            "once" => {
                let file = first.span.file;
                if file == self.main_file {
                    self.diags.warning(
                        first.span,
                        "#pragma once in main file",
                        "pragma-once-outside-header",
                    );
                }
                if let Some(path) = self.sm.file(file).path.clone() {
                    let canonical = std::fs::canonicalize(&path).unwrap_or(path);
                    self.pragma_once.insert(canonical);
                }
            }
            "pack_matrix" => {
                let arg = toks.get(2).map(|t| &*t.text);
                let well_formed = toks.get(1).is_some_and(|t| t.is_punct("("))
                    && toks.get(3).is_some_and(|t| t.is_punct(")"));
                match arg {
                    Some("row_major" | "column_major") if well_formed => {
                        let mut t = Token::new(
                            TokKind::PackMatrix(arg == Some("row_major")),
                            "",
                            first.span,
                        );
                        t.bol = true;
                        self.pending.push(t);
                    }
                    _ => self.diags.warning(
                        first.span,
                        "Unsupported #pragma pack_matrix argument; expected row_major or column_major",
                        "unknown-pragmas",
                    ),
                }
            }
            other if IGNORED_PRAGMAS.contains(&other) => {}
            _ => {
                let _ = name_tok;
                self.diags
                    .warning(first.span, "unknown pragma ignored", "unknown-pragmas");
            }
        }
    }

    // --- Expansion -----------------------------------------------------------------

    /// Fully expands a token list on its own (macro arguments, `#if` lines).
    fn expand_list(&mut self, toks: Vec<Token>) -> Vec<Token> {
        if self.expansion_depth >= MAX_EXPANSION_DEPTH {
            if let Some(t) = toks.first() {
                self.diags
                    .fatal(Some(t.span), "macro expansion nested too deeply");
            }
            return Vec::new();
        }
        self.expansion_depth += 1;
        let saved_pending = std::mem::replace(&mut self.pending, toks.into_iter().rev().collect());
        let saved_mode = std::mem::replace(&mut self.list_mode, true);
        let mut out = Vec::new();
        loop {
            let t = self.next_token();
            if t.is_eof() {
                break;
            }
            out.push(t);
        }
        self.pending = saved_pending;
        self.list_mode = saved_mode;
        self.expansion_depth -= 1;
        out
    }

    /// Expands `t` when it names a macro it may expand to; pushes the result
    /// onto `pending` and returns true.
    fn try_expand(&mut self, t: &Token) -> bool {
        let name = &*t.text;
        if t.hidden_by(name) {
            return false;
        }
        if let Some(tok) = self.dynamic_macro(t) {
            self.pending.push(tok);
            return true;
        }
        let Some(m) = self.macros.get(name).cloned() else {
            return false;
        };
        let result = if m.params.is_none() {
            let hs = macros::add_to_hideset(t.hide.as_ref(), &t.text);
            macros::substitute(self, &m, &[], t, &hs)
        } else {
            // Function-like: only when a '(' follows.
            let next = self.next_raw();
            if !next.is_punct("(") {
                self.pending.push(next);
                return false;
            }
            let Some((args, rparen)) = self.collect_args(t, &m) else {
                return true;
            };
            // Prosser: HS(name) ∩ HS(')') ∪ {name}.
            let inter: Vec<Rc<str>> = match (&t.hide, &rparen.hide) {
                (Some(a), Some(b)) => a.iter().filter(|n| b.contains(n)).cloned().collect(),
                _ => Vec::new(),
            };
            let base = if inter.is_empty() {
                None
            } else {
                Some(Rc::new(inter))
            };
            let hs = macros::add_to_hideset(base.as_ref(), &t.text);
            macros::substitute(self, &m, &args, t, &hs)
        };
        self.expanded_tokens += result.len();
        if self.expanded_tokens > MAX_EXPANDED_TOKENS {
            self.diags
                .fatal(Some(t.span), "macro expansion produced too many tokens");
            return true;
        }
        self.pending.extend(result.into_iter().rev());
        true
    }

    /// `__FILE__`, `__LINE__`, `__COUNTER__`.
    fn dynamic_macro(&mut self, t: &Token) -> Option<Token> {
        let (kind, text) = match &*t.text {
            "__LINE__" => {
                let (_, line) = self.sm.presumed_file_line(t.span);
                (TokKind::Number, line.to_string())
            }
            "__FILE__" => {
                let (file, _) = self.sm.presumed_file_line(t.span);
                (TokKind::Str, format!("\"{}\"", file.replace('\\', "\\\\")))
            }
            "__COUNTER__" => {
                self.counter += 1;
                (TokKind::Number, (self.counter - 1).to_string())
            }
            _ => return None,
        };
        let mut tok = Token::new(kind, text, t.span);
        tok.space = t.space;
        tok.bol = t.bol;
        Some(tok)
    }

    /// Reads the arguments of a function-like macro invocation after its `(`.
    fn collect_args(&mut self, name: &Token, m: &Macro) -> Option<(Vec<Vec<Token>>, Token)> {
        let mut args: Vec<Vec<Token>> = vec![Vec::new()];
        let mut depth = 0usize;
        let nparams = m.params.as_ref().map(|p| p.len()).unwrap_or(0);
        loop {
            let t = self.next_raw();
            if t.is_eof() {
                self.diags
                    .error(name.span, "unterminated function-like macro invocation");
                if !self.list_mode {
                    self.pending.push(t);
                }
                return None;
            }
            if t.is_punct("(") {
                depth += 1;
            } else if t.is_punct(")") {
                if depth == 0 {
                    let given = if args.len() == 1 && args[0].is_empty() {
                        0
                    } else {
                        args.len()
                    };
                    let ok = if m.variadic {
                        given + 1 >= nparams
                    } else {
                        given == nparams || (nparams == 1 && given == 0)
                    };
                    if !ok {
                        let msg = if given > nparams {
                            "too many arguments provided to function-like macro invocation"
                        } else {
                            "too few arguments provided to function-like macro invocation"
                        };
                        self.diags.emit(Diagnostic::error(t.span, msg).with_note(
                            Some(m.name_span),
                            "macro '".to_string() + &name.text + "' defined here",
                        ));
                        return None;
                    }
                    while args.len() < nparams {
                        args.push(Vec::new());
                    }
                    return Some((args, t));
                }
                depth -= 1;
            } else if t.is_punct(",") && depth == 0 {
                // The variadic parameter takes the remaining commas.
                if !(m.variadic && args.len() >= nparams) {
                    args.push(Vec::new());
                    continue;
                }
            }
            args.last_mut().expect("never empty").push(t);
        }
    }
}

/// The characters between a string literal's quotes (an unterminated one has
/// no closing quote).
fn string_contents(text: &str) -> String {
    let inner = text.strip_prefix('"').unwrap_or(text);
    inner.strip_suffix('"').unwrap_or(inner).to_string()
}

fn display_name(path: &Path) -> String {
    path.to_string_lossy().into_owned()
}

/// Preprocesses a file and returns its expanded tokens (ending in `Eof`).
pub fn preprocess(
    sm: &mut SourceMap,
    diags: &mut Diagnostics,
    main: FileId,
    opts: &Options,
) -> Vec<Token> {
    Preprocessor::new(sm, diags, main, opts).run()
}

#[cfg(test)]
mod tests;
