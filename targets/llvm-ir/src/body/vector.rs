//! `vector` ops on 1-D vectors as LLVM's vector instructions, as clang
//! writes them (`i64` lane indices): `extractelement`, `insertelement`, a
//! chain of `insertelement` from `poison` for `vector.from_elements`, and the
//! splat `insertelement` + `shufflevector` for a scalar `vector.broadcast`.
//!
//! Positions are read from the `static_position` property (MLIR's
//! `vector.extract` / `vector.insert` syntax); a dynamic position (its entry
//! is `i64::MIN`, MLIR's `ShapedType::kDynamic`) takes the next dynamic
//! operand.

use dialect_vector::{BroadcastOp, ExtractOp, FromElementsOp, InsertOp};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::OpId;

use super::{FnCx, OpRule, Target, rule};
use crate::text::{Line, Operand, Ty};

pub(super) fn rules<T: Target>() -> Vec<OpRule<T>> {
    vec![
        rule!(ExtractOp => |cx, op| {
            let (vector, ty) = cx.value(cx.ir.operand(op, 0))?;
            let (lane_ty, lane) = cx.lane(op, 1)?;
            cx.define(
                op,
                Line::typed_operands("extractelement ", &[(&ty, &vector), (&lane_ty, &lane)]),
            )
        }),
        rule!(InsertOp => |cx, op| {
            let (value, value_ty) = cx.value(cx.ir.operand(op, 0))?;
            let (dest, ty) = cx.value(cx.ir.operand(op, 1))?;
            let (lane_ty, lane) = cx.lane(op, 2)?;
            cx.define(
                op,
                Line::typed_operands("insertelement ", &[(&ty, &dest), (&value_ty, &value), (&lane_ty, &lane)]),
            )
        }),
        rule!(FromElementsOp => |cx, op| {
            let ty = cx.result_type(op, 0)?;
            let elements: Vec<_> = cx.ir.operands(op).collect();
            let mut vector = Operand::Const("poison".to_owned());
            for (lane, element) in elements.into_iter().enumerate() {
                let (value, element_ty) = cx.value(element)?;
                let line = Line::typed_operands("insertelement ", &[(&ty, &vector), (&element_ty, &value)])
                    .t(format!(", i64 {lane}"));
                vector = Operand::Value(cx.body.emit_value(line));
            }
            cx.bind(cx.ir.result(op, 0), vector, ty);
            Ok(())
        }),
        rule!(BroadcastOp => |cx, op| {
            let (value, from) = cx.value(cx.ir.operand(op, 0))?;
            let ty = cx.result_type(op, 0)?;
            if from == ty {
                cx.bind(cx.ir.result(op, 0), value, ty);
                return Ok(());
            }
            let Ty::Vector(count, _) = &ty else {
                return Err(cx.ir.op_error(op, "has no LLVM IR form for this result type"));
            };
            if matches!(from, Ty::Vector(..)) {
                return Err(cx.ir.op_error(
                    op,
                    "broadcasts between vectors of different shapes have no 1-D LLVM IR form",
                ));
            }
            let insert = Line::new(format!("insertelement {ty} poison, "))
                .typed(&from, &value)
                .t(", i64 0");
            let head = Operand::Value(cx.body.emit_value(insert));
            let splat = Line::new("shufflevector ")
                .typed(&ty, &head)
                .t(format!(", {ty} poison, <{count} x i32> zeroinitializer"));
            cx.define(op, splat)
        }),
    ]
}

impl<T: Target> FnCx<'_, T> {
    /// The lane (`i64 K`, or the dynamic index operand) of a single-index
    /// `vector.extract` / `vector.insert`; `first_dynamic` is the operand
    /// index of its first dynamic position.
    fn lane(&self, op: OpId, first_dynamic: usize) -> Result<(Ty, Operand), Diagnostic> {
        let position = self
            .ir
            .prop(op, "static_position")
            .and_then(|attr| match self.ctx().attr_kind(attr) {
                shader_mlir::ir::AttrKind::DenseArray { values, .. } => {
                    Some(values.iter().map(|&v| v as i64).collect::<Vec<_>>())
                }
                _ => None,
            })
            .unwrap_or_default();
        match position.as_slice() {
            [i64::MIN] => self
                .value(self.ir.operand(op, first_dynamic))
                .map(|(operand, ty)| (ty, operand)),
            [lane] => Ok((Ty::i64(), Operand::int(i128::from(*lane)))),
            _ => Err(self.ir.op_error(
                op,
                "has no LLVM IR form: only single positions into 1-D vectors are exported",
            )),
        }
    }
}
