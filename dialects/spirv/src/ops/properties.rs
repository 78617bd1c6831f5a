//! The property kinds of the dialect's ops: its enum attributes
//! (`SPIRV_ScopeAttr`, `SPIRV_MemorySemanticsAttr`, ...), `#spirv.vce` and
//! `#spirv.linkage_attributes`, alignments and cooperative matrix types,
//! each with MLIR's constraint summary and the
//! spelling ODS gives it where an assembly format names it.
//!
//! ODS prints an attribute of the op's own dialect stripped of its
//! `#spirv.mnemonic` (`spirv.AtomicIAdd <Device> <AcquireRelease> ...`) and
//! reads it stripped or in full; the module's addressing and memory models
//! and the constructs' controls are bare keywords
//! (`spirv.module Logical GLSL450`, `spirv.mlir.loop control(Unroll)`), as
//! MLIR's `parseEnumKeywordAttr` reads them.

use shader_mlir::Context;
use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::ir::{AttrKind, Attribute, Type, TypeKind};
use shader_mlir::ods::{AttrConstraint, AttrSyntax, PropertyType};

use super::asm::{parse_enum_attr_param, parse_enum_keyword, print_attr_param, print_enum_value};
use crate::attributes::{EnumAttr, LinkageAttributes, SpirvAttr, SpirvEnum};
use crate::target_env::Vce;

/// Parses an enum attribute of `E`'s kind written `<Value>` or in full.
fn parse_stripped<E: SpirvEnum>(p: &mut AsmParser<'_>, _: Option<Type>) -> ParseResult<Attribute> {
    parse_enum_attr_param(p, E::KIND)
}

/// Prints an enum attribute as `<Value>`.
fn print_stripped(p: &mut AsmPrinter<'_>, attr: Attribute) {
    print_attr_param(p, attr);
}

/// Parses a bare keyword naming a value of `E`'s kind.
fn parse_keyword<E: SpirvEnum>(p: &mut AsmParser<'_>, _: Option<Type>) -> ParseResult<Attribute> {
    let value = parse_enum_keyword(p, E::KIND)?;
    Ok(EnumAttr::raw(p.ctx(), E::KIND, value))
}

/// Prints an enum attribute as its bare spelling.
fn print_keyword(p: &mut AsmPrinter<'_>, attr: Attribute) {
    match EnumAttr::of(p.ctx(), attr) {
        Some(e) => print_enum_value(p, e.kind, e.value),
        None => p.print_attribute(attr),
    }
}

/// Declares property kinds, one row each: the kind's doc and name, the Rust
/// value its accessor returns and its builder takes, MLIR's summary, how it
/// is written in a custom form (`AttrSyntax::Attribute` unless said), the
/// value type the constraint fixes (if any), how `get` reads a value from an
/// attribute and how `make` writes one. The constraint holds where `get`
/// reads a value unless the row gives its own `check`.
macro_rules! property_kinds {
    ($($(#[$doc:meta])* $name:ident: $value:ty = $summary:expr,
        $(syntax = $syntax:expr,)? $(value_type = $value_type:expr,)? $(check = $check:expr,)?
        get($ctx:ident, $attr:ident) => $get:expr,
        make($mctx:tt, $arg:ident) => $make:expr;)*) => {$(
        $(#[$doc])*
        pub struct $name;

        impl PropertyType for $name {
            const CONSTRAINT: AttrConstraint = AttrConstraint {
                summary: $summary,
                check: property_kinds!(@check $($check)?),
                value_type: property_kinds!(@option $($value_type)?),
                syntax: property_kinds!(@syntax $($syntax)?),
            };
            type Value<'a> = $value;
            type Arg<'a> = $value;
            fn get($ctx: &Context, $attr: Attribute) -> Option<Self::Value<'_>> {
                $get
            }
            fn make($mctx: &Context, $arg: Self::Arg<'_>) -> Option<Attribute> {
                $make
            }
        }
    )*};
    (@check) => { |ctx, attr| Self::get(ctx, attr).is_some() };
    (@check $check:expr) => { $check };
    (@option) => { None };
    (@option $value:expr) => { Some($value) };
    (@syntax) => { AttrSyntax::Attribute };
    (@syntax $syntax:expr) => { $syntax };
}

/// Declares the property kind of a `spirv` enum attribute: its value is the
/// `spirv` crate's enum, its summary MLIR's `valid SPIR-V <Class>`, its
/// spelling stripped of the mnemonic (`<Value>`) or a bare keyword.
macro_rules! enum_properties {
    ($($(#[$doc:meta])* $name:ident: $enum:ty, $summary:literal, $syntax:ident;)*) => {
        property_kinds! {$(
            $(#[$doc])*
            $name: $enum = $summary,
                syntax = enum_properties!(@syntax $syntax, $enum),
                get(ctx, attr) => EnumAttr::value::<$enum>(ctx, attr),
                make(ctx, value) => Some(EnumAttr::get(ctx, value));
        )*}
    };
    (@syntax stripped, $enum:ty) => {
        AttrSyntax::Custom {
            parse: parse_stripped::<$enum>,
            print: print_stripped,
            starts_with: None,
        }
    };
    (@syntax keyword, $enum:ty) => {
        AttrSyntax::Custom {
            parse: parse_keyword::<$enum>,
            print: print_keyword,
            starts_with: None,
        }
    };
}

enum_properties! {
    /// `SPIRV_KHR_CooperativeMatrixLayoutAttr`.
    CooperativeMatrixLayoutAttr: crate::types::CooperativeMatrixLayoutKHR,
        "valid SPIR-V Cooperative Matrix Layout (KHR)", stripped;
    /// `SPIRV_KHR_CooperativeMatrixOperandsAttr`.
    CooperativeMatrixOperandsAttr: crate::types::CooperativeMatrixOperandsKHR,
        "valid SPIR-V Cooperative Matrix Operands (KHR)", stripped;
    /// `SPIRV_AddressingModelAttr`.
    AddressingModelAttr: spirv::AddressingModel, "valid SPIR-V AddressingModel", keyword;
    /// `SPIRV_ExecutionModeAttr`.
    ExecutionModeAttr: spirv::ExecutionMode, "valid SPIR-V ExecutionMode", stripped;
    /// `SPIRV_ExecutionModelAttr`.
    ExecutionModelAttr: spirv::ExecutionModel, "valid SPIR-V ExecutionModel", stripped;
    /// `SPIRV_FunctionControlAttr`.
    FunctionControlAttr: spirv::FunctionControl, "valid SPIR-V FunctionControl", stripped;
    /// `SPIRV_GroupOperationAttr`.
    GroupOperationAttr: spirv::GroupOperation, "valid SPIR-V GroupOperation", stripped;
    /// `SPIRV_ImageOperandsAttr`.
    ImageOperandsAttr: spirv::ImageOperands, "valid SPIR-V ImageOperands", stripped;
    /// `SPIRV_LoopControlAttr`.
    LoopControlAttr: spirv::LoopControl, "valid SPIR-V LoopControl", keyword;
    /// `SPIRV_MemoryAccessAttr`.
    MemoryAccessAttr: spirv::MemoryAccess, "valid SPIR-V MemoryAccess", stripped;
    /// `SPIRV_MemoryModelAttr`.
    MemoryModelAttr: spirv::MemoryModel, "valid SPIR-V MemoryModel", keyword;
    /// `SPIRV_MemorySemanticsAttr`.
    MemorySemanticsAttr: spirv::MemorySemantics, "valid SPIR-V MemorySemantics", stripped;
    /// `SPIRV_PackedVectorFormatAttr`.
    PackedVectorFormatAttr: spirv::PackedVectorFormat, "valid SPIR-V PackedVectorFormat", stripped;
    /// `SPIRV_ScopeAttr`.
    ScopeAttr: spirv::Scope, "valid SPIR-V Scope", stripped;
    /// `SPIRV_SelectionControlAttr`.
    SelectionControlAttr: spirv::SelectionControl, "valid SPIR-V SelectionControl", keyword;
    /// `SPIRV_StorageClassAttr`.
    StorageClassAttr: spirv::StorageClass, "valid SPIR-V StorageClass", stripped;
}

/// `DictArrayAttr`: an array of dictionaries (`arg_attrs`, `res_attrs`), the
/// core's.
pub use shader_mlir::ods::property::DictArrayAttr;

fn vce_of(ctx: &Context, attr: Attribute) -> Option<&Vce> {
    match SpirvAttr::of(ctx, attr)? {
        SpirvAttr::Vce(vce) => Some(vce),
        _ => None,
    }
}

fn parse_vce(p: &mut AsmParser<'_>, _: Option<Type>) -> ParseResult<Attribute> {
    let loc = p.get_current_location();
    let attr = p.parse_attribute(None)?;
    match vce_of(p.ctx(), attr) {
        Some(_) => Ok(attr),
        None => Err(p.emit_error_at(loc, "invalid kind of attribute specified")),
    }
}

fn linkage_of(ctx: &Context, attr: Attribute) -> Option<&LinkageAttributes> {
    match SpirvAttr::of(ctx, attr)? {
        SpirvAttr::LinkageAttributes(l) => Some(l),
        _ => None,
    }
}

fn symbol_refs(ctx: &Context, attr: Attribute) -> Option<&[Attribute]> {
    match ctx.attr_kind(attr) {
        AttrKind::Array(elements)
            if elements
                .iter()
                .all(|&e| matches!(ctx.attr_kind(e), AttrKind::SymbolRef { .. })) =>
        {
            Some(elements)
        }
        _ => None,
    }
}

fn int_elements(ctx: &Context, attr: Attribute) -> bool {
    let AttrKind::DenseElements { ty, .. } = ctx.attr_kind(attr) else {
        return false;
    };
    match ctx.type_kind(*ty) {
        TypeKind::Vector { element, .. } | TypeKind::RankedTensor { element, .. } => {
            matches!(ctx.type_kind(*element), TypeKind::Integer { .. })
        }
        _ => false,
    }
}

fn alignment_of(ctx: &Context, attr: Attribute) -> Option<i32> {
    match ctx.attr_kind(attr) {
        AttrKind::Integer { value, ty } if *ty == ctx.common().i32 => i32::try_from(*value)
            .ok()
            .filter(|v| *v > 0 && v.count_ones() == 1),
        _ => None,
    }
}

fn cooperative_matrix_type(ctx: &Context, attr: Attribute) -> Option<Type> {
    match ctx.attr_kind(attr) {
        AttrKind::Type(ty) if crate::types::CooperativeMatrixType::of(ctx, *ty).is_some() => {
            Some(*ty)
        }
        _ => None,
    }
}

property_kinds! {
    /// `SPIRV_VerCapExtAttr`: `#spirv.vce<...>`, read as that kind only
    /// (`invalid kind of attribute specified` otherwise).
    VceAttr: &'a Vce = "version-capability-extension attribute",
        syntax = AttrSyntax::Custom {
            parse: parse_vce,
            print: |p, attr| p.print_attribute(attr),
            starts_with: None,
        },
        get(ctx, attr) => vce_of(ctx, attr),
        make(ctx, value) => Some(SpirvAttr::Vce(value.clone()).intern(ctx));
    /// `SPIRV_LinkageAttributes`: `#spirv.linkage_attributes<...>`. MLIR
    /// drops a `linkage_attributes` of another kind when it reads
    /// properties; here it stays and is not a linkage.
    LinkageAttributesAttr: &'a LinkageAttributes = "",
        check = |_, _| true,
        get(ctx, attr) => linkage_of(ctx, attr),
        make(ctx, value) => Some(SpirvAttr::LinkageAttributes(value.clone()).intern(ctx));
    /// `SymbolRefArrayAttr`: an array of symbol references (an entry point's
    /// interface).
    SymbolRefArrayAttr: &'a [Attribute] = "symbol ref array attribute",
        get(ctx, attr) => symbol_refs(ctx, attr),
        make(ctx, value) => Some(ctx.array_attr(value));
    /// `AnyIntElementsAttr`: a dense elements attribute of integers (the case
    /// values of `spirv.Switch`).
    IntElementsAttr: Attribute = "integer elements attribute",
        get(ctx, attr) => int_elements(ctx, attr).then_some(attr),
        make(_, value) => Some(value);
    /// `IntValidAlignment<I32Attr>`: a positive power-of-two `i32`.
    AlignmentAttr: i32 = "32-bit signless integer attribute whose value is positive and whose value is a power of two > 0",
        value_type = |ctx| ctx.common().i32,
        get(ctx, attr) => alignment_of(ctx, attr),
        make(ctx, value) => Some(ctx.integer_attr(ctx.common().i32, i128::from(value)));
    /// `TypeAttrOf<SPIRV_AnyCooperativeMatrix>`.
    CooperativeMatrixTypeAttr: Type = "type attribute of any SPIR-V cooperative matrix type",
        get(ctx, attr) => cooperative_matrix_type(ctx, attr),
        make(ctx, value) => Some(ctx.type_attr(value));
}
