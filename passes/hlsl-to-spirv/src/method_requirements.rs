//! What the lowering of the resource-method ops needs from the target, and
//! what it cannot express, checked before anything changes so that each is
//! a diagnostic naming the op and the reason (not a failure to legalize):
//!
//! - 64-bit atomics need `Int64Atomics` (optional in every Vulkan version:
//!   an explicit `#spirv.target_env` lists it);
//! - 64-bit atomics on a byte-address buffer have no SPIR-V form: the buffer
//!   is an array of 32-bit words;
//! - a compare-exchange on a float member of a structured buffer has none
//!   either: `OpAtomicCompareExchange` compares integers, and logical
//!   addressing has no integer view of a float;
//! - atomics on typed buffers and texels need `OpImageTexelPointer`, which
//!   the `spirv` dialect does not have yet.

use dialect_hlsl::ops::{
    BufferAtomicCmpXchgOp, BufferAtomicRMWOp, BufferKind, TextureAtomicCmpXchgOp,
    TextureAtomicRMWOp, resolve_member,
};
use dialect_hlsl::types::HandleType;
use dialect_spirv::availability::Requirements;
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Ir, OpId, TypeKind, Value};
use spirv::Capability;

use crate::resource_types::error::require;
use crate::resource_types::image::capability_requirements;
use crate::settings::Settings;

/// Checks the method ops under `module`; returns what they need.
pub fn check(
    ir: &Ir,
    module: OpId,
    settings: &Settings,
) -> Result<Vec<(String, Requirements)>, Vec<Diagnostic>> {
    let mut needed = Vec::new();
    let mut errors = Vec::new();
    for op in ir.walk_collect(module) {
        match check_op(ir, op, settings) {
            Ok(Some(requirement)) => needed.push(requirement),
            Ok(None) => {}
            Err(d) => errors.push(d),
        }
    }
    if errors.is_empty() {
        Ok(needed)
    } else {
        Err(errors)
    }
}

fn check_op(
    ir: &Ir,
    op: OpId,
    settings: &Settings,
) -> Result<Option<(String, Requirements)>, Diagnostic> {
    if TextureAtomicRMWOp::isa(ir, op) || TextureAtomicCmpXchgOp::isa(ir, op) {
        return Err(texel_pointer(ir, op));
    }
    let (handle, value, member, compare) = if let Some(rmw) = BufferAtomicRMWOp::cast(ir, op) {
        (rmw.handle(ir), rmw.value(ir), rmw.member(ir), false)
    } else if let Some(xchg) = BufferAtomicCmpXchgOp::cast(ir, op) {
        (xchg.handle(ir), xchg.value(ir), xchg.member(ir), true)
    } else {
        return Ok(None);
    };
    let ctx = ir.ctx();
    let Some(buffer) = HandleType::of(ctx, ir.value_type(handle)) else {
        return Ok(None);
    };
    let kind = BufferKind::of(ir, buffer);
    if kind == Some(BufferKind::Typed) {
        return Err(texel_pointer(ir, op));
    }
    let ty = ir.value_type(value);
    let wide = matches!(ctx.type_kind(ty), TypeKind::Integer { width: 64, .. });
    if wide && kind == Some(BufferKind::ByteAddress) {
        return Err(ir.op_error(
            op,
            "64-bit atomics on a byte-address buffer have no SPIR-V form: the buffer is an array of 32-bit words",
        ));
    }
    if compare && kind == Some(BufferKind::Structured) && is_float_member(ir, handle, member) {
        return Err(ir.op_error(
            op,
            "a compare-exchange on a float member has no SPIR-V form: OpAtomicCompareExchange compares integers, and logical addressing has no integer view of a float",
        ));
    }
    if !wide {
        return Ok(None);
    }
    let what = "a 64-bit atomic";
    let needed = capability_requirements(&[Capability::Int64Atomics]);
    match require(&settings.env, what, &needed) {
        Ok(()) => Ok(Some((what.to_owned(), needed))),
        Err(error) => Err(ir.op_error(op, error.explain(&settings.env_name))),
    }
}

fn texel_pointer(ir: &Ir, op: OpId) -> Diagnostic {
    ir.op_error(
        op,
        "atomics on typed buffers and texels need OpImageTexelPointer, which the spirv dialect does not have yet",
    )
}

/// Whether the element (or `member` of it) of the structured buffer
/// `handle` is a float.
fn is_float_member(ir: &Ir, handle: Value, member: Option<Vec<i32>>) -> bool {
    let ctx = ir.ctx();
    let Some(buffer) = HandleType::of(ctx, ir.value_type(handle)) else {
        return false;
    };
    let ty = match member {
        Some(path) => match resolve_member(ctx, buffer.element, &path) {
            Ok(ty) => ty,
            Err(_) => return false,
        },
        None => buffer.element,
    };
    matches!(ctx.type_kind(ty), TypeKind::Float(_))
}
