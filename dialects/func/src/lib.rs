//! The `func` dialect: `func.func`, `func.return` and `func.call`, with MLIR 22's
//! syntax and verifiers (<https://mlir.llvm.org/docs/Dialects/Func/>).
//!
//! ```text
//! func.func private @callee(i32) -> i32
//! func.func @caller(%arg0: i32) -> i32 attributes {my.attr} {
//!   %0 = call @callee(%arg0) : (i32) -> i32
//!   return %0 : i32
//! }
//! ```
//!
//! Ops inside a `func.func` print without the `func.` prefix (its default
//! dialect). [`conversion`] holds the type conversion of signatures, calls and
//! returns for dialect conversions; [`symbol`] the symbol lookup calls use.

pub mod conversion;
pub mod ops;
pub mod symbol;
#[cfg(feature = "testing")]
pub mod testing;

pub use conversion::{add_function_legality, populate_function_type_conversion_patterns};
pub use ops::{CallOp, FuncOp, ReturnOp};

use shader_mlir::dialect::Dialect;

pub static DIALECT: Dialect = Dialect::new("func", &[])
    .op_defs(&[ops::DEFS])
    .summary("Functions, calls and returns");

#[cfg(test)]
mod tests;
