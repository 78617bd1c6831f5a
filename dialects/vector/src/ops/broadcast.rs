//! `vector.broadcast`: a scalar or a lower-rank vector repeated to fill a vector
//! (MLIR's `vector::BroadcastOp`), dimensions aligned from the right; a source
//! dimension of 1 stretches.
//!
//! ```text
//! %0 = vector.broadcast %s : f32 to vector<4xf32>
//! %1 = vector.broadcast %v : vector<3xf32> to vector<2x3xf32>
//! ```
//!
//! Folds: a source of the result type (itself) and a constant scalar or splat (a
//! splat constant). Canonicalization: `BroadcastFolder`,
//! `broadcast(broadcast(x)) -> broadcast(x)`.

use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::dialect::FoldResult;
use shader_mlir::ir::{AttrKind, Attribute, Ir, OpId, Value};
use shader_mlir::ods::constraint::ANY_TYPE;
use shader_mlir::op;
use shader_mlir::rewrite::{FnPattern, OrFail, RewritePatternSet, RewriteResult, Rewriter};

use super::support::{ANY_VECTOR, same_element_type, vector_parts};

/// Broadcast operation.
#[op(
    "vector.broadcast",
    traits = [Pure, Pred("source operand and result have same element type", same_element_type)],
    verify = verify,
    fold = fold,
    canonicalize = patterns
)]
#[format("$source attr-dict `:` type($source) `to` type($vector)")]
pub struct BroadcastOp {
    #[operand(ANY_TYPE)]
    source: Value,
    #[result(ANY_VECTOR)]
    vector: Value,
}

/// A dimension as the mismatch message spells it: `[4]` when scalable.
fn dim(size: i64, scalable: bool) -> String {
    if scalable {
        format!("[{size}]")
    } else {
        size.to_string()
    }
}

/// Whether the source broadcasts to the result (MLIR's `isBroadcastableTo`).
fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let broadcast = BroadcastOp(op);
    let source = ir.value_type(broadcast.source(ir));
    let Some((shape, scalable, _)) = vector_parts(ctx, ir.value_type(broadcast.vector(ir))) else {
        return Ok(());
    };
    let Some((source_shape, source_scalable, _)) = vector_parts(ctx, source) else {
        return Ok(());
    };
    if source_shape.len() > shape.len() {
        return Err(ir.op_error(op, "source rank higher than destination rank"));
    }
    let lead = shape.len() - source_shape.len();
    for (i, (&from, &from_scalable)) in source_shape.iter().zip(source_scalable).enumerate() {
        let (to, to_scalable) = (shape[lead + i], scalable[lead + i]);
        let mismatch = (from != 1 && from != to)
            || (from == 1 && from_scalable && to != 1)
            // 1 -> [N] is fine; any other mix of fixed and scalable is not.
            || (from_scalable != to_scalable && (from != 1 || from_scalable));
        if mismatch {
            return Err(ir.op_error(
                op,
                format!(
                    "dimension mismatch ({} vs. {})",
                    dim(from, from_scalable),
                    dim(to, to_scalable)
                ),
            ));
        }
    }
    Ok(())
}

fn fold(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    let ctx = ir.ctx();
    let broadcast = BroadcastOp(op);
    let source = broadcast.source(ir);
    let ty = ir.value_type(broadcast.vector(ir));
    if ir.value_type(source) == ty {
        return Some(vec![FoldResult::Value(source)]);
    }
    let constant = (*consts.first()?)?;
    let element = match ctx.attr_kind(constant) {
        AttrKind::DenseElements {
            values,
            splat: true,
            ..
        } => *values.first()?,
        AttrKind::Integer { .. } | AttrKind::Float { .. } | AttrKind::Bool(_) => constant,
        _ => return None,
    };
    let splat = ctx.intern_attr(AttrKind::DenseElements {
        ty,
        values: Box::new([element]),
        splat: true,
    });
    Some(vec![FoldResult::Attribute(splat)])
}

fn patterns(set: &mut RewritePatternSet) {
    set.add(FnPattern::new(
        "BroadcastFolder",
        BroadcastOp::DEF,
        broadcast_of_broadcast,
    ));
}

fn broadcast_of_broadcast(op: OpId, rw: &mut Rewriter<'_>) -> RewriteResult {
    let ir = rw.ir();
    let inner = ir
        .defining_op(BroadcastOp(op).source(ir))
        .and_then(|d| BroadcastOp::cast(ir, d))
        .or_fail("no inner broadcast")?;
    let source = inner.source(ir);
    rw.modify_op_in_place(op, |ir| ir.set_operand(op, 0, source));
    Ok(())
}
