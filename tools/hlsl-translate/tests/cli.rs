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

#[test]
fn serializes_and_deserializes_files() {
    let dir = scratch("files");
    let input = write(&dir.join("in.mlir"), MODULE);
    let binary = dir.join("out.spv");
    let out = translate(&["--serialize-spirv", &input, "-o", binary.to_str().unwrap()]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let bytes = std::fs::read(&binary).unwrap();
    assert_eq!(
        &bytes[..8],
        &[0x03, 0x02, 0x23, 0x07, 0x00, 0x00, 0x01, 0x00],
        "magic, then version 1.0"
    );
    assert_eq!(bytes.len() % 4, 0);

    let out = translate(&["--deserialize-spirv", binary.to_str().unwrap()]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(String::from_utf8(out.stdout).unwrap(), MODULE);
}

#[test]
fn failures_leave_no_output_file() {
    let dir = scratch("failures");
    let input = write(&dir.join("no-vce.mlir"), NO_VCE);

    let fresh = dir.join("fresh.spv");
    let out = translate(&["--serialize-spirv", &input, "-o", fresh.to_str().unwrap()]);
    assert!(!out.status.success());
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("module must have 'vce_triple' attribute")
    );
    assert!(!fresh.exists(), "no output file is created on failure");

    let existing = dir.join("existing.spv");
    std::fs::write(&existing, b"keep").unwrap();
    let out = translate(&[
        "--serialize-spirv",
        &input,
        "-o",
        existing.to_str().unwrap(),
    ]);
    assert!(!out.status.success());
    assert_eq!(
        std::fs::read(&existing).unwrap(),
        b"keep",
        "an existing output file is left as it was"
    );

    let garbage = dir.join("garbage.spv");
    std::fs::write(&garbage, [1u8, 2, 3, 4, 5, 6, 7, 8]).unwrap();
    let out = translate(&[
        "--deserialize-spirv",
        garbage.to_str().unwrap(),
        "-o",
        fresh.to_str().unwrap(),
    ]);
    assert!(!out.status.success());
    assert!(
        String::from_utf8_lossy(&out.stderr)
            .contains("SPIR-V binary module must have a 5-word header")
    );
    assert!(!fresh.exists());
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
    let out = translate(&["--help"]);
    assert!(out.status.success());
    let help = String::from_utf8(out.stdout).unwrap();
    for flag in [
        "--serialize-spirv",
        "--deserialize-spirv",
        "--test-spirv-roundtrip",
        "--no-implicit-module",
        "--split-input-file",
    ] {
        assert!(help.contains(flag), "--help lists {flag}");
    }

    let out = translate(&["--bogus"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("Unknown command line argument '--bogus'")
    );

    let out = translate(&[]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        String::from_utf8_lossy(&out.stderr)
            .contains("Translations to perform option: must be specified at least once!")
    );
}

#[test]
fn round_trip_prints_the_module_again() {
    let dir = scratch("roundtrip");
    let input = write(&dir.join("in.mlir"), MODULE);
    let out = translate(&["--test-spirv-roundtrip", &input]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(String::from_utf8(out.stdout).unwrap(), MODULE);
}
