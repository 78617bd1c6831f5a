//! Canonicalization patterns of `arith` (MLIR's `ArithCanonicalization.td` and the
//! `getCanonicalizationPatterns` of the ops), under upstream's pattern names:
//!
//! - `CommutativeConstantToRHS`: a commutative op with a constant left operand
//!   and a non-constant right one swaps them (upstream does this in the folder of
//!   commutative ops);
//! - constant reassociation through `addi` / `subi` / `muli` chains, e.g.
//!   `AddIAddConstant`: `addi(addi(x, c0), c1) -> addi(x, c0 + c1)` (the table
//!   [`CHAINS`]); overflow flags of the result are those both ops had;
//! - `XOrINotCmpI`: `xori(cmpi(p, a, b), true) -> cmpi(!p, a, b)`;
//! - `SelectI1Simplify`, `SelectToExtUI`, `SelectNotCond` (see
//!   [`crate::ops::SelectOp`]) and the cast chains of [`crate::ops`]' casts.

use shader_mlir::dialect::OpDef;
use shader_mlir::ir::{Attribute, Ir, Location, OpId, Value};
use shader_mlir::ods::Op;
use shader_mlir::rewrite::fold::constant_value;
use shader_mlir::rewrite::{
    FnPattern, MatchFailure, OrFail, PatternRoot, RewritePattern, RewritePatternSet, RewriteResult,
    Rewriter, ensure,
};

use crate::attributes::OverflowFlags;
use crate::fold::{Elem, Scalar, elem_of, fold_binary, sext};
use crate::ops::{AddIOp, CmpIOp, ConstantOp, MulIOp, SubIOp, XOrIOp, add_commute_pattern};

/// No canonicalization patterns.
pub(crate) fn none(_: &mut RewritePatternSet) {}

/// Moves a constant left operand of a commutative op to the right.
pub(crate) fn constant_to_rhs(op: OpId, rw: &mut Rewriter<'_>) -> RewriteResult {
    let ir = rw.ir();
    ensure(ir.num_operands(op) == 2, "expected two operands")?;
    let (lhs, rhs) = (ir.operand(op, 0), ir.operand(op, 1));
    ensure(
        constant_value(ir, lhs).is_some(),
        "left operand is not a constant",
    )?;
    ensure(
        constant_value(ir, rhs).is_none(),
        "right operand is a constant",
    )?;
    rw.modify_op_in_place(op, |ir| ir.set_operands(op, &[rhs, lhs]));
    Ok(())
}

/// The canonicalization patterns of a commutative op without patterns of
/// its own: [`constant_to_rhs`].
pub(crate) fn commutative<T: Op>(set: &mut RewritePatternSet) {
    add_commute_pattern(set, T::def());
}

/// Which operand of an op is the constant.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Side {
    Lhs,
    Rhs,
}

impl Side {
    fn index(self) -> usize {
        match self {
            Side::Lhs => 0,
            Side::Rhs => 1,
        }
    }
    fn other(self) -> usize {
        1 - self.index()
    }
}

/// How the constants `c0` (inner op) and `c1` (outer op) combine.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Combine {
    Add,
    /// `c0 - c1`
    Sub01,
    /// `c1 - c0`
    Sub10,
    Mul,
}

/// The integer ops with overflow flags that constant chains go through.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Overflowing {
    AddI,
    SubI,
    MulI,
}

impl Overflowing {
    fn def(self) -> &'static OpDef {
        match self {
            Overflowing::AddI => AddIOp::DEF,
            Overflowing::SubI => SubIOp::DEF,
            Overflowing::MulI => MulIOp::DEF,
        }
    }

    /// `op`'s operands and overflow flags, if it is this op.
    fn read(self, ir: &Ir, op: OpId) -> Option<([Value; 2], OverflowFlags)> {
        Some(match self {
            Overflowing::AddI => {
                let o = AddIOp::cast(ir, op)?;
                ([o.lhs(ir), o.rhs(ir)], o.overflow_flags(ir))
            }
            Overflowing::SubI => {
                let o = SubIOp::cast(ir, op)?;
                ([o.lhs(ir), o.rhs(ir)], o.overflow_flags(ir))
            }
            Overflowing::MulI => {
                let o = MulIOp::cast(ir, op)?;
                ([o.lhs(ir), o.rhs(ir)], o.overflow_flags(ir))
            }
        })
    }

    /// Builds this op of `lhs` and `rhs` with `flags`; returns its result.
    fn build(
        self,
        rw: &mut Rewriter<'_>,
        loc: Location,
        [lhs, rhs]: [Value; 2],
        flags: OverflowFlags,
    ) -> Value {
        match self {
            Overflowing::AddI => {
                let o = AddIOp::build(rw, loc, lhs, rhs);
                o.set_overflow_flags(rw.ir_mut_unobserved(), flags);
                o.result(rw.ir())
            }
            Overflowing::SubI => {
                let o = SubIOp::build(rw, loc, lhs, rhs);
                o.set_overflow_flags(rw.ir_mut_unobserved(), flags);
                o.result(rw.ir())
            }
            Overflowing::MulI => {
                let o = MulIOp::build(rw, loc, lhs, rhs);
                o.set_overflow_flags(rw.ir_mut_unobserved(), flags);
                o.result(rw.ir())
            }
        }
    }
}

/// `outer(inner(x, c0), c1) -> result(x, combine(c0, c1))`, each constant on the
/// given side.
pub(crate) struct Chain {
    pub name: &'static str,
    pub outer: Overflowing,
    pub outer_const: Side,
    pub inner: Overflowing,
    pub inner_const: Side,
    pub result: Overflowing,
    pub result_const: Side,
    pub combine: Combine,
}

const ADDI: Overflowing = Overflowing::AddI;
const SUBI: Overflowing = Overflowing::SubI;
const MULI: Overflowing = Overflowing::MulI;

/// The constant reassociations of upstream's `ArithCanonicalization.td`.
pub(crate) const CHAINS: &[Chain] = &[
    chain(
        "AddIAddConstant",
        ADDI,
        Side::Rhs,
        ADDI,
        Side::Rhs,
        ADDI,
        Side::Rhs,
        Combine::Add,
    ),
    chain(
        "AddISubConstantRHS",
        ADDI,
        Side::Rhs,
        SUBI,
        Side::Rhs,
        ADDI,
        Side::Rhs,
        Combine::Sub10,
    ),
    chain(
        "AddISubConstantLHS",
        ADDI,
        Side::Rhs,
        SUBI,
        Side::Lhs,
        SUBI,
        Side::Lhs,
        Combine::Add,
    ),
    chain(
        "SubIRHSAddConstant",
        SUBI,
        Side::Rhs,
        ADDI,
        Side::Rhs,
        ADDI,
        Side::Rhs,
        Combine::Sub01,
    ),
    chain(
        "SubILHSAddConstant",
        SUBI,
        Side::Lhs,
        ADDI,
        Side::Rhs,
        SUBI,
        Side::Lhs,
        Combine::Sub10,
    ),
    chain(
        "SubIRHSSubConstantRHS",
        SUBI,
        Side::Rhs,
        SUBI,
        Side::Rhs,
        SUBI,
        Side::Rhs,
        Combine::Add,
    ),
    chain(
        "SubIRHSSubConstantLHS",
        SUBI,
        Side::Rhs,
        SUBI,
        Side::Lhs,
        SUBI,
        Side::Lhs,
        Combine::Sub01,
    ),
    chain(
        "SubILHSSubConstantRHS",
        SUBI,
        Side::Lhs,
        SUBI,
        Side::Rhs,
        SUBI,
        Side::Lhs,
        Combine::Add,
    ),
    chain(
        "SubILHSSubConstantLHS",
        SUBI,
        Side::Lhs,
        SUBI,
        Side::Lhs,
        ADDI,
        Side::Rhs,
        Combine::Sub10,
    ),
    chain(
        "MulIMulIConstant",
        MULI,
        Side::Rhs,
        MULI,
        Side::Rhs,
        MULI,
        Side::Rhs,
        Combine::Mul,
    ),
];

#[allow(clippy::too_many_arguments)]
const fn chain(
    name: &'static str,
    outer: Overflowing,
    outer_const: Side,
    inner: Overflowing,
    inner_const: Side,
    result: Overflowing,
    result_const: Side,
    combine: Combine,
) -> Chain {
    Chain {
        name,
        outer,
        outer_const,
        inner,
        inner_const,
        result,
        result_const,
        combine,
    }
}

/// A [`Chain`] as a pattern.
pub(crate) struct ChainPattern(pub &'static Chain);

impl RewritePattern for ChainPattern {
    fn name(&self) -> &str {
        self.0.name
    }

    fn root(&self) -> Option<PatternRoot> {
        Some(PatternRoot::Op(self.0.outer.def()))
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> RewriteResult {
        let chain = self.0;
        let ir = rw.ir();
        let ctx = ir.ctx_arc().clone();
        let (outer, outer_flags) = chain.outer.read(ir, op).or_fail("not the outer op")?;
        let c1 =
            constant_value(ir, outer[chain.outer_const.index()]).or_fail("no outer constant")?;
        let inner_op = ir
            .defining_op(outer[chain.outer_const.other()])
            .or_fail("no inner op")?;
        let (inner, inner_flags) = chain
            .inner
            .read(ir, inner_op)
            .or_fail("inner op does not match")?;
        let c0 =
            constant_value(ir, inner[chain.inner_const.index()]).or_fail("no inner constant")?;
        let x = inner[chain.inner_const.other()];
        let ty = ir.value_type(ir.result(op, 0));
        let Some(Elem::Int { width }) = elem_of(&ctx, ty) else {
            return Err(MatchFailure("not an integer"));
        };
        let combined =
            combine(&ctx, chain.combine, c0, c1, ty, width).or_fail("constants do not combine")?;
        let flags = merge_overflow(outer_flags, inner_flags);
        let loc = ir.op_loc(op);
        let cst = ConstantOp::build(rw, loc, combined).result(rw.ir());
        let operands = match chain.result_const {
            Side::Lhs => [cst, x],
            Side::Rhs => [x, cst],
        };
        let new = chain.result.build(rw, loc, operands, flags);
        rw.replace_op(op, &[new]);
        Ok(())
    }
}

fn combine(
    ctx: &shader_mlir::Context,
    how: Combine,
    c0: Attribute,
    c1: Attribute,
    ty: shader_mlir::ir::Type,
    width: u32,
) -> Option<Attribute> {
    fold_binary(ctx, Some(c0), Some(c1), ty, |a, b| match (a, b) {
        (Scalar::Int(a), Scalar::Int(b)) => Some(Scalar::Int(sext(
            match how {
                Combine::Add => a.wrapping_add(b),
                Combine::Sub01 => a.wrapping_sub(b),
                Combine::Sub10 => b.wrapping_sub(a),
                Combine::Mul => a.wrapping_mul(b),
            },
            width,
        ))),
        _ => None,
    })
}

/// The flags both ops guarantee.
fn merge_overflow(a: OverflowFlags, b: OverflowFlags) -> OverflowFlags {
    OverflowFlags {
        nsw: a.nsw && b.nsw,
        nuw: a.nuw && b.nuw,
    }
}

fn add_chains(set: &mut RewritePatternSet, outer: Overflowing) {
    for chain in CHAINS.iter().filter(|c| c.outer == outer) {
        set.add(ChainPattern(chain));
    }
}

pub(crate) fn addi(set: &mut RewritePatternSet) {
    add_commute_pattern(set, AddIOp::DEF);
    add_chains(set, ADDI);
}

pub(crate) fn subi(set: &mut RewritePatternSet) {
    add_chains(set, SUBI);
}

pub(crate) fn muli(set: &mut RewritePatternSet) {
    add_commute_pattern(set, MulIOp::DEF);
    add_chains(set, MULI);
}

pub(crate) fn xori(set: &mut RewritePatternSet) {
    add_commute_pattern(set, XOrIOp::DEF);
    set.add(FnPattern::new("XOrINotCmpI", XOrIOp::DEF, xori_not_cmpi));
}

/// `xori(cmpi(p, a, b), true) -> cmpi(!p, a, b)`.
fn xori_not_cmpi(op: OpId, rw: &mut Rewriter<'_>) -> RewriteResult {
    let ir = rw.ir();
    let xor = XOrIOp::cast(ir, op).or_fail("not an xori")?;
    let ctx = ir.ctx();
    let rhs = constant_value(ir, xor.rhs(ir)).or_fail("right operand is not a constant")?;
    ensure(
        rhs == ctx.bool_attr(true) || rhs == ctx.integer_attr(ctx.common().i1, 1),
        "right operand is not true",
    )?;
    let cmp = ir
        .defining_op(xor.lhs(ir))
        .and_then(|d| CmpIOp::cast(ir, d))
        .or_fail("left operand is not a cmpi")?;
    let predicate = cmp.predicate(ir);
    let (a, b) = (cmp.lhs(ir), cmp.rhs(ir));
    let loc = ir.op_loc(op);
    let new = CmpIOp::build(rw, loc, predicate.inverse(), a, b).result(rw.ir());
    rw.replace_op(op, &[new]);
    Ok(())
}
