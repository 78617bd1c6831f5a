//! Every `.mlir` input of the lit suite survives printing and re-parsing, in the
//! custom and the generic form (any op parses and prints in MLIR's generic form,
//! registered ops also in their custom form).
//!
//! For each input, or each `// -----` chunk of it when its RUN lines pass
//! `--split-input-file`, with `opt` = `hlsl-opt --allow-unregistered-dialect -`:
//!
//! ```text
//! A = opt(input)                                  printing produced a module
//! opt(A) == A                                     custom form is a fixed point
//! G = opt --mlir-print-op-generic (A)
//! opt(G) == A                                     generic form parses back to the same IR
//! opt --mlir-print-op-generic (G) == G            generic form is a fixed point
//! ```
//!
//! Inputs a test expects to be rejected take no part: files whose RUN lines use
//! `--verify-diagnostics` or start with `not`, and files containing the marker
//! `// NO-ROUNDTRIP` (documented in `tests/lit/lit.cfg.py`).

use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, OnceLock};
use std::thread;
use std::time::{Duration, Instant};

/// Marks a lit input that is not expected to round-trip.
const OPT_OUT_MARKER: &str = "// NO-ROUNDTRIP";

/// MLIR's default `--split-input-file` marker.
const DEFAULT_SPLIT_MARKER: &str = "// -----";

/// Directories of the suite that hold no test inputs (as `config.excludes` in
/// `tests/lit/lit.cfg.py`).
const EXCLUDED_DIRS: &[&str] = &["Inputs", "lit-harness"];

/// Longest a single `hlsl-opt` run may take before it counts as hung.
const RUN_TIMEOUT: Duration = Duration::from_secs(60);

// --- Which inputs, which chunks ----------------------------------------------------

/// The commands of a lit test's `RUN:` lines, continuation lines (`\`) joined. Like
/// lit, any `RUN:` starts one, wherever it is on a line (even in `XRUN:`).
fn run_commands(text: &str) -> Vec<String> {
    let mut commands = Vec::new();
    let mut pending: Option<String> = None;
    for line in text.lines() {
        let Some(at) = line.find("RUN:") else {
            continue;
        };
        // lit drops the backslash and appends the next line's text as it is.
        let part = &line[at + "RUN:".len()..];
        let mut command = pending.take().unwrap_or_default();
        match part.trim_end().strip_suffix('\\') {
            Some(head) => {
                command.push_str(head);
                pending = Some(command);
            }
            None => {
                command.push_str(part);
                commands.push(command.trim().to_owned());
            }
        }
    }
    commands.extend(pending.map(|command| command.trim().to_owned()));
    commands
}

/// The words of a shell command: whitespace separates them, quotes group and are
/// removed, a backslash outside single quotes escapes the next character.
fn words(command: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word: Option<String> = None;
    let mut quote = None;
    let mut chars = command.chars();
    while let Some(c) = chars.next() {
        match (quote, c) {
            (Some(open), c) if c == open => quote = None,
            (Some('"') | None, '\\') => {
                word.get_or_insert_default().extend(chars.next());
            }
            (Some(_), c) => word.get_or_insert_default().push(c),
            (None, '\'' | '"') => {
                quote = Some(c);
                word.get_or_insert_default();
            }
            (None, c) if c.is_whitespace() => words.extend(word.take()),
            (None, c) => word.get_or_insert_default().push(c),
        }
    }
    words.extend(word);
    words
}

/// What the round trip does with one input file.
#[derive(Debug, PartialEq)]
enum Plan {
    Skip(&'static str),
    Whole,
    Split(String),
}

fn plan(text: &str) -> Plan {
    if text
        .lines()
        .any(|line| line.trim_start().starts_with(OPT_OUT_MARKER))
    {
        return Plan::Skip("marked NO-ROUNDTRIP");
    }
    let commands: Vec<Vec<String>> = run_commands(text)
        .iter()
        .map(String::as_str)
        .map(words)
        .collect();
    let options = || commands.iter().flatten();
    if options().any(|word| is_option(word, "verify-diagnostics")) {
        return Plan::Skip("uses --verify-diagnostics");
    }
    if commands
        .iter()
        .any(|words| words.first().is_some_and(|word| word == "not"))
    {
        return Plan::Skip("expects a failure (`not`)");
    }
    match options().find(|word| is_option(word, "split-input-file")) {
        None => Plan::Whole,
        Some(option) => match option.split_once('=') {
            Some((_, marker)) if !marker.is_empty() => Plan::Split(marker.to_owned()),
            _ => Plan::Split(DEFAULT_SPLIT_MARKER.to_owned()),
        },
    }
}

/// Whether `word` is the option `name`, spelled `-name` or `--name`, with or
/// without a `=value`.
fn is_option(word: &str, name: &str) -> bool {
    let Some(rest) = word.strip_prefix('-') else {
        return false;
    };
    let rest = rest.strip_prefix('-').unwrap_or(rest);
    rest.strip_prefix(name)
        .is_some_and(|tail| tail.is_empty() || tail.starts_with('='))
}

/// A part of an input file, with the 1-based line it starts on.
#[derive(Debug, PartialEq)]
struct Chunk {
    first_line: usize,
    text: String,
}

/// Splits `text` at the lines that consist of `marker` alone.
fn split(text: &str, marker: &str) -> Vec<Chunk> {
    let mut chunks = vec![Chunk {
        first_line: 1,
        text: String::new(),
    }];
    for (index, line) in text.split_inclusive('\n').enumerate() {
        if line.trim() == marker {
            chunks.push(Chunk {
                first_line: index + 2,
                text: String::new(),
            });
        } else if let Some(chunk) = chunks.last_mut() {
            chunk.text.push_str(line);
        }
    }
    chunks
}

fn collect_inputs(dir: &Path, inputs: &mut Vec<PathBuf>) -> io::Result<()> {
    for entry in std::fs::read_dir(dir)? {
        let entry = entry?;
        let path = entry.path();
        if entry.file_type()?.is_dir() {
            if !EXCLUDED_DIRS.contains(&entry.file_name().to_string_lossy().as_ref()) {
                collect_inputs(&path, inputs)?;
            }
        } else if path.extension().is_some_and(|ext| ext == "mlir") {
            inputs.push(path);
        }
    }
    Ok(())
}

// --- Running hlsl-opt --------------------------------------------------------------

/// The `hlsl-opt` binary, built once per run of this test binary.
fn hlsl_opt_binary() -> Result<PathBuf, String> {
    static BUILT: OnceLock<Result<PathBuf, String>> = OnceLock::new();
    BUILT
        .get_or_init(|| {
            let layout = lit_suite::build_tools(&lit_suite::workspace()?)?;
            Ok(layout.binary("hlsl-opt"))
        })
        .clone()
}

/// Runs `hlsl-opt --allow-unregistered-dialect [extra] -` on `input`; returns stdout.
fn hlsl_opt(extra: &[&str], input: &str) -> Result<String, String> {
    let mut args = vec!["--allow-unregistered-dialect"];
    args.extend_from_slice(extra);
    args.push("-");
    let command = format!("hlsl-opt {}", args.join(" "));

    let mut child = Command::new(hlsl_opt_binary()?)
        .args(&args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|error| format!("cannot run `{command}`: {error}"))?;
    let stdin = child.stdin.take();
    let stdout = child.stdout.take();
    let stderr = child.stderr.take();
    let (written, out, err, status) = thread::scope(|scope| {
        // Dropping stdin once written gives the child its end of input.
        let writer = scope
            .spawn(move || stdin.map_or(Ok(()), |mut stdin| stdin.write_all(input.as_bytes())));
        let out = scope.spawn(|| read_all(stdout));
        let err = scope.spawn(|| read_all(stderr));
        let status = wait_with_timeout(&mut child);
        (joined(writer), joined(out), joined(err), status)
    });

    let status = status.map_err(|error| format!("`{command}`: {error}"))?;
    if !status.success() {
        let stderr = err.map_or_else(
            |error| format!("<{error}>"),
            |bytes| String::from_utf8_lossy(&bytes).into_owned(),
        );
        return Err(format!(
            "`{command}` failed ({status}):\n{}",
            indent(&stderr)
        ));
    }
    // A child may stop reading its input early; what it printed is checked anyway.
    if let Err(error) = written
        && error.kind() != io::ErrorKind::BrokenPipe
    {
        return Err(format!("writing the input of `{command}`: {error}"));
    }
    let stdout = out.map_err(|error| format!("reading the output of `{command}`: {error}"))?;
    String::from_utf8(stdout).map_err(|_| format!("`{command}` printed invalid UTF-8"))
}

fn joined<T>(handle: thread::ScopedJoinHandle<'_, io::Result<T>>) -> io::Result<T> {
    handle
        .join()
        .unwrap_or_else(|_| Err(io::Error::other("pipe thread panicked")))
}

fn read_all(stream: Option<impl Read>) -> io::Result<Vec<u8>> {
    let mut bytes = Vec::new();
    if let Some(mut stream) = stream {
        stream.read_to_end(&mut bytes)?;
    }
    Ok(bytes)
}

fn wait_with_timeout(child: &mut std::process::Child) -> Result<std::process::ExitStatus, String> {
    let start = Instant::now();
    let mut pause = Duration::from_millis(1);
    loop {
        if let Some(status) = child.try_wait().map_err(|error| error.to_string())? {
            return Ok(status);
        }
        if start.elapsed() > RUN_TIMEOUT {
            // Killing can only fail when the child already exited; wait reaps it.
            let _ = child.kill();
            let _ = child.wait();
            return Err(format!("no result after {} s", RUN_TIMEOUT.as_secs()));
        }
        thread::sleep(pause);
        pause = (pause * 2).min(Duration::from_millis(50));
    }
}

// --- The round trip ----------------------------------------------------------------

fn round_trip(input: &str) -> Result<(), String> {
    let custom = hlsl_opt(&[], input)?;
    if custom.trim().is_empty() {
        return Err("hlsl-opt printed nothing".to_owned());
    }
    expect_same(
        "custom form A",
        &custom,
        "A printed again",
        &hlsl_opt(&[], &custom)?,
    )?;

    let generic = hlsl_opt(&["--mlir-print-op-generic"], &custom)?;
    if !generic.contains("\"builtin.module\"") {
        return Err(format!(
            "--mlir-print-op-generic printed no \"builtin.module\":\n{}",
            indent(&generic)
        ));
    }
    expect_same(
        "custom form A",
        &custom,
        "generic form G printed in custom form",
        &hlsl_opt(&[], &generic)?,
    )?;
    expect_same(
        "generic form G",
        &generic,
        "G printed generic again",
        &hlsl_opt(&["--mlir-print-op-generic"], &generic)?,
    )
}

fn expect_same(left_name: &str, left: &str, right_name: &str, right: &str) -> Result<(), String> {
    if left == right {
        Ok(())
    } else {
        Err(format!(
            "{right_name} differs from {left_name} (- {left_name}, + {right_name}):\n{}",
            line_diff(left, right)
        ))
    }
}

/// Lines shown around and within a difference.
const DIFF_CONTEXT: usize = 3;
const DIFF_MAX_LINES: usize = 40;

/// A unified-diff-like view of the one region where `old` and `new` differ (after
/// their common first and last lines).
fn line_diff(old: &str, new: &str) -> String {
    let old_lines: Vec<&str> = old.lines().collect();
    let new_lines: Vec<&str> = new.lines().collect();
    if old_lines == new_lines {
        return "  (same lines; the texts differ in line endings or the final newline)".into();
    }
    let prefix = old_lines
        .iter()
        .zip(&new_lines)
        .take_while(|(a, b)| a == b)
        .count();
    let suffix = old_lines[prefix..]
        .iter()
        .rev()
        .zip(new_lines[prefix..].iter().rev())
        .take_while(|(a, b)| a == b)
        .count();
    let old_changed = &old_lines[prefix..old_lines.len() - suffix];
    let new_changed = &new_lines[prefix..new_lines.len() - suffix];

    let mut diff = format!("  @@ line {} @@\n", prefix + 1);
    let mut emit = |sign: char, lines: &[&str]| {
        for line in lines.iter().take(DIFF_MAX_LINES) {
            diff.push_str(&format!("  {sign} {line}\n"));
        }
        if lines.len() > DIFF_MAX_LINES {
            let more = lines.len() - DIFF_MAX_LINES;
            diff.push_str(&format!("  {sign} ... {more} more lines\n"));
        }
    };
    emit(' ', &old_lines[prefix.saturating_sub(DIFF_CONTEXT)..prefix]);
    emit('-', old_changed);
    emit('+', new_changed);
    let after = old_lines.len() - suffix;
    emit(
        ' ',
        &old_lines[after..(after + DIFF_CONTEXT).min(old_lines.len())],
    );
    diff
}

fn indent(text: &str) -> String {
    text.lines().map(|line| format!("  | {line}\n")).collect()
}

// --- The test ----------------------------------------------------------------------

struct Job {
    name: String,
    text: String,
}

#[test]
fn lit_inputs_round_trip() {
    let workspace = lit_suite::workspace().unwrap_or_else(|error| panic!("{error}"));
    let suite = lit_suite::suite(&workspace);
    if let Err(error) = hlsl_opt_binary() {
        panic!("{error}");
    }
    let mut inputs = Vec::new();
    if let Err(error) = collect_inputs(&suite, &mut inputs) {
        panic!("cannot list {}: {error}", suite.display());
    }
    inputs.sort();

    let mut jobs = Vec::new();
    let mut left_out = Vec::new();
    let mut unreadable = Vec::new();
    for path in &inputs {
        let shown = path
            .strip_prefix(&workspace)
            .unwrap_or(path)
            .display()
            .to_string();
        let text = match std::fs::read_to_string(path) {
            Ok(text) => text,
            Err(error) => {
                unreadable.push(format!("{shown}: cannot read: {error}"));
                continue;
            }
        };
        match plan(&text) {
            Plan::Skip(reason) => left_out.push(format!("{shown} ({reason})")),
            Plan::Whole => jobs.push(Job { name: shown, text }),
            Plan::Split(marker) => {
                let chunks = split(&text, &marker);
                let count = chunks.len();
                jobs.extend(chunks.into_iter().enumerate().map(|(index, chunk)| Job {
                    name: format!(
                        "{shown}:{} (chunk {} of {count})",
                        chunk.first_line,
                        index + 1
                    ),
                    text: chunk.text,
                }));
            }
        }
    }
    assert!(
        unreadable.is_empty(),
        "unreadable lit inputs:\n{}",
        unreadable.join("\n")
    );
    assert!(
        !jobs.is_empty(),
        "no lit input under {} takes part in the round trip; a test that checks nothing is a defect",
        suite.display()
    );

    println!(
        "round trip: {} inputs in {} chunks; {} left out{}{}",
        inputs.len() - left_out.len(),
        jobs.len(),
        left_out.len(),
        if left_out.is_empty() { "" } else { ": " },
        left_out.join(", ")
    );

    let failures = Mutex::new(Vec::new());
    let next = AtomicUsize::new(0);
    let workers = thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(jobs.len());
    thread::scope(|scope| {
        for _ in 0..workers {
            scope.spawn(|| {
                while let Some(job) = jobs.get(next.fetch_add(1, Ordering::Relaxed)) {
                    if let Err(message) = round_trip(&job.text) {
                        let report = format!("{}: {message}", job.name);
                        failures
                            .lock()
                            .unwrap_or_else(|e| e.into_inner())
                            .push(report);
                    }
                }
            });
        }
    });

    let mut failures = failures.into_inner().unwrap_or_else(|e| e.into_inner());
    failures.sort();
    assert!(
        failures.is_empty(),
        "{} of {} round-trip inputs failed:\n\n{}",
        failures.len(),
        jobs.len(),
        failures.join("\n\n")
    );
}

mod tests {
    use super::*;

    #[test]
    fn run_lines_join_continuations() {
        let text = "// RUN: %hlsl-opt %s \\\n// RUN:   --split-input-file | FileCheck %s\n\
                    // CHECK: module\n// RUN: true\n";
        assert_eq!(
            run_commands(text),
            vec![
                "%hlsl-opt %s    --split-input-file | FileCheck %s".to_owned(),
                "true".to_owned()
            ]
        );
    }

    #[test]
    fn run_lines_are_found_where_lit_finds_them() {
        // lit matches `RUN:` anywhere on a line.
        assert_eq!(
            run_commands("// XRUN: not %hlsl-opt %s\n"),
            vec!["not %hlsl-opt %s".to_owned()]
        );
        assert!(run_commands("// CHECK: RUN\n// RUN %hlsl-opt\n").is_empty());
    }

    #[test]
    fn words_follow_shell_quoting() {
        assert_eq!(
            words(r#"a 'b c' "d \"e\"" f\ g"#),
            vec!["a", "b c", "d \"e\"", "f g"]
        );
        assert_eq!(words("x ''"), vec!["x", ""]);
    }

    #[test]
    fn diagnostics_tests_are_skipped() {
        let text = "// RUN: %hlsl-opt %s -split-input-file -verify-diagnostics\n";
        assert_eq!(plan(text), Plan::Skip("uses --verify-diagnostics"));
        let text = "// RUN: %hlsl-opt %s --verify-diagnostics=only-expected\n";
        assert_eq!(plan(text), Plan::Skip("uses --verify-diagnostics"));
    }

    #[test]
    fn expected_failures_are_skipped() {
        let text = "// RUN: not %hlsl-opt %s 2>&1 | FileCheck %s\n";
        assert_eq!(plan(text), Plan::Skip("expects a failure (`not`)"));
        // A `not` later in the pipeline asserts about valid output.
        let text = "// RUN: %hlsl-opt %s | not grep spirv.Load\n";
        assert_eq!(plan(text), Plan::Whole);
    }

    #[test]
    fn marker_opts_out() {
        let text = "// RUN: %hlsl-opt %s\n  // NO-ROUNDTRIP: prints a normalized form\n";
        assert_eq!(plan(text), Plan::Skip("marked NO-ROUNDTRIP"));
    }

    #[test]
    fn split_follows_the_run_lines() {
        assert_eq!(plan("// RUN: %hlsl-opt %s | FileCheck %s\n"), Plan::Whole);
        assert_eq!(
            plan("// RUN: %hlsl-opt --split-input-file %s\n"),
            Plan::Split("// -----".to_owned())
        );
        assert_eq!(
            plan("// RUN: %hlsl-opt '--split-input-file=// ====' %s\n"),
            Plan::Split("// ====".to_owned())
        );
    }

    #[test]
    fn split_at_marker_lines_only() {
        let text = "a\n// -----\nb\nc\n  // -----  \n// ------ d\n";
        let chunks = split(text, "// -----");
        assert_eq!(
            chunks,
            vec![
                Chunk {
                    first_line: 1,
                    text: "a\n".into()
                },
                Chunk {
                    first_line: 3,
                    text: "b\nc\n".into()
                },
                Chunk {
                    first_line: 6,
                    text: "// ------ d\n".into()
                },
            ]
        );
    }

    #[test]
    fn diff_shows_the_changed_region() {
        let diff = line_diff("a\nb\nc\nd\n", "a\nB\nc\nd\n");
        assert_eq!(diff, "  @@ line 2 @@\n    a\n  - b\n  + B\n    c\n    d\n");
        assert!(line_diff("a\n", "a").contains("final newline"));
    }
}
