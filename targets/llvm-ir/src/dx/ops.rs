//! The `dx` ops as calls of LLVM 22's DirectX intrinsics
//! (`llvm/include/llvm/IR/IntrinsicsDirectX.td`;
//! <https://llvm.org/docs/DirectX/DXILResources.html>), with LLVM's overload
//! mangling. Each row of [`rules`] is one op:
//!
//! | op | LLVM 22 |
//! |---|---|
//! | `dx.resource.handlefrombinding` | `@llvm.dx.resource.handlefrombinding.H(i32 space, i32 lower_bound, i32 range_size, i32 index, ptr name)` |
//! | `dx.resource.handlefromimplicitbinding` | `@llvm.dx.resource.handlefromimplicitbinding.H(i32 order_id, i32 space, i32 range_size, i32 index, ptr name)` |
//! | `non_uniform` | the index goes through `@llvm.dx.resource.nonuniformindex(i32)` |
//! | `dx.resource.load.typedbuffer` | `{E, i1} @llvm.dx.resource.load.typedbuffer.E.H(H, i32)` |
//! | `dx.resource.load.rawbuffer` | `{V, i1} @llvm.dx.resource.load.rawbuffer.V.H(H, i32, i32)` |
//! | `dx.resource.store.typedbuffer` | `@llvm.dx.resource.store.typedbuffer.H.V(H, i32, V)` |
//! | `dx.resource.store.rawbuffer` | `@llvm.dx.resource.store.rawbuffer.H.V(H, i32, i32, V)` |
//! | `dx.resource.updatecounter` | `i32 @llvm.dx.resource.updatecounter.H(H, i8)` |
//! | `dx.resource.load.cbufferrow` | `{T x N} @llvm.dx.resource.load.cbufferrow.N.T...T.H(H, i32)` |
//! | `hlsl.system_value` | `@llvm.dx.thread.id(i32)`, `@llvm.dx.group.id(i32)`, `@llvm.dx.thread.id.in.group(i32)`, `@llvm.dx.flattened.thread.id.in.group()` |
//!
//! Facts LLVM 22's IR cannot state are errors: `dx.handle.fromHeap` (no
//! intrinsic) and `globally_coherent` (no place in the type or the
//! intrinsics). `has_counter` needs nothing: LLVM derives it from the
//! `updatecounter` calls.

use dialect_dx::ops::{
    HandleFromHeapOp, ResourceHandleFromBindingOp, ResourceHandleFromImplicitBindingOp,
    ResourceLoadCBufferRowOp, ResourceLoadRawBufferOp, ResourceLoadTypedBufferOp,
    ResourceStoreRawBufferOp, ResourceStoreTypedBufferOp, ResourceUpdateCounterOp,
};
use dialect_hlsl::ops::SystemValueOp;
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{OpId, Value};

use super::DxTarget;
use crate::body::{FnCx, OpRule, rule};
use crate::system_values::{SystemValueIntrinsics, system_value};
use crate::text::{Line, Operand, Ty};

/// The DirectX names of the compute system value intrinsics (not
/// overloaded).
const SYSTEM_VALUES: SystemValueIntrinsics = SystemValueIntrinsics {
    thread_id: "llvm.dx.thread.id",
    group_id: "llvm.dx.group.id",
    thread_id_in_group: "llvm.dx.thread.id.in.group",
    flattened_thread_id_in_group: "llvm.dx.flattened.thread.id.in.group",
    overloaded: false,
};

pub(super) fn rules() -> Vec<OpRule<DxTarget>> {
    vec![
        rule!(ResourceHandleFromBindingOp => |cx, op| {
            let handle = ResourceHandleFromBindingOp(op);
            let flags = handle.flags(cx.ir);
            let args = [handle.space(cx.ir), handle.lower_bound(cx.ir)];
            let range = handle.range_size(cx.ir);
            let name = handle.name(cx.ir).to_owned();
            cx.handle(op, "handlefrombinding", args, range, flags, &name)
        }),
        rule!(ResourceHandleFromImplicitBindingOp => |cx, op| {
            let handle = ResourceHandleFromImplicitBindingOp(op);
            let flags = handle.flags(cx.ir);
            let args = [handle.order_id(cx.ir), handle.space(cx.ir)];
            let range = handle.range_size(cx.ir);
            let name = handle.name(cx.ir).to_owned();
            cx.handle(op, "handlefromimplicitbinding", args, range, flags, &name)
        }),
        rule!(HandleFromHeapOp => |cx, op| Err(cx.ir.op_error(
            op,
            "has no LLVM 22 form: LLVM 22 has no intrinsic for descriptor heap handles (DXIL's createHandleFromHeap)",
        ))),
        rule!(ResourceLoadTypedBufferOp => |cx, op| {
            let load = ResourceLoadTypedBufferOp(op);
            let at = [load.index(cx.ir)];
            load_buffer(cx, op, "typedbuffer", load.handle(cx.ir), &at)
        }),
        rule!(ResourceLoadRawBufferOp => |cx, op| {
            let load = ResourceLoadRawBufferOp(op);
            let at = [load.index(cx.ir), load.offset(cx.ir)];
            load_buffer(cx, op, "rawbuffer", load.handle(cx.ir), &at)
        }),
        rule!(ResourceStoreTypedBufferOp => |cx, op| {
            let store = ResourceStoreTypedBufferOp(op);
            let at = [store.index(cx.ir)];
            store_buffer(cx, "typedbuffer", store.handle(cx.ir), &at, store.value(cx.ir))
        }),
        rule!(ResourceStoreRawBufferOp => |cx, op| {
            let store = ResourceStoreRawBufferOp(op);
            let at = [store.index(cx.ir), store.offset(cx.ir)];
            store_buffer(cx, "rawbuffer", store.handle(cx.ir), &at, store.value(cx.ir))
        }),
        rule!(ResourceUpdateCounterOp => |cx, op| {
            let update = ResourceUpdateCounterOp(op);
            cx.update_counter(op, "dx", update.handle(cx.ir), update.delta(cx.ir))
        }),
        rule!(ResourceLoadCBufferRowOp => |cx, op| {
            let load = ResourceLoadCBufferRowOp(op);
            let (handle, handle_ty) = cx.value(load.handle(cx.ir))?;
            let row = cx.operand(load.row(cx.ir))?;
            let row_ty = cx.result_type(op, 0)?;
            let Ty::Vector(count, component) = &row_ty else {
                return Err(cx.ir.op_error(op, "expects a vector row"));
            };
            let (count, component) = (*count, (**component).clone());
            let ret = Ty::literal(vec![component.clone(); count as usize]);
            let overloads: Vec<String> = (0..count).map(|_| component.mangled()).collect();
            let name = format!(
                "llvm.dx.resource.load.cbufferrow.{count}.{}.{}",
                overloads.join("."),
                handle_ty.mangled()
            );
            let args = [(handle_ty, handle), (Ty::i32(), row)];
            let call = cx.intrinsic_call(&name, ret.clone(), &args, None);
            let aggregate = Operand::Value(cx.body.emit_value(call));
            let mut vector = Operand::Const("poison".to_owned());
            for lane in 0..count {
                let element = Operand::Value(cx.body.emit_value(
                    Line::new("extractvalue ").typed(&ret, &aggregate).t(format!(", {lane}")),
                ));
                vector = Operand::Value(cx.body.emit_value(
                    Line::typed_operands("insertelement ", &[(&row_ty, &vector), (&component, &element)])
                        .t(format!(", i64 {lane}")),
                ));
            }
            cx.bind(cx.ir.result(op, 0), vector, row_ty);
            Ok(())
        }),
        rule!(SystemValueOp => |cx, op| system_value(cx, op, &SYSTEM_VALUES)),
    ]
}

impl FnCx<'_, DxTarget> {
    /// A handle-creation call; `args` are the two numbers before the range
    /// size (space and lower bound, or order id and space).
    fn handle(
        &mut self,
        op: OpId,
        intrinsic: &str,
        args: [u32; 2],
        range: i32,
        flags: dialect_dx::binding::HandleFlags,
        name: &str,
    ) -> Result<(), Diagnostic> {
        if flags.globally_coherent {
            return Err(self.ir.op_error(
                op,
                "'globally_coherent' has no LLVM 22 form: LLVM 22's DirectX IR has no place for globallycoherent (neither the target type nor the handle intrinsics carry it)",
            ));
        }
        let ty = self.result_type(op, 0)?;
        let index = self.operand(self.ir.operand(op, 0))?;
        let nonuniform = "llvm.dx.resource.nonuniformindex";
        let index = self.non_uniform_index(nonuniform, index, flags.non_uniform);
        let string = self.module.string(name, None);
        let callee = format!("llvm.dx.resource.{intrinsic}");
        let line = self.handle_call(&callee, &ty, args, range, &index, &string);
        let hint = (!name.is_empty()).then_some(name);
        let id = self.body.emit_named(hint, line);
        self.bind_id(self.ir.result(op, 0), id, ty);
        Ok(())
    }

    /// Binds the two results of a `{value, i1}` call to `op`'s results,
    /// extracting each that is used.
    fn split_result_pair(&mut self, op: OpId, call: Line, ret: &Ty) -> Result<(), Diagnostic> {
        let aggregate = Operand::Value(self.body.emit_value(call));
        for index in 0..2 {
            let result = self.ir.result(op, index);
            if !self.ir.has_uses(result) {
                continue;
            }
            let ty = self.result_type(op, index)?;
            let id = self.body.emit_value(
                Line::new("extractvalue ")
                    .typed(ret, &aggregate)
                    .t(format!(", {index}")),
            );
            self.bind_id(result, id, ty);
        }
        Ok(())
    }
}

/// `llvm.dx.resource.load.<kind>` of the element of `handle` at the `i32`
/// coordinates `at` (index, then offset for raw buffers): `op`'s result and
/// its check bit.
fn load_buffer(
    cx: &mut FnCx<'_, DxTarget>,
    op: OpId,
    kind: &str,
    handle: Value,
    at: &[Value],
) -> Result<(), Diagnostic> {
    let (handle_ty, args) = handle_and_coordinates(cx, handle, at)?;
    let value_ty = cx.result_type(op, 0)?;
    let ret = Ty::literal(vec![value_ty.clone(), Ty::i1()]);
    let name = format!(
        "llvm.dx.resource.load.{kind}.{}.{}",
        value_ty.mangled(),
        handle_ty.mangled()
    );
    let call = cx.intrinsic_call(&name, ret.clone(), &args, None);
    cx.split_result_pair(op, call, &ret)
}

/// `llvm.dx.resource.store.<kind>` of `value` to the element of `handle` at
/// the `i32` coordinates `at` (index, then offset for raw buffers).
fn store_buffer(
    cx: &mut FnCx<'_, DxTarget>,
    kind: &str,
    handle: Value,
    at: &[Value],
    value: Value,
) -> Result<(), Diagnostic> {
    let (handle_ty, mut args) = handle_and_coordinates(cx, handle, at)?;
    let (value, value_ty) = cx.value(value)?;
    let name = format!(
        "llvm.dx.resource.store.{kind}.{}.{}",
        handle_ty.mangled(),
        value_ty.mangled()
    );
    args.push((value_ty, value));
    let call = cx.intrinsic_call(&name, Ty::Void, &args, None);
    cx.body.emit(call);
    Ok(())
}

/// The type of `handle`, and the call arguments of a buffer access:
/// `handle`, then the `i32` coordinates `at`.
fn handle_and_coordinates(
    cx: &FnCx<'_, DxTarget>,
    handle: Value,
    at: &[Value],
) -> Result<(Ty, Vec<(Ty, Operand)>), Diagnostic> {
    let (handle, handle_ty) = cx.value(handle)?;
    let mut args = vec![(handle_ty.clone(), handle)];
    for &coordinate in at {
        args.push((Ty::i32(), cx.operand(coordinate)?));
    }
    Ok((handle_ty, args))
}
