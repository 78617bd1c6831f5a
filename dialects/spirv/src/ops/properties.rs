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
use shader_mlir::ir::{AttrKind, Attribute, Type};
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

/// Declares the property kind of a `spirv` enum attribute: its value is the
/// `spirv` crate's enum, its summary MLIR's `valid SPIR-V <Class>`.
macro_rules! enum_properties {
    ($($(#[$doc:meta])* $name:ident: $enum:ty, $summary:literal, $syntax:ident;)*) => {$(
        $(#[$doc])*
        pub struct $name;

        impl PropertyType for $name {
            const CONSTRAINT: AttrConstraint = AttrConstraint {
                summary: $summary,
                check: |ctx, attr| EnumAttr::value::<$enum>(ctx, attr).is_some(),
                value_type: None,
                syntax: enum_properties!(@syntax $syntax, $enum),
            };
            type Value<'a> = $enum;
            type Arg<'a> = $enum;
            fn get(ctx: &Context, attr: Attribute) -> Option<$enum> {
                EnumAttr::value::<$enum>(ctx, attr)
            }
            fn make(ctx: &Context, value: $enum) -> Option<Attribute> {
                Some(EnumAttr::get(ctx, value))
            }
        }
    )*};
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

/// `SPIRV_VerCapExtAttr`: `#spirv.vce<...>`, read as that kind only
/// (`invalid kind of attribute specified` otherwise).
pub struct VceAttr;

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

impl PropertyType for VceAttr {
    const CONSTRAINT: AttrConstraint = AttrConstraint {
        summary: "version-capability-extension attribute",
        check: |ctx, attr| vce_of(ctx, attr).is_some(),
        value_type: None,
        syntax: AttrSyntax::Custom {
            parse: parse_vce,
            print: |p, attr| p.print_attribute(attr),
            starts_with: None,
        },
    };
    type Value<'a> = &'a Vce;
    type Arg<'a> = &'a Vce;
    fn get(ctx: &Context, attr: Attribute) -> Option<&Vce> {
        vce_of(ctx, attr)
    }
    fn make(ctx: &Context, value: &Vce) -> Option<Attribute> {
        Some(SpirvAttr::Vce(value.clone()).intern(ctx))
    }
}

/// `SPIRV_LinkageAttributes`: `#spirv.linkage_attributes<...>`.
pub struct LinkageAttributesAttr;

fn linkage_of(ctx: &Context, attr: Attribute) -> Option<&LinkageAttributes> {
    match SpirvAttr::of(ctx, attr)? {
        SpirvAttr::LinkageAttributes(l) => Some(l),
        _ => None,
    }
}

impl PropertyType for LinkageAttributesAttr {
    const CONSTRAINT: AttrConstraint = AttrConstraint {
        summary: "",
        // MLIR drops a `linkage_attributes` of another kind when it reads
        // properties; here it stays and is not a linkage.
        check: |_, _| true,
        value_type: None,
        syntax: AttrSyntax::Attribute,
    };
    type Value<'a> = &'a LinkageAttributes;
    type Arg<'a> = &'a LinkageAttributes;
    fn get(ctx: &Context, attr: Attribute) -> Option<&LinkageAttributes> {
        linkage_of(ctx, attr)
    }
    fn make(ctx: &Context, value: &LinkageAttributes) -> Option<Attribute> {
        Some(SpirvAttr::LinkageAttributes(value.clone()).intern(ctx))
    }
}

/// `DictArrayAttr`: an array of dictionaries (`arg_attrs`, `res_attrs`), the
/// core's.
pub use shader_mlir::ods::property::DictArrayAttr;

/// `SymbolRefArrayAttr`: an array of symbol references (an entry point's
/// interface).
pub struct SymbolRefArrayAttr;

impl PropertyType for SymbolRefArrayAttr {
    const CONSTRAINT: AttrConstraint = AttrConstraint {
        summary: "symbol ref array attribute",
        check: |ctx, attr| Self::get(ctx, attr).is_some(),
        value_type: None,
        syntax: AttrSyntax::Attribute,
    };
    type Value<'a> = &'a [Attribute];
    type Arg<'a> = &'a [Attribute];
    fn get(ctx: &Context, attr: Attribute) -> Option<&[Attribute]> {
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
    fn make(ctx: &Context, value: &[Attribute]) -> Option<Attribute> {
        Some(ctx.array_attr(value))
    }
}

/// `AnyIntElementsAttr`: a dense elements attribute of integers (the case
/// values of `spirv.Switch`).
pub struct IntElementsAttr;

fn int_elements(ctx: &Context, attr: Attribute) -> bool {
    use shader_mlir::ir::{AttrKind, TypeKind};
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

impl PropertyType for IntElementsAttr {
    const CONSTRAINT: AttrConstraint = AttrConstraint {
        summary: "integer elements attribute",
        check: int_elements,
        value_type: None,
        syntax: AttrSyntax::Attribute,
    };
    type Value<'a> = Attribute;
    type Arg<'a> = Attribute;
    fn get(ctx: &Context, attr: Attribute) -> Option<Attribute> {
        int_elements(ctx, attr).then_some(attr)
    }
    fn make(_: &Context, value: Attribute) -> Option<Attribute> {
        Some(value)
    }
}

/// `IntValidAlignment<I32Attr>`: a positive power-of-two `i32`.
pub struct AlignmentAttr;

fn alignment_of(ctx: &Context, attr: Attribute) -> Option<i32> {
    match ctx.attr_kind(attr) {
        shader_mlir::ir::AttrKind::Integer { value, ty } if *ty == ctx.common().i32 => {
            i32::try_from(*value)
                .ok()
                .filter(|v| *v > 0 && v.count_ones() == 1)
        }
        _ => None,
    }
}

impl PropertyType for AlignmentAttr {
    const CONSTRAINT: AttrConstraint = AttrConstraint {
        summary: "32-bit signless integer attribute whose value is positive and whose value is a power of two > 0",
        check: |ctx, attr| alignment_of(ctx, attr).is_some(),
        value_type: Some(|ctx| ctx.common().i32),
        syntax: AttrSyntax::Attribute,
    };
    type Value<'a> = i32;
    type Arg<'a> = i32;
    fn get(ctx: &Context, attr: Attribute) -> Option<i32> {
        alignment_of(ctx, attr)
    }
    fn make(ctx: &Context, value: i32) -> Option<Attribute> {
        Some(ctx.integer_attr(ctx.common().i32, i128::from(value)))
    }
}

/// `TypeAttrOf<SPIRV_AnyCooperativeMatrix>`.
pub struct CooperativeMatrixTypeAttr;

fn cooperative_matrix_type(ctx: &Context, attr: Attribute) -> Option<Type> {
    match ctx.attr_kind(attr) {
        shader_mlir::ir::AttrKind::Type(ty)
            if crate::types::CooperativeMatrixType::of(ctx, *ty).is_some() =>
        {
            Some(*ty)
        }
        _ => None,
    }
}

impl PropertyType for CooperativeMatrixTypeAttr {
    const CONSTRAINT: AttrConstraint = AttrConstraint {
        summary: "type attribute of any SPIR-V cooperative matrix type",
        check: |ctx, attr| cooperative_matrix_type(ctx, attr).is_some(),
        value_type: None,
        syntax: AttrSyntax::Attribute,
    };
    type Value<'a> = Type;
    type Arg<'a> = Type;
    fn get(ctx: &Context, attr: Attribute) -> Option<Type> {
        cooperative_matrix_type(ctx, attr)
    }
    fn make(ctx: &Context, value: Type) -> Option<Attribute> {
        Some(ctx.type_attr(value))
    }
}
