//! `melior-bridge`: the project inside compilers built on real MLIR 22 through
//! [melior](https://github.com/mlir-rs/melior), in process.
//!
//! - [`text`]: a module converted both ways between the project's IR
//!   ([`shader_mlir::ir::Ir`]) and a melior [`Module`](melior::ir::Module),
//!   through MLIR's generic textual form, locations included;
//! - [`external`]: the project's passes as MLIR external passes
//!   (<https://mlir.llvm.org/docs/PassManagement/>), added to a melior
//!   [`PassManager`](melior::pass::PassManager) by name;
//! - [`replace`]: a pass's result moved back into the op MLIR ran it on;
//! - [`mlir`]: an MLIR context that accepts everything the project prints
//!   (`hlsl`/`dx` ops stay unregistered there, in the generic form);
//! - [`registry`]: the project's dialects and passes, as `hlsl-opt` has them.
//!
//! Building this crate needs LLVM/MLIR 22's development files (Debian:
//! `libmlir-22-dev llvm-22-dev`) and `MLIR_SYS_220_PREFIX` /
//! `TABLEGEN_220_PREFIX` naming their prefix (`/usr/lib/llvm-22`).

pub mod error;
pub mod external;
pub mod mlir;
pub mod registry;
pub mod replace;
pub mod text;

pub use error::BridgeError;
pub use external::{add_pass, create_pass};
