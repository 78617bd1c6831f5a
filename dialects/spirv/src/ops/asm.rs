//! Custom-assembly pieces shared by the ops' formats and hand-written
//! syntaxes, mirroring MLIR's `SPIRVParsingUtils.h` and the custom
//! directives of the SPIR-V ops:
//!
//! - enum values written as strings (`spirv.Load "StorageBuffer"`,
//!   `parseEnumStrAttr`) or keywords (`spirv.module Logical GLSL450`,
//!   `parseEnumKeywordAttr`), and enum attributes written stripped
//!   (`<Workgroup>`) or in full (`#spirv.scope<Workgroup>`);
//! - `custom<ImageOperands>` (`["Lod|ConstOffset"]`) and the memory access
//!   list of `spirv.Load`/`spirv.Store` (`["Aligned", 4]`);
//! - the attribute dictionary MLIR's `op->getAttrs()` gives hand-written
//!   printers: inherent and discardable attributes together, sorted by name.

use std::borrow::Cow;

use shader_mlir::Context;
use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::ir::{AttrKind, Attribute, Ir, NamedAttribute, OpId, OperationState};
use shader_mlir::ods::format::{CustomParse, CustomPrint};

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
/// MLIR's hand-written printers pass to `printOptionalAttrDict`): both lists
/// are already sorted, so only ops with both kinds allocate.
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
    let spelled = |value: &[u8]| {
        std::str::from_utf8(value)
            .ok()
            .and_then(|s| kind.parse_spelling(s))
    };
    // A string literal is the attribute MLIR reads there (a string attribute
    // of type `none` is an untyped one): no attribute need be made for it
    // unless it names no value.
    let attr = match p.parse_optional_string_bytes()? {
        Some(value) => match spelled(&value) {
            Some(v) => return Ok(v),
            None => p.ctx().intern_attr(AttrKind::String {
                value: value.into_owned().into(),
                ty: None,
            }),
        },
        None => {
            let none = p.ctx().common().none;
            p.parse_attribute(Some(none))?
        }
    };
    let ctx = p.ctx();
    let AttrKind::String { value, .. } = ctx.attr_kind(attr) else {
        return Err(p.emit_error_at(
            loc,
            format!("expected {} attribute specified as string", kind.mnemonic()),
        ));
    };
    match spelled(value) {
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

/// [`parse_enum_string`], stored in `state` as the attribute `name`; the
/// value read.
pub fn parse_enum_string_attr(
    p: &mut AsmParser<'_>,
    state: &mut OperationState,
    name: &str,
    kind: EnumKind,
) -> ParseResult<u32> {
    let value = parse_enum_string(p, kind)?;
    let ctx = p.ctx();
    state
        .attributes
        .push(named(ctx, name, EnumAttr::raw(ctx, kind, value)));
    Ok(value)
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

/// Prints `"Spelling"` for an enum value (an op's enum string operand).
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
    // Neither `<` nor an attribute: ODS's fallback parser wants the `<`.
    let Some(attr) = p.parse_optional_attribute(None)? else {
        p.parse_less()?;
        return Err(p.emit_error_at(loc, "expected '<'"));
    };
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

/// Parses the `@name` a symbol-defining op starts with, as its `sym_name`.
pub fn parse_sym_name(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let name = p.parse_symbol_name()?;
    state
        .attributes
        .push(named(ctx, "sym_name", ctx.string_attr(ctx.str(name))));
    Ok(())
}

/// Prints what [`parse_sym_name`] reads, after a space.
pub fn print_sym_name(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    p.write_char(' ');
    p.print_symbol_name(crate::ops::verify::symbol_name(ir, op).unwrap_or_default());
}

/// Parses `(@a, @b, ...)`, the constituents of a spec constant composite,
/// as the array attribute `constituents`, or with `single` exactly one
/// `(@a)` as the symbol reference `constituent` (as
/// `spirv.EXT.SpecConstantCompositeReplicate` reads it); then `: type` as the
/// op's `type`.
pub fn parse_constituents_and_type(
    p: &mut AsmParser<'_>,
    state: &mut OperationState,
    single: bool,
) -> ParseResult<()> {
    let ctx = p.ctx();
    let mut constituents = Vec::new();
    p.parse_lparen()?;
    loop {
        constituents.push(parse_flat_symbol_ref(p)?);
        if single || !p.parse_optional_comma() {
            break;
        }
    }
    p.parse_rparen()?;
    state.attributes.push(if single {
        named(ctx, "constituent", constituents[0])
    } else {
        named(ctx, "constituents", ctx.array_attr(&constituents))
    });
    let ty = p.parse_colon_type()?;
    state.attributes.push(named(ctx, "type", ctx.type_attr(ty)));
    Ok(())
}

/// Prints what [`parse_constituents_and_type`] reads.
pub fn print_constituents_and_type(
    p: &mut AsmPrinter<'_>,
    constituents: impl IntoIterator<Item = Attribute>,
    ty: shader_mlir::ir::Type,
) {
    p.write_str(" (");
    p.interleave_comma(constituents, |p, constituent| {
        p.print_attribute(constituent)
    });
    p.write_str(") : ");
    p.print_type(ty);
}

/// `(`,` @symbol)*`, as an array attribute: the interface variables of
/// `spirv.EntryPoint` and `spirv.ARM.GraphEntryPoint`.
pub fn parse_symbol_interface(p: &mut AsmParser<'_>) -> ParseResult<Attribute> {
    let mut interface = Vec::new();
    while p.parse_optional_comma() {
        interface.push(parse_flat_symbol_ref(p)?);
    }
    Ok(p.ctx().array_attr(&interface))
}

/// `(ATTR)`: an attribute `valid` accepts (`invalid kind of attribute
/// specified` otherwise), stored in `state` as `name`.
pub fn parse_parenthesized_attr(
    p: &mut AsmParser<'_>,
    state: &mut OperationState,
    name: &str,
    valid: impl Fn(&Context, Attribute) -> bool,
) -> ParseResult<()> {
    p.parse_lparen()?;
    let loc = p.get_current_location();
    let attr = p.parse_attribute(None)?;
    if !valid(p.ctx(), attr) {
        return Err(p.emit_error_at(loc, "invalid kind of attribute specified"));
    }
    state.attributes.push(named(p.ctx(), name, attr));
    p.parse_rparen()
}

/// `@fn(, @var)*`: an entry point's function (`fn`) and its interface
/// (`interface`), into `state`.
pub fn parse_entry_symbols(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let function = parse_flat_symbol_ref(p)?;
    state.attributes.push(named(ctx, "fn", function));
    let interface = parse_symbol_interface(p)?;
    state.attributes.push(named(ctx, "interface", interface));
    Ok(())
}

/// Prints what [`parse_symbol_interface`] reads.
pub fn print_symbol_interface(p: &mut AsmPrinter<'_>, interface: Option<Attribute>) {
    let ctx = p.ctx();
    if let Some(AttrKind::Array(vars)) = interface.map(|a| ctx.attr_kind(a)) {
        for &var in vars.iter() {
            p.write_str(", ");
            p.print_attribute(var);
        }
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

// ===== custom<ImageOperands> =====

/// `custom<ImageOperands>($image_operands)`: `["Lod|ConstOffset"]`, or nothing.
pub fn parse_image_operands<'a>(
    p: &mut AsmParser<'a>,
    c: &mut CustomParse<'_, 'a>,
) -> ParseResult<bool> {
    if !p.parse_optional_lsquare() {
        return Ok(false);
    }
    let mask = parse_enum_string(p, EnumKind::ImageOperands)?;
    p.parse_rsquare()?;
    c.set_property(0, EnumAttr::raw(p.ctx(), EnumKind::ImageOperands, mask));
    Ok(true)
}

pub fn print_image_operands(p: &mut AsmPrinter<'_>, c: &CustomPrint<'_>) {
    let Some(mask) = c.property(0).and_then(|a| EnumAttr::of(p.ctx(), a)) else {
        return;
    };
    p.write_char('[');
    print_enum_string(p, EnumKind::ImageOperands, mask.value);
    p.write_char(']');
}

// ===== memory access =====

const ALIGNED: u32 = spirv::MemoryAccess::ALIGNED.bits();

/// `(["Access"(, alignment)?])?` into `memory_access` / `alignment`
/// (MLIR's `parseMemoryAccessAttributes`).
pub fn parse_memory_access(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    parse_memory_access_as(p, state, ("memory_access", "alignment"))
}

/// [`parse_memory_access`] into the attributes `names` (`spirv.CopyMemory`'s
/// source access is `source_memory_access` / `source_alignment`).
pub fn parse_memory_access_as(
    p: &mut AsmParser<'_>,
    state: &mut OperationState,
    (access_name, alignment_name): (&str, &str),
) -> ParseResult<()> {
    if !p.parse_optional_lsquare() {
        return Ok(());
    }
    let ctx = p.ctx();
    let access = parse_enum_string_attr(p, state, access_name, EnumKind::MemoryAccess)?;
    if access & ALIGNED != 0 {
        p.parse_comma()?;
        let alignment = p.parse_attribute(Some(ctx.common().i32))?;
        state.attributes.push(named(ctx, alignment_name, alignment));
    }
    p.parse_rsquare()
}

/// ` ["Access"(, alignment)?]` of `access` and `alignment`; returns whether
/// `alignment` was printed (MLIR's `printMemoryAccessAttribute`).
pub fn print_memory_access(
    p: &mut AsmPrinter<'_>,
    access: Option<Attribute>,
    alignment: Option<Attribute>,
) -> (bool, bool) {
    let ctx = p.ctx();
    let Some(access) = access.and_then(|a| EnumAttr::of(ctx, a)) else {
        return (false, false);
    };
    p.write_str(" [");
    print_enum_string(p, EnumKind::MemoryAccess, access.value);
    let mut printed_alignment = false;
    if access.value & ALIGNED != 0
        && let Some(alignment) = alignment.and_then(|a| int_value(ctx, a))
    {
        printed_alignment = true;
        p.write_str(", ");
        p.write_int(alignment);
    }
    p.write_char(']');
    (true, printed_alignment)
}
