//! Diagnostics in MLIR's form (<https://mlir.llvm.org/docs/Diagnostics/>).
//!
//! - [`source`]: named buffers and byte offset ↔ line/column ([`SourceMgr`]);
//! - [`Diagnostic`]: a severity, a location, a message and attached notes;
//! - [`DiagnosticEngine`]: where the IR emits diagnostics (collected, or passed to a
//!   handler), counting errors;
//! - [`render`](mod@render): the text `mlir-opt` prints, byte for byte: `file:line:col: error: msg`,
//!   the source line and a caret;
//! - [`verify`]: `--verify-diagnostics`, checking emitted diagnostics against
//!   `expected-error` / `-warning` / `-note` / `-remark` comments.
//!
//! Locations in the IR are attributes; a diagnostic carries the part of one that its
//! rendering and verification use ([`DiagLocation`]). Upstream shows the first
//! `FileLineColLoc` found by walking a location (a name location's child, the callee
//! of a call site, the first file location of a fused one); only when there is none
//! does it print the location itself.

mod engine;
mod expected;
pub mod render;
pub mod source;
pub mod verify;

use std::fmt;

pub use engine::DiagnosticEngine;
pub use render::{render, render_all};
pub use source::{BufferId, FileLineCol, SourceBuffer, SourceLoc, SourceMgr};

/// How serious a diagnostic is, named as MLIR prints it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Severity {
    Error,
    Warning,
    Note,
    Remark,
}

impl Severity {
    /// The word printed before the message and used in `expected-<word>`.
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
            Severity::Remark => "remark",
        }
    }
}

impl fmt::Display for Severity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Where a diagnostic points.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum DiagLocation {
    /// `loc(unknown)`, or a location with nothing to show: printed as `<unknown>:0:`.
    Unknown,
    /// A file position; rendered with its source line when the file is a buffer of
    /// the [`SourceMgr`] and the position lies in it.
    FileLineCol(FileLineCol),
    /// A location with no file position inside (a name location such as
    /// `loc("named")`, or a fused location of names), kept in its printed form:
    /// upstream prints `<unknown>:0: error: loc("named"): message`.
    Printed(String),
}

impl DiagLocation {
    /// The file position, if this location has one.
    pub fn file_line_col(&self) -> Option<&FileLineCol> {
        match self {
            DiagLocation::FileLineCol(flc) => Some(flc),
            DiagLocation::Unknown | DiagLocation::Printed(_) => None,
        }
    }
}

impl From<FileLineCol> for DiagLocation {
    fn from(flc: FileLineCol) -> Self {
        DiagLocation::FileLineCol(flc)
    }
}

/// A message about the input, with the notes attached to it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    pub severity: Severity,
    pub location: DiagLocation,
    pub message: String,
    /// Notes rendered after the diagnostic (upstream's `attachNote`).
    pub notes: Vec<Diagnostic>,
    /// For a diagnostic at a call-site location, the callers, innermost first, each
    /// as a location to show: rendered as `called from` notes (upstream shows at most
    /// [`render::CALL_STACK_LIMIT`]).
    pub call_stack: Vec<DiagLocation>,
    /// Bytes from the location that the caret line underlines with `~`, as LLVM
    /// renders a source range (`^~~~`); 0 for a bare caret. Upstream uses ranges only
    /// for its own `--verify-diagnostics` errors.
    pub range_len: usize,
}

impl Diagnostic {
    pub fn new(
        severity: Severity,
        location: impl Into<DiagLocation>,
        message: impl Into<String>,
    ) -> Self {
        Self {
            severity,
            location: location.into(),
            message: message.into(),
            notes: Vec::new(),
            call_stack: Vec::new(),
            range_len: 0,
        }
    }

    pub fn error(location: impl Into<DiagLocation>, message: impl Into<String>) -> Self {
        Self::new(Severity::Error, location, message)
    }

    pub fn warning(location: impl Into<DiagLocation>, message: impl Into<String>) -> Self {
        Self::new(Severity::Warning, location, message)
    }

    pub fn note(location: impl Into<DiagLocation>, message: impl Into<String>) -> Self {
        Self::new(Severity::Note, location, message)
    }

    pub fn remark(location: impl Into<DiagLocation>, message: impl Into<String>) -> Self {
        Self::new(Severity::Remark, location, message)
    }

    /// Attaches a note at `location`.
    pub fn with_note(
        mut self,
        location: impl Into<DiagLocation>,
        message: impl Into<String>,
    ) -> Self {
        self.attach_note(location, message);
        self
    }

    /// Attaches a note at `location` and returns it, to extend its message.
    pub fn attach_note(
        &mut self,
        location: impl Into<DiagLocation>,
        message: impl Into<String>,
    ) -> &mut Diagnostic {
        self.notes.push(Diagnostic::note(location, message));
        let last = self.notes.len() - 1;
        &mut self.notes[last]
    }

    /// Sets the callers shown as `called from` notes, innermost first.
    pub fn with_call_stack(mut self, callers: impl IntoIterator<Item = DiagLocation>) -> Self {
        self.call_stack = callers.into_iter().collect();
        self
    }

    /// Underlines `len` bytes from the location.
    pub fn with_range_len(mut self, len: usize) -> Self {
        self.range_len = len;
        self
    }

    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }
}

/// The first line of the rendering, without source: `file:line:col: error: message`.
impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&render::header(
            &self.location,
            self.severity,
            &self.message,
        ))
    }
}

impl std::error::Error for Diagnostic {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builders_attach_notes_and_stacks() {
        let mut diag = Diagnostic::error(FileLineCol::new("f.mlir", 3, 3), "redefinition")
            .with_note(FileLineCol::new("f.mlir", 2, 3), "previously defined here")
            .with_call_stack([DiagLocation::Unknown])
            .with_range_len(4);
        diag.attach_note(DiagLocation::Unknown, "see ")
            .message
            .push_str("op");
        assert!(diag.is_error());
        assert_eq!(diag.notes.len(), 2);
        assert_eq!(diag.notes[0].severity, Severity::Note);
        assert_eq!(diag.notes[1].message, "see op");
        assert_eq!(diag.call_stack, [DiagLocation::Unknown]);
        assert_eq!(diag.range_len, 4);
        assert_eq!(diag.to_string(), "f.mlir:3:3: error: redefinition");
    }

    #[test]
    fn display_of_locations_without_file() {
        let unknown = Diagnostic::warning(DiagLocation::Unknown, "w");
        assert_eq!(unknown.to_string(), "<unknown>:0: warning: w");
        let named = Diagnostic::remark(DiagLocation::Printed("loc(\"n\")".into()), "r");
        assert_eq!(named.to_string(), "<unknown>:0: remark: loc(\"n\"): r");
    }
}
