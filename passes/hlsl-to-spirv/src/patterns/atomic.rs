//! Resource atomics on storage buffers, typed buffers and storage images,
//! DXC's form
//! (<https://github.com/microsoft/DirectXShaderCompiler/blob/main/docs/SPIR-V.rst>,
//! "Interlocked methods"): a pointer to the element, member, word or texel,
//! then the `OpAtomic*` of the kind at `Device` scope with no memory
//! semantics (HLSL's `Interlocked*` order nothing but the access):
//!
//! | `hlsl` kind | SPIR-V |
//! |---|---|
//! | `addi`, `andi`, `ori`, `xori` | `AtomicIAdd`, `AtomicAnd`, `AtomicOr`, `AtomicXor` |
//! | `mins`, `minu`, `maxs`, `maxu` | `AtomicSMin`, `AtomicUMin`, `AtomicSMax`, `AtomicUMax` |
//! | `assign` | `AtomicExchange` |
//! | `atomic_cmpxchg` | `AtomicCompareExchange` |
//!
//! - structured buffers: `AccessChain %buf[0, %index, member...]`;
//! - byte-address buffers: the word at the byte offset
//!   (`AccessChain %buf[0, %offset >> 2]`); their words are 32-bit, so a
//!   `f32` moves as its bits (`Bitcast`), and 64-bit values have no word to
//!   act on (a diagnostic before the lowering);
//! - typed buffers (`RWBuffer<T>`) and textures (`RWTexture1D/2D/3D` and
//!   their arrays): `spirv.ImageTexelPointer %image, %coord, %sample` on
//!   the image variable (`UniformConstant`), sample 0, to a pointer of
//!   storage class `Image` to the image's sampled type (`i32`, `si32`,
//!   `f32`, `i64`, `si64`); a value of another signedness moves through a
//!   `Bitcast`.
//!
//! 64-bit atomics need `Int64Atomics`, on texels also `Int64ImageEXT`
//! ([`crate::method_requirements`], which also rejects what has no SPIR-V
//! form before the lowering).

use dialect_hlsl::ops::{
    BufferAtomicCmpXchgOp, BufferAtomicRMWOp, TextureAtomicCmpXchgOp, TextureAtomicRMWOp,
};
use dialect_memref::AtomicRMWKind;
use dialect_spirv::ops::atomic::{
    AtomicAndOp, AtomicCompareExchangeOp, AtomicExchangeOp, AtomicIAddOp, AtomicOrOp, AtomicSMaxOp,
    AtomicSMinOp, AtomicUMaxOp, AtomicUMinOp, AtomicXorOp,
};
use dialect_spirv::ops::beyond::memory::ImageTexelPointerOp;
use dialect_spirv::ops::bitwise::ShiftRightLogicalOp;
use dialect_spirv::ops::cast::BitcastOp;
use shader_mlir::conversion::ConversionRewriter;
use shader_mlir::ir::{Location, Type, TypeKind, Value};
use shader_mlir::rewrite::{MatchFailure, OpBuilder, OrFail, RewriteResult};
use spirv::{MemorySemantics, Scope, StorageClass};

use super::buffer::{member_path, pointer_through, resource_type};
use super::handles::propagate_non_uniform;
use super::replaced;
use super::{Lowering, Matched};
use crate::resource_types::ResourceKind;
use dialect_spirv::types::PointerType;
use spirv_conversion::emit;

/// DXC's scope of resource atomics.
const SCOPE: Scope = Scope::Device;

/// A pointer to what an atomic acts on, and the type there.
struct Target {
    pointer: Value,
    memory: Type,
}

/// The pointer to the element, member, word or texel of `handle` (the
/// converted operand; `original` the `hlsl` handle) at `index` (a texel
/// coordinate for images).
fn target(
    lowering: &Lowering,
    rw: &mut ConversionRewriter<'_>,
    loc: Location,
    (original, handle, index): (Value, Value, Value),
    member: &[i32],
) -> Result<Target, MatchFailure> {
    let resource = resource_type(lowering, rw, original)?;
    let zero = emit::constant_i32(rw, loc, 0);
    let (indices, memory) = match resource.kind {
        ResourceKind::Structured { element } => {
            member_path(rw, loc, vec![zero, index], element, member)?
        }
        ResourceKind::ByteAddress => {
            let two = emit::constant_i32(rw, loc, 2);
            let word = ShiftRightLogicalOp::build(rw, loc, index, two).result(rw.ir());
            (vec![zero, word], rw.ctx().common().i32)
        }
        ResourceKind::Image(image) => {
            let memory = image.texel;
            let pointer_ty = PointerType::get(rw.ctx(), memory, StorageClass::Image);
            let pointer = ImageTexelPointerOp::build(rw, loc, pointer_ty, handle, index, zero)
                .result(rw.ir());
            propagate_non_uniform(rw, handle, pointer);
            return Ok(Target { pointer, memory });
        }
        _ => return Err(MatchFailure("atomics need a buffer or a storage image")),
    };
    let pointer = pointer_through(rw, loc, handle, &indices, memory);
    Ok(Target { pointer, memory })
}

/// `value` as the memory's type: a float on an integer word moves as its
/// bits.
fn to_memory(rw: &mut ConversionRewriter<'_>, loc: Location, value: Value, memory: Type) -> Value {
    if rw.ir().value_type(value) == memory {
        return value;
    }
    BitcastOp::build(rw, loc, memory, value).result(rw.ir())
}

fn from_memory(rw: &mut ConversionRewriter<'_>, loc: Location, value: Value, ty: Type) -> Value {
    if rw.ir().value_type(value) == ty {
        return value;
    }
    BitcastOp::build(rw, loc, ty, value).result(rw.ir())
}

fn is_float(rw: &ConversionRewriter<'_>, ty: Type) -> bool {
    matches!(rw.ctx().type_kind(ty), TypeKind::Float(_))
}

/// The `OpAtomic*` of `kind` on `pointer` at `scope`, with no memory
/// semantics; returns the old value.
pub fn read_modify_write(
    rw: &mut ConversionRewriter<'_>,
    loc: Location,
    kind: AtomicRMWKind,
    pointer: Value,
    scope: Scope,
    value: Value,
) -> Result<Value, MatchFailure> {
    let none = MemorySemantics::empty();
    let op = match kind {
        AtomicRMWKind::Addi => AtomicIAddOp::build(rw, loc, pointer, scope, none, value).op(),
        AtomicRMWKind::Andi => AtomicAndOp::build(rw, loc, pointer, scope, none, value).op(),
        AtomicRMWKind::Ori => AtomicOrOp::build(rw, loc, pointer, scope, none, value).op(),
        AtomicRMWKind::Xori => AtomicXorOp::build(rw, loc, pointer, scope, none, value).op(),
        AtomicRMWKind::Mins => AtomicSMinOp::build(rw, loc, pointer, scope, none, value).op(),
        AtomicRMWKind::Minu => AtomicUMinOp::build(rw, loc, pointer, scope, none, value).op(),
        AtomicRMWKind::Maxs => AtomicSMaxOp::build(rw, loc, pointer, scope, none, value).op(),
        AtomicRMWKind::Maxu => AtomicUMaxOp::build(rw, loc, pointer, scope, none, value).op(),
        AtomicRMWKind::Assign => AtomicExchangeOp::build(rw, loc, pointer, scope, none, value).op(),
        _ => return Err(MatchFailure("not an HLSL atomic kind")),
    };
    Ok(rw.ir().result(op, 0))
}

/// `hlsl.buffer.atomic_rmw` and `hlsl.texture.atomic_rmw`: the operands
/// are (value, handle, index or coordinate) in both.
pub fn lower_rmw<T>(
    Matched(lowering, _, op, loc, adaptor, rw): Matched<'_, '_, T>,
) -> RewriteResult {
    let ir = rw.ir();
    let (kind, original, value, member) = if let Some(rmw) = BufferAtomicRMWOp::cast(ir, op) {
        let member = rmw.member(ir).unwrap_or_default();
        (rmw.kind(ir), rmw.handle(ir), rmw.value(ir), member)
    } else {
        let rmw = TextureAtomicRMWOp::cast(ir, op).or_fail("not an hlsl atomic_rmw")?;
        (rmw.kind(ir), rmw.handle(ir), rmw.value(ir), Vec::new())
    };
    let ty = ir.value_type(value);
    let operands = (original, adaptor.operand(1), adaptor.operand(2));
    let Target { pointer, memory } = target(lowering, rw, loc, operands, &member)?;
    if is_float(rw, memory) && kind != AtomicRMWKind::Assign {
        return Err(MatchFailure("float atomics are exchanges"));
    }
    let value = to_memory(rw, loc, adaptor.operand(0), memory);
    let old = read_modify_write(rw, loc, kind, pointer, SCOPE, value)?;
    let old = from_memory(rw, loc, old, ty);
    replaced(rw, op, &[old])
}

/// `hlsl.buffer.atomic_cmpxchg` and `hlsl.texture.atomic_cmpxchg`: the
/// operands are (comparand, value, handle, index or coordinate) in both.
pub fn lower_cmpxchg<T>(
    Matched(lowering, _, op, loc, adaptor, rw): Matched<'_, '_, T>,
) -> RewriteResult {
    let ir = rw.ir();
    let (original, value, member) = if let Some(xchg) = BufferAtomicCmpXchgOp::cast(ir, op) {
        let member = xchg.member(ir).unwrap_or_default();
        (xchg.handle(ir), xchg.value(ir), member)
    } else {
        let xchg = TextureAtomicCmpXchgOp::cast(ir, op).or_fail("not an hlsl atomic_cmpxchg")?;
        (xchg.handle(ir), xchg.value(ir), Vec::new())
    };
    let ty = ir.value_type(value);
    let operands = (original, adaptor.operand(2), adaptor.operand(3));
    let Target { pointer, memory } = target(lowering, rw, loc, operands, &member)?;
    if is_float(rw, memory) {
        return Err(MatchFailure(
            "OpAtomicCompareExchange compares integers; a float member or texel has no integer view in logical addressing",
        ));
    }
    let comparand = to_memory(rw, loc, adaptor.operand(0), memory);
    let value = to_memory(rw, loc, adaptor.operand(1), memory);
    let none = MemorySemantics::empty();
    let old = AtomicCompareExchangeOp::build(rw, loc, pointer, SCOPE, none, none, value, comparand)
        .result(rw.ir());
    let old = from_memory(rw, loc, old, ty);
    replaced(rw, op, &[old])
}
