//! `vector.from_elements`: a vector built from scalars, in row-major order
//! (MLIR's `vector::FromElementsOp`).
//!
//! ```text
//! %0 = vector.from_elements %a, %b, %c, %d : vector<4xf32>
//! ```
//!
//! Folds: all elements constant (a constant vector), and the elements of one
//! vector of the result type extracted in order (that vector).

use shader_mlir::asm::parser::Delimiter;
use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::dialect::{FoldResult, OpDef, Traits};
use shader_mlir::ir::{AttrKind, Attribute, Ir, Location, OpId, OperationState, Type, Value};
use shader_mlir::rewrite::OpBuilder;

use super::support::{static_position, type_str, vector_parts};

/// A `vector.from_elements`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct FromElementsOp(pub OpId);

impl FromElementsOp {
    pub const NAME: &'static str = "vector.from_elements";

    pub const DEF: OpDef = OpDef::new(Self::NAME)
        .summary("operation that defines a vector from scalar elements")
        .traits(Traits::PURE)
        .verify(verify)
        .asm(parse, print)
        .fold(fold);

    pub fn cast(ir: &Ir, op: OpId) -> Option<Self> {
        ir.op_is(op, Self::NAME).then_some(Self(op))
    }

    pub fn build(b: &mut impl OpBuilder, loc: Location, elements: &[Value], ty: Type) -> Value {
        let mut state = OperationState::new(b.ctx().ident(Self::NAME), loc);
        state.operands = elements.to_vec();
        state.result_types = vec![ty];
        b.create_value(state)
    }
}

/// The element count of a static vector shape.
fn element_count(shape: &[i64]) -> Option<usize> {
    shape
        .iter()
        .try_fold(1usize, |n, &d| n.checked_mul(usize::try_from(d).ok()?))
}

fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    if ir.num_results(op) != 1 {
        return Err(ir.op_error(op, "requires 1 result"));
    }
    let ty = ir.value_type(ir.result(op, 0));
    let Some((shape, scalable, element)) = vector_parts(ctx, ty) else {
        return Err(ir.op_error(
            op,
            format!(
                "result #0 must be fixed-length vector of any type values, but got '{}'",
                type_str(ctx, ty)
            ),
        ));
    };
    if scalable.iter().any(|&s| s) {
        return Err(ir.op_error(
            op,
            format!(
                "result #0 must be fixed-length vector of any type values, but got '{}'",
                type_str(ctx, ty)
            ),
        ));
    }
    let matches = element_count(shape) == Some(ir.num_operands(op))
        && ir.operand_types(op).all(|t| t == element);
    if !matches {
        return Err(ir.op_error(
            op,
            "failed to verify that shaped type 'dest' matches 'elements' element count and types",
        ));
    }
    Ok(())
}

fn parse(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let pos = p.get_current_location();
    let elements = p.parse_operand_list(Delimiter::None)?;
    p.parse_optional_attr_dict(&mut state.attributes)?;
    let ty = p.parse_colon_type()?;
    let ctx = p.ctx();
    let types: Vec<Type> = match vector_parts(ctx, ty) {
        Some((shape, _, element)) => vec![element; element_count(shape).unwrap_or(0)],
        None => Vec::new(),
    };
    p.resolve_operands(&elements, &types, pos, &mut state.operands)?;
    state.result_types.push(ty);
    Ok(())
}

fn print(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    if ir.num_results(op) != 1 {
        p.print_generic_op(op, false);
        return;
    }
    p.write_char(' ');
    p.print_operands(ir.operands(op));
    p.print_optional_attr_dict(ir.attrs(op), &[]);
    p.write_str(" : ");
    p.print_type(ir.value_type(ir.result(op, 0)));
}

fn fold(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    let ctx = ir.ctx();
    let ty = ir.value_type(ir.result(op, 0));
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
    for (i, element) in ir.operands(op).enumerate() {
        let extract = ir
            .defining_op(element)
            .filter(|&d| ir.op_is(d, "vector.extract"))?;
        let v = ir.operand(extract, 0);
        if source.is_some_and(|s| s != v) || ir.value_type(v) != ty {
            return None;
        }
        source = Some(v);
        let position = static_position(ir, extract)?;
        if super::support::linear_index(shape, &position) != Some(i) {
            return None;
        }
    }
    source.map(|s| vec![FoldResult::Value(s)])
}
