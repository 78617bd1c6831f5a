//! The IR verifier: structural rules, op traits, per-op verifiers and SSA dominance.
//!
//! Mirrors MLIR's `OperationVerifier` (<https://mlir.llvm.org/docs/LangRef/>,
//! "Operations", "Blocks", "Regions"): terminators end blocks of SSACFG regions;
//! successors stay within their region; isolated-from-above regions use no value
//! from outside; symbol tables hold unique names; every operand dominates its use
//! in SSACFG regions (single-block regions of graph-region ops and of
//! unregistered ops are exempt, as upstream treats those as graph regions;
//! a region of several blocks always has SSA dominance). Per-op verifiers run
//! before their nested ops; `verify_regions` hooks, symbol-table and isolation
//! checks after; dominance last, as upstream orders them.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use rustc_hash::FxHashMap;

use crate::asm::{PrintOptions, print_op};
use crate::diagnostics::Diagnostic;
use crate::dialect::Traits;
use crate::ir::index_window::IndexWindow;
use crate::ir::{
    AttrKind, BlockId, Dominators, Ir, OpId, RegionId, Value, ValueDef, region_is_proper_ancestor,
};
use crate::ods::passed::PassedSignatures;

/// Verifies `root` and everything nested in it. Returns the diagnostics of the
/// first failure (MLIR stops at the first failing op).
///
/// With threading on ([`Context::threads`](crate::Context::threads)), ops that
/// are isolated from above (functions, modules) are verified on several
/// threads, as MLIR's verifier does: each is verified on its own, as a root
/// whose isolated descendants are verified on their own again. Should any of
/// them fail, the whole tree is verified again in order, so the diagnostic is
/// the one the sequential walk reports.
pub fn verify(ir: &Ir, root: OpId) -> Result<(), Vec<Diagnostic>> {
    let _memo = PassedSignatures::install(ir);
    let threads = ir.ctx().threads();
    if threads > 1 && verify_in_parallel(ir, root, threads) {
        return Ok(());
    }
    Verifier::new(ir, false, Tables::default())
        .run(root)
        .map(|_| ())
        .map_err(|d| vec![d])
}

/// Verifies `root` level by level: an op at one level is verified without the
/// insides of the isolated-from-above ops nested in it, which make up the next
/// level; the ops of a level are spread over `threads` threads. Whether every
/// op passed.
fn verify_in_parallel(ir: &Ir, root: OpId, threads: usize) -> bool {
    let mut level = vec![root];
    while !level.is_empty() {
        let next = AtomicUsize::new(0);
        let failed = AtomicBool::new(false);
        let work = || {
            let _memo = PassedSignatures::install(ir);
            let mut deferred = Vec::new();
            let mut tables = None;
            loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= level.len() || failed.load(Ordering::Relaxed) {
                    return deferred;
                }
                let mut verifier = Verifier::new(ir, true, tables.take().unwrap_or_default());
                match verifier.run(level[i]) {
                    Ok(mut more) => deferred.append(&mut more),
                    Err(_) => failed.store(true, Ordering::Relaxed),
                }
                tables = Some(verifier.into_tables());
            }
        };
        let mut found: Vec<Vec<OpId>> = if level.len() > 1 {
            std::thread::scope(|scope| {
                let helpers: Vec<_> = (1..threads.min(level.len()))
                    .map(|_| scope.spawn(work))
                    .collect();
                let mut found = vec![work()];
                for helper in helpers {
                    match helper.join() {
                        Ok(more) => found.push(more),
                        Err(panic) => std::panic::resume_unwind(panic),
                    }
                }
                found
            })
        } else {
            vec![work()]
        };
        if failed.load(Ordering::Relaxed) {
            return false;
        }
        level = found.iter_mut().flat_map(std::mem::take).collect();
    }
    true
}

const NOT_VISITED: u32 = u32::MAX;

/// A `u32` per op of the tree being verified, [`NOT_VISITED`] for the rest.
/// The ops of one tree (a function) are mostly a run of the arena, so the
/// entries are a window over their indices ([`IndexWindow`]): a thread
/// verifying the functions of a large module in turn holds entries for one
/// function at a time, not for the whole arena. Cleared between trees.
#[derive(Default)]
struct OpTable(IndexWindow);

impl OpTable {
    #[inline]
    fn get(&self, op: OpId) -> u32 {
        self.0.get(op.index()).unwrap_or(NOT_VISITED)
    }

    #[inline]
    fn set(&mut self, op: OpId, value: u32) {
        self.0.set(op.index(), value);
    }
}

/// The per-op tables of a verifier, kept by a thread between the trees it
/// verifies.
#[derive(Default)]
struct Tables {
    order: OpTable,
    subtree_end: OpTable,
}

struct Verifier<'a> {
    ir: &'a Ir,
    dominance: FxHashMap<RegionId, Dominance>,
    /// Ops in pre-order, as visited.
    visited: Vec<OpId>,
    /// Position of each visited op in `visited`. Within one block it increases
    /// from the first op to the last, so same-block dominance is one
    /// comparison; the ops nested in an op follow it contiguously.
    order: OpTable,
    /// For each op whose subtree was visited completely, the end of that subtree
    /// in `visited` (ops nested in `op` are `visited[order[op] + 1..end]`).
    subtree_end: OpTable,
    /// Per unregistered op name: whether its dialect prefix is registered.
    registered_dialect: FxHashMap<crate::Ident, bool>,
    /// Whether isolated-from-above ops below the root are left out (as leaves)
    /// and returned by [`Verifier::run`], to be verified on their own.
    defer_isolated: bool,
    /// The last region [`Verifier::is_graph_region_cached`] looked at.
    last_region: Option<(RegionId, bool)>,
}

impl<'a> Verifier<'a> {
    fn new(ir: &'a Ir, defer_isolated: bool, tables: Tables) -> Self {
        Verifier {
            ir,
            dominance: FxHashMap::default(),
            visited: Vec::new(),
            order: tables.order,
            subtree_end: tables.subtree_end,
            registered_dialect: FxHashMap::default(),
            defer_isolated,
            last_region: None,
        }
    }

    /// The tables, cleared for the next tree.
    fn into_tables(mut self) -> Tables {
        self.order.0.clear();
        self.subtree_end.0.clear();
        Tables {
            order: self.order,
            subtree_end: self.subtree_end,
        }
    }

    /// MLIR's order: ops are verified on the way in (their structure, traits, own
    /// verifier), region-level invariants on the way out (`verify_regions`, symbol
    /// tables, isolation), and dominance once every op is structurally sound.
    /// Returns the isolated ops left out, when deferring them.
    fn run(&mut self, root: OpId) -> Result<Vec<OpId>, Diagnostic> {
        let mut deferred = Vec::new();
        enum Step {
            Enter(OpId),
            Exit(OpId),
            EnterBlock(BlockId),
            ExitBlock(BlockId),
        }
        let mut stack = vec![Step::Enter(root)];
        while let Some(step) = stack.pop() {
            let op = match step {
                Step::Exit(op) => {
                    self.subtree_end.set(op, self.visited.len() as u32);
                    self.verify_op_on_exit(op)?;
                    continue;
                }
                Step::EnterBlock(block) => {
                    self.verify_block_on_entrance(block)?;
                    continue;
                }
                Step::ExitBlock(block) => {
                    self.verify_block_on_exit(block)?;
                    continue;
                }
                Step::Enter(op) => op,
            };
            if self.defer_isolated
                && op != root
                && self
                    .ir
                    .op_def(op)
                    .is_some_and(|d| d.has(Traits::ISOLATED_FROM_ABOVE))
            {
                // A leaf here: its operands are checked with this tree's ops,
                // the op and its insides on their own.
                let at = self.visited.len() as u32;
                self.order.set(op, at);
                self.subtree_end.set(op, at + 1);
                self.visited.push(op);
                deferred.push(op);
                continue;
            }
            self.verify_op(op)?;
            self.order.set(op, self.visited.len() as u32);
            self.visited.push(op);
            stack.push(Step::Exit(op));
            for &region in self.ir.regions(op).iter().rev() {
                for &block in self.ir.region_blocks(region).iter().rev() {
                    stack.push(Step::ExitBlock(block));
                    let mut cur = self.ir.last_op(block);
                    while let Some(o) = cur {
                        stack.push(Step::Enter(o));
                        cur = self.ir.prev_op(o);
                    }
                    stack.push(Step::EnterBlock(block));
                }
            }
        }
        for i in 0..self.visited.len() {
            let op = self.visited[i];
            for (index, value) in self.ir.operands(op).enumerate() {
                if !self.dominates(value, op) {
                    return Err(dominance_error(self.ir, op, index, value));
                }
            }
        }
        Ok(deferred)
    }

    fn verify_op_on_exit(&mut self, op: OpId) -> Result<(), Diagnostic> {
        let def = self.ir.op_def(op);
        let traits = def.map_or(Traits::empty(), |d| d.traits);
        if traits.contains(Traits::ISOLATED_FROM_ABOVE) {
            self.verify_isolation(op)?;
        }
        if traits.contains(Traits::SYMBOL_TABLE) {
            self.verify_symbol_table(op)?;
        }
        if let Some(f) = def.and_then(|d| d.verify_regions) {
            f(self.ir, op)?;
        }
        Ok(())
    }

    fn verify_op(&mut self, op: OpId) -> Result<(), Diagnostic> {
        let ir = self.ir;
        let def = ir.op_def(op);
        let traits = def.map_or(Traits::empty(), |d| d.traits);

        if def.is_none() && self.in_registered_dialect(op) {
            let name = ir.op_name_str(op);
            if let Some((dialect, _)) = name.split_once('.') {
                return Err(ir.emit_error(
                    op,
                    format!(
                        "unregistered operation '{name}' found in dialect ('{dialect}') that does not allow unknown operations"
                    ),
                ));
            }
        }

        if let Some(def) = def {
            if traits.contains(Traits::ZERO_RESULTS) && ir.num_results(op) != 0 {
                return Err(ir.op_error(op, "requires zero results"));
            }
            if traits.contains(Traits::HAS_PARENT) {
                let parent_ok = ir
                    .parent_op(op)
                    .is_some_and(|p| def.parents.contains(&ir.op_name_str(p)));
                if !parent_ok {
                    let msg = match def.parents {
                        [one] => format!("expects parent op '{one}'"),
                        many => format!("expects parent op to be one of '{}'", many.join(", ")),
                    };
                    return Err(ir.op_error(op, msg));
                }
            }
            if traits.contains(Traits::SINGLE_BLOCK) {
                for (i, &region) in ir.regions(op).iter().enumerate() {
                    let blocks = ir.region_blocks(region);
                    if blocks.len() > 1 {
                        return Err(
                            ir.op_error(op, format!("expects region #{i} to have 0 or 1 blocks"))
                        );
                    }
                    if !traits.contains(Traits::NO_TERMINATOR)
                        && blocks.first().is_some_and(|&b| ir.block_is_empty(b))
                    {
                        return Err(ir.op_error(op, "expects a non-empty block"));
                    }
                }
            }
            if traits.contains(Traits::SAME_OPERANDS_AND_RESULT_TYPE) {
                let mut types = ir.operand_types(op).chain(ir.result_types(op));
                if let Some(first) = types.next()
                    && types.any(|t| t != first)
                {
                    return Err(
                        ir.op_error(op, "requires the same type for all operands and results")
                    );
                }
            }
            if traits.contains(Traits::TERMINATOR)
                && let Some(block) = ir.op_parent_block(op)
                && ir.last_op(block) != Some(op)
            {
                return Err(ir.op_error(op, "must be the last operation in the parent block"));
            }
        }

        self.verify_regions_on_entrance(op)?;
        self.verify_dialect_attributes(op)?;
        if let Some(f) = def.and_then(|d| d.verify) {
            f(ir, op)?;
        }
        Ok(())
    }

    /// Whether the name of `op` (an unregistered op) starts with the name of a
    /// registered dialect; answered once per op name.
    fn in_registered_dialect(&mut self, op: OpId) -> bool {
        let ir = self.ir;
        *self
            .registered_dialect
            .entry(ir.op_name(op))
            .or_insert_with(|| {
                let name = ir.op_name_str(op);
                name.split_once('.')
                    .is_some_and(|(dialect, _)| ir.ctx().dialect(dialect).is_some())
            })
    }

    /// Discardable attributes named `dialect.*` go to their dialect's
    /// [`Dialect::verify_attribute`](crate::dialect::Dialect) hook, as MLIR's
    /// `verifyOperationAttribute`.
    fn verify_dialect_attributes(&self, op: OpId) -> Result<(), Diagnostic> {
        let ir = self.ir;
        for &attr in ir.attrs(op) {
            let Some((prefix, _)) = ir.ctx().str(attr.name).split_once('.') else {
                continue;
            };
            if let Some(f) = ir.ctx().dialect(prefix).and_then(|d| d.verify_attribute) {
                f(ir, op, attr)?;
            }
        }
        Ok(())
    }

    /// Region checks made when entering the op (MLIR's `verifyOnEntrance`): entry
    /// blocks have no predecessors.
    fn verify_regions_on_entrance(&self, op: OpId) -> Result<(), Diagnostic> {
        let ir = self.ir;
        for &region in ir.regions(op) {
            if let Some(entry) = ir.entry_block(region)
                && self.has_predecessors(region, entry)
            {
                return Err(ir.error_at(
                    ir.op_loc(op),
                    "entry block of region may not have predecessors",
                ));
            }
        }
        Ok(())
    }

    /// Whether a block may lack a terminator: it is the only block of a region of
    /// an unregistered op or of an op with `NoTerminator` (MLIR's
    /// `mayBeValidWithoutTerminator`).
    fn may_be_valid_without_terminator(&self, block: BlockId) -> bool {
        let ir = self.ir;
        let Some(region) = ir.block_parent(block) else {
            return true;
        };
        if ir.region_blocks(region).len() != 1 {
            return false;
        }
        match ir.region_parent(region) {
            None => true,
            Some(op) => ir.op_def(op).is_none_or(|d| d.has(Traits::NO_TERMINATOR)),
        }
    }

    /// Block checks before its ops (MLIR's `verifyOnEntrance(Block&)`).
    fn verify_block_on_entrance(&self, block: BlockId) -> Result<(), Diagnostic> {
        let ir = self.ir;
        if ir.block_is_empty(block) {
            if self.may_be_valid_without_terminator(block) {
                return Ok(());
            }
            let owner = ir
                .block_parent_op(block)
                .map_or(ir.ctx().unknown_loc(), |o| ir.op_loc(o));
            return Err(ir.error_at(owner, "empty block: expect at least a terminator"));
        }
        for o in ir.block_ops(block) {
            if !ir.successors(o).is_empty() && Some(o) != ir.last_op(block) {
                return Err(ir.emit_error(
                    o,
                    "operation with block successors must terminate its parent block",
                ));
            }
        }
        Ok(())
    }

    /// Block checks after its ops (MLIR's `verifyOnExit(Block&)`).
    fn verify_block_on_exit(&self, block: BlockId) -> Result<(), Diagnostic> {
        let ir = self.ir;
        let Some(last) = ir.last_op(block) else {
            return Ok(());
        };
        let region = ir.block_parent(block);
        if ir
            .successors(last)
            .iter()
            .any(|&succ| ir.block_parent(succ) != region)
        {
            return Err(ir.op_error(last, "branching to block of a different region"));
        }
        if self.may_be_valid_without_terminator(block) {
            return Ok(());
        }
        let is_terminator = ir.op_def(last).is_none_or(|d| d.has(Traits::TERMINATOR));
        if !is_terminator {
            let opts = PrintOptions::default()
                .print_generic_op_form()
                .use_local_scope();
            let text = print_op(ir, last, &opts);
            return Err(ir.emit_error(last, format!("block with no terminator, has {text}")));
        }
        Ok(())
    }

    fn has_predecessors(&self, region: RegionId, block: BlockId) -> bool {
        self.ir.region_blocks(region).iter().any(|&b| {
            self.ir
                .last_op(b)
                .is_some_and(|t| self.ir.successors(t).contains(&block))
        })
    }

    /// No op nested in `op` uses a value defined outside of it (MLIR's
    /// `verifyIsIsolatedFromAbove`). Nested isolated ops were checked on their
    /// own exit, so their insides are skipped; "defined inside" is a range test
    /// on pre-order positions, as `op`'s subtree was just visited.
    fn verify_isolation(&self, op: OpId) -> Result<(), Diagnostic> {
        let ir = self.ir;
        let (start, end) = (self.order.get(op), self.subtree_end.get(op));
        let inside = |value: Value| match ir.value_def(value) {
            ValueDef::OpResult { op: def, .. } => {
                let at = self.order.get(def);
                at != NOT_VISITED && start < at && at < end
            }
            ValueDef::BlockArgument { block, .. } => {
                ir.block_parent_op(block).is_some_and(|owner| {
                    let at = self.order.get(owner);
                    at != NOT_VISITED && start <= at && at < end
                })
            }
        };
        let mut i = start + 1;
        while i < end {
            let o = self.visited[i as usize];
            if ir.operands(o).any(|value| !inside(value)) {
                let mut diag = ir.op_error(o, "using value defined outside the region");
                diag.attach_note(
                    ir.ctx().diag_location(ir.op_loc(op)),
                    "required by region isolation constraints",
                );
                return Err(diag);
            }
            let isolated = ir
                .op_def(o)
                .is_some_and(|d| d.has(Traits::ISOLATED_FROM_ABOVE));
            i = if isolated {
                self.subtree_end.get(o)
            } else {
                i + 1
            };
        }
        Ok(())
    }

    fn verify_symbol_table(&self, op: OpId) -> Result<(), Diagnostic> {
        let ir = self.ir;
        let ctx = ir.ctx();
        let mut seen: FxHashMap<&[u8], OpId> = FxHashMap::default();
        for &region in ir.regions(op) {
            for &block in ir.region_blocks(region) {
                for o in ir.block_ops(block) {
                    let Some(name) = ir.attr_or_prop(o, "sym_name") else {
                        continue;
                    };
                    let AttrKind::String { value, .. } = ctx.attr_kind(name) else {
                        continue;
                    };
                    if let Some(&prev) = seen.get(&value[..]) {
                        let mut diag = ir.emit_error(
                            o,
                            format!(
                                "redefinition of symbol named '{}'",
                                String::from_utf8_lossy(value)
                            ),
                        );
                        diag.attach_note(
                            ctx.diag_location(ir.op_loc(prev)),
                            "see existing symbol definition here",
                        );
                        return Err(diag);
                    }
                    seen.insert(value, o);
                }
            }
        }
        Ok(())
    }

    /// Whether `value` properly dominates `user` (MLIR's `DominanceInfo`).
    fn dominates(&mut self, value: Value, user: OpId) -> bool {
        let ir = self.ir;
        // Most operands are defined in the user's own block: a block argument
        // dominates it, an op when it comes first (graph regions aside).
        if let Some(user_block) = ir.op_parent_block(user)
            && let Some(region) = ir.block_parent(user_block)
        {
            match ir.value_def(value) {
                ValueDef::BlockArgument { block, .. } if block == user_block => return true,
                ValueDef::OpResult { op: def, .. }
                    if ir.op_parent_block(def) == Some(user_block) =>
                {
                    return self.is_graph_region_cached(region)
                        || (def != user && self.is_before_in_block(def, user));
                }
                _ => {}
            }
        }
        let (def_block, def_op) = match ir.value_def(value) {
            ValueDef::OpResult { op, .. } => match ir.op_parent_block(op) {
                Some(b) => (b, Some(op)),
                None => return false,
            },
            ValueDef::BlockArgument { block, .. } => (block, None),
        };
        let Some(region) = ir.block_parent(def_block) else {
            return false;
        };
        // Find the ancestor of `user` that sits directly in `region`.
        let mut anc = user;
        loop {
            let Some(block) = ir.op_parent_block(anc) else {
                return false;
            };
            if ir.block_parent(block) == Some(region) {
                break;
            }
            match ir.block_parent_op(block) {
                Some(p) => anc = p,
                None => return false,
            }
        }
        if is_graph_region(ir, region) {
            return true;
        }
        if Some(anc) == def_op {
            // A result used inside its own op's regions.
            return false;
        }
        let user_block = ir.op_parent_block(anc).expect("ancestor is in a block");
        if user_block == def_block {
            return match def_op {
                None => true,
                Some(d) => self.is_before_in_block(d, anc),
            };
        }
        let dom = self
            .dominance
            .entry(region)
            .or_insert_with(|| Dominance::compute(ir, region));
        dom.dominates(def_block, user_block)
    }

    /// [`is_graph_region`], remembered for the last region asked about (the
    /// operands of consecutive ops mostly sit in one region).
    fn is_graph_region_cached(&mut self, region: RegionId) -> bool {
        match self.last_region {
            Some((r, graph)) if r == region => graph,
            _ => {
                let graph = is_graph_region(self.ir, region);
                self.last_region = Some((region, graph));
                graph
            }
        }
    }

    /// Whether `a` comes before `b` in their common block: by pre-order number
    /// when both were visited, else (ops outside the verified tree) by walking.
    fn is_before_in_block(&self, a: OpId, b: OpId) -> bool {
        let (x, y) = (self.order.get(a), self.order.get(b));
        if x != NOT_VISITED && y != NOT_VISITED {
            return x < y;
        }
        let mut cur = self.ir.next_op(a);
        while let Some(o) = cur {
            if o == b {
                return true;
            }
            cur = self.ir.next_op(o);
        }
        false
    }
}

/// MLIR's `operand #N does not dominate this use`, with the note saying where the
/// operand is defined relative to the use.
fn dominance_error(ir: &Ir, op: OpId, index: usize, value: Value) -> Diagnostic {
    let mut diag = ir.emit_error(op, format!("operand #{index} does not dominate this use"));
    let ctx = ir.ctx();
    let use_region = ir.op_parent_block(op).and_then(|b| ir.block_parent(b));
    let relation = |def_region: Option<RegionId>| -> &'static str {
        match (use_region, def_region) {
            (Some(u), Some(d)) if u == d => "the same region",
            (Some(u), Some(d)) if region_is_proper_ancestor(ir, d, u) => "a parent region",
            (Some(u), Some(d)) if region_is_proper_ancestor(ir, u, d) => "a child region",
            _ => "neither",
        }
    };
    match ir.value_def(value) {
        ValueDef::OpResult { op: def, .. } => {
            let def_block = ir.op_parent_block(def);
            let where_ = if def_block == ir.op_parent_block(op) {
                " (op in the same block)".to_string()
            } else {
                match relation(def_block.and_then(|b| ir.block_parent(b))) {
                    "neither" => " (op is neither in a parent nor in a child region)".to_string(),
                    r => format!(" (op in {r})"),
                }
            };
            diag.attach_note(
                ctx.diag_location(ir.op_loc(def)),
                format!("operand defined here{where_}"),
            );
        }
        ValueDef::BlockArgument { block, .. } => {
            let loc = ir
                .block_parent_op(block)
                .map_or(ctx.unknown_loc(), |p| ir.op_loc(p));
            let index = ir.block_position(block).unwrap_or(0);
            let where_ = match relation(ir.block_parent(block)) {
                "neither" => "neither in a parent nor in a child region".to_string(),
                r => format!("in {r}"),
            };
            diag.attach_note(
                ctx.diag_location(loc),
                format!("operand defined as a block argument (block #{index} {where_})"),
            );
        }
    }
    diag
}

/// Whether a region has no SSA dominance (MLIR's `DominanceInfo`): a region
/// of several blocks always has it; a single-block region of a graph-region
/// op or of an unregistered op does not.
fn is_graph_region(ir: &Ir, region: RegionId) -> bool {
    if ir.region_blocks(region).len() != 1 {
        return false;
    }
    match ir.region_parent(region) {
        None => false,
        Some(op) => ir.op_def(op).is_none_or(|d| d.has(Traits::GRAPH_REGION)),
    }
}

/// The dominator tree of a region's blocks. Unreachable blocks are dominated
/// by everything, so uses in them are not diagnosed (as upstream).
struct Dominance {
    index: FxHashMap<BlockId, usize>,
    tree: Dominators,
}

impl Dominance {
    fn compute(ir: &Ir, region: RegionId) -> Self {
        let blocks = ir.region_blocks(region);
        let index: FxHashMap<BlockId, usize> =
            blocks.iter().enumerate().map(|(i, &b)| (b, i)).collect();
        let succs: Vec<Vec<usize>> = blocks
            .iter()
            .map(|&b| {
                ir.last_op(b)
                    .map(|t| {
                        ir.successors(t)
                            .iter()
                            .filter_map(|s| index.get(s).copied())
                            .collect()
                    })
                    .unwrap_or_default()
            })
            .collect();
        Dominance {
            tree: Dominators::compute(&succs),
            index,
        }
    }

    fn dominates(&self, a: BlockId, b: BlockId) -> bool {
        let (Some(&a), Some(&b)) = (self.index.get(&a), self.index.get(&b)) else {
            return false;
        };
        !self.tree.is_reachable(b) || self.tree.dominates(a, b)
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::Context;
    use crate::asm::{ParseOptions, parse_str};
    use crate::diagnostics::DiagnosticEngine;
    use crate::dialect::{Dialect, OpDef};

    /// `vt.func`: an isolated op whose region is an SSACFG region (dominance is
    /// checked in it), needing no terminator.
    static DIALECT: Dialect = Dialect::new(
        "vt",
        &[OpDef::new("vt.func").traits(Traits::ISOLATED_FROM_ABOVE.union(Traits::NO_TERMINATOR))],
    );

    fn parse(text: &str) -> (Ir, OpId) {
        let mut ctx = Context::new();
        ctx.register_dialect(&DIALECT);
        ctx.set_allow_unregistered_dialects(true);
        let diags =
            DiagnosticEngine::with_handler(|d| panic!("unexpected diagnostic: {}", d.message));
        parse_str(
            &Arc::new(ctx),
            "t.mlir",
            text,
            &ParseOptions::default(),
            &diags,
        )
        .expect("parses")
    }

    /// The ops of `root` named `name`, in pre-order.
    fn find(ir: &Ir, root: OpId, name: &str) -> Vec<OpId> {
        ir.walk_collect(root)
            .into_iter()
            .filter(|&o| ir.op_is(o, name))
            .collect()
    }

    fn message(ir: &Ir, root: OpId) -> String {
        let errors = verify(ir, root).expect_err("verification fails");
        let d = &errors[0];
        let notes: Vec<&str> = d.notes.iter().map(|n| n.message.as_str()).collect();
        format!("{} | {}", d.message, notes.join(" | "))
    }

    const NESTED: &str = r#"
        "vt.func"() ({
          %a = "x.def"() : () -> i32
          "x.use"(%a) : (i32) -> ()
          "vt.func"() ({
            %b = "x.def"() : () -> i32
            "x.use"(%b) : (i32) -> ()
          }) : () -> ()
        }) : () -> ()
    "#;

    #[test]
    fn values_from_outside_an_isolated_op_are_refused() {
        let (mut ir, root) = parse(NESTED);
        assert!(verify(&ir, root).is_ok());
        let defs = find(&ir, root, "x.def");
        let uses = find(&ir, root, "x.use");
        let (outer, inner) = (ir.result(defs[0], 0), uses[1]);
        // The inner function uses the outer function's value.
        ir.set_operand(inner, 0, outer);
        assert_eq!(
            message(&ir, root),
            "'x.use' op using value defined outside the region | required by region isolation constraints"
        );
        // Its own value again: valid.
        ir.set_operand(inner, 0, ir.result(defs[1], 0));
        assert!(verify(&ir, root).is_ok());
    }

    #[test]
    fn same_block_uses_must_follow_their_definition() {
        let (mut ir, root) = parse(NESTED);
        let defs = find(&ir, root, "x.def");
        let uses = find(&ir, root, "x.use");
        // Move the inner use before its definition.
        let at = crate::ir::InsertPoint::before(&ir, defs[1]);
        ir.move_op(uses[1], at);
        assert_eq!(
            message(&ir, root),
            "operand #0 does not dominate this use | operand defined here (op in the same block)"
        );
        // And back after it.
        let block = ir.op_parent_block(defs[1]).unwrap();
        ir.move_op(uses[1], crate::ir::InsertPoint::at_end(block));
        assert!(verify(&ir, root).is_ok());
    }
}
