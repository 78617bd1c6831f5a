//! `test-greedy-patterns`: runs the greedy driver with patterns on `my.*` ops.
//!
//! | pattern | rewrite |
//! |---|---|
//! | `ReplaceWithOperand` | `my.replace_with_operand(%x, ...)` → `%x` |
//! | `ExpandDouble` | `my.double(%x)` → `my.add(%x, %x)` |
//! | `EraseOp` | `my.erase` (no results) → nothing |
//! | `InlineRegion` | `my.inline {ops}` → `ops` |
//! | `ChooseLow` (benefit 1), `ChooseHigh` (benefit 2) | `my.choose` → `my.low` / `my.high` |
//! | `PingToPong`, `PongToPing` | `my.ping` ↔ `my.pong`: never converges |
//!
//! When the driver does not converge, the pass fails with an error at the op it
//! ran on.

use smallvec::SmallVec;

use super::fixture::replace_with_op_named;
use crate::fn_pass;
use crate::ir::{InsertPoint, OpId, OperationState, Value};
use crate::pass::{OptionInfo, OptionKind, PassContext, PassFailed, PassOptions, PassResult};
use crate::rewrite::{
    FnPattern, FrozenPatternSet, GreedyConfig, OrFail, RewritePatternSet, RewriteResult, Rewriter,
    apply_patterns_greedily, ensure,
};

fn_pass! {
    pub static TEST_GREEDY_PATTERNS = run {
        argument: "test-greedy-patterns", name: "TestGreedyPatterns",
        options: &[
            OptionInfo::new(
                "max-iterations",
                OptionKind::Int,
                "10",
                "Max. iterations of the greedy driver",
            ),
            OptionInfo::new(
                "top-down",
                OptionKind::Bool,
                "true",
                "Seed the worklist in top-down order",
            ),
        ],
        summary: "Run the greedy pattern driver with the test patterns on my.* ops",
    }
}

const PATTERNS: &[FnPattern] = &[
    FnPattern::unregistered(
        "ReplaceWithOperand",
        "my.replace_with_operand",
        replace_with_operand,
    ),
    FnPattern::unregistered("ExpandDouble", "my.double", expand_double),
    FnPattern::unregistered("EraseOp", "my.erase", erase),
    FnPattern::unregistered("InlineRegion", "my.inline", inline_region),
    FnPattern::unregistered("ChooseLow", "my.choose", |op, rw| rename(op, rw, "my.low")),
    FnPattern::unregistered("ChooseHigh", "my.choose", |op, rw| {
        rename(op, rw, "my.high")
    })
    .with_benefit(2),
    FnPattern::unregistered("PingToPong", "my.ping", |op, rw| rename(op, rw, "my.pong")),
    FnPattern::unregistered("PongToPing", "my.pong", |op, rw| rename(op, rw, "my.ping")),
];

fn run(cx: &mut PassContext<'_>, options: &PassOptions, op: OpId) -> PassResult {
    let mut set = RewritePatternSet::new();
    for &p in PATTERNS {
        set.add(p);
    }
    let patterns = FrozenPatternSet::new(cx.ir.ctx(), set);
    let max = options.int("max-iterations", 10).max(1);
    let config = GreedyConfig {
        max_iterations: Some(max.min(u32::MAX as i64) as u32),
        top_down: options.bool("top-down", true),
        ..GreedyConfig::default()
    };
    let outcome = apply_patterns_greedily(cx.ir, op, &patterns, &config);
    if !outcome.converged {
        cx.emit(cx.ir.op_error(
            op,
            format!("greedy pattern rewrite did not converge within {max} iterations"),
        ));
        return Err(PassFailed);
    }
    Ok(())
}

fn replace_with_operand(op: OpId, rw: &mut Rewriter<'_>) -> RewriteResult {
    let ir = rw.ir();
    ensure(ir.num_results(op) == 1, "expected one result")?;
    let operand = (ir.num_operands(op) > 0)
        .then(|| ir.operand(op, 0))
        .or_fail("expected an operand")?;
    ensure(
        ir.value_type(operand) == ir.value_type(ir.result(op, 0)),
        "operand and result types differ",
    )?;
    rw.replace_op(op, &[operand]);
    Ok(())
}

fn expand_double(op: OpId, rw: &mut Rewriter<'_>) -> RewriteResult {
    let ir = rw.ir();
    ensure(
        ir.num_operands(op) == 1 && ir.num_results(op) == 1,
        "expected one operand and one result",
    )?;
    let x = ir.operand(op, 0);
    replace_with_op_named(rw, op, "my.add", vec![x, x])
}

fn erase(op: OpId, rw: &mut Rewriter<'_>) -> RewriteResult {
    ensure(rw.ir().num_results(op) == 0, "expected no results")?;
    rw.erase_op(op);
    Ok(())
}

fn inline_region(op: OpId, rw: &mut Rewriter<'_>) -> RewriteResult {
    let ir = rw.ir();
    ensure(ir.num_results(op) == 0, "expected no results")?;
    let [region] = ir.regions(op) else {
        return Err(crate::rewrite::MatchFailure("expected one region"));
    };
    let [block] = ir.region_blocks(*region) else {
        return Err(crate::rewrite::MatchFailure("expected one block"));
    };
    ensure(
        ir.block_args(*block).is_empty(),
        "expected a block without arguments",
    )?;
    let block = *block;
    let at = InsertPoint::before(ir, op);
    rw.inline_block_before(block, at, &[]);
    rw.erase_op(op);
    Ok(())
}

/// Replaces `op` with an op named `name` with the same operands, result types,
/// properties and attributes.
fn rename(op: OpId, rw: &mut Rewriter<'_>, name: &str) -> RewriteResult {
    let ir = rw.ir();
    ensure(
        ir.regions(op).is_empty() && ir.successors(op).is_empty(),
        "expected a plain op",
    )?;
    let mut state = OperationState::new(ir.ctx().ident(name), ir.op_loc(op));
    state.operands = ir.operands(op).collect();
    state.result_types = ir.result_types(op).collect();
    state.properties = ir.properties(op);
    state.attributes = ir.attrs(op).to_vec();
    let new_op = rw.create(state);
    let values: SmallVec<[Value; 2]> = rw.ir().results(new_op).into();
    rw.replace_op(op, &values);
    Ok(())
}
