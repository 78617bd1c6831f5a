//! Where Cargo put the binaries of a build, and how to build more of the
//! workspace's binaries next to them: the test harnesses that run the
//! workspace's command-line tools (the lit suite, `vulkan-runner`'s kernel
//! tests) build those tools with a nested `cargo build` into the same
//! target directory, target triple and profile as themselves.
//!
//! Cargo's layout (<https://doc.rust-lang.org/cargo/reference/build-cache.html>)
//! is `<target dir>[/<triple>]/<profile dir>/`, with test binaries one level
//! deeper in `deps/`. Cargo marks the target directory with `CACHEDIR.TAG`,
//! which tells the two shapes apart.

use std::env;
use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Where Cargo put a build's binaries.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BuildLayout {
    /// The directory of the binaries (`<target dir>[/<triple>]/<profile dir>`).
    pub tool_dir: PathBuf,
    pub target_dir: PathBuf,
    /// The `--target` triple, when the build named one.
    pub triple: Option<String>,
    /// The profile (`dev` for the `debug` directory).
    pub profile: String,
}

impl BuildLayout {
    /// The layout of the build whose binaries are in `tool_dir`.
    pub fn of_tool_dir(tool_dir: &Path) -> Result<Self, String> {
        let unexpected = || {
            format!(
                "unexpected location of the build's binaries: {}",
                tool_dir.display()
            )
        };
        let profile_dir = tool_dir.file_name().ok_or_else(unexpected)?;
        let parent = tool_dir.parent().ok_or_else(unexpected)?;
        let (target_dir, triple) = match parent.parent() {
            Some(grandparent)
                if !parent.join("CACHEDIR.TAG").is_file()
                    && grandparent.join("CACHEDIR.TAG").is_file() =>
            {
                let triple = parent.file_name().ok_or_else(unexpected)?;
                (grandparent, Some(triple.to_string_lossy().into_owned()))
            }
            _ => (parent, None),
        };
        let profile = match profile_dir.to_string_lossy().as_ref() {
            "debug" => "dev".to_owned(),
            other => other.to_owned(),
        };
        Ok(BuildLayout {
            tool_dir: tool_dir.to_path_buf(),
            target_dir: target_dir.to_path_buf(),
            triple,
            profile,
        })
    }

    /// The layout of the build of the binary at `binary`.
    pub fn of_binary(binary: &Path) -> Result<Self, String> {
        let dir = binary
            .parent()
            .ok_or_else(|| format!("unexpected location of {}", binary.display()))?;
        Self::of_tool_dir(dir)
    }

    /// The layout of the build of the running test binary (in `deps/`).
    pub fn of_this_test() -> Result<Self, String> {
        let exe =
            env::current_exe().map_err(|error| format!("cannot find this test binary: {error}"))?;
        let deps = exe
            .parent()
            .ok_or_else(|| format!("unexpected location of the test binary: {}", exe.display()))?;
        Self::of_binary(deps)
    }

    /// The path of the binary `name`.
    pub fn binary(&self, name: &str) -> PathBuf {
        self.tool_dir
            .join(format!("{name}{}", env::consts::EXE_SUFFIX))
    }

    /// Builds the binaries of `packages` of the workspace whose manifest is
    /// `manifest` into this layout (a no-op when they are fresh), and checks
    /// that they exist.
    pub fn build(&self, manifest: &Path, packages: &[&str]) -> Result<(), String> {
        let cargo = env::var_os("CARGO").unwrap_or_else(|| OsString::from("cargo"));
        let mut build = Command::new(cargo);
        build.arg("build");
        for package in packages {
            build.args(["--package", package]);
        }
        build
            .args(["--profile", &self.profile])
            .arg("--manifest-path")
            .arg(manifest)
            .arg("--target-dir")
            .arg(&self.target_dir);
        if let Some(triple) = &self.triple {
            build.args(["--target", triple]);
        }
        let status = build
            .status()
            .map_err(|error| format!("cannot run {build:?}: {error}"))?;
        if !status.success() {
            return Err(format!("{build:?} failed ({status})"));
        }
        for package in packages {
            let binary = self.binary(package);
            if !binary.is_file() {
                return Err(format!(
                    "`cargo build --package {package}` succeeded but {} does not exist",
                    binary.display()
                ));
            }
        }
        Ok(())
    }
}

/// Builds the binaries of `packages` of the workspace rooted at `workspace`
/// next to the running test binary (see [`BuildLayout::of_this_test`] and
/// [`BuildLayout::build`]); the layout they are in.
pub fn build_workspace_tools(workspace: &Path, packages: &[&str]) -> Result<BuildLayout, String> {
    let layout = BuildLayout::of_this_test()?;
    layout.build(&workspace.join("Cargo.toml"), packages)?;
    Ok(layout)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_host_and_cross_layouts() {
        let root = env::temp_dir().join(format!("build-layout-{}", std::process::id()));
        let host = root.join("target");
        std::fs::create_dir_all(host.join("x86_64-unknown-linux-gnu/release")).unwrap();
        std::fs::create_dir_all(host.join("debug")).unwrap();
        std::fs::write(host.join("CACHEDIR.TAG"), "").unwrap();

        let layout = BuildLayout::of_tool_dir(&host.join("debug")).unwrap();
        assert_eq!(layout.target_dir, host);
        assert_eq!(layout.triple, None);
        assert_eq!(layout.profile, "dev");

        let cross = BuildLayout::of_binary(&host.join("x86_64-unknown-linux-gnu/release/tool"));
        let cross = cross.unwrap();
        assert_eq!(cross.target_dir, host);
        assert_eq!(cross.triple.as_deref(), Some("x86_64-unknown-linux-gnu"));
        assert_eq!(cross.profile, "release");
        assert_eq!(
            cross.binary("tool"),
            host.join(format!(
                "x86_64-unknown-linux-gnu/release/tool{}",
                env::consts::EXE_SUFFIX
            ))
        );
        std::fs::remove_dir_all(root).unwrap();
    }
}
