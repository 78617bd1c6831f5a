//! The ops of the `hlsl` dialect (docs/hlsl-dialect.md), one Rust type per op,
//! named after it and defined in the file of the same name:
//!
//! | op | Rust type |
//! |---|---|
//! | `hlsl.handlefrombinding` | [`HandleFromBindingOp`] |
//! | `hlsl.handlefromimplicitbinding` | [`HandleFromImplicitBindingOp`] |
//! | `hlsl.counterhandlefrombinding` | [`CounterHandleFromBindingOp`] |
//! | `hlsl.counterhandlefromimplicitbinding` | [`CounterHandleFromImplicitBindingOp`] |
//! | `hlsl.handlefromheap` | [`HandleFromHeapOp`] |
//! | `hlsl.buffer.load`, `hlsl.buffer.store` | [`BufferLoadOp`], [`BufferStoreOp`] (`buffer/`) |
//! | `hlsl.cbuffer.load` | [`CBufferLoadOp`] (`cbuffer.rs`) |
//! | `hlsl.texture.load`, `hlsl.texture.store`, `hlsl.texture.sample` | [`TextureLoadOp`], [`TextureStoreOp`], [`TextureSampleOp`] (`texture/`) |
//! | `hlsl.updatecounter` | [`UpdateCounterOp`] |
//! | `hlsl.system_value` | [`SystemValueOp`] |
//!
//! Each type wraps an [`OpId`](shader_mlir::ir::OpId): `cast` checks the op
//! name, accessors name the operands and properties of docs/hlsl-dialect.md, and
//! `DEF` is the op's registration. Every op parses and prints in the generic
//! form and in its custom form (see the crate documentation for both).

mod buffer;
mod cbuffer;
mod counterhandlefrombinding;
mod counterhandlefromimplicitbinding;
mod handle;
mod handlefrombinding;
mod handlefromheap;
mod handlefromimplicitbinding;
mod support;
mod system_value;
mod texture;
mod updatecounter;

#[cfg(test)]
mod tests;

pub use buffer::{BufferKind, BufferLoadOp, BufferStoreOp};
pub use cbuffer::CBufferLoadOp;
pub use counterhandlefrombinding::CounterHandleFromBindingOp;
pub use counterhandlefromimplicitbinding::CounterHandleFromImplicitBindingOp;
pub use handlefrombinding::{ExplicitBinding, HandleFromBindingOp};
pub use handlefromheap::HandleFromHeapOp;
pub use handlefromimplicitbinding::{HandleFromImplicitBindingOp, ImplicitBinding};
pub use support::{member_attr, resolve_member};
pub use system_value::{SystemValue, SystemValueOp};
pub use texture::{TextureLoadOp, TextureSampleOp, TextureStoreOp};
pub use updatecounter::UpdateCounterOp;

use shader_mlir::dialect::OpDef;

/// Every op of the dialect, in the order of docs/hlsl-dialect.md's table.
pub(crate) static OPS: [OpDef; 13] = [
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
