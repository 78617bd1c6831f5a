//! What resources tell about themselves:
//!
//! | op | LLVM / DXIL |
//! |---|---|
//! | `dx.resource.getdimensions.x` | LLVM 22's `llvm.dx.resource.getdimensions.x`: a buffer's element count (bytes for byte-address buffers) |
//! | `dx.resource.getdimensions` | DXIL's `GetDimensions` (op 72), whose `{width, height, depth or elements, levels or samples}` LLVM's later `llvm.dx.resource.getdimensions.xy` / `.levels.xy` return parts of |
//! | `dx.resource.calculate.lod` | `llvm.dx.resource.calculate.lod` / `.calculate.lod.unclamped` (after LLVM 22); DXIL's `CalculateLOD` (op 81) |
//! | `dx.resource.getsampleposition` | DXIL's `Texture2DMSGetSamplePosition` (op 75) |
//!
//! ```text
//! %n = dx.resource.getdimensions.x %buf : !dx.RawBuffer<i8, 0, 0>
//! %d = dx.resource.getdimensions %tex lod(%mip) : !dx.Texture<vector<4xf32>, 0, 0, 0, Texture2D>
//! %l = dx.resource.calculate.lod %tex, %s[%uv] unclamped : !dx.Texture<...>, !dx.Sampler<Default>, vector<2xf32>
//! %p = dx.resource.getsampleposition %ms[%i] : !dx.MSTexture<vector<4xf32>, 0, 4, 0, Texture2DMS>
//! ```
//!
//! `getdimensions` returns DXIL's four components as a `vector<4xi32>`: the
//! sizes in order (width; height or array elements; depth or array
//! elements), then the number of mip levels at component 3, or the sample
//! count for multisampled textures. `lod` is the mip level the sizes are
//! of (absent: DXIL's `undef`, for textures without mips). DXIL
//! (<https://github.com/microsoft/DirectXShaderCompiler/blob/main/docs/DXIL.rst>)
//! is the reference for the ops LLVM 22 has no intrinsic for.

use shader_mlir::ir::Value;
use shader_mlir::ods::TypeConstraint;
use shader_mlir::ods::constraint::{F32, I32};
use shader_mlir::ods::property::UnitAttr;
use shader_mlir::op;

use super::constraints::{BUFFER, FLOAT_COORDINATES, SAMPLER, SIZED_TEXTURE, TEXTURE};

/// `vector<4xi32>`, DXIL's `%dx.types.Dimensions`.
pub const DIMENSIONS: TypeConstraint = TypeConstraint::buildable(
    "vector<4xi32>",
    |ctx, ty| ty == ctx.vector_type(&[4], ctx.common().i32),
    |ctx| ctx.vector_type(&[4], ctx.common().i32),
);

/// `vector<2xf32>`, a sample position.
pub const POSITION: TypeConstraint = TypeConstraint::buildable(
    "vector<2xf32>",
    |ctx, ty| ty == ctx.vector_type(&[2], ctx.common().f32),
    |ctx| ctx.vector_type(&[2], ctx.common().f32),
);

/// The size of a buffer.
#[op("dx.resource.getdimensions.x", traits = [Pure])]
#[format("$handle attr-dict `:` type($handle)")]
pub struct ResourceGetDimensionsXOp {
    #[operand(BUFFER)]
    handle: Value,
    /// Elements (bytes for byte-address buffers).
    #[result(I32)]
    result: Value,
}

/// The size, mip level count or sample count of a texture.
#[op("dx.resource.getdimensions", traits = [Pure])]
#[format("$handle (`lod` `(` $lod^ `)`)? attr-dict `:` type($handle)")]
pub struct ResourceGetDimensionsOp {
    #[operand(SIZED_TEXTURE)]
    handle: Value,
    /// The mip level.
    #[operand(I32)]
    lod: Option<Value>,
    #[result(DIMENSIONS)]
    result: Value,
}

sampler_access_op! {
    declare,
    /// The level of detail a sample would use.
    #[op("dx.resource.calculate.lod")]
    #[format(
        "$handle `,` $sampler `[` $coord `]` (`unclamped` $unclamped^)? attr-dict `:` type($handle) `,` type($sampler) `,` type($coord)"
    )]
    pub struct ResourceCalculateLodOp [] {
        /// Without the clamp to the texture's mip levels.
        #[property(UnitAttr)]
        unclamped: bool,
        #[result(F32)]
        result: Value,
    }
}

/// The position of a sample in a pixel of a multisampled texture.
#[op("dx.resource.getsampleposition", traits = [Pure])]
#[format("$handle `[` $index `]` attr-dict `:` type($handle)")]
pub struct ResourceGetSamplePositionOp {
    #[operand(TEXTURE)]
    handle: Value,
    #[operand(I32)]
    index: Value,
    #[result(POSITION)]
    result: Value,
}
