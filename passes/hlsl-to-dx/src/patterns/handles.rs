//! Handle creation: the `hlsl` handle ops map one to one to the `dx` ones
//! (LLVM's DXIL resource docs); counter handles collapse into their main handle, which gets
//! `has_counter` (wg-hlsl proposal 0023: in DirectX the counter shares the buffer's
//! handle and binding).
//!
//! `range_size = 0` (unbounded) becomes `-1`, LLVM's spelling; the handle
//! type's `coherent` flag becomes the `globally_coherent` property, since the
//! `dx` type does not carry it.

use shader_mlir::Context;
use shader_mlir::conversion::{Adaptor, ConversionRewriter};
use shader_mlir::ir::{Location, OpId, OperationState, Type, Value};
use shader_mlir::rewrite::{MatchFailure, OrFail, RewriteResult};

use dialect_dx::attributes::UNBOUNDED;
use dialect_dx::binding::{Binding, HandleFlags};
use dialect_dx::ops::{
    HandleFromHeapOp as DxHandleFromHeapOp, ImplicitBinding, ResourceHandleFromBindingOp,
    ResourceHandleFromImplicitBindingOp, is_handle_op,
};
use dialect_hlsl::ops::{HandleFromBindingOp, HandleFromHeapOp, HandleFromImplicitBindingOp};
use dialect_hlsl::types::HandleType;

/// The converted result type of `op` and whether its handle is coherent.
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

/// `0` (unbounded) as `UNBOUNDED`.
fn range_size(size: u32) -> u32 {
    if size == 0 { UNBOUNDED } else { size }
}

/// Replaces the handle op `op` with the `dx` handle op `build` makes from the
/// context, location, converted result type, index and flags.
fn lower_handle(
    op: OpId,
    adaptor: &Adaptor,
    rw: &mut ConversionRewriter<'_>,
    non_uniform: bool,
    build: impl FnOnce(&Context, Location, Type, Value, HandleFlags) -> OperationState,
) -> RewriteResult {
    let (ty, coherent) = converted_result(rw, op)?;
    let flags = HandleFlags {
        non_uniform,
        globally_coherent: coherent,
        has_counter: false,
    };
    let state = build(rw.ctx(), rw.ir().op_loc(op), ty, adaptor.operand(0), flags);
    rw.replace_op_with_new(op, state);
    Ok(())
}

pub(crate) fn handle_from_binding(
    op: OpId,
    adaptor: &Adaptor,
    rw: &mut ConversionRewriter<'_>,
) -> RewriteResult {
    let ir = rw.ir();
    let h = HandleFromBindingOp::cast(ir, op).or_fail("not hlsl.handlefrombinding")?;
    let b = h
        .binding(ir)
        .map_err(|_| MatchFailure("malformed binding"))?;
    let binding = Binding {
        space: b.space,
        lower_bound: b.lower_bound,
        range_size: range_size(b.range_size),
    };
    lower_handle(
        op,
        adaptor,
        rw,
        b.non_uniform,
        |ctx, loc, ty, index, flags| {
            ResourceHandleFromBindingOp::build(ctx, loc, ty, index, binding, &b.name, flags)
        },
    )
}

pub(crate) fn handle_from_implicit_binding(
    op: OpId,
    adaptor: &Adaptor,
    rw: &mut ConversionRewriter<'_>,
) -> RewriteResult {
    let ir = rw.ir();
    let h =
        HandleFromImplicitBindingOp::cast(ir, op).or_fail("not hlsl.handlefromimplicitbinding")?;
    let b = h
        .binding(ir)
        .map_err(|_| MatchFailure("malformed binding"))?;
    let binding = ImplicitBinding {
        order_id: b.order_id,
        space: b.space,
        range_size: range_size(b.range_size),
    };
    lower_handle(
        op,
        adaptor,
        rw,
        b.non_uniform,
        |ctx, loc, ty, index, flags| {
            ResourceHandleFromImplicitBindingOp::build(ctx, loc, ty, index, binding, &b.name, flags)
        },
    )
}

pub(crate) fn handle_from_heap(
    op: OpId,
    adaptor: &Adaptor,
    rw: &mut ConversionRewriter<'_>,
) -> RewriteResult {
    let ir = rw.ir();
    let h = HandleFromHeapOp::cast(ir, op).or_fail("not hlsl.handlefromheap")?;
    let non_uniform = h.non_uniform(ir);
    lower_handle(op, adaptor, rw, non_uniform, DxHandleFromHeapOp::build)
}

/// `hlsl.counterhandlefrombinding` and `hlsl.counterhandlefromimplicitbinding`:
/// the counter handle is the main handle, whose op gets `has_counter`. The
/// counter's own binding (`binding` / `order_id`) only matters to SPIR-V.
pub(crate) fn counter_handle(
    op: OpId,
    adaptor: &Adaptor,
    rw: &mut ConversionRewriter<'_>,
) -> RewriteResult {
    let main = adaptor.operand(0);
    let ir = rw.ir();
    let def = ir
        .defining_op(main)
        .filter(|&d| is_handle_op(ir, d))
        .or_fail("main handle is not a dx handle op")?;
    let unit = rw.ctx().unit_attr();
    rw.modify_op_in_place(def, |ir| ir.set_prop(def, "has_counter", unit));
    rw.replace_op(op, &[main]);
    Ok(())
}
