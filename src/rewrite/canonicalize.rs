//! `canonicalize`: folds ops and applies every registered op's canonicalization
//! patterns with the greedy driver (MLIR's `Canonicalizer`,
//! <https://mlir.llvm.org/docs/Passes/#-canonicalize>), with upstream's options.
//!
//! Canonicalization is best effort: not converging within `max-iterations` is not
//! an error unless `test-convergence` is set.

use std::sync::Arc;

use crate::Context;
use crate::ir::OpId;
use crate::pass::{
    OptionInfo, OptionKind, Pass, PassContext, PassFailed, PassInfo, PassOptions, PassResult,
};
use crate::rewrite::greedy::{GreedyConfig, RegionSimplification, apply_patterns_greedily};
use crate::rewrite::pattern::{FrozenPatternSet, RewritePatternSet};

pub static CANONICALIZE: PassInfo = PassInfo {
    argument: "canonicalize",
    name: "Canonicalizer",
    summary: "Canonicalize operations",
    anchor: None,
    options: &[
        OptionInfo::new(
            "top-down",
            OptionKind::Bool,
            "true",
            "Seed the worklist in general top-down order",
        ),
        OptionInfo::new(
            "region-simplify",
            OptionKind::Enum(&["disabled", "normal"]),
            "normal",
            "Perform control flow optimizations to the region tree",
        ),
        OptionInfo::new(
            "max-iterations",
            OptionKind::Int,
            "10",
            "Max. iterations between applying patterns / simplifying regions",
        ),
        OptionInfo::new(
            "max-num-rewrites",
            OptionKind::Int,
            "-1",
            "Max. number of pattern rewrites within an iteration",
        ),
        OptionInfo::new(
            "test-convergence",
            OptionKind::Bool,
            "false",
            "Test only: Fail pass on non-convergence to detect cyclic pattern",
        ),
        OptionInfo::new(
            "disable-patterns",
            OptionKind::List,
            "",
            "Labels of patterns that should be filtered out during application",
        ),
        OptionInfo::new(
            "enable-patterns",
            OptionKind::List,
            "",
            "Labels of patterns that should be used during application, all other patterns are filtered out",
        ),
    ],
    create: |options| Ok(Box::new(Canonicalize::new(options))),
};

struct Canonicalize {
    options: PassOptions,
    config: GreedyConfig,
    test_convergence: bool,
    disabled: Vec<String>,
    enabled: Vec<String>,
    /// Built on first use from the dialects of the context being processed, and
    /// rebuilt if the pass later runs on IR of another context.
    patterns: Option<(Arc<Context>, Arc<FrozenPatternSet>)>,
}

impl Canonicalize {
    fn new(options: PassOptions) -> Self {
        let limit = |v: i64| if v < 0 { None } else { Some(v) };
        let config = GreedyConfig {
            top_down: options.bool("top-down", true),
            max_iterations: limit(options.int("max-iterations", 10))
                .map(|v| v.min(u32::MAX as i64) as u32),
            max_num_rewrites: limit(options.int("max-num-rewrites", -1)).map(|v| v as u64),
            region_simplification: match options.string("region-simplify", "normal") {
                "disabled" => RegionSimplification::Disabled,
                _ => RegionSimplification::Normal,
            },
            ..GreedyConfig::default()
        };
        Canonicalize {
            test_convergence: options.bool("test-convergence", false),
            disabled: options.list("disable-patterns"),
            enabled: options.list("enable-patterns"),
            options,
            config,
            patterns: None,
        }
    }

    fn patterns(&mut self, ctx: &Arc<Context>) -> Arc<FrozenPatternSet> {
        if let Some((cached_ctx, patterns)) = &self.patterns
            && Arc::ptr_eq(cached_ctx, ctx)
        {
            return patterns.clone();
        }
        let mut set = RewritePatternSet::new();
        set.add_canonicalization_patterns(ctx);
        set.retain(|name| {
            !self.disabled.iter().any(|d| d == name)
                && (self.enabled.is_empty() || self.enabled.iter().any(|e| e == name))
        });
        let patterns = Arc::new(FrozenPatternSet::new(ctx, set));
        self.patterns = Some((ctx.clone(), patterns.clone()));
        patterns
    }
}

impl Pass for Canonicalize {
    fn info(&self) -> &'static PassInfo {
        &CANONICALIZE
    }

    fn options(&self) -> &PassOptions {
        &self.options
    }

    fn run(&mut self, cx: &mut PassContext<'_>, op: OpId) -> PassResult {
        let ctx = cx.ir.ctx_arc().clone();
        let patterns = self.patterns(&ctx);
        let outcome = apply_patterns_greedily(cx.ir, op, &patterns, &self.config);
        if self.test_convergence && !outcome.converged {
            let limit = self.config.max_iterations.unwrap_or(u32::MAX);
            cx.emit(cx.ir.op_error(
                op,
                format!("canonicalization did not converge within {limit} iterations"),
            ));
            return Err(PassFailed);
        }
        Ok(())
    }
}
