//! Source buffers and the mapping from byte offsets to lines and columns.
//!
//! This mirrors LLVM's `SourceMgr` as MLIR tools use it
//! (<https://llvm.org/doxygen/classllvm_1_1SourceMgr.html>): every input is a named
//! buffer (`<stdin>` for standard input, the path otherwise), and a position is a byte
//! offset into one buffer. Lines and columns are 1-based, and a column counts *bytes*
//! from the start of the line, exactly as `mlir-opt` reports them: a tab is one column
//! and `é` is two. A line starts after a `\n`; for the column, a lone `\r` also starts
//! a line (LLVM searches back for either).
//!
//! A buffer holds bytes, as LLVM's does: input need not be UTF-8 (MLIR's
//! string literals may hold any byte), and positions in it still resolve.
//!
//! Line starts are computed once per buffer, so resolving an offset is a binary search.

use std::borrow::Cow;
use std::fmt;

use rustc_hash::FxHashMap;

use super::DiagLocation;
use crate::mapped_input::SourceText;

/// Identifies one buffer of a [`SourceMgr`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct BufferId(u32);

impl BufferId {
    /// The position of the buffer in the order buffers were added.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// A position in a buffer: a byte offset, resolved to a line and column on demand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SourceLoc {
    pub buffer: BufferId,
    pub offset: usize,
}

/// A resolved position: what MLIR's `FileLineColLoc` holds and what diagnostics print.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct FileLineCol {
    pub file: String,
    pub line: u32,
    pub col: u32,
}

impl FileLineCol {
    pub fn new(file: impl Into<String>, line: u32, col: u32) -> Self {
        Self {
            file: file.into(),
            line,
            col,
        }
    }
}

impl fmt::Display for FileLineCol {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}:{}", self.file, self.line, self.col)
    }
}

/// One named buffer and the byte offsets at which its lines start.
#[derive(Debug)]
pub struct SourceBuffer {
    name: String,
    text: SourceText,
    /// `line_starts[i]` is the offset of the first byte of line `i + 1`; built
    /// the first time a line or column is asked for (the parser resolves the
    /// positions of ops on its own, so most runs never need it).
    line_starts: std::sync::OnceLock<Vec<usize>>,
}

impl SourceBuffer {
    fn new(name: String, text: SourceText) -> Self {
        Self {
            name,
            text,
            line_starts: std::sync::OnceLock::new(),
        }
    }

    /// The line table, built on first use.
    fn line_starts(&self) -> &[usize] {
        self.line_starts.get_or_init(|| {
            std::iter::once(0)
                .chain(
                    self.text
                        .iter()
                        .enumerate()
                        .filter(|&(_, &b)| b == b'\n')
                        .map(|(i, _)| i + 1),
                )
                .collect()
        })
    }

    /// The buffer's identifier: the file name diagnostics print.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The buffer's bytes.
    pub fn bytes(&self) -> &[u8] {
        &self.text
    }

    /// The bytes before `offset` are not needed in memory for now (see
    /// [`SourceText::release_before`]); they stay readable.
    pub fn release_before(&self, offset: usize) {
        self.text.release_before(offset);
    }

    /// [`SourceText::release_between`]: the same for a second reader.
    pub fn release_between(&self, from: usize, offset: usize) -> usize {
        self.text.release_between(from, offset)
    }

    /// None of the bytes are needed in memory for now (see
    /// [`SourceText::release_all`]); they stay readable.
    pub fn release_all(&self) {
        self.text.release_all();
    }

    /// The number of lines: one more than the number of `\n`.
    pub fn line_count(&self) -> usize {
        self.line_starts().len()
    }

    /// The offset of the first byte of 1-based `line`.
    pub fn line_start(&self, line: u32) -> Option<usize> {
        let index = (line as usize).checked_sub(1)?;
        self.line_starts().get(index).copied()
    }

    /// The 1-based line and byte column of `offset` (clamped to the buffer's end).
    pub fn line_col(&self, offset: usize) -> (u32, u32) {
        let offset = offset.min(self.text.len());
        let line_starts = self.line_starts();
        let index = line_starts.partition_point(|&start| start <= offset) - 1;
        let mut start = line_starts[index];
        if let Some(cr) = self.text[start..offset].iter().rposition(|&b| b == b'\r') {
            start += cr + 1;
        }
        (saturate(index + 1), saturate(offset - start + 1))
    }

    /// The text of 1-based `line`, without its terminator (which ends at `\n` or
    /// `\r`); bytes that are not UTF-8 read as U+FFFD.
    pub fn line_text(&self, line: u32) -> Option<Cow<'_, str>> {
        let start = self.line_start(line)?;
        let (start, end) = self.line_bounds(start);
        Some(String::from_utf8_lossy(&self.text[start..end]))
    }

    /// The offset of 1-based `line` and byte `col`, or `None` when the position is not
    /// in the buffer: past its last line, or past the end of the line (the column just
    /// after the last character, where the newline is, still counts). This is LLVM's
    /// `SourceMgr::FindLocForLineAndColumn`.
    pub fn offset_of(&self, line: u32, col: u32) -> Option<usize> {
        let start = self.line_start(line)?;
        let skip = (col as usize).checked_sub(1)?;
        let end = start.checked_add(skip)?;
        let skipped = self.text.get(start..end)?;
        if skipped.iter().any(|&b| b == b'\n' || b == b'\r') {
            return None;
        }
        Some(end)
    }

    /// The bounds of the line containing `offset`: from just after the previous `\n`
    /// or `\r` to just before the next one (or the buffer's ends).
    pub fn line_bounds(&self, offset: usize) -> (usize, usize) {
        let bytes = &self.text[..];
        let offset = offset.min(bytes.len());
        let is_eol = |b: &u8| *b == b'\n' || *b == b'\r';
        let start = bytes[..offset]
            .iter()
            .rposition(is_eol)
            .map_or(0, |i| i + 1);
        let end = bytes[offset..]
            .iter()
            .position(is_eol)
            .map_or(bytes.len(), |i| offset + i);
        (start, end)
    }
}

fn saturate(value: usize) -> u32 {
    u32::try_from(value).unwrap_or(u32::MAX)
}

/// The set of buffers a tool has read, each with a [`BufferId`].
#[derive(Debug, Default)]
pub struct SourceMgr {
    buffers: Vec<SourceBuffer>,
    /// First buffer added under each name, as upstream's lookup by file name finds it.
    by_name: FxHashMap<String, BufferId>,
}

impl SourceMgr {
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a buffer named `name` (the file name diagnostics print; `<stdin>` for
    /// standard input, as `mlir-opt` names it).
    pub fn add_buffer(&mut self, name: impl Into<String>, text: impl Into<Vec<u8>>) -> BufferId {
        self.add_source(name, SourceText::Owned(text.into()))
    }

    /// Like [`SourceMgr::add_buffer`], for text read by
    /// [`read_input`](crate::tool_options::read_input) (possibly mapped).
    pub fn add_source(&mut self, name: impl Into<String>, text: SourceText) -> BufferId {
        let id = BufferId(saturate(self.buffers.len()));
        let buffer = SourceBuffer::new(name.into(), text);
        self.by_name.entry(buffer.name.clone()).or_insert(id);
        self.buffers.push(buffer);
        id
    }

    /// The buffer `id` names.
    ///
    /// # Panics
    /// If `id` was returned by another `SourceMgr`.
    pub fn buffer(&self, id: BufferId) -> &SourceBuffer {
        &self.buffers[id.index()]
    }

    /// All buffers, in the order they were added.
    pub fn buffers(&self) -> impl Iterator<Item = (BufferId, &SourceBuffer)> {
        self.buffers
            .iter()
            .enumerate()
            .map(|(i, b)| (BufferId(saturate(i)), b))
    }

    /// The first buffer added under `name`.
    pub fn find_buffer(&self, name: &str) -> Option<BufferId> {
        self.by_name.get(name).copied()
    }

    /// The 1-based line and byte column of `loc`.
    pub fn line_col(&self, loc: SourceLoc) -> (u32, u32) {
        self.buffer(loc.buffer).line_col(loc.offset)
    }

    /// The file name, line and column of `loc`.
    pub fn resolve(&self, loc: SourceLoc) -> FileLineCol {
        let buffer = self.buffer(loc.buffer);
        let (line, col) = buffer.line_col(loc.offset);
        FileLineCol::new(buffer.name.clone(), line, col)
    }

    /// The position a `file:line:col` location denotes, when `file` is a buffer of
    /// this manager and the position lies in it.
    pub fn locate(&self, file: &str, line: u32, col: u32) -> Option<SourceLoc> {
        let buffer = self.find_buffer(file)?;
        let offset = self.buffer(buffer).offset_of(line, col)?;
        Some(SourceLoc { buffer, offset })
    }

    /// The text of `line` in the buffer named `file`.
    pub fn line_text(&self, file: &str, line: u32) -> Option<Cow<'_, str>> {
        self.buffer(self.find_buffer(file)?).line_text(line)
    }

    /// The diagnostic location of a position in one of this manager's buffers.
    pub fn diag_location(&self, loc: SourceLoc) -> DiagLocation {
        DiagLocation::FileLineCol(self.resolve(loc))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn buffer(text: &str) -> SourceBuffer {
        SourceBuffer::new("t.mlir".into(), SourceText::Owned(text.into()))
    }

    #[test]
    fn offsets_resolve_to_one_based_byte_columns() {
        let b = buffer("ab\n\tc\né%0\n");
        assert_eq!(b.line_col(0), (1, 1));
        assert_eq!(b.line_col(2), (1, 3), "the newline itself is on its line");
        assert_eq!(b.line_col(3), (2, 1));
        assert_eq!(b.line_col(4), (2, 2), "a tab is one column");
        // `é` is two bytes, so `%` is at byte column 3, as mlir-opt reports.
        assert_eq!(b.line_col(8), (3, 3));
        assert_eq!(
            b.line_col(11),
            (4, 1),
            "the empty line after the last newline"
        );
        assert_eq!(b.line_col(1000), (4, 1), "clamped to the end");
        assert_eq!(b.line_count(), 4);
    }

    #[test]
    fn carriage_returns_restart_columns_but_not_lines() {
        let b = buffer("a\r\nbc\rd");
        assert_eq!(b.line_col(3), (2, 1));
        assert_eq!(b.line_col(6), (2, 1), "after a lone CR");
        assert_eq!(b.line_text(1).as_deref(), Some("a"));
        assert_eq!(b.line_text(2).as_deref(), Some("bc"));
    }

    #[test]
    fn line_and_column_lookup_follows_find_loc_for_line_and_column() {
        let b = buffer("abc\nde\n");
        assert_eq!(b.offset_of(1, 1), Some(0));
        assert_eq!(b.offset_of(1, 4), Some(3), "the column of the newline");
        assert_eq!(b.offset_of(1, 5), None, "past the newline");
        assert_eq!(b.offset_of(2, 3), Some(6));
        assert_eq!(b.offset_of(3, 1), Some(7));
        assert_eq!(b.offset_of(3, 2), None, "past the end");
        assert_eq!(b.offset_of(4, 1), None);
        assert_eq!(b.offset_of(0, 1), None);
        assert_eq!(b.offset_of(1, 0), None);
    }

    #[test]
    fn manager_resolves_by_id_and_by_name() {
        let mut mgr = SourceMgr::new();
        let a = mgr.add_buffer("a.mlir", "x\ny\n");
        let b = mgr.add_buffer("<stdin>", "z");
        let shadow = mgr.add_buffer("a.mlir", "other");
        assert_eq!(
            mgr.resolve(SourceLoc {
                buffer: a,
                offset: 2
            }),
            FileLineCol::new("a.mlir", 2, 1)
        );
        assert_eq!(
            mgr.resolve(SourceLoc {
                buffer: b,
                offset: 1
            })
            .to_string(),
            "<stdin>:1:2"
        );
        assert_eq!(
            mgr.find_buffer("a.mlir"),
            Some(a),
            "the first buffer of a name wins"
        );
        assert_ne!(shadow, a);
        assert_eq!(mgr.line_text("a.mlir", 2).as_deref(), Some("y"));
        assert_eq!(mgr.line_text("missing.mlir", 1), None);
        assert_eq!(
            mgr.locate("a.mlir", 2, 1),
            Some(SourceLoc {
                buffer: a,
                offset: 2
            })
        );
        assert_eq!(mgr.buffers().count(), 3);
    }
}
