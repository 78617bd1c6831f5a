//! Wave (subgroup) and quad intrinsics (shader model 6):
//!
//! | HLSL | op |
//! |---|---|
//! | `WaveGetLaneIndex`, `WaveGetLaneCount` | `hlsl.wave.lane_index`, `hlsl.wave.lane_count` |
//! | `WaveIsFirstLane` | `hlsl.wave.is_first_lane` |
//! | `WaveActiveSum/Product/Min/Max/BitAnd/BitOr/BitXor` | `hlsl.wave.reduce` `sum`, `product`, `min`/`umin`, `max`/`umax`, `and`, `or`, `xor` |
//! | `WavePrefixSum/Product` | `hlsl.wave.prefix` `sum`, `product` |
//! | `WaveActiveCountBits`, `WavePrefixCountBits` | `hlsl.wave.active_count_bits`, `hlsl.wave.prefix_count_bits` |
//! | `WaveActiveAllTrue`, `WaveActiveAnyTrue` | `hlsl.wave.all_true`, `hlsl.wave.any_true` |
//! | `WaveActiveAllEqual` | `hlsl.wave.all_equal` |
//! | `WaveActiveBallot` | `hlsl.wave.ballot` |
//! | `WaveReadLaneAt`, `WaveReadLaneFirst` | `hlsl.wave.read_lane_at`, `hlsl.wave.read_lane_first` |
//! | `QuadReadAcrossX/Y/Diagonal` | `hlsl.quad.read_across` `x`, `y`, `diagonal` |
//! | `QuadReadLaneAt` | `hlsl.quad.read_lane_at` |
//!
//! ```text
//! %s = hlsl.wave.reduce sum %v : f32
//! %p = hlsl.wave.prefix product %v : vector<2xi32>
//! %b = hlsl.wave.ballot %pred
//! %x = hlsl.quad.read_across diagonal %v : vector<4xf32>
//! %y = hlsl.wave.read_lane_at %v, %lane : i32
//! ```
//!
//! Values are scalars or vectors of integers or floats (`bool` too for
//! the lane reads, `all_equal` and the quad reads); `min`/`max` are signed on
//! integers, `umin`/`umax` unsigned, the bitwise kinds integer-only. The ops
//! are convergent: they read the other lanes, so none is `Pure`.

use shader_mlir::Context;
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Ir, OpId, Type, TypeKind, Value};
use shader_mlir::ods::TypeConstraint;
use shader_mlir::ods::constraint::{ANY_TYPE, I1, I32};
use shader_mlir::op;

pub use resource_model::wave::BALLOT;
use resource_model::wave::bool_of;

use super::enums::{QuadDirection, QuadDirectionAttr, WaveOpKind, WaveOpKindAttr};
use super::support::{short_vector_scalar, type_str};

/// The scalar of a scalar or 1-D vector of at most 4 integers or floats.
fn lane_scalar(ctx: &Context, ty: Type) -> Option<Type> {
    let scalar = short_vector_scalar(ctx, ty)?;
    matches!(
        ctx.type_kind(scalar),
        TypeKind::Integer {
            signedness: shader_mlir::ir::Signedness::Signless,
            ..
        } | TypeKind::Float(_)
    )
    .then_some(scalar)
}

/// A lane value: a signless integer or float, or a vector of 1 to 4.
pub const LANE_VALUE: TypeConstraint = TypeConstraint::new(
    "a signless integer or float, or a vector of 1 to 4 of them",
    |ctx, ty| lane_scalar(ctx, ty).is_some(),
);

operand_ops! {
    /// The index of the current lane in the wave.
    WaveLaneIndexOp = "hlsl.wave.lane_index", [], "attr-dict", () -> I32;
    /// The number of lanes in a wave.
    WaveLaneCountOp = "hlsl.wave.lane_count", [], "attr-dict", () -> I32;
    /// Whether the current lane is the first active one.
    WaveIsFirstLaneOp = "hlsl.wave.is_first_lane", [], "attr-dict", () -> I1;
    /// A reduction over the active lanes (`WaveActive*`).
    WaveReduceOp = "hlsl.wave.reduce", [traits = [AllTypesMatch(value, result)], verify = verify_reduce],
        "$kind $value attr-dict `:` type($value)",
        [kind: WaveOpKindAttr => WaveOpKind] (value: LANE_VALUE) -> LANE_VALUE;
    /// An exclusive scan over the active lanes below the current one
    /// (`WavePrefixSum`, `WavePrefixProduct`).
    WavePrefixOp = "hlsl.wave.prefix", [traits = [AllTypesMatch(value, result)], verify = verify_prefix],
        "$kind $value attr-dict `:` type($value)",
        [kind: WaveOpKindAttr => WaveOpKind] (value: LANE_VALUE) -> LANE_VALUE;
    /// The number of active lanes whose value is true.
    WaveActiveCountBitsOp = "hlsl.wave.active_count_bits", [], "$value attr-dict", (value: I1) -> I32;
    /// The number of active lanes below the current one whose value is true.
    WavePrefixCountBitsOp = "hlsl.wave.prefix_count_bits", [], "$value attr-dict", (value: I1) -> I32;
    /// Whether the value is true on every active lane.
    WaveAllTrueOp = "hlsl.wave.all_true", [], "$value attr-dict", (value: I1) -> I1;
    /// Whether the value is true on some active lane.
    WaveAnyTrueOp = "hlsl.wave.any_true", [], "$value attr-dict", (value: I1) -> I1;
    /// Whether every active lane holds the same value (per component).
    WaveAllEqualOp = "hlsl.wave.all_equal",
        [traits = [TypesMatchWith("result is i1 of the value's shape", value, result, bool_of)]],
        "$value attr-dict `:` type($value)", (value: LANE_VALUE) -> ANY_TYPE;
    /// One bit per lane: whether the value is true there (`uint4`).
    WaveBallotOp = "hlsl.wave.ballot", [], "$value attr-dict", (value: I1) -> BALLOT;
    /// The value of another lane.
    WaveReadLaneAtOp = "hlsl.wave.read_lane_at", [traits = [AllTypesMatch(value, result)]],
        "$value `,` $lane attr-dict `:` type($value)", (value: LANE_VALUE, lane: I32) -> LANE_VALUE;
    /// The value of the first active lane.
    WaveReadLaneFirstOp = "hlsl.wave.read_lane_first", [traits = [AllTypesMatch(value, result)]],
        "$value attr-dict `:` type($value)", (value: LANE_VALUE) -> LANE_VALUE;
    /// The value of a neighbour in the quad (`QuadReadAcrossX/Y/Diagonal`).
    QuadReadAcrossOp = "hlsl.quad.read_across", [traits = [AllTypesMatch(value, result)]],
        "$direction $value attr-dict `:` type($value)",
        [direction: QuadDirectionAttr => QuadDirection] (value: LANE_VALUE) -> LANE_VALUE;
    /// The value of a lane of the quad (`QuadReadLaneAt`, lane 0 to 3).
    QuadReadLaneAtOp = "hlsl.quad.read_lane_at", [traits = [AllTypesMatch(value, result)], verify = verify_quad_lane],
        "$value `,` $lane attr-dict `:` type($value)", (value: LANE_VALUE, lane: I32) -> LANE_VALUE;
}

/// The kind must suit the value: no `bool` arithmetic, bitwise and unsigned
/// kinds on integers only.
fn check_kind(ir: &Ir, op: OpId, kind: WaveOpKind, value: Type) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let scalar = lane_scalar(ctx, value).unwrap_or(value);
    let what = match ctx.type_kind(scalar) {
        TypeKind::Integer { width: 1, .. } => Some("bool values have no arithmetic"),
        TypeKind::Float(_)
            if matches!(
                kind,
                WaveOpKind::And
                    | WaveOpKind::Or
                    | WaveOpKind::Xor
                    | WaveOpKind::Umin
                    | WaveOpKind::Umax
            ) =>
        {
            Some("this kind takes integers")
        }
        _ => None,
    };
    match what {
        Some(why) => Err(ir.op_error(
            op,
            format!("'{}' on '{}': {why}", kind.keyword(), type_str(ctx, value)),
        )),
        None => Ok(()),
    }
}

fn verify_reduce(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let reduce = WaveReduceOp(op);
    check_kind(ir, op, reduce.kind(ir), ir.value_type(reduce.value(ir)))
}

fn verify_prefix(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let prefix = WavePrefixOp(op);
    let kind = prefix.kind(ir);
    if !matches!(kind, WaveOpKind::Sum | WaveOpKind::Product) {
        return Err(ir.op_error(
            op,
            format!(
                "wave prefix operations are 'sum' and 'product' (WavePrefixSum, WavePrefixProduct); got '{}'",
                kind.keyword()
            ),
        ));
    }
    check_kind(ir, op, kind, ir.value_type(prefix.value(ir)))
}

fn verify_quad_lane(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let lane = QuadReadLaneAtOp(op).lane(ir);
    match super::support::constant_int(ir, lane) {
        Some(v) if !(0..=3).contains(&v) => {
            Err(ir.op_error(op, format!("a quad has lanes 0 to 3; got lane {v}")))
        }
        _ => Ok(()),
    }
}
