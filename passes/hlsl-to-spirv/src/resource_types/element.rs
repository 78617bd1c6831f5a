//! Buffer elements as SPIR-V types with explicit layout: scalars, vectors,
//! `!spirv.array<N x T, stride=S>` and `!spirv.struct<(T [offset], ...)>`,
//! their offsets and strides those of a [`BufferLayout`] (a Vulkan block
//! layout by DXC's rules, or DirectX's legacy cbuffer packing), every scalar checked against the target for
//! the storage class it lives in (MLIR's `ScalarType` availability rules:
//! 8/16-bit storage capabilities in interface storage classes, `Int64` /
//! `Float64` for 64-bit types).
//!
//! HLSL's `bool` lives in memory as a 32-bit integer (SPIR-V booleans have no
//! size and cannot be in externally visible storage), as DXC stores it.

use dialect_spirv::availability::{
    GrammarEnum, Requirements, ScalarKind, scalar_type_requirements,
};
use dialect_spirv::target_env::TargetEnv;
use dialect_spirv::types::{ArrayType as SpirvArray, StructType as SpirvStruct};
use resource_model::element_types::{ArrayType, StructType, element_info};
use resource_model::layout::{BufferLayout, LayoutShape, TypeLayout};
use shader_mlir::Context;
use shader_mlir::asm::printer::type_to_string;
use shader_mlir::ir::{Signedness, Type, TypeKind};
use spirv::StorageClass;

use super::error::{ResourceTypeError, require};

/// Lowers element types under one block layout for one target.
#[derive(Clone, Copy)]
pub struct ElementLowering<'a> {
    pub ctx: &'a Context,
    pub env: &'a TargetEnv,
    pub layout: BufferLayout,
}

impl ElementLowering<'_> {
    /// The SPIR-V type of `ty` in `storage` (`None`: an SSA value) and its
    /// layout.
    pub fn lower(
        &self,
        ty: Type,
        storage: Option<StorageClass>,
    ) -> Result<(Type, TypeLayout), ResourceTypeError> {
        let info = element_info(self.ctx, ty)?;
        let layout = self.layout.layout(&info)?;
        let lowered = self.lower_laid_out(ty, &layout, storage)?;
        Ok((lowered, layout))
    }

    /// The SPIR-V type of `ty`, already laid out as `layout`.
    pub fn lower_laid_out(
        &self,
        ty: Type,
        layout: &TypeLayout,
        storage: Option<StorageClass>,
    ) -> Result<Type, ResourceTypeError> {
        let ctx = self.ctx;
        match (ctx.type_kind(ty), &layout.shape) {
            (TypeKind::Integer { .. } | TypeKind::Float(_), _) => self.scalar(ty, storage),
            (TypeKind::Vector { shape, element, .. }, _) => {
                let scalar = self.scalar(*element, storage)?;
                Ok(match shape[..] {
                    [1] => scalar,
                    _ => ctx.vector_type(shape, scalar),
                })
            }
            (TypeKind::Dialect(_), LayoutShape::Array { stride, element }) => {
                let array = ArrayType::of(ctx, ty).ok_or_else(|| unsupported(ctx, ty))?;
                let inner = self.lower_laid_out(array.element, element, storage)?;
                Ok(SpirvArray::get(ctx, inner, array.len, *stride))
            }
            (TypeKind::Dialect(_), LayoutShape::Struct { members }) => {
                let s = StructType::of(ctx, ty).ok_or_else(|| unsupported(ctx, ty))?;
                let mut types = Vec::with_capacity(members.len());
                let mut offsets = Vec::with_capacity(members.len());
                for (&member, laid_out) in s.members.iter().zip(members) {
                    types.push(self.lower_laid_out(member, &laid_out.layout, storage)?);
                    offsets.push(laid_out.offset);
                }
                Ok(SpirvStruct::get(
                    ctx,
                    types,
                    offsets,
                    Vec::new(),
                    Vec::new(),
                ))
            }
            _ => Err(unsupported(ctx, ty)),
        }
    }

    /// A scalar as stored: signless, `bool` as `i32`, checked for `storage`.
    fn scalar(&self, ty: Type, storage: Option<StorageClass>) -> Result<Type, ResourceTypeError> {
        let ctx = self.ctx;
        let (kind, bits, lowered) = match *ctx.type_kind(ty) {
            TypeKind::Integer { width: 1, .. } => (ScalarKind::Int, 32, ctx.common().i32),
            TypeKind::Integer { width, .. } => (
                ScalarKind::Int,
                width,
                ctx.integer_type(width, Signedness::Signless),
            ),
            TypeKind::Float(kind) => (ScalarKind::Float, kind.width(), ty),
            _ => return Err(unsupported(ctx, ty)),
        };
        check_scalar(self.env, ctx, kind, bits, lowered, storage)?;
        Ok(lowered)
    }
}

/// Checks a scalar of `kind`/`bits` (printed as `ty`) used in `storage`.
pub fn check_scalar(
    env: &TargetEnv,
    ctx: &Context,
    kind: ScalarKind,
    bits: u32,
    ty: Type,
    storage: Option<StorageClass>,
) -> Result<(), ResourceTypeError> {
    let requirements: Requirements =
        scalar_type_requirements(kind, bits, storage).map_err(|_| unsupported(ctx, ty))?;
    let what = match storage {
        Some(class) => format!(
            "{} in {} storage",
            type_to_string(ctx, ty),
            class.mlir_name()
        ),
        None => type_to_string(ctx, ty),
    };
    require(env, what, &requirements)
}

fn unsupported(ctx: &Context, ty: Type) -> ResourceTypeError {
    ResourceTypeError::Element(resource_model::element_types::ElementError::Unsupported(
        type_to_string(ctx, ty),
    ))
}
