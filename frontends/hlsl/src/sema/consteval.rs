//! Constant evaluation of checked expressions: literals, enum constants,
//! `static const` scalars, operators, casts, for array sizes, template
//! arguments, `case` labels and attribute arguments.

use super::Sema;
use crate::ast::*;
use crate::types::{Scalar, Type};

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum ConstValue {
    Int(i64),
    Float(f64),
    Bool(bool),
}

impl ConstValue {
    pub fn as_i64(self) -> Option<i64> {
        match self {
            ConstValue::Int(v) => Some(v),
            ConstValue::Bool(b) => Some(b as i64),
            ConstValue::Float(_) => None,
        }
    }

    fn as_f64(self) -> f64 {
        match self {
            ConstValue::Int(v) => v as f64,
            ConstValue::Float(f) => f,
            ConstValue::Bool(b) => b as i64 as f64,
        }
    }

    fn truth(self) -> bool {
        match self {
            ConstValue::Int(v) => v != 0,
            ConstValue::Float(f) => f != 0.0,
            ConstValue::Bool(b) => b,
        }
    }

    /// Converted to a scalar type.
    fn to(self, s: Scalar) -> ConstValue {
        if s == Scalar::Bool {
            ConstValue::Bool(self.truth())
        } else if s.is_float() {
            ConstValue::Float(self.as_f64())
        } else {
            let v = match self {
                ConstValue::Float(f) => f as i64,
                other => other.as_i64().unwrap_or(0),
            };
            let v = match s {
                Scalar::Uint | Scalar::Min16Uint => v as u32 as i64,
                Scalar::Int | Scalar::Min16Int | Scalar::Min12Int => v as i32 as i64,
                Scalar::Int16 => v as i16 as i64,
                Scalar::Uint16 => v as u16 as i64,
                _ => v,
            };
            ConstValue::Int(v)
        }
    }
}

impl Sema<'_> {
    /// An integer constant of a checked expression.
    pub(super) fn const_int(&self, e: &Expr) -> Option<i64> {
        self.const_eval(e)?.as_i64()
    }

    /// Checks a copy of an expression (attribute arguments are not part of
    /// the checked tree) and evaluates it.
    pub(super) fn const_eval_unchecked(&mut self, e: &Expr) -> Option<i64> {
        let mut copy = e.clone();
        self.check_expr(&mut copy);
        self.const_int(&copy)
    }

    pub(super) fn const_eval(&self, e: &Expr) -> Option<ConstValue> {
        self.eval(e, 0)
    }

    fn eval(&self, e: &Expr, depth: u32) -> Option<ConstValue> {
        if depth > 256 {
            return None;
        }
        let d = depth + 1;
        let v = match &e.kind {
            ExprKind::IntLit(v, _) => ConstValue::Int(*v as i64),
            ExprKind::FloatLit(v, _) => ConstValue::Float(*v),
            ExprKind::BoolLit(b) => ConstValue::Bool(*b),
            ExprKind::Name {
                resolved: Some(Ref::EnumConst(v)),
                ..
            } => ConstValue::Int(*v),
            ExprKind::Name {
                resolved: Some(Ref::Var(id)),
                ..
            } => self.prog.vars[*id as usize].const_value?,
            ExprKind::ImplicitCast(_, inner) | ExprKind::Cast(_, _, inner) => {
                let v = self.eval(inner, d)?;
                match e.ty.scalar() {
                    Some(s) if matches!(e.ty, Type::Scalar(_) | Type::Enum(..)) => v.to(s),
                    _ => v,
                }
            }
            ExprKind::Construct(_, args) if args.len() == 1 && matches!(e.ty, Type::Scalar(_)) => {
                self.eval(&args[0], d)?.to(e.ty.scalar()?)
            }
            ExprKind::Unary(op, x) => {
                let v = self.eval(x, d)?;
                match op {
                    UnaryOp::Plus => v,
                    UnaryOp::Neg => match v {
                        ConstValue::Float(f) => ConstValue::Float(-f),
                        other => ConstValue::Int(other.as_i64()?.wrapping_neg()),
                    },
                    UnaryOp::Not => ConstValue::Bool(!v.truth()),
                    UnaryOp::BitNot => ConstValue::Int(!v.as_i64()?),
                    _ => return None,
                }
            }
            ExprKind::Binary(op, l, r) => {
                let (a, b) = (self.eval(l, d)?, self.eval(r, d)?);
                binary(*op, a, b, l.ty.scalar().is_some_and(|s| s.is_unsigned()))?
            }
            ExprKind::Ternary(c, a, b) => {
                if self.eval(c, d)?.truth() {
                    self.eval(a, d)?
                } else {
                    self.eval(b, d)?
                }
            }
            _ => return None,
        };
        if matches!(e.ty, Type::Scalar(_)) {
            return Some(v.to(e.ty.scalar()?));
        }
        Some(v)
    }
}

fn binary(op: BinaryOp, a: ConstValue, b: ConstValue, unsigned: bool) -> Option<ConstValue> {
    use BinaryOp::*;
    let float = matches!(a, ConstValue::Float(_)) || matches!(b, ConstValue::Float(_));
    if op.is_logical() {
        return Some(ConstValue::Bool(match op {
            And => a.truth() && b.truth(),
            _ => a.truth() || b.truth(),
        }));
    }
    if float {
        let (x, y) = (a.as_f64(), b.as_f64());
        if let Some(c) = compare(op, x, y) {
            return Some(ConstValue::Bool(c));
        }
        return Some(match op {
            Mul => ConstValue::Float(x * y),
            Div => ConstValue::Float(x / y),
            Rem => ConstValue::Float(x % y),
            Add => ConstValue::Float(x + y),
            Sub => ConstValue::Float(x - y),
            _ => return None,
        });
    }
    let (x, y) = (a.as_i64()?, b.as_i64()?);
    if let Some(c) = compare(op, x, y) {
        return Some(ConstValue::Bool(c));
    }
    Some(match op {
        Mul => ConstValue::Int(x.wrapping_mul(y)),
        Div if y == 0 => return None,
        Rem if y == 0 => return None,
        Div if unsigned => ConstValue::Int(((x as u64) / (y as u64)) as i64),
        Rem if unsigned => ConstValue::Int(((x as u64) % (y as u64)) as i64),
        Div => ConstValue::Int(x.wrapping_div(y)),
        Rem => ConstValue::Int(x.wrapping_rem(y)),
        Add => ConstValue::Int(x.wrapping_add(y)),
        Sub => ConstValue::Int(x.wrapping_sub(y)),
        Shl => ConstValue::Int(x.wrapping_shl(y as u32)),
        Shr => ConstValue::Int(x.wrapping_shr(y as u32)),
        BitAnd => ConstValue::Int(x & y),
        BitXor => ConstValue::Int(x ^ y),
        BitOr => ConstValue::Int(x | y),
        _ => return None,
    })
}

/// A comparison of two constants; `None` for the other operators.
fn compare<T: PartialOrd>(op: BinaryOp, x: T, y: T) -> Option<bool> {
    use BinaryOp::*;
    Some(match op {
        Lt => x < y,
        Gt => x > y,
        Le => x <= y,
        Ge => x >= y,
        Eq => x == y,
        Ne => x != y,
        _ => return None,
    })
}
