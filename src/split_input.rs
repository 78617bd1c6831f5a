//! `--split-input-file`: cutting one input into chunks processed independently, and
//! joining their outputs, as MLIR 22's `splitAndProcessBuffer`
//! (`mlir/lib/Support/ToolUtilities.cpp`) does.
//!
//! The input is cut wherever the marker (`// -----` by default) occurs, anywhere in a
//! line; the marker itself belongs to no chunk. Upstream finds the marker less its last
//! two bytes and then checks for them, so that near misses can be flagged:
//!
//! - `// ----` or `// ---x` (the shortened marker not followed by the last two bytes,
//!   or by them and nothing else at the very end of the input) does not cut, and is
//!   reported as the warning `near miss with file split marker` at the byte after the
//!   shortened marker;
//! - upstream meant to flag a marker followed by one more `-` too, but compares with
//!   the digit `0`: so `// -----0` is a near miss, while `// ------` cuts and leaves the
//!   extra `-` at the start of the next chunk; text after the marker on its line
//!   (`// ----- tail`) also starts the next chunk;
//! - an empty piece is never a chunk, and the piece after an empty one is taken whole
//!   (so an input that starts with the marker has a first chunk starting with `--`,
//!   and an empty input has no chunks).
//!
//! The input is bytes (as upstream's buffers are; a chunk need not be UTF-8).
//! Each chunk is a range of the original buffer: it is parsed with locations in that
//! buffer, so diagnostics keep the file's own name, lines and columns. Outputs are
//! joined with the output marker and a newline between consecutive chunks.

use std::ops::Range;

use crate::diagnostics::{BufferId, Diagnostic, SourceLoc, SourceMgr};

/// The marker `mlir-opt` splits on and joins outputs with by default.
pub const DEFAULT_SPLIT_MARKER: &str = "// -----";

/// How many trailing marker bytes upstream checks separately to flag near misses.
const CHECK_LEN: usize = 2;

/// One chunk of a split input.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Chunk<'a> {
    pub text: &'a [u8],
    /// Byte offset of the chunk in the whole input.
    pub offset: usize,
    /// 1-based line of the chunk's first byte in the whole input.
    pub line: u32,
}

impl Chunk<'_> {
    /// The chunk's bytes in the whole input.
    pub fn range(&self) -> Range<usize> {
        self.offset..self.offset + self.text.len()
    }
}

/// An input cut into chunks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SplitInput<'a> {
    pub chunks: Vec<Chunk<'a>>,
    /// Byte offsets of near misses of the marker, in input order.
    pub near_misses: Vec<usize>,
}

impl SplitInput<'_> {
    /// The `near miss with file split marker` warnings, for an input that is buffer
    /// `buffer` of `mgr`. Upstream prints them before processing any chunk.
    pub fn near_miss_warnings(&self, mgr: &SourceMgr, buffer: BufferId) -> Vec<Diagnostic> {
        self.near_misses
            .iter()
            .map(|&offset| {
                let location = mgr.diag_location(SourceLoc { buffer, offset });
                Diagnostic::warning(location, "near miss with file split marker")
            })
            .collect()
    }
}

/// Cuts `text` on `marker`. An empty marker disables splitting: the whole input is one
/// chunk, even when empty.
pub fn split_input<'a>(text: &'a [u8], marker: &str) -> SplitInput<'a> {
    if marker.is_empty() {
        let whole = Chunk {
            text,
            offset: 0,
            line: 1,
        };
        return SplitInput {
            chunks: vec![whole],
            near_misses: Vec::new(),
        };
    }
    // A marker too short is matched whole. Bytes are bytes: the last two may
    // be part of one character.
    let marker = marker.as_bytes();
    let prefix_len = marker.len().saturating_sub(CHECK_LEN);
    let (prefix, suffix): (&[u8], &[u8]) = if prefix_len > 0 {
        marker.split_at(prefix_len)
    } else {
        (marker, b"")
    };
    assemble(text, split_on(text, prefix), suffix)
}

/// Upstream's sliding window over the pieces between shortened markers.
fn assemble<'a>(text: &'a [u8], pieces: Vec<Range<usize>>, suffix: &[u8]) -> SplitInput<'a> {
    let bytes = text;
    let mut chunks = Vec::new();
    let mut near_misses = Vec::new();
    let mut lines = LineCounter::new(text);
    let mut previous: Range<usize> = 0..0;
    for piece in pieces {
        if previous.is_empty() {
            previous = piece;
            continue;
        }
        let cuts = suffix.is_empty()
            || (text[piece.clone()].starts_with(suffix)
                && piece.len() > suffix.len()
                // Upstream compares with the digit '0' here, so `// ------` cuts.
                && bytes[piece.start + suffix.len()] != b'0');
        if cuts {
            chunks.push(lines.chunk(previous));
            previous = piece.start + suffix.len()..piece.end;
        } else {
            near_misses.push(piece.start);
            previous = previous.start..piece.end;
        }
    }
    if !previous.is_empty() {
        chunks.push(lines.chunk(previous));
    }
    SplitInput {
        chunks,
        near_misses,
    }
}

/// The pieces of `text` between non-overlapping occurrences of `separator`, found
/// left to right (LLVM's `StringRef::split`, keeping empty pieces).
fn split_on(text: &[u8], separator: &[u8]) -> Vec<Range<usize>> {
    let mut pieces = Vec::new();
    let mut start = 0;
    let mut at = 0;
    while let Some(found) = find(&text[at..], separator) {
        let hit = at + found;
        pieces.push(start..hit);
        start = hit + separator.len();
        at = start;
    }
    pieces.push(start..text.len());
    pieces
}

/// The first occurrence of `needle` (not empty) in `haystack`.
fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    let (&first, rest) = needle.split_first()?;
    let mut from = 0;
    while let Some(i) = haystack[from..].iter().position(|&b| b == first) {
        let at = from + i;
        if haystack[at + 1..].starts_with(rest) {
            return Some(at);
        }
        from = at + 1;
    }
    None
}

/// Line numbers of increasing offsets, counted incrementally.
struct LineCounter<'a> {
    text: &'a [u8],
    offset: usize,
    line: u32,
}

impl<'a> LineCounter<'a> {
    fn new(text: &'a [u8]) -> Self {
        Self {
            text,
            offset: 0,
            line: 1,
        }
    }

    fn chunk(&mut self, range: Range<usize>) -> Chunk<'a> {
        let newlines = self.text[self.offset..range.start]
            .iter()
            .filter(|&&b| b == b'\n')
            .count();
        self.line = self
            .line
            .saturating_add(u32::try_from(newlines).unwrap_or(u32::MAX));
        self.offset = range.start;
        Chunk {
            text: &self.text[range.clone()],
            offset: range.start,
            line: self.line,
        }
    }
}

/// What goes between the outputs of consecutive chunks: the output marker and a
/// newline (`--output-split-marker`, `// -----` by default).
pub fn output_separator(marker: &str) -> String {
    format!("{marker}\n")
}

/// The chunks' outputs joined as `mlir-opt` writes them. A module prints as
/// `module {...}\n\n`, so the default marker ends up between blank-line-separated
/// modules; a failed chunk contributes an empty output.
pub fn join_outputs<S: AsRef<str>>(outputs: impl IntoIterator<Item = S>, marker: &str) -> String {
    let separator = output_separator(marker);
    let mut joined = String::new();
    for (i, output) in outputs.into_iter().enumerate() {
        if i > 0 {
            joined.push_str(&separator);
        }
        joined.push_str(output.as_ref());
    }
    joined
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diagnostics::render_all;

    fn texts<'a>(split: &SplitInput<'a>) -> Vec<&'a str> {
        split
            .chunks
            .iter()
            .map(|c| std::str::from_utf8(c.text).unwrap())
            .collect()
    }

    fn split_input<'a>(text: &'a str, marker: &str) -> SplitInput<'a> {
        super::split_input(text.as_bytes(), marker)
    }

    /// `split` has chunks of these texts, starting on these lines.
    #[track_caller]
    fn assert_chunks(split: &SplitInput<'_>, expected: &[&str], lines: &[u32]) {
        assert_eq!(texts(split), expected);
        let starts: Vec<u32> = split.chunks.iter().map(|c| c.line).collect();
        assert_eq!(starts, lines);
    }

    #[test]
    fn splits_on_the_default_marker_keeping_file_lines() {
        let input = "func.func @a()\n\n// -----\n\nfunc.func @b()\n// -----\nfunc.func @c()\n";
        let split = split_input(input, DEFAULT_SPLIT_MARKER);
        let texts = [
            "func.func @a()\n\n",
            "\n\nfunc.func @b()\n",
            "\nfunc.func @c()\n",
        ];
        assert_chunks(&split, &texts, &[1, 3, 6]);
        assert!(split.near_misses.is_empty());
        for chunk in &split.chunks {
            assert_eq!(&input.as_bytes()[chunk.range()], chunk.text);
        }
        // The third chunk's `func.func @c` is on line 7 of the file.
        let c = &split.chunks[2];
        let mut mgr = SourceMgr::new();
        let id = mgr.add_buffer("s.mlir", input);
        let at = mgr.resolve(SourceLoc {
            buffer: id,
            offset: c.offset + find(c.text, b"func").unwrap(),
        });
        assert_eq!(at.to_string(), "s.mlir:7:1");
    }

    #[test]
    fn marker_quirks_match_upstream() {
        // The same input as this run of mlir-opt-22 --split-input-file: chunks start
        // after `// ----- extra`'s marker, after the indented marker, and after the
        // first six bytes of `// ------` plus two.
        let input = "a\n//-----\n// ----- extra\n  // -----\n// ------\nb\n";
        let split = split_input(input, DEFAULT_SPLIT_MARKER);
        let texts = ["a\n//-----\n", " extra\n  ", "\n", "-\nb\n"];
        assert_chunks(&split, &texts, &[1, 3, 4, 5]);
    }

    #[test]
    fn near_misses_do_not_split_and_are_reported() {
        let input = "func.func @a() { return }\n// ----\n// ---\n";
        let split = split_input(input, DEFAULT_SPLIT_MARKER);
        assert_eq!(texts(&split), [input]);
        let mut mgr = SourceMgr::new();
        let id = mgr.add_buffer("<stdin>", input);
        assert_eq!(
            render_all(&mgr, &split.near_miss_warnings(&mgr, id)),
            "<stdin>:2:7: warning: near miss with file split marker\n// ----\n      ^\n\
             <stdin>:3:7: warning: near miss with file split marker\n// ---\n      ^\n"
        );
    }

    #[test]
    fn a_zero_after_the_marker_is_a_near_miss() {
        let split = split_input("a\n// -----0\nb\n", DEFAULT_SPLIT_MARKER);
        assert_eq!(texts(&split), ["a\n// -----0\nb\n"]);
        assert_eq!(split.near_misses, [8]);
    }

    #[test]
    fn marker_at_the_very_end_is_a_near_miss() {
        let split = split_input("x\n// -----", DEFAULT_SPLIT_MARKER);
        assert_eq!(texts(&split), ["x\n// -----"]);
        assert_eq!(split.near_misses, [8]);
        let split = split_input("x\n// -----\n", DEFAULT_SPLIT_MARKER);
        assert_eq!(texts(&split), ["x\n", "\n"]);
    }

    #[test]
    fn leading_marker_and_empty_input() {
        let split = split_input(
            "// -----\nfunc.func @a() { return }\n",
            DEFAULT_SPLIT_MARKER,
        );
        assert_eq!(texts(&split), ["--\nfunc.func @a() { return }\n"]);
        assert_eq!((split.chunks[0].offset, split.chunks[0].line), (6, 1));
        assert!(split_input("", DEFAULT_SPLIT_MARKER).chunks.is_empty());
        assert_eq!(texts(&split_input("", "")), [""], "splitting disabled");
        assert_eq!(
            texts(&split_input("a\n// -----\nb", "")),
            ["a\n// -----\nb"]
        );
    }

    #[test]
    fn custom_and_short_markers() {
        let split = split_input("a\n// CHECK: ----\nb\n// CHECK: ---\nc", "// CHECK: ----");
        assert_eq!(texts(&split), ["a\n", "\nb\n// CHECK: ---\nc"]);
        assert_eq!(split.near_misses.len(), 1);
        assert_eq!(texts(&split_input("a;b;;c", ";")), ["a", "b", "c"]);
        assert_eq!(texts(&split_input("aébéc", "é")), ["a", "b", "c"]);
        assert_eq!(texts(&split_input("a--éb", "--é")), ["a", "b"]);
        // Chunks are bytes: one that is not UTF-8 splits like any other.
        let split = super::split_input(b"a\xC6\n// -----\nb", DEFAULT_SPLIT_MARKER);
        assert_eq!(split.chunks[0].text, b"a\xC6\n");
    }

    #[test]
    fn outputs_join_with_the_marker_line() {
        let outputs = ["module {\n}\n\n", "", "module {\n}\n\n"];
        assert_eq!(
            join_outputs(outputs, DEFAULT_SPLIT_MARKER),
            "module {\n}\n\n// -----\n// -----\nmodule {\n}\n\n"
        );
        assert_eq!(join_outputs(["a\n", "b\n"], ""), "a\n\nb\n");
        assert_eq!(join_outputs(Vec::<String>::new(), DEFAULT_SPLIT_MARKER), "");
    }
}
