//! Running a nested pipeline on the isolated-from-above ops of a region on
//! several threads, as MLIR's `OpToOpPassAdaptor` does with its thread pool
//! (<https://mlir.llvm.org/docs/PassManagement/#operation-pass>, "Op-Agnostic
//! ... Isolated From Above").
//!
//! All IR of a module lives in one arena mutated through `&mut`, so workers
//! cannot share it for writing. Each worker owns an instance of the nested
//! pipeline and a [`Skeleton`] of the op whose children are processed; it takes
//! the next op from a shared counter, copies it into its skeleton, and runs the
//! pipeline on the copy with diagnostics and timing of its own, while the main
//! arena is only read. Then, in the ops' order, each result is copied back into
//! its original op and its diagnostics are appended; as in the sequential loop
//! (and in `mlir-opt`), every op is processed and the first failure in the ops'
//! order is the one reported, whatever order the threads finished in. An op
//! that cannot be copied (IR that claims isolation without being isolated) runs
//! in place, in its turn, once the workers are done.

use std::sync::atomic::{AtomicUsize, Ordering};

use parking_lot::Mutex;

use crate::diagnostics::Diagnostic;
use crate::dialect::Traits;
use crate::ir::{Ir, OpId, Skeleton};
use crate::pass::{OpPassManager, PassInfo, PassInstrumentation, PassRunError, RunOptions, Timing};

/// Extra pipeline instances for a parallel run of `pm` on `targets` (one thread
/// runs `pm` itself), or `None` when the run must stay sequential: an op is not
/// known to be isolated from above, or a pass cannot be cloned.
pub(super) fn worker_managers(
    pm: &OpPassManager,
    ir: &Ir,
    targets: &[OpId],
    threads: usize,
) -> Option<Vec<OpPassManager>> {
    let isolated = targets.iter().all(|&op| ir.op_def(op).is_some_and(|def| def.has(Traits::ISOLATED_FROM_ABOVE)));
    if !isolated {
        return None;
    }
    (1..threads.min(targets.len())).map(|_| pm.try_clone().ok()).collect()
}

/// Runs `pm` on every op of `targets` (the ops of `parent` it is anchored on),
/// on this thread and one more per manager of `extra`.
pub(super) fn run_nested(
    pm: &mut OpPassManager,
    mut extra: Vec<OpPassManager>,
    ir: &mut Ir,
    parent: OpId,
    targets: &[OpId],
    run: &mut RunOptions<'_>,
    diagnostics: &mut Vec<Diagnostic>,
) -> Result<(), PassRunError> {
    let outputs: Vec<WorkerOutput> = {
        let hooks: &mut dyn PassInstrumentation = &mut *run.instrumentation;
        let instrumentation = Mutex::new(hooks);
        let job = Job {
            ir,
            parent,
            targets,
            verify_each: run.verify_each,
            timed: run.timing.is_some(),
            instrumentation: &instrumentation,
            next: AtomicUsize::new(0),
        };
        std::thread::scope(|scope| {
            let job = &job;
            let handles: Vec<_> = extra.iter_mut().map(|manager| scope.spawn(move || job.work(manager))).collect();
            let mut outputs = vec![job.work(pm)];
            for handle in handles {
                match handle.join() {
                    Ok(output) => outputs.push(output),
                    Err(panic) => std::panic::resume_unwind(panic),
                }
            }
            outputs
        })
    };

    if let Some(timing) = run.timing.as_deref_mut() {
        for output in &outputs {
            timing.merge(&output.timing);
        }
    }
    let mut slots: Vec<Option<(usize, Outcome)>> = (0..targets.len()).map(|_| None).collect();
    let mut arenas = Vec::with_capacity(outputs.len());
    for (worker, output) in outputs.into_iter().enumerate() {
        for (index, outcome) in output.outcomes {
            slots[index] = Some((worker, outcome));
        }
        arenas.push(output.ir);
    }
    let mut failure = None;
    for (slot, &target) in slots.into_iter().zip(targets) {
        let result = match slot {
            Some((worker, Outcome::Ran { op, result, diagnostics: emitted })) => {
                let moved = ir.transplant_from(target, &arenas[worker], op);
                diagnostics.extend(emitted);
                match (result, moved) {
                    (Err(error), _) => Err(error),
                    (Ok(()), Ok(())) => Ok(()),
                    (Ok(()), Err(_)) => {
                        let message = "the nested pass pipeline made this op use values from outside of it";
                        diagnostics.push(ir.op_error(target, message));
                        Err(PassRunError::IsolationBroken(ir.op_name_str(target).to_string()))
                    }
                }
            }
            Some((_, Outcome::NotCopied)) | None if !ir.is_erased(target) => pm.run_on(ir, target, run, diagnostics, 1),
            Some((_, Outcome::NotCopied)) | None => Ok(()),
        };
        if let Err(error) = result {
            failure.get_or_insert(error);
        }
    }
    failure.map_or(Ok(()), Err)
}

/// What every worker shares.
struct Job<'a, 'h> {
    ir: &'a Ir,
    parent: OpId,
    targets: &'a [OpId],
    verify_each: bool,
    timed: bool,
    instrumentation: &'a Mutex<&'h mut dyn PassInstrumentation>,
    /// The index of the next op to take.
    next: AtomicUsize,
}

/// What one worker did.
struct WorkerOutput {
    /// The worker's arena, holding the transformed copies.
    ir: Ir,
    timing: Timing,
    outcomes: Vec<(usize, Outcome)>,
}

enum Outcome {
    /// The pipeline ran on the copy `op` of the worker's arena.
    Ran { op: OpId, result: Result<(), PassRunError>, diagnostics: Vec<Diagnostic> },
    /// The op could not be copied; it runs in place afterwards.
    NotCopied,
}

impl Job<'_, '_> {
    fn work(&self, pm: &mut OpPassManager) -> WorkerOutput {
        let mut skeleton: Option<Skeleton> = None;
        let mut timing = Timing::default();
        let mut outcomes = Vec::new();
        loop {
            let index = self.next.fetch_add(1, Ordering::Relaxed);
            let Some(&target) = self.targets.get(index) else { break };
            let skeleton = skeleton.get_or_insert_with(|| Skeleton::new(self.ir, self.parent));
            let Ok(op) = skeleton.fill(self.ir, target) else {
                outcomes.push((index, Outcome::NotCopied));
                continue;
            };
            let mut diagnostics = Vec::new();
            let mut instrumentation = Locked(self.instrumentation);
            let mut run = RunOptions {
                verify_each: self.verify_each,
                instrumentation: &mut instrumentation,
                timing: if self.timed { Some(&mut timing) } else { None },
            };
            let result = pm.run_on(skeleton.ir_mut(), op, &mut run, &mut diagnostics, 1);
            outcomes.push((index, Outcome::Ran { op, result, diagnostics }));
        }
        let ir = match skeleton {
            Some(skeleton) => skeleton.into_ir(),
            None => Ir::new(self.ir.ctx_arc().clone()),
        };
        WorkerOutput { ir, timing, outcomes }
    }
}

/// The caller's instrumentation, one hook call at a time.
struct Locked<'a, 'b>(&'a Mutex<&'b mut dyn PassInstrumentation>);

impl PassInstrumentation for Locked<'_, '_> {
    fn before_pass(&mut self, info: &'static PassInfo, ir: &Ir, op: OpId) {
        self.0.lock().before_pass(info, ir, op);
    }

    fn after_pass(&mut self, info: &'static PassInfo, ir: &Ir, op: OpId) {
        self.0.lock().after_pass(info, ir, op);
    }

    fn after_pass_failed(&mut self, info: &'static PassInfo, ir: &Ir, op: OpId) {
        self.0.lock().after_pass_failed(info, ir, op);
    }
}

#[cfg(test)]
mod tests;
