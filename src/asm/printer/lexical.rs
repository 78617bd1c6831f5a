//! Lexical rules of the printer: which names print bare, how strings are
//! escaped, how dialect symbols pick their pretty or `<...>` form.
//!
//! Mirrors `isBareIdentifier`, `printKeywordOrString`, `printSymbolReference`,
//! `printDialectSymbol` and `llvm::printEscapedString` as used by MLIR's
//! `AsmPrinter.cpp`.

use super::text::Text;

const HEX: &[u8; 16] = b"0123456789ABCDEF";

/// Appends bytes the caller knows to be ASCII (digits, escaped-string runs).
#[inline]
pub(super) fn push_ascii(out: &mut Text, ascii: &[u8]) {
    debug_assert!(ascii.is_ascii(), "push_ascii given non-ASCII bytes");
    out.push_bytes(ascii);
}

/// `[A-Za-z_][A-Za-z0-9_$.]*`: printed without quotes.
pub fn is_bare_identifier(name: &[u8]) -> bool {
    let bytes = name;
    match bytes.first() {
        Some(c) if c.is_ascii_alphabetic() || *c == b'_' => {}
        _ => return false,
    }
    bytes[1..]
        .iter()
        .all(|&c| c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c == b'.')
}

/// Appends `bytes` with LLVM's escaping: `\\` for a backslash, printable ASCII
/// other than `"` as is, everything else as `\XX` (uppercase hex).
pub fn write_escaped(out: &mut Text, bytes: &[u8]) {
    let mut start = 0;
    for (i, &c) in bytes.iter().enumerate() {
        let plain = (0x20..0x7F).contains(&c) && c != b'"' && c != b'\\';
        if plain {
            continue;
        }
        // Everything before `i` is printable ASCII.
        push_ascii(out, &bytes[start..i]);
        out.push('\\');
        if c == b'\\' {
            out.push('\\');
        } else {
            out.push(char::from(HEX[usize::from(c >> 4)]));
            out.push(char::from(HEX[usize::from(c & 0xF)]));
        }
        start = i + 1;
    }
    push_ascii(out, &bytes[start..]);
}

/// Appends `"` + escaped bytes + `"`.
pub fn write_quoted(out: &mut Text, bytes: &[u8]) {
    out.push('"');
    write_escaped(out, bytes);
    out.push('"');
}

/// A bare identifier as is, anything else quoted and escaped.
pub fn write_keyword_or_string(out: &mut Text, s: &[u8]) {
    if is_bare_identifier(s) {
        push_ascii(out, s);
    } else {
        write_quoted(out, s);
    }
}

/// `@name` or `@"quoted name"`.
pub fn write_symbol_name(out: &mut Text, name: &[u8]) {
    if name.is_empty() {
        out.push_str("@<<INVALID EMPTY SYMBOL>>");
        return;
    }
    out.push('@');
    write_keyword_or_string(out, name);
}

/// Whether a dialect type/attribute body prints as `!dialect.body` rather than
/// `!dialect<body>`: an identifier (`[A-Za-z][A-Za-z0-9._]*`), optionally
/// followed by something wrapped in `<...>`.
pub fn is_pretty_dialect_symbol(body: &[u8]) -> bool {
    let bytes = body;
    match bytes.first() {
        Some(c) if c.is_ascii_alphabetic() => {}
        _ => return false,
    }
    let rest = bytes
        .iter()
        .position(|&c| !(c.is_ascii_alphanumeric() || c == b'.' || c == b'_'));
    match rest {
        None => true,
        Some(i) => bytes[i] == b'<' && bytes.last() == Some(&b'>'),
    }
}

/// Appends `prefix` + `dialect` and the body (bytes as read, UTF-8 or not) in
/// its pretty (`.body`) or angle (`<body>`) form.
pub fn write_dialect_symbol(out: &mut Text, prefix: char, dialect: &str, body: &[u8]) {
    out.push(prefix);
    out.push_str(dialect);
    if is_pretty_dialect_symbol(body) {
        out.push('.');
        out.push_bytes(body);
    } else {
        out.push('<');
        out.push_bytes(body);
        out.push('>');
    }
}

/// MLIR's `sanitizeIdentifier`: makes `name` usable as a value or alias name.
/// Characters outside `[A-Za-z0-9]` and `allowed` become `_` (spaces) or their
/// uppercase hex code; a leading digit or invalid character gets a `_` prefix.
pub fn sanitize_identifier(name: &str, allowed: &[u8]) -> String {
    sanitize_identifier_cow(name, allowed).into_owned()
}

/// [`sanitize_identifier`], borrowing `name` when it is valid as it is.
pub fn sanitize_identifier_cow<'n>(name: &'n str, allowed: &[u8]) -> std::borrow::Cow<'n, str> {
    let valid = |c: u8| c.is_ascii_alphanumeric() || allowed.contains(&c);
    let bytes = name.as_bytes();
    let needs_prefix = match bytes.first() {
        Some(&c) => c.is_ascii_digit() || (!valid(c) && c != b' '),
        None => false,
    };
    if !needs_prefix && bytes.iter().all(|&c| valid(c)) {
        return std::borrow::Cow::Borrowed(name);
    }
    let mut out = String::with_capacity(name.len() + 1);
    if needs_prefix {
        out.push('_');
    }
    for &c in bytes {
        if valid(c) {
            out.push(char::from(c));
        } else if c == b' ' {
            out.push('_');
        } else {
            // `llvm::utohexstr`: uppercase, no leading zeros.
            if c >= 0x10 {
                out.push(char::from(HEX[usize::from(c >> 4)]));
            }
            out.push(char::from(HEX[usize::from(c & 0xF)]));
        }
    }
    std::borrow::Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(f: impl FnOnce(&mut Text)) -> String {
        let mut t = Text::new();
        f(&mut t);
        t.into_string()
    }

    #[test]
    fn escapes_like_llvm() {
        let s = text(|s| write_quoted(s, "a\"b\n\\ é\x7f".as_bytes()));
        assert_eq!(s, r#""a\22b\0A\\ \C3\A9\7F""#);
    }

    #[test]
    fn keywords_and_symbols() {
        let s = text(|s| {
            write_keyword_or_string(s, b"a.b$c_1");
            s.push(' ');
            write_keyword_or_string(s, b"q r");
            s.push(' ');
            write_symbol_name(s, b"0a");
            s.push(' ');
            // Bytes that are not UTF-8 print escaped, each as written.
            write_keyword_or_string(s, b"k\xC6");
        });
        assert_eq!(s, r#"a.b$c_1 "q r" @"0a" "k\C6""#);
    }

    #[test]
    fn dialect_symbol_forms() {
        let s = text(|s| {
            write_dialect_symbol(s, '!', "foo", b"bar<1, 2>");
            write_dialect_symbol(s, '!', "foo", b"\"x y\"");
            write_dialect_symbol(s, '#', "foo", b"b.c");
            write_dialect_symbol(s, '#', "foo", b"a<b> c");
        });
        assert_eq!(s, "!foo.bar<1, 2>!foo<\"x y\">#foo.b.c#foo<a<b> c>");
    }

    #[test]
    fn sanitizes_names() {
        assert_eq!(sanitize_identifier("c0_i32", b"$._-"), "c0_i32");
        assert_eq!(sanitize_identifier("0x", b"$._-"), "_0x");
        assert_eq!(sanitize_identifier("a b+c", b"$._-"), "a_b2Bc");
    }
}
