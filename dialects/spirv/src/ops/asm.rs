//! Custom-assembly pieces shared by the op parsers and printers, mirroring
//! MLIR's `SPIRVParsingUtils.h` and the ODS directives the SPIR-V ops use:
//!
//! - enum operands written as strings (`spirv.Load "StorageBuffer"`,
//!   `parseEnumStrAttr`) or keywords (`spirv.module Logical GLSL450`,
//!   `parseEnumKeywordAttr`);
//! - enum attributes written stripped (`<Workgroup>`) or in full
//!   (`#spirv.scope<Workgroup>`), as ODS prints and parses attributes of the
//!   op's own dialect;
//! - the attribute dictionary MLIR's `op->getAttrs()` gives custom printers:
//!   inherent and discardable attributes together, sorted by name.

use shader_mlir::Context;
use std::borrow::Cow;

use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::ir::{AttrKind, Attribute, Ir, NamedAttribute, OpId};

use crate::attributes::{EnumAttr, EnumKind, SpirvAttr};
use crate::support::attr_str;

/// `name = value` with `name` uniqued.
pub fn named(ctx: &Context, name: &str, value: Attribute) -> NamedAttribute {
    NamedAttribute {
        name: ctx.ident(name),
        value,
    }
}

/// Every attribute of `op`, inherent and discardable, sorted by name (what
/// MLIR's custom printers pass to `printOptionalAttrDict`).
pub fn all_attrs(ir: &Ir, op: OpId) -> Vec<NamedAttribute> {
    printed_attrs(ir, op).into_owned()
}

/// [`all_attrs`] for printers: both lists are already sorted, so only ops with
/// both kinds allocate.
pub fn printed_attrs(ir: &Ir, op: OpId) -> Cow<'_, [NamedAttribute]> {
    let ctx = ir.ctx();
    let discardable = ir.attrs(op);
    let inherent = ir
        .properties(op)
        .map_or(&[][..], |props| ctx.dictionary_entries(props));
    if inherent.is_empty() {
        return Cow::Borrowed(discardable);
    }
    if discardable.is_empty() {
        return Cow::Borrowed(inherent);
    }
    let mut attrs: Vec<NamedAttribute> = Vec::with_capacity(discardable.len() + inherent.len());
    attrs.extend_from_slice(discardable);
    attrs.extend_from_slice(inherent);
    attrs.sort_by(|a, b| ctx.str(a.name).cmp(ctx.str(b.name)));
    Cow::Owned(attrs)
}

/// A string naming a value of `kind` (`"StorageBuffer"`, `"Inline|Pure"`),
/// with MLIR's `parseEnumStrAttr` diagnostics.
pub fn parse_enum_string(p: &mut AsmParser<'_>, kind: EnumKind) -> ParseResult<u32> {
    let loc = p.get_current_location();
    let none = p.ctx().common().none;
    let attr = p.parse_attribute(Some(none))?;
    let ctx = p.ctx();
    let AttrKind::String { value, .. } = ctx.attr_kind(attr) else {
        return Err(p.emit_error_at(
            loc,
            format!("expected {} attribute specified as string", kind.mnemonic()),
        ));
    };
    match std::str::from_utf8(value)
        .ok()
        .and_then(|s| kind.parse_spelling(s))
    {
        Some(v) => Ok(v),
        None => {
            let message = format!(
                "invalid {} attribute specification: {}",
                kind.mnemonic(),
                attr_str(ctx, attr)
            );
            Err(p.emit_error_at(loc, message))
        }
    }
}

/// A keyword naming a value of `kind` (`Logical`), with MLIR's
/// `parseEnumKeywordAttr` diagnostics.
pub fn parse_enum_keyword(p: &mut AsmParser<'_>, kind: EnumKind) -> ParseResult<u32> {
    let loc = p.get_current_location();
    let word = p.parse_keyword_any()?;
    match kind.parse_spelling(word) {
        Some(v) => Ok(v),
        None => Err(p.emit_error_at(
            loc,
            format!(
                "invalid {} attribute specification: {word}",
                kind.mnemonic()
            ),
        )),
    }
}

/// Prints `"Spelling"` for an enum attribute (an op's enum string operand).
pub fn print_enum_string(p: &mut AsmPrinter<'_>, kind: EnumKind, value: u32) {
    p.write_char('"');
    print_enum_value(p, kind, value);
    p.write_char('"');
}

/// Prints MLIR's spelling of an enum value, without allocating for the
/// common single-name case.
pub fn print_enum_value(p: &mut AsmPrinter<'_>, kind: EnumKind, value: u32) {
    match kind.single_name(value) {
        Some(name) => p.write_str(name),
        None => p.write_str(&kind.spell(value)),
    }
}

/// An enum attribute of `kind` written `<Value>` or `#spirv.mnemonic<Value>`.
pub fn parse_enum_attr_param(p: &mut AsmParser<'_>, kind: EnumKind) -> ParseResult<Attribute> {
    let ctx = p.ctx();
    let loc = p.get_current_location();
    if p.parse_optional_less() {
        let value = crate::attributes::parse_value_after_less(p, kind)?;
        return Ok(EnumAttr::raw(ctx, kind, value));
    }
    let attr = p.parse_attribute(None)?;
    match EnumAttr::of(ctx, attr) {
        Some(e) if e.kind == kind => Ok(attr),
        _ => Err(p.emit_error_at(loc, "invalid kind of attribute specified")),
    }
}

/// Prints an attribute of the dialect as ODS does inside an op: an enum
/// attribute as `<Value>`, anything else in full.
pub fn print_attr_param(p: &mut AsmPrinter<'_>, attr: Attribute) {
    match SpirvAttr::of(p.ctx(), attr) {
        Some(SpirvAttr::Enum(e)) => {
            p.write_char('<');
            print_enum_value(p, e.kind, e.value);
            p.write_char('>');
        }
        _ => p.print_attribute(attr),
    }
}

/// The value of an enum attribute of `kind` among `op`'s attributes.
pub fn enum_attr_value(ir: &Ir, op: OpId, name: &str, kind: EnumKind) -> Option<u32> {
    let attr = ir.attr_or_prop(op, name)?;
    EnumAttr::of(ir.ctx(), attr)
        .filter(|e| e.kind == kind)
        .map(|e| e.value)
}

/// The flat symbol a `@name` attribute names.
pub fn symbol_ref_name(ctx: &Context, attr: Attribute) -> Option<shader_mlir::Ident> {
    match ctx.attr_kind(attr) {
        AttrKind::SymbolRef { root, nested } if nested.is_empty() => Some(*root),
        _ => None,
    }
}

/// Parses `@name` as a flat symbol reference attribute.
pub fn parse_flat_symbol_ref(p: &mut AsmParser<'_>) -> ParseResult<Attribute> {
    let loc = p.get_current_location();
    let attr = p.parse_attribute(None)?;
    match symbol_ref_name(p.ctx(), attr) {
        Some(_) => Ok(attr),
        None => Err(p.emit_error_at(loc, "invalid kind of attribute specified")),
    }
}

/// The text of a string attribute.
pub fn string_value(ctx: &Context, attr: Attribute) -> Option<&str> {
    match ctx.attr_kind(attr) {
        AttrKind::String { value, .. } => std::str::from_utf8(value).ok(),
        _ => None,
    }
}

/// The value of an integer attribute.
pub fn int_value(ctx: &Context, attr: Attribute) -> Option<i128> {
    match ctx.attr_kind(attr) {
        AttrKind::Integer { value, .. } => Some(*value),
        _ => None,
    }
}
