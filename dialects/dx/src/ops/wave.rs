//! Wave (subgroup) and quad operations, one op per LLVM intrinsic
//! (`llvm.dx.wave.*`, `llvm.dx.quad.*` in `IntrinsicsDirectX.td`), named as
//! the intrinsic without `llvm.`; where LLVM has no intrinsic, after the
//! DXIL operation
//! (<https://github.com/microsoft/DirectXShaderCompiler/blob/main/docs/DXIL.rst>).
//!
//! | op | LLVM 22 | DXIL |
//! |---|---|---|
//! | `dx.wave.getlaneindex`, `dx.wave.get.lane.count`, `dx.wave.is.first.lane` | yes | `WaveGetLaneIndex`, `WaveGetLaneCount`, `WaveIsFirstLane` |
//! | `dx.wave.reduce.{sum,min,max,umin,umax}` | yes | `WaveActiveOp` |
//! | `dx.wave.reduce.{and,or,xor}` | no (later LLVM) | `WaveActiveBit` |
//! | `dx.wave.product` | no (later LLVM) | `WaveActiveOp` |
//! | `dx.wave.prefix.sum`, `dx.wave.prefix.product` | no (later LLVM) | `WavePrefixOp` |
//! | `dx.wave.active.countbits` | yes | `WaveAllBitCount` |
//! | `dx.wave.prefix.bit.count` | no (later LLVM) | `WavePrefixBitCount` |
//! | `dx.wave.all`, `dx.wave.any` | yes | `WaveAllTrue`, `WaveAnyTrue` |
//! | `dx.wave.all.equal` | no (later LLVM) | `WaveActiveAllEqual` |
//! | `dx.wave.ballot` | yes | `WaveActiveBallot` |
//! | `dx.wave.readlane` | yes | `WaveReadLaneAt` |
//! | `dx.wave.readlanefirst` | no | `WaveReadLaneFirst` |
//! | `dx.quad.read.across.{x,y,diagonal}` | no (later LLVM) | `QuadOp` |
//! | `dx.quad.readlaneat` | no | `QuadReadLaneAt` |
//!
//! ```text
//! %s = dx.wave.reduce.sum %v : vector<2xf32>
//! %b = dx.wave.ballot %pred
//! %x = dx.wave.readlane %v, %lane : i32
//! ```
//!
//! Values are integers or floats, or vectors of 1 to 4 of them; `min` and
//! `max` compare integers as signed, `umin` and `umax` as unsigned.

use shader_mlir::ir::Value;
use shader_mlir::ods::constraint::{ANY_TYPE, I1, I32};
use shader_mlir::op;

pub use resource_model::wave::BALLOT;
use resource_model::wave::bool_of;

use super::constraints::LANE_VALUE;

/// A wave op of one `result`: its `#[op]` options after the name, its
/// format and its operands; the families below are rows of this shape.
macro_rules! wave_op {
    ($(#[$doc:meta])* $ty:ident = $name:literal, [$($options:tt)*], $format:literal,
        ($($(#[$field_doc:meta])* $operand:ident: $c:ident),*) -> $result:ident) => {
        $(#[$doc])*
        #[op($name $($options)*)]
        #[format($format)]
        pub struct $ty {
            $(
                $(#[$field_doc])*
                #[operand($c)]
                $operand: Value,
            )*
            #[result($result)]
            result: Value,
        }
    };
}

/// An op without operands.
macro_rules! nullary_op {
    ($(#[$doc:meta])* $ty:ident = $name:literal, $result:ident) => {
        wave_op!($(#[$doc])* $ty = $name, [], "attr-dict", () -> $result);
    };
}

/// An op from a lane value to one of the same type.
macro_rules! lane_op {
    ($(#[$doc:meta])* $ty:ident = $name:literal) => {
        wave_op!($(#[$doc])* $ty = $name, [, traits = [AllTypesMatch(value, result)]],
            "$value attr-dict `:` type($value)", (value: LANE_VALUE) -> LANE_VALUE);
    };
}

/// An op from an `i1` to `$result`.
macro_rules! bool_op {
    ($(#[$doc:meta])* $ty:ident = $name:literal, $result:ident) => {
        wave_op!($(#[$doc])* $ty = $name, [], "$value attr-dict", (value: I1) -> $result);
    };
}

/// An op reading the value of another lane.
macro_rules! read_lane_op {
    ($(#[$doc:meta])* $ty:ident = $name:literal) => {
        wave_op!($(#[$doc])* $ty = $name, [, traits = [AllTypesMatch(value, result)]],
            "$value `,` $lane attr-dict `:` type($value)",
            (
                value: LANE_VALUE,
                /// The lane read.
                lane: I32
            ) -> LANE_VALUE);
    };
}

op_table! {
    nullary_op {
        /// The index of the current lane (`llvm.dx.wave.getlaneindex`).
        WaveGetLaneIndexOp = "dx.wave.getlaneindex", I32;
        /// The number of lanes in a wave (`llvm.dx.wave.get.lane.count`).
        WaveGetLaneCountOp = "dx.wave.get.lane.count", I32;
        /// Whether the current lane is the first active one (`llvm.dx.wave.is.first.lane`).
        WaveIsFirstLaneOp = "dx.wave.is.first.lane", I1;
    }
    lane_op {
        /// The sum over the active lanes (`llvm.dx.wave.reduce.sum`).
        WaveReduceSumOp = "dx.wave.reduce.sum";
        /// The minimum, signed on integers (`llvm.dx.wave.reduce.min`).
        WaveReduceMinOp = "dx.wave.reduce.min";
        /// The maximum, signed on integers (`llvm.dx.wave.reduce.max`).
        WaveReduceMaxOp = "dx.wave.reduce.max";
        /// The unsigned minimum (`llvm.dx.wave.reduce.umin`).
        WaveReduceUMinOp = "dx.wave.reduce.umin";
        /// The unsigned maximum (`llvm.dx.wave.reduce.umax`).
        WaveReduceUMaxOp = "dx.wave.reduce.umax";
        /// The bitwise and over the active lanes (`WaveActiveBitAnd`).
        WaveReduceAndOp = "dx.wave.reduce.and";
        /// The bitwise or over the active lanes (`WaveActiveBitOr`).
        WaveReduceOrOp = "dx.wave.reduce.or";
        /// The bitwise xor over the active lanes (`WaveActiveBitXor`).
        WaveReduceXorOp = "dx.wave.reduce.xor";
        /// The product over the active lanes (`WaveActiveProduct`).
        WaveProductOp = "dx.wave.product";
        /// The sum over the active lanes below the current one (`WavePrefixSum`).
        WavePrefixSumOp = "dx.wave.prefix.sum";
        /// The product over the active lanes below the current one (`WavePrefixProduct`).
        WavePrefixProductOp = "dx.wave.prefix.product";
        /// The value of the first active lane (`WaveReadLaneFirst`).
        WaveReadLaneFirstOp = "dx.wave.readlanefirst";
        /// The value of the horizontal neighbour in the quad (`QuadReadAcrossX`).
        QuadReadAcrossXOp = "dx.quad.read.across.x";
        /// The value of the vertical neighbour in the quad (`QuadReadAcrossY`).
        QuadReadAcrossYOp = "dx.quad.read.across.y";
        /// The value of the diagonal neighbour in the quad (`QuadReadAcrossDiagonal`).
        QuadReadAcrossDiagonalOp = "dx.quad.read.across.diagonal";
    }
    bool_op {
        /// The number of active lanes whose value is true (`llvm.dx.wave.active.countbits`).
        WaveActiveCountBitsOp = "dx.wave.active.countbits", I32;
        /// The number of active lanes below the current one whose value is true
        /// (`WavePrefixCountBits`).
        WavePrefixBitCountOp = "dx.wave.prefix.bit.count", I32;
        /// Whether the value is true on every active lane (`llvm.dx.wave.all`).
        WaveAllOp = "dx.wave.all", I1;
        /// Whether the value is true on some active lane (`llvm.dx.wave.any`).
        WaveAnyOp = "dx.wave.any", I1;
        /// One bit per lane: whether the value is true there (`llvm.dx.wave.ballot`).
        WaveBallotOp = "dx.wave.ballot", BALLOT;
    }
    read_lane_op {
        /// The value of lane `lane` (`llvm.dx.wave.readlane`).
        WaveReadLaneOp = "dx.wave.readlane";
        /// The value of lane `lane` (0 to 3) of the quad (`QuadReadLaneAt`).
        QuadReadLaneAtOp = "dx.quad.readlaneat";
    }
}

/// Whether every active lane holds the same value, per component
/// (`WaveActiveAllEqual`).
#[op(
    "dx.wave.all.equal",
    traits = [TypesMatchWith("result is i1 of the value's shape", value, result, bool_of)]
)]
#[format("$value attr-dict `:` type($value)")]
pub struct WaveAllEqualOp {
    #[operand(LANE_VALUE)]
    value: Value,
    #[result(ANY_TYPE)]
    result: Value,
}
