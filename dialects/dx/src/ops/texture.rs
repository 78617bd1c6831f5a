//! Texel reads and writes of textures, named after the intrinsics LLVM
//! defines for them after LLVM 22 (`llvm.dx.resource.load.level`,
//! `load.ms`, `store.texture` in `IntrinsicsDirectX.td` on LLVM's main
//! branch); DXIL's `TextureLoad`, `TextureStore` and `TextureStoreSample`
//! (<https://github.com/microsoft/DirectXShaderCompiler/blob/main/docs/DXIL.rst>).
//! LLVM 22 has none of them (docs/llvm-ir-export.md).
//!
//! ```text
//! %v = dx.resource.load.level %tex[%xy] lod(%mip) offset [1, 0] : !dx.Texture<vector<4xf32>, 0, 0, 0, Texture2D>, vector<2xi32> -> vector<4xf32>
//! %v = dx.resource.load.level %rw[%xy] : !dx.Texture<f32, 1, 0, 0, Texture2D>, vector<2xi32> -> f32
//! %s, %mapped = dx.resource.load.ms %ms[%xy] sample(%i) : !dx.MSTexture<f32, 0, 4, 0, Texture2DMS>, vector<2xi32> -> f32, i1
//! dx.resource.store.texture %v, %rw[%xy] : vector<4xf32>, !dx.Texture<vector<4xf32>, 1, 0, 0, Texture2D>, vector<2xi32>
//! ```
//!
//! Coordinates are `i32` texel coordinates (plus the array index). `lod` is
//! the mip level of a read-only texture (`uav` textures are read at their
//! bound level: no `lod`, DXIL's `undef`); `sample` the sample of a
//! multisampled texture (a store to one is DXIL's `TextureStoreSample`).
//! The optional `i1` result is the check bit of `CheckAccessFullyMapped`.

use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Ir, OpId, Value};
use shader_mlir::ods::constraint::{ANY_TYPE, I1, I32};
use shader_mlir::ods::property::DenseI32ArrayAttr;
use shader_mlir::op;

use super::constraints::{COORDINATES, TEXTURE, checked_resource, expect_type};

checked_read_op! {
    /// Loads a texel of a texture that is not multisampled.
    #[op("dx.resource.load.level", verify = verify_load_level)]
    #[format(
        "$handle `[` $coord `]` (`lod` `(` $lod^ `)`)? (`offset` $offset^)? attr-dict `:` type($handle) `,` type($coord) `->` type($result) (`,` type($check_bit)^)?"
    )]
    pub struct ResourceLoadLevelOp {
        #[operand(TEXTURE)]
        handle: Value,
        #[operand(COORDINATES)]
        coord: Value,
        /// The mip level (read-only textures).
        #[operand(I32)]
        lod: Option<Value>,
    }
}

checked_read_op! {
    /// Loads a sample of a multisampled texture.
    #[op("dx.resource.load.ms", verify = verify_load_ms)]
    #[format(
        "$handle `[` $coord `]` `sample` `(` $sample `)` (`offset` $offset^)? attr-dict `:` type($handle) `,` type($coord) `->` type($result) (`,` type($check_bit)^)?"
    )]
    pub struct ResourceLoadMSOp {
        #[operand(TEXTURE)]
        handle: Value,
        #[operand(COORDINATES)]
        coord: Value,
        /// The sample index.
        #[operand(I32)]
        sample: Value,
    }
}

/// Stores a texel (or one sample of it) of a writeable texture.
#[op("dx.resource.store.texture", verify = verify_store)]
#[format(
    "$value `,` $handle `[` $coord `]` (`sample` `(` $sample^ `)`)? attr-dict `:` type($value) `,` type($handle) `,` type($coord)"
)]
pub struct ResourceStoreTextureOp {
    #[operand(ANY_TYPE)]
    value: Value,
    #[operand(TEXTURE)]
    handle: Value,
    #[operand(COORDINATES)]
    coord: Value,
    /// The sample written, for multisampled textures.
    #[operand(I32)]
    sample: Option<Value>,
}

fn verify_load_level(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let load = ResourceLoadLevelOp(op);
    let texture = checked_resource(ir.ctx(), ir.value_type(load.handle(ir)));
    if texture.is_multisampled() {
        return Err(ir.op_error(
            op,
            "multisampled textures are read by sample: use 'dx.resource.load.ms'",
        ));
    }
    if texture.is_writeable() && load.lod(ir).is_some() {
        return Err(ir.op_error(
            op,
            "writeable textures are read at their bound mip level: 'lod' must be absent",
        ));
    }
    Ok(())
}

fn verify_load_ms(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ty = ir.value_type(ResourceLoadMSOp(op).handle(ir));
    let multisampled = checked_resource(ir.ctx(), ty).is_multisampled();
    expect_type(ir, op, multisampled, "requires a '!dx.MSTexture'", ty)
}

fn verify_store(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let store = ResourceStoreTextureOp(op);
    let texture = checked_resource(ir.ctx(), ir.value_type(store.handle(ir)));
    if !texture.is_writeable() {
        return Err(ir.op_error(
            op,
            "operand #1 must be a writeable texture (IsWriteable = 1)",
        ));
    }
    if texture.is_multisampled() != store.sample(ir).is_some() {
        return Err(ir.op_error(
            op,
            "'sample' names the sample written exactly when the texture is multisampled",
        ));
    }
    Ok(())
}
