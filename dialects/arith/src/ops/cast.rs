//! The cast ops, defined from one table: integer extension and truncation, float
//! extension and truncation, int/float conversions, `index` casts and bitcasts.
//! They share syntax, `$in [flags] attr-dict : type($in) to type($out)`, and the
//! rule that operand and result have the same shape.
//!
//! ```text
//! %0 = arith.extsi %a : i32 to i64
//! %1 = arith.trunci %b overflow<nsw> : i64 to i16
//! %2 = arith.truncf %d to_nearest_even fastmath<fast> : f64 to f32
//! %3 = arith.index_cast %i : index to i32
//! ```
//!
//! Canonicalization (upstream's names): `ExtSIOfExtUI`, `ExtUIOfExtUI`,
//! `ExtSIOfExtSI`, `TruncIExtSIToExtSI`, `TruncIExtUIToExtUI`, `TruncITruncI`.

use shader_mlir::Context;
use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::dialect::{FoldResult, OpDef, Traits};
use shader_mlir::ir::{Attribute, Ir, Location, OpId, OperationState, Type, TypeKind, Value};
use shader_mlir::rewrite::{
    FnPattern, OpBuilder, OrFail, RewritePatternSet, RewriteResult, Rewriter, ensure,
};

use super::support::{
    BITCASTABLE, Constraint, FLOATING_POINT_LIKE, INDEX_CASTABLE,
    SIGNLESS_FIXED_WIDTH_INTEGER_LIKE, check_counts, check_operand, check_result, default_overflow,
    named, parse_optional_fastmath, parse_optional_overflow, print_attr_dict, print_fastmath,
    print_overflow, set_properties, type_str,
};
use crate::attributes::ROUNDING_MODES;
use crate::fold::{Elem, Scalar, elem_of, f64_to_float, float_to_f64, fold_unary, sext, zext};

/// The properties a cast carries.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum CastFlags {
    None,
    /// `overflowFlags`, always stored.
    Overflow,
    /// An optional `fastmath`.
    FastMath,
    /// An optional `roundingmode` and an optional `fastmath`.
    RoundingFastMath,
}

impl CastFlags {
    const fn properties(self) -> &'static [&'static str] {
        match self {
            CastFlags::None => &[],
            CastFlags::Overflow => &["overflowFlags"],
            CastFlags::FastMath => &["fastmath"],
            CastFlags::RoundingFastMath => &["fastmath", "roundingmode"],
        }
    }
}

/// Which element kinds a cast converts between.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Kind {
    IntWiden,
    IntNarrow,
    FloatWiden,
    FloatNarrow,
    IntToFloat,
    FloatToInt,
    Index,
    Bitcast,
}

struct Spec {
    name: &'static str,
    input: Constraint,
    output: Constraint,
    kind: Kind,
    flags: CastFlags,
}

const SFWI: Constraint = SIGNLESS_FIXED_WIDTH_INTEGER_LIKE;
const FLOAT: Constraint = FLOATING_POINT_LIKE;

const TABLE: &[Spec] = &[
    Spec {
        name: "arith.extsi",
        input: SFWI,
        output: SFWI,
        kind: Kind::IntWiden,
        flags: CastFlags::None,
    },
    Spec {
        name: "arith.extui",
        input: SFWI,
        output: SFWI,
        kind: Kind::IntWiden,
        flags: CastFlags::None,
    },
    Spec {
        name: "arith.trunci",
        input: SFWI,
        output: SFWI,
        kind: Kind::IntNarrow,
        flags: CastFlags::Overflow,
    },
    Spec {
        name: "arith.extf",
        input: FLOAT,
        output: FLOAT,
        kind: Kind::FloatWiden,
        flags: CastFlags::FastMath,
    },
    Spec {
        name: "arith.truncf",
        input: FLOAT,
        output: FLOAT,
        kind: Kind::FloatNarrow,
        flags: CastFlags::RoundingFastMath,
    },
    Spec {
        name: "arith.sitofp",
        input: SFWI,
        output: FLOAT,
        kind: Kind::IntToFloat,
        flags: CastFlags::None,
    },
    Spec {
        name: "arith.uitofp",
        input: SFWI,
        output: FLOAT,
        kind: Kind::IntToFloat,
        flags: CastFlags::None,
    },
    Spec {
        name: "arith.fptosi",
        input: FLOAT,
        output: SFWI,
        kind: Kind::FloatToInt,
        flags: CastFlags::None,
    },
    Spec {
        name: "arith.fptoui",
        input: FLOAT,
        output: SFWI,
        kind: Kind::FloatToInt,
        flags: CastFlags::None,
    },
    Spec {
        name: "arith.index_cast",
        input: INDEX_CASTABLE,
        output: INDEX_CASTABLE,
        kind: Kind::Index,
        flags: CastFlags::None,
    },
    Spec {
        name: "arith.index_castui",
        input: INDEX_CASTABLE,
        output: INDEX_CASTABLE,
        kind: Kind::Index,
        flags: CastFlags::None,
    },
    Spec {
        name: "arith.bitcast",
        input: BITCASTABLE,
        output: BITCASTABLE,
        kind: Kind::Bitcast,
        flags: CastFlags::None,
    },
];

fn spec(name: &str) -> Option<&'static Spec> {
    TABLE.iter().find(|s| s.name == name)
}

const fn cast_def(name: &'static str, summary: &'static str, flags: CastFlags) -> OpDef {
    let def = OpDef::new(name);
    let def = match flags {
        CastFlags::Overflow => def.default_properties(super::support::overflow_defaults),
        CastFlags::None | CastFlags::FastMath | CastFlags::RoundingFastMath => def,
    };
    def.summary(summary)
        .traits(Traits::PURE)
        .properties(flags.properties())
        .verify(verify)
        .asm(parse, print)
        .fold(fold)
        .canonicalize(patterns)
}

/// Any cast op, for generic building.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct CastOp(pub OpId);

impl CastOp {
    /// Creates cast `name` (e.g. `"arith.extui"`) of `input` to `ty`, with default
    /// flags; returns its result.
    pub fn build(
        b: &mut impl OpBuilder,
        name: &str,
        loc: Location,
        input: Value,
        ty: Type,
    ) -> Value {
        let ctx = b.ctx();
        let mut state = OperationState::new(ctx.ident(name), loc);
        state.operands = vec![input];
        state.result_types = vec![ty];
        if spec(name).is_some_and(|s| s.flags == CastFlags::Overflow) {
            state.properties = Some(ctx.dictionary_attr([default_overflow(ctx)]));
        }
        b.create_value(state)
    }

    pub fn input(self, ir: &Ir) -> Value {
        ir.operand(self.0, 0)
    }
}

macro_rules! cast_ops {
    ($($ty:ident = $name:literal, $summary:literal, $flags:ident;)*) => {$(
        #[doc = concat!("`", $name, "`")]
        #[derive(Copy, Clone, Debug, PartialEq, Eq)]
        pub struct $ty(pub OpId);

        impl $ty {
            pub const NAME: &'static str = $name;
            pub const DEF: OpDef = cast_def($name, $summary, CastFlags::$flags);

            pub fn cast(ir: &Ir, op: OpId) -> Option<Self> {
                ir.op_is(op, Self::NAME).then_some(Self(op))
            }

            pub fn input(self, ir: &Ir) -> Value {
                ir.operand(self.0, 0)
            }

            /// Creates the cast of `input` to `ty`; returns its result.
            pub fn build(b: &mut impl OpBuilder, loc: Location, input: Value, ty: Type) -> Value {
                CastOp::build(b, $name, loc, input, ty)
            }
        }
    )*};
}

cast_ops! {
    ExtSIOp = "arith.extsi", "integer sign extension operation", None;
    ExtUIOp = "arith.extui", "integer zero extension operation", None;
    TruncIOp = "arith.trunci", "integer truncation operation", Overflow;
    ExtFOp = "arith.extf", "cast from floating-point to wider floating-point", FastMath;
    TruncFOp = "arith.truncf", "cast from floating-point to narrower floating-point", RoundingFastMath;
    SIToFPOp = "arith.sitofp", "cast from integer type to floating-point", None;
    UIToFPOp = "arith.uitofp", "cast from unsigned integer type to floating-point", None;
    FPToSIOp = "arith.fptosi", "cast from floating-point type to integer type", None;
    FPToUIOp = "arith.fptoui", "cast from floating-point type to integer type", None;
    IndexCastOp = "arith.index_cast", "index cast operation", None;
    IndexCastUIOp = "arith.index_castui", "unsigned index cast operation", None;
    BitcastOp = "arith.bitcast", "bitcast between values of equal bit width", None;
}

/// The definitions of every cast op, in table order.
pub(crate) const DEFS: [OpDef; 12] = [
    ExtSIOp::DEF,
    ExtUIOp::DEF,
    TruncIOp::DEF,
    ExtFOp::DEF,
    TruncFOp::DEF,
    SIToFPOp::DEF,
    UIToFPOp::DEF,
    FPToSIOp::DEF,
    FPToUIOp::DEF,
    IndexCastOp::DEF,
    IndexCastUIOp::DEF,
    BitcastOp::DEF,
];

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

/// Whether `input` casts to `output` under `kind` (MLIR's `areCastCompatible`).
fn compatible(ctx: &Context, kind: Kind, input: Type, output: Type) -> bool {
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
    match kind {
        Kind::IntWiden => matches!((int_width(i), int_width(o)), (Some(a), Some(b)) if b > a),
        Kind::IntNarrow => matches!((int_width(i), int_width(o)), (Some(a), Some(b)) if b < a),
        Kind::FloatWiden => matches!((float_width(i), float_width(o)), (Some(a), Some(b)) if b > a),
        Kind::FloatNarrow => {
            matches!((float_width(i), float_width(o)), (Some(a), Some(b)) if b < a)
        }
        Kind::IntToFloat => int_width(i).is_some() && float_width(o).is_some(),
        Kind::FloatToInt => float_width(i).is_some() && int_width(o).is_some(),
        Kind::Index => {
            (is_index(i) && int_width(o).is_some()) || (int_width(i).is_some() && is_index(o))
        }
        Kind::Bitcast => {
            let width = |t| int_width(t).or(float_width(t));
            matches!((width(i), width(o)), (Some(a), Some(b)) if a == b)
        }
    }
}

fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let Some(spec) = spec(ir.op_name_str(op)) else {
        return Ok(());
    };
    check_counts(ir, op, 1, 1)?;
    check_operand(ir, op, 0, spec.input)?;
    check_result(ir, op, 0, spec.output)?;
    let ctx = ir.ctx();
    let (input, output) = (
        ir.value_type(ir.operand(op, 0)),
        ir.value_type(ir.result(op, 0)),
    );
    if !compatible(ctx, spec.kind, input, output) {
        return Err(ir.op_error(
            op,
            format!(
                "operand type '{}' and result type '{}' are cast incompatible",
                type_str(ctx, input),
                type_str(ctx, output)
            ),
        ));
    }
    Ok(())
}

fn rounding_mode(ir: &Ir, op: OpId) -> Option<usize> {
    let value = ir.int_value(ir.prop(op, "roundingmode")?)?;
    usize::try_from(value)
        .ok()
        .filter(|&v| v < ROUNDING_MODES.len())
}

fn parse(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let flags = spec(ctx.str(state.name)).map_or(CastFlags::None, |s| s.flags);
    let input = p.parse_operand()?;
    let mut props = Vec::new();
    match flags {
        CastFlags::Overflow => {
            props.push(parse_optional_overflow(p)?.unwrap_or_else(|| default_overflow(ctx)))
        }
        CastFlags::FastMath => props.extend(parse_optional_fastmath(p)?),
        CastFlags::RoundingFastMath => {
            if let Some(mode) = p.parse_optional_keyword_of(&ROUNDING_MODES) {
                let index = ROUNDING_MODES.iter().position(|&m| m == mode).unwrap_or(0);
                props.push(named(ctx, "roundingmode", ctx.i32_attr(index as i32)));
            }
            props.extend(parse_optional_fastmath(p)?);
        }
        CastFlags::None => {}
    }
    p.parse_optional_attr_dict(&mut state.attributes)?;
    let in_ty = p.parse_colon_type()?;
    p.parse_keyword("to")?;
    let out_ty = p.parse_type()?;
    state.operands.push(p.resolve_operand(&input, in_ty)?);
    state.result_types.push(out_ty);
    set_properties(ctx, state, props, flags.properties());
    Ok(())
}

fn print(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    if ir.num_operands(op) != 1 || ir.num_results(op) != 1 {
        p.print_generic_op(op, false);
        return;
    }
    let flags = spec(ir.op_name_str(op)).map_or(CastFlags::None, |s| s.flags);
    p.write_char(' ');
    p.print_operand(ir.operand(op, 0));
    match flags {
        CastFlags::Overflow => print_overflow(p, op),
        CastFlags::FastMath => print_fastmath(p, op),
        CastFlags::RoundingFastMath => {
            if let Some(mode) = rounding_mode(ir, op) {
                p.write_char(' ');
                p.write_str(ROUNDING_MODES[mode]);
            }
            print_fastmath(p, op);
        }
        CastFlags::None => {}
    }
    print_attr_dict(p, op, flags.properties());
    p.write_str(" : ");
    p.print_type(ir.value_type(ir.operand(op, 0)));
    p.write_str(" to ");
    p.print_type(ir.value_type(ir.result(op, 0)));
}

// ===== folding =====

fn fold(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    let name = ir.op_name_str(op);
    if consts.len() != 1 || ir.num_results(op) != 1 {
        return None;
    }
    let ctx = ir.ctx();
    let input = ir.operand(op, 0);
    let result_ty = ir.value_type(ir.result(op, 0));
    // cast(inverse cast(x)) -> x where the two undo each other.
    if let Some(def) = ir.defining_op(input) {
        let source = ir.operands(def).next();
        let undoes = match name {
            "arith.trunci" => ir.op_is(def, "arith.extsi") || ir.op_is(def, "arith.extui"),
            "arith.index_cast" => ir.op_is(def, "arith.index_cast"),
            "arith.index_castui" => ir.op_is(def, "arith.index_castui"),
            "arith.bitcast" => ir.op_is(def, "arith.bitcast"),
            _ => false,
        };
        if undoes && let Some(source) = source.filter(|&s| ir.value_type(s) == result_ty) {
            return Some(vec![FoldResult::Value(source)]);
        }
    }
    let in_elem = elem_of(ctx, ir.value_type(input))?;
    let out_elem = elem_of(ctx, result_ty)?;
    if name == "arith.truncf" && rounding_mode(ir, op).is_some_and(|m| m != 0) {
        // Only round-to-nearest-even is modelled.
        return None;
    }
    let attr = fold_unary(ctx, consts[0], result_ty, |s| {
        convert(name, s, in_elem, out_elem)
    })?;
    Some(vec![FoldResult::Attribute(attr)])
}

/// Converts one constant element.
fn convert(name: &str, s: Scalar, input: Elem, output: Elem) -> Option<Scalar> {
    match (name, s, input, output) {
        ("arith.extsi" | "arith.index_cast", Scalar::Int(v), _, Elem::Int { width }) => {
            Some(Scalar::Int(sext(v, width)))
        }
        (
            "arith.extui" | "arith.index_castui",
            Scalar::Int(v),
            Elem::Int { width: w },
            Elem::Int { width },
        ) => Some(Scalar::Int(sext(zext(v, w) as i128, width))),
        ("arith.trunci", Scalar::Int(v), _, Elem::Int { width }) => {
            Some(Scalar::Int(sext(v, width)))
        }
        ("arith.extf", Scalar::Float(f), _, Elem::Float(_)) => Some(Scalar::Float(f)),
        // Upstream folds a truncation only when it loses nothing.
        ("arith.truncf", Scalar::Float(f), _, Elem::Float(k)) => {
            let rounded = float_to_f64(k, f64_to_float(k, f))?;
            (rounded == f || (rounded.is_nan() && f.is_nan())).then_some(Scalar::Float(f))
        }
        ("arith.sitofp", Scalar::Int(v), _, Elem::Float(k)) => int_to_float(v, k),
        ("arith.uitofp", Scalar::Int(v), Elem::Int { width }, Elem::Float(k)) => {
            int_to_float(zext(v, width) as i128, k)
        }
        ("arith.fptosi", Scalar::Float(f), _, Elem::Int { width }) => {
            let t = f.trunc();
            let limit = 2f64.powi(width as i32 - 1);
            (f.is_finite() && t >= -limit && t < limit).then_some(Scalar::Int(t as i128))
        }
        ("arith.fptoui", Scalar::Float(f), _, Elem::Int { width }) => {
            let t = f.trunc();
            (f.is_finite() && t >= 0.0 && t < 2f64.powi(width as i32))
                .then(|| Scalar::Int(sext(t as i128, width)))
        }
        ("arith.bitcast", Scalar::Int(v), Elem::Int { width }, Elem::Float(k)) => {
            Some(Scalar::Float(float_to_f64(k, zext(v, width))?))
        }
        ("arith.bitcast", Scalar::Float(f), Elem::Float(k), Elem::Int { width }) => {
            Some(Scalar::Int(sext(f64_to_float(k, f) as i128, width)))
        }
        ("arith.bitcast", Scalar::Float(f), Elem::Float(from), Elem::Float(to)) => {
            Some(Scalar::Float(float_to_f64(to, f64_to_float(from, f))?))
        }
        ("arith.bitcast", Scalar::Int(v), _, Elem::Int { .. }) => Some(Scalar::Int(v)),
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

fn patterns(set: &mut RewritePatternSet) {
    set.add(FnPattern::new("ExtSIOfExtUI", &ExtSIOp::DEF, |op, rw| {
        fuse(op, rw, "arith.extui", "arith.extui")
    }));
    set.add(FnPattern::new("ExtSIOfExtSI", &ExtSIOp::DEF, |op, rw| {
        fuse(op, rw, "arith.extsi", "arith.extsi")
    }));
    set.add(FnPattern::new("ExtUIOfExtUI", &ExtUIOp::DEF, |op, rw| {
        fuse(op, rw, "arith.extui", "arith.extui")
    }));
    set.add(FnPattern::new("TruncITruncI", &TruncIOp::DEF, |op, rw| {
        fuse(op, rw, "arith.trunci", "arith.trunci")
    }));
    set.add(FnPattern::new(
        "TruncIExtSIToExtSI",
        &TruncIOp::DEF,
        |op, rw| narrower_ext(op, rw, "arith.extsi"),
    ));
    set.add(FnPattern::new(
        "TruncIExtUIToExtUI",
        &TruncIOp::DEF,
        |op, rw| narrower_ext(op, rw, "arith.extui"),
    ));
}

/// `outer(inner(x)) -> result(x)` when the input of `op` is an `inner` cast.
fn fuse(op: OpId, rw: &mut Rewriter<'_>, inner: &str, result: &'static str) -> RewriteResult {
    let ir = rw.ir();
    let def = ir
        .defining_op(ir.operand(op, 0))
        .or_fail("no defining op")?;
    ensure(ir.op_is(def, inner), "input is not the expected cast")?;
    let source = ir.operand(def, 0);
    let ty = ir.value_type(ir.result(op, 0));
    let loc = ir.op_loc(op);
    let new = CastOp::build(rw, result, loc, source, ty);
    rw.replace_op(op, &[new]);
    Ok(())
}

/// `trunci(ext(x)) -> ext(x)` when `x` is still narrower than the result.
fn narrower_ext(op: OpId, rw: &mut Rewriter<'_>, ext: &'static str) -> RewriteResult {
    let ir = rw.ir();
    let ctx = ir.ctx();
    let def = ir
        .defining_op(ir.operand(op, 0))
        .or_fail("no defining op")?;
    ensure(ir.op_is(def, ext), "input is not the expected extension")?;
    let source = ir.operand(def, 0);
    let ty = ir.value_type(ir.result(op, 0));
    let (Some(Elem::Int { width: from }), Some(Elem::Int { width: to })) =
        (elem_of(ctx, ir.value_type(source)), elem_of(ctx, ty))
    else {
        return Err(shader_mlir::rewrite::MatchFailure("not integers"));
    };
    ensure(from < to, "source is not narrower than the result")?;
    let loc = ir.op_loc(op);
    let new = CastOp::build(rw, ext, loc, source, ty);
    rw.replace_op(op, &[new]);
    Ok(())
}
