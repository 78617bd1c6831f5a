//! The `mlir-opt` processing loop: read, split, parse, verify, run the pipeline,
//! print; with `--verify-diagnostics`, check diagnostics against the input's
//! `expected-*` designators instead of printing them.

use std::sync::Arc;
use std::time::Instant;

use parking_lot::Mutex;
use shader_mlir::Context;
use shader_mlir::asm::{PrintOptions, print_op};
use shader_mlir::diagnostics::verify::{Verifier, VerifyMode};
use shader_mlir::diagnostics::{BufferId, Diagnostic, DiagnosticEngine, SourceMgr, render};
use shader_mlir::ir::{Ir, OpId};
use shader_mlir::pass::pipeline::{PipelineElement, parse_pipeline};
use shader_mlir::pass::{
    OpPassManager, PassInfo, PassInstrumentation, PassRegistry, RunOptions, Timing,
};
use shader_mlir::split_input::{join_outputs, split_input};
use shader_mlir::tool_options::{Chunk, PrintedIr, verify_chunk};

use crate::cli::{Options, PipelineArg};

/// The root op every pipeline is anchored on.
const ROOT: &str = "builtin.module";

/// What a run produced: the output file's contents, what to print on stderr,
/// and whether it succeeded.
pub struct Outcome {
    pub output: Output,
    pub stderr: String,
    pub success: bool,
}

/// The output file's contents.
pub enum Output {
    /// Printed text.
    Text(String),
    /// The IR of the one chunk of the input, printed only when the output is
    /// written, straight to its destination: its text is never held in memory
    /// whole. (With `--split-input-file`, `--verify-diagnostics` or
    /// `--mlir-timing` the output is text, so that everything keeps its order.)
    Ir(Box<PrintedIr>),
}

/// What `mlir-opt` prints for a chunk: the op, then a newline.
pub fn write_chunk(printed: &PrintedIr, out: &mut dyn std::io::Write) -> std::io::Result<()> {
    printed.write_to(out)?;
    out.write_all(b"\n")
}

fn chunk_text(printed: &PrintedIr) -> String {
    let mut text = print_op(&printed.ir, printed.root, &printed.opts);
    text.push('\n');
    text
}

/// Builds the pass manager the command line describes.
pub fn build_pipeline(opts: &Options, registry: &PassRegistry) -> Result<OpPassManager, String> {
    let mut pm = OpPassManager::new(ROOT);
    pm.set_threading(!opts.common.disable_threading);
    for arg in &opts.pipeline {
        match arg {
            PipelineArg::Pass { argument, options } => {
                let info = registry
                    .lookup(argument)
                    .ok_or_else(|| format!("unknown pass '{argument}'"))?;
                pm.add_pass(info.instantiate(options)?);
            }
            PipelineArg::Pipeline(text) => {
                let elements = parse_pipeline(text)
                    .map_err(|e| format!("invalid pass pipeline '{text}': {e}"))?;
                for element in elements {
                    match element {
                        PipelineElement::Nested { anchor, elements } if anchor == ROOT => {
                            pm.add_pipeline(&elements, registry)?;
                        }
                        PipelineElement::Nested { anchor, .. }
                        | PipelineElement::Pass { name: anchor, .. } => {
                            return Err(format!(
                                "the pass pipeline must be anchored on '{ROOT}': use --pass-pipeline=\"{ROOT}(...)\" (found '{anchor}')"
                            ));
                        }
                    }
                }
            }
        }
    }
    Ok(pm)
}

/// Processes one input buffer completely. Each chunk gets a fresh context from
/// `make_context`, as `mlir-opt` creates one per split chunk (identified types and
/// other uniqued state must not leak between chunks).
pub fn run(
    make_context: &dyn Fn() -> Arc<Context>,
    sources: &SourceMgr,
    buffer: BufferId,
    opts: &Options,
    registry: &PassRegistry,
) -> Result<Outcome, String> {
    let mut stderr = String::new();
    let text = sources.buffer(buffer).bytes();
    let chunks = match &opts.common.split_input_file {
        Some(marker) => {
            let split = split_input(text, marker);
            for w in split.near_miss_warnings(sources, buffer) {
                stderr.push_str(&render(sources, &w));
            }
            split.chunks.iter().map(|c| c.range()).collect()
        }
        None => {
            let whole = 0..text.len();
            vec![whole]
        }
    };

    let mut verifier = opts
        .common
        .verify_diagnostics
        .then(|| Verifier::new(sources, VerifyMode::All));
    let stream = opts.common.split_input_file.is_none() && verifier.is_none() && !opts.timing;
    let mut streamed = None;
    let mut outputs = Vec::with_capacity(chunks.len());
    let mut success = true;
    let mut timing = Timing::default();
    let start = Instant::now();
    for range in chunks {
        // A fresh pipeline per chunk: passes may hold state.
        let mut pm = build_pipeline(opts, registry)?;
        let collected: Arc<Mutex<Vec<Diagnostic>>> = Arc::default();
        let sink = collected.clone();
        let diags = DiagnosticEngine::with_handler(move |d| sink.lock().push(d));
        let ctx = make_context();
        let chunk = Chunk {
            sources,
            buffer,
            range,
        };
        let result = process_chunk(&ctx, chunk, opts, &mut pm, &diags, &mut timing, &mut stderr);
        let emitted = std::mem::take(&mut *collected.lock());
        match verifier.as_mut() {
            Some(v) => {
                for d in &emitted {
                    v.process(d);
                }
            }
            None => {
                for d in &emitted {
                    stderr.push_str(&render(sources, d));
                }
            }
        }
        match result {
            Some(printed) if stream => streamed = Some(printed),
            Some(printed) => {
                outputs.push(timing.time("Output", || chunk_text(&printed)));
            }
            None => {
                // A failed chunk prints nothing but still takes its place between
                // the separators, as in mlir-opt's output.
                outputs.push(String::new());
                // With --verify-diagnostics, a failing chunk is expected; the verdict
                // is the verifier's. Without it, the run fails (remaining chunks are
                // still processed, as mlir-opt does).
                if verifier.is_none() {
                    success = false;
                }
            }
        }
    }
    if let Some(v) = verifier {
        let verdict = v.finish();
        for d in &verdict.failures {
            stderr.push_str(&render(sources, d));
        }
        success = verdict.passed;
    }
    if opts.timing {
        stderr.push_str(&timing.report(start.elapsed()));
    }
    let output = match (streamed, &opts.common.split_input_file) {
        (Some(printed), _) => Output::Ir(Box::new(printed)),
        (None, Some(_)) => Output::Text(join_outputs(&outputs, &opts.common.output_split_marker)),
        // One chunk: its text as it is, not copied.
        (None, None) => Output::Text(outputs.pop().unwrap_or_default()),
    };
    Ok(Outcome {
        output,
        stderr,
        success,
    })
}

/// Parses, verifies and transforms one chunk, returning it ready to print;
/// `None` when it failed (the diagnostics were emitted).
#[allow(clippy::too_many_arguments)]
fn process_chunk(
    ctx: &Arc<Context>,
    chunk: Chunk<'_>,
    opts: &Options,
    pm: &mut OpPassManager,
    diags: &DiagnosticEngine,
    timing: &mut Timing,
    stderr: &mut String,
) -> Option<PrintedIr> {
    let (mut ir, root) = timing.time("Parser", || opts.common.parse_chunk(ctx, chunk, diags))?;
    timing.time("Verifier", || verify_chunk(&ir, root, diags))?;

    let print_opts = PrintOptions {
        pretty_debug_info: opts.pretty_debuginfo,
        unique_ssa_ids: opts.print_unique_ssa_ids,
        name_loc_as_prefix: opts.use_nameloc_as_prefix,
        skip_regions: opts.print_skip_regions,
        ..opts.common.print_options()
    };
    if !pm.is_empty() {
        if !ir.op_is(root, ROOT) {
            diags.emit(ir.op_error(
                root,
                format!(
                    "can't run '{ROOT}' pass manager on '{}' op",
                    ir.op_name_str(root)
                ),
            ));
            return None;
        }
        let mut printer = IrPrinter {
            opts,
            print_opts,
            out: String::new(),
        };
        let mut emitted = Vec::new();
        let result = {
            let mut run = RunOptions {
                verify_each: opts.verify_each,
                instrumentation: &mut printer,
                timing: Some(timing),
            };
            pm.run(&mut ir, root, &mut run, &mut emitted)
        };
        stderr.push_str(&printer.out);
        emitted.into_iter().for_each(|d| diags.emit(d));
        if result.is_err() {
            return None;
        }
    }

    Some(PrintedIr {
        ir,
        root,
        opts: print_opts,
    })
}

/// `--mlir-print-ir-before-all` / `--mlir-print-ir-after-all` /
/// `--mlir-print-ir-after-failure`, in MLIR's dump format.
struct IrPrinter<'a> {
    opts: &'a Options,
    print_opts: PrintOptions,
    out: String,
}

impl IrPrinter<'_> {
    fn dump(&mut self, header: String, ir: &Ir, op: OpId) {
        self.out.push_str(&header);
        self.out.push_str(&print_op(ir, op, &self.print_opts));
        self.out.push_str("\n\n");
    }
}

impl PassInstrumentation for IrPrinter<'_> {
    fn needs_sequential_execution(&self) -> bool {
        self.opts.print_ir_before_all
            || self.opts.print_ir_after_all
            || self.opts.print_ir_after_failure
    }

    fn before_pass(&mut self, info: &'static PassInfo, ir: &Ir, op: OpId) {
        if self.opts.print_ir_before_all {
            self.dump(
                format!(
                    "// -----// IR Dump Before {} ({}) //----- //\n",
                    info.name, info.argument
                ),
                ir,
                op,
            );
        }
    }

    fn after_pass(&mut self, info: &'static PassInfo, ir: &Ir, op: OpId) {
        if self.opts.print_ir_after_all && !self.opts.print_ir_after_failure {
            self.dump(
                format!(
                    "// -----// IR Dump After {} ({}) //----- //\n",
                    info.name, info.argument
                ),
                ir,
                op,
            );
        }
    }

    fn reads_ir_after_failure(&self) -> bool {
        self.opts.print_ir_after_all || self.opts.print_ir_after_failure
    }

    fn after_pass_failed(&mut self, info: &'static PassInfo, ir: &Ir, op: OpId) {
        if self.opts.print_ir_after_all || self.opts.print_ir_after_failure {
            self.dump(
                format!(
                    "// -----// IR Dump After {} Failed ({}) //----- //\n",
                    info.name, info.argument
                ),
                ir,
                op,
            );
        }
    }
}
