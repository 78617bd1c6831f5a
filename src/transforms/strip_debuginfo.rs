//! `strip-debuginfo`: replaces every location with `loc(unknown)`, as MLIR's
//! `StripDebugInfo` pass does.

use crate::fn_pass;
use crate::ir::OpId;
use crate::pass::{PassContext, PassOptions, PassResult};

fn_pass! {
    pub static STRIP_DEBUG_INFO = run {
        argument: "strip-debuginfo", name: "StripDebugInfo",
        summary: "Strip debug info from all operations",
    }
}

fn run(cx: &mut PassContext<'_>, _: &PassOptions, op: OpId) -> PassResult {
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
