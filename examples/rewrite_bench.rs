//! Scaling benchmark of the pattern and conversion drivers: runs the greedy
//! driver, CSE and a dialect conversion on modules of two sizes (10x apart) and
//! prints the times and their ratio. Linear drivers show a ratio close to 10.
//!
//! ```text
//! cargo run --release --example rewrite_bench [units [filter]]
//! ```
//!
//! `units` (default 20000) sets the small size; every unit is a handful of ops.
//! `filter` runs only the drivers whose name contains it. The IR is generated
//! as text and parsed before timing starts; each size runs five times and the
//! fastest run counts (other work on the machine only ever slows a run down).
//!
//! Wall time on a busy machine also measures the caches and the neighbours; the
//! instruction count of a driver alone is exact. With valgrind:
//!
//! ```text
//! REWRITE_BENCH_RUNS=1 valgrind --tool=callgrind \
//!     '--toggle-collect=shader_mlir::rewrite::greedy::apply_patterns_greedily*' \
//!     target/release/examples/rewrite_bench 1000 "greedy, one"
//! ```
//!
//! (and the same with 10000: the two "Collected" counts should be 10x apart;
//! `apply_conversion*` and `eliminate_common_subexpressions*` for the others).

use std::sync::Arc;
use std::time::{Duration, Instant};

use shader_mlir::Context;
use shader_mlir::asm::parser::{ParseOptions, parse_str};
use shader_mlir::diagnostics::{Diagnostic, DiagnosticEngine};
use shader_mlir::dialect::{Dialect, OpDef, Traits};
use shader_mlir::ir::{Ir, OpId, OperationState};
use shader_mlir::pass::PassContext;
use shader_mlir::rewrite::{
    FnPattern, FrozenPatternSet, GreedyConfig, NoListener, RewritePatternSet, RewriteResult,
    Rewriter, apply_patterns_greedily, eliminate_common_subexpressions, ensure,
};
use shader_mlir::testing::TEST_TOY_CONVERSION;

/// Functions of `units` blocks of ops the greedy patterns rewrite: a forwarding
/// op, an op expanded into another, an op erased, an op with two patterns.
fn greedy_input(units: usize, per_function: usize) -> String {
    let mut s = String::with_capacity(units * 200);
    for f in 0..units.div_ceil(per_function) {
        s.push_str("\"my.func\"() ({\n");
        for u in 0..per_function.min(units - f * per_function) {
            s.push_str(&format!(
                "  %d{u} = \"my.def\"() : () -> i32\n  %f{u} = \"my.fwd\"(%d{u}) : (i32) -> i32\n  \
                 %x{u} = \"my.double\"(%f{u}) : (i32) -> i32\n  \"my.erase\"(%x{u}) : (i32) -> ()\n  \
                 \"my.choose\"(%x{u}) : (i32) -> ()\n"
            ));
        }
        s.push_str("}) : () -> ()\n");
    }
    s
}

/// Functions of toy ops for the conversion: constants, additions, a call and an
/// op of unknown legality fed through a materialization.
fn conversion_input(units: usize, per_function: usize) -> String {
    let mut s = String::with_capacity(units * 300);
    s.push_str(
        "\"func.func\"() <{function_type = (!toy.int) -> !toy.int, sym_name = \"sink\", sym_visibility = \"private\"}> ({\n}) : () -> ()\n",
    );
    for f in 0..units.div_ceil(per_function) {
        s.push_str(&format!(
            "\"func.func\"() <{{function_type = (!toy.int) -> !toy.int, sym_name = \"f{f}\"}}> ({{\n\
             ^bb0(%a: !toy.int):\n  %v0 = \"toy.add\"(%a, %a) : (!toy.int, !toy.int) -> !toy.int\n"
        ));
        let n = per_function.min(units - f * per_function);
        for u in 0..n {
            s.push_str(&format!(
                "  %c{u} = \"toy.constant\"() {{value = {u} : i32}} : () -> !toy.int\n  \
                 %s{u} = \"toy.add\"(%v{u}, %c{u}) : (!toy.int, !toy.int) -> !toy.int\n  \
                 %v{next} = \"func.call\"(%s{u}) <{{callee = @sink}}> : (!toy.int) -> !toy.int\n  \
                 \"toy.print\"(%v{next}) : (!toy.int) -> ()\n",
                next = u + 1
            ));
        }
        s.push_str(&format!(
            "  \"func.return\"(%v{n}) : (!toy.int) -> ()\n}}) : () -> ()\n"
        ));
    }
    s
}

/// Regions of repeated side-effect-free ops (a registered pure op of this
/// benchmark's own dialect) for CSE: half of them merge.
fn cse_input(units: usize, per_function: usize) -> String {
    let mut s = String::with_capacity(units * 200);
    for _ in 0..units.div_ceil(per_function) {
        s.push_str("\"bench.isolated\"() ({\n^bb0(%a: i32):\n");
        for u in 0..per_function.min(units) {
            s.push_str(&format!(
                "  %x{u} = \"bench.pure\"(%a) : (i32) -> i64\n  %y{u} = \"bench.pure\"(%a) : (i32) -> i64\n  \
                 \"my.use\"(%x{u}, %y{u}) : (i64, i64) -> ()\n"
            ));
        }
        s.push_str("}) : () -> ()\n");
    }
    s
}

/// The ops the CSE benchmark needs registered: a pure op and a holder of
/// single-block, isolated regions.
static BENCH: Dialect = Dialect::new(
    "bench",
    &[
        OpDef::new("bench.pure").traits(Traits::PURE),
        OpDef::new("bench.isolated")
            .traits(Traits::ISOLATED_FROM_ABOVE.union(Traits::NO_TERMINATOR)),
    ],
);

fn rename(op: OpId, rw: &mut Rewriter<'_>, name: &str) -> RewriteResult {
    let ir = rw.ir();
    let mut state = OperationState::new(ir.ctx().ident(name), ir.op_loc(op));
    state.operands = ir.operands(op).collect();
    state.result_types = ir.result_types(op).collect();
    rw.replace_op_with_new(op, state);
    Ok(())
}

fn patterns(ctx: &Context) -> FrozenPatternSet {
    let mut set = RewritePatternSet::new();
    set.add(FnPattern::new("Forward", "my.fwd", |op, rw| {
        let v = rw.ir().operand(op, 0);
        rw.replace_op(op, &[v]);
        Ok(())
    }));
    set.add(FnPattern::new("Double", "my.double", |op, rw| {
        let ir = rw.ir();
        let x = ir.operand(op, 0);
        let mut state = OperationState::new(ir.ctx().ident("my.add"), ir.op_loc(op));
        state.operands = vec![x, x];
        state.result_types = ir.result_types(op).collect();
        rw.replace_op_with_new(op, state);
        Ok(())
    }));
    set.add(FnPattern::new("Erase", "my.erase", |op, rw| {
        ensure(rw.ir().num_results(op) == 0, "has results")?;
        rw.erase_op(op);
        Ok(())
    }));
    set.add(FnPattern::new("Low", "my.choose", |op, rw| {
        rename(op, rw, "my.low")
    }));
    set.add(
        FnPattern::new("High", "my.choose", |op, rw| rename(op, rw, "my.high")).with_benefit(2),
    );
    FrozenPatternSet::new(ctx, set)
}

fn parse(ctx: &Arc<Context>, text: &str) -> (Ir, OpId) {
    let diags = DiagnosticEngine::new();
    match parse_str(ctx, "bench.mlir", text, &ParseOptions::default(), &diags) {
        Some(parsed) => parsed,
        None => {
            eprintln!("{diags:?}");
            std::process::exit(1);
        }
    }
}

fn time(f: impl FnOnce()) -> Duration {
    let start = Instant::now();
    f();
    start.elapsed()
}

fn greedy(ctx: &Arc<Context>, units: usize, per_function: usize) -> (usize, Duration) {
    let (mut ir, root) = parse(ctx, &greedy_input(units, per_function));
    let ops = ir.walk_collect(root).len();
    let frozen = patterns(ctx);
    let d = time(|| {
        let outcome = apply_patterns_greedily(&mut ir, root, &frozen, &GreedyConfig::default());
        assert!(outcome.converged);
    });
    (ops, d)
}

fn conversion(ctx: &Arc<Context>, units: usize, per_function: usize) -> (usize, Duration) {
    let (mut ir, root) = parse(ctx, &conversion_input(units, per_function));
    let ops = ir.walk_collect(root).len();
    let mut pass = match TEST_TOY_CONVERSION.instantiate("") {
        Ok(pass) => pass,
        Err(e) => panic!("{e}"),
    };
    let mut diagnostics: Vec<Diagnostic> = Vec::new();
    let d = time(|| {
        let mut cx = PassContext::new(&mut ir, &mut diagnostics);
        assert!(pass.run(&mut cx, root).is_ok());
    });
    assert!(diagnostics.is_empty(), "{diagnostics:?}");
    (ops, d)
}

fn cse(ctx: &Arc<Context>, units: usize, per_function: usize) -> (usize, Duration) {
    let (mut ir, root) = parse(ctx, &cse_input(units, per_function));
    let ops = ir.walk_collect(root).len();
    let d = time(|| {
        let stats = eliminate_common_subexpressions(&mut ir, root, &mut NoListener);
        assert_eq!(
            stats.replaced,
            units.div_ceil(per_function) * per_function.min(units) * 2
                - units.div_ceil(per_function)
        );
    });
    (ops, d)
}

type Bench = fn(&Arc<Context>, usize, usize) -> (usize, Duration);

/// Runs per size; the fastest counts. `REWRITE_BENCH_RUNS` overrides it (e.g.
/// 1 under an instruction-counting profiler).
fn runs() -> usize {
    std::env::var("REWRITE_BENCH_RUNS")
        .ok()
        .and_then(|v| v.parse().ok())
        .filter(|&n| n > 0)
        .unwrap_or(5)
}

fn main() {
    let units: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(20_000);
    let filter = std::env::args().nth(2).unwrap_or_default();
    let mut ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    ctx.register_dialect(&BENCH);
    let ctx = Arc::new(ctx);
    let benches: [(&str, Bench, usize); 5] = [
        ("greedy, functions of 100 units", greedy, 100),
        ("greedy, one function", greedy, usize::MAX),
        ("conversion, functions of 100 units", conversion, 100),
        ("conversion, one function", conversion, usize::MAX),
        ("cse, functions of 100 units", cse, 100),
    ];
    println!(
        "{:<36} {:>10} {:>11} {:>10} {:>11} {:>7}",
        "driver", "ops", "time", "ops x10", "time", "ratio"
    );
    // The best of a few runs: the machine may be busy with other work.
    let best = |bench: Bench, units: usize, per_function: usize| {
        (0..runs())
            .map(|_| bench(&ctx, units, per_function))
            .min_by_key(|r| r.1)
            .unwrap_or_default()
    };
    for (name, bench, per_function) in benches
        .into_iter()
        .filter(|b| b.0.contains(filter.as_str()))
    {
        let (small_ops, small) = best(bench, units, per_function.min(units));
        let (large_ops, large) = best(bench, units * 10, per_function.min(units * 10));
        println!(
            "{name:<36} {small_ops:>10} {:>9.1}ms {large_ops:>10} {:>9.1}ms {:>7.2}",
            small.as_secs_f64() * 1e3,
            large.as_secs_f64() * 1e3,
            large.as_secs_f64() / small.as_secs_f64()
        );
    }
}
