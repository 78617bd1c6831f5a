//! Between what memory holds and what SSA values are:
//!
//! - HLSL's `bool` is stored as a 32-bit integer: loads compare with zero
//!   (`spirv.INotEqual`), stores select 1 or 0 (`spirv.Select`), as DXC does;
//! - a struct or array loaded from a cbuffer (std140) is rebuilt member by
//!   member in the storage-buffer layout SSA struct values have;
//! - images return four texels of their sampled type: accesses keep the
//!   components the value has and convert 32-bit texels to the element's
//!   scalar (`Bitcast` for signedness, `FConvert` for half, `SConvert` /
//!   `UConvert` for 16-bit integers).

use dialect_spirv::ops::cast::{FConvertOp, SConvertOp, UConvertOp};
use dialect_spirv::ops::composite::{CompositeConstructOp, CompositeExtractOp, VectorShuffleOp};
use dialect_spirv::ops::logical::{INotEqualOp, SelectOp};
use dialect_spirv::types::{ArrayType, StructType};
use shader_mlir::Context;
use shader_mlir::ir::{Location, Signedness, Type, TypeKind, Value};
use shader_mlir::rewrite::{MatchFailure, OpBuilder};

use spirv_conversion::emit;
use spirv_conversion::values::{components, is_bool, splat, with_scalar};

/// A value read from memory (of its memory type) as a value of `value_ty`.
pub fn from_memory(
    b: &mut impl OpBuilder,
    loc: Location,
    v: Value,
    value_ty: Type,
) -> Result<Value, MatchFailure> {
    let memory_ty = b.ir().value_type(v);
    if memory_ty != value_ty && is_bool(b.ctx(), value_ty) {
        let zero = splat(b, loc, memory_ty, 0);
        return Ok(INotEqualOp::build(b, loc, v, zero).result(b.ir()));
    }
    convert_composite(b, loc, v, value_ty)
}

/// A value of its SSA type as what memory of type `memory_ty` holds.
pub fn to_memory(
    b: &mut impl OpBuilder,
    loc: Location,
    v: Value,
    memory_ty: Type,
) -> Result<Value, MatchFailure> {
    let value_ty = b.ir().value_type(v);
    if memory_ty != value_ty && is_bool(b.ctx(), value_ty) {
        let one = splat(b, loc, memory_ty, 1);
        let zero = splat(b, loc, memory_ty, 0);
        return Ok(SelectOp::build(b, loc, v, one, zero).result(b.ir()));
    }
    convert_composite(b, loc, v, memory_ty)
}

/// Rebuilds the struct or array `v` as type `to` (the same members in another
/// layout), member by member.
pub fn convert_composite(
    b: &mut impl OpBuilder,
    loc: Location,
    v: Value,
    to: Type,
) -> Result<Value, MatchFailure> {
    let ctx = b.ctx();
    let from = b.ir().value_type(v);
    if from == to {
        return Ok(v);
    }
    let pairs: Vec<(Type, Type)> =
        if let (Some(f), Some(t)) = (StructType::of(ctx, from), StructType::of(ctx, to)) {
            if f.members.len() != t.members.len() {
                return Err(MatchFailure("structs of different member counts"));
            }
            f.members
                .iter()
                .copied()
                .zip(t.members.iter().copied())
                .collect()
        } else if let (Some(f), Some(t)) = (ArrayType::of(ctx, from), ArrayType::of(ctx, to)) {
            if f.count != t.count {
                return Err(MatchFailure("arrays of different lengths"));
            }
            vec![(f.element, t.element); f.count as usize]
        } else {
            return Err(MatchFailure(
                "values of different types that are not structs or arrays",
            ));
        };
    let mut parts = Vec::with_capacity(pairs.len());
    for (i, (member_from, member_to)) in pairs.into_iter().enumerate() {
        let member = CompositeExtractOp::build(b, loc, member_from, v, &[i as i32]);
        let member = member.component(b.ir());
        parts.push(convert_composite(b, loc, member, member_to)?);
    }
    Ok(CompositeConstructOp::build(b, loc, to, &parts).result(b.ir()))
}

/// Converts the scalars of `v` to `scalar` (keeping its components): the
/// conversion between a texel and an element scalar. `signed` says how to
/// extend or truncate integers of different widths.
pub fn convert_scalars(
    b: &mut impl OpBuilder,
    loc: Location,
    v: Value,
    scalar: Type,
    signed: bool,
) -> Value {
    let ctx = b.ctx();
    let ty = b.ir().value_type(v);
    let (from, _) = components(ctx, ty);
    if from == scalar {
        return v;
    }
    let target = with_scalar(ctx, ty, scalar);
    let width = |t: Type| match ctx.type_kind(t) {
        TypeKind::Integer { width, .. } => Some((false, *width)),
        TypeKind::Float(kind) => Some((true, kind.width())),
        _ => None,
    };
    let converted = match (width(from), width(scalar)) {
        (Some((true, x)), Some((true, y))) if x != y => FConvertOp::build(b, loc, target, v).op(),
        (Some((false, x)), Some((false, y))) if x != y => {
            if signed {
                SConvertOp::build(b, loc, target, v).op()
            } else {
                UConvertOp::build(b, loc, target, v).op()
            }
        }
        _ => return emit::bitcast(b, loc, v, target),
    };
    b.ir().result(converted, 0)
}

/// The first `count` components of the 4-component `v` (a scalar for 1).
pub fn first_components(b: &mut impl OpBuilder, loc: Location, v: Value, count: u32) -> Value {
    let ctx = b.ctx();
    let ty = b.ir().value_type(v);
    let (scalar, have) = components(ctx, ty);
    if count == have {
        return v;
    }
    if count == 1 {
        return CompositeExtractOp::build(b, loc, scalar, v, &[0]).component(b.ir());
    }
    let indices: Vec<i32> = (0..count as i32).collect();
    let result = ctx.vector_type(&[i64::from(count)], scalar);
    VectorShuffleOp::build(b, loc, result, v, v, &indices).result(b.ir())
}

/// Whether integers of `ty` are signed (`si..`).
pub fn is_signed(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_kind(components(ctx, ty).0),
        TypeKind::Integer {
            signedness: Signedness::Signed,
            ..
        }
    )
}
