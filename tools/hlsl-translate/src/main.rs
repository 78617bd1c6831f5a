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

use std::io::Read;
use std::process::ExitCode;

use shader_mlir::tool_cli;

fn main() -> ExitCode {
    tool_cli::run_tool("hlsl-translate", run)
}

fn run(args: &[String]) -> ExitCode {
    let opts = match cli::parse_args(args) {
        Ok(o) => o,
        Err(message) => return tool_cli::usage_error("hlsl-translate", &message),
    };
    let asked = (opts.show_help, opts.show_version);
    let version = env!("CARGO_PKG_VERSION");
    if let Some(code) = tool_cli::help_or_version("hlsl-translate", version, asked, cli::help) {
        return code;
    }
    let Some(translation) = opts.translation else {
        eprintln!("Translations to perform option: must be specified at least once!");
        return ExitCode::FAILURE;
    };
    let (name, input) = match read_input(&opts.input) {
        Ok(v) => v,
        Err(message) => {
            eprintln!("{message}");
            return ExitCode::FAILURE;
        }
    };
    let ctx = {
        let mut ctx = shader_registry::context();
        ctx.set_allow_unregistered_dialects(opts.allow_unregistered_dialect);
        ctx.set_threading(!opts.disable_threading);
        std::sync::Arc::new(ctx)
    };
    let outcome = translate::run(&ctx, &name, input, &opts, translation);
    eprint!("{}", outcome.stderr);
    if !outcome.success {
        return ExitCode::FAILURE;
    }
    let written = match &outcome.printed {
        Some(printed) => write_output_with(&opts.output, |out| printed.write_to(out)),
        None => write_output(&opts.output, &outcome.output),
    };
    match written {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("{message}");
            ExitCode::FAILURE
        }
    }
}

/// Reads the input; `-` is stdin, named `<stdin>` in diagnostics as upstream.
fn read_input(path: &str) -> Result<(String, Vec<u8>), String> {
    if path == "-" {
        let mut bytes = Vec::new();
        std::io::stdin()
            .read_to_end(&mut bytes)
            .map_err(|e| format!("cannot open input file '-': {e}"))?;
        return Ok(("<stdin>".to_string(), bytes));
    }
    let bytes = std::fs::read(path).map_err(|e| format!("cannot open input file '{path}': {e}"))?;
    Ok((path.to_string(), bytes))
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
