//! Diagnostics in clang's text form
//! (https://clang.llvm.org/docs/UsersManual.html#formatting-of-diagnostics):
//!
//! ```text
//! In file included from main.hlsl:2:
//! inc.hlsl:3:5: error: use of undeclared identifier 'x'
//!     x = y + 1;
//!     ^
//! ```
//!
//! followed by attached notes in the same form, and, at the end of a run,
//! clang's `N errors generated.` summary line.

use std::fmt::Write as _;

use crate::source::{SourceMap, Span};

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Level {
    Note,
    Warning,
    Error,
    Fatal,
}

impl Level {
    fn label(self) -> &'static str {
        match self {
            Level::Note => "note",
            Level::Warning => "warning",
            Level::Error => "error",
            Level::Fatal => "fatal error",
        }
    }
}

/// One diagnostic with its notes.
#[derive(Clone, Debug)]
pub struct Diagnostic {
    pub level: Level,
    /// The caret position (its start) and, when not empty, the first range.
    pub span: Option<Span>,
    /// Further ranges underlined with `~`.
    pub ranges: Vec<Span>,
    pub message: String,
    /// The warning group, printed as ` [-Wgroup]`.
    pub flag: Option<&'static str>,
    pub notes: Vec<Diagnostic>,
}

impl Diagnostic {
    pub fn new(level: Level, span: Option<Span>, message: impl Into<String>) -> Self {
        Diagnostic {
            level,
            span,
            ranges: Vec::new(),
            message: message.into(),
            flag: None,
            notes: Vec::new(),
        }
    }

    pub fn error(span: Span, message: impl Into<String>) -> Self {
        Self::new(Level::Error, Some(span), message)
    }

    pub fn warning(span: Span, message: impl Into<String>, flag: &'static str) -> Self {
        let mut d = Self::new(Level::Warning, Some(span), message);
        d.flag = Some(flag);
        d
    }

    pub fn with_range(mut self, range: Span) -> Self {
        self.ranges.push(range);
        self
    }

    pub fn with_note(mut self, span: Option<Span>, message: impl Into<String>) -> Self {
        self.notes.push(Diagnostic::new(Level::Note, span, message));
        self
    }
}

/// State of [`Diagnostics`] to return to.
#[derive(Clone, Copy, Debug)]
pub struct Checkpoint {
    len: usize,
    errors: usize,
    warnings: usize,
    fatal: bool,
}

/// Collects the diagnostics of one compilation.
#[derive(Debug, Default)]
pub struct Diagnostics {
    pub list: Vec<Diagnostic>,
    errors: usize,
    warnings: usize,
    fatal: bool,
    /// `-Werror`: warnings count and print as errors.
    pub warnings_as_errors: bool,
    /// `-w` / `-no-warnings`: warnings are dropped.
    pub ignore_warnings: bool,
}

impl Diagnostics {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn emit(&mut self, mut d: Diagnostic) {
        if self.fatal {
            return;
        }
        match d.level {
            Level::Warning if self.ignore_warnings => return,
            Level::Warning if self.warnings_as_errors => {
                d.level = Level::Error;
                self.errors += 1;
            }
            Level::Warning => self.warnings += 1,
            Level::Error => self.errors += 1,
            Level::Fatal => {
                self.errors += 1;
                self.fatal = true;
            }
            Level::Note => {}
        }
        self.list.push(d);
    }

    pub fn error(&mut self, span: Span, message: impl Into<String>) {
        self.emit(Diagnostic::error(span, message));
    }

    pub fn warning(&mut self, span: Span, message: impl Into<String>, flag: &'static str) {
        self.emit(Diagnostic::warning(span, message, flag));
    }

    pub fn fatal(&mut self, span: Option<Span>, message: impl Into<String>) {
        self.emit(Diagnostic::new(Level::Fatal, span, message));
    }

    /// A point to roll back to after a tentative parse.
    pub fn checkpoint(&self) -> Checkpoint {
        Checkpoint {
            len: self.list.len(),
            errors: self.errors,
            warnings: self.warnings,
            fatal: self.fatal,
        }
    }

    /// Drops what was reported since `cp`, unless a fatal error was: that
    /// one stops the compilation whatever the tentative parse decides.
    pub fn rollback(&mut self, cp: Checkpoint) {
        if self.fatal && !cp.fatal {
            return;
        }
        self.list.truncate(cp.len);
        self.errors = cp.errors;
        self.warnings = cp.warnings;
        self.fatal = cp.fatal;
    }

    pub fn error_count(&self) -> usize {
        self.errors
    }

    pub fn warning_count(&self) -> usize {
        self.warnings
    }

    pub fn has_errors(&self) -> bool {
        self.errors > 0
    }

    /// A fatal error stops the compilation (clang's behaviour after, say, a
    /// missing `#include`).
    pub fn is_fatal(&self) -> bool {
        self.fatal
    }

    /// Every diagnostic rendered as clang prints it, without the summary line.
    ///
    /// clang preprocesses, parses and checks in one pass, so its diagnostics
    /// come in source order; the stages here run one after another, so the
    /// diagnostics are ordered by where they point in the translation unit
    /// (through the include chain), keeping emission order for equal places.
    /// Diagnostics without a location come last.
    pub fn render(&self, sm: &SourceMap) -> String {
        let mut out = String::new();
        let mut last_stack: Vec<Span> = Vec::new();
        let mut order: Vec<(Option<PositionKey>, usize)> = self
            .list
            .iter()
            .enumerate()
            .map(|(i, d)| (d.span.map(|s| position_key(sm, s)), i))
            .collect();
        order.sort_by(|a, b| match (&a.0, &b.0) {
            (Some(x), Some(y)) => x.cmp(y).then(a.1.cmp(&b.1)),
            (Some(_), None) => std::cmp::Ordering::Less,
            (None, Some(_)) => std::cmp::Ordering::Greater,
            (None, None) => a.1.cmp(&b.1),
        });
        for (_, i) in order {
            let d = &self.list[i];
            render_one(sm, d, &mut out, &mut last_stack);
            for n in &d.notes {
                render_one(sm, n, &mut out, &mut last_stack);
            }
        }
        out
    }

    /// clang's closing line: `1 warning and 2 errors generated.`; empty when
    /// there is nothing to count.
    pub fn summary(&self) -> String {
        let plural = |n: usize, what: &str| format!("{n} {what}{}", if n == 1 { "" } else { "s" });
        match (self.warnings, self.errors) {
            (0, 0) => String::new(),
            (w, 0) => format!("{} generated.\n", plural(w, "warning")),
            (0, e) => format!("{} generated.\n", plural(e, "error")),
            (w, e) => format!(
                "{} and {} generated.\n",
                plural(w, "warning"),
                plural(e, "error")
            ),
        }
    }
}

type PositionKey = Vec<(u32, u32)>;

/// Where a location falls in the translation unit: the offsets of the
/// `#include`s leading to its file, outermost first, then its own offset.
/// The predefines and command-line buffers (not included from anywhere and
/// not the main file) sort first.
fn position_key(sm: &SourceMap, span: Span) -> PositionKey {
    let mut chain = vec![(1, span.lo)];
    let mut file = span.file;
    let mut guard = 0;
    while let Some(from) = sm.file(file).included_from {
        chain.push((1, from.lo));
        file = from.file;
        guard += 1;
        if guard > 512 {
            break;
        }
    }
    let root_is_buffer = sm.file(file).name.starts_with('<');
    if root_is_buffer {
        chain.push((0, file.0));
    }
    chain.reverse();
    chain
}

/// The include chain of a file, innermost first.
fn include_stack(sm: &SourceMap, span: Span) -> Vec<Span> {
    let mut stack = Vec::new();
    let mut file = span.file;
    let mut guard = 0;
    while let Some(from) = sm.file(file).included_from {
        stack.push(from);
        file = from.file;
        guard += 1;
        if guard > 512 {
            break;
        }
    }
    stack
}

fn render_one(sm: &SourceMap, d: &Diagnostic, out: &mut String, last_stack: &mut Vec<Span>) {
    let flag = d.flag.map(|f| format!(" [-W{f}]")).unwrap_or_default();
    let Some(span) = d.span else {
        let _ = writeln!(out, "{}: {}{}", d.level.label(), d.message, flag);
        return;
    };
    if d.level != Level::Note {
        let stack = include_stack(sm, span);
        if stack != *last_stack {
            for from in &stack {
                let p = sm.presumed(from.file, from.lo);
                let _ = writeln!(out, "In file included from {}:{}:", p.name, p.line);
            }
            *last_stack = stack;
        }
    }
    let p = sm.presumed(span.file, span.lo);
    let _ = writeln!(
        out,
        "{}:{}:{}: {}: {}{}",
        p.name,
        p.line,
        p.column,
        d.level.label(),
        d.message,
        flag
    );
    let file = sm.file(span.file);
    let line = file.line_text(span.lo);
    let line_start = file.line_start(span.lo);
    let line_end = line_start + line.len() as u32;
    // Marks per byte of the line: ' ', '~' or '^'.
    let mut marks = vec![b' '; line.len() + 1];
    let mut underline = |r: Span| {
        if r.file != span.file || r.hi <= r.lo {
            return;
        }
        let lo = r.lo.max(line_start);
        let hi = r.hi.min(line_end);
        for i in lo..hi {
            marks[(i - line_start) as usize] = b'~';
        }
    };
    underline(span);
    for r in &d.ranges {
        underline(*r);
    }
    let caret = (span.lo.min(line_end) - line_start) as usize;
    marks[caret] = b'^';
    let last = marks.iter().rposition(|&m| m != b' ').unwrap_or(0);
    // Tabs are expanded to clang's 8-column stops in both lines; a multi-byte
    // character takes one column.
    let mut mark_line = String::new();
    let mut col = 0usize;
    for (i, c) in line.char_indices() {
        if i > last {
            break;
        }
        let mark = marks[i] as char;
        let width = if c == '\t' { 8 - col % 8 } else { 1 };
        mark_line.push(mark);
        for _ in 1..width {
            mark_line.push(if mark == ' ' { ' ' } else { '~' });
        }
        col += width;
    }
    if last >= line.len() {
        mark_line.push(marks[line.len()] as char);
    }
    let _ = writeln!(out, "{}", expand_tabs(line));
    let _ = writeln!(out, "{}", mark_line.trim_end());
}

fn expand_tabs(line: &str) -> String {
    let mut s = String::with_capacity(line.len());
    let mut col = 0;
    for c in line.chars() {
        if c == '\t' {
            let n = 8 - col % 8;
            s.extend(std::iter::repeat_n(' ', n));
            col += n;
        } else {
            s.push(c);
            col += 1;
        }
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::source::SourceMap;

    #[test]
    fn caret_and_range() {
        let (sm, f) = SourceMap::with_main_file("t.hlsl", "int x = foo + bar;\n");
        let mut diags = Diagnostics::new();
        diags.emit(
            Diagnostic::error(Span::new(f, 12, 13), "invalid operands")
                .with_range(Span::new(f, 8, 11)),
        );
        assert_eq!(
            diags.render(&sm),
            "t.hlsl:1:13: error: invalid operands\nint x = foo + bar;\n        ~~~ ^\n"
        );
        assert_eq!(diags.summary(), "1 error generated.\n");
    }

    #[test]
    fn summary_forms() {
        let (sm, f) = SourceMap::with_main_file("t.hlsl", "x");
        let mut d = Diagnostics::new();
        d.warning(Span::new(f, 0, 0), "w", "foo");
        assert_eq!(d.summary(), "1 warning generated.\n");
        d.error(Span::new(f, 0, 0), "e");
        d.error(Span::new(f, 0, 0), "e");
        assert_eq!(d.summary(), "1 warning and 2 errors generated.\n");
        assert!(
            d.render(&sm)
                .starts_with("t.hlsl:1:1: warning: w [-Wfoo]\nx\n^\n")
        );
    }
}
