//! The passes of the `spirv` dialect: `spirv-update-vce`, and the test pass
//! `test-spirv-op-availability`.
//!
//! Mirrors MLIR's `mlir/Dialect/SPIRV/Transforms/Passes.td`
//! (<https://mlir.llvm.org/docs/Passes/#spirv-dialect-passes>).

mod test_op_availability;
mod update_vce;

pub use test_op_availability::{TEST_OP_AVAILABILITY, availability_report};
pub use update_vce::{UPDATE_VCE, lookup_target_env, lookup_target_env_or_default};

use shader_mlir::pass::PassRegistry;

/// Registers the passes of this module.
pub fn register_passes(registry: &mut PassRegistry) {
    registry.register(&UPDATE_VCE);
    registry.register(&TEST_OP_AVAILABILITY);
}
