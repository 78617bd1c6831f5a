//! Folding and canonicalization of the cast ops (MLIR's `ArithOps.cpp` and
//! `ArithCanonicalization.td`): constant casts, casts undoing the cast they
//! read, and the patterns `ExtSIOfExtUI`, `ExtUIOfExtUI`, `ExtSIOfExtSI`,
//! `TruncIExtSIToExtSI`, `TruncIExtUIToExtUI`, `TruncITruncI`.

use shader_mlir::dialect::FoldResult;
use shader_mlir::ir::{Attribute, Ir, Location, OpId, Type, Value};
use shader_mlir::rewrite::{FnPattern, OrFail, RewritePatternSet, RewriteResult, Rewriter, ensure};

use super::cast::CastKind;
use super::{BitcastOp, ExtSIOp, ExtUIOp, IndexCastOp, IndexCastUIOp, TruncFOp, TruncIOp};
use crate::attributes::RoundingMode;
use crate::fold::{Elem, Scalar, elem_of, f64_to_float, float_to_f64, fold_unary, sext, zext};

pub(crate) fn fold_cast(
    ir: &Ir,
    op: OpId,
    consts: &[Option<Attribute>],
) -> Option<Vec<FoldResult>> {
    let cast = CastKind::of(ir, op)?;
    if consts.len() != 1 || ir.num_results(op) != 1 {
        return None;
    }
    let ctx = ir.ctx();
    let input = ir.operand(op, 0);
    let result_ty = ir.value_type(ir.result(op, 0));
    // cast(inverse cast(x)) -> x where the two undo each other.
    if let Some(def) = ir.defining_op(input) {
        let undoes = match cast {
            CastKind::TruncI => ExtSIOp::isa(ir, def) || ExtUIOp::isa(ir, def),
            CastKind::IndexCast => IndexCastOp::isa(ir, def),
            CastKind::IndexCastUI => IndexCastUIOp::isa(ir, def),
            CastKind::Bitcast => BitcastOp::isa(ir, def),
            _ => false,
        };
        if undoes
            && let Some(source) = ir
                .operands(def)
                .next()
                .filter(|&s| ir.value_type(s) == result_ty)
        {
            return Some(vec![FoldResult::Value(source)]);
        }
    }
    let in_elem = elem_of(ctx, ir.value_type(input))?;
    let out_elem = elem_of(ctx, result_ty)?;
    if TruncFOp::cast(ir, op)
        .and_then(|t| t.roundingmode(ir))
        .is_some_and(|m| m != RoundingMode::ToNearestEven)
    {
        // Only round-to-nearest-even is modelled.
        return None;
    }
    let attr = fold_unary(ctx, consts[0], result_ty, |s| {
        convert(cast, s, in_elem, out_elem)
    })?;
    Some(vec![FoldResult::Attribute(attr)])
}

/// Converts one constant element.
fn convert(cast: CastKind, s: Scalar, input: Elem, output: Elem) -> Option<Scalar> {
    match (cast, s, input, output) {
        (CastKind::ExtSI | CastKind::IndexCast, Scalar::Int(v), _, Elem::Int { width }) => {
            Some(Scalar::Int(sext(v, width)))
        }
        (
            CastKind::ExtUI | CastKind::IndexCastUI,
            Scalar::Int(v),
            Elem::Int { width: w },
            Elem::Int { width },
        ) => Some(Scalar::Int(sext(zext(v, w) as i128, width))),
        (CastKind::TruncI, Scalar::Int(v), _, Elem::Int { width }) => {
            Some(Scalar::Int(sext(v, width)))
        }
        (CastKind::ExtF, Scalar::Float(f), _, Elem::Float(_)) => Some(Scalar::Float(f)),
        // Upstream folds a truncation only when it loses nothing.
        (CastKind::TruncF, Scalar::Float(f), _, Elem::Float(k)) => {
            let rounded = float_to_f64(k, f64_to_float(k, f))?;
            (rounded == f || (rounded.is_nan() && f.is_nan())).then_some(Scalar::Float(f))
        }
        (CastKind::SIToFP, Scalar::Int(v), _, Elem::Float(k)) => int_to_float(v, k),
        (CastKind::UIToFP, Scalar::Int(v), Elem::Int { width }, Elem::Float(k)) => {
            int_to_float(zext(v, width) as i128, k)
        }
        (CastKind::FPToSI, Scalar::Float(f), _, Elem::Int { width }) => {
            let t = f.trunc();
            let limit = 2f64.powi(width as i32 - 1);
            (f.is_finite() && t >= -limit && t < limit).then_some(Scalar::Int(t as i128))
        }
        (CastKind::FPToUI, Scalar::Float(f), _, Elem::Int { width }) => {
            let t = f.trunc();
            (f.is_finite() && t >= 0.0 && t < 2f64.powi(width as i32))
                .then(|| Scalar::Int(sext(t as i128, width)))
        }
        (CastKind::Bitcast, Scalar::Int(v), Elem::Int { width }, Elem::Float(k)) => {
            Some(Scalar::Float(float_to_f64(k, zext(v, width))?))
        }
        (CastKind::Bitcast, Scalar::Float(f), Elem::Float(k), Elem::Int { width }) => {
            Some(Scalar::Int(sext(f64_to_float(k, f) as i128, width)))
        }
        (CastKind::Bitcast, Scalar::Float(f), Elem::Float(from), Elem::Float(to)) => {
            Some(Scalar::Float(float_to_f64(to, f64_to_float(from, f))?))
        }
        (CastKind::Bitcast, Scalar::Int(v), _, Elem::Int { .. }) => Some(Scalar::Int(v)),
        _ => None,
    }
}

/// An integer as a float of `kind`, rounded once.
fn int_to_float(v: i128, kind: shader_mlir::ir::FloatKind) -> Option<Scalar> {
    use shader_mlir::ir::FloatKind::*;
    const EXACT: i128 = 1 << 53;
    if (-EXACT..=EXACT).contains(&v) {
        return Some(Scalar::Float(v as f64));
    }
    match kind {
        F64 => Some(Scalar::Float(v as f64)),
        F32 => Some(Scalar::Float(v as f32 as f64)),
        // A half or bfloat from such a large integer would round twice.
        _ => None,
    }
}

// ===== canonicalization =====

/// Builds a cast of `input` to `ty`; returns its result.
type BuildCast = fn(&mut Rewriter<'_>, Location, Type, Value) -> Value;

fn build_extsi(rw: &mut Rewriter<'_>, loc: Location, ty: Type, input: Value) -> Value {
    ExtSIOp::build(rw, loc, ty, input).out(rw.ir())
}

fn build_extui(rw: &mut Rewriter<'_>, loc: Location, ty: Type, input: Value) -> Value {
    ExtUIOp::build(rw, loc, ty, input).out(rw.ir())
}

fn build_trunci(rw: &mut Rewriter<'_>, loc: Location, ty: Type, input: Value) -> Value {
    TruncIOp::build(rw, loc, ty, input).out(rw.ir())
}

pub(crate) fn extsi_patterns(set: &mut RewritePatternSet) {
    set.add(FnPattern::new("ExtSIOfExtUI", ExtSIOp::DEF, |op, rw| {
        rewrite_chain(op, rw, ExtUIOp::isa, build_extui, false)
    }));
    set.add(FnPattern::new("ExtSIOfExtSI", ExtSIOp::DEF, |op, rw| {
        rewrite_chain(op, rw, ExtSIOp::isa, build_extsi, false)
    }));
}

pub(crate) fn extui_patterns(set: &mut RewritePatternSet) {
    set.add(FnPattern::new("ExtUIOfExtUI", ExtUIOp::DEF, |op, rw| {
        rewrite_chain(op, rw, ExtUIOp::isa, build_extui, false)
    }));
}

pub(crate) fn trunci_patterns(set: &mut RewritePatternSet) {
    set.add(FnPattern::new("TruncITruncI", TruncIOp::DEF, |op, rw| {
        rewrite_chain(op, rw, TruncIOp::isa, build_trunci, false)
    }));
    set.add(FnPattern::new(
        "TruncIExtSIToExtSI",
        TruncIOp::DEF,
        |op, rw| rewrite_chain(op, rw, ExtSIOp::isa, build_extsi, true),
    ));
    set.add(FnPattern::new(
        "TruncIExtUIToExtUI",
        TruncIOp::DEF,
        |op, rw| rewrite_chain(op, rw, ExtUIOp::isa, build_extui, true),
    ));
}

/// Replaces cast `op` of an `inner` cast of `x` with `result(x)`
/// (`outer(inner(x)) -> result(x)`); with `narrower`, only when `x` is
/// narrower than the result of `op` (`trunci(ext(x)) -> ext(x)`).
fn rewrite_chain(
    op: OpId,
    rw: &mut Rewriter<'_>,
    inner: fn(&Ir, OpId) -> bool,
    result: BuildCast,
    narrower: bool,
) -> RewriteResult {
    let ir = rw.ir();
    let def = ir
        .defining_op(ir.operand(op, 0))
        .or_fail("no defining op")?;
    ensure(inner(ir, def), "input is not the expected cast")?;
    let source = ir.operand(def, 0);
    let ty = ir.value_type(ir.result(op, 0));
    if narrower {
        let ctx = ir.ctx();
        let (Some(Elem::Int { width: from }), Some(Elem::Int { width: to })) =
            (elem_of(ctx, ir.value_type(source)), elem_of(ctx, ty))
        else {
            return Err(shader_mlir::rewrite::MatchFailure("not integers"));
        };
        ensure(from < to, "source is not narrower than the result")?;
    }
    let loc = ir.op_loc(op);
    let new = result(rw, loc, ty, source);
    rw.replace_op(op, &[new]);
    Ok(())
}
