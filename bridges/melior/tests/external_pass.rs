//! The project's passes inside melior's pass manager: nesting by anchor, results
//! identical to MLIR's own pass of the same name, diagnostics at the user's
//! source locations, and errors for unknown passes and bad options.

mod support;

use std::sync::{Arc, Mutex};

use melior::ir::operation::OperationLike;
use melior::pass::PassManager;
use melior_bridge::external::create_pass_with_handler;
use melior_bridge::{BridgeError, add_pass, create_pass, mlir, registry, text};
use shader_mlir::diagnostics::Severity;

/// Parses `source` with the project (as `hlsl-opt` does) and hands it to MLIR.
fn mlir_module<'c>(
    context: &'c melior::Context,
    name: &str,
    source: &str,
) -> melior::ir::Module<'c> {
    let ctx = registry::context();
    let (ir, root) = support::parse(&ctx, name, source).unwrap_or_else(|e| panic!("{name}: {e}"));
    text::to_mlir_module(context, &ir, root).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// Runs `manager` on `module`, returning MLIR's diagnostics as `file:line:col: message`.
fn run(
    context: &melior::Context,
    manager: &PassManager<'_>,
    module: &mut melior::ir::Module<'_>,
) -> (bool, Vec<String>) {
    let collected: Arc<Mutex<Vec<String>>> = Arc::default();
    let sink = collected.clone();
    let id = context.attach_diagnostic_handler(move |d| {
        let location = d.location();
        let file = location.file_line_col_range_filename();
        let file = file.as_string_ref().as_str().unwrap_or_default().to_owned();
        let line = location.file_line_col_range_start_line();
        let col = location.file_line_col_range_start_column();
        sink.lock()
            .expect("diagnostics")
            .push(format!("{file}:{line}:{col}: {d}"));
        true
    });
    let ok = manager.run(module).is_ok();
    context.detach_diagnostic_handler(id);
    let diagnostics = std::mem::take(&mut *collected.lock().expect("diagnostics"));
    (ok, diagnostics)
}

/// `spirv-update-vce` is anchored on `spirv.module`: `add_pass` nests it, and
/// on every input of the lit tests that cross-check it with `mlir-opt`, it
/// gives exactly what MLIR's own `spirv-update-vce` gives.
#[test]
fn update_vce_matches_mlirs_own_pass() {
    let context = mlir::context();
    let mut compared = 0;
    for name in ["images.mlir", "ops.mlir", "storage-classes.mlir"] {
        let file = support::lit_root()
            .join("dialects/spirv/update-vce")
            .join(name);
        for chunk in support::chunks(&file) {
            let mut ours = mlir_module(&context, &chunk.name(), &chunk.text);
            let manager = PassManager::new(&context);
            add_pass(&manager, "spirv-update-vce", "").expect("registered pass");
            let (ok, diagnostics) = run(&context, &manager, &mut ours);
            assert!(ok, "{}: {diagnostics:?}", chunk.name());

            let mut theirs = mlir_module(&context, &chunk.name(), &chunk.text);
            let upstream = PassManager::new(&context);
            upstream
                .nested_under("spirv.module")
                .add_pass(melior::pass::spirv::create_spirv_update_vce_pass());
            let (ok, diagnostics) = run(&context, &upstream, &mut theirs);
            assert!(ok, "{}: upstream: {diagnostics:?}", chunk.name());

            assert!(ours.as_operation().verify(), "{}", chunk.name());
            let print = |m: &melior::ir::Module<'_>| {
                mlir::print(&m.as_operation(), mlir::generic_flags()).expect("printable")
            };
            assert_eq!(print(&ours), print(&theirs), "{}", chunk.name());
            compared += 1;
        }
    }
    assert!(compared > 10, "only {compared} inputs compared");
}

/// The pass's errors reach MLIR's diagnostic handlers at the source locations
/// the lit test expects them at, with the same messages, and the run fails.
#[test]
fn errors_point_at_the_users_source() {
    let file = support::lit_root().join("conversion/hlsl-to-spirv/rov-feedback.mlir");
    let source = std::fs::read_to_string(&file).expect("lit test");
    let expected: Vec<(usize, &str)> = source
        .lines()
        .enumerate()
        .filter_map(|(index, line)| {
            let rest = line.split_once("expected-error @+1 {{")?.1;
            Some((index + 2, rest.strip_suffix("}}")?))
        })
        .collect();
    assert!(expected.len() > 5, "the test's expectations were not found");

    let context = mlir::context();
    let mut module = mlir_module(&context, "rov-feedback.mlir", &source);
    let seen: Arc<Mutex<Vec<(Severity, String)>>> = Arc::default();
    let sink = seen.clone();
    let pass =
        create_pass_with_handler("convert-hlsl-to-spirv", "target-env=vulkan1.2", move |d| {
            sink.lock()
                .expect("diagnostics")
                .push((d.severity, d.message.clone()));
        })
        .expect("registered pass");
    let manager = PassManager::new(&context);
    manager.add_pass(pass);
    let (ok, diagnostics) = run(&context, &manager, &mut module);

    assert!(!ok, "the pass must fail");
    assert_eq!(diagnostics.len(), expected.len(), "{diagnostics:#?}");
    for ((line, message), diagnostic) in expected.iter().zip(&diagnostics) {
        let prefix = format!("rov-feedback.mlir:{line}:");
        assert!(
            diagnostic.starts_with(&prefix) && diagnostic.contains(message),
            "expected {prefix} {message}\ngot {diagnostic}"
        );
    }
    let seen = seen.lock().expect("diagnostics");
    assert_eq!(seen.len(), expected.len());
    assert!(
        seen.iter()
            .all(|(severity, _)| *severity == Severity::Error)
    );
    // Nothing changed: the module still holds the hlsl ops.
    let printed = mlir::print(&module.as_operation(), mlir::generic_flags()).expect("printable");
    assert!(printed.contains("\"hlsl.handlefrombinding\"") && !printed.contains("spirv.module"));
}

/// A pass with no anchor (`symbol-dce`) runs on the module it is added to.
#[test]
fn anchorless_pass_runs_on_the_module() {
    let context = mlir::context();
    let source = "func.func private @unused() {\n  return\n}\nfunc.func @kept() {\n  return\n}\n";
    let mut module = mlir_module(&context, "dce.mlir", source);
    let manager = PassManager::new(&context);
    add_pass(&manager, "symbol-dce", "").expect("registered pass");
    let (ok, diagnostics) = run(&context, &manager, &mut module);
    assert!(ok, "{diagnostics:?}");
    let printed = mlir::print(&module.as_operation(), mlir::generic_flags()).expect("printable");
    assert!(
        printed.contains("sym_name = \"kept\"") && !printed.contains("unused"),
        "{printed}"
    );
}

#[test]
fn unknown_passes_and_bad_options_are_errors() {
    assert!(
        matches!(create_pass("no-such-pass", ""), Err(BridgeError::UnknownPass(name)) if name == "no-such-pass")
    );
    match create_pass("convert-hlsl-to-spirv", "target-env=vulkan9") {
        Err(BridgeError::PassOptions { pass, message }) => {
            assert_eq!(pass, "convert-hlsl-to-spirv");
            assert!(message.contains("vulkan9"), "{message}");
        }
        Err(other) => panic!("unexpected error: {other}"),
        Ok(_) => panic!("an invalid target env was accepted"),
    }
}
