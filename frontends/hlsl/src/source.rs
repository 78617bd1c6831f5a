//! Source manager: the files of one compilation (the main file and what it
//! `#include`s), byte-offset spans into them, and the mapping from an offset to
//! the line and column clang prints (1-based; columns count bytes, as clang's do),
//! honouring `#line` directives (https://en.cppreference.com/w/c/preprocessor/line).

use std::path::{Path, PathBuf};

/// Index of a file in the [`SourceMap`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct FileId(pub u32);

/// A half-open byte range `lo..hi` in one file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Span {
    pub file: FileId,
    pub lo: u32,
    pub hi: u32,
}

impl Span {
    pub fn new(file: FileId, lo: u32, hi: u32) -> Self {
        Span { file, lo, hi }
    }

    /// The empty span at this span's start.
    pub fn start(self) -> Span {
        Span {
            hi: self.lo,
            ..self
        }
    }

    /// The smallest span covering both, when they are in one file; else `self`.
    pub fn to(self, other: Span) -> Span {
        if self.file != other.file {
            return self;
        }
        Span {
            file: self.file,
            lo: self.lo.min(other.lo),
            hi: self.hi.max(other.hi),
        }
    }
}

/// A `#line` directive: from `offset` on, the line after the directive is
/// `line`, and the file is called `name` when given.
#[derive(Clone, Debug)]
struct LineDirective {
    offset: u32,
    /// The physical line (0-based) of the directive itself.
    physical_line: u32,
    line: u32,
    name: Option<String>,
}

/// One loaded file.
#[derive(Debug)]
pub struct SourceFile {
    /// The name diagnostics print (as given on the command line or `#include`).
    pub name: String,
    /// The resolved path, for `#pragma once` and relative includes.
    pub path: Option<PathBuf>,
    pub text: String,
    line_starts: Vec<u32>,
    /// Where this file was `#include`d from.
    pub included_from: Option<Span>,
    line_directives: Vec<LineDirective>,
}

impl SourceFile {
    /// 0-based physical line of an offset.
    fn physical_line(&self, offset: u32) -> usize {
        match self.line_starts.binary_search(&offset) {
            Ok(i) => i,
            Err(i) => i - 1,
        }
    }

    /// The text of the physical line holding `offset`, without its line break.
    pub fn line_text(&self, offset: u32) -> &str {
        let line = self.physical_line(offset);
        let start = self.line_starts[line] as usize;
        let end = self
            .line_starts
            .get(line + 1)
            .map(|&e| e as usize)
            .unwrap_or(self.text.len());
        self.text[start..end].trim_end_matches(['\n', '\r'])
    }

    /// Byte offset of the start of the physical line holding `offset`.
    pub fn line_start(&self, offset: u32) -> u32 {
        self.line_starts[self.physical_line(offset)]
    }
}

/// Where a diagnostic points, as printed: presumed file name, line and column.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PresumedLoc {
    pub name: String,
    pub line: u32,
    pub column: u32,
}

/// All files of one compilation.
#[derive(Debug, Default)]
pub struct SourceMap {
    files: Vec<SourceFile>,
}

impl SourceMap {
    pub fn new() -> Self {
        Self::default()
    }

    /// A map of one file, the main one, named `name` and holding `text`.
    pub fn with_main_file(name: &str, text: &str) -> (SourceMap, FileId) {
        let mut sm = SourceMap::new();
        let main = sm.add_file(name, None, text.to_string(), None);
        (sm, main)
    }

    /// Adds a file; `text` is taken as is (invalid UTF-8 was replaced by the caller).
    pub fn add_file(
        &mut self,
        name: impl Into<String>,
        path: Option<PathBuf>,
        text: String,
        included_from: Option<Span>,
    ) -> FileId {
        let mut line_starts = vec![0u32];
        for (i, b) in text.bytes().enumerate() {
            if b == b'\n' {
                line_starts.push(i as u32 + 1);
            }
        }
        let id = FileId(self.files.len() as u32);
        self.files.push(SourceFile {
            name: name.into(),
            path,
            text,
            line_starts,
            included_from,
            line_directives: Vec::new(),
        });
        id
    }

    /// Loads a file from disk. Invalid UTF-8 sequences become U+FFFD.
    pub fn load(
        &mut self,
        name: impl Into<String>,
        path: &Path,
        included_from: Option<Span>,
    ) -> std::io::Result<FileId> {
        let bytes = std::fs::read(path)?;
        let text = String::from_utf8_lossy(&bytes).into_owned();
        Ok(self.add_file(name, Some(path.to_path_buf()), text, included_from))
    }

    pub fn file(&self, id: FileId) -> &SourceFile {
        &self.files[id.0 as usize]
    }

    pub fn files(&self) -> impl Iterator<Item = (FileId, &SourceFile)> {
        self.files
            .iter()
            .enumerate()
            .map(|(i, f)| (FileId(i as u32), f))
    }

    /// The source text a span covers.
    pub fn snippet(&self, span: Span) -> &str {
        let text = &self.file(span.file).text;
        let lo = (span.lo as usize).min(text.len());
        let hi = (span.hi as usize).clamp(lo, text.len());
        text.get(lo..hi).unwrap_or("")
    }

    /// Records a `#line` directive found at `offset` (the `#`).
    pub fn add_line_directive(
        &mut self,
        file: FileId,
        offset: u32,
        line: u32,
        name: Option<String>,
    ) {
        let f = &mut self.files[file.0 as usize];
        let physical_line = f.physical_line(offset) as u32;
        f.line_directives.push(LineDirective {
            offset,
            physical_line,
            line,
            name,
        });
    }

    /// Physical (line, column), both 1-based.
    pub fn line_col(&self, file: FileId, offset: u32) -> (u32, u32) {
        let f = self.file(file);
        let offset = offset.min(f.text.len() as u32);
        let line = f.physical_line(offset);
        (line as u32 + 1, offset - f.line_starts[line] + 1)
    }

    /// The location clang prints: `#line` applied.
    pub fn presumed(&self, file: FileId, offset: u32) -> PresumedLoc {
        let f = self.file(file);
        let (line, column) = self.line_col(file, offset);
        let mut name = f.name.clone();
        let mut presumed_line = line;
        for d in f.line_directives.iter().filter(|d| d.offset <= offset) {
            if let Some(n) = &d.name {
                name = n.clone();
            }
            // The line after the directive gets number `d.line`.
            presumed_line = d.line.wrapping_add(line.wrapping_sub(d.physical_line + 2));
        }
        PresumedLoc {
            name,
            line: presumed_line,
            column,
        }
    }

    /// The file name and line `__FILE__` / `__LINE__` expand to.
    pub fn presumed_file_line(&self, span: Span) -> (String, u32) {
        let p = self.presumed(span.file, span.lo);
        (p.name, p.line)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_and_column() {
        let (sm, f) = SourceMap::with_main_file("a.hlsl", "ab\ncd\n\nef");
        assert_eq!(sm.line_col(f, 0), (1, 1));
        assert_eq!(sm.line_col(f, 4), (2, 2));
        assert_eq!(sm.line_col(f, 7), (4, 1));
        assert_eq!(sm.file(f).line_text(4), "cd");
    }

    #[test]
    fn line_directive_renumbers() {
        let (mut sm, f) = SourceMap::with_main_file("a.hlsl", "x\n#line 100 \"b.hlsl\"\ny\nz\n");
        sm.add_line_directive(f, 2, 100, Some("b.hlsl".into()));
        let p = sm.presumed(f, 21);
        assert_eq!((p.name.as_str(), p.line), ("b.hlsl", 100));
        assert_eq!(sm.presumed(f, 23).line, 101);
        assert_eq!(sm.presumed(f, 0).line, 1);
    }
}
