//! `arith` ops as LLVM instructions, as MLIR's `--convert-arith-to-llvm`
//! maps them (<https://mlir.llvm.org/docs/Dialects/ArithOps/>): one
//! instruction per op, LLVM's min/max intrinsics for `arith.max*`/`min*`,
//! and short sequences for the rounding divisions LLVM has no instruction
//! for (MLIR's `arith-expand` formulas).

use dialect_arith::{
    AddFOp, AddIOp, AndIOp, BitcastOp, CeilDivSIOp, CeilDivUIOp, CmpFOp, CmpIOp, ConstantOp,
    DivFOp, DivSIOp, DivUIOp, ExtFOp, ExtSIOp, ExtUIOp, FPToSIOp, FPToUIOp, FloorDivSIOp,
    IndexCastOp, IndexCastUIOp, MaxNumFOp, MaxSIOp, MaxUIOp, MaximumFOp, MinNumFOp, MinSIOp,
    MinUIOp, MinimumFOp, MulFOp, MulIOp, NegFOp, OrIOp, RemFOp, RemSIOp, RemUIOp, SIToFPOp,
    SelectOp, ShLIOp, ShRSIOp, ShRUIOp, SubFOp, SubIOp, TruncFOp, TruncIOp, UIToFPOp, XOrIOp,
};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::OpId;

use super::{FnCx, OpRule, Target, rule};
use crate::text::{Line, Operand, Ty};

/// `arith.cmpi` predicates in MLIR's order: LLVM's `icmp` spells them the same.
const ICMP: [&str; 10] = [
    "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
];
/// `arith.cmpf` predicates in MLIR's order: LLVM's `fcmp` spells them the same.
const FCMP: [&str; 16] = [
    "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule",
    "une", "uno", "true",
];

pub(super) fn rules<T: Target>() -> Vec<OpRule<T>> {
    vec![
        rule!(ConstantOp => |cx, op| cx.constant(op)),
        rule!(AddIOp => |cx, op| cx.binary(op, "add")),
        rule!(SubIOp => |cx, op| cx.binary(op, "sub")),
        rule!(MulIOp => |cx, op| cx.binary(op, "mul")),
        rule!(DivSIOp => |cx, op| cx.binary(op, "sdiv")),
        rule!(DivUIOp => |cx, op| cx.binary(op, "udiv")),
        rule!(RemSIOp => |cx, op| cx.binary(op, "srem")),
        rule!(RemUIOp => |cx, op| cx.binary(op, "urem")),
        rule!(AndIOp => |cx, op| cx.binary(op, "and")),
        rule!(OrIOp => |cx, op| cx.binary(op, "or")),
        rule!(XOrIOp => |cx, op| cx.binary(op, "xor")),
        rule!(ShLIOp => |cx, op| cx.binary(op, "shl")),
        rule!(ShRSIOp => |cx, op| cx.binary(op, "ashr")),
        rule!(ShRUIOp => |cx, op| cx.binary(op, "lshr")),
        rule!(AddFOp => |cx, op| cx.binary(op, "fadd")),
        rule!(SubFOp => |cx, op| cx.binary(op, "fsub")),
        rule!(MulFOp => |cx, op| cx.binary(op, "fmul")),
        rule!(DivFOp => |cx, op| cx.binary(op, "fdiv")),
        rule!(RemFOp => |cx, op| cx.binary(op, "frem")),
        rule!(MaxSIOp => |cx, op| cx.binary_intrinsic(op, "smax")),
        rule!(MaxUIOp => |cx, op| cx.binary_intrinsic(op, "umax")),
        rule!(MinSIOp => |cx, op| cx.binary_intrinsic(op, "smin")),
        rule!(MinUIOp => |cx, op| cx.binary_intrinsic(op, "umin")),
        rule!(MaximumFOp => |cx, op| cx.binary_intrinsic(op, "maximum")),
        rule!(MinimumFOp => |cx, op| cx.binary_intrinsic(op, "minimum")),
        rule!(MaxNumFOp => |cx, op| cx.binary_intrinsic(op, "maxnum")),
        rule!(MinNumFOp => |cx, op| cx.binary_intrinsic(op, "minnum")),
        rule!(CeilDivUIOp => |cx, op| cx.ceil_div_unsigned(op)),
        rule!(CeilDivSIOp => |cx, op| cx.signed_rounding_div(op, true)),
        rule!(FloorDivSIOp => |cx, op| cx.signed_rounding_div(op, false)),
        rule!(NegFOp => |cx, op| {
            let (value, ty) = cx.value(cx.ir.operand(op, 0))?;
            cx.define(op, Line::new("fneg ").typed(&ty, &value))
        }),
        rule!(CmpIOp => |cx, op| cx.compare(op, "icmp", &ICMP)),
        rule!(CmpFOp => |cx, op| cx.compare(op, "fcmp", &FCMP)),
        rule!(SelectOp => |cx, op| {
            let (cond, cond_ty) = cx.value(cx.ir.operand(op, 0))?;
            let (a, ty) = cx.value(cx.ir.operand(op, 1))?;
            let b = cx.operand(cx.ir.operand(op, 2))?;
            let line = Line::typed_operands("select ", &[(&cond_ty, &cond), (&ty, &a), (&ty, &b)]);
            cx.define(op, line)
        }),
        rule!(ExtSIOp => |cx, op| cx.cast(op, "sext")),
        rule!(ExtUIOp => |cx, op| cx.cast(op, "zext")),
        rule!(TruncIOp => |cx, op| cx.cast(op, "trunc")),
        rule!(ExtFOp => |cx, op| cx.cast(op, "fpext")),
        rule!(TruncFOp => |cx, op| cx.cast(op, "fptrunc")),
        rule!(SIToFPOp => |cx, op| cx.cast(op, "sitofp")),
        rule!(UIToFPOp => |cx, op| cx.cast(op, "uitofp")),
        rule!(FPToSIOp => |cx, op| cx.cast(op, "fptosi")),
        rule!(FPToUIOp => |cx, op| cx.cast(op, "fptoui")),
        rule!(BitcastOp => |cx, op| cx.cast(op, "bitcast")),
        rule!(IndexCastOp => |cx, op| cx.int_resize(op, "sext")),
        rule!(IndexCastUIOp => |cx, op| cx.int_resize(op, "zext")),
    ]
}

impl<T: Target> FnCx<'_, T> {
    fn constant(&mut self, op: OpId) -> Result<(), Diagnostic> {
        let ty = self.result_type(op, 0)?;
        let attr = self
            .ir
            .prop(op, "value")
            .ok_or_else(|| self.ir.op_error(op, "requires attribute 'value'"))?;
        let text = super::constants::constant(self.ctx(), attr, &ty).ok_or_else(|| {
            self.ir
                .op_error(op, "constant value has no LLVM IR form in this export")
        })?;
        self.bind(self.ir.result(op, 0), Operand::Const(text), ty);
        Ok(())
    }

    /// `%r = OPCODE TYPE %a, %b`.
    pub(crate) fn binary(&mut self, op: OpId, opcode: &str) -> Result<(), Diagnostic> {
        let (a, ty) = self.value(self.ir.operand(op, 0))?;
        let b = self.operand(self.ir.operand(op, 1))?;
        self.define(op, Self::binary_line(opcode, &ty, &a, &b))
    }

    fn binary_line(opcode: &str, ty: &Ty, a: &Operand, b: &Operand) -> Line {
        Line::new(format!("{opcode} ")).typed(ty, a).t(", ").op(b)
    }

    /// `%r = call TYPE @llvm.NAME.TYPE(TYPE %a, TYPE %b)`.
    fn binary_intrinsic(&mut self, op: OpId, name: &str) -> Result<(), Diagnostic> {
        let (a, ty) = self.value(self.ir.operand(op, 0))?;
        let b = self.operand(self.ir.operand(op, 1))?;
        let name = format!("llvm.{name}.{}", ty.mangled());
        let call = self.intrinsic_call(&name, ty.clone(), &[(ty.clone(), a), (ty, b)], None);
        self.define(op, call)
    }

    fn compare(&mut self, op: OpId, opcode: &str, names: &[&str]) -> Result<(), Diagnostic> {
        let predicate = self
            .ir
            .prop(op, "predicate")
            .and_then(|attr| self.ir.int_value(attr))
            .and_then(|p| usize::try_from(p).ok())
            .and_then(|p| names.get(p))
            .ok_or_else(|| self.ir.op_error(op, "has an unknown predicate"))?;
        let (a, ty) = self.value(self.ir.operand(op, 0))?;
        let b = self.operand(self.ir.operand(op, 1))?;
        self.define(
            op,
            Self::binary_line(&format!("{opcode} {predicate}"), &ty, &a, &b),
        )
    }

    /// `%r = OPCODE FROM %a to TO`.
    fn cast(&mut self, op: OpId, opcode: &str) -> Result<(), Diagnostic> {
        let (a, from) = self.value(self.ir.operand(op, 0))?;
        let to = self.result_type(op, 0)?;
        self.define(
            op,
            Line::new(format!("{opcode} "))
                .typed(&from, &a)
                .t(format!(" to {to}")),
        )
    }

    /// An integer resize that is a no-op, a truncation or an extension
    /// (`arith.index_cast`, whose `index` side is `i32` here).
    fn int_resize(&mut self, op: OpId, extend: &str) -> Result<(), Diagnostic> {
        let (a, from) = self.value(self.ir.operand(op, 0))?;
        let to = self.result_type(op, 0)?;
        match from.scalar_bits().cmp(&to.scalar_bits()) {
            std::cmp::Ordering::Equal => {
                self.bind(self.ir.result(op, 0), a, to);
                Ok(())
            }
            std::cmp::Ordering::Greater => self.cast(op, "trunc"),
            std::cmp::Ordering::Less => self.cast(op, extend),
        }
    }

    /// `ceildivui(a, b)` = `a == 0 ? 0 : (a - 1) / b + 1`.
    fn ceil_div_unsigned(&mut self, op: OpId) -> Result<(), Diagnostic> {
        let (a, ty) = self.value(self.ir.operand(op, 0))?;
        let b = self.operand(self.ir.operand(op, 1))?;
        let zero = super::constants::zero(&ty);
        let one = super::constants::splat_int(&ty, 1);
        let is_zero = self
            .body
            .emit_value(Self::binary_line("icmp eq", &ty, &a, &zero));
        let minus = self
            .body
            .emit_value(Self::binary_line("sub", &ty, &a, &one));
        let quotient =
            self.body
                .emit_value(Self::binary_line("udiv", &ty, &Operand::Value(minus), &b));
        let plus = self.body.emit_value(Self::binary_line(
            "add",
            &ty,
            &Operand::Value(quotient),
            &one,
        ));
        let cond_ty = bool_like(&ty);
        self.define(
            op,
            Line::typed_operands(
                "select ",
                &[
                    (&cond_ty, &Operand::Value(is_zero)),
                    (&ty, &zero),
                    (&ty, &Operand::Value(plus)),
                ],
            ),
        )
    }

    /// `q = a / b` truncated, adjusted by one when the remainder is not zero
    /// and the exact quotient is positive (`ceil`) or negative (`floor`).
    fn signed_rounding_div(&mut self, op: OpId, ceil: bool) -> Result<(), Diagnostic> {
        let (a, ty) = self.value(self.ir.operand(op, 0))?;
        let b = self.operand(self.ir.operand(op, 1))?;
        let zero = super::constants::zero(&ty);
        let one = super::constants::splat_int(&ty, 1);
        let cond_ty = bool_like(&ty);
        let emit = |cx: &mut Self, line: Line| Operand::Value(cx.body.emit_value(line));
        let q = emit(self, Self::binary_line("sdiv", &ty, &a, &b));
        let r = emit(self, Self::binary_line("srem", &ty, &a, &b));
        let inexact = emit(self, Self::binary_line("icmp ne", &ty, &r, &zero));
        let a_neg = emit(self, Self::binary_line("icmp slt", &ty, &a, &zero));
        let b_neg = emit(self, Self::binary_line("icmp slt", &ty, &b, &zero));
        let signs = if ceil { "icmp eq" } else { "icmp ne" };
        let same = emit(self, Self::binary_line(signs, &cond_ty, &a_neg, &b_neg));
        let adjust = emit(self, Self::binary_line("and", &cond_ty, &inexact, &same));
        let adjusted = emit(
            self,
            Self::binary_line(if ceil { "add" } else { "sub" }, &ty, &q, &one),
        );
        self.define(
            op,
            Line::typed_operands(
                "select ",
                &[(&cond_ty, &adjust), (&ty, &adjusted), (&ty, &q)],
            ),
        )
    }
}

/// `i1`, or a vector of `i1` of the same shape as `ty`.
fn bool_like(ty: &Ty) -> Ty {
    match ty {
        Ty::Vector(n, _) => Ty::vector(*n, Ty::i1()),
        _ => Ty::i1(),
    }
}
