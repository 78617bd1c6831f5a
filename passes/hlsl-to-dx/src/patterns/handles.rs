//! Handle creation: the `hlsl` handle ops map one to one to the `dx` ones
//! (<https://llvm.org/docs/DirectX/DXILResources.html>); counter handles
//! collapse into their main handle, which gets `has_counter` (wg-hlsl
//! proposal 0023: in DirectX the counter shares the buffer's handle and
//! binding).
//!
//! `range_size = 0` (unbounded) becomes `-1`, LLVM's spelling; the handle
//! type's `coherent` flag becomes the `globally_coherent` property, since the
//! `dx` type does not carry it.

use shader_mlir::conversion::ConversionRewriter;
use shader_mlir::ir::{OpId, Type};
use shader_mlir::rewrite::{MatchFailure, OrFail, RewriteResult};

use super::{Lowering, replaced};
use dialect_dx::binding::HandleFlags;
use dialect_dx::ops::{
    HandleFromHeapOp as DxHandleFromHeapOp, HandleOp, ResourceHandleFromBindingOp,
    ResourceHandleFromImplicitBindingOp,
};
use dialect_hlsl::ops::{HandleFromBindingOp, HandleFromHeapOp, HandleFromImplicitBindingOp};
use dialect_hlsl::types::HandleType;

/// The converted result type of the handle op `op` and whether its handle is
/// coherent.
fn converted_result(rw: &ConversionRewriter<'_>, op: OpId) -> Result<(Type, bool), MatchFailure> {
    let ir = rw.ir();
    let ty = ir.value_type(ir.result(op, 0));
    let coherent = HandleType::of(ir.ctx(), ty)
        .or_fail("result is not an !hlsl.handle")?
        .properties
        .coherent;
    let converter = rw.type_converter().or_fail("no type converter")?;
    let dx = converter
        .convert_type(ir.ctx(), ty)
        .or_fail("handle type has no dx type")?;
    Ok((dx, coherent))
}

/// `0` (unbounded) as `-1`.
fn dx_range_size(size: u32) -> Result<i32, MatchFailure> {
    if size == 0 {
        return Ok(-1);
    }
    i32::try_from(size).map_err(|_| MatchFailure("range_size does not fit in i32"))
}

/// Replaces the handle op `op` with the `dx` handle op `new`, whose flags
/// become `non_uniform` plus the coherence of `op`'s handle type.
fn finish(
    rw: &mut ConversionRewriter<'_>,
    op: OpId,
    new: HandleOp,
    non_uniform: bool,
    coherent: bool,
) -> RewriteResult {
    let flags = HandleFlags {
        non_uniform,
        globally_coherent: coherent,
        has_counter: false,
    };
    rw.modify_op_in_place(new.op(), |ir| new.set_flags(ir, flags));
    let handle = new.result(rw.ir());
    replaced(rw, op, &[handle])
}

pub(crate) fn handle_from_binding(
    Lowering(h, op, adaptor, rw): Lowering<'_, '_, HandleFromBindingOp>,
) -> RewriteResult {
    let ir = rw.ir();
    let (space, lower_bound) = (h.space(ir), h.lower_bound(ir));
    let range_size = dx_range_size(h.range_size(ir))?;
    let (name, non_uniform, loc) = (h.name(ir).to_owned(), h.non_uniform(ir), ir.op_loc(op));
    let (ty, coherent) = converted_result(rw, op)?;
    let index = adaptor.operand(0);
    let new = ResourceHandleFromBindingOp::build(
        rw,
        loc,
        ty,
        index,
        space,
        lower_bound,
        range_size,
        &name,
    );
    finish(rw, op, HandleOp::Binding(new), non_uniform, coherent)
}

pub(crate) fn handle_from_implicit_binding(
    Lowering(h, op, adaptor, rw): Lowering<'_, '_, HandleFromImplicitBindingOp>,
) -> RewriteResult {
    let ir = rw.ir();
    let (order_id, space) = (h.order_id(ir), h.space(ir));
    let range_size = dx_range_size(h.range_size(ir))?;
    let (name, non_uniform, loc) = (h.name(ir).to_owned(), h.non_uniform(ir), ir.op_loc(op));
    let (ty, coherent) = converted_result(rw, op)?;
    let index = adaptor.operand(0);
    let new = ResourceHandleFromImplicitBindingOp::build(
        rw, loc, ty, index, order_id, space, range_size, &name,
    );
    finish(
        rw,
        op,
        HandleOp::ImplicitBinding(new),
        non_uniform,
        coherent,
    )
}

pub(crate) fn handle_from_heap(
    Lowering(h, op, adaptor, rw): Lowering<'_, '_, HandleFromHeapOp>,
) -> RewriteResult {
    let ir = rw.ir();
    let (non_uniform, loc) = (h.non_uniform(ir), ir.op_loc(op));
    let (ty, coherent) = converted_result(rw, op)?;
    let new = DxHandleFromHeapOp::build(rw, loc, ty, adaptor.operand(0));
    finish(rw, op, HandleOp::Heap(new), non_uniform, coherent)
}

/// `hlsl.counterhandlefrombinding` and `hlsl.counterhandlefromimplicitbinding`:
/// the counter handle is the main handle, whose op gets `has_counter`. The
/// counter's own binding (`binding` / `order_id`) only matters to SPIR-V.
pub(crate) fn counter_handle<T>(
    Lowering(_, op, adaptor, rw): Lowering<'_, '_, T>,
) -> RewriteResult {
    let main = adaptor.operand(0);
    let ir = rw.ir();
    let handle = ir
        .defining_op(main)
        .and_then(|d| HandleOp::cast(ir, d))
        .or_fail("main handle is not a dx handle op")?;
    let flags = HandleFlags {
        has_counter: true,
        ..handle.flags(ir)
    };
    rw.modify_op_in_place(handle.op(), |ir| handle.set_flags(ir, flags));
    replaced(rw, op, &[main])
}
