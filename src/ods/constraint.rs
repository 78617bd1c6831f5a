//! Constraints on operand and result types, properties and regions, each with
//! the summary MLIR's ODS prints when it fails (`operand #0 must be 32-bit
//! signless integer, but got 'f32'`; `attribute 'space' failed to satisfy
//! constraint: 32-bit signless integer attribute`; `region #0 ('body') failed
//! to verify constraint: region with 1 blocks`). The summaries follow
//! `mlir/include/mlir/IR/CommonTypeConstraints.td` and
//! `CommonAttrConstraints.td`.
//!
//! A constraint is data: a summary, a predicate and what the assembly format
//! needs to know (a type constraint's one buildable type; how an attribute is
//! spelled in a custom form). Dialects declare their own as `const`s.

use crate::Context;
use crate::asm::{AsmParser, AsmPrinter, ParseResult};
use crate::ir::{Attribute, Ir, RegionId, Signedness, Type, TypeKind};

/// What an operand or result type must be.
#[derive(Copy, Clone, Debug)]
pub struct TypeConstraint {
    /// MLIR's summary, e.g. `32-bit signless integer`.
    pub summary: &'static str,
    pub check: fn(&Context, Type) -> bool,
    /// The one type the constraint allows, when it can be built (ODS
    /// `buildableType`): the format then need not spell it.
    pub build: Option<fn(&Context) -> Type>,
    /// The type class every allowed type belongs to, when ODS knows one (the
    /// constraint's `cppType`, e.g. `VectorType`): a custom form's `type(...)`
    /// of a single value then reads that class only.
    pub class: Option<TypeClass>,
}

/// A class of types (ODS's `cppType` of a constraint, as its `name` spells it
/// in diagnostics): a parser reading a `type(...)` of a constraint with a
/// class rejects other types with MLIR's `invalid kind of type specified:
/// expected builtin.vector, but found 'f32'`.
#[derive(Copy, Clone, Debug)]
pub struct TypeClass {
    /// The class's name, e.g. `builtin.vector`.
    pub name: &'static str,
    pub check: fn(&Context, Type) -> bool,
}

/// `VectorType`.
pub const BUILTIN_VECTOR: TypeClass = TypeClass {
    name: "builtin.vector",
    check: |ctx, ty| matches!(ctx.type_kind(ty), TypeKind::Vector { .. }),
};

/// `IntegerType`.
pub const BUILTIN_INTEGER: TypeClass = TypeClass {
    name: "builtin.integer",
    check: |ctx, ty| matches!(ctx.type_kind(ty), TypeKind::Integer { .. }),
};

impl TypeConstraint {
    /// A constraint from a summary and a predicate.
    pub const fn new(summary: &'static str, check: fn(&Context, Type) -> bool) -> Self {
        TypeConstraint {
            summary,
            check,
            build: None,
            class: None,
        }
    }

    /// A constraint allowing exactly the type `build` makes.
    pub const fn buildable(
        summary: &'static str,
        check: fn(&Context, Type) -> bool,
        build: fn(&Context) -> Type,
    ) -> Self {
        TypeConstraint {
            summary,
            check,
            build: Some(build),
            class: None,
        }
    }

    /// The constraint with the type class its types belong to.
    pub const fn of_class(mut self, class: TypeClass) -> Self {
        self.class = Some(class);
        self
    }

    #[inline]
    pub fn allows(&self, ctx: &Context, ty: Type) -> bool {
        (self.check)(ctx, ty)
    }
}

/// Parses an attribute spelled in a custom form, given the type a buildable
/// constraint fixes.
pub type AttrParseFn = fn(&mut AsmParser<'_>, Option<Type>) -> ParseResult<Attribute>;
/// Prints an attribute in a custom form.
pub type AttrPrintFn = fn(&mut AsmPrinter<'_>, Attribute);

/// How a property is spelled where the assembly format names it (`$name`).
#[derive(Copy, Clone, Debug)]
pub enum AttrSyntax {
    /// The full attribute (`printAttribute` / `parseAttribute`), with its type
    /// unless the constraint fixes one (then `printAttributeWithoutType`).
    Attribute,
    /// A symbol name, `@name`, for a string attribute (`SymbolNameAttr`).
    SymbolName,
    /// Presence only: never spelled; an optional group's anchor (`UnitAttr`).
    Unit,
    /// A dense array without its `array<T:` prefix: `[1, 2]` (the stripped form
    /// of `DenseI32ArrayAttr` and friends).
    DenseArray,
    /// A custom spelling (enum keywords, dialect attributes' stripped forms).
    Custom {
        parse: AttrParseFn,
        print: AttrPrintFn,
        /// Whether the spelling may be absent (`parse` returns `None`), so the
        /// attribute can start an optional group.
        starts_with: Option<fn(&AsmParser<'_>) -> bool>,
    },
}

/// What a property's attribute must be.
#[derive(Debug)]
pub struct AttrConstraint {
    /// MLIR's summary, e.g. `32-bit signless integer attribute`.
    pub summary: &'static str,
    pub check: fn(&Context, Attribute) -> bool,
    /// The type of the attribute's value when the constraint fixes it
    /// (`I32Attr`'s `i32`): the custom form then leaves it out.
    pub value_type: Option<fn(&Context) -> Type>,
    pub syntax: AttrSyntax,
}

impl AttrConstraint {
    /// A constraint written as an attribute in custom forms, with no fixed
    /// value type.
    pub const fn attribute(
        summary: &'static str,
        check: fn(&Context, Attribute) -> bool,
    ) -> AttrConstraint {
        AttrConstraint {
            summary,
            check,
            value_type: None,
            syntax: AttrSyntax::Attribute,
        }
    }

    #[inline]
    pub fn allows(&self, ctx: &Context, attr: Attribute) -> bool {
        (self.check)(ctx, attr)
    }
}

/// What a region must look like.
#[derive(Debug)]
pub struct RegionConstraint {
    /// MLIR's summary, e.g. `region with 1 blocks`.
    pub summary: &'static str,
    pub check: fn(&Ir, RegionId) -> bool,
}

// ===== a small library of common constraints =====

fn is_signless_int(ctx: &Context, ty: Type, width: u32) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::Integer { width: w, signedness: Signedness::Signless } if *w == width)
}

/// `AnyType`.
pub const ANY_TYPE: TypeConstraint = TypeConstraint::new("any type", |_, _| true);

/// Buildable constraints on signless integers of one width: one row a
/// constraint, `NAME = width, common type`.
macro_rules! signless_int_constraints {
    ($($(#[$doc:meta])* $name:ident = $width:literal, $common:ident;)*) => {$(
        $(#[$doc])*
        pub const $name: TypeConstraint = TypeConstraint::buildable(
            concat!(stringify!($width), "-bit signless integer"),
            |ctx, ty| is_signless_int(ctx, ty, $width),
            |ctx| ctx.common().$common,
        );
    )*};
}

signless_int_constraints! {
    /// `I1`.
    I1 = 1, i1;
    /// `I8`.
    I8 = 8, i8;
    /// `I16`.
    I16 = 16, i16;
    /// `I32`.
    I32 = 32, i32;
    /// `I64`.
    I64 = 64, i64;
}

/// `Index`.
pub const INDEX: TypeConstraint = TypeConstraint::buildable(
    "index",
    |ctx, ty| matches!(ctx.type_kind(ty), TypeKind::Index),
    |ctx| ctx.common().index,
);

/// `F32`.
pub const F32: TypeConstraint = TypeConstraint::buildable(
    "32-bit float",
    |ctx, ty| ty == ctx.common().f32,
    |ctx| ctx.common().f32,
);

/// `AnyInteger`.
pub const ANY_INTEGER: TypeConstraint = TypeConstraint::new("integer", |ctx, ty| {
    matches!(ctx.type_kind(ty), TypeKind::Integer { .. })
});

/// `AnySignlessInteger`.
pub const ANY_SIGNLESS_INTEGER: TypeConstraint =
    TypeConstraint::new("signless integer", |ctx, ty| {
        matches!(
            ctx.type_kind(ty),
            TypeKind::Integer {
                signedness: Signedness::Signless,
                ..
            }
        )
    });

/// `AnyFloat`.
pub const ANY_FLOAT: TypeConstraint = TypeConstraint::new("floating-point", |ctx, ty| {
    matches!(ctx.type_kind(ty), TypeKind::Float(_))
});

/// `AnyRegion`.
pub const ANY_REGION: RegionConstraint = RegionConstraint {
    summary: "any region",
    check: |_, _| true,
};

/// `SizedRegion<1>`.
pub const SIZED_REGION_1: RegionConstraint = RegionConstraint {
    summary: "region with 1 blocks",
    check: |ir, region| ir.region_blocks(region).len() == 1,
};

/// `MaxSizedRegion<1>`.
pub const MAX_SIZED_REGION_1: RegionConstraint = RegionConstraint {
    summary: "region with at most 1 blocks",
    check: |ir, region| ir.region_blocks(region).len() <= 1,
};
