//! `arith::AtomicRMWKind` (MLIR's `ArithBase.td`), the kinds of
//! `memref.atomic_rmw`: stored as an `i64` (`kind = 1 : i64`) and spelled
//! as its keyword in custom forms (`memref.atomic_rmw addi ...`). The `hlsl`
//! dialect's resource atomics take the same kinds.

use shader_mlir::Context;
use shader_mlir::ir::{AttrKind, Attribute};
use shader_mlir::ods::{AttrConstraint, AttrSyntax, PropertyType};

macro_rules! kinds {
    ($($case:ident = $keyword:literal,)*) => {
        /// The read-modify-write of an atomic, in MLIR's stored order.
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
        pub enum AtomicRMWKind {
            $($case,)*
        }

        impl AtomicRMWKind {
            /// Every kind, by stored value.
            pub const ALL: &'static [AtomicRMWKind] = &[$(AtomicRMWKind::$case,)*];
            /// The keywords, by stored value.
            pub const KEYWORDS: &'static [&'static str] = &[$($keyword,)*];
        }
    };
}

kinds!(
    Addf = "addf",
    Addi = "addi",
    Andi = "andi",
    Assign = "assign",
    Maximumf = "maximumf",
    Maxnumf = "maxnumf",
    Maxs = "maxs",
    Maxu = "maxu",
    Minimumf = "minimumf",
    Minnumf = "minnumf",
    Mins = "mins",
    Minu = "minu",
    Mulf = "mulf",
    Muli = "muli",
    Ori = "ori",
    Xori = "xori",
);

impl AtomicRMWKind {
    /// The stored value.
    pub fn value(self) -> i64 {
        self as i64
    }

    pub fn from_value(value: i128) -> Option<AtomicRMWKind> {
        usize::try_from(value)
            .ok()
            .and_then(|i| Self::ALL.get(i).copied())
    }

    pub fn keyword(self) -> &'static str {
        Self::KEYWORDS[self as usize]
    }

    pub fn from_keyword(word: &str) -> Option<AtomicRMWKind> {
        Self::KEYWORDS
            .iter()
            .position(|&k| k == word)
            .map(|i| Self::ALL[i])
    }

    /// Whether the kind works on floats (`addf`, `maximumf`, ...); the
    /// others work on integers, except `assign`, which takes both.
    pub fn is_float(self) -> bool {
        use AtomicRMWKind::*;
        matches!(self, Addf | Maximumf | Maxnumf | Minimumf | Minnumf | Mulf)
    }

    /// Whether the kind works on integers.
    pub fn is_integer(self) -> bool {
        self == AtomicRMWKind::Assign || !self.is_float()
    }
}

/// `AtomicRMWKindAttr`: an `i64` enum property spelled by keyword.
pub struct AtomicRMWKindAttr;

fn kind_of(ctx: &Context, attr: Attribute) -> Option<AtomicRMWKind> {
    match ctx.attr_kind(attr) {
        AttrKind::Integer { value, ty } if *ty == ctx.common().i64 => {
            AtomicRMWKind::from_value(*value)
        }
        _ => None,
    }
}

impl PropertyType for AtomicRMWKindAttr {
    const CONSTRAINT: AttrConstraint = AttrConstraint {
        summary: "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15",
        check: |ctx, attr| kind_of(ctx, attr).is_some(),
        value_type: Some(|ctx| ctx.common().i64),
        syntax: AttrSyntax::Custom {
            parse: |p, _| {
                let pos = p.get_current_location();
                let word = match p.parse_optional_keyword_of(AtomicRMWKind::KEYWORDS) {
                    Some(word) => word.to_owned(),
                    None => match p.parse_optional_string()? {
                        Some(word) => word,
                        None => {
                            return Err(p.emit_error_at(
                                pos,
                                format!(
                                    "expected string or keyword containing one of the following enum values for attribute 'kind' [{}]",
                                    AtomicRMWKind::KEYWORDS.join(", ")
                                ),
                            ));
                        }
                    },
                };
                match AtomicRMWKind::from_keyword(&word) {
                    Some(kind) => Ok(p
                        .ctx()
                        .integer_attr(p.ctx().common().i64, i128::from(kind.value()))),
                    None => Err(p.emit_error_at(
                        pos,
                        format!("invalid kind attribute specification: \"{word}\""),
                    )),
                }
            },
            print: |p, attr| match kind_of(p.ctx(), attr) {
                Some(kind) => p.write_str(kind.keyword()),
                None => p.print_attribute(attr),
            },
            starts_with: Some(|p| p.peek_keyword_of(AtomicRMWKind::KEYWORDS)),
        },
    };
    type Value<'a> = AtomicRMWKind;
    type Arg<'a> = AtomicRMWKind;
    fn get(ctx: &Context, attr: Attribute) -> Option<AtomicRMWKind> {
        kind_of(ctx, attr)
    }
    fn make(ctx: &Context, value: AtomicRMWKind) -> Option<Attribute> {
        Some(ctx.integer_attr(ctx.common().i64, i128::from(value.value())))
    }
}
