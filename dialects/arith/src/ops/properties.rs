//! The property kinds of `arith` ops (MLIR's `ArithBase.td`):
//!
//! - `#arith.overflow` and `#arith.fastmath` flags, spelled without their
//!   prefix after the `overflow` / `fastmath` keyword of custom forms
//!   (`arith.addi %a, %b overflow<nsw> : i32`), as upstream's
//!   `printStrippedAttrOrType` does;
//! - the enums stored as integers and spelled as keywords: comparison
//!   predicates (`arith.cmpi slt, ...`) and rounding modes
//!   (`arith.truncf %x downward : f32 to f16`).

use shader_mlir::Context;
use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::ir::{AttrKind, Attribute, Type};
use shader_mlir::ods::{AttrConstraint, AttrSyntax, PropertyType};

use crate::attributes::{
    ArithAttr, CmpFPredicate, CmpIPredicate, FastMathFlags, KeywordEnum, OverflowFlags,
    RoundingMode, fastmath_flags, overflow_flags, parse_fastmath_body, parse_overflow_body,
};

/// A flags attribute of `arith`, spelled `<flag, ...>` in custom forms.
macro_rules! flags_attr {
    ($(#[$doc:meta])* $kind:ident($flags:ty) = $variant:ident, $summary:literal,
        get = $get:path, parse = $parse:path) => {
        $(#[$doc])*
        pub struct $kind;

        impl PropertyType for $kind {
            const CONSTRAINT: AttrConstraint = AttrConstraint {
                summary: $summary,
                check: |ctx, attr| $get(ctx, attr).is_some(),
                value_type: None,
                syntax: AttrSyntax::Custom {
                    parse: |p, _| {
                        let flags = $parse(p)?;
                        Ok(ArithAttr::$variant(flags).intern(p.ctx()))
                    },
                    print: |p, attr| {
                        let flags = $get(p.ctx(), attr).unwrap_or_default();
                        p.write_char('<');
                        p.write_str(&flags.keyword_list());
                        p.write_char('>');
                    },
                    starts_with: None,
                },
            };
            type Value<'a> = $flags;
            type Arg<'a> = $flags;
            fn get(ctx: &Context, attr: Attribute) -> Option<$flags> {
                $get(ctx, attr)
            }
            fn make(ctx: &Context, value: $flags) -> Option<Attribute> {
                Some(ArithAttr::$variant(value).intern(ctx))
            }
        }
    };
}

flags_attr!(
    /// `Arith_IntegerOverflowAttr`: `overflowFlags`.
    IntegerOverflowAttr(OverflowFlags) = Overflow, "Integer overflow arith flags",
    get = overflow_flags, parse = parse_overflow_body
);

flags_attr!(
    /// `Arith_FastMathAttr`: `fastmath`.
    FastMathAttr(FastMathFlags) = FastMath, "Floating point fast math flags",
    get = fastmath_flags, parse = parse_fastmath_body
);

/// The case of `E` stored in `attr`, an integer of type `width`.
pub fn enum_value<E: KeywordEnum>(ctx: &Context, attr: Attribute, width: Type) -> Option<E> {
    match ctx.attr_kind(attr) {
        AttrKind::Integer { value, ty } if *ty == width => E::from_value(*value),
        _ => None,
    }
}

/// Parses the keyword of an `E` case for property `name` (or, as upstream's
/// generated parsers accept, the keyword as a string).
pub fn parse_enum<E: KeywordEnum>(
    p: &mut AsmParser<'_>,
    name: &str,
    width: Type,
) -> ParseResult<Attribute> {
    let pos = p.get_current_location();
    let word = match p.parse_optional_keyword_of(E::KEYWORDS) {
        Some(word) => word.to_owned(),
        None => match p.parse_optional_string()? {
            Some(word) => word,
            None => {
                return Err(p.emit_error_at(
                    pos,
                    format!(
                        "expected string or keyword containing one of the following enum values for attribute '{name}' [{}]",
                        E::KEYWORDS.join(", ")
                    ),
                ));
            }
        },
    };
    let Some(index) = E::KEYWORDS.iter().position(|&k| k == word) else {
        return Err(p.emit_error_at(
            pos,
            format!("invalid {name} attribute specification: \"{word}\""),
        ));
    };
    Ok(p.ctx().integer_attr(width, index as i128))
}

pub fn print_enum<E: KeywordEnum>(p: &mut AsmPrinter<'_>, attr: Attribute, width: Type) {
    match enum_value::<E>(p.ctx(), attr, width) {
        Some(case) => p.write_str(case.keyword()),
        None => p.print_attribute(attr),
    }
}

/// An integer enum property spelled by keyword (MLIR's `I64EnumAttr` /
/// `I32EnumAttr`), for `arith`'s enums and `dialect_memref::AtomicRMWKind`.
#[macro_export]
macro_rules! enum_attr {
    ($(#[$doc:meta])* $kind:ident($enum:ty), $width:ident, $name:literal, $summary:literal) => {
        $(#[$doc])*
        pub struct $kind;

        impl ::shader_mlir::ods::PropertyType for $kind {
            const CONSTRAINT: ::shader_mlir::ods::AttrConstraint = ::shader_mlir::ods::AttrConstraint {
                summary: $summary,
                check: |ctx, attr| $crate::ops::properties::enum_value::<$enum>(ctx, attr, ctx.common().$width).is_some(),
                value_type: Some(|ctx| ctx.common().$width),
                syntax: ::shader_mlir::ods::AttrSyntax::Custom {
                    parse: |p, _| {
                        let width = p.ctx().common().$width;
                        $crate::ops::properties::parse_enum::<$enum>(p, $name, width)
                    },
                    print: |p, attr| {
                        let width = p.ctx().common().$width;
                        $crate::ops::properties::print_enum::<$enum>(p, attr, width)
                    },
                    starts_with: Some(|p| {
                        p.peek_keyword_of(<$enum as $crate::attributes::KeywordEnum>::KEYWORDS)
                    }),
                },
            };
            type Value<'a> = $enum;
            type Arg<'a> = $enum;
            fn get(ctx: &::shader_mlir::Context, attr: ::shader_mlir::ir::Attribute) -> Option<$enum> {
                $crate::ops::properties::enum_value(ctx, attr, ctx.common().$width)
            }
            fn make(ctx: &::shader_mlir::Context, value: $enum) -> Option<::shader_mlir::ir::Attribute> {
                Some(ctx.integer_attr(ctx.common().$width, $crate::attributes::KeywordEnum::value(value) as i128))
            }
        }
    };
}

enum_attr!(
    /// `Arith_CmpIPredicateAttr`.
    CmpIPredicateAttr(CmpIPredicate), i64, "predicate",
    "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9"
);

enum_attr!(
    /// `Arith_CmpFPredicateAttr`.
    CmpFPredicateAttr(CmpFPredicate), i64, "predicate",
    "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15"
);

enum_attr!(
    /// `Arith_RoundingModeAttr`.
    RoundingModeAttr(RoundingMode), i32, "roundingmode",
    "Floating point rounding mode"
);
