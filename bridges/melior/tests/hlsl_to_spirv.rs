//! The lit suite's `convert-hlsl-to-spirv` runs, done by a melior
//! `PassManager` on MLIR modules: MLIR parses and verifies each hlsl input
//! (hlsl ops unregistered, upstream ops verified by MLIR), runs the project's
//! pass as an external pass, and verifies the spirv module it produces; the
//! result is the one `hlsl-opt` produces from the same input. Outputs using a
//! construct MLIR 22 rejects ([`support::KNOWN_REJECTIONS`]) must fail for that
//! reason and no other.

mod support;

use std::sync::{Arc, Mutex};

use melior::ir::operation::OperationLike;
use melior::pass::PassManager;
use melior_bridge::{add_pass, mlir, registry, text};
use shader_mlir::asm::print_op;
use shader_mlir::pass::{OpPassManager, RunOptions};

/// What a run of the pipeline through MLIR gave.
enum Outcome {
    /// The verified module, printed by the project after reading it back.
    Verified(String),
    /// The run failed with these MLIR diagnostics.
    Failed(Vec<String>),
}

#[test]
fn lit_runs_through_a_melior_pass_manager() {
    let context = mlir::context();
    let ctx = registry::context();
    let is_pass = |name: &str| registry::passes().lookup(name).is_some();
    let (mut verified, mut rejected, mut failures) = (0, Vec::new(), Vec::new());
    for file in support::lit_files_recursive("conversion/hlsl-to-spirv") {
        for invocation in support::invocations(&file, is_pass) {
            for chunk in support::invocation_chunks(&file, &invocation) {
                let name = format!("{} {:?}", chunk.name(), invocation.passes);

                // What hlsl-opt makes of it.
                let (mut ir, root) = support::parse(&ctx, &chunk.name(), &chunk.text)
                    .unwrap_or_else(|e| {
                        panic!("{name}: the project rejects its own test input: {e}")
                    });
                let input = print_op(&ir, root, &text::PRINT_OPTIONS);
                let mut manager = OpPassManager::new("builtin.module");
                for (pass, options) in &invocation.passes {
                    let info = registry::passes()
                        .lookup(pass)
                        .unwrap_or_else(|| panic!("{name}: no pass {pass}"));
                    manager.add_pass(
                        info.instantiate(options)
                            .unwrap_or_else(|e| panic!("{name}: {e}")),
                    );
                }
                let mut run = RunOptions {
                    verify_each: true,
                    instrumentation: &mut (),
                    timing: None,
                };
                let mut diagnostics = Vec::new();
                if let Err(error) = manager.run(&mut ir, root, &mut run, &mut diagnostics) {
                    failures.push(format!("{name}: hlsl-opt fails ({error}): {diagnostics:?}"));
                    continue;
                }
                let expected = print_op(&ir, root, &text::PRINT_OPTIONS);

                // The same through MLIR.
                let outcome = match run_in_mlir(&context, &ctx, &input, &invocation.passes) {
                    Ok(outcome) => outcome,
                    Err(error) => {
                        // An input MLIR 22 cannot read, for a known reason.
                        match support::explained_rejections(&input, std::slice::from_ref(&error)) {
                            Some(reasons) => {
                                rejected.push(format!("{name}: {}", reasons.join(", ")))
                            }
                            None => failures.push(format!("{name}: {error}")),
                        }
                        continue;
                    }
                };
                let unknown_upstream = support::KNOWN_REJECTIONS
                    .iter()
                    .any(|r| (r.used_in)(&expected));
                match outcome {
                    Outcome::Verified(_) if unknown_upstream => failures.push(format!(
                        "{name}: MLIR 22 accepted a construct it is known to reject"
                    )),
                    Outcome::Verified(printed) if printed == expected => verified += 1,
                    Outcome::Verified(printed) => failures.push(format!(
                        "{name}: differs from hlsl-opt's output:\n{expected}\n---\n{printed}"
                    )),
                    Outcome::Failed(diagnostics) => {
                        match support::explained_rejections(&expected, &diagnostics) {
                            Some(reasons) => {
                                rejected.push(format!("{name}: {}", reasons.join(", ")))
                            }
                            None => failures.push(format!(
                                "{name}: MLIR run failed:\n{}",
                                diagnostics.join("\n")
                            )),
                        }
                    }
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    assert!(verified > 0, "no hlsl-to-spirv run went through MLIR");
    println!(
        "{verified} spirv modules verified by MLIR 22; rejected for known reasons:\n  {}",
        rejected.join("\n  ")
    );
}

/// Parses `input` into MLIR, checks MLIR verifies it, runs `passes` with a melior
/// pass manager and verifies the result.
fn run_in_mlir(
    context: &melior::Context,
    ctx: &Arc<shader_mlir::Context>,
    input: &str,
    passes: &[(String, String)],
) -> Result<Outcome, String> {
    let mut module = mlir::parse_module(context, input, "input")
        .map_err(|e| format!("MLIR rejects the input: {e}"))?;
    if !module.as_operation().verify() {
        return Err("MLIR's verifier rejects the input".into());
    }
    let manager = PassManager::new(context);
    for (pass, options) in passes {
        add_pass(&manager, pass, options).map_err(|e| e.to_string())?;
    }
    let collected: Arc<Mutex<Vec<String>>> = Arc::default();
    let sink = collected.clone();
    let handler = context.attach_diagnostic_handler(move |d| {
        sink.lock()
            .expect("diagnostics")
            .push(format!("{}: {d}", d.location()));
        true
    });
    let result = manager.run(&mut module);
    context.detach_diagnostic_handler(handler);
    let diagnostics = std::mem::take(&mut *collected.lock().expect("diagnostics"));
    if result.is_err() {
        return Ok(Outcome::Failed(diagnostics));
    }
    if !module.as_operation().verify() {
        return Err("MLIR's verifier rejects the pass's result".into());
    }
    let (ir, root) = text::from_mlir(ctx, &module.as_operation()).map_err(|e| e.to_string())?;
    Ok(Outcome::Verified(print_op(&ir, root, &text::PRINT_OPTIONS)))
}
