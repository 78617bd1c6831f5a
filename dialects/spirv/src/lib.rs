//! The `spirv` dialect: a mirror of MLIR's SPIR-V dialect (same op names,
//! textual syntax and attributes), plus what MLIR 22 lacks for HLSL.
//!
//! Modules:
//! - [`availability`]: the SPIR-V version, extensions and capabilities every
//!   opcode, enumerant and scalar type needs, taken from the SPIR-V grammar,
//!   and the IR-free algorithm that deduces a module's minimal `#spirv.vce`;
//! - [`deduce_vce`]: that deduction over a `spirv.module` (`spirv-update-vce`,
//!   the serializer and the hlsl lowering all use it);
//! - [`target_env`]: `#spirv.vce`, `#spirv.target_env` and
//!   `#spirv.resource_limits` values, the target queries used by conversions,
//!   and the Vulkan target presets.
//! - [`types`]: `!spirv.ptr`, `!spirv.array`, `!spirv.rtarray`,
//!   `!spirv.struct`, `!spirv.image`, `!spirv.sampled_image`, `!spirv.matrix`,
//!   `!spirv.coopmatrix` and `!spirv.sampler`, with MLIR 22's syntax and parse-time checks, and
//!   the ODS type constraints of operands and results;
//! - [`attributes`]: the enum attributes, `#spirv.vce`, `#spirv.target_env`,
//!   `#spirv.resource_limits`, the shader interface ABI and linkage
//!   attributes, parsed into the [`target_env`] values;
//! - [`ops`]: the ops, one file per MLIR op family, with MLIR 22's custom
//!   syntax and verifiers (see its documentation for how to add one);
//! - [`DIALECT`]: the registration of all of it.
//!
//! Upstream reference: MLIR's SPIR-V dialect design
//! (<https://mlir.llvm.org/docs/Dialects/SPIR-V/>); what the dialect has beyond
//! MLIR 22: docs/spirv-beyond-mlir-22.md.

pub mod availability;
pub mod target_env;

pub mod attributes;
pub mod deduce_vce;
pub mod op_availability;
pub mod ops;
mod support;
pub mod target;
#[cfg(test)]
mod testing;
pub mod transforms;
pub mod types;

use shader_mlir::dialect::Dialect;

/// The `spirv` dialect: register it with
/// `ctx.register_dialect(&dialect_spirv::DIALECT)`.
pub static DIALECT: Dialect = Dialect::new("spirv", &[])
    .op_defs(ops::OP_DEFS)
    .summary("The SPIR-V dialect in MLIR")
    .types(types::parse_type)
    .attributes(attributes::parse_attribute)
    .verify_attributes(attributes::verify_attribute)
    .constants(shader_mlir::rewrite::materialize_typed::<ops::structure::ConstantOp>);
