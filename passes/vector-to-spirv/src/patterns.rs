//! The element ops of `vector` to `spirv` (MLIR's VectorToSPIRV):
//! `vector.extract` -> `spirv.CompositeExtract`, `vector.insert` ->
//! `spirv.CompositeInsert`, `vector.from_elements` and `vector.broadcast`
//! -> `spirv.CompositeConstruct` (a broadcast repeats its source, a scalar
//! or a one-element vector, in every component). Positions must be static.
//! One-element vectors are scalars in SPIR-V, so accesses to them are the
//! value itself.

use dialect_spirv::ops::composite::{CompositeConstructOp, CompositeExtractOp, CompositeInsertOp};
use dialect_vector::{BroadcastOp, ExtractOp, FromElementsOp, InsertOp};
use shader_mlir::conversion::{Adaptor, ConversionRewriter};
use shader_mlir::ir::{AttrKind, OpId, Value};
use shader_mlir::rewrite::{MatchFailure, OpBuilder, ensure};
use spirv_conversion::values::components;
use spirv_conversion::{Rule, RuleMatch, result_type, value_rule};

pub static RULES: &[Rule] = &[
    value_rule!(ExtractOp => CompositeExtractOp, lower_extract),
    value_rule!(InsertOp => CompositeInsertOp, lower_insert),
    value_rule!(FromElementsOp => CompositeConstructOp, lower_from_elements),
    value_rule!(BroadcastOp => CompositeConstructOp, lower_broadcast),
];

/// What a rule's body gives: the value replacing the op.
type ValueResult = Result<Value, MatchFailure>;

/// The static position of an extract or insert, one index; `operands` is how
/// many operands the op has without dynamic positions.
fn position(
    rewriter: &ConversionRewriter<'_>,
    op: OpId,
    adaptor: &Adaptor,
    operands: usize,
) -> Result<i32, MatchFailure> {
    let ir = rewriter.ir();
    let attr = ir
        .attr_or_prop(op, "static_position")
        .ok_or(MatchFailure("no static position"))?;
    let index = match ir.ctx().attr_kind(attr) {
        AttrKind::DenseArray { values, .. } => match values[..] {
            // MLIR marks dynamic positions with i64::MIN.
            [p] if p as i64 >= 0 => {
                i32::try_from(p).map_err(|_| MatchFailure("position out of range"))
            }
            _ => Err(MatchFailure("only static single positions lower to SPIR-V")),
        },
        _ => Err(MatchFailure("static_position is not a dense array")),
    }?;
    ensure(adaptor.len() == operands, "dynamic positions do not lower")?;
    Ok(index)
}

fn lower_extract(m: RuleMatch<'_>, rewriter: &mut ConversionRewriter<'_>) -> ValueResult {
    let (converter, op, adaptor) = (m.converter, m.op, m.adaptor);
    let index = position(rewriter, op, adaptor, 1)?;
    let ty = result_type(&converter.types, rewriter, op)?;
    let source = adaptor.operand(0);
    let value = if rewriter.ir().value_type(source) == ty {
        source
    } else {
        let loc = rewriter.ir().op_loc(op);
        let extract = CompositeExtractOp::build(rewriter, loc, ty, source, &[index]);
        extract.component(rewriter.ir())
    };
    Ok(value)
}

fn lower_insert(m: RuleMatch<'_>, rewriter: &mut ConversionRewriter<'_>) -> ValueResult {
    let (converter, op, adaptor) = (m.converter, m.op, m.adaptor);
    let index = position(rewriter, op, adaptor, 2)?;
    let ty = result_type(&converter.types, rewriter, op)?;
    let (object, dest) = (adaptor.operand(0), adaptor.operand(1));
    let value = if rewriter.ir().value_type(object) == ty {
        object
    } else {
        let loc = rewriter.ir().op_loc(op);
        let insert = CompositeInsertOp::build(rewriter, loc, ty, object, dest, &[index]);
        insert.result(rewriter.ir())
    };
    Ok(value)
}

fn lower_from_elements(m: RuleMatch<'_>, rewriter: &mut ConversionRewriter<'_>) -> ValueResult {
    let (converter, op, adaptor) = (m.converter, m.op, m.adaptor);
    let ty = result_type(&converter.types, rewriter, op)?;
    let value = match adaptor.operands() {
        [one] => *one,
        parts => {
            let loc = rewriter.ir().op_loc(op);
            CompositeConstructOp::build(rewriter, loc, ty, parts).result(rewriter.ir())
        }
    };
    Ok(value)
}

fn lower_broadcast(m: RuleMatch<'_>, rewriter: &mut ConversionRewriter<'_>) -> ValueResult {
    let (converter, op, adaptor) = (m.converter, m.op, m.adaptor);
    let ty = result_type(&converter.types, rewriter, op)?;
    let source = adaptor.operand(0);
    let source_ty = rewriter.ir().value_type(source);
    // A one-element source converts to its scalar; any other vector source
    // has no SPIR-V form (MLIR's pattern builds an invalid construct).
    let (_, source_count) = components(rewriter.ctx(), source_ty);
    let value = if source_ty == ty {
        source
    } else if source_count != 1 {
        return Err(MatchFailure("only scalars broadcast to SPIR-V vectors"));
    } else {
        let (_, count) = components(rewriter.ctx(), ty);
        let parts = vec![source; count as usize];
        let loc = rewriter.ir().op_loc(op);
        CompositeConstructOp::build(rewriter, loc, ty, &parts).result(rewriter.ir())
    };
    Ok(value)
}
