//! The ops of the `spirv` dialect, one file per family as MLIR splits its
//! `SPIRV*Ops.td` files: [`arithmetic`], [`atomic`], [`barrier`],
//! [`bitwise`], [`cast`], [`cl`], [`composite`], [`control_flow`],
//! [`cooperative_matrix`], [`copy_memory`], [`gl`], [`graph`], [`group`],
//! [`image`], [`integer_dot_product`], [`intel`], [`logical`], [`matrix`],
//! [`memory`], [`mesh`], [`misc`], [`non_uniform`], [`pointer`],
//! [`primitive`], [`replicated_constant`], [`structure`] and [`switch`]; the
//! shader instructions MLIR 22 has no op for are in [`beyond`]
//! (docs/spirv-beyond-mlir-22.md).
//!
//! Every op is declared once with `#[op]` (docs/defining-ops.md): its Rust
//! type is MLIR's C++ class name (`spirv.Load` is [`memory::LoadOp`]), with
//! its operands, results, properties, traits, MLIR 22's assembly format and
//! its SPIR-V encoding ([`encoding::Encoding`], attached with `ext = ...`),
//! from which the availability queries, `spirv-update-vce`, the serializer
//! and the deserializer all work. Families are MLIR's ODS classes as
//! `macro_rules!` (`arithmetic_op!(binary ...)`, `gl_op!(unary ...)`) fed by
//! one `op_table!` (`ops/table.rs`) per family, so each op is one row.
//!
//! # Adding an op
//!
//! 1. Pick the family file matching MLIR's `SPIRV<Family>Ops.td` (create it
//!    as `ops/<family>.rs`, listed here and in [`OP_DEFS`], if new).
//! 2. Declare the op with `#[op("spirv.X", traits = [...], ext = Encoding::...)]`,
//!    or as a row of the family's `op_table!` when its class macro fits; the type
//!    constraints are those of [`crate::types::constraints`] (add one there,
//!    with MLIR's exact summary, if it is missing), the property kinds those
//!    of [`properties`] and the core's.
//! 3. Use MLIR 22's `assemblyFormat` as `#[format("...")]`; where MLIR has a
//!    hand-written syntax the format language cannot say, use a
//!    `custom<...>` directive of [`asm`] or a hand-written `parse`/`print`.
//! 4. List the op in the family's `op_table!` (in its `by_hand [...]` list
//!    when it is declared with its own `#[op]`), which makes the family's
//!    `DEFS`.
//! 5. Add lit tests under `tests/lit/dialects/spirv/`: the custom form round
//!    trip, the generic form, the verifier's diagnostics, and the `mlir-opt`
//!    cross-check for everything MLIR 22 knows.

pub mod arithmetic;
pub mod asm;
pub mod atomic;
pub mod barrier;
pub mod beyond;
pub mod bitwise;
pub mod cast;
pub mod cl;
pub mod composite;
pub mod control_flow;
pub mod cooperative_matrix;
pub mod copy_memory;
pub mod encoding;
mod ext_inst;
mod family_availability;
pub mod fold;
mod function_like;
pub mod gl;
pub mod graph;
pub mod group;
pub mod image;
pub mod integer_dot_product;
pub mod intel;
pub mod logical;
pub mod matrix;
pub mod memory;
pub mod mesh;
pub mod misc;
pub mod non_uniform;
pub mod pointer;
pub mod primitive;
pub mod properties;
pub mod replicated_constant;
pub mod structure;
pub mod switch;
mod table;
pub mod verify;

use shader_mlir::dialect::OpDef;
use shader_mlir::ir::{Ir, OpId};

/// Every op of the dialect, by family.
pub static OP_DEFS: &[&[&OpDef]] = &[
    arithmetic::DEFS,
    atomic::DEFS,
    barrier::DEFS,
    beyond::amd::DEFS,
    beyond::array_length::DEFS,
    beyond::derivative::DEFS,
    beyond::gl::DEFS,
    beyond::image::DEFS,
    beyond::image_query::DEFS,
    beyond::image_sample::DEFS,
    beyond::image_sparse::DEFS,
    beyond::invocation::DEFS,
    beyond::logical::DEFS,
    beyond::memory::DEFS,
    beyond::ray_query::DEFS,
    beyond::subgroup::DEFS,
    beyond::subgroup_broadcast::DEFS,
    bitwise::DEFS,
    cast::DEFS,
    cl::DEFS,
    composite::DEFS,
    control_flow::DEFS,
    copy_memory::DEFS,
    cooperative_matrix::DEFS,
    gl::DEFS,
    graph::DEFS,
    group::DEFS,
    image::DEFS,
    integer_dot_product::DEFS,
    intel::DEFS,
    logical::DEFS,
    matrix::DEFS,
    memory::DEFS,
    mesh::DEFS,
    misc::DEFS,
    non_uniform::DEFS,
    pointer::DEFS,
    primitive::DEFS,
    replicated_constant::DEFS,
    structure::DEFS,
    switch::DEFS,
];

/// Whether every operand and result of `op` has one type: what a custom
/// form that spells one type for all (`operands attr-dict : type($result)`)
/// can express. Integer ops whose operands differ in signedness, which
/// SPIR-V allows, print in the generic form.
pub(crate) fn same_types(ir: &Ir, op: OpId) -> bool {
    let mut types = ir.operand_types(op).chain(ir.result_types(op));
    let first = types.next();
    types.all(|t| Some(t) == first)
}

#[cfg(test)]
mod tests;
