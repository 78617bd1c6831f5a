//! Diagnostics rendered as text, byte for byte as `mlir-opt-22` prints them.
//!
//! MLIR's `SourceMgrDiagnosticHandler` (`mlir/lib/IR/Diagnostics.cpp`) decides what to
//! show and LLVM's `SMDiagnostic::print` (`llvm/lib/Support/SourceMgr.cpp`) lays it out:
//!
//! ```text
//! f.mlir:3:3: error: redefinition of SSA value '%0'
//!   %0 = "bar"() : () -> i32
//!   ^
//! f.mlir:2:3: note: previously defined here
//!   %0 = "foo"() : () -> i32
//!   ^
//! ```
//!
//! - The source line is shown when the location's file is a buffer of the
//!   [`SourceMgr`], its line and column are non-zero and the column lies within the
//!   line (at most one past its end); otherwise only `file:line:col: error: message`.
//! - Tabs in the source line expand to the next multiple of 8 columns, and the caret
//!   line follows them. A source line with any non-ASCII byte is shown without a caret
//!   line (LLVM cannot align one).
//! - A location with no file position prints as `<unknown>:0: error: message`, with
//!   the printed location before the message when it is not `loc(unknown)`.
//! - `called from` notes follow for call-site locations; then the attached notes, each
//!   showing its source line only when its location differs from the previous one.

use super::{DiagLocation, Diagnostic, Severity, SourceBuffer, SourceMgr};

/// How many callers of a call-site location are shown (upstream's default
/// `callStackLimit`).
pub const CALL_STACK_LIMIT: usize = 10;

/// Tab stops of the source line, as LLVM expands them.
const TAB_STOP: usize = 8;

/// `diag` with its call stack and notes, each line ending in `\n`.
pub fn render(mgr: &SourceMgr, diag: &Diagnostic) -> String {
    let mut out = String::new();
    render_into(mgr, diag, &mut out);
    out
}

/// Each of `diags` in turn.
pub fn render_all<'a>(mgr: &SourceMgr, diags: impl IntoIterator<Item = &'a Diagnostic>) -> String {
    let mut out = String::new();
    for diag in diags {
        render_into(mgr, diag, &mut out);
    }
    out
}

/// Appends the rendering of `diag` to `out`.
pub fn render_into(mgr: &SourceMgr, diag: &Diagnostic, out: &mut String) {
    emit(
        mgr,
        out,
        &diag.location,
        diag.severity,
        &diag.message,
        diag.range_len,
        true,
    );
    for caller in diag.call_stack.iter().take(CALL_STACK_LIMIT) {
        emit(mgr, out, caller, Severity::Note, "called from", 0, true);
    }
    // Upstream compares each note with the last location it walked to: the caller one
    // past the shown stack when the stack was cut, else the last caller.
    let mut previous = diag
        .call_stack
        .get(CALL_STACK_LIMIT)
        .or(diag.call_stack.last())
        .unwrap_or(&diag.location);
    for note in &diag.notes {
        let show_source = *previous != note.location;
        emit(
            mgr,
            out,
            &note.location,
            note.severity,
            &note.message,
            note.range_len,
            show_source,
        );
        previous = &note.location;
    }
}

/// The first line of a rendering, without the trailing newline and source lines:
/// what is printed when the source cannot be shown.
pub fn header(location: &DiagLocation, severity: Severity, message: &str) -> String {
    match location {
        DiagLocation::Unknown => format!("<unknown>:0: {severity}: {message}"),
        DiagLocation::Printed(loc) => format!("<unknown>:0: {severity}: {loc}: {message}"),
        DiagLocation::FileLineCol(flc) => format!("{flc}: {severity}: {message}"),
    }
}

/// One location and message: upstream's `emitDiagnostic(loc, message, kind,
/// displaySourceLine)`.
fn emit(
    mgr: &SourceMgr,
    out: &mut String,
    location: &DiagLocation,
    severity: Severity,
    message: &str,
    range_len: usize,
    show_source: bool,
) {
    let source = match location {
        DiagLocation::FileLineCol(flc) if show_source && flc.line != 0 && flc.col != 0 => {
            mgr.locate(&flc.file, flc.line, flc.col)
        }
        _ => None,
    };
    match source {
        Some(loc) => print_with_source(
            mgr.buffer(loc.buffer),
            loc.offset,
            severity,
            message,
            range_len,
            out,
        ),
        None => {
            out.push_str(&header(location, severity, message));
            out.push('\n');
        }
    }
}

/// LLVM's `SMDiagnostic::print` for a location inside `buffer`.
fn print_with_source(
    buffer: &SourceBuffer,
    offset: usize,
    severity: Severity,
    message: &str,
    range_len: usize,
    out: &mut String,
) {
    let (line, col) = buffer.line_col(offset);
    let name = match buffer.name() {
        "-" => "<stdin>",
        name => name,
    };
    out.push_str(&format!("{name}:{line}:{col}: {severity}: {message}\n"));

    let (line_start, line_end) = buffer.line_bounds(offset);
    let contents = String::from_utf8_lossy(&buffer.bytes()[line_start..line_end]);
    let contents = &*contents;
    print_source_line(contents, out);
    if !contents.is_ascii() {
        return;
    }

    let width = contents.len();
    let mut caret = vec![b' '; width + 1];
    let column = offset - line_start;
    if range_len > 0 {
        // The range is clipped to the line, as LLVM clips it.
        let end = offset.saturating_add(range_len).min(line_end) - line_start;
        caret[column..end].fill(b'~');
    }
    caret[column.min(width)] = b'^';
    let used = caret.iter().rposition(|&b| b != b' ').map_or(0, |i| i + 1);
    caret.truncate(used);

    // The caret line follows the source line's tabs.
    let mut out_col = 0;
    for (i, &c) in caret.iter().enumerate() {
        if contents.as_bytes().get(i) == Some(&b'\t') {
            pad_to_tab_stop(c as char, &mut out_col, out);
        } else {
            out.push(c as char);
            out_col += 1;
        }
    }
    out.push('\n');
}

/// The source line with tabs expanded to the next tab stop (at least one space).
fn print_source_line(contents: &str, out: &mut String) {
    let mut out_col = 0;
    for piece in contents.split_inclusive('\t') {
        let (text, tab) = match piece.strip_suffix('\t') {
            Some(text) => (text, true),
            None => (piece, false),
        };
        out.push_str(text);
        out_col += text.len();
        if tab {
            pad_to_tab_stop(' ', &mut out_col, out);
        }
    }
    out.push('\n');
}

/// Pushes `c` at least once, then until the next tab stop.
fn pad_to_tab_stop(c: char, out_col: &mut usize, out: &mut String) {
    loop {
        out.push(c);
        *out_col += 1;
        if out_col.is_multiple_of(TAB_STOP) {
            break;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diagnostics::FileLineCol;

    const REDEFINITION: &str =
        "func.func @f() {\n  %0 = \"foo\"() : () -> i32\n  %0 = \"bar\"() : () -> i32\n}\n";

    fn mgr_with(name: &str, text: &str) -> SourceMgr {
        let mut mgr = SourceMgr::new();
        mgr.add_buffer(name, text);
        mgr
    }

    fn at(file: &str, line: u32, col: u32) -> DiagLocation {
        FileLineCol::new(file, line, col).into()
    }

    #[test]
    fn error_with_note_matches_mlir_opt() {
        let mgr = mgr_with("redef.mlir", REDEFINITION);
        let diag = Diagnostic::error(at("redef.mlir", 3, 3), "redefinition of SSA value '%0'")
            .with_note(at("redef.mlir", 2, 3), "previously defined here");
        assert_eq!(
            render(&mgr, &diag),
            "redef.mlir:3:3: error: redefinition of SSA value '%0'\n  %0 = \"bar\"() : () -> i32\n  ^\n\
             redef.mlir:2:3: note: previously defined here\n  %0 = \"foo\"() : () -> i32\n  ^\n"
        );
    }

    #[test]
    fn carets_and_ranges_under_the_source_line() {
        // (buffer, its text, line, column, range length, message, rendered)
        let cases = [
            // `echo '"x"(' | mlir-opt-22 -`
            (
                "<stdin>",
                "\"x\"(\n",
                1,
                4,
                0,
                "operation being parsed with an unregistered dialect",
                "<stdin>:1:4: error: operation being parsed with an unregistered dialect\n\"x\"(\n   ^\n",
            ),
            // The column just past the last character of a file with no final newline.
            (
                "eof.mlir",
                "func.func @f() {\n  return %x",
                2,
                11,
                0,
                "expected ':'",
                "eof.mlir:2:11: error: expected ':'\n  return %x\n          ^\n",
            ),
            // A range underlines with tildes, clipped to the line.
            (
                "v.mlir",
                "// expected-error {{abc}}\n",
                1,
                4,
                3,
                "expected error \"abc\" was not produced",
                "v.mlir:1:4: error: expected error \"abc\" was not produced\n// expected-error {{abc}}\n   ^~~\n",
            ),
            (
                "v.mlir",
                "// expected-error {{abc}}\n",
                1,
                20,
                100,
                "m",
                "v.mlir:1:20: error: m\n// expected-error {{abc}}\n                   ^~~~~~\n",
            ),
        ];
        for (name, text, line, col, range_len, message, expected) in cases {
            let mgr = mgr_with(name, text);
            let diag = Diagnostic::error(at(name, line, col), message).with_range_len(range_len);
            assert_eq!(render(&mgr, &diag), expected, "{name}:{line}:{col}");
        }
    }

    #[test]
    fn tabs_expand_to_stops_of_eight_in_both_lines() {
        let mgr = mgr_with("tab.mlir", "\t\tx\t%0 = \"foo\"() : () -> i32\n");
        let diag = Diagnostic::error(at("tab.mlir", 1, 3), "custom op 'x' is unknown");
        let expected = format!(
            "tab.mlir:1:3: error: custom op 'x' is unknown\n{}x{}%0 = \"foo\"() : () -> i32\n{}^\n",
            " ".repeat(16),
            " ".repeat(7),
            " ".repeat(16)
        );
        assert_eq!(render(&mgr, &diag), expected);
    }

    #[test]
    fn non_ascii_lines_have_no_caret_and_byte_columns() {
        let line = "  \"x\"() {a = \"éé\"} : () -> () %0 = \"bar\"() : () -> i32";
        let mgr = mgr_with("mb.mlir", &format!("func.func @f() {{\n{line}\n}}\n"));
        let diag = Diagnostic::note(at("mb.mlir", 2, 33), "previously defined here");
        assert_eq!(
            render(&mgr, &diag),
            format!("mb.mlir:2:33: note: previously defined here\n{line}\n")
        );
    }

    #[test]
    fn locations_without_source() {
        let mgr = mgr_with("locs.mlir", "a\nb\n");
        let cases = [
            (DiagLocation::Unknown, "<unknown>:0: error: m\n"),
            (
                DiagLocation::Printed("loc(\"named\")".into()),
                "<unknown>:0: error: loc(\"named\"): m\n",
            ),
            (at("nofile.mlir", 5, 3), "nofile.mlir:5:3: error: m\n"),
            (at("locs.mlir", 0, 0), "locs.mlir:0:0: error: m\n"),
            (at("locs.mlir", 1, 300), "locs.mlir:1:300: error: m\n"),
            (at("locs.mlir", 200, 1), "locs.mlir:200:1: error: m\n"),
        ];
        for (location, expected) in cases {
            assert_eq!(render(&mgr, &Diagnostic::error(location, "m")), expected);
        }
    }

    #[test]
    fn notes_at_the_same_location_omit_the_source() {
        let mgr = mgr_with("f.mlir", "  return\n");
        let diag = Diagnostic::error(at("f.mlir", 1, 3), "bad")
            .with_note(at("f.mlir", 1, 3), "see current operation: x")
            .with_note(at("f.mlir", 1, 4), "elsewhere")
            .with_note(at("f.mlir", 1, 4), "same again");
        assert_eq!(
            render(&mgr, &diag),
            "f.mlir:1:3: error: bad\n  return\n  ^\n\
             f.mlir:1:3: note: see current operation: x\n\
             f.mlir:1:4: note: elsewhere\n  return\n   ^\n\
             f.mlir:1:4: note: same again\n"
        );
    }

    #[test]
    fn call_stack_renders_called_from_notes() {
        let mgr = mgr_with("c.mlir", "aaaa\nbbbb\ncccc\n");
        let diag = Diagnostic::error(at("c.mlir", 1, 2), "failed")
            .with_call_stack([at("c.mlir", 2, 3), at("c.mlir", 3, 1)])
            .with_note(at("c.mlir", 1, 2), "see current operation");
        assert_eq!(
            render(&mgr, &diag),
            "c.mlir:1:2: error: failed\naaaa\n ^\n\
             c.mlir:2:3: note: called from\nbbbb\n  ^\n\
             c.mlir:3:1: note: called from\ncccc\n^\n\
             c.mlir:1:2: note: see current operation\naaaa\n ^\n"
        );
    }

    #[test]
    fn call_stack_is_cut_at_the_limit() {
        let mgr = mgr_with("c.mlir", "x\n");
        let callers = (0..12).map(|_| DiagLocation::Unknown);
        let diag = Diagnostic::error(DiagLocation::Unknown, "deep").with_call_stack(callers);
        let rendered = render(&mgr, &diag);
        assert_eq!(rendered.matches("called from").count(), CALL_STACK_LIMIT);
    }
}
