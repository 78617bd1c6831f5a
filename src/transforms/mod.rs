//! Dialect-independent passes (MLIR's `mlir/Transforms`): `strip-debuginfo` and
//! `symbol-dce`.

mod strip_debuginfo;
mod symbol_dce;

pub use strip_debuginfo::STRIP_DEBUG_INFO;
pub use symbol_dce::SYMBOL_DCE;

use crate::pass::PassRegistry;

/// Registers the passes of this module.
pub fn register_passes(registry: &mut PassRegistry) {
    registry.register(&STRIP_DEBUG_INFO);
    registry.register(&SYMBOL_DCE);
}
