//! The dialects `hlsl-translate` knows: the same list as `hlsl-opt`'s, so
//! that any file `hlsl-opt` reads parses here too.

use std::sync::Arc;

use shader_mlir::Context;

/// A context with every dialect of the project registered.
pub fn context(allow_unregistered: bool) -> Arc<Context> {
    let mut ctx = Context::new();
    ctx.set_allow_unregistered_dialects(allow_unregistered);
    ctx.register_dialect(&dialect_spirv::DIALECT);
    ctx.register_dialect(&dialect_hlsl::DIALECT);
    ctx.register_dialect(&dialect_dx::DIALECT);
    ctx.register_dialect(&dialect_func::DIALECT);
    ctx.register_dialect(&dialect_arith::DIALECT);
    ctx.register_dialect(&dialect_scf::DIALECT);
    ctx.register_dialect(&dialect_vector::DIALECT);
    Arc::new(ctx)
}
