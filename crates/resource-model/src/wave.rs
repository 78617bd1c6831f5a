//! The types the wave (subgroup) ops of the `hlsl` and `dx` dialects share:
//! a ballot's lane mask and the per-lane boolean of a comparison across the
//! wave, as DXIL's `WaveActiveBallot` and `WaveActiveAllEqual` give them
//! (<https://github.com/microsoft/DirectXShaderCompiler/blob/main/docs/DXIL.rst>).

use shader_mlir::Context;
use shader_mlir::ir::{Type, TypeKind};
use shader_mlir::ods::TypeConstraint;

/// `vector<4xi32>`: a ballot, one bit per lane.
pub const BALLOT: TypeConstraint = TypeConstraint::buildable(
    "vector<4xi32>",
    |ctx, ty| ty == ctx.vector_type(&[4], ctx.common().i32),
    |ctx| ctx.vector_type(&[4], ctx.common().i32),
);

/// `i1`, or a vector of `i1` of the shape of `ty`.
pub fn bool_of(ctx: &Context, ty: Type) -> Type {
    match ctx.type_kind(ty) {
        TypeKind::Vector { shape, .. } => ctx.vector_type(shape, ctx.common().i1),
        _ => ctx.common().i1,
    }
}
