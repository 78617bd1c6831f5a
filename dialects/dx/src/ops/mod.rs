//! The ops of the `dx` dialect: LLVM's `llvm.dx.*` resource intrinsics
//! (<https://llvm.org/docs/DirectX/DXILResources.html>) as MLIR ops. Each
//! op's Rust type, file and name agree (`dx.resource.load.typedbuffer` is
//! [`ResourceLoadTypedBufferOp`] in `resource_load_typedbuffer.rs`); each file
//! documents the op's custom assembly.
//!
//! | op | operands | properties | results |
//! |---|---|---|---|
//! | `dx.resource.handlefrombinding` | `index: i32` | `space`, `lower_bound`, `range_size` (`-1` unbounded), `name`, flags | handle |
//! | `dx.resource.handlefromimplicitbinding` | `index: i32` | `order_id`, `space`, `range_size`, `name`, flags | handle |
//! | `dx.handle.fromHeap` | `index: i32` | flags | handle |
//! | `dx.resource.load.typedbuffer` | handle, `index: i32` | | element, `i1` |
//! | `dx.resource.load.rawbuffer` | handle, `index: i32`, `offset: i32` | | value, `i1` |
//! | `dx.resource.store.typedbuffer` | handle, `index: i32`, value | | |
//! | `dx.resource.store.rawbuffer` | handle, `index: i32`, `offset: i32`, value | | |
//! | `dx.resource.updatecounter` | handle | `delta: i8` (`1` or `-1`) | `i32` |
//! | `dx.resource.load.cbufferrow` | handle, `row: i32` | | 128-bit vector |
//!
//! Flags are the optional unit properties `non_uniform`, `globally_coherent`
//! and `has_counter` ([`HandleFlags`](crate::binding::HandleFlags)).

mod access;
mod handle;
mod handle_fromheap;
mod resource_handlefrombinding;
mod resource_handlefromimplicitbinding;
mod resource_load_cbufferrow;
mod resource_load_rawbuffer;
mod resource_load_typedbuffer;
mod resource_store_rawbuffer;
mod resource_store_typedbuffer;
mod resource_updatecounter;
mod support;

use shader_mlir::dialect::OpDef;

pub use handle::{HANDLE_OPS, handle_flags, is_handle_op};
pub use handle_fromheap::HandleFromHeapOp;
pub use resource_handlefrombinding::ResourceHandleFromBindingOp;
pub use resource_handlefromimplicitbinding::{
    ImplicitBinding, ResourceHandleFromImplicitBindingOp,
};
pub use resource_load_cbufferrow::{ROW_BITS, ResourceLoadCBufferRowOp};
pub use resource_load_rawbuffer::ResourceLoadRawBufferOp;
pub use resource_load_typedbuffer::ResourceLoadTypedBufferOp;
pub use resource_store_rawbuffer::ResourceStoreRawBufferOp;
pub use resource_store_typedbuffer::ResourceStoreTypedBufferOp;
pub use resource_updatecounter::ResourceUpdateCounterOp;

/// Every op of the dialect.
pub static OPS: [OpDef; 9] = [
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
