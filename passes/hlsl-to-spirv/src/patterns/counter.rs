//! `hlsl.updatecounter` (wg-hlsl proposal 0023, docs/lowering-hlsl-to-spirv.md): an
//! atomic on member 0
//! of the counter buffer at `Device` scope with no memory semantics, as DXC
//! emits it. `IncrementCounter` (+1) is `spirv.AtomicIAdd`, whose result is
//! the value before; `DecrementCounter` (-1) is `spirv.AtomicISub`, whose
//! result minus one is the value after.

use dialect_hlsl::ops::UpdateCounterOp;
use dialect_spirv::ops::arithmetic::ISubOp;
use dialect_spirv::ops::atomic::{AtomicIAddOp, AtomicISubOp};
use shader_mlir::rewrite::{MatchFailure, OpBuilder, RewriteResult};
use spirv::{MemorySemantics, Scope};

use super::Matched;
use super::handles::propagate_non_uniform;
use super::replaced;
use spirv_conversion::emit;

pub fn lower_update(
    Matched(_lowering, update, op, loc, adaptor, rewriter): Matched<'_, '_, UpdateCounterOp>,
) -> RewriteResult {
    let ir = rewriter.ir();
    let delta = update.delta(ir);
    let i32 = rewriter.ctx().common().i32;
    let (scope, semantics) = (Scope::Device, MemorySemantics::empty());
    let handle = adaptor.operand(0);
    let zero = emit::constant_i32(rewriter, loc, 0);
    let count = emit::access_chain(rewriter, loc, handle, &[zero], i32);
    propagate_non_uniform(rewriter, handle, count);
    let one = emit::constant_i32(rewriter, loc, 1);
    let value = match delta {
        1 => AtomicIAddOp::build(rewriter, loc, count, scope, semantics, one).result(rewriter.ir()),
        -1 => {
            let before = AtomicISubOp::build(rewriter, loc, count, scope, semantics, one);
            let before = before.result(rewriter.ir());
            ISubOp::build(rewriter, loc, before, one).result(rewriter.ir())
        }
        _ => return Err(MatchFailure("delta is neither 1 nor -1")),
    };
    replaced(rewriter, op, &[value])
}
