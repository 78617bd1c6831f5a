//! The SPIR-V binary format: serialization of a `spirv.module` into a SPIR-V
//! binary and deserialization of any valid binary back into the dialect.
//!
//! Mirrors MLIR's `Target/SPIRV` (`mlir::spirv::serialize`,
//! `mlir::spirv::deserialize`; <https://mlir.llvm.org/docs/Dialects/SPIR-V/#serialization-and-deserialization>),
//! with the additions of docs/spirv-beyond-mlir-22.md (`BufferBlock`,
//! `CounterBuffer` through
//! `OpDecorateId`, `OpTypeSampler`) and one property upstream lacks:
//! serialize -> deserialize -> serialize reproduces the same words.
//!
//! - [`binary`]: header, instruction words, string literals;
//! - [`grammar`]: the operands of each instruction, from the SPIR-V grammar
//!   (which instruction an op is, its declaration says:
//!   [`crate::ops::encoding`]);
//! - [`decorations`]: decoration <-> attribute names;
//! - `block_walk`: the order of a region's blocks in a binary;
//! - [`mod@serialize`] and [`mod@deserialize`]: the two directions (the
//!   triple of a module that does not declare one is
//!   [`deduce_vce`](crate::deduce_vce)'s).

pub mod binary;
mod block_walk;
pub mod decorations;
pub mod deserialize;
pub mod grammar;
pub mod serialize;

pub use deserialize::deserialize;
pub use serialize::{SerializeOptions, serialize};

#[cfg(test)]
mod tests;
