//! Keyword enums: closed sets of names that appear in the textual form of
//! resource types (`srv`, `2d`, `min_mip`, `Texture2DMS`, `TypedBuffer`, ...).
//!
//! Every keyword enum is declared with [`keyword_enum!`], which generates from one
//! list of `Variant => "spelling"` pairs the enum, `ALL` (declaration order),
//! `as_str`, `Display` and `FromStr`, so a spelling is written exactly once.

use std::fmt;

/// A string that is not a spelling of the expected keyword enum.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "unknown {what} '{found}'; expected one of: {}",
    ExpectedList(expected)
)]
pub struct UnknownKeyword {
    /// What was expected, in words ("resource class").
    pub what: &'static str,
    /// The text that was found.
    pub found: String,
    /// Every valid spelling, in declaration order.
    pub expected: &'static [&'static str],
}

struct ExpectedList(&'static [&'static str]);

impl fmt::Display for ExpectedList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, name) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            f.write_str(name)?;
        }
        Ok(())
    }
}

/// Declares a keyword enum: `Variant => "spelling"` pairs, optionally with an
/// explicit discriminant (`Variant = 3 => "spelling"`) for enums whose numbering
/// is an external encoding.
macro_rules! keyword_enum {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident ($what:literal) {
            $(
                $(#[$vmeta:meta])*
                $variant:ident $(= $disc:literal)? => $text:literal
            ),+ $(,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        $vis enum $name {
            $(
                $(#[$vmeta])*
                $variant $(= $disc)?,
            )+
        }

        impl $name {
            /// Every value, in declaration order.
            pub const ALL: &'static [$name] = &[$($name::$variant),+];

            /// Every spelling, in declaration order.
            pub const SPELLINGS: &'static [&'static str] = &[$($text),+];

            /// The textual spelling.
            pub const fn as_str(self) -> &'static str {
                match self {
                    $($name::$variant => $text,)+
                }
            }
        }

        impl ::std::fmt::Display for $name {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.write_str(self.as_str())
            }
        }

        impl ::std::str::FromStr for $name {
            type Err = $crate::UnknownKeyword;

            fn from_str(s: &str) -> Result<Self, Self::Err> {
                match s {
                    $($text => Ok($name::$variant),)+
                    _ => Err($crate::UnknownKeyword {
                        what: $what,
                        found: s.to_owned(),
                        expected: Self::SPELLINGS,
                    }),
                }
            }
        }
    };
}

pub(crate) use keyword_enum;
