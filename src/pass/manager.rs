//! The op-anchored pass manager (MLIR's `OpPassManager`), with implicit nesting,
//! verification after each pass, instrumentation and timing. Nested pipelines
//! whose ops are isolated from above run on several threads, as MLIR's
//! `OpToOpPassAdaptor` runs them (see `super::parallel`).

use std::num::NonZeroUsize;
use std::time::{Duration, Instant};

use crate::diagnostics::Diagnostic;
use crate::ir::{Ir, OpId};
use crate::pass::pipeline::PipelineElement;
use crate::pass::{Pass, PassContext, PassInfo, PassRegistry};

/// Anchor name that matches every op.
pub const ANY: &str = "any";

enum Entry {
    Pass(Box<dyn Pass>),
    Nested(OpPassManager),
}

/// A pipeline of passes anchored on one op name.
pub struct OpPassManager {
    anchor: String,
    entries: Vec<Entry>,
    /// Whether `run` may use several threads (MLIR's context-wide
    /// multithreading switch, `--mlir-disable-threading`).
    threading: bool,
    /// At most this many threads; the machine's available parallelism if unset.
    max_threads: Option<NonZeroUsize>,
}

/// Hooks called around each pass (IR printing, tracing).
///
/// When nested pipelines run in parallel, the hooks are called from the worker
/// threads, one call at a time, with the worker's copy of the IR (the op and its
/// parents as described in [`crate::ir::Skeleton`]).
pub trait PassInstrumentation: Send {
    fn before_pass(&mut self, _info: &'static PassInfo, _ir: &Ir, _op: OpId) {}
    fn after_pass(&mut self, _info: &'static PassInfo, _ir: &Ir, _op: OpId) {}
    fn after_pass_failed(&mut self, _info: &'static PassInfo, _ir: &Ir, _op: OpId) {}
    /// Whether the hooks must see the passes in pipeline order, on one thread
    /// (IR printing: its dumps follow the pipeline). Nested pipelines then run
    /// sequentially.
    fn needs_sequential_execution(&self) -> bool {
        false
    }
    /// Whether [`Self::after_pass_failed`] reads the IR a failing pass left.
    fn reads_ir_after_failure(&self) -> bool {
        false
    }
}

/// No instrumentation.
impl PassInstrumentation for () {}

/// Why a pipeline stopped.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PassRunError {
    #[error("pass '{0}' failed")]
    PassFailed(&'static str),
    #[error("verification failed after pass '{0}'")]
    VerificationFailed(&'static str),
    /// A nested pipeline run on a copy of an isolated-from-above op left it using
    /// values from outside, so the result could not be moved back.
    #[error("a pipeline nested on '{0}' broke its isolation from above")]
    IsolationBroken(String),
}

/// Wall time per pass, in pipeline order (MLIR's `--mlir-timing` list view).
#[derive(Debug, Default, Clone)]
pub struct Timing {
    entries: Vec<(String, Duration)>,
}

impl Timing {
    /// Runs `f`, adding its wall time under `name`.
    pub fn time<T>(&mut self, name: &str, f: impl FnOnce() -> T) -> T {
        let start = Instant::now();
        let result = f();
        self.record(name, start.elapsed());
        result
    }

    pub fn record(&mut self, name: &str, elapsed: Duration) {
        match self.entries.iter_mut().find(|(n, _)| n == name) {
            Some((_, d)) => *d += elapsed,
            None => self.entries.push((name.to_string(), elapsed)),
        }
    }

    /// Adds `other`'s times (a worker thread's) to these; pass names new here are
    /// appended in `other`'s order.
    pub fn merge(&mut self, other: &Timing) {
        for (name, elapsed) in &other.entries {
            self.record(name, *elapsed);
        }
    }

    /// The report in MLIR's layout.
    pub fn report(&self, total: Duration) -> String {
        let mut out = String::new();
        let rule =
            "===-------------------------------------------------------------------------===";
        out.push_str(rule);
        out.push('\n');
        out.push_str("                         ... Execution time report ...\n");
        out.push_str(rule);
        out.push('\n');
        let total_s = total.as_secs_f64();
        out.push_str(&format!("  Total Execution Time: {total_s:.4} seconds\n\n"));
        out.push_str("  ----Wall Time----  ----Name----\n");
        let pct = |d: Duration| {
            if total_s > 0.0 {
                100.0 * d.as_secs_f64() / total_s
            } else {
                0.0
            }
        };
        for (name, d) in &self.entries {
            out.push_str(&format!(
                "    {:.4} ({:5.1}%)  {}\n",
                d.as_secs_f64(),
                pct(*d),
                name
            ));
        }
        out.push_str(&format!("    {:.4} (100.0%)  Total\n", total_s));
        out
    }
}

/// How to run a pipeline.
pub struct RunOptions<'a> {
    /// Verify the op after each pass (`--verify-each`, on by default).
    pub verify_each: bool,
    pub instrumentation: &'a mut dyn PassInstrumentation,
    pub timing: Option<&'a mut Timing>,
}

impl OpPassManager {
    pub fn new(anchor: &str) -> Self {
        OpPassManager {
            anchor: anchor.to_string(),
            entries: Vec::new(),
            threading: true,
            max_threads: None,
        }
    }

    /// Lets [`run`](Self::run) run nested pipelines on several threads (the
    /// default), or keeps everything on the calling thread.
    pub fn set_threading(&mut self, enabled: bool) {
        self.threading = enabled;
    }

    pub fn threading(&self) -> bool {
        self.threading
    }

    /// Caps the threads [`run`](Self::run) uses; the default is the machine's
    /// available parallelism.
    pub fn set_max_threads(&mut self, threads: NonZeroUsize) {
        self.max_threads = Some(threads);
    }

    /// A manager with the same pipeline and fresh pass instances (one per worker
    /// thread, MLIR's `OpPassManager::clone`); fails if a pass cannot be cloned.
    pub fn try_clone(&self) -> Result<OpPassManager, String> {
        let entries = self
            .entries
            .iter()
            .map(|entry| match entry {
                Entry::Pass(pass) => pass.clone_pass().map(Entry::Pass),
                Entry::Nested(pm) => pm.try_clone().map(Entry::Nested),
            })
            .collect::<Result<_, _>>()?;
        Ok(OpPassManager {
            anchor: self.anchor.clone(),
            entries,
            threading: self.threading,
            max_threads: self.max_threads,
        })
    }

    pub fn anchor(&self) -> &str {
        &self.anchor
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// A nested manager for ops named `anchor` directly inside this one's ops.
    pub fn nest(&mut self, anchor: &str) -> &mut OpPassManager {
        self.entries.push(Entry::Nested(OpPassManager::new(anchor)));
        match self.entries.last_mut() {
            Some(Entry::Nested(pm)) => pm,
            _ => unreachable!("just pushed a nested manager"),
        }
    }

    /// Adds a pass. A pass anchored on another op is nested implicitly (as
    /// `mlir-opt` does for passes given as flags), reusing a trailing nested
    /// manager of that anchor.
    pub fn add_pass(&mut self, pass: Box<dyn Pass>) {
        match pass.info().anchor {
            Some(anchor) if anchor != self.anchor && self.anchor != ANY => {
                if let Some(Entry::Nested(pm)) = self.entries.last_mut()
                    && pm.anchor == anchor
                {
                    pm.entries.push(Entry::Pass(pass));
                    return;
                }
                self.nest(anchor).entries.push(Entry::Pass(pass));
            }
            _ => self.entries.push(Entry::Pass(pass)),
        }
    }

    /// Adds the passes of a parsed textual pipeline (the elements inside this
    /// manager's anchor), instantiating them from `registry`.
    pub fn add_pipeline(
        &mut self,
        elements: &[PipelineElement],
        registry: &PassRegistry,
    ) -> Result<(), String> {
        for element in elements {
            match element {
                PipelineElement::Pass { name, options } => {
                    let info = registry
                        .lookup(name)
                        .ok_or_else(|| format!("'{name}' does not refer to a registered pass"))?;
                    if let Some(anchor) = info.anchor
                        && anchor != self.anchor
                        && self.anchor != ANY
                    {
                        return Err(format!(
                            "pass '{name}' runs on '{anchor}' and cannot be scheduled on '{}'; nest it with {anchor}(...)",
                            self.anchor
                        ));
                    }
                    self.entries.push(Entry::Pass(info.instantiate(options)?));
                }
                PipelineElement::Nested { anchor, elements } => {
                    self.nest(anchor).add_pipeline(elements, registry)?;
                }
            }
        }
        Ok(())
    }

    /// The pipeline in MLIR's textual form, e.g. `builtin.module(cse, func.func(x{a=1}))`.
    pub fn pipeline_string(&self) -> String {
        let inner: Vec<String> = self
            .entries
            .iter()
            .map(|e| match e {
                Entry::Pass(p) => format!("{}{}", p.info().argument, p.options()),
                Entry::Nested(pm) => pm.pipeline_string(),
            })
            .collect();
        format!("{}({})", self.anchor, inner.join(", "))
    }

    /// Runs the pipeline on `op` (whose name must match the anchor).
    ///
    /// A nested pipeline runs on every op it is anchored on, even after it failed
    /// on one of them; the run then stops with the first failure in the ops'
    /// order (as `mlir-opt` does). Unless threading is off or the
    /// instrumentation needs sequential execution, a nested pipeline whose ops
    /// are all isolated from above runs on up to
    /// [`set_max_threads`](Self::set_max_threads) threads, with the sequential
    /// outcome: the same IR, and diagnostics in the ops' order.
    pub fn run(
        &mut self,
        ir: &mut Ir,
        op: OpId,
        run: &mut RunOptions<'_>,
        diagnostics: &mut Vec<Diagnostic>,
    ) -> Result<(), PassRunError> {
        let threads = if self.threading && !run.instrumentation.needs_sequential_execution() {
            self.max_threads
                .or_else(|| std::thread::available_parallelism().ok())
                .map_or(1, NonZeroUsize::get)
        } else {
            1
        };
        self.run_on(ir, op, run, diagnostics, threads)
    }

    /// [`run`](Self::run) with at most `threads` threads for nested pipelines.
    pub(super) fn run_on(
        &mut self,
        ir: &mut Ir,
        op: OpId,
        run: &mut RunOptions<'_>,
        diagnostics: &mut Vec<Diagnostic>,
        threads: usize,
    ) -> Result<(), PassRunError> {
        for entry in &mut self.entries {
            match entry {
                Entry::Pass(pass) => {
                    run_pass(pass.as_mut(), ir, op, run, diagnostics)?;
                    // Between passes on the root, no handle to an op erased by
                    // the pass is held: its slot may go to the next pass's ops.
                    if ir.parent_op(op).is_none() {
                        ir.recycle_erased();
                    }
                }
                Entry::Nested(pm) => {
                    let targets = nested_targets(ir, op, &pm.anchor);
                    if threads > 1
                        && targets.len() > 1
                        && let Some(workers) =
                            super::parallel::worker_managers(pm, ir, &targets, threads)
                    {
                        super::parallel::run_nested(
                            pm,
                            workers,
                            ir,
                            op,
                            &targets,
                            run,
                            diagnostics,
                        )?;
                        continue;
                    }
                    let mut failure = None;
                    for target in targets {
                        if !ir.is_erased(target)
                            && let Err(error) = pm.run_on(ir, target, run, diagnostics, threads)
                        {
                            failure.get_or_insert(error);
                        }
                    }
                    if let Some(error) = failure {
                        return Err(error);
                    }
                }
            }
        }
        Ok(())
    }
}

/// The ops directly inside `op`'s regions that a manager anchored on `anchor` runs on.
fn nested_targets(ir: &Ir, op: OpId, anchor: &str) -> Vec<OpId> {
    let mut out = Vec::new();
    for &region in ir.regions(op) {
        for &block in ir.region_blocks(region) {
            out.extend(
                ir.block_ops(block)
                    .filter(|&o| anchor == ANY || ir.op_is(o, anchor)),
            );
        }
    }
    out
}

fn run_pass(
    pass: &mut dyn Pass,
    ir: &mut Ir,
    op: OpId,
    run: &mut RunOptions<'_>,
    diagnostics: &mut Vec<Diagnostic>,
) -> Result<(), PassRunError> {
    let info = pass.info();
    run.instrumentation.before_pass(info, ir, op);
    let start = Instant::now();
    let errors_before = diagnostics.iter().filter(|d| d.is_error()).count();
    let result = {
        let mut cx = PassContext::new(ir, diagnostics)
            .with_failed_ir_read(run.instrumentation.reads_ir_after_failure());
        pass.run(&mut cx, op)
    };
    let failed =
        result.is_err() || diagnostics.iter().filter(|d| d.is_error()).count() > errors_before;
    if let Some(timing) = run.timing.as_deref_mut() {
        timing.record(
            &format!("{} ({})", info.name, info.argument),
            start.elapsed(),
        );
    }
    if failed {
        run.instrumentation.after_pass_failed(info, ir, op);
        return Err(PassRunError::PassFailed(info.argument));
    }
    run.instrumentation.after_pass(info, ir, op);
    if run.verify_each
        && let Err(errors) = crate::verifier::verify(ir, op)
    {
        diagnostics.extend(errors);
        return Err(PassRunError::VerificationFailed(info.argument));
    }
    Ok(())
}
