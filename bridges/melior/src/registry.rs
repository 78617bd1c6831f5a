//! The project's dialects and passes, from the one list the tools share
//! (`shader-registry`), so the passes a melior pipeline can run are exactly the
//! ones `hlsl-opt` offers.

use std::sync::{Arc, OnceLock};

use shader_mlir::Context;
use shader_mlir::pass::PassRegistry;

/// A context with every dialect of the project registered and unregistered
/// dialects allowed: a module coming from MLIR may hold ops of any dialect.
pub fn context() -> Arc<Context> {
    let mut ctx = shader_registry::context();
    ctx.set_allow_unregistered_dialects(true);
    Arc::new(ctx)
}

/// Every pass of the project, by its command-line argument.
pub fn passes() -> &'static PassRegistry {
    static PASSES: OnceLock<PassRegistry> = OnceLock::new();
    PASSES.get_or_init(shader_registry::passes)
}
