//! Differential test of `hlsl-opt` against `mlir-opt-22` on generated modules.
//!
//! ```text
//! textgen-diff [--seed S] [--count N] [--mutants M] [--ours PATH] [--theirs PATH] [--keep DIR]
//! ```
//!
//! For each of `N` generated modules (seeds `S..S+N`): both tools print it in
//! the generic form, with and without `--mlir-print-debuginfo`; where
//! `mlir-opt-22` accepts it, we must accept it and print the same bytes. Then
//! `M` mutations of it: both tools must accept or reject it alike, and when
//! both reject it our first error must be at upstream's line and column. Any
//! crash (a signal, a panic) or hang of ours is a failure. Prints the figures;
//! exits non-zero on any crash or hang, or when `--require` percentages are not
//! met. Disagreements are saved under `--keep` (default: none).

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use textgen::{Rng, module, mutate};

struct Args {
    seed: u64,
    count: u64,
    mutants: u64,
    ours: PathBuf,
    theirs: String,
    keep: Option<PathBuf>,
    require_valid: f64,
    require_mutants: f64,
}

fn parse_args() -> Result<Args, String> {
    let exe_dir = std::env::current_exe()
        .ok()
        .and_then(|p| p.parent().map(Path::to_path_buf))
        .unwrap_or_default();
    let mut args = Args {
        seed: 1,
        count: 100,
        mutants: 2,
        ours: exe_dir.join("hlsl-opt"),
        theirs: "mlir-opt-22".to_string(),
        keep: None,
        require_valid: 0.0,
        require_mutants: 0.0,
    };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let mut value = || it.next().ok_or(format!("{flag} needs a value"));
        match flag.as_str() {
            "--seed" => args.seed = value()?.parse().map_err(|e| format!("--seed: {e}"))?,
            "--count" => args.count = value()?.parse().map_err(|e| format!("--count: {e}"))?,
            "--mutants" => {
                args.mutants = value()?.parse().map_err(|e| format!("--mutants: {e}"))?
            }
            "--ours" => args.ours = value()?.into(),
            "--theirs" => args.theirs = value()?,
            "--keep" => args.keep = Some(value()?.into()),
            "--require-valid" => {
                args.require_valid = value()?
                    .parse()
                    .map_err(|e| format!("--require-valid: {e}"))?
            }
            "--require-mutants" => {
                args.require_mutants = value()?
                    .parse()
                    .map_err(|e| format!("--require-mutants: {e}"))?
            }
            other => return Err(format!("unknown argument '{other}'")),
        }
    }
    Ok(args)
}

/// What one run of a tool did.
struct Run {
    ok: bool,
    stdout: Vec<u8>,
    stderr: String,
    crashed: bool,
    hung: bool,
}

fn run(tool: &Path, extra: &[&str], input: &Path) -> Run {
    let mut cmd = Command::new(tool);
    cmd.arg("--allow-unregistered-dialect")
        .arg("--mlir-print-op-generic")
        .args(extra)
        .arg(input)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let Ok(mut child) = cmd.spawn() else {
        return Run {
            ok: false,
            stdout: Vec::new(),
            stderr: format!("cannot run {}", tool.display()),
            crashed: true,
            hung: false,
        };
    };
    let start = Instant::now();
    let mut stdout = child.stdout.take().expect("piped");
    let mut stderr = child.stderr.take().expect("piped");
    let out_reader = std::thread::spawn(move || {
        let mut v = Vec::new();
        let _ = std::io::Read::read_to_end(&mut stdout, &mut v);
        v
    });
    let err_reader = std::thread::spawn(move || {
        let mut v = Vec::new();
        let _ = std::io::Read::read_to_end(&mut stderr, &mut v);
        v
    });
    let status = loop {
        if let Ok(Some(status)) = child.try_wait() {
            break Some(status);
        }
        if start.elapsed() > Duration::from_secs(20) {
            let _ = child.kill();
            let _ = child.wait();
            break None;
        }
        std::thread::sleep(Duration::from_millis(2));
    };
    let stdout = out_reader.join().unwrap_or_default();
    let stderr = String::from_utf8_lossy(&err_reader.join().unwrap_or_default()).into_owned();
    match status {
        None => Run {
            ok: false,
            stdout,
            stderr,
            crashed: false,
            hung: true,
        },
        Some(status) => {
            let crashed = status.code().is_none()
                || stderr.contains("panicked")
                || stderr.contains("internal error");
            Run {
                ok: status.success(),
                stdout,
                stderr,
                crashed,
                hung: false,
            }
        }
    }
}

/// `line:col` of the first error (`file:line:col: error: ...`).
fn first_error(stderr: &str) -> Option<(u32, u32)> {
    stderr.lines().find_map(|line| {
        let at = line.find(": error: ")?;
        let head = &line[..at];
        let mut parts = head.rsplitn(3, ':');
        let col = parts.next()?.parse().ok()?;
        let line_no = parts.next()?.parse().ok()?;
        Some((line_no, col))
    })
}

#[derive(Default)]
struct Tally {
    valid_cases: u64,
    upstream_rejects: u64,
    we_reject_valid: u64,
    print_differs: u64,
    print_differs_debuginfo: u64,
    mutants: u64,
    mutant_verdict_differs: u64,
    mutant_both_reject: u64,
    mutant_location_agrees: u64,
    crashes: u64,
    hangs: u64,
}

fn keep(dir: &Option<PathBuf>, name: &str, bytes: &[u8]) {
    if let Some(dir) = dir {
        let _ = std::fs::create_dir_all(dir);
        let _ = std::fs::write(dir.join(name), bytes);
    }
}

fn main() {
    let args = match parse_args() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("textgen-diff: {e}");
            std::process::exit(2);
        }
    };
    let theirs = PathBuf::from(&args.theirs);
    let work = std::env::temp_dir().join(format!("textgen-diff-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&work);
    let mut t = Tally::default();
    for seed in args.seed..args.seed + args.count {
        let text = module(seed);
        let path = work.join("case.mlir");
        let _ = std::fs::write(&path, &text);
        for (debuginfo, extra) in [(false, &[][..]), (true, &["--mlir-print-debuginfo"][..])] {
            let upstream = run(&theirs, extra, &path);
            let ours = run(&args.ours, extra, &path);
            t.crashes += u64::from(ours.crashed);
            t.hangs += u64::from(ours.hung);
            if ours.crashed || ours.hung {
                keep(&args.keep, &format!("crash-{seed}.mlir"), text.as_bytes());
            }
            if debuginfo && !upstream.ok {
                continue;
            }
            if !debuginfo {
                if !upstream.ok {
                    t.upstream_rejects += 1;
                    break;
                }
                t.valid_cases += 1;
            }
            if !ours.ok {
                if !debuginfo {
                    t.we_reject_valid += 1;
                    keep(&args.keep, &format!("reject-{seed}.mlir"), text.as_bytes());
                    keep(
                        &args.keep,
                        &format!("reject-{seed}.err"),
                        ours.stderr.as_bytes(),
                    );
                }
                break;
            }
            if ours.stdout != upstream.stdout {
                if debuginfo {
                    t.print_differs_debuginfo += 1;
                } else {
                    t.print_differs += 1;
                }
                let tag = if debuginfo { "differs-dbg" } else { "differs" };
                keep(&args.keep, &format!("{tag}-{seed}.mlir"), text.as_bytes());
                keep(&args.keep, &format!("{tag}-{seed}.ours"), &ours.stdout);
                keep(
                    &args.keep,
                    &format!("{tag}-{seed}.theirs"),
                    &upstream.stdout,
                );
            }
        }
        let mut rng = Rng::new(seed ^ 0x5EED_0F_u64.wrapping_mul(0x9E37_79B9));
        for m in 0..args.mutants {
            let bytes = mutate(text.as_bytes(), &mut rng);
            let mpath = work.join("mutant.mlir");
            let _ = std::fs::write(&mpath, &bytes);
            let upstream = run(&theirs, &[], &mpath);
            let ours = run(&args.ours, &[], &mpath);
            t.mutants += 1;
            t.crashes += u64::from(ours.crashed);
            t.hangs += u64::from(ours.hung);
            if ours.crashed || ours.hung {
                keep(&args.keep, &format!("crash-{seed}-{m}.mlir"), &bytes);
                continue;
            }
            if upstream.ok != ours.ok {
                t.mutant_verdict_differs += 1;
                keep(&args.keep, &format!("verdict-{seed}-{m}.mlir"), &bytes);
                continue;
            }
            if !ours.ok {
                t.mutant_both_reject += 1;
                if first_error(&ours.stderr) == first_error(&upstream.stderr) {
                    t.mutant_location_agrees += 1;
                } else {
                    keep(&args.keep, &format!("location-{seed}-{m}.mlir"), &bytes);
                    keep(
                        &args.keep,
                        &format!("location-{seed}-{m}.ours"),
                        ours.stderr.as_bytes(),
                    );
                    keep(
                        &args.keep,
                        &format!("location-{seed}-{m}.theirs"),
                        upstream.stderr.as_bytes(),
                    );
                }
            }
        }
    }
    let _ = std::fs::remove_dir_all(&work);
    let pct = |a: u64, b: u64| {
        if b == 0 {
            100.0
        } else {
            100.0 * a as f64 / b as f64
        }
    };
    let valid_agree = t.valid_cases - t.we_reject_valid - t.print_differs;
    let mutant_agree =
        t.mutants - t.mutant_verdict_differs - (t.mutant_both_reject - t.mutant_location_agrees);
    let mut out = std::io::stdout().lock();
    let _ = writeln!(
        out,
        "generated modules: {} (mlir-opt-22 rejects {})",
        args.count, t.upstream_rejects
    );
    let _ = writeln!(
        out,
        "  accepted by both, generic output identical: {valid_agree} of {} ({:.2}%); we reject {}, output differs {} (with --mlir-print-debuginfo: {})",
        t.valid_cases,
        pct(valid_agree, t.valid_cases),
        t.we_reject_valid,
        t.print_differs,
        t.print_differs_debuginfo
    );
    let _ = writeln!(
        out,
        "mutated inputs: {}; same verdict and first error at upstream's line:col: {mutant_agree} ({:.2}%); verdict differs {}, both reject {} of which location agrees {}",
        t.mutants,
        pct(mutant_agree, t.mutants),
        t.mutant_verdict_differs,
        t.mutant_both_reject,
        t.mutant_location_agrees
    );
    let _ = writeln!(out, "crashes: {}, hangs: {}", t.crashes, t.hangs);
    let failed = t.crashes > 0
        || t.hangs > 0
        || pct(valid_agree, t.valid_cases) < args.require_valid
        || pct(mutant_agree, t.mutants) < args.require_mutants;
    std::process::exit(i32::from(failed));
}
