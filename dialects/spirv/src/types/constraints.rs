//! Type constraints of op operands and results, with the descriptions MLIR's
//! ODS prints in `operand #N must be <description>, but got '<type>'`
//! (`SPIRVBase.td`: `SPIRV_Type`, `SPIRV_AnyPtr`, `SPIRV_Bool`, ...).
//!
//! A constraint is data: a description and a predicate. Ops name the
//! constraint of each operand and result; [`crate::ops::verify`] turns a
//! failed check into MLIR's diagnostic.

use shader_mlir::Context;
use shader_mlir::ir::{Type, TypeKind};

use super::{SpirvType, is_scalar, is_valid_vector};

/// What an operand or result type must be.
#[derive(Clone, Copy, Debug)]
pub struct TypeConstraint {
    /// MLIR's description, e.g. `any SPIR-V pointer type`.
    pub description: &'static str,
    pub check: fn(&Context, Type) -> bool,
}

impl TypeConstraint {
    pub fn allows(&self, ctx: &Context, ty: Type) -> bool {
        (self.check)(ctx, ty)
    }
}

fn is_bool(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::Integer { width: 1, .. })
}

fn is_integer(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_kind(ty),
        TypeKind::Integer {
            width: 8 | 16 | 32 | 64,
            ..
        }
    )
}

fn vector_element(ctx: &Context, ty: Type) -> Option<Type> {
    match ctx.type_kind(ty) {
        TypeKind::Vector { element, .. } if is_valid_vector(ctx, ty) => Some(*element),
        _ => None,
    }
}

fn is_pointer(ctx: &Context, ty: Type) -> bool {
    matches!(SpirvType::of(ctx, ty), Some(SpirvType::Pointer(_)))
}

/// `SPIRV_Type`: void, a scalar, a vector or any `spirv` dialect type.
pub const ANY_TYPE: TypeConstraint = TypeConstraint {
    description: "void or bool or 8/16/32/64-bit integer or 16/32/64-bit float or BFloat16 or vector of bool or \
                  8/16/32/64-bit integer or 16/32/64-bit float or BFloat16 values of length 2/3/4/8/16 or any \
                  SPIR-V pointer type or any SPIR-V array type or any SPIR-V runtime array type or any SPIR-V \
                  struct type or any SPIR-V cooperative matrix type or any SPIR-V matrix type or any SPIR-V \
                  sampled image type or any SPIR-V image type or any SPIR-V tensorArm type",
    check: |ctx, ty| matches!(ctx.type_kind(ty), TypeKind::None) || super::is_spirv_type(ctx, ty),
};

/// `SPIRV_AnyPtr`.
pub const POINTER: TypeConstraint = TypeConstraint {
    description: "any SPIR-V pointer type",
    check: is_pointer,
};

/// `SPIRV_Bool`.
pub const BOOL: TypeConstraint = TypeConstraint {
    description: "bool",
    check: is_bool,
};

/// `SPIRV_ScalarOrVectorOf<SPIRV_Bool>`.
pub const BOOL_OR_BOOL_VECTOR: TypeConstraint = TypeConstraint {
    description: "bool or fixed-length vector of bool values of length 2/3/4/8/16",
    check: |ctx, ty| is_bool(ctx, ty) || vector_element(ctx, ty).is_some_and(|e| is_bool(ctx, e)),
};

/// `SPIRV_Integer`.
pub const INTEGER: TypeConstraint = TypeConstraint {
    description: "8/16/32/64-bit integer",
    check: is_integer,
};

/// `SPIRV_Vector`.
pub const VECTOR: TypeConstraint = TypeConstraint {
    description: "vector of bool or 8/16/32/64-bit integer or 16/32/64-bit float or BFloat16 values of length \
                  2/3/4/8/16",
    check: is_valid_vector,
};

/// `SPIRV_Composite`.
pub const COMPOSITE: TypeConstraint = TypeConstraint {
    description: "vector of bool or 8/16/32/64-bit integer or 16/32/64-bit float or BFloat16 values of length \
                  2/3/4/8/16 or any SPIR-V array type or any SPIR-V runtime array type or any SPIR-V struct type \
                  or any SPIR-V cooperative matrix type or any SPIR-V matrix type or any SPIR-V tensorArm type",
    check: super::is_composite,
};

/// `SPIRV_SelectType`: what `spirv.Select` chooses between.
pub const SELECT_TYPE: TypeConstraint = TypeConstraint {
    description: "8/16/32/64-bit integer or 16/32/64-bit float or BFloat16 or bool or vector of bool or \
                  8/16/32/64-bit integer or 16/32/64-bit float or BFloat16 values of length 2/3/4/8/16 or any \
                  SPIR-V pointer type",
    check: |ctx, ty| is_scalar(ctx, ty) || is_valid_vector(ctx, ty) || is_pointer(ctx, ty),
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::PointerType;

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
        assert!(BOOL.allows(&ctx, c.i1) && !BOOL.allows(&ctx, c.i8));
        assert!(BOOL_OR_BOOL_VECTOR.allows(&ctx, bv) && !BOOL_OR_BOOL_VECTOR.allows(&ctx, v4));
        assert!(INTEGER.allows(&ctx, c.i32) && !INTEGER.allows(&ctx, c.i1));
        assert!(VECTOR.allows(&ctx, v4) && !VECTOR.allows(&ctx, c.f32));
        assert!(
            SELECT_TYPE.allows(&ctx, ptr)
                && SELECT_TYPE.allows(&ctx, c.i1)
                && !SELECT_TYPE.allows(&ctx, c.index)
        );
    }
}
