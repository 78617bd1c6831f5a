//! Wave and quad intrinsics, barriers, derivatives, `discard` and
//! `CheckAccessFullyMapped`, each `hlsl` op as the `dx` op of its LLVM
//! intrinsic (dialects/dx `wave.rs`, `sync.rs`):
//!
//! - `hlsl.wave.reduce KIND` / `hlsl.wave.prefix KIND`: `dx.wave.reduce.*`,
//!   `dx.wave.product`, `dx.wave.prefix.*` by kind (integer sums and
//!   products are sign-agnostic; `min`/`max` signed, `umin`/`umax`
//!   unsigned);
//! - the other wave and quad ops one to one (`quad.read_across DIRECTION`
//!   picks `dx.quad.read.across.{x,y,diagonal}`);
//! - `hlsl.barrier MEMORY [with_group_sync]`: the six barrier ops;
//! - `ddx`/`ddy`: the coarse derivatives (DirectX's choice for the plain
//!   forms), `_coarse`/`_fine` their namesakes;
//! - `hlsl.discard`: `dx.discard` of `true`;
//! - `hlsl.check_access_fully_mapped %status`: `status != 0` (`arith.cmpi`),
//!   the status being the `dx` check bit zero-extended.

use shader_mlir::conversion::ConversionRewriter;
use shader_mlir::ir::{Location, OpId, Value};
use shader_mlir::rewrite::RewriteResult;

use dialect_arith::{CmpIOp, CmpIPredicate};
use dialect_dx::ops as dx;
use dialect_hlsl::ops::{
    BarrierMemory, BarrierOp, CheckAccessFullyMappedOp, QuadDirection, QuadReadAcrossOp,
    WaveOpKind, WavePrefixOp, WaveReduceOp,
};

use super::values::{constant_i32, constant_true};
use super::{Lowering, erased, replaced};

type Unary = fn(&mut ConversionRewriter<'_>, Location, Value) -> OpId;

/// The `dx` op of a wave reduction.
fn reduction(kind: WaveOpKind) -> Unary {
    match kind {
        WaveOpKind::Sum => |rw, loc, v| dx::WaveReduceSumOp::build(rw, loc, v).op(),
        WaveOpKind::Product => |rw, loc, v| dx::WaveProductOp::build(rw, loc, v).op(),
        WaveOpKind::Min => |rw, loc, v| dx::WaveReduceMinOp::build(rw, loc, v).op(),
        WaveOpKind::Max => |rw, loc, v| dx::WaveReduceMaxOp::build(rw, loc, v).op(),
        WaveOpKind::Umin => |rw, loc, v| dx::WaveReduceUMinOp::build(rw, loc, v).op(),
        WaveOpKind::Umax => |rw, loc, v| dx::WaveReduceUMaxOp::build(rw, loc, v).op(),
        WaveOpKind::And => |rw, loc, v| dx::WaveReduceAndOp::build(rw, loc, v).op(),
        WaveOpKind::Or => |rw, loc, v| dx::WaveReduceOrOp::build(rw, loc, v).op(),
        WaveOpKind::Xor => |rw, loc, v| dx::WaveReduceXorOp::build(rw, loc, v).op(),
    }
}

/// Replaces `op` with the single result of `new`.
fn replace_with(rw: &mut ConversionRewriter<'_>, op: OpId, new: OpId) -> RewriteResult {
    let result = rw.ir().result(new, 0);
    replaced(rw, op, &[result])
}

pub(crate) fn wave_reduce(
    Lowering(root, op, adaptor, rw): Lowering<'_, '_, WaveReduceOp>,
) -> RewriteResult {
    let kind = root.kind(rw.ir());
    let loc = rw.ir().op_loc(op);
    let new = reduction(kind)(rw, loc, adaptor.operand(0));
    replace_with(rw, op, new)
}

pub(crate) fn wave_prefix(
    Lowering(root, op, adaptor, rw): Lowering<'_, '_, WavePrefixOp>,
) -> RewriteResult {
    let kind = root.kind(rw.ir());
    let loc = rw.ir().op_loc(op);
    let value = adaptor.operand(0);
    let new = match kind {
        WaveOpKind::Sum => dx::WavePrefixSumOp::build(rw, loc, value).op(),
        WaveOpKind::Product => dx::WavePrefixProductOp::build(rw, loc, value).op(),
        _ => {
            return Err(shader_mlir::rewrite::MatchFailure(
                "prefix kinds are sum and product",
            ));
        }
    };
    replace_with(rw, op, new)
}

pub(crate) fn quad_read_across(
    Lowering(root, op, adaptor, rw): Lowering<'_, '_, QuadReadAcrossOp>,
) -> RewriteResult {
    let ir = rw.ir();
    let direction = root.direction(ir);
    let (loc, value) = (ir.op_loc(op), adaptor.operand(0));
    let new = match direction {
        QuadDirection::X => dx::QuadReadAcrossXOp::build(rw, loc, value).op(),
        QuadDirection::Y => dx::QuadReadAcrossYOp::build(rw, loc, value).op(),
        QuadDirection::Diagonal => dx::QuadReadAcrossDiagonalOp::build(rw, loc, value).op(),
    };
    replace_with(rw, op, new)
}

/// A one-to-one lowering: `$hlsl` to `$build(rw, loc, result type, operands)`.
macro_rules! one_to_one {
    ($name:ident, $hlsl:ident, |$rw:ident, $loc:ident, $t:ident, $o:ident| $build:expr) => {
        pub(crate) fn $name(
            Lowering(_, op, adaptor, $rw): Lowering<'_, '_, dialect_hlsl::ops::$hlsl>,
        ) -> RewriteResult {
            let $loc = $rw.ir().op_loc(op);
            #[allow(unused_variables)]
            let $t = $rw.ir().value_type($rw.ir().result(op, 0));
            let $o = adaptor.operands();
            let new: OpId = $build;
            replace_with($rw, op, new)
        }
    };
}

one_to_one!(wave_lane_index, WaveLaneIndexOp, |rw, loc, t, _o| {
    dx::WaveGetLaneIndexOp::build(rw, loc, t).op()
});
one_to_one!(wave_lane_count, WaveLaneCountOp, |rw, loc, t, _o| {
    dx::WaveGetLaneCountOp::build(rw, loc, t).op()
});
one_to_one!(wave_is_first_lane, WaveIsFirstLaneOp, |rw, loc, t, _o| {
    dx::WaveIsFirstLaneOp::build(rw, loc, t).op()
});
one_to_one!(
    wave_active_count_bits,
    WaveActiveCountBitsOp,
    |rw, loc, t, o| dx::WaveActiveCountBitsOp::build(rw, loc, t, o[0]).op()
);
one_to_one!(
    wave_prefix_count_bits,
    WavePrefixCountBitsOp,
    |rw, loc, t, o| dx::WavePrefixBitCountOp::build(rw, loc, t, o[0]).op()
);
one_to_one!(wave_all_true, WaveAllTrueOp, |rw, loc, t, o| {
    dx::WaveAllOp::build(rw, loc, t, o[0]).op()
});
one_to_one!(wave_any_true, WaveAnyTrueOp, |rw, loc, t, o| {
    dx::WaveAnyOp::build(rw, loc, t, o[0]).op()
});
one_to_one!(wave_all_equal, WaveAllEqualOp, |rw, loc, t, o| {
    dx::WaveAllEqualOp::build(rw, loc, o[0]).op()
});
one_to_one!(wave_ballot, WaveBallotOp, |rw, loc, t, o| {
    dx::WaveBallotOp::build(rw, loc, t, o[0]).op()
});
one_to_one!(wave_read_lane_at, WaveReadLaneAtOp, |rw, loc, t, o| {
    dx::WaveReadLaneOp::build(rw, loc, o[0], o[1]).op()
});
one_to_one!(
    wave_read_lane_first,
    WaveReadLaneFirstOp,
    |rw, loc, t, o| dx::WaveReadLaneFirstOp::build(rw, loc, o[0]).op()
);
one_to_one!(quad_read_lane_at, QuadReadLaneAtOp, |rw, loc, t, o| {
    dx::QuadReadLaneAtOp::build(rw, loc, o[0], o[1]).op()
});
one_to_one!(ddx, DdxOp, |rw, loc, t, o| dx::DdxCoarseOp::build(
    rw, loc, o[0]
)
.op());
one_to_one!(ddy, DdyOp, |rw, loc, t, o| dx::DdyCoarseOp::build(
    rw, loc, o[0]
)
.op());
one_to_one!(ddx_coarse, DdxCoarseOp, |rw, loc, t, o| {
    dx::DdxCoarseOp::build(rw, loc, o[0]).op()
});
one_to_one!(ddy_coarse, DdyCoarseOp, |rw, loc, t, o| {
    dx::DdyCoarseOp::build(rw, loc, o[0]).op()
});
one_to_one!(ddx_fine, DdxFineOp, |rw, loc, t, o| dx::DdxFineOp::build(
    rw, loc, o[0]
)
.op());
one_to_one!(ddy_fine, DdyFineOp, |rw, loc, t, o| dx::DdyFineOp::build(
    rw, loc, o[0]
)
.op());

pub(crate) fn barrier(Lowering(barrier, op, _, rw): Lowering<'_, '_, BarrierOp>) -> RewriteResult {
    let ir = rw.ir();
    let (memory, sync, loc) = (
        barrier.memory(ir),
        barrier.with_group_sync(ir),
        ir.op_loc(op),
    );
    match (memory, sync) {
        (BarrierMemory::Group, false) => {
            dx::GroupMemoryBarrierOp::build(rw, loc);
        }
        (BarrierMemory::Group, true) => {
            dx::GroupMemoryBarrierWithGroupSyncOp::build(rw, loc);
        }
        (BarrierMemory::Device, false) => {
            dx::DeviceMemoryBarrierOp::build(rw, loc);
        }
        (BarrierMemory::Device, true) => {
            dx::DeviceMemoryBarrierWithGroupSyncOp::build(rw, loc);
        }
        (BarrierMemory::All, false) => {
            dx::AllMemoryBarrierOp::build(rw, loc);
        }
        (BarrierMemory::All, true) => {
            dx::AllMemoryBarrierWithGroupSyncOp::build(rw, loc);
        }
    }
    erased(rw, op)
}

pub(crate) fn discard(
    Lowering(_, op, _, rw): Lowering<'_, '_, dialect_hlsl::ops::DiscardOp>,
) -> RewriteResult {
    let loc = rw.ir().op_loc(op);
    let always = constant_true(&mut *rw, loc);
    dx::DiscardOp::build(rw, loc, always);
    erased(rw, op)
}

pub(crate) fn check_access_fully_mapped(
    Lowering(_, op, adaptor, rw): Lowering<'_, '_, CheckAccessFullyMappedOp>,
) -> RewriteResult {
    let loc = rw.ir().op_loc(op);
    let zero = constant_i32(&mut *rw, loc, 0);
    let mapped =
        CmpIOp::build(rw, loc, CmpIPredicate::Ne, adaptor.operand(0), zero).result(rw.ir());
    replaced(rw, op, &[mapped])
}
