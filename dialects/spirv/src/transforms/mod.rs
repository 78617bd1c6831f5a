//! The passes of the `spirv` dialect: `spirv-update-vce`.
//!
//! Mirrors MLIR's `mlir/Dialect/SPIRV/Transforms/Passes.td`
//! (<https://mlir.llvm.org/docs/Passes/#spirv-dialect-passes>).

mod update_vce;

pub use update_vce::{UPDATE_VCE, lookup_target_env, lookup_target_env_or_default};

use shader_mlir::pass::PassRegistry;

/// Registers the passes of this module.
pub fn register_passes(registry: &mut PassRegistry) {
    registry.register(&UPDATE_VCE);
}
