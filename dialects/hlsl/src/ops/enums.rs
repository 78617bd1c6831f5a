//! The dialect's enum properties: stored as string attributes
//! (`channel = "red"` in the generic form) and spelled as a bare keyword in
//! custom forms (`hlsl.texture.gather ... red`). One [`keyword_enum!`] table
//! declares each enum together with its property kind.

/// Declares an enum whose cases are keywords, and `$kind`, the property kind
/// that stores it as a string attribute and spells it as the keyword.
macro_rules! keyword_enum {
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

        impl shader_mlir::ods::PropertyType for $kind {
            const CONSTRAINT: shader_mlir::ods::AttrConstraint = shader_mlir::ods::AttrConstraint {
                summary: $summary,
                check: |ctx, attr| <$kind as shader_mlir::ods::PropertyType>::get(ctx, attr).is_some(),
                value_type: None,
                syntax: shader_mlir::ods::AttrSyntax::Custom {
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
                        match <$kind as shader_mlir::ods::PropertyType>::get(p.ctx(), attr) {
                            Some(case) => p.write_str(case.keyword()),
                            None => p.print_attribute(attr),
                        }
                    },
                    starts_with: Some(|p| p.peek_keyword_of($name::KEYWORDS)),
                },
            };
            type Value<'a> = $name;
            type Arg<'a> = $name;
            fn get(ctx: &shader_mlir::Context, attr: shader_mlir::ir::Attribute) -> Option<$name> {
                match ctx.attr_kind(attr) {
                    shader_mlir::ir::AttrKind::String { value, ty: None } => {
                        std::str::from_utf8(value).ok().and_then($name::from_keyword)
                    }
                    _ => None,
                }
            }
            fn make(ctx: &shader_mlir::Context, value: $name) -> Option<shader_mlir::ir::Attribute> {
                Some(ctx.string_attr(value.keyword()))
            }
        }
    )*};
}

keyword_enum!(
    /// The component a gather reads (`Gather` and `GatherRed` read red).
    GatherChannel / GatherChannelAttr, "gather channel: red, green, blue or alpha" {
        Red = "red",
        Green = "green",
        Blue = "blue",
        Alpha = "alpha",
    }

    /// The memory a barrier orders: `group` (groupshared),
    /// `device` (resources) or `all` (both).
    BarrierMemory / BarrierMemoryAttr, "barrier memory: group, device or all" {
        /// `GroupMemoryBarrier[WithGroupSync]`.
        Group = "group",
        /// `DeviceMemoryBarrier[WithGroupSync]`.
        Device = "device",
        /// `AllMemoryBarrier[WithGroupSync]`.
        All = "all",
    }

    /// A wave reduction or scan (`WaveActive*`, `WavePrefix*`). `min` and
    /// `max` are signed on integers, `umin` and `umax` unsigned; the bitwise
    /// ones take integers only.
    WaveOpKind / WaveOpKindAttr, "wave operation: sum, product, min, max, umin, umax, and, or or xor" {
        Sum = "sum",
        Product = "product",
        Min = "min",
        Max = "max",
        Umin = "umin",
        Umax = "umax",
        And = "and",
        Or = "or",
        Xor = "xor",
    }

    /// The neighbour `QuadReadAcross*` reads.
    QuadDirection / QuadDirectionAttr, "quad direction: x, y or diagonal" {
        X = "x",
        Y = "y",
        Diagonal = "diagonal",
    }
);

impl GatherChannel {
    /// The component index (red 0 ... alpha 3).
    pub fn index(self) -> u32 {
        self as u32
    }
}
