//! Atomic ops: `spirv.AtomicIAdd`, `AtomicISub`, `AtomicAnd`/`Or`/`Xor`,
//! `AtomicSMin`/`SMax`/`UMin`/`UMax`, `AtomicIIncrement`/`IDecrement`,
//! `AtomicExchange`, `AtomicCompareExchange`(`Weak`) and `spirv.EXT.AtomicFAdd`.
//!
//! Mirrors MLIR 22's `SPIRVAtomicOps.td` and `AtomicOps.cpp`
//! (<https://mlir.llvm.org/docs/Dialects/SPIR-V/#atomic-ops>): the scope and
//! semantics are inherent enum attributes written stripped,
//! `%r = spirv.AtomicIAdd <Device> <AcquireRelease> %ptr, %v : !spirv.ptr<i32, StorageBuffer>`.

use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::dialect::Traits;
use shader_mlir::ir::{Ir, OpId, Value};
use spirv::{MemorySemantics, Op};

use super::family::Encoding;
use super::format::Format;
use super::ods::{EnumSlot, Pred, Signature};
use super::operand_types::{FLOAT, INT, NUMERICAL, POINTER};
use crate::attributes::{EnumAttr, EnumKind};
use crate::slots;
use crate::types::PointerType;

/// `SPIRV_AtomicUpdateOp` / `...WithValueOp`: one scope and one semantics.
const UPDATE_ATTRS: &[EnumSlot] = &[
    EnumSlot::required("memory_scope", EnumKind::Scope),
    EnumSlot::required("semantics", EnumKind::MemorySemantics),
];
const UPDATE_PROPERTIES: &[&str] = &["memory_scope", "semantics"];

/// The compare-exchange ops: one scope and two semantics.
const COMPARE_ATTRS: &[EnumSlot] = &[
    EnumSlot::required("memory_scope", EnumKind::Scope),
    EnumSlot::required("equal_semantics", EnumKind::MemorySemantics),
    EnumSlot::required("unequal_semantics", EnumKind::MemorySemantics),
];
const COMPARE_PROPERTIES: &[&str] = &["equal_semantics", "memory_scope", "unequal_semantics"];

fn pointee_matches(ir: &Ir, op: OpId, value: Value) -> bool {
    let pointer = ir.value_type(ir.operand(op, 0));
    PointerType::of(ir.ctx(), pointer).is_some_and(|p| p.pointee == ir.value_type(value))
}

const VALUE_MATCHES: Pred = Pred::Holds {
    summary: "`value` type matches pointee type of `pointer`",
    check: |ir, op| pointee_matches(ir, op, ir.operand(op, 1)),
};
const COMPARATOR_MATCHES: Pred = Pred::Holds {
    summary: "`comparator` type matches pointee type of `pointer`",
    check: |ir, op| pointee_matches(ir, op, ir.operand(op, 2)),
};
const RESULT_MATCHES: Pred = Pred::Holds {
    summary: "`result` type matches pointee type of `pointer`",
    check: |ir, op| pointee_matches(ir, op, ir.result(op, 0)),
};

const UPDATE: Signature = Signature::new(slots![pointer: POINTER], slots![result: INT])
    .attrs(UPDATE_ATTRS, UPDATE_PROPERTIES)
    .preds(&[RESULT_MATCHES])
    .verify(verify_update);

const UPDATE_WITH_VALUE: Signature =
    Signature::new(slots![pointer: POINTER, value: INT], slots![result: INT])
        .attrs(UPDATE_ATTRS, UPDATE_PROPERTIES)
        .preds(&[VALUE_MATCHES, RESULT_MATCHES])
        .verify(verify_update);

const EXCHANGE: Signature = Signature::new(
    slots![pointer: POINTER, value: NUMERICAL],
    slots![result: NUMERICAL],
)
.attrs(UPDATE_ATTRS, UPDATE_PROPERTIES)
.preds(&[VALUE_MATCHES, RESULT_MATCHES]);

const COMPARE_EXCHANGE: Signature = Signature::new(
    slots![pointer: POINTER, value: INT, comparator: INT],
    slots![result: INT],
)
.attrs(COMPARE_ATTRS, COMPARE_PROPERTIES)
.preds(&[RESULT_MATCHES, VALUE_MATCHES, COMPARATOR_MATCHES]);

const FLOAT_ADD: Signature = Signature::new(
    slots![pointer: POINTER, value: FLOAT],
    slots![result: FLOAT],
)
.attrs(UPDATE_ATTRS, UPDATE_PROPERTIES)
.preds(&[RESULT_MATCHES, VALUE_MATCHES])
.verify(verify_update);

const UPDATE_FORMAT: Format = Format::Atomic {
    semantics: &["semantics"],
    values: 0,
};
const UPDATE_WITH_VALUE_FORMAT: Format = Format::Atomic {
    semantics: &["semantics"],
    values: 1,
};
const COMPARE_FORMAT: Format = Format::Atomic {
    semantics: &["equal_semantics", "unequal_semantics"],
    values: 2,
};

const NONE: Traits = Traits::empty();

crate::family! {
    OPS, ROWS;
    "spirv.AtomicAnd" => Encoding::Core(Op::AtomicAnd), NONE,
        "Perform the following steps atomically with respect to any other atomic accesses within Scope to the \
         same location: load, bitwise AND with Value, store; the result is the original value.",
        UPDATE_WITH_VALUE, UPDATE_WITH_VALUE_FORMAT;
    "spirv.AtomicCompareExchange" => Encoding::Core(Op::AtomicCompareExchange), NONE,
        "Perform the following steps atomically with respect to any other atomic accesses within Scope to the \
         same location: load, store Value if the original value equals Comparator; the result is the original \
         value.",
        COMPARE_EXCHANGE, COMPARE_FORMAT;
    "spirv.AtomicCompareExchangeWeak" => Encoding::Core(Op::AtomicCompareExchangeWeak), NONE,
        "Deprecated (use OpAtomicCompareExchange).", COMPARE_EXCHANGE, COMPARE_FORMAT;
    "spirv.AtomicExchange" => Encoding::Core(Op::AtomicExchange), NONE,
        "Perform the following steps atomically with respect to any other atomic accesses within Scope to the \
         same location: load, store Value; the result is the original value.",
        EXCHANGE, UPDATE_WITH_VALUE_FORMAT;
    "spirv.AtomicIAdd" => Encoding::Core(Op::AtomicIAdd), NONE,
        "Perform the following steps atomically with respect to any other atomic accesses within Scope to the \
         same location: load, integer addition of Value, store; the result is the original value.",
        UPDATE_WITH_VALUE, UPDATE_WITH_VALUE_FORMAT;
    "spirv.AtomicIDecrement" => Encoding::Core(Op::AtomicIDecrement), NONE,
        "Perform the following steps atomically with respect to any other atomic accesses within Scope to the \
         same location: load, subtract 1, store; the result is the original value.",
        UPDATE, UPDATE_FORMAT;
    "spirv.AtomicIIncrement" => Encoding::Core(Op::AtomicIIncrement), NONE,
        "Perform the following steps atomically with respect to any other atomic accesses within Scope to the \
         same location: load, add 1, store; the result is the original value.",
        UPDATE, UPDATE_FORMAT;
    "spirv.AtomicISub" => Encoding::Core(Op::AtomicISub), NONE,
        "Perform the following steps atomically with respect to any other atomic accesses within Scope to the \
         same location: load, integer subtraction of Value, store; the result is the original value.",
        UPDATE_WITH_VALUE, UPDATE_WITH_VALUE_FORMAT;
    "spirv.AtomicOr" => Encoding::Core(Op::AtomicOr), NONE,
        "Perform the following steps atomically with respect to any other atomic accesses within Scope to the \
         same location: load, bitwise OR with Value, store; the result is the original value.",
        UPDATE_WITH_VALUE, UPDATE_WITH_VALUE_FORMAT;
    "spirv.AtomicSMax" => Encoding::Core(Op::AtomicSMax), NONE,
        "Perform the following steps atomically with respect to any other atomic accesses within Scope to the \
         same location: load, signed maximum with Value, store; the result is the original value.",
        UPDATE_WITH_VALUE, UPDATE_WITH_VALUE_FORMAT;
    "spirv.AtomicSMin" => Encoding::Core(Op::AtomicSMin), NONE,
        "Perform the following steps atomically with respect to any other atomic accesses within Scope to the \
         same location: load, signed minimum with Value, store; the result is the original value.",
        UPDATE_WITH_VALUE, UPDATE_WITH_VALUE_FORMAT;
    "spirv.AtomicUMax" => Encoding::Core(Op::AtomicUMax), NONE,
        "Perform the following steps atomically with respect to any other atomic accesses within Scope to the \
         same location: load, unsigned maximum with Value, store; the result is the original value.",
        UPDATE_WITH_VALUE, UPDATE_WITH_VALUE_FORMAT;
    "spirv.AtomicUMin" => Encoding::Core(Op::AtomicUMin), NONE,
        "Perform the following steps atomically with respect to any other atomic accesses within Scope to the \
         same location: load, unsigned minimum with Value, store; the result is the original value.",
        UPDATE_WITH_VALUE, UPDATE_WITH_VALUE_FORMAT;
    "spirv.AtomicXor" => Encoding::Core(Op::AtomicXor), NONE,
        "Perform the following steps atomically with respect to any other atomic accesses within Scope to the \
         same location: load, bitwise exclusive OR with Value, store; the result is the original value.",
        UPDATE_WITH_VALUE, UPDATE_WITH_VALUE_FORMAT;
    "spirv.EXT.AtomicFAdd" => Encoding::Core(Op::AtomicFAddEXT), NONE,
        "Perform the following steps atomically with respect to any other atomic accesses within Scope to the \
         same location: load, float addition of Value, store; the result is the original value.",
        FLOAT_ADD, UPDATE_WITH_VALUE_FORMAT;
}

/// MLIR's `verifyMemorySemantics`: at most one of the four ordering bits.
pub fn verify_memory_semantics(ir: &Ir, op: OpId, semantics: u32) -> Result<(), Diagnostic> {
    let ordering = (MemorySemantics::ACQUIRE
        | MemorySemantics::RELEASE
        | MemorySemantics::ACQUIRE_RELEASE
        | MemorySemantics::SEQUENTIALLY_CONSISTENT)
        .bits();
    if (semantics & ordering).count_ones() > 1 {
        return Err(ir.error_at(
            ir.op_loc(op),
            "expected at most one of these four memory constraints to be set: `Acquire`, `Release`,\
             `AcquireRelease` or `SequentiallyConsistent`",
        ));
    }
    Ok(())
}

/// MLIR's `verifyAtomicUpdateOp`: the semantics' ordering bits (the pointee
/// type is already checked by the constraints and `TypesMatchWith`).
fn verify_update(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let semantics = ir
        .attr_or_prop(op, "semantics")
        .and_then(|a| EnumAttr::of(ir.ctx(), a));
    match semantics {
        Some(semantics) => verify_memory_semantics(ir, op, semantics.value),
        None => Ok(()),
    }
}
