//! Wave and quad intrinsics as subgroup operations, DXC's forms
//! (<https://github.com/microsoft/DirectXShaderCompiler/blob/main/docs/SPIR-V.rst>,
//! "Wave operations"), all at `Subgroup` scope:
//!
//! | `hlsl` op | SPIR-V | capability |
//! |---|---|---|
//! | `wave.lane_index`, `wave.lane_count` | `Load` of `BuiltIn SubgroupLocalInvocationId`, `SubgroupSize` | `GroupNonUniform` |
//! | `wave.is_first_lane` | `GroupNonUniformElect` | `GroupNonUniform` |
//! | `wave.reduce` | `GroupNonUniform{I,F}Add`/`{I,F}Mul`/`{S,U,F}Min`/`{S,U,F}Max`/`Bitwise*` `Reduce` | `GroupNonUniformArithmetic` |
//! | `wave.prefix` | the same, `ExclusiveScan` | `GroupNonUniformArithmetic` |
//! | `wave.active_count_bits`, `prefix_count_bits` | `GroupNonUniformBallot` + `BallotBitCount` `Reduce` / `ExclusiveScan` | `GroupNonUniformBallot` |
//! | `wave.ballot` | `GroupNonUniformBallot` | `GroupNonUniformBallot` |
//! | `wave.read_lane_first` | `GroupNonUniformBroadcastFirst` | `GroupNonUniformBallot` |
//! | `wave.read_lane_at` (constant lane / other) | `GroupNonUniformBroadcast` / `GroupNonUniformShuffle` | `GroupNonUniformBallot` / `GroupNonUniformShuffle` |
//! | `wave.all_true`, `any_true`, `all_equal` | `GroupNonUniformAll`, `Any`, `AllEqual` (per component) | `GroupNonUniformVote` |
//! | `quad.read_across x/y/diagonal` | `GroupNonUniformQuadSwap` direction 0/1/2 | `GroupNonUniformQuad` |
//! | `quad.read_lane_at` | `GroupNonUniformQuadBroadcast` | `GroupNonUniformQuad` |
//!
//! The capabilities are checked before the lowering
//! ([`crate::shader_requirements`]); all need SPIR-V 1.3 (Vulkan 1.1).

use dialect_hlsl::ops::{
    QuadDirection, QuadReadAcrossOp, QuadReadLaneAtOp, WaveActiveCountBitsOp, WaveAllEqualOp,
    WaveAllTrueOp, WaveAnyTrueOp, WaveBallotOp, WaveIsFirstLaneOp, WaveLaneCountOp,
    WaveLaneIndexOp, WaveOpKind, WavePrefixCountBitsOp, WavePrefixOp, WaveReadLaneAtOp,
    WaveReadLaneFirstOp, WaveReduceOp,
};
use dialect_spirv::ops::beyond::subgroup_broadcast::{
    GroupNonUniformBroadcastFirstOp, GroupNonUniformQuadBroadcastOp,
};
use dialect_spirv::ops::composite::{CompositeConstructOp, CompositeExtractOp};
use dialect_spirv::ops::non_uniform::{
    GroupNonUniformAllEqualOp, GroupNonUniformAllOp, GroupNonUniformAnyOp,
    GroupNonUniformBallotBitCountOp, GroupNonUniformBallotOp, GroupNonUniformBitwiseAndOp,
    GroupNonUniformBitwiseOrOp, GroupNonUniformBitwiseXorOp, GroupNonUniformBroadcastOp,
    GroupNonUniformElectOp, GroupNonUniformFAddOp, GroupNonUniformFMaxOp, GroupNonUniformFMinOp,
    GroupNonUniformFMulOp, GroupNonUniformIAddOp, GroupNonUniformIMulOp, GroupNonUniformQuadSwapOp,
    GroupNonUniformSMaxOp, GroupNonUniformSMinOp, GroupNonUniformShuffleOp, GroupNonUniformUMaxOp,
    GroupNonUniformUMinOp,
};
use dialect_spirv::ops::structure::ConstantOp;
use shader_mlir::conversion::ConversionRewriter;
use shader_mlir::ir::{Ir, Location, OpId, Type, TypeKind, Value};
use shader_mlir::rewrite::{MatchFailure, OpBuilder, OrFail, RewriteResult};
use spirv::{BuiltIn, GroupOperation, Scope};

use super::Matched;
use super::replaced;
use spirv_conversion::emit;
use spirv_conversion::values::components;

const SUBGROUP: Scope = Scope::Subgroup;

/// The built-in a lane query reads (`WaveGetLaneIndex`,
/// `WaveGetLaneCount`).
pub fn lane_built_in(ir: &Ir, op: OpId) -> Option<BuiltIn> {
    if WaveLaneIndexOp::isa(ir, op) {
        Some(BuiltIn::SubgroupLocalInvocationId)
    } else if WaveLaneCountOp::isa(ir, op) {
        Some(BuiltIn::SubgroupSize)
    } else {
        None
    }
}

/// Whether the scalars of `ty` are floats.
fn is_float(rw: &ConversionRewriter<'_>, ty: Type) -> bool {
    let ctx = rw.ctx();
    matches!(ctx.type_kind(components(ctx, ty).0), TypeKind::Float(_))
}

/// The reduction or scan `operation` of kind `kind` over `value`.
fn arithmetic(
    rw: &mut ConversionRewriter<'_>,
    loc: Location,
    kind: WaveOpKind,
    operation: GroupOperation,
    value: Value,
) -> Result<Value, MatchFailure> {
    let ty = rw.ir().value_type(value);
    let float = is_float(rw, ty);
    let op = match (kind, float) {
        (WaveOpKind::Sum, false) => {
            GroupNonUniformIAddOp::build(rw, loc, ty, SUBGROUP, operation, value, None).op()
        }
        (WaveOpKind::Sum, true) => {
            GroupNonUniformFAddOp::build(rw, loc, ty, SUBGROUP, operation, value, None).op()
        }
        (WaveOpKind::Product, false) => {
            GroupNonUniformIMulOp::build(rw, loc, ty, SUBGROUP, operation, value, None).op()
        }
        (WaveOpKind::Product, true) => {
            GroupNonUniformFMulOp::build(rw, loc, ty, SUBGROUP, operation, value, None).op()
        }
        (WaveOpKind::Min, false) => {
            GroupNonUniformSMinOp::build(rw, loc, ty, SUBGROUP, operation, value, None).op()
        }
        (WaveOpKind::Min, true) => {
            GroupNonUniformFMinOp::build(rw, loc, ty, SUBGROUP, operation, value, None).op()
        }
        (WaveOpKind::Max, false) => {
            GroupNonUniformSMaxOp::build(rw, loc, ty, SUBGROUP, operation, value, None).op()
        }
        (WaveOpKind::Max, true) => {
            GroupNonUniformFMaxOp::build(rw, loc, ty, SUBGROUP, operation, value, None).op()
        }
        (WaveOpKind::Umin, false) => {
            GroupNonUniformUMinOp::build(rw, loc, ty, SUBGROUP, operation, value, None).op()
        }
        (WaveOpKind::Umax, false) => {
            GroupNonUniformUMaxOp::build(rw, loc, ty, SUBGROUP, operation, value, None).op()
        }
        (WaveOpKind::And, false) => {
            GroupNonUniformBitwiseAndOp::build(rw, loc, ty, SUBGROUP, operation, value, None).op()
        }
        (WaveOpKind::Or, false) => {
            GroupNonUniformBitwiseOrOp::build(rw, loc, ty, SUBGROUP, operation, value, None).op()
        }
        (WaveOpKind::Xor, false) => {
            GroupNonUniformBitwiseXorOp::build(rw, loc, ty, SUBGROUP, operation, value, None).op()
        }
        _ => return Err(MatchFailure("integer wave operation on floats")),
    };
    Ok(rw.ir().result(op, 0))
}

pub fn lower_reduce<T>(
    Matched(_lowering, _, op, loc, adaptor, rw): Matched<'_, '_, T>,
) -> RewriteResult {
    let ir = rw.ir();
    let (kind, operation) = if let Some(reduce) = WaveReduceOp::cast(ir, op) {
        (reduce.kind(ir), GroupOperation::Reduce)
    } else {
        let prefix = WavePrefixOp::cast(ir, op).or_fail("not a wave reduction")?;
        (prefix.kind(ir), GroupOperation::ExclusiveScan)
    };
    let value = arithmetic(rw, loc, kind, operation, adaptor.operand(0))?;
    replaced(rw, op, &[value])
}

/// `GroupNonUniformBallot` of a predicate: `vector<4xi32>`.
fn ballot(rw: &mut ConversionRewriter<'_>, loc: Location, predicate: Value) -> Value {
    let ctx = rw.ctx();
    let ty = ctx.vector_type(&[4], ctx.common().i32);
    GroupNonUniformBallotOp::build(rw, loc, ty, SUBGROUP, predicate).result(rw.ir())
}

pub fn lower_ballot<T>(
    Matched(_lowering, _, op, loc, adaptor, rw): Matched<'_, '_, T>,
) -> RewriteResult {
    let ir = rw.ir();
    let operation = if WaveBallotOp::isa(ir, op) {
        None
    } else if WaveActiveCountBitsOp::isa(ir, op) {
        Some(GroupOperation::Reduce)
    } else if WavePrefixCountBitsOp::isa(ir, op) {
        Some(GroupOperation::ExclusiveScan)
    } else {
        return Err(MatchFailure("not a ballot"));
    };
    let bits = ballot(rw, loc, adaptor.operand(0));
    let value = match operation {
        None => bits,
        Some(operation) => {
            let i32_ty = rw.ctx().common().i32;
            GroupNonUniformBallotBitCountOp::build(rw, loc, i32_ty, SUBGROUP, operation, bits)
                .result(rw.ir())
        }
    };
    replaced(rw, op, &[value])
}

pub fn lower_vote<T>(
    Matched(_lowering, _, op, loc, adaptor, rw): Matched<'_, '_, T>,
) -> RewriteResult {
    let ir = rw.ir();
    let bool_ty = rw.ctx().common().i1;
    let value = adaptor.operand(0);
    let result = if WaveAllTrueOp::isa(ir, op) {
        GroupNonUniformAllOp::build(rw, loc, bool_ty, SUBGROUP, value).result(rw.ir())
    } else if WaveAnyTrueOp::isa(ir, op) {
        GroupNonUniformAnyOp::build(rw, loc, bool_ty, SUBGROUP, value).result(rw.ir())
    } else {
        WaveAllEqualOp::cast(ir, op).or_fail("not a vote")?;
        all_equal(rw, loc, value)
    };
    replaced(rw, op, &[result])
}

/// `WaveActiveAllEqual`: `GroupNonUniformAllEqual` of each component (the
/// HLSL result has the value's shape).
fn all_equal(rw: &mut ConversionRewriter<'_>, loc: Location, value: Value) -> Value {
    let ctx = rw.ctx();
    let bool_ty = ctx.common().i1;
    let ty = rw.ir().value_type(value);
    let (scalar, count) = components(ctx, ty);
    if scalar == ty {
        return GroupNonUniformAllEqualOp::build(rw, loc, bool_ty, SUBGROUP, value).result(rw.ir());
    }
    let parts: Vec<Value> = (0..count as i32)
        .map(|i| {
            let part = CompositeExtractOp::build(rw, loc, scalar, value, &[i]).component(rw.ir());
            GroupNonUniformAllEqualOp::build(rw, loc, bool_ty, SUBGROUP, part).result(rw.ir())
        })
        .collect();
    let result = rw.ctx().vector_type(&[i64::from(count)], bool_ty);
    CompositeConstructOp::build(rw, loc, result, &parts).result(rw.ir())
}

/// Whether `value` (converted) is a `spirv.Constant`.
fn is_constant(rw: &ConversionRewriter<'_>, value: Value) -> bool {
    let ir = rw.ir();
    ir.defining_op(value)
        .is_some_and(|d| ConstantOp::isa(ir, d))
}

pub fn lower_lane_read<T>(
    Matched(_lowering, _, op, loc, adaptor, rw): Matched<'_, '_, T>,
) -> RewriteResult {
    let ir = rw.ir();
    let value = adaptor.operand(0);
    let result = if WaveReadLaneFirstOp::isa(ir, op) {
        GroupNonUniformBroadcastFirstOp::build(rw, loc, SUBGROUP, value).result(rw.ir())
    } else if WaveReadLaneAtOp::isa(ir, op) {
        let lane = adaptor.operand(1);
        if is_constant(rw, lane) {
            GroupNonUniformBroadcastOp::build(rw, loc, SUBGROUP, value, lane).result(rw.ir())
        } else {
            GroupNonUniformShuffleOp::build(rw, loc, SUBGROUP, value, lane).result(rw.ir())
        }
    } else if let Some(across) = QuadReadAcrossOp::cast(ir, op) {
        let direction = match across.direction(ir) {
            QuadDirection::X => 0,
            QuadDirection::Y => 1,
            QuadDirection::Diagonal => 2,
        };
        let direction = emit::constant_i32(rw, loc, direction);
        GroupNonUniformQuadSwapOp::build(rw, loc, SUBGROUP, value, direction).result(rw.ir())
    } else {
        QuadReadLaneAtOp::cast(ir, op).or_fail("not a lane read")?;
        let lane = adaptor.operand(1);
        GroupNonUniformQuadBroadcastOp::build(rw, loc, SUBGROUP, value, lane).result(rw.ir())
    };
    replaced(rw, op, &[result])
}

pub fn lower_is_first_lane(
    Matched(_lowering, _, op, loc, _adaptor, rw): Matched<'_, '_, WaveIsFirstLaneOp>,
) -> RewriteResult {
    let bool_ty = rw.ctx().common().i1;
    let first = GroupNonUniformElectOp::build(rw, loc, bool_ty, SUBGROUP).result(rw.ir());
    replaced(rw, op, &[first])
}
