//! Small helpers shared by the op definitions of this crate.

use shader_mlir::Context;
use shader_mlir::asm::printer::type_to_string;
use shader_mlir::ir::Type;

/// A type as MLIR prints it in diagnostics.
pub(crate) fn type_str(ctx: &Context, ty: Type) -> String {
    type_to_string(ctx, ty)
}
