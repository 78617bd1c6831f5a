//! Matrix ops: `spirv.MatrixTimesMatrix`, `spirv.MatrixTimesScalar`,
//! `spirv.MatrixTimesVector`, `spirv.VectorTimesMatrix`, `spirv.Transpose`.
//!
//! Mirrors MLIR 22's `SPIRVMatrixOps.td` and their verifiers
//! (<https://mlir.llvm.org/docs/Dialects/SPIR-V/#matrix-ops>): the same
//! formats, checks and wording (`spirv.MatrixTimesMatrix` and
//! `spirv.Transpose` report without the op prefix, as upstream's
//! `emitError` does). A matrix of `N` columns of `vector<M x fK>` has `M`
//! rows.

use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Ir, OpId, Type, Value};
use shader_mlir::op;
use spirv::Op;

use super::encoding::Encoding;
use crate::types::constraints::{
    ANY_MATRIX, FLOAT, FLOAT_MATRIX, FLOAT_MATRIX_OR_COOP, FLOAT_VECTOR,
};
use crate::types::{CooperativeMatrixType, MatrixType};

/// `(columns, rows, component type)` of a matrix type.
fn shape(ir: &Ir, ty: Type) -> Option<(u32, u32, Type)> {
    let ctx = ir.ctx();
    MatrixType::of(ctx, ty).map(|m| (m.columns, m.rows(ctx), m.element(ctx)))
}

/// `(length, element type)` of a vector type.
fn vector(ir: &Ir, ty: Type) -> Option<(u32, Type)> {
    crate::types::constraints::vector_elements(ir.ctx(), ty, false).map(|(n, e)| (n as u32, e))
}

/// Linear-algebraic multiply of LeftMatrix X RightMatrix.
#[op(
    "spirv.MatrixTimesMatrix",
    traits = [Pure],
    ext = Encoding::Core(Op::MatrixTimesMatrix),
    verify = verify_matrix_times_matrix
)]
#[format("operands attr-dict `:` type($leftmatrix) `,` type($rightmatrix) `->` type($result)")]
pub struct MatrixTimesMatrixOp {
    #[operand(ANY_MATRIX)]
    leftmatrix: Value,
    #[operand(ANY_MATRIX)]
    rightmatrix: Value,
    #[result(ANY_MATRIX)]
    result: Value,
}

fn verify_matrix_times_matrix(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let m = MatrixTimesMatrixOp(op);
    let (Some(left), Some(right), Some(result)) = (
        shape(ir, ir.value_type(m.leftmatrix(ir))),
        shape(ir, ir.value_type(m.rightmatrix(ir))),
        shape(ir, ir.value_type(m.result(ir))),
    ) else {
        return Ok(());
    };
    let fail = |message: &str| Err(ir.error_at(ir.op_loc(op), message));
    if left.0 != right.1 {
        return fail("left matrix columns' count must be equal to the right matrix rows' count");
    }
    if right.0 != result.0 {
        return fail("right and result matrices must have equal columns' count");
    }
    if right.2 != result.2 {
        return fail("right and result matrices' component type must be the same");
    }
    if left.2 != result.2 {
        return fail("left and result matrices' component type must be the same");
    }
    if left.1 != result.1 {
        return fail("left and result matrices must have equal rows' count");
    }
    Ok(())
}

/// Scale a floating-point matrix.
#[op(
    "spirv.MatrixTimesScalar",
    traits = [Pure, AllTypesMatch(matrix, result)],
    ext = Encoding::Core(Op::MatrixTimesScalar),
    verify = verify_matrix_times_scalar
)]
#[format("operands attr-dict `:` type($matrix) `,` type($scalar)")]
pub struct MatrixTimesScalarOp {
    #[operand(FLOAT_MATRIX_OR_COOP)]
    matrix: Value,
    #[operand(FLOAT)]
    scalar: Value,
    #[result(FLOAT_MATRIX_OR_COOP)]
    result: Value,
}

fn verify_matrix_times_scalar(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let m = MatrixTimesScalarOp(op);
    let matrix = ir.value_type(m.matrix(ir));
    let element = shape(ir, matrix)
        .map(|(_, _, e)| e)
        .or_else(|| CooperativeMatrixType::of(ir.ctx(), matrix).map(|c| c.element));
    if element != Some(ir.value_type(m.scalar(ir))) {
        return Err(ir.op_error(
            op,
            "input matrix components' type and scaling value must have the same type",
        ));
    }
    Ok(())
}

/// Linear-algebraic Matrix X Vector.
#[op(
    "spirv.MatrixTimesVector",
    traits = [Pure, AllElementTypesMatch(vector, result)],
    ext = Encoding::Core(Op::MatrixTimesVector),
    verify = verify_matrix_times_vector
)]
#[format("operands attr-dict `:` type($matrix) `,` type($vector) `->` type($result)")]
pub struct MatrixTimesVectorOp {
    #[operand(FLOAT_MATRIX)]
    matrix: Value,
    #[operand(FLOAT_VECTOR)]
    vector: Value,
    #[result(FLOAT_VECTOR)]
    result: Value,
}

fn verify_matrix_times_vector(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let m = MatrixTimesVectorOp(op);
    let (Some((columns, rows, _)), Some((length, _)), Some((result, _))) = (
        shape(ir, ir.value_type(m.matrix(ir))),
        vector(ir, ir.value_type(m.vector(ir))),
        vector(ir, ir.value_type(m.result(ir))),
    ) else {
        return Ok(());
    };
    if columns != length {
        let message =
            format!("matrix columns ({columns}) must match vector operand size ({length})");
        return Err(ir.op_error(op, message));
    }
    if result != rows {
        let message = format!("result size ({result}) must match the matrix rows ({rows})");
        return Err(ir.op_error(op, message));
    }
    Ok(())
}

/// Linear-algebraic Vector X Matrix.
#[op(
    "spirv.VectorTimesMatrix",
    traits = [Pure, AllElementTypesMatch(vector, result)],
    ext = Encoding::Core(Op::VectorTimesMatrix),
    verify = verify_vector_times_matrix
)]
#[format("operands attr-dict `:` type($vector) `,` type($matrix) `->` type($result)")]
pub struct VectorTimesMatrixOp {
    #[operand(FLOAT_VECTOR)]
    vector: Value,
    #[operand(FLOAT_MATRIX)]
    matrix: Value,
    #[result(FLOAT_VECTOR)]
    result: Value,
}

fn verify_vector_times_matrix(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let m = VectorTimesMatrixOp(op);
    let (Some((length, _)), Some((columns, rows, element)), Some((result, result_element))) = (
        vector(ir, ir.value_type(m.vector(ir))),
        shape(ir, ir.value_type(m.matrix(ir))),
        vector(ir, ir.value_type(m.result(ir))),
    ) else {
        return Ok(());
    };
    if length != rows {
        return Err(ir.op_error(
            op,
            "number of components in vector must equal the number of components in each column in matrix",
        ));
    }
    if columns != result {
        return Err(ir.op_error(
            op,
            "number of columns in matrix must equal the number of components in result",
        ));
    }
    if element != result_element {
        return Err(ir.op_error(
            op,
            "matrix must be a matrix with the same component type as the component type in result",
        ));
    }
    Ok(())
}

/// Transpose a matrix.
#[op(
    "spirv.Transpose",
    traits = [Pure],
    ext = Encoding::Core(Op::Transpose),
    verify = verify_transpose
)]
#[format("operands attr-dict `:` type($matrix) `->` type($result)")]
pub struct TransposeOp {
    #[operand(ANY_MATRIX)]
    matrix: Value,
    #[result(ANY_MATRIX)]
    result: Value,
}

fn verify_transpose(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let t = TransposeOp(op);
    let (Some(input), Some(result)) = (
        shape(ir, ir.value_type(t.matrix(ir))),
        shape(ir, ir.value_type(t.result(ir))),
    ) else {
        return Ok(());
    };
    let fail = |message: &str| Err(ir.error_at(ir.op_loc(op), message));
    if input.1 != result.0 {
        return fail("input matrix rows count must be equal to output matrix columns count");
    }
    if input.0 != result.1 {
        return fail("input matrix columns count must be equal to output matrix rows count");
    }
    if input.2 != result.2 {
        return fail("input and output matrices must have the same component type");
    }
    Ok(())
}

/// The matrix ops, as registered.
pub(super) static DEFS: &[&shader_mlir::dialect::OpDef] = &[
    MatrixTimesMatrixOp::DEF,
    MatrixTimesScalarOp::DEF,
    MatrixTimesVectorOp::DEF,
    TransposeOp::DEF,
    VectorTimesMatrixOp::DEF,
];
