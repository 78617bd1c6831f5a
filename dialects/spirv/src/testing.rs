//! Test support: parse, verify and print text with the dialect registered,
//! as `hlsl-opt` does, collecting diagnostics as `line:col: message`.

use std::sync::Arc;

use shader_mlir::Context;
use shader_mlir::asm::parser::{ParseOptions, parse_str};
use shader_mlir::asm::printer::{PrintOptions, print_op};
use shader_mlir::diagnostics::{DiagLocation, Diagnostic, DiagnosticEngine};
use shader_mlir::ir::{Ir, OpId};

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

/// Parses `text` without verifying it, or returns the diagnostics.
pub fn parse(ctx: &Arc<Context>, text: &str) -> Result<(Ir, OpId), Vec<String>> {
    let diags = DiagnosticEngine::new();
    parse_str(ctx, "input", text, &ParseOptions::default(), &diags)
        .ok_or_else(|| diags.take().iter().map(render).collect())
}

/// [`run`] in a given context.
pub fn run_in(ctx: &Arc<Context>, text: &str, generic: bool) -> Result<String, Vec<String>> {
    let (ir, top) = parse(ctx, text)?;
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

/// Asserts that `text` contains each of `needles`.
#[track_caller]
pub fn assert_contains(text: &str, needles: &[&str]) {
    for needle in needles {
        assert!(text.contains(needle), "no `{needle}` in\n{text}");
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

/// A compute kernel with a structured selection and loop, memory access
/// operands and a barrier: the text and binary round-trip tests' module.
pub const KERNEL: &str = r#"spirv.module Logical GLSL450 requires #spirv.vce<v1.3, [Shader], []> {
  spirv.GlobalVariable @data bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0]), Block>, StorageBuffer>
  spirv.GlobalVariable @gid built_in("GlobalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.func @main() "None" {
    %c0 = spirv.Constant 0 : i32
    %c1 = spirv.Constant 1 : i32
    %c4 = spirv.Constant 4 : i32
    %f = spirv.Constant 2.0 : f32
    %gid_ptr = spirv.mlir.addressof @gid : !spirv.ptr<vector<3xi32>, Input>
    %gid = spirv.Load "Input" %gid_ptr : vector<3xi32>
    %x = spirv.CompositeExtract %gid[0 : i32] : vector<3xi32>
    %data = spirv.mlir.addressof @data : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0]), Block>, StorageBuffer>
    %p = spirv.AccessChain %data[%c0, %x] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0]), Block>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
    %v = spirv.Load "StorageBuffer" %p ["Aligned", 4] : f32
    %odd = spirv.BitwiseAnd %x, %c1 : i32
    %is_odd = spirv.IEqual %odd, %c1 : i32
    %r = spirv.mlir.selection -> f32 {
      spirv.BranchConditional %is_odd, ^odd, ^even
    ^odd:
      %sum = spirv.mlir.loop -> f32 {
        spirv.Branch ^header(%c0, %v : i32, f32)
      ^header(%i: i32, %acc: f32):
        %more = spirv.SLessThan %i, %c4 : i32
        spirv.BranchConditional %more, ^body, ^merge
      ^body:
        %next_acc = spirv.FMul %acc, %f : f32
        %next = spirv.IAdd %i, %c1 : i32
        spirv.Branch ^header(%next, %next_acc : i32, f32)
      ^merge:
        spirv.mlir.merge %acc : f32
      }
      spirv.Branch ^merge(%sum : f32)
    ^even:
      spirv.Branch ^merge(%v : f32)
    ^merge(%m: f32):
      spirv.mlir.merge %m : f32
    }
    spirv.ControlBarrier <Workgroup>, <Workgroup>, <AcquireRelease|WorkgroupMemory>
    spirv.Store "StorageBuffer" %p, %r : f32
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main, @gid
  spirv.ExecutionMode @main "LocalSize", 64, 1, 1
}
"#;
