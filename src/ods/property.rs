//! Property kinds: an attribute constraint together with the Rust value a typed
//! accessor returns and a builder takes (MLIR's `Attr` definitions with their
//! `returnType` and `convertFromStorage`, from `CommonAttrConstraints.td`).
//!
//! A declaration names the kind in `#[property(I32Attr)]`; the accessor
//! returns `I32Attr::get(...)`'s value (`i32`), the builder takes `i32`. A
//! dialect adds its own kinds (enums, its attributes) by implementing
//! [`PropertyType`] on a marker type of its own.

use crate::Context;
use crate::asm::{AsmParser, AsmPrinter, ParseResult};
use crate::ir::{AttrKind, Attribute, Type, TypeKind};

use super::constraint::{AttrConstraint, AttrSyntax};

/// A kind of property: its constraint and its Rust view.
pub trait PropertyType {
    /// The constraint the verifier checks and the format reads.
    const CONSTRAINT: AttrConstraint;
    /// What a typed accessor returns.
    type Value<'a>;
    /// What a builder takes.
    type Arg<'a>;
    /// The value of `attr`, if it is of this kind.
    fn get(ctx: &Context, attr: Attribute) -> Option<Self::Value<'_>>;
    /// The attribute for `value`; `None` for a unit property that is off.
    fn make(ctx: &Context, value: Self::Arg<'_>) -> Option<Attribute>;
}

// ===== integers =====

fn int_of(ctx: &Context, attr: Attribute, ty: Type) -> Option<i128> {
    match ctx.attr_kind(attr) {
        AttrKind::Integer { value, ty: t } if *t == ty => Some(*value),
        _ => None,
    }
}

/// A property type stored as an attribute over the integer type
/// `ctx.common().$common`: `$check` finds whether an attribute is one (the
/// constraint's test), `$get` reads it, `$make` builds it, and `$syntax` is
/// how custom forms spell it.
macro_rules! integer_typed_property {
    (
        $(#[$doc:meta])* $name:ident, $summary:literal, $common:ident, $syntax:ident,
        $value:ty, $arg:ty, $check:expr, $get:expr, $make:expr
    ) => {
        $(#[$doc])*
        pub struct $name;

        impl PropertyType for $name {
            const CONSTRAINT: AttrConstraint = AttrConstraint {
                summary: $summary,
                check: |ctx, attr| $check(ctx, attr, ctx.common().$common).is_some(),
                // The element type, for custom forms that leave it out.
                value_type: Some(|ctx| ctx.common().$common),
                syntax: AttrSyntax::$syntax,
            };
            type Value<'a> = $value;
            type Arg<'a> = $arg;
            fn get(ctx: &Context, attr: Attribute) -> Option<$value> {
                $get(ctx, attr, ctx.common().$common)
            }
            fn make(ctx: &Context, value: Self::Arg<'_>) -> Option<Attribute> {
                Some($make(ctx, ctx.common().$common, value))
            }
        }
    };
}

/// An integer attribute property (`I32Attr`, ...) read and written as `$rust`.
macro_rules! integer_attr {
    ($(#[$doc:meta])* $name:ident, $rust:ty, $summary:literal, $common:ident) => {
        integer_typed_property!(
            $(#[$doc])* $name, $summary, $common, Attribute, $rust, $rust,
            int_of,
            |ctx, attr, ty| int_of(ctx, attr, ty).and_then(|v| <$rust>::try_from(v).ok()),
            |ctx: &Context, ty, value: $rust| ctx.integer_attr(ty, i128::from(value))
        );
    };
}

integer_attr!(
    /// `I8Attr`: an `i8` integer attribute.
    I8Attr, i8, "8-bit signless integer attribute", i8
);
integer_attr!(
    /// `I16Attr`.
    I16Attr, i16, "16-bit signless integer attribute", i16
);
integer_attr!(
    /// `I32Attr`.
    I32Attr, i32, "32-bit signless integer attribute", i32
);
integer_attr!(
    /// `I64Attr`.
    I64Attr, i64, "64-bit signless integer attribute", i64
);
integer_attr!(
    /// `IndexAttr`.
    IndexAttr, i64, "index attribute", index
);

/// `ConfinedAttr<I32Attr, [IntNonNegative]>`: an `i32` attribute that is
/// `>= 0` (register numbers, spaces, sizes), read as a `u32`. A builder value
/// beyond `i32::MAX` makes no attribute, so the verifier reports it missing.
pub struct NonNegativeI32Attr;

impl PropertyType for NonNegativeI32Attr {
    const CONSTRAINT: AttrConstraint = AttrConstraint {
        summary: "32-bit signless integer attribute whose value is non-negative",
        check: |ctx, attr| int_of(ctx, attr, ctx.common().i32).is_some_and(|v| v >= 0),
        value_type: Some(|ctx| ctx.common().i32),
        syntax: AttrSyntax::Attribute,
    };
    type Value<'a> = u32;
    type Arg<'a> = u32;
    fn get(ctx: &Context, attr: Attribute) -> Option<u32> {
        int_of(ctx, attr, ctx.common().i32).and_then(|v| u32::try_from(v).ok())
    }
    fn make(ctx: &Context, value: u32) -> Option<Attribute> {
        let value = i32::try_from(value).ok()?;
        Some(ctx.integer_attr(ctx.common().i32, i128::from(value)))
    }
}

/// Property kinds whose value is the `Copy` payload of one attribute kind,
/// made by a [`Context`] constructor.
macro_rules! payload_attr {
    ($(#[$doc:meta])* $name:ident, $rust:ty, $summary:literal, $variant:ident, $make:ident) => {
        $(#[$doc])*
        pub struct $name;

        impl PropertyType for $name {
            const CONSTRAINT: AttrConstraint = AttrConstraint::attribute($summary, |ctx, attr| {
                matches!(ctx.attr_kind(attr), AttrKind::$variant(_))
            });
            type Value<'a> = $rust;
            type Arg<'a> = $rust;
            fn get(ctx: &Context, attr: Attribute) -> Option<$rust> {
                match ctx.attr_kind(attr) {
                    AttrKind::$variant(v) => Some(*v),
                    _ => None,
                }
            }
            fn make(ctx: &Context, value: $rust) -> Option<Attribute> {
                Some(ctx.$make(value))
            }
        }
    };
}

payload_attr!(
    /// `BoolAttr`.
    BoolAttr, bool, "bool attribute", Bool, bool_attr
);

/// `UnitAttr`: a flag, present or not.
pub struct UnitAttr;

impl PropertyType for UnitAttr {
    const CONSTRAINT: AttrConstraint = AttrConstraint {
        summary: "unit attribute",
        check: |ctx, attr| matches!(ctx.attr_kind(attr), AttrKind::Unit),
        value_type: None,
        syntax: AttrSyntax::Unit,
    };
    type Value<'a> = bool;
    type Arg<'a> = bool;
    fn get(ctx: &Context, attr: Attribute) -> Option<bool> {
        Some(matches!(ctx.attr_kind(attr), AttrKind::Unit))
    }
    fn make(ctx: &Context, value: bool) -> Option<Attribute> {
        value.then(|| ctx.unit_attr())
    }
}

/// The type of a typed attribute (MLIR's `TypedAttr::getType`): integers,
/// floats, elements and typed strings; an untyped string has type `none`, as
/// upstream's `StringAttr` does.
pub fn typed_attr_type(ctx: &Context, attr: Attribute) -> Option<Type> {
    match ctx.attr_kind(attr) {
        AttrKind::Bool(_) => Some(ctx.common().i1),
        AttrKind::Integer { ty, .. }
        | AttrKind::WideInteger { ty, .. }
        | AttrKind::Float { ty, .. }
        | AttrKind::DenseElements { ty, .. }
        | AttrKind::DenseResource { ty, .. } => Some(*ty),
        AttrKind::String { ty, .. } => Some(ty.unwrap_or(ctx.common().none)),
        AttrKind::Opaque { ty, .. } => *ty,
        _ => None,
    }
}

/// The type a property gives a value in type-matching checks and type
/// resolution: the type a `TypeAttr` holds, else the attribute's own type.
pub fn property_type(ctx: &Context, attr: Attribute) -> Option<Type> {
    match ctx.attr_kind(attr) {
        AttrKind::Type(t) => Some(*t),
        _ => typed_attr_type(ctx, attr),
    }
}

/// `TypedAttrInterface`: any attribute with a type, as itself.
pub struct TypedAttr;

impl PropertyType for TypedAttr {
    const CONSTRAINT: AttrConstraint =
        AttrConstraint::attribute("TypedAttr instance", |ctx, attr| {
            typed_attr_type(ctx, attr).is_some()
        });
    type Value<'a> = Attribute;
    type Arg<'a> = Attribute;
    fn get(ctx: &Context, attr: Attribute) -> Option<Attribute> {
        typed_attr_type(ctx, attr).map(|_| attr)
    }
    fn make(_: &Context, value: Attribute) -> Option<Attribute> {
        Some(value)
    }
}

// ===== strings and symbols =====

fn string_of(ctx: &Context, attr: Attribute) -> Option<&str> {
    match ctx.attr_kind(attr) {
        AttrKind::String { value, ty: None } => std::str::from_utf8(value).ok(),
        _ => None,
    }
}

macro_rules! string_attr {
    ($(#[$doc:meta])* $name:ident, $syntax:expr) => {
        $(#[$doc])*
        pub struct $name;

        impl PropertyType for $name {
            const CONSTRAINT: AttrConstraint = AttrConstraint {
                summary: "string attribute",
                check: |ctx, attr| matches!(ctx.attr_kind(attr), AttrKind::String { ty: None, .. }),
                // ODS's `StringBasedAttr` value type: a custom form spells the
                // string without a `: type` suffix.
                value_type: Some(|ctx| ctx.common().none),
                syntax: $syntax,
            };
            type Value<'a> = &'a str;
            type Arg<'a> = &'a str;
            fn get(ctx: &Context, attr: Attribute) -> Option<&str> {
                string_of(ctx, attr)
            }
            fn make(ctx: &Context, value: &str) -> Option<Attribute> {
                Some(ctx.string_attr(value))
            }
        }
    };
}

string_attr!(
    /// `StrAttr`: a string attribute.
    StrAttr,
    AttrSyntax::Attribute
);
string_attr!(
    /// `SymbolNameAttr`: a string attribute spelled `@name` in custom forms.
    SymbolNameAttr,
    AttrSyntax::SymbolName
);

/// `FlatSymbolRefAttr`: `@name` with no nested references.
pub struct FlatSymbolRefAttr;

impl PropertyType for FlatSymbolRefAttr {
    const CONSTRAINT: AttrConstraint = AttrConstraint::attribute(
        "flat symbol reference attribute",
        |ctx, attr| matches!(ctx.attr_kind(attr), AttrKind::SymbolRef { nested, .. } if nested.is_empty()),
    );
    type Value<'a> = &'a str;
    type Arg<'a> = &'a str;
    fn get(ctx: &Context, attr: Attribute) -> Option<&str> {
        match ctx.attr_kind(attr) {
            AttrKind::SymbolRef { root, nested } if nested.is_empty() => Some(ctx.str(*root)),
            _ => None,
        }
    }
    fn make(ctx: &Context, value: &str) -> Option<Attribute> {
        Some(ctx.symbol_ref_attr(value))
    }
}

// ===== types =====

payload_attr!(
    /// `TypeAttr`: any type, as an attribute.
    TypeAttr, Type, "any type attribute", Type, type_attr
);

/// `TypeAttrOf<FunctionType>`.
pub struct FunctionTypeAttr;

impl PropertyType for FunctionTypeAttr {
    const CONSTRAINT: AttrConstraint =
        AttrConstraint::attribute("type attribute of function type", |ctx, attr| {
            Self::get(ctx, attr).is_some()
        });
    type Value<'a> = Type;
    type Arg<'a> = Type;
    fn get(ctx: &Context, attr: Attribute) -> Option<Type> {
        match ctx.attr_kind(attr) {
            AttrKind::Type(t) if matches!(ctx.type_kind(*t), TypeKind::Function { .. }) => Some(*t),
            _ => None,
        }
    }
    fn make(ctx: &Context, value: Type) -> Option<Attribute> {
        Some(ctx.type_attr(value))
    }
}

// ===== containers =====

/// `ArrayAttr`.
pub struct ArrayAttr;

impl PropertyType for ArrayAttr {
    const CONSTRAINT: AttrConstraint = AttrConstraint::attribute("array attribute", |ctx, attr| {
        matches!(ctx.attr_kind(attr), AttrKind::Array(_))
    });
    type Value<'a> = &'a [Attribute];
    type Arg<'a> = &'a [Attribute];
    fn get(ctx: &Context, attr: Attribute) -> Option<&[Attribute]> {
        match ctx.attr_kind(attr) {
            AttrKind::Array(elements) => Some(elements),
            _ => None,
        }
    }
    fn make(ctx: &Context, value: &[Attribute]) -> Option<Attribute> {
        Some(ctx.array_attr(value))
    }
}

/// `DictArrayAttr`: an array of dictionaries (`arg_attrs`, `res_attrs`).
pub struct DictArrayAttr;

impl PropertyType for DictArrayAttr {
    const CONSTRAINT: AttrConstraint =
        AttrConstraint::attribute("Array of dictionary attributes", |ctx, attr| {
            Self::get(ctx, attr).is_some()
        });
    type Value<'a> = &'a [Attribute];
    type Arg<'a> = &'a [Attribute];
    fn get(ctx: &Context, attr: Attribute) -> Option<&[Attribute]> {
        match ctx.attr_kind(attr) {
            AttrKind::Array(elements)
                if elements
                    .iter()
                    .all(|&e| matches!(ctx.attr_kind(e), AttrKind::Dictionary(_))) =>
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

/// Property kinds whose value is the attribute itself.
macro_rules! attribute_attr {
    ($(#[$doc:meta])* $name:ident, $summary:literal, $check:expr) => {
        $(#[$doc])*
        pub struct $name;

        impl PropertyType for $name {
            const CONSTRAINT: AttrConstraint = AttrConstraint::attribute($summary, $check);
            type Value<'a> = Attribute;
            type Arg<'a> = Attribute;
            fn get(ctx: &Context, attr: Attribute) -> Option<Attribute> {
                let check: fn(&Context, Attribute) -> bool = $check;
                check(ctx, attr).then_some(attr)
            }
            fn make(_: &Context, value: Attribute) -> Option<Attribute> {
                Some(value)
            }
        }
    };
}

attribute_attr!(
    /// `AnyAttr`.
    AnyAttr,
    "any attribute",
    |_, _| true
);
attribute_attr!(
    /// `SymbolRefAttr`: `@root::@nested...`.
    SymbolRefAttr,
    "symbol reference attribute",
    |ctx, attr| matches!(ctx.attr_kind(attr), AttrKind::SymbolRef { .. })
);
attribute_attr!(
    /// `DictionaryAttr`.
    DictionaryAttr,
    "dictionary of named attribute values",
    |ctx, attr| matches!(ctx.attr_kind(attr), AttrKind::Dictionary(_))
);

/// The elements of an `array<T: ...>` of the integer type `element`,
/// sign-extended.
pub fn dense_int_array(ctx: &Context, attr: Attribute, element: Type) -> Option<Vec<i64>> {
    let AttrKind::DenseArray { element: e, values } = ctx.attr_kind(attr) else {
        return None;
    };
    if *e != element {
        return None;
    }
    let TypeKind::Integer { width, .. } = ctx.type_kind(element) else {
        return None;
    };
    let shift = 64 - (*width).clamp(1, 64);
    Some(
        values
            .iter()
            .map(|&v| ((v << shift) as i64) >> shift)
            .collect(),
    )
}

/// `array<T: values...>` for the integer type `element`.
pub fn make_dense_int_array(ctx: &Context, element: Type, values: &[i64]) -> Attribute {
    let width = match ctx.type_kind(element) {
        TypeKind::Integer { width, .. } => (*width).clamp(1, 64),
        _ => 64,
    };
    let mask = if width == 64 {
        u64::MAX
    } else {
        (1u64 << width) - 1
    };
    ctx.intern_attr(AttrKind::DenseArray {
        element,
        values: values.iter().map(|&v| v as u64 & mask).collect(),
    })
}

/// A dense array property (`DenseI32ArrayAttr`, ...), spelled `[1, 2]` in
/// custom forms, read as a `Vec<$rust>` and written from a `&[$rust]`.
macro_rules! dense_array_attr {
    ($(#[$doc:meta])* $name:ident, $rust:ty, $summary:literal, $common:ident) => {
        integer_typed_property!(
            $(#[$doc])* $name, $summary, $common, DenseArray, Vec<$rust>, &'a [$rust],
            dense_int_array,
            |ctx, attr, ty| dense_int_array(ctx, attr, ty)
                .map(|v| v.into_iter().map(|x| x as $rust).collect()),
            |ctx, ty, value: &[$rust]| {
                let values: Vec<i64> = value.iter().map(|&x| i64::from(x)).collect();
                make_dense_int_array(ctx, ty, &values)
            }
        );
    };
}

dense_array_attr!(
    /// `DenseI32ArrayAttr`, spelled `[1, 2]` in custom forms.
    DenseI32ArrayAttr, i32, "i32 dense array attribute", i32
);
dense_array_attr!(
    /// `DenseI64ArrayAttr`, spelled `[1, 2]` in custom forms.
    DenseI64ArrayAttr, i64, "i64 dense array attribute", i64
);

/// `I32ArrayAttr`: an array of `i32` integer attributes.
pub struct I32ArrayAttr;

impl PropertyType for I32ArrayAttr {
    const CONSTRAINT: AttrConstraint =
        AttrConstraint::attribute("32-bit integer array attribute", |ctx, attr| {
            Self::get(ctx, attr).is_some()
        });
    type Value<'a> = Vec<i32>;
    type Arg<'a> = &'a [i32];
    fn get(ctx: &Context, attr: Attribute) -> Option<Vec<i32>> {
        let AttrKind::Array(elements) = ctx.attr_kind(attr) else {
            return None;
        };
        let i32 = ctx.common().i32;
        elements
            .iter()
            .map(|&e| int_of(ctx, e, i32).and_then(|v| i32::try_from(v).ok()))
            .collect()
    }
    fn make(ctx: &Context, value: &[i32]) -> Option<Attribute> {
        let elements: Vec<Attribute> = value.iter().map(|&v| ctx.i32_attr(v)).collect();
        Some(ctx.array_attr(&elements))
    }
}

// ===== the stripped dense-array spelling =====

/// Parses `[1, 2]` as an `array<element: 1, 2>`.
pub fn parse_stripped_dense_array(p: &mut AsmParser<'_>, element: Type) -> ParseResult<Attribute> {
    let mut values = Vec::new();
    p.parse_comma_separated_list(crate::asm::parser::Delimiter::Square, |p| {
        values.push(p.parse_integer::<i64>()?);
        Ok(())
    })?;
    Ok(make_dense_int_array(p.ctx(), element, &values))
}

/// Prints an `array<T: 1, 2>` as `[1, 2]`.
pub fn print_stripped_dense_array(p: &mut AsmPrinter<'_>, attr: Attribute) {
    let ctx = p.ctx();
    let element = match ctx.attr_kind(attr) {
        AttrKind::DenseArray { element, .. } => *element,
        _ => {
            p.print_attribute(attr);
            return;
        }
    };
    match dense_int_array(ctx, attr, element) {
        Some(values) => {
            p.write_char('[');
            for (i, v) in values.iter().enumerate() {
                if i > 0 {
                    p.write_str(", ");
                }
                p.write_int(*v);
            }
            p.write_char(']');
        }
        None => p.print_attribute(attr),
    }
}
