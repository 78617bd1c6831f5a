//! `vector.insert`: a vector with an element or a sub-vector replaced at a
//! static position (MLIR's `vector::InsertOp`).
//!
//! ```text
//! %0 = vector.insert %x, %v [1, 2] : f32 into vector<2x3xf32>
//! "vector.insert"(%x, %v) <{static_position = array<i64: 1, 2>}> : (f32, vector<2x3xf32>) -> vector<2x3xf32>
//! ```
//!
//! Folds: an empty position with a vector of the result type (the inserted
//! value).

use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::dialect::{FoldResult, OpDef, Traits};
use shader_mlir::ir::{Attribute, Ir, Location, NamedAttribute, OpId, OperationState, Value};
use shader_mlir::rewrite::OpBuilder;

use super::support::{
    POISON, element_type, parse_position, position_attr, print_position, static_position,
    vector_parts,
};

/// A `vector.insert`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct InsertOp(pub OpId);

const PROPERTIES: &[&str] = &["static_position"];

impl InsertOp {
    pub const NAME: &'static str = "vector.insert";

    pub const DEF: OpDef = OpDef::new(Self::NAME)
        .summary("insert operation")
        .traits(Traits::PURE)
        .properties(PROPERTIES)
        .verify(verify)
        .asm(parse, print)
        .fold(fold);

    pub fn cast(ir: &Ir, op: OpId) -> Option<Self> {
        ir.op_is(op, Self::NAME).then_some(Self(op))
    }

    pub fn build(
        b: &mut impl OpBuilder,
        loc: Location,
        value: Value,
        dest: Value,
        position: &[i64],
    ) -> Value {
        let ctx = b.ctx();
        let mut state = OperationState::new(ctx.ident(Self::NAME), loc);
        state.operands = vec![value, dest];
        state.result_types = vec![b.ir().value_type(dest)];
        state.properties = Some(ctx.dictionary_attr([NamedAttribute {
            name: ctx.ident("static_position"),
            value: position_attr(ctx, position),
        }]));
        b.create_value(state)
    }

    pub fn value_to_store(self, ir: &Ir) -> Value {
        ir.operand(self.0, 0)
    }

    pub fn dest(self, ir: &Ir) -> Value {
        ir.operand(self.0, 1)
    }

    pub fn position(self, ir: &Ir) -> Option<Vec<i64>> {
        static_position(ir, self.0)
    }
}

fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    if ir.num_operands(op) != 2 || ir.num_results(op) != 1 {
        return Err(ir.op_error(op, "expected a value, a destination vector and one result (dynamic positions are not supported)"));
    }
    let (value, dest, result) = (
        ir.value_type(ir.operand(op, 0)),
        ir.value_type(ir.operand(op, 1)),
        ir.value_type(ir.result(op, 0)),
    );
    if dest != result {
        return Err(ir.op_error(
            op,
            "failed to verify that all of {dest, result} have same type",
        ));
    }
    let Some((shape, _, element)) = vector_parts(ctx, dest) else {
        return Err(ir.op_error(op, "operand #1 must be vector of any type values"));
    };
    if element_type(ctx, value) != element {
        return Err(ir.op_error(
            op,
            "failed to verify that source operand and result have same element type",
        ));
    }
    let Some(position) = static_position(ir, op) else {
        return Err(ir.op_error(op, "requires attribute 'static_position'"));
    };
    if position.len() > shape.len() {
        return Err(ir.op_error(
            op,
            "expected position attribute of rank no greater than dest vector rank",
        ));
    }
    match vector_parts(ctx, value) {
        Some((source_shape, _, _)) => {
            if source_shape.len() + position.len() != shape.len() {
                return Err(ir.op_error(
                    op,
                    "expected position attribute rank + source rank to match dest vector rank",
                ));
            }
            if source_shape != &shape[position.len()..] {
                return Err(ir.op_error(
                    op,
                    "expected the source shape to match the trailing dimensions of the dest vector",
                ));
            }
        }
        None if position.len() != shape.len() => {
            return Err(ir.op_error(
                op,
                "expected position attribute rank to match the dest vector rank",
            ));
        }
        None => {}
    }
    for (i, (&p, &d)) in position.iter().zip(shape).enumerate() {
        if p != POISON && !(0..d).contains(&p) {
            return Err(ir.op_error(
                op,
                format!(
                    "expected position attribute #{} to be a non-negative integer smaller than the corresponding \
                     dest vector dimension",
                    i + 1
                ),
            ));
        }
    }
    Ok(())
}

fn parse(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let value = p.parse_operand()?;
    p.parse_comma()?;
    let dest = p.parse_operand()?;
    let position = parse_position(p)?;
    p.parse_optional_attr_dict(&mut state.attributes)?;
    let value_ty = p.parse_colon_type()?;
    p.parse_keyword("into")?;
    let dest_ty = p.parse_type()?;
    state.operands.push(p.resolve_operand(&value, value_ty)?);
    state.operands.push(p.resolve_operand(&dest, dest_ty)?);
    state.result_types.push(dest_ty);
    let ctx = p.ctx();
    state.properties = Some(ctx.dictionary_attr([NamedAttribute {
        name: ctx.ident("static_position"),
        value: position_attr(ctx, &position),
    }]));
    Ok(())
}

fn print(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    let (Some(position), 2, 1) = (
        static_position(ir, op),
        ir.num_operands(op),
        ir.num_results(op),
    ) else {
        p.print_generic_op(op, false);
        return;
    };
    p.write_char(' ');
    p.print_operand(ir.operand(op, 0));
    p.write_str(", ");
    p.print_operand(ir.operand(op, 1));
    p.write_char(' ');
    print_position(p, &position);
    p.print_optional_attr_dict(ir.attrs(op), &[]);
    p.write_str(" : ");
    p.print_type(ir.value_type(ir.operand(op, 0)));
    p.write_str(" into ");
    p.print_type(ir.value_type(ir.operand(op, 1)));
}

fn fold(ir: &Ir, op: OpId, _consts: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    let position = static_position(ir, op)?;
    let (value, dest) = (ir.operand(op, 0), ir.operand(op, 1));
    (position.is_empty() && ir.value_type(value) == ir.value_type(dest))
        .then(|| vec![FoldResult::Value(value)])
}
