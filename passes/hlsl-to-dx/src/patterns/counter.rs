//! `hlsl.updatecounter` on a counter handle becomes `dx.resource.updatecounter`
//! on the main handle the counter handle collapsed into (wg-hlsl proposal 0023), with the
//! same `delta` and the same result.

use shader_mlir::conversion::{Adaptor, ConversionRewriter};
use shader_mlir::ir::OpId;
use shader_mlir::rewrite::{MatchFailure, OrFail, RewriteResult};

use dialect_dx::ops::ResourceUpdateCounterOp;
use dialect_hlsl::ops::UpdateCounterOp;

pub(crate) fn update_counter(
    op: OpId,
    adaptor: &Adaptor,
    rw: &mut ConversionRewriter<'_>,
) -> RewriteResult {
    let ir = rw.ir();
    let update = UpdateCounterOp::cast(ir, op).or_fail("not hlsl.updatecounter")?;
    let delta = update
        .delta(ir)
        .map_err(|_| MatchFailure("malformed delta"))?;
    let state = ResourceUpdateCounterOp::build(rw.ctx(), ir.op_loc(op), adaptor.operand(0), delta);
    rw.replace_op_with_new(op, state);
    Ok(())
}
