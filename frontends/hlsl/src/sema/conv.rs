//! HLSL's conversions (https://microsoft.github.io/hlsl-specs/specs/hlsl.html#Conv):
//! implicit conversions between scalars, splats, vector/matrix truncation
//! (with DXC's `-Wconversion` warning), the usual arithmetic conversions for
//! binary operators, and the cost of a conversion for overload ranking.

use crate::ast::{CastKind, Expr, ExprKind};
use crate::types::{Scalar, Type};

/// How good an implicit conversion is, lower is better (C++'s exact match /
/// promotion / conversion ranks, plus HLSL's splat and truncation).
pub type Cost = u32;

pub const EXACT: Cost = 0;
const LITERAL: Cost = 1;
const PROMOTION: Cost = 2;
const CONVERSION: Cost = 4;
const SPLAT: Cost = 8;
const TRUNCATION: Cost = 32;

/// The scalar conversion kind between two component types.
pub fn scalar_cast(from: Scalar, to: Scalar) -> CastKind {
    use Scalar::*;
    if from == to || (from == LitInt && to.is_integer()) || (from == LitFloat && to.is_float()) {
        return CastKind::NoOp;
    }
    match (from == Bool, to == Bool, from.is_float(), to.is_float()) {
        (true, _, _, true) => CastKind::BoolToFloat,
        (true, _, _, false) => CastKind::BoolToInt,
        (_, true, true, _) => CastKind::FloatToBool,
        (_, true, false, _) => CastKind::IntToBool,
        (_, _, true, true) => CastKind::FloatToFloat,
        (_, _, true, false) => CastKind::FloatToInt,
        (_, _, false, true) => CastKind::IntToFloat,
        _ => CastKind::IntToInt,
    }
}

fn scalar_cost(from: Scalar, to: Scalar) -> Cost {
    if from == to {
        return EXACT;
    }
    if from.is_literal() {
        return if (from == Scalar::LitInt && to.is_integer())
            || (from == Scalar::LitFloat && to.is_float())
        {
            LITERAL
        } else {
            CONVERSION
        };
    }
    let same_family = (from.is_float() && to.is_float()) || (from.is_integer() && to.is_integer());
    if same_family && to.rank() > from.rank() {
        PROMOTION
    } else {
        CONVERSION
    }
}

/// What an implicit conversion does to the layout.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    Same,
    Splat,
    Truncate,
    ToScalar,
    Reshape,
}

/// The layout step from `from` to `to` (numeric types), `None` when there is none.
pub fn shape_step(from: &Type, to: &Type) -> Option<Shape> {
    let (fr, fc) = from.dims()?;
    let (tr, tc) = to.dims()?;
    let from_scalar = matches!(from, Type::Scalar(_) | Type::Enum(..));
    let to_scalar = matches!(to, Type::Scalar(_) | Type::Enum(..));
    if (fr, fc) == (tr, tc) {
        let same_kind = std::mem::discriminant(&from.with_scalar(Scalar::Int))
            == std::mem::discriminant(&to.with_scalar(Scalar::Int))
            || (from_scalar && to_scalar);
        return Some(if same_kind {
            Shape::Same
        } else if to_scalar {
            Shape::ToScalar
        } else {
            Shape::Reshape
        });
    }
    if from_scalar || (fr, fc) == (1, 1) {
        return Some(Shape::Splat);
    }
    match (from, to) {
        (Type::Vector(..), Type::Vector(..)) if tc < fc => Some(Shape::Truncate),
        (Type::Vector(..) | Type::Matrix(..), _) if to_scalar => Some(Shape::Truncate),
        (Type::Matrix(..), Type::Matrix(..)) if tr <= fr && tc <= fc => Some(Shape::Truncate),
        // A vector from a 1xN / Nx1 matrix and back.
        (Type::Matrix(_, r, c), Type::Vector(_, n)) if (*r == 1 || *c == 1) && r * c >= *n => {
            Some(if r * c == *n {
                Shape::Reshape
            } else {
                Shape::Truncate
            })
        }
        (Type::Vector(_, n), Type::Matrix(_, r, c)) if (*r == 1 || *c == 1) && r * c == *n => {
            Some(Shape::Reshape)
        }
        (Type::Vector(_, n), Type::Matrix(_, r, c)) if (*r == 1 || *c == 1) && r * c < *n => {
            Some(Shape::Truncate)
        }
        _ => None,
    }
}

/// The cost of an implicit conversion, `None` when there is none.
pub fn implicit_cost(from: &Type, to: &Type) -> Option<Cost> {
    if from.is_error() || to.is_error() {
        return Some(EXACT);
    }
    if from == to {
        return Some(EXACT);
    }
    if let (Type::Enum(..), Type::Scalar(s)) = (from, to) {
        return Some(scalar_cost(Scalar::Int, *s));
    }
    if matches!(to, Type::Enum(..)) {
        return None;
    }
    if from.is_numeric() && to.is_numeric() {
        let shape = shape_step(from, to)?;
        let base = scalar_cost(from.scalar()?, to.scalar()?);
        let extra = match shape {
            Shape::Same | Shape::Reshape => 0,
            Shape::ToScalar => 1,
            Shape::Splat => SPLAT,
            Shape::Truncate => TRUNCATION,
        };
        return Some(base + extra);
    }
    // Arrays and structs convert only to themselves (sizes must agree).
    match (from, to) {
        (Type::Resource(r), Type::Struct(..))
            if r.element.as_ref() == Some(to)
                && r.kind.info().shape == crate::resources::Shape::ConstantBuffer =>
        {
            Some(EXACT + 1)
        }
        (Type::HeapElement(sampler), Type::Resource(r))
            if *sampler == (r.kind.info().class == crate::resources::RegisterClass::Sampler) =>
        {
            Some(EXACT)
        }
        (Type::Array(a, Some(n)), Type::Array(b, Some(m))) if n == m && a == b => Some(EXACT),
        (Type::Array(a, _), Type::Array(b, None)) if a == b => Some(EXACT),
        (Type::Resource(a), Type::Resource(b)) if a.kind == b.kind && a.element == b.element => {
            Some(EXACT)
        }
        _ => None,
    }
}

/// Wraps `e` in the implicit cast nodes that take it to `to`. The caller
/// checked that the conversion exists. Returns whether a truncation happened
/// (DXC warns about it).
pub fn apply(e: &mut Expr, to: &Type) -> bool {
    if e.ty.is_error() || to.is_error() || e.ty == *to {
        return false;
    }
    let from = e.ty.clone();
    let mut truncated = false;
    if let (Some(fs), Some(ts)) = (from.scalar(), to.scalar())
        && from.is_numeric()
        && to.is_numeric()
    {
        let shape = shape_step(&from, to).unwrap_or(Shape::Same);
        // Layout first (on the source component type), then components.
        let mid = to.with_scalar(fs);
        let mid =
            if matches!(from, Type::Enum(..)) && matches!(shape, Shape::Same | Shape::ToScalar) {
                Type::Scalar(Scalar::Int)
            } else {
                mid
            };
        // A splat converts the scalar first, then replicates it.
        if shape == Shape::Splat {
            let scalar_from = if matches!(from, Type::Enum(..)) {
                Scalar::Int
            } else {
                fs
            };
            if matches!(from, Type::Enum(..)) {
                wrap(e, CastKind::NoOp, Type::Scalar(Scalar::Int));
            }
            if scalar_from != ts {
                wrap(e, scalar_cast(scalar_from, ts), Type::Scalar(ts));
            } else if !matches!(e.ty, Type::Scalar(_)) {
                wrap(e, CastKind::ToScalar, Type::Scalar(ts));
            }
            wrap(e, CastKind::Splat, to.clone());
            return false;
        }
        match shape {
            Shape::Same => {}
            Shape::Splat => {}
            Shape::Truncate => {
                truncated = true;
                wrap(e, CastKind::Truncate, mid.clone())
            }
            Shape::ToScalar => wrap(e, CastKind::ToScalar, mid.clone()),
            Shape::Reshape => wrap(e, CastKind::Reshape, mid.clone()),
        }
        if matches!(from, Type::Enum(..)) && shape == Shape::Same {
            wrap(e, CastKind::NoOp, Type::Scalar(Scalar::Int));
        }
        let cur = e.ty.scalar().unwrap_or(fs);
        if cur != ts {
            wrap(e, scalar_cast(cur, ts), to.clone());
        } else if e.ty != *to {
            wrap(e, CastKind::NoOp, to.clone());
        }
        return truncated;
    }
    let kind = match &from {
        Type::Resource(_) => CastKind::BufferLoad,
        Type::HeapElement(_) => CastKind::FromHeap,
        _ => CastKind::Elementwise,
    };
    wrap(e, kind, to.clone());
    truncated
}

fn wrap(e: &mut Expr, kind: CastKind, ty: Type) {
    let span = e.span;
    let inner = std::mem::replace(e, Expr::error(span));
    let loc = inner.loc;
    *e = Expr {
        kind: ExprKind::ImplicitCast(kind, Box::new(inner)),
        span,
        loc,
        ty,
        lvalue: false,
    };
}

/// The common component type of two operands (the usual arithmetic
/// conversions with HLSL's literal types).
pub fn common_scalar(a: Scalar, b: Scalar) -> Scalar {
    use Scalar::*;
    if a == b {
        return a;
    }
    match (a.is_literal(), b.is_literal()) {
        (true, true) => {
            return if a == LitFloat || b == LitFloat {
                LitFloat
            } else {
                LitInt
            };
        }
        (true, false) => return literal_with(a, b),
        (false, true) => return literal_with(b, a),
        _ => {}
    }
    let a = if a == Bool { Int } else { a };
    let b = if b == Bool { Int } else { b };
    if a == b {
        return a;
    }
    match (a.is_float(), b.is_float()) {
        (true, false) => a,
        (false, true) => b,
        _ if a.rank() >= b.rank() => a,
        _ => b,
    }
}

fn literal_with(lit: Scalar, other: Scalar) -> Scalar {
    if lit == Scalar::LitFloat && !other.is_float() {
        Scalar::Float
    } else if other == Scalar::Bool {
        if lit == Scalar::LitFloat {
            Scalar::Float
        } else {
            Scalar::Int
        }
    } else {
        other
    }
}

/// The common layout of two numeric operands: scalars take the other's
/// layout; different vectors/matrices meet at the smaller one (with a
/// truncation warning); `None` when they cannot meet.
pub fn common_layout(a: &Type, b: &Type, s: Scalar) -> Option<(Type, bool)> {
    let (ar, ac) = a.dims()?;
    let (br, bc) = b.dims()?;
    let a_scalar = (ar, ac) == (1, 1) && !matches!(a, Type::Matrix(..));
    let b_scalar = (br, bc) == (1, 1) && !matches!(b, Type::Matrix(..));
    if matches!(a, Type::Scalar(_) | Type::Enum(..)) {
        return Some((b.with_scalar(s), false));
    }
    if matches!(b, Type::Scalar(_) | Type::Enum(..)) {
        return Some((a.with_scalar(s), false));
    }
    let _ = (a_scalar, b_scalar);
    match (a, b) {
        (Type::Vector(_, n), Type::Vector(_, m)) => Some((Type::Vector(s, (*n).min(*m)), n != m)),
        (Type::Matrix(_, r1, c1), Type::Matrix(_, r2, c2)) => Some((
            Type::Matrix(s, (*r1).min(*r2), (*c1).min(*c2)),
            (r1, c1) != (r2, c2),
        )),
        // float1 / 1x1 forms act as scalars.
        (Type::Vector(_, 1), other) | (other, Type::Vector(_, 1)) => {
            Some((other.with_scalar(s), false))
        }
        (Type::Vector(_, n), Type::Matrix(_, r, c))
        | (Type::Matrix(_, r, c), Type::Vector(_, n))
            if (*r == 1 || *c == 1) =>
        {
            let k = (*n).min(r * c);
            Some((Type::Vector(s, k), *n != r * c))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn usual_arithmetic_conversions() {
        use Scalar::*;
        assert_eq!(common_scalar(Int, Uint), Uint);
        assert_eq!(common_scalar(LitInt, Uint), Uint);
        assert_eq!(common_scalar(LitFloat, Int), Float);
        assert_eq!(common_scalar(Half, Float), Float);
        assert_eq!(common_scalar(Bool, Bool), Bool);
        assert_eq!(common_scalar(LitInt, LitFloat), LitFloat);
        let (t, warn) =
            common_layout(&Type::Vector(Float, 4), &Type::Vector(Float, 3), Float).unwrap();
        assert_eq!((t, warn), (Type::Vector(Float, 3), true));
    }

    #[test]
    fn costs_rank_overloads() {
        let f = Type::float();
        let f3 = Type::Vector(Scalar::Float, 3);
        assert_eq!(implicit_cost(&f, &f), Some(EXACT));
        assert!(implicit_cost(&f, &f3).unwrap() > implicit_cost(&Type::int(), &f).unwrap());
        assert!(implicit_cost(&f3, &Type::Vector(Scalar::Float, 4)).is_none());
        assert_eq!(
            shape_step(&Type::Vector(Scalar::Float, 4), &f3),
            Some(Shape::Truncate)
        );
    }
}
