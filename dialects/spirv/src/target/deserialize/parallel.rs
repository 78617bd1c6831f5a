//! Function bodies translated on two threads.
//!
//! Once the module-level `<id>`s (types, constants, variables, specialization
//! constants and every function's symbol) are known, each function body
//! depends on nothing but them and its own `<id>`s. The functions are split
//! in two runs by size: the first is translated into the module's own arena,
//! the second at the same time by a copy of the deserializer ([`Fork`]) into
//! an arena of its own, which then joins the module's (`Ir::absorb`, one
//! pass over its flat vectors) with its `spirv.func` ops moved after the
//! first run's.
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
use super::{Def, Deserializer, LocalValues, OpCache};

/// Below this many words of function bodies, one thread translates them all.
/// Kept low: a second thread costs little next to reading a file, and small
/// modules of several functions take the same path as large ones.
const MIN_PARALLEL_WORDS: usize = 64;

/// The share (in 1/100) of the function bodies' words the module's own
/// thread translates (it also takes the other run's arena afterwards, a
/// small cost next to translating).
const OWN_SHARE_PERCENT: usize = 50;

/// The `<id>`s functions define, to tell whether two of them define the same
/// one (one thread reports that; two runs would not see each other's).
pub(super) struct LocalIds {
    seen: Vec<bool>,
    /// Whether every function's `<id>`s were below the dense limit and
    /// defined in that function alone.
    disjoint: bool,
}

impl LocalIds {
    pub(super) fn new(dense: usize) -> Self {
        LocalIds {
            seen: vec![false; dense],
            disjoint: true,
        }
    }

    /// Records the labels, parameters and results `f` defines (its
    /// parameters are among its result types).
    pub(super) fn claim(&mut self, f: &SpvFunction<'_>) {
        if !self.disjoint {
            return;
        }
        for &id in f.index_of.keys().chain(f.result_types.keys()) {
            match self.seen.get_mut(id as usize) {
                Some(seen) if !*seen => *seen = true,
                _ => {
                    self.disjoint = false;
                    return;
                }
            }
        }
    }

    /// Whether no `<id>` was defined by two functions (or is beyond the
    /// dense limit).
    pub(super) fn disjoint(&self) -> bool {
        self.disjoint
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
    /// Translates the bodies of `functions`, on two threads where the
    /// context allows it and `disjoint` (no `<id>` defined in two functions).
    pub(super) fn function_bodies(
        &mut self,
        words: &[u32],
        functions: &[FunctionSpan],
        disjoint: bool,
    ) -> DResult<()> {
        let split = match disjoint && self.ctx.threads() > 1 {
            true => split_point(functions, words.len()),
            false => None,
        };
        let Some(split) = split else {
            return self.translate_functions(words, functions);
        };
        let (own, other) = functions.split_at(split);
        let mut fork = self.fork();
        let (own_result, fork_result) = std::thread::scope(|scope| {
            let worker = scope.spawn(|| fork.d.translate_functions(words, other));
            let own_result = self.translate_functions(words, own);
            match worker.join() {
                Ok(result) => (own_result, result),
                Err(panic) => std::panic::resume_unwind(panic),
            }
        });
        own_result?;
        let reached_out = fork.d.symbols.len() != fork.symbols
            || fork.d.ir.block_ops(fork.d.body).count() != other.len();
        if fork_result.is_err() || reached_out {
            drop(fork);
            return self.translate_functions(words, other);
        }
        self.adopt(fork.d)
    }

    /// Translates `functions` one after the other.
    fn translate_functions(&mut self, words: &[u32], functions: &[FunctionSpan]) -> DResult<()> {
        let mut insts = Vec::new();
        for span in functions {
            span.read(words, &mut insts)?;
            let function = self.parse_function(&insts)?;
            self.function(&function)?;
        }
        Ok(())
    }

    /// A copy of the module-level state with an empty arena.
    fn fork(&self) -> Fork<'a> {
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
            values: LocalValues::new(self.defs.len()),
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

    /// Takes the functions `other` translated, after this one's, and the
    /// `<id>`s they define.
    fn adopt(&mut self, other: Deserializer<'_>) -> DResult<()> {
        for (mine, theirs) in self.defs.iter_mut().zip(&other.defs) {
            if matches!(theirs, Def::Local) {
                *mine = Def::Local;
            }
        }
        for (&id, &def) in &other.sparse_defs {
            if matches!(def, Def::Local) {
                self.sparse_defs.insert(id, def);
            }
        }
        // The functions use nothing outside themselves, so the other arena
        // joins this one as it is and its functions move to the body's end.
        let body = other.body;
        let at = self.ir.absorb(other.ir);
        self.ir.move_block_ops(at.block(body), self.body);
        Ok(())
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
