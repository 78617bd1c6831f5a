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

use dialect_arith::{CmpFOp, CmpIOp, CmpIPredicate, ExtUIOp};
use shader_mlir::conversion::{Adaptor, ConversionRewriter};
use shader_mlir::ir::{OpId, Type, TypeKind};
use shader_mlir::rewrite::{MatchFailure, OrFail};
use spirv::Capability;
use spirv_conversion::type_converter::SpirvTypeConverter;
use spirv_conversion::values::{bool_splat, components, is_bool, with_scalar};
use spirv_conversion::{Rule, result_type, value_rule};

use crate::elementwise::{ValueResult, bool_like, create, no_nans};

pub static RULES: &[Rule] = &[
    // Two patterns, as upstream: the boolean one rewrites an ordering of
    // booleans into a `cmpi` of integers, which the other one converts.
    value_rule!("arith.cmpi", "spirv.LogicalEqual", cmpi_bool),
    value_rule!("arith.cmpi", "spirv.IEqual", cmpi),
    value_rule!("arith.cmpf", "spirv.FOrdEqual", cmpf),
    value_rule!("arith.select", "spirv.Select", select),
];

/// `cmpi` predicates on integers: (predicate, op, reads operands unsigned).
const CMPI: [(CmpIPredicate, &str, bool); 10] = [
    (CmpIPredicate::Eq, "spirv.IEqual", false),
    (CmpIPredicate::Ne, "spirv.INotEqual", false),
    (CmpIPredicate::Slt, "spirv.SLessThan", false),
    (CmpIPredicate::Sle, "spirv.SLessThanEqual", false),
    (CmpIPredicate::Sgt, "spirv.SGreaterThan", false),
    (CmpIPredicate::Sge, "spirv.SGreaterThanEqual", false),
    (CmpIPredicate::Ult, "spirv.ULessThan", true),
    (CmpIPredicate::Ule, "spirv.ULessThanEqual", true),
    (CmpIPredicate::Ugt, "spirv.UGreaterThan", true),
    (CmpIPredicate::Uge, "spirv.UGreaterThanEqual", true),
];

/// `cmpf` predicates in `arith::CmpFPredicate` order: the comparison op, or
/// what the predicate is instead.
#[derive(Clone, Copy)]
enum CmpF {
    Op(&'static str),
    Constant(bool),
    /// `ord` (`true`) or `uno` (`false`).
    Ordered(bool),
}

const CMPF: [CmpF; 16] = [
    CmpF::Constant(false),
    CmpF::Op("spirv.FOrdEqual"),
    CmpF::Op("spirv.FOrdGreaterThan"),
    CmpF::Op("spirv.FOrdGreaterThanEqual"),
    CmpF::Op("spirv.FOrdLessThan"),
    CmpF::Op("spirv.FOrdLessThanEqual"),
    CmpF::Op("spirv.FOrdNotEqual"),
    CmpF::Ordered(true),
    CmpF::Op("spirv.FUnordEqual"),
    CmpF::Op("spirv.FUnordGreaterThan"),
    CmpF::Op("spirv.FUnordGreaterThanEqual"),
    CmpF::Op("spirv.FUnordLessThan"),
    CmpF::Op("spirv.FUnordLessThanEqual"),
    CmpF::Op("spirv.FUnordNotEqual"),
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
fn cmpi_bool(
    _: &Rule,
    converter: &SpirvTypeConverter,
    op: OpId,
    adaptor: &Adaptor,
    rewriter: &mut ConversionRewriter<'_>,
) -> ValueResult {
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
    let name = match predicate {
        CmpIPredicate::Eq => "spirv.LogicalEqual",
        CmpIPredicate::Ne => "spirv.LogicalNotEqual",
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
    let value = create(rewriter, op, name, &[lhs, rhs], bool_ty);
    Ok(value)
}

/// A `cmpi` of integers.
fn cmpi(
    _: &Rule,
    converter: &SpirvTypeConverter,
    op: OpId,
    adaptor: &Adaptor,
    rewriter: &mut ConversionRewriter<'_>,
) -> ValueResult {
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
    let &(_, name, unsigned) = CMPI
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
    let value = create(rewriter, op, name, &[lhs, rhs], bool_ty);
    Ok(value)
}

fn cmpf(
    _: &Rule,
    converter: &SpirvTypeConverter,
    op: OpId,
    adaptor: &Adaptor,
    rewriter: &mut ConversionRewriter<'_>,
) -> ValueResult {
    let ty = result_type(&converter.types, rewriter, op)?;
    let predicate = CmpFOp(op).predicate(rewriter.ir());
    let (lhs, rhs) = (adaptor.operand(0), adaptor.operand(1));
    let loc = rewriter.ir().op_loc(op);
    let value = match CMPF[predicate as usize] {
        CmpF::Op(name) => create(rewriter, op, name, &[lhs, rhs], ty),
        CmpF::Constant(truth) => bool_splat(rewriter, loc, ty, truth),
        CmpF::Ordered(ordered) if converter.env.allows_capability(Capability::Kernel) => {
            let name = if ordered {
                "spirv.Ordered"
            } else {
                "spirv.Unordered"
            };
            create(rewriter, op, name, &[lhs, rhs], ty)
        }
        CmpF::Ordered(ordered) if no_nans(rewriter, op) => bool_splat(rewriter, loc, ty, ordered),
        CmpF::Ordered(ordered) => {
            let lhs_nan = create(rewriter, op, "spirv.IsNan", &[lhs], ty);
            let rhs_nan = create(rewriter, op, "spirv.IsNan", &[rhs], ty);
            let either = create(rewriter, op, "spirv.LogicalOr", &[lhs_nan, rhs_nan], ty);
            if ordered {
                create(rewriter, op, "spirv.LogicalNot", &[either], ty)
            } else {
                either
            }
        }
    };
    Ok(value)
}

fn select(
    _: &Rule,
    _: &SpirvTypeConverter,
    op: OpId,
    adaptor: &Adaptor,
    rewriter: &mut ConversionRewriter<'_>,
) -> ValueResult {
    let ty = rewriter.ir().value_type(adaptor.operand(1));
    let value = create(rewriter, op, "spirv.Select", adaptor.operands(), ty);
    Ok(value)
}
