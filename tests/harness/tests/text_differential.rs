//! The differential test against `mlir-opt-22` on a small fixed-seed batch of
//! generated modules and mutations of them (`textgen::diff`): every module
//! upstream accepts, we accept and print byte for byte as it does (with and
//! without `--mlir-print-debuginfo`); every mutation gets the same verdict,
//! and when rejected, the first error at upstream's line and column; nothing
//! crashes or hangs. `textgen-diff` runs larger batches (see the README).
//!
//! Without `mlir-opt-22` on PATH the test is skipped, unless `CI=true` (then
//! the missing tool is a failure, as nothing may be skipped in CI).

use std::path::PathBuf;
use std::process::Command;
use std::time::Duration;

use textgen::diff::{Config, run_all};

fn mlir_opt() -> Option<PathBuf> {
    let ok = Command::new("mlir-opt-22")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    ok.then(|| PathBuf::from("mlir-opt-22"))
}

#[test]
fn generated_modules_match_mlir_opt() {
    let ci = std::env::var("CI").is_ok_and(|v| matches!(v.as_str(), "1" | "true" | "yes"));
    let Some(theirs) = mlir_opt() else {
        assert!(!ci, "CI=true but mlir-opt-22 is not on PATH");
        eprintln!("skipped: mlir-opt-22 is not on PATH");
        return;
    };
    let cfg = Config {
        seed: 1,
        count: 40,
        mutants: 3,
        ours: lit_suite::build_tools(&lit_suite::workspace().expect("workspace"))
            .expect("the workspace's tools build")
            .binary("hlsl-opt"),
        theirs,
        keep: None,
        jobs: 2,
        timeout: Duration::from_secs(60),
    };
    let t = run_all(&cfg);
    assert_eq!((t.crashes, t.hangs), (0, 0), "{t}");
    assert_eq!(t.valid_agreeing(), t.valid_cases, "{t}");
    assert!(t.valid_cases >= 38, "too few modules upstream accepts: {t}");
    assert_eq!(t.mutants_agreeing(), t.mutants, "{t}");
}
