//! Screen-space derivatives: HLSL's `ddx`, `ddy` and their `_coarse` and
//! `_fine` forms. They read the other pixels of a 2x2 quad, so they exist
//! only in pixel shaders (docs/hlsl-dialect.md, "Stages").
//!
//! ```text
//! %d = hlsl.ddx %uv : vector<2xf32>
//! %e = hlsl.ddy_fine %v : f16
//! ```
//!
//! The value is a 16- or 32-bit float or a vector of 1 to 4 of them. `ddx`
//! and `ddy` let the implementation choose the precision (DirectX: coarse).

use shader_mlir::Context;
use shader_mlir::ir::{Ir, OpId, Type, TypeKind};
use shader_mlir::ods::TypeConstraint;
use shader_mlir::op;

use super::support::short_vector_scalar;

fn is_derivable(ctx: &Context, ty: Type) -> bool {
    short_vector_scalar(ctx, ty).is_some_and(
        |scalar| matches!(ctx.type_kind(scalar), TypeKind::Float(k) if matches!(k.width(), 16 | 32)),
    )
}

/// A 16- or 32-bit float or a vector of 1 to 4 of them.
pub const DERIVABLE: TypeConstraint = TypeConstraint::new(
    "a 16- or 32-bit float or a vector of 1 to 4 of them",
    is_derivable,
);

/// The derivative ops, one row per op (`/// doc` and `Op = "name";`): `$value
/// : type`, the result of the value's type; `DEFS`, the ops in row order;
/// and [`is_derivative`].
macro_rules! derivative_ops {
    ($($(#[$doc:meta])* $name:ident = $mnemonic:literal;)*) => {
        $(
            $(#[$doc])*
            #[op($mnemonic, traits = [SameOperandsAndResultType])]
            #[format("$value attr-dict `:` type($value)")]
            pub struct $name {
                #[operand(DERIVABLE)]
                value: shader_mlir::ir::Value,
                #[result(DERIVABLE)]
                result: shader_mlir::ir::Value,
            }
        )*

        /// The derivative ops, as registered.
        pub(crate) static DEFS: &[&shader_mlir::dialect::OpDef] = &[$($name::DEF,)*];

        /// Whether `op` is one of the derivative ops.
        pub fn is_derivative(ir: &Ir, op: OpId) -> bool {
            $($name::isa(ir, op))||*
        }
    };
}

derivative_ops! {
    /// The derivative along x (`ddx`).
    DdxOp = "hlsl.ddx";
    /// The derivative along y (`ddy`).
    DdyOp = "hlsl.ddy";
    /// The coarse derivative along x, one per quad (`ddx_coarse`).
    DdxCoarseOp = "hlsl.ddx_coarse";
    /// The coarse derivative along y (`ddy_coarse`).
    DdyCoarseOp = "hlsl.ddy_coarse";
    /// The fine derivative along x, per pixel pair (`ddx_fine`).
    DdxFineOp = "hlsl.ddx_fine";
    /// The fine derivative along y (`ddy_fine`).
    DdyFineOp = "hlsl.ddy_fine";
}
