//! The differential test of `hlsl-opt` against `mlir-opt-22` on generated
//! modules (the `textgen-diff` binary and the test suite's fixed-seed batch).
//!
//! For each module (one per seed): both tools print it in the generic form,
//! with and without `--mlir-print-debuginfo`; where `mlir-opt-22` accepts it,
//! `hlsl-opt` must accept it and print the same bytes. Then mutations of it:
//! both tools must accept or reject each alike, and when both reject it the
//! first error must be at the same line and column. A crash (a signal, a
//! panic) or a hang of `hlsl-opt` is a failure; inputs on which `mlir-opt-22`
//! crashes or hangs are counted apart and left out of the figures (its bugs,
//! see `docs/text-format-upstream-bugs.md`).

use std::fmt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use crate::{Rng, module, mutate};

/// What to run.
#[derive(Clone, Debug)]
pub struct Config {
    /// First seed; modules `seed..seed + count` are generated.
    pub seed: u64,
    pub count: u64,
    /// Mutations per module.
    pub mutants: u64,
    pub ours: PathBuf,
    pub theirs: PathBuf,
    /// Where disagreements are saved, if anywhere.
    pub keep: Option<PathBuf>,
    /// Modules processed at once.
    pub jobs: usize,
    /// Longest a tool may run on one input.
    pub timeout: Duration,
}

/// What one run of a tool did.
struct Run {
    ok: bool,
    stdout: Vec<u8>,
    stderr: String,
    crashed: bool,
    hung: bool,
}

fn run(tool: &Path, extra: &[&str], input: &Path, timeout: Duration) -> Run {
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
        if start.elapsed() > timeout {
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
                || stderr.contains("internal error")
                || stderr.contains("PLEASE submit a bug report");
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
pub fn first_error(stderr: &str) -> Option<(u32, u32)> {
    stderr.lines().find_map(|line| {
        let at = line.find(": error: ")?;
        let head = &line[..at];
        let mut parts = head.rsplitn(3, ':');
        let col = parts.next()?.parse().ok()?;
        let line_no = parts.next()?.parse().ok()?;
        Some((line_no, col))
    })
}

/// The counts of a run.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub modules: u64,
    /// Modules `mlir-opt-22` rejects (left out of the valid figure).
    pub upstream_rejects: u64,
    /// Inputs on which `mlir-opt-22` crashed or hung (left out).
    pub upstream_failures: u64,
    /// Modules whose output differs where `mlir-opt-22`'s own output is
    /// text it cannot read back (a printer bug of its; left out).
    pub upstream_unreadable: u64,
    pub valid_cases: u64,
    pub we_reject_valid: u64,
    pub print_differs: u64,
    pub print_differs_debuginfo: u64,
    pub mutants: u64,
    pub mutant_verdict_differs: u64,
    pub mutant_both_reject: u64,
    pub mutant_location_agrees: u64,
    pub crashes: u64,
    pub hangs: u64,
}

fn pct(a: u64, b: u64) -> f64 {
    if b == 0 {
        100.0
    } else {
        100.0 * a as f64 / b as f64
    }
}

impl Tally {
    fn add(&mut self, o: &Tally) {
        self.modules += o.modules;
        self.upstream_rejects += o.upstream_rejects;
        self.upstream_failures += o.upstream_failures;
        self.upstream_unreadable += o.upstream_unreadable;
        self.valid_cases += o.valid_cases;
        self.we_reject_valid += o.we_reject_valid;
        self.print_differs += o.print_differs;
        self.print_differs_debuginfo += o.print_differs_debuginfo;
        self.mutants += o.mutants;
        self.mutant_verdict_differs += o.mutant_verdict_differs;
        self.mutant_both_reject += o.mutant_both_reject;
        self.mutant_location_agrees += o.mutant_location_agrees;
        self.crashes += o.crashes;
        self.hangs += o.hangs;
    }

    /// Valid modules accepted by both and printed identically, with and
    /// without debug info.
    pub fn valid_agreeing(&self) -> u64 {
        self.valid_cases - self.we_reject_valid - self.print_differs - self.print_differs_debuginfo
    }

    pub fn valid_percent(&self) -> f64 {
        pct(self.valid_agreeing(), self.valid_cases)
    }

    /// Mutants with the same verdict and, rejected, the same first position.
    pub fn mutants_agreeing(&self) -> u64 {
        self.mutants
            - self.mutant_verdict_differs
            - (self.mutant_both_reject - self.mutant_location_agrees)
    }

    pub fn mutant_percent(&self) -> f64 {
        pct(self.mutants_agreeing(), self.mutants)
    }
}

impl fmt::Display for Tally {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "generated modules: {} (mlir-opt-22 rejects {}; left out: inputs on which mlir-opt-22 crashes or hangs {}, modules where it prints text it cannot read back {})",
            self.modules, self.upstream_rejects, self.upstream_failures, self.upstream_unreadable
        )?;
        writeln!(
            f,
            "  accepted by mlir-opt-22: {}; we accept all and print the same bytes with and without --mlir-print-debuginfo: {} ({:.2}%); we reject {}, output differs {} (with --mlir-print-debuginfo: {})",
            self.valid_cases,
            self.valid_agreeing(),
            self.valid_percent(),
            self.we_reject_valid,
            self.print_differs,
            self.print_differs_debuginfo
        )?;
        writeln!(
            f,
            "mutated inputs: {}; same verdict and first error at upstream's line:col: {} ({:.2}%); verdict differs {}, both reject {} of which location agrees {}",
            self.mutants,
            self.mutants_agreeing(),
            self.mutant_percent(),
            self.mutant_verdict_differs,
            self.mutant_both_reject,
            self.mutant_location_agrees
        )?;
        write!(f, "crashes: {}, hangs: {}", self.crashes, self.hangs)
    }
}

struct Job<'a> {
    cfg: &'a Config,
    work: PathBuf,
}

impl Job<'_> {
    fn keep(&self, name: &str, bytes: &[u8]) {
        if let Some(dir) = &self.cfg.keep {
            let _ = std::fs::create_dir_all(dir);
            let _ = std::fs::write(dir.join(name), bytes);
        }
    }

    fn run(&self, tool: &Path, extra: &[&str], input: &Path) -> Run {
        run(tool, extra, input, self.cfg.timeout)
    }

    fn module(&self, seed: u64) -> Tally {
        let cfg = self.cfg;
        let mut t = Tally {
            modules: 1,
            ..Tally::default()
        };
        let text = module(seed);
        let path = self.work.join("case.mlir");
        let _ = std::fs::write(&path, &text);
        for (debuginfo, extra) in [(false, &[][..]), (true, &["--mlir-print-debuginfo"][..])] {
            let upstream = self.run(&cfg.theirs, extra, &path);
            let ours = self.run(&cfg.ours, extra, &path);
            t.crashes += u64::from(ours.crashed);
            t.hangs += u64::from(ours.hung);
            if ours.crashed || ours.hung {
                self.keep(&format!("crash-{seed}.mlir"), text.as_bytes());
            }
            if upstream.crashed || upstream.hung {
                t.upstream_failures += 1;
                break;
            }
            if !upstream.ok {
                if !debuginfo {
                    t.upstream_rejects += 1;
                }
                break;
            }
            if !debuginfo {
                t.valid_cases += 1;
            }
            if !ours.ok {
                t.we_reject_valid += 1;
                self.keep(&format!("reject-{seed}.mlir"), text.as_bytes());
                self.keep(&format!("reject-{seed}.err"), ours.stderr.as_bytes());
                break;
            }
            if ours.stdout != upstream.stdout {
                // Output upstream cannot read back is its printer's bug.
                let printed = self.work.join("upstream-output.mlir");
                let _ = std::fs::write(&printed, &upstream.stdout);
                if !self.run(&cfg.theirs, &[], &printed).ok {
                    t.upstream_unreadable += 1;
                    t.valid_cases -= 1;
                    self.keep(&format!("upstream-unreadable-{seed}.mlir"), text.as_bytes());
                    break;
                }
                let tag = if debuginfo {
                    t.print_differs_debuginfo += 1;
                    "differs-dbg"
                } else {
                    t.print_differs += 1;
                    "differs"
                };
                self.keep(&format!("{tag}-{seed}.mlir"), text.as_bytes());
                self.keep(&format!("{tag}-{seed}.ours"), &ours.stdout);
                self.keep(&format!("{tag}-{seed}.theirs"), &upstream.stdout);
                break;
            }
        }
        let mut rng = Rng::new(seed ^ 0x005E_ED0F_u64.wrapping_mul(0x9E37_79B9));
        for m in 0..cfg.mutants {
            let bytes = mutate(text.as_bytes(), &mut rng);
            let path = self.work.join("mutant.mlir");
            let _ = std::fs::write(&path, &bytes);
            let upstream = self.run(&cfg.theirs, &[], &path);
            let ours = self.run(&cfg.ours, &[], &path);
            t.crashes += u64::from(ours.crashed);
            t.hangs += u64::from(ours.hung);
            if ours.crashed || ours.hung {
                self.keep(&format!("crash-{seed}-{m}.mlir"), &bytes);
                continue;
            }
            if upstream.crashed || upstream.hung {
                t.upstream_failures += 1;
                self.keep(&format!("upstream-crash-{seed}-{m}.mlir"), &bytes);
                continue;
            }
            t.mutants += 1;
            if upstream.ok != ours.ok {
                t.mutant_verdict_differs += 1;
                self.keep(&format!("verdict-{seed}-{m}.mlir"), &bytes);
                continue;
            }
            if !ours.ok {
                t.mutant_both_reject += 1;
                if first_error(&ours.stderr) == first_error(&upstream.stderr) {
                    t.mutant_location_agrees += 1;
                } else {
                    self.keep(&format!("location-{seed}-{m}.mlir"), &bytes);
                    self.keep(&format!("location-{seed}-{m}.ours"), ours.stderr.as_bytes());
                    self.keep(
                        &format!("location-{seed}-{m}.theirs"),
                        upstream.stderr.as_bytes(),
                    );
                }
            }
        }
        t
    }
}

/// Runs the differential test: modules are shared out to `cfg.jobs` threads.
pub fn run_all(cfg: &Config) -> Tally {
    let next = AtomicU64::new(cfg.seed);
    let total = Mutex::new(Tally::default());
    let base = std::env::temp_dir().join(format!("textgen-diff-{}", std::process::id()));
    std::thread::scope(|s| {
        for j in 0..cfg.jobs.max(1) {
            let (next, total, base) = (&next, &total, &base);
            s.spawn(move || {
                let work = base.join(j.to_string());
                let _ = std::fs::create_dir_all(&work);
                let job = Job { cfg, work };
                loop {
                    let seed = next.fetch_add(1, Ordering::Relaxed);
                    if seed >= cfg.seed + cfg.count {
                        break;
                    }
                    let t = job.module(seed);
                    if let Ok(mut total) = total.lock() {
                        total.add(&t);
                    }
                }
            });
        }
    });
    let _ = std::fs::remove_dir_all(&base);
    total.into_inner().unwrap_or_default()
}
