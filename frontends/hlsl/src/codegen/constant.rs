//! Constants: each distinct constant of a function is one `arith.constant` in
//! its prologue, so that it dominates every use (the same constant built in
//! two branches is then one value, which the structured control flow of
//! [`super::stmt`] needs to see that a flag is unchanged).

use dialect_arith::ConstantOp;
use shader_mlir::apfloat;
use shader_mlir::ir::{AttrKind, Attribute, FloatKind, Type as IrType, TypeKind, Value};

use super::Gen;
use crate::types::{Scalar, Type};

impl Gen<'_> {
    /// The constant `attr` (of type `ty`), from the prologue.
    pub fn constant_attr(&mut self, ty: IrType, attr: Attribute) -> Value {
        if let Some(&v) = self.constants.get(&(ty, attr)) {
            return v;
        }
        let loc = self.ctx().unknown_loc();
        let op = self.in_prologue(|b| ConstantOp::build(b, loc, attr).0);
        let v = self.ir.result(op, 0);
        self.constants.insert((ty, attr), v);
        v
    }

    /// An integer (or `i1`) constant of type `ty`, truncated to its width.
    pub fn const_int(&mut self, ty: IrType, value: i128) -> Value {
        let attr = {
            let ctx = self.ctx();
            if ty == ctx.common().i1 {
                ctx.bool_attr(value & 1 != 0)
            } else {
                let width = match ctx.type_kind(ty) {
                    TypeKind::Integer { width, .. } => *width,
                    _ => 64,
                };
                let v = if width >= 128 {
                    value
                } else {
                    let m = value & ((1i128 << width) - 1);
                    // Signed two's complement representation of the low bits.
                    if width > 0 && m >> (width - 1) & 1 == 1 {
                        m - (1i128 << width)
                    } else {
                        m
                    }
                };
                ctx.integer_attr(ty, v)
            }
        };
        self.constant_attr(ty, attr)
    }

    pub fn const_i32(&mut self, value: i128) -> Value {
        let ty = self.ctx().common().i32;
        self.const_int(ty, value)
    }

    pub fn const_bool(&mut self, value: bool) -> Value {
        let ty = self.ctx().common().i1;
        self.const_int(ty, value as i128)
    }

    /// A float constant of type `ty`.
    pub fn const_float(&mut self, ty: IrType, value: f64) -> Value {
        let kind = match self.ctx().type_kind(ty) {
            TypeKind::Float(k) => *k,
            _ => FloatKind::F32,
        };
        let bits = apfloat::from_f64(kind, value);
        let attr = self.ctx().intern_attr(AttrKind::Float { bits, ty });
        self.constant_attr(ty, attr)
    }

    /// A scalar constant of HLSL scalar type `s`: integers from `int`, floats
    /// from `float`.
    pub fn const_scalar(&mut self, s: Scalar, int: i128, float: f64) -> Value {
        let ty = self.scalar_type(s);
        if s.concrete().is_float() {
            self.const_float(ty, float)
        } else {
            self.const_int(ty, int)
        }
    }

    /// The value of a constant scalar or splat vector, if `v` is one.
    pub fn constant_of(&self, v: Value) -> Option<Attribute> {
        let op = self.ir.defining_op(v)?;
        ConstantOp::cast(&self.ir, op).map(|c| c.value(&self.ir))
    }

    /// `Some(b)` when `v` is the constant `i1` `b`.
    pub fn known_bool(&self, v: Value) -> Option<bool> {
        if self.ir.value_type(v) != self.ctx().common().i1 {
            return None;
        }
        if self.assumed_false.contains(&v) {
            return Some(false);
        }
        let attr = self.constant_of(v)?;
        match self.ctx().attr_kind(attr) {
            AttrKind::Bool(b) => Some(*b),
            AttrKind::Integer { value, .. } => Some(*value != 0),
            _ => None,
        }
    }

    /// The zero (or `false`) value of a numeric type, as a scalar or splat.
    pub fn zero_of(&mut self, ty: &Type) -> Value {
        let s = ty.scalar().unwrap_or(Scalar::Int);
        let zero = self.const_scalar(s, 0, 0.0);
        self.splat_to(zero, ty)
    }
}
