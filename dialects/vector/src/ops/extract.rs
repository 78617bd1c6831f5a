//! `vector.extract`: an element or a sub-vector at a position (MLIR's
//! `vector::ExtractOp`).
//!
//! ```text
//! %0 = vector.extract %v[1, 2] : f32 from vector<2x3xf32>
//! %1 = vector.extract %v[%i] : vector<3xf32> from vector<2x3xf32>
//! "vector.extract"(%v) <{static_position = array<i64: 1, 2>}> : (vector<2x3xf32>) -> f32
//! ```
//!
//! A position of `-1` is poison. Folds (static positions only): an empty
//! position (the vector itself), a constant vector, `from_elements`,
//! `broadcast` of a scalar, and `insert` at the same position.

use shader_mlir::Context;
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::dialect::FoldResult;
use shader_mlir::ir::{AttrKind, Attribute, Ir, OpId, Type, Value};
use shader_mlir::ods::PropertyType;
use shader_mlir::ods::constraint::{ANY_TYPE, INDEX};
use shader_mlir::ods::property::DenseI64ArrayAttr;
use shader_mlir::op;

use super::support::{
    ANY_VECTOR, DYNAMIC, POISON, drop_leading_dims, linear_index, out_of_bounds,
    parse_dynamic_index_list, print_dynamic_index_list, same_element_type, static_only,
    vector_parts,
};
use super::{BroadcastOp, FromElementsOp, InsertOp};

/// Extract operation.
#[op(
    "vector.extract",
    traits = [Pure, Pred("operand and result have same element type", same_element_type)],
    infer = infer,
    infer_compatible = compatible,
    verify = verify,
    fold = fold
)]
#[format(
    "$vector `` custom<DynamicIndexList>($dynamic_position, $static_position) attr-dict `:` type($result) `from` type($vector)"
)]
pub struct ExtractOp {
    #[operand(ANY_VECTOR)]
    vector: Value,
    /// The dynamic indices, for the `i64::MIN` entries of `static_position`.
    #[operand(INDEX)]
    dynamic_position: Vec<Value>,
    #[property(DenseI64ArrayAttr)]
    static_position: Vec<i64>,
    #[result(ANY_TYPE)]
    result: Value,
}

impl ExtractOp {
    /// The position, when every index is static.
    pub fn static_indices(self, ir: &Ir) -> Option<Vec<i64>> {
        static_only(self.static_position(ir))
    }
}

/// The vector left after dropping as many leading dimensions as the position
/// has indices, or the element type (MLIR's `ExtractOp::inferReturnTypes`).
fn infer(
    ctx: &Context,
    operands: &[Type],
    properties: Option<Attribute>,
) -> Result<Vec<Type>, String> {
    let position = properties
        .and_then(|dict| {
            ctx.dictionary_entries(dict)
                .iter()
                .find(|a| ctx.str(a.name) == "static_position")
        })
        .and_then(|a| DenseI64ArrayAttr::get(ctx, a.value))
        .ok_or("failed to infer returned types")?;
    operands
        .first()
        .and_then(|&vector| drop_leading_dims(ctx, vector, position.len()))
        .map(|ty| vec![ty])
        .ok_or_else(|| "failed to infer returned types".to_owned())
}

/// A one-element vector may stand for its scalar (MLIR's
/// `ExtractOp::isCompatibleReturnTypes`).
fn compatible(ctx: &Context, inferred: &[Type], actual: &[Type]) -> bool {
    let single = |vector: Type, scalar: Type| {
        vector_parts(ctx, vector).is_some_and(|(shape, _, e)| shape == [1] && e == scalar)
    };
    inferred == actual || matches!((inferred, actual), (&[a], &[b]) if single(a, b) || single(b, a))
}

fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let extract = ExtractOp(op);
    if vector_parts(ctx, ir.value_type(extract.result(ir))).is_some_and(|(s, _, _)| s.is_empty()) {
        return Err(ir.error_at(
            ir.op_loc(op),
            "expected a scalar instead of a 0-d vector as the result type",
        ));
    }
    let position = extract.static_position(ir);
    let markers = position.iter().filter(|&&p| p == DYNAMIC).count();
    if markers != extract.dynamic_position(ir).len() {
        return Err(ir.op_error(
            op,
            "mismatch between dynamic and static positions (kDynamic marker but no corresponding dynamic \
             position) -- this can only happen due to an incorrect fold/rewrite",
        ));
    }
    let Some((shape, _, _)) = vector_parts(ctx, ir.value_type(extract.vector(ir))) else {
        return Ok(());
    };
    if position.len() > shape.len() {
        return Err(ir.op_error(
            op,
            "expected position attribute of rank no greater than vector rank",
        ));
    }
    if let Some(i) = out_of_bounds(&position, shape) {
        return Err(ir.op_error(
            op,
            format!(
                "expected position attribute #{i} to be a non-negative integer smaller than the corresponding \
                 vector dimension or poison (-1)"
            ),
        ));
    }
    Ok(())
}

fn fold(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    let ctx = ir.ctx();
    let extract = ExtractOp(op);
    let position = extract.static_indices(ir)?;
    let source = extract.vector(ir);
    let result_ty = ir.value_type(extract.result(ir));
    let value = |v: Value| (ir.value_type(v) == result_ty).then(|| vec![FoldResult::Value(v)]);
    if position.is_empty() {
        return value(source);
    }
    if position.contains(&POISON) {
        return None;
    }
    let (shape, _, _) = vector_parts(ctx, ir.value_type(source))?;
    let full = position.len() == shape.len();
    // A constant vector: one of its elements.
    if full
        && let Some(AttrKind::DenseElements { values, splat, .. }) =
            consts.first().copied().flatten().map(|a| ctx.attr_kind(a))
    {
        let element = if *splat {
            values.first()
        } else {
            values.get(linear_index(shape, &position)?)
        };
        return element.map(|&e| vec![FoldResult::Attribute(e)]);
    }
    let def = ir.defining_op(source)?;
    if let Some(from_elements) = FromElementsOp::cast(ir, def)
        && full
    {
        return value(ir.operand(from_elements.op(), linear_index(shape, &position)?));
    }
    if let Some(broadcast) = BroadcastOp::cast(ir, def) {
        let input = broadcast.source(ir);
        return match vector_parts(ctx, ir.value_type(input)) {
            None => value(input),
            Some(_) => None,
        };
    }
    if let Some(insert) = InsertOp::cast(ir, def)
        && insert.static_indices(ir).as_deref() == Some(&position[..])
    {
        return value(insert.value_to_store(ir));
    }
    None
}
