//! The `expected-*` designators that `--verify-diagnostics` reads from the input, as
//! MLIR's `SourceMgrDiagnosticVerifierHandler` scans them
//! (<https://mlir.llvm.org/docs/Diagnostics/#sourcemgr-diagnostic-verifier-handler>).
//!
//! A designator is found anywhere on a line (usually in a `//` comment):
//!
//! ```text
//! expected-(error|note|remark|warning)[-re] [@(+N|-N|above|below|unknown)] {{message}}
//! ```
//!
//! ending the line (trailing whitespace aside). `message` runs to the line's last `}}`
//! and must be contained in the emitted message. With `-re`, `{{...}}` inside it are
//! regular expressions and the rest is literal; without, the whole text is literal.
//! The line is the designator's own, `@+N`/`@-N` lines below/above it (`N` is read as
//! upstream reads it: a leading `0` makes it octal), `@above` the nearest line above
//! that holds no designator, `@below` the nearest such line below (the buffer's last
//! line when there is none), and `@unknown` matches diagnostics without a file
//! location.

use std::sync::LazyLock;

use regex::Regex;

use super::{DiagLocation, Diagnostic, Severity, SourceBuffer, SourceLoc, SourceMgr};

static DESIGNATOR: LazyLock<regex::bytes::Regex> = LazyLock::new(|| {
    regex::bytes::Regex::new(r"expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|unknown))? *\{\{(.*)\}\}$")
        .expect("the designator grammar is a valid regex")
});

/// One expected diagnostic.
#[derive(Debug)]
pub(super) struct Expectation {
    pub severity: Severity,
    /// The 1-based line the diagnostic must be on; out of range when an offset points
    /// outside the buffer (then nothing matches it).
    pub line: i64,
    /// Where `expected-` starts, to report on; unknown for `@unknown`.
    pub location: DiagLocation,
    /// The message text as written between the outer `{{` and `}}`.
    pub text: String,
    /// For `-re`, the whole text as one regex.
    pub pattern: Option<Regex>,
    pub matched: bool,
}

impl Expectation {
    pub fn matches(&self, message: &str) -> bool {
        match &self.pattern {
            Some(pattern) => pattern.is_match(message),
            None => message.contains(&self.text),
        }
    }

    /// An error at the designator underlining as many bytes as the text has, the way
    /// upstream reports a malformed or unmet designator.
    pub fn error(&self, message: String) -> Diagnostic {
        Diagnostic::error(self.location.clone(), message).with_range_len(self.text.len())
    }
}

/// Where a designator applies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Target {
    Here,
    Offset(i64),
    Above,
    Below,
    Unknown,
}

/// The expectations of one buffer.
#[derive(Debug, Default)]
pub(super) struct Scan {
    /// Expectations at file lines, in the order they are written.
    pub at_lines: Vec<Expectation>,
    /// `@unknown` expectations.
    pub unknown: Vec<Expectation>,
    /// Malformed designators, reported at the designator.
    pub errors: Vec<Diagnostic>,
}

/// Reads every designator of buffer `id`.
pub(super) fn scan(mgr: &SourceMgr, id: super::BufferId) -> Scan {
    let buffer = mgr.buffer(id);
    let mut scan = Scan::default();
    // The last line without a designator, 0-based, for `@above`.
    let mut last_plain_line = 0usize;
    // Indices into `at_lines` of `@below` designators waiting for a plain line.
    let mut waiting_below = Vec::new();
    let mut line_start = 0usize;
    for (index, line) in buffer.bytes().split(|&b| b == b'\n').enumerate() {
        let offset = line_start;
        line_start += line.len() + 1;
        let end = line
            .iter()
            .rposition(|b| !b" \t\n\x0b\x0c\r".contains(b))
            .map_or(0, |i| i + 1);
        let trimmed = &line[..end];
        let Some(found) = DESIGNATOR.captures(trimmed) else {
            for waiting in waiting_below.drain(..) {
                let expectation: &mut Expectation = &mut scan.at_lines[waiting];
                expectation.line = line_number(index);
            }
            last_plain_line = index;
            continue;
        };
        let start = found.get(0).map_or(0, |m| m.start());
        let group = |i| {
            found.get(i).map_or(std::borrow::Cow::Borrowed(""), |m| {
                String::from_utf8_lossy(m.as_bytes())
            })
        };
        let severity = match &*group(1) {
            "error" => Severity::Error,
            "warning" => Severity::Warning,
            "remark" => Severity::Remark,
            _ => Severity::Note,
        };
        let mut expectation = Expectation {
            severity,
            line: line_number(index),
            location: mgr.diag_location(SourceLoc {
                buffer: id,
                offset: offset + start,
            }),
            text: group(5).into_owned(),
            pattern: None,
            matched: false,
        };
        if !group(2).is_empty() {
            match compile(&expectation.text) {
                Ok(pattern) => expectation.pattern = Some(pattern),
                Err(message) => {
                    scan.errors.push(expectation.error(message));
                    continue;
                }
            }
        }
        let target = match target(&group(4)) {
            Ok(target) => target,
            Err(message) => {
                scan.errors.push(expectation.error(message));
                continue;
            }
        };
        match target {
            Target::Here => {}
            Target::Offset(delta) => expectation.line += delta,
            Target::Above => expectation.line = line_number(last_plain_line),
            Target::Below => {
                waiting_below.push(scan.at_lines.len());
                expectation.line = last_line(buffer);
            }
            Target::Unknown => {
                expectation.location = DiagLocation::Unknown;
                scan.unknown.push(expectation);
                continue;
            }
        }
        scan.at_lines.push(expectation);
    }
    scan
}

fn line_number(index: usize) -> i64 {
    i64::try_from(index).map_or(i64::MAX, |i| i + 1)
}

/// Where a dangling `@below` points: the number of lines, as upstream counts them.
fn last_line(buffer: &SourceBuffer) -> i64 {
    i64::try_from(buffer.line_count()).unwrap_or(i64::MAX)
}

fn target(designator: &str) -> Result<Target, String> {
    let target = match designator {
        "" => Target::Here,
        "above" => Target::Above,
        "below" => Target::Below,
        "unknown" => Target::Unknown,
        _ => {
            let (sign, digits) = designator.split_at(1);
            let delta = parse_offset(digits)
                .ok_or_else(|| format!("invalid line offset '{designator}'"))?;
            Target::Offset(if sign == "-" { -delta } else { delta })
        }
    };
    Ok(target)
}

/// A line offset as LLVM's `getAsInteger(0, int&)` reads it: octal after a leading
/// `0`, decimal otherwise, and at most `i32::MAX`.
fn parse_offset(digits: &str) -> Option<i64> {
    let (digits, radix) = match digits.strip_prefix('0') {
        Some(rest) if !rest.is_empty() => (rest, 8),
        _ => (digits, 10),
    };
    let value = i32::from_str_radix(digits, radix).ok()?;
    Some(i64::from(value))
}

/// The regex of a `-re` message: literal text with `{{regex}}` parts.
fn compile(text: &str) -> Result<Regex, String> {
    let mut pattern = String::new();
    let mut rest = text;
    while !rest.is_empty() {
        let Some(open) = rest.find("{{") else {
            pattern.push_str(&regex::escape(rest));
            break;
        };
        pattern.push_str(&regex::escape(&rest[..open]));
        rest = &rest[open + 2..];
        let close = rest
            .find("}}")
            .ok_or_else(|| "found start of regex with no end '}}'".to_owned())?;
        let part = &rest[..close];
        check_regex(part)?;
        pattern.push('(');
        pattern.push_str(part);
        pattern.push(')');
        rest = &rest[close + 2..];
    }
    Regex::new(&pattern).map_err(|e| {
        format!(
            "invalid regex: {}",
            e.to_string().lines().last().unwrap_or_default()
        )
    })
}

/// Whether `part` is a valid regex on its own, naming the problem if not.
fn check_regex(part: &str) -> Result<(), String> {
    let reason = match regex_syntax::Parser::new().parse(part) {
        Ok(_) => return Ok(()),
        Err(regex_syntax::Error::Parse(e)) => e.kind().to_string(),
        Err(regex_syntax::Error::Translate(e)) => e.kind().to_string(),
        Err(other) => other.to_string(),
    };
    Err(format!("invalid regex: {reason}"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diagnostics::FileLineCol;

    fn scan_text(text: &str) -> Scan {
        let mut mgr = SourceMgr::new();
        let id = mgr.add_buffer("t.mlir", text);
        scan(&mgr, id)
    }

    fn summary(scan: &Scan) -> Vec<(Severity, i64, &str, bool)> {
        scan.at_lines
            .iter()
            .map(|e| (e.severity, e.line, e.text.as_str(), e.pattern.is_some()))
            .collect()
    }

    #[test]
    fn designators_and_their_lines() {
        let scan = scan_text(
            "op\n\
             // expected-error {{here}}\n\
             // expected-warning @+2 {{two below}}\n\
             // expected-note@-1{{one above}}\n\
             // expected-remark @above {{above}}\n\
             // expected-error @below {{below}}\n\
             \n\
             op // expected-error-re   @+010 {{octal}}   \n",
        );
        assert!(scan.errors.is_empty());
        assert_eq!(
            summary(&scan),
            [
                (Severity::Error, 2, "here", false),
                (Severity::Warning, 5, "two below", false),
                (Severity::Note, 3, "one above", false),
                (Severity::Remark, 1, "above", false),
                (Severity::Error, 7, "below", false),
                (Severity::Error, 16, "octal", true),
            ]
        );
        assert_eq!(
            scan.at_lines[0].location,
            DiagLocation::FileLineCol(FileLineCol::new("t.mlir", 2, 4))
        );
        assert_eq!(
            scan.at_lines[5].location,
            DiagLocation::FileLineCol(FileLineCol::new("t.mlir", 8, 7))
        );
    }

    #[test]
    fn below_without_a_plain_line_points_at_the_last_line() {
        let scan = scan_text("// expected-error @below {{a}}\n// expected-error @below {{b}}");
        assert_eq!(
            summary(&scan),
            [
                (Severity::Error, 2, "a", false),
                (Severity::Error, 2, "b", false)
            ]
        );
        let scan =
            scan_text("// expected-error @below {{a}}\n// expected-error @below {{b}}\nop\nop");
        assert_eq!(
            scan.at_lines.iter().map(|e| e.line).collect::<Vec<_>>(),
            [3, 3]
        );
    }

    #[test]
    fn message_runs_to_the_last_braces() {
        let scan =
            scan_text("// expected-error {{a}} and {{b}}\n// expected-error {{x}} trailing\n");
        assert_eq!(summary(&scan), [(Severity::Error, 1, "a}} and {{b", false)]);
    }

    #[test]
    fn unknown_designators_are_kept_apart() {
        let scan = scan_text("// expected-error @unknown {{somewhere}}\n");
        assert!(scan.at_lines.is_empty());
        assert_eq!(scan.unknown.len(), 1);
        assert_eq!(scan.unknown[0].location, DiagLocation::Unknown);
    }

    #[test]
    fn not_designators() {
        let scan = scan_text(
            "// expected-error\n// expected-error {{unclosed\n// expected-fatal {{x}}\n// expected-error @foo {{x}}\n",
        );
        assert!(scan.at_lines.is_empty() && scan.unknown.is_empty() && scan.errors.is_empty());
    }

    #[test]
    fn regex_messages_mix_literal_text_and_patterns() {
        let scan =
            scan_text("// expected-error-re {{use of {{undeclared|x}} value (%{{[0-9]+}})}}\n");
        let e = &scan.at_lines[0];
        assert!(e.matches("use of undeclared value (%12)"));
        assert!(
            e.matches("error: use of x value (%3) here"),
            "a search, not a full match"
        );
        assert!(!e.matches("use of undeclared value (%a)"));
        assert!(
            !e.matches("use of undeclared value %12"),
            "literal parentheses"
        );

        let literal = scan_text("// expected-error {{use of {{undeclared}} value}}\n");
        assert!(!literal.at_lines[0].matches("use of undeclared value"));
        assert!(literal.at_lines[0].matches("use of {{undeclared}} value"));
    }

    #[test]
    fn malformed_regexes_are_reported_at_the_designator() {
        let scan = scan_text(
            "// expected-error-re @+1 {{bad {{[unclosed}}}}\n// expected-error-re {{bad {{unclosed}}\n",
        );
        assert!(scan.at_lines.is_empty());
        let messages: Vec<_> = scan.errors.iter().map(|d| d.message.as_str()).collect();
        assert_eq!(messages[1], "found start of regex with no end '}}'");
        assert!(
            messages[0].starts_with("invalid regex: "),
            "{}",
            messages[0]
        );
        assert!(!messages[0].contains('\n'));
        assert_eq!(scan.errors[0].range_len, "bad {{[unclosed}}".len());
        assert_eq!(
            scan.errors[1].location,
            DiagLocation::FileLineCol(FileLineCol::new("t.mlir", 2, 4))
        );
    }

    #[test]
    fn line_offsets_read_as_upstream_reads_them() {
        for (text, offset) in [
            ("12", Some(12)),
            ("0", Some(0)),
            ("010", Some(8)),
            ("09", None),
            ("99999999999", None),
        ] {
            assert_eq!(parse_offset(text), offset, "{text}");
        }
        let scan = scan_text("// expected-error @+09 {{x}}\n");
        assert_eq!(scan.errors[0].message, "invalid line offset '+09'");
    }
}
