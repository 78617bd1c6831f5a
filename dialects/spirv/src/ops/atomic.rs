//! Atomic ops: `spirv.AtomicIAdd`, `AtomicISub`, `AtomicAnd`/`Or`/`Xor`,
//! `AtomicSMin`/`SMax`/`UMin`/`UMax`, `AtomicIIncrement`/`IDecrement`,
//! `AtomicExchange`, `AtomicCompareExchange`(`Weak`) and `spirv.EXT.AtomicFAdd`.
//!
//! Mirrors MLIR 22's `SPIRVAtomicOps.td` and `AtomicOps.cpp`
//! (<https://mlir.llvm.org/docs/Dialects/SPIR-V/#atomic-ops>): the scope and
//! semantics are inherent enum attributes written stripped,
//! `%r = spirv.AtomicIAdd <Device> <AcquireRelease> %ptr, %v : !spirv.ptr<i32, StorageBuffer>`,
//! and the values' types are the pointer's pointee type.

use shader_mlir::Context;
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Ir, OpId, Type, Value};
use shader_mlir::op;
use spirv::{MemorySemantics, Op, Scope};

use super::barrier::verify_memory_semantics;
use super::encoding::Encoding;
use super::properties::{MemorySemanticsAttr, ScopeAttr};
use super::table::op_table;
use crate::types::PointerType;
use crate::types::constraints::{FLOAT, INT, NUMERICAL, POINTER};

/// The pointee type of a pointer (`none` for anything else, which the
/// pointer's constraint rejects first).
pub(super) fn pointee(ctx: &Context, ty: Type) -> Type {
    PointerType::of(ctx, ty).map_or(ctx.common().none, |p| p.pointee)
}

// The op classes of `SPIRVAtomicOps.td` (`SPIRV_AtomicUpdateOp`,
// `SPIRV_AtomicUpdateWithValueOp`, the compare-exchange ops) as one
// `macro_rules!`, with the atomic loads and stores MLIR 22 lacks
// (`beyond::memory`).
macro_rules! atomic_op {
    // The shape they share: the pointer and the memory scope, then `fields`.
    (@op $(#[$doc:meta])* $ty:ident = $name:literal => $opcode:ident, [$($options:tt)*],
        $format:literal, { $($fields:tt)* }) => {
        $(#[$doc])*
        #[op($name, ext = Encoding::Core(Op::$opcode), $($options)*)]
        #[format($format)]
        pub struct $ty {
            #[operand(POINTER)]
            pointer: Value,
            #[property(ScopeAttr)]
            memory_scope: Scope,
            $($fields)*
        }
    };
    // `$memory_scope $semantics operands attr-dict : type($pointer)`: one
    // semantics, then `fields`.
    (@semantics $(#[$doc:meta])* $ty:ident = $name:literal => $opcode:ident, [$($options:tt)*],
        { $($fields:tt)* }) => {
        $crate::ops::atomic::atomic_op!(@op $(#[$doc])* $ty = $name => $opcode, [$($options)*],
            "$memory_scope $semantics operands attr-dict `:` type($pointer)",
            { #[property(MemorySemanticsAttr)] semantics: MemorySemantics, $($fields)* });
    };
    // `SPIRV_AtomicUpdateOp`, and the atomic load: a result of the pointee type.
    (update $(#[$doc:meta])* $ty:ident = $name:literal => $opcode:ident) => {
        $crate::ops::atomic::atomic_op!(@read $(#[$doc])* $ty = $name => $opcode, INT, verify = verify_update);
    };
    (load $(#[$doc:meta])* $ty:ident = $name:literal => $opcode:ident) => {
        $crate::ops::atomic::atomic_op!(@read $(#[$doc])* $ty = $name => $opcode, ANY_TYPE);
    };
    (@read $(#[$doc:meta])* $ty:ident = $name:literal => $opcode:ident, $c:ident $(, $hook:ident = $f:path)?) => {
        $crate::ops::atomic::atomic_op!(@semantics $(#[$doc])* $ty = $name => $opcode,
            [traits = [TypesMatchWith("`result` type matches pointee type of `pointer`", pointer, result, pointee)]
                $(, $hook = $f)?],
            { #[result($c)] result: Value, });
    };
    // The atomic store: a value of the pointee type.
    (store $(#[$doc:meta])* $ty:ident = $name:literal => $opcode:ident) => {
        $crate::ops::atomic::atomic_op!(@semantics $(#[$doc])* $ty = $name => $opcode,
            [traits = [TypesMatchWith("`value` type matches pointee type of `pointer`", pointer, value, pointee)]],
            { #[operand(ANY_TYPE)] value: Value, });
    };
    // `SPIRV_AtomicUpdateWithValueOp` over `$c`.
    (with_value $(#[$doc:meta])* $ty:ident = $name:literal => $opcode:ident, $c:ident,
        [$($check:tt)*] $(, verify = $verify:path)?) => {
        $crate::ops::atomic::atomic_op!(@semantics $(#[$doc])* $ty = $name => $opcode,
            [traits = [$($check)*] $(, verify = $verify)?],
            { #[operand($c)] value: Value, #[result($c)] result: Value, });
    };
    (int $(#[$doc:meta])* $ty:ident = $name:literal => $opcode:ident) => {
        $crate::ops::atomic::atomic_op!(with_value $(#[$doc])* $ty = $name => $opcode, INT, [
            TypesMatchWith("`value` type matches pointee type of `pointer`", pointer, value, pointee),
            TypesMatchWith("`result` type matches pointee type of `pointer`", pointer, result, pointee)
        ], verify = verify_update);
    };
    // The compare-exchange ops: one scope, two semantics, a value and a comparator.
    (compare $(#[$doc:meta])* $ty:ident = $name:literal => $opcode:ident) => {
        $crate::ops::atomic::atomic_op!(@op $(#[$doc])* $ty = $name => $opcode, [
            traits = [
                TypesMatchWith("`result` type matches pointee type of `pointer`", pointer, result, pointee),
                TypesMatchWith("`value` type matches pointee type of `pointer`", pointer, value, pointee),
                TypesMatchWith("`comparator` type matches pointee type of `pointer`", pointer, comparator, pointee)
            ]],
            "$memory_scope $equal_semantics $unequal_semantics operands attr-dict `:` type($pointer)",
            {
                #[property(MemorySemanticsAttr)]
                equal_semantics: MemorySemantics,
                #[property(MemorySemanticsAttr)]
                unequal_semantics: MemorySemantics,
                #[operand(INT)]
                value: Value,
                #[operand(INT)]
                comparator: Value,
                #[result(INT)]
                result: Value,
            });
    };
}
pub(super) use atomic_op;

op_table! { atomic_op;
    int AtomicAndOp = "spirv.AtomicAnd" (AtomicAnd) "Perform the following steps atomically with respect to any other atomic accesses within Scope to the same location: load, bitwise AND with Value, store; the result is the original value.";
    compare AtomicCompareExchangeOp = "spirv.AtomicCompareExchange" (AtomicCompareExchange) "Perform the following steps atomically with respect to any other atomic accesses within Scope to the same location: load, store Value if the original value equals Comparator; the result is the original value.";
    compare AtomicCompareExchangeWeakOp = "spirv.AtomicCompareExchangeWeak" (AtomicCompareExchangeWeak) "Deprecated (use OpAtomicCompareExchange).";
    with_value AtomicExchangeOp = "spirv.AtomicExchange" (AtomicExchange, NUMERICAL, [ TypesMatchWith("`value` type matches pointee type of `pointer`", pointer, value, pointee), TypesMatchWith("`result` type matches pointee type of `pointer`", pointer, result, pointee) ]) "Perform the following steps atomically with respect to any other atomic accesses within Scope to the same location: load, store Value; the result is the original value.";
    int AtomicIAddOp = "spirv.AtomicIAdd" (AtomicIAdd) "Perform the following steps atomically with respect to any other atomic accesses within Scope to the same location: load, integer addition of Value, store; the result is the original value.";
    update AtomicIDecrementOp = "spirv.AtomicIDecrement" (AtomicIDecrement) "Perform the following steps atomically with respect to any other atomic accesses within Scope to the same location: load, subtract 1, store; the result is the original value.";
    update AtomicIIncrementOp = "spirv.AtomicIIncrement" (AtomicIIncrement) "Perform the following steps atomically with respect to any other atomic accesses within Scope to the same location: load, add 1, store; the result is the original value.";
    int AtomicISubOp = "spirv.AtomicISub" (AtomicISub) "Perform the following steps atomically with respect to any other atomic accesses within Scope to the same location: load, integer subtraction of Value, store; the result is the original value.";
    int AtomicOrOp = "spirv.AtomicOr" (AtomicOr) "Perform the following steps atomically with respect to any other atomic accesses within Scope to the same location: load, bitwise OR with Value, store; the result is the original value.";
    int AtomicSMaxOp = "spirv.AtomicSMax" (AtomicSMax) "Perform the following steps atomically with respect to any other atomic accesses within Scope to the same location: load, signed maximum with Value, store; the result is the original value.";
    int AtomicSMinOp = "spirv.AtomicSMin" (AtomicSMin) "Perform the following steps atomically with respect to any other atomic accesses within Scope to the same location: load, signed minimum with Value, store; the result is the original value.";
    int AtomicUMaxOp = "spirv.AtomicUMax" (AtomicUMax) "Perform the following steps atomically with respect to any other atomic accesses within Scope to the same location: load, unsigned maximum with Value, store; the result is the original value.";
    int AtomicUMinOp = "spirv.AtomicUMin" (AtomicUMin) "Perform the following steps atomically with respect to any other atomic accesses within Scope to the same location: load, unsigned minimum with Value, store; the result is the original value.";
    int AtomicXorOp = "spirv.AtomicXor" (AtomicXor) "Perform the following steps atomically with respect to any other atomic accesses within Scope to the same location: load, bitwise exclusive OR with Value, store; the result is the original value.";
    with_value EXTAtomicFAddOp = "spirv.EXT.AtomicFAdd" (AtomicFAddEXT, FLOAT, [ TypesMatchWith("`result` type matches pointee type of `pointer`", pointer, result, pointee), TypesMatchWith("`value` type matches pointee type of `pointer`", pointer, value, pointee) ], verify = verify_update) "Perform the following steps atomically with respect to any other atomic accesses within Scope to the same location: load, float addition of Value, store; the result is the original value.";
}

/// MLIR's `verifyAtomicUpdateOp`: the semantics' ordering bits (the pointee
/// type is already checked by the constraints and `TypesMatchWith`).
fn verify_update(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let semantics = ir
        .prop(op, "semantics")
        .and_then(|a| crate::attributes::EnumAttr::value::<MemorySemantics>(ir.ctx(), a));
    match semantics {
        Some(semantics) => verify_memory_semantics(ir, op, semantics),
        None => Ok(()),
    }
}
