//! The `math` ops GLSL.std.450 has no single instruction for, expanded as
//! MLIR 22's MathToSPIRV expands them (`CopySignPattern`,
//! `CountLeadingZerosPattern`, `Log1pOpPattern`, `Log2Log10OpPattern`,
//! `ExpM1OpPattern`, `PowFOpPattern`, `RoundOpPattern`), op for op and in
//! upstream's order, so the output matches `mlir-opt --convert-math-to-spirv`:
//!
//! - `copysign(x, y)`: `(bits(x) & ~sign) | (bits(y) & sign)`;
//! - `round(x)` (halfway cases away from zero): `floor(|x|)`, plus one when
//!   the fraction is at least 0.5, with the sign of `x` copied back;
//! - `ctlz(x)` (32-bit only): `31 - FindUMsb(x)`, and `32 - x` for 0 and 1;
//! - `log2(x)`, `log10(x)`: `Log(x) * (1 / ln 2)`, `Log(x) * (1 / ln 10)`;
//!   `log1p(x)`: `Log(1 + x)`; `expm1(x)`: `Exp(x) - 1`;
//! - `powf(x, y)`: `Pow(|x|, y)`, negated for a negative `x` and an odd
//!   integral `y`, NaN for a negative `x` and a fractional `y` (C's `pow`;
//!   GLSL.std.450 leaves `Pow` of a negative base undefined).

use dialect_math as math;
use dialect_spirv::ops::arithmetic::{FAddOp, FMulOp, FNegateOp, FRemOp, FSubOp, ISubOp};
use dialect_spirv::ops::bitwise::{BitwiseAndOp, BitwiseOrOp};
use dialect_spirv::ops::cast::{BitcastOp, ConvertFToSOp};
use dialect_spirv::ops::composite::CompositeConstructOp;
use dialect_spirv::ops::gl::{GLExpOp, GLFAbsOp, GLFindUMsbOp, GLFloorOp, GLLogOp, GLPowOp};
use dialect_spirv::ops::logical::{
    FOrdGreaterThanEqualOp, FOrdLessThanOp, FOrdNotEqualOp, IEqualOp, LogicalAndOp, SelectOp,
    ULessThanEqualOp,
};
use shader_mlir::apfloat;
use shader_mlir::conversion::ConversionRewriter;
use shader_mlir::dialect::OpDef;
use shader_mlir::ir::{AttrKind, Attribute, Location, Signedness, Type, TypeKind, Value};
use shader_mlir::rewrite::{MatchFailure, OrFail};
use spirv_conversion::values::{components, splat, with_scalar};
use spirv_conversion::{Rule, RuleMatch, emit, result_type, value_rule};

use crate::elementwise::check_source_types;

type ValueResult = Result<Value, MatchFailure>;

pub static RULES: &[Rule] = &[
    value_rule!(math::CopySignOp => BitwiseOrOp, copysign),
    value_rule!(math::CountLeadingZerosOp => GLFindUMsbOp, ctlz),
    value_rule!(math::Log1pOp => GLLogOp, log1p),
    value_rule!(math::Log2Op => GLLogOp, log2_log10),
    value_rule!(math::Log10Op => GLLogOp, log2_log10),
    value_rule!(math::ExpM1Op => GLExpOp, expm1),
    value_rule!(math::PowFOp => GLPowOp, powf),
    value_rule!(math::RoundOp => GLFloorOp, round),
];

/// `1 / ln 2` and `1 / ln 10`, as upstream spells them.
const LOG2_RECIPROCAL: f64 = std::f64::consts::LOG2_E;
const LOG10_RECIPROCAL: f64 = std::f64::consts::LOG10_E;

fn create(
    rewriter: &mut ConversionRewriter<'_>,
    def: &'static OpDef,
    loc: Location,
    operands: &[Value],
    ty: Type,
) -> Value {
    emit::create(rewriter, def, loc, operands, ty)
}

/// `spirv.Select` of `if_true` or `if_false` by `condition`, of type `ty`.
fn select(
    rewriter: &mut ConversionRewriter<'_>,
    loc: Location,
    condition: Value,
    (if_true, if_false): (Value, Value),
    ty: Type,
) -> Value {
    create(
        rewriter,
        SelectOp::DEF,
        loc,
        &[condition, if_true, if_false],
        ty,
    )
}

fn ty_of(rewriter: &ConversionRewriter<'_>, v: Value) -> Type {
    rewriter.ir().value_type(v)
}

fn bool_of(rewriter: &ConversionRewriter<'_>, ty: Type) -> Type {
    let ctx = rewriter.ctx();
    with_scalar(ctx, ty, ctx.common().i1)
}

/// A float attribute of scalar type `scalar` with `value`, rounded to
/// nearest even as MLIR's `getFloatAttr` rounds.
fn float_attr(rewriter: &ConversionRewriter<'_>, scalar: Type, value: f64) -> Option<Attribute> {
    let ctx = rewriter.ctx();
    let TypeKind::Float(kind) = ctx.type_kind(scalar) else {
        return None;
    };
    let bits = apfloat::from_f64(*kind, value);
    Some(ctx.intern_attr(AttrKind::Float { bits, ty: scalar }))
}

/// `spirv.Constant` of the float scalar or vector type `ty` with every
/// component `value` (a dense splat for vectors).
fn float_splat(
    rewriter: &mut ConversionRewriter<'_>,
    loc: Location,
    ty: Type,
    value: f64,
) -> ValueResult {
    let (scalar, _) = components(rewriter.ctx(), ty);
    let element = float_attr(rewriter, scalar, value).or_fail("expected a float type")?;
    let attr = if scalar == ty {
        element
    } else {
        rewriter.ctx().intern_attr(AttrKind::DenseElements {
            ty,
            values: Box::new([element]),
            splat: true,
        })
    };
    Ok(emit::constant(rewriter, loc, attr, ty))
}

/// The float width of a float scalar or vector type.
fn float_width(rewriter: &ConversionRewriter<'_>, ty: Type) -> Option<u32> {
    let (scalar, _) = components(rewriter.ctx(), ty);
    match rewriter.ctx().type_kind(scalar) {
        TypeKind::Float(kind) => Some(kind.width()),
        _ => None,
    }
}

/// `copysign(magnitude, sign)` of converted type `ty` whose source float
/// width is `width`: the body of upstream's `CopySignPattern`.
fn emit_copysign(
    rewriter: &mut ConversionRewriter<'_>,
    loc: Location,
    ty: Type,
    width: u32,
    magnitude: Value,
    sign: Value,
) -> Value {
    let ctx = rewriter.ctx();
    let int = ctx.integer_type(width, Signedness::Signless);
    let sign_bit = 1u64 << (width - 1);
    let sign_attr = ctx.integer_attr(int, i128::from(sign_bit));
    let value_attr = ctx.integer_attr(int, i128::from(sign_bit - 1));
    let mut sign_mask = emit::constant(rewriter, loc, sign_attr, int);
    let mut value_mask = emit::constant(rewriter, loc, value_attr, int);
    let (_, count) = components(rewriter.ctx(), ty);
    let int_ty = with_scalar(rewriter.ctx(), ty, int);
    if int_ty != int {
        let signs = vec![sign_mask; count as usize];
        sign_mask = create(rewriter, CompositeConstructOp::DEF, loc, &signs, int_ty);
        let values = vec![value_mask; count as usize];
        value_mask = create(rewriter, CompositeConstructOp::DEF, loc, &values, int_ty);
    }
    let lhs = create(rewriter, BitcastOp::DEF, loc, &[magnitude], int_ty);
    let rhs = create(rewriter, BitcastOp::DEF, loc, &[sign], int_ty);
    let value = create(rewriter, BitwiseAndOp::DEF, loc, &[lhs, value_mask], int_ty);
    let sign = create(rewriter, BitwiseAndOp::DEF, loc, &[rhs, sign_mask], int_ty);
    let result = create(rewriter, BitwiseOrOp::DEF, loc, &[value, sign], int_ty);
    create(rewriter, BitcastOp::DEF, loc, &[result], ty)
}

/// The float width of `op`'s result type, a float scalar or vector whose
/// conversion `converted` keeps that width (the sign masks are of it).
fn source_width(
    rewriter: &ConversionRewriter<'_>,
    m: &RuleMatch<'_>,
    converted: Type,
) -> Result<u32, MatchFailure> {
    let ty = rewriter
        .ir()
        .result_types(m.op)
        .next()
        .or_fail("expected a result")?;
    let width = float_width(rewriter, ty).or_fail("expected a float or vector of floats")?;
    if float_width(rewriter, converted) != Some(width) {
        return Err(MatchFailure("the float type is emulated in a wider one"));
    }
    Ok(width)
}

fn copysign(m: RuleMatch<'_>, rewriter: &mut ConversionRewriter<'_>) -> ValueResult {
    let ty = result_type(&m.converter.types, rewriter, m.op)?;
    let width = source_width(rewriter, &m, ty)?;
    let loc = rewriter.ir().op_loc(m.op);
    let (lhs, rhs) = (m.adaptor.operand(0), m.adaptor.operand(1));
    Ok(emit_copysign(rewriter, loc, ty, width, lhs, rhs))
}

fn ctlz(m: RuleMatch<'_>, rewriter: &mut ConversionRewriter<'_>) -> ValueResult {
    let input = m.adaptor.operand(0);
    let ty = ty_of(rewriter, input);
    let (scalar, _) = components(rewriter.ctx(), ty);
    if !matches!(
        rewriter.ctx().type_kind(scalar),
        TypeKind::Integer { width: 32, .. }
    ) {
        return Err(MatchFailure("unsupported bitwidth"));
    }
    let loc = rewriter.ir().op_loc(m.op);
    let one = splat(rewriter, loc, ty, 1);
    let thirty_one = splat(rewriter, loc, ty, 31);
    let thirty_two = splat(rewriter, loc, ty, 32);
    let msb = create(rewriter, GLFindUMsbOp::DEF, loc, &[input], ty);
    let sub_msb = create(rewriter, ISubOp::DEF, loc, &[thirty_one, msb], ty);
    let sub_input = create(rewriter, ISubOp::DEF, loc, &[thirty_two, input], ty);
    let bool_ty = bool_of(rewriter, ty);
    let cmp = create(rewriter, ULessThanEqualOp::DEF, loc, &[input, one], bool_ty);
    Ok(select(rewriter, loc, cmp, (sub_input, sub_msb), ty))
}

fn log1p(m: RuleMatch<'_>, rewriter: &mut ConversionRewriter<'_>) -> ValueResult {
    check_source_types(rewriter, m.op)?;
    let ty = result_type(&m.converter.types, rewriter, m.op)?;
    let loc = rewriter.ir().op_loc(m.op);
    let one = float_splat(rewriter, loc, ty, 1.0)?;
    let sum = create(rewriter, FAddOp::DEF, loc, &[one, m.adaptor.operand(0)], ty);
    Ok(create(rewriter, GLLogOp::DEF, loc, &[sum], ty))
}

fn log2_log10(m: RuleMatch<'_>, rewriter: &mut ConversionRewriter<'_>) -> ValueResult {
    check_source_types(rewriter, m.op)?;
    let ty = result_type(&m.converter.types, rewriter, m.op)?;
    let loc = rewriter.ir().op_loc(m.op);
    let factor = if math::Log2Op::isa(rewriter.ir(), m.op) {
        LOG2_RECIPROCAL
    } else {
        LOG10_RECIPROCAL
    };
    let constant = float_splat(rewriter, loc, ty, factor)?;
    let log = create(rewriter, GLLogOp::DEF, loc, &[m.adaptor.operand(0)], ty);
    Ok(create(rewriter, FMulOp::DEF, loc, &[log, constant], ty))
}

fn expm1(m: RuleMatch<'_>, rewriter: &mut ConversionRewriter<'_>) -> ValueResult {
    check_source_types(rewriter, m.op)?;
    let ty = result_type(&m.converter.types, rewriter, m.op)?;
    let loc = rewriter.ir().op_loc(m.op);
    let exp = create(rewriter, GLExpOp::DEF, loc, &[m.adaptor.operand(0)], ty);
    let one = float_splat(rewriter, loc, ty, 1.0)?;
    Ok(create(rewriter, FSubOp::DEF, loc, &[exp, one], ty))
}

fn powf(m: RuleMatch<'_>, rewriter: &mut ConversionRewriter<'_>) -> ValueResult {
    check_source_types(rewriter, m.op)?;
    let ty = result_type(&m.converter.types, rewriter, m.op)?;
    let (lhs, rhs) = (m.adaptor.operand(0), m.adaptor.operand(1));
    let operand_ty = ty_of(rewriter, lhs);
    float_width(rewriter, operand_ty).or_fail("expected a float or vector of floats")?;
    let loc = rewriter.ir().op_loc(m.op);
    let bool_ty = bool_of(rewriter, operand_ty);
    // Pow is undefined for x < 0; C's pow is NaN for a finite negative base
    // and a finite non-integral exponent.
    let zero = float_splat(rewriter, loc, operand_ty, 0.0)?;
    let less_than = create(rewriter, FOrdLessThanOp::DEF, loc, &[lhs, zero], bool_ty);
    let one = float_splat(rewriter, loc, operand_ty, 1.0)?;
    let rem = create(rewriter, FRemOp::DEF, loc, &[rhs, one], operand_ty);
    let rem_non_zero = create(rewriter, FOrdNotEqualOp::DEF, loc, &[rem, zero], bool_ty);
    let negative_fractional = create(
        rewriter,
        LogicalAndOp::DEF,
        loc,
        &[rem_non_zero, less_than],
        bool_ty,
    );
    let nan = float_splat(rewriter, loc, operand_ty, f64::NAN)?;
    let base = select(rewriter, loc, negative_fractional, (nan, lhs), operand_ty);
    let abs = create(rewriter, GLFAbsOp::DEF, loc, &[base], operand_ty);
    // Whether the exponent is odd, through its integer conversion.
    let ctx = rewriter.ctx();
    let i32t = ctx.common().i32;
    let rhs_ty = ty_of(rewriter, rhs);
    let int_ty = with_scalar(ctx, rhs_ty, i32t);
    let int_rhs = create(rewriter, ConvertFToSOp::DEF, loc, &[rhs], int_ty);
    let int_one = splat(rewriter, loc, int_ty, 1);
    let low_bit = create(
        rewriter,
        BitwiseAndOp::DEF,
        loc,
        &[int_rhs, int_one],
        int_ty,
    );
    let is_odd = create(rewriter, IEqualOp::DEF, loc, &[low_bit, int_one], bool_ty);
    let pow = create(rewriter, GLPowOp::DEF, loc, &[abs, rhs], operand_ty);
    let negated = create(rewriter, FNegateOp::DEF, loc, &[pow], operand_ty);
    let negate = create(
        rewriter,
        LogicalAndOp::DEF,
        loc,
        &[less_than, is_odd],
        bool_ty,
    );
    Ok(select(rewriter, loc, negate, (negated, pow), ty))
}

fn round(m: RuleMatch<'_>, rewriter: &mut ConversionRewriter<'_>) -> ValueResult {
    check_source_types(rewriter, m.op)?;
    let ty = result_type(&m.converter.types, rewriter, m.op)?;
    let width = source_width(rewriter, &m, ty)?;
    let operand = m.adaptor.operand(0);
    let loc = rewriter.ir().op_loc(m.op);
    let zero = float_splat(rewriter, loc, ty, 0.0)?;
    let one = float_splat(rewriter, loc, ty, 1.0)?;
    let half = float_splat(rewriter, loc, ty, 0.5)?;
    let abs = create(rewriter, GLFAbsOp::DEF, loc, &[operand], ty);
    let floor = create(rewriter, GLFloorOp::DEF, loc, &[abs], ty);
    let fraction = create(rewriter, FSubOp::DEF, loc, &[abs, floor], ty);
    let bool_ty = bool_of(rewriter, ty);
    let up = create(
        rewriter,
        FOrdGreaterThanEqualOp::DEF,
        loc,
        &[fraction, half],
        bool_ty,
    );
    let step = select(rewriter, loc, up, (one, zero), ty);
    let rounded = create(rewriter, FAddOp::DEF, loc, &[floor, step], ty);
    Ok(emit_copysign(rewriter, loc, ty, width, rounded, operand))
}
