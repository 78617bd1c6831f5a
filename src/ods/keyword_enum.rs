//! Enum properties spelled as keywords: an enum of named cases stored as a
//! string attribute (`kind = "add"` in the generic form) and written as the
//! bare keyword in custom forms (`dx.resource.atomicrmw add ...`), like the
//! string-backed `EnumAttr`s of MLIR's ODS
//! (<https://mlir.llvm.org/docs/DefiningDialects/Operations/#enum-attributes>).

/// Declares enums whose cases are keywords, each with `$kind`, the property
/// kind that stores it as a string attribute and spells it as the keyword:
/// one table of `/// doc` `Enum / EnumAttr, "summary" { Case = "keyword", ... }`
/// blocks. The enum gets `ALL` and `KEYWORDS` (declaration order),
/// `keyword` and `from_keyword`.
#[macro_export]
macro_rules! keyword_enum_property {
    ($(
        $(#[$doc:meta])* $name:ident / $kind:ident, $summary:literal {
            $($(#[$case_doc:meta])* $case:ident = $keyword:literal,)*
        }
    )*) => {$(
        $(#[$doc])*
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
        pub enum $name {
            $($(#[$case_doc])* $case,)*
        }

        impl $name {
            /// Every case, in declaration order.
            pub const ALL: &'static [$name] = &[$($name::$case,)*];
            /// The keywords, in declaration order.
            pub const KEYWORDS: &'static [&'static str] = &[$($keyword,)*];

            /// The keyword spelling the case.
            pub fn keyword(self) -> &'static str {
                Self::KEYWORDS[self as usize]
            }

            pub fn from_keyword(word: &str) -> Option<$name> {
                Self::KEYWORDS.iter().position(|&k| k == word).map(|i| Self::ALL[i])
            }
        }

        #[doc = concat!("The property kind of [`", stringify!($name), "`].")]
        pub struct $kind;

        impl $crate::ods::PropertyType for $kind {
            const CONSTRAINT: $crate::ods::AttrConstraint = $crate::ods::AttrConstraint {
                summary: $summary,
                check: |ctx, attr| <$kind as $crate::ods::PropertyType>::get(ctx, attr).is_some(),
                value_type: None,
                syntax: $crate::ods::AttrSyntax::Custom {
                    parse: |p, _| {
                        let pos = p.get_current_location();
                        match p.parse_optional_keyword_of($name::KEYWORDS) {
                            Some(word) => Ok(p.ctx().string_attr(word)),
                            None => Err(p.emit_error_at(
                                pos,
                                format!("expected one of {}", $name::KEYWORDS.join(", ")),
                            )),
                        }
                    },
                    print: |p, attr| {
                        match <$kind as $crate::ods::PropertyType>::get(p.ctx(), attr) {
                            Some(case) => p.write_str(case.keyword()),
                            None => p.print_attribute(attr),
                        }
                    },
                    starts_with: Some(|p| p.peek_keyword_of($name::KEYWORDS)),
                },
            };
            type Value<'a> = $name;
            type Arg<'a> = $name;
            fn get(ctx: &$crate::Context, attr: $crate::ir::Attribute) -> Option<$name> {
                match ctx.attr_kind(attr) {
                    $crate::ir::AttrKind::String { value, ty: None } => {
                        std::str::from_utf8(value).ok().and_then($name::from_keyword)
                    }
                    _ => None,
                }
            }
            fn make(ctx: &$crate::Context, value: $name) -> Option<$crate::ir::Attribute> {
                Some(ctx.string_attr(value.keyword()))
            }
        }
    )*};
}
