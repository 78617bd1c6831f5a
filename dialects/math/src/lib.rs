//! The `math` dialect: elementwise mathematical functions over integers and
//! floats, scalars, vectors and tensors alike, with MLIR 22's syntax,
//! verifiers and constant folding
//! (<https://mlir.llvm.org/docs/Dialects/MathOps/>).
//!
//! ```text
//! %0 = math.sin %x : f32
//! %1 = math.powf %x, %y fastmath<fast> : vector<4xf32>
//! %2 = math.fma %a, %b, %c : f16
//! %3 = math.ctlz %i : i32
//! %4 = math.isnan %x : f32
//! %5 = math.fpowi %x, %n : f32, i32
//! ```
//!
//! Fast-math flags are `arith`'s `#arith.fastmath` (spelled `fastmath<...>`
//! after the operands), stored by the custom-form parser and the builders at
//! their default, as upstream stores them. [`ops`] holds the op table,
//! [`fold`] the constant folders; folded constants materialize as
//! `arith.constant`.

pub mod fold;
pub mod ops;

pub use ops::*;

use shader_mlir::dialect::Dialect;

pub static DIALECT: Dialect = Dialect::new("math", &[])
    .op_defs(ops::DEFS)
    .summary("Mathematical operations")
    .constants(shader_mlir::rewrite::materialize_typed::<dialect_arith::ConstantOp>);

#[cfg(test)]
mod tests;
