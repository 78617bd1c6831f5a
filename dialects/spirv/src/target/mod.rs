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
//! - [`grammar`]: op names <-> instructions, from the SPIR-V grammar;
//! - [`layout`]: which op attributes hold an instruction's literal operands;
//! - [`decorations`]: decoration <-> attribute names;
//! - [`mod@serialize`] and [`mod@deserialize`]: the two directions (the
//!   triple of a module that does not declare one is
//!   [`deduce_vce`](crate::deduce_vce)'s).

pub mod binary;
pub mod decorations;
pub mod deserialize;
pub mod grammar;
pub mod layout;
pub mod serialize;

pub use deserialize::deserialize;
pub use serialize::{SerializeOptions, serialize};

#[cfg(test)]
mod tests;
