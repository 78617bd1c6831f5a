//! The ops of the `memref` subset, each declared with `#[op]` in the file of
//! its family:
//!
//! | op | Rust type | file |
//! |---|---|---|
//! | `memref.alloca` | [`AllocaOp`] | `alloca.rs` |
//! | `memref.load`, `memref.store` | [`LoadOp`], [`StoreOp`] | `load_store.rs` |
//! | `memref.global`, `memref.get_global` | [`GlobalOp`], [`GetGlobalOp`] | `global.rs` |
//! | `memref.atomic_rmw`, `memref.generic_atomic_rmw`, `memref.atomic_yield` | [`AtomicRMWOp`], [`GenericAtomicRMWOp`], [`AtomicYieldOp`] | `atomic.rs` |
//!
//! The type constraints and the alignment property live in `support.rs`.

mod alloca;
mod atomic;
mod global;
mod load_store;
mod support;

pub use alloca::AllocaOp;
pub use atomic::{AtomicRMWOp, AtomicYieldOp, CompareExchange, GenericAtomicRMWOp};
pub use global::{GetGlobalOp, GlobalOp, MemRefTypeAttr};
pub use load_store::{LoadOp, StoreOp};
pub use support::{AlignmentAttr, element_type};

use shader_mlir::dialect::OpDef;

/// Every op of the subset.
pub(crate) static DEFS: &[&OpDef] = &[
    AllocaOp::DEF,
    LoadOp::DEF,
    StoreOp::DEF,
    GlobalOp::DEF,
    GetGlobalOp::DEF,
    AtomicRMWOp::DEF,
    GenericAtomicRMWOp::DEF,
    AtomicYieldOp::DEF,
];
