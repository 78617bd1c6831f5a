//! Buffer element access: `hlsl.buffer.load` / `hlsl.buffer.store` pick the
//! typed or the raw DXIL intrinsic by the kind of buffer (LLVM's DXIL resource docs):
//!
//! - typed buffers: `dx.resource.load.typedbuffer` / `store.typedbuffer` at
//!   the element index;
//! - byte-address buffers: `dx.resource.load.rawbuffer` /
//!   `store.rawbuffer` with the byte offset as index and offset 0;
//! - structured buffers: the same raw ops at the element index, with the byte
//!   offset of the `member` path in the element (LLVM's DXIL data layout, the
//!   layout the record's stride comes from).
//!
//! `bool` values move as 32-bit integers (`arith.extui` before a store,
//! `arith.cmpi ne 0` after a load). The check bit of a load is HLSL's
//! `status`, zero-extended to `i32`, when the load has one; else unused.

use shader_mlir::conversion::ConversionRewriter;
use shader_mlir::ir::Value;
use shader_mlir::rewrite::{MatchFailure, OrFail, RewriteResult};

use dialect_dx::ops::{
    ResourceLoadRawBufferOp, ResourceLoadTypedBufferOp, ResourceStoreRawBufferOp,
    ResourceStoreTypedBufferOp,
};
use dialect_hlsl::ops::{BufferKind, BufferLoadOp, BufferStoreOp};
use resource_model::layout::dxil_layout;

use super::values::{constant_i32, from_storage, storage_type, to_storage};
use super::{Lowering, erased, handle_type, replace_read};
use crate::member::member_offset;

/// The kind of the buffer `handle` (an original, unconverted operand) and the
/// byte offset of `member` in its element.
pub(crate) fn access(
    rw: &ConversionRewriter<'_>,
    handle: Value,
    member: Option<&[i32]>,
) -> Result<(BufferKind, i32), MatchFailure> {
    let ir = rw.ir();
    let ty = handle_type(ir, handle)?;
    let kind = BufferKind::of(ir, ty).or_fail("not a buffer")?;
    let offset = match (kind, member) {
        (BufferKind::Structured, Some(path)) => {
            let element = ty
                .element_info(ir.ctx())
                .map_err(|_| MatchFailure("element has no layout"))?;
            let layout =
                dxil_layout(&element).map_err(|_| MatchFailure("element has no layout"))?;
            member_offset(&layout, path).or_fail("member path leaves the element")?
        }
        _ => 0,
    };
    let offset =
        i32::try_from(offset).map_err(|_| MatchFailure("member offset does not fit in i32"))?;
    Ok((kind, offset))
}

pub(crate) fn buffer_load(
    Lowering(load, op, loc, adaptor, rw): Lowering<'_, '_, BufferLoadOp>,
) -> RewriteResult {
    let ir = rw.ir();
    let wants_status = load.status(ir).is_some();
    let (kind, offset) = access(rw, load.handle(ir), load.member(ir).as_deref())?;
    let ty = ir.value_type(load.result(ir));
    let (handle, index) = (adaptor.operand(0), adaptor.operand(1));
    let i1 = rw.ctx().common().i1;
    let (value, check_bit) = match kind {
        BufferKind::Typed => {
            let load = ResourceLoadTypedBufferOp::build(rw, loc, ty, i1, handle, index);
            (load.value(rw.ir()), load.check_bit(rw.ir()))
        }
        BufferKind::ByteAddress | BufferKind::Structured => {
            let stored = storage_type(rw.ctx(), ty);
            let offset = constant_i32(&mut *rw, loc, offset);
            let load = ResourceLoadRawBufferOp::build(rw, loc, stored, i1, handle, index, offset);
            let raw = load.value(rw.ir());
            let check_bit = load.check_bit(rw.ir());
            (from_storage(&mut *rw, loc, raw, ty), check_bit)
        }
    };
    replace_read(rw, op, loc, value, wants_status.then_some(check_bit))
}

pub(crate) fn buffer_store(
    Lowering(store, op, loc, adaptor, rw): Lowering<'_, '_, BufferStoreOp>,
) -> RewriteResult {
    let ir = rw.ir();
    let (kind, offset) = access(rw, store.handle(ir), store.member(ir).as_deref())?;
    let (value, handle, index) = (adaptor.operand(0), adaptor.operand(1), adaptor.operand(2));
    match kind {
        BufferKind::Typed => {
            ResourceStoreTypedBufferOp::build(rw, loc, handle, index, value);
        }
        BufferKind::ByteAddress | BufferKind::Structured => {
            let value = to_storage(&mut *rw, loc, value);
            let offset = constant_i32(&mut *rw, loc, offset);
            ResourceStoreRawBufferOp::build(rw, loc, handle, index, offset, value);
        }
    }
    erased(rw, op)
}
