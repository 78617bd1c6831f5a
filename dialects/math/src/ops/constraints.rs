//! The type constraints of `MathOps.td` (from MLIR's
//! `CommonTypeConstraints.td`, with upstream's summaries); the `i1` shape of
//! the classification ops' results is arith's [`dialect_arith::i1_same_shape`].

use shader_mlir::Context;
use shader_mlir::ir::{Signedness, Type, TypeKind};
use shader_mlir::ods::TypeConstraint;

fn element(ctx: &Context, ty: Type) -> Type {
    dialect_arith::fold::element_type(ctx, ty)
}

/// `FloatLike`: a float, or a vector or tensor of floats.
pub(crate) const FLOAT_LIKE: TypeConstraint =
    TypeConstraint::new("floating-point-like", |ctx, ty| {
        matches!(ctx.type_kind(element(ctx, ty)), TypeKind::Float(_))
    });

/// `SignlessIntegerOrIndexLike`.
pub(crate) const SIGNLESS_INTEGER_OR_INDEX_LIKE: TypeConstraint =
    TypeConstraint::new("signless-integer-like", |ctx, ty| {
        matches!(
            ctx.type_kind(element(ctx, ty)),
            TypeKind::Integer {
                signedness: Signedness::Signless,
                ..
            } | TypeKind::Index
        )
    });

/// `BoolLike`.
pub(crate) const BOOL_LIKE: TypeConstraint =
    TypeConstraint::new("bool-like", |ctx, ty| element(ctx, ty) == ctx.common().i1);
