//! What the element ops share: vector shapes, the type constraints of
//! `VectorOps.td`, and positions with their `custom<DynamicIndexList>` syntax
//! (MLIR's `parseDynamicIndexList` / `printDynamicIndexList` of
//! `ViewLikeInterface.cpp`): `[0, %i, -1]`, a static index, an `index` value
//! (stored as the marker `i64::MIN`), or poison (`-1`).

use shader_mlir::Context;
use shader_mlir::asm::parser::Delimiter;
use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::ir::{Type, TypeKind};
use shader_mlir::ods::PropertyType;
use shader_mlir::ods::TypeConstraint;
use shader_mlir::ods::format::{CustomParse, CustomPrint};
use shader_mlir::ods::property::{DenseI64ArrayAttr, make_dense_int_array};

/// The poison position (`-1`): any element.
pub(crate) const POISON: i64 = -1;

/// The static-position marker of a dynamic position (MLIR's
/// `ShapedType::kDynamic`).
pub(crate) const DYNAMIC: i64 = i64::MIN;

/// `AnyVectorOfAnyRank`.
pub(crate) const ANY_VECTOR: TypeConstraint =
    TypeConstraint::new("vector of any type values", |ctx, ty| {
        vector_parts(ctx, ty).is_some()
    });

/// `AnyFixedVectorOfAnyRank`.
pub(crate) const ANY_FIXED_VECTOR: TypeConstraint =
    TypeConstraint::new("fixed-length vector of any type values", |ctx, ty| {
        vector_parts(ctx, ty).is_some_and(|(_, scalable, _)| !scalable.contains(&true))
    });

/// The shape, scalable flags and element type of a vector type.
pub(crate) fn vector_parts(ctx: &Context, ty: Type) -> Option<(&[i64], &[bool], Type)> {
    match ctx.type_kind(ty) {
        TypeKind::Vector {
            shape,
            scalable,
            element,
        } => Some((shape, scalable, *element)),
        _ => None,
    }
}

/// The element type of a vector, or the type itself.
pub(crate) fn element_type(ctx: &Context, ty: Type) -> Type {
    vector_parts(ctx, ty).map_or(ty, |(_, _, e)| e)
}

/// `TCresVTEtIsSameAsOpBase<0, 0>`: result 0 and operand 0 have the same
/// element type.
pub(crate) fn same_element_type(ir: &shader_mlir::ir::Ir, op: shader_mlir::ir::OpId) -> bool {
    let ctx = ir.ctx();
    element_type(ctx, ir.value_type(ir.operand(op, 0)))
        == element_type(ctx, ir.value_type(ir.result(op, 0)))
}

/// The vector of the trailing dimensions of `ty` after dropping `n` leading
/// ones, or its element type when none remain.
pub(crate) fn drop_leading_dims(ctx: &Context, ty: Type, n: usize) -> Option<Type> {
    let (shape, scalable, element) = vector_parts(ctx, ty)?;
    if n >= shape.len() {
        return Some(element);
    }
    Some(ctx.intern_type(TypeKind::Vector {
        shape: shape[n..].into(),
        scalable: scalable[n..].into(),
        element,
    }))
}

/// The first static index of `position` outside its dimension of `shape`
/// (neither in bounds nor poison), counted from 1 as diagnostics count.
pub(crate) fn out_of_bounds(position: &[i64], shape: &[i64]) -> Option<usize> {
    position
        .iter()
        .zip(shape)
        .position(|(&p, &d)| p != DYNAMIC && p != POISON && !(0..d).contains(&p))
        .map(|i| i + 1)
}

/// The position when every index is static.
pub(crate) fn static_only(position: Vec<i64>) -> Option<Vec<i64>> {
    (!position.contains(&DYNAMIC)).then_some(position)
}

/// The row-major index of a full position in `shape`, when every index is in
/// bounds.
pub(crate) fn linear_index(shape: &[i64], position: &[i64]) -> Option<usize> {
    if position.len() != shape.len() {
        return None;
    }
    let mut index = 0i64;
    for (&d, &p) in shape.iter().zip(position) {
        if p < 0 || p >= d {
            return None;
        }
        index = index.checked_mul(d)?.checked_add(p)?;
    }
    usize::try_from(index).ok()
}

/// `custom<DynamicIndexList>($dynamic, $static)`: `[` (value | integer), ... `]`.
pub(crate) fn parse_dynamic_index_list<'a>(
    p: &mut AsmParser<'a>,
    c: &mut CustomParse<'_, 'a>,
) -> ParseResult<bool> {
    let mut values = Vec::new();
    let mut integers = Vec::new();
    let parsed = p.parse_comma_separated_list_with_context(
        Delimiter::Square,
        " in dynamic index list",
        |p| {
            // A bracketed index is a scalable one; positions have none, but the
            // syntax takes them.
            let scalable = p.parse_optional_lsquare();
            match p.parse_optional_operand()? {
                Some(value) => {
                    values.push(value);
                    integers.push(DYNAMIC);
                }
                None => integers.push(p.parse_integer::<i64>()?),
            }
            if scalable && !p.parse_optional_rsquare() {
                return Err(p.emit_error("expected ']'"));
            }
            Ok(())
        },
    );
    if parsed.is_err() {
        let loc = p.get_name_loc();
        return Err(p.emit_error_at(loc, "expected SSA value or integer"));
    }
    let attr = make_dense_int_array(p.ctx(), p.ctx().common().i64, &integers);
    c.set_operands(0, values);
    c.set_property(1, attr);
    Ok(true)
}

pub(crate) fn print_dynamic_index_list(p: &mut AsmPrinter<'_>, c: &CustomPrint<'_>) {
    let values = c.operands(0);
    let integers = c
        .property(1)
        .and_then(|a| DenseI64ArrayAttr::get(c.ir.ctx(), a))
        .unwrap_or_default();
    let mut dynamic = values.into_iter();
    p.write_char('[');
    for (i, &integer) in integers.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        let value = if integer == DYNAMIC {
            dynamic.next()
        } else {
            None
        };
        match value {
            Some(value) => p.print_operand(value),
            None => p.write_int(integer),
        }
    }
    p.write_char(']');
}
