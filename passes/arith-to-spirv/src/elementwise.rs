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
use dialect_arith::{
    AddFOp, AddIOp, AndIOp, DivFOp, DivSIOp, DivUIOp, MaxNumFOp, MaxSIOp, MaxUIOp, MaximumFOp,
    MinNumFOp, MinSIOp, MinUIOp, MinimumFOp, MulFOp, MulIOp, NegFOp, OrIOp, RemFOp, RemSIOp,
    RemUIOp, ShLIOp, ShRSIOp, ShRUIOp, SubFOp, SubIOp, XOrIOp,
};
use dialect_spirv::availability::Extension;
use dialect_spirv::ops::arithmetic::{
    FAddOp, FDivOp, FMulOp, FNegateOp, FRemOp, FSubOp, IAddOp, IMulOp, ISubOp, SDivOp, SNegateOp,
    UDivOp, UModOp,
};
use dialect_spirv::ops::bitwise::{
    BitwiseAndOp, BitwiseOrOp, BitwiseXorOp, ShiftLeftLogicalOp, ShiftRightArithmeticOp,
    ShiftRightLogicalOp,
};
use dialect_spirv::ops::gl::{
    GLFMaxOp, GLFMinOp, GLSAbsOp, GLSMaxOp, GLSMinOp, GLUMaxOp, GLUMinOp,
};
use dialect_spirv::ops::logical::{
    IEqualOp, IsNanOp, LogicalAndOp, LogicalNotEqualOp, LogicalOrOp, SelectOp,
};
use shader_mlir::conversion::ConversionRewriter;
use shader_mlir::dialect::OpDef;
use shader_mlir::ir::{OpId, Type, Value};
use shader_mlir::rewrite::{MatchFailure, OpBuilder, OrFail};
use spirv_conversion::values::{is_bool, with_scalar};
use spirv_conversion::{Rule, RuleMatch, emit, result_type, value_rule};

/// `andi`/`ori`/`xori`: (op, on booleans, otherwise).
const BITWISE: &[(&OpDef, &OpDef, &OpDef)] = &[
    (AndIOp::DEF, LogicalAndOp::DEF, BitwiseAndOp::DEF),
    (OrIOp::DEF, LogicalOrOp::DEF, BitwiseOrOp::DEF),
    (XOrIOp::DEF, LogicalNotEqualOp::DEF, BitwiseXorOp::DEF),
];

/// The `spirv` ops that read integer operands as unsigned.
const UNSIGNED: &[&OpDef] = &[
    UDivOp::DEF,
    UModOp::DEF,
    ShiftRightLogicalOp::DEF,
    GLUMaxOp::DEF,
    GLUMinOp::DEF,
];

/// What a rule's body gives: the value replacing the op.
pub(crate) type ValueResult = Result<Value, MatchFailure>;

/// The fast-math bit of `nnan`.
const NNAN: u8 = 1 << 1;

macro_rules! rules {
    ($(($root:ty => $target:ty, $apply:path)),* $(,)?) => {
        &[$(value_rule!($root => $target, $apply)),*]
    };
}

pub static RULES: &[Rule] = rules![
    (AddIOp => IAddOp, wrapping),
    (SubIOp => ISubOp, wrapping),
    (MulIOp => IMulOp, wrapping),
    (ShLIOp => ShiftLeftLogicalOp, wrapping),
    (DivSIOp => SDivOp, same),
    (DivUIOp => UDivOp, same),
    (RemUIOp => UModOp, same),
    (ShRSIOp => ShiftRightArithmeticOp, same),
    (ShRUIOp => ShiftRightLogicalOp, same),
    (AddFOp => FAddOp, same),
    (SubFOp => FSubOp, same),
    (MulFOp => FMulOp, same),
    (DivFOp => FDivOp, same),
    (RemFOp => FRemOp, same),
    (NegFOp => FNegateOp, same),
    (MaxSIOp => GLSMaxOp, same),
    (MinSIOp => GLSMinOp, same),
    (MaxUIOp => GLUMaxOp, same),
    (MinUIOp => GLUMinOp, same),
    (AndIOp => BitwiseAndOp, bitwise),
    (OrIOp => BitwiseOrOp, bitwise),
    (XOrIOp => BitwiseXorOp, bitwise),
    (RemSIOp => UModOp, remsi),
    (MaximumFOp => GLFMaxOp, min_max_f),
    (MinimumFOp => GLFMinOp, min_max_f),
    (MaxNumFOp => GLFMaxOp, min_max_f),
    (MinNumFOp => GLFMinOp, min_max_f),
];

/// Creates the `spirv` op of `def` of type `ty` over `operands`.
pub(crate) fn create(
    rewriter: &mut ConversionRewriter<'_>,
    op: OpId,
    def: &'static OpDef,
    operands: &[Value],
    ty: Type,
) -> Value {
    let loc = rewriter.ir().op_loc(op);
    emit::create(rewriter, def, loc, operands, ty)
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

fn same(m: RuleMatch<'_>, rewriter: &mut ConversionRewriter<'_>) -> ValueResult {
    let (rule, converter, op, adaptor) = (m.rule, m.converter, m.op, m.adaptor);
    let ty = result_type(&converter.types, rewriter, op)?;
    if UNSIGNED.iter().any(|&def| std::ptr::eq(def, rule.target)) && is_emulated(rewriter, op, ty) {
        return Err(MatchFailure(
            "bitwidth emulation is not implemented yet on unsigned op pattern version",
        ));
    }
    let value = create(rewriter, op, rule.target, adaptor.operands(), ty);
    Ok(value)
}

/// An op with integer overflow flags.
fn wrapping(m: RuleMatch<'_>, rewriter: &mut ConversionRewriter<'_>) -> ValueResult {
    let (rule, converter, op, adaptor) = (m.rule, m.converter, m.op, m.adaptor);
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

fn bitwise(m: RuleMatch<'_>, rewriter: &mut ConversionRewriter<'_>) -> ValueResult {
    let (rule, converter, op, adaptor) = (m.rule, m.converter, m.op, m.adaptor);
    let ty = result_type(&converter.types, rewriter, op)?;
    let &(_, logical, bitwise) = BITWISE
        .iter()
        .find(|(root, ..)| std::ptr::eq(*root, rule.root))
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

fn remsi(m: RuleMatch<'_>, rewriter: &mut ConversionRewriter<'_>) -> ValueResult {
    let (op, adaptor) = (m.op, m.adaptor);
    let (lhs, rhs) = (adaptor.operand(0), adaptor.operand(1));
    let loc = rewriter.ir().op_loc(op);
    let lhs_abs = GLSAbsOp::build(rewriter, loc, lhs).result(rewriter.ir());
    let rhs_abs = GLSAbsOp::build(rewriter, loc, rhs).result(rewriter.ir());
    let abs = UModOp::build(rewriter, loc, lhs_abs, rhs_abs).result(rewriter.ir());
    let is_positive = IEqualOp::build(rewriter, loc, lhs, lhs_abs).result(rewriter.ir());
    let negated = SNegateOp::build(rewriter, loc, abs).result(rewriter.ir());
    let value = SelectOp::build(rewriter, loc, is_positive, abs, negated).result(rewriter.ir());
    Ok(value)
}

/// Whether `op`'s fast-math flags include `nnan`.
pub(crate) fn no_nans(rewriter: &ConversionRewriter<'_>, op: OpId) -> bool {
    let ir = rewriter.ir();
    ir.prop(op, "fastmath")
        .and_then(|a| fastmath_flags(ir.ctx(), a))
        .is_some_and(|flags| flags.0 & NNAN != 0)
}

fn min_max_f(m: RuleMatch<'_>, rewriter: &mut ConversionRewriter<'_>) -> ValueResult {
    let (rule, converter, op, adaptor) = (m.rule, m.converter, m.op, m.adaptor);
    let ty = result_type(&converter.types, rewriter, op)?;
    let (lhs, rhs) = (adaptor.operand(0), adaptor.operand(1));
    let result = create(rewriter, op, rule.target, &[lhs, rhs], ty);
    if no_nans(rewriter, op) {
        return Ok(result);
    }
    let loc = rewriter.ir().op_loc(op);
    let lhs_nan = IsNanOp::build(rewriter, loc, lhs).result(rewriter.ir());
    let rhs_nan = IsNanOp::build(rewriter, loc, rhs).result(rewriter.ir());
    // maximumf/minimumf: a NaN operand is the result; maxnumf/minnumf: the
    // other operand is.
    let propagates = MaximumFOp::isa(rewriter.ir(), op) || MinimumFOp::isa(rewriter.ir(), op);
    let (if_lhs_nan, if_rhs_nan) = if propagates { (lhs, rhs) } else { (rhs, lhs) };
    let first = SelectOp::build(rewriter, loc, lhs_nan, if_lhs_nan, result).result(rewriter.ir());
    let value = SelectOp::build(rewriter, loc, rhs_nan, if_rhs_nan, first).result(rewriter.ir());
    Ok(value)
}
