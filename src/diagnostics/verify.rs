//! `--verify-diagnostics`: emitted diagnostics checked against the `expected-*`
//! designators of the input, with the semantics and wording of MLIR's
//! `SourceMgrDiagnosticVerifierHandler`
//! (<https://mlir.llvm.org/docs/Diagnostics/#sourcemgr-diagnostic-verifier-handler>).
//!
//! A designator is `expected-(error|note|remark|warning)[-re] [@(+N|-N|above|below|
//! unknown)] {{message}}` at the end of a line: the diagnostic must be on that line
//! (`@+N`/`@-N` lines below/above it, `@above`/`@below` the nearest line without a
//! designator, `@unknown` for diagnostics without a file location) and contain
//! `message`; with `-re`, `{{regex}}` parts of the message are regular expressions.
//!
//! An emitted diagnostic, and each note attached to it, matches an expectation of the
//! same severity on the same line of the same file (any `@unknown` one for a location
//! without a file position) whose text it contains. Failures are errors, rendered like
//! any diagnostic:
//!
//! - `unexpected error: <message>` at the diagnostic's location when nothing matches;
//! - `'error' diagnostic emitted when expecting a 'warning'` at the designator when
//!   only the severity differs;
//! - `expected error "<text>" was not produced` at the designator, its text
//!   underlined, for each expectation no diagnostic matched;
//! - malformed `-re` messages and line offsets, at the designator.
//!
//! With `--split-input-file`, upstream keeps one verifier for the whole file: build it
//! from the whole buffer, [`process`](Verifier::process) every chunk's diagnostics,
//! then [`finish`](Verifier::finish).
//!
//! One difference from `mlir-opt-22` is deliberate: its driver verifies twice (once
//! explicitly, once when the handler is dropped) and so prints each unmet `@unknown`
//! expectation twice; here every failure is reported once.

use indexmap::IndexMap;

use super::expected::{self, Expectation};
use super::{DiagLocation, Diagnostic, Severity, SourceMgr};

/// Which emitted diagnostics are checked (`--verify-diagnostics[=all|only-expected]`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum VerifyMode {
    /// Every emitted diagnostic must be expected, and every expected one emitted.
    #[default]
    All,
    /// Only that every expected diagnostic is emitted; others pass silently.
    OnlyExpected,
}

/// The outcome of a verification.
#[derive(Debug, PartialEq, Eq)]
pub struct Verification {
    pub passed: bool,
    /// The errors to print, in upstream's order.
    pub failures: Vec<Diagnostic>,
}

/// Checks emitted diagnostics against the designators of a [`SourceMgr`]'s buffers.
#[derive(Debug)]
pub struct Verifier {
    mode: VerifyMode,
    /// Expectations at file lines, by file name, in the order buffers were added.
    by_file: IndexMap<String, Vec<Expectation>>,
    unknown: Vec<Expectation>,
    failures: Vec<Diagnostic>,
    failed: bool,
}

impl Verifier {
    /// Reads the designators of every buffer of `mgr`. Malformed ones are failures
    /// right away.
    pub fn new(mgr: &SourceMgr, mode: VerifyMode) -> Self {
        let mut verifier = Self {
            mode,
            by_file: IndexMap::new(),
            unknown: Vec::new(),
            failures: Vec::new(),
            failed: false,
        };
        for (id, buffer) in mgr.buffers() {
            let scan = expected::scan(mgr, id);
            verifier.failed |= !scan.errors.is_empty();
            verifier.failures.extend(scan.errors);
            verifier
                .by_file
                .entry(buffer.name().to_owned())
                .or_default()
                .extend(scan.at_lines);
            verifier.unknown.extend(scan.unknown);
        }
        verifier
    }

    /// Checks an emitted diagnostic and its notes (not its `called from` stack).
    pub fn process(&mut self, diag: &Diagnostic) {
        self.process_one(&diag.location, diag.severity, &diag.message);
        for note in &diag.notes {
            self.process_one(&note.location, note.severity, &note.message);
        }
    }

    fn process_one(&mut self, location: &DiagLocation, severity: Severity, message: &str) {
        let (candidates, line) = match location.file_line_col() {
            Some(flc) => (
                self.by_file
                    .get_mut(&flc.file)
                    .map_or(&mut [][..], Vec::as_mut_slice),
                Some(i64::from(flc.line)),
            ),
            None => (self.unknown.as_mut_slice(), None),
        };
        let mut near_miss = None;
        for expectation in candidates {
            if line.is_some_and(|line| line != expectation.line) || !expectation.matches(message) {
                continue;
            }
            if expectation.severity == severity {
                expectation.matched = true;
                return;
            }
            near_miss = Some((expectation.location.clone(), expectation.severity));
        }
        if self.mode == VerifyMode::OnlyExpected {
            return;
        }
        let failure = match near_miss {
            Some((at, expected)) => Diagnostic::error(
                at,
                format!("'{severity}' diagnostic emitted when expecting a '{expected}'"),
            ),
            None => Diagnostic::error(
                location.clone(),
                format!("unexpected {severity}: {message}"),
            ),
        };
        self.failures.push(failure);
        self.failed = true;
    }

    /// The failures found so far, leaving none: to print them as they arise.
    pub fn take_failures(&mut self) -> Vec<Diagnostic> {
        std::mem::take(&mut self.failures)
    }

    /// Reports every expectation nothing matched and gives the outcome.
    pub fn finish(mut self) -> Verification {
        let unmet = self
            .by_file
            .values()
            .flatten()
            .chain(&self.unknown)
            .filter(|e| !e.matched);
        for expectation in unmet {
            let message = format!(
                "expected {} \"{}\" was not produced",
                expectation.severity, expectation.text
            );
            self.failures.push(expectation.error(message));
            self.failed = true;
        }
        Verification {
            passed: !self.failed,
            failures: self.failures,
        }
    }
}

/// Verifies `emitted` against the designators of `mgr`'s buffers in one go.
pub fn verify<'a>(
    mgr: &SourceMgr,
    mode: VerifyMode,
    emitted: impl IntoIterator<Item = &'a Diagnostic>,
) -> Verification {
    let mut verifier = Verifier::new(mgr, mode);
    for diag in emitted {
        verifier.process(diag);
    }
    verifier.finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diagnostics::{FileLineCol, render_all};

    fn at(line: u32, col: u32) -> DiagLocation {
        FileLineCol::new("v.mlir", line, col).into()
    }

    fn check(text: &str, mode: VerifyMode, emitted: &[Diagnostic]) -> (bool, String) {
        let mut mgr = SourceMgr::new();
        mgr.add_buffer("v.mlir", text);
        let outcome = verify(&mgr, mode, emitted);
        (outcome.passed, render_all(&mgr, &outcome.failures))
    }

    const REDEFINITION: &str = "func.func @f() {\n  %0 = \"foo\"() : () -> i32\n  // expected-error @below {{redefinition of SSA value '%0'}}\n  %0 = \"bar\"() : () -> i32\n}\n";

    fn redefinition() -> Diagnostic {
        Diagnostic::error(at(4, 3), "redefinition of SSA value '%0'")
            .with_note(at(2, 3), "previously defined here")
    }

    #[test]
    fn matched_diagnostics_pass() {
        let text = REDEFINITION.replace(
            "-> i32\n  //",
            "-> i32 // expected-note {{previously}}\n  //",
        );
        let (passed, out) = check(&text, VerifyMode::All, &[redefinition()]);
        assert_eq!(out, "");
        assert!(passed);
    }

    #[test]
    fn unexpected_notes_are_reported_like_mlir_opt() {
        // mlir-opt-22 --verify-diagnostics on the same input.
        let (passed, out) = check(REDEFINITION, VerifyMode::All, &[redefinition()]);
        assert!(!passed);
        assert_eq!(
            out,
            "v.mlir:2:3: error: unexpected note: previously defined here\n  %0 = \"foo\"() : () -> i32\n  ^\n"
        );
    }

    #[test]
    fn near_miss_unexpected_and_not_produced() {
        let text = "// expected-warning @+2 {{use of undeclared SSA value}}\nfunc.func @k() {\n  return %x : i32\n}\n";
        let emitted = [Diagnostic::error(
            at(3, 10),
            "use of undeclared SSA value name",
        )];
        let (passed, out) = check(text, VerifyMode::All, &emitted);
        assert!(!passed);
        assert_eq!(
            out,
            "v.mlir:1:4: error: 'error' diagnostic emitted when expecting a 'warning'\n\
             // expected-warning @+2 {{use of undeclared SSA value}}\n   ^\n\
             v.mlir:1:4: error: expected warning \"use of undeclared SSA value\" was not produced\n\
             // expected-warning @+2 {{use of undeclared SSA value}}\n   ^~~~~~~~~~~~~~~~~~~~~~~~~~~\n"
        );

        let emitted = [Diagnostic::error(at(2, 1), "elsewhere")];
        let (_, out) = check(text, VerifyMode::All, &emitted);
        assert!(
            out.starts_with(
                "v.mlir:2:1: error: unexpected error: elsewhere\nfunc.func @k() {\n^\n"
            ),
            "{out}"
        );
    }

    #[test]
    fn only_expected_mode_ignores_the_rest() {
        let text = "// expected-error @+1 {{wanted}}\nop\n";
        let emitted = [
            Diagnostic::error(at(2, 1), "wanted here"),
            Diagnostic::error(at(2, 1), "other"),
            Diagnostic::warning(DiagLocation::Unknown, "stray"),
        ];
        assert_eq!(
            check(text, VerifyMode::OnlyExpected, &emitted),
            (true, String::new())
        );
        assert!(!check(text, VerifyMode::All, &emitted).0);
        assert!(!check(text, VerifyMode::OnlyExpected, &[]).0);
    }

    #[test]
    fn locations_without_file_use_unknown_designators() {
        let text = "// expected-error @unknown {{has 0 operands}}\n// expected-remark @unknown {{never}}\n";
        let emitted = [
            Diagnostic::error(
                DiagLocation::Printed("loc(\"named\")".into()),
                "'func.return' op has 0 operands",
            ),
            Diagnostic::error(DiagLocation::Printed("loc(\"named\")".into()), "other"),
        ];
        let (passed, out) = check(text, VerifyMode::All, &emitted);
        assert!(!passed);
        assert_eq!(
            out,
            "<unknown>:0: error: loc(\"named\"): unexpected error: other\n\
             <unknown>:0: error: expected remark \"never\" was not produced\n"
        );
    }

    #[test]
    fn one_expectation_absorbs_repeated_diagnostics() {
        let text = "op // expected-error {{dup}}\n";
        let emitted = [
            Diagnostic::error(at(1, 1), "dup"),
            Diagnostic::error(at(1, 1), "dup"),
        ];
        assert_eq!(
            check(text, VerifyMode::All, &emitted),
            (true, String::new())
        );
    }

    #[test]
    fn other_files_are_unexpected() {
        let text = "op // expected-error {{x}}\n";
        let emitted = [
            Diagnostic::error(at(1, 1), "x"),
            Diagnostic::error(FileLineCol::new("other.mlir", 1, 1), "x"),
        ];
        let (_, out) = check(text, VerifyMode::All, &emitted);
        assert_eq!(out, "other.mlir:1:1: error: unexpected error: x\n");
    }

    #[test]
    fn failures_keep_upstream_order_and_can_stream() {
        let text = "// expected-error-re {{bad {{(}}}}\n// expected-error {{a}}\nop\n";
        let mut mgr = SourceMgr::new();
        mgr.add_buffer("v.mlir", text);
        let mut verifier = Verifier::new(&mgr, VerifyMode::All);
        let parse_errors = verifier.take_failures();
        assert_eq!(parse_errors.len(), 1);
        assert!(parse_errors[0].message.starts_with("invalid regex: "));
        verifier.process(&Diagnostic::error(at(3, 1), "z"));
        assert_eq!(verifier.take_failures()[0].message, "unexpected error: z");
        let outcome = verifier.finish();
        assert!(!outcome.passed, "earlier failures still fail the run");
        assert_eq!(outcome.failures.len(), 1);
        assert_eq!(
            outcome.failures[0].message,
            "expected error \"a\" was not produced"
        );
    }
}
