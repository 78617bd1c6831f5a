//! `arith` arithmetic, bitwise and min/max ops to `spirv` (MLIR 22's
//! `ElementwiseArithOpPattern`, `BitwiseOpPattern`, `RemSIOpGLPattern`,
//! `MinimumMaximumFOpPattern`, `MinNumMaxNumFOpPattern`):
//!
//! - one `spirv` op each: `addi` -> `IAdd`, `divsi` -> `SDiv`,
//!   `shrui` -> `ShiftRightLogical`, `addf` -> `FAdd`, `maxsi` -> `GL.SMax`,
//!   ...; `addi`/`subi`/`muli`/`shli` carry their `nsw`/`nuw` flags as
//!   `no_signed_wrap`/`no_unsigned_wrap` where the target has
//!   `SPV_KHR_no_integer_wrap_decoration`; ops that read their operands as
//!   unsigned refuse integers emulated in a wider type;
//! - `andi`/`ori`/`xori` are `LogicalAnd`/`LogicalOr`/`LogicalNotEqual` on
//!   booleans and `Bitwise*` otherwise;
//! - `remsi` follows the sign of the dividend: `UMod` of the absolute values,
//!   negated unless the dividend equals its absolute value (Vulkan leaves
//!   `SRem` of negative operands undefined);
//! - `maximumf`/`minimumf` (NaN propagates) and `maxnumf`/`minnumf` (NaN is
//!   ignored) wrap `GL.FMax`/`GL.FMin` in `IsNan` selects, unless the op's
//!   fast-math flags include `nnan`.

use dialect_arith::attributes::{fastmath_flags, overflow_flags};
use dialect_spirv::availability::Extension;
use shader_mlir::conversion::{Adaptor, ConversionRewriter};
use shader_mlir::ir::{OpId, Type, Value};
use shader_mlir::rewrite::{MatchFailure, OpBuilder, OrFail};
use spirv_conversion::type_converter::SpirvTypeConverter;
use spirv_conversion::values::{is_bool, with_scalar};
use spirv_conversion::{Rule, emit, result_type, value_rule};

/// `andi`/`ori`/`xori`: (op, on booleans, otherwise).
const BITWISE: &[(&str, &str, &str)] = &[
    ("arith.andi", "spirv.LogicalAnd", "spirv.BitwiseAnd"),
    ("arith.ori", "spirv.LogicalOr", "spirv.BitwiseOr"),
    ("arith.xori", "spirv.LogicalNotEqual", "spirv.BitwiseXor"),
];

/// The `spirv` ops that read integer operands as unsigned.
const UNSIGNED: &[&str] = &[
    "spirv.UDiv",
    "spirv.UMod",
    "spirv.ShiftRightLogical",
    "spirv.GL.UMax",
    "spirv.GL.UMin",
];

/// What a rule's body gives: the value replacing the op.
pub(crate) type ValueResult = Result<Value, MatchFailure>;

/// The fast-math bit of `nnan`.
const NNAN: u8 = 1 << 1;

macro_rules! rules {
    ($(($root:literal, $target:literal, $apply:path)),* $(,)?) => {
        &[$(value_rule!($root, $target, $apply)),*]
    };
}

pub static RULES: &[Rule] = rules![
    ("arith.addi", "spirv.IAdd", wrapping),
    ("arith.subi", "spirv.ISub", wrapping),
    ("arith.muli", "spirv.IMul", wrapping),
    ("arith.shli", "spirv.ShiftLeftLogical", wrapping),
    ("arith.divsi", "spirv.SDiv", same),
    ("arith.divui", "spirv.UDiv", same),
    ("arith.remui", "spirv.UMod", same),
    ("arith.shrsi", "spirv.ShiftRightArithmetic", same),
    ("arith.shrui", "spirv.ShiftRightLogical", same),
    ("arith.addf", "spirv.FAdd", same),
    ("arith.subf", "spirv.FSub", same),
    ("arith.mulf", "spirv.FMul", same),
    ("arith.divf", "spirv.FDiv", same),
    ("arith.remf", "spirv.FRem", same),
    ("arith.negf", "spirv.FNegate", same),
    ("arith.maxsi", "spirv.GL.SMax", same),
    ("arith.minsi", "spirv.GL.SMin", same),
    ("arith.maxui", "spirv.GL.UMax", same),
    ("arith.minui", "spirv.GL.UMin", same),
    ("arith.andi", "spirv.BitwiseAnd", bitwise),
    ("arith.ori", "spirv.BitwiseOr", bitwise),
    ("arith.xori", "spirv.BitwiseXor", bitwise),
    ("arith.remsi", "spirv.UMod", remsi),
    ("arith.maximumf", "spirv.GL.FMax", min_max_f),
    ("arith.minimumf", "spirv.GL.FMin", min_max_f),
    ("arith.maxnumf", "spirv.GL.FMax", min_max_f),
    ("arith.minnumf", "spirv.GL.FMin", min_max_f),
];

/// Creates the `spirv` op `name` of type `ty` over `operands`.
pub(crate) fn create(
    rewriter: &mut ConversionRewriter<'_>,
    op: OpId,
    name: &str,
    operands: &[Value],
    ty: Type,
) -> Value {
    let loc = rewriter.ir().op_loc(op);
    emit::value(rewriter, name, loc, operands, ty, Vec::new())
}

/// `i1` or `vector<N x i1>` shaped like `ty`.
pub(crate) fn bool_like(rewriter: &ConversionRewriter<'_>, ty: Type) -> Type {
    let ctx = rewriter.ctx();
    with_scalar(ctx, ty, ctx.common().i1)
}

/// Whether an integer op result was emulated in a wider type (`dst` is not
/// the op's own result type, and that is not `index`).
pub(crate) fn is_emulated(rewriter: &ConversionRewriter<'_>, op: OpId, dst: Type) -> bool {
    let ir = rewriter.ir();
    let ty = ir.result_types(op).next().unwrap_or(dst);
    let ctx = ir.ctx();
    let (scalar, _) = spirv_conversion::values::components(ctx, ty);
    !matches!(ctx.type_kind(scalar), shader_mlir::ir::TypeKind::Index) && dst != ty
}

fn same(
    rule: &Rule,
    converter: &SpirvTypeConverter,
    op: OpId,
    adaptor: &Adaptor,
    rewriter: &mut ConversionRewriter<'_>,
) -> ValueResult {
    let ty = result_type(&converter.types, rewriter, op)?;
    if UNSIGNED.contains(&rule.target) && is_emulated(rewriter, op, ty) {
        return Err(MatchFailure(
            "bitwidth emulation is not implemented yet on unsigned op pattern version",
        ));
    }
    let value = create(rewriter, op, rule.target, adaptor.operands(), ty);
    Ok(value)
}

/// An op with integer overflow flags.
fn wrapping(
    rule: &Rule,
    converter: &SpirvTypeConverter,
    op: OpId,
    adaptor: &Adaptor,
    rewriter: &mut ConversionRewriter<'_>,
) -> ValueResult {
    let ty = result_type(&converter.types, rewriter, op)?;
    let ir = rewriter.ir();
    let flags = ir
        .prop(op, "overflowFlags")
        .and_then(|a| overflow_flags(ir.ctx(), a))
        .filter(|_| {
            converter
                .env
                .allows_extension(Extension::SPV_KHR_no_integer_wrap_decoration)
        })
        .unwrap_or_default();
    let ctx = rewriter.ctx();
    let loc = rewriter.ir().op_loc(op);
    let mut state = emit::state(ctx, rule.target, loc, adaptor.operands(), &[ty], Vec::new());
    for (set, name) in [
        (flags.nsw, "no_signed_wrap"),
        (flags.nuw, "no_unsigned_wrap"),
    ] {
        if set {
            state
                .attributes
                .push(emit::named(ctx, name, ctx.unit_attr()));
        }
    }
    let new_op = rewriter.create(state);
    let value = rewriter.ir().result(new_op, 0);
    Ok(value)
}

fn bitwise(
    rule: &Rule,
    converter: &SpirvTypeConverter,
    op: OpId,
    adaptor: &Adaptor,
    rewriter: &mut ConversionRewriter<'_>,
) -> ValueResult {
    let ty = result_type(&converter.types, rewriter, op)?;
    let &(_, logical, bitwise) = BITWISE
        .iter()
        .find(|(root, ..)| *root == rule.root)
        .or_fail("not a bitwise op")?;
    let operand_ty = rewriter.ir().value_type(adaptor.operand(0));
    let name = if is_bool(rewriter.ctx(), operand_ty) {
        logical
    } else {
        bitwise
    };
    let value = create(rewriter, op, name, adaptor.operands(), ty);
    Ok(value)
}

fn remsi(
    _: &Rule,
    _: &SpirvTypeConverter,
    op: OpId,
    adaptor: &Adaptor,
    rewriter: &mut ConversionRewriter<'_>,
) -> ValueResult {
    let (lhs, rhs) = (adaptor.operand(0), adaptor.operand(1));
    let ty = rewriter.ir().value_type(lhs);
    let lhs_abs = create(rewriter, op, "spirv.GL.SAbs", &[lhs], ty);
    let rhs_abs = create(rewriter, op, "spirv.GL.SAbs", &[rhs], ty);
    let abs = create(rewriter, op, "spirv.UMod", &[lhs_abs, rhs_abs], ty);
    let bool_ty = bool_like(rewriter, ty);
    let is_positive = create(rewriter, op, "spirv.IEqual", &[lhs, lhs_abs], bool_ty);
    let negated = create(rewriter, op, "spirv.SNegate", &[abs], ty);
    let loc = rewriter.ir().op_loc(op);
    let value = emit::select(rewriter, loc, is_positive, abs, negated, ty);
    Ok(value)
}

/// Whether `op`'s fast-math flags include `nnan`.
pub(crate) fn no_nans(rewriter: &ConversionRewriter<'_>, op: OpId) -> bool {
    let ir = rewriter.ir();
    ir.prop(op, "fastmath")
        .and_then(|a| fastmath_flags(ir.ctx(), a))
        .is_some_and(|flags| flags.0 & NNAN != 0)
}

fn min_max_f(
    rule: &Rule,
    converter: &SpirvTypeConverter,
    op: OpId,
    adaptor: &Adaptor,
    rewriter: &mut ConversionRewriter<'_>,
) -> ValueResult {
    let ty = result_type(&converter.types, rewriter, op)?;
    let (lhs, rhs) = (adaptor.operand(0), adaptor.operand(1));
    let result = create(rewriter, op, rule.target, &[lhs, rhs], ty);
    if no_nans(rewriter, op) {
        return Ok(result);
    }
    let bool_ty = bool_like(rewriter, ty);
    let lhs_nan = create(rewriter, op, "spirv.IsNan", &[lhs], bool_ty);
    let rhs_nan = create(rewriter, op, "spirv.IsNan", &[rhs], bool_ty);
    // maximumf/minimumf: a NaN operand is the result; maxnumf/minnumf: the
    // other operand is.
    let propagates = matches!(rule.root, "arith.maximumf" | "arith.minimumf");
    let (if_lhs_nan, if_rhs_nan) = if propagates { (lhs, rhs) } else { (rhs, lhs) };
    let loc = rewriter.ir().op_loc(op);
    let first = emit::select(rewriter, loc, lhs_nan, if_lhs_nan, result, ty);
    let value = emit::select(rewriter, loc, rhs_nan, if_rhs_nan, first, ty);
    Ok(value)
}
