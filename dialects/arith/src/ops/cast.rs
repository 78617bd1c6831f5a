//! The cast ops (MLIR's `Arith_CastOp` classes): integer extension and
//! truncation, float extension and truncation, int/float conversions, `index`
//! casts and bitcasts. They share the syntax `$in [flags] attr-dict :
//! type($in) to type($out)`, the rule that operand and result have the same
//! shape, and the cast-compatibility check (MLIR's `areCastCompatible`).
//!
//! ```text
//! %0 = arith.extsi %a : i32 to i64
//! %1 = arith.trunci %b overflow<nsw> : i64 to i16
//! %2 = arith.truncf %d to_nearest_even fastmath<fast> : f64 to f32
//! %3 = arith.index_cast %i : index to i32
//! ```
//!
//! Their folders and canonicalization patterns are in `cast_fold.rs`.

use shader_mlir::Context;
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::dialect::OpDef;
use shader_mlir::ir::{Ir, OpId, Type, TypeKind, Value};
use shader_mlir::op;

use super::cast_fold::{extsi_patterns, extui_patterns, fold_cast, trunci_patterns};
use super::properties::{FastMathAttr, IntegerOverflowAttr, RoundingModeAttr};
use super::support::{
    BITCASTABLE, FLOATING_POINT_LIKE, INDEX_CASTABLE, SIGNLESS_FIXED_WIDTH_INTEGER_LIKE,
};
use crate::attributes::{FastMathFlags, OverflowFlags, RoundingMode};
use crate::canonicalize;

const SFWI: shader_mlir::ods::TypeConstraint = SIGNLESS_FIXED_WIDTH_INTEGER_LIKE;
const FLOAT: shader_mlir::ods::TypeConstraint = FLOATING_POINT_LIKE;

// `Arith_CastOp` and its variants as one `macro_rules!`: an op is one line
// naming its type, name, operand and result constraints, and extra flags.
macro_rules! cast_op {
    (@op $(#[$doc:meta])* $ty:ident = $name:literal, $from:ident -> $to:ident,
        canonicalize = $canon:path, $format:literal, { $($flag:tt)* }) => {
        $(#[$doc])*
        #[op(
            $name,
            traits = [
                Pure,
                Pred("input and output have the same tensor dimensions", same_tensor_dims),
                SameOperandsAndResultShape
            ],
            verify = verify_cast,
            fold = fold_cast,
            canonicalize = $canon
        )]
        #[format($format)]
        pub struct $ty {
            #[operand($from, name = "in")]
            input: Value,
            $($flag)*
            #[result($to)]
            out: Value,
        }
    };
    (plain $(#[$doc:meta])* $ty:ident = $name:literal, $from:ident -> $to:ident, canonicalize = $canon:path) => {
        cast_op!(@op $(#[$doc])* $ty = $name, $from -> $to, canonicalize = $canon,
            "$in attr-dict `:` type($in) `to` type($out)", {});
    };
}

/// The table: one row per op, `Kind: Op = "name", from -> to, canonicalize`,
/// then the format and properties of ops that have flags. It declares the
/// ops, `DEFS`, and [`CastKind`] with the op of each kind.
macro_rules! cast_ops {
    ($($(#[$doc:meta])* $kind:ident: $ty:ident = $name:literal, $from:ident -> $to:ident,
        canonicalize = $canon:path $(, $format:literal, { $($flag:tt)* })?;)*) => {
        $(cast_ops!(@row $(#[$doc])* $ty = $name, $from -> $to, canonicalize = $canon
            $(, $format, { $($flag)* })?);)*

        /// The definitions of every cast op.
        pub(crate) static DEFS: &[&OpDef] = &[$($ty::DEF),*];

        /// Which cast an op is: what its verifier and folder switch on.
        #[derive(Copy, Clone, Debug, PartialEq, Eq)]
        pub(crate) enum CastKind {
            $($kind,)*
        }

        const CASTS: &[(&OpDef, CastKind)] = &[$(($ty::DEF, CastKind::$kind)),*];
    };
    (@row $(#[$doc:meta])* $ty:ident = $name:literal, $from:ident -> $to:ident, canonicalize = $canon:path) => {
        cast_op!(plain $(#[$doc])* $ty = $name, $from -> $to, canonicalize = $canon);
    };
    (@row $(#[$doc:meta])* $ty:ident = $name:literal, $from:ident -> $to:ident, canonicalize = $canon:path,
        $format:literal, { $($flag:tt)* }) => {
        cast_op!(@op $(#[$doc])* $ty = $name, $from -> $to, canonicalize = $canon, $format, { $($flag)* });
    };
}

cast_ops! {
    /// Integer sign extension operation.
    ExtSI: ExtSIOp = "arith.extsi", SFWI -> SFWI, canonicalize = extsi_patterns;
    /// Integer zero extension operation.
    ExtUI: ExtUIOp = "arith.extui", SFWI -> SFWI, canonicalize = extui_patterns;
    /// Integer truncation operation.
    TruncI: TruncIOp = "arith.trunci", SFWI -> SFWI, canonicalize = trunci_patterns,
    "$in (`overflow` `` $overflowFlags^)? attr-dict `:` type($in) `to` type($out)", {
        /// `nsw` / `nuw`.
        #[property(IntegerOverflowAttr, name = "overflowFlags", default = OverflowFlags::NONE)]
        overflow_flags: OverflowFlags,
    };
    /// Cast from floating-point to wider floating-point.
    ExtF: ExtFOp = "arith.extf", FLOAT -> FLOAT, canonicalize = canonicalize::none,
    "$in (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)", {
        /// Fast-math flags.
        #[property(FastMathAttr)]
        fastmath: Option<FastMathFlags>,
    };
    /// Cast from floating-point to narrower floating-point.
    TruncF: TruncFOp = "arith.truncf", FLOAT -> FLOAT, canonicalize = canonicalize::none,
    "$in ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)", {
        /// How inexact values round (to nearest even when absent).
        #[property(RoundingModeAttr)]
        roundingmode: Option<RoundingMode>,
        /// Fast-math flags.
        #[property(FastMathAttr)]
        fastmath: Option<FastMathFlags>,
    };
    /// Cast from integer type to floating-point.
    SIToFP: SIToFPOp = "arith.sitofp", SFWI -> FLOAT, canonicalize = canonicalize::none;
    /// Cast from unsigned integer type to floating-point.
    UIToFP: UIToFPOp = "arith.uitofp", SFWI -> FLOAT, canonicalize = canonicalize::none;
    /// Cast from floating-point type to integer type.
    FPToSI: FPToSIOp = "arith.fptosi", FLOAT -> SFWI, canonicalize = canonicalize::none;
    /// Cast from floating-point type to integer type.
    FPToUI: FPToUIOp = "arith.fptoui", FLOAT -> SFWI, canonicalize = canonicalize::none;
    /// Cast between index and integer types.
    IndexCast: IndexCastOp = "arith.index_cast", INDEX_CASTABLE -> INDEX_CASTABLE, canonicalize = canonicalize::none;
    /// Unsigned cast between index and integer types.
    IndexCastUI: IndexCastUIOp = "arith.index_castui", INDEX_CASTABLE -> INDEX_CASTABLE, canonicalize = canonicalize::none;
    /// Bitcast between values of equal bit width.
    Bitcast: BitcastOp = "arith.bitcast", BITCASTABLE -> BITCASTABLE, canonicalize = canonicalize::none;
}

impl CastKind {
    /// The cast `op` is, if it is one.
    pub(crate) fn of(ir: &Ir, op: OpId) -> Option<CastKind> {
        let def = ir.op_def(op)?;
        CASTS
            .iter()
            .find(|(d, _)| std::ptr::eq(*d, def))
            .map(|&(_, cast)| cast)
    }
}

/// `SameInputOutputTensorDims`: tensor operands and results have the same
/// dimensions.
fn same_tensor_dims(ir: &Ir, op: OpId) -> bool {
    let dims = |ty: Type| match ir.ctx().type_kind(ty) {
        TypeKind::RankedTensor { shape, .. } => Some(shape.clone()),
        _ => None,
    };
    let input = ir.value_type(ir.operand(op, 0));
    let output = ir.value_type(ir.result(op, 0));
    dims(input).unwrap_or_default() == dims(output).unwrap_or_default()
}

/// The shape part of a type (element type left out), for "same shape" checks.
fn shape_key(ctx: &Context, ty: Type) -> Option<(u8, &[i64], &[bool])> {
    match ctx.type_kind(ty) {
        TypeKind::Vector {
            shape, scalable, ..
        } => Some((1, shape, scalable)),
        TypeKind::RankedTensor { shape, .. } => Some((2, shape, &[])),
        TypeKind::UnrankedTensor { .. } => Some((3, &[], &[])),
        TypeKind::MemRef { shape, .. } => Some((4, shape, &[])),
        TypeKind::UnrankedMemRef { .. } => Some((5, &[], &[])),
        _ => None,
    }
}

fn element(ctx: &Context, ty: Type) -> Type {
    match ctx.type_kind(ty) {
        TypeKind::MemRef { element, .. } | TypeKind::UnrankedMemRef { element, .. } => *element,
        _ => crate::fold::element_type(ctx, ty),
    }
}

/// Whether `input` casts to `output` (MLIR's `areCastCompatible`).
fn compatible(ctx: &Context, cast: CastKind, input: Type, output: Type) -> bool {
    if shape_key(ctx, input) != shape_key(ctx, output) {
        return false;
    }
    let (i, o) = (element(ctx, input), element(ctx, output));
    let int_width = |t| match ctx.type_kind(t) {
        TypeKind::Integer { width, .. } => Some(*width),
        _ => None,
    };
    let float_width = |t| match ctx.type_kind(t) {
        TypeKind::Float(k) => Some(k.width()),
        _ => None,
    };
    let is_index = |t| matches!(ctx.type_kind(t), TypeKind::Index);
    match cast {
        CastKind::ExtSI | CastKind::ExtUI => {
            matches!((int_width(i), int_width(o)), (Some(a), Some(b)) if b > a)
        }
        CastKind::TruncI => matches!((int_width(i), int_width(o)), (Some(a), Some(b)) if b < a),
        CastKind::ExtF => matches!((float_width(i), float_width(o)), (Some(a), Some(b)) if b > a),
        CastKind::TruncF => matches!((float_width(i), float_width(o)), (Some(a), Some(b)) if b < a),
        CastKind::SIToFP | CastKind::UIToFP => int_width(i).is_some() && float_width(o).is_some(),
        CastKind::FPToSI | CastKind::FPToUI => float_width(i).is_some() && int_width(o).is_some(),
        CastKind::IndexCast | CastKind::IndexCastUI => {
            (is_index(i) && int_width(o).is_some()) || (int_width(i).is_some() && is_index(o))
        }
        CastKind::Bitcast => {
            let width = |t| int_width(t).or(float_width(t));
            matches!((width(i), width(o)), (Some(a), Some(b)) if a == b)
        }
    }
}

/// `CastOpInterface`'s verifier: the operand casts to the result.
fn verify_cast(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let Some(cast) = CastKind::of(ir, op) else {
        return Ok(());
    };
    let ctx = ir.ctx();
    let (input, output) = (
        ir.value_type(ir.operand(op, 0)),
        ir.value_type(ir.result(op, 0)),
    );
    if !compatible(ctx, cast, input, output) {
        let type_str = |t| shader_mlir::asm::printer::type_to_string(ctx, t);
        return Err(ir.op_error(
            op,
            format!(
                "operand type '{}' and result type '{}' are cast incompatible",
                type_str(input),
                type_str(output)
            ),
        ));
    }
    Ok(())
}
