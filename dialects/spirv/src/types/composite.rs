//! Type classes MLIR's SPIR-V dialect reasons with (`SPIRVTypes.cpp`):
//! `ScalarType` (bool, 8/16/32/64-bit integers, 16/32/64-bit floats and
//! bf16), SPIR-V vectors (1-D, 2/3/4/8/16 scalar elements), `SPIRVType` (any
//! of those or a `spirv` dialect type) and `CompositeType` (vectors, arrays,
//! runtime arrays, structs, matrices, cooperative matrices) with its element
//! queries.

use shader_mlir::Context;
use shader_mlir::ir::{FloatKind, Type, TypeKind};

use super::SpirvType;

/// MLIR's `spirv::ScalarType`: `i1`, 8/16/32/64-bit integers of any
/// signedness, `f16`, `f32`, `f64` and `bf16`.
pub fn is_scalar(ctx: &Context, ty: Type) -> bool {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => matches!(width, 1 | 8 | 16 | 32 | 64),
        TypeKind::Float(kind) => matches!(
            kind,
            FloatKind::F16 | FloatKind::F32 | FloatKind::F64 | FloatKind::BF16
        ),
        _ => false,
    }
}

/// MLIR's `CompositeType::isValid(VectorType)`: a 1-D, fixed-length vector of
/// 2, 3, 4, 8 or 16 scalars.
pub fn is_valid_vector(ctx: &Context, ty: Type) -> bool {
    match ctx.type_kind(ty) {
        TypeKind::Vector {
            shape,
            scalable,
            element,
        } => {
            matches!(shape[..], [2 | 3 | 4 | 8 | 16])
                && !scalable.iter().any(|&s| s)
                && is_scalar(ctx, *element)
        }
        _ => false,
    }
}

/// MLIR's `spirv::SPIRVType`: a scalar, a valid vector or a `spirv` dialect type.
pub fn is_spirv_type(ctx: &Context, ty: Type) -> bool {
    SpirvType::of(ctx, ty).is_some() || is_scalar(ctx, ty) || is_valid_vector(ctx, ty)
}

/// MLIR's `spirv::CompositeType`: a valid vector, an array, a runtime array, a
/// struct, a matrix or a cooperative matrix.
pub fn is_composite(ctx: &Context, ty: Type) -> bool {
    match SpirvType::of(ctx, ty) {
        Some(
            SpirvType::Array(_)
            | SpirvType::CooperativeMatrix(_)
            | SpirvType::RuntimeArray(_)
            | SpirvType::Struct(_)
            | SpirvType::Matrix(_)
            | SpirvType::TensorArm(_),
        ) => true,
        Some(_) => false,
        None => is_valid_vector(ctx, ty),
    }
}

/// The element count of a composite known at compile time; `None` for runtime
/// arrays, arrays of a specialization constant's length and non-composites.
pub fn composite_num_elements(ctx: &Context, ty: Type) -> Option<u64> {
    match SpirvType::of(ctx, ty) {
        Some(SpirvType::Array(a)) if a.spec_length.is_none() => Some(a.count.into()),
        Some(SpirvType::Struct(s)) => Some(s.members.len() as u64),
        Some(SpirvType::Matrix(m)) => Some(m.columns.into()),
        Some(SpirvType::TensorArm(t)) => t.num_elements(),
        Some(_) => None,
        None => match ctx.type_kind(ty) {
            TypeKind::Vector { shape, .. } if is_valid_vector(ctx, ty) => {
                u64::try_from(shape[0]).ok()
            }
            _ => None,
        },
    }
}

/// The type of element `index` of a composite (for arrays, vectors and
/// matrices every index gives the same type); `None` for non-composites and
/// struct indices out of range.
pub fn composite_element_type(ctx: &Context, ty: Type, index: u64) -> Option<Type> {
    match SpirvType::of(ctx, ty) {
        Some(SpirvType::Array(a)) => Some(a.element),
        Some(SpirvType::RuntimeArray(a)) => Some(a.element),
        Some(SpirvType::CooperativeMatrix(m)) => Some(m.element),
        Some(SpirvType::TensorArm(t)) => Some(t.element),
        Some(SpirvType::Matrix(m)) => Some(m.column),
        Some(SpirvType::Struct(s)) => usize::try_from(index)
            .ok()
            .and_then(|i| s.members.get(i).copied()),
        Some(_) => None,
        None => match ctx.type_kind(ty) {
            TypeKind::Vector { element, .. } if is_valid_vector(ctx, ty) => Some(*element),
            _ => None,
        },
    }
}
