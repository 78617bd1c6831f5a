//! Reads of the Vulkan-only globals (docs/hlsl-dialect.md): members of the
//! `[[vk::push_constant]]` block as `hlsl.push_constant.load`, and
//! `[[vk::constant_id(N)]]` constants as `hlsl.spec_constant` with their
//! default value.

use dialect_hlsl::ops::{PushConstantLoadOp, SpecConstantOp};
use shader_mlir::apfloat;
use shader_mlir::ir::{AttrKind, FloatKind, Type as IrType, TypeKind, Value};

use super::{Gen, R, Val, error};
use crate::ast::VarId;
use crate::sema::ConstValue;
use crate::source::Span;
use crate::types::Scalar;

impl Gen<'_> {
    /// Loads the member at `path` (of memory type `ty`) of push-constant
    /// block `var`.
    pub fn push_constant_load(
        &mut self,
        var: VarId,
        path: Vec<i32>,
        ty: IrType,
        span: Span,
    ) -> R<Value> {
        let info = self.prog.var(var).clone();
        if path.is_empty() {
            return error(span, "the push constant block is read member by member");
        }
        let block = self.element_type(&info.ty, false, span)?;
        let loc = self.loc;
        Ok(
            PushConstantLoadOp::build(&mut self.b(), loc, ty, &info.name, block, &path)
                .result(&self.ir),
        )
    }

    /// The value of specialization constant `var`.
    pub fn spec_constant(&mut self, var: VarId, span: Span) -> R<Val> {
        let info = self.prog.var(var).clone();
        let Some((id, value)) = info.spec_constant else {
            return error(
                span,
                format!("'{}' is not a specialization constant", info.name),
            );
        };
        let s = info.ty.scalar().unwrap_or(Scalar::Int).concrete();
        let ty = self.scalar_type(s);
        let ctx = self.ctx();
        let default = match (ctx.type_kind(ty), value) {
            (TypeKind::Float(kind), c) => {
                let x = match c {
                    ConstValue::Int(i) => i as f64,
                    ConstValue::Float(x) => x,
                    ConstValue::Bool(b) => f64::from(u8::from(b)),
                };
                let kind: FloatKind = *kind;
                ctx.intern_attr(AttrKind::Float {
                    bits: apfloat::from_f64(kind, x),
                    ty,
                })
            }
            (_, c) if s == Scalar::Bool => ctx.bool_attr(match c {
                ConstValue::Int(i) => i != 0,
                ConstValue::Float(x) => x != 0.0,
                ConstValue::Bool(b) => b,
            }),
            (TypeKind::Integer { width, .. }, c) => {
                let width = *width;
                let i = match c {
                    ConstValue::Int(i) => i128::from(i),
                    ConstValue::Float(x) => x as i128,
                    ConstValue::Bool(b) => i128::from(b),
                };
                // Two's complement of the low `width` bits, as the type holds it.
                let m = i & ((1i128 << width) - 1);
                let v = if width > 0 && (m >> (width - 1)) & 1 == 1 {
                    m - (1i128 << width)
                } else {
                    m
                };
                ctx.integer_attr(ty, v)
            }
            _ => {
                return error(
                    span,
                    format!("specialization constant '{}' of this type", info.name),
                );
            }
        };
        let loc = self.loc;
        let op = SpecConstantOp::build(&mut self.b(), loc, ty, &info.name, id as i32, default);
        Ok(Val::One(op.result(&self.ir)))
    }
}
