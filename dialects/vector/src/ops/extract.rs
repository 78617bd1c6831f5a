//! `vector.extract`: an element or a sub-vector at a static position (MLIR's
//! `vector::ExtractOp`).
//!
//! ```text
//! %0 = vector.extract %v[1, 2] : f32 from vector<2x3xf32>
//! %1 = vector.extract %v[1] : vector<3xf32> from vector<2x3xf32>
//! "vector.extract"(%v) <{static_position = array<i64: 1, 2>}> : (vector<2x3xf32>) -> f32
//! ```
//!
//! A position of `-1` is poison. Folds: an empty position (the vector itself), a
//! constant vector, `from_elements`, `broadcast` of a scalar, and `insert` at
//! the same position.

use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::dialect::{FoldResult, OpDef, Traits};
use shader_mlir::ir::{
    AttrKind, Attribute, Ir, Location, NamedAttribute, OpId, OperationState, Value,
};
use shader_mlir::rewrite::OpBuilder;

use super::support::{
    POISON, drop_leading_dims, element_type, linear_index, parse_position, position_attr,
    print_position, static_position, type_str, vector_parts,
};

/// A `vector.extract`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ExtractOp(pub OpId);

const PROPERTIES: &[&str] = &["static_position"];

impl ExtractOp {
    pub const NAME: &'static str = "vector.extract";

    pub const DEF: OpDef = OpDef::new(Self::NAME)
        .summary("extract operation")
        .traits(Traits::PURE)
        .properties(PROPERTIES)
        .verify(verify)
        .asm(parse, print)
        .fold(fold);

    pub fn cast(ir: &Ir, op: OpId) -> Option<Self> {
        ir.op_is(op, Self::NAME).then_some(Self(op))
    }

    /// Extracts at `position`; the result type is inferred.
    pub fn build(
        b: &mut impl OpBuilder,
        loc: Location,
        vector: Value,
        position: &[i64],
    ) -> Option<Value> {
        let ctx = b.ctx();
        let ty = drop_leading_dims(ctx, b.ir().value_type(vector), position.len())?;
        let mut state = OperationState::new(ctx.ident(Self::NAME), loc);
        state.operands = vec![vector];
        state.result_types = vec![ty];
        state.properties = Some(ctx.dictionary_attr([NamedAttribute {
            name: ctx.ident("static_position"),
            value: position_attr(ctx, position),
        }]));
        Some(b.create_value(state))
    }

    pub fn vector(self, ir: &Ir) -> Value {
        ir.operand(self.0, 0)
    }

    pub fn position(self, ir: &Ir) -> Option<Vec<i64>> {
        static_position(ir, self.0)
    }
}

fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    if ir.num_operands(op) != 1 || ir.num_results(op) != 1 {
        return Err(ir.op_error(
            op,
            "expected one vector operand and one result (dynamic positions are not supported)",
        ));
    }
    let source = ir.value_type(ir.operand(op, 0));
    let result = ir.value_type(ir.result(op, 0));
    let Some((shape, _, element)) = vector_parts(ctx, source) else {
        return Err(ir.op_error(
            op,
            format!(
                "operand #0 must be vector of any type values, but got '{}'",
                type_str(ctx, source)
            ),
        ));
    };
    if element_type(ctx, result) != element {
        return Err(ir.op_error(
            op,
            "failed to verify that operand and result have same element type",
        ));
    }
    if vector_parts(ctx, result).is_some_and(|(s, _, _)| s.is_empty()) {
        return Err(ir.error_at(
            ir.op_loc(op),
            "expected a scalar instead of a 0-d vector as the result type",
        ));
    }
    let Some(position) = static_position(ir, op) else {
        return Err(ir.op_error(op, "requires attribute 'static_position'"));
    };
    if position.len() > shape.len() {
        return Err(ir.op_error(
            op,
            "expected position attribute of rank no greater than vector rank",
        ));
    }
    for (i, (&p, &d)) in position.iter().zip(shape).enumerate() {
        if p != POISON && !(0..d).contains(&p) {
            return Err(ir.op_error(
                op,
                format!(
                    "expected position attribute #{} to be a non-negative integer smaller than the corresponding \
                     vector dimension or poison (-1)",
                    i + 1
                ),
            ));
        }
    }
    if let Some(inferred) = drop_leading_dims(ctx, source, position.len())
        && inferred != result
    {
        return Err(ir.op_error(
            op,
            format!(
                "inferred type(s) '{}' are incompatible with return type(s) of operation '{}'",
                type_str(ctx, inferred),
                type_str(ctx, result)
            ),
        ));
    }
    Ok(())
}

fn parse(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let vector = p.parse_operand()?;
    let position = parse_position(p)?;
    p.parse_optional_attr_dict(&mut state.attributes)?;
    let result = p.parse_colon_type()?;
    p.parse_keyword("from")?;
    let source = p.parse_type()?;
    state.operands.push(p.resolve_operand(&vector, source)?);
    state.result_types.push(result);
    let ctx = p.ctx();
    state.properties = Some(ctx.dictionary_attr([NamedAttribute {
        name: ctx.ident("static_position"),
        value: position_attr(ctx, &position),
    }]));
    Ok(())
}

fn print(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    let (Some(position), 1, 1) = (
        static_position(ir, op),
        ir.num_operands(op),
        ir.num_results(op),
    ) else {
        p.print_generic_op(op, false);
        return;
    };
    p.write_char(' ');
    p.print_operand(ir.operand(op, 0));
    print_position(p, &position);
    p.print_optional_attr_dict(ir.attrs(op), &[]);
    p.write_str(" : ");
    p.print_type(ir.value_type(ir.result(op, 0)));
    p.write_str(" from ");
    p.print_type(ir.value_type(ir.operand(op, 0)));
}

fn fold(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    let ctx = ir.ctx();
    let position = static_position(ir, op)?;
    let source = ir.operand(op, 0);
    let result_ty = ir.value_type(ir.result(op, 0));
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
    match ir.op_name_str(def) {
        "vector.from_elements" if full => value(ir.operand(def, linear_index(shape, &position)?)),
        "vector.broadcast" => {
            let input = ir.operand(def, 0);
            if vector_parts(ctx, ir.value_type(input)).is_none() {
                value(input)
            } else {
                None
            }
        }
        "vector.insert" if static_position(ir, def).as_deref() == Some(&position[..]) => {
            value(ir.operand(def, 0))
        }
        _ => None,
    }
}
