//! The type constraints of `MathOps.td` (from MLIR's
//! `CommonTypeConstraints.td`, with upstream's summaries) and the `i1` shape
//! of the classification ops' results.

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

/// The `i1` type of the same shape as `ty` (MLIR's `getI1SameShape`).
pub(crate) fn i1_same_shape(ctx: &Context, ty: Type) -> Type {
    let i1 = ctx.common().i1;
    match ctx.type_kind(ty) {
        TypeKind::Vector {
            shape, scalable, ..
        } => ctx.intern_type(TypeKind::Vector {
            shape: shape.clone(),
            scalable: scalable.clone(),
            element: i1,
        }),
        TypeKind::RankedTensor {
            shape, encoding, ..
        } => ctx.intern_type(TypeKind::RankedTensor {
            shape: shape.clone(),
            element: i1,
            encoding: *encoding,
        }),
        TypeKind::UnrankedTensor { .. } => {
            ctx.intern_type(TypeKind::UnrankedTensor { element: i1 })
        }
        _ => i1,
    }
}
