//! The ops of the `spirv` dialect, one file per family as MLIR splits its
//! `SPIRV*Ops.td` files: [`structure`] (`spirv.module`, `spirv.func`,
//! `spirv.GlobalVariable`, `spirv.Constant`, ...), [`memory`], [`control_flow`],
//! [`composite`], [`barrier`], [`logical`] and [`misc`].
//!
//! Every op has a Rust type named after MLIR's C++ class (`spirv.Load` is
//! [`memory::LoadOp`]) with its textual `NAME` and its registration `DEF`,
//! an [`OpDef`](shader_mlir::dialect::OpDef) carrying traits, inherent
//! attribute names (MLIR's properties), the verifier and the custom assembly.
//! Custom syntax and diagnostics follow MLIR 22; the generic form of every op
//! parses and prints through the core.
//!
//! # Adding an op
//!
//! 1. Pick the family file matching MLIR's `SPIRV<Family>Ops.td` (create it
//!    as `ops/<family>.rs`, listed here and in [`OP_GROUPS`], if new).
//! 2. For a uniform op (same-type operands and result, comparisons,
//!    conversions), declare it with [`uniform_op!`](crate::uniform_op) and a
//!    [`uniform::UniformSpec`], naming the ODS type constraints of
//!    [`crate::types::constraints`] (add a constraint there, with MLIR's exact
//!    description, if it is missing).
//! 3. Otherwise write `pub struct XOp;` with `NAME` and
//!    `DEF: OpDef = OpDef::new(Self::NAME).traits(..).properties(..).verify(..).asm(parse, print)`,
//!    using [`asm`] for enum strings, stripped enum attributes and the
//!    attribute dictionary, and [`verify`] for scope traits, operand/result
//!    constraints, required attributes and symbol lookup.
//! 4. Add `XOp::DEF` to the family's `OPS`.
//! 5. Add lit tests under `tests/lit/dialects/spirv/`: the custom form round
//!    trip, the generic form, the verifier's diagnostics, and the `mlir-opt`
//!    cross-check for everything MLIR 22 knows.

pub mod arithmetic;
pub mod asm;
pub mod atomic;
pub mod barrier;
pub mod bitwise;
pub mod cast;
pub mod composite;
pub mod control_flow;
pub mod family;
pub mod format;
pub mod gl;
pub mod image;
pub mod logical;
pub mod memory;
pub mod misc;
pub mod ods;
pub mod operand_types;
pub mod relational;
pub mod structure;
pub mod uniform;
pub mod verify;

use shader_mlir::dialect::OpDef;

/// Every op family of the dialect.
pub static OP_GROUPS: &[&[OpDef]] = &[
    arithmetic::OPS,
    atomic::OPS,
    barrier::OPS,
    bitwise::OPS,
    cast::OPS,
    composite::OPS,
    control_flow::OPS,
    gl::OPS,
    image::OPS,
    logical::OPS,
    memory::OPS,
    misc::OPS,
    relational::OPS,
    structure::OPS,
];

#[cfg(test)]
mod tests;
