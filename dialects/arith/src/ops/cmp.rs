//! `arith.cmpi` and `arith.cmpf`: integer and float comparisons yielding `i1`
//! (or a vector/tensor of `i1` of the operands' shape).
//!
//! ```text
//! %0 = arith.cmpi slt, %a, %b : i32
//! %1 = arith.cmpf olt, %x, %y fastmath<nnan> : f32
//! "arith.cmpi"(%a, %b) <{predicate = 2 : i64}> : (i32, i32) -> i1
//! ```
//!
//! The predicate is stored as an `i64` (the positions of
//! [`CMPI_PREDICATES`] / [`CMPF_PREDICATES`]) and spelled as a keyword.

use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::dialect::{FoldResult, OpDef, Traits};
use shader_mlir::ir::{AttrKind, Attribute, Ir, Location, OpId, OperationState, Value};
use shader_mlir::rewrite::fold::constant_value;
use shader_mlir::rewrite::{
    FnPattern, OpBuilder, OrFail, RewritePatternSet, RewriteResult, Rewriter, ensure,
};

use super::support::{
    BOOL_LIKE, Constraint, FLOATING_POINT_LIKE, SIGNLESS_INTEGER_LIKE, check_counts, check_operand,
    check_result, default_fastmath, i1_same_shape, named, parse_optional_fastmath, print_attr_dict,
    print_fastmath, set_properties,
};
use crate::attributes::{CMPF_PREDICATES, CMPI_PREDICATES};
use crate::fold::{Elem, Scalar, elem_of, fold_binary, zext};

/// An `arith.cmpi` predicate.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum CmpIPredicate {
    Eq,
    Ne,
    Slt,
    Sle,
    Sgt,
    Sge,
    Ult,
    Ule,
    Ugt,
    Uge,
}

const CMPI: [CmpIPredicate; 10] = {
    use CmpIPredicate::*;
    [Eq, Ne, Slt, Sle, Sgt, Sge, Ult, Ule, Ugt, Uge]
};

impl CmpIPredicate {
    pub fn from_value(v: i128) -> Option<Self> {
        usize::try_from(v).ok().and_then(|i| CMPI.get(i).copied())
    }

    pub fn value(self) -> i128 {
        CMPI.iter().position(|&p| p == self).unwrap_or(0) as i128
    }

    pub fn keyword(self) -> &'static str {
        CMPI_PREDICATES[self.value() as usize]
    }

    /// The predicate that holds exactly when this one does not.
    pub fn inverse(self) -> Self {
        use CmpIPredicate::*;
        match self {
            Eq => Ne,
            Ne => Eq,
            Slt => Sge,
            Sge => Slt,
            Sle => Sgt,
            Sgt => Sle,
            Ult => Uge,
            Uge => Ult,
            Ule => Ugt,
            Ugt => Ule,
        }
    }

    /// The predicate with its operands swapped.
    pub fn swapped(self) -> Self {
        use CmpIPredicate::*;
        match self {
            Eq | Ne => self,
            Slt => Sgt,
            Sgt => Slt,
            Sle => Sge,
            Sge => Sle,
            Ult => Ugt,
            Ugt => Ult,
            Ule => Uge,
            Uge => Ule,
        }
    }

    /// Compares `a` and `b`, integers of `width` bits held sign-extended.
    pub fn eval(self, a: i128, b: i128, width: u32) -> bool {
        use CmpIPredicate::*;
        let (ua, ub) = (zext(a, width), zext(b, width));
        match self {
            Eq => a == b,
            Ne => a != b,
            Slt => a < b,
            Sle => a <= b,
            Sgt => a > b,
            Sge => a >= b,
            Ult => ua < ub,
            Ule => ua <= ub,
            Ugt => ua > ub,
            Uge => ua >= ub,
        }
    }
}

/// Evaluates a `cmpf` predicate (its stored value) on two floats.
pub fn eval_cmpf(predicate: usize, a: f64, b: f64) -> bool {
    let unordered = a.is_nan() || b.is_nan();
    let ordered_result = |r: bool| !unordered && r;
    let unordered_result = |r: bool| unordered || r;
    match predicate {
        0 => false,
        1 => ordered_result(a == b),
        2 => ordered_result(a > b),
        3 => ordered_result(a >= b),
        4 => ordered_result(a < b),
        5 => ordered_result(a <= b),
        6 => ordered_result(a != b),
        7 => !unordered,
        8 => unordered_result(a == b),
        9 => unordered_result(a > b),
        10 => unordered_result(a >= b),
        11 => unordered_result(a < b),
        12 => unordered_result(a <= b),
        13 => unordered_result(a != b),
        14 => unordered,
        _ => true,
    }
}

/// An `arith.cmpi`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct CmpIOp(pub OpId);

/// An `arith.cmpf`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct CmpFOp(pub OpId);

const CMPI_PROPERTIES: &[&str] = &["predicate"];
const CMPF_PROPERTIES: &[&str] = &["fastmath", "predicate"];

impl CmpIOp {
    pub const NAME: &'static str = "arith.cmpi";

    pub const DEF: OpDef = OpDef::new(Self::NAME)
        .summary("integer comparison operation")
        .traits(Traits::PURE)
        .properties(CMPI_PROPERTIES)
        .verify(verify_cmpi)
        .asm(parse, print)
        .fold(fold_cmpi)
        .canonicalize(cmpi_patterns);

    pub fn cast(ir: &Ir, op: OpId) -> Option<Self> {
        ir.op_is(op, Self::NAME).then_some(Self(op))
    }

    pub fn predicate(self, ir: &Ir) -> Option<CmpIPredicate> {
        CmpIPredicate::from_value(predicate_value(ir, self.0)?)
    }

    pub fn build(
        b: &mut impl OpBuilder,
        loc: Location,
        predicate: CmpIPredicate,
        lhs: Value,
        rhs: Value,
    ) -> Value {
        let ctx = b.ctx();
        let mut state = OperationState::new(ctx.ident(Self::NAME), loc);
        state.operands = vec![lhs, rhs];
        state.result_types = vec![i1_same_shape(ctx, b.ir().value_type(lhs))];
        state.properties = Some(ctx.dictionary_attr([named(
            ctx,
            "predicate",
            ctx.integer_attr(ctx.common().i64, predicate.value()),
        )]));
        b.create_value(state)
    }
}

impl CmpFOp {
    pub const NAME: &'static str = "arith.cmpf";

    pub const DEF: OpDef = OpDef::new(Self::NAME)
        .summary("floating-point comparison operation")
        .traits(Traits::PURE)
        .properties(CMPF_PROPERTIES)
        .default_properties(super::support::fastmath_defaults)
        .verify(verify_cmpf)
        .asm(parse, print)
        .fold(fold_cmpf);

    pub fn cast(ir: &Ir, op: OpId) -> Option<Self> {
        ir.op_is(op, Self::NAME).then_some(Self(op))
    }

    /// The predicate's stored value (a position of [`CMPF_PREDICATES`]).
    pub fn predicate(self, ir: &Ir) -> Option<usize> {
        predicate_value(ir, self.0)
            .and_then(|v| usize::try_from(v).ok())
            .filter(|&v| v < CMPF_PREDICATES.len())
    }
}

fn predicate_value(ir: &Ir, op: OpId) -> Option<i128> {
    match ir.ctx().attr_kind(ir.prop(op, "predicate")?) {
        AttrKind::Integer { value, .. } => Some(*value),
        _ => None,
    }
}

fn keywords(op_name: &str) -> &'static [&'static str] {
    if op_name == CmpIOp::NAME {
        &CMPI_PREDICATES
    } else {
        &CMPF_PREDICATES
    }
}

fn verify_common(ir: &Ir, op: OpId, operand: Constraint) -> Result<(), Diagnostic> {
    check_counts(ir, op, 2, 1)?;
    let keywords = keywords(ir.op_name_str(op));
    let Some(p) = ir.prop(op, "predicate") else {
        return Err(ir.op_error(op, "requires attribute 'predicate'"));
    };
    let valid = match ir.ctx().attr_kind(p) {
        AttrKind::Integer { value, ty } => {
            *ty == ir.ctx().common().i64
                && usize::try_from(*value).is_ok_and(|v| v < keywords.len())
        }
        _ => false,
    };
    if !valid {
        let cases: Vec<String> = (0..keywords.len()).map(|i| i.to_string()).collect();
        return Err(ir.op_error(
            op,
            format!(
                "attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: {}",
                cases.join(", ")
            ),
        ));
    }
    check_operand(ir, op, 0, operand)?;
    check_operand(ir, op, 1, operand)?;
    check_result(ir, op, 0, BOOL_LIKE)?;
    let (lhs, rhs) = (
        ir.value_type(ir.operand(op, 0)),
        ir.value_type(ir.operand(op, 1)),
    );
    if lhs != rhs {
        return Err(ir.op_error(op, "requires all operands to have the same type"));
    }
    if ir.value_type(ir.result(op, 0)) != i1_same_shape(ir.ctx(), lhs) {
        return Err(ir.op_error(
            op,
            "failed to verify that result type has i1 element type and same shape as operands",
        ));
    }
    Ok(())
}

fn verify_cmpi(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    verify_common(ir, op, SIGNLESS_INTEGER_LIKE)
}

fn verify_cmpf(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    verify_common(ir, op, FLOATING_POINT_LIKE)
}

fn parse(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let is_cmpf = ctx.str(state.name) == CmpFOp::NAME;
    let keywords = keywords(ctx.str(state.name));
    let pos = p.get_current_location();
    let word = p.parse_optional_keyword_or_string()?.unwrap_or_default();
    let Some(index) = keywords.iter().position(|&k| k == word) else {
        return Err(p.emit_error_at(
            pos,
            format!(
                "expected string or keyword containing one of the following enum values for attribute 'predicate' [{}]",
                keywords.join(", ")
            ),
        ));
    };
    let mut props = vec![named(
        ctx,
        "predicate",
        ctx.integer_attr(ctx.common().i64, index as i128),
    )];
    p.parse_comma()?;
    let lhs = p.parse_operand()?;
    p.parse_comma()?;
    let rhs = p.parse_operand()?;
    if is_cmpf {
        props.push(parse_optional_fastmath(p)?.unwrap_or_else(|| default_fastmath(ctx)));
    }
    p.parse_optional_attr_dict(&mut state.attributes)?;
    let ty = p.parse_colon_type()?;
    state.operands.push(p.resolve_operand(&lhs, ty)?);
    state.operands.push(p.resolve_operand(&rhs, ty)?);
    state.result_types.push(i1_same_shape(ctx, ty));
    let names = if is_cmpf {
        CMPF_PROPERTIES
    } else {
        CMPI_PROPERTIES
    };
    set_properties(ctx, state, props, names);
    Ok(())
}

fn print(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    let name = ir.op_name_str(op);
    let keywords = keywords(name);
    let keyword = predicate_value(ir, op)
        .and_then(|v| usize::try_from(v).ok())
        .and_then(|i| keywords.get(i));
    let (Some(keyword), 2) = (keyword, ir.num_operands(op)) else {
        p.print_generic_op(op, false);
        return;
    };
    p.write_char(' ');
    p.write_str(keyword);
    p.write_str(", ");
    p.print_operand(ir.operand(op, 0));
    p.write_str(", ");
    p.print_operand(ir.operand(op, 1));
    let is_cmpf = name == CmpFOp::NAME;
    if is_cmpf {
        print_fastmath(p, op);
    }
    print_attr_dict(
        p,
        op,
        if is_cmpf {
            CMPF_PROPERTIES
        } else {
            CMPI_PROPERTIES
        },
    );
    p.write_str(" : ");
    p.print_type(ir.value_type(ir.operand(op, 0)));
}

fn fold_cmpi(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    let predicate = CmpIOp(op).predicate(ir)?;
    let ctx = ir.ctx();
    let (lhs, rhs) = (ir.operand(op, 0), ir.operand(op, 1));
    let result_ty = ir.value_type(ir.result(op, 0));
    let Elem::Int { width } = elem_of(ctx, ir.value_type(lhs))? else {
        return None;
    };
    let folded = if lhs == rhs {
        use CmpIPredicate::*;
        let value = matches!(predicate, Eq | Sle | Sge | Ule | Uge);
        crate::fold::elements_attr(ctx, result_ty, vec![Scalar::Int(value as i128)], true)?
    } else {
        fold_binary(
            ctx,
            *consts.first()?,
            *consts.get(1)?,
            result_ty,
            |a, b| match (a, b) {
                (Scalar::Int(a), Scalar::Int(b)) => {
                    Some(Scalar::Int(predicate.eval(a, b, width) as i128))
                }
                _ => None,
            },
        )?
    };
    Some(vec![FoldResult::Attribute(folded)])
}

fn fold_cmpf(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    let predicate = CmpFOp(op).predicate(ir)?;
    let result_ty = ir.value_type(ir.result(op, 0));
    let folded = fold_binary(
        ir.ctx(),
        *consts.first()?,
        *consts.get(1)?,
        result_ty,
        |a, b| match (a, b) {
            (Scalar::Float(a), Scalar::Float(b)) => {
                Some(Scalar::Int(eval_cmpf(predicate, a, b) as i128))
            }
            _ => None,
        },
    )?;
    Some(vec![FoldResult::Attribute(folded)])
}

fn cmpi_patterns(set: &mut RewritePatternSet) {
    set.add(FnPattern::new(
        "CmpIConstantToRHS",
        &CmpIOp::DEF,
        cmpi_constant_to_rhs,
    ));
}

/// `cmpi(p, c, x) -> cmpi(swapped p, x, c)` for a constant `c` and a non-constant
/// `x` (upstream's folder does this in place).
fn cmpi_constant_to_rhs(op: OpId, rw: &mut Rewriter<'_>) -> RewriteResult {
    let ir = rw.ir();
    let predicate = CmpIOp(op).predicate(ir).or_fail("no predicate")?;
    let (lhs, rhs) = (ir.operand(op, 0), ir.operand(op, 1));
    ensure(
        constant_value(ir, lhs).is_some() && constant_value(ir, rhs).is_none(),
        "constant is not on the left",
    )?;
    let ctx = ir.ctx_arc().clone();
    let attr = ctx.integer_attr(ctx.common().i64, predicate.swapped().value());
    rw.modify_op_in_place(op, |ir| {
        ir.set_operands(op, &[rhs, lhs]);
        ir.set_prop(op, "predicate", attr);
    });
    Ok(())
}
