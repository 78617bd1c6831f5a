//! `vector.insert`: a vector with an element or a sub-vector replaced at a
//! position (MLIR's `vector::InsertOp`).
//!
//! ```text
//! %0 = vector.insert %x, %v [1, 2] : f32 into vector<2x3xf32>
//! "vector.insert"(%x, %v) <{static_position = array<i64: 1, 2>}> : (f32, vector<2x3xf32>) -> vector<2x3xf32>
//! ```
//!
//! Folds: an empty position with a vector of the result type (the inserted
//! value).

use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::dialect::FoldResult;
use shader_mlir::ir::{Attribute, Ir, OpId, Value};
use shader_mlir::ods::constraint::{ANY_TYPE, INDEX};
use shader_mlir::ods::property::DenseI64ArrayAttr;
use shader_mlir::op;

use super::support::{
    ANY_VECTOR, out_of_bounds, parse_dynamic_index_list, print_dynamic_index_list,
    same_element_type, static_only, vector_parts,
};

/// Insert operation.
#[op(
    "vector.insert",
    traits = [
        Pure,
        Pred("source operand and result have same element type", same_element_type),
        AllTypesMatch(dest, result)
    ],
    verify = verify,
    fold = fold
)]
#[format(
    "$valueToStore `,` $dest custom<DynamicIndexList>($dynamic_position, $static_position) attr-dict `:` type($valueToStore) `into` type($dest)"
)]
pub struct InsertOp {
    /// The element or sub-vector inserted.
    #[operand(ANY_TYPE, name = "valueToStore")]
    value_to_store: Value,
    #[operand(ANY_VECTOR)]
    dest: Value,
    /// The dynamic indices, for the `i64::MIN` entries of `static_position`.
    #[operand(INDEX)]
    dynamic_position: Vec<Value>,
    #[property(DenseI64ArrayAttr)]
    static_position: Vec<i64>,
    #[result(ANY_VECTOR)]
    result: Value,
}

impl InsertOp {
    /// The position, when every index is static.
    pub fn static_indices(self, ir: &Ir) -> Option<Vec<i64>> {
        static_only(self.static_position(ir))
    }
}

fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let insert = InsertOp(op);
    let source = vector_parts(ctx, ir.value_type(insert.value_to_store(ir)));
    if source.is_some_and(|(s, _, _)| s.is_empty()) {
        return Err(ir.error_at(
            ir.op_loc(op),
            "expected a scalar instead of a 0-d vector as the source operand",
        ));
    }
    let Some((shape, _, _)) = vector_parts(ctx, ir.value_type(insert.dest(ir))) else {
        return Ok(());
    };
    let position = insert.static_position(ir);
    if position.len() > shape.len() {
        return Err(ir.op_error(
            op,
            "expected position attribute of rank no greater than dest vector rank",
        ));
    }
    match source {
        Some((source_shape, _, _)) if source_shape.len() + position.len() != shape.len() => {
            return Err(ir.op_error(
                op,
                "expected position attribute rank + source rank to match dest vector rank",
            ));
        }
        None if position.len() != shape.len() => {
            return Err(ir.op_error(
                op,
                "expected position attribute rank to match the dest vector rank",
            ));
        }
        _ => {}
    }
    if let Some(i) = out_of_bounds(&position, shape) {
        return Err(ir.op_error(
            op,
            format!(
                "expected position attribute #{i} to be a non-negative integer smaller than the corresponding \
                 dest vector dimension"
            ),
        ));
    }
    Ok(())
}

fn fold(ir: &Ir, op: OpId, _consts: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    let insert = InsertOp(op);
    let (value, dest) = (insert.value_to_store(ir), insert.dest(ir));
    (insert.static_position(ir).is_empty() && ir.value_type(value) == ir.value_type(dest))
        .then(|| vec![FoldResult::Value(value)])
}
