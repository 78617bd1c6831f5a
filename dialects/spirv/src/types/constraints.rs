//! The ODS type constraints of the dialect's operands and results, with the
//! exact summaries MLIR prints in `operand #N must be <summary>, but got
//! '<type>'` (`SPIRVBase.td`: `SPIRV_Type`, `SPIRV_AnyPtr`, `SPIRV_Bool`,
//! `SPIRV_Integer`, `SPIRV_ScalarOrVectorOf<T>`, `SPIRV_Vec4<T>`, ...).
//!
//! The element classes follow MLIR's predicates: `SPIRV_Integer` is an
//! integer of 8, 16, 32 or 64 bits of any signedness; `SPIRV_Bool` (`I1`)
//! and the `Int32`/`Float32` aliases are signless; `SPIRV_Float` is
//! `f16`/`f32`/`f64` and `SPIRV_AnyFloat` adds `bf16`. "Fixed-length vector
//! of length L" counts the elements of a non-scalable vector of any rank, as
//! `VectorType::getNumElements` does; the `...OrCoopMatrixOf` constraints
//! also take cooperative matrices of their element class.
//! Constraints whose ODS `cppType` is a type class (`VectorType`,
//! `IntegerType`) carry it: custom forms read their types as that class.

use shader_mlir::Context;
use shader_mlir::ir::{FloatKind, Signedness, Type, TypeKind};
use shader_mlir::ods::TypeConstraint;
use shader_mlir::ods::constraint::{BUILTIN_INTEGER, BUILTIN_VECTOR};

use super::{
    CooperativeMatrixType, ImageType, PointerType, SampledImageType, SamplerType, SpirvType,
    TensorArmType, is_scalar, is_valid_vector,
};

/// MLIR's `SPIRV_ScalarOrVectorOf<T>` summary for element summary `T`.
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

/// MLIR's `SPIRV_ScalarOrVectorOrCoopMatrixOf<T>` summary.
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

fn is_any_int32(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::Integer { width: 32, .. })
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

fn is_pointer(ctx: &Context, ty: Type) -> bool {
    PointerType::of(ctx, ty).is_some()
}

/// The element count and element type of a vector type (`None` for other
/// types). With `fixed`, scalable vectors do not count.
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

/// A cooperative matrix of `element`s (MLIR's `SPIRV_CoopMatrixOf`).
fn coop_matrix_of(ctx: &Context, ty: Type, element: fn(&Context, Type) -> bool) -> bool {
    CooperativeMatrixType::of(ctx, ty).is_some_and(|m| element(ctx, m.element))
}

fn scalar_or_vector(ctx: &Context, ty: Type, element: fn(&Context, Type) -> bool) -> bool {
    element(ctx, ty) || vector_of(ctx, ty, SPIRV_LENGTHS, true, element)
}

/// `SPIRV_Type`: void, a scalar, a vector or any `spirv` dialect type.
pub const ANY_TYPE: TypeConstraint = TypeConstraint::new(
    "void or bool or 8/16/32/64-bit integer or 16/32/64-bit float or BFloat16 or vector of bool or \
     8/16/32/64-bit integer or 16/32/64-bit float or BFloat16 values of length 2/3/4/8/16 or any \
     SPIR-V pointer type or any SPIR-V array type or any SPIR-V runtime array type or any SPIR-V \
     struct type or any SPIR-V cooperative matrix type or any SPIR-V matrix type or any SPIR-V \
     sampled image type or any SPIR-V image type or any SPIR-V tensorArm type",
    |ctx, ty| matches!(ctx.type_kind(ty), TypeKind::None) || super::is_spirv_type(ctx, ty),
);

/// `SPIRV_AnyPtr`.
pub const POINTER: TypeConstraint = TypeConstraint::new("any SPIR-V pointer type", is_pointer);

/// `SPIRV_Bool`.
pub const BOOL: TypeConstraint = TypeConstraint::buildable("bool", is_bool, |ctx| ctx.common().i1);

/// `SPIRV_Integer`.
pub const INT: TypeConstraint =
    TypeConstraint::new("8/16/32/64-bit integer", is_int).of_class(BUILTIN_INTEGER);

/// `SPIRV_Int32`.
pub const INT32: TypeConstraint =
    TypeConstraint::buildable("Int32", is_int32, |ctx| ctx.common().i32).of_class(BUILTIN_INTEGER);

/// A 32-bit integer of any signedness: what SPIR-V asks of operands such as
/// a gather's component, which binaries type as signed or unsigned (ops
/// beyond MLIR 22 only; MLIR's `SPIRV_Int32` is signless).
pub const ANY_INT32: TypeConstraint =
    TypeConstraint::new("32-bit integer", is_any_int32).of_class(BUILTIN_INTEGER);

/// `SPIRV_Float`.
pub const FLOAT: TypeConstraint = TypeConstraint::new("16/32/64-bit float", is_float);

/// `SPIRV_AnyFloat`.
pub const ANY_FLOAT: TypeConstraint =
    TypeConstraint::new("16/32/64-bit float or BFloat16", is_any_float);

/// `SPIRV_Float32`.
pub const FLOAT32: TypeConstraint =
    TypeConstraint::buildable("Float32", is_float32, |ctx| ctx.common().f32);

/// `SPIRV_ScalarOrVectorOf<SPIRV_Bool>`.
pub const BOOL_SV: TypeConstraint = TypeConstraint::new(scalar_or_vector!("bool"), |ctx, ty| {
    scalar_or_vector(ctx, ty, is_bool)
});

/// `SPIRV_ScalarOrVectorOf<SPIRV_Integer>`.
pub const INT_SV: TypeConstraint =
    TypeConstraint::new(scalar_or_vector!("8/16/32/64-bit integer"), |ctx, ty| {
        scalar_or_vector(ctx, ty, is_int)
    });

/// `SPIRV_ScalarOrVectorOrCoopMatrixOf<SPIRV_Integer>`.
pub const INT_SV_COOP: TypeConstraint = TypeConstraint::new(
    scalar_vector_or_coop!("8/16/32/64-bit integer"),
    |ctx, ty| scalar_or_vector(ctx, ty, is_int) || coop_matrix_of(ctx, ty, is_int),
);

/// `SPIRV_ScalarOrVectorOf<SPIRV_Int32>`.
pub const INT32_SV: TypeConstraint = TypeConstraint::new(scalar_or_vector!("Int32"), |ctx, ty| {
    scalar_or_vector(ctx, ty, is_int32)
});

fn is_int16(ctx: &Context, ty: Type) -> bool {
    is_signless(ctx, ty, 16)
}

/// `SPIRV_ScalarOrVectorOf<SPIRV_Float32>`.
pub const FLOAT32_SV: TypeConstraint =
    TypeConstraint::new(scalar_or_vector!("Float32"), |ctx, ty| {
        scalar_or_vector(ctx, ty, is_float32)
    });

/// `SPIRV_ScalarOrVectorOf<SPIRV_Int16>`.
pub const INT16_SV: TypeConstraint = TypeConstraint::new(scalar_or_vector!("Int16"), |ctx, ty| {
    scalar_or_vector(ctx, ty, is_int16)
});

/// `SPIRV_ScalarOrVectorOf<SPIRV_Float>`.
pub const FLOAT_SV: TypeConstraint =
    TypeConstraint::new(scalar_or_vector!("16/32/64-bit float"), |ctx, ty| {
        scalar_or_vector(ctx, ty, is_float)
    });

/// `SPIRV_ScalarOrVectorOrCoopMatrixOf<SPIRV_Float>`.
pub const FLOAT_SV_COOP: TypeConstraint =
    TypeConstraint::new(scalar_vector_or_coop!("16/32/64-bit float"), |ctx, ty| {
        scalar_or_vector(ctx, ty, is_float) || coop_matrix_of(ctx, ty, is_float)
    });

/// `SPIRV_ScalarOrVectorOrCoopMatrixOf<SPIRV_AnyFloat>`.
pub const ANY_FLOAT_SV_COOP: TypeConstraint = TypeConstraint::new(
    scalar_vector_or_coop!("16/32/64-bit float or BFloat16"),
    |ctx, ty| scalar_or_vector(ctx, ty, is_any_float) || coop_matrix_of(ctx, ty, is_any_float),
);

/// `SPIRV_AnyTensorArm`.
pub const TENSOR_ARM: TypeConstraint =
    TypeConstraint::new("any SPIR-V tensorArm type", |ctx, ty| {
        TensorArmType::of(ctx, ty).is_some()
    });

/// `SPIRV_AnyCooperativeMatrix`.
pub const COOP_MATRIX: TypeConstraint =
    TypeConstraint::new("any SPIR-V cooperative matrix type", |ctx, ty| {
        CooperativeMatrixType::of(ctx, ty).is_some()
    });

/// `SPIRV_ScalarOrVectorOf<SPIRV_Float16or32>`.
pub const FLOAT16_OR_32_SV: TypeConstraint =
    TypeConstraint::new(scalar_or_vector!("16/32-bit float"), |ctx, ty| {
        scalar_or_vector(ctx, ty, is_float16_or_32)
    });

/// `SPIRV_VectorOf<SPIRV_AnyFloat>` (`spirv.Dot`).
pub const ANY_FLOAT_VECTOR: TypeConstraint = TypeConstraint::new(
    "fixed-length vector of 16/32/64-bit float or BFloat16 values of length 2/3/4/8/16",
    |ctx, ty| vector_of(ctx, ty, SPIRV_LENGTHS, true, is_any_float),
)
.of_class(BUILTIN_VECTOR);

/// `VectorOfLengthAndType<[2, 3, 4], [SPIRV_Float]>` (`spirv.VectorTimesScalar`).
pub const FLOAT_VECTOR_2_3_4: TypeConstraint = TypeConstraint::new(
    "vector of 16/32/64-bit float values of length 2/3/4",
    |ctx, ty| vector_of(ctx, ty, &[2, 3, 4], false, is_float),
)
.of_class(BUILTIN_VECTOR);

/// `VectorOfLengthAndType<[2], [SPIRV_Float32]>`.
pub const FLOAT32_VEC2: TypeConstraint =
    TypeConstraint::new("vector of Float32 values of length 2", |ctx, ty| {
        vector_of(ctx, ty, &[2], false, is_float32)
    })
    .of_class(BUILTIN_VECTOR);

/// `VectorOfLengthAndType<[4], [SPIRV_Float32]>`.
pub const FLOAT32_VEC4: TypeConstraint =
    TypeConstraint::new("vector of Float32 values of length 4", |ctx, ty| {
        vector_of(ctx, ty, &[4], false, is_float32)
    })
    .of_class(BUILTIN_VECTOR);

/// `SPIRV_Numerical`.
pub const NUMERICAL: TypeConstraint = TypeConstraint::new(
    "8/16/32/64-bit integer or 16/32/64-bit float or BFloat16",
    |ctx, ty| is_int(ctx, ty) || is_any_float(ctx, ty),
);

/// `AnyTypeOf<[SPIRV_Integer, SPIRV_Float]>`.
pub const INT_OR_FLOAT: TypeConstraint =
    TypeConstraint::new("8/16/32/64-bit integer or 16/32/64-bit float", |ctx, ty| {
        is_int(ctx, ty) || is_float(ctx, ty)
    });

/// `AnyTypeOf<[SPIRV_ScalarOrVectorOf<SPIRV_Float>, SPIRV_ScalarOrVectorOf<SPIRV_Integer>]>`.
pub const FLOAT_OR_INT_SV: TypeConstraint = TypeConstraint::new(
    concat!(
        scalar_or_vector!("16/32/64-bit float"),
        " or ",
        scalar_or_vector!("8/16/32/64-bit integer")
    ),
    |ctx, ty| scalar_or_vector(ctx, ty, is_float) || scalar_or_vector(ctx, ty, is_int),
);

/// `AnyTypeOf<[SPIRV_Vec4<SPIRV_Float>, SPIRV_Vec4<SPIRV_Integer>]>` (`spirv.ImageFetch`).
pub const VEC4_OF_FLOAT_OR_INT: TypeConstraint = TypeConstraint::new(
    "vector of 16/32/64-bit float values of length 4 or vector of 8/16/32/64-bit integer values of length 4",
    |ctx, ty| vector_of(ctx, ty, &[4], false, is_int) || vector_of(ctx, ty, &[4], false, is_float),
);

/// `AnyTypeOf<[SPIRV_Vec4<SPIRV_Integer>, SPIRV_Vec4<SPIRV_Float>]>` (the
/// sampling ops): [`VEC4_OF_FLOAT_OR_INT`] with the alternatives summarized
/// in this order.
pub const VEC4_OF_INT_OR_FLOAT: TypeConstraint = TypeConstraint {
    summary: "vector of 8/16/32/64-bit integer values of length 4 or vector of 16/32/64-bit float values of length 4",
    ..VEC4_OF_FLOAT_OR_INT
};

/// The width of a signless or unsigned integer type.
fn signless_or_unsigned_width(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_kind(ty) {
        TypeKind::Integer {
            width,
            signedness: Signedness::Signless | Signedness::Unsigned,
        } => Some(*width),
        _ => None,
    }
}

fn is_signless_or_unsigned_int(ctx: &Context, ty: Type) -> bool {
    matches!(signless_or_unsigned_width(ctx, ty), Some(8 | 16 | 32 | 64))
}

fn is_signless_or_unsigned_int32(ctx: &Context, ty: Type) -> bool {
    signless_or_unsigned_width(ctx, ty) == Some(32)
}

/// `SPIRV_SignlessOrUnsignedInt`.
pub const SIGNLESS_OR_UNSIGNED_INT: TypeConstraint = TypeConstraint::new(
    "8/16/32/64-bit signless/unsigned integer",
    is_signless_or_unsigned_int,
);

/// `SignlessOrUnsignedIntOfWidths<[32]>`.
pub const IOR_UI32: TypeConstraint = TypeConstraint::new(
    "32-bit signless/unsigned integer",
    is_signless_or_unsigned_int32,
);

/// `SPIRV_IOrUIVec4`: a ballot's bit field.
pub const IOR_UI_VEC4: TypeConstraint = TypeConstraint::new(
    "vector of 8/16/32/64-bit signless/unsigned integer values of length 4",
    |ctx, ty| vector_of(ctx, ty, &[4], false, is_signless_or_unsigned_int),
)
.of_class(BUILTIN_VECTOR);

/// `SPIRV_Vec4<SignlessOrUnsignedIntOfWidths<[32]>>`.
pub const IOR_UI32_VEC4: TypeConstraint = TypeConstraint::new(
    "vector of 32-bit signless/unsigned integer values of length 4",
    |ctx, ty| vector_of(ctx, ty, &[4], false, is_signless_or_unsigned_int32),
)
.of_class(BUILTIN_VECTOR);

/// `SPIRV_Int32Vec4`.
pub const INT32_VEC4: TypeConstraint =
    TypeConstraint::new("vector of 32-bit integer values of length 4", |ctx, ty| {
        vector_of(ctx, ty, &[4], false, |ctx, e| {
            matches!(ctx.type_kind(e), TypeKind::Integer { width: 32, .. })
        })
    })
    .of_class(BUILTIN_VECTOR);

/// `SPIRV_ScalarOrVector`: a scalar or a SPIR-V vector.
pub const SCALAR_OR_VECTOR: TypeConstraint = TypeConstraint::new(
    "8/16/32/64-bit integer or 16/32/64-bit float or BFloat16 or bool or vector of bool or \
     8/16/32/64-bit integer or 16/32/64-bit float or BFloat16 values of length 2/3/4/8/16",
    |ctx, ty| is_scalar(ctx, ty) || is_valid_vector(ctx, ty),
);

/// `AnyTypeOf<[SPIRV_ScalarOrVectorOf<SPIRV_Float>, SPIRV_ScalarOrVectorOf<SPIRV_Integer>,
/// SPIRV_ScalarOrVectorOf<SPIRV_Bool>]>`.
pub const FLOAT_INT_OR_BOOL_SV: TypeConstraint = TypeConstraint::new(
    concat!(
        scalar_or_vector!("16/32/64-bit float"),
        " or ",
        scalar_or_vector!("8/16/32/64-bit integer"),
        " or ",
        scalar_or_vector!("bool")
    ),
    |ctx, ty| {
        scalar_or_vector(ctx, ty, is_float)
            || scalar_or_vector(ctx, ty, is_int)
            || scalar_or_vector(ctx, ty, is_bool)
    },
);

/// `SPIRV_AnyStruct`.
pub const ANY_STRUCT: TypeConstraint = TypeConstraint::new("any SPIR-V struct type", |ctx, ty| {
    matches!(SpirvType::of(ctx, ty), Some(SpirvType::Struct(_)))
});

/// `SPIRV_AnyImage`.
pub const IMAGE: TypeConstraint = TypeConstraint::new("any SPIR-V image type", |ctx, ty| {
    ImageType::of(ctx, ty).is_some()
});

/// `SPIRV_AnySampledImage`.
pub const SAMPLED_IMAGE: TypeConstraint =
    TypeConstraint::new("any SPIR-V sampled image type", |ctx, ty| {
        SampledImageType::of(ctx, ty).is_some()
    });

/// `!spirv.sampler` (an `OpTypeSampler` value; beyond MLIR 22).
pub const SAMPLER: TypeConstraint = TypeConstraint::new("any SPIR-V sampler type", SamplerType::is);

/// `SPIRV_Vector`.
pub const VECTOR: TypeConstraint = TypeConstraint::new(
    "vector of bool or 8/16/32/64-bit integer or 16/32/64-bit float or BFloat16 values of length \
     2/3/4/8/16",
    is_valid_vector,
)
.of_class(BUILTIN_VECTOR);

/// `SPIRV_Composite`.
pub const COMPOSITE: TypeConstraint = TypeConstraint::new(
    "vector of bool or 8/16/32/64-bit integer or 16/32/64-bit float or BFloat16 values of length \
     2/3/4/8/16 or any SPIR-V array type or any SPIR-V runtime array type or any SPIR-V struct type \
     or any SPIR-V cooperative matrix type or any SPIR-V matrix type or any SPIR-V tensorArm type",
    super::is_composite,
);

/// `SPIRV_SelectType`: what `spirv.Select` chooses between.
pub const SELECT_TYPE: TypeConstraint = TypeConstraint::new(
    "8/16/32/64-bit integer or 16/32/64-bit float or BFloat16 or bool or vector of bool or \
     8/16/32/64-bit integer or 16/32/64-bit float or BFloat16 values of length 2/3/4/8/16 or any \
     SPIR-V pointer type",
    |ctx, ty| is_scalar(ctx, ty) || is_valid_vector(ctx, ty) || is_pointer(ctx, ty),
);

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

/// Whether `a` and `b` are the same type, or integer scalars or vectors of
/// the same shape and width that differ only in signedness: the type
/// equivalence of the integer instructions, for which SPIR-V asks the same
/// component width and count, not the same signedness (`OpIAdd %int %a
/// %uint_b`). `i1` has no signedness in SPIR-V (it is `OpTypeBool`).
pub fn same_up_to_signedness(ctx: &Context, a: Type, b: Type) -> bool {
    if a == b {
        return true;
    }
    let integer = |ty: Type| match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => Some((*width, None)),
        TypeKind::Vector {
            shape,
            scalable,
            element,
        } => match ctx.type_kind(*element) {
            TypeKind::Integer { width, .. } => Some((*width, Some((shape, scalable)))),
            _ => None,
        },
        _ => None,
    };
    match (integer(a), integer(b)) {
        (Some((wa, sa)), Some((wb, sb))) => wa == wb && wa != 1 && sa == sb,
        _ => false,
    }
}

/// `SPIRV_Scalar`: a numerical or boolean scalar.
pub const SCALAR: TypeConstraint = TypeConstraint::new(
    "8/16/32/64-bit integer or 16/32/64-bit float or BFloat16 or bool",
    |ctx, ty| is_int(ctx, ty) || is_any_float(ctx, ty) || is_bool(ctx, ty),
);

fn is_matrix(ctx: &Context, ty: Type) -> bool {
    matches!(SpirvType::of(ctx, ty), Some(SpirvType::Matrix(_)))
}

/// `SPIRV_AnyMatrix`.
pub const ANY_MATRIX: TypeConstraint = TypeConstraint::new("any SPIR-V matrix type", is_matrix);

/// `SPIRV_MatrixOrCoopMatrixOf<SPIRV_Float>` (`spirv.MatrixTimesScalar`).
pub const FLOAT_MATRIX_OR_COOP: TypeConstraint = TypeConstraint::new(
    "any SPIR-V matrix type or Cooperative Matrix of 16/32/64-bit float values",
    |ctx, ty| is_matrix(ctx, ty) || coop_matrix_of(ctx, ty, is_float),
);

/// `SPIRV_MatrixOf<SPIRV_Float>`: matrices' columns are float vectors.
pub const FLOAT_MATRIX: TypeConstraint =
    TypeConstraint::new("Matrix of 16/32/64-bit float values", is_matrix);

/// `SPIRV_VectorOf<SPIRV_Float>`.
pub const FLOAT_VECTOR: TypeConstraint = TypeConstraint::new(
    "fixed-length vector of 16/32/64-bit float values of length 2/3/4/8/16",
    |ctx, ty| vector_of(ctx, ty, SPIRV_LENGTHS, true, is_float),
)
.of_class(BUILTIN_VECTOR);

/// `!spirv.acceleration_structure` (beyond MLIR 22).
pub const ACCELERATION_STRUCTURE: TypeConstraint =
    TypeConstraint::new("any SPIR-V acceleration structure type", |ctx, ty| {
        matches!(
            SpirvType::of(ctx, ty),
            Some(SpirvType::AccelerationStructure)
        )
    });

#[cfg(test)]
mod tests {
    use super::*;

    /// The signed integer type of `width` bits.
    fn signed(ctx: &Context, width: u32) -> Type {
        ctx.integer_type(width, Signedness::Signed)
    }

    #[test]
    fn element_classes_follow_mlir() {
        let ctx = Context::new();
        let c = ctx.common();
        let si32 = signed(&ctx, 32);
        let si1 = signed(&ctx, 1);
        let bf16 = ctx.float_type(FloatKind::BF16);
        assert!(INT.allows(&ctx, si32) && !INT.allows(&ctx, c.i1) && !INT.allows(&ctx, c.index));
        assert!(INT32.allows(&ctx, c.i32) && !INT32.allows(&ctx, si32));
        assert!(BOOL.allows(&ctx, c.i1) && !BOOL.allows(&ctx, si1) && !BOOL.allows(&ctx, c.i8));
        assert!(BOOL_SV.allows(&ctx, c.i1) && !BOOL_SV.allows(&ctx, si1));
        assert!(FLOAT.allows(&ctx, c.f16) && !FLOAT.allows(&ctx, bf16));
        assert!(ANY_FLOAT.allows(&ctx, bf16));
        assert!(FLOAT16_OR_32_SV.allows(&ctx, c.f32) && !FLOAT16_OR_32_SV.allows(&ctx, c.f64));
    }

    #[test]
    fn constraints_classify_types() {
        let ctx = Context::new();
        let c = ctx.common();
        let v4 = ctx.vector_type(&[4], c.f32);
        let v5 = ctx.vector_type(&[5], c.f32);
        let bv = ctx.vector_type(&[2], c.i1);
        let ptr = PointerType::get(&ctx, c.f32, spirv::StorageClass::Function);
        assert!(
            ANY_TYPE.allows(&ctx, c.none)
                && ANY_TYPE.allows(&ctx, v4)
                && ANY_TYPE.allows(&ctx, ptr)
        );
        assert!(!ANY_TYPE.allows(&ctx, c.index) && !ANY_TYPE.allows(&ctx, v5));
        assert!(POINTER.allows(&ctx, ptr) && !POINTER.allows(&ctx, c.f32));
        assert!(BOOL_SV.allows(&ctx, bv) && !BOOL_SV.allows(&ctx, v4));
        assert!(VECTOR.allows(&ctx, v4) && !VECTOR.allows(&ctx, c.f32));
        assert!(
            SELECT_TYPE.allows(&ctx, ptr)
                && SELECT_TYPE.allows(&ctx, c.i1)
                && !SELECT_TYPE.allows(&ctx, c.index)
        );
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
    fn summaries_are_mlirs() {
        assert_eq!(
            INT_SV_COOP.summary,
            "8/16/32/64-bit integer or fixed-length vector of 8/16/32/64-bit integer values of length 2/3/4/8/16 \
             or Cooperative Matrix of 8/16/32/64-bit integer values"
        );
        assert_eq!(
            FLOAT_OR_INT_SV.summary,
            "16/32/64-bit float or fixed-length vector of 16/32/64-bit float values of length 2/3/4/8/16 or \
             8/16/32/64-bit integer or fixed-length vector of 8/16/32/64-bit integer values of length 2/3/4/8/16"
        );
    }

    #[test]
    fn integer_types_match_up_to_signedness() {
        let ctx = Context::new();
        let c = ctx.common();
        let si32 = signed(&ctx, 32);
        let ui32 = ctx.integer_type(32, Signedness::Unsigned);
        assert!(same_up_to_signedness(&ctx, si32, ui32));
        assert!(same_up_to_signedness(&ctx, c.i32, si32));
        assert!(!same_up_to_signedness(&ctx, c.i32, c.i64));
        assert!(!same_up_to_signedness(&ctx, c.i1, signed(&ctx, 1)));
        assert!(same_up_to_signedness(
            &ctx,
            ctx.vector_type(&[2], si32),
            ctx.vector_type(&[2], c.i32)
        ));
        assert!(!same_up_to_signedness(&ctx, c.f32, c.i32));
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
