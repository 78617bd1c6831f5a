//! The ODS type constraints of the arithmetic, bitwise, relational,
//! conversion, GLSL, atomic and image ops, with the exact descriptions MLIR
//! prints in `operand #N must be <description>, but got '<type>'`
//! (`SPIRVBase.td`: `SPIRV_Integer`, `SPIRV_Float`, `SPIRV_ScalarOrVectorOf`,
//! `SPIRV_ScalarOrVectorOrCoopMatrixOf`, `SPIRV_Vec4`, ...).
//!
//! The element classes follow MLIR's predicates: `SPIRV_Integer` is an
//! integer of 8, 16, 32 or 64 bits of any signedness, `SPIRV_Bool` and the
//! `Int32`/`Float32` aliases are signless, `SPIRV_Float` is `f16`/`f32`/`f64`
//! and `SPIRV_AnyFloat` adds `bf16`. "Fixed-length vector of length L" counts
//! the elements of a non-scalable vector of any rank, as `VectorType::
//! getNumElements` does. Cooperative matrices are part of some descriptions
//! but the dialect has no such type, so they never match.

use shader_mlir::Context;
use shader_mlir::ir::{FloatKind, Signedness, Type, TypeKind};

use crate::types::constraints::TypeConstraint;
use crate::types::{ImageType, PointerType, SampledImageType, SamplerType, SpirvType};

/// MLIR's `SPIRV_ScalarOrVectorOf<T>` description for element description `T`.
macro_rules! scalar_or_vector {
    ($element:literal) => {
        concat!(
            $element,
            " or fixed-length vector of ",
            $element,
            " values of length 2/3/4/8/16"
        )
    };
}

/// MLIR's `SPIRV_ScalarOrVectorOrCoopMatrixOf<T>` description.
macro_rules! scalar_vector_or_coop {
    ($element:literal) => {
        concat!(
            scalar_or_vector!($element),
            " or Cooperative Matrix of ",
            $element,
            " values"
        )
    };
}

const INT_DESC: &str = "8/16/32/64-bit integer";
const FLOAT_DESC: &str = "16/32/64-bit float";
const ANY_FLOAT_DESC: &str = "16/32/64-bit float or BFloat16";

fn is_int(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_kind(ty),
        TypeKind::Integer {
            width: 8 | 16 | 32 | 64,
            ..
        }
    )
}

fn is_signless(ctx: &Context, ty: Type, bits: u32) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::Integer { width, signedness: Signedness::Signless } if *width == bits)
}

fn is_bool(ctx: &Context, ty: Type) -> bool {
    is_signless(ctx, ty, 1)
}

fn is_int32(ctx: &Context, ty: Type) -> bool {
    is_signless(ctx, ty, 32)
}

fn is_float(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_kind(ty),
        TypeKind::Float(FloatKind::F16 | FloatKind::F32 | FloatKind::F64)
    )
}

fn is_any_float(ctx: &Context, ty: Type) -> bool {
    is_float(ctx, ty) || matches!(ctx.type_kind(ty), TypeKind::Float(FloatKind::BF16))
}

fn is_float16_or_32(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_kind(ty),
        TypeKind::Float(FloatKind::F16 | FloatKind::F32)
    )
}

fn is_float32(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::Float(FloatKind::F32))
}

/// The element count of a vector type (`None` for other types). With
/// `fixed`, scalable vectors do not count.
pub(crate) fn vector_elements(ctx: &Context, ty: Type, fixed: bool) -> Option<(i64, Type)> {
    match ctx.type_kind(ty) {
        TypeKind::Vector {
            shape,
            scalable,
            element,
        } if !(fixed && scalable.iter().any(|&s| s)) => Some((shape.iter().product(), *element)),
        _ => None,
    }
}

fn vector_of(
    ctx: &Context,
    ty: Type,
    lengths: &[i64],
    fixed: bool,
    element: fn(&Context, Type) -> bool,
) -> bool {
    vector_elements(ctx, ty, fixed).is_some_and(|(n, e)| lengths.contains(&n) && element(ctx, e))
}

const SPIRV_LENGTHS: &[i64] = &[2, 3, 4, 8, 16];

fn scalar_or_vector(ctx: &Context, ty: Type, element: fn(&Context, Type) -> bool) -> bool {
    element(ctx, ty) || vector_of(ctx, ty, SPIRV_LENGTHS, true, element)
}

/// `SPIRV_Integer`.
pub const INT: TypeConstraint = TypeConstraint {
    description: INT_DESC,
    check: is_int,
};

/// `SPIRV_Float`.
pub const FLOAT: TypeConstraint = TypeConstraint {
    description: FLOAT_DESC,
    check: is_float,
};

/// `SPIRV_AnyFloat`.
pub const ANY_FLOAT: TypeConstraint = TypeConstraint {
    description: ANY_FLOAT_DESC,
    check: is_any_float,
};

/// `SPIRV_Int32`.
pub const INT32: TypeConstraint = TypeConstraint {
    description: "Int32",
    check: is_int32,
};

/// `SPIRV_Float32`.
pub const FLOAT32: TypeConstraint = TypeConstraint {
    description: "Float32",
    check: is_float32,
};

/// `SPIRV_ScalarOrVectorOf<SPIRV_Integer>`.
pub const INT_SV: TypeConstraint = TypeConstraint {
    description: scalar_or_vector!("8/16/32/64-bit integer"),
    check: |ctx, ty| scalar_or_vector(ctx, ty, is_int),
};

/// `SPIRV_ScalarOrVectorOrCoopMatrixOf<SPIRV_Integer>`.
pub const INT_SV_COOP: TypeConstraint = TypeConstraint {
    description: scalar_vector_or_coop!("8/16/32/64-bit integer"),
    check: |ctx, ty| scalar_or_vector(ctx, ty, is_int),
};

/// `SPIRV_ScalarOrVectorOf<SPIRV_Int32>`.
pub const INT32_SV: TypeConstraint = TypeConstraint {
    description: scalar_or_vector!("Int32"),
    check: |ctx, ty| scalar_or_vector(ctx, ty, is_int32),
};

/// `SPIRV_ScalarOrVectorOf<SPIRV_Float>`.
pub const FLOAT_SV: TypeConstraint = TypeConstraint {
    description: scalar_or_vector!("16/32/64-bit float"),
    check: |ctx, ty| scalar_or_vector(ctx, ty, is_float),
};

/// `SPIRV_ScalarOrVectorOrCoopMatrixOf<SPIRV_Float>`.
pub const FLOAT_SV_COOP: TypeConstraint = TypeConstraint {
    description: scalar_vector_or_coop!("16/32/64-bit float"),
    check: |ctx, ty| scalar_or_vector(ctx, ty, is_float),
};

/// `SPIRV_ScalarOrVectorOrCoopMatrixOf<SPIRV_AnyFloat>`.
pub const ANY_FLOAT_SV_COOP: TypeConstraint = TypeConstraint {
    description: scalar_vector_or_coop!("16/32/64-bit float or BFloat16"),
    check: |ctx, ty| scalar_or_vector(ctx, ty, is_any_float),
};

/// `SPIRV_ScalarOrVectorOf<SPIRV_Float16or32>`.
pub const FLOAT16_OR_32_SV: TypeConstraint = TypeConstraint {
    description: scalar_or_vector!("16/32-bit float"),
    check: |ctx, ty| scalar_or_vector(ctx, ty, is_float16_or_32),
};

/// `SPIRV_ScalarOrVectorOf<SPIRV_Bool>`.
pub const BOOL_SV: TypeConstraint = TypeConstraint {
    description: scalar_or_vector!("bool"),
    check: |ctx, ty| scalar_or_vector(ctx, ty, is_bool),
};

/// `SPIRV_VectorOf<SPIRV_AnyFloat>` (`spirv.Dot`).
pub const ANY_FLOAT_VECTOR: TypeConstraint = TypeConstraint {
    description: "fixed-length vector of 16/32/64-bit float or BFloat16 values of length 2/3/4/8/16",
    check: |ctx, ty| vector_of(ctx, ty, SPIRV_LENGTHS, true, is_any_float),
};

/// `VectorOfLengthAndType<[2, 3, 4], [SPIRV_Float]>` (`spirv.VectorTimesScalar`).
pub const FLOAT_VECTOR_2_3_4: TypeConstraint = TypeConstraint {
    description: "vector of 16/32/64-bit float values of length 2/3/4",
    check: |ctx, ty| vector_of(ctx, ty, &[2, 3, 4], false, is_float),
};

/// `VectorOfLengthAndType<[2], [SPIRV_Float32]>`.
pub const FLOAT32_VEC2: TypeConstraint = TypeConstraint {
    description: "vector of Float32 values of length 2",
    check: |ctx, ty| vector_of(ctx, ty, &[2], false, is_float32),
};

/// `VectorOfLengthAndType<[4], [SPIRV_Float32]>`.
pub const FLOAT32_VEC4: TypeConstraint = TypeConstraint {
    description: "vector of Float32 values of length 4",
    check: |ctx, ty| vector_of(ctx, ty, &[4], false, is_float32),
};

/// `SPIRV_Numerical`.
pub const NUMERICAL: TypeConstraint = TypeConstraint {
    description: "8/16/32/64-bit integer or 16/32/64-bit float or BFloat16",
    check: |ctx, ty| is_int(ctx, ty) || is_any_float(ctx, ty),
};

/// `AnyTypeOf<[SPIRV_Integer, SPIRV_Float]>`.
pub const INT_OR_FLOAT: TypeConstraint = TypeConstraint {
    description: "8/16/32/64-bit integer or 16/32/64-bit float",
    check: |ctx, ty| is_int(ctx, ty) || is_float(ctx, ty),
};

/// `AnyTypeOf<[SPIRV_ScalarOrVectorOf<SPIRV_Float>, SPIRV_ScalarOrVectorOf<SPIRV_Integer>]>`.
pub const FLOAT_OR_INT_SV: TypeConstraint = TypeConstraint {
    description: concat!(
        scalar_or_vector!("16/32/64-bit float"),
        " or ",
        scalar_or_vector!("8/16/32/64-bit integer")
    ),
    check: |ctx, ty| scalar_or_vector(ctx, ty, is_float) || scalar_or_vector(ctx, ty, is_int),
};

/// `AnyTypeOf<[SPIRV_Vec4<SPIRV_Float>, SPIRV_Vec4<SPIRV_Integer>]>` (`spirv.ImageFetch`).
pub const VEC4_OF_FLOAT_OR_INT: TypeConstraint = TypeConstraint {
    description: "vector of 16/32/64-bit float values of length 4 or vector of 8/16/32/64-bit integer values of length 4",
    check: is_vec4_of_int_or_float,
};

/// `AnyTypeOf<[SPIRV_Vec4<SPIRV_Integer>, SPIRV_Vec4<SPIRV_Float>]>` (the sampling ops).
pub const VEC4_OF_INT_OR_FLOAT: TypeConstraint = TypeConstraint {
    description: "vector of 8/16/32/64-bit integer values of length 4 or vector of 16/32/64-bit float values of length 4",
    check: is_vec4_of_int_or_float,
};

fn is_vec4_of_int_or_float(ctx: &Context, ty: Type) -> bool {
    vector_of(ctx, ty, &[4], false, is_int) || vector_of(ctx, ty, &[4], false, is_float)
}

/// `SPIRV_AnyStruct`.
pub const ANY_STRUCT: TypeConstraint = TypeConstraint {
    description: "any SPIR-V struct type",
    check: |ctx, ty| matches!(SpirvType::of(ctx, ty), Some(SpirvType::Struct(_))),
};

/// `SPIRV_AnyPtr`.
pub const POINTER: TypeConstraint = TypeConstraint {
    description: "any SPIR-V pointer type",
    check: |ctx, ty| PointerType::of(ctx, ty).is_some(),
};

/// `SPIRV_AnyImage`.
pub const IMAGE: TypeConstraint = TypeConstraint {
    description: "any SPIR-V image type",
    check: |ctx, ty| ImageType::of(ctx, ty).is_some(),
};

/// `SPIRV_AnySampledImage`.
pub const SAMPLED_IMAGE: TypeConstraint = TypeConstraint {
    description: "any SPIR-V sampled image type",
    check: |ctx, ty| SampledImageType::of(ctx, ty).is_some(),
};

/// `!spirv.sampler` (an `OpTypeSampler` value; beyond MLIR 22).
pub const SAMPLER: TypeConstraint = TypeConstraint {
    description: "any SPIR-V sampler type",
    check: SamplerType::is,
};

/// The `i1` counterpart of a scalar or vector type, as comparisons produce
/// it (MLIR's `getUnaryOpResultType`): `i1`, or a 1-D vector of `i1` with as
/// many elements.
pub fn bool_equivalent(ctx: &Context, ty: Type) -> Type {
    match vector_elements(ctx, ty, false) {
        Some((n, _)) => ctx.vector_type(&[n], ctx.common().i1),
        None => ctx.common().i1,
    }
}

/// The element type of a vector, or the type itself (MLIR's `getElementTypeOrSelf`).
pub fn element_type_or_self(ctx: &Context, ty: Type) -> Type {
    match ctx.type_kind(ty) {
        TypeKind::Vector { element, .. } => *element,
        _ => ty,
    }
}

/// The element count of a vector type, 1 for anything else.
pub fn num_elements(ctx: &Context, ty: Type) -> i64 {
    vector_elements(ctx, ty, false).map_or(1, |(n, _)| n)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn element_classes_follow_mlir() {
        let ctx = Context::new();
        let c = ctx.common();
        let si32 = ctx.integer_type(32, Signedness::Signed);
        let si1 = ctx.integer_type(1, Signedness::Signed);
        let bf16 = ctx.float_type(FloatKind::BF16);
        assert!(INT.allows(&ctx, si32) && !INT.allows(&ctx, c.i1) && !INT.allows(&ctx, c.index));
        assert!(INT32.allows(&ctx, c.i32) && !INT32.allows(&ctx, si32));
        assert!(BOOL_SV.allows(&ctx, c.i1) && !BOOL_SV.allows(&ctx, si1));
        assert!(FLOAT.allows(&ctx, c.f16) && !FLOAT.allows(&ctx, bf16));
        assert!(ANY_FLOAT.allows(&ctx, bf16));
        assert!(FLOAT16_OR_32_SV.allows(&ctx, c.f32) && !FLOAT16_OR_32_SV.allows(&ctx, c.f64));
    }

    #[test]
    fn vector_lengths_count_elements() {
        let ctx = Context::new();
        let c = ctx.common();
        assert!(FLOAT_SV.allows(&ctx, ctx.vector_type(&[4], c.f32)));
        assert!(FLOAT_SV.allows(&ctx, ctx.vector_type(&[2, 2], c.f32)));
        assert!(!FLOAT_SV.allows(&ctx, ctx.vector_type(&[5], c.f32)));
        assert!(!INT_SV.allows(&ctx, ctx.vector_type(&[4], c.f32)));
        assert!(FLOAT_VECTOR_2_3_4.allows(&ctx, ctx.vector_type(&[3], c.f64)));
        assert!(!FLOAT_VECTOR_2_3_4.allows(&ctx, ctx.vector_type(&[8], c.f32)));
        assert!(VEC4_OF_INT_OR_FLOAT.allows(&ctx, ctx.vector_type(&[4], c.i8)));
        assert!(!VEC4_OF_INT_OR_FLOAT.allows(&ctx, ctx.vector_type(&[3], c.f32)));
    }

    #[test]
    fn descriptions_are_mlirs() {
        assert_eq!(
            INT_SV_COOP.description,
            "8/16/32/64-bit integer or fixed-length vector of 8/16/32/64-bit integer values of length 2/3/4/8/16 \
             or Cooperative Matrix of 8/16/32/64-bit integer values"
        );
        assert_eq!(
            FLOAT_OR_INT_SV.description,
            "16/32/64-bit float or fixed-length vector of 16/32/64-bit float values of length 2/3/4/8/16 or \
             8/16/32/64-bit integer or fixed-length vector of 8/16/32/64-bit integer values of length 2/3/4/8/16"
        );
    }

    #[test]
    fn bool_equivalents() {
        let ctx = Context::new();
        let c = ctx.common();
        assert_eq!(bool_equivalent(&ctx, c.f32), c.i1);
        assert_eq!(
            bool_equivalent(&ctx, ctx.vector_type(&[2, 2], c.f32)),
            ctx.vector_type(&[4], c.i1)
        );
    }
}
