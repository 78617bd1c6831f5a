//! What converting a module between the project's IR and MLIR costs, step by
//! step, on a generated `spirv.module` (registered on both sides, so both
//! verifiers do real work), and what a bridged pass adds around the pass itself.
//!
//! ```text
//! MLIR_SYS_220_PREFIX=/usr/lib/llvm-22 TABLEGEN_220_PREFIX=/usr/lib/llvm-22 \
//!   cargo run --release --manifest-path bridges/melior/Cargo.toml --example conversion_cost [OPS]
//! ```

use std::fmt::Write as _;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use melior::pass::PassManager;
use melior_bridge::{add_pass, mlir, registry, text};
use shader_mlir::asm::{ParseOptions, parse_str};
use shader_mlir::diagnostics::DiagnosticEngine;

/// Ops per function of the generated module.
const PER_FUNCTION: usize = 1000;

/// A `spirv.module` of about `ops` arithmetic ops in chains, in functions of
/// [`PER_FUNCTION`] ops.
fn generate(ops: usize) -> String {
    let mut out = String::from("spirv.module Logical GLSL450 {\n");
    for f in 0..ops.div_ceil(PER_FUNCTION) {
        let _ = writeln!(
            out,
            "  spirv.func @f{f}(%a: i32, %b: f32) -> i32 \"None\" {{"
        );
        let (mut int, mut float) = ("%a".to_owned(), "%b".to_owned());
        for i in 0..PER_FUNCTION / 4 {
            let _ = writeln!(out, "    %i{i} = spirv.IAdd {int}, %a : i32");
            let _ = writeln!(out, "    %f{i} = spirv.FMul {float}, %b : f32");
            let _ = writeln!(out, "    %c{i} = spirv.SLessThan %i{i}, %a : i32");
            let _ = writeln!(
                out,
                "    %s{i} = spirv.Select %c{i}, %f{i}, {float} : i1, f32"
            );
            (int, float) = (format!("%i{i}"), format!("%s{i}"));
        }
        let _ = writeln!(out, "    spirv.ReturnValue {int} : i32\n  }}");
    }
    out.push_str("}\n");
    out
}

fn time<T>(label: &str, f: impl FnOnce() -> T) -> T {
    let start = Instant::now();
    let result = f();
    report(label, start.elapsed());
    result
}

fn report(label: &str, elapsed: Duration) {
    println!("  {label:<52} {:>8.1} ms", elapsed.as_secs_f64() * 1e3);
}

fn main() -> ExitCode {
    let ops = match std::env::args().nth(1).map(|a| a.parse::<usize>()) {
        None => 200_000,
        Some(Ok(n)) if n > 0 => n,
        Some(_) => {
            eprintln!("usage: conversion_cost [OPS]");
            return ExitCode::FAILURE;
        }
    };
    let source = generate(ops);
    let ctx = registry::context();
    let diagnostics = DiagnosticEngine::new();
    let Some((ir, root)) = parse_str(
        &ctx,
        "generated.mlir",
        &source,
        &ParseOptions::default(),
        &diagnostics,
    ) else {
        eprintln!(
            "the generated module does not parse: {:?}",
            diagnostics.take()
        );
        return ExitCode::FAILURE;
    };
    let op_count = ops.div_ceil(PER_FUNCTION) * (PER_FUNCTION + 2) + 2;
    println!(
        "{op_count} ops, {:.1} MB of custom-form text\n",
        source.len() as f64 / 1e6
    );

    let context = mlir::context();

    println!("project -> MLIR");
    let printed = time("project prints the generic form with locations", || {
        text::print_for_mlir(&ir, root)
    });
    println!("  ({:.1} MB)", printed.len() as f64 / 1e6);
    let module = match time("MLIR parses and verifies it", || {
        mlir::parse_module(&context, &printed, text::PROJECT_SOURCE)
    }) {
        Ok(module) => module,
        Err(error) => {
            eprintln!("{error}");
            return ExitCode::FAILURE;
        }
    };

    println!("MLIR -> project");
    let printed = match time("MLIR prints the generic form with locations", || {
        mlir::print(&module.as_operation(), mlir::generic_flags())
    }) {
        Ok(printed) => printed,
        Err(error) => {
            eprintln!("{error}");
            return ExitCode::FAILURE;
        }
    };
    println!("  ({:.1} MB)", printed.len() as f64 / 1e6);
    if let Err(error) = time("project parses and verifies it", || {
        text::from_mlir_text(&ctx, &printed)
    }) {
        eprintln!("{error}");
        return ExitCode::FAILURE;
    }

    println!("a bridged pass in a melior PassManager (symbol-dce, which keeps everything)");
    let mut module = module;
    let manager = PassManager::new(&context);
    manager.enable_verifier(false);
    if let Err(error) = add_pass(&manager, "symbol-dce", "") {
        eprintln!("{error}");
        return ExitCode::FAILURE;
    }
    if time("whole run: convert, pass, verify, convert back", || {
        manager.run(&mut module)
    })
    .is_err()
    {
        eprintln!("the pass failed");
        return ExitCode::FAILURE;
    }
    let mut ir = ir;
    time("the same pass alone, on the project's IR", || {
        let mut manager = shader_mlir::pass::OpPassManager::new("builtin.module");
        if let Some(info) = registry::passes().lookup("symbol-dce")
            && let Ok(pass) = info.instantiate("")
        {
            manager.add_pass(pass);
        }
        let mut run = shader_mlir::pass::RunOptions {
            verify_each: true,
            instrumentation: &mut (),
            timing: None,
        };
        manager.run(&mut ir, root, &mut run, &mut Vec::new())
    })
    .ok();
    ExitCode::SUCCESS
}
