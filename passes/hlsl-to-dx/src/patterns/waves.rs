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

use shader_mlir::conversion::{Adaptor, ConversionRewriter};
use shader_mlir::ir::{Location, OpId, Value};
use shader_mlir::rewrite::{OrFail, RewriteResult};

use dialect_arith::{CmpIOp, CmpIPredicate};
use dialect_dx::ops as dx;
use dialect_hlsl::ops::{
    BarrierMemory, BarrierOp, CheckAccessFullyMappedOp, QuadDirection, QuadReadAcrossOp,
    WaveOpKind, WavePrefixOp, WaveReduceOp,
};

use super::values::{constant_i32, constant_true};
use super::{Lowering, erased, replace_with, replaced};

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

/// The `dx` op of a wave prefix operation: sums and products only.
fn prefix(kind: WaveOpKind) -> Option<Unary> {
    match kind {
        WaveOpKind::Sum => Some(|rw, loc, v| dx::WavePrefixSumOp::build(rw, loc, v).op()),
        WaveOpKind::Product => Some(|rw, loc, v| dx::WavePrefixProductOp::build(rw, loc, v).op()),
        _ => None,
    }
}

/// The `dx` op of a quad read across `direction`.
fn quad_read_across_op(direction: QuadDirection) -> Unary {
    match direction {
        QuadDirection::X => |rw, loc, v| dx::QuadReadAcrossXOp::build(rw, loc, v).op(),
        QuadDirection::Y => |rw, loc, v| dx::QuadReadAcrossYOp::build(rw, loc, v).op(),
        QuadDirection::Diagonal => {
            |rw, loc, v| dx::QuadReadAcrossDiagonalOp::build(rw, loc, v).op()
        }
    }
}

/// Replaces the unary `op` with the `dx` op `build` makes of its converted
/// operand.
fn replace_unary(
    rw: &mut ConversionRewriter<'_>,
    op: OpId,
    loc: Location,
    adaptor: &Adaptor,
    build: Unary,
) -> RewriteResult {
    let new = build(rw, loc, adaptor.operand(0));
    replace_with(rw, op, new)
}

pub(crate) fn wave_reduce(
    Lowering(root, op, loc, adaptor, rw): Lowering<'_, '_, WaveReduceOp>,
) -> RewriteResult {
    let build = reduction(root.kind(rw.ir()));
    replace_unary(rw, op, loc, adaptor, build)
}

pub(crate) fn wave_prefix(
    Lowering(root, op, loc, adaptor, rw): Lowering<'_, '_, WavePrefixOp>,
) -> RewriteResult {
    let build = prefix(root.kind(rw.ir())).or_fail("prefix kinds are sum and product")?;
    replace_unary(rw, op, loc, adaptor, build)
}

pub(crate) fn quad_read_across(
    Lowering(root, op, loc, adaptor, rw): Lowering<'_, '_, QuadReadAcrossOp>,
) -> RewriteResult {
    let build = quad_read_across_op(root.direction(rw.ir()));
    replace_unary(rw, op, loc, adaptor, build)
}

/// One lowering per row, `name: hlsl op => dx op(arguments)`: the `dx` op is
/// built with `rw`, `loc`, then the arguments, which may name the `hlsl` op's
/// result type `t` and its converted operands `o`; it replaces the `hlsl` op.
macro_rules! one_to_one {
    (|$rw:ident, $loc:ident, $t:ident, $o:ident|
        $($name:ident: $hlsl:ident => $dx:ident($($arg:expr),*);)*) => {$(
        pub(crate) fn $name(
            Lowering(_, op, $loc, adaptor, $rw): Lowering<'_, '_, dialect_hlsl::ops::$hlsl>,
        ) -> RewriteResult {
            #[allow(unused_variables)]
            let $t = $rw.ir().value_type($rw.ir().result(op, 0));
            #[allow(unused_variables)]
            let $o = adaptor.operands();
            let new: OpId = dx::$dx::build($rw, $loc, $($arg),*).op();
            replace_with($rw, op, new)
        }
    )*};
}

one_to_one! { |rw, loc, t, o|
    wave_lane_index: WaveLaneIndexOp => WaveGetLaneIndexOp(t);
    wave_lane_count: WaveLaneCountOp => WaveGetLaneCountOp(t);
    wave_is_first_lane: WaveIsFirstLaneOp => WaveIsFirstLaneOp(t);
    wave_active_count_bits: WaveActiveCountBitsOp => WaveActiveCountBitsOp(t, o[0]);
    wave_prefix_count_bits: WavePrefixCountBitsOp => WavePrefixBitCountOp(t, o[0]);
    wave_all_true: WaveAllTrueOp => WaveAllOp(t, o[0]);
    wave_any_true: WaveAnyTrueOp => WaveAnyOp(t, o[0]);
    wave_all_equal: WaveAllEqualOp => WaveAllEqualOp(o[0]);
    wave_ballot: WaveBallotOp => WaveBallotOp(t, o[0]);
    wave_read_lane_at: WaveReadLaneAtOp => WaveReadLaneOp(o[0], o[1]);
    wave_read_lane_first: WaveReadLaneFirstOp => WaveReadLaneFirstOp(o[0]);
    quad_read_lane_at: QuadReadLaneAtOp => QuadReadLaneAtOp(o[0], o[1]);
    ddx: DdxOp => DdxCoarseOp(o[0]);
    ddy: DdyOp => DdyCoarseOp(o[0]);
    ddx_coarse: DdxCoarseOp => DdxCoarseOp(o[0]);
    ddy_coarse: DdyCoarseOp => DdyCoarseOp(o[0]);
    ddx_fine: DdxFineOp => DdxFineOp(o[0]);
    ddy_fine: DdyFineOp => DdyFineOp(o[0]);
}

pub(crate) fn barrier(
    Lowering(barrier, op, loc, _, rw): Lowering<'_, '_, BarrierOp>,
) -> RewriteResult {
    let ir = rw.ir();
    let (memory, sync) = (barrier.memory(ir), barrier.with_group_sync(ir));
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
    Lowering(_, op, loc, _, rw): Lowering<'_, '_, dialect_hlsl::ops::DiscardOp>,
) -> RewriteResult {
    let always = constant_true(&mut *rw, loc);
    dx::DiscardOp::build(rw, loc, always);
    erased(rw, op)
}

pub(crate) fn check_access_fully_mapped(
    Lowering(_, op, loc, adaptor, rw): Lowering<'_, '_, CheckAccessFullyMappedOp>,
) -> RewriteResult {
    let zero = constant_i32(&mut *rw, loc, 0);
    let mapped =
        CmpIOp::build(rw, loc, CmpIPredicate::Ne, adaptor.operand(0), zero).result(rw.ir());
    replaced(rw, op, &[mapped])
}
