//! `vector.from_elements`: a vector built from scalars, in row-major order
//! (MLIR's `vector::FromElementsOp`).
//!
//! ```text
//! %0 = vector.from_elements %a, %b, %c, %d : vector<4xf32>
//! ```
//!
//! Folds: all elements constant (a constant vector), and the elements of one
//! vector of the result type extracted in order (that vector).

use shader_mlir::Context;
use shader_mlir::dialect::FoldResult;
use shader_mlir::ir::{AttrKind, Attribute, Ir, OpId, Type, Value};
use shader_mlir::ods::constraint::ANY_TYPE;
use shader_mlir::op;

use super::ExtractOp;
use super::support::{ANY_FIXED_VECTOR, linear_index, vector_parts};

/// Operation that defines a vector from scalar elements.
#[op(
    "vector.from_elements",
    traits = [
        Pure,
        RangedTypesMatchWith(
            "shaped type 'dest' matches 'elements' element count and types",
            dest,
            elements,
            element_types
        )
    ],
    fold = fold
)]
#[format("$elements attr-dict `:` type($dest)")]
pub struct FromElementsOp {
    #[operand(ANY_TYPE)]
    elements: Vec<Value>,
    #[result(ANY_FIXED_VECTOR)]
    dest: Value,
}

/// One element type per element of the vector type `ty`.
fn element_types(ctx: &Context, ty: Type) -> Vec<Type> {
    match vector_parts(ctx, ty) {
        Some((shape, _, element)) => vec![element; element_count(shape).unwrap_or(0)],
        None => Vec::new(),
    }
}

/// The element count of a static vector shape.
fn element_count(shape: &[i64]) -> Option<usize> {
    shape
        .iter()
        .try_fold(1usize, |n, &d| n.checked_mul(usize::try_from(d).ok()?))
}

fn fold(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    let ctx = ir.ctx();
    let from_elements = FromElementsOp(op);
    let ty = ir.value_type(from_elements.dest(ir));
    if !consts.is_empty() && consts.iter().all(Option::is_some) {
        let values: Box<[Attribute]> = consts.iter().flatten().copied().collect();
        let splat = values.iter().all(|&v| v == values[0]);
        let values = if splat { values[..1].into() } else { values };
        return Some(vec![FoldResult::Attribute(
            ctx.intern_attr(AttrKind::DenseElements { ty, values, splat }),
        )]);
    }
    // from_elements(extract(v)[0], ..., extract(v)[n-1]) -> v
    let (shape, _, _) = vector_parts(ctx, ty)?;
    let mut source: Option<Value> = None;
    for (i, element) in from_elements.elements(ir).enumerate() {
        let extract = ExtractOp::cast(ir, ir.defining_op(element)?)?;
        let v = extract.vector(ir);
        if source.is_some_and(|s| s != v) || ir.value_type(v) != ty {
            return None;
        }
        source = Some(v);
        if linear_index(shape, &extract.static_indices(ir)?) != Some(i) {
            return None;
        }
    }
    source.map(|s| vec![FoldResult::Value(s)])
}
