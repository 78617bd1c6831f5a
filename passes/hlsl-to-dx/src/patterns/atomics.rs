//! Resource atomics: `hlsl.buffer.atomic_*` and `hlsl.texture.atomic_*`
//! become `dx.resource.atomicrmw` / `dx.resource.cmpxchg`, an `atomicrmw`
//! or `cmpxchg` on the pointer `llvm.dx.resource.getpointer` gives
//! (<https://llvm.org/docs/DirectX/DXILResources.html>). Buffers are
//! addressed as their loads are (buffers.rs): the element index (the byte
//! offset for byte-address buffers) and, for a structured member, its byte
//! offset in the element. The kinds map to LLVM's `atomicrmw` operations
//! (`addi` -> `add`, `mins` -> `min`, `minu` -> `umin`, `assign` -> `xchg`,
//! ...). A float compare-exchange (`InterlockedCompareExchangeFloatBitwise`)
//! compares bits, so its floats move as `i32` through `arith.bitcast`.

use shader_mlir::conversion::ConversionRewriter;
use shader_mlir::ir::{Location, OpId, TypeKind, Value};
use shader_mlir::rewrite::{MatchFailure, RewriteResult};

use dialect_arith::BitcastOp;
use dialect_dx::ops::{AtomicBinOp, ResourceAtomicRMWOp, ResourceCmpXchgOp};
use dialect_hlsl::ops::{
    BufferAtomicCmpXchgOp, BufferAtomicRMWOp, TextureAtomicCmpXchgOp, TextureAtomicRMWOp,
};
use dialect_memref::AtomicRMWKind;

use super::buffers::access;
use super::{Lowering, replace_with, replaced};

/// LLVM's `atomicrmw` operation for an HLSL atomic kind.
fn operation(kind: AtomicRMWKind) -> Result<AtomicBinOp, MatchFailure> {
    Ok(match kind {
        AtomicRMWKind::Addi => AtomicBinOp::Add,
        AtomicRMWKind::Andi => AtomicBinOp::And,
        AtomicRMWKind::Ori => AtomicBinOp::Or,
        AtomicRMWKind::Xori => AtomicBinOp::Xor,
        AtomicRMWKind::Mins => AtomicBinOp::Min,
        AtomicRMWKind::Maxs => AtomicBinOp::Max,
        AtomicRMWKind::Minu => AtomicBinOp::UMin,
        AtomicRMWKind::Maxu => AtomicBinOp::UMax,
        AtomicRMWKind::Assign => AtomicBinOp::Xchg,
        _ => return Err(MatchFailure("not an HLSL atomic kind")),
    })
}

/// The member offset as the op's property: absent when 0.
fn member_offset(offset: i32) -> Option<i32> {
    (offset != 0).then_some(offset)
}

fn rmw(
    rw: &mut ConversionRewriter<'_>,
    op: OpId,
    loc: Location,
    kind: AtomicRMWKind,
    (value, handle, index): (Value, Value, Value),
    offset: i32,
) -> RewriteResult {
    let new = ResourceAtomicRMWOp::build(
        rw,
        loc,
        operation(kind)?,
        value,
        handle,
        index,
        member_offset(offset),
    );
    replace_with(rw, op, new.op())
}

/// `value` as `i32` bits when it is a float.
fn as_bits(rw: &mut ConversionRewriter<'_>, loc: Location, value: Value) -> Value {
    let ty = rw.ir().value_type(value);
    if !matches!(rw.ctx().type_kind(ty), TypeKind::Float(_)) {
        return value;
    }
    let i32 = rw.ctx().common().i32;
    BitcastOp::build(rw, loc, i32, value).out(rw.ir())
}

fn cmpxchg(
    rw: &mut ConversionRewriter<'_>,
    op: OpId,
    loc: Location,
    (comparand, value, handle, index): (Value, Value, Value, Value),
    offset: i32,
) -> RewriteResult {
    let ty = rw.ir().value_type(value);
    let comparand = as_bits(rw, loc, comparand);
    let value = as_bits(rw, loc, value);
    let new = ResourceCmpXchgOp::build(
        rw,
        loc,
        comparand,
        value,
        handle,
        index,
        member_offset(offset),
    );
    let mut result = new.result(rw.ir());
    if rw.ir().value_type(result) != ty {
        result = BitcastOp::build(rw, loc, ty, result).out(rw.ir());
    }
    replaced(rw, op, &[result])
}

pub(crate) fn buffer_rmw(
    Lowering(atomic, op, loc, adaptor, rw): Lowering<'_, '_, BufferAtomicRMWOp>,
) -> RewriteResult {
    let ir = rw.ir();
    let kind = atomic.kind(ir);
    let (_, offset) = access(rw, atomic.handle(ir), atomic.member(ir).as_deref())?;
    let operands = (adaptor.operand(0), adaptor.operand(1), adaptor.operand(2));
    rmw(rw, op, loc, kind, operands, offset)
}

pub(crate) fn buffer_cmpxchg(
    Lowering(atomic, op, loc, adaptor, rw): Lowering<'_, '_, BufferAtomicCmpXchgOp>,
) -> RewriteResult {
    let ir = rw.ir();
    let (_, offset) = access(rw, atomic.handle(ir), atomic.member(ir).as_deref())?;
    let operands = (
        adaptor.operand(0),
        adaptor.operand(1),
        adaptor.operand(2),
        adaptor.operand(3),
    );
    cmpxchg(rw, op, loc, operands, offset)
}

pub(crate) fn texture_rmw(
    Lowering(atomic, op, loc, adaptor, rw): Lowering<'_, '_, TextureAtomicRMWOp>,
) -> RewriteResult {
    let kind = atomic.kind(rw.ir());
    let operands = (adaptor.operand(0), adaptor.operand(1), adaptor.operand(2));
    rmw(rw, op, loc, kind, operands, 0)
}

pub(crate) fn texture_cmpxchg(
    Lowering(_, op, loc, adaptor, rw): Lowering<'_, '_, TextureAtomicCmpXchgOp>,
) -> RewriteResult {
    let operands = (
        adaptor.operand(0),
        adaptor.operand(1),
        adaptor.operand(2),
        adaptor.operand(3),
    );
    cmpxchg(rw, op, loc, operands, 0)
}
