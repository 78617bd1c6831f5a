//! The attributes of `arith`: `#arith.overflow<...>` (integer overflow flags) and
//! `#arith.fastmath<...>` (fast-math flags), plus the comparison predicates and
//! rounding modes its ops store as integers (MLIR's `ArithBase.td`).

use shader_mlir::Context;
use shader_mlir::asm::parser::Delimiter;
use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::ir::DialectObjectExt;
use shader_mlir::ir::{Attribute, DialectAttrStorage, Type};

/// Integer overflow flags: `nsw` (no signed wrap), `nuw` (no unsigned wrap).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct OverflowFlags {
    pub nsw: bool,
    pub nuw: bool,
}

/// Fast-math flags, as a bit set in MLIR's bit order.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct FastMathFlags(pub u8);

/// The fast-math flag names, in bit order.
pub const FASTMATH_FLAGS: [&str; 7] = ["reassoc", "nnan", "ninf", "nsz", "arcp", "contract", "afn"];
const FASTMATH_ALL: u8 = 0x7f;

impl FastMathFlags {
    pub const NONE: FastMathFlags = FastMathFlags(0);

    pub fn is_none(self) -> bool {
        self.0 == 0
    }

    /// `none`, `fast`, or the set flags joined by `,`.
    pub fn keyword_list(self) -> String {
        match self.0 {
            0 => "none".into(),
            FASTMATH_ALL => "fast".into(),
            bits => FASTMATH_FLAGS
                .iter()
                .enumerate()
                .filter(|(i, _)| bits & (1 << i) != 0)
                .map(|(_, n)| *n)
                .collect::<Vec<_>>()
                .join(","),
        }
    }
}

impl OverflowFlags {
    pub const NONE: OverflowFlags = OverflowFlags {
        nsw: false,
        nuw: false,
    };

    pub fn is_none(self) -> bool {
        !self.nsw && !self.nuw
    }

    /// `none`, or the set flags joined by `, `.
    pub fn keyword_list(self) -> String {
        match (self.nsw, self.nuw) {
            (false, false) => "none".into(),
            (true, false) => "nsw".into(),
            (false, true) => "nuw".into(),
            (true, true) => "nsw, nuw".into(),
        }
    }
}

/// An `arith` dialect attribute.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ArithAttr {
    Overflow(OverflowFlags),
    FastMath(FastMathFlags),
}

impl DialectAttrStorage for ArithAttr {
    const DIALECT: &'static str = "arith";

    fn print(&self, p: &mut AsmPrinter<'_>) {
        match self {
            ArithAttr::Overflow(f) => {
                p.write_str("overflow<");
                p.write_str(&f.keyword_list());
            }
            ArithAttr::FastMath(f) => {
                p.write_str("fastmath<");
                p.write_str(&f.keyword_list());
            }
        }
        p.write_char('>');
    }
}

impl ArithAttr {
    pub fn intern(self, ctx: &Context) -> Attribute {
        self.intern_attr(ctx)
    }

    pub fn of(ctx: &Context, attr: Attribute) -> Option<ArithAttr> {
        Self::of_attr(ctx, attr).copied()
    }
}

/// The overflow flags held by `attr`, if it is an `#arith.overflow`.
pub fn overflow_flags(ctx: &Context, attr: Attribute) -> Option<OverflowFlags> {
    match ArithAttr::of(ctx, attr)? {
        ArithAttr::Overflow(f) => Some(f),
        ArithAttr::FastMath(_) => None,
    }
}

/// The fast-math flags held by `attr`, if it is an `#arith.fastmath`.
pub fn fastmath_flags(ctx: &Context, attr: Attribute) -> Option<FastMathFlags> {
    match ArithAttr::of(ctx, attr)? {
        ArithAttr::FastMath(f) => Some(f),
        ArithAttr::Overflow(_) => None,
    }
}

/// Parses an `arith` attribute after `#arith.` (the dialect's attribute hook).
pub(crate) fn parse_attribute(p: &mut AsmParser<'_>, _ty: Option<Type>) -> ParseResult<Attribute> {
    let pos = p.get_current_location();
    let mnemonic = p.parse_keyword_any()?;
    let attr = match mnemonic {
        "overflow" => ArithAttr::Overflow(parse_overflow_body(p)?),
        "fastmath" => ArithAttr::FastMath(parse_fastmath_body(p)?),
        other => {
            return Err(p.emit_error_at(
                pos,
                format!("unknown attribute `{other}` in dialect `arith`"),
            ));
        }
    };
    Ok(attr.intern(p.ctx()))
}

/// `<flag, ...>` of `overflow<...>`.
pub(crate) fn parse_overflow_body(p: &mut AsmParser<'_>) -> ParseResult<OverflowFlags> {
    let mut flags = OverflowFlags::default();
    p.parse_comma_separated_list(Delimiter::LessGreater, |p| {
        let pos = p.get_current_location();
        match p.parse_keyword_any()? {
            "nsw" => flags.nsw = true,
            "nuw" => flags.nuw = true,
            "none" => {}
            _ => {
                p.emit_error_at(
                    pos,
                    "expected ::mlir::arith::IntegerOverflowFlags to be one of: none, nsw, nuw",
                );
                return Err(p.emit_error(
                    "failed to parse Arith_IntegerOverflowAttr parameter 'value' which is to be a \
                     `::mlir::arith::IntegerOverflowFlags`",
                ));
            }
        }
        Ok(())
    })?;
    Ok(flags)
}

/// `<flag, ...>` of `fastmath<...>`.
pub(crate) fn parse_fastmath_body(p: &mut AsmParser<'_>) -> ParseResult<FastMathFlags> {
    let mut bits = 0u8;
    p.parse_comma_separated_list(Delimiter::LessGreater, |p| {
        let pos = p.get_current_location();
        let word = p.parse_keyword_any()?;
        match word {
            "none" => {}
            "fast" => bits |= FASTMATH_ALL,
            _ => match FASTMATH_FLAGS.iter().position(|&f| f == word) {
                Some(i) => bits |= 1 << i,
                None => {
                    p.emit_error_at(
                        pos,
                        "expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, \
                         contract, afn, fast",
                    );
                    return Err(p.emit_error(
                        "failed to parse ArithFastMathAttr parameter 'value' which is to be a \
                         `::mlir::arith::FastMathFlags`",
                    ));
                }
            },
        }
        Ok(())
    })?;
    Ok(FastMathFlags(bits))
}

/// An enum the ops store as an integer and spell as a keyword (MLIR's
/// `I64EnumAttr` / `I32EnumAttr` cases): its keywords by stored value.
pub trait KeywordEnum: Copy + Sized + 'static {
    /// The keywords, by stored value.
    const KEYWORDS: &'static [&'static str];
    /// Every case, by stored value.
    const CASES: &'static [Self];

    /// The case stored as `value`.
    fn from_value(value: i128) -> Option<Self> {
        usize::try_from(value)
            .ok()
            .and_then(|i| Self::CASES.get(i).copied())
    }

    /// The stored value.
    fn value(self) -> usize;

    fn keyword(self) -> &'static str {
        Self::KEYWORDS[self.value()]
    }
}

/// Declares a [`KeywordEnum`]: cases and their keywords, in stored order
/// (also `memref.atomic_rmw`'s kinds, `dialect_memref::AtomicRMWKind`).
#[macro_export]
macro_rules! keyword_enum {
    ($(#[$doc:meta])* $name:ident { $($case:ident = $keyword:literal,)* }) => {
        $(#[$doc])*
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
        pub enum $name {
            $($case,)*
        }

        impl $crate::attributes::KeywordEnum for $name {
            const KEYWORDS: &'static [&'static str] = &[$($keyword),*];
            const CASES: &'static [Self] = &[$(Self::$case),*];

            fn value(self) -> usize {
                self as usize
            }
        }
    };
}

keyword_enum!(
    /// An `arith.cmpi` predicate.
    CmpIPredicate {
        Eq = "eq",
        Ne = "ne",
        Slt = "slt",
        Sle = "sle",
        Sgt = "sgt",
        Sge = "sge",
        Ult = "ult",
        Ule = "ule",
        Ugt = "ugt",
        Uge = "uge",
    }
);

keyword_enum!(
    /// An `arith.cmpf` predicate: ordered (`o*`: false on NaN) or unordered
    /// (`u*`: true on NaN) comparisons.
    CmpFPredicate {
        AlwaysFalse = "false",
        Oeq = "oeq",
        Ogt = "ogt",
        Oge = "oge",
        Olt = "olt",
        Ole = "ole",
        One = "one",
        Ord = "ord",
        Ueq = "ueq",
        Ugt = "ugt",
        Uge = "uge",
        Ult = "ult",
        Ule = "ule",
        Une = "une",
        Uno = "uno",
        AlwaysTrue = "true",
    }
);

keyword_enum!(
    /// The rounding mode of `arith.truncf` (and friends).
    RoundingMode {
        ToNearestEven = "to_nearest_even",
        Downward = "downward",
        Upward = "upward",
        TowardZero = "toward_zero",
        ToNearestAway = "to_nearest_away",
    }
);
