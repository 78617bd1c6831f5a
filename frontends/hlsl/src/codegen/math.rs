//! The mathematical intrinsic functions
//! (https://learn.microsoft.com/en-us/windows/win32/direct3dhlsl/dx-graphics-hlsl-intrinsic-functions)
//! as `math` dialect ops and `arith` expressions, for scalars, vectors and
//! matrices (row by row):
//!
//! - one `math` op each: `sin` -> `math.sin`, `pow` -> `math.powf`,
//!   `atan2(y, x)` -> `math.atan2`, `round` -> `math.roundeven` (HLSL rounds
//!   halfway cases to even), `rsqrt`, `exp2`, `log10`, `trunc`, ...;
//! - formulas over them: `frac(x) = x - floor(x)`, `ldexp(x, e) = x *
//!   exp2(e)`, `degrees`/`radians` as products, `modf` (`trunc` and the
//!   rest), `sincos`, `smoothstep` (the clamped Hermite polynomial),
//!   `length = sqrt(dot(v, v))` (`|x|` for scalars), `distance`,
//!   `normalize`, `reflect` and `refract` as the reference defines them;
//! - integer sequences: `f16tof32` / `f32tof16` convert IEEE half bits held
//!   in a `uint` (rounding to nearest even, as `PackHalf2x16` does) without
//!   16-bit types, `dot4add_i8packed` / `dot4add_u8packed` by byte
//!   extraction.
//!
//! The transcendental functions exist for 16- and 32-bit floats only (as in
//! SPIR-V's GLSL.std.450 and DXIL); a `double` argument is an error naming
//! the function. Of 16-bit floats they are evaluated in `f32` and rounded
//! once (`arith.extf`, the op, `arith.truncf`).

use dialect_arith::{
    AddIOp, AndIOp, BitcastOp, CmpFOp, CmpFPredicate, CmpIOp, CmpIPredicate, DivFOp, ExtFOp,
    MaxNumFOp, MinNumFOp, MulIOp, OrIOp, SelectOp, ShLIOp, ShRSIOp, ShRUIOp, SubIOp, TruncFOp,
    UIToFPOp,
};
use dialect_math::{
    AbsFOp, AcosOp, AsinOp, Atan2Op, AtanOp, CeilOp, CosOp, CoshOp, Exp2Op, ExpOp, FloorOp, Log2Op,
    Log10Op, LogOp, PowFOp, RoundEvenOp, RsqrtOp, SinOp, SinhOp, SqrtOp, TanOp, TanhOp, TruncOp,
};
use shader_mlir::ir::{Signedness, Value};

use super::intrinsics::{scalar, shape_of};
use super::{Gen, R, Val, error};
use crate::ast::Expr;
use crate::source::Span;
use crate::types::{Scalar, Type};

/// Builds a one-operand `math` op.
type Unary = fn(&mut Gen<'_>, Value) -> Value;
/// Builds a two-operand `math` op.
type Binary = fn(&mut Gen<'_>, Value, Value) -> Value;

/// How a math intrinsic becomes IR.
#[derive(Clone, Copy)]
enum Lowering {
    /// One op per part; whether `double` is allowed.
    Unary(Unary, bool),
    Binary(Binary),
    Frac,
    Degrees,
    Radians,
    Ldexp,
    Modf,
    Sincos,
    Smoothstep,
    Length,
    Distance,
    Normalize,
    Reflect,
    Refract,
    F16ToF32,
    F32ToF16,
    Dot4Add(bool),
}

use Lowering as L;

macro_rules! unary {
    ($op:ident) => {
        |g: &mut Gen<'_>, v: Value| {
            let loc = g.loc;
            $op::build(&mut g.b(), loc, v).result(&g.ir)
        }
    };
}

macro_rules! binary {
    ($op:ident) => {
        |g: &mut Gen<'_>, x: Value, y: Value| {
            let loc = g.loc;
            $op::build(&mut g.b(), loc, x, y).result(&g.ir)
        }
    };
}

/// Every math intrinsic, by name.
const TABLE: &[(&str, Lowering)] = &[
    ("sin", L::Unary(unary!(SinOp), false)),
    ("cos", L::Unary(unary!(CosOp), false)),
    ("tan", L::Unary(unary!(TanOp), false)),
    ("asin", L::Unary(unary!(AsinOp), false)),
    ("acos", L::Unary(unary!(AcosOp), false)),
    ("atan", L::Unary(unary!(AtanOp), false)),
    ("sinh", L::Unary(unary!(SinhOp), false)),
    ("cosh", L::Unary(unary!(CoshOp), false)),
    ("tanh", L::Unary(unary!(TanhOp), false)),
    ("exp", L::Unary(unary!(ExpOp), false)),
    ("exp2", L::Unary(unary!(Exp2Op), false)),
    ("log", L::Unary(unary!(LogOp), false)),
    ("log2", L::Unary(unary!(Log2Op), false)),
    ("log10", L::Unary(unary!(Log10Op), false)),
    ("sqrt", L::Unary(unary!(SqrtOp), true)),
    ("rsqrt", L::Unary(unary!(RsqrtOp), true)),
    ("floor", L::Unary(unary!(FloorOp), true)),
    ("ceil", L::Unary(unary!(CeilOp), true)),
    ("trunc", L::Unary(unary!(TruncOp), true)),
    ("round", L::Unary(unary!(RoundEvenOp), true)),
    ("pow", L::Binary(binary!(PowFOp))),
    ("atan2", L::Binary(binary!(Atan2Op))),
    ("frac", L::Frac),
    ("degrees", L::Degrees),
    ("radians", L::Radians),
    ("ldexp", L::Ldexp),
    ("modf", L::Modf),
    ("sincos", L::Sincos),
    ("smoothstep", L::Smoothstep),
    ("length", L::Length),
    ("distance", L::Distance),
    ("normalize", L::Normalize),
    ("reflect", L::Reflect),
    ("refract", L::Refract),
    ("f16tof32", L::F16ToF32),
    ("f32tof16", L::F32ToF16),
    ("dot4add_i8packed", L::Dot4Add(true)),
    ("dot4add_u8packed", L::Dot4Add(false)),
];

impl Gen<'_> {
    /// A call of math intrinsic `name`; `None` when `name` is not one.
    pub(super) fn math_intrinsic(&mut self, name: &str, args: &[Expr], e: &Expr) -> Option<R<Val>> {
        let &(_, lowering) = TABLE.iter().find(|r| r.0 == name)?;
        Some(self.math_call(name, lowering, args, e))
    }

    fn math_call(&mut self, name: &str, lowering: Lowering, args: &[Expr], e: &Expr) -> R<Val> {
        let span = e.span;
        let arg_ty = args
            .first()
            .map_or(Type::Scalar(Scalar::Float), |a| a.ty.clone());
        let double = scalar(&arg_ty) == Scalar::Double;
        let allows_double = matches!(
            lowering,
            L::Unary(_, true)
                | L::Frac
                | L::Degrees
                | L::Radians
                | L::Smoothstep
                | L::Length
                | L::Distance
                | L::Normalize
                | L::Reflect
                | L::Refract
                | L::F16ToF32
                | L::F32ToF16
                | L::Dot4Add(_)
        );
        if double && !allows_double {
            return error(
                span,
                format!(
                    "intrinsic '{name}' is not defined for 'double' (only for 16- and 32-bit floats)"
                ),
            );
        }
        match lowering {
            L::Unary(build, exact) => {
                let x = self.gen_expr(&args[0])?;
                self.map_parts(&x, &mut |g, v| {
                    if exact {
                        return Ok(build(g, v));
                    }
                    Ok(g.in_single(&[v], &mut |g, vs| build(g, vs[0])))
                })
            }
            L::Binary(build) => {
                let [a, b] = self.gen_args(args)?;
                self.zip_parts(&a, &b, &mut |g, x, y| {
                    Ok(g.in_single(&[x, y], &mut |g, vs| build(g, vs[0], vs[1])))
                })
            }
            L::Frac => {
                let x = self.gen_expr(&args[0])?;
                self.map_parts(&x, &mut |g, v| {
                    let floor = unary!(FloorOp)(g, v);
                    Ok(g.subf(v, floor))
                })
            }
            L::Degrees | L::Radians => {
                let factor = if matches!(lowering, L::Degrees) {
                    180.0 / std::f64::consts::PI
                } else {
                    std::f64::consts::PI / 180.0
                };
                let x = self.gen_expr(&args[0])?;
                self.map_parts(&x, &mut |g, v| {
                    let t = g.ir.value_type(v);
                    let k = g.splat_float(t, factor);
                    Ok(g.mulf(v, k))
                })
            }
            L::Ldexp => {
                let [x, exp] = self.gen_args(args)?;
                self.zip_parts(&x, &exp, &mut |g, x, e| {
                    let scale = g.in_single(&[e], &mut |g, vs| unary!(Exp2Op)(g, vs[0]));
                    Ok(g.mulf(x, scale))
                })
            }
            L::Modf => {
                let x = self.gen_expr(&args[0])?;
                let whole = self.map_parts(&x, &mut |g, v| Ok(unary!(TruncOp)(g, v)))?;
                let fraction = self.zip_parts(&x, &whole, &mut |g, v, w| Ok(g.subf(v, w)))?;
                self.write_result(&args[1], whole, &arg_ty, span)?;
                Ok(fraction)
            }
            L::Sincos => {
                let x = self.gen_expr(&args[0])?;
                let sin = self.map_parts(&x, &mut |g, v| {
                    Ok(g.in_single(&[v], &mut |g, vs| unary!(SinOp)(g, vs[0])))
                })?;
                let cos = self.map_parts(&x, &mut |g, v| {
                    Ok(g.in_single(&[v], &mut |g, vs| unary!(CosOp)(g, vs[0])))
                })?;
                self.write_result(&args[1], sin, &arg_ty, span)?;
                self.write_result(&args[2], cos, &arg_ty, span)?;
                Ok(Val::Void)
            }
            L::Smoothstep => {
                let [lo, hi, x] = self.gen_args(args)?;
                let width = self.zip_parts(&hi, &lo, &mut |g, h, l| Ok(g.subf(h, l)))?;
                let offset = self.zip_parts(&x, &lo, &mut |g, x, l| Ok(g.subf(x, l)))?;
                self.zip_parts(&offset, &width, &mut |g, o, w| {
                    let loc = g.loc;
                    let t = DivFOp::build(&mut g.b(), loc, o, w).result(&g.ir);
                    let ty = g.ir.value_type(t);
                    let (zero, one) = (g.splat_float(ty, 0.0), g.splat_float(ty, 1.0));
                    let t = MaxNumFOp::build(&mut g.b(), loc, t, zero).result(&g.ir);
                    let t = MinNumFOp::build(&mut g.b(), loc, t, one).result(&g.ir);
                    // t * t * (3 - 2 * t)
                    let (two, three) = (g.splat_float(ty, 2.0), g.splat_float(ty, 3.0));
                    let twice = g.mulf(two, t);
                    let poly = g.subf(three, twice);
                    let square = g.mulf(t, t);
                    Ok(g.mulf(square, poly))
                })
            }
            L::Length => {
                let x = self.gen_expr(&args[0])?;
                Ok(Val::One(self.length(&x, &arg_ty)))
            }
            L::Distance => {
                let [a, b] = self.gen_args(args)?;
                let d = self.zip_parts(&a, &b, &mut |g, x, y| Ok(g.subf(x, y)))?;
                Ok(Val::One(self.length(&d, &arg_ty)))
            }
            L::Normalize => {
                let x = self.gen_expr(&args[0])?;
                let len = self.length(&x, &arg_ty);
                let len = self.splat_to(len, &arg_ty);
                let x = x.one();
                let loc = self.loc;
                Ok(Val::One(
                    DivFOp::build(&mut self.b(), loc, x, len).result(&self.ir),
                ))
            }
            L::Reflect => {
                // i - 2 * dot(n, i) * n
                let [i, n] = self.gen_args(args)?;
                let d = self.dot_f(&n, &i, &arg_ty);
                let t = self.ir.value_type(d);
                let two = self.splat_float(t, 2.0);
                let d2 = self.mulf(two, d);
                let d2 = self.splat_to(d2, &arg_ty);
                let scaled = self.mulf(d2, n.one());
                Ok(Val::One(self.subf(i.one(), scaled)))
            }
            L::Refract => self.refract(args),
            L::F16ToF32 | L::F32ToF16 => {
                // The bits are those of a `uint` / a `float`, whatever
                // integer or float type the argument has.
                let to_float = matches!(lowering, L::F16ToF32);
                let word = arg_ty.with_scalar(if to_float {
                    Scalar::Uint
                } else {
                    Scalar::Float
                });
                let x = self.gen_expr(&args[0])?;
                let x = self.convert(x, &arg_ty, &word, span)?;
                self.map_parts(&x, &mut |g, v| {
                    Ok(if to_float {
                        g.half_to_float(v)
                    } else {
                        g.float_to_half(v)
                    })
                })
            }
            L::Dot4Add(signed) => {
                let a = self.one_of(&args[0])?;
                let b = self.one_of(&args[1])?;
                let acc = self.one_of(&args[2])?;
                Ok(Val::One(self.dot4add(signed, a, b, acc)))
            }
        }
    }

    /// `f(values)`, evaluated in `f32` when the values are 16-bit floats
    /// (extended before, truncated after): a transcendental function of
    /// `half`s is computed at single precision and rounded once, as accurate
    /// as the half result can be (and clear of drivers whose 16-bit
    /// transcendental instructions are unreliable, lavapipe's among them).
    fn in_single(
        &mut self,
        values: &[Value],
        f: &mut dyn FnMut(&mut Self, &[Value]) -> Value,
    ) -> Value {
        let ty = self.ir.value_type(values[0]);
        let element = shape_of(self, ty).0;
        if element != self.ctx().common().f16 {
            return f(self, values);
        }
        let f32t = self.ctx().common().f32;
        let wide = self.shaped_like(ty, f32t);
        let loc = self.loc;
        let extended: Vec<Value> = values
            .iter()
            .map(|&v| ExtFOp::build(&mut self.b(), loc, wide, v, None).out(&self.ir))
            .collect();
        let result = f(self, &extended);
        TruncFOp::build(&mut self.b(), loc, ty, result, None, None).out(&self.ir)
    }

    /// Writes `value` (of type `ty`) to the `out` argument `arg`.
    fn write_result(&mut self, arg: &Expr, value: Val, ty: &Type, span: Span) -> R<()> {
        let place = self.gen_place(arg)?;
        let value = self.convert(value, ty, &arg.ty, span)?;
        self.write(&place, value, span)
    }

    /// `dot(a, b)` of two float scalars or vectors of type `ty`.
    fn dot_f(&mut self, a: &Val, b: &Val, ty: &Type) -> Value {
        let ca = self.components(a, ty);
        let same = matches!((a, b), (Val::One(x), Val::One(y)) if x == y);
        let cb = if same {
            ca.clone()
        } else {
            self.components(b, ty)
        };
        let mut acc = self.mulf(ca[0], cb[0]);
        for (&x, &y) in ca.iter().zip(&cb).skip(1) {
            let p = self.mulf(x, y);
            acc = self.addf(acc, p);
        }
        acc
    }

    /// `length(x)`: `sqrt(dot(x, x))`, and `|x|` for a scalar.
    fn length(&mut self, x: &Val, ty: &Type) -> Value {
        let loc = self.loc;
        if matches!(ty, Type::Scalar(_)) {
            return AbsFOp::build(&mut self.b(), loc, x.one()).result(&self.ir);
        }
        let d = self.dot_f(x, x, ty);
        SqrtOp::build(&mut self.b(), loc, d).result(&self.ir)
    }

    /// `refract(i, n, eta)`: with `d = dot(n, i)` and
    /// `k = 1 - eta^2 (1 - d^2)`, zero when `k < 0`, else
    /// `eta i - (eta d + sqrt(k)) n`.
    fn refract(&mut self, args: &[Expr]) -> R<Val> {
        let vty = args[0].ty.clone();
        let i = self.gen_expr(&args[0])?;
        let n = self.gen_expr(&args[1])?;
        let eta = self.one_of(&args[2])?;
        let d = self.dot_f(&n, &i, &vty);
        let t = self.ir.value_type(d);
        let one = self.splat_float(t, 1.0);
        let d2 = self.mulf(d, d);
        let rest = self.subf(one, d2);
        let eta2 = self.mulf(eta, eta);
        let scaled = self.mulf(eta2, rest);
        let k = self.subf(one, scaled);
        let root = unary!(SqrtOp)(self, k);
        let eta_d = self.mulf(eta, d);
        let coef = self.addf(eta_d, root);
        let eta_v = self.splat_to(eta, &vty);
        let coef_v = self.splat_to(coef, &vty);
        let a = self.mulf(eta_v, i.one());
        let b = self.mulf(coef_v, n.one());
        let r = self.subf(a, b);
        let k_v = self.splat_to(k, &vty);
        let rt = self.ir.value_type(r);
        let zero = self.splat_float(rt, 0.0);
        let loc = self.loc;
        let negative =
            CmpFOp::build(&mut self.b(), loc, CmpFPredicate::Olt, k_v, zero).result(&self.ir);
        Ok(Val::One(
            SelectOp::build(&mut self.b(), loc, negative, zero, r).result(&self.ir),
        ))
    }

    fn int_op(&mut self, op: IntOp, x: Value, y: Value) -> Value {
        let loc = self.loc;
        let mut b = self.b();
        match op {
            IntOp::And => AndIOp::build(&mut b, loc, x, y).result(b.ir),
            IntOp::Or => OrIOp::build(&mut b, loc, x, y).result(b.ir),
            IntOp::Shl => ShLIOp::build(&mut b, loc, x, y).result(b.ir),
            IntOp::ShrU => ShRUIOp::build(&mut b, loc, x, y).result(b.ir),
            IntOp::ShrS => ShRSIOp::build(&mut b, loc, x, y).result(b.ir),
            IntOp::Add => AddIOp::build(&mut b, loc, x, y).result(b.ir),
            IntOp::Sub => SubIOp::build(&mut b, loc, x, y).result(b.ir),
            IntOp::Mul => MulIOp::build(&mut b, loc, x, y).result(b.ir),
        }
    }

    /// `op(x, k)` with `k` an integer constant splat to `x`'s shape.
    fn int_op_k(&mut self, op: IntOp, x: Value, k: i128) -> Value {
        let t = self.ir.value_type(x);
        let k = self.splat_int(t, k);
        self.int_op(op, x, k)
    }

    fn cmpi_k(&mut self, p: CmpIPredicate, x: Value, k: i128) -> Value {
        let t = self.ir.value_type(x);
        let k = self.splat_int(t, k);
        let loc = self.loc;
        CmpIOp::build(&mut self.b(), loc, p, x, k).result(&self.ir)
    }

    fn select(&mut self, c: Value, x: Value, y: Value) -> Value {
        let loc = self.loc;
        SelectOp::build(&mut self.b(), loc, c, x, y).result(&self.ir)
    }

    /// The `float` (scalar or vector) of the IEEE half in the low 16 bits of
    /// each `uint` of `v`: normal numbers rebias the exponent, subnormals
    /// are `mantissa * 2^-24`, infinities and NaNs keep an all-ones exponent.
    fn half_to_float(&mut self, v: Value) -> Value {
        use CmpIPredicate as P;
        use IntOp::*;
        let it = self.ir.value_type(v);
        let f32t = self.ctx().common().f32;
        let ft = self.shaped_like(it, f32t);
        let magnitude = self.int_op_k(And, v, 0x7fff);
        let exponent = self.int_op_k(And, v, 0x7c00);
        let shifted = self.int_op_k(Shl, magnitude, 13);
        let normal = self.int_op_k(Add, shifted, 112 << 23);
        let special = self.int_op_k(Or, shifted, 0x7f80_0000);
        let is_special = self.cmpi_k(P::Eq, exponent, 0x7c00);
        let bits = self.select(is_special, special, normal);
        let value = self.bitcast(ft, bits);
        // Subnormals (and zero): the mantissa times 2^-24, exactly.
        let loc = self.loc;
        let mantissa = UIToFPOp::build(&mut self.b(), loc, ft, magnitude).out(&self.ir);
        let scale = self.splat_float(ft, 2f64.powi(-24));
        let small = self.mulf(mantissa, scale);
        let is_small = self.cmpi_k(P::Eq, exponent, 0);
        let value = self.select(is_small, small, value);
        let bits = self.bitcast(it, value);
        let sign = self.int_op_k(And, v, 0x8000);
        let sign = self.int_op_k(Shl, sign, 16);
        let bits = self.int_op(Or, bits, sign);
        self.bitcast(ft, bits)
    }

    /// The IEEE half bits (in the low 16 bits of a `uint`) of each `float`
    /// of `v`, rounded to nearest even; overflow gives infinity, NaNs stay
    /// NaNs.
    fn float_to_half(&mut self, v: Value) -> Value {
        use CmpIPredicate as P;
        use IntOp::*;
        let ft = self.ir.value_type(v);
        let i32t = self.ctx().integer_type(32, Signedness::Signless);
        let it = self.shaped_like(ft, i32t);
        let b = self.bitcast(it, v);
        let sign = self.int_op_k(ShrU, b, 16);
        let sign = self.int_op_k(And, sign, 0x8000);
        let e = self.int_op_k(ShrU, b, 23);
        let e = self.int_op_k(And, e, 0xff);
        let m = self.int_op_k(And, b, 0x7f_ffff);
        // Normal halves (e >= 113): shift 13, the exponent rebiased; smaller
        // ones: the mantissa with its implicit bit, shifted 126 - e (at most
        // 31: nothing is left of it then).
        let is_normal = self.cmpi_k(P::Uge, e, 113);
        let implicit = self.int_op_k(Or, m, 0x80_0000);
        let k126 = self.splat_int(it, 126);
        let sub_shift = self.int_op(Sub, k126, e);
        let k31 = self.splat_int(it, 31);
        let loc = self.loc;
        let sub_shift =
            dialect_arith::MinUIOp::build(&mut self.b(), loc, sub_shift, k31).result(&self.ir);
        let k13 = self.splat_int(it, 13);
        let shift = self.select(is_normal, k13, sub_shift);
        let source = self.select(is_normal, m, implicit);
        let rebiased = self.int_op_k(Sub, e, 112);
        let rebiased = self.int_op_k(Shl, rebiased, 10);
        let kept = self.int_op(ShrU, source, shift);
        let normal_base = self.int_op(Or, rebiased, kept);
        let base = self.select(is_normal, normal_base, kept);
        // Round to nearest, ties to even.
        let one = self.splat_int(it, 1);
        let unit = self.int_op(Shl, one, shift);
        let mask = self.int_op(Sub, unit, one);
        let rest = self.int_op(And, source, mask);
        let half_shift = self.int_op_k(Sub, shift, 1);
        let halfway = self.int_op(Shl, one, half_shift);
        let loc = self.loc;
        let above = CmpIOp::build(&mut self.b(), loc, P::Ugt, rest, halfway).result(&self.ir);
        let tie = CmpIOp::build(&mut self.b(), loc, P::Eq, rest, halfway).result(&self.ir);
        let odd = self.int_op_k(And, base, 1);
        let odd = self.cmpi_k(P::Ne, odd, 0);
        let tie_up = AndIOp::build(&mut self.b(), loc, tie, odd).result(&self.ir);
        let up = OrIOp::build(&mut self.b(), loc, above, tie_up).result(&self.ir);
        let zero = self.splat_int(it, 0);
        let carry = self.select(up, one, zero);
        let rounded = self.int_op(Add, base, carry);
        // Too large: infinity; infinities and NaNs (a quiet NaN).
        let overflow = self.cmpi_k(P::Uge, e, 143);
        let inf = self.splat_int(it, 0x7c00);
        let finite = self.select(overflow, inf, rounded);
        let is_nan = self.cmpi_k(P::Ne, m, 0);
        let nan = self.splat_int(it, 0x7e00);
        let special = self.select(is_nan, nan, inf);
        let is_special = self.cmpi_k(P::Eq, e, 0xff);
        let magnitude = self.select(is_special, special, finite);
        self.int_op(Or, magnitude, sign)
    }

    /// `dot4add_i8packed` / `dot4add_u8packed`: the sum of the products of
    /// the four bytes of `a` and `b` (signed or unsigned), plus `acc`.
    fn dot4add(&mut self, signed: bool, a: Value, b: Value, acc: Value) -> Value {
        use IntOp::*;
        let mut sum = acc;
        for i in 0..4 {
            let byte = |g: &mut Self, x: Value| {
                if signed {
                    let up = g.int_op_k(Shl, x, 24 - 8 * i);
                    g.int_op_k(ShrS, up, 24)
                } else {
                    let down = g.int_op_k(ShrU, x, 8 * i);
                    g.int_op_k(And, down, 0xff)
                }
            };
            let (x, y) = (byte(self, a), byte(self, b));
            let p = self.int_op(Mul, x, y);
            sum = self.int_op(Add, sum, p);
        }
        sum
    }

    fn bitcast(&mut self, ty: shader_mlir::ir::Type, v: Value) -> Value {
        let loc = self.loc;
        BitcastOp::build(&mut self.b(), loc, ty, v).out(&self.ir)
    }
}

#[derive(Clone, Copy)]
enum IntOp {
    And,
    Or,
    Shl,
    ShrU,
    ShrS,
    Add,
    Sub,
    Mul,
}
