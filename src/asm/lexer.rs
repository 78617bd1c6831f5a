//! The lexer of MLIR's textual format.
//!
//! Mirrors `mlir/lib/AsmParser/Lexer.cpp` and the token grammar of the language
//! reference (<https://mlir.llvm.org/docs/LangRef/#lexical-syntax>):
//!
//! ```text
//! bare-id        ::= (letter|[_]) (letter|digit|[_$.])*
//! suffix-id      ::= digit+ | (letter|id-punct) (letter|id-punct|digit)*
//! id-punct       ::= [$._-]
//! value-id       ::= `%` suffix-id        block-id ::= `^` suffix-id
//! attribute-id   ::= `#` suffix-id        type-id  ::= `!` suffix-id
//! symbol-ref-id  ::= `@` (bare-id | string-literal)
//! integer        ::= digit+ | `0x` hex-digit+
//! float          ::= digit+ `.` digit* ([eE] [-+]? digit+)?
//! string         ::= `"` (char | `\"` | `\\` | `\n` | `\t` | `\` hex hex)* `"`
//! ```
//!
//! The source is bytes, as MLIR's is: string literals and comments may hold any
//! byte (UTF-8 or not); every other token is ASCII. Tokens are byte ranges of
//! the source (no allocation while lexing). A lexical
//! error becomes a [`TokenKind::Error`] token carrying its message, positioned
//! where MLIR reports it. NUL bytes are whitespace, as `mlir-opt` treats them;
//! `//` starts a comment running to the end of the line.

use std::borrow::Cow;

/// The kind of a token. Keywords (`loc`, `true`, `i32`, ...) are bare
/// identifiers; the parser compares their spelling.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TokenKind {
    Eof,
    /// A lexical error; the message says what is wrong at the token's start.
    Error(&'static str),
    BareIdentifier,
    /// `@name` or `@"name"`.
    AtIdentifier,
    /// `#name`.
    HashIdentifier,
    /// `%name`.
    PercentIdentifier,
    /// `^name`.
    CaretIdentifier,
    /// `!name`.
    ExclamationIdentifier,
    Integer,
    Float,
    String,
    Arrow,
    Colon,
    Comma,
    Ellipsis,
    Equal,
    Greater,
    LBrace,
    LParen,
    LSquare,
    Less,
    Minus,
    Plus,
    Question,
    RBrace,
    RParen,
    RSquare,
    Slash,
    Star,
    VerticalBar,
    /// `{-#`
    FileMetadataBegin,
    /// `#-}`
    FileMetadataEnd,
}

impl TokenKind {
    /// How the token is spelled in messages (`'('`), for punctuation.
    pub fn spelling(self) -> &'static str {
        match self {
            TokenKind::Arrow => "->",
            TokenKind::Colon => ":",
            TokenKind::Comma => ",",
            TokenKind::Ellipsis => "...",
            TokenKind::Equal => "=",
            TokenKind::Greater => ">",
            TokenKind::LBrace => "{",
            TokenKind::LParen => "(",
            TokenKind::LSquare => "[",
            TokenKind::Less => "<",
            TokenKind::Minus => "-",
            TokenKind::Plus => "+",
            TokenKind::Question => "?",
            TokenKind::RBrace => "}",
            TokenKind::RParen => ")",
            TokenKind::RSquare => "]",
            TokenKind::Slash => "/",
            TokenKind::Star => "*",
            TokenKind::VerticalBar => "|",
            TokenKind::FileMetadataBegin => "{-#",
            TokenKind::FileMetadataEnd => "#-}",
            _ => "",
        }
    }
}

/// A token: its kind and byte range in the source.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Token {
    pub kind: TokenKind,
    pub start: u32,
    pub end: u32,
}

impl Token {
    #[inline]
    pub fn is(&self, kind: TokenKind) -> bool {
        self.kind == kind
    }

    /// The token's bytes in `src`.
    #[inline]
    pub fn bytes<'a>(&self, src: &'a [u8]) -> &'a [u8] {
        src.get(self.start as usize..self.end as usize)
            .unwrap_or_default()
    }

    /// The token's text in `src`. Every token but a string literal (and a
    /// quoted `@"symbol"`) is ASCII; one of those whose bytes are not UTF-8
    /// reads as empty here: its value is [`string_value`] of [`Token::bytes`].
    #[inline]
    pub fn text<'a>(&self, src: &'a [u8]) -> &'a str {
        std::str::from_utf8(self.bytes(src)).unwrap_or_default()
    }
}

/// Splits a source buffer into tokens.
#[derive(Clone, Debug)]
pub struct Lexer<'a> {
    bytes: &'a [u8],
    pos: usize,
}

fn is_id_punct(c: u8) -> bool {
    matches!(c, b'$' | b'.' | b'_' | b'-')
}

fn is_bare_continue(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.')
}

impl<'a> Lexer<'a> {
    /// A lexer over `src`. Offsets are `u32`: the caller refuses larger buffers.
    pub fn new(src: &'a [u8]) -> Self {
        Lexer { bytes: src, pos: 0 }
    }

    pub fn source(&self) -> &'a [u8] {
        self.bytes
    }

    /// The offset the next token is lexed from.
    pub fn position(&self) -> usize {
        self.pos
    }

    /// Restarts lexing at `offset` (used to split tokens such as `4x8xf32`).
    pub fn reset(&mut self, offset: usize) {
        self.pos = offset.min(self.bytes.len());
    }

    #[inline]
    fn peek_byte(&self, at: usize) -> u8 {
        self.bytes.get(at).copied().unwrap_or(0)
    }

    fn token(&self, kind: TokenKind, start: usize) -> Token {
        Token {
            kind,
            start: start as u32,
            end: self.pos as u32,
        }
    }

    fn error(&mut self, at: usize, message: &'static str) -> Token {
        Token {
            kind: TokenKind::Error(message),
            start: at as u32,
            end: at as u32,
        }
    }

    /// Lexes the next token.
    pub fn next_token(&mut self) -> Token {
        loop {
            let start = self.pos;
            let Some(&c) = self.bytes.get(start) else {
                return Token {
                    kind: TokenKind::Eof,
                    start: start as u32,
                    end: start as u32,
                };
            };
            self.pos += 1;
            let kind = match c {
                b' ' | b'\t' | b'\n' | b'\r' | 0 => continue,
                b'/' if self.peek_byte(self.pos) == b'/' => {
                    self.skip_comment();
                    continue;
                }
                b'/' => TokenKind::Slash,
                b':' => TokenKind::Colon,
                b',' => TokenKind::Comma,
                b'(' => TokenKind::LParen,
                b')' => TokenKind::RParen,
                b'[' => TokenKind::LSquare,
                b']' => TokenKind::RSquare,
                b'}' => TokenKind::RBrace,
                b'<' => TokenKind::Less,
                b'>' => TokenKind::Greater,
                b'=' => TokenKind::Equal,
                b'+' => TokenKind::Plus,
                b'*' => TokenKind::Star,
                b'?' => TokenKind::Question,
                b'|' => TokenKind::VerticalBar,
                b'{' => {
                    if self.peek_byte(self.pos) == b'-' && self.peek_byte(self.pos + 1) == b'#' {
                        self.pos += 2;
                        TokenKind::FileMetadataBegin
                    } else {
                        TokenKind::LBrace
                    }
                }
                b'-' => {
                    if self.peek_byte(self.pos) == b'>' {
                        self.pos += 1;
                        TokenKind::Arrow
                    } else {
                        TokenKind::Minus
                    }
                }
                b'.' => {
                    if self.peek_byte(self.pos) == b'.' && self.peek_byte(self.pos + 1) == b'.' {
                        self.pos += 2;
                        TokenKind::Ellipsis
                    } else {
                        return self
                            .error(self.pos, "expected three consecutive dots for an ellipsis");
                    }
                }
                b'@' => return self.lex_at_identifier(start),
                b'#' if self.peek_byte(self.pos) == b'-'
                    && self.peek_byte(self.pos + 1) == b'}' =>
                {
                    self.pos += 2;
                    TokenKind::FileMetadataEnd
                }
                b'#' | b'!' | b'^' | b'%' => return self.lex_prefixed_identifier(start, c),
                b'"' => return self.lex_string(start, TokenKind::String),
                b'0'..=b'9' => return self.lex_number(start),
                c if c.is_ascii_alphabetic() || c == b'_' => {
                    while is_bare_continue(self.peek_byte(self.pos)) {
                        self.pos += 1;
                    }
                    TokenKind::BareIdentifier
                }
                _ => return self.error(start, "unexpected character"),
            };
            return self.token(kind, start);
        }
    }

    fn skip_comment(&mut self) {
        match self.bytes[self.pos..]
            .iter()
            .position(|&b| b == b'\n' || b == b'\r')
        {
            Some(i) => self.pos += i + 1,
            None => self.pos = self.bytes.len(),
        }
    }

    fn lex_at_identifier(&mut self, start: usize) -> Token {
        let c = self.peek_byte(self.pos);
        if c == b'"' {
            self.pos += 1;
            return self.lex_string(start, TokenKind::AtIdentifier);
        }
        if !(c.is_ascii_alphabetic() || c == b'_') {
            return self.error(
                self.pos,
                "@ identifier expected to start with letter or '_'",
            );
        }
        while is_bare_continue(self.peek_byte(self.pos)) {
            self.pos += 1;
        }
        self.token(TokenKind::AtIdentifier, start)
    }

    fn lex_prefixed_identifier(&mut self, start: usize, prefix: u8) -> Token {
        let (kind, message) = match prefix {
            b'#' => (TokenKind::HashIdentifier, "invalid attribute name"),
            b'%' => (TokenKind::PercentIdentifier, "invalid SSA name"),
            b'^' => (TokenKind::CaretIdentifier, "invalid block name"),
            _ => (TokenKind::ExclamationIdentifier, "invalid type identifier"),
        };
        let c = self.peek_byte(self.pos);
        if c.is_ascii_digit() {
            while self.peek_byte(self.pos).is_ascii_digit() {
                self.pos += 1;
            }
        } else if c.is_ascii_alphabetic() || is_id_punct(c) {
            while {
                let c = self.peek_byte(self.pos);
                c.is_ascii_alphanumeric() || is_id_punct(c)
            } {
                self.pos += 1;
            }
        } else {
            return self.error(start, message);
        }
        self.token(kind, start)
    }

    /// Lexes the rest of a string whose opening quote was consumed.
    fn lex_string(&mut self, start: usize, kind: TokenKind) -> Token {
        loop {
            let Some(&c) = self.bytes.get(self.pos) else {
                return self.error(self.pos, "expected '\"' in string literal");
            };
            self.pos += 1;
            match c {
                b'"' => return self.token(kind, start),
                b'\n' | 0x0b | 0x0c => {
                    return self.error(self.pos - 1, "expected '\"' in string literal");
                }
                b'\\' => {
                    let e = self.peek_byte(self.pos);
                    if matches!(e, b'"' | b'\\' | b'n' | b't') {
                        self.pos += 1;
                    } else if e.is_ascii_hexdigit()
                        && self.peek_byte(self.pos + 1).is_ascii_hexdigit()
                    {
                        self.pos += 2;
                    } else {
                        return self.error(self.pos - 1, "unknown escape in string literal");
                    }
                }
                _ => {}
            }
        }
    }

    fn lex_number(&mut self, start: usize) -> Token {
        if self.bytes[start] == b'0' && self.peek_byte(self.pos) == b'x' {
            // `0xi32` is the integer `0` followed by the identifier `xi32`.
            if !self.peek_byte(self.pos + 1).is_ascii_hexdigit() {
                return self.token(TokenKind::Integer, start);
            }
            self.pos += 2;
            while self.peek_byte(self.pos).is_ascii_hexdigit() {
                self.pos += 1;
            }
            return self.token(TokenKind::Integer, start);
        }
        while self.peek_byte(self.pos).is_ascii_digit() {
            self.pos += 1;
        }
        if self.peek_byte(self.pos) != b'.' {
            return self.token(TokenKind::Integer, start);
        }
        self.pos += 1;
        while self.peek_byte(self.pos).is_ascii_digit() {
            self.pos += 1;
        }
        if matches!(self.peek_byte(self.pos), b'e' | b'E') {
            let next = self.peek_byte(self.pos + 1);
            if next.is_ascii_digit()
                || (matches!(next, b'-' | b'+') && self.peek_byte(self.pos + 2).is_ascii_digit())
            {
                self.pos += 2;
                while self.peek_byte(self.pos).is_ascii_digit() {
                    self.pos += 1;
                }
            }
        }
        self.token(TokenKind::Float, start)
    }
}

/// Decodes the contents of a string token's spelling (quotes included, or an
/// `@"..."` symbol). Returns the bytes; escapes are `\"`, `\\`, `\n`, `\t` and
/// `\xx` (two hex digits).
pub fn string_value(spelling: &[u8]) -> Cow<'_, [u8]> {
    let body = spelling.strip_prefix(b"@").unwrap_or(spelling);
    let body = body.strip_prefix(b"\"").unwrap_or(body);
    let body = body.strip_suffix(b"\"").unwrap_or(body);
    if !body.contains(&b'\\') {
        return Cow::Borrowed(body);
    }
    let mut out = Vec::with_capacity(body.len());
    let mut i = 0;
    while i < body.len() {
        let c = body[i];
        i += 1;
        if c != b'\\' || i >= body.len() {
            out.push(c);
            continue;
        }
        let e = body[i];
        i += 1;
        match e {
            b'n' => out.push(b'\n'),
            b't' => out.push(b'\t'),
            b'"' | b'\\' => out.push(e),
            _ => {
                let hi = hex_digit(e);
                let lo = body.get(i).copied().and_then(hex_digit);
                match (hi, lo) {
                    (Some(hi), Some(lo)) => {
                        out.push(hi << 4 | lo);
                        i += 1;
                    }
                    _ => {
                        out.push(b'\\');
                        out.push(e);
                    }
                }
            }
        }
    }
    Cow::Owned(out)
}

fn hex_digit(c: u8) -> Option<u8> {
    (c as char).to_digit(16).map(|d| d as u8)
}

/// The value of an integer token's spelling (`42`, `0x2A`), or `None` when it
/// does not fit in 128 bits unsigned.
pub fn integer_value(spelling: &str) -> Option<u128> {
    match spelling.strip_prefix("0x") {
        Some(hex) => u128::from_str_radix(hex, 16).ok(),
        None => spelling.parse().ok(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lex(src: &str) -> Vec<(TokenKind, &str)> {
        let mut lexer = Lexer::new(src.as_bytes());
        let mut out = Vec::new();
        loop {
            let tok = lexer.next_token();
            if tok.kind == TokenKind::Eof {
                return out;
            }
            out.push((tok.kind, tok.text(src.as_bytes())));
            if matches!(tok.kind, TokenKind::Error(_)) {
                return out;
            }
        }
    }

    use TokenKind::*;

    #[test]
    fn identifiers() {
        assert_eq!(
            lex("foo.bar_$1 %0 %arg-1 %x#2 ^bb0 @sym @\"q s\" #alias #d.a !t.x i32 si8"),
            vec![
                (BareIdentifier, "foo.bar_$1"),
                (PercentIdentifier, "%0"),
                (PercentIdentifier, "%arg-1"),
                (PercentIdentifier, "%x"),
                (HashIdentifier, "#2"),
                (CaretIdentifier, "^bb0"),
                (AtIdentifier, "@sym"),
                (AtIdentifier, "@\"q s\""),
                (HashIdentifier, "#alias"),
                (HashIdentifier, "#d.a"),
                (ExclamationIdentifier, "!t.x"),
                (BareIdentifier, "i32"),
                (BareIdentifier, "si8"),
            ]
        );
        // A bare identifier does not take `-`; a suffix-id starting with a digit
        // stops at the first non-digit.
        assert_eq!(
            lex("a-b %12ab"),
            vec![
                (BareIdentifier, "a"),
                (Minus, "-"),
                (BareIdentifier, "b"),
                (PercentIdentifier, "%12"),
                (BareIdentifier, "ab")
            ]
        );
    }

    #[test]
    fn numbers() {
        assert_eq!(
            lex("42 0x2A 1.5 1. 2.5e-3 1.0E+2 3e5 0xi32 1.e"),
            vec![
                (Integer, "42"),
                (Integer, "0x2A"),
                (Float, "1.5"),
                (Float, "1."),
                (Float, "2.5e-3"),
                (Float, "1.0E+2"),
                (Integer, "3"),
                (BareIdentifier, "e5"),
                (Integer, "0"),
                (BareIdentifier, "xi32"),
                (Float, "1."),
                (BareIdentifier, "e"),
            ]
        );
        assert_eq!(integer_value("0x2A"), Some(42));
        assert_eq!(
            integer_value("340282366920938463463374607431768211456"),
            None
        );
    }

    #[test]
    fn punctuation_and_comments() {
        assert_eq!(
            lex("-> : , ... = > { ( [ < - + ? } ) ] / * | {-# #-} // comment\n:"),
            vec![
                (Arrow, "->"),
                (Colon, ":"),
                (Comma, ","),
                (Ellipsis, "..."),
                (Equal, "="),
                (Greater, ">"),
                (LBrace, "{"),
                (LParen, "("),
                (LSquare, "["),
                (Less, "<"),
                (Minus, "-"),
                (Plus, "+"),
                (Question, "?"),
                (RBrace, "}"),
                (RParen, ")"),
                (RSquare, "]"),
                (Slash, "/"),
                (Star, "*"),
                (VerticalBar, "|"),
                (FileMetadataBegin, "{-#"),
                (FileMetadataEnd, "#-}"),
                (Colon, ":"),
            ]
        );
        // `::` is two colons, as in MLIR.
        assert_eq!(
            lex("@a::@b"),
            vec![
                (AtIdentifier, "@a"),
                (Colon, ":"),
                (Colon, ":"),
                (AtIdentifier, "@b")
            ]
        );
    }

    #[test]
    fn strings_and_comments_hold_any_byte() {
        let src: &[u8] = b"\"a\xC6\" // \xFF\xFE\nx \xC6";
        let mut lexer = Lexer::new(src);
        let tok = lexer.next_token();
        assert_eq!((tok.kind, tok.bytes(src)), (String, &b"\"a\xC6\""[..]));
        assert_eq!(tok.text(src), "", "not UTF-8: no text");
        assert_eq!(&*string_value(tok.bytes(src)), b"a\xC6");
        let tok = lexer.next_token();
        assert_eq!((tok.kind, tok.text(src)), (BareIdentifier, "x"));
        let tok = lexer.next_token();
        assert_eq!((tok.kind, tok.start), (Error("unexpected character"), 13));
    }

    #[test]
    fn nul_is_whitespace() {
        assert_eq!(
            lex("a\0b"),
            vec![(BareIdentifier, "a"), (BareIdentifier, "b")]
        );
    }

    #[test]
    fn strings_and_escapes() {
        let src = r#""a\n\t\"\\\41""#;
        assert_eq!(lex(src), vec![(String, src)]);
        assert_eq!(&*string_value(src.as_bytes()), b"a\n\t\"\\A");
        assert_eq!(&*string_value(b"\"plain\""), b"plain");
        assert_eq!(&*string_value(b"@\"sym\""), b"sym");
    }

    #[test]
    fn errors_carry_messages_and_positions() {
        let check = |src: &str, at: u32, msg: &str| {
            let mut lexer = Lexer::new(src.as_bytes());
            let tok = loop {
                let t = lexer.next_token();
                if matches!(t.kind, Error(_) | Eof) {
                    break t;
                }
            };
            assert_eq!(
                tok.kind,
                Error(Box::leak(msg.to_string().into_boxed_str())),
                "{src}"
            );
            assert_eq!(tok.start, at, "{src}");
        };
        check("\"abc", 4, "expected '\"' in string literal");
        check("\"ab\ncd\"", 3, "expected '\"' in string literal");
        check("\"a\\q\"", 2, "unknown escape in string literal");
        check("x $", 2, "unexpected character");
        check("..", 1, "expected three consecutive dots for an ellipsis");
        check("@1", 1, "@ identifier expected to start with letter or '_'");
        check("% x", 0, "invalid SSA name");
        check("^", 0, "invalid block name");
        check("#)", 0, "invalid attribute name");
        check("!<", 0, "invalid type identifier");
    }

    #[test]
    fn reset_splits_tokens() {
        let src: &[u8] = b"4x8xf32";
        let mut lexer = Lexer::new(src);
        let t = lexer.next_token();
        assert_eq!((t.kind, t.text(src)), (Integer, "4"));
        let t = lexer.next_token();
        assert_eq!((t.kind, t.text(src)), (BareIdentifier, "x8xf32"));
        lexer.reset(t.start as usize + 1);
        let t = lexer.next_token();
        assert_eq!((t.kind, t.text(src)), (Integer, "8"));
    }
}
