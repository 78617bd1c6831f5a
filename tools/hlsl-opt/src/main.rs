//! `hlsl-opt`: the `mlir-opt`-style driver of the project.
//!
//! Reads MLIR text (a file or `-` for stdin), verifies it, runs the pass
//! pipeline given by `--pass-pipeline=...` and/or one flag per registered pass,
//! and prints the result. Flags keep `mlir-opt`'s names and meaning
//! (<https://mlir.llvm.org/docs/Tools/mlir-opt/>); the output file is written only
//! when everything succeeded.

mod cli;
mod driver;

use std::process::ExitCode;

use shader_mlir::diagnostics::SourceMgr;
use shader_mlir::tool_cli;
use shader_mlir::tool_options::{read_input, report_failure};
use shader_mlir::tool_output::{write_output, write_output_with};

fn main() -> ExitCode {
    tool_cli::run_tool("hlsl-opt", |args| report_failure(run(args)))
}

/// The exit code of a run, or the message of its failure.
fn run(args: &[String]) -> Result<ExitCode, String> {
    let registry = shader_registry::passes();
    let opts =
        cli::parse_args(args, &registry).map_err(|message| format!("hlsl-opt: {message}"))?;
    let asked = (opts.common.show_help, opts.common.show_version);
    let version = env!("CARGO_PKG_VERSION");
    if let Some(code) =
        tool_cli::help_or_version("hlsl-opt", version, asked, || cli::help(&registry))
    {
        return Ok(code);
    }
    // Check the pipeline before reading any input, as mlir-opt does.
    driver::build_pipeline(&opts, &registry).map_err(|message| format!("hlsl-opt: {message}"))?;

    let (name, text) = read_input(&opts.common.input, "Could not open input file")?;
    let mut sources = SourceMgr::new();
    let buffer = sources.add_source(name, text);
    let make_context = || {
        let mut ctx = shader_registry::context();
        ctx.set_allow_unregistered_dialects(opts.common.allow_unregistered_dialect);
        // mlir-opt prints the failing op under each op diagnostic, except when the
        // diagnostics are checked against expectations.
        ctx.set_print_op_on_diagnostic(!opts.common.verify_diagnostics);
        ctx.set_threading(!opts.common.disable_threading);
        std::sync::Arc::new(ctx)
    };
    let outcome = driver::run(&make_context, &sources, buffer, &opts, &registry)
        .map_err(|message| format!("hlsl-opt: {message}"))?;
    eprint!("{}", outcome.stderr);
    // Printing reports nothing against the input: its text goes before the
    // output is printed.
    drop(sources);
    if !outcome.success {
        // Like mlir-opt: stdout streams what the chunks that succeeded printed;
        // an output file is not written at all.
        if opts.common.output == "-" {
            let _ = write(&outcome.output, "-");
        }
        return Ok(ExitCode::FAILURE);
    }
    let path = &opts.common.output;
    write(&outcome.output, path)
        .map_err(|e| format!("hlsl-opt: could not write output file '{path}': {e}"))?;
    Ok(ExitCode::SUCCESS)
}

/// Writes the output to `path` (`-` is stdout), a file only once complete.
fn write(output: &driver::Output, path: &str) -> std::io::Result<()> {
    match output {
        driver::Output::Text(text) => write_output(path, text.as_bytes()),
        driver::Output::Ir(printed) => {
            write_output_with(path, |out| driver::write_chunk(printed, out))
        }
    }
}
