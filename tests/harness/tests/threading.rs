//! Threads change nothing: every lit input gives the same stdout, stderr and
//! exit status with and without `--mlir-disable-threading`.
//!
//! The parser, the verifier, the printer and the SPIR-V serializer spread
//! the functions of a module over threads unless threading is off; their
//! output must be the sequential one byte for byte. The threaded runs pass
//! `--parse-parallel-min-bytes=0`, so that the parser splits a block of each
//! input between two threads however small the input (by default it splits
//! only blocks of a megabyte or more). For every `.mlir` input of the suite
//! this runs, both ways:
//!
//! - the head of each `RUN:` pipeline that feeds the input to the project's
//!   tools (`%hlsl-opt` / `%hlsl-translate` stages, up to the first stage of
//!   another tool such as FileCheck), through `sh`, with `%s` and `%t`
//!   substituted and `not` dropped (the status is compared instead);
//! - `hlsl-opt --allow-unregistered-dialect --split-input-file` on the input,
//!   in the custom and in the generic form.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::thread;

/// Directories of the suite that hold no test inputs (as `config.excludes` in
/// `tests/lit/lit.cfg.py`).
const SKIPPED_DIRS: &[&str] = &["Inputs", "lit-harness"];

/// The lit substitutions of our tools.
const OUR_TOOLS: &[&str] = &["%hlsl-opt", "%hlsl-translate"];

/// Every `.mlir` file under `dir`.
fn mlir_files(dir: &Path, found: &mut Vec<PathBuf>) {
    let entries = std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            let name = entry.file_name();
            if !SKIPPED_DIRS.iter().any(|d| name.to_str() == Some(d)) {
                mlir_files(&path, found);
            }
        } else if path.extension().and_then(|e| e.to_str()) == Some("mlir") {
            found.push(path);
        }
    }
}

/// The `RUN:` commands of a lit file, `\`-continued lines joined.
fn run_lines(text: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut continued = false;
    for line in text.lines() {
        let Some((_, rest)) = line.split_once("RUN:") else {
            continue;
        };
        let rest = rest.trim();
        let (body, more) = match rest.strip_suffix('\\') {
            Some(body) => (body, true),
            None => (rest, false),
        };
        match out.last_mut() {
            Some(last) if continued => {
                last.push(' ');
                last.push_str(body);
            }
            _ => out.push(body.to_owned()),
        }
        continued = more;
    }
    out
}

/// The stages of `command` that run our tools, from the first: `None` when the
/// pipeline does not start with one or uses substitutions not known here.
fn our_stages(command: &str) -> Option<String> {
    let mut stages = Vec::new();
    for stage in command.split('|') {
        let stage = stage.trim();
        let stage = stage.strip_prefix("not ").unwrap_or(stage).trim();
        if !OUR_TOOLS.iter().any(|tool| stage.starts_with(tool)) {
            break;
        }
        stages.push(stage);
    }
    let joined = stages.join(" | ");
    let unknown = joined.split('%').skip(1).any(|rest| {
        let name = rest
            .split(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_'))
            .next()
            .unwrap_or("");
        !["s", "t", "hlsl-opt", "hlsl-translate"].contains(&name)
    });
    (!stages.is_empty() && !unknown).then_some(joined)
}

/// What one run printed and how it ended.
#[derive(PartialEq)]
struct Outcome {
    stdout: Vec<u8>,
    stderr: Vec<u8>,
    status: Option<i32>,
}

/// Runs `script` under `sh` with our tools substituted, threading on or off.
fn run(
    script: &str,
    input: &Path,
    temp: &Path,
    tools: &[(String, PathBuf)],
    threads: bool,
) -> Outcome {
    let mut script = script.replace("%s", &input.display().to_string());
    script = script.replace("%t", &temp.display().to_string());
    for (name, binary) in tools {
        let mut expansion = format!("'{}'", binary.display());
        expansion.push_str(if threads {
            " --parse-parallel-min-bytes=0"
        } else {
            " --mlir-disable-threading"
        });
        script = script.replace(name.as_str(), &expansion);
    }
    let output = Command::new("sh")
        .arg("-c")
        .arg(&script)
        .stdin(Stdio::null())
        .output()
        .unwrap_or_else(|e| panic!("cannot run sh: {e}"));
    Outcome {
        stdout: output.stdout,
        stderr: output.stderr,
        status: output.status.code(),
    }
}

#[test]
fn output_does_not_depend_on_threads() {
    let workspace = lit_suite::workspace().unwrap_or_else(|e| panic!("{e}"));
    let layout = lit_suite::build_tools(&workspace).unwrap_or_else(|e| panic!("{e}"));
    let tools: Vec<(String, PathBuf)> = ["hlsl-opt", "hlsl-translate"]
        .iter()
        .map(|tool| (format!("%{tool}"), layout.binary(tool)))
        .collect();
    let mut inputs = Vec::new();
    mlir_files(&lit_suite::suite(&workspace), &mut inputs);
    inputs.sort();

    let mut jobs: Vec<(PathBuf, String)> = Vec::new();
    for input in &inputs {
        let text =
            std::fs::read_to_string(input).unwrap_or_else(|e| panic!("{}: {e}", input.display()));
        for flags in ["", " --mlir-print-op-generic"] {
            let script =
                format!("%hlsl-opt --allow-unregistered-dialect --split-input-file{flags} %s");
            jobs.push((input.clone(), script));
        }
        jobs.extend(
            run_lines(&text)
                .iter()
                .filter_map(|command| our_stages(command))
                .map(|script| (input.clone(), script)),
        );
    }
    let from_run_lines = jobs.len() - 2 * inputs.len();
    assert!(
        from_run_lines > 0,
        "no RUN line of the suite runs our tools; a test that checks nothing is a defect"
    );

    let scratch = std::env::temp_dir().join(format!("threading-test-{}", std::process::id()));
    std::fs::create_dir_all(&scratch).unwrap_or_else(|e| panic!("{}: {e}", scratch.display()));
    let next = AtomicUsize::new(0);
    let failures = Mutex::new(Vec::new());
    let workers = thread::available_parallelism().map_or(1, |n| n.get());
    thread::scope(|scope| {
        for _ in 0..workers {
            scope.spawn(|| {
                loop {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    let Some((input, script)) = jobs.get(index) else {
                        break;
                    };
                    let temp = scratch.join(format!("t{index}"));
                    let threaded = run(script, input, &temp, &tools, true);
                    let sequential = run(script, input, &temp, &tools, false);
                    if threaded != sequential {
                        let shown = input.strip_prefix(&workspace).unwrap_or(input);
                        failures
                            .lock()
                            .unwrap_or_else(|e| e.into_inner())
                            .push(format!("{}: `{script}`", shown.display()));
                    }
                }
            });
        }
    });
    let _ = std::fs::remove_dir_all(&scratch);
    let mut failures = failures.into_inner().unwrap_or_else(|e| e.into_inner());
    failures.sort();
    println!(
        "threading: {} commands on {} inputs ({} from RUN lines)",
        jobs.len(),
        inputs.len(),
        from_run_lines
    );
    assert!(
        failures.is_empty(),
        "{} of {} commands print differently with --mlir-disable-threading:\n{}",
        failures.len(),
        jobs.len(),
        failures.join("\n")
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn run_lines_are_joined_and_pipelines_cut() {
        let text = "// RUN: %hlsl-opt %s \\\n// RUN:   --foo | FileCheck %s\n// RUN: not %hlsl-translate --serialize-spirv %s 2>&1 | %hlsl-translate --deserialize-spirv\n";
        let lines = run_lines(text);
        assert_eq!(lines.len(), 2);
        assert_eq!(
            our_stages(&lines[0]).as_deref(),
            Some("%hlsl-opt %s  --foo")
        );
        assert_eq!(
            our_stages(&lines[1]).as_deref(),
            Some("%hlsl-translate --serialize-spirv %s 2>&1 | %hlsl-translate --deserialize-spirv")
        );
        assert_eq!(our_stages("%mlir-opt %s | %hlsl-opt"), None);
        assert_eq!(our_stages("%hlsl-opt %s -o %t.x --pass=%S/y"), None);
    }
}
