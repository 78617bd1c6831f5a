//! What the lit suite's test targets share (`tests/lit.rs` runs `lit` on
//! `tests/lit`, `tests/roundtrip.rs` feeds its `.mlir` inputs through a
//! parse/print cycle): where the workspace and the suite are, and the
//! workspace's command-line tools, built with a nested `cargo build` into this
//! test binary's target directory and profile.
//!
//! Cargo releases its build-directory lock before it runs test binaries, so the
//! nested build cannot deadlock; it is a no-op when the binaries are fresh and
//! keeps a stale one from being tested.

use std::path::{Path, PathBuf};

use build_layout::BuildLayout;

/// The workspace packages whose binaries the suite runs.
pub const TOOLS: &[&str] = &["hlsl-opt", "hlsl-translate", "hlslc", "offload-runner"];

/// The workspace root.
pub fn workspace() -> Result<PathBuf, String> {
    let workspace = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    workspace
        .canonicalize()
        .map_err(|error| format!("cannot resolve {}: {error}", workspace.display()))
}

/// The lit suite's root directory, `tests/lit`.
pub fn suite(workspace: &Path) -> PathBuf {
    workspace.join("tests").join("lit")
}

/// Builds [`TOOLS`] next to the running test binary; the layout they are in.
pub fn build_tools(workspace: &Path) -> Result<BuildLayout, String> {
    build_layout::build_workspace_tools(workspace, TOOLS)
}
