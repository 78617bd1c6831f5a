//! `cse`: common subexpression elimination (MLIR's `CSE` pass,
//! <https://mlir.llvm.org/docs/Passes/#-cse>).
//!
//! Ops are visited in order with a scoped table of the side-effect-free ops seen
//! so far; an op equal to one in the table (same name, operands — in any order
//! for commutative ops —, result types, properties, discardable attributes and
//! successors; locations ignored) has its
//! uses moved to the earlier op and is erased, as is any trivially dead op. Nested
//! regions see the table of their enclosing block, except below ops isolated from
//! above, which start empty.
//!
//! Scope of the elimination, on the conservative side of upstream's:
//! - an entry in one block is visible to the nested regions it encloses but not to
//!   sibling blocks (upstream also uses the dominator tree of multi-block regions);
//! - ops directly in graph regions (a module's body, unregistered ops' regions) are
//!   not merged, though regions nested in them are processed;
//! - ops that hold regions, have effects or are terminators are never merged.
//!
//! The walk is iterative, so nesting depth costs no stack.

use rustc_hash::FxHashMap;
use smallvec::SmallVec;

use crate::Ident;
use crate::dialect::Traits;
use crate::fn_pass;
use crate::ir::{Attribute, BlockId, Ir, NamedAttribute, OpId, RegionId, Type, Value};
use crate::rewrite::dead::is_op_trivially_dead;
use crate::rewrite::listener::Listener;
use crate::rewrite::rewriter::Rewriter;

fn_pass! {
    pub static CSE = rewrite eliminate_common_subexpressions {
        argument: "cse", name: "CSE",
        summary: "Eliminate common sub-expressions",
    }
}

/// What CSE did.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct CseStats {
    /// Ops replaced by an equal earlier op.
    pub replaced: usize,
    /// Trivially dead ops erased.
    pub erased_dead: usize,
}

/// Everything that makes two ops interchangeable.
#[derive(PartialEq, Eq, Hash)]
struct OpKey {
    name: Ident,
    operands: SmallVec<[Value; 4]>,
    result_types: SmallVec<[Type; 2]>,
    properties: Option<Attribute>,
    attrs: SmallVec<[NamedAttribute; 2]>,
    successors: SmallVec<[BlockId; 1]>,
}

enum Task {
    Region(RegionId),
    /// Open a scope and queue the block's ops.
    Block {
        block: BlockId,
        graph: bool,
    },
    /// Visit the op: its regions first, then the op itself.
    Enter(OpId),
    /// The op's regions are done; try to eliminate it.
    Simplify(OpId),
    /// Drop the table entries added since the undo-log length `mark`.
    EndScope(usize),
    /// Leave a region isolated from above: bring back the outer table.
    Restore(Box<(FxHashMap<OpKey, OpId>, Vec<OpId>)>),
}

struct Cse<'r, 'a> {
    rewriter: &'r mut Rewriter<'a>,
    known: FxHashMap<OpKey, OpId>,
    /// The ops entered in `known`, in order, to close scopes. An entry's key is
    /// recomputed on removal: its operands are defined before it and were final
    /// when it was entered.
    undo: Vec<OpId>,
    /// Replaced and dead ops, erased at the end.
    to_erase: Vec<OpId>,
    stats: CseStats,
}

/// Runs CSE on everything nested in the regions of `root`.
pub fn eliminate_common_subexpressions(
    ir: &mut Ir,
    root: OpId,
    listener: &mut dyn Listener,
) -> CseStats {
    let mut rewriter = Rewriter::new(ir, listener);
    let mut cse = Cse {
        rewriter: &mut rewriter,
        known: FxHashMap::default(),
        undo: Vec::new(),
        to_erase: Vec::new(),
        stats: CseStats::default(),
    };
    let mut stack: Vec<Task> = cse
        .rewriter
        .ir()
        .regions(root)
        .iter()
        .rev()
        .map(|&r| Task::Region(r))
        .collect();
    while let Some(task) = stack.pop() {
        cse.step(task, &mut stack);
    }
    let (to_erase, stats) = (std::mem::take(&mut cse.to_erase), cse.stats);
    // Replaced ops have lost their uses; dead ones were dead when seen and only
    // lose users here. Later ones first: users go before their operands.
    for op in to_erase.into_iter().rev() {
        let ir = rewriter.ir();
        if !ir.is_erased(op) && ir.results(op).iter().all(|&r| !ir.has_uses(r)) {
            rewriter.erase_op(op);
        }
    }
    stats
}

impl Cse<'_, '_> {
    fn step(&mut self, task: Task, stack: &mut Vec<Task>) {
        let ir = self.rewriter.ir();
        match task {
            Task::Region(region) => {
                let graph = ir
                    .region_parent(region)
                    .is_none_or(|p| is_graph_region_owner(ir, p));
                for &block in ir.region_blocks(region).iter().rev() {
                    stack.push(Task::Block { block, graph });
                }
            }
            Task::Block { block, graph } => {
                // Each block is a scope below the enclosing one.
                stack.push(Task::EndScope(self.undo.len()));
                let ops: SmallVec<[OpId; 16]> = ir.block_ops(block).collect();
                for op in ops.into_iter().rev() {
                    if graph {
                        // Not merged, but regions nested in it are processed.
                        stack.extend(ir.regions(op).iter().rev().map(|&r| Task::Region(r)));
                    } else {
                        stack.push(Task::Enter(op));
                    }
                }
            }
            Task::Enter(op) => {
                stack.push(Task::Simplify(op));
                let isolated = ir
                    .op_def(op)
                    .is_none_or(|d| d.has(Traits::ISOLATED_FROM_ABOVE));
                if isolated && !ir.regions(op).is_empty() {
                    let saved = (
                        std::mem::take(&mut self.known),
                        std::mem::take(&mut self.undo),
                    );
                    stack.push(Task::Restore(Box::new(saved)));
                }
                stack.extend(ir.regions(op).iter().rev().map(|&r| Task::Region(r)));
            }
            Task::Simplify(op) => self.simplify(op),
            Task::EndScope(mark) => {
                while self.undo.len() > mark {
                    if let Some(op) = self.undo.pop() {
                        let key = key(self.rewriter.ir(), op);
                        self.known.remove(&key);
                    }
                }
            }
            Task::Restore(saved) => {
                let (known, undo) = *saved;
                self.known = known;
                self.undo = undo;
            }
        }
    }

    fn simplify(&mut self, op: OpId) {
        let ir = self.rewriter.ir();
        let Some(def) = ir.op_def(op) else { return };
        if def.has(Traits::TERMINATOR) {
            return;
        }
        if is_op_trivially_dead(ir, op) {
            self.to_erase.push(op);
            self.stats.erased_dead += 1;
            return;
        }
        if !ir.regions(op).is_empty() || !def.has(Traits::PURE) {
            return;
        }
        let key = key(ir, op);
        match self.known.get(&key) {
            Some(&existing) => {
                let pairs: SmallVec<[(Value, Value); 2]> = ir
                    .results(op)
                    .iter()
                    .copied()
                    .zip(ir.results(existing).iter().copied())
                    .collect();
                let (op_loc, existing_loc) = (ir.op_loc(op), ir.op_loc(existing));
                let unknown = ir.ctx().unknown_loc();
                for (from, to) in pairs {
                    self.rewriter.replace_all_uses_with(from, to);
                }
                // An existing op of unknown location takes the location of the
                // one it stands for now, as upstream does.
                if existing_loc == unknown && op_loc != unknown {
                    self.rewriter
                        .ir_mut_unobserved()
                        .set_op_loc(existing, op_loc);
                }
                self.to_erase.push(op);
                self.stats.replaced += 1;
            }
            None => {
                // An entry is never shadowed: a key found in scope is a hit.
                self.known.insert(key, op);
                self.undo.push(op);
            }
        }
    }
}

/// The key of `op`.
fn key(ir: &Ir, op: OpId) -> OpKey {
    let mut operands: SmallVec<[Value; 4]> = ir.operands(op).collect();
    // Operand order does not matter to commutative ops.
    if ir.op_def(op).is_some_and(|d| d.has(Traits::COMMUTATIVE)) {
        operands.sort();
    }
    OpKey {
        name: ir.op_name(op),
        operands,
        result_types: ir.result_types(op).collect(),
        properties: ir.properties(op),
        attrs: ir.attrs(op).iter().copied().collect(),
        successors: ir.successors(op).iter().copied().collect(),
    }
}

/// Whether the regions of `op` are graph regions (no dominance to rely on).
fn is_graph_region_owner(ir: &Ir, op: OpId) -> bool {
    ir.op_def(op).is_none_or(|d| d.has(Traits::GRAPH_REGION))
}
