//! `arith` casts to `spirv` (MLIR 22's `TypeCastingOpPattern`,
//! `ExtUIPattern`, `ExtSIPattern`, `ExtSII1Pattern`, `TruncIPattern`,
//! `TruncII1Pattern`, `BoolToValuePattern`, `IndexCastIndexI1Pattern`):
//!
//! - `sitofp` -> `ConvertSToF`, `uitofp` -> `ConvertUToF`, `fptosi` /
//!   `fptoui` -> `ConvertFToS` / `ConvertFToU`, `extf` / `truncf` ->
//!   `FConvert` (with its rounding mode as `fp_rounding_mode`), `extsi` /
//!   `trunci` / `index_cast` -> `SConvert`, `extui` / `index_castui` ->
//!   `UConvert`, `bitcast` -> `Bitcast`; a cast between types that convert to
//!   the same type disappears;
//! - where an integer is emulated in a wider one, `extsi` sign-extends by
//!   shifting left and arithmetically right, `extui` and `trunci` mask;
//! - a boolean becomes a number through `Select` (`extsi`: -1 or 0; `extui`,
//!   `uitofp`, `index_cast`: 1 or 0); `trunci` to a boolean tests the low bit,
//!   `index_cast` to a boolean compares with zero.

use dialect_arith as arith;
use dialect_arith::{
    ExtFOp, ExtSIOp, ExtUIOp, FPToSIOp, FPToUIOp, IndexCastOp, IndexCastUIOp, SIToFPOp, TruncFOp,
    TruncIOp, UIToFPOp,
};
use dialect_spirv::ops::bitwise::{BitwiseAndOp, ShiftLeftLogicalOp, ShiftRightArithmeticOp};
use dialect_spirv::ops::cast::{
    BitcastOp, ConvertFToSOp, ConvertFToUOp, ConvertSToFOp, ConvertUToFOp, FConvertOp, SConvertOp,
    UConvertOp,
};
use dialect_spirv::ops::logical::{IEqualOp, INotEqualOp, SelectOp};
use shader_mlir::conversion::{Adaptor, ConversionRewriter};
use shader_mlir::ir::{Location, OpId, Type, TypeKind, Value};
use shader_mlir::rewrite::{MatchFailure, OpBuilder, OrFail};
use spirv::FPRoundingMode;
use spirv_conversion::type_converter::SpirvTypeConverter;
use spirv_conversion::values::{components, is_bool, splat, zero_or_one};
use spirv_conversion::{Rule, RuleMatch, emit, result_type, value_rule};

use crate::elementwise::{ValueResult, create};

pub static RULES: &[Rule] = &[
    value_rule!(ExtUIOp => UConvertOp, extui),
    value_rule!(ExtSIOp => SConvertOp, extsi),
    value_rule!(TruncIOp => SConvertOp, trunci),
    value_rule!(ExtFOp => FConvertOp, cast),
    value_rule!(TruncFOp => FConvertOp, cast),
    value_rule!(UIToFPOp => ConvertUToFOp, uitofp),
    value_rule!(SIToFPOp => ConvertSToFOp, cast),
    value_rule!(FPToUIOp => ConvertFToUOp, cast),
    value_rule!(FPToSIOp => ConvertFToSOp, cast),
    value_rule!(IndexCastOp => SConvertOp, index_cast),
    value_rule!(IndexCastUIOp => UConvertOp, cast),
    value_rule!(arith::BitcastOp => BitcastOp, cast),
];

/// `arith`'s rounding modes (by their stored value) as SPIR-V's; `None` for
/// `to_nearest_away`, which SPIR-V lacks.
const ROUNDING_MODES: [Option<FPRoundingMode>; 5] = [
    Some(FPRoundingMode::RTE),
    Some(FPRoundingMode::RTN),
    Some(FPRoundingMode::RTP),
    Some(FPRoundingMode::RTZ),
    None,
];

/// A cast: its converted input and that input's type, its converted result
/// type, and where it is.
struct Cast {
    input: Value,
    src: Type,
    dst: Type,
    loc: Location,
}

impl Cast {
    fn of(
        converter: &SpirvTypeConverter,
        op: OpId,
        adaptor: &Adaptor,
        rewriter: &ConversionRewriter<'_>,
    ) -> Result<Cast, MatchFailure> {
        let input = adaptor.operand(0);
        Ok(Cast {
            input,
            src: rewriter.ir().value_type(input),
            dst: result_type(&converter.types, rewriter, op)?,
            loc: rewriter.ir().op_loc(op),
        })
    }
}

/// The bit width of the scalar of `ty`.
fn scalar_bits(rewriter: &ConversionRewriter<'_>, ty: Type) -> Result<u32, MatchFailure> {
    let ctx = rewriter.ctx();
    match ctx.type_kind(components(ctx, ty).0) {
        TypeKind::Integer { width, .. } => Ok(*width),
        TypeKind::Float(kind) => Ok(kind.width()),
        _ => Err(MatchFailure("not an integer or float")),
    }
}

/// The original (unconverted) operand and result types of a cast.
fn original_types(rewriter: &ConversionRewriter<'_>, op: OpId) -> (Type, Type) {
    let ir = rewriter.ir();
    let result = ir.result_types(op).next().unwrap_or(ir.ctx().common().none);
    (ir.value_type(ir.operand(op, 0)), result)
}

/// `value & (2^bits - 1)`: the low `bits` of an emulated integer.
fn mask(rewriter: &mut ConversionRewriter<'_>, cast: &Cast, bits: u32) -> Value {
    let ones = ((1u128 << bits) - 1) as u64 as i64;
    let mask = splat(rewriter, cast.loc, cast.dst, ones);
    let and = BitwiseAndOp::build(rewriter, cast.loc, cast.input, mask);
    and.result(rewriter.ir())
}

/// A boolean as `Select(b, 1, 0)` of the converted result type.
fn bool_to_value(rewriter: &mut ConversionRewriter<'_>, cast: &Cast) -> Value {
    let zero = zero_or_one(rewriter, cast.loc, cast.dst, false);
    let one = zero_or_one(rewriter, cast.loc, cast.dst, true);
    let select = SelectOp::build(rewriter, cast.loc, cast.input, one, zero);
    select.result(rewriter.ir())
}

/// A cast that is one `spirv` op (`rule.target`), or nothing when the types
/// converted to the same one.
fn cast(m: RuleMatch<'_>, rewriter: &mut ConversionRewriter<'_>) -> ValueResult {
    let (rule, converter, op, adaptor) = (m.rule, m.converter, m.op, m.adaptor);
    let cast = Cast::of(converter, op, adaptor, rewriter)?;
    let ctx = rewriter.ctx();
    if is_bool(ctx, cast.src) || is_bool(ctx, cast.dst) {
        return Err(MatchFailure("boolean casts have their own patterns"));
    }
    if cast.src == cast.dst {
        return Ok(cast.input);
    }
    let ir = rewriter.ir();
    let rounding = match ir.prop(op, "roundingmode").and_then(|a| ir.int_value(a)) {
        Some(mode) => Some(
            usize::try_from(mode)
                .ok()
                .and_then(|m| ROUNDING_MODES.get(m).copied().flatten())
                .or_fail("SPIR-V has no such rounding mode")?,
        ),
        None => None,
    };
    let mut state = emit::state(
        ctx,
        rule.target,
        cast.loc,
        &[cast.input],
        &[cast.dst],
        Vec::new(),
    );
    if let Some(mode) = rounding {
        let attr = emit::enum_attr(ctx, mode);
        state
            .attributes
            .push(emit::named(ctx, "fp_rounding_mode", attr));
    }
    let new_op = rewriter.create(state);
    Ok(rewriter.ir().result(new_op, 0))
}

fn extui(m: RuleMatch<'_>, rewriter: &mut ConversionRewriter<'_>) -> ValueResult {
    let (rule, converter, op, adaptor) = (m.rule, m.converter, m.op, m.adaptor);
    let cast = Cast::of(converter, op, adaptor, rewriter)?;
    Ok(if is_bool(rewriter.ctx(), cast.src) {
        bool_to_value(rewriter, &cast)
    } else if cast.dst == cast.src {
        let bits = scalar_bits(rewriter, original_types(rewriter, op).0)?;
        mask(rewriter, &cast, bits)
    } else {
        create(rewriter, op, rule.target, &[cast.input], cast.dst)
    })
}

fn extsi(m: RuleMatch<'_>, rewriter: &mut ConversionRewriter<'_>) -> ValueResult {
    let (rule, converter, op, adaptor) = (m.rule, m.converter, m.op, m.adaptor);
    let Cast {
        input,
        src,
        dst,
        loc,
    } = Cast::of(converter, op, adaptor, rewriter)?;
    Ok(if is_bool(rewriter.ctx(), src) {
        let all_ones = splat(rewriter, loc, dst, -1);
        let zero = zero_or_one(rewriter, loc, dst, false);
        SelectOp::build(rewriter, loc, input, all_ones, zero).result(rewriter.ir())
    } else if dst == src {
        // Shift the emulated value's sign bit to the top and back.
        let (from, to) = original_types(rewriter, op);
        let shift = scalar_bits(rewriter, to)? - scalar_bits(rewriter, from)?;
        let shift = splat(rewriter, loc, dst, i64::from(shift));
        let left = ShiftLeftLogicalOp::build(rewriter, loc, input, shift).result(rewriter.ir());
        ShiftRightArithmeticOp::build(rewriter, loc, left, shift).result(rewriter.ir())
    } else {
        create(rewriter, op, rule.target, &[input], dst)
    })
}

fn trunci(m: RuleMatch<'_>, rewriter: &mut ConversionRewriter<'_>) -> ValueResult {
    let (rule, converter, op, adaptor) = (m.rule, m.converter, m.op, m.adaptor);
    let cast = Cast::of(converter, op, adaptor, rewriter)?;
    let Cast {
        input,
        src,
        dst,
        loc,
    } = cast;
    Ok(if is_bool(rewriter.ctx(), dst) {
        // The low bit: (x & 1) == 1.
        let one = zero_or_one(rewriter, loc, src, true);
        let low = BitwiseAndOp::build(rewriter, loc, input, one).result(rewriter.ir());
        let is_one = IEqualOp::build(rewriter, loc, low, one).result(rewriter.ir());
        let f = zero_or_one(rewriter, loc, dst, false);
        let t = zero_or_one(rewriter, loc, dst, true);
        SelectOp::build(rewriter, loc, is_one, t, f).result(rewriter.ir())
    } else if dst == src {
        let bits = scalar_bits(rewriter, original_types(rewriter, op).1)?;
        mask(rewriter, &cast, bits)
    } else {
        create(rewriter, op, rule.target, &[input], dst)
    })
}

fn uitofp(m: RuleMatch<'_>, rewriter: &mut ConversionRewriter<'_>) -> ValueResult {
    let (_, converter, op, adaptor) = (m.rule, m.converter, m.op, m.adaptor);
    let cast_of = Cast::of(converter, op, adaptor, rewriter)?;
    if is_bool(rewriter.ctx(), cast_of.src) {
        return Ok(bool_to_value(rewriter, &cast_of));
    }
    cast(m, rewriter)
}

fn index_cast(m: RuleMatch<'_>, rewriter: &mut ConversionRewriter<'_>) -> ValueResult {
    let (_, converter, op, adaptor) = (m.rule, m.converter, m.op, m.adaptor);
    let cast_of = Cast::of(converter, op, adaptor, rewriter)?;
    if is_bool(rewriter.ctx(), cast_of.src) {
        return Ok(bool_to_value(rewriter, &cast_of));
    }
    if is_bool(rewriter.ctx(), original_types(rewriter, op).1) {
        let Cast {
            input, src, loc, ..
        } = cast_of;
        let zero = zero_or_one(rewriter, loc, src, false);
        return Ok(INotEqualOp::build(rewriter, loc, zero, input).result(rewriter.ir()));
    }
    cast(m, rewriter)
}
