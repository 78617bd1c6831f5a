//! [`Text`]: the printer's output buffer.
//!
//! MLIR prints to a `raw_ostream`, a stream of bytes: what it prints is UTF-8
//! except where the input was not. The body of an unregistered dialect's type
//! or attribute (`#foo<"...">`) is kept as the bytes it was read from and
//! printed back as they are, so the buffer holds bytes; everything else the
//! printer writes is text.

use std::fmt;

/// An append-only byte buffer with the `String` methods the printer uses.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Text(Vec<u8>);

impl Text {
    pub fn new() -> Self {
        Text(Vec::new())
    }

    /// The buffer holding `s`.
    pub fn from_string(s: String) -> Self {
        Text(s.into_bytes())
    }

    #[inline]
    pub fn push(&mut self, c: char) {
        if c.is_ascii() {
            self.0.push(c as u8);
        } else {
            self.0
                .extend_from_slice(c.encode_utf8(&mut [0; 4]).as_bytes());
        }
    }

    #[inline]
    pub fn push_str(&mut self, s: &str) {
        self.0.extend_from_slice(s.as_bytes());
    }

    /// Appends bytes as they are (UTF-8 or not).
    #[inline]
    pub fn push_bytes(&mut self, bytes: &[u8]) {
        self.0.extend_from_slice(bytes);
    }

    #[inline]
    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub fn clear(&mut self) {
        self.0.clear();
    }

    pub fn truncate(&mut self, len: usize) {
        self.0.truncate(len);
    }

    pub fn reserve(&mut self, additional: usize) {
        self.0.reserve(additional);
    }

    pub fn as_bytes(&self) -> &[u8] {
        &self.0
    }

    /// Overwrites the byte at `at`.
    pub fn set_byte(&mut self, at: usize, byte: u8) {
        self.0[at] = byte;
    }

    pub fn into_bytes(self) -> Vec<u8> {
        self.0
    }

    /// The text as a `String`: bytes that are not UTF-8 (only ever copied
    /// from an input that had them) read as U+FFFD.
    pub fn into_string(self) -> String {
        match String::from_utf8(self.0) {
            Ok(s) => s,
            Err(e) => String::from_utf8_lossy(e.as_bytes()).into_owned(),
        }
    }
}

impl fmt::Write for Text {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        self.push_str(s);
        Ok(())
    }
    fn write_char(&mut self, c: char) -> fmt::Result {
        self.push(c);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn holds_text_and_bytes() {
        let mut t = Text::new();
        t.push('a');
        t.push('é');
        t.push_str("bc");
        t.push_bytes(b"\xC6");
        assert_eq!(t.as_bytes(), b"a\xC3\xA9bc\xC6");
        assert_eq!(t.clone().into_string(), "aébc\u{FFFD}");
        t.truncate(1);
        t.set_byte(0, b'z');
        assert_eq!(t.into_string(), "z");
    }
}
