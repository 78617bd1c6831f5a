//! `math` ops as LLVM intrinsics, as MLIR's `--convert-math-to-llvm` maps
//! them (<https://mlir.llvm.org/docs/Dialects/MathOps/>,
//! <https://llvm.org/docs/LangRef.html#standard-c-c-library-intrinsics>):
//! `math.sin` -> `llvm.sin.*`, `math.powf` -> `llvm.pow.*`, `math.roundeven`
//! -> `llvm.roundeven.*`, ...; `ctlz`/`cttz`/`absi` with their `i1 false`
//! (a zero or minimum input is defined); `rsqrt` as `1 / sqrt(x)`. The
//! DirectX backend lowers these intrinsics to DXIL operations.

use dialect_math::{
    AbsFOp, AbsIOp, AcosOp, AsinOp, Atan2Op, AtanOp, CeilOp, CopySignOp, CosOp, CoshOp,
    CountLeadingZerosOp, CountTrailingZerosOp, CtPopOp, Exp2Op, ExpOp, FloorOp, FmaOp, Log2Op,
    Log10Op, LogOp, PowFOp, RoundEvenOp, RoundOp, RsqrtOp, SinOp, SinhOp, SqrtOp, TanOp, TanhOp,
    TruncOp,
};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::OpId;

use super::{FnCx, OpRule, Target, rule};
use crate::text::{Line, Operand, Ty};

pub(super) fn rules<T: Target>() -> Vec<OpRule<T>> {
    vec![
        rule!(SinOp => |cx, op| cx.call_intrinsic(op, "sin", None)),
        rule!(CosOp => |cx, op| cx.call_intrinsic(op, "cos", None)),
        rule!(TanOp => |cx, op| cx.call_intrinsic(op, "tan", None)),
        rule!(AsinOp => |cx, op| cx.call_intrinsic(op, "asin", None)),
        rule!(AcosOp => |cx, op| cx.call_intrinsic(op, "acos", None)),
        rule!(AtanOp => |cx, op| cx.call_intrinsic(op, "atan", None)),
        rule!(Atan2Op => |cx, op| cx.call_intrinsic(op, "atan2", None)),
        rule!(SinhOp => |cx, op| cx.call_intrinsic(op, "sinh", None)),
        rule!(CoshOp => |cx, op| cx.call_intrinsic(op, "cosh", None)),
        rule!(TanhOp => |cx, op| cx.call_intrinsic(op, "tanh", None)),
        rule!(ExpOp => |cx, op| cx.call_intrinsic(op, "exp", None)),
        rule!(Exp2Op => |cx, op| cx.call_intrinsic(op, "exp2", None)),
        rule!(LogOp => |cx, op| cx.call_intrinsic(op, "log", None)),
        rule!(Log2Op => |cx, op| cx.call_intrinsic(op, "log2", None)),
        rule!(Log10Op => |cx, op| cx.call_intrinsic(op, "log10", None)),
        rule!(PowFOp => |cx, op| cx.call_intrinsic(op, "pow", None)),
        rule!(SqrtOp => |cx, op| cx.call_intrinsic(op, "sqrt", None)),
        rule!(FloorOp => |cx, op| cx.call_intrinsic(op, "floor", None)),
        rule!(CeilOp => |cx, op| cx.call_intrinsic(op, "ceil", None)),
        rule!(TruncOp => |cx, op| cx.call_intrinsic(op, "trunc", None)),
        rule!(RoundOp => |cx, op| cx.call_intrinsic(op, "round", None)),
        rule!(RoundEvenOp => |cx, op| cx.call_intrinsic(op, "roundeven", None)),
        rule!(AbsFOp => |cx, op| cx.call_intrinsic(op, "fabs", None)),
        rule!(FmaOp => |cx, op| cx.call_intrinsic(op, "fma", None)),
        rule!(CopySignOp => |cx, op| cx.call_intrinsic(op, "copysign", None)),
        rule!(CtPopOp => |cx, op| cx.call_intrinsic(op, "ctpop", None)),
        rule!(CountLeadingZerosOp => |cx, op| cx.call_intrinsic(op, "ctlz", Some(false))),
        rule!(CountTrailingZerosOp => |cx, op| cx.call_intrinsic(op, "cttz", Some(false))),
        rule!(AbsIOp => |cx, op| cx.call_intrinsic(op, "abs", Some(false))),
        rule!(RsqrtOp => |cx, op| cx.rsqrt(op)),
    ]
}

impl<T: Target> FnCx<'_, T> {
    /// `%r = call TYPE @llvm.NAME.TYPE(TYPE %a, ...)` over the op's operands
    /// (all of the result's type), with a trailing `i1` flag when given.
    fn call_intrinsic(
        &mut self,
        op: OpId,
        name: &str,
        flag: Option<bool>,
    ) -> Result<(), Diagnostic> {
        let ty = self.result_type(op, 0)?;
        let mut args = Vec::new();
        for &operand in self.ir.operands(op).collect::<Vec<_>>().iter() {
            args.push((ty.clone(), self.operand(operand)?));
        }
        if let Some(flag) = flag {
            args.push((Ty::i1(), Operand::Const(flag.to_string())));
        }
        let name = format!("llvm.{name}.{}", ty.mangled());
        let call = self.intrinsic_call(&name, ty, &args, None);
        self.define(op, call)
    }

    /// `rsqrt(x)` = `1 / sqrt(x)`.
    fn rsqrt(&mut self, op: OpId) -> Result<(), Diagnostic> {
        let (x, ty) = self.value(self.ir.operand(op, 0))?;
        let name = format!("llvm.sqrt.{}", ty.mangled());
        let call = self.intrinsic_call(&name, ty.clone(), &[(ty.clone(), x)], None);
        let root = self.body.emit_value(call);
        let one = match &ty {
            Ty::Vector(count, element) => {
                let items: Vec<String> = (0..*count)
                    .map(|_| format!("{element} 1.000000e+00"))
                    .collect();
                Operand::Const(format!("<{}>", items.join(", ")))
            }
            _ => Operand::Const("1.000000e+00".to_owned()),
        };
        self.define(
            op,
            Line::new("fdiv ")
                .typed(&ty, &one)
                .t(", ")
                .op(&Operand::Value(root)),
        )
    }
}
