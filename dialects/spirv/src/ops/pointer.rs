//! Physical and generic pointer ops: `spirv.PtrAccessChain`,
//! `spirv.InBoundsPtrAccessChain`, the pointer-integer conversions
//! `spirv.ConvertPtrToU` / `spirv.ConvertUToPtr`, and the generic storage
//! class casts `spirv.PtrCastToGeneric`, `spirv.GenericCastToPtr` and
//! `spirv.GenericCastToPtrExplicit`.
//!
//! Mirrors MLIR 22's definitions in `SPIRVMemoryOps.td` and
//! `SPIRVCastOps.td` and their verifiers (`MemoryOps.cpp`, `CastOps.cpp`;
//! <https://mlir.llvm.org/docs/Dialects/SPIR-V/#memory-ops>), with
//! upstream's syntax, including the pointer access chains' unseparated
//! element and indices (`spirv.PtrAccessChain %p[%e %i, %j] : ...`).
//! `OpGenericCastToPtrExplicit` writes the result's storage class as its
//! last operand; the serializer takes it from the result type, as MLIR's
//! hand-written serializer does.

use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Ir, OpId, Signedness, TypeKind, Value};
use shader_mlir::op;
use spirv::{AddressingModel, Op, StorageClass};

use super::encoding::Encoding;
use super::memory::verify_chain;
use super::structure::ModuleOp;
use super::table::op_table;
use crate::ops::verify::verify_checks;
use crate::support::quoted;
use crate::types::PointerType;
use crate::types::constraints::{INT, POINTER};

// The pointer op classes: `cast`, the casts between pointers, and between
// pointers and integers (`$x attr-dict : type($x) to type($result)`), and
// `access_chain`, the two pointer access chains (`OpPtrAccessChain`,
// `OpInBoundsPtrAccessChain`: a base pointer, the element index into it as
// an array, then the indices into the element).
macro_rules! pointer_op {
    (cast $(#[$doc:meta])* $ty:ident = $name:literal => $opcode:ident, $operand:ident: $from:ident -> $to:ident,
        [$($t:ident),*], $verify:path) => {
        $(#[$doc])*
        #[op($name, traits = [$($t),*], ext = Encoding::Core(Op::$opcode), verify = $verify)]
        #[format("operands attr-dict `:` type(operands) `to` type($result)")]
        pub struct $ty {
            #[operand($from)]
            $operand: Value,
            #[result($to)]
            result: Value,
        }
    };
    (access_chain $(#[$doc:meta])* $ty:ident = $name:literal => $opcode:ident) => {
        $(#[$doc])*
        #[op($name, traits = [Pure], ext = Encoding::Core(Op::$opcode), verify = verify_ptr_access_chain)]
        #[format("$base_ptr `[` $element ($indices^)? `]` attr-dict `:` type($base_ptr) `,` \
                  type($element) (`,` type($indices)^)? `->` type($result)")]
        pub struct $ty {
            #[operand(POINTER)]
            base_ptr: Value,
            #[operand(INT)]
            element: Value,
            #[operand(INT)]
            indices: Vec<Value>,
            #[result(POINTER)]
            result: Value,
        }
    };
}

op_table! { pointer_op;
    cast ConvertPtrToUOp = "spirv.ConvertPtrToU" (ConvertPtrToU, pointer: POINTER -> INT, [], verify_ptr_to_u) "Bit pattern-preserving conversion of a pointer to an unsigned scalar integer of possibly different bit width.";
    cast ConvertUToPtrOp = "spirv.ConvertUToPtr" (ConvertUToPtr, operand: INT -> POINTER, [], verify_u_to_ptr) "Bit pattern-preserving conversion of an unsigned scalar integer to a pointer.";
    cast GenericCastToPtrOp = "spirv.GenericCastToPtr" (GenericCastToPtr, pointer: POINTER -> POINTER, [Pure], verify_from_generic) "Convert a pointer's Storage Class to a non-Generic class.";
    cast GenericCastToPtrExplicitOp = "spirv.GenericCastToPtrExplicit" (GenericCastToPtrExplicit, pointer: POINTER -> POINTER, [Pure], verify_from_generic) "Attempts to explicitly convert Pointer to Storage storage-class pointer value.";
    access_chain InBoundsPtrAccessChainOp = "spirv.InBoundsPtrAccessChain" (InBoundsPtrAccessChain) "Has the same semantics as OpPtrAccessChain, with the addition that the resulting pointer is known to point within the base object.";
    access_chain PtrAccessChainOp = "spirv.PtrAccessChain" (PtrAccessChain) "Has the same semantics as OpAccessChain, with the addition of the Element operand.";
    cast PtrCastToGenericOp = "spirv.PtrCastToGeneric" (PtrCastToGeneric, pointer: POINTER -> POINTER, [Pure], verify_to_generic) "Convert a pointer's Storage Class to Generic.";
}

/// MLIR's `PtrAccessChainOp::verify` / `InBoundsPtrAccessChainOp::verify`:
/// the indices (not the element) step into the base pointer's pointee.
fn verify_ptr_access_chain(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let operands: Vec<Value> = ir.operands(op).collect();
    verify_chain(
        ir,
        op,
        operands[0],
        operands[2..].iter().copied(),
        ir.result(op, 0),
    )
}

fn is_signless_integer(ir: &Ir, value: Value) -> bool {
    matches!(
        ir.ctx().type_kind(ir.value_type(value)),
        TypeKind::Integer {
            signedness: Signedness::Signless,
            ..
        }
    )
}

/// Whether a pointer of `storage` is physical in the enclosing module
/// (MLIR's check: any storage class unless the addressing model is
/// `Logical`, only `PhysicalStorageBuffer` under `PhysicalStorageBuffer64`).
/// Outside a module every pointer counts as physical.
fn is_physical(ir: &Ir, op: OpId, storage: StorageClass) -> bool {
    let mut module = ir.parent_op(op);
    while let Some(m) = module.filter(|&m| !ModuleOp::isa(ir, m)) {
        module = ir.parent_op(m);
    }
    match module.map(|m| ModuleOp(m).addressing_model(ir)) {
        Some(AddressingModel::Logical) => false,
        Some(AddressingModel::PhysicalStorageBuffer64) => {
            storage == StorageClass::PhysicalStorageBuffer
        }
        _ => true,
    }
}

fn storage_class(ir: &Ir, value: Value) -> StorageClass {
    PointerType::of(ir.ctx(), ir.value_type(value))
        .map_or(StorageClass::Generic, |p| p.storage_class)
}

/// MLIR's `ConvertPtrToUOp::verify`.
fn verify_ptr_to_u(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let cast = ConvertPtrToUOp(op);
    verify_integer_and_pointer(ir, op, cast.result(ir), cast.pointer(ir), "operand")
}

/// MLIR's `ConvertUToPtrOp::verify` (its first message says "result").
fn verify_u_to_ptr(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let cast = ConvertUToPtrOp(op);
    verify_integer_and_pointer(ir, op, cast.operand(ir), cast.result(ir), "result")
}

/// The checks of both conversions: the integer is a signless scalar, the
/// pointer (the conversion's `pointer_role`) physical.
fn verify_integer_and_pointer(
    ir: &Ir,
    op: OpId,
    integer: Value,
    pointer: Value,
    pointer_role: &str,
) -> Result<(), Diagnostic> {
    verify_checks!(|message: String| ir.error_at(ir.op_loc(op), message);
        is_signless_integer(ir, integer) => "result must be a scalar type of unsigned integer".to_owned(),
        is_physical(ir, op, storage_class(ir, pointer)) => format!("{pointer_role} must be a physical pointer"),
    )
}

/// The storage classes a generic pointer casts from and to.
fn is_specific(storage: StorageClass) -> bool {
    matches!(
        storage,
        StorageClass::Workgroup | StorageClass::CrossWorkgroup | StorageClass::Function
    )
}

/// The pointee check every generic cast ends with.
fn verify_same_pointee(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let pointee = |value| PointerType::of(ctx, ir.value_type(value)).map(|p| p.pointee);
    let (Some(from), Some(to)) = (pointee(ir.operand(op, 0)), pointee(ir.result(op, 0))) else {
        return Ok(());
    };
    if from != to {
        return Err(ir.op_error(
            op,
            format!(
                "pointer operand's pointee type must have the same as the op result type, but \
                 found {} vs {}",
                quoted(ctx, from),
                quoted(ctx, to)
            ),
        ));
    }
    Ok(())
}

/// MLIR's `PtrCastToGenericOp::verify`.
fn verify_to_generic(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    if !is_specific(storage_class(ir, ir.operand(op, 0))) {
        return Err(ir.error_at(
            ir.op_loc(op),
            "pointer must point to the Workgroup, CrossWorkgroup, or Function Storage Class",
        ));
    }
    if storage_class(ir, ir.result(op, 0)) != StorageClass::Generic {
        return Err(ir.error_at(
            ir.op_loc(op),
            "result type must be of storage class Generic",
        ));
    }
    verify_same_pointee(ir, op)
}

/// MLIR's `GenericCastToPtrOp::verify` and `GenericCastToPtrExplicitOp::verify`.
fn verify_from_generic(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    if storage_class(ir, ir.operand(op, 0)) != StorageClass::Generic {
        return Err(ir.error_at(
            ir.op_loc(op),
            "pointer type must be of storage class Generic",
        ));
    }
    if !is_specific(storage_class(ir, ir.result(op, 0))) {
        return Err(ir.error_at(
            ir.op_loc(op),
            "result must point to the Workgroup, CrossWorkgroup, or Function Storage Class",
        ));
    }
    verify_same_pointee(ir, op)
}
