//! Atomics on resource memory: HLSL's `Interlocked*` functions and methods
//! on RWByteAddressBuffer offsets, RWStructuredBuffer elements and members,
//! RWBuffer elements and RWTexture texels. Each returns the value the memory
//! held before (HLSL's `out original`; the forms without it leave the result
//! unused).
//!
//! ```text
//! %old = hlsl.buffer.atomic_rmw addi %v, %bytes[%offset] : i32, !hlsl.handle<uav, i8, raw>
//! %old = hlsl.buffer.atomic_rmw maxs %v, %sb[%i] member [1] : i32, !hlsl.handle<uav, !hlsl.struct<"S", (f32, i32)>, raw>
//! %old = hlsl.buffer.atomic_cmpxchg %expected, %v, %typed[%i] : i32, !hlsl.handle<uav, ui32, dim = buffer>
//! %old = hlsl.texture.atomic_rmw addi %v, %tex[%xy] : i32, !hlsl.handle<uav, ui32, dim = 2d>, vector<2xi32>
//! %old = hlsl.texture.atomic_cmpxchg %expected, %v, %tex[%xy] : f32, !hlsl.handle<uav, f32, dim = 2d>, vector<2xi32>
//! ```
//!
//! The kinds are `memref.atomic_rmw`'s ([`AtomicRMWKind`]), the ones HLSL
//! has: `addi` (`InterlockedAdd`), `andi`, `ori`, `xori`, `mins`/`minu` and
//! `maxs`/`maxu` (`InterlockedMin`/`Max` on `int`/`uint`), `assign`
//! (`InterlockedExchange`). `atomic_cmpxchg` is `InterlockedCompareExchange`
//! (and `InterlockedCompareStore`, with the result unused). Values are `i32`
//! or `i64` (the 64-bit forms); `f32` only for `assign` and `atomic_cmpxchg`
//! (`InterlockedExchangeFloat`, the float-bitwise compare forms, which
//! compare bits). The memory must be a writeable (`uav`) resource; on typed
//! buffers and textures the element is that scalar, and `mins`/`maxs` need
//! a signed element, `minu`/`maxu` an unsigned one. Byte offsets are
//! multiples of the value's size.

use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Ir, OpId, Type, TypeKind, Value};
use shader_mlir::ods::constraint::{ANY_TYPE, I32};
use shader_mlir::ods::property::DenseI32ArrayAttr;
use shader_mlir::op;

use dialect_memref::{AtomicRMWKind, AtomicRMWKindAttr};

use super::buffer::{BufferKind, buffer_access};
use super::constraints::{HANDLE, checked_handle};
use super::support::{check_value_type, type_str};
use super::texture_support::{check_coordinates, texture_operand};
use crate::types::HandleType;
use resource_model::element_types::scalar_of;
use resource_model::{ResourceClass, ScalarKind, Signedness};

/// An atomic on resource memory: `kind` `rmw` (the `AtomicRMWKind` and the
/// value, whose type the result has) or `cmpxchg` (the `comparand`, then
/// the value stored when it equals the memory), the value, then where it
/// applies, a [`resource_access_op!`] `place` (`buffer` or `texel`); the
/// result is the value before the operation. A
/// row: `/// doc`, `kind place Op = "name", verify, "format";`.
macro_rules! atomic_op {
    ($($(#[$doc:meta])* $kind:ident $place:ident $ty:ident = $name:literal, $verify:ident, $format:literal;)*) => {
        $(atomic_op!(@$kind $(#[$doc])* $place $ty = $name, $verify, $format);)*
    };
    (@rmw $(#[$doc:meta])* $place:ident $ty:ident = $name:literal, $verify:ident, $format:literal) => {
        atomic_op!(@op $(#[$doc])* $place $ty = $name, [AllTypesMatch(value, result)], $verify, $format, {
            #[property(AtomicRMWKindAttr)]
            kind: AtomicRMWKind,
        });
    };
    (@cmpxchg $(#[$doc:meta])* $place:ident $ty:ident = $name:literal, $verify:ident, $format:literal) => {
        atomic_op!(@op $(#[$doc])* $place $ty = $name, [AllTypesMatch(comparand, value, result)], $verify, $format, {
            /// The value compared with the memory.
            #[operand(ANY_TYPE)]
            comparand: Value,
        });
    };
    (@op $(#[$doc:meta])* $place:ident $ty:ident = $name:literal, $traits:tt, $verify:ident, $format:literal, { $($head:tt)* }) => {
        resource_access_op! {
            $place,
            declare,
            $(#[$doc])*
            #[op($name, traits = $traits, verify = $verify)]
            #[format($format)]
            pub struct $ty [
                $($head)*
                #[operand(ANY_TYPE)]
                value: Value,
            ] {
                /// The value before the operation.
                #[result(ANY_TYPE)]
                result: Value,
            }
        }
    };
}

atomic_op! {
    /// Atomic read-modify-write of a buffer element, member or byte offset.
    rmw buffer BufferAtomicRMWOp = "hlsl.buffer.atomic_rmw", verify_buffer_rmw,
        "$kind $value `,` $handle `[` $index `]` (`member` $member^)? attr-dict `:` type($value) `,` type($handle)";
    /// Atomic compare-exchange of a buffer element, member or byte offset.
    cmpxchg buffer BufferAtomicCmpXchgOp = "hlsl.buffer.atomic_cmpxchg", verify_buffer_cmpxchg,
        "$comparand `,` $value `,` $handle `[` $index `]` (`member` $member^)? attr-dict `:` type($value) `,` type($handle)";
    /// Atomic read-modify-write of a texel.
    rmw texel TextureAtomicRMWOp = "hlsl.texture.atomic_rmw", verify_texture_rmw,
        "$kind $value `,` $handle `[` $coord `]` attr-dict `:` type($value) `,` type($handle) `,` type($coord)";
    /// Atomic compare-exchange of a texel.
    cmpxchg texel TextureAtomicCmpXchgOp = "hlsl.texture.atomic_cmpxchg", verify_texture_cmpxchg,
        "$comparand `,` $value `,` $handle `[` $coord `]` attr-dict `:` type($value) `,` type($handle) `,` type($coord)";
}

/// The kinds HLSL's `Interlocked*` functions are.
pub const HLSL_ATOMIC_KINDS: [AtomicRMWKind; 9] = [
    AtomicRMWKind::Addi,
    AtomicRMWKind::Andi,
    AtomicRMWKind::Ori,
    AtomicRMWKind::Xori,
    AtomicRMWKind::Mins,
    AtomicRMWKind::Maxs,
    AtomicRMWKind::Minu,
    AtomicRMWKind::Maxu,
    AtomicRMWKind::Assign,
];

/// What the value of an atomic is: `Some(bytes)` for `i32`, `i64` and
/// `f32`, with whether it is a float.
fn atomic_value(ir: &Ir, ty: Type) -> Option<(u32, bool)> {
    match ir.ctx().type_kind(ty) {
        TypeKind::Integer {
            width: w @ (32 | 64),
            signedness: shader_mlir::ir::Signedness::Signless,
        } => Some((w / 8, false)),
        TypeKind::Float(k) if k.width() == 32 => Some((4, true)),
        _ => None,
    }
}

/// The rules on the kind and the value type: an HLSL kind, an `i32`, `i64`
/// or (exchanges only) `f32` value.
fn check_kind_and_value(
    ir: &Ir,
    op: OpId,
    kind: Option<AtomicRMWKind>,
    value: Type,
) -> Result<u32, Diagnostic> {
    if let Some(kind) = kind
        && !HLSL_ATOMIC_KINDS.contains(&kind)
    {
        return Err(ir.op_error(
            op,
            format!(
                "'{}' has no HLSL Interlocked form; resource atomics take addi, andi, ori, xori, mins, maxs, minu, maxu or assign",
                kind.keyword()
            ),
        ));
    }
    let Some((bytes, is_float)) = atomic_value(ir, value) else {
        return Err(ir.op_error(
            op,
            format!(
                "atomics take i32 or i64 values (f32 for exchanges); got '{}'",
                type_str(ir.ctx(), value)
            ),
        ));
    };
    if is_float && kind.is_some_and(|k| k != AtomicRMWKind::Assign) {
        return Err(ir.op_error(
            op,
            format!(
                "'{}' needs an integer value: float atomics are exchanges only (InterlockedExchange, InterlockedCompareExchangeFloatBitwise)",
                kind.map(AtomicRMWKind::keyword).unwrap_or_default()
            ),
        ));
    }
    Ok(bytes)
}

/// The memory must be writeable.
fn check_writeable(ir: &Ir, op: OpId, handle: Value) -> Result<&HandleType, Diagnostic> {
    let ty = ir.value_type(handle);
    let h = checked_handle(ir.ctx(), ty);
    if h.class() == ResourceClass::Uav {
        return Ok(h);
    }
    Err(ir.op_error(
        op,
        format!(
            "atomics need a writeable ('uav') resource; '{}' is read-only",
            type_str(ir.ctx(), ty)
        ),
    ))
}

/// On typed resources, the element's signedness must be the one `mins`/
/// `maxs` (signed) or `minu`/`maxu` (unsigned) compare with.
fn check_signedness(
    ir: &Ir,
    op: OpId,
    kind: Option<AtomicRMWKind>,
    element: Type,
) -> Result<(), Diagnostic> {
    let Some(scalar) = scalar_of(ir.ctx(), element) else {
        return Ok(());
    };
    let wanted = match kind {
        Some(AtomicRMWKind::Mins | AtomicRMWKind::Maxs) => Signedness::Signed,
        Some(AtomicRMWKind::Minu | AtomicRMWKind::Maxu) => Signedness::Unsigned,
        _ => return Ok(()),
    };
    match scalar.kind {
        ScalarKind::Int(s) if s != wanted => {
            let (this, other) = match wanted {
                Signedness::Signed => ("signed", "minu/maxu"),
                _ => ("unsigned", "mins/maxs"),
            };
            Err(ir.op_error(
                op,
                format!(
                    "'{}' compares {this} integers but the element '{}' is not {this}; use {other}",
                    kind.map(AtomicRMWKind::keyword).unwrap_or_default(),
                    type_str(ir.ctx(), element)
                ),
            ))
        }
        _ => Ok(()),
    }
}

/// Buffer atomics: a writeable buffer, an accessed scalar of the value's
/// type (any 4-byte-aligned offset of a byte-address buffer, aligned to the
/// value's size).
fn verify_buffer_atomic(
    ir: &Ir,
    op: OpId,
    kind: Option<AtomicRMWKind>,
    (handle, index, member): (Value, (usize, Value), Option<Vec<i32>>),
    value: Type,
) -> Result<(), Diagnostic> {
    let bytes = check_kind_and_value(ir, op, kind, value)?;
    let (buffer_kind, accessed) =
        buffer_access(ir, op, handle, index, member.as_deref(), i128::from(bytes))?;
    check_writeable(ir, op, handle)?;
    if let Some(element) = accessed {
        check_value_type(ir, op, "atomic value", value, element)?;
        if buffer_kind == BufferKind::Typed {
            check_signedness(ir, op, kind, element)?;
        }
    }
    Ok(())
}

fn verify_buffer_rmw(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let rmw = BufferAtomicRMWOp(op);
    let access = (rmw.handle(ir), (2, rmw.index(ir)), rmw.member(ir));
    verify_buffer_atomic(
        ir,
        op,
        Some(rmw.kind(ir)),
        access,
        ir.value_type(rmw.value(ir)),
    )
}

fn verify_buffer_cmpxchg(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let xchg = BufferAtomicCmpXchgOp(op);
    let access = (xchg.handle(ir), (3, xchg.index(ir)), xchg.member(ir));
    verify_buffer_atomic(ir, op, None, access, ir.value_type(xchg.value(ir)))
}

/// Texture atomics: a writeable texture that is not multisampled, `i32`
/// texel coordinates, a scalar element of the value's type.
fn verify_texture_atomic(
    ir: &Ir,
    op: OpId,
    kind: Option<AtomicRMWKind>,
    handle_index: usize,
    value: Type,
) -> Result<(), Diagnostic> {
    check_kind_and_value(ir, op, kind, value)?;
    let texture = texture_operand(ir, op, handle_index, "handle")?;
    check_writeable(ir, op, ir.operand(op, handle_index))?;
    if texture.properties.ms.is_some() {
        return Err(ir.op_error(op, "multisampled textures have no atomics"));
    }
    check_coordinates(
        ir,
        op,
        handle_index + 1,
        handle_index,
        texture,
        ir.ctx().common().i32,
    )?;
    check_value_type(ir, op, "atomic value", value, texture.element)?;
    check_signedness(ir, op, kind, texture.element)
}

fn verify_texture_rmw(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let rmw = TextureAtomicRMWOp(op);
    verify_texture_atomic(ir, op, Some(rmw.kind(ir)), 1, ir.value_type(rmw.value(ir)))
}

fn verify_texture_cmpxchg(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let xchg = TextureAtomicCmpXchgOp(op);
    verify_texture_atomic(ir, op, None, 2, ir.value_type(xchg.value(ir)))
}
