//! The builtin dialect: `builtin.module` and `builtin.unrealized_conversion_cast`.
//!
//! Mirrors <https://mlir.llvm.org/docs/Dialects/Builtin/>. The builtin types and
//! attributes live in [`crate::ir`]; their syntax in [`crate::asm`].

mod ops;
#[cfg(test)]
mod tests;

pub use ops::{ModuleOp, UnrealizedConversionCastOp};

use crate::dialect::Dialect;

pub static DIALECT: Dialect = Dialect::new("builtin", &[])
    .op_defs(&[&[ModuleOp::DEF, UnrealizedConversionCastOp::DEF]])
    .summary("The builtin dialect");
