//! Cooperative matrix ops of `SPV_KHR_cooperative_matrix`:
//! `spirv.KHR.CooperativeMatrixLength`, `spirv.KHR.CooperativeMatrixLoad`,
//! `spirv.KHR.CooperativeMatrixStore` and `spirv.KHR.CooperativeMatrixMulAdd`
//! over `!spirv.coopmatrix` values.
//!
//! Mirrors MLIR 22's `SPIRVCooperativeMatrixOps.td` and
//! `CooperativeMatrixOps.cpp`
//! (<https://mlir.llvm.org/docs/Dialects/SPIR-V/#cooperative-matrix-ops>):
//! `%m = spirv.KHR.CooperativeMatrixLoad %ptr, %stride, <RowMajor> : !spirv.ptr<i32, StorageBuffer>, i32 -> !spirv.coopmatrix<16x8xi32, Subgroup, MatrixA>`.
//! The layout is an attribute here but an `<id>` of an `i32` constant in
//! the instruction, and the length query's operand is the type's `<id>`
//! ([`OpEncoding::with_id_properties`]). As MLIR 22 declares them, the ops
//! need SPIR-V 1.6 (the extension alone does not do).

use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Ir, OpId, Type, TypeKind, Value};
use shader_mlir::op;
use spirv::{MemoryAccess, Op};

use super::encoding::{Encoding, IdProperty, IdPropertyKind, OpEncoding};
use super::family_availability::KHR_COOPERATIVE_MATRIX;
use super::properties::{
    AlignmentAttr, CooperativeMatrixLayoutAttr, CooperativeMatrixOperandsAttr,
    CooperativeMatrixTypeAttr, MemoryAccessAttr,
};
use crate::attributes::EnumKind;
use crate::ops::table::op_table;
use crate::support::quoted;
use crate::types::constraints::{COOP_MATRIX, INT, INT32, POINTER};
use crate::types::{
    CooperativeMatrixLayoutKHR, CooperativeMatrixOperandsKHR, CooperativeMatrixType,
    CooperativeMatrixUseKHR, PointerType, is_scalar,
};

/// `OpCooperativeMatrixLengthKHR Type`: the type is the instruction's
/// third operand.
const LENGTH_TYPE: &[IdProperty] = &[IdProperty {
    position: 2,
    property: "cooperative_matrix_type",
    kind: IdPropertyKind::Type,
}];

/// `OpCooperativeMatrixLoadKHR Pointer MemoryLayout ...`.
const LOAD_LAYOUT: &[IdProperty] = &[IdProperty {
    position: 3,
    property: "matrix_layout",
    kind: IdPropertyKind::Constant(EnumKind::CooperativeMatrixLayoutKHR),
}];

/// `OpCooperativeMatrixStoreKHR Pointer Object MemoryLayout ...`.
const STORE_LAYOUT: &[IdProperty] = &[IdProperty {
    position: 2,
    property: "matrix_layout",
    kind: IdPropertyKind::Constant(EnumKind::CooperativeMatrixLayoutKHR),
}];

op_table! { operands_op;
    /// Queries the number of cooperative matrix components
    op KHRCooperativeMatrixLengthOp = "spirv.KHR.CooperativeMatrixLength" (
        [traits = [Pure],
            ext = OpEncoding::with_id_properties(Encoding::Core(Op::CooperativeMatrixLengthKHR), LENGTH_TYPE).available(KHR_COOPERATIVE_MATRIX)],
        ["attr-dict `:` $cooperative_matrix_type"],
        (prop cooperative_matrix_type: CooperativeMatrixTypeAttr = Type) -> result: INT32);
    /// Loads a cooperative matrix through a pointer
    op KHRCooperativeMatrixLoadOp = "spirv.KHR.CooperativeMatrixLoad" (
        [ext = OpEncoding::with_id_properties(Encoding::Core(Op::CooperativeMatrixLoadKHR), LOAD_LAYOUT).available(KHR_COOPERATIVE_MATRIX),
            verify = verify_load],
        ["$pointer `,` $stride `,` $matrix_layout ( `,` $memory_operand^ )? ( `,` $alignment^ )? \
     attr-dict `:` type(operands) `->` type($result)"],
        (pointer: POINTER,
            prop matrix_layout: CooperativeMatrixLayoutAttr = CooperativeMatrixLayoutKHR,
            stride: INT, prop memory_operand: MemoryAccessAttr = Option<MemoryAccess>,
            prop alignment: AlignmentAttr = Option<i32>) -> result: COOP_MATRIX);
    /// Returns the result of `(A x B) + C` of matrices A, B, and C
    op KHRCooperativeMatrixMulAddOp = "spirv.KHR.CooperativeMatrixMulAdd" (
        [traits = [Pure, AllTypesMatch(c, result)],
            ext = OpEncoding::available_as(Encoding::Core(Op::CooperativeMatrixMulAddKHR), KHR_COOPERATIVE_MATRIX),
            verify = verify_mul_add],
        ["$a `,` $b `,` $c ( `,` $matrix_operands^ )? attr-dict `:` type($a) `,` type($b) `->` type($c)"],
        (a: COOP_MATRIX, b: COOP_MATRIX, c: COOP_MATRIX,
            prop matrix_operands: CooperativeMatrixOperandsAttr = Option<CooperativeMatrixOperandsKHR>) -> result: COOP_MATRIX);
    /// Stores a cooperative matrix through a pointer
    op KHRCooperativeMatrixStoreOp = "spirv.KHR.CooperativeMatrixStore" (
        [ext = OpEncoding::with_id_properties(Encoding::Core(Op::CooperativeMatrixStoreKHR), STORE_LAYOUT).available(KHR_COOPERATIVE_MATRIX),
            verify = verify_store],
        ["$pointer `,` $object `,` $stride `,` $matrix_layout ( `,` $memory_operand^ )? \
     ( `,` $alignment^ )? attr-dict `:` type(operands)"],
        (pointer: POINTER, object: COOP_MATRIX,
            prop matrix_layout: CooperativeMatrixLayoutAttr = CooperativeMatrixLayoutKHR,
            stride: INT, prop memory_operand: MemoryAccessAttr = Option<MemoryAccess>,
            prop alignment: AlignmentAttr = Option<i32>));
}

/// MLIR's `verifyCoopMatrixAccess`.
fn verify_access(
    ir: &Ir,
    op: OpId,
    pointer: Value,
    memory_operand: Option<MemoryAccess>,
    alignment: bool,
    incompatible: (MemoryAccess, &str),
) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    if let Some(pointer) = PointerType::of(ctx, ir.value_type(pointer)) {
        let pointee = pointer.pointee;
        if !is_scalar(ctx, pointee) && !matches!(ctx.type_kind(pointee), TypeKind::Vector { .. }) {
            return Err(ir.op_error(
                op,
                format!(
                    "Pointer must point to a scalar or vector type but provided {}",
                    quoted(ctx, pointee)
                ),
            ));
        }
    }
    if let Some(operand) = memory_operand {
        let (bit, name) = incompatible;
        if operand.contains(bit) {
            return Err(ir.op_error(op, format!("not compatible with memory operand '{name}'")));
        }
        let aligned = operand.contains(MemoryAccess::ALIGNED);
        if aligned && !alignment {
            return Err(ir.op_error(op, "missing value for the 'Aligned' memory operand"));
        }
        if !aligned && alignment {
            return Err(ir.op_error(
                op,
                "found alignment attribute for non-'Aligned' memory operand",
            ));
        }
    }
    Ok(())
}

// The load's and the store's verifiers: `verify_access` of their pointer
// and memory operands, each refusing the availability flag of the other
// direction.
macro_rules! access_verifier {
    ($($verify:ident: $ty:ident refuses $flag:ident $spelling:literal;)*) => {
        $(
            fn $verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
                let access = $ty(op);
                let (pointer, memory_operand) = (access.pointer(ir), access.memory_operand(ir));
                let alignment = access.alignment_attr(ir).is_some();
                let refused = (MemoryAccess::$flag, $spelling);
                verify_access(ir, op, pointer, memory_operand, alignment, refused)
            }
        )*
    };
}
access_verifier! {
    verify_load: KHRCooperativeMatrixLoadOp refuses MAKE_POINTER_AVAILABLE "MakePointerAvailable";
    verify_store: KHRCooperativeMatrixStoreOp refuses MAKE_POINTER_VISIBLE "MakePointerVisible";
}

/// MLIR's `KHRCooperativeMatrixMulAddOp::verify`: `M x K * K x N + M x N`,
/// the uses and scopes of the three matrices, integer elements for the
/// matrix operands.
fn verify_mul_add(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let mul_add = KHRCooperativeMatrixMulAddOp(op);
    let matrix = |value| CooperativeMatrixType::of(ctx, ir.value_type(value)).copied();
    let (Some(a), Some(b), Some(c)) = (
        matrix(mul_add.a(ir)),
        matrix(mul_add.b(ir)),
        matrix(mul_add.c(ir)),
    ) else {
        return Ok(());
    };
    let uses = [
        (
            a,
            CooperativeMatrixUseKHR::MatrixA,
            "operand #0 must be of use 'MatrixA'",
        ),
        (
            b,
            CooperativeMatrixUseKHR::MatrixB,
            "operand #1 must be of use 'MatrixB'",
        ),
        (
            c,
            CooperativeMatrixUseKHR::MatrixAcc,
            "operand #2 must be of use 'MatrixAcc'",
        ),
    ];
    for (m, use_, message) in uses {
        if m.use_ != use_ {
            return Err(ir.op_error(op, message));
        }
    }
    if a.scope != b.scope || b.scope != c.scope {
        return Err(ir.op_error(op, "matrix scope mismatch"));
    }
    let sizes = [
        (a.rows, c.rows, "matrix size mismatch on dimension 'M'"),
        (
            b.columns,
            c.columns,
            "matrix size mismatch on dimension 'N'",
        ),
        (a.columns, b.rows, "matrix size mismatch on dimension 'K'"),
    ];
    for (x, y, message) in sizes {
        if x != y {
            return Err(ir.op_error(op, message));
        }
    }
    let integer =
        |m: CooperativeMatrixType| matches!(ctx.type_kind(m.element), TypeKind::Integer { .. });
    if mul_add.matrix_operands_attr(ir).is_some() && ![a, b, c].into_iter().all(integer) {
        return Err(ir.op_error(
            op,
            "Matrix Operands require all matrix element types to be Integer Types",
        ));
    }
    Ok(())
}
