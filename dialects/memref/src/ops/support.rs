//! What the memref ops share: their type constraints (with MLIR's
//! summaries, which the verifier prints), the element type and rank of a
//! memref, the alignment property, and the index-count rule of accesses.

use shader_mlir::Context;
use shader_mlir::asm::printer::type_to_string;
use shader_mlir::ir::{AttrKind, Attribute, Type, TypeKind};
use shader_mlir::ods::{AttrConstraint, AttrSyntax, PropertyType, TypeConstraint};

/// The shape and element type of a ranked memref.
pub(crate) fn ranked(ctx: &Context, ty: Type) -> Option<(&[i64], Type)> {
    match ctx.type_kind(ty) {
        TypeKind::MemRef { shape, element, .. } => Some((shape, *element)),
        _ => None,
    }
}

/// The element type of a memref (ranked or not); other types map to
/// themselves, so a type-matching check on them fails.
pub fn element_type(ctx: &Context, ty: Type) -> Type {
    match ctx.type_kind(ty) {
        TypeKind::MemRef { element, .. } | TypeKind::UnrankedMemRef { element, .. } => *element,
        _ => ty,
    }
}

/// The rank of a ranked memref.
pub(crate) fn rank(ctx: &Context, ty: Type) -> Option<usize> {
    ranked(ctx, ty).map(|(shape, _)| shape.len())
}

fn is_memref(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_kind(ty),
        TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. }
    )
}

fn is_signless_int_or_float(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_kind(ty),
        TypeKind::Integer {
            signedness: shader_mlir::ir::Signedness::Signless,
            ..
        } | TypeKind::Float(_)
    )
}

/// `AnyMemRef`.
pub const ANY_MEMREF: TypeConstraint = TypeConstraint::new("memref of any type values", is_memref);

/// `AnyStaticShapeMemRef`.
pub const STATIC_MEMREF: TypeConstraint =
    TypeConstraint::new("statically shaped memref of any type values", |ctx, ty| {
        ranked(ctx, ty).is_some_and(|(shape, _)| shape.iter().all(|&d| d >= 0))
    });

/// `MemRefOf<[AnySignlessInteger, AnyFloat]>`.
pub const INT_OR_FLOAT_MEMREF: TypeConstraint = TypeConstraint::new(
    "memref of signless integer or floating-point values",
    |ctx, ty| is_memref(ctx, ty) && is_signless_int_or_float(ctx, element_type(ctx, ty)),
);

/// `AnyTypeOf<[AnySignlessInteger, AnyFloat]>`.
pub const INT_OR_FLOAT: TypeConstraint = TypeConstraint::new(
    "signless integer or floating-point",
    is_signless_int_or_float,
);

/// `ConfinedAttr<OptionalAttr<I64Attr>, [IntPositivePowerOf2]>`: an
/// alignment in bytes.
pub struct AlignmentAttr;

fn positive_power_of_two(ctx: &Context, attr: Attribute) -> Option<i64> {
    match ctx.attr_kind(attr) {
        AttrKind::Integer { value, ty } if *ty == ctx.common().i64 => {
            let v = i64::try_from(*value).ok()?;
            (v > 0 && (v & (v - 1)) == 0).then_some(v)
        }
        _ => None,
    }
}

impl PropertyType for AlignmentAttr {
    const CONSTRAINT: AttrConstraint = AttrConstraint {
        summary: "64-bit signless integer attribute whose value is positive and whose value is a power of two > 0",
        check: |ctx, attr| positive_power_of_two(ctx, attr).is_some(),
        value_type: Some(|ctx| ctx.common().i64),
        syntax: AttrSyntax::Attribute,
    };
    type Value<'a> = i64;
    type Arg<'a> = i64;
    fn get(ctx: &Context, attr: Attribute) -> Option<i64> {
        positive_power_of_two(ctx, attr)
    }
    fn make(ctx: &Context, value: i64) -> Option<Attribute> {
        Some(ctx.integer_attr(ctx.common().i64, i128::from(value)))
    }
}

/// A type as it prints, for messages.
pub(crate) fn type_str(ctx: &Context, ty: Type) -> String {
    type_to_string(ctx, ty)
}
