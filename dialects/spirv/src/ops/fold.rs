//! Folding of `spirv` ops, after MLIR 22's `SPIRVCanonicalization.cpp`
//! (<https://mlir.llvm.org/docs/Canonicalization/#canonicalizing-with-the-fold-method>):
//! `spirv.Constant` folds to its value and the dialect materializes folded
//! constants as `spirv.Constant` (MLIR's `SPIRVDialect::materializeConstant`);
//! `spirv.BitwiseAnd` and `spirv.BitwiseOr` fold their identities
//! (`x & x`, `x & 0`, `x & ~0`, `x | x`, `x | 0`, `x | ~0`), a mask that keeps every bit of a
//! `spirv.UConvert`'s source (`zext(x) & 0xff` for an 8-bit `x`), and two
//! constant operands.
//!
//! Integers are compared in the element type's width, so `255 : i8` is all
//! ones; vectors fold when their constant is a splat (MLIR's
//! `m_ConstantInt`), and two constant vectors fold element by element.

use shader_mlir::Context;
use shader_mlir::dialect::FoldResult;
use shader_mlir::ir::{AttrKind, Attribute, Ir, Location, OpId, Type, TypeKind, Value};
use shader_mlir::rewrite::{IrBuilder, TypedConstant};

use super::cast::UConvertOp;
use super::structure::constant::{ConstantOp, attribute_type};
use crate::types::constraints::element_type_or_self;

type Folded = Option<Vec<FoldResult>>;

/// `spirv.Constant` folds to its value.
pub(crate) fn fold_constant(ir: &Ir, op: OpId, _operands: &[Option<Attribute>]) -> Folded {
    Some(vec![FoldResult::Attribute(ConstantOp(op).value(ir))])
}

/// Folded values become `spirv.Constant`s of their attribute's type (MLIR
/// builds only what `ConstantOp::isBuildableWith` allows; arrays and structs
/// never come out of a folder here).
impl TypedConstant for ConstantOp {
    fn constant_type(ctx: &Context, value: Attribute) -> Option<Type> {
        Some(attribute_type(ctx, value))
    }

    fn build_constant(b: &mut IrBuilder<'_>, loc: Location, value: Attribute, ty: Type) -> OpId {
        ConstantOp::build(b, loc, ty, value).op()
    }
}

/// The width of integer type `ty`.
fn int_width(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => Some(*width),
        _ => None,
    }
}

/// The bits of `value` in a `width`-bit integer.
fn bits(value: i128, width: u32) -> u128 {
    if width >= 128 {
        value as u128
    } else {
        (value as u128) & ((1u128 << width) - 1)
    }
}

fn all_ones(width: u32) -> u128 {
    bits(-1, width)
}

/// The integer `attr` holds, or the one its splat repeats, with its width
/// (MLIR's `m_ConstantInt`).
fn splat_int(ctx: &Context, attr: Attribute) -> Option<(u128, u32)> {
    match ctx.attr_kind(attr) {
        AttrKind::Integer { value, ty } => {
            let width = int_width(ctx, *ty)?;
            Some((bits(*value, width), width))
        }
        AttrKind::DenseElements { values, .. } => {
            let first = *values.first()?;
            if values.iter().all(|&v| v == first) {
                splat_int(ctx, first)
            } else {
                None
            }
        }
        _ => None,
    }
}

/// `f` applied to two integer constants, or element by element to two
/// constant vectors of the same type (MLIR's `constFoldBinaryOp`).
fn fold_ints(
    ctx: &Context,
    a: Attribute,
    b: Attribute,
    f: fn(i128, i128) -> i128,
) -> Option<Attribute> {
    match (ctx.attr_kind(a), ctx.attr_kind(b)) {
        (AttrKind::Integer { value: x, ty }, AttrKind::Integer { value: y, ty: ty2 })
            if ty == ty2 =>
        {
            Some(ctx.integer_attr(*ty, f(*x, *y)))
        }
        (
            AttrKind::DenseElements { ty, values: xs, .. },
            AttrKind::DenseElements {
                ty: ty2,
                values: ys,
                ..
            },
        ) if ty == ty2 && !xs.is_empty() && !ys.is_empty() => {
            let n = xs.len().max(ys.len());
            let at = |v: &[Attribute], i: usize| if v.len() == 1 { v[0] } else { v[i] };
            if (xs.len() != 1 && xs.len() != n) || (ys.len() != 1 && ys.len() != n) {
                return None;
            }
            let mut out = Vec::with_capacity(n);
            for i in 0..n {
                out.push(fold_ints(ctx, at(xs, i), at(ys, i), f)?);
            }
            if out.iter().all(|&v| v == out[0]) {
                out.truncate(1);
            }
            Some(ctx.intern_attr(AttrKind::DenseElements {
                ty: *ty,
                splat: out.len() == 1,
                values: out.into(),
            }))
        }
        _ => None,
    }
}

fn value(v: Value) -> Folded {
    Some(vec![FoldResult::Value(v)])
}

fn constant(attr: Option<Attribute>) -> Folded {
    Some(vec![FoldResult::Attribute(attr?)])
}

/// `spirv.BitwiseAnd`: `x & x -> x`, `x & 0 -> 0`, `x & ~0 -> x`,
/// `UConvert(x : iN) & <N low bits set> -> UConvert(x)`, constants.
pub(crate) fn fold_bitwise_and(ir: &Ir, op: OpId, operands: &[Option<Attribute>]) -> Folded {
    fold_bitwise(ir, op, operands, true, |x, y| x & y)
}

/// `spirv.BitwiseOr`: `x | x -> x`, `x | 0 -> x`, `x | ~0 -> ~0`, constants.
pub(crate) fn fold_bitwise_or(ir: &Ir, op: OpId, operands: &[Option<Attribute>]) -> Folded {
    fold_bitwise(ir, op, operands, false, |x, y| x | y)
}

/// The folds `spirv.BitwiseAnd` (`and`) and `spirv.BitwiseOr` share: a
/// splat `0` or `~0` right-hand side keeps one operand (`0` the right one
/// for `and`, the left one for `or`; `~0` the other way round), constants
/// fold with `f`.
fn fold_bitwise(
    ir: &Ir,
    op: OpId,
    operands: &[Option<Attribute>],
    and: bool,
    f: fn(i128, i128) -> i128,
) -> Folded {
    let ctx = ir.ctx();
    let (lhs, rhs) = (ir.operand(op, 0), ir.operand(op, 1));
    if lhs == rhs {
        return value(lhs);
    }
    if let Some((mask, width)) = operands
        .get(1)
        .copied()
        .flatten()
        .and_then(|a| splat_int(ctx, a))
    {
        if mask == 0 {
            return value(if and { rhs } else { lhs });
        }
        if mask == all_ones(width) {
            return value(if and { lhs } else { rhs });
        }
        if and
            && let Some(def) = ir.defining_op(lhs)
            && ir.op_is(def, "spirv.UConvert")
        {
            let source = ir.value_type(UConvertOp(def).operand(ir));
            if let Some(source_width) = int_width(ctx, element_type_or_self(ctx, source))
                && source_width < width
                && bits(mask as i128, source_width) == all_ones(source_width)
            {
                return value(lhs);
            }
        }
    }
    match operands {
        [Some(a), Some(b)] => constant(fold_ints(ctx, *a, *b, f)),
        _ => None,
    }
}
