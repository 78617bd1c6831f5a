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
fn pointee(ctx: &Context, ty: Type) -> Type {
    PointerType::of(ctx, ty).map_or(ctx.common().none, |p| p.pointee)
}

// The op classes of `SPIRVAtomicOps.td` (`SPIRV_AtomicUpdateOp`,
// `SPIRV_AtomicUpdateWithValueOp`, the compare-exchange ops) as one
// `macro_rules!`.
macro_rules! atomic_op {
    // `SPIRV_AtomicUpdateOp`: `$memory_scope $semantics operands attr-dict : type($pointer)`.
    (update $(#[$doc:meta])* $ty:ident = $name:literal => $opcode:ident) => {
        $(#[$doc])*
        #[op($name,
            traits = [TypesMatchWith("`result` type matches pointee type of `pointer`", pointer, result, pointee)],
            ext = Encoding::Core(Op::$opcode), verify = verify_update)]
        #[format("$memory_scope $semantics operands attr-dict `:` type($pointer)")]
        pub struct $ty {
            #[operand(POINTER)]
            pointer: Value,
            #[property(ScopeAttr)]
            memory_scope: Scope,
            #[property(MemorySemanticsAttr)]
            semantics: MemorySemantics,
            #[result(INT)]
            result: Value,
        }
    };
    // `SPIRV_AtomicUpdateWithValueOp` over `$c`.
    (with_value $(#[$doc:meta])* $ty:ident = $name:literal => $opcode:ident, $c:ident,
        [$($check:tt)*] $(, verify = $verify:path)?) => {
        $(#[$doc])*
        #[op($name, traits = [$($check)*], ext = Encoding::Core(Op::$opcode) $(, verify = $verify)?)]
        #[format("$memory_scope $semantics operands attr-dict `:` type($pointer)")]
        pub struct $ty {
            #[operand(POINTER)]
            pointer: Value,
            #[property(ScopeAttr)]
            memory_scope: Scope,
            #[property(MemorySemanticsAttr)]
            semantics: MemorySemantics,
            #[operand($c)]
            value: Value,
            #[result($c)]
            result: Value,
        }
    };
    (int $(#[$doc:meta])* $ty:ident = $name:literal => $opcode:ident) => {
        atomic_op!(with_value $(#[$doc])* $ty = $name => $opcode, INT, [
            TypesMatchWith("`value` type matches pointee type of `pointer`", pointer, value, pointee),
            TypesMatchWith("`result` type matches pointee type of `pointer`", pointer, result, pointee)
        ], verify = verify_update);
    };
    // The compare-exchange ops: one scope, two semantics, a value and a comparator.
    (compare $(#[$doc:meta])* $ty:ident = $name:literal => $opcode:ident) => {
        $(#[$doc])*
        #[op($name,
            traits = [
                TypesMatchWith("`result` type matches pointee type of `pointer`", pointer, result, pointee),
                TypesMatchWith("`value` type matches pointee type of `pointer`", pointer, value, pointee),
                TypesMatchWith("`comparator` type matches pointee type of `pointer`", pointer, comparator, pointee)
            ],
            ext = Encoding::Core(Op::$opcode))]
        #[format("$memory_scope $equal_semantics $unequal_semantics operands attr-dict `:` type($pointer)")]
        pub struct $ty {
            #[operand(POINTER)]
            pointer: Value,
            #[property(ScopeAttr)]
            memory_scope: Scope,
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
        }
    };
}

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
