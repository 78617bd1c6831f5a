//! The `scf` dialect: structured control flow — `scf.for`, `scf.if`, `scf.while`
//! and their terminators `scf.yield` and `scf.condition` — with MLIR 22's syntax,
//! verifiers and canonicalization patterns
//! (<https://mlir.llvm.org/docs/Dialects/SCFDialect/>).
//!
//! ```text
//! %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i32) {
//!   %next = arith.addi %acc, %x : i32
//!   scf.yield %next : i32
//! }
//! ```
//!
//! Regions that yield nothing may leave their `scf.yield` implicit: the parser
//! adds it and the printer leaves it out. [`conversion`] holds the structural
//! type conversion of these ops for dialect conversions.

pub mod canonicalize;
pub mod conversion;
pub mod ops;

pub use conversion::{add_structural_legality, populate_structural_type_conversion_patterns};
pub use ops::{ConditionOp, ForOp, IfOp, WhileOp, YieldOp};

use shader_mlir::dialect::Dialect;

pub static DIALECT: Dialect = Dialect::new("scf", &[])
    .op_defs(&[ops::DEFS])
    .summary("Structured control flow");

#[cfg(test)]
mod tests;
