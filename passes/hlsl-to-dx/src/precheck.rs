//! What the lowering cannot express, reported before anything changes, with
//! the reason (the conversion driver itself could only say that an op failed
//! to legalize):
//!
//! - a counter handle whose main handle does not come straight from a handle
//!   op: in DirectX the counter is a property of the resource (wg-hlsl proposal 0023),
//!   and a block argument names no resource;
//! - a buffer or cbuffer access of a whole struct or array: DirectX loads and
//!   stores move one scalar or vector of up to 4 components at a time (LLVM's
//!   DXIL resource docs), so such accesses are written member by member;
//! - 8-bit values, which DXIL buffers cannot load or store;
//! - push constants and specialization constants, Vulkan's: DirectX has
//!   neither (DXC's SPIR-V notes map root constants to neither, see
//!   https://github.com/microsoft/DirectXShaderCompiler/blob/main/docs/SPIR-V.rst).

use shader_mlir::asm::printer::type_to_string;
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Ir, OpId, Type};

use dialect_hlsl::ops::{
    BufferLoadOp, BufferStoreOp, CBufferLoadOp, CounterHandleFromBindingOp,
    CounterHandleFromImplicitBindingOp, HandleFromBindingOp, HandleFromHeapOp,
    HandleFromImplicitBindingOp, PushConstantLoadOp, SpecConstantOp,
};

use crate::patterns::{component_bytes, components};

/// The diagnostics for every op under `root` the lowering cannot convert.
pub fn check(ir: &Ir, root: OpId) -> Vec<Diagnostic> {
    let mut errors = Vec::new();
    ir.walk(root, |op| {
        if let Err(d) = check_op(ir, op) {
            errors.push(d);
        }
    });
    errors
}

/// Whether `op` makes the handle of a resource (from a binding or the heap).
fn is_handle_op(ir: &Ir, op: OpId) -> bool {
    HandleFromBindingOp::isa(ir, op)
        || HandleFromImplicitBindingOp::isa(ir, op)
        || HandleFromHeapOp::isa(ir, op)
}

fn check_op(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    if CounterHandleFromBindingOp::isa(ir, op) || CounterHandleFromImplicitBindingOp::isa(ir, op) {
        let main = ir.operand(op, 0);
        if !ir.defining_op(main).is_some_and(|d| is_handle_op(ir, d)) {
            return Err(ir.op_error(
                op,
                "main handle must be the result of a handle op: DirectX keeps the counter in the resource, \
                 and this handle names none",
            ));
        }
    } else if let Some(load) = BufferLoadOp::cast(ir, op) {
        check_value(ir, op, "loads", ir.value_type(load.result(ir)))?;
    } else if let Some(store) = BufferStoreOp::cast(ir, op) {
        check_value(ir, op, "stores", ir.value_type(store.value(ir)))?;
    } else if let Some(load) = CBufferLoadOp::cast(ir, op) {
        check_value(ir, op, "loads", ir.value_type(load.result(ir)))?;
    } else if PushConstantLoadOp::isa(ir, op) {
        return Err(ir.op_error(
            op,
            "push constants are Vulkan's and have no DirectX equivalent; pass the values in a constant buffer",
        ));
    } else if SpecConstantOp::isa(ir, op) {
        return Err(ir.op_error(
            op,
            "specialization constants are Vulkan's and have no DirectX equivalent",
        ));
    }
    Ok(())
}

/// A buffer value must be a scalar or a vector with components of 16 bits or
/// more (`bool` is stored as 32 bits).
fn check_value(ir: &Ir, op: OpId, verb: &str, ty: Type) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let shown = type_to_string(ctx, ty);
    let Some((component, _)) = components(ctx, ty) else {
        return Err(ir.op_error(
            op,
            format!(
                "{verb} '{shown}' as a whole; DirectX buffer accesses move one scalar or vector at a time: \
                 access its members one by one (with 'member')"
            ),
        ));
    };
    if component_bytes(ctx, component) == Some(1)
        && !matches!(
            ctx.type_kind(component),
            shader_mlir::ir::TypeKind::Integer { width: 1, .. }
        )
    {
        return Err(ir.op_error(
            op,
            format!("{verb} '{shown}': DirectX buffers have no 8-bit values"),
        ));
    }
    Ok(())
}
