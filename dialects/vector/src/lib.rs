//! The element ops of the `vector` dialect — `vector.extract`, `vector.insert`,
//! `vector.from_elements` and `vector.broadcast` — with
//! MLIR 22's syntax, verifiers and folders
//! (<https://mlir.llvm.org/docs/Dialects/Vector/>).
//!
//! ```text
//! %x = vector.extract %v[0] : f32 from vector<4xf32>
//! %w = vector.insert %x, %v [3] : f32 into vector<4xf32>
//! %u = vector.from_elements %a, %b, %c, %d : vector<4xf32>
//! %s = vector.broadcast %a : f32 to vector<4xf32>
//! ```
//!
//! Positions mix static indices and `index` values (`%v[0, %i]`); folders and
//! lowerings handle static ones. Folded constants materialize as
//! `arith.constant`, as upstream's do.

pub mod ops;

pub use ops::{BroadcastOp, ExtractOp, FromElementsOp, InsertOp};

use shader_mlir::dialect::Dialect;

pub static DIALECT: Dialect = Dialect::new("vector", &[])
    .op_defs(&[ops::DEFS])
    .summary("Vector element operations")
    .constants(shader_mlir::rewrite::materialize_typed::<dialect_arith::ConstantOp>);

#[cfg(test)]
mod tests;
