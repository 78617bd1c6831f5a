//! Running a nested pipeline on the isolated-from-above ops of a region on
//! several threads, as MLIR's `OpToOpPassAdaptor` does with its thread pool
//! (<https://mlir.llvm.org/docs/PassManagement/#operation-pass>: a pass on an
//! isolated-from-above op touches nothing outside of it, so such ops can be
//! processed in parallel).
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
    let isolated = targets.iter().all(|&op| {
        ir.op_def(op)
            .is_some_and(|def| def.has(Traits::ISOLATED_FROM_ABOVE))
    });
    if !isolated {
        return None;
    }
    (1..threads.min(targets.len()))
        .map(|_| pm.try_clone().ok())
        .collect()
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
    let t0 = std::time::Instant::now();
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
            let handles: Vec<_> = extra
                .iter_mut()
                .map(|manager| scope.spawn(move || job.work(manager)))
                .collect();
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
    // Copy the results back worker by worker, so that each worker's arena is
    // freed as soon as possible; diagnostics and failures wait for the ops' order.
    let t1 = std::time::Instant::now();
    let mut slots: Vec<Option<Finished>> = (0..targets.len()).map(|_| None).collect();
    for output in outputs {
        for Ran {
            index,
            op,
            result,
            diagnostics,
        } in output.ran
        {
            let target = targets[index];
            let result = match (result, ir.transplant_from(target, &output.ir, op)) {
                (Err(error), _) => Err((error, None)),
                (Ok(()), Ok(())) => Ok(()),
                (Ok(()), Err(_)) => {
                    let message =
                        "the nested pass pipeline made this op use values from outside of it";
                    let error = PassRunError::IsolationBroken(ir.op_name_str(target).to_string());
                    Err((error, Some(ir.op_error(target, message))))
                }
            };
            slots[index] = Some(Finished {
                diagnostics,
                result,
            });
        }
    }
    if std::env::var_os("TMP_PAR_TIMES").is_some() { eprintln!("TMP fill total {} ms", FILL_NS.load(Ordering::Relaxed) / 1_000_000); }
    if std::env::var_os("TMP_PAR_TIMES").is_some() { eprintln!("TMP parallel {:?} copyback {:?}", t1 - t0, t1.elapsed()); }
    let mut failure = None;
    for (slot, &target) in slots.into_iter().zip(targets) {
        let result = match slot {
            Some(Finished {
                diagnostics: emitted,
                result,
            }) => {
                diagnostics.extend(emitted);
                result.map_err(|(error, diagnostic)| {
                    diagnostics.extend(diagnostic);
                    error
                })
            }
            // Not copied: run in place, in turn.
            None if !ir.is_erased(target) => pm.run_on(ir, target, run, diagnostics, 1),
            None => Ok(()),
        };
        if let Err(error) = result {
            failure.get_or_insert(error);
        }
    }
    failure.map_or(Ok(()), Err)
}

/// A copied-back op's diagnostics and outcome.
struct Finished {
    diagnostics: Vec<Diagnostic>,
    result: Result<(), (PassRunError, Option<Diagnostic>)>,
}

static FILL_NS: AtomicUsize = AtomicUsize::new(0);
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
    /// The ops the pipeline ran on; those the worker could not copy are not
    /// listed and run in place afterwards.
    ran: Vec<Ran>,
}

/// The pipeline ran on the copy `op` of the op at `index` of the targets.
struct Ran {
    index: usize,
    op: OpId,
    result: Result<(), PassRunError>,
    diagnostics: Vec<Diagnostic>,
}

impl Job<'_, '_> {
    fn work(&self, pm: &mut OpPassManager) -> WorkerOutput {
        let mut skeleton: Option<Skeleton> = None;
        let mut timing = Timing::default();
        let mut ran = Vec::new();
        loop {
            let index = self.next.fetch_add(1, Ordering::Relaxed);
            let Some(&target) = self.targets.get(index) else {
                break;
            };
            let skeleton = skeleton.get_or_insert_with(|| Skeleton::new(self.ir, self.parent));
            let tf = std::time::Instant::now();
            let filled = skeleton.fill(self.ir, target);
            FILL_NS.fetch_add(tf.elapsed().as_nanos() as usize, Ordering::Relaxed);
            let Ok(op) = filled else {
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
            ran.push(Ran {
                index,
                op,
                result,
                diagnostics,
            });
        }
        let ir = match skeleton {
            Some(skeleton) => skeleton.into_ir(),
            None => Ir::new(self.ir.ctx_arc().clone()),
        };
        WorkerOutput { ir, timing, ran }
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
