//! `hlsl-opt`: the `mlir-opt`-style driver of the project.
//!
//! Reads MLIR text (a file or `-` for stdin), verifies it, runs the pass
//! pipeline given by `--pass-pipeline=...` and/or one flag per registered pass,
//! and prints the result. Flags keep `mlir-opt`'s names and meaning
//! (<https://mlir.llvm.org/docs/Tools/mlir-opt/>); the output file is written only
//! when everything succeeded.

mod cli;
mod driver;

use std::io::Read;
use std::process::ExitCode;

use shader_mlir::diagnostics::SourceMgr;
use shader_mlir::tool_cli;
use shader_mlir::tool_output::{write_output, write_output_with};

fn main() -> ExitCode {
    tool_cli::run_tool("hlsl-opt", run)
}

fn run(args: &[String]) -> ExitCode {
    let registry = shader_registry::passes();
    let opts = match cli::parse_args(args, &registry) {
        Ok(o) => o,
        Err(message) => return tool_cli::usage_error("hlsl-opt", &message),
    };
    let asked = (opts.show_help, opts.show_version);
    let version = env!("CARGO_PKG_VERSION");
    if let Some(code) =
        tool_cli::help_or_version("hlsl-opt", version, asked, || cli::help(&registry))
    {
        return code;
    }
    // Check the pipeline before reading any input, as mlir-opt does.
    if let Err(message) = driver::build_pipeline(&opts, &registry) {
        eprintln!("hlsl-opt: {message}");
        return ExitCode::FAILURE;
    }

    let (name, text) = match read_input(&opts.input) {
        Ok(v) => v,
        Err(message) => {
            eprintln!("{message}");
            return ExitCode::FAILURE;
        }
    };
    let mut sources = SourceMgr::new();
    let buffer = sources.add_buffer(name, text);
    let make_context = || {
        let mut ctx = shader_registry::context();
        ctx.set_allow_unregistered_dialects(opts.allow_unregistered_dialect);
        // mlir-opt prints the failing op under each op diagnostic, except when the
        // diagnostics are checked against expectations.
        ctx.set_print_op_on_diagnostic(!opts.verify_diagnostics);
        ctx.set_threading(!opts.disable_threading);
        std::sync::Arc::new(ctx)
    };
    let outcome = match driver::run(&make_context, &sources, buffer, &opts, &registry) {
        Ok(o) => o,
        Err(message) => {
            eprintln!("hlsl-opt: {message}");
            return ExitCode::FAILURE;
        }
    };
    eprint!("{}", outcome.stderr);
    if !outcome.success {
        // Like mlir-opt: stdout streams what the chunks that succeeded printed;
        // an output file is not written at all.
        if opts.output == "-" {
            let _ = write(&outcome.output, "-");
        }
        return ExitCode::FAILURE;
    }
    match write(&outcome.output, &opts.output) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!(
                "hlsl-opt: could not write output file '{}': {e}",
                opts.output
            );
            ExitCode::FAILURE
        }
    }
}

/// Writes the output to `path` (`-` is stdout), a file only once complete.
fn write(output: &driver::Output, path: &str) -> std::io::Result<()> {
    match output {
        driver::Output::Text(text) => write_output(path, text.as_bytes()),
        driver::Output::Ir(printed) => write_output_with(path, |out| printed.write_to(out)),
    }
}

/// Reads the input; `-` is stdin, named `<stdin>` in diagnostics as upstream.
/// The input is bytes: MLIR's string literals may hold bytes that are not UTF-8.
fn read_input(path: &str) -> Result<(String, Vec<u8>), String> {
    let mut bytes = Vec::new();
    let name = if path == "-" {
        std::io::stdin()
            .read_to_end(&mut bytes)
            .map_err(|e| format!("Could not open input file '-': {e}"))?;
        "<stdin>".to_string()
    } else {
        bytes =
            std::fs::read(path).map_err(|e| format!("Could not open input file '{path}': {e}"))?;
        path.to_string()
    };
    Ok((name, bytes))
}
