//! The greedy pattern driver (MLIR's `applyPatternsGreedily`,
//! <https://mlir.llvm.org/docs/PatternRewriter/#greedy-pattern-rewrite-driver>).
//!
//! For each region of the root op, in iterations until nothing changes:
//!
//! 1. seed the worklist with every nested op (pre-order when top-down, the
//!    default, else post-order), uniquing and hoisting constants on the way
//!    ([`ConstantFolder`]);
//! 2. pop ops until the worklist is empty: erase a trivially dead op, else fold it
//!    (constants become ops of its dialect), else apply the best pattern that
//!    matches. Every change a pattern makes re-queues what it touched: inserted and
//!    modified ops (with their ancestors up to the region), and the definitions of
//!    an erased op's operands that are left with at most one other user;
//! 3. simplify the region tree: erase unreachable blocks and dead ops.
//!
//! The driver stops after `max_iterations` iterations (10 by default) and then
//! reports that it did not converge. Work per iteration is linear in the IR plus
//! the rewrites' own work: worklist operations are O(1) and an op is queued at
//! most once at a time.

use crate::dialect::Traits;
use crate::ir::{Ir, OpId, RegionId, Value};
use crate::rewrite::dead::{is_op_trivially_dead, simplify_regions};
use crate::rewrite::fold::{ConstantFolder, constant_op_value, fold_and_replace};
use crate::rewrite::listener::Listener;
use crate::rewrite::pattern::FrozenPatternSet;
use crate::rewrite::rewriter::Rewriter;
use crate::rewrite::worklist::Worklist;

/// How much the driver simplifies the region tree between iterations (MLIR's
/// `GreedySimplifyRegionLevel`; block merging is not performed).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RegionSimplification {
    Disabled,
    /// Erase unreachable blocks and dead ops.
    Normal,
}

/// Driver settings (MLIR's `GreedyRewriteConfig`).
#[derive(Clone, Debug)]
pub struct GreedyConfig {
    /// Seed the worklist in pre-order (`true`) or post-order.
    pub top_down: bool,
    /// Iterations before giving up; `None` for no limit.
    pub max_iterations: Option<u32>,
    /// Pattern applications per iteration. `None` derives a budget from the size
    /// of the IR (see [`default_rewrite_budget`]), so that patterns that undo each
    /// other end in a report of non-convergence instead of running forever (the
    /// one departure from upstream, whose default is no limit); pass
    /// `Some(u64::MAX)` for no limit.
    pub max_num_rewrites: Option<u64>,
    /// Call op folders.
    pub fold: bool,
    /// Unique and hoist constants when seeding the worklist.
    pub cse_constants: bool,
    pub region_simplification: RegionSimplification,
}

impl Default for GreedyConfig {
    fn default() -> Self {
        GreedyConfig {
            top_down: true,
            max_iterations: Some(10),
            max_num_rewrites: None,
            fold: true,
            cse_constants: true,
            region_simplification: RegionSimplification::Normal,
        }
    }
}

/// The per-iteration rewrite budget used when none is configured: generous
/// enough for any converging rewrite sequence seen in practice (64 rewrites per op
/// the iteration started with, plus 4096), finite for cyclic patterns.
pub fn default_rewrite_budget(seeded_ops: usize) -> u64 {
    (seeded_ops as u64).saturating_mul(64).saturating_add(4096)
}

/// What a greedy run did.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct GreedyOutcome {
    /// The last iteration changed nothing.
    pub converged: bool,
    /// Something changed.
    pub changed: bool,
    /// Iterations run (over all regions, the largest count).
    pub iterations: u32,
}

/// Applies `patterns` and folding to everything nested in the regions of `root`
/// (not to `root` itself).
pub fn apply_patterns_greedily(
    ir: &mut Ir,
    root: OpId,
    patterns: &FrozenPatternSet,
    config: &GreedyConfig,
) -> GreedyOutcome {
    let mut outcome = GreedyOutcome {
        converged: true,
        changed: false,
        iterations: 0,
    };
    let regions: Vec<RegionId> = ir.regions(root).to_vec();
    for region in regions {
        let r = simplify_region(ir, region, patterns, config);
        outcome.converged &= r.converged;
        outcome.changed |= r.changed;
        outcome.iterations = outcome.iterations.max(r.iterations);
    }
    outcome
}

/// The driver's view of changes: it keeps the worklist current.
struct DriverListener {
    worklist: Worklist,
    scope: RegionId,
}

impl DriverListener {
    /// Queues `op` and its ancestors up to the scope region; ops outside the scope
    /// are ignored.
    fn add_to_worklist(&mut self, ir: &Ir, op: OpId) {
        let mut chain: smallvec::SmallVec<[OpId; 8]> = smallvec::SmallVec::new();
        let mut cur = op;
        loop {
            chain.push(cur);
            let Some(block) = ir.op_parent_block(cur) else {
                return;
            };
            let Some(region) = ir.block_parent(block) else {
                return;
            };
            if region == self.scope {
                break;
            }
            let Some(parent) = ir.region_parent(region) else {
                return;
            };
            cur = parent;
        }
        for o in chain {
            self.worklist.push(o);
        }
    }

    /// After `op` goes away, the definitions of its operands may have become dead
    /// or have a single user left: revisit those with at most one other user.
    fn add_operands_to_worklist(&mut self, ir: &Ir, op: OpId) {
        for operand in ir.operands(op) {
            let Some(def) = ir.defining_op(operand) else {
                continue;
            };
            if at_most_one_other_user(ir, operand, op) {
                self.add_to_worklist(ir, def);
            }
        }
    }
}

fn at_most_one_other_user(ir: &Ir, value: Value, op: OpId) -> bool {
    let mut other: Option<OpId> = None;
    for u in ir.uses(value) {
        if u.op == op || Some(u.op) == other {
            continue;
        }
        if other.is_some() {
            return false;
        }
        other = Some(u.op);
    }
    true
}

impl Listener for DriverListener {
    fn op_inserted(&mut self, ir: &Ir, op: OpId) {
        self.add_to_worklist(ir, op);
    }
    fn op_modified(&mut self, ir: &Ir, op: OpId) {
        self.add_to_worklist(ir, op);
    }
    fn op_erased(&mut self, ir: &Ir, op: OpId) {
        self.add_operands_to_worklist(ir, op);
        self.worklist.remove(op);
    }
}

fn simplify_region(
    ir: &mut Ir,
    region: RegionId,
    patterns: &FrozenPatternSet,
    config: &GreedyConfig,
) -> GreedyOutcome {
    let mut state = DriverListener {
        worklist: Worklist::new(),
        scope: region,
    };
    let mut iteration = 0u32;
    let mut changed_any = false;
    loop {
        iteration += 1;
        if config.max_iterations.is_some_and(|max| iteration > max) {
            return GreedyOutcome {
                converged: false,
                changed: changed_any,
                iterations: iteration - 1,
            };
        }
        state.worklist.clear();
        let seeded = seed_worklist(ir, region, config, &mut state);
        let budget = config
            .max_num_rewrites
            .unwrap_or_else(|| default_rewrite_budget(seeded));
        let mut changed = process_worklist(ir, patterns, config, budget, &mut state);
        if config.region_simplification != RegionSimplification::Disabled {
            let mut rewriter = Rewriter::new(ir, &mut state);
            changed |= simplify_regions(&mut rewriter, &[region]);
        }
        changed_any |= changed;
        if !changed {
            return GreedyOutcome {
                converged: true,
                changed: changed_any,
                iterations: iteration,
            };
        }
    }
}

/// Fills the worklist for one iteration, uniquing constants on the way. Returns
/// the number of ops in the region.
fn seed_worklist(
    ir: &mut Ir,
    region: RegionId,
    config: &GreedyConfig,
    state: &mut DriverListener,
) -> usize {
    let mut ops: Vec<OpId> = Vec::new();
    for &block in ir.region_blocks(region) {
        for op in ir.block_ops(block) {
            if config.top_down {
                ir.walk(op, |o| ops.push(o));
            } else {
                ir.walk_post_order(op, |o| ops.push(o));
                ops.push(op);
            }
        }
    }
    let seeded = ops.len();
    let mut folder = ConstantFolder::new();
    for op in ops {
        if ir.is_erased(op) {
            continue;
        }
        if config.cse_constants
            && let Some(value) = constant_op_value(ir, op)
        {
            let mut rewriter = Rewriter::new(ir, state);
            if !folder.insert_known_constant(&mut rewriter, op, value) {
                continue;
            }
        }
        if config.top_down {
            // Pre-order: the op's ancestors in the region are queued already.
            state.worklist.push(op);
        } else {
            state.add_to_worklist(ir, op);
        }
    }
    if config.top_down {
        state.worklist.reverse();
    }
    seeded
}

/// Processes ops until the worklist is empty or the rewrite budget is spent.
/// Returns whether anything changed.
fn process_worklist(
    ir: &mut Ir,
    patterns: &FrozenPatternSet,
    config: &GreedyConfig,
    budget: u64,
    state: &mut DriverListener,
) -> bool {
    let mut changed = false;
    let mut rewrites = 0u64;
    while rewrites < budget {
        let Some(op) = state.worklist.pop() else {
            break;
        };
        if ir.is_erased(op) {
            continue;
        }
        let mut rewriter = Rewriter::new(ir, state);
        if is_op_trivially_dead(rewriter.ir(), op) {
            rewriter.erase_op(op);
            changed = true;
            continue;
        }
        let constant_like = rewriter
            .ir()
            .op_def(op)
            .is_some_and(|d| d.has(Traits::CONSTANT_LIKE));
        if config.fold && !constant_like && fold_and_replace(&mut rewriter, op) {
            changed = true;
            continue;
        }
        if patterns.match_and_rewrite(op, &mut rewriter).is_some() {
            changed = true;
            rewrites += 1;
        }
    }
    changed
}
