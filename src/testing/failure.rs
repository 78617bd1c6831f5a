//! `test-pass-failure`: a pass that always fails (MLIR's `TestFailurePass`), to
//! test how pipelines and tools handle failing passes. With `gen-diagnostics` it
//! also reports an error at the op it ran on.

use crate::ir::OpId;
use crate::pass::{
    OptionInfo, OptionKind, Pass, PassContext, PassFailed, PassInfo, PassOptions, PassResult,
};

pub static TEST_PASS_FAILURE: PassInfo = PassInfo {
    argument: "test-pass-failure",
    name: "TestFailurePass",
    summary: "Test a pass in the pass manager that always fails",
    anchor: None,
    options: &[OptionInfo::new(
        "gen-diagnostics",
        OptionKind::Bool,
        "false",
        "Generate a diagnostic message",
    )],
    create: |options| {
        Ok(Box::new(TestPassFailure {
            gen_diagnostics: options.bool("gen-diagnostics", false),
            options,
        }))
    },
};

struct TestPassFailure {
    options: PassOptions,
    gen_diagnostics: bool,
}

impl Pass for TestPassFailure {
    fn info(&self) -> &'static PassInfo {
        &TEST_PASS_FAILURE
    }

    fn options(&self) -> &PassOptions {
        &self.options
    }

    fn run(&mut self, cx: &mut PassContext<'_>, op: OpId) -> PassResult {
        if self.gen_diagnostics {
            let diag = cx.ir.error_at(cx.ir.op_loc(op), "illegal operation");
            cx.emit(diag);
        }
        Err(PassFailed)
    }
}
