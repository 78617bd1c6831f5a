//! What the op definitions of `arith` share: the type constraints of
//! `ArithOps.td` / `CommonTypeConstraints.td` with upstream's summaries, and
//! the `i1` shape of comparisons and selects.

use shader_mlir::Context;
use shader_mlir::ir::{Type, TypeKind};
use shader_mlir::ods::TypeConstraint;

type Constraint = TypeConstraint;

fn element(ctx: &Context, ty: Type) -> Type {
    crate::fold::element_type(ctx, ty)
}

fn is_signless_int(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_kind(ty),
        TypeKind::Integer {
            signedness: shader_mlir::ir::Signedness::Signless,
            ..
        }
    )
}

fn is_float(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::Float(_))
}

fn is_index(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::Index)
}

fn memref_element(ctx: &Context, ty: Type) -> Option<Type> {
    match ctx.type_kind(ty) {
        TypeKind::MemRef { element, .. } | TypeKind::UnrankedMemRef { element, .. } => {
            Some(*element)
        }
        _ => None,
    }
}

pub(crate) const SIGNLESS_INTEGER_LIKE: Constraint =
    TypeConstraint::new("signless-integer-like", |ctx, ty| {
        let e = element(ctx, ty);
        is_signless_int(ctx, e) || is_index(ctx, e)
    });

pub(crate) const SIGNLESS_FIXED_WIDTH_INTEGER_LIKE: Constraint =
    TypeConstraint::new("signless-fixed-width-integer-like", |ctx, ty| {
        is_signless_int(ctx, element(ctx, ty))
    });

pub(crate) const FLOATING_POINT_LIKE: Constraint =
    TypeConstraint::new("floating-point-like", |ctx, ty| {
        is_float(ctx, element(ctx, ty))
    });

pub(crate) const BOOL_LIKE: Constraint =
    TypeConstraint::new("bool-like", |ctx, ty| element(ctx, ty) == ctx.common().i1);

pub(crate) const INDEX_CASTABLE: Constraint = TypeConstraint::new(
    "signless-integer-like or memref of signless-integer",
    |ctx, ty| match memref_element(ctx, ty) {
        Some(e) => is_signless_int(ctx, e),
        None => (SIGNLESS_INTEGER_LIKE.check)(ctx, ty),
    },
);

pub(crate) const BITCASTABLE: Constraint = TypeConstraint::new(
    "signless-integer-or-float-like or memref of signless-integer or float",
    |ctx, ty| {
        let e = memref_element(ctx, ty).unwrap_or_else(|| element(ctx, ty));
        is_signless_int(ctx, e) || is_float(ctx, e)
    },
);

/// The `i1` type of the same shape as `ty` (MLIR's `getI1SameShape`).
pub fn i1_same_shape(ctx: &Context, ty: Type) -> Type {
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
