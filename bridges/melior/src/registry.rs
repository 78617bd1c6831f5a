//! The project's dialects and passes. The one list is `hlsl-opt`'s
//! (`tools/hlsl-opt/src/registry.rs`), compiled into this crate as it is, so the
//! passes a melior pipeline can run are exactly the ones `hlsl-opt` offers.

use std::sync::{Arc, OnceLock};

use shader_mlir::Context;
use shader_mlir::pass::PassRegistry;

#[path = "../../../tools/hlsl-opt/src/registry.rs"]
mod list;

/// A context with every dialect of the project registered and unregistered
/// dialects allowed: a module coming from MLIR may hold ops of any dialect.
pub fn context() -> Arc<Context> {
    let mut ctx = list::context();
    ctx.set_allow_unregistered_dialects(true);
    Arc::new(ctx)
}

/// Every pass of the project, by its command-line argument.
pub fn passes() -> &'static PassRegistry {
    static PASSES: OnceLock<PassRegistry> = OnceLock::new();
    PASSES.get_or_init(list::passes)
}
