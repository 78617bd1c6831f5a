//! `hlsl.updatecounter` on a counter handle becomes `dx.resource.updatecounter`
//! on the main handle the counter handle collapsed into (wg-hlsl proposal 0023), with the
//! same `delta` and the same result.

use shader_mlir::rewrite::RewriteResult;

use super::{Lowering, replace_with};
use dialect_dx::ops::ResourceUpdateCounterOp;
use dialect_hlsl::ops::UpdateCounterOp;

pub(crate) fn update_counter(
    Lowering(update, op, loc, adaptor, rw): Lowering<'_, '_, UpdateCounterOp>,
) -> RewriteResult {
    let delta = update.delta(rw.ir());
    let i32 = rw.ctx().common().i32;
    let new = ResourceUpdateCounterOp::build(rw, loc, i32, adaptor.operand(0), delta);
    replace_with(rw, op, new.op())
}
