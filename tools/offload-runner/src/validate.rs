//! `spirv-val` before any module reaches the driver (some invalid modules crash
//! Mesa's lavapipe), for the device's Vulkan version and with the block layouts
//! the device's enabled features allow.

use std::path::Path;
use std::process::Command;

use vulkan_runner::Runner;

use crate::error::Failure;

/// The `spirv-val` options matching `runner`'s device.
pub fn options(runner: &Runner) -> Vec<String> {
    let (major, minor) = runner.device().api_version;
    let mut options = vec!["--target-env".to_owned(), format!("vulkan{major}.{minor}")];
    for (feature, flag) in [
        ("scalarBlockLayout", "--scalar-block-layout"),
        (
            "uniformBufferStandardLayout",
            "--uniform-buffer-standard-layout",
        ),
    ] {
        if runner.has_feature(feature) == Some(true) {
            options.push(flag.to_owned());
        }
    }
    options
}

/// Runs `spirv_val` with `options` on the binary at `path`.
pub fn validate(spirv_val: &Path, options: &[String], path: &Path) -> Result<(), Failure> {
    let output = Command::new(spirv_val)
        .args(options)
        .arg(path)
        .output()
        .map_err(|error| Failure::Io(format!("cannot run {}: {error}", spirv_val.display())))?;
    if output.status.success() {
        return Ok(());
    }
    Err(Failure::Invalid {
        path: path.display().to_string(),
        message: format!(
            "{}{}",
            String::from_utf8_lossy(&output.stderr),
            String::from_utf8_lossy(&output.stdout)
        )
        .trim_end()
        .to_owned(),
    })
}
