//! The subset of MLIR's `memref` dialect that shader kernels need
//! (<https://mlir.llvm.org/docs/Dialects/MemRef/>), with MLIR 22's syntax,
//! verifiers and diagnostics:
//!
//! ```text
//! memref.global "private" @tile : memref<64xf32, 3>
//! %tile = memref.get_global @tile : memref<64xf32, 3>
//! %v = memref.load %tile[%i] : memref<64xf32, 3>
//! memref.store %v, %tile[%j] : memref<64xf32, 3>
//! %old = memref.atomic_rmw addi %x, %counts[%i] : (i32, memref<16xi32, 3>) -> i32
//! %seen = memref.generic_atomic_rmw %counts[%i] : memref<16xi32, 3> {
//! ^bb0(%current: i32):
//!   ...
//!   memref.atomic_yield %new : i32
//! }
//! %local = memref.alloca() : memref<8xf32>
//! ```
//!
//! In shader kernels, HLSL `groupshared` variables are `memref.global`s in
//! the workgroup memory space ([`WORKGROUP_MEMORY_SPACE`], `3`: LLVM's
//! `addrspace(3)` for DirectX group-shared memory and MLIR's Vulkan storage
//! class mapping for `Workgroup`), reached through `memref.get_global`;
//! function-local variables and arrays are `memref.alloca`s in the default
//! memory space (docs/hlsl-dialect.md, "Memory").

pub mod kind;
pub mod ops;
pub mod space;

pub use kind::{AtomicRMWKind, AtomicRMWKindAttr};
pub use ops::*;
pub use space::{WORKGROUP_MEMORY_SPACE, is_workgroup, memory_space};

use shader_mlir::dialect::Dialect;

/// The `memref` dialect: register it with `Context::register_dialect`.
pub static DIALECT: Dialect = Dialect::new("memref", &[])
    .op_defs(&[ops::DEFS])
    .summary("Memory references: stack and global buffers, loads, stores and atomics");

#[cfg(test)]
mod tests;
