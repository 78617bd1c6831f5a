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

use super::{Lowering, replace_with, replaced};
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

/// Replaces the handle op `op` with the `dx` handle op `build` makes for the
/// converted result type; its flags become
/// `non_uniform` plus the coherence of `op`'s handle type.
fn replace_handle(
    rw: &mut ConversionRewriter<'_>,
    op: OpId,
    non_uniform: bool,
    build: impl FnOnce(&mut ConversionRewriter<'_>, Type) -> HandleOp,
) -> RewriteResult {
    let (ty, coherent) = converted_result(rw, op)?;
    let new = build(rw, ty);
    let flags = HandleFlags {
        non_uniform,
        globally_coherent: coherent,
        has_counter: false,
    };
    rw.modify_op_in_place(new.op(), |ir| new.set_flags(ir, flags));
    replace_with(rw, op, new.op())
}

/// One lowering per row, `name: hlsl op => dx op(a, b) as variant`: the `dx`
/// op takes the converted index, the `hlsl` op's properties `a` and `b`, its
/// range size in LLVM's spelling and its name.
macro_rules! binding_lowerings {
    ($($name:ident: $hlsl:ident => $dx:ident($a:ident, $b:ident) as $variant:ident;)*) => {$(
        pub(crate) fn $name(
            Lowering(h, op, loc, adaptor, rw): Lowering<'_, '_, $hlsl>,
        ) -> RewriteResult {
            let ir = rw.ir();
            let ($a, $b) = (h.$a(ir), h.$b(ir));
            let range_size = dx_range_size(h.range_size(ir))?;
            let (name, non_uniform) = (h.name(ir).to_owned(), h.non_uniform(ir));
            let index = adaptor.operand(0);
            replace_handle(rw, op, non_uniform, |rw, ty| {
                HandleOp::$variant($dx::build(rw, loc, ty, index, $a, $b, range_size, &name))
            })
        }
    )*};
}

binding_lowerings! {
    handle_from_binding: HandleFromBindingOp
        => ResourceHandleFromBindingOp(space, lower_bound) as Binding;
    handle_from_implicit_binding: HandleFromImplicitBindingOp
        => ResourceHandleFromImplicitBindingOp(order_id, space) as ImplicitBinding;
}

pub(crate) fn handle_from_heap(
    Lowering(h, op, loc, adaptor, rw): Lowering<'_, '_, HandleFromHeapOp>,
) -> RewriteResult {
    let non_uniform = h.non_uniform(rw.ir());
    let index = adaptor.operand(0);
    replace_handle(rw, op, non_uniform, |rw, ty| {
        HandleOp::Heap(DxHandleFromHeapOp::build(rw, loc, ty, index))
    })
}

/// `hlsl.counterhandlefrombinding` and `hlsl.counterhandlefromimplicitbinding`:
/// the counter handle is the main handle, whose op gets `has_counter`. The
/// counter's own binding (`binding` / `order_id`) only matters to SPIR-V.
pub(crate) fn counter_handle<T>(
    Lowering(_, op, _, adaptor, rw): Lowering<'_, '_, T>,
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
