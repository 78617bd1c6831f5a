//! Test support: parse, verify and print text with the dialect registered,
//! as `hlsl-opt` does, collecting diagnostics as `line:col: message`.

use std::sync::Arc;

use shader_mlir::Context;
use shader_mlir::asm::parser::{ParseOptions, parse_str};
use shader_mlir::asm::printer::{PrintOptions, print_op};
use shader_mlir::diagnostics::{DiagLocation, Diagnostic, DiagnosticEngine};

/// A context with the `spirv` dialect, unregistered dialects allowed.
pub fn context() -> Arc<Context> {
    let mut ctx = Context::new();
    ctx.register_dialect(&crate::DIALECT);
    ctx.set_allow_unregistered_dialects(true);
    Arc::new(ctx)
}

fn render(d: &Diagnostic) -> String {
    match &d.location {
        DiagLocation::FileLineCol(flc) => format!("{}:{}: {}", flc.line, flc.col, d.message),
        _ => d.message.clone(),
    }
}

/// Parses and verifies `text`; prints it (custom or generic form) or returns
/// the diagnostics.
pub fn run(text: &str, generic: bool) -> Result<String, Vec<String>> {
    run_in(&context(), text, generic)
}

/// [`run`] in a given context.
pub fn run_in(ctx: &Arc<Context>, text: &str, generic: bool) -> Result<String, Vec<String>> {
    let diags = DiagnosticEngine::new();
    let Some((ir, top)) = parse_str(ctx, "input", text, &ParseOptions::default(), &diags) else {
        return Err(diags.take().iter().map(render).collect());
    };
    if let Err(errors) = shader_mlir::verifier::verify(&ir, top) {
        return Err(errors.iter().map(render).collect());
    }
    let opts = PrintOptions {
        generic,
        ..PrintOptions::default()
    };
    Ok(print_op(&ir, top, &opts))
}

/// The printed custom form of valid `text`.
pub fn print(text: &str) -> String {
    match run(text, false) {
        Ok(out) => out,
        Err(errors) => panic!("unexpected diagnostics for\n{text}\n{errors:#?}"),
    }
}

/// The first diagnostic for invalid `text`.
pub fn first_error(text: &str) -> String {
    match run(text, false) {
        Ok(out) => panic!("expected a diagnostic for\n{text}\nbut printed\n{out}"),
        Err(errors) => errors.into_iter().next().unwrap_or_default(),
    }
}

/// Parses `text`, prints it, and checks that printing the result again gives
/// the same text (custom and generic forms).
pub fn assert_round_trip(text: &str) -> String {
    let once = print(text);
    assert_eq!(print(&once), once, "custom form is not a fixed point");
    let generic = run(text, true).unwrap_or_else(|e| panic!("{e:#?}"));
    assert_eq!(
        print(&generic),
        once,
        "generic form does not read back to the same IR"
    );
    once
}
