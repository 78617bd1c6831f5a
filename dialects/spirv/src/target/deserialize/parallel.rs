//! Functions cut into blocks and their bodies translated on two threads, and
//! the `<id>`s functions define ([`LocalIds`]), which decide whether the
//! bodies can be.
//!
//! Cutting functions into blocks (before any is declared) only reads the
//! module-level definitions: each thread cuts a run of functions, and the
//! first run's first error, else the second's, is the one a single thread
//! meets first.
//!
//! Once the module-level `<id>`s (types, constants, variables, specialization
//! constants and every function's symbol) are known, each function body
//! depends on nothing but them and its own `<id>`s. The functions are split
//! in two runs by size: the first is translated into the module's own arena,
//! the second at the same time by a [`Fork`] of the deserializer into an
//! arena of its own, which then joins the module's ([`Ir::absorb`], no op
//! copied one by one) with its `spirv.func` ops moved after the first run's.
//! The fork shares the module's `<id>` table ([`Deserializer::defs`]), which
//! neither thread writes (no graphs follow: see
//! [`deserialize_releasing`](super::deserialize_releasing)); its local
//! values cover just the `<id>`s its functions define.
//!
//! The result is the module one thread builds: functions keep the binary's
//! order, every op is created in the same order within its function, and the
//! context interns the same attributes. Where the two runs could differ from
//! one thread's (`<id>`s defined in more than one function, a body that
//! reaches out to module level, a malformed body), the second run is
//! translated again after the first, on one thread, and reports what one
//! thread reports. `--mlir-disable-threading` ([`Context::threads`]) keeps
//! to one thread.
//!
//! [`Context::threads`]: shader_mlir::Context::threads

use shader_mlir::ir::Ir;

use super::blocks::SpvFunction;
use super::reader::{DResult, FunctionSpan};
use super::{Deserializer, LocalValues, OpCache, Release};

/// Below this many words of function bodies, one thread translates them all.
/// Kept low: a second thread costs little next to reading a file, and small
/// modules of several functions take the same path as large ones.
const MIN_PARALLEL_WORDS: usize = 64;

/// The share (in 1/100) of the function bodies' words the module's own
/// thread translates (joining the other run's arena afterwards costs far
/// less than translating it).
const OWN_SHARE_PERCENT: usize = 50;

/// The `<id>`s functions define: whether two of them define the same one (one
/// thread reports that; two runs would not see each other's), and the range
/// each function's `<id>`s fall in (its run's local values cover them).
pub(super) struct LocalIds {
    /// One bit per `<id>` below the dense limit of `defs`.
    seen: Vec<u64>,
    dense: usize,
    /// Whether every function's `<id>`s were below the dense limit and
    /// defined in that function alone.
    disjoint: bool,
    /// The least and greatest `<id>` below the dense limit each function
    /// defines, in binary order.
    ranges: Vec<Option<(u32, u32)>>,
}

impl LocalIds {
    pub(super) fn new(dense: usize) -> Self {
        LocalIds {
            seen: vec![0; dense.div_ceil(64)],
            dense,
            disjoint: true,
            ranges: Vec::new(),
        }
    }

    /// Records the labels, parameters and results `f` defines (its
    /// parameters are among its result types, with the results of the
    /// instructions that have a type; the few without one are looked up).
    pub(super) fn claim(&mut self, f: &SpvFunction<'_>) {
        let untyped = f.blocks.iter().flat_map(|b| &b.body).filter_map(|inst| {
            let grammar = crate::target::grammar::core_instruction(inst.op? as u32)?;
            let first = grammar.operands.first()?;
            (first.kind == rspirv::grammar::OperandKind::IdResult)
                .then(|| inst.operands.first().copied())
                .flatten()
        });
        let mut range: Option<(u32, u32)> = None;
        for id in f
            .index_of
            .keys()
            .chain(f.result_types.keys())
            .copied()
            .chain(untyped)
        {
            if (id as usize) >= self.dense {
                self.disjoint = false;
                continue;
            }
            range = Some(match range {
                Some((first, last)) => (first.min(id), last.max(id)),
                None => (id, id),
            });
            let (word, bit) = (id as usize / 64, 1u64 << (id % 64));
            if self.seen[word] & bit != 0 {
                self.disjoint = false;
            }
            self.seen[word] |= bit;
        }
        self.ranges.push(range);
    }

    /// Adds what `later`, the functions after these, define.
    fn append(&mut self, later: LocalIds) {
        self.disjoint &= later.disjoint;
        for (mine, theirs) in self.seen.iter_mut().zip(&later.seen) {
            self.disjoint &= *mine & *theirs == 0;
            *mine |= *theirs;
        }
        self.ranges.extend(later.ranges);
    }

    /// Whether no `<id>` was defined by two functions (or is beyond the
    /// dense limit).
    fn disjoint(&self) -> bool {
        self.disjoint
    }

    /// The least and greatest `<id>` (below the dense limit) the functions
    /// `functions` (indices in binary order) define.
    fn range(&self, functions: std::ops::Range<usize>) -> Option<(u32, u32)> {
        self.ranges[functions]
            .iter()
            .flatten()
            .copied()
            .reduce(|(a, b), (c, d)| (a.min(c), b.max(d)))
    }
}

/// A deserializer for one run of function bodies on another thread: the
/// module-level definitions of the original, an empty arena of its own.
struct Fork<'a> {
    d: Deserializer<'a>,
    /// How many symbols the original had: a body that adds one reaches out
    /// to module level.
    symbols: usize,
}

impl<'a> Deserializer<'a> {
    /// Cuts every function into blocks, the first malformed one in binary
    /// order reported (on two threads where the context allows it: cutting
    /// reads the module-level definitions only); returns each function's
    /// `<id>` and function type `<id>`, and the `<id>`s they define.
    pub(super) fn parse_functions(
        &self,
        words: &[u32],
        functions: &[FunctionSpan],
    ) -> DResult<(Vec<(u32, u32)>, LocalIds)> {
        let split = match self.ctx.threads() > 1 {
            true => split_point(functions, words.len()),
            false => None,
        };
        let Some(split) = split else {
            return self.parse_run(words, functions);
        };
        let (first, second) = functions.split_at(split);
        let (first, second) = std::thread::scope(|scope| {
            let worker = scope.spawn(|| self.parse_run(words, second));
            let first = self.parse_run(words, first);
            match worker.join() {
                Ok(second) => (first, second),
                Err(panic) => std::panic::resume_unwind(panic),
            }
        });
        let (mut declared, mut local_ids) = first?;
        let (later, later_ids) = second?;
        declared.extend(later);
        local_ids.append(later_ids);
        Ok((declared, local_ids))
    }

    /// [`Self::parse_functions`] on one thread.
    fn parse_run(
        &self,
        words: &[u32],
        functions: &[FunctionSpan],
    ) -> DResult<(Vec<(u32, u32)>, LocalIds)> {
        // One function's instructions and blocks are held at a time, in
        // buffers reused from function to function.
        let mut insts = Vec::new();
        let mut declared = Vec::with_capacity(functions.len());
        let mut local_ids = LocalIds::new(self.defs.len());
        for span in functions {
            span.read(words, &mut insts)?;
            let function = self.parse_function(&insts)?;
            local_ids.claim(&function);
            declared.push((function.id, function.function_type));
        }
        Ok((declared, local_ids))
    }

    /// Translates the bodies of `functions`, on two threads where the
    /// context allows it, no `<id>` is defined in two functions and
    /// `no_graphs` (a graph may use what functions define, and needs their
    /// `<id>`s marked in `defs`, which the threads share unwritten).
    pub(super) fn function_bodies(
        &mut self,
        words: &[u32],
        functions: &[FunctionSpan],
        local_ids: LocalIds,
        no_graphs: bool,
        release: &Release<'_>,
    ) -> DResult<()> {
        let split = match local_ids.disjoint() && no_graphs && self.ctx.threads() > 1 {
            true => split_point(functions, words.len()),
            false => None,
        };
        let mut released = 0;
        let Some(split) = split else {
            self.values = LocalValues::covering(local_ids.range(0..functions.len()));
            drop(local_ids);
            self.translate_functions(words, functions, release, &mut released)?;
            release(0, words.len());
            return Ok(());
        };
        debug_assert!(!self.local_defs);
        let (own, other) = functions.split_at(split);
        self.values = LocalValues::covering(local_ids.range(0..split));
        let mut fork = self.fork(LocalValues::covering(
            local_ids.range(split..functions.len()),
        ));
        drop(local_ids);
        let (own_result, fork_result) = std::thread::scope(|scope| {
            let worker = scope.spawn(|| {
                let mut released = other[0].start();
                fork.d
                    .translate_functions(words, other, release, &mut released)
            });
            let own_result = self.translate_functions(words, own, release, &mut released);
            match worker.join() {
                Ok(result) => (own_result, result),
                Err(panic) => std::panic::resume_unwind(panic),
            }
        });
        own_result?;
        let reached_out = fork.d.symbols.len() != fork.symbols
            || !fork.d.pending_refs.is_empty()
            || !fork.d.expression_offsets.is_empty()
            || fork.d.ir.block_ops(fork.d.body).count() != other.len();
        if fork_result.is_err() || reached_out {
            #[cfg(test)]
            tests::FALLBACKS.set(tests::FALLBACKS.get() + 1);
            drop(fork);
            self.translate_functions(words, other, release, &mut released)?;
            release(0, words.len());
            return Ok(());
        }
        #[cfg(test)]
        tests::SPLITS.set(tests::SPLITS.get() + 1);
        // Before the arenas join: what follows reads little of the binary,
        // and, no graph following, none of the local values.
        release(0, words.len());
        self.values = LocalValues::default();
        let (ir, body) = fork.d.into_arena();
        let at = self.ir.absorb(ir);
        self.ir.move_block_ops(at.block(body), self.body);
        Ok(())
    }

    /// Translates `functions` one after the other, letting the words before
    /// each one translated go (from `released` on).
    fn translate_functions(
        &mut self,
        words: &[u32],
        functions: &[FunctionSpan],
        release: &Release<'_>,
        released: &mut usize,
    ) -> DResult<()> {
        let mut insts = Vec::new();
        for span in functions {
            span.read(words, &mut insts)?;
            let function = self.parse_function(&insts)?;
            self.function(&function)?;
            if let Some(last) = insts.last() {
                let end = last.offset + 1 + last.operands.len();
                *released = release(*released, end);
            }
        }
        Ok(())
    }

    /// Its arena and module body, the rest let go.
    fn into_arena(self) -> (Ir, shader_mlir::ir::BlockId) {
        (self.ir, self.body)
    }

    /// A copy of the module-level state with an empty arena, sharing
    /// [`Self::defs`], its local values in `values`.
    fn fork(&self, values: LocalValues) -> Fork<'a> {
        let ctx = self.ctx;
        let mut ir = Ir::new(self.ir.ctx_arc().clone());
        let region = ir.create_region();
        let body = ir.create_block(&[]);
        ir.push_block(region, body);
        let d = Deserializer {
            ctx,
            ir,
            cache: OpCache::new(ctx),
            state: shader_mlir::ir::OperationState::new(ctx.ident(""), ctx.unknown_loc()),
            header: self.header,
            region,
            body,
            defs: self.defs.clone(),
            sparse_defs: self.sparse_defs.clone(),
            names: self.names.clone(),
            decorations: self.decorations.clone(),
            type_depth: self.type_depth.clone(),
            capabilities: self.capabilities.clone(),
            extensions: self.extensions.clone(),
            memory_model: self.memory_model,
            entry_points: Vec::new(),
            execution_modes: Vec::new(),
            symbols: self.symbols.clone(),
            suffixes: self.suffixes.clone(),
            values,
            local_defs: self.local_defs,
            pending_refs: Vec::new(),
            forward: Default::default(),
            spec_ops: self.spec_ops.clone(),
            expression_offsets: Default::default(),
            constants_as_spec: self.constants_as_spec.clone(),
            non_semantic_sets: self.non_semantic_sets.clone(),
            spec_expressions: self.spec_expressions.clone(),
            in_spec_expression: false,
            debug_strings: self.debug_strings.clone(),
            loc: ctx.unknown_loc(),
        };
        Fork {
            symbols: self.symbols.len(),
            d,
        }
    }
}

/// Where to cut `functions` in two runs by their size in words (the last
/// function ends at `end`); `None` when they are too few or too small.
fn split_point(functions: &[FunctionSpan], end: usize) -> Option<usize> {
    let (first, _) = functions.split_first()?;
    let total = end.checked_sub(first.start())?;
    if functions.len() < 2 || total < MIN_PARALLEL_WORDS {
        return None;
    }
    let cut = first.start() + total * OWN_SHARE_PERCENT / 100;
    let split = functions.partition_point(|f| f.start() < cut);
    (1..functions.len()).contains(&split).then_some(split)
}

#[cfg(test)]
pub(super) mod tests {
    use std::cell::Cell;

    thread_local! {
        /// How many second runs joined the module on this thread.
        pub(in super::super) static SPLITS: Cell<usize> = const { Cell::new(0) };
        /// How many second runs were translated again on this thread.
        pub(in super::super) static FALLBACKS: Cell<usize> = const { Cell::new(0) };
    }
}
