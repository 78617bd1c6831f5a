//! Tests of the rewriter and the greedy driver on unregistered ops.

use std::sync::Arc;

use smallvec::SmallVec;

use crate::Context;
use crate::asm::{PrintOptions, print_op};
use crate::ir::{BlockId, InsertPoint, Ir, IrMapping, OpId, OperationState, Use, Value};
use crate::rewrite::{
    FnPattern, FrozenPatternSet, GreedyConfig, Listener, NoListener, OrFail, RewritePatternSet,
    RewriteResult, Rewriter, apply_patterns_greedily, ensure,
};

pub(crate) use crate::testing::fixture::parse;

pub(crate) fn unregistered_ctx() -> Arc<Context> {
    crate::testing::fixture::context_with(&[])
}

pub(crate) fn print(ir: &Ir, op: OpId) -> String {
    print_op(ir, op, &PrintOptions::default())
}

/// Every operand is on its value's use-list and every use-list entry is an
/// operand of that value.
pub(crate) fn assert_use_lists_consistent(ir: &Ir, root: OpId) {
    let mut operand_count = 0usize;
    let mut values: Vec<Value> = Vec::new();
    ir.walk(root, |op| {
        for (i, v) in ir.operands(op).enumerate() {
            operand_count += 1;
            assert!(
                ir.uses(v).any(|u| u
                    == Use {
                        op,
                        index: i as u32
                    }),
                "operand {i} of {op:?} not on its use-list"
            );
            values.push(v);
        }
    });
    values.sort();
    values.dedup();
    let mut use_count = 0usize;
    for v in values {
        for u in ir.uses(v) {
            use_count += 1;
            assert!(!ir.is_erased(u.op), "use by erased op {:?}", u.op);
            assert_eq!(
                ir.operand(u.op, u.index as usize),
                v,
                "stale use-list entry"
            );
        }
    }
    assert_eq!(
        operand_count, use_count,
        "use-lists hold uses from outside the tree"
    );
}

fn run(
    ctx: &Arc<Context>,
    patterns: &[FnPattern],
    text: &str,
    config: &GreedyConfig,
) -> (String, crate::rewrite::GreedyOutcome) {
    let (mut ir, root) = parse(ctx, text);
    let mut set = RewritePatternSet::new();
    for &p in patterns {
        set.add(p);
    }
    let frozen = FrozenPatternSet::new(ctx, set);
    let outcome = apply_patterns_greedily(&mut ir, root, &frozen, config);
    assert_use_lists_consistent(&ir, root);
    (print(&ir, root), outcome)
}

fn forward(op: OpId, rw: &mut Rewriter<'_>) -> RewriteResult {
    let operand = (rw.ir().num_operands(op) == 1)
        .then(|| rw.ir().operand(op, 0))
        .or_fail("one operand")?;
    rw.replace_op(op, &[operand]);
    Ok(())
}

fn rename_to(op: OpId, rw: &mut Rewriter<'_>, name: &str) -> RewriteResult {
    let operands = rw.ir().operands(op).collect();
    crate::testing::fixture::replace_with_op_named(rw, op, name, operands)
}

#[test]
fn chains_of_replacements_collapse() {
    let ctx = unregistered_ctx();
    let (out, outcome) = run(
        &ctx,
        &[FnPattern::unregistered("Forward", "my.fwd", forward)],
        r#"%0 = "my.def"() : () -> i32
%1 = "my.fwd"(%0) : (i32) -> i32
%2 = "my.fwd"(%1) : (i32) -> i32
"my.use"(%2, %1) : (i32, i32) -> ()
"#,
        &GreedyConfig::default(),
    );
    assert!(outcome.converged && outcome.changed);
    assert_eq!(
        out,
        "module {\n  %0 = \"my.def\"() : () -> i32\n  \"my.use\"(%0, %0) : (i32, i32) -> ()\n}\n"
    );
}

#[test]
fn new_ops_are_revisited_and_benefit_decides() {
    let ctx = unregistered_ctx();
    let patterns = [
        FnPattern::unregistered("AToB", "my.a", |op, rw| rename_to(op, rw, "my.b")),
        FnPattern::unregistered("BToC", "my.b", |op, rw| rename_to(op, rw, "my.c")),
        FnPattern::unregistered("BToD", "my.b", |op, rw| rename_to(op, rw, "my.d")).with_benefit(3),
    ];
    let (out, outcome) = run(
        &ctx,
        &patterns,
        "\"my.a\"() : () -> ()\n",
        &GreedyConfig::default(),
    );
    assert!(outcome.converged);
    assert_eq!(out, "module {\n  \"my.d\"() : () -> ()\n}\n");
}

#[test]
fn cycles_do_not_converge() {
    let ctx = unregistered_ctx();
    let patterns = [
        FnPattern::unregistered("PingToPong", "my.ping", |op, rw| {
            rename_to(op, rw, "my.pong")
        }),
        FnPattern::unregistered("PongToPing", "my.pong", |op, rw| {
            rename_to(op, rw, "my.ping")
        }),
    ];
    let config = GreedyConfig {
        max_iterations: Some(3),
        ..GreedyConfig::default()
    };
    let (_, outcome) = run(&ctx, &patterns, "\"my.ping\"() : () -> ()\n", &config);
    assert!(!outcome.converged);
    assert_eq!(outcome.iterations, 3);
}

#[test]
fn rewrite_budget_is_respected() {
    let ctx = unregistered_ctx();
    let patterns = [FnPattern::unregistered("AToB", "my.a", |op, rw| {
        rename_to(op, rw, "my.b")
    })];
    let config = GreedyConfig {
        max_num_rewrites: Some(1),
        max_iterations: Some(1),
        ..GreedyConfig::default()
    };
    let (out, outcome) = run(
        &ctx,
        &patterns,
        "\"my.a\"() : () -> ()\n\"my.a\"() : () -> ()\n",
        &config,
    );
    assert!(!outcome.converged);
    assert_eq!(out.matches("my.b").count(), 1);
}

#[test]
fn failing_patterns_fall_through_to_the_next() {
    let ctx = unregistered_ctx();
    let patterns = [
        FnPattern::unregistered("Never", "my.a", |_, _| ensure(false, "never matches"))
            .with_benefit(5),
        FnPattern::unregistered("AToB", "my.a", |op, rw| rename_to(op, rw, "my.b")),
    ];
    let (out, _) = run(
        &ctx,
        &patterns,
        "\"my.a\"() : () -> ()\n",
        &GreedyConfig::default(),
    );
    assert!(out.contains("my.b"));
}

/// Records notifications.
#[derive(Default)]
struct Recorder {
    events: Vec<String>,
}

impl Listener for Recorder {
    fn op_inserted(&mut self, ir: &Ir, op: OpId) {
        self.events.push(format!("insert {}", ir.op_name_str(op)));
    }
    fn op_modified(&mut self, ir: &Ir, op: OpId) {
        self.events.push(format!("modify {}", ir.op_name_str(op)));
    }
    fn op_replaced(&mut self, ir: &Ir, op: OpId, _values: &[Value]) {
        self.events.push(format!("replace {}", ir.op_name_str(op)));
    }
    fn op_erased(&mut self, ir: &Ir, op: OpId) {
        self.events.push(format!("erase {}", ir.op_name_str(op)));
    }
    fn block_erased(&mut self, _ir: &Ir, _block: BlockId) {
        self.events.push("erase block".into());
    }
}

fn first_op_named(ir: &Ir, root: OpId, name: &str) -> OpId {
    ir.walk_collect(root)
        .into_iter()
        .find(|&o| ir.op_is(o, name))
        .expect("op not found")
}

#[test]
fn erasing_a_tree_reports_users_before_definitions() {
    let ctx = unregistered_ctx();
    let (mut ir, root) = parse(
        &ctx,
        r#""my.holder"() ({
  %0 = "my.def"() : () -> i32
  "my.inner"() ({
    "my.use_a"(%0) : (i32) -> ()
  }) : () -> ()
  "my.use_b"(%0) : (i32) -> ()
}) : () -> ()
"#,
    );
    let holder = first_op_named(&ir, root, "my.holder");
    let mut rec = Recorder::default();
    Rewriter::new(&mut ir, &mut rec).erase_op(holder);
    assert_eq!(
        rec.events,
        [
            "erase my.use_b",
            "erase my.use_a",
            "erase block",
            "erase my.inner",
            "erase my.def",
            "erase block",
            "erase my.holder"
        ]
    );
    assert_use_lists_consistent(&ir, root);
    assert_eq!(print(&ir, root), "module {\n}\n");
}

#[test]
fn replace_reports_replacement_users_and_erasure() {
    let ctx = unregistered_ctx();
    let (mut ir, root) = parse(
        &ctx,
        "%0 = \"my.a\"() : () -> i32\n%1 = \"my.b\"() : () -> i32\n\"my.use\"(%0, %0) : (i32, i32) -> ()\n",
    );
    let a = first_op_named(&ir, root, "my.a");
    let b = first_op_named(&ir, root, "my.b");
    let mut rec = Recorder::default();
    let replacement = ir.result(b, 0);
    Rewriter::new(&mut ir, &mut rec).replace_op(a, &[replacement]);
    assert_eq!(rec.events, ["replace my.a", "modify my.use", "erase my.a"]);
    assert_use_lists_consistent(&ir, root);
}

#[test]
fn split_and_merge_blocks_round_trip() {
    let ctx = unregistered_ctx();
    let text = r#""my.holder"() ({
  %0 = "my.a"() : () -> i32
  %1 = "my.b"(%0) : (i32) -> i32
  "my.c"(%1) : (i32) -> ()
}) : () -> ()
"#;
    let (mut ir, root) = parse(&ctx, text);
    let original = print(&ir, root);
    let b = first_op_named(&ir, root, "my.b");
    let block = ir.op_parent_block(b).unwrap();
    let mut listener = NoListener;
    let mut rw = Rewriter::new(&mut ir, &mut listener);
    let tail = rw.split_block(block, Some(b));
    assert_eq!(rw.ir().block_ops(block).count(), 1);
    assert_eq!(rw.ir().block_ops(tail).count(), 2);
    assert_eq!(rw.ir().block_position(tail), Some(1));
    rw.merge_blocks(tail, block, &[]);
    assert_eq!(print(&ir, root), original);
    assert_use_lists_consistent(&ir, root);
}

#[test]
fn inline_block_substitutes_arguments() {
    let ctx = unregistered_ctx();
    let (mut ir, root) = parse(
        &ctx,
        r#"%0 = "my.v"() : () -> i32
"my.wrap"() ({
^bb0(%arg0: i32):
  "my.use"(%arg0) : (i32) -> ()
}) : () -> ()
"my.end"() : () -> ()
"#,
    );
    let wrap = first_op_named(&ir, root, "my.wrap");
    let v = ir.result(first_op_named(&ir, root, "my.v"), 0);
    let inner = ir.region_blocks(ir.region(wrap, 0))[0];
    let mut listener = NoListener;
    let mut rw = Rewriter::new(&mut ir, &mut listener);
    let at = InsertPoint::before(rw.ir(), wrap);
    rw.inline_block_before(inner, at, &[v]);
    rw.erase_op(wrap);
    assert_eq!(
        print(&ir, root),
        "module {\n  %0 = \"my.v\"() : () -> i32\n  \"my.use\"(%0) : (i32) -> ()\n  \"my.end\"() : () -> ()\n}\n"
    );
    assert_use_lists_consistent(&ir, root);
}

#[test]
fn clone_and_inline_regions() {
    let ctx = unregistered_ctx();
    let (mut ir, root) = parse(
        &ctx,
        r#""my.src"() ({
^bb0(%arg0: i32):
  %0 = "my.a"(%arg0) : (i32) -> i32
  "my.t"(%0) [^bb1] : (i32) -> ()
^bb1:
  "my.t"(%0) : (i32) -> ()
}) : () -> ()
"my.dst"() ({
}) : () -> ()
"#,
    );
    let src = first_op_named(&ir, root, "my.src");
    let dst = first_op_named(&ir, root, "my.dst");
    let (src_region, dst_region) = (ir.region(src, 0), ir.region(dst, 0));
    let mut listener = NoListener;
    let mut rw = Rewriter::new(&mut ir, &mut listener);
    let mut mapping = IrMapping::new();
    rw.clone_region_before(src_region, dst_region, 0, &mut mapping);
    let copied = rw.ir().region_blocks(dst_region).to_vec();
    assert_eq!(copied.len(), 2);
    let term = rw.ir().last_op(copied[0]).unwrap();
    assert_eq!(rw.ir().successors(term), &[copied[1]]);
    rw.inline_region_before(src_region, dst_region, 2);
    assert_eq!(rw.ir().region_blocks(dst_region).len(), 4);
    assert!(rw.ir().region_is_empty(src_region));
    assert_use_lists_consistent(&ir, root);
}

#[test]
fn moves_keep_order() {
    let ctx = unregistered_ctx();
    let (mut ir, root) = parse(
        &ctx,
        "\"my.a\"() : () -> ()\n\"my.b\"() : () -> ()\n\"my.c\"() : () -> ()\n",
    );
    let (a, b, c) = (
        first_op_named(&ir, root, "my.a"),
        first_op_named(&ir, root, "my.b"),
        first_op_named(&ir, root, "my.c"),
    );
    let mut rec = Recorder::default();
    let mut rw = Rewriter::new(&mut ir, &mut rec);
    rw.move_op_before(c, a);
    rw.move_op_after(a, b);
    // Already in place: nothing happens.
    rw.move_op_after(a, b);
    let names: SmallVec<[String; 3]> = {
        let block = ir.op_parent_block(a).unwrap();
        ir.block_ops(block)
            .map(|o| ir.op_name_str(o).to_string())
            .collect()
    };
    assert_eq!(names.as_slice(), ["my.c", "my.b", "my.a"]);
    assert_eq!(rec.events, ["insert my.c", "insert my.a"]);
}

/// `depth` ops nested in one another, each holding one region of one block,
/// the innermost holding `leaf`.
pub(crate) fn deeply_nested(ctx: &Arc<Context>, depth: usize, leaf: &str) -> (Ir, OpId) {
    let mut ir = Ir::new(ctx.clone());
    let loc = ctx.unknown_loc();
    let root = ir.create_op(OperationState::new(ctx.ident("builtin.module"), loc));
    let region = ir.add_region(root);
    let mut block = ir.create_block(&[]);
    ir.push_block(region, block);
    for _ in 0..depth {
        let op = ir.insert_op(
            InsertPoint::at_end(block),
            OperationState::new(ctx.ident("my.wrap"), loc),
        );
        let r = ir.add_region(op);
        block = ir.create_block(&[]);
        ir.push_block(r, block);
    }
    let mut state = OperationState::new(ctx.ident(leaf), loc);
    state.result_types = vec![ctx.common().i32];
    let def = ir.insert_op(InsertPoint::at_end(block), state);
    let v = ir.result(def, 0);
    let mut fwd = OperationState::new(ctx.ident("my.fwd"), loc);
    fwd.operands = vec![v];
    fwd.result_types = vec![ctx.common().i32];
    let f = ir.insert_op(InsertPoint::at_end(block), fwd);
    let mut user = OperationState::new(ctx.ident("my.use"), loc);
    user.operands = vec![ir.result(f, 0)];
    ir.insert_op(InsertPoint::at_end(block), user);
    (ir, root)
}

#[test]
fn deep_nesting_costs_no_stack() {
    on_small_stack(|| {
        let ctx = unregistered_ctx();
        let (mut ir, root) = deeply_nested(&ctx, 5_000, "my.def");
        let mut set = RewritePatternSet::new();
        set.add(FnPattern::unregistered("Forward", "my.fwd", forward));
        let frozen = FrozenPatternSet::new(&ctx, set);
        let outcome = apply_patterns_greedily(&mut ir, root, &frozen, &GreedyConfig::default());
        assert!(outcome.converged && outcome.changed);
        crate::rewrite::eliminate_common_subexpressions(&mut ir, root, &mut NoListener);
        let mut listener = NoListener;
        let first = ir
            .first_op(ir.region_blocks(ir.region(root, 0))[0])
            .unwrap();
        Rewriter::new(&mut ir, &mut listener).erase_op(first);
        assert_eq!(ir.walk_collect(root).len(), 1);
    });
}

/// Runs `f` on a thread with a small stack (256 KiB), so that recursion over
/// deep nesting shows as an overflow.
pub(crate) fn on_small_stack(f: impl FnOnce() + Send + 'static) {
    let thread = std::thread::Builder::new().stack_size(256 * 1024);
    thread.spawn(f).unwrap().join().unwrap();
}
