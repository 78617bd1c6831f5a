//! Writing a tool's output file only on success, as LLVM's `ToolOutputFile` does,
//! and ending quietly when standard output is closed, as LLVM tools do.

use std::io::Write;
use std::path::Path;

/// Makes a write to a closed pipe end the process quietly, as it ends an LLVM
/// tool (`mlir-opt ... | head`): LLVM's `InitLLVM` lets `SIGPIPE` terminate the
/// process, whereas the Rust runtime ignores it, so that every write would fail
/// with "Broken pipe" instead. Call once, first thing in `main`.
pub fn end_quietly_on_closed_pipe() {
    #[cfg(unix)]
    // SAFETY: restoring the default disposition of a signal has no memory
    // effects; it runs before any other thread exists.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}

/// Writes `bytes` to `path` (`-` is stdout). A regular file (or a new one) is
/// written to a temporary file beside it and renamed over it, so an interrupted
/// or failed write never leaves a truncated file. Targets that are not regular
/// files (`/dev/null`, a fifo) are written directly: renaming over them would
/// replace the device node itself.
pub fn write_output(path: &str, bytes: &[u8]) -> std::io::Result<()> {
    write_output_with(path, |out| out.write_all(bytes))
}

/// Like [`write_output`], for output produced piecewise by `produce` (e.g. IR
/// printed straight to its destination): a regular file is replaced only when
/// `produce` succeeded, else the temporary file is removed.
pub fn write_output_with(
    path: &str,
    produce: impl FnOnce(&mut dyn Write) -> std::io::Result<()>,
) -> std::io::Result<()> {
    if path == "-" {
        let mut out = std::io::stdout().lock();
        produce(&mut out)?;
        return out.flush();
    }
    let target = Path::new(path);
    if let Ok(meta) = std::fs::metadata(target)
        && !meta.is_file()
    {
        let mut out = std::fs::File::create(target)?;
        produce(&mut out)?;
        return out.flush();
    }
    let dir = target
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let file_name = target.file_name().and_then(|n| n.to_str()).unwrap_or("out");
    let tmp = dir.join(format!(".{file_name}.tmp{}", std::process::id()));
    let result = std::fs::File::create(&tmp)
        .and_then(|mut out| produce(&mut out).and_then(|()| out.flush()))
        .and_then(|()| std::fs::rename(&tmp, target));
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    use std::path::PathBuf;

    /// A new scratch directory named after `test`, and the path of the
    /// output file in it (as text, as the tools take it).
    fn scratch(test: &str) -> (PathBuf, String) {
        let dir = std::env::temp_dir().join(format!("tool-output-{test}-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("out.txt").to_str().unwrap().to_owned();
        (dir, file)
    }

    #[test]
    fn writes_regular_files_and_leaves_devices_alone() {
        let (dir, file) = scratch("devices");
        write_output(&file, b"one").unwrap();
        write_output(&file, b"two").unwrap();
        assert_eq!(std::fs::read(&file).unwrap(), b"two");
        write_output("/dev/null", b"discarded").unwrap();
        let meta = std::fs::metadata("/dev/null").unwrap();
        assert!(!meta.is_file(), "/dev/null must stay a device");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn failed_output_leaves_the_file_alone() {
        let (dir, file) = scratch("fail");
        write_output(&file, b"kept").unwrap();
        let failed = write_output_with(&file, |out| {
            out.write_all(b"partial")?;
            Err(std::io::Error::other("printing failed"))
        });
        assert!(failed.is_err());
        assert_eq!(std::fs::read(&file).unwrap(), b"kept");
        assert_eq!(
            std::fs::read_dir(&dir).unwrap().count(),
            1,
            "no temporary file left behind"
        );
        write_output_with(&file, |out| out.write_all(b"new")).unwrap();
        assert_eq!(std::fs::read(&file).unwrap(), b"new");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
