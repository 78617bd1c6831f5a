//! Constant folding arithmetic: reading constants out of attributes, computing
//! with them at the width of their type, and building result attributes (the
//! role of MLIR's `APInt`/`APFloat` and `constFoldBinaryOp` helpers).
//!
//! Integers are held sign-extended in an `i128` and computed modulo 2^width
//! (`index` is 64 bits wide, as upstream folds it); widths above 64 are not
//! folded. Floats of `f16`, `bf16`, `f32` and `f64` are computed in `f64` and
//! rounded once to the result format (to nearest, ties to even), which gives the
//! correctly rounded result for `+ - * /` since `f64` has more than twice their
//! precision plus two bits. Scalars, splats and dense vectors/tensors fold alike.

use shader_mlir::Context;
use shader_mlir::context::normalize_int;
use shader_mlir::ir::{AttrKind, Attribute, FloatKind, Signedness, Type, TypeKind};

/// A constant element.
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum Scalar {
    /// Sign-extended from its width.
    Int(i128),
    Float(f64),
}

/// How elements of a type are stored.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Elem {
    Int { width: u32 },
    Float(FloatKind),
}

impl Elem {
    pub fn width(self) -> u32 {
        match self {
            Elem::Int { width } => width,
            Elem::Float(k) => k.width(),
        }
    }
}

/// The element type of a scalar, vector or tensor type.
pub fn element_type(ctx: &Context, ty: Type) -> Type {
    match ctx.type_kind(ty) {
        TypeKind::Vector { element, .. }
        | TypeKind::RankedTensor { element, .. }
        | TypeKind::UnrankedTensor { element } => *element,
        _ => ty,
    }
}

/// How `ty`'s elements fold, if they do.
pub fn elem_of(ctx: &Context, ty: Type) -> Option<Elem> {
    match ctx.type_kind(element_type(ctx, ty)) {
        TypeKind::Integer { width, .. } if *width <= 64 => Some(Elem::Int { width: *width }),
        TypeKind::Index => Some(Elem::Int { width: 64 }),
        TypeKind::Float(
            k @ (FloatKind::F16 | FloatKind::BF16 | FloatKind::F32 | FloatKind::F64),
        ) => Some(Elem::Float(*k)),
        _ => None,
    }
}

/// Sign-extends `v` from `width` bits.
pub fn sext(v: i128, width: u32) -> i128 {
    normalize_int(v, width, Signedness::Signless)
}

/// `v` as an unsigned number of `width` bits.
pub fn zext(v: i128, width: u32) -> u128 {
    normalize_int(v, width, Signedness::Unsigned) as u128
}

/// The scalar an attribute holds.
pub fn scalar_of(ctx: &Context, attr: Attribute) -> Option<Scalar> {
    match ctx.attr_kind(attr) {
        AttrKind::Integer { value, ty } => {
            let width = match ctx.type_kind(*ty) {
                TypeKind::Integer { width, .. } => *width,
                _ => 64,
            };
            Some(Scalar::Int(sext(*value, width)))
        }
        AttrKind::Bool(b) => Some(Scalar::Int(if *b { -1 } else { 0 })),
        AttrKind::Float { bits, ty } => match ctx.type_kind(*ty) {
            TypeKind::Float(k) => Some(Scalar::Float(float_to_f64(*k, *bits)?)),
            _ => None,
        },
        _ => None,
    }
}

/// The attribute of element type `ty` holding `s`.
pub fn scalar_attr(ctx: &Context, ty: Type, s: Scalar) -> Option<Attribute> {
    match (elem_of(ctx, ty)?, s) {
        (Elem::Int { width: 1 }, Scalar::Int(v))
            if matches!(ctx.type_kind(ty), TypeKind::Integer { .. }) =>
        {
            Some(ctx.bool_attr(v & 1 != 0))
        }
        (Elem::Int { .. }, Scalar::Int(v)) => Some(ctx.integer_attr(ty, v)),
        (Elem::Float(k), Scalar::Float(f)) => Some(ctx.intern_attr(AttrKind::Float {
            bits: f64_to_float(k, f),
            ty,
        })),
        _ => None,
    }
}

/// A constant: one scalar, or the elements of a shaped constant.
pub enum Elements {
    Scalar(Scalar),
    /// `splat` when all elements are `values[0]`.
    Shaped {
        ty: Type,
        values: Vec<Scalar>,
        splat: bool,
    },
}

pub fn elements_of(ctx: &Context, attr: Attribute) -> Option<Elements> {
    match ctx.attr_kind(attr) {
        AttrKind::DenseElements { ty, values, splat } => Some(Elements::Shaped {
            ty: *ty,
            values: values
                .iter()
                .map(|&v| scalar_of(ctx, v))
                .collect::<Option<_>>()?,
            splat: *splat,
        }),
        _ => scalar_of(ctx, attr).map(Elements::Scalar),
    }
}

/// The attribute of type `ty` (scalar or shaped) for `elements`.
pub fn elements_attr(
    ctx: &Context,
    ty: Type,
    values: Vec<Scalar>,
    splat: bool,
) -> Option<Attribute> {
    let elem_ty = element_type(ctx, ty);
    if elem_ty == ty {
        return scalar_attr(ctx, ty, *values.first()?);
    }
    let values: Box<[Attribute]> = values
        .into_iter()
        .map(|v| scalar_attr(ctx, elem_ty, v))
        .collect::<Option<_>>()?;
    Some(ctx.intern_attr(AttrKind::DenseElements { ty, values, splat }))
}

/// Folds an element-wise unary op producing `result_ty` elements.
pub fn fold_unary(
    ctx: &Context,
    operand: Option<Attribute>,
    result_ty: Type,
    f: impl Fn(Scalar) -> Option<Scalar>,
) -> Option<Attribute> {
    match elements_of(ctx, operand?)? {
        Elements::Scalar(s) => scalar_attr(ctx, result_ty, f(s)?),
        Elements::Shaped { values, splat, .. } => {
            let out = values.into_iter().map(&f).collect::<Option<Vec<_>>>()?;
            elements_attr(ctx, result_ty, out, splat)
        }
    }
}

/// Folds an element-wise binary op producing `result_ty` elements.
pub fn fold_binary(
    ctx: &Context,
    lhs: Option<Attribute>,
    rhs: Option<Attribute>,
    result_ty: Type,
    f: impl Fn(Scalar, Scalar) -> Option<Scalar>,
) -> Option<Attribute> {
    match (elements_of(ctx, lhs?)?, elements_of(ctx, rhs?)?) {
        (Elements::Scalar(a), Elements::Scalar(b)) => scalar_attr(ctx, result_ty, f(a, b)?),
        (
            Elements::Shaped {
                values: a,
                splat: sa,
                ..
            },
            Elements::Shaped {
                values: b,
                splat: sb,
                ..
            },
        ) => {
            let splat = sa && sb;
            let n = if splat { 1 } else { a.len().max(b.len()) };
            let get = |v: &Vec<Scalar>, s: bool, i: usize| {
                if s {
                    v.first().copied()
                } else {
                    v.get(i).copied()
                }
            };
            let out = (0..n)
                .map(|i| f(get(&a, sa, i)?, get(&b, sb, i)?))
                .collect::<Option<Vec<_>>>()?;
            elements_attr(ctx, result_ty, out, splat)
        }
        _ => None,
    }
}

/// Whether `attr` is a constant whose every element satisfies `pred`.
pub fn all_elements(ctx: &Context, attr: Option<Attribute>, pred: impl Fn(Scalar) -> bool) -> bool {
    match attr.and_then(|a| elements_of(ctx, a)) {
        Some(Elements::Scalar(s)) => pred(s),
        Some(Elements::Shaped { values, .. }) => !values.is_empty() && values.into_iter().all(pred),
        None => false,
    }
}

/// Whether `attr` is the integer constant `v` (in every element).
pub fn is_int(ctx: &Context, attr: Option<Attribute>, width: u32, v: i128) -> bool {
    all_elements(
        ctx,
        attr,
        |s| matches!(s, Scalar::Int(x) if x == sext(v, width)),
    )
}

// ===== floats =====

/// Floats convert exactly to doubles and round back to their format as LLVM's
/// `APFloat` does, through the core's one float-semantics module.
pub use shader_mlir::apfloat::{from_f64 as f64_to_float, to_f64 as float_to_f64};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn half_precision_round_trips_and_rounds_to_even() {
        for bits in [0x3c00u128, 0x0001, 0x7bff, 0xfc00, 0x8000, 0x3555] {
            let x = float_to_f64(FloatKind::F16, bits).unwrap();
            assert_eq!(f64_to_float(FloatKind::F16, x), bits, "{bits:#x}");
        }
        // 1 + 2^-11 is halfway between 1 and the next half: ties to even (1.0).
        assert_eq!(f64_to_float(FloatKind::F16, 1.0 + 2f64.powi(-11)), 0x3c00);
        assert_eq!(
            f64_to_float(FloatKind::F16, 1.0 + 3.0 * 2f64.powi(-11)),
            0x3c02
        );
        assert_eq!(f64_to_float(FloatKind::F16, 65520.0), 0x7c00);
        assert_eq!(f64_to_float(FloatKind::BF16, 1.0), 0x3f80);
        assert_eq!(float_to_f64(FloatKind::BF16, 0x4049).unwrap(), 3.140625);
    }

    #[test]
    fn integers_wrap_at_their_width() {
        assert_eq!(sext(255, 8), -1);
        assert_eq!(zext(-1, 8), 255);
        assert_eq!(sext(1 << 40, 32), 0);
    }
}
