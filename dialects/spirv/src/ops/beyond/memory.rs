//! Memory instructions MLIR 22 has no op for: `spirv.AtomicLoad` and
//! `spirv.AtomicStore`, of the class of MLIR's atomic ops (`atomic::atomic_op!`)
//! and in their syntax
//! (`%v = spirv.AtomicLoad <Device> <Acquire> %ptr : !spirv.ptr<i32, StorageBuffer>`,
//! `spirv.AtomicStore <Device> <Release> %ptr, %v : !spirv.ptr<i32, StorageBuffer>`),
//! and `spirv.ImageTexelPointer` (a pointer to a texel, for image atomics).

use shader_mlir::ir::Value;
use shader_mlir::op;
use spirv::{MemorySemantics, Op, Scope};

use super::super::atomic::{atomic_op, pointee};
use super::super::encoding::Encoding;
use super::super::properties::{MemorySemanticsAttr, ScopeAttr};
use super::super::table::op_table;
use super::beyond_op;
use crate::types::constraints::{ANY_TYPE, POINTER};

// The atomic loads and stores are atomic ops; the others `beyond_op!`s.
macro_rules! memory_op {
    (load $($rest:tt)*) => {
        atomic_op!(load $($rest)*);
    };
    (store $($rest:tt)*) => {
        atomic_op!(store $($rest)*);
    };
    ($kind:ident $($rest:tt)*) => {
        beyond_op!([Encoding::Core, Op] $kind $($rest)*);
    };
}

op_table! { memory_op;
    load AtomicLoadOp = "spirv.AtomicLoad" (AtomicLoad) "Atomically load through a pointer.";
    store AtomicStoreOp = "spirv.AtomicStore" (AtomicStore) "Atomically store through a pointer.";
    pure ImageTexelPointerOp = "spirv.ImageTexelPointer" (ImageTexelPointer, (image: POINTER, coordinate: ANY_TYPE, sample: ANY_TYPE) -> POINTER) "A pointer to a texel of an image (of storage class `Image`), for atomic operations on it.";
}
