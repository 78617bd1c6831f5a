//! The `hlsl-translate` binary from the outside: exit codes, what goes to
//! stdout and stderr, and that an output file is written only on success
//! (an existing one is left as it was, a missing one is not created).

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const MODULE: &str = r#"spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> {
  spirv.func @main() "None" {
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main
  spirv.ExecutionMode @main "LocalSize", 1, 1, 1
}
"#;

const NO_VCE: &str = "spirv.module Logical GLSL450 {\n}\n";

/// A fresh directory for one test.
fn scratch(test: &str) -> PathBuf {
    let dir =
        std::env::temp_dir().join(format!("hlsl-translate-cli-{}-{test}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn translate(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_hlsl-translate"))
        .args(args)
        .output()
        .expect("hlsl-translate runs")
}

fn write(path: &Path, text: &str) -> String {
    std::fs::write(path, text).unwrap();
    path.to_str().unwrap().to_string()
}

/// Runs `hlsl-translate`, which must succeed: what it printed.
fn succeeds(args: &[&str]) -> Vec<u8> {
    let out = translate(args);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{args:?} failed: {stderr}");
    out.stdout
}

/// Runs `hlsl-translate`, which must fail (exit code 1) saying `message`.
fn fails_with(args: &[&str], message: &str) {
    let out = translate(args);
    assert_eq!(out.status.code(), Some(1), "{args:?}");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains(message), "{args:?}: {stderr}");
}

#[test]
fn serializes_and_deserializes_files() {
    let dir = scratch("files");
    let input = write(&dir.join("in.mlir"), MODULE);
    let binary = dir.join("out.spv");
    succeeds(&["--serialize-spirv", &input, "-o", binary.to_str().unwrap()]);
    let bytes = std::fs::read(&binary).unwrap();
    assert_eq!(
        &bytes[..8],
        &[0x03, 0x02, 0x23, 0x07, 0x00, 0x00, 0x01, 0x00],
        "magic, then version 1.0"
    );
    assert_eq!(bytes.len() % 4, 0);

    let printed = succeeds(&["--deserialize-spirv", binary.to_str().unwrap()]);
    assert_eq!(String::from_utf8(printed).unwrap(), MODULE);
}

#[test]
fn failures_leave_no_output_file() {
    let dir = scratch("failures");
    let input = write(&dir.join("no-vce.mlir"), NO_VCE);

    let fresh = dir.join("fresh.spv");
    fails_with(
        &["--serialize-spirv", &input, "-o", fresh.to_str().unwrap()],
        "module must have 'vce_triple' attribute",
    );
    assert!(!fresh.exists(), "no output file is created on failure");

    let existing = dir.join("existing.spv");
    std::fs::write(&existing, b"keep").unwrap();
    fails_with(
        &[
            "--serialize-spirv",
            &input,
            "-o",
            existing.to_str().unwrap(),
        ],
        "module must have 'vce_triple' attribute",
    );
    assert_eq!(
        std::fs::read(&existing).unwrap(),
        b"keep",
        "an existing output file is left as it was"
    );

    let garbage = dir.join("garbage.spv");
    std::fs::write(&garbage, [1u8, 2, 3, 4, 5, 6, 7, 8]).unwrap();
    let (garbage, fresh) = (garbage.to_str().unwrap(), fresh.to_str().unwrap());
    fails_with(
        &["--deserialize-spirv", garbage, "-o", fresh],
        "SPIR-V binary module must have a 5-word header",
    );
    assert!(!Path::new(fresh).exists());
    assert!(
        std::fs::read_dir(&dir).unwrap().all(|e| !e
            .unwrap()
            .file_name()
            .to_string_lossy()
            .contains(".tmp")),
        "no temporary file is left behind"
    );
}

#[test]
fn command_line_errors_and_help() {
    let help = String::from_utf8(succeeds(&["--help"])).unwrap();
    for flag in [
        "--serialize-spirv",
        "--deserialize-spirv",
        "--test-spirv-roundtrip",
        "--no-implicit-module",
        "--split-input-file",
    ] {
        assert!(help.contains(flag), "--help lists {flag}");
    }

    fails_with(&["--bogus"], "Unknown command line argument '--bogus'");
    fails_with(
        &[],
        "Translations to perform option: must be specified at least once!",
    );
}

#[test]
fn round_trip_prints_the_module_again() {
    let dir = scratch("roundtrip");
    let input = write(&dir.join("in.mlir"), MODULE);
    let printed = succeeds(&["--test-spirv-roundtrip", &input]);
    assert_eq!(String::from_utf8(printed).unwrap(), MODULE);
}
