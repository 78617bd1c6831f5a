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
//! Flags are the optional unit properties `non_uniform`, `globally_coherent`
//! and `has_counter` ([`HandleFlags`](crate::binding::HandleFlags)); the type
//! constraints live in `constraints.rs`.

mod buffer;
mod cbufferrow;
mod constraints;
mod handle;
mod updatecounter;

pub use buffer::{
    ResourceLoadRawBufferOp, ResourceLoadTypedBufferOp, ResourceStoreRawBufferOp,
    ResourceStoreTypedBufferOp,
};
pub use cbufferrow::ResourceLoadCBufferRowOp;
pub use constraints::{
    CBUFFER_ROW, RAW_BUFFER, RAW_VALUE, RESOURCE, ROW_BITS, ROW_BUFFER, STRUCTURED_UAV,
    TYPED_BUFFER, row_type,
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
];
