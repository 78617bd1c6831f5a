//! `arith` to `spirv` (MLIR's ArithToSPIRV, its default non-emulating
//! patterns):
//!
//! - one-to-one ops: `addi` -> `IAdd`, `divsi` -> `SDiv`,
//!   `shrui` -> `ShiftRightLogical`, `addf` -> `FAdd`, `maxsi` -> `GL.SMax`,
//!   `select` -> `Select`, ...;
//! - `andi`/`ori`/`xori` are `Logical*` on booleans and `Bitwise*` otherwise;
//! - `remsi` follows the sign of the dividend: `UMod` of the absolute values,
//!   negated for negative dividends (Vulkan leaves `SRem` of negative operands
//!   undefined);
//! - `cmpi` / `cmpf` pick the comparison by predicate (`ord`/`uno` are
//!   `Ordered`/`Unordered`, `false`/`true` constants);
//! - `maximumf`/`minimumf` propagate NaN, `maxnumf`/`minnumf` prefer the
//!   number, around `GL.FMax`/`GL.FMin`;
//! - casts: `sitofp` -> `ConvertSToF`, `extf`/`truncf` -> `FConvert`,
//!   `extsi`/`trunci`/`index_cast` -> `SConvert`, `extui`/`index_castui` ->
//!   `UConvert`, `bitcast` -> `Bitcast`; a cast between types that convert
//!   to the same type disappears, and booleans go through `Select` /
//!   `INotEqual`;
//! - `constant` -> `spirv.Constant`, `index` values as `i32`.

use dialect_arith::CmpIPredicate;
use shader_mlir::conversion::{Adaptor, ConversionRewriter, TypeConverter};
use shader_mlir::ir::{AttrKind, Attribute, Location, OpId, Type, TypeKind, Value};
use shader_mlir::rewrite::{MatchFailure, OpBuilder, OrFail, RewriteResult};

use super::{Rule, result_type};
use crate::emit;
use crate::patterns::values::{components, splat};

/// `andi`/`ori`/`xori`: (op, on booleans, otherwise).
const BITWISE: &[(&str, &str, &str)] = &[
    ("arith.andi", "spirv.LogicalAnd", "spirv.BitwiseAnd"),
    ("arith.ori", "spirv.LogicalOr", "spirv.BitwiseOr"),
    ("arith.xori", "spirv.LogicalNotEqual", "spirv.BitwiseXor"),
];

/// `cmpf` predicates in `arith::CmpFPredicate` order; `None` for `false` /
/// `true`.
const CMPF: [Option<&str>; 16] = [
    None,
    Some("spirv.FOrdEqual"),
    Some("spirv.FOrdGreaterThan"),
    Some("spirv.FOrdGreaterThanEqual"),
    Some("spirv.FOrdLessThan"),
    Some("spirv.FOrdLessThanEqual"),
    Some("spirv.FOrdNotEqual"),
    Some("spirv.Ordered"),
    Some("spirv.FUnordEqual"),
    Some("spirv.FUnordGreaterThan"),
    Some("spirv.FUnordGreaterThanEqual"),
    Some("spirv.FUnordLessThan"),
    Some("spirv.FUnordLessThanEqual"),
    Some("spirv.FUnordNotEqual"),
    Some("spirv.Unordered"),
    None,
];

macro_rules! rules {
    ($(($root:literal, $target:literal, $apply:expr)),* $(,)?) => {
        &[$(Rule::new($root, $target, $apply)),*]
    };
}

pub static RULES: &[Rule] = rules![
    ("arith.addi", "spirv.IAdd", same),
    ("arith.subi", "spirv.ISub", same),
    ("arith.muli", "spirv.IMul", same),
    ("arith.divsi", "spirv.SDiv", same),
    ("arith.divui", "spirv.UDiv", same),
    ("arith.remui", "spirv.UMod", same),
    ("arith.shli", "spirv.ShiftLeftLogical", same),
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
    ("arith.select", "spirv.Select", same),
    ("arith.andi", "spirv.BitwiseAnd", bitwise),
    ("arith.ori", "spirv.BitwiseOr", bitwise),
    ("arith.xori", "spirv.BitwiseXor", bitwise),
    ("arith.remsi", "spirv.UMod", remsi),
    ("arith.cmpi", "spirv.IEqual", cmpi),
    ("arith.cmpf", "spirv.FOrdEqual", cmpf),
    ("arith.maximumf", "spirv.GL.FMax", min_max_f),
    ("arith.minimumf", "spirv.GL.FMin", min_max_f),
    ("arith.maxnumf", "spirv.GL.FMax", min_max_f),
    ("arith.minnumf", "spirv.GL.FMin", min_max_f),
    ("arith.sitofp", "spirv.ConvertSToF", cast),
    ("arith.uitofp", "spirv.ConvertUToF", cast),
    ("arith.fptosi", "spirv.ConvertFToS", cast),
    ("arith.fptoui", "spirv.ConvertFToU", cast),
    ("arith.extf", "spirv.FConvert", cast),
    ("arith.truncf", "spirv.FConvert", cast),
    ("arith.extsi", "spirv.SConvert", cast),
    ("arith.extui", "spirv.UConvert", cast),
    ("arith.trunci", "spirv.SConvert", cast),
    ("arith.index_cast", "spirv.SConvert", cast),
    ("arith.index_castui", "spirv.UConvert", cast),
    ("arith.bitcast", "spirv.Bitcast", cast),
    ("arith.constant", "spirv.Constant", constant),
];

fn replace_with(rewriter: &mut ConversionRewriter<'_>, op: OpId, value: Value) -> RewriteResult {
    rewriter.replace_op(op, &[value]);
    Ok(())
}

/// Replaces `op` with the `spirv` op `name` of type `ty` over its converted
/// operands.
fn replace_with_op(
    rewriter: &mut ConversionRewriter<'_>,
    op: OpId,
    name: &str,
    adaptor: &Adaptor,
    ty: Type,
) -> RewriteResult {
    let loc = rewriter.ir().op_loc(op);
    let value = emit::value(rewriter, name, loc, adaptor.operands(), ty, Vec::new());
    replace_with(rewriter, op, value)
}

fn is_bool(rewriter: &ConversionRewriter<'_>, ty: Type) -> bool {
    let ctx = rewriter.ctx();
    matches!(
        ctx.type_kind(components(ctx, ty).0),
        TypeKind::Integer { width: 1, .. }
    )
}

fn same(
    rule: &Rule,
    converter: &TypeConverter,
    op: OpId,
    adaptor: &Adaptor,
    rewriter: &mut ConversionRewriter<'_>,
) -> RewriteResult {
    let ty = result_type(converter, rewriter, op)?;
    replace_with_op(rewriter, op, rule.target, adaptor, ty)
}

fn bitwise(
    rule: &Rule,
    converter: &TypeConverter,
    op: OpId,
    adaptor: &Adaptor,
    rewriter: &mut ConversionRewriter<'_>,
) -> RewriteResult {
    let ty = result_type(converter, rewriter, op)?;
    let &(_, logical, bitwise) = BITWISE
        .iter()
        .find(|(root, ..)| *root == rule.root)
        .or_fail("not a bitwise op")?;
    let name = if is_bool(rewriter, ty) {
        logical
    } else {
        bitwise
    };
    replace_with_op(rewriter, op, name, adaptor, ty)
}

fn remsi(
    _: &Rule,
    converter: &TypeConverter,
    op: OpId,
    adaptor: &Adaptor,
    rewriter: &mut ConversionRewriter<'_>,
) -> RewriteResult {
    let ty = result_type(converter, rewriter, op)?;
    let loc = rewriter.ir().op_loc(op);
    let (lhs, rhs) = (adaptor.operand(0), adaptor.operand(1));
    let bool_ty = bool_like(rewriter, ty);
    let lhs_abs = emit::value(rewriter, "spirv.GL.SAbs", loc, &[lhs], ty, Vec::new());
    let rhs_abs = emit::value(rewriter, "spirv.GL.SAbs", loc, &[rhs], ty, Vec::new());
    let magnitude = emit::value(
        rewriter,
        "spirv.UMod",
        loc,
        &[lhs_abs, rhs_abs],
        ty,
        Vec::new(),
    );
    let zero = splat(rewriter, loc, ty, 0);
    let negative = emit::value(
        rewriter,
        "spirv.SLessThan",
        loc,
        &[lhs, zero],
        bool_ty,
        Vec::new(),
    );
    let negated = emit::value(rewriter, "spirv.SNegate", loc, &[magnitude], ty, Vec::new());
    let value = emit::select(rewriter, loc, negative, negated, magnitude, ty);
    replace_with(rewriter, op, value)
}

/// `i1` or `vector<N x i1>` shaped like `ty`.
fn bool_like(rewriter: &ConversionRewriter<'_>, ty: Type) -> Type {
    let ctx = rewriter.ctx();
    crate::patterns::values::with_scalar(ctx, ty, ctx.common().i1)
}

fn cmpi(
    _: &Rule,
    converter: &TypeConverter,
    op: OpId,
    adaptor: &Adaptor,
    rewriter: &mut ConversionRewriter<'_>,
) -> RewriteResult {
    let ty = result_type(converter, rewriter, op)?;
    let predicate = dialect_arith::CmpIOp(op)
        .predicate(rewriter.ir())
        .or_fail("unknown cmpi predicate")?;
    let operand_ty = rewriter.ir().value_type(adaptor.operand(0));
    let name = if is_bool(rewriter, operand_ty) {
        match predicate {
            CmpIPredicate::Eq => "spirv.LogicalEqual",
            CmpIPredicate::Ne => "spirv.LogicalNotEqual",
            _ => return Err(MatchFailure("ordered comparison of booleans")),
        }
    } else {
        match predicate {
            CmpIPredicate::Eq => "spirv.IEqual",
            CmpIPredicate::Ne => "spirv.INotEqual",
            CmpIPredicate::Slt => "spirv.SLessThan",
            CmpIPredicate::Sle => "spirv.SLessThanEqual",
            CmpIPredicate::Sgt => "spirv.SGreaterThan",
            CmpIPredicate::Sge => "spirv.SGreaterThanEqual",
            CmpIPredicate::Ult => "spirv.ULessThan",
            CmpIPredicate::Ule => "spirv.ULessThanEqual",
            CmpIPredicate::Ugt => "spirv.UGreaterThan",
            CmpIPredicate::Uge => "spirv.UGreaterThanEqual",
        }
    };
    replace_with_op(rewriter, op, name, adaptor, ty)
}

fn cmpf(
    _: &Rule,
    converter: &TypeConverter,
    op: OpId,
    adaptor: &Adaptor,
    rewriter: &mut ConversionRewriter<'_>,
) -> RewriteResult {
    let ty = result_type(converter, rewriter, op)?;
    let predicate = dialect_arith::CmpFOp(op)
        .predicate(rewriter.ir())
        .or_fail("unknown cmpf predicate")?;
    let loc = rewriter.ir().op_loc(op);
    let value = match CMPF.get(predicate).or_fail("unknown cmpf predicate")? {
        Some(name) => emit::value(rewriter, name, loc, adaptor.operands(), ty, Vec::new()),
        None => {
            let ctx = rewriter.ctx();
            let truth = ctx.bool_attr(predicate != 0);
            let attr = if ty == ctx.common().i1 {
                truth
            } else {
                ctx.intern_attr(AttrKind::DenseElements {
                    ty,
                    values: Box::new([truth]),
                    splat: true,
                })
            };
            emit::constant(rewriter, loc, attr, ty)
        }
    };
    replace_with(rewriter, op, value)
}

fn min_max_f(
    rule: &Rule,
    converter: &TypeConverter,
    op: OpId,
    adaptor: &Adaptor,
    rewriter: &mut ConversionRewriter<'_>,
) -> RewriteResult {
    let ty = result_type(converter, rewriter, op)?;
    let loc = rewriter.ir().op_loc(op);
    let (lhs, rhs) = (adaptor.operand(0), adaptor.operand(1));
    let bool_ty = bool_like(rewriter, ty);
    let result = emit::value(rewriter, rule.target, loc, &[lhs, rhs], ty, Vec::new());
    let lhs_nan = emit::value(rewriter, "spirv.IsNan", loc, &[lhs], bool_ty, Vec::new());
    let rhs_nan = emit::value(rewriter, "spirv.IsNan", loc, &[rhs], bool_ty, Vec::new());
    // maximumf/minimumf: a NaN operand is the result; maxnumf/minnumf: the
    // other operand is.
    let propagates = matches!(rule.root, "arith.maximumf" | "arith.minimumf");
    let (if_lhs_nan, if_rhs_nan) = if propagates { (lhs, rhs) } else { (rhs, lhs) };
    let inner = emit::select(rewriter, loc, rhs_nan, if_rhs_nan, result, ty);
    let value = emit::select(rewriter, loc, lhs_nan, if_lhs_nan, inner, ty);
    replace_with(rewriter, op, value)
}

fn cast(
    rule: &Rule,
    converter: &TypeConverter,
    op: OpId,
    adaptor: &Adaptor,
    rewriter: &mut ConversionRewriter<'_>,
) -> RewriteResult {
    let ty = result_type(converter, rewriter, op)?;
    let input = adaptor.operand(0);
    let input_ty = rewriter.ir().value_type(input);
    if input_ty == ty {
        return replace_with(rewriter, op, input);
    }
    let loc = rewriter.ir().op_loc(op);
    let value = if is_bool(rewriter, input_ty) && !is_bool(rewriter, ty) {
        bool_to_number(rewriter, loc, rule.root, input, ty)
    } else if is_bool(rewriter, ty) && !is_bool(rewriter, input_ty) {
        // trunci to i1: the low bit.
        let one = splat(rewriter, loc, input_ty, 1);
        let zero = splat(rewriter, loc, input_ty, 0);
        let low = emit::value(
            rewriter,
            "spirv.BitwiseAnd",
            loc,
            &[input, one],
            input_ty,
            Vec::new(),
        );
        emit::value(
            rewriter,
            "spirv.INotEqual",
            loc,
            &[low, zero],
            ty,
            Vec::new(),
        )
    } else {
        emit::value(rewriter, rule.target, loc, &[input], ty, Vec::new())
    };
    replace_with(rewriter, op, value)
}

/// A boolean as a number: `extsi` gives -1 for true, the others 1.
fn bool_to_number(
    rewriter: &mut ConversionRewriter<'_>,
    loc: Location,
    root: &str,
    input: Value,
    ty: Type,
) -> Value {
    let truth = if root == "arith.extsi" { -1 } else { 1 };
    let one = splat(rewriter, loc, ty, truth);
    let zero = splat(rewriter, loc, ty, 0);
    emit::select(rewriter, loc, input, one, zero, ty)
}

fn constant(
    _: &Rule,
    converter: &TypeConverter,
    op: OpId,
    _: &Adaptor,
    rewriter: &mut ConversionRewriter<'_>,
) -> RewriteResult {
    let ty = result_type(converter, rewriter, op)?;
    let attr = rewriter
        .ir()
        .attr_or_prop(op, "value")
        .or_fail("constant without a value")?;
    let value_attr = retype(rewriter, attr, ty).or_fail("constant of a type SPIR-V cannot hold")?;
    let loc = rewriter.ir().op_loc(op);
    let value = emit::constant(rewriter, loc, value_attr, ty);
    replace_with(rewriter, op, value)
}

/// `attr` as a constant of the converted type `ty`: `index` values as `i32`
/// (refused when they do not fit), `i1` values as booleans, dense splats and
/// lists element by element.
fn retype(rewriter: &ConversionRewriter<'_>, attr: Attribute, ty: Type) -> Option<Attribute> {
    let ctx = rewriter.ctx();
    match ctx.attr_kind(attr) {
        AttrKind::Integer { value, .. } => scalar_attr(rewriter, *value, ty),
        AttrKind::Bool(b) => (ty == ctx.common().i1).then(|| ctx.bool_attr(*b)),
        AttrKind::Float { ty: attr_ty, .. } => (*attr_ty == ty).then_some(attr),
        AttrKind::DenseElements { values, splat, .. } => {
            let (element, _) = components(ctx, ty);
            let values: Option<Box<[Attribute]>> = values
                .iter()
                .map(|&v| retype(rewriter, v, element))
                .collect();
            Some(ctx.intern_attr(AttrKind::DenseElements {
                ty,
                values: values?,
                splat: *splat,
            }))
        }
        _ => None,
    }
}

fn scalar_attr(rewriter: &ConversionRewriter<'_>, value: i128, ty: Type) -> Option<Attribute> {
    let ctx = rewriter.ctx();
    match ctx.type_kind(ty) {
        TypeKind::Integer { width: 1, .. } => Some(ctx.bool_attr(value != 0)),
        TypeKind::Integer { width, .. } => {
            let fits =
                *width >= 128 || (value >= -(1i128 << (width - 1)) && value < (1i128 << width));
            fits.then(|| ctx.integer_attr(ty, value))
        }
        _ => None,
    }
}
