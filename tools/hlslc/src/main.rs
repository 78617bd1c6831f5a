//! `hlslc`: the HLSL compiler driver, with DXC's command line (see [`cli`]).
//!
//! It preprocesses, parses and checks the input and prints diagnostics as
//! clang does. `-fsyntax-only` stops there; `-ast-print` prints the program
//! back as HLSL, `-ast-dump` the typed AST. Code generation is not part of this driver yet: asked for an
//! object file, it says so and writes nothing.

mod cli;

use std::io::Write;
use std::process::ExitCode;

use hlsl_frontend::Compilation;

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
    finish(&mut c, &inv)
}

fn finish(c: &mut Compilation, inv: &cli::Invocation) -> ExitCode {
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
    eprint!("{}", c.render_diagnostics());
    if failed {
        return ExitCode::FAILURE;
    }
    if !inv.syntax_only
        && !inv.ast_print
        && !inv.ast_dump
        && (inv.output.is_some() || inv.output_text.is_some())
    {
        eprintln!(
            "hlslc: error: code generation is not available in this build; use -fsyntax-only or -ast-print"
        );
        return ExitCode::FAILURE;
    }
    ExitCode::SUCCESS
}
