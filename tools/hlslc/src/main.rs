//! `hlslc`: the HLSL compiler driver, with DXC's command line (see [`cli`]).
//!
//! It preprocesses, parses and checks the input and prints diagnostics as
//! clang does. `-fsyntax-only` stops there; `-ast-print` prints the program
//! back as HLSL, `-ast-dump` the typed AST. Otherwise it generates the
//! `hlsl`-dialect module of the entry point (`hlsl_frontend::codegen`) and,
//! with `-spirv`, lowers it to a SPIR-V binary ([`backend`]); without
//! `-spirv`, or with `-fcgl`, the output is the `hlsl`-dialect module as MLIR
//! text. Output files are written whole, only when compilation succeeded.

mod backend;
mod cli;

use std::io::Write;
use std::path::Path;
use std::process::ExitCode;
use std::sync::Arc;

use hlsl_frontend::Compilation;
use hlsl_frontend::codegen::{CodegenOptions, generate};
use hlsl_frontend::options::Options;
use shader_mlir::diagnostics::SourceMgr;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let inv = match cli::parse(&args) {
        Ok(inv) => inv,
        Err(message) => {
            eprintln!("hlslc: error: {message}");
            return ExitCode::FAILURE;
        }
    };
    if inv.help {
        print!("{}", cli::USAGE);
        return ExitCode::SUCCESS;
    }
    let Some(input) = inv.input.clone() else {
        eprintln!("hlslc: error: no input file");
        return ExitCode::FAILURE;
    };
    if !inv.profile_given {
        eprintln!("hlslc: error: target profile is required (-T)");
        return ExitCode::FAILURE;
    }
    // As clang's driver: a missing input is the driver's error, not a
    // compilation's (no location, no summary line).
    if !input.is_file() {
        eprintln!(
            "hlslc: error: no such file or directory: '{}'",
            input.display()
        );
        return ExitCode::FAILURE;
    }
    let mut opts = inv.options.clone();
    if opts.profile.stage == hlsl_frontend::options::ShaderStage::Library {
        opts.entry = None;
    }
    let mut c = hlsl_frontend::check_file(&input, &opts, |d| {
        d.warnings_as_errors = inv.warnings_as_errors;
        d.ignore_warnings = inv.no_warnings;
    });
    finish(&mut c, &inv, &opts)
}

fn finish(c: &mut Compilation, inv: &cli::Invocation, opts: &Options) -> ExitCode {
    let failed = c.diags.has_errors();
    if !failed && let Some(tu) = &c.tu {
        let mut out = std::io::stdout().lock();
        if inv.ast_print {
            let _ = out.write_all(hlsl_frontend::print::print(tu).as_bytes());
        }
        if inv.ast_dump
            && let Some(prog) = &c.program
        {
            let _ = out.write_all(hlsl_frontend::dump::dump(tu, prog).as_bytes());
        }
    }
    if failed || inv.syntax_only || inv.ast_print || inv.ast_dump {
        eprint!("{}", c.render_diagnostics());
        return if failed {
            ExitCode::FAILURE
        } else {
            ExitCode::SUCCESS
        };
    }
    let (Some(tu), Some(prog)) = (&c.tu, &c.program) else {
        eprint!("{}", c.render_diagnostics());
        return ExitCode::FAILURE;
    };
    let cg = CodegenOptions {
        bind_register: inv.vulkan.bind_register.clone(),
        shifts: inv.vulkan.shifts.clone(),
        legacy_buffer_matrix_order: inv.legacy_buffer_matrix_order,
    };
    let ctx = Arc::new(shader_registry::context());
    let generated = generate(ctx, tu, prog, opts, &cg, &c.sm, &mut c.diags);
    eprint!("{}", c.render_diagnostics());
    let Some(mut generated) = generated else {
        return ExitCode::FAILURE;
    };
    let sources = source_mgr(c);
    // The generated module must verify; a failure is this compiler's bug,
    // reported at the HLSL construct it came from.
    if let Err(errors) = shader_mlir::verifier::verify(&generated.ir, generated.module) {
        eprint!("{}", backend::render_diagnostics(&sources, &errors));
        eprintln!("hlslc: error: the generated IR does not verify (a code generation bug)");
        return ExitCode::FAILURE;
    }
    if inv.high_level || !opts.spirv {
        let text = backend::print_module(&generated.ir, generated.module);
        let target = inv.output.as_ref().or(inv.output_text.as_ref());
        return emit(target.map(|p| p.as_path()), text.as_bytes());
    }
    let request = backend::Request {
        target_env: inv.target_env.as_deref(),
        opt_level: inv.opt_level.unwrap_or(3),
        layout: inv.layout,
        maximal_reconvergence: inv.maximal_reconvergence,
    };
    match backend::lower_to_spirv(&mut generated.ir, generated.module, &request) {
        Ok((text, binary)) => {
            if let Some(listing) = &inv.output_text
                && emit(Some(listing), text.as_bytes()) != ExitCode::SUCCESS
            {
                return ExitCode::FAILURE;
            }
            match &inv.output {
                Some(path) => emit(Some(path), &binary),
                None if inv.output_text.is_none() => emit(None, text.as_bytes()),
                None => ExitCode::SUCCESS,
            }
        }
        Err(errors) => {
            eprint!("{}", backend::render_diagnostics(&sources, &errors));
            ExitCode::FAILURE
        }
    }
}

/// The compilation's files, for rendering IR diagnostics with their lines.
fn source_mgr(c: &Compilation) -> SourceMgr {
    let mut sources = SourceMgr::new();
    for (_, f) in c.sm.files() {
        sources.add_buffer(f.name.clone(), f.text.clone());
    }
    sources
}

/// Writes `bytes` to `path` (standard output when `None`).
fn emit(path: Option<&Path>, bytes: &[u8]) -> ExitCode {
    match path {
        Some(p) => match std::fs::write(p, bytes) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("hlslc: error: cannot write '{}': {e}", p.display());
                ExitCode::FAILURE
            }
        },
        None => {
            let mut out = std::io::stdout().lock();
            match out.write_all(bytes).and_then(|()| out.flush()) {
                Ok(()) => ExitCode::SUCCESS,
                Err(_) => ExitCode::FAILURE,
            }
        }
    }
}
