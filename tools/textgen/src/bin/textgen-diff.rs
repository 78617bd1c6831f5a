//! Differential test of `hlsl-opt` against `mlir-opt-22` on generated modules
//! (see `textgen::diff` for what is compared).
//!
//! ```text
//! textgen-diff [--seed S] [--count N] [--mutants M] [--jobs J] [--ours PATH] [--theirs PATH]
//!              [--keep DIR] [--require-valid PCT] [--require-mutants PCT]
//! ```
//!
//! Prints the figures; exits non-zero on any crash or hang of ours, or when a
//! `--require-*` percentage is not met. Disagreements are saved under `--keep`.

use std::path::{Path, PathBuf};
use std::time::Duration;

use textgen::diff::{Config, run_all};

struct Args {
    cfg: Config,
    require_valid: f64,
    require_mutants: f64,
}

fn parse_args() -> Result<Args, String> {
    let exe_dir = std::env::current_exe()
        .ok()
        .and_then(|p| p.parent().map(Path::to_path_buf))
        .unwrap_or_default();
    let mut args = Args {
        cfg: Config {
            seed: 1,
            count: 100,
            mutants: 2,
            ours: exe_dir.join("hlsl-opt"),
            theirs: PathBuf::from("mlir-opt-22"),
            keep: None,
            jobs: std::thread::available_parallelism().map_or(1, |n| n.get()),
            timeout: Duration::from_secs(20),
        },
        require_valid: 0.0,
        require_mutants: 0.0,
    };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let mut value = || it.next().ok_or(format!("{flag} needs a value"));
        let number = |v: String| v.parse::<u64>().map_err(|e| format!("{flag}: {e}"));
        let percent = |v: String| v.parse::<f64>().map_err(|e| format!("{flag}: {e}"));
        let cfg = &mut args.cfg;
        match flag.as_str() {
            "--seed" => cfg.seed = number(value()?)?,
            "--count" => cfg.count = number(value()?)?,
            "--mutants" => cfg.mutants = number(value()?)?,
            "--jobs" => cfg.jobs = number(value()?)?.max(1) as usize,
            "--ours" => cfg.ours = value()?.into(),
            "--theirs" => cfg.theirs = value()?.into(),
            "--keep" => cfg.keep = Some(value()?.into()),
            "--require-valid" => args.require_valid = percent(value()?)?,
            "--require-mutants" => args.require_mutants = percent(value()?)?,
            other => return Err(format!("unknown argument '{other}'")),
        }
    }
    Ok(args)
}

fn main() {
    let args = match parse_args() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("textgen-diff: {e}");
            std::process::exit(2);
        }
    };
    let t = run_all(&args.cfg);
    println!("{t}");
    let failed = t.crashes > 0
        || t.hangs > 0
        || t.valid_percent() < args.require_valid
        || t.mutant_percent() < args.require_mutants;
    std::process::exit(i32::from(failed));
}
