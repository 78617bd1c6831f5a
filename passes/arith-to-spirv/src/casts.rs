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

use shader_mlir::conversion::{Adaptor, ConversionRewriter};
use shader_mlir::ir::{OpId, Type, TypeKind};
use shader_mlir::rewrite::{MatchFailure, OpBuilder, OrFail, RewriteResult};
use spirv::FPRoundingMode;
use spirv_conversion::type_converter::SpirvTypeConverter;
use spirv_conversion::values::{components, is_bool, splat, zero_or_one};
use spirv_conversion::{Rule, emit, result_type};

use crate::elementwise::{bool_like, create};

pub static RULES: &[Rule] = &[
    Rule::new("arith.extui", "spirv.UConvert", extui),
    Rule::new("arith.extsi", "spirv.SConvert", extsi),
    Rule::new("arith.trunci", "spirv.SConvert", trunci),
    Rule::new("arith.extf", "spirv.FConvert", cast),
    Rule::new("arith.truncf", "spirv.FConvert", cast),
    Rule::new("arith.uitofp", "spirv.ConvertUToF", uitofp),
    Rule::new("arith.sitofp", "spirv.ConvertSToF", cast),
    Rule::new("arith.fptoui", "spirv.ConvertFToU", cast),
    Rule::new("arith.fptosi", "spirv.ConvertFToS", cast),
    Rule::new("arith.index_cast", "spirv.SConvert", index_cast),
    Rule::new("arith.index_castui", "spirv.UConvert", cast),
    Rule::new("arith.bitcast", "spirv.Bitcast", cast),
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

/// The bit width of the scalar of `ty`.
fn scalar_bits(rewriter: &ConversionRewriter<'_>, ty: Type) -> Option<u32> {
    let ctx = rewriter.ctx();
    match ctx.type_kind(components(ctx, ty).0) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Float(kind) => Some(kind.width()),
        _ => None,
    }
}

/// The original (unconverted) operand and result types of a cast.
fn original_types(rewriter: &ConversionRewriter<'_>, op: OpId) -> (Type, Type) {
    let ir = rewriter.ir();
    let result = ir.result_types(op).next().unwrap_or(ir.ctx().common().none);
    (ir.value_type(ir.operand(op, 0)), result)
}

/// `value & (2^bits - 1)` in `ty`: keeps the low `bits` of an emulated integer.
fn mask(
    rewriter: &mut ConversionRewriter<'_>,
    op: OpId,
    value: shader_mlir::ir::Value,
    ty: Type,
    bits: u32,
) -> shader_mlir::ir::Value {
    let loc = rewriter.ir().op_loc(op);
    let ones = ((1u128 << bits) - 1) as u64 as i64;
    let mask = splat(rewriter, loc, ty, ones);
    create(rewriter, op, "spirv.BitwiseAnd", &[value, mask], ty)
}

/// A boolean as `Select(b, 1, 0)` of the converted result type.
fn bool_to_value(
    converter: &SpirvTypeConverter,
    op: OpId,
    adaptor: &Adaptor,
    rewriter: &mut ConversionRewriter<'_>,
) -> RewriteResult {
    let ty = result_type(&converter.types, rewriter, op)?;
    let loc = rewriter.ir().op_loc(op);
    let zero = zero_or_one(rewriter, loc, ty, false);
    let one = zero_or_one(rewriter, loc, ty, true);
    let value = emit::select(rewriter, loc, adaptor.operand(0), one, zero, ty);
    rewriter.replace_op(op, &[value]);
    Ok(())
}

/// A cast that is one `spirv` op (`rule.target`), or nothing when the types
/// converted to the same one.
fn cast(
    rule: &Rule,
    converter: &SpirvTypeConverter,
    op: OpId,
    adaptor: &Adaptor,
    rewriter: &mut ConversionRewriter<'_>,
) -> RewriteResult {
    let input = adaptor.operand(0);
    let src = rewriter.ir().value_type(input);
    let dst = result_type(&converter.types, rewriter, op)?;
    let ctx = rewriter.ctx();
    if is_bool(ctx, src) || is_bool(ctx, dst) {
        return Err(MatchFailure("boolean casts have their own patterns"));
    }
    if src == dst {
        rewriter.replace_op(op, &[input]);
        return Ok(());
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
    let loc = ir.op_loc(op);
    let mut state = emit::state(ctx, rule.target, loc, &[input], &[dst], Vec::new());
    if let Some(mode) = rounding {
        state.attributes.push(emit::named(
            ctx,
            "fp_rounding_mode",
            emit::enum_attr(ctx, mode),
        ));
    }
    let new_op = rewriter.create(state);
    let value = rewriter.ir().result(new_op, 0);
    rewriter.replace_op(op, &[value]);
    Ok(())
}

fn extui(
    rule: &Rule,
    converter: &SpirvTypeConverter,
    op: OpId,
    adaptor: &Adaptor,
    rewriter: &mut ConversionRewriter<'_>,
) -> RewriteResult {
    let input = adaptor.operand(0);
    let src = rewriter.ir().value_type(input);
    if is_bool(rewriter.ctx(), src) {
        return bool_to_value(converter, op, adaptor, rewriter);
    }
    let dst = result_type(&converter.types, rewriter, op)?;
    let value = if dst == src {
        let bits =
            scalar_bits(rewriter, original_types(rewriter, op).0).or_fail("not an integer")?;
        mask(rewriter, op, input, dst, bits)
    } else {
        create(rewriter, op, rule.target, &[input], dst)
    };
    rewriter.replace_op(op, &[value]);
    Ok(())
}

fn extsi(
    rule: &Rule,
    converter: &SpirvTypeConverter,
    op: OpId,
    adaptor: &Adaptor,
    rewriter: &mut ConversionRewriter<'_>,
) -> RewriteResult {
    let input = adaptor.operand(0);
    let src = rewriter.ir().value_type(input);
    let dst = result_type(&converter.types, rewriter, op)?;
    let loc = rewriter.ir().op_loc(op);
    let value = if is_bool(rewriter.ctx(), src) {
        let all_ones = splat(rewriter, loc, dst, -1);
        let zero = zero_or_one(rewriter, loc, dst, false);
        emit::select(rewriter, loc, input, all_ones, zero, dst)
    } else if dst == src {
        // Shift the emulated value's sign bit to the top and back.
        let (from, to) = original_types(rewriter, op);
        let from = scalar_bits(rewriter, from).or_fail("not an integer")?;
        let to = scalar_bits(rewriter, to).or_fail("not an integer")?;
        let shift = splat(rewriter, loc, dst, i64::from(to - from));
        let left = create(rewriter, op, "spirv.ShiftLeftLogical", &[input, shift], dst);
        create(
            rewriter,
            op,
            "spirv.ShiftRightArithmetic",
            &[left, shift],
            dst,
        )
    } else {
        create(rewriter, op, rule.target, &[input], dst)
    };
    rewriter.replace_op(op, &[value]);
    Ok(())
}

fn trunci(
    rule: &Rule,
    converter: &SpirvTypeConverter,
    op: OpId,
    adaptor: &Adaptor,
    rewriter: &mut ConversionRewriter<'_>,
) -> RewriteResult {
    let input = adaptor.operand(0);
    let src = rewriter.ir().value_type(input);
    let dst = result_type(&converter.types, rewriter, op)?;
    let loc = rewriter.ir().op_loc(op);
    let value = if is_bool(rewriter.ctx(), dst) {
        // The low bit: (x & 1) == 1.
        let one = zero_or_one(rewriter, loc, src, true);
        let low = create(rewriter, op, "spirv.BitwiseAnd", &[input, one], src);
        let bool_ty = bool_like(rewriter, src);
        let is_one = create(rewriter, op, "spirv.IEqual", &[low, one], bool_ty);
        let f = zero_or_one(rewriter, loc, dst, false);
        let t = zero_or_one(rewriter, loc, dst, true);
        emit::select(rewriter, loc, is_one, t, f, dst)
    } else if dst == src {
        let bits =
            scalar_bits(rewriter, original_types(rewriter, op).1).or_fail("not an integer")?;
        mask(rewriter, op, input, dst, bits)
    } else {
        create(rewriter, op, rule.target, &[input], dst)
    };
    rewriter.replace_op(op, &[value]);
    Ok(())
}

fn uitofp(
    rule: &Rule,
    converter: &SpirvTypeConverter,
    op: OpId,
    adaptor: &Adaptor,
    rewriter: &mut ConversionRewriter<'_>,
) -> RewriteResult {
    let src = rewriter.ir().value_type(adaptor.operand(0));
    if is_bool(rewriter.ctx(), src) {
        return bool_to_value(converter, op, adaptor, rewriter);
    }
    cast(rule, converter, op, adaptor, rewriter)
}

fn index_cast(
    rule: &Rule,
    converter: &SpirvTypeConverter,
    op: OpId,
    adaptor: &Adaptor,
    rewriter: &mut ConversionRewriter<'_>,
) -> RewriteResult {
    let input = adaptor.operand(0);
    let src = rewriter.ir().value_type(input);
    if is_bool(rewriter.ctx(), src) {
        return bool_to_value(converter, op, adaptor, rewriter);
    }
    if is_bool(rewriter.ctx(), original_types(rewriter, op).1) {
        let dst = result_type(&converter.types, rewriter, op)?;
        let loc = rewriter.ir().op_loc(op);
        let zero = zero_or_one(rewriter, loc, src, false);
        let value = create(rewriter, op, "spirv.INotEqual", &[zero, input], dst);
        rewriter.replace_op(op, &[value]);
        return Ok(());
    }
    cast(rule, converter, op, adaptor, rewriter)
}
