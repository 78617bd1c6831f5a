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

use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::dialect::{FoldResult, OpDef, Traits};
use shader_mlir::ir::{AttrKind, Attribute, Ir, Location, OpId, OperationState, Type, Value};
use shader_mlir::rewrite::{
    FnPattern, OpBuilder, OrFail, RewritePatternSet, RewriteResult, Rewriter, ensure,
};

use super::support::{element_type, type_str, vector_parts};

/// A `vector.broadcast`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct BroadcastOp(pub OpId);

impl BroadcastOp {
    pub const NAME: &'static str = "vector.broadcast";

    pub const DEF: OpDef = OpDef::new(Self::NAME)
        .summary("broadcast operation")
        .traits(Traits::PURE)
        .verify(verify)
        .asm(parse, print)
        .fold(fold)
        .canonicalize(patterns);

    pub fn cast(ir: &Ir, op: OpId) -> Option<Self> {
        ir.op_is(op, Self::NAME).then_some(Self(op))
    }

    pub fn build(b: &mut impl OpBuilder, loc: Location, source: Value, ty: Type) -> Value {
        let mut state = OperationState::new(b.ctx().ident(Self::NAME), loc);
        state.operands = vec![source];
        state.result_types = vec![ty];
        b.create_value(state)
    }
}

fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    if ir.num_operands(op) != 1 || ir.num_results(op) != 1 {
        return Err(ir.op_error(op, "expected one operand and one result"));
    }
    let (source, result) = (
        ir.value_type(ir.operand(op, 0)),
        ir.value_type(ir.result(op, 0)),
    );
    let Some((shape, _, element)) = vector_parts(ctx, result) else {
        return Err(ir.op_error(
            op,
            format!(
                "result #0 must be vector of any type values, but got '{}'",
                type_str(ctx, result)
            ),
        ));
    };
    if element_type(ctx, source) != element {
        return Err(ir.op_error(
            op,
            "failed to verify that source operand and result have same element type",
        ));
    }
    let Some((source_shape, _, _)) = vector_parts(ctx, source) else {
        return Ok(());
    };
    if source_shape.len() > shape.len() {
        return Err(ir.op_error(op, "source rank higher than destination rank"));
    }
    let offset = shape.len() - source_shape.len();
    for (i, &d) in source_shape.iter().enumerate() {
        let target = shape[offset + i];
        if d != 1 && d != target {
            return Err(ir.op_error(op, format!("dimension mismatch ({d} vs. {target})")));
        }
    }
    Ok(())
}

fn parse(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let source = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut state.attributes)?;
    let source_ty = p.parse_colon_type()?;
    p.parse_keyword("to")?;
    let ty = p.parse_type()?;
    state.operands.push(p.resolve_operand(&source, source_ty)?);
    state.result_types.push(ty);
    Ok(())
}

fn print(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    if ir.num_operands(op) != 1 || ir.num_results(op) != 1 {
        p.print_generic_op(op, false);
        return;
    }
    p.write_char(' ');
    p.print_operand(ir.operand(op, 0));
    p.print_optional_attr_dict(ir.attrs(op), &[]);
    p.write_str(" : ");
    p.print_type(ir.value_type(ir.operand(op, 0)));
    p.write_str(" to ");
    p.print_type(ir.value_type(ir.result(op, 0)));
}

fn fold(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    let ctx = ir.ctx();
    let source = ir.operand(op, 0);
    let ty = ir.value_type(ir.result(op, 0));
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
        &BroadcastOp::DEF,
        broadcast_of_broadcast,
    ));
}

fn broadcast_of_broadcast(op: OpId, rw: &mut Rewriter<'_>) -> RewriteResult {
    let ir = rw.ir();
    let inner = ir
        .defining_op(ir.operand(op, 0))
        .and_then(|d| BroadcastOp::cast(ir, d))
        .or_fail("no inner broadcast")?;
    ensure(ir.num_operands(inner.0) == 1, "malformed broadcast")?;
    let source = ir.operand(inner.0, 0);
    rw.modify_op_in_place(op, |ir| ir.set_operand(op, 0, source));
    Ok(())
}
