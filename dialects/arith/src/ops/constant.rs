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
//! The result takes the type of the value. Results are named as upstream names
//! them: `%c<value>_<type>` for integers, `%c<value>` for `index`, `%true` /
//! `%false` for `i1`, `%cst` otherwise.

use shader_mlir::Context;
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::dialect::FoldResult;
use shader_mlir::ir::{AttrKind, Attribute, Ir, Location, OpId, Type, TypeKind, Value};
use shader_mlir::ods::constraint::ANY_TYPE;
use shader_mlir::ods::property::TypedAttr;
use shader_mlir::op;
use shader_mlir::rewrite::{IrBuilder, OpBuilder, TypedConstant};

use crate::fold::sext;

/// Integer or floating point constant.
#[op(
    "arith.constant",
    traits = [ConstantLike, Pure, AllTypesMatch(value, result)],
    verify = verify,
    fold = fold,
    asm_names = asm_names
)]
#[format("attr-dict $value")]
pub struct ConstantOp {
    /// The constant: an integer, float or elements attribute.
    #[property(TypedAttr)]
    value: Attribute,
    #[result(ANY_TYPE)]
    result: Value,
}

impl ConstantOp {
    /// Creates an integer (or `index`) constant of type `ty`.
    pub fn build_int(b: &mut impl OpBuilder, loc: Location, value: i128, ty: Type) -> Self {
        let ctx = b.ctx();
        let attr = if ty == ctx.common().i1 {
            ctx.bool_attr(value & 1 != 0)
        } else {
            ctx.integer_attr(ty, value)
        };
        Self::build(b, loc, attr)
    }
}

/// The type an attribute gives a constant, when it can be one: integer, float
/// and elements attributes (MLIR's `arith::ConstantOp::isBuildableWith`).
pub fn constant_type(ctx: &Context, value: Attribute) -> Option<Type> {
    match ctx.attr_kind(value) {
        AttrKind::Integer { ty, .. }
        | AttrKind::WideInteger { ty, .. }
        | AttrKind::Float { ty, .. }
        | AttrKind::DenseElements { ty, .. }
        | AttrKind::DenseResource { ty, .. } => Some(*ty),
        AttrKind::Bool(_) => Some(ctx.common().i1),
        _ => None,
    }
}

fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let constant = ConstantOp(op);
    let ty = ir.value_type(constant.result(ir));
    if let TypeKind::Integer { signedness, .. } = ctx.type_kind(ty)
        && *signedness != shader_mlir::ir::Signedness::Signless
    {
        return Err(ir.op_error(op, "integer return type must be signless"));
    }
    let value = constant.value(ir);
    if constant_type(ctx, value).is_none() {
        return Err(ir.op_error(op, "value must be an integer, float, or elements attribute"));
    }
    let scalable = matches!(ctx.type_kind(ty), TypeKind::Vector { scalable, .. } if scalable.iter().any(|&s| s));
    let splat = matches!(
        ctx.attr_kind(value),
        AttrKind::DenseElements { splat: true, .. }
    );
    if scalable && !splat {
        return Err(ir.op_error(
            op,
            "intializing scalable vectors with elements attribute is not supported unless it's a vector splat",
        ));
    }
    Ok(())
}

fn fold(ir: &Ir, op: OpId, _operands: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    Some(vec![FoldResult::Attribute(ConstantOp(op).value(ir))])
}

fn asm_names(ir: &Ir, op: OpId, name: &mut dyn FnMut(Value, &str)) {
    let ctx = ir.ctx();
    let (Some(value), 1) = (ConstantOp(op).value_attr(ir), ir.num_results(op)) else {
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

/// Folded values become `arith.constant`s (the materializer of `arith` and of
/// the dialects whose constants are `arith.constant`s): integer, float and
/// elements attributes of the requested type.
impl TypedConstant for ConstantOp {
    fn constant_type(ctx: &Context, value: Attribute) -> Option<Type> {
        constant_type(ctx, value)
    }

    fn build_constant(b: &mut IrBuilder<'_>, loc: Location, value: Attribute, _: Type) -> OpId {
        ConstantOp::build(b, loc, value).op()
    }
}
