//! Scalar-or-vector helpers of the conversions: a type's scalar and
//! component count, booleans, and splat constants.

use shader_mlir::Context;
use shader_mlir::ir::{AttrKind, Attribute, Location, Type, TypeKind, Value};
use shader_mlir::rewrite::OpBuilder;

use crate::emit;

/// The scalar of a scalar or vector type, and its component count.
pub fn components(ctx: &Context, ty: Type) -> (Type, u32) {
    match ctx.type_kind(ty) {
        TypeKind::Vector { shape, element, .. } => {
            (*element, shape.first().map_or(1, |&n| n as u32))
        }
        _ => (ty, 1),
    }
}

/// `ty` with its scalar replaced by `scalar` (same component count).
pub fn with_scalar(ctx: &Context, ty: Type, scalar: Type) -> Type {
    match ctx.type_kind(ty) {
        TypeKind::Vector { shape, .. } => ctx.vector_type(shape, scalar),
        _ => scalar,
    }
}

/// Whether `ty` is `i1` or a vector of `i1`.
pub fn is_bool(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_kind(components(ctx, ty).0),
        TypeKind::Integer { width: 1, .. }
    )
}

/// A splat constant attribute of `ty` (a scalar or vector type) with value `n`.
pub fn splat_attr(ctx: &Context, ty: Type, n: i64) -> Attribute {
    let (scalar, _) = components(ctx, ty);
    let element = emit::scalar_attr(ctx, scalar, n);
    splat_of(ctx, ty, element)
}

/// `element` itself when `ty` is a scalar type, else its splat to the vector
/// type `ty`.
fn splat_of(ctx: &Context, ty: Type, element: Attribute) -> Attribute {
    if components(ctx, ty).0 == ty {
        element
    } else {
        ctx.intern_attr(AttrKind::DenseElements {
            ty,
            values: Box::new([element]),
            splat: true,
        })
    }
}

/// `spirv.Constant` of `ty` (scalar or vector) with every component `n`.
pub fn splat(b: &mut impl OpBuilder, loc: Location, ty: Type, n: i64) -> Value {
    let attr = splat_attr(b.ctx(), ty, n);
    emit::constant(b, loc, attr, ty)
}

/// `spirv.Constant` of the boolean scalar or vector type `ty` with every
/// component `value`.
pub fn bool_splat(b: &mut impl OpBuilder, loc: Location, ty: Type, value: bool) -> Value {
    let ctx = b.ctx();
    let attr = splat_of(ctx, ty, ctx.bool_attr(value));
    emit::constant(b, loc, attr, ty)
}

/// MLIR's `spirv::ConstantOp::getZero` / `getOne`: `spirv.Constant` of `ty`
/// (an integer, float or boolean scalar or vector) with every component 0 /
/// 1, booleans as `false` / `true`.
pub fn zero_or_one(b: &mut impl OpBuilder, loc: Location, ty: Type, one: bool) -> Value {
    if is_bool(b.ctx(), ty) {
        bool_splat(b, loc, ty, one)
    } else {
        splat(b, loc, ty, i64::from(one))
    }
}
