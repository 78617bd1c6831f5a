//! `strip-debuginfo`: replaces every location with `loc(unknown)`, as MLIR's
//! `StripDebugInfo` pass does.

use crate::ir::OpId;
use crate::pass::{Pass, PassContext, PassInfo, PassOptions, PassResult};

pub static STRIP_DEBUG_INFO: PassInfo = PassInfo {
    argument: "strip-debuginfo",
    name: "StripDebugInfo",
    summary: "Strip debug info from all operations",
    anchor: None,
    options: &[],
    create: |options| Ok(Box::new(StripDebugInfo { options })),
};

struct StripDebugInfo {
    options: PassOptions,
}

impl Pass for StripDebugInfo {
    fn info(&self) -> &'static PassInfo {
        &STRIP_DEBUG_INFO
    }

    fn options(&self) -> &PassOptions {
        &self.options
    }

    fn run(&mut self, cx: &mut PassContext<'_>, op: OpId) -> PassResult {
        let unknown = cx.ir.ctx().unknown_loc();
        for o in cx.ir.walk_collect(op) {
            cx.ir.set_op_loc(o, unknown);
            for r in cx.ir.regions(o).to_vec() {
                for b in cx.ir.region_blocks(r).to_vec() {
                    for arg in cx.ir.block_args(b).to_vec() {
                        cx.ir.set_value_loc(arg, unknown);
                    }
                }
            }
        }
        Ok(())
    }
}
