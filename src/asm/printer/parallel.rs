//! Printing the ops of a symbol table's body (the functions of a module) on
//! several threads, with the text of the sequential printer.
//!
//! MLIR prints on one thread; what makes splitting safe here is that
//! everything the text of an op depends on is fixed before its ops are
//! printed: the names of each op's regions depend only on the names around
//! the block, not on the ops before it, so each thread names the regions of
//! the ops it prints ([`SsaNames::for_deferred_op`](super::names::SsaNames));
//! and aliases are collected module-wide before anything is printed. Each thread prints whole ops into a buffer of its own,
//! with its own copy of the per-printer caches; the buffers are appended in the
//! ops' order. Two things do depend on what was printed before: `distinct`
//! attributes are numbered in the order they are first printed, and resource
//! blobs are listed in that order. Resources are merged in the ops' order; a
//! window of ops in which a thread met a `distinct` attribute not numbered yet
//! is printed again on the calling thread.
//!
//! Ops are printed in windows of [`WINDOW`], so that at most one window's text
//! is held at a time before it goes to the sink.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use rustc_hash::FxHashMap;

use crate::Context;
use crate::dialect::Traits;
use crate::ir::{Attribute, BlockId, Ir, OpId};

use super::AsmPrinter;
use super::PrintOptions;
use super::aliases::Aliases;
use super::names::SsaNames;
use super::ops::FLUSH_THRESHOLD;
use super::text::Text;
use super::types::TypeTexts;

/// Ops handed out per round: enough to balance the threads, few enough to
/// bound the text held at once.
const WINDOW: usize = 64;

/// Whether the ops of `block` are worth printing on several threads: it is the
/// body of a symbol table (a module) and holds at least two ops with regions.
pub(super) fn worth_it(ir: &Ir, block: BlockId) -> bool {
    let Some(parent) = ir.block_parent_op(block) else {
        return false;
    };
    if !ir
        .op_def(parent)
        .is_some_and(|d| d.has(Traits::SYMBOL_TABLE))
    {
        return false;
    }
    ir.block_ops(block)
        .filter(|&op| !ir.regions(op).is_empty())
        .nth(1)
        .is_some()
}

/// What a printer on another thread starts from: the shared naming and alias
/// state and a copy of the position-dependent state of the calling printer.
#[derive(Clone)]
struct Seed<'a> {
    ctx: &'a Context,
    ir: &'a Ir,
    opts: PrintOptions,
    indent: usize,
    names: Arc<SsaNames>,
    aliases: Arc<Aliases>,
    default_dialects: Vec<&'static str>,
    cache_types: bool,
    type_cache_suspended: u32,
    distinct_ids: FxHashMap<Attribute, u64>,
}

impl<'a> Seed<'a> {
    fn printer(self) -> AsmPrinter<'a> {
        AsmPrinter {
            ctx: self.ctx,
            ir: Some(self.ir),
            opts: self.opts,
            out: Text::new(),
            indent: self.indent,
            names: self.names,
            aliases: self.aliases,
            threads: 1,
            default_dialects: self.default_dialects,
            op_names: FxHashMap::default(),
            collector: None,
            type_texts: self.cache_types.then(TypeTexts::default),
            type_cache_suspended: self.type_cache_suspended,
            sink: None,
            sink_error: None,
            distinct_ids: self.distinct_ids,
            resources: Vec::new(),
        }
    }
}

/// One op's text and the resources it named first, in order.
struct Printed {
    index: usize,
    text: Text,
    resources: Vec<crate::Ident>,
}

impl AsmPrinter<'_> {
    /// Prints the ops of `block` up to `skip` (each on its line) as the
    /// sequential loop of `print_block` does, on up to `self.threads` threads.
    pub(super) fn print_ops_in_parallel(&mut self, block: BlockId, skip: Option<OpId>) {
        let ir = self.ir();
        let ops: Vec<OpId> = ir
            .block_ops(block)
            .take_while(|&op| Some(op) != skip)
            .collect();
        for window in ops.chunks(WINDOW) {
            match self.print_window(window) {
                Some(printed) => {
                    for item in printed {
                        self.out.push_bytes(item.text.as_bytes());
                        for name in item.resources {
                            if !self.resources.contains(&name) {
                                self.resources.push(name);
                            }
                        }
                        self.flush_to_sink(FLUSH_THRESHOLD);
                    }
                }
                None => {
                    for &op in window {
                        self.print_listed_op(op);
                        self.out.push('\n');
                        self.flush_to_sink(FLUSH_THRESHOLD);
                    }
                }
            }
        }
    }

    /// The text of each op of `window`, in order, printed by `self.threads`
    /// threads; `None` if a `distinct` attribute would have been numbered.
    fn print_window(&self, window: &[OpId]) -> Option<Vec<Printed>> {
        let seed = Seed {
            ctx: self.ctx,
            ir: self.ir(),
            opts: self.opts,
            indent: self.indent,
            names: Arc::clone(&self.names),
            aliases: Arc::clone(&self.aliases),
            default_dialects: self.default_dialects.clone(),
            cache_types: self.type_texts.is_some(),
            type_cache_suspended: self.type_cache_suspended,
            distinct_ids: self.distinct_ids.clone(),
        };
        let next = AtomicUsize::new(0);
        let failed = AtomicBool::new(false);
        let run = |seed: Seed<'_>| -> Vec<Printed> {
            let mut p = seed.printer();
            let numbered = p.distinct_ids.len();
            let mut done = Vec::new();
            loop {
                let index = next.fetch_add(1, Ordering::Relaxed);
                if index >= window.len() || failed.load(Ordering::Relaxed) {
                    return done;
                }
                p.print_listed_op(window[index]);
                p.out.push('\n');
                if p.distinct_ids.len() != numbered {
                    failed.store(true, Ordering::Relaxed);
                    return done;
                }
                done.push(Printed {
                    index,
                    text: std::mem::take(&mut p.out),
                    resources: std::mem::take(&mut p.resources),
                });
            }
        };
        let run = &run;
        let threads = self.threads.min(window.len());
        let mut printed = std::thread::scope(|scope| {
            let helpers: Vec<_> = (1..threads)
                .map(|_| {
                    let seed = seed.clone();
                    scope.spawn(move || run(seed))
                })
                .collect();
            let mut printed = run(seed);
            for helper in helpers {
                match helper.join() {
                    Ok(more) => printed.extend(more),
                    Err(panic) => std::panic::resume_unwind(panic),
                }
            }
            printed
        });
        if failed.load(Ordering::Relaxed) {
            return None;
        }
        printed.sort_unstable_by_key(|p| p.index);
        Some(printed)
    }
}
