//! `hlsl-translate`: the `mlir-translate`-style driver of the project, for the
//! SPIR-V binary format
//! (<https://registry.khronos.org/SPIR-V/specs/unified1/SPIRV.html>).
//!
//! `--serialize-spirv` reads MLIR text and writes the SPIR-V binary of its
//! `spirv.module`; `--deserialize-spirv` reads a SPIR-V binary and prints it as
//! a `spirv.module`; `--test-spirv-roundtrip` does both in a row. Flags keep
//! `mlir-translate`'s names and meaning
//! (<https://mlir.llvm.org/docs/Tools/mlir-translate/>). One difference is
//! intended: `--serialize-spirv` also accepts a `builtin.module` (the implicit
//! one included) holding exactly one `spirv.module`, where
//! `mlir-translate-22` requires `--no-implicit-module`. The output file is
//! written only when everything succeeded.

mod cli;
mod translate;

use std::process::ExitCode;
use std::time::Instant;

use shader_mlir::pass::Timing;
use shader_mlir::tool_cli;
use shader_mlir::tool_options::{read_input, report_failure};

fn main() -> ExitCode {
    tool_cli::run_tool("hlsl-translate", |args| report_failure(run(args)))
}

/// The exit code of a run, or the message of its failure.
fn run(args: &[String]) -> Result<ExitCode, String> {
    let opts = cli::parse_args(args).map_err(|message| format!("hlsl-translate: {message}"))?;
    let asked = (opts.common.show_help, opts.common.show_version);
    let version = env!("CARGO_PKG_VERSION");
    if let Some(code) = tool_cli::help_or_version("hlsl-translate", version, asked, cli::help) {
        return Ok(code);
    }
    let translation = opts
        .translation
        .ok_or("Translations to perform option: must be specified at least once!")?;
    let (name, input) = read_input(&opts.common.input, "cannot open input file")?;
    let ctx = {
        let mut ctx = shader_registry::context();
        ctx.set_allow_unregistered_dialects(opts.common.allow_unregistered_dialect);
        ctx.set_threading(!opts.common.disable_threading);
        std::sync::Arc::new(ctx)
    };
    let start = Instant::now();
    let mut timing = Timing::default();
    let outcome = translate::run(&ctx, &name, input, &opts, translation, &mut timing);
    eprint!("{}", outcome.stderr);
    if !outcome.success {
        return Ok(ExitCode::FAILURE);
    }
    timing.time("Output", || match &outcome.printed {
        Some(printed) => write_output_with(&opts.common.output, |out| printed.write_to(out)),
        None => write_output(&opts.common.output, &outcome.output),
    })?;
    if opts.timing {
        eprint!("{}", timing.report(start.elapsed()));
    }
    Ok(ExitCode::SUCCESS)
}

/// Writes the output only on success (see [`shader_mlir::tool_output`]).
fn write_output(path: &str, bytes: &[u8]) -> Result<(), String> {
    write_output_with(path, |out| out.write_all(bytes))
}

/// Writes the output produced by `produce` only on success.
fn write_output_with(
    path: &str,
    produce: impl FnOnce(&mut dyn std::io::Write) -> std::io::Result<()>,
) -> Result<(), String> {
    shader_mlir::tool_output::write_output_with(path, produce)
        .map_err(|e| format!("hlsl-translate: could not write output file '{path}': {e}"))
}
