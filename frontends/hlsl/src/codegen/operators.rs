//! Operators (https://microsoft.github.io/hlsl-specs/specs/hlsl.html#Expr):
//! the typed AST has already converted the operands to the operation's
//! type, so an operator is one `arith` op per scalar/vector part, chosen by
//! the component type (signed or unsigned integer, float, `bool`). Shift
//! counts are masked to the bit width, as DXC does; `!=` on floats is
//! unordered and the other comparisons ordered; `&&`, `||` and `?:` on
//! scalars evaluate their right side only when needed (HLSL 2021), under an
//! `scf.if` unless it is a side-effect-free expression.

use dialect_arith::{
    AddFOp, AddIOp, AndIOp, CmpFOp, CmpFPredicate, CmpIOp, CmpIPredicate, DivFOp, DivSIOp, DivUIOp,
    MulFOp, MulIOp, NegFOp, OrIOp, RemFOp, RemSIOp, RemUIOp, ShLIOp, ShRSIOp, ShRUIOp, SubFOp,
    SubIOp, XOrIOp,
};
use shader_mlir::ir::Value;

use super::expr::is_simple;
use super::{Gen, Key, R, Val, unsupported};
use crate::ast::{BinaryOp, Expr, UnaryOp};
use crate::source::Span;
use crate::types::{Scalar, Type};

impl Gen<'_> {
    pub(super) fn unary(&mut self, op: UnaryOp, inner: &Expr, e: &Expr) -> R<Val> {
        match op {
            UnaryOp::Plus => self.gen_expr(inner),
            UnaryOp::Neg => {
                let v = self.gen_expr(inner)?;
                let s = e.ty.scalar().unwrap_or(Scalar::Int);
                let ty = e.ty.clone();
                let mut f = |g: &mut Self, x: Value| -> R<Value> {
                    let loc = g.loc;
                    if s.concrete().is_float() {
                        Ok(NegFOp::build(&mut g.b(), loc, x).result(&g.ir))
                    } else {
                        let zero = g.zero_like(x, &ty);
                        Ok(SubIOp::build(&mut g.b(), loc, zero, x).result(&g.ir))
                    }
                };
                self.map_parts(&v, &mut f)
            }
            UnaryOp::Not | UnaryOp::BitNot => {
                let v = self.gen_expr(inner)?;
                let v = if op == UnaryOp::Not {
                    self.convert(v, &inner.ty, &e.ty, e.span)?
                } else {
                    v
                };
                let ty = e.ty.clone();
                let mut f = |g: &mut Self, x: Value| -> R<Value> {
                    let ones = g.ones_like(x, &ty);
                    let loc = g.loc;
                    Ok(XOrIOp::build(&mut g.b(), loc, x, ones).result(&g.ir))
                };
                self.map_parts(&v, &mut f)
            }
            UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec => {
                let p = self.gen_place(inner)?;
                let old = self.read(&p, e.span)?;
                let ty = inner.ty.clone();
                let s = ty.scalar().unwrap_or(Scalar::Int);
                let one = self.const_scalar(s, 1, 1.0);
                let one_v = Val::One(self.splat_to(one, &ty));
                let one_v = match &old {
                    Val::Many(rows) => Val::Many(
                        rows.iter()
                            .map(|_| {
                                let r =
                                    self.splat_to(one, &Type::vec(s, ty.dims().map_or(1, |d| d.1)));
                                Val::One(r)
                            })
                            .collect(),
                    ),
                    _ => one_v,
                };
                let bop = if matches!(op, UnaryOp::PreInc | UnaryOp::PostInc) {
                    BinaryOp::Add
                } else {
                    BinaryOp::Sub
                };
                let new = self.binop(bop, &old, &one_v, &ty, e.span)?;
                self.write(&p, new.clone(), e.span)?;
                Ok(if matches!(op, UnaryOp::PreInc | UnaryOp::PreDec) {
                    new
                } else {
                    old
                })
            }
        }
    }

    /// A splat zero of the type of `x` (`ty` gives its HLSL layout).
    fn zero_like(&mut self, x: Value, ty: &Type) -> Value {
        let t = self.ir.value_type(x);
        let z = self.const_int(element_of(self, t), 0);
        self.splat_like(z, t, ty)
    }

    /// All ones (`true` for `bool`) of the type of `x`.
    fn ones_like(&mut self, x: Value, ty: &Type) -> Value {
        let t = self.ir.value_type(x);
        let z = self.const_int(element_of(self, t), -1);
        self.splat_like(z, t, ty)
    }

    fn splat_like(&mut self, scalar: Value, t: shader_mlir::ir::Type, _ty: &Type) -> Value {
        match self.ctx().type_kind(t) {
            shader_mlir::ir::TypeKind::Vector { shape, .. } => {
                let n = shape[0] as u8;
                self.splat_to(scalar, &Type::Vector(Scalar::Int, n))
            }
            _ => scalar,
        }
    }

    pub(super) fn binary_expr(&mut self, op: BinaryOp, l: &Expr, r: &Expr, e: &Expr) -> R<Val> {
        if op.is_logical() {
            return self.logical(op, l, r);
        }
        let a = self.gen_expr(l)?;
        let b = self.gen_expr(r)?;
        let b = if matches!(op, BinaryOp::Shl | BinaryOp::Shr) && r.ty.scalar() != l.ty.scalar() {
            self.convert(b, &r.ty, &l.ty, e.span)?
        } else {
            b
        };
        self.binop(op, &a, &b, &l.ty, e.span)
    }

    /// `a op b` on values of operand type `ty`.
    pub fn binop(&mut self, op: BinaryOp, a: &Val, b: &Val, ty: &Type, span: Span) -> R<Val> {
        let s = ty.scalar().unwrap_or(Scalar::Int).concrete();
        let bits = self.bits(s);
        let mut f = |g: &mut Self, x: Value, y: Value| -> R<Value> {
            g.binop_part(op, s, bits, x, y, span)
        };
        self.zip_parts(a, b, &mut f)
    }

    fn binop_part(
        &mut self,
        op: BinaryOp,
        s: Scalar,
        bits: u32,
        x: Value,
        y: Value,
        span: Span,
    ) -> R<Value> {
        let float = s.is_float();
        let unsigned = s.is_unsigned() || s == Scalar::Bool;
        let loc = self.loc;
        let ir_ty = self.ir.value_type(x);
        if op.is_comparison() {
            return Ok(if float {
                let p = match op {
                    BinaryOp::Lt => CmpFPredicate::Olt,
                    BinaryOp::Gt => CmpFPredicate::Ogt,
                    BinaryOp::Le => CmpFPredicate::Ole,
                    BinaryOp::Ge => CmpFPredicate::Oge,
                    BinaryOp::Eq => CmpFPredicate::Oeq,
                    _ => CmpFPredicate::Une,
                };
                CmpFOp::build(&mut self.b(), loc, p, x, y).result(&self.ir)
            } else {
                let p = match (op, unsigned) {
                    (BinaryOp::Lt, false) => CmpIPredicate::Slt,
                    (BinaryOp::Lt, true) => CmpIPredicate::Ult,
                    (BinaryOp::Gt, false) => CmpIPredicate::Sgt,
                    (BinaryOp::Gt, true) => CmpIPredicate::Ugt,
                    (BinaryOp::Le, false) => CmpIPredicate::Sle,
                    (BinaryOp::Le, true) => CmpIPredicate::Ule,
                    (BinaryOp::Ge, false) => CmpIPredicate::Sge,
                    (BinaryOp::Ge, true) => CmpIPredicate::Uge,
                    (BinaryOp::Eq, _) => CmpIPredicate::Eq,
                    _ => CmpIPredicate::Ne,
                };
                CmpIOp::build(&mut self.b(), loc, p, x, y).result(&self.ir)
            });
        }
        let mut b = self.b();
        let v = match op {
            BinaryOp::Add if float => AddFOp::build(&mut b, loc, x, y).result(b.ir),
            BinaryOp::Add => AddIOp::build(&mut b, loc, x, y).result(b.ir),
            BinaryOp::Sub if float => SubFOp::build(&mut b, loc, x, y).result(b.ir),
            BinaryOp::Sub => SubIOp::build(&mut b, loc, x, y).result(b.ir),
            BinaryOp::Mul if float => MulFOp::build(&mut b, loc, x, y).result(b.ir),
            BinaryOp::Mul => MulIOp::build(&mut b, loc, x, y).result(b.ir),
            BinaryOp::Div if float => DivFOp::build(&mut b, loc, x, y).result(b.ir),
            BinaryOp::Div if unsigned => DivUIOp::build(&mut b, loc, x, y).result(b.ir),
            BinaryOp::Div => DivSIOp::build(&mut b, loc, x, y).result(b.ir),
            BinaryOp::Rem if float => RemFOp::build(&mut b, loc, x, y).result(b.ir),
            BinaryOp::Rem if unsigned => RemUIOp::build(&mut b, loc, x, y).result(b.ir),
            BinaryOp::Rem => RemSIOp::build(&mut b, loc, x, y).result(b.ir),
            BinaryOp::BitAnd => AndIOp::build(&mut b, loc, x, y).result(b.ir),
            BinaryOp::BitOr => OrIOp::build(&mut b, loc, x, y).result(b.ir),
            BinaryOp::BitXor => XOrIOp::build(&mut b, loc, x, y).result(b.ir),
            BinaryOp::Shl | BinaryOp::Shr => {
                let ty = Type::Scalar(s);
                let et = element_of(self, ir_ty);
                let count = match self.constant_of(y).and_then(|a| self.ir.int_value(a)) {
                    // A constant count is masked here.
                    Some(k) => {
                        let m = self.const_int(et, k & i128::from(bits - 1));
                        self.splat_like(m, ir_ty, &ty)
                    }
                    None => {
                        let m = self.const_int(et, i128::from(bits - 1));
                        let mask = self.splat_like(m, ir_ty, &ty);
                        let loc = self.loc;
                        AndIOp::build(&mut self.b(), loc, y, mask).result(&self.ir)
                    }
                };
                let loc = self.loc;
                let mut b = self.b();
                match (op, unsigned) {
                    (BinaryOp::Shl, _) => ShLIOp::build(&mut b, loc, x, count).result(b.ir),
                    (_, true) => ShRUIOp::build(&mut b, loc, x, count).result(b.ir),
                    _ => ShRSIOp::build(&mut b, loc, x, count).result(b.ir),
                }
            }
            _ => return unsupported(span, format!("operator '{}'", op.spelling())),
        };
        Ok(v)
    }

    fn logical(&mut self, op: BinaryOp, l: &Expr, r: &Expr) -> R<Val> {
        let a = self.gen_cond(l)?;
        if is_simple(r) {
            let b = self.gen_cond(r)?;
            let loc = self.loc;
            let mut bl = self.b();
            let v = if op == BinaryOp::And {
                AndIOp::build(&mut bl, loc, a, b).result(bl.ir)
            } else {
                OrIOp::build(&mut bl, loc, a, b).result(bl.ir)
            };
            return Ok(Val::One(v));
        }
        // Short circuit: the right side only when it decides.
        let t = self.fresh_id();
        let key = Key::Temp(t);
        let start = self.const_bool(op == BinaryOp::Or);
        self.env.insert(key, Val::One(start));
        let cond = if op == BinaryOp::And { a } else { self.not(a) };
        self.gen_if(
            cond,
            &mut |g: &mut Self| {
                let b = g.gen_cond(r)?;
                g.env.insert(key, Val::One(b));
                Ok(())
            },
            None,
        )?;
        Ok(self.env.remove(&key).unwrap_or(Val::One(start)))
    }

    /// `!v` of an `i1`.
    pub fn not(&mut self, v: Value) -> Value {
        if let Some(b) = self.known_bool(v) {
            return self.const_bool(!b);
        }
        let t = self.const_bool(true);
        let loc = self.loc;
        XOrIOp::build(&mut self.b(), loc, v, t).result(&self.ir)
    }

    /// `a && b` of `i1`s.
    pub fn and(&mut self, a: Value, b: Value) -> Value {
        match (self.known_bool(a), self.known_bool(b)) {
            (Some(false), _) | (_, Some(true)) => a,
            (_, Some(false)) | (Some(true), _) => b,
            _ => self.andi(a, b),
        }
    }

    /// `a || b` of `i1`s.
    pub fn or(&mut self, a: Value, b: Value) -> Value {
        match (self.known_bool(a), self.known_bool(b)) {
            (Some(true), _) | (_, Some(false)) => a,
            (_, Some(true)) | (Some(false), _) => b,
            _ => self.or_v(a, b),
        }
    }

    pub(super) fn ternary(&mut self, c: &Expr, a: &Expr, b: &Expr, e: &Expr) -> R<Val> {
        if !matches!(c.ty, Type::Scalar(_)) {
            // A vector condition selects component by component.
            let cv = self.gen_expr(c)?;
            let av = self.gen_expr(a)?;
            let bv = self.gen_expr(b)?;
            return self.select_val(cv.one(), &av, &bv);
        }
        let cond = self.gen_cond(c)?;
        if is_simple(a) && is_simple(b) {
            let av = self.gen_expr(a)?;
            let bv = self.gen_expr(b)?;
            return self.select_val(cond, &av, &bv);
        }
        let t = self.fresh_id();
        let key = Key::Temp(t);
        let zero = self.zero_val(&e.ty, e.span)?;
        self.env.insert(key, zero);
        self.gen_if(
            cond,
            &mut |g: &mut Self| {
                let v = g.gen_expr(a)?;
                g.env.insert(key, v);
                Ok(())
            },
            Some(&mut |g: &mut Self| {
                let v = g.gen_expr(b)?;
                g.env.insert(key, v);
                Ok(())
            }),
        )?;
        Ok(self.env.remove(&key).unwrap_or(Val::Void))
    }

    pub(super) fn assign(
        &mut self,
        op: Option<BinaryOp>,
        l: &Expr,
        r: &Expr,
        span: Span,
    ) -> R<Val> {
        match op {
            None => {
                let v = self.gen_expr(r)?;
                let p = self.gen_place(l)?;
                self.write(&p, v.clone(), span)?;
                Ok(v)
            }
            Some(op) => {
                let p = self.gen_place(l)?;
                let rv = self.gen_expr(r)?;
                let rv = if r.ty.scalar() != l.ty.scalar() || r.ty.dims() != l.ty.dims() {
                    self.convert(rv, &r.ty, &l.ty, span)?
                } else {
                    rv
                };
                let old = self.read(&p, span)?;
                let new = self.binop(op, &old, &rv, &l.ty, span)?;
                self.write(&p, new.clone(), span)?;
                Ok(new)
            }
        }
    }
}

/// The element type of a scalar or vector IR type.
fn element_of(g: &Gen<'_>, t: shader_mlir::ir::Type) -> shader_mlir::ir::Type {
    match g.ctx().type_kind(t) {
        shader_mlir::ir::TypeKind::Vector { element, .. } => *element,
        _ => t,
    }
}
