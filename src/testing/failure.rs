//! `test-pass-failure`: a pass that always fails (MLIR's `TestFailurePass`), to
//! test how pipelines and tools handle failing passes. With `gen-diagnostics` it
//! also reports an error at the op it ran on.

use crate::fn_pass;
use crate::ir::OpId;
use crate::pass::{OptionInfo, OptionKind, PassContext, PassFailed, PassOptions, PassResult};

fn_pass! {
    pub static TEST_PASS_FAILURE = run {
        argument: "test-pass-failure", name: "TestFailurePass",
        options: &[OptionInfo::new(
            "gen-diagnostics",
            OptionKind::Bool,
            "false",
            "Generate a diagnostic message",
        )],
        summary: "Test a pass in the pass manager that always fails",
    }
}

fn run(cx: &mut PassContext<'_>, options: &PassOptions, op: OpId) -> PassResult {
    if options.bool("gen-diagnostics", false) {
        let diag = cx.ir.error_at(cx.ir.op_loc(op), "illegal operation");
        cx.emit(diag);
    }
    Err(PassFailed)
}
