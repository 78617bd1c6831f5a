//! `spirv-textgen [--check] [--ops N] [--depth N] [--functions N] SEED [COUNT]`
//! prints generated modules, separated by `// -----` lines; with `--check`
//! it runs the checks of `spirv_textgen::check` on each instead (with
//! `spirv-val` from `PATH` when there is one) and reports the seeds that fail.

use std::io::Write;
use std::process::ExitCode;

use spirv_textgen::{Generator, Options};

fn main() -> ExitCode {
    let mut checking = false;
    let mut opts = Options::default();
    let mut numbers: Vec<u64> = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = || {
            args.next()
                .and_then(|v| v.parse::<usize>().ok())
                .unwrap_or(1)
        };
        match arg.as_str() {
            "--check" => checking = true,
            "--ops" => opts.ops = value(),
            "--depth" => opts.depth = value() as u32,
            "--functions" => opts.functions = value(),
            other => match other.parse() {
                Ok(n) => numbers.push(n),
                Err(_) => {
                    eprintln!("spirv-textgen: unknown argument '{other}'");
                    return ExitCode::FAILURE;
                }
            },
        }
    }
    let module = |seed: u64| Generator::new(seed, opts).module();
    let seed = numbers.first().copied().unwrap_or(1);
    let count = numbers.get(1).copied().unwrap_or(1);
    if !checking {
        // A closed pipe (`| head`) ends the output quietly.
        let mut out = std::io::stdout().lock();
        for s in seed..seed + count {
            let separator = if s > seed { "// -----\n" } else { "" };
            if write!(out, "{separator}{}", module(s)).is_err() {
                break;
            }
        }
        return ExitCode::SUCCESS;
    }
    let spirv_val = spirv_textgen::check::find_spirv_val();
    let mut failed = 0;
    for s in seed..seed + count {
        if let Err(e) = spirv_textgen::check::check(&module(s), spirv_val.as_deref()) {
            failed += 1;
            eprintln!("seed {s}: {e}");
        }
    }
    eprintln!("{failed} of {count} modules failed");
    if failed == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
