//! Nested pipelines on several threads give the sequential outcome: the same
//! IR, the same diagnostics in the same order, the same failure.

use std::num::NonZeroUsize;
use std::sync::Arc;

use crate::Context;
use crate::asm::{PrintOptions, print_op};
use crate::diagnostics::Diagnostic;
use crate::ir::{Ir, OpId};
use crate::pass::pipeline::{PipelineElement, parse_pipeline};
use crate::pass::{
    FnPass, OpPassManager, PassContext, PassFailed, PassInfo, PassInstrumentation, PassOptions,
    PassRegistry, PassResult, PassRunError, RunOptions, Timing,
};
use crate::rewrite::tests::{assert_use_lists_consistent, parse, unregistered_ctx};

crate::fn_pass! {
    /// `test-visit`: a remark at every op it runs on; on ops carrying
    /// `my.fail`, it also marks the op `my.touched` and fails with an error.
    static VISIT = visit {
        argument: "test-visit", name: "TestVisit",
        summary: "Report every op run on; fail on ops marked my.fail",
    }
}

fn visit(cx: &mut PassContext<'_>, _: &PassOptions, op: OpId) -> PassResult {
    let loc = cx.ir.ctx().diag_location(cx.ir.op_loc(op));
    cx.emit(Diagnostic::remark(loc.clone(), "visited"));
    if cx.ir.attr(op, "my.fail").is_some() {
        let unit = cx.ir.ctx().common().unit;
        cx.ir.set_attr(op, "my.touched", unit);
        cx.emit(Diagnostic::error(loc, "failing as asked"));
        return Err(PassFailed);
    }
    Ok(())
}

/// A pass whose registration cannot re-create it: built directly, with
/// [`FnPass::create`].
static UNCLONABLE: PassInfo = PassInfo {
    argument: "test-unclonable",
    name: "TestUnclonable",
    summary: "A pass that cannot be cloned",
    anchor: None,
    options: &[],
    create: |_| Err("only built directly".into()),
};

fn unclonable(cx: &mut PassContext<'_>, _: &PassOptions, op: OpId) -> PassResult {
    let loc = cx.ir.ctx().diag_location(cx.ir.op_loc(op));
    cx.emit(Diagnostic::remark(loc, "unclonable pass ran"));
    Ok(())
}

/// Counts the hook calls that saw another arena than the one the run started on.
struct Recorder {
    main: usize,
    foreign: usize,
    calls: usize,
    sequential: bool,
}

impl Recorder {
    fn new(ir: &Ir, sequential: bool) -> Self {
        Recorder {
            main: ir as *const Ir as usize,
            foreign: 0,
            calls: 0,
            sequential,
        }
    }
}

impl PassInstrumentation for Recorder {
    fn before_pass(&mut self, _info: &'static PassInfo, ir: &Ir, _op: OpId) {
        self.calls += 1;
        if ir as *const Ir as usize != self.main {
            self.foreign += 1;
        }
    }

    fn needs_sequential_execution(&self) -> bool {
        self.sequential
    }
}

fn registry() -> PassRegistry {
    let mut registry = PassRegistry::new();
    crate::transforms::register_passes(&mut registry);
    crate::rewrite::register_passes(&mut registry);
    crate::testing::register_passes(&mut registry);
    registry.register(&VISIT);
    registry
}

/// A manager for `builtin.module(...)` text, on `threads` threads (`None`: threading off).
fn manager(pipeline: &str, threads: Option<usize>) -> OpPassManager {
    let mut pm = OpPassManager::new("builtin.module");
    let elements = parse_pipeline(pipeline).unwrap();
    let [PipelineElement::Nested { elements, .. }] = elements.as_slice() else {
        panic!("not a module pipeline")
    };
    pm.add_pipeline(elements, &registry()).unwrap();
    match threads {
        None => pm.set_threading(false),
        Some(n) => pm.set_max_threads(NonZeroUsize::new(n).unwrap()),
    }
    pm
}

struct Outcome {
    text: String,
    diagnostics: Vec<Diagnostic>,
    result: Result<(), PassRunError>,
    foreign_hook_calls: usize,
}

fn run_with(
    ctx: &Arc<Context>,
    input: &str,
    mut pm: OpPassManager,
    sequential_hooks: bool,
    verify_each: bool,
    timing: Option<&mut Timing>,
) -> Outcome {
    let (mut ir, root) = parse(ctx, input);
    let mut recorder = Recorder::new(&ir, sequential_hooks);
    let mut diagnostics = Vec::new();
    let result = {
        let mut run = RunOptions {
            verify_each,
            instrumentation: &mut recorder,
            timing,
        };
        pm.run(&mut ir, root, &mut run, &mut diagnostics)
    };
    assert!(recorder.calls > 0);
    assert_use_lists_consistent(&ir, root);
    let text = print_op(&ir, root, &PrintOptions::default().enable_debug_info());
    Outcome {
        text,
        diagnostics,
        result,
        foreign_hook_calls: recorder.foreign,
    }
}

fn run(ctx: &Arc<Context>, input: &str, pipeline: &str, threads: Option<usize>) -> Outcome {
    run_with(ctx, input, manager(pipeline, threads), false, true, None)
}

/// Runs `pipeline` on `input` with each of `thread_counts` threads: the
/// nested pipeline runs on worker threads, and the outcome is `sequential`'s.
#[track_caller]
fn assert_threads_agree(
    ctx: &Arc<Context>,
    input: &str,
    pipeline: &str,
    sequential: &Outcome,
    thread_counts: &[usize],
) {
    for &threads in thread_counts {
        let threaded = run(ctx, input, pipeline, Some(threads));
        assert!(
            threaded.foreign_hook_calls > 0,
            "with {threads} threads, the nested pipeline did not run on worker threads"
        );
        assert_eq!(threaded.result, sequential.result);
        assert_eq!(threaded.diagnostics, sequential.diagnostics);
        assert_eq!(threaded.text, sequential.text);
    }
}

/// A module of `count` isolated modules holding ops the test patterns rewrite;
/// those listed in `failing` carry `my.fail`.
fn generated(count: usize, failing: &[usize]) -> String {
    let mut out = String::from("module {\n  \"my.global\"() {sym_name = \"g\"} : () -> ()\n");
    for i in 0..count {
        let fail = if failing.contains(&i) {
            ", my.fail"
        } else {
            ""
        };
        out.push_str(&format!(
            r#"  module @m{i} attributes {{my.index = {i} : i32{fail}}} {{
    %0 = "my.src"() : () -> i32 loc("gen.mlir":{i}:5)
    %1 = "my.double"(%0) : (i32) -> i32
    %2 = "my.replace_with_operand"(%1, %0) : (i32, i32) -> i32
    "my.inline"() ({{
      "my.use"(%2, %0) : (i32, i32) -> ()
    }}) : () -> ()
    "my.erase"() : () -> ()
    "my.choose"(%1) : (i32) -> ()
    module @inner {{
      "my.use"() : () -> () loc("gen.mlir":{i}:9)
    }}
  }} loc("gen.mlir":{i}:1)
"#
        ));
    }
    out.push_str("}\n");
    out
}

#[test]
fn threaded_runs_match_sequential_runs() {
    let ctx = unregistered_ctx();
    let input = generated(9, &[]);
    let pipeline = "builtin.module(builtin.module(test-greedy-patterns, builtin.module(strip-debuginfo), cse, canonicalize, strip-debuginfo))";
    let sequential = run(&ctx, &input, pipeline, None);
    assert_eq!(sequential.result, Ok(()));
    assert_eq!(sequential.foreign_hook_calls, 0);
    assert!(sequential.text.contains("my.add"), "{}", sequential.text);
    assert!(!sequential.text.contains("gen.mlir"), "{}", sequential.text);
    assert_threads_agree(&ctx, &input, pipeline, &sequential, &[2, 3, 8]);
}

#[test]
fn diagnostics_come_in_op_order_and_a_failure_stops_the_pipeline() {
    let ctx = unregistered_ctx();
    let input = generated(10, &[3, 7]);
    let pipeline =
        "builtin.module(builtin.module(test-visit, test-greedy-patterns), strip-debuginfo)";
    let sequential = run(&ctx, &input, pipeline, None);
    // Every module was visited in order, the failing ones reported after their
    // remark, and the pipeline stopped after the nested one.
    let expected: Vec<(u32, &str)> = (0..10u32)
        .flat_map(|i| {
            let mut d = vec![(i, "visited")];
            if i == 3 || i == 7 {
                d.push((i, "failing as asked"));
            }
            d
        })
        .collect();
    let got: Vec<(u32, &str)> = sequential
        .diagnostics
        .iter()
        .map(|d| (d.location.file_line_col().unwrap().line, d.message.as_str()))
        .collect();
    assert_eq!(got, expected);
    assert_eq!(
        sequential.result,
        Err(PassRunError::PassFailed("test-visit"))
    );
    assert!(
        sequential.text.contains("gen.mlir"),
        "strip-debuginfo ran after a failure"
    );
    assert_eq!(sequential.text.matches("my.touched").count(), 2);
    // The passes after the failing one did not run on the failing modules only.
    assert_eq!(sequential.text.matches("my.double").count(), 2);

    assert_threads_agree(&ctx, &input, pipeline, &sequential, &[2, 4]);
}

#[test]
fn instrumentation_that_needs_order_keeps_the_run_on_one_thread() {
    let ctx = unregistered_ctx();
    let input = generated(4, &[]);
    let pm = manager(
        "builtin.module(builtin.module(test-greedy-patterns))",
        Some(4),
    );
    let outcome = run_with(&ctx, &input, pm, true, true, None);
    assert_eq!(outcome.result, Ok(()));
    assert_eq!(outcome.foreign_hook_calls, 0);
}

#[test]
fn passes_that_cannot_be_cloned_run_sequentially() {
    let ctx = unregistered_ctx();
    let input = generated(4, &[]);
    let mut pm = OpPassManager::new("builtin.module");
    pm.set_max_threads(NonZeroUsize::new(4).unwrap());
    let pass = FnPass::create(&UNCLONABLE, PassOptions::default(), unclonable).unwrap();
    pm.nest("builtin.module").add_pass(pass);
    assert!(pm.try_clone().is_err());
    let outcome = run_with(&ctx, &input, pm, false, true, None);
    assert_eq!(outcome.result, Ok(()));
    assert_eq!(outcome.foreign_hook_calls, 0);
    assert_eq!(outcome.diagnostics.len(), 4);
}

#[test]
fn ops_that_are_not_really_isolated_run_in_place() {
    // A module using a value from outside (rejected by the verifier, so only
    // reachable without verification) cannot be copied; it still runs, in turn.
    let ctx = unregistered_ctx();
    let input = r#"module {
  %0 = "my.outer"() : () -> i32
  module @a {
    "my.erase"() : () -> ()
  } loc("gen.mlir":1:1)
  module @b {
    %1 = "my.double"(%0) : (i32) -> i32
    "my.use"(%1) : (i32) -> ()
  } loc("gen.mlir":2:1)
  module @c {
    "my.erase"() : () -> ()
  } loc("gen.mlir":3:1)
}
"#;
    let pipeline = "builtin.module(builtin.module(test-visit, test-greedy-patterns))";
    let sequential = run_with(&ctx, input, manager(pipeline, None), false, false, None);
    let threaded = run_with(&ctx, input, manager(pipeline, Some(2)), false, false, None);
    assert!(threaded.foreign_hook_calls > 0);
    assert_eq!(threaded.result, Ok(()));
    assert_eq!(threaded.diagnostics, sequential.diagnostics);
    assert_eq!(threaded.text, sequential.text);
    assert!(
        threaded.text.contains("\"my.add\"(%0, %0)"),
        "{}",
        threaded.text
    );
}

#[test]
fn worker_timings_are_merged() {
    let ctx = unregistered_ctx();
    let input = generated(4, &[]);
    let mut timing = Timing::default();
    let pm = manager(
        "builtin.module(builtin.module(test-greedy-patterns, cse))",
        Some(2),
    );
    let outcome = run_with(&ctx, &input, pm, false, true, Some(&mut timing));
    assert_eq!(outcome.result, Ok(()));
    let report = timing.report(std::time::Duration::from_secs(1));
    let greedy = report
        .find("TestGreedyPatterns (test-greedy-patterns)")
        .expect("nested pass timed");
    let cse = report.find("(cse)").expect("nested pass timed");
    assert!(greedy < cse, "{report}");
}

#[test]
fn batches_and_fresh_skeletons_keep_the_sequential_outcome() {
    // Enough ops for several batches per worker, and for skeletons to be
    // replaced once they hold more copies than shells.
    let ctx = unregistered_ctx();
    let input = generated(200, &[17, 150]);
    let pipeline = "builtin.module(builtin.module(test-greedy-patterns, test-visit, cse))";
    let sequential = run(&ctx, &input, pipeline, None);
    assert_eq!(
        sequential.result,
        Err(PassRunError::PassFailed("test-visit"))
    );
    assert_eq!(sequential.diagnostics.len(), 202);
    assert_threads_agree(&ctx, &input, pipeline, &sequential, &[2, 3]);
}
