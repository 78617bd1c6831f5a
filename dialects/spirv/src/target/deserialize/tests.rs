//! Function bodies on two threads give what one thread gives: the same text,
//! and the same diagnostic when a body is malformed or reaches into another
//! function.

use std::sync::Arc;

use shader_mlir::Context;
use shader_mlir::asm::{ParseOptions, PrintOptions, parse_str, print_op};
use shader_mlir::diagnostics::DiagnosticEngine;

use super::parallel::tests::{FALLBACKS, SPLITS};
use crate::target::{SerializeOptions, deserialize, serialize};

const OP_FUNCTION: u32 = 54;
const OP_FUNCTION_PARAMETER: u32 = 55;
const OP_IADD: u32 = 128;
const OP_LABEL: u32 = 248;

fn context(threading: bool) -> Arc<Context> {
    let mut ctx = Context::new();
    ctx.register_dialect(&crate::DIALECT);
    ctx.set_threading(threading);
    Arc::new(ctx)
}

/// A module of `n` functions, each adding to its parameter in a loop and
/// calling the one before it.
fn module_text(n: usize) -> String {
    let mut text =
        String::from("spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> {\n");
    for i in 0..n {
        let call = match i {
            0 => "%r = spirv.IAdd %s, %c1 : i32".to_string(),
            _ => format!("%r = spirv.FunctionCall @f{}(%s) : (i32) -> i32", i - 1),
        };
        text.push_str(&format!(
            r#"  spirv.func @f{i}(%a: i32) -> i32 "None" {{
    %c1 = spirv.Constant 1 : i32
    %c{i}00 = spirv.Constant {i}00 : i32
    %s = spirv.IAdd %a, %c{i}00 : i32
    %v = spirv.mlir.loop -> i32 {{
      spirv.Branch ^header(%s : i32)
    ^header(%x: i32):
      %more = spirv.SLessThan %x, %c{i}00 : i32
      spirv.BranchConditional %more, ^body, ^merge
    ^body:
      %next = spirv.IAdd %x, %c1 : i32
      spirv.Branch ^header(%next : i32)
    ^merge:
      spirv.mlir.merge %x : i32
    }}
    {call}
    %t = spirv.IMul %r, %v : i32
    spirv.ReturnValue %t : i32
  }}
"#
        ));
    }
    text.push_str("}\n");
    text
}

fn words_of(n: usize) -> Vec<u32> {
    let ctx = context(false);
    let diags = DiagnosticEngine::new();
    let opts = ParseOptions {
        implicit_module: false,
        ..ParseOptions::default()
    };
    let text = module_text(n);
    let Some((ir, module)) = parse_str(&ctx, "test", &text, &opts, &diags) else {
        panic!("parse failed: {:?}", diags.take());
    };
    serialize(&ir, module, &SerializeOptions::default()).expect("serializes")
}

/// The text of the deserialized module, or the diagnostic's message.
fn outcome(words: &[u32], threading: bool) -> Result<String, String> {
    let ctx = context(threading);
    deserialize(&ctx, words)
        .map(|(ir, module)| print_op(&ir, module, &PrintOptions::default()))
        .map_err(|d| d.message)
}

/// The word offsets of the instructions with `opcode`, in order.
fn instructions(words: &[u32], opcode: u32) -> Vec<usize> {
    let mut found = Vec::new();
    let mut pos = 5;
    while pos < words.len() {
        if words[pos] & 0xFFFF == opcode {
            found.push(pos);
        }
        pos += (words[pos] >> 16) as usize;
    }
    found
}

/// The word offset of the first `OpIAdd` of the last function.
fn first_add_of_last_function(words: &[u32]) -> usize {
    let last_function = *instructions(words, OP_FUNCTION).last().expect("functions");
    instructions(words, OP_IADD)
        .into_iter()
        .find(|&add| add > last_function)
        .expect("an OpIAdd in the last function")
}

/// The threaded outcome (with how many runs were joined and how many
/// translated again), checked against the sequential one.
fn same_both_ways(words: &[u32]) -> (Result<String, String>, usize, usize) {
    let sequential = outcome(words, false);
    let (splits, fallbacks) = (SPLITS.get(), FALLBACKS.get());
    let threaded = outcome(words, true);
    assert_eq!(threaded, sequential, "threads changed the outcome");
    (threaded, SPLITS.get() - splits, FALLBACKS.get() - fallbacks)
}

/// Whether this machine lets the deserializer use a second thread.
fn threads() -> bool {
    context(true).threads() > 1
}

#[test]
fn function_bodies_on_two_threads_give_the_sequential_module() {
    let words = words_of(8);
    let (result, splits, fallbacks) = same_both_ways(&words);
    let text = result.expect("deserializes");
    for i in 0..8 {
        assert!(text.contains(&format!("spirv.func @f{i}(")), "{text}");
    }
    assert_eq!((splits, fallbacks), (usize::from(threads()), 0));
}

#[test]
fn a_malformed_body_after_the_split_reports_the_sequential_diagnostic() {
    let mut words = words_of(8);
    // The last function's first `OpIAdd` adds an `<id>` nothing defines.
    let undefined = words[3];
    words[3] += 1;
    let add = first_add_of_last_function(&words);
    words[add + 3] = undefined;
    let (result, splits, fallbacks) = same_both_ways(&words);
    let message = result.expect_err("an undefined <id> is an error");
    assert!(message.contains("before its definition"), "{message}");
    assert_eq!((splits, fallbacks), (0, usize::from(threads())));
}

#[test]
fn a_body_using_another_functions_value_is_translated_as_on_one_thread() {
    let mut words = words_of(8);
    // The last function adds the first function's parameter: one thread
    // finds it among the values already translated, the second thread does
    // not and leaves the function to the first.
    let params = instructions(&words, OP_FUNCTION_PARAMETER);
    let first_param = words[params[0] + 2];
    let add = first_add_of_last_function(&words);
    words[add + 3] = first_param;
    let (_, splits, fallbacks) = same_both_ways(&words);
    assert_eq!((splits, fallbacks), (0, usize::from(threads())));
}

#[test]
fn functions_sharing_label_ids_stay_on_one_thread() {
    let mut words = words_of(8);
    // The last function's labels take the first function's first label's
    // `<id>` (labels are not values: one thread translates this).
    let labels = instructions(&words, OP_LABEL);
    let last_function = *instructions(&words, OP_FUNCTION).last().unwrap();
    let first_label = words[labels[0] + 1];
    let last = labels.into_iter().find(|&l| l > last_function).unwrap();
    let old = words[last + 1];
    assert!(old > 64);
    // Its uses: branches, merges and phis (no literal of the function is
    // that large).
    for word in &mut words[last_function..] {
        if *word == old {
            *word = first_label;
        }
    }
    let (_, splits, fallbacks) = same_both_ways(&words);
    assert_eq!((splits, fallbacks), (0, 0));
}

#[test]
fn a_single_function_stays_on_one_thread() {
    let words = words_of(1);
    let (result, splits, fallbacks) = same_both_ways(&words);
    result.expect("deserializes");
    assert_eq!((splits, fallbacks), (0, 0));
}

/// Gives the second block of function `f` (in binary order) the label of its
/// first.
fn relabel(words: &mut [u32], f: usize) {
    let start = instructions(words, OP_FUNCTION)[f];
    let labels: Vec<usize> = instructions(words, OP_LABEL)
        .into_iter()
        .filter(|&l| l > start)
        .take(2)
        .collect();
    words[labels[1] + 1] = words[labels[0] + 1];
}

#[test]
fn the_first_malformed_function_is_reported_whichever_half_it_is_in() {
    let mut late = words_of(8);
    relabel(&mut late, 6);
    let (late_result, _, _) = same_both_ways(&late);
    let late_message = late_result.expect_err("a label defined twice is an error");
    assert!(late_message.contains("defined twice"), "{late_message}");
    let mut both = late.clone();
    relabel(&mut both, 1);
    let (both_result, _, _) = same_both_ways(&both);
    let both_message = both_result.expect_err("a label defined twice is an error");
    assert!(both_message.contains("defined twice"), "{both_message}");
    assert_ne!(
        both_message, late_message,
        "the earlier function is reported"
    );
}
