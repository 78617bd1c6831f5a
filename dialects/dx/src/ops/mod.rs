//! The ops of the `dx` dialect: LLVM's `llvm.dx.*` resource intrinsics
//! (<https://llvm.org/docs/DirectX/DXILResources.html>) as MLIR ops, each
//! declared once with [`shader_mlir::op`] in the file of its family; each
//! file documents the ops' custom assembly.
//!
//! | op | operands | properties | results | file |
//! |---|---|---|---|---|
//! | `dx.resource.handlefrombinding` | `index: i32` | `space`, `lower_bound`, `range_size` (`-1` unbounded), `name`, flags | handle | `handle.rs` |
//! | `dx.resource.handlefromimplicitbinding` | `index: i32` | `order_id`, `space`, `range_size`, `name`, flags | handle | `handle.rs` |
//! | `dx.handle.fromHeap` | `index: i32` | flags | handle | `handle.rs` |
//! | `dx.resource.load.typedbuffer` | handle, `index: i32` | | element, `i1` | `buffer.rs` |
//! | `dx.resource.load.rawbuffer` | handle, `index: i32`, `offset: i32` | | value, `i1` | `buffer.rs` |
//! | `dx.resource.store.typedbuffer` | handle, `index: i32`, value | | | `buffer.rs` |
//! | `dx.resource.store.rawbuffer` | handle, `index: i32`, `offset: i32`, value | | | `buffer.rs` |
//! | `dx.resource.updatecounter` | handle | `delta: i8` (`1` or `-1`) | `i32` | `updatecounter.rs` |
//! | `dx.resource.load.cbufferrow` | handle, `row: i32` | | 128-bit vector | `cbufferrow.rs` |
//!
//!
//! The resource methods, barriers, wave and quad operations, derivatives and
//! `discard` (each file documents which LLVM 22 intrinsic, later LLVM
//! intrinsic or DXIL operation each op mirrors):
//!
//! | ops | file |
//! |---|---|
//! | `dx.resource.atomicrmw`, `dx.resource.cmpxchg` | `atomic.rs` |
//! | `dx.resource.getdimensions.x`, `dx.resource.getdimensions`, `dx.resource.calculate.lod`, `dx.resource.getsampleposition` | `query.rs` |
//! | `dx.resource.load.level`, `dx.resource.load.ms`, `dx.resource.store.texture` | `texture.rs` |
//! | `dx.resource.sample*`, `dx.resource.gather[.cmp,.raw]` | `sample.rs` |
//! | `dx.resource.writesamplerfeedback[bias,level,grad]` | `feedback.rs` |
//! | `dx.wave.*`, `dx.quad.*` | `wave.rs` |
//! | the six memory barriers, `dx.discard`, `dx.dd{x,y}.{coarse,fine}` | `sync.rs` |
//!
//! Flags are the optional unit properties `non_uniform`, `globally_coherent`
//! and `has_counter` ([`HandleFlags`](crate::binding::HandleFlags)); the type
//! constraints live in `constraints.rs`.

/// A table of op families: each `family { rows }` declares its rows, `/// doc
/// Op = "name", args...;`, as `family!(/// doc Op = "name", args...)`, as
/// MLIR's ODS derives the ops of a class (docs/defining-ops.md, "Families").
macro_rules! op_table {
    ($($family:ident { $($(#[$doc:meta])* $ty:ident = $name:literal $(, $arg:tt)*;)* })*) => {
        $($($family!($(#[$doc])* $ty = $name $(, $arg)*);)*)*
    };
}

/// An op declared as written: the `declare` of [`sampler_access_op!`] for
/// ops with no further shared fields.
macro_rules! declare {
    ($($item:tt)*) => {
        $($item)*
    };
}

/// An access through a sampler, handed to `wrap` (a family's macro, or
/// [`declare!`]): the op's `[leading]` fields, the texture, the sampler,
/// its `f32` coordinates (one per dimension plus the array index), then the
/// op's own fields.
macro_rules! sampler_access_op {
    ($wrap:ident, $(#[$attr:meta])* pub struct $ty:ident [$($lead:tt)*] { $($fields:tt)* }) => {
        $wrap! {
            $(#[$attr])*
            pub struct $ty {
                $($lead)*
                #[operand(TEXTURE)]
                handle: Value,
                #[operand(SAMPLER)]
                sampler: Value,
                #[operand(FLOAT_COORDINATES)]
                coord: Value,
                $($fields)*
            }
        }
    };
}

/// A read that reports whether it touched mapped memory: the op's fields,
/// then the immediate texel `offset`, the value read and the optional `i1`
/// check bit `CheckAccessFullyMapped` reads.
macro_rules! checked_read_op {
    ($(#[$attr:meta])* pub struct $ty:ident { $($fields:tt)* }) => {
        $(#[$attr])*
        pub struct $ty {
            $($fields)*
            /// The immediate texel offset.
            #[property(DenseI32ArrayAttr)]
            offset: Option<Vec<i32>>,
            #[result(ANY_TYPE)]
            result: Value,
            /// The check bit of `CheckAccessFullyMapped`.
            #[result(I1)]
            check_bit: Option<Value>,
        }
    };
}

/// A table of sampling methods: `family;`, then one row per op, `/// doc`
/// and `kind Op = "name", [verify = f,] (f32 operands) [clamp] [{ fields
/// }], "format";`, each declared through `family` (a macro over
/// [`sampler_access_op!`]), as MLIR's ODS derives the ops of a class
/// (docs/defining-ops.md, "Families"). The row's `f32` operands come first;
/// `kind` `grad` adds the explicit gradients `ddx` and `ddy` (one `f32` per
/// dimension), `plain` none; a trailing `clamp` is the optional minimum
/// level of detail, and `{ fields }` the op's properties.
macro_rules! sampler_ops {
    ($family:ident;
        $($(#[$doc:meta])* $kind:ident $ty:ident = $name:literal, $(verify = $verify:ident,)?
            ($($f32:ident),*) $($clamp:ident)? $({ $($extra:tt)* })?, $format:literal;)*) => {
        $(sampler_ops!(@$kind $family, $(#[$doc])* $ty = $name, [$(verify = $verify)?], {
            $(#[operand(F32)] $f32: Value,)*
        }, {
            $(
                /// The minimum level of detail.
                #[operand(F32)]
                $clamp: Option<Value>,
            )?
            $($($extra)*)?
        }, $format);)*
    };
    (@plain $family:ident, $(#[$doc:meta])* $ty:ident = $name:literal, [$($verify:tt)*],
        { $($own:tt)* }, { $($rest:tt)* }, $format:literal) => {
        $family! {
            $(#[$doc])*
            #[op($name, $($verify)*)]
            #[format($format)]
            pub struct $ty {
                $($own)*
                $($rest)*
            }
        }
    };
    (@grad $family:ident, $(#[$doc:meta])* $ty:ident = $name:literal, [$($verify:tt)*],
        { $($own:tt)* }, { $($rest:tt)* }, $format:literal) => {
        sampler_ops!(@plain $family, $(#[$doc])* $ty = $name, [$($verify)*], {
            $($own)*
            #[operand(FLOAT_COORDINATES)]
            ddx: Value,
            #[operand(FLOAT_COORDINATES)]
            ddy: Value,
        }, { $($rest)* }, $format);
    };
}

mod atomic;
mod buffer;
mod cbufferrow;
mod constraints;
mod feedback;
mod handle;
mod query;
mod sample;
mod sync;
mod texture;
mod updatecounter;
mod wave;

pub use atomic::{AtomicBinOp, AtomicBinOpAttr, ResourceAtomicRMWOp, ResourceCmpXchgOp};
pub use feedback::{
    ResourceWriteSamplerFeedbackBiasOp, ResourceWriteSamplerFeedbackGradOp,
    ResourceWriteSamplerFeedbackLevelOp, ResourceWriteSamplerFeedbackOp,
};
pub use query::{
    ResourceCalculateLodOp, ResourceGetDimensionsOp, ResourceGetDimensionsXOp,
    ResourceGetSamplePositionOp,
};
pub use sample::{
    ResourceGatherCmpOp, ResourceGatherOp, ResourceGatherRawOp, ResourceSampleBiasOp,
    ResourceSampleCmpBiasOp, ResourceSampleCmpGradOp, ResourceSampleCmpLevelOp,
    ResourceSampleCmpLevelZeroOp, ResourceSampleCmpOp, ResourceSampleGradOp, ResourceSampleLevelOp,
    ResourceSampleOp,
};
pub use sync::{
    AllMemoryBarrierOp, AllMemoryBarrierWithGroupSyncOp, DdxCoarseOp, DdxFineOp, DdyCoarseOp,
    DdyFineOp, DeviceMemoryBarrierOp, DeviceMemoryBarrierWithGroupSyncOp, DiscardOp,
    GroupMemoryBarrierOp, GroupMemoryBarrierWithGroupSyncOp,
};
pub use texture::{ResourceLoadLevelOp, ResourceLoadMSOp, ResourceStoreTextureOp};
pub use wave::{
    QuadReadAcrossDiagonalOp, QuadReadAcrossXOp, QuadReadAcrossYOp, QuadReadLaneAtOp,
    WaveActiveCountBitsOp, WaveAllEqualOp, WaveAllOp, WaveAnyOp, WaveBallotOp, WaveGetLaneCountOp,
    WaveGetLaneIndexOp, WaveIsFirstLaneOp, WavePrefixBitCountOp, WavePrefixProductOp,
    WavePrefixSumOp, WaveProductOp, WaveReadLaneFirstOp, WaveReadLaneOp, WaveReduceAndOp,
    WaveReduceMaxOp, WaveReduceMinOp, WaveReduceOrOp, WaveReduceSumOp, WaveReduceUMaxOp,
    WaveReduceUMinOp, WaveReduceXorOp,
};

pub use buffer::{
    ResourceLoadRawBufferOp, ResourceLoadTypedBufferOp, ResourceStoreRawBufferOp,
    ResourceStoreTypedBufferOp,
};
pub use cbufferrow::ResourceLoadCBufferRowOp;
pub use constraints::{
    ATOMIC_RESOURCE, BUFFER, CBUFFER_ROW, COORDINATES, DERIVABLE, FEEDBACK_TEXTURE,
    FLOAT_COORDINATES, LANE_VALUE, RAW_BUFFER, RAW_VALUE, RESOURCE, ROW_BITS, ROW_BUFFER, SAMPLER,
    SIZED_TEXTURE, STRUCTURED_UAV, TEXTURE, TYPED_BUFFER, row_type,
};
pub use handle::{
    HandleFromHeapOp, HandleOp, ResourceHandleFromBindingOp, ResourceHandleFromImplicitBindingOp,
};
pub use updatecounter::ResourceUpdateCounterOp;

use shader_mlir::dialect::OpDef;

/// Every op of the dialect.
pub(crate) static DEFS: &[&OpDef] = &[
    ResourceHandleFromBindingOp::DEF,
    ResourceHandleFromImplicitBindingOp::DEF,
    HandleFromHeapOp::DEF,
    ResourceLoadTypedBufferOp::DEF,
    ResourceLoadRawBufferOp::DEF,
    ResourceStoreTypedBufferOp::DEF,
    ResourceStoreRawBufferOp::DEF,
    ResourceUpdateCounterOp::DEF,
    ResourceLoadCBufferRowOp::DEF,
    ResourceAtomicRMWOp::DEF,
    ResourceCmpXchgOp::DEF,
    ResourceGetDimensionsXOp::DEF,
    ResourceGetDimensionsOp::DEF,
    ResourceCalculateLodOp::DEF,
    ResourceGetSamplePositionOp::DEF,
    ResourceLoadLevelOp::DEF,
    ResourceLoadMSOp::DEF,
    ResourceStoreTextureOp::DEF,
    ResourceSampleOp::DEF,
    ResourceSampleBiasOp::DEF,
    ResourceSampleLevelOp::DEF,
    ResourceSampleGradOp::DEF,
    ResourceSampleCmpOp::DEF,
    ResourceSampleCmpLevelZeroOp::DEF,
    ResourceSampleCmpLevelOp::DEF,
    ResourceSampleCmpBiasOp::DEF,
    ResourceSampleCmpGradOp::DEF,
    ResourceGatherOp::DEF,
    ResourceGatherCmpOp::DEF,
    ResourceGatherRawOp::DEF,
    ResourceWriteSamplerFeedbackOp::DEF,
    ResourceWriteSamplerFeedbackBiasOp::DEF,
    ResourceWriteSamplerFeedbackLevelOp::DEF,
    ResourceWriteSamplerFeedbackGradOp::DEF,
    WaveGetLaneIndexOp::DEF,
    WaveGetLaneCountOp::DEF,
    WaveIsFirstLaneOp::DEF,
    WaveReduceSumOp::DEF,
    WaveReduceMinOp::DEF,
    WaveReduceMaxOp::DEF,
    WaveReduceUMinOp::DEF,
    WaveReduceUMaxOp::DEF,
    WaveReduceAndOp::DEF,
    WaveReduceOrOp::DEF,
    WaveReduceXorOp::DEF,
    WaveProductOp::DEF,
    WavePrefixSumOp::DEF,
    WavePrefixProductOp::DEF,
    WaveActiveCountBitsOp::DEF,
    WavePrefixBitCountOp::DEF,
    WaveAllOp::DEF,
    WaveAnyOp::DEF,
    WaveAllEqualOp::DEF,
    WaveBallotOp::DEF,
    WaveReadLaneOp::DEF,
    WaveReadLaneFirstOp::DEF,
    QuadReadAcrossXOp::DEF,
    QuadReadAcrossYOp::DEF,
    QuadReadAcrossDiagonalOp::DEF,
    QuadReadLaneAtOp::DEF,
    GroupMemoryBarrierOp::DEF,
    GroupMemoryBarrierWithGroupSyncOp::DEF,
    DeviceMemoryBarrierOp::DEF,
    DeviceMemoryBarrierWithGroupSyncOp::DEF,
    AllMemoryBarrierOp::DEF,
    AllMemoryBarrierWithGroupSyncOp::DEF,
    DiscardOp::DEF,
    DdxCoarseOp::DEF,
    DdyCoarseOp::DEF,
    DdxFineOp::DEF,
    DdyFineOp::DEF,
];
