//! Small helpers shared by the op definitions of this crate.

use shader_mlir::Context;
use shader_mlir::asm::printer::type_to_string;
use shader_mlir::ir::{AttrKind, Attribute, Ir, NamedAttribute, OpId, Type, TypeKind};

/// A type as MLIR prints it in diagnostics.
pub(crate) fn type_str(ctx: &Context, ty: Type) -> String {
    type_to_string(ctx, ty)
}

/// The inputs and results of a function type.
pub(crate) fn function_signature(ctx: &Context, ty: Type) -> Option<(&[Type], &[Type])> {
    match ctx.type_kind(ty) {
        TypeKind::Function { inputs, results } => Some((inputs, results)),
        _ => None,
    }
}

/// The type held by a type attribute.
pub(crate) fn type_attr_value(ctx: &Context, attr: Attribute) -> Option<Type> {
    match ctx.attr_kind(attr) {
        AttrKind::Type(t) => Some(*t),
        _ => None,
    }
}

/// The text of a string attribute.
pub(crate) fn string_attr_value(ctx: &Context, attr: Attribute) -> Option<&str> {
    match ctx.attr_kind(attr) {
        AttrKind::String { value, .. } => std::str::from_utf8(value).ok(),
        _ => None,
    }
}

/// The entries of an array attribute.
pub(crate) fn array_attr_value(ctx: &Context, attr: Attribute) -> Option<&[Attribute]> {
    match ctx.attr_kind(attr) {
        AttrKind::Array(items) => Some(items),
        _ => None,
    }
}

/// Entry `index` of the array property `name` as dictionary entries (empty when
/// absent).
pub(crate) fn indexed_dictionary<'a>(
    ir: &'a Ir,
    op: OpId,
    name: &str,
    index: usize,
) -> &'a [NamedAttribute] {
    let ctx = ir.ctx();
    ir.prop(op, name)
        .and_then(|a| array_attr_value(ctx, a))
        .and_then(|items| items.get(index).copied())
        .map_or(&[], |d| ctx.dictionary_entries(d))
}

/// An array of dictionaries, or `None` when every dictionary is empty (MLIR
/// omits `arg_attrs` / `res_attrs` then).
pub(crate) fn dictionary_array(ctx: &Context, dicts: &[Attribute]) -> Option<Attribute> {
    let empty = ctx.dictionary_attr([]);
    dicts
        .iter()
        .any(|&d| d != empty)
        .then(|| ctx.array_attr(dicts))
}
