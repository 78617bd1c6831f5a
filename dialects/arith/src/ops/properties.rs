//! The property kinds of `arith` ops: `#arith.overflow` and `#arith.fastmath`
//! flags, spelled without their prefix after the `overflow` / `fastmath`
//! keyword of custom forms (`arith.addi %a, %b overflow<nsw> : i32`), as
//! upstream's `printStrippedAttrOrType` does.

use shader_mlir::Context;
use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::ir::{Attribute, Type};
use shader_mlir::ods::{AttrConstraint, AttrSyntax, PropertyType};

use crate::attributes::{
    ArithAttr, FastMathFlags, OverflowFlags, fastmath_flags, overflow_flags, parse_fastmath_body,
    parse_overflow_body,
};

/// `Arith_IntegerOverflowAttr`: `overflowFlags`.
pub struct IntegerOverflowAttr;

fn parse_overflow(p: &mut AsmParser<'_>, _: Option<Type>) -> ParseResult<Attribute> {
    let flags = parse_overflow_body(p)?;
    Ok(ArithAttr::Overflow(flags).intern(p.ctx()))
}

fn print_overflow(p: &mut AsmPrinter<'_>, attr: Attribute) {
    let flags = overflow_flags(p.ctx(), attr).unwrap_or_default();
    p.write_char('<');
    p.write_str(&flags.keyword_list());
    p.write_char('>');
}

impl PropertyType for IntegerOverflowAttr {
    const CONSTRAINT: AttrConstraint = AttrConstraint {
        summary: "Integer overflow arith flags",
        check: |ctx, attr| overflow_flags(ctx, attr).is_some(),
        value_type: None,
        syntax: AttrSyntax::Custom {
            parse: parse_overflow,
            print: print_overflow,
            starts_with: None,
        },
    };
    type Value<'a> = OverflowFlags;
    type Arg<'a> = OverflowFlags;
    fn get(ctx: &Context, attr: Attribute) -> Option<OverflowFlags> {
        overflow_flags(ctx, attr)
    }
    fn make(ctx: &Context, value: OverflowFlags) -> Option<Attribute> {
        Some(ArithAttr::Overflow(value).intern(ctx))
    }
}

/// `Arith_FastMathAttr`: `fastmath`.
pub struct FastMathAttr;

fn parse_fastmath(p: &mut AsmParser<'_>, _: Option<Type>) -> ParseResult<Attribute> {
    let flags = parse_fastmath_body(p)?;
    Ok(ArithAttr::FastMath(flags).intern(p.ctx()))
}

fn print_fastmath(p: &mut AsmPrinter<'_>, attr: Attribute) {
    let flags = fastmath_flags(p.ctx(), attr).unwrap_or_default();
    p.write_char('<');
    p.write_str(&flags.keyword_list());
    p.write_char('>');
}

impl PropertyType for FastMathAttr {
    const CONSTRAINT: AttrConstraint = AttrConstraint {
        summary: "Floating point fast math flags",
        check: |ctx, attr| fastmath_flags(ctx, attr).is_some(),
        value_type: None,
        syntax: AttrSyntax::Custom {
            parse: parse_fastmath,
            print: print_fastmath,
            starts_with: None,
        },
    };
    type Value<'a> = FastMathFlags;
    type Arg<'a> = FastMathFlags;
    fn get(ctx: &Context, attr: Attribute) -> Option<FastMathFlags> {
        fastmath_flags(ctx, attr)
    }
    fn make(ctx: &Context, value: FastMathFlags) -> Option<Attribute> {
        Some(ArithAttr::FastMath(value).intern(ctx))
    }
}
