//! Running a nested pipeline on the isolated-from-above ops of a region on
//! several threads, as MLIR's `OpToOpPassAdaptor` does with its thread pool
//! (<https://mlir.llvm.org/docs/PassManagement/#operation-pass>: a pass on an
//! isolated-from-above op touches nothing outside of it, so such ops can be
//! processed in parallel).
//!
//! All IR of a module lives in one arena mutated through `&mut`, so workers
//! cannot share it for writing. Each worker owns an instance of the nested
//! pipeline and at most two [`Skeleton`]s of the op whose children are
//! processed. It takes the next batch of ops from a shared counter, copies them
//! into a skeleton (reading the module under a shared lock), runs the pipeline
//! on the copies with diagnostics and timing of its own, and hands the skeleton
//! to the calling thread, going on with the other one meanwhile. The calling
//! thread copies each batch back into the original ops (under the exclusive
//! lock) and returns the skeleton, so copying back overlaps with the workers'
//! runs. At the end, diagnostics are appended in the ops' order; as in the
//! sequential loop (and in `mlir-opt`), every op is processed and the first
//! failure in the ops' order is the one reported, whatever order the threads
//! finished in. An op that cannot be copied (IR that claims isolation without
//! being isolated) runs in place, in its turn, once the workers are done.
//!
//! Skeletons are duplicated from one built before any worker starts, so what a
//! pass sees of its parent and siblings does not depend on timing; a skeleton
//! holding more copied ops than shells is dropped for a fresh duplicate, which
//! bounds the memory the workers keep.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{Receiver, Sender, channel};

use parking_lot::{Mutex, RwLock};

use crate::diagnostics::Diagnostic;
use crate::dialect::Traits;
use crate::ir::{Ir, OpId, Skeleton};
use crate::pass::{OpPassManager, PassInfo, PassInstrumentation, PassRunError, RunOptions, Timing};

/// Batches per worker: enough to balance the load and to overlap copying back
/// with the runs, few enough to keep the locking rare.
const BATCHES_PER_WORKER: usize = 8;

/// Extra pipeline instances for a parallel run of `pm` on `targets` (one worker
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
/// on one worker thread per manager of `pm` and `extra`.
pub(super) fn run_nested(
    pm: &mut OpPassManager,
    mut extra: Vec<OpPassManager>,
    ir: &mut Ir,
    parent: OpId,
    targets: &[OpId],
    run: &mut RunOptions<'_>,
    diagnostics: &mut Vec<Diagnostic>,
) -> Result<(), PassRunError> {
    let workers = extra.len() + 1;
    let mut slots: Vec<Option<Finished>> = (0..targets.len()).map(|_| None).collect();
    let timings = {
        let base = Skeleton::new(ir, parent);
        let hooks: &mut dyn PassInstrumentation = &mut *run.instrumentation;
        let instrumentation = Mutex::new(hooks);
        let module = RwLock::new(&mut *ir);
        let (done_tx, done_rx) = channel::<Batch>();
        let shared = Shared {
            module: &module,
            base: &base,
            targets,
            batch: (targets.len() / (workers * BATCHES_PER_WORKER)).max(1),
            next: AtomicUsize::new(0),
            verify_each: run.verify_each,
            timed: run.timing.is_some(),
            instrumentation: &instrumentation,
        };
        std::thread::scope(|scope| {
            let shared = &shared;
            let mut returns = Vec::with_capacity(workers);
            let mut handles = Vec::with_capacity(workers);
            for (id, manager) in std::iter::once(&mut *pm)
                .chain(extra.iter_mut())
                .enumerate()
            {
                let (return_tx, return_rx) = channel();
                returns.push(return_tx);
                let worker = Worker {
                    id,
                    done: done_tx.clone(),
                    returned: return_rx,
                };
                handles.push(scope.spawn(move || worker.work(shared, manager)));
            }
            drop(done_tx);
            // Ends once every worker is gone.
            for batch in done_rx {
                {
                    let mut module = module.write();
                    for ran in batch.ran {
                        let index = ran.index;
                        let finished =
                            copy_back(&mut module, targets[index], batch.skeleton.ir(), ran);
                        slots[index] = Some(finished);
                    }
                }
                // A worker that stopped early no longer wants its skeleton back.
                let _ = returns[batch.worker].send(batch.skeleton);
            }
            handles
                .into_iter()
                .map(|handle| {
                    handle
                        .join()
                        .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
                })
                .collect::<Vec<Timing>>()
        })
    };

    if let Some(timing) = run.timing.as_deref_mut() {
        for worker in &timings {
            timing.merge(worker);
        }
    }
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

/// Copies the transformed copy of `target` back into it.
fn copy_back(ir: &mut Ir, target: OpId, from: &Ir, ran: Ran) -> Finished {
    let result = match (ran.result, ir.transplant_from(target, from, ran.op)) {
        (Err(error), _) => Err((error, None)),
        (Ok(()), Ok(())) => Ok(()),
        (Ok(()), Err(_)) => {
            let message = "the nested pass pipeline made this op use values from outside of it";
            let error = PassRunError::IsolationBroken(ir.op_name_str(target).to_string());
            Err((error, Some(ir.op_error(target, message))))
        }
    };
    Finished {
        diagnostics: ran.diagnostics,
        result,
    }
}

/// A copied-back op's diagnostics and outcome.
struct Finished {
    diagnostics: Vec<Diagnostic>,
    result: Result<(), (PassRunError, Option<Diagnostic>)>,
}

/// What every worker shares.
struct Shared<'a, 'h> {
    /// The module: read to copy ops out, written to copy them back.
    module: &'a RwLock<&'a mut Ir>,
    /// The skeleton the workers' skeletons are duplicated from.
    base: &'a Skeleton,
    targets: &'a [OpId],
    /// Ops per batch.
    batch: usize,
    /// The index of the next op to take.
    next: AtomicUsize,
    verify_each: bool,
    timed: bool,
    instrumentation: &'a Mutex<&'h mut dyn PassInstrumentation>,
}

/// One worker's end of the channels.
struct Worker {
    id: usize,
    done: Sender<Batch>,
    returned: Receiver<Skeleton>,
}

/// A batch the pipeline ran on, in `skeleton`.
struct Batch {
    worker: usize,
    skeleton: Skeleton,
    ran: Vec<Ran>,
}

/// The pipeline ran on the copy `op` of the op at `index` of the targets.
struct Ran {
    index: usize,
    op: OpId,
    result: Result<(), PassRunError>,
    diagnostics: Vec<Diagnostic>,
}

impl Worker {
    /// Runs batches until none is left, then waits for its skeletons to come
    /// back (they are freed here, not on the calling thread).
    fn work(self, shared: &Shared<'_, '_>, pm: &mut OpPassManager) -> Timing {
        let mut timing = Timing::default();
        let mut spare: Option<Skeleton> = None;
        let mut away = 0;
        loop {
            let start = shared.next.fetch_add(shared.batch, Ordering::Relaxed);
            let end = (start + shared.batch).min(shared.targets.len());
            if start >= end {
                break;
            }
            // Two skeletons at most: one being copied back while the other runs.
            if spare.is_none() && away == 2 {
                match self.returned.recv() {
                    Ok(skeleton) => spare = Some(skeleton),
                    Err(_) => break,
                }
                away -= 1;
            }
            // A skeleton holds every copy made in it: once those outweigh its
            // shells, a fresh one costs less than the memory it keeps.
            let mut skeleton = match spare.take() {
                Some(skeleton)
                    if skeleton.ir().op_capacity() < 2 * shared.base.ir().op_capacity() =>
                {
                    skeleton
                }
                _ => shared.base.duplicate(),
            };
            let copies: Vec<(usize, OpId)> = {
                let module = shared.module.read();
                (start..end)
                    .filter_map(|index| {
                        Some((index, skeleton.fill(&module, shared.targets[index]).ok()?))
                    })
                    .collect()
            };
            let mut ran = Vec::with_capacity(copies.len());
            for (index, op) in copies {
                let mut diagnostics = Vec::new();
                let mut instrumentation = Locked(shared.instrumentation);
                let mut run = RunOptions {
                    verify_each: shared.verify_each,
                    instrumentation: &mut instrumentation,
                    timing: if shared.timed {
                        Some(&mut timing)
                    } else {
                        None
                    },
                };
                let result = pm.run_on(skeleton.ir_mut(), op, &mut run, &mut diagnostics, 1);
                ran.push(Ran {
                    index,
                    op,
                    result,
                    diagnostics,
                });
            }
            if self
                .done
                .send(Batch {
                    worker: self.id,
                    skeleton,
                    ran,
                })
                .is_err()
            {
                break;
            }
            away += 1;
        }
        while away > 0 && self.returned.recv().is_ok() {
            away -= 1;
        }
        timing
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
