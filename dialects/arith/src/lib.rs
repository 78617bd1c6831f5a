//! The `arith` dialect: integer and floating-point arithmetic, bitwise ops,
//! comparisons, `select` and casts, with MLIR 22's syntax, verifiers, constant
//! folding and canonicalization patterns
//! (<https://mlir.llvm.org/docs/Dialects/ArithOps/>).
//!
//! ```text
//! %c1_i32 = arith.constant 1 : i32
//! %0 = arith.addi %a, %c1_i32 overflow<nsw> : i32
//! %1 = arith.cmpi slt, %0, %b : i32
//! %2 = arith.select %1, %0, %b : i32
//! %3 = arith.sitofp %2 : i32 to f32
//! ```
//!
//! Folded constants materialize as `arith.constant`. [`fold`] holds the
//! arithmetic of folding, [`canonicalize`] the rewrite patterns, [`attributes`]
//! `#arith.overflow` and `#arith.fastmath`.
//!
//! Default-valued properties (`overflowFlags`, `fastmath`) are stored by the
//! custom-form parser and the builders, as upstream stores them; an op written in
//! the generic form without them keeps them absent, which means the default.

pub mod attributes;
pub mod canonicalize;
pub mod fold;
pub mod ops;

pub use attributes::{
    ArithAttr, CmpFPredicate, CmpIPredicate, FastMathFlags, KeywordEnum, OverflowFlags,
    RoundingMode,
};
pub use ops::*;

use shader_mlir::dialect::Dialect;

pub static DIALECT: Dialect = Dialect::new("arith", &[])
    .op_defs(ops::DEFS)
    .summary("Basic integer and floating point mathematical operations")
    .attributes(attributes::parse_attribute)
    .constants(shader_mlir::rewrite::materialize_typed::<ops::ConstantOp>);

#[cfg(test)]
mod tests;
