//! Preprocessing tokens, as the C preprocessor defines them
//! (https://en.cppreference.com/w/c/language/translation_phases): identifiers,
//! pp-numbers, string and character literals, punctuators; plus what the
//! preprocessor hands the parser (`#pragma pack_matrix`).

use std::rc::Rc;

use crate::source::Span;

/// Every punctuator, longest first within each leading character, so that the
/// lexer can take the first match.
pub const PUNCTUATORS: &[&str] = &[
    "<<=", ">>=", "...", "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||", "+=",
    "-=", "*=", "/=", "%=", "&=", "|=", "^=", "::", "##", "{", "}", "[", "]", "(", ")", ";", ":",
    ",", ".", "?", "~", "!", "+", "-", "*", "/", "%", "^", "&", "|", "=", "<", ">", "#",
];

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TokKind {
    Ident,
    /// A pp-number; the parser classifies it as an integer or floating literal.
    Number,
    Str,
    Char,
    Punct(&'static str),
    /// A byte that starts no token (reported when the parser meets it).
    Unknown,
    /// `#pragma pack_matrix(row_major)` (true) or `(column_major)` (false).
    PackMatrix(bool),
    Eof,
}

/// The macros a token must not be expanded by again (Prosser's hide sets).
pub type HideSet = Rc<Vec<Rc<str>>>;

#[derive(Clone, Debug)]
pub struct Token {
    pub kind: TokKind,
    pub text: Rc<str>,
    pub span: Span,
    /// First token on its line (directives start there).
    pub bol: bool,
    /// Whitespace precedes it (for `#` stringizing and `-ast-print` of macros).
    pub space: bool,
    pub hide: Option<HideSet>,
}

impl Token {
    pub fn new(kind: TokKind, text: impl Into<Rc<str>>, span: Span) -> Self {
        Token {
            kind,
            text: text.into(),
            span,
            bol: false,
            space: false,
            hide: None,
        }
    }

    pub fn is_punct(&self, p: &str) -> bool {
        matches!(self.kind, TokKind::Punct(q) if q == p)
    }

    pub fn is_ident(&self) -> bool {
        self.kind == TokKind::Ident
    }

    pub fn is_ident_named(&self, name: &str) -> bool {
        self.kind == TokKind::Ident && &*self.text == name
    }

    pub fn is_eof(&self) -> bool {
        self.kind == TokKind::Eof
    }

    pub fn hidden_by(&self, name: &str) -> bool {
        self.hide
            .as_ref()
            .is_some_and(|h| h.iter().any(|n| &**n == name))
    }
}
