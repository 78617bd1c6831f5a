//! `arith.constant`: an integer, float or elements constant (MLIR's
//! `arith::ConstantOp`).
//!
//! ```text
//! %c0_i32 = arith.constant 0 : i32
//! %true = arith.constant true
//! %cst = arith.constant dense<[1, 2]> : vector<2xi32>
//! "arith.constant"() <{value = 0 : i32}> : () -> i32
//! ```
//!
//! Results are named as upstream names them: `%c<value>_<type>` for integers,
//! `%c<value>` for `index`, `%true` / `%false` for `i1`, `%cst` otherwise.

use shader_mlir::Context;
use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::dialect::{FoldResult, OpDef, Traits};
use shader_mlir::ir::{
    AttrKind, Attribute, InsertPoint, Ir, Location, OpId, OperationState, Type, TypeKind, Value,
};
use shader_mlir::rewrite::OpBuilder;

use super::support::{named, set_properties};
use crate::fold::sext;

/// An `arith.constant`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ConstantOp(pub OpId);

const PROPERTIES: &[&str] = &["value"];

impl ConstantOp {
    pub const NAME: &'static str = "arith.constant";

    pub const DEF: OpDef = OpDef::new(Self::NAME)
        .summary("integer or floating point constant")
        .traits(Traits::PURE.union(Traits::CONSTANT_LIKE))
        .properties(PROPERTIES)
        .verify(verify)
        .asm(parse, print)
        .fold(fold)
        .asm_names(asm_names);

    pub fn cast(ir: &Ir, op: OpId) -> Option<Self> {
        ir.op_is(op, Self::NAME).then_some(Self(op))
    }

    pub fn value(self, ir: &Ir) -> Option<Attribute> {
        ir.prop(self.0, "value")
    }

    /// Creates a constant of `value`, whose type is `ty`.
    pub fn build(b: &mut impl OpBuilder, loc: Location, value: Attribute, ty: Type) -> Value {
        let ctx = b.ctx();
        let mut state = OperationState::new(ctx.ident(Self::NAME), loc);
        state.properties = Some(ctx.dictionary_attr([named(ctx, "value", value)]));
        state.result_types = vec![ty];
        b.create_value(state)
    }

    /// Creates an integer (or `index`) constant.
    pub fn build_int(b: &mut impl OpBuilder, loc: Location, value: i128, ty: Type) -> Value {
        let ctx = b.ctx();
        let attr = if ty == ctx.common().i1 {
            ctx.bool_attr(value & 1 != 0)
        } else {
            ctx.integer_attr(ty, value)
        };
        Self::build(b, loc, attr, ty)
    }
}

/// The type an attribute gives a constant, when it can be one.
pub fn constant_type(ctx: &Context, value: Attribute) -> Option<Type> {
    match ctx.attr_kind(value) {
        AttrKind::Integer { ty, .. }
        | AttrKind::Float { ty, .. }
        | AttrKind::DenseElements { ty, .. } => Some(*ty),
        AttrKind::Bool(_) => Some(ctx.common().i1),
        _ => None,
    }
}

/// The type a parsed `value` gives the result: its own type, also for attributes
/// that cannot be constants (the verifier rejects those).
fn value_type(ctx: &Context, value: Attribute) -> Option<Type> {
    match ctx.attr_kind(value) {
        AttrKind::String { ty: Some(ty), .. } => Some(*ty),
        _ => constant_type(ctx, value),
    }
}

fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let Some(value) = ir.prop(op, "value") else {
        return Err(ir.op_error(op, "requires attribute 'value'"));
    };
    if ir.num_results(op) != 1 {
        return Err(ir.op_error(op, "requires one result"));
    }
    let result = ir.value_type(ir.result(op, 0));
    let (Some(ty), true) = (constant_type(ctx, value), value_type(ctx, value).is_some()) else {
        return Err(ir.op_error(op, "value must be an integer, float, or elements attribute"));
    };
    if ty != result {
        return Err(ir.op_error(
            op,
            "failed to verify that all of {value, result} have same type",
        ));
    }
    if let TypeKind::Integer { signedness, .. } = ctx.type_kind(result)
        && *signedness != shader_mlir::ir::Signedness::Signless
    {
        return Err(ir.op_error(op, "integer return type must be signless"));
    }
    Ok(())
}

fn parse(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    p.parse_optional_attr_dict(&mut state.attributes)?;
    let pos = p.get_current_location();
    let value = p.parse_attribute(None)?;
    let ctx = p.ctx();
    let Some(ty) = value_type(ctx, value) else {
        return Err(p.emit_error_at(pos, "expected attribute with a type"));
    };
    state.result_types.push(ty);
    set_properties(ctx, state, vec![named(ctx, "value", value)], PROPERTIES);
    Ok(())
}

fn print(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    let Some(value) = ir.prop(op, "value") else {
        p.print_generic_op(op, false);
        return;
    };
    p.print_optional_attr_dict(ir.attrs(op), &[]);
    p.write_char(' ');
    p.print_attribute(value);
}

fn fold(ir: &Ir, op: OpId, _operands: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    Some(vec![FoldResult::Attribute(ir.prop(op, "value")?)])
}

fn asm_names(ir: &Ir, op: OpId, name: &mut dyn FnMut(Value, &str)) {
    let ctx = ir.ctx();
    let (Some(value), 1) = (ir.prop(op, "value"), ir.num_results(op)) else {
        return;
    };
    let result = ir.result(op, 0);
    let ty = ir.value_type(result);
    match ctx.attr_kind(value) {
        AttrKind::Bool(b) => name(result, if *b { "true" } else { "false" }),
        AttrKind::Integer { value, .. } => match ctx.type_kind(ty) {
            TypeKind::Integer { width: 1, .. } => {
                name(result, if *value != 0 { "true" } else { "false" })
            }
            TypeKind::Integer { width, .. } => {
                let type_name = shader_mlir::asm::printer::type_to_string(ctx, ty);
                name(result, &format!("c{}_{type_name}", sext(*value, *width)));
            }
            _ => name(result, &format!("c{value}")),
        },
        _ => name(result, "cst"),
    }
}

/// Builds an `arith.constant` for a folded value (the dialect's constant
/// materializer, also used by dialects whose constants are `arith.constant`s):
/// integer, float and elements attributes of the requested type.
pub fn materialize(
    ir: &mut Ir,
    at: InsertPoint,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OpId> {
    if constant_type(ir.ctx(), value)? != ty {
        return None;
    }
    let ctx = ir.ctx_arc().clone();
    let mut state = OperationState::new(ctx.ident(ConstantOp::NAME), loc);
    state.properties = Some(ctx.dictionary_attr([named(&ctx, "value", value)]));
    state.result_types = vec![ty];
    Some(ir.insert_op(at, state))
}
