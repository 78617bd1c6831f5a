//! What the lowering of the resource-method ops needs from the target, and
//! what it cannot express, checked before anything changes so that each is
//! a diagnostic naming the op and the reason (not a failure to legalize):
//!
//! - 64-bit atomics need `Int64Atomics` (optional in every Vulkan version:
//!   an explicit `#spirv.target_env` lists it), compare-exchanges as much as
//!   the read-modify-writes; on typed-buffer elements and texels also
//!   `Int64ImageEXT` (`SPV_EXT_shader_image_int64`), which 64-bit images
//!   need;
//! - 64-bit atomics on a byte-address buffer have no SPIR-V form: the buffer
//!   is an array of 32-bit words;
//! - a compare-exchange on a float member of a structured buffer, a float
//!   typed-buffer element or a float texel has none either:
//!   `OpAtomicCompareExchange` compares integers, and logical addressing
//!   has no integer view of a float (`OpImageTexelPointer` points to the
//!   image's sampled type).

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
use crate::shader_requirements::check_ops;

/// Checks the method ops under `module`; returns what they need.
pub fn check(
    ir: &Ir,
    module: OpId,
    settings: &Settings,
) -> Result<Vec<(String, Requirements)>, Vec<Diagnostic>> {
    check_ops(ir, module, |op, needed, errors| {
        match check_op(ir, op, settings) {
            Ok(Some(requirement)) => needed.push(requirement),
            Ok(None) => {}
            Err(d) => errors.push(d),
        }
    })
}

fn check_op(
    ir: &Ir,
    op: OpId,
    settings: &Settings,
) -> Result<Option<(String, Requirements)>, Diagnostic> {
    let (handle, value, member, compare) = if let Some(rmw) = BufferAtomicRMWOp::cast(ir, op) {
        (rmw.handle(ir), rmw.value(ir), rmw.member(ir), false)
    } else if let Some(xchg) = BufferAtomicCmpXchgOp::cast(ir, op) {
        (xchg.handle(ir), xchg.value(ir), xchg.member(ir), true)
    } else if let Some(rmw) = TextureAtomicRMWOp::cast(ir, op) {
        (rmw.handle(ir), rmw.value(ir), None, false)
    } else if let Some(xchg) = TextureAtomicCmpXchgOp::cast(ir, op) {
        (xchg.handle(ir), xchg.value(ir), None, true)
    } else {
        return Ok(None);
    };
    let ctx = ir.ctx();
    let Some(buffer) = HandleType::of(ctx, ir.value_type(handle)) else {
        return Ok(None);
    };
    // Typed buffers and textures: an image texel.
    let kind = BufferKind::of(ir, buffer);
    let texel = matches!(kind, None | Some(BufferKind::Typed));
    let ty = ir.value_type(value);
    let wide = matches!(ctx.type_kind(ty), TypeKind::Integer { width: 64, .. });
    if wide && kind == Some(BufferKind::ByteAddress) {
        return Err(ir.op_error(
            op,
            "64-bit atomics on a byte-address buffer have no SPIR-V form: the buffer is an array of 32-bit words",
        ));
    }
    let float = match kind {
        Some(BufferKind::Structured) => is_float_member(ir, handle, member),
        Some(BufferKind::ByteAddress) => false,
        _ => matches!(ctx.type_kind(ty), TypeKind::Float(_)),
    };
    if compare && float {
        let what = if texel {
            "a compare-exchange on a float texel has no SPIR-V form: OpAtomicCompareExchange compares integers, and OpImageTexelPointer points to the image's float texel"
        } else {
            "a compare-exchange on a float member has no SPIR-V form: OpAtomicCompareExchange compares integers, and logical addressing has no integer view of a float"
        };
        return Err(ir.op_error(op, what));
    }
    if !wide {
        return Ok(None);
    }
    let (what, caps): (&str, &[&'static [Capability]]) = if texel {
        (
            "a 64-bit texel atomic",
            &[&[Capability::Int64Atomics], &[Capability::Int64ImageEXT]],
        )
    } else {
        ("a 64-bit atomic", &[&[Capability::Int64Atomics]])
    };
    let mut needed = Requirements::new();
    for &cap in caps {
        let one = capability_requirements(cap);
        if let Err(error) = require(&settings.env, what, &one) {
            return Err(ir.op_error(op, error.explain(&settings.env_name)));
        }
        needed.add_all(&one);
    }
    Ok(Some((what.to_owned(), needed)))
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
