//! The upstream ops the lowering builds around the `dx` ops, through their
//! dialects' builders: `arith.constant`, `arith.cmpi ne` and `arith.extui`
//! (HLSL `bool` lives in memory as a 32-bit integer), `vector.extract` and
//! `vector.from_elements` (taking components out of cbuffer rows).

use shader_mlir::Context;
use shader_mlir::ir::{AttrKind, Location, Type, TypeKind, Value};
use shader_mlir::rewrite::OpBuilder;

use dialect_arith::{CmpIOp, CmpIPredicate, ConstantOp, ExtUIOp};
use dialect_vector::{ExtractOp, FromElementsOp};

/// `arith.constant VALUE : i32`.
pub(crate) fn constant_i32(b: &mut impl OpBuilder, loc: Location, value: i32) -> Value {
    let i32 = b.ctx().common().i32;
    ConstantOp::build_int(b, loc, i128::from(value), i32).result(b.ir())
}

/// `arith.constant 0 : T` for an integer `T`, `dense<0> : T` for a vector of
/// integers.
fn zero(b: &mut impl OpBuilder, loc: Location, ty: Type) -> Value {
    let ctx = b.ctx();
    let value = match ctx.type_kind(ty) {
        TypeKind::Vector { element, .. } => {
            let scalar = ctx.integer_attr(*element, 0);
            ctx.intern_attr(AttrKind::DenseElements {
                ty,
                values: Box::new([scalar]),
                splat: true,
            })
        }
        _ => ctx.integer_attr(ty, 0),
    };
    ConstantOp::build(b, loc, value).result(b.ir())
}

/// Whether `ty` is `i1` or a vector of `i1`: HLSL `bool`.
pub(crate) fn is_bool(ctx: &Context, ty: Type) -> bool {
    let scalar = match ctx.type_kind(ty) {
        TypeKind::Vector { element, .. } => *element,
        _ => ty,
    };
    matches!(ctx.type_kind(scalar), TypeKind::Integer { width: 1, .. })
}

/// The type a value of type `ty` has in resource memory: `bool` components are
/// 32-bit integers, everything else is itself.
pub(crate) fn storage_type(ctx: &Context, ty: Type) -> Type {
    if !is_bool(ctx, ty) {
        return ty;
    }
    match ctx.type_kind(ty) {
        TypeKind::Vector { shape, .. } => ctx.vector_type(shape, ctx.common().i32),
        _ => ctx.common().i32,
    }
}

/// A loaded storage value as `ty`: `value != 0` for `bool`, else `value`.
pub(crate) fn from_storage(b: &mut impl OpBuilder, loc: Location, value: Value, ty: Type) -> Value {
    let ctx = b.ctx();
    if !is_bool(ctx, ty) {
        return value;
    }
    let storage = b.ir().value_type(value);
    let zero = zero(b, loc, storage);
    CmpIOp::build(b, loc, CmpIPredicate::Ne, value, zero).result(b.ir())
}

/// A value to store as its storage type: `bool` zero-extended to 32 bits.
pub(crate) fn to_storage(b: &mut impl OpBuilder, loc: Location, value: Value) -> Value {
    let ty = b.ir().value_type(value);
    let ctx = b.ctx();
    if !is_bool(ctx, ty) {
        return value;
    }
    let storage = storage_type(ctx, ty);
    ExtUIOp::build(b, loc, storage, value).out(b.ir())
}

/// `vector.extract %vector[position] : element from vector<...>` of a 1-D
/// vector.
pub(crate) fn extract(
    b: &mut impl OpBuilder,
    loc: Location,
    vector: Value,
    position: u32,
) -> Option<Value> {
    if !matches!(b.ctx().type_kind(b.ir().value_type(vector)), TypeKind::Vector { shape, .. } if shape.len() == 1)
    {
        return None;
    }
    let op = ExtractOp::build(b, loc, vector, &[], &[i64::from(position)]);
    Some(op.result(b.ir()))
}

/// `vector.from_elements %a, %b, ... : vector<N x T>`.
pub(crate) fn from_elements(
    b: &mut impl OpBuilder,
    loc: Location,
    elements: &[Value],
    ty: Type,
) -> Value {
    FromElementsOp::build(b, loc, ty, elements).dest(b.ir())
}

/// The component type and count of a scalar (count 1) or 1-D vector.
pub(crate) fn components(ctx: &Context, ty: Type) -> Option<(Type, u32)> {
    match ctx.type_kind(ty) {
        TypeKind::Integer { .. } | TypeKind::Float(_) => Some((ty, 1)),
        TypeKind::Vector { shape, element, .. } if shape.len() == 1 => {
            Some((*element, u32::try_from(shape[0]).ok()?))
        }
        _ => None,
    }
}

/// Bytes of one integer or float component.
pub(crate) fn component_bytes(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => Some(width.div_ceil(8)),
        TypeKind::Float(kind) => Some(kind.width().div_ceil(8)),
        _ => None,
    }
}

/// HLSL's `uint status` from a `dx` check bit: `arith.extui` to `i32`
/// (`CheckAccessFullyMapped` of it is `status != 0`).
pub(crate) fn status_from_check_bit(b: &mut impl OpBuilder, loc: Location, bit: Value) -> Value {
    let i32 = b.ctx().common().i32;
    ExtUIOp::build(b, loc, i32, bit).out(b.ir())
}

/// `arith.constant true`.
pub(crate) fn constant_true(b: &mut impl OpBuilder, loc: Location) -> Value {
    let i1 = b.ctx().common().i1;
    ConstantOp::build_int(b, loc, 1, i1).result(b.ir())
}
