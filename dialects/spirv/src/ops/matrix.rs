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
use super::table::{op_table, operands_op};
use super::verify::verify_checks;
use crate::types::constraints::{
    ANY_MATRIX, FLOAT, FLOAT_MATRIX, FLOAT_MATRIX_OR_COOP, FLOAT_VECTOR,
};
use crate::types::{CooperativeMatrixType, MatrixType};

// `SPIRVMatrixOps.td`'s ops: each `Pure`, with its own format and verifier.
macro_rules! matrix_op {
    (pure $(#[$doc:meta])* $ty:ident = $name:literal => $opcode:ident, [$($traits:tt)*], $format:literal,
        $verify:path, $($fields:tt)*) => {
        operands_op!($(#[$doc])* $ty = $name,
            [traits = [Pure, $($traits)*], ext = Encoding::Core(Op::$opcode), verify = $verify],
            [$format], $($fields)*);
    };
}

op_table! { matrix_op;
    pure MatrixTimesMatrixOp = "spirv.MatrixTimesMatrix" (MatrixTimesMatrix, [],
        "operands attr-dict `:` type($leftmatrix) `,` type($rightmatrix) `->` type($result)",
        verify_matrix_times_matrix, (leftmatrix: ANY_MATRIX, rightmatrix: ANY_MATRIX) -> result: ANY_MATRIX)
        "Linear-algebraic multiply of LeftMatrix X RightMatrix.";
    pure MatrixTimesScalarOp = "spirv.MatrixTimesScalar" (MatrixTimesScalar, [AllTypesMatch(matrix, result)],
        "operands attr-dict `:` type($matrix) `,` type($scalar)",
        verify_matrix_times_scalar, (matrix: FLOAT_MATRIX_OR_COOP, scalar: FLOAT) -> result: FLOAT_MATRIX_OR_COOP)
        "Scale a floating-point matrix.";
    pure MatrixTimesVectorOp = "spirv.MatrixTimesVector" (MatrixTimesVector, [AllElementTypesMatch(vector, result)],
        "operands attr-dict `:` type($matrix) `,` type($vector) `->` type($result)",
        verify_matrix_times_vector, (matrix: FLOAT_MATRIX, vector: FLOAT_VECTOR) -> result: FLOAT_VECTOR)
        "Linear-algebraic Matrix X Vector.";
    pure TransposeOp = "spirv.Transpose" (Transpose, [],
        "operands attr-dict `:` type($matrix) `->` type($result)",
        verify_transpose, (matrix: ANY_MATRIX) -> result: ANY_MATRIX)
        "Transpose a matrix.";
    pure VectorTimesMatrixOp = "spirv.VectorTimesMatrix" (VectorTimesMatrix, [AllElementTypesMatch(vector, result)],
        "operands attr-dict `:` type($vector) `,` type($matrix) `->` type($result)",
        verify_vector_times_matrix, (vector: FLOAT_VECTOR, matrix: FLOAT_MATRIX) -> result: FLOAT_VECTOR)
        "Linear-algebraic Vector X Matrix.";
}

/// `(columns, rows, component type)` of a matrix value.
fn shape(ir: &Ir, value: Value) -> Option<(u32, u32, Type)> {
    let (ctx, ty) = (ir.ctx(), ir.value_type(value));
    MatrixType::of(ctx, ty).map(|m| (m.columns, m.rows(ctx), m.element(ctx)))
}

/// `(length, element type)` of a vector value.
fn vector(ir: &Ir, value: Value) -> Option<(u32, Type)> {
    let ty = ir.value_type(value);
    crate::types::constraints::vector_elements(ir.ctx(), ty, false).map(|(n, e)| (n as u32, e))
}

fn verify_matrix_times_matrix(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let m = MatrixTimesMatrixOp(op);
    let (Some(left), Some(right), Some(result)) = (
        shape(ir, m.leftmatrix(ir)),
        shape(ir, m.rightmatrix(ir)),
        shape(ir, m.result(ir)),
    ) else {
        return Ok(());
    };
    verify_checks!(|message| ir.error_at(ir.op_loc(op), message);
        left.0 == right.1 => "left matrix columns' count must be equal to the right matrix rows' count",
        right.0 == result.0 => "right and result matrices must have equal columns' count",
        right.2 == result.2 => "right and result matrices' component type must be the same",
        left.2 == result.2 => "left and result matrices' component type must be the same",
        left.1 == result.1 => "left and result matrices must have equal rows' count",
    )
}

fn verify_matrix_times_scalar(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let m = MatrixTimesScalarOp(op);
    let matrix = ir.value_type(m.matrix(ir));
    let element = shape(ir, m.matrix(ir))
        .map(|(_, _, e)| e)
        .or_else(|| CooperativeMatrixType::of(ir.ctx(), matrix).map(|c| c.element));
    verify_checks!(|message| ir.op_error(op, message);
        element == Some(ir.value_type(m.scalar(ir)))
            => "input matrix components' type and scaling value must have the same type",
    )
}

fn verify_matrix_times_vector(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let m = MatrixTimesVectorOp(op);
    let (Some((columns, rows, _)), Some((length, _)), Some((result, _))) = (
        shape(ir, m.matrix(ir)),
        vector(ir, m.vector(ir)),
        vector(ir, m.result(ir)),
    ) else {
        return Ok(());
    };
    verify_checks!(|message: String| ir.op_error(op, message);
        columns == length
            => format!("matrix columns ({columns}) must match vector operand size ({length})"),
        result == rows => format!("result size ({result}) must match the matrix rows ({rows})"),
    )
}

fn verify_vector_times_matrix(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let m = VectorTimesMatrixOp(op);
    let (Some((length, _)), Some((columns, rows, element)), Some((result, result_element))) = (
        vector(ir, m.vector(ir)),
        shape(ir, m.matrix(ir)),
        vector(ir, m.result(ir)),
    ) else {
        return Ok(());
    };
    verify_checks!(|message| ir.op_error(op, message);
        length == rows => "number of components in vector must equal the number of components in each column in matrix",
        columns == result => "number of columns in matrix must equal the number of components in result",
        element == result_element => "matrix must be a matrix with the same component type as the component type in result",
    )
}

fn verify_transpose(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let t = TransposeOp(op);
    let (Some(input), Some(result)) = (shape(ir, t.matrix(ir)), shape(ir, t.result(ir))) else {
        return Ok(());
    };
    verify_checks!(|message| ir.error_at(ir.op_loc(op), message);
        input.1 == result.0 => "input matrix rows count must be equal to output matrix columns count",
        input.0 == result.1 => "input matrix columns count must be equal to output matrix rows count",
        input.2 == result.2 => "input and output matrices must have the same component type",
    )
}
