//! The project's dialects and passes, in one list each: the tools (`hlsl-opt`,
//! `hlsl-translate`) and the melior bridge build their contexts and pass
//! registries from here, so a dialect or pass crate added here is parsed,
//! printed, and offered as a flag everywhere (as MLIR's `registerAllDialects` /
//! `registerAllPasses` do for `mlir-opt`).

use shader_mlir::Context;
use shader_mlir::dialect::Dialect;
use shader_mlir::pass::PassRegistry;

/// Every dialect of the project.
pub static DIALECTS: [&Dialect; 9] = [
    &dialect_spirv::DIALECT,
    &dialect_hlsl::DIALECT,
    &dialect_dx::DIALECT,
    &dialect_func::DIALECT,
    &dialect_arith::DIALECT,
    &dialect_math::DIALECT,
    &dialect_memref::DIALECT,
    &dialect_scf::DIALECT,
    &dialect_vector::DIALECT,
];

/// A context with every dialect of the project registered (still mutable, so
/// the driver can set its flags before sharing it).
pub fn context() -> Context {
    let mut ctx = Context::new();
    for dialect in DIALECTS {
        ctx.register_dialect(dialect);
    }
    ctx
}

/// Every pass of the project, by command-line argument.
pub fn passes() -> PassRegistry {
    let mut registry = PassRegistry::new();
    shader_mlir::transforms::register_passes(&mut registry);
    shader_mlir::rewrite::register_passes(&mut registry);
    shader_mlir::conversion::register_passes(&mut registry);
    shader_mlir::testing::register_passes(&mut registry);
    dialect_dx::transforms::register_passes(&mut registry);
    dialect_spirv::transforms::register_passes(&mut registry);
    arith_to_spirv::register_passes(&mut registry);
    func_to_spirv::register_passes(&mut registry);
    math_to_spirv::register_passes(&mut registry);
    scf_to_spirv::register_passes(&mut registry);
    vector_to_spirv::register_passes(&mut registry);
    hlsl_to_dx::register_passes(&mut registry);
    hlsl_to_spirv::register_passes(&mut registry);
    registry
}
