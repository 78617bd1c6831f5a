//! What the element ops share: vector shapes, static positions and their
//! syntax.

use shader_mlir::Context;
use shader_mlir::asm::parser::Delimiter;
use shader_mlir::asm::printer::type_to_string;
use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::ir::{AttrKind, Attribute, Ir, OpId, Type, TypeKind};

/// The poison position (`-1`): any element.
pub(crate) const POISON: i64 = -1;

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

pub(crate) fn type_str(ctx: &Context, ty: Type) -> String {
    type_to_string(ctx, ty)
}

/// The `static_position` property of an op.
pub(crate) fn static_position(ir: &Ir, op: OpId) -> Option<Vec<i64>> {
    let attr = ir.prop(op, "static_position")?;
    match ir.ctx().attr_kind(attr) {
        AttrKind::DenseArray { element, values } if *element == ir.ctx().common().i64 => {
            Some(values.iter().map(|&v| v as i64).collect())
        }
        _ => None,
    }
}

pub(crate) fn position_attr(ctx: &Context, position: &[i64]) -> Attribute {
    ctx.intern_attr(AttrKind::DenseArray {
        element: ctx.common().i64,
        values: position.iter().map(|&v| v as u64).collect(),
    })
}

/// Parses `[i, j, ...]` (possibly empty) of static positions.
pub(crate) fn parse_position(p: &mut AsmParser<'_>) -> ParseResult<Vec<i64>> {
    let mut position = Vec::new();
    p.parse_comma_separated_list(Delimiter::Square, |p| {
        let pos = p.get_current_location();
        match p.parse_optional_integer::<i64>()? {
            Some(v) => position.push(v),
            None => {
                return Err(p.emit_error_at(
                    pos,
                    "expected a static integer position (dynamic positions are not supported)",
                ));
            }
        }
        Ok(())
    })?;
    Ok(position)
}

pub(crate) fn print_position(p: &mut AsmPrinter<'_>, position: &[i64]) {
    p.write_char('[');
    for (i, &v) in position.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.write_int(v);
    }
    p.write_char(']');
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
