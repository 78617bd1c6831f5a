//! Scaling benchmark of the pattern and conversion drivers: runs the greedy
//! driver, CSE and a dialect conversion on modules of two sizes (10x apart) and
//! prints the times and their ratio. Linear drivers show a ratio close to 10.
//!
//! ```text
//! cargo run --release --example rewrite_bench [units [filter]]
//! ```
//!
//! `units` (default 100000, so that even the small modules outgrow the caches of
//! common machines) sets the small size; every unit is a handful of ops.
//! `filter` runs only the drivers whose name contains it. The IR is generated
//! as text and parsed before timing starts. Each size runs three times, each time
//! in a fresh process so that small and large runs alike start from a cold
//! heap, and the fastest run counts (other work on the machine only ever slows
//! a run down).
//!
//! Wall time on a busy machine also measures the caches and the neighbours; the
//! instruction count of a driver alone is exact. With valgrind:
//!
//! ```text
//! valgrind --tool=callgrind \
//!     '--toggle-collect=shader_mlir::rewrite::greedy::apply_patterns_greedily*' \
//!     target/release/examples/rewrite_bench --once 1 10000
//! ```
//!
//! (`--once INDEX UNITS` runs one driver once: 0 and 1 are the greedy driver, 2
//! and 3 the conversion, 4 CSE; the "Collected" counts of UNITS and 10 x UNITS
//! should be 10x apart; `apply_conversion*` and `eliminate_common_subexpressions*`
//! select the other drivers).

use std::sync::Arc;
use std::time::{Duration, Instant};

use shader_mlir::Context;
use shader_mlir::asm::parser::{ParseOptions, parse_str};
use shader_mlir::diagnostics::{Diagnostic, DiagnosticEngine};
use shader_mlir::dialect::{Dialect, OpDef, Traits};
use shader_mlir::ir::{Ir, OpId};
use shader_mlir::pass::PassContext;
use shader_mlir::rewrite::{
    FnPattern, FrozenPatternSet, GreedyConfig, NoListener, RewritePatternSet, RewriteResult,
    Rewriter, apply_patterns_greedily, eliminate_common_subexpressions, ensure,
};
use shader_mlir::testing::TEST_TOY_CONVERSION;
use shader_mlir::testing::fixture::replace_with_op_named;

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
    let operands = rw.ir().operands(op).collect();
    replace_with_op_named(rw, op, name, operands)
}

fn patterns(ctx: &Context) -> FrozenPatternSet {
    let mut set = RewritePatternSet::new();
    set.add(FnPattern::unregistered("Forward", "my.fwd", |op, rw| {
        let v = rw.ir().operand(op, 0);
        rw.replace_op(op, &[v]);
        Ok(())
    }));
    set.add(FnPattern::unregistered("Double", "my.double", |op, rw| {
        let x = rw.ir().operand(op, 0);
        replace_with_op_named(rw, op, "my.add", vec![x, x])
    }));
    set.add(FnPattern::unregistered("Erase", "my.erase", |op, rw| {
        ensure(rw.ir().num_results(op) == 0, "has results")?;
        rw.erase_op(op);
        Ok(())
    }));
    set.add(FnPattern::unregistered("Low", "my.choose", |op, rw| {
        rename(op, rw, "my.low")
    }));
    set.add(
        FnPattern::unregistered("High", "my.choose", |op, rw| rename(op, rw, "my.high"))
            .with_benefit(2),
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

const BENCHES: [(&str, Bench, usize); 5] = [
    ("greedy, functions of 100 units", greedy, 100),
    ("greedy, one function", greedy, usize::MAX),
    ("conversion, functions of 100 units", conversion, 100),
    ("conversion, one function", conversion, usize::MAX),
    ("cse, functions of 100 units", cse, 100),
];

/// Runs per size; the fastest counts. `REWRITE_BENCH_RUNS` overrides it (e.g.
/// 1 under an instruction-counting profiler).
fn runs() -> usize {
    std::env::var("REWRITE_BENCH_RUNS")
        .ok()
        .and_then(|v| v.parse().ok())
        .filter(|&n| n > 0)
        .unwrap_or(5)
}

/// Runs benchmark `index` once at `units` in this process and prints
/// `ops nanoseconds`.
fn run_once(index: usize, units: usize) {
    let mut ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    ctx.register_dialect(&BENCH);
    let ctx = Arc::new(ctx);
    let (_, bench, per_function) = BENCHES[index];
    let (ops, time) = bench(&ctx, units, per_function.min(units));
    println!("{ops} {}", time.as_nanos());
}

/// Runs benchmark `index` at `units` in a fresh process (so every run starts
/// with a cold heap, whatever its size), `runs()` times; the fastest counts.
fn best_of_fresh_runs(index: usize, units: usize) -> Option<(usize, Duration)> {
    let exe = std::env::current_exe().ok()?;
    let mut best: Option<(usize, Duration)> = None;
    for _ in 0..runs() {
        let out = std::process::Command::new(&exe)
            .args(["--once", &index.to_string(), &units.to_string()])
            .output()
            .ok()?;
        let text = String::from_utf8(out.stdout).ok()?;
        let mut fields = text.split_whitespace().map(|f| f.parse::<u128>().ok());
        let (Some(Some(ops)), Some(Some(nanos))) = (fields.next(), fields.next()) else {
            return None;
        };
        let run = (ops as usize, Duration::from_nanos(nanos as u64));
        best = Some(best.map_or(
            run,
            |b: (usize, Duration)| if run.1 < b.1 { run } else { b },
        ));
    }
    best
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.get(1).map(String::as_str) == Some("--once") {
        let index = args
            .get(2)
            .and_then(|a| a.parse().ok())
            .filter(|&i| i < BENCHES.len());
        let units = args.get(3).and_then(|a| a.parse().ok());
        if let (Some(index), Some(units)) = (index, units) {
            run_once(index, units);
        }
        return;
    }
    let units: usize = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(100_000);
    let filter = args.get(2).cloned().unwrap_or_default();
    println!(
        "{:<36} {:>10} {:>11} {:>10} {:>11} {:>7}",
        "driver", "ops", "time", "ops x10", "time", "ratio"
    );
    for (index, (name, ..)) in BENCHES
        .iter()
        .enumerate()
        .filter(|(_, b)| b.0.contains(filter.as_str()))
    {
        let (Some((small_ops, small)), Some((large_ops, large))) = (
            best_of_fresh_runs(index, units),
            best_of_fresh_runs(index, units * 10),
        ) else {
            eprintln!("{name}: a benchmark run failed");
            std::process::exit(1);
        };
        println!(
            "{name:<36} {small_ops:>10} {:>9.1}ms {large_ops:>10} {:>9.1}ms {:>7.2}",
            small.as_secs_f64() * 1e3,
            large.as_secs_f64() * 1e3,
            large.as_secs_f64() / small.as_secs_f64()
        );
    }
}
