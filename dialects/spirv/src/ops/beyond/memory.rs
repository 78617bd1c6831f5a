//! Memory instructions MLIR 22 has no op for: `spirv.AtomicLoad` and
//! `spirv.AtomicStore` (in the syntax of MLIR's atomic ops), and
//! `spirv.ImageTexelPointer` (a pointer to a texel, for image atomics).

use shader_mlir::Context;
use shader_mlir::ir::{Type, Value};
use shader_mlir::op;
use spirv::{MemorySemantics, Op, Scope};

use super::super::encoding::Encoding;
use super::super::properties::{MemorySemanticsAttr, ScopeAttr};
use super::super::table::op_table;
use super::beyond_op;
use crate::types::PointerType;
use crate::types::constraints::{ANY_TYPE, POINTER};

/// The pointee of a pointer type (`none` for other types, which the
/// operand's constraint rejects first).
fn pointee(ctx: &Context, ty: Type) -> Type {
    PointerType::of(ctx, ty).map_or(ctx.common().none, |p| p.pointee)
}

/// Atomically load through a pointer.
///
/// `%v = spirv.AtomicLoad <Device> <Acquire> %ptr : !spirv.ptr<i32, StorageBuffer>`.
#[op(
    "spirv.AtomicLoad",
    traits = [TypesMatchWith("`result` type matches pointee type of `pointer`", pointer, result, pointee)],
    ext = Encoding::Core(Op::AtomicLoad)
)]
#[format("$memory_scope $semantics operands attr-dict `:` type($pointer)")]
pub struct AtomicLoadOp {
    #[operand(POINTER)]
    pointer: Value,
    #[property(ScopeAttr)]
    memory_scope: Scope,
    #[property(MemorySemanticsAttr)]
    semantics: MemorySemantics,
    #[result(ANY_TYPE)]
    result: Value,
}

/// Atomically store through a pointer.
///
/// `spirv.AtomicStore <Device> <Release> %ptr, %v : !spirv.ptr<i32, StorageBuffer>`.
#[op(
    "spirv.AtomicStore",
    traits = [TypesMatchWith("`value` type matches pointee type of `pointer`", pointer, value, pointee)],
    ext = Encoding::Core(Op::AtomicStore)
)]
#[format("$memory_scope $semantics operands attr-dict `:` type($pointer)")]
pub struct AtomicStoreOp {
    #[operand(POINTER)]
    pointer: Value,
    #[property(ScopeAttr)]
    memory_scope: Scope,
    #[property(MemorySemanticsAttr)]
    semantics: MemorySemantics,
    #[operand(ANY_TYPE)]
    value: Value,
}

op_table! { beyond_op[Encoding::Core, Op], by_hand [AtomicLoadOp, AtomicStoreOp];
    pure ImageTexelPointerOp = "spirv.ImageTexelPointer" (ImageTexelPointer, (image: POINTER, coordinate: ANY_TYPE, sample: ANY_TYPE) -> POINTER) "A pointer to a texel of an image (of storage class `Image`), for atomic operations on it.";
}
