//! `arith.constant` to `spirv.Constant` of the converted type (MLIR 22's
//! `ConstantScalarOpPattern` and `ConstantCompositeOpPattern`): `index`
//! values as `i32`, integers emulated in a wider type sign-extended (refused
//! when the value does not fit), `i1` values as booleans, floats emulated
//! as `f32` converted exactly (refused otherwise); vectors element by
//! element, one-element vectors as their scalar.

use dialect_arith::ConstantOp;
use dialect_arith::fold::float_to_f64;
use dialect_spirv::ops::structure::ConstantOp as SpirvConstantOp;
use shader_mlir::Context;
use shader_mlir::conversion::ConversionRewriter;
use shader_mlir::ir::{AttrKind, Attribute, FloatKind, Type, TypeKind};
use shader_mlir::rewrite::OrFail;
use spirv_conversion::values::components;
use spirv_conversion::{Rule, RuleMatch, emit, value_rule};

use crate::elementwise::ValueResult;

pub static RULES: &[Rule] = &[value_rule!(ConstantOp => SpirvConstantOp, constant)];

fn constant(m: RuleMatch<'_>, rewriter: &mut ConversionRewriter<'_>) -> ValueResult {
    let (converter, op) = (m.converter, m.op);
    let ir = rewriter.ir();
    let ctx = ir.ctx();
    let ty = ir
        .result_types(op)
        .next()
        .or_fail("constant without a result")?;
    let attr = ir
        .attr_or_prop(op, "value")
        .or_fail("constant without a value")?;
    let (element, count) = components(ctx, ty);
    let (value_ty, value) = if count == 1 {
        // A scalar, or a one-element vector: its splat value.
        let scalar = match ctx.attr_kind(attr) {
            AttrKind::DenseElements { values, .. } => *values.first().or_fail("empty constant")?,
            _ => attr,
        };
        let dst = converter
            .types
            .convert_type(ctx, element)
            .or_fail("constant of a type SPIR-V cannot hold")?;
        let value = convert_scalar(ctx, scalar, element, dst).or_fail("value does not fit")?;
        (dst, value)
    } else {
        let dst = converter
            .types
            .convert_type(ctx, ty)
            .or_fail("constant of a type SPIR-V cannot hold")?;
        let value = convert_composite(ctx, attr, dst).or_fail("value does not fit")?;
        (dst, value)
    };
    let loc = ir.op_loc(op);
    Ok(emit::constant(rewriter, loc, value, value_ty))
}

/// The dense elements `attr` as constant of the vector type `dst`: unchanged
/// when the element types agree, else element by element (never `i1`).
fn convert_composite(ctx: &Context, attr: Attribute, dst: Type) -> Option<Attribute> {
    let AttrKind::DenseElements { ty, values, splat } = ctx.attr_kind(attr) else {
        return None;
    };
    let (src_element, _) = components(ctx, *ty);
    let (dst_element, _) = components(ctx, dst);
    if src_element == dst_element {
        return Some(attr);
    }
    if matches!(
        ctx.type_kind(src_element),
        TypeKind::Integer { width: 1, .. }
    ) {
        return None;
    }
    let values: Box<[Attribute]> = values
        .iter()
        .map(|&v| convert_scalar(ctx, v, src_element, dst_element))
        .collect::<Option<_>>()?;
    let splat = *splat || values.windows(2).all(|w| w[0] == w[1]);
    let values = if splat {
        Box::new([values[0]]) as Box<[Attribute]>
    } else {
        values
    };
    Some(ctx.intern_attr(AttrKind::DenseElements {
        ty: dst,
        values,
        splat,
    }))
}

/// The scalar `attr` of type `src` as a value of type `dst`.
fn convert_scalar(ctx: &Context, attr: Attribute, src: Type, dst: Type) -> Option<Attribute> {
    match (ctx.attr_kind(attr), ctx.type_kind(dst)) {
        (AttrKind::Bool(b), _) => Some(ctx.bool_attr(*b)),
        (AttrKind::Integer { value, .. }, TypeKind::Integer { width: 1, .. }) => {
            Some(ctx.bool_attr(*value != 0))
        }
        (AttrKind::Integer { value, .. }, TypeKind::Integer { width, .. }) => {
            let src_width = match ctx.type_kind(src) {
                TypeKind::Integer { width, .. } => *width,
                _ => 64,
            };
            convert_integer(*value, src_width, *width).map(|v| ctx.integer_attr(dst, v))
        }
        (AttrKind::Float { .. }, _) if src == dst => Some(attr),
        (AttrKind::Float { bits, .. }, TypeKind::Float(FloatKind::F32)) => {
            let TypeKind::Float(kind) = ctx.type_kind(src) else {
                return None;
            };
            let x = float_to_f64(*kind, *bits)?;
            let narrowed = x as f32;
            (f64::from(narrowed) == x || x.is_nan()).then(|| {
                ctx.intern_attr(AttrKind::Float {
                    bits: u128::from(narrowed.to_bits()),
                    ty: dst,
                })
            })
        }
        _ => None,
    }
}

/// MLIR's `convertIntegerAttr`: the `src_width`-bit value `value` in
/// `dst_width` bits, sign-extended, when it fits read as unsigned or signed.
fn convert_integer(value: i128, src_width: u32, dst_width: u32) -> Option<i128> {
    if dst_width >= src_width || src_width > 127 {
        return Some(value);
    }
    let bits = (value as u128) & ((1u128 << src_width) - 1);
    let signed = ((bits << (128 - src_width)) as i128) >> (128 - src_width);
    let fits_unsigned = bits < (1u128 << dst_width);
    let half = 1i128 << (dst_width - 1);
    let fits_signed = (-half..half).contains(&signed);
    (fits_unsigned || fits_signed).then_some(signed)
}

#[cfg(test)]
mod tests {
    use super::convert_integer;

    #[test]
    fn integers_narrow_as_upstream() {
        // i8 200 is -56; index 2^32 - 1 fits 32 bits read as unsigned.
        assert_eq!(convert_integer(-56, 8, 32), Some(-56));
        assert_eq!(convert_integer(4294967295, 64, 32), Some(4294967295));
        assert_eq!(convert_integer(-1, 64, 32), Some(-1));
        assert_eq!(convert_integer(1 << 40, 64, 32), None);
    }
}
