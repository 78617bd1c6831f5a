//! The lexer: one file's text to preprocessing tokens, with line splices
//! (backslash-newline) removed and comments turned into whitespace
//! (translation phases 2-3, https://en.cppreference.com/w/c/language/translation_phases).

use crate::diag::Diagnostics;
use crate::source::{FileId, Span};
use crate::token::{PUNCTUATORS, TokKind, Token};

pub struct Lexer {
    file: FileId,
    /// The bytes with splices removed, each with its offset in the file.
    bytes: Vec<(u8, u32)>,
    pos: usize,
    end_offset: u32,
    at_bol: bool,
}

impl Lexer {
    pub fn new(file: FileId, text: &str) -> Self {
        let raw = text.as_bytes();
        let mut bytes = Vec::with_capacity(raw.len());
        let mut i = 0;
        while i < raw.len() {
            if raw[i] == b'\\' {
                let mut j = i + 1;
                if raw.get(j) == Some(&b'\r') {
                    j += 1;
                }
                if raw.get(j) == Some(&b'\n') {
                    i = j + 1;
                    continue;
                }
            }
            bytes.push((raw[i], i as u32));
            i += 1;
        }
        Lexer {
            file,
            bytes,
            pos: 0,
            end_offset: raw.len() as u32,
            at_bol: true,
        }
    }

    fn peek(&self, k: usize) -> u8 {
        self.bytes.get(self.pos + k).map(|b| b.0).unwrap_or(0)
    }

    fn offset(&self, pos: usize) -> u32 {
        self.bytes.get(pos).map(|b| b.1).unwrap_or(self.end_offset)
    }

    /// Offset just past the byte before `pos`.
    fn end_of(&self, pos: usize) -> u32 {
        if pos == 0 {
            return 0;
        }
        self.bytes
            .get(pos - 1)
            .map(|b| b.1 + 1)
            .unwrap_or(self.end_offset)
    }

    fn span(&self, start: usize) -> Span {
        Span::new(self.file, self.offset(start), self.end_of(self.pos))
    }

    fn text(&self, start: usize) -> String {
        let v: Vec<u8> = self.bytes[start..self.pos].iter().map(|b| b.0).collect();
        String::from_utf8_lossy(&v).into_owned()
    }

    /// Skips whitespace and comments; returns whether any was skipped.
    fn skip_space(&mut self, diags: &mut Diagnostics) -> bool {
        let mut any = false;
        loop {
            match self.peek(0) {
                b'\n' => {
                    self.at_bol = true;
                    self.pos += 1;
                    any = true;
                }
                b' ' | b'\t' | b'\r' | 0x0b | 0x0c if self.pos < self.bytes.len() => {
                    self.pos += 1;
                    any = true;
                }
                b'/' if self.peek(1) == b'/' => {
                    while self.pos < self.bytes.len() && self.peek(0) != b'\n' {
                        self.pos += 1;
                    }
                    any = true;
                }
                b'/' if self.peek(1) == b'*' => {
                    let start = self.pos;
                    self.pos += 2;
                    loop {
                        if self.pos >= self.bytes.len() {
                            diags.error(
                                Span::new(self.file, self.offset(start), self.offset(start) + 2),
                                "unterminated /* comment",
                            );
                            break;
                        }
                        if self.peek(0) == b'*' && self.peek(1) == b'/' {
                            self.pos += 2;
                            break;
                        }
                        if self.peek(0) == b'\n' {
                            self.at_bol = true;
                        }
                        self.pos += 1;
                    }
                    any = true;
                }
                _ => return any,
            }
        }
    }

    /// Skips to the start of the next line (used for skipped `#if` blocks and
    /// the rest of a directive). Comments are honoured so that a `/*` spanning
    /// lines does not leak.
    pub fn at_eof(&self) -> bool {
        self.pos >= self.bytes.len()
    }

    /// The next token; `Eof` at the end (repeatedly).
    pub fn next(&mut self, diags: &mut Diagnostics) -> Token {
        let space = self.skip_space(diags);
        let bol = self.at_bol;
        let start = self.pos;
        if self.pos >= self.bytes.len() {
            let mut t = Token::new(
                TokKind::Eof,
                "",
                Span::new(self.file, self.end_offset, self.end_offset),
            );
            t.bol = true;
            return t;
        }
        self.at_bol = false;
        let c = self.peek(0);
        let kind = if c.is_ascii_alphabetic() || c == b'_' {
            while self.peek(0).is_ascii_alphanumeric() || self.peek(0) == b'_' {
                self.pos += 1;
            }
            TokKind::Ident
        } else if c.is_ascii_digit() || (c == b'.' && self.peek(1).is_ascii_digit()) {
            self.pos += 1;
            loop {
                let d = self.peek(0);
                if matches!(d, b'e' | b'E' | b'p' | b'P') && matches!(self.peek(1), b'+' | b'-') {
                    self.pos += 2;
                } else if d == b'.'
                    && (b"xyzwrgba".contains(&self.peek(1))
                        || self.bytes[start..self.pos].iter().any(|b| b.0 == b'.'))
                {
                    // HLSL swizzles a literal: `1.0f.xxxx`, `1.xx`.
                    break;
                } else if d.is_ascii_alphanumeric() || d == b'_' || d == b'.' {
                    self.pos += 1;
                } else {
                    break;
                }
            }
            TokKind::Number
        } else if c == b'"' || c == b'\'' {
            self.pos += 1;
            let mut terminated = false;
            while self.pos < self.bytes.len() {
                let d = self.peek(0);
                if d == b'\n' {
                    break;
                }
                self.pos += 1;
                if d == b'\\' && self.pos < self.bytes.len() && self.peek(0) != b'\n' {
                    self.pos += 1;
                } else if d == c {
                    terminated = true;
                    break;
                }
            }
            if !terminated {
                diags.error(
                    Span::new(self.file, self.offset(start), self.offset(start) + 1),
                    format!(
                        "missing terminating {} character",
                        if c == b'"' { "'\"'" } else { "'''" }
                    ),
                );
            }
            if c == b'"' {
                TokKind::Str
            } else {
                TokKind::Char
            }
        } else if let Some(p) = PUNCTUATORS
            .iter()
            .find(|p| p.bytes().enumerate().all(|(k, b)| self.peek(k) == b))
        {
            self.pos += p.len();
            TokKind::Punct(p)
        } else {
            // One character (all bytes of a UTF-8 sequence) that starts no token.
            self.pos += 1;
            while self.pos < self.bytes.len() && (self.peek(0) & 0xC0) == 0x80 {
                self.pos += 1;
            }
            TokKind::Unknown
        };
        let mut tok = Token::new(kind, self.text(start), self.span(start));
        tok.bol = bol;
        tok.space = space;
        tok
    }

    /// Skips the rest of the current line, returning nothing; the next token
    /// starts a new line.
    pub fn skip_line(&mut self, diags: &mut Diagnostics) {
        loop {
            if self.at_bol || self.at_eof() {
                return;
            }
            // Lex and drop, so that strings and comments are honoured.
            let save = self.pos;
            let _ = self.skip_space(diags);
            if self.at_bol || self.at_eof() {
                return;
            }
            self.pos = save;
            let _ = self.next(diags);
        }
    }

    /// Whether the next token starts a new line (or the input ends).
    pub fn next_is_bol(&mut self, diags: &mut Diagnostics) -> bool {
        let save = (self.pos, self.at_bol);
        self.skip_space(diags);
        let r = self.at_bol || self.at_eof();
        self.pos = save.0;
        self.at_bol = save.1;
        r
    }

    /// The raw text from the current position to the end of the line (for
    /// `#error` messages), consuming it.
    pub fn rest_of_line(&mut self) -> String {
        let start = self.pos;
        while self.pos < self.bytes.len() && self.peek(0) != b'\n' {
            self.pos += 1;
        }
        self.text(start).trim().to_string()
    }
}

/// Lexes a whole string into tokens (tests and `##` re-lexing).
pub fn lex_all(file: FileId, text: &str, diags: &mut Diagnostics) -> Vec<Token> {
    let mut lx = Lexer::new(file, text);
    let mut out = Vec::new();
    loop {
        let t = lx.next(diags);
        if t.is_eof() {
            break;
        }
        out.push(t);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(text: &str) -> Vec<(TokKind, String)> {
        let mut d = Diagnostics::new();
        lex_all(FileId(0), text, &mut d)
            .into_iter()
            .map(|t| (t.kind, t.text.to_string()))
            .collect()
    }

    #[test]
    fn tokens() {
        let toks = kinds("a<<=1.5e+3f x.y // c\n /* d */ \"s\\\"\" 0x1Fu");
        let texts: Vec<_> = toks.iter().map(|t| t.1.as_str()).collect();
        assert_eq!(
            texts,
            ["a", "<<=", "1.5e+3f", "x", ".", "y", "\"s\\\"\"", "0x1Fu"]
        );
        assert_eq!(toks[2].0, TokKind::Number);
    }

    #[test]
    fn splices_join_lines() {
        let toks = kinds("ab\\\ncd");
        assert_eq!(toks, [(TokKind::Ident, "abcd".to_string())]);
    }

    #[test]
    fn unterminated_comment_is_an_error() {
        let mut d = Diagnostics::new();
        lex_all(FileId(0), "a /* b", &mut d);
        assert_eq!(d.error_count(), 1);
    }
}
