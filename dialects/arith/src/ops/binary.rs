//! The binary arithmetic ops, defined from one table: integer ops (`addi` ...
//! `shrui`, min/max), float ops (`addf` ... `minnumf`). They share syntax,
//! `$lhs, $rhs [flags] attr-dict : type`, and verification; each has its own
//! folder (MLIR's `ArithOps.td` / `ArithOps.cpp`).
//!
//! ```text
//! %0 = arith.addi %a, %b overflow<nsw> : i32
//! %1 = arith.divui %a, %b exact : i32
//! %2 = arith.mulf %x, %y fastmath<fast> : f32
//! ```
//!
//! Flags by op: `overflowFlags` (`addi subi muli shli`, always stored, `none` by
//! default), `isExact` (`divsi divui shrsi shrui`, a unit property), `fastmath`
//! (float ops, always stored).

use shader_mlir::asm::{AsmParser, AsmPrinter, ParseResult};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::dialect::{FoldResult, OpDef, Traits};
use shader_mlir::ir::{Attribute, Ir, Location, NamedAttribute, OpId, OperationState, Value};
use shader_mlir::rewrite::{FnPattern, OpBuilder, RewritePatternSet};

use super::support::{
    FLOATING_POINT_LIKE, SIGNLESS_INTEGER_LIKE, check_counts, check_operand, check_result,
    default_fastmath, default_overflow, named, parse_optional_fastmath, parse_optional_overflow,
    print_attr_dict, print_fastmath, print_overflow, set_properties,
};
use crate::canonicalize;
use crate::fold::{
    Elem, Scalar, all_elements, elem_of, elements_attr, fold_binary, is_int, sext, zext,
};

/// What the operands are.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Operands {
    Int,
    Float,
}

/// The flags property an op carries.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Flags {
    None,
    Overflow,
    Exact,
    FastMath,
}

impl Flags {
    const fn property(self) -> &'static [&'static str] {
        match self {
            Flags::None => &[],
            Flags::Overflow => &["overflowFlags"],
            Flags::Exact => &["isExact"],
            Flags::FastMath => &["fastmath"],
        }
    }
}

/// The binary ops: name, operand kind, flags.
pub(crate) const TABLE: &[(&str, Operands, Flags)] = &[
    ("arith.addi", Operands::Int, Flags::Overflow),
    ("arith.subi", Operands::Int, Flags::Overflow),
    ("arith.muli", Operands::Int, Flags::Overflow),
    ("arith.divsi", Operands::Int, Flags::Exact),
    ("arith.divui", Operands::Int, Flags::Exact),
    ("arith.ceildivsi", Operands::Int, Flags::None),
    ("arith.ceildivui", Operands::Int, Flags::None),
    ("arith.floordivsi", Operands::Int, Flags::None),
    ("arith.remsi", Operands::Int, Flags::None),
    ("arith.remui", Operands::Int, Flags::None),
    ("arith.andi", Operands::Int, Flags::None),
    ("arith.ori", Operands::Int, Flags::None),
    ("arith.xori", Operands::Int, Flags::None),
    ("arith.shli", Operands::Int, Flags::Overflow),
    ("arith.shrsi", Operands::Int, Flags::Exact),
    ("arith.shrui", Operands::Int, Flags::Exact),
    ("arith.maxsi", Operands::Int, Flags::None),
    ("arith.maxui", Operands::Int, Flags::None),
    ("arith.minsi", Operands::Int, Flags::None),
    ("arith.minui", Operands::Int, Flags::None),
    ("arith.addf", Operands::Float, Flags::FastMath),
    ("arith.subf", Operands::Float, Flags::FastMath),
    ("arith.mulf", Operands::Float, Flags::FastMath),
    ("arith.divf", Operands::Float, Flags::FastMath),
    ("arith.remf", Operands::Float, Flags::FastMath),
    ("arith.maximumf", Operands::Float, Flags::FastMath),
    ("arith.minimumf", Operands::Float, Flags::FastMath),
    ("arith.maxnumf", Operands::Float, Flags::FastMath),
    ("arith.minnumf", Operands::Float, Flags::FastMath),
];

fn spec(name: &str) -> Option<(Operands, Flags)> {
    TABLE
        .iter()
        .find(|(n, ..)| *n == name)
        .map(|&(_, o, f)| (o, f))
}

const fn binary_def(
    name: &'static str,
    summary: &'static str,
    flags: Flags,
    traits: Traits,
) -> OpDef {
    let def = OpDef::new(name);
    let def = match flags {
        Flags::Overflow => def.default_properties(super::support::overflow_defaults),
        Flags::FastMath => def.default_properties(super::support::fastmath_defaults),
        Flags::None | Flags::Exact => def,
    };
    def.summary(summary)
        .traits(
            Traits::PURE
                .union(Traits::SAME_OPERANDS_AND_RESULT_TYPE)
                .union(traits),
        )
        .properties(flags.property())
        .verify(verify)
        .asm(parse, print)
}

const COMMUTATIVE: Traits = Traits::COMMUTATIVE;
const NONE: Traits = Traits::empty();

macro_rules! binary_ops {
    ($($(#[$doc:meta])* $ty:ident = $name:literal, $summary:literal, $flags:ident, $traits:ident, fold $fold:path, canonicalize $canon:path;)*) => {$(
        $(#[$doc])*
        #[derive(Copy, Clone, Debug, PartialEq, Eq)]
        pub struct $ty(pub OpId);

        impl $ty {
            pub const NAME: &'static str = $name;

            pub const DEF: OpDef =
                binary_def($name, $summary, Flags::$flags, $traits).fold($fold).canonicalize($canon);

            pub fn cast(ir: &Ir, op: OpId) -> Option<Self> {
                ir.op_is(op, Self::NAME).then_some(Self(op))
            }

            pub fn lhs(self, ir: &Ir) -> Value {
                ir.operand(self.0, 0)
            }

            pub fn rhs(self, ir: &Ir) -> Value {
                ir.operand(self.0, 1)
            }

            /// Creates the op on `lhs` and `rhs` (default flags); returns its result.
            pub fn build(b: &mut impl OpBuilder, loc: Location, lhs: Value, rhs: Value) -> Value {
                build(b, $name, loc, lhs, rhs)
            }
        }
    )*};
}

binary_ops! {
    /// `arith.addi`
    AddIOp = "arith.addi", "integer addition operation", Overflow, COMMUTATIVE, fold fold_addi, canonicalize canonicalize::addi;
    /// `arith.subi`
    SubIOp = "arith.subi", "Integer subtraction operation.", Overflow, NONE, fold fold_subi, canonicalize canonicalize::subi;
    /// `arith.muli`
    MulIOp = "arith.muli", "Integer multiplication operation.", Overflow, COMMUTATIVE, fold fold_muli, canonicalize canonicalize::muli;
    /// `arith.divsi`
    DivSIOp = "arith.divsi", "signed integer division operation", Exact, NONE, fold fold_divsi, canonicalize canonicalize::none;
    /// `arith.divui`
    DivUIOp = "arith.divui", "unsigned integer division operation", Exact, NONE, fold fold_divui, canonicalize canonicalize::none;
    /// `arith.ceildivsi`
    CeilDivSIOp = "arith.ceildivsi", "signed ceil integer division operation", None, NONE, fold fold_ceildivsi, canonicalize canonicalize::none;
    /// `arith.ceildivui`
    CeilDivUIOp = "arith.ceildivui", "unsigned ceil integer division operation", None, NONE, fold fold_ceildivui, canonicalize canonicalize::none;
    /// `arith.floordivsi`
    FloorDivSIOp = "arith.floordivsi", "signed floor integer division operation", None, NONE, fold fold_floordivsi, canonicalize canonicalize::none;
    /// `arith.remsi`
    RemSIOp = "arith.remsi", "signed integer division remainder operation", None, NONE, fold fold_remsi, canonicalize canonicalize::none;
    /// `arith.remui`
    RemUIOp = "arith.remui", "unsigned integer division remainder operation", None, NONE, fold fold_remui, canonicalize canonicalize::none;
    /// `arith.andi`
    AndIOp = "arith.andi", "integer binary and", None, COMMUTATIVE, fold fold_andi, canonicalize canonicalize::commutative_andi;
    /// `arith.ori`
    OrIOp = "arith.ori", "integer binary or", None, COMMUTATIVE, fold fold_ori, canonicalize canonicalize::commutative_ori;
    /// `arith.xori`
    XOrIOp = "arith.xori", "integer binary xor", None, COMMUTATIVE, fold fold_xori, canonicalize canonicalize::xori;
    /// `arith.shli`
    ShLIOp = "arith.shli", "integer left-shift", Overflow, NONE, fold fold_shli, canonicalize canonicalize::none;
    /// `arith.shrsi`
    ShRSIOp = "arith.shrsi", "signed integer right-shift", Exact, NONE, fold fold_shrsi, canonicalize canonicalize::none;
    /// `arith.shrui`
    ShRUIOp = "arith.shrui", "unsigned integer right-shift", Exact, NONE, fold fold_shrui, canonicalize canonicalize::none;
    /// `arith.maxsi`
    MaxSIOp = "arith.maxsi", "signed integer maximum operation", None, COMMUTATIVE, fold fold_maxsi, canonicalize canonicalize::commutative_maxsi;
    /// `arith.maxui`
    MaxUIOp = "arith.maxui", "unsigned integer maximum operation", None, COMMUTATIVE, fold fold_maxui, canonicalize canonicalize::commutative_maxui;
    /// `arith.minsi`
    MinSIOp = "arith.minsi", "signed integer minimum operation", None, COMMUTATIVE, fold fold_minsi, canonicalize canonicalize::commutative_minsi;
    /// `arith.minui`
    MinUIOp = "arith.minui", "unsigned integer minimum operation", None, COMMUTATIVE, fold fold_minui, canonicalize canonicalize::commutative_minui;
    /// `arith.addf`
    AddFOp = "arith.addf", "floating point addition operation", FastMath, COMMUTATIVE, fold fold_addf, canonicalize canonicalize::commutative_addf;
    /// `arith.subf`
    SubFOp = "arith.subf", "floating point subtraction operation", FastMath, NONE, fold fold_subf, canonicalize canonicalize::none;
    /// `arith.mulf`
    MulFOp = "arith.mulf", "floating point multiplication operation", FastMath, COMMUTATIVE, fold fold_mulf, canonicalize canonicalize::commutative_mulf;
    /// `arith.divf`
    DivFOp = "arith.divf", "floating point division operation", FastMath, NONE, fold fold_divf, canonicalize canonicalize::none;
    /// `arith.remf`
    RemFOp = "arith.remf", "floating point division remainder operation", FastMath, NONE, fold fold_remf, canonicalize canonicalize::none;
    /// `arith.maximumf`
    MaximumFOp = "arith.maximumf", "floating-point maximum operation", FastMath, COMMUTATIVE, fold fold_maximumf, canonicalize canonicalize::commutative_maximumf;
    /// `arith.minimumf`
    MinimumFOp = "arith.minimumf", "floating-point minimum operation", FastMath, COMMUTATIVE, fold fold_minimumf, canonicalize canonicalize::commutative_minimumf;
    /// `arith.maxnumf`
    MaxNumFOp = "arith.maxnumf", "floating-point maximum operation", FastMath, COMMUTATIVE, fold fold_maxnumf, canonicalize canonicalize::commutative_maxnumf;
    /// `arith.minnumf`
    MinNumFOp = "arith.minnumf", "floating-point minimum operation", FastMath, COMMUTATIVE, fold fold_minnumf, canonicalize canonicalize::commutative_minnumf;
}

/// The definitions of every binary op, in table order.
pub(crate) const DEFS: [OpDef; 29] = [
    AddIOp::DEF,
    SubIOp::DEF,
    MulIOp::DEF,
    DivSIOp::DEF,
    DivUIOp::DEF,
    CeilDivSIOp::DEF,
    CeilDivUIOp::DEF,
    FloorDivSIOp::DEF,
    RemSIOp::DEF,
    RemUIOp::DEF,
    AndIOp::DEF,
    OrIOp::DEF,
    XOrIOp::DEF,
    ShLIOp::DEF,
    ShRSIOp::DEF,
    ShRUIOp::DEF,
    MaxSIOp::DEF,
    MaxUIOp::DEF,
    MinSIOp::DEF,
    MinUIOp::DEF,
    AddFOp::DEF,
    SubFOp::DEF,
    MulFOp::DEF,
    DivFOp::DEF,
    RemFOp::DEF,
    MaximumFOp::DEF,
    MinimumFOp::DEF,
    MaxNumFOp::DEF,
    MinNumFOp::DEF,
];

/// Creates binary op `name` with default flags.
pub(crate) fn build(
    b: &mut impl OpBuilder,
    name: &str,
    loc: Location,
    lhs: Value,
    rhs: Value,
) -> Value {
    let ctx = b.ctx();
    let mut state = OperationState::new(ctx.ident(name), loc);
    state.operands = vec![lhs, rhs];
    state.result_types = vec![b.ir().value_type(lhs)];
    let props: Vec<NamedAttribute> = match spec(name).map(|s| s.1) {
        Some(Flags::Overflow) => vec![default_overflow(ctx)],
        Some(Flags::FastMath) => vec![default_fastmath(ctx)],
        _ => vec![],
    };
    if !props.is_empty() {
        state.properties = Some(ctx.dictionary_attr(props));
    }
    b.create_value(state)
}

fn verify(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let Some((operands, _)) = spec(ir.op_name_str(op)) else {
        return Ok(());
    };
    check_counts(ir, op, 2, 1)?;
    let constraint = match operands {
        Operands::Int => SIGNLESS_INTEGER_LIKE,
        Operands::Float => FLOATING_POINT_LIKE,
    };
    check_operand(ir, op, 0, constraint)?;
    check_operand(ir, op, 1, constraint)?;
    check_result(ir, op, 0, constraint)
}

fn parse(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let flags = spec(ctx.str(state.name)).map_or(Flags::None, |s| s.1);
    let lhs = p.parse_operand()?;
    p.parse_comma()?;
    let rhs = p.parse_operand()?;
    let mut props = Vec::new();
    match flags {
        Flags::Overflow => {
            props.push(parse_optional_overflow(p)?.unwrap_or_else(|| default_overflow(ctx)))
        }
        Flags::FastMath => {
            props.push(parse_optional_fastmath(p)?.unwrap_or_else(|| default_fastmath(ctx)))
        }
        Flags::Exact => {
            if p.parse_optional_keyword("exact") {
                props.push(named(ctx, "isExact", ctx.unit_attr()));
            }
        }
        Flags::None => {}
    }
    p.parse_optional_attr_dict(&mut state.attributes)?;
    let ty = p.parse_colon_type()?;
    state.operands.push(p.resolve_operand(&lhs, ty)?);
    state.operands.push(p.resolve_operand(&rhs, ty)?);
    state.result_types.push(ty);
    set_properties(ctx, state, props, flags.property());
    Ok(())
}

fn print(p: &mut AsmPrinter<'_>, op: OpId) {
    let ir = p.ir();
    let flags = spec(ir.op_name_str(op)).map_or(Flags::None, |s| s.1);
    if ir.num_operands(op) != 2 || ir.num_results(op) != 1 {
        p.print_generic_op(op, false);
        return;
    }
    p.write_char(' ');
    p.print_operand(ir.operand(op, 0));
    p.write_str(", ");
    p.print_operand(ir.operand(op, 1));
    match flags {
        Flags::Overflow => print_overflow(p, op),
        Flags::FastMath => print_fastmath(p, op),
        Flags::Exact => {
            if ir.prop(op, "isExact").is_some() {
                p.write_str(" exact");
            }
        }
        Flags::None => {}
    }
    print_attr_dict(p, op, flags.property());
    p.write_str(" : ");
    p.print_type(ir.value_type(ir.result(op, 0)));
}

// ===== folders =====

type Folded = Option<Vec<FoldResult>>;

fn value(v: Value) -> Folded {
    Some(vec![FoldResult::Value(v)])
}

fn attr(a: Attribute) -> Folded {
    Some(vec![FoldResult::Attribute(a)])
}

/// Operands, constant operands, and the result's element kind.
struct Ctx<'a> {
    ir: &'a Ir,
    op: OpId,
    consts: &'a [Option<Attribute>],
    elem: Elem,
}

impl<'a> Ctx<'a> {
    fn new(ir: &'a Ir, op: OpId, consts: &'a [Option<Attribute>]) -> Option<Self> {
        if consts.len() != 2 || ir.num_results(op) != 1 {
            return None;
        }
        let elem = elem_of(ir.ctx(), ir.value_type(ir.result(op, 0)))?;
        Some(Ctx {
            ir,
            op,
            consts,
            elem,
        })
    }

    fn lhs(&self) -> Value {
        self.ir.operand(self.op, 0)
    }

    fn rhs(&self) -> Value {
        self.ir.operand(self.op, 1)
    }

    fn width(&self) -> u32 {
        self.elem.width()
    }

    fn rhs_is_int(&self, v: i128) -> bool {
        is_int(self.ir.ctx(), self.consts[1], self.width(), v)
    }

    fn rhs_is_float(&self, pred: impl Fn(f64) -> bool) -> bool {
        all_elements(
            self.ir.ctx(),
            self.consts[1],
            |s| matches!(s, Scalar::Float(f) if pred(f)),
        )
    }

    /// The defining op of operand `i` if it is named `name`.
    fn operand_def(&self, i: usize, name: &str) -> Option<OpId> {
        let def = self.ir.defining_op(self.ir.operand(self.op, i))?;
        self.ir.op_is(def, name).then_some(def)
    }

    /// A constant of the result type whose every element is `s`.
    fn splat(&self, s: Scalar) -> Folded {
        let ty = self.ir.value_type(self.ir.result(self.op, 0));
        attr(elements_attr(self.ir.ctx(), ty, vec![s], true)?)
    }

    fn int(&self, f: impl Fn(i128, i128, u32) -> Option<i128>) -> Folded {
        let width = self.width();
        let ty = self.ir.value_type(self.ir.result(self.op, 0));
        let a = fold_binary(
            self.ir.ctx(),
            self.consts[0],
            self.consts[1],
            ty,
            |a, b| match (a, b) {
                (Scalar::Int(x), Scalar::Int(y)) => {
                    f(x, y, width).map(|r| Scalar::Int(sext(r, width)))
                }
                _ => None,
            },
        )?;
        attr(a)
    }

    fn float(&self, f: impl Fn(f64, f64) -> f64) -> Folded {
        let ty = self.ir.value_type(self.ir.result(self.op, 0));
        let a = fold_binary(
            self.ir.ctx(),
            self.consts[0],
            self.consts[1],
            ty,
            |a, b| match (a, b) {
                (Scalar::Float(x), Scalar::Float(y)) => Some(Scalar::Float(f(x, y))),
                _ => None,
            },
        )?;
        attr(a)
    }
}

fn same_operands(c: &Ctx<'_>) -> bool {
    c.lhs() == c.rhs()
}

fn fold_addi(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Folded {
    let c = Ctx::new(ir, op, consts)?;
    if c.rhs_is_int(0) {
        return value(c.lhs());
    }
    // addi(subi(a, b), b) -> a; addi(b, subi(a, b)) -> a
    for (sub_side, other) in [(0, c.rhs()), (1, c.lhs())] {
        if let Some(sub) = c.operand_def(sub_side, "arith.subi")
            && ir.operand(sub, 1) == other
        {
            return value(ir.operand(sub, 0));
        }
    }
    c.int(|a, b, _| Some(a.wrapping_add(b)))
}

fn fold_subi(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Folded {
    let c = Ctx::new(ir, op, consts)?;
    if same_operands(&c) {
        return c.splat(Scalar::Int(0));
    }
    if c.rhs_is_int(0) {
        return value(c.lhs());
    }
    if let Some(add) = c.operand_def(0, "arith.addi") {
        // subi(addi(a, b), b) -> a; subi(addi(a, b), a) -> b
        if ir.operand(add, 1) == c.rhs() {
            return value(ir.operand(add, 0));
        }
        if ir.operand(add, 0) == c.rhs() {
            return value(ir.operand(add, 1));
        }
    }
    c.int(|a, b, _| Some(a.wrapping_sub(b)))
}

fn fold_muli(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Folded {
    let c = Ctx::new(ir, op, consts)?;
    if c.rhs_is_int(0) {
        return value(c.rhs());
    }
    if c.rhs_is_int(1) {
        return value(c.lhs());
    }
    c.int(|a, b, _| Some(a.wrapping_mul(b)))
}

fn fold_divsi(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Folded {
    let c = Ctx::new(ir, op, consts)?;
    if c.rhs_is_int(1) {
        return value(c.lhs());
    }
    c.int(|a, b, w| {
        // Division by zero and MIN / -1 are undefined: leave them alone.
        (b != 0 && !(a == sext(1 << (w - 1), w) && b == -1)).then(|| a / b)
    })
}

fn fold_divui(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Folded {
    let c = Ctx::new(ir, op, consts)?;
    if c.rhs_is_int(1) {
        return value(c.lhs());
    }
    c.int(|a, b, w| {
        let (a, b) = (zext(a, w), zext(b, w));
        (b != 0).then(|| (a / b) as i128)
    })
}

fn fold_ceildivsi(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Folded {
    let c = Ctx::new(ir, op, consts)?;
    if c.rhs_is_int(1) {
        return value(c.lhs());
    }
    c.int(|a, b, w| {
        if b == 0 || (a == sext(1 << (w - 1), w) && b == -1) {
            return None;
        }
        let q = a / b;
        Some(if a % b != 0 && ((a < 0) == (b < 0)) {
            q + 1
        } else {
            q
        })
    })
}

fn fold_ceildivui(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Folded {
    let c = Ctx::new(ir, op, consts)?;
    if c.rhs_is_int(1) {
        return value(c.lhs());
    }
    c.int(|a, b, w| {
        let (a, b) = (zext(a, w), zext(b, w));
        (b != 0).then(|| a.div_ceil(b) as i128)
    })
}

fn fold_floordivsi(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Folded {
    let c = Ctx::new(ir, op, consts)?;
    if c.rhs_is_int(1) {
        return value(c.lhs());
    }
    c.int(|a, b, w| {
        if b == 0 || (a == sext(1 << (w - 1), w) && b == -1) {
            return None;
        }
        let q = a / b;
        Some(if a % b != 0 && ((a < 0) != (b < 0)) {
            q - 1
        } else {
            q
        })
    })
}

fn fold_remsi(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Folded {
    let c = Ctx::new(ir, op, consts)?;
    if c.rhs_is_int(1) {
        return c.splat(Scalar::Int(0));
    }
    c.int(|a, b, _| (b != 0).then(|| a.wrapping_rem(b)))
}

fn fold_remui(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Folded {
    let c = Ctx::new(ir, op, consts)?;
    if c.rhs_is_int(1) {
        return c.splat(Scalar::Int(0));
    }
    c.int(|a, b, w| {
        let (a, b) = (zext(a, w), zext(b, w));
        (b != 0).then(|| (a % b) as i128)
    })
}

fn fold_andi(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Folded {
    let c = Ctx::new(ir, op, consts)?;
    if c.rhs_is_int(0) {
        return value(c.rhs());
    }
    if c.rhs_is_int(-1) || same_operands(&c) {
        return value(c.lhs());
    }
    c.int(|a, b, _| Some(a & b))
}

fn fold_ori(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Folded {
    let c = Ctx::new(ir, op, consts)?;
    if c.rhs_is_int(0) || same_operands(&c) {
        return value(c.lhs());
    }
    if c.rhs_is_int(-1) {
        return value(c.rhs());
    }
    c.int(|a, b, _| Some(a | b))
}

fn fold_xori(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Folded {
    let c = Ctx::new(ir, op, consts)?;
    if c.rhs_is_int(0) {
        return value(c.lhs());
    }
    if same_operands(&c) {
        return c.splat(Scalar::Int(0));
    }
    // xori(xori(x, a), a) -> x
    if let Some(inner) = c.operand_def(0, "arith.xori")
        && ir.operand(inner, 1) == c.rhs()
    {
        return value(ir.operand(inner, 0));
    }
    c.int(|a, b, _| Some(a ^ b))
}

fn shift(c: &Ctx<'_>, f: impl Fn(i128, u32, u32) -> i128) -> Folded {
    if c.rhs_is_int(0) {
        return value(c.lhs());
    }
    // Shifting by the width or more is poison: not folded.
    c.int(|a, b, w| {
        let amount = zext(b, w);
        (amount < w as u128).then(|| f(a, amount as u32, w))
    })
}

fn fold_shli(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Folded {
    shift(&Ctx::new(ir, op, consts)?, |a, s, _| a << s)
}

fn fold_shrsi(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Folded {
    shift(&Ctx::new(ir, op, consts)?, |a, s, _| a >> s)
}

fn fold_shrui(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Folded {
    shift(&Ctx::new(ir, op, consts)?, |a, s, w| {
        (zext(a, w) >> s) as i128
    })
}

/// min/max: `op(x, x) -> x`, the extreme constant absorbs, the neutral one
/// vanishes; `max` and `signed` select the flavour.
fn min_max(c: &Ctx<'_>, max: bool, signed: bool) -> Folded {
    if same_operands(c) {
        return value(c.lhs());
    }
    let w = c.width();
    let (lo, hi) = if signed {
        (sext(1 << (w - 1), w), sext((1 << (w - 1)) - 1, w))
    } else {
        (0, -1)
    };
    let (absorbing, neutral) = if max { (hi, lo) } else { (lo, hi) };
    if c.rhs_is_int(absorbing) {
        return value(c.rhs());
    }
    if c.rhs_is_int(neutral) {
        return value(c.lhs());
    }
    c.int(|a, b, w| {
        let a_ge_b = if signed {
            a >= b
        } else {
            zext(a, w) >= zext(b, w)
        };
        Some(if a_ge_b == max { a } else { b })
    })
}

fn fold_maxsi(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Folded {
    min_max(&Ctx::new(ir, op, consts)?, true, true)
}

fn fold_maxui(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Folded {
    min_max(&Ctx::new(ir, op, consts)?, true, false)
}

fn fold_minsi(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Folded {
    min_max(&Ctx::new(ir, op, consts)?, false, true)
}

fn fold_minui(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Folded {
    min_max(&Ctx::new(ir, op, consts)?, false, false)
}

fn fold_addf(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Folded {
    let c = Ctx::new(ir, op, consts)?;
    // x + -0.0 -> x
    if c.rhs_is_float(|f| f == 0.0 && f.is_sign_negative()) {
        return value(c.lhs());
    }
    c.float(|a, b| a + b)
}

fn fold_subf(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Folded {
    let c = Ctx::new(ir, op, consts)?;
    // x - +0.0 -> x
    if c.rhs_is_float(|f| f == 0.0 && f.is_sign_positive()) {
        return value(c.lhs());
    }
    c.float(|a, b| a - b)
}

fn fold_mulf(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Folded {
    let c = Ctx::new(ir, op, consts)?;
    if c.rhs_is_float(|f| f == 1.0) {
        return value(c.lhs());
    }
    c.float(|a, b| a * b)
}

fn fold_divf(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Folded {
    let c = Ctx::new(ir, op, consts)?;
    if c.rhs_is_float(|f| f == 1.0) {
        return value(c.lhs());
    }
    c.float(|a, b| a / b)
}

fn fold_remf(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Folded {
    Ctx::new(ir, op, consts)?.float(|a, b| a % b)
}

/// IEEE 754-2019 maximum / minimum: NaN propagates, -0 < +0.
fn maximum(a: f64, b: f64, max: bool) -> f64 {
    if a.is_nan() || b.is_nan() {
        return f64::NAN;
    }
    if a == b {
        // Only zeros of different signs compare equal and differ.
        return if (a.is_sign_negative() && max) || (!a.is_sign_negative() && !max) {
            b
        } else {
            a
        };
    }
    if (a > b) == max { a } else { b }
}

/// maxNum / minNum: a NaN operand yields the other.
fn maxnum(a: f64, b: f64, max: bool) -> f64 {
    if a.is_nan() {
        return b;
    }
    if b.is_nan() {
        return a;
    }
    if max { a.max(b) } else { a.min(b) }
}

fn float_min_max(c: &Ctx<'_>, max: bool, nan_propagates: bool) -> Folded {
    if same_operands(c) {
        return value(c.lhs());
    }
    // The neutral infinity: op(x, -inf) -> x for max, op(x, +inf) -> x for min.
    let neutral = if max {
        f64::NEG_INFINITY
    } else {
        f64::INFINITY
    };
    if c.rhs_is_float(|f| f == neutral) {
        return value(c.lhs());
    }
    if nan_propagates {
        c.float(|a, b| maximum(a, b, max))
    } else {
        c.float(|a, b| maxnum(a, b, max))
    }
}

fn fold_maximumf(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Folded {
    float_min_max(&Ctx::new(ir, op, consts)?, true, true)
}

fn fold_minimumf(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Folded {
    float_min_max(&Ctx::new(ir, op, consts)?, false, true)
}

fn fold_maxnumf(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Folded {
    float_min_max(&Ctx::new(ir, op, consts)?, true, false)
}

fn fold_minnumf(ir: &Ir, op: OpId, consts: &[Option<Attribute>]) -> Folded {
    float_min_max(&Ctx::new(ir, op, consts)?, false, false)
}

/// Registers the canonicalization pattern that moves a constant operand of a
/// commutative op to the right (upstream does this in the op's folder).
pub(crate) fn add_commute_pattern(set: &mut RewritePatternSet, name: &'static str) {
    set.add(FnPattern::new(
        "CommutativeConstantToRHS",
        name,
        canonicalize::constant_to_rhs,
    ));
}
