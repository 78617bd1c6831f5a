//! `arith` comparisons and `select` to `spirv` (MLIR 22's
//! `CmpIOpBooleanPattern`, `CmpIOpPattern`, `CmpFOpPattern`,
//! `CmpFOpNanKernelPattern`, `CmpFOpNanNonePattern`, `SelectOpPattern`):
//!
//! - `cmpi` picks the comparison by predicate; on booleans `eq`/`ne` are
//!   `LogicalEqual`/`LogicalNotEqual` and the unsigned orderings compare the
//!   operands extended to `i32` (through `arith.extui`, converted in turn);
//! - `cmpf` picks the `FOrd*`/`FUnord*` comparison by predicate; `ord`/`uno`
//!   are `spirv.Ordered`/`spirv.Unordered` where the target has `Kernel`, and
//!   otherwise `IsNan` tests (constants under `nnan`); `false`/`true` become
//!   constants (upstream has no pattern for them);
//! - `select` is `spirv.Select`.

use dialect_arith::{CmpFOp, CmpIOp, CmpIPredicate, ExtUIOp, SelectOp};
use dialect_spirv::ops::logical::SelectOp as SpirvSelectOp;
use dialect_spirv::ops::logical::{
    FOrdEqualOp, FOrdGreaterThanEqualOp, FOrdGreaterThanOp, FOrdLessThanEqualOp, FOrdLessThanOp,
    FOrdNotEqualOp, FUnordEqualOp, FUnordGreaterThanEqualOp, FUnordGreaterThanOp,
    FUnordLessThanEqualOp, FUnordLessThanOp, FUnordNotEqualOp, IEqualOp, INotEqualOp, IsNanOp,
    LogicalEqualOp, LogicalNotEqualOp, LogicalNotOp, LogicalOrOp, OrderedOp, SGreaterThanEqualOp,
    SGreaterThanOp, SLessThanEqualOp, SLessThanOp, UGreaterThanEqualOp, UGreaterThanOp,
    ULessThanEqualOp, ULessThanOp, UnorderedOp,
};
use shader_mlir::conversion::ConversionRewriter;
use shader_mlir::dialect::OpDef;
use shader_mlir::ir::{Type, TypeKind};
use shader_mlir::rewrite::{MatchFailure, OrFail};
use spirv::Capability;
use spirv_conversion::values::{bool_splat, components, is_bool, with_scalar};
use spirv_conversion::{Rule, RuleMatch, result_type, value_rule};

use crate::elementwise::{ValueResult, bool_like, create, no_nans};

pub static RULES: &[Rule] = &[
    // Two patterns, as upstream: the boolean one rewrites an ordering of
    // booleans into a `cmpi` of integers, which the other one converts.
    value_rule!(CmpIOp => LogicalEqualOp, cmpi_bool),
    value_rule!(CmpIOp => IEqualOp, cmpi),
    value_rule!(CmpFOp => FOrdEqualOp, cmpf),
    value_rule!(SelectOp => SpirvSelectOp, select),
];

/// `cmpi` predicates on integers: (predicate, op, reads operands unsigned).
const CMPI: [(CmpIPredicate, &OpDef, bool); 10] = [
    (CmpIPredicate::Eq, IEqualOp::DEF, false),
    (CmpIPredicate::Ne, INotEqualOp::DEF, false),
    (CmpIPredicate::Slt, SLessThanOp::DEF, false),
    (CmpIPredicate::Sle, SLessThanEqualOp::DEF, false),
    (CmpIPredicate::Sgt, SGreaterThanOp::DEF, false),
    (CmpIPredicate::Sge, SGreaterThanEqualOp::DEF, false),
    (CmpIPredicate::Ult, ULessThanOp::DEF, true),
    (CmpIPredicate::Ule, ULessThanEqualOp::DEF, true),
    (CmpIPredicate::Ugt, UGreaterThanOp::DEF, true),
    (CmpIPredicate::Uge, UGreaterThanEqualOp::DEF, true),
];

/// `cmpf` predicates in `arith::CmpFPredicate` order: the comparison op, or
/// what the predicate is instead.
#[derive(Clone, Copy)]
enum CmpF {
    Op(&'static OpDef),
    Constant(bool),
    /// `ord` (`true`) or `uno` (`false`).
    Ordered(bool),
}

const CMPF: [CmpF; 16] = [
    CmpF::Constant(false),
    CmpF::Op(FOrdEqualOp::DEF),
    CmpF::Op(FOrdGreaterThanOp::DEF),
    CmpF::Op(FOrdGreaterThanEqualOp::DEF),
    CmpF::Op(FOrdLessThanOp::DEF),
    CmpF::Op(FOrdLessThanEqualOp::DEF),
    CmpF::Op(FOrdNotEqualOp::DEF),
    CmpF::Ordered(true),
    CmpF::Op(FUnordEqualOp::DEF),
    CmpF::Op(FUnordGreaterThanOp::DEF),
    CmpF::Op(FUnordGreaterThanEqualOp::DEF),
    CmpF::Op(FUnordLessThanOp::DEF),
    CmpF::Op(FUnordLessThanEqualOp::DEF),
    CmpF::Op(FUnordNotEqualOp::DEF),
    CmpF::Ordered(false),
    CmpF::Constant(true),
];

/// The scalar bit width times the component count of `ty`.
fn total_bits(rewriter: &ConversionRewriter<'_>, ty: Type) -> Option<u32> {
    let ctx = rewriter.ctx();
    let (scalar, count) = components(ctx, ty);
    let width = match ctx.type_kind(scalar) {
        TypeKind::Integer { width, .. } => *width,
        TypeKind::Float(kind) => kind.width(),
        _ => return None,
    };
    Some(width * count)
}

/// A `cmpi` of booleans.
fn cmpi_bool(m: RuleMatch<'_>, rewriter: &mut ConversionRewriter<'_>) -> ValueResult {
    let (converter, op, adaptor) = (m.converter, m.op, m.adaptor);
    let ir = rewriter.ir();
    let src = ir.value_type(ir.operand(op, 0));
    if !is_bool(ir.ctx(), src) {
        return Err(MatchFailure("not a comparison of booleans"));
    }
    let predicate = CmpIOp(op).predicate(ir);
    let dst = converter
        .types
        .convert_type(ir.ctx(), src)
        .or_fail("operand type does not convert")?;
    let (lhs, rhs) = (adaptor.operand(0), adaptor.operand(1));
    let def = match predicate {
        CmpIPredicate::Eq => LogicalEqualOp::DEF,
        CmpIPredicate::Ne => LogicalNotEqualOp::DEF,
        CmpIPredicate::Ult | CmpIPredicate::Ule | CmpIPredicate::Ugt | CmpIPredicate::Uge => {
            // No SPIR-V op orders booleans: compare them as 0 and 1.
            let ctx = rewriter.ctx();
            let i32_ty = with_scalar(ctx, dst, ctx.common().i32);
            let loc = rewriter.ir().op_loc(op);
            let lhs = ExtUIOp::build(rewriter, loc, i32_ty, lhs).out(rewriter.ir());
            let rhs = ExtUIOp::build(rewriter, loc, i32_ty, rhs).out(rewriter.ir());
            let value = CmpIOp::build(rewriter, loc, predicate, lhs, rhs).result(rewriter.ir());
            return Ok(value);
        }
        _ => return Err(MatchFailure("signed ordering of booleans")),
    };
    let bool_ty = bool_like(rewriter, rewriter.ir().value_type(lhs));
    let value = create(rewriter, op, def, &[lhs, rhs], bool_ty);
    Ok(value)
}

/// A `cmpi` of integers.
fn cmpi(m: RuleMatch<'_>, rewriter: &mut ConversionRewriter<'_>) -> ValueResult {
    let (converter, op, adaptor) = (m.converter, m.op, m.adaptor);
    let ir = rewriter.ir();
    let src = ir.value_type(ir.operand(op, 0));
    if is_bool(ir.ctx(), src) {
        return Err(MatchFailure("a comparison of booleans"));
    }
    let predicate = CmpIOp(op).predicate(ir);
    let dst = converter
        .types
        .convert_type(ir.ctx(), src)
        .or_fail("operand type does not convert")?;
    let &(_, def, unsigned) = CMPI
        .iter()
        .find(|(p, ..)| *p == predicate)
        .or_fail("unknown cmpi predicate")?;
    let index = matches!(
        rewriter.ctx().type_kind(components(rewriter.ctx(), src).0),
        TypeKind::Index
    );
    if unsigned && !index && src != dst && total_bits(rewriter, src) != total_bits(rewriter, dst) {
        return Err(MatchFailure(
            "bitwidth emulation is not implemented yet on unsigned op",
        ));
    }
    let (lhs, rhs) = (adaptor.operand(0), adaptor.operand(1));
    let bool_ty = bool_like(rewriter, rewriter.ir().value_type(lhs));
    let value = create(rewriter, op, def, &[lhs, rhs], bool_ty);
    Ok(value)
}

fn cmpf(m: RuleMatch<'_>, rewriter: &mut ConversionRewriter<'_>) -> ValueResult {
    let (converter, op, adaptor) = (m.converter, m.op, m.adaptor);
    let ty = result_type(&converter.types, rewriter, op)?;
    let predicate = CmpFOp(op).predicate(rewriter.ir());
    let (lhs, rhs) = (adaptor.operand(0), adaptor.operand(1));
    let loc = rewriter.ir().op_loc(op);
    let value = match CMPF[predicate as usize] {
        CmpF::Op(def) => create(rewriter, op, def, &[lhs, rhs], ty),
        CmpF::Constant(truth) => bool_splat(rewriter, loc, ty, truth),
        CmpF::Ordered(ordered) if converter.env.allows_capability(Capability::Kernel) => {
            let def = if ordered {
                OrderedOp::DEF
            } else {
                UnorderedOp::DEF
            };
            create(rewriter, op, def, &[lhs, rhs], ty)
        }
        CmpF::Ordered(ordered) if no_nans(rewriter, op) => bool_splat(rewriter, loc, ty, ordered),
        CmpF::Ordered(ordered) => {
            let lhs_nan = IsNanOp::build(rewriter, loc, lhs).result(rewriter.ir());
            let rhs_nan = IsNanOp::build(rewriter, loc, rhs).result(rewriter.ir());
            let either = LogicalOrOp::build(rewriter, loc, lhs_nan, rhs_nan).result(rewriter.ir());
            if ordered {
                LogicalNotOp::build(rewriter, loc, either).result(rewriter.ir())
            } else {
                either
            }
        }
    };
    Ok(value)
}

fn select(m: RuleMatch<'_>, rewriter: &mut ConversionRewriter<'_>) -> ValueResult {
    let (op, adaptor) = (m.op, m.adaptor);
    let [condition, if_true, if_false] = adaptor.operands() else {
        return Err(MatchFailure("select takes three operands"));
    };
    let loc = rewriter.ir().op_loc(op);
    let select = SpirvSelectOp::build(rewriter, loc, *condition, *if_true, *if_false);
    Ok(select.result(rewriter.ir()))
}
