//! From IR types to the resource model's [`ElementInfo`], and the signless form
//! of an element that loaded and stored values carry.
//!
//! The mapping is the one of docs/hlsl-dialect.md: builtin integers and
//! `f16`/`f32`/`f64` are scalars, a 1-D `vector<N x scalar>` is a vector,
//! `!hlsl.struct` and `!hlsl.array` nest, the `i8` that is a whole element is a
//! byte-address buffer's element and `none` is the element of samplers and
//! feedback textures.

use shader_mlir::Context;
use shader_mlir::asm::printer::type_to_string;
use shader_mlir::ir::{FloatKind, Signedness as IrSignedness, Type, TypeKind};

use super::{ArrayType, StructType};
use crate::{ElementInfo, MAX_ELEMENT_DEPTH, RuleViolation, Scalar, Signedness};

/// A type that cannot be (part of) a resource element.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ElementError {
    #[error(
        "unsupported element type '{0}': an element is a scalar (integer, f16, f32, f64), a 1-D \
         vector, !hlsl.struct, !hlsl.array, i8 (byte-address buffers) or none (samplers, feedback textures)"
    )]
    Unsupported(String),
    #[error("{}", RuleViolation::ElementTooDeep)]
    TooDeep,
}

/// The resource-model description of `ty` as the whole element of a handle.
pub fn element_info(ctx: &Context, ty: Type) -> Result<ElementInfo, ElementError> {
    convert(ctx, ty, 0)
}

/// The scalar `ty` is, if it is an integer or a supported float.
pub fn scalar_of(ctx: &Context, ty: Type) -> Option<Scalar> {
    match *ctx.type_kind(ty) {
        TypeKind::Integer { width, signedness } => {
            Some(Scalar::int(width, signedness_of(signedness)))
        }
        TypeKind::Float(FloatKind::F16) => Some(Scalar::F16),
        TypeKind::Float(FloatKind::F32) => Some(Scalar::F32),
        TypeKind::Float(FloatKind::F64) => Some(Scalar::F64),
        _ => None,
    }
}

fn signedness_of(signedness: IrSignedness) -> Signedness {
    match signedness {
        IrSignedness::Signless => Signedness::Signless,
        IrSignedness::Signed => Signedness::Signed,
        IrSignedness::Unsigned => Signedness::Unsigned,
    }
}

fn convert(ctx: &Context, ty: Type, depth: usize) -> Result<ElementInfo, ElementError> {
    if depth > MAX_ELEMENT_DEPTH {
        return Err(ElementError::TooDeep);
    }
    let unsupported = || ElementError::Unsupported(type_to_string(ctx, ty));
    match ctx.type_kind(ty) {
        TypeKind::Integer {
            width: 8,
            signedness: IrSignedness::Signless,
        } if depth == 0 => Ok(ElementInfo::Byte),
        TypeKind::None => Ok(ElementInfo::None),
        TypeKind::Integer { .. } | TypeKind::Float(_) => scalar_of(ctx, ty)
            .map(ElementInfo::Scalar)
            .ok_or_else(unsupported),
        TypeKind::Vector {
            shape,
            scalable,
            element,
        } => match (&shape[..], &scalable[..]) {
            ([count], [false]) => {
                let scalar = scalar_of(ctx, *element).ok_or_else(unsupported)?;
                let count = u32::try_from(*count).map_err(|_| unsupported())?;
                Ok(ElementInfo::Vector(scalar, count))
            }
            _ => Err(unsupported()),
        },
        TypeKind::Dialect(storage) => {
            if let Some(s) = storage.downcast_ref::<StructType>() {
                let members = s
                    .members
                    .iter()
                    .map(|&m| convert(ctx, m, depth + 1))
                    .collect::<Result<_, _>>()?;
                Ok(ElementInfo::Struct(members))
            } else if let Some(a) = storage.downcast_ref::<ArrayType>() {
                Ok(ElementInfo::Array(
                    a.len,
                    Box::new(convert(ctx, a.element, depth + 1)?),
                ))
            } else {
                Err(unsupported())
            }
        }
        _ => Err(unsupported()),
    }
}

/// `ty` with integer signedness erased from scalars and vector components
/// (`vector<4xsi32>` -> `vector<4xi32>`): the type of values loaded from and
/// stored to a resource whose element is `ty`. Struct and array members are
/// signless already.
pub fn signless_type(ctx: &Context, ty: Type) -> Type {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, signedness } if *signedness != IrSignedness::Signless => {
            ctx.integer_type(*width, IrSignedness::Signless)
        }
        TypeKind::Vector { shape, element, .. } => {
            let signless = signless_type(ctx, *element);
            if signless == *element {
                ty
            } else {
                ctx.vector_type(shape, signless)
            }
        }
        _ => ty,
    }
}

/// Whether `ty` spells integer signedness anywhere a value type could
/// (`si32`, `vector<2xui16>`).
pub fn has_signed_integers(ctx: &Context, ty: Type) -> bool {
    match ctx.type_kind(ty) {
        TypeKind::Integer { signedness, .. } => *signedness != IrSignedness::Signless,
        TypeKind::Vector { element, .. } => has_signed_integers(ctx, *element),
        _ => false,
    }
}
