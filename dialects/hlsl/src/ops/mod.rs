//! The ops of the `hlsl` dialect (docs/hlsl-dialect.md), each declared once
//! with [`shader_mlir::op`] in the file of its op or family:
//!
//! | op | Rust type | file |
//! |---|---|---|
//! | `hlsl.handlefrombinding`, `hlsl.handlefromimplicitbinding` | [`HandleFromBindingOp`], [`HandleFromImplicitBindingOp`] | `binding.rs` |
//! | `hlsl.counterhandlefrombinding`, `hlsl.counterhandlefromimplicitbinding` | [`CounterHandleFromBindingOp`], [`CounterHandleFromImplicitBindingOp`] | `counter.rs` |
//! | `hlsl.handlefromheap` | [`HandleFromHeapOp`] | `handlefromheap.rs` |
//! | `hlsl.buffer.load`, `hlsl.buffer.store` | [`BufferLoadOp`], [`BufferStoreOp`] | `buffer.rs` |
//! | `hlsl.cbuffer.load` | [`CBufferLoadOp`] | `cbuffer.rs` |
//! | `hlsl.texture.load`, `hlsl.texture.store`, `hlsl.texture.sample` | [`TextureLoadOp`], [`TextureStoreOp`], [`TextureSampleOp`] | `texture.rs` |
//! | `hlsl.updatecounter` | [`UpdateCounterOp`] | `updatecounter.rs` |
//! | `hlsl.system_value` | [`SystemValueOp`] | `system_value.rs` |
//!
//! Each declaration gives the op's typed accessors (named after the operands
//! and properties of docs/hlsl-dialect.md), its builder, its verifier and its
//! custom form; the handle constraints live in `constraints.rs`, the rules
//! several verifiers share in `support.rs`. Every op also parses and prints
//! in the generic form (see the crate documentation for both).

mod binding;
mod buffer;
mod cbuffer;
mod constraints;
mod counter;
mod handlefromheap;
mod support;
mod system_value;
mod texture;
mod updatecounter;

#[cfg(test)]
mod tests;

pub use binding::{HandleFromBindingOp, HandleFromImplicitBindingOp};
pub use buffer::{BufferKind, BufferLoadOp, BufferStoreOp};
pub use cbuffer::CBufferLoadOp;
pub use constraints::{COUNTER_HANDLE, HANDLE, ROW_HANDLE, SAMPLER_HANDLE};
pub use counter::{CounterHandleFromBindingOp, CounterHandleFromImplicitBindingOp};
pub use handlefromheap::HandleFromHeapOp;
pub use support::resolve_member;
pub use system_value::{SystemValue, SystemValueOp};
pub use texture::{TextureLoadOp, TextureSampleOp, TextureStoreOp};
pub use updatecounter::UpdateCounterOp;

use shader_mlir::dialect::OpDef;

/// Every op of the dialect, in the order of docs/hlsl-dialect.md's table.
pub(crate) static DEFS: &[&OpDef] = &[
    HandleFromBindingOp::DEF,
    HandleFromImplicitBindingOp::DEF,
    CounterHandleFromBindingOp::DEF,
    CounterHandleFromImplicitBindingOp::DEF,
    HandleFromHeapOp::DEF,
    BufferLoadOp::DEF,
    BufferStoreOp::DEF,
    CBufferLoadOp::DEF,
    TextureLoadOp::DEF,
    TextureStoreOp::DEF,
    TextureSampleOp::DEF,
    UpdateCounterOp::DEF,
    SystemValueOp::DEF,
];
