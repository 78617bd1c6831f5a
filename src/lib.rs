//! `shader-mlir`: an MLIR-style compiler framework core.
//!
//! This crate owns what every dialect and pass builds on, following MLIR's own
//! structure (<https://mlir.llvm.org/docs/LangRef/>):
//!
//! - [`Context`]: uniqued types, attributes and identifiers, and the dialect registry;
//! - [`ir`]: operations, blocks, regions and SSA values in an arena ([`ir::Ir`]);
//! - [`dialect`]: the declarative way a dialect defines its ops;
//! - [`asm`]: MLIR 22's textual format (parser and printer);
//! - [`diagnostics`]: MLIR-style diagnostics and `--verify-diagnostics`;
//! - [`builtin`]: the builtin dialect (`builtin.module`, casts).

pub mod apfloat;
pub mod apint;
pub mod asm;
pub mod builtin;
pub mod context;
pub mod conversion;
pub mod diagnostics;
pub mod dialect;
pub mod intern;
pub mod ir;
pub mod mapped_input;
pub mod ods;
pub mod pass;
pub mod rewrite;
pub mod split_input;
pub mod testing;
pub mod tool_cli;
pub mod tool_options;
pub mod tool_output;
pub mod transforms;
pub mod verifier;

pub use context::{Context, Ident};

/// Declares an op from a struct: see [`ods`].
pub use shader_mlir_macros::op;

// Generated code names this crate `::shader_mlir`, also from inside it.
extern crate self as shader_mlir;
