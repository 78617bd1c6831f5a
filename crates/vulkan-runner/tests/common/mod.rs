//! What the end-to-end tests share: opening a runner (or reporting why this machine
//! cannot run them), finding and running the command-line tools, and scratch
//! directories.
//!
//! A test whose prerequisite is missing (no Vulkan device, no `glslangValidator`)
//! fails when `CI` is true and prints a `skipped` line otherwise, like the lit suite
//! (`tests/harness/tests/lit.rs`).

#![allow(dead_code)] // Each test binary uses its own part of this module.

pub mod cases;
pub mod kernel;

use std::env;
use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

use build_layout::BuildLayout;
use vulkan_runner::{Error, Runner};

/// Whether this is a CI run, in which nothing may be skipped.
pub fn ci() -> bool {
    env::var("CI").is_ok_and(|value| {
        matches!(
            value.trim().to_ascii_lowercase().as_str(),
            "1" | "true" | "yes" | "on"
        )
    })
}

/// Reports that `test` cannot run here: a panic under CI, a printed line otherwise.
/// The line goes straight to the standard error stream, past libtest's capture, so
/// a skip is visible even though the test passes.
pub fn skip(test: &str, why: &str) {
    if ci() {
        panic!("{test} cannot run: {why}; CI=true, so nothing may be skipped");
    }
    // Nothing better can be done if the terminal is gone.
    let _ = writeln!(io::stderr(), "test {test} ... skipped: {why}");
}

/// A runner on the preferred device, or `None` after [`skip`] when this machine has
/// no Vulkan implementation. Any other failure to open one fails the test.
pub fn runner(test: &str) -> Option<Runner> {
    match Runner::new() {
        Ok(runner) => Some(runner),
        Err(error) if error.is_unavailable() => {
            skip(test, &error.to_string());
            None
        }
        Err(error) => panic!("cannot open a Vulkan device: {error}"),
    }
}

/// Destroys `runner`, failing on validation errors raised while doing so.
pub fn finish(runner: Runner) {
    if let Err(error) = runner.finish() {
        panic!("{error}");
    }
}

/// Unwraps a dispatch result with the error's full text.
pub fn expect_run<T>(result: Result<T, Error>, what: &str) -> T {
    result.unwrap_or_else(|error| panic!("{what}: {error}"))
}

/// An empty directory for `test` under Cargo's scratch directory for tests.
pub fn scratch_dir(test: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("vulkan-runner")
        .join(test);
    if dir.exists() {
        fs::remove_dir_all(&dir)
            .unwrap_or_else(|error| panic!("cannot clear {}: {error}", dir.display()));
    }
    fs::create_dir_all(&dir)
        .unwrap_or_else(|error| panic!("cannot create {}: {error}", dir.display()));
    dir
}

/// Runs `command`, returning its standard output, or its exit status and standard
/// error as the failure.
pub fn run(command: &mut Command) -> Result<Vec<u8>, String> {
    let output = command
        .output()
        .map_err(|error| format!("cannot run {command:?}: {error}"))?;
    if output.status.success() {
        Ok(output.stdout)
    } else {
        Err(format!(
            "{command:?} failed ({}):\n{}{}",
            output.status,
            String::from_utf8_lossy(&output.stderr),
            String::from_utf8_lossy(&output.stdout)
        ))
    }
}

/// The SPIR-V words of the binary at `path`.
pub fn read_words(path: &Path) -> Result<Vec<u32>, String> {
    let bytes =
        fs::read(path).map_err(|error| format!("cannot read {}: {error}", path.display()))?;
    if bytes.len() % 4 != 0 || bytes.is_empty() {
        return Err(format!(
            "{} is {} bytes, not a whole number of SPIR-V words",
            path.display(),
            bytes.len()
        ));
    }
    Ok(vulkan_runner::from_bytes::<u32>(&bytes))
}

/// The executable `name` in `dir`.
pub fn executable(dir: &Path, name: &str) -> PathBuf {
    dir.join(format!("{name}{}", env::consts::EXE_SUFFIX))
}

/// `name` on `PATH`, if it is there.
pub fn on_path(name: &str) -> Option<PathBuf> {
    let paths = env::var_os("PATH")?;
    env::split_paths(&paths)
        .map(|dir| executable(&dir, name))
        .find(|candidate| candidate.is_file())
}

/// The workspace's command-line tools the kernel tests compile with.
pub const WORKSPACE_TOOLS: &[&str] = &["hlsl-opt", "hlsl-translate"];

/// Builds [`WORKSPACE_TOOLS`] into this test binary's target directory and profile
/// (once per test binary; a no-op when they are fresh, and it keeps a stale binary
/// from being tested) and returns their directory.
pub fn workspace_tools() -> Result<&'static Path, String> {
    static BUILT: OnceLock<Result<PathBuf, String>> = OnceLock::new();
    BUILT
        .get_or_init(|| {
            let workspace = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
            Ok(build_layout::build_workspace_tools(&workspace, WORKSPACE_TOOLS)?.tool_dir)
        })
        .as_deref()
        .map_err(Clone::clone)
}

/// `spirv-val`: SPIRV-Tools on `PATH`, else the lit suite's venv copy
/// (`<target dir>/lit-venv/lib/python3*/site-packages/cmeel.prefix/bin`).
pub fn spirv_val() -> Option<PathBuf> {
    if let Some(found) = on_path("spirv-val") {
        return Some(found);
    }
    let layout = BuildLayout::of_this_test().ok()?;
    let lib = layout.target_dir.join("lit-venv").join("lib");
    fs::read_dir(lib)
        .ok()?
        .filter_map(Result::ok)
        .map(|entry| {
            executable(
                &entry.path().join("site-packages/cmeel.prefix/bin"),
                "spirv-val",
            )
        })
        .find(|candidate| candidate.is_file())
}

/// Validates the SPIR-V binary at `path` for `target_env` (e.g. `vulkan1.1`).
pub fn validate(spirv_val: &Path, path: &Path, target_env: &str) -> Result<(), String> {
    run(Command::new(spirv_val)
        .args(["--target-env", target_env])
        .arg(path))
    .map(drop)
}

/// Compiles the GLSL `source` of `stage` (`comp`, `vert`, `frag`) with
/// `glslangValidator` for `target_env` and validates it with `spirv-val`; `None`
/// after [`skip`] when either tool is missing. The binary is `<name>.spv` in the
/// test's scratch directory.
pub fn compile_glsl(
    test: &str,
    name: &str,
    stage: &str,
    source: &str,
    target_env: &str,
) -> Option<Vec<u32>> {
    let Some(glslang) = on_path("glslangValidator") else {
        skip(
            test,
            "glslangValidator is not on PATH (Debian: glslang-tools)",
        );
        return None;
    };
    let Some(spirv_val) = spirv_val() else {
        skip(test, "spirv-val is not on PATH (Debian: spirv-tools)");
        return None;
    };
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("vulkan-runner")
        .join(test);
    fs::create_dir_all(&dir)
        .unwrap_or_else(|error| panic!("cannot create {}: {error}", dir.display()));
    let shader = dir.join(format!("{name}.{stage}"));
    let binary = dir.join(format!("{name}.spv"));
    fs::write(&shader, source).expect("write the shader source");
    let compiled = run(Command::new(glslang)
        .args(["-V", "-S", stage, "--target-env", target_env, "-o"])
        .arg(&binary)
        .arg(&shader));
    if let Err(message) = compiled {
        panic!("{message}");
    }
    if let Err(message) = validate(&spirv_val, &binary, target_env) {
        panic!("{message}");
    }
    Some(read_words(&binary).unwrap_or_else(|message| panic!("{message}")))
}
