//! Bit intrinsics with `arith` shift-and-mask sequences
//! (https://graphics.stanford.edu/~seander/bithacks.html): `countbits` as
//! the parallel bit count, `reversebits` by swapping halves, quarters, ...,
//! `firstbitlow` as the count of the bits below the lowest set one, and
//! `firstbithigh` by smearing the highest set bit down (`FindSMsb` inverts
//! negative values first); -1 (all ones) when no bit qualifies.

use dialect_arith::{AndIOp, CmpIOp, CmpIPredicate, ExtUIOp, SelectOp, SubIOp, TruncIOp, XOrIOp};
use shader_mlir::ir::{Signedness, TypeKind, Value};

use super::intrinsics::{scalar, shape_of};
use super::{Gen, R, Val};
use crate::ast::Expr;
use crate::source::Span;
use crate::types::Type;

impl Gen<'_> {
    /// A bit operation on each integer part, the result at the width of `ty`.
    pub(super) fn bit_op(
        &mut self,
        args: &[Expr],
        ty: &Type,
        _span: Span,
        f: fn(&mut Self, Value) -> Value,
    ) -> R<Val> {
        let x = self.gen_expr(&args[0])?;
        let bits = self.bits(scalar(ty));
        self.map_parts(&x, &mut |g, v| {
            let r = f(g, v);
            Ok(g.resize_int(r, bits))
        })
    }

    fn width_of(&self, v: Value) -> u32 {
        let t = self.ir.value_type(v);
        let (e, _) = shape_of(self, t);
        match self.ctx().type_kind(e) {
            TypeKind::Integer { width, .. } => *width,
            _ => 32,
        }
    }

    fn shr(&mut self, v: Value, k: u32) -> Value {
        let c = self.int_like(v, i128::from(k));
        self.shrui(v, c)
    }

    fn shl(&mut self, v: Value, k: u32) -> Value {
        let c = self.int_like(v, i128::from(k));
        self.shli(v, c)
    }

    fn and_c(&mut self, v: Value, mask: i128) -> Value {
        let c = self.int_like(v, mask);
        self.andi(v, c)
    }

    /// The integer constant `value` of `v`'s type (splat for vectors).
    fn int_like(&mut self, v: Value, value: i128) -> Value {
        let t = self.ir.value_type(v);
        self.splat_int(t, value)
    }

    /// The number of set bits (the parallel sum of
    /// https://graphics.stanford.edu/~seander/bithacks.html#CountBitsSetParallel),
    /// as a 32-bit integer.
    pub(super) fn popcount(&mut self, v: Value) -> Value {
        let w = self.width_of(v);
        let m = |pattern: u128| -> i128 { (pattern & ((1u128 << w) - 1)) as i128 };
        let x1 = self.shr(v, 1);
        let x1 = self.and_c(x1, m(0x5555_5555_5555_5555_5555_5555_5555_5555));
        let loc = self.loc;
        let x = SubIOp::build(&mut self.b(), loc, v, x1).result(&self.ir);
        let a = self.and_c(x, m(0x3333_3333_3333_3333_3333_3333_3333_3333));
        let b = self.shr(x, 2);
        let b = self.and_c(b, m(0x3333_3333_3333_3333_3333_3333_3333_3333));
        let x = self.add(a, b);
        let y = self.shr(x, 4);
        let x = self.add(x, y);
        let mut x = self.and_c(x, m(0x0f0f_0f0f_0f0f_0f0f_0f0f_0f0f_0f0f_0f0f));
        let mut k = 8;
        while k < w {
            let y = self.shr(x, k);
            x = self.add(x, y);
            k *= 2;
        }
        let x = self.and_c(x, 0x7f);
        self.resize_int(x, 32)
    }

    /// An integer value (scalar or vector) truncated or zero-extended to `bits`.
    fn resize_int(&mut self, v: Value, bits: u32) -> Value {
        let w = self.width_of(v);
        if w == bits {
            return v;
        }
        let t = self.ir.value_type(v);
        let it = self.ctx().integer_type(bits, Signedness::Signless);
        let target = self.shaped_like(t, it);
        let loc = self.loc;
        if w > bits {
            TruncIOp::build(&mut self.b(), loc, target, v).out(&self.ir)
        } else {
            ExtUIOp::build(&mut self.b(), loc, target, v).out(&self.ir)
        }
    }

    /// The bits in reverse order (swaps of halves, quarters, ...).
    pub(super) fn reverse_bits(&mut self, v: Value) -> Value {
        let w = self.width_of(v);
        let mut x = v;
        let mut k = 1u32;
        let masks: [u128; 6] = [
            0x5555_5555_5555_5555,
            0x3333_3333_3333_3333,
            0x0f0f_0f0f_0f0f_0f0f,
            0x00ff_00ff_00ff_00ff,
            0x0000_ffff_0000_ffff,
            0x0000_0000_ffff_ffff,
        ];
        let mut i = 0;
        while k < w {
            let m = (masks[i] & ((1u128 << w) - 1)) as i128;
            let a = self.shr(x, k);
            let a = self.and_c(a, m);
            let b = self.and_c(x, m);
            let b = self.shl(b, k);
            x = self.or_v(a, b);
            k *= 2;
            i += 1;
        }
        x
    }

    /// The index of the lowest set bit, -1 (all ones) for 0, as `uint`.
    pub(super) fn first_bit_low(&mut self, v: Value) -> Value {
        let t = self.ir.value_type(v);
        let loc = self.loc;
        let zero = self.splat_int(t, 0);
        let neg = SubIOp::build(&mut self.b(), loc, zero, v).result(&self.ir);
        let low = AndIOp::build(&mut self.b(), loc, v, neg).result(&self.ir);
        let one = self.splat_int(t, 1);
        let below = SubIOp::build(&mut self.b(), loc, low, one).result(&self.ir);
        let n = self.popcount(below);
        let is_zero =
            CmpIOp::build(&mut self.b(), loc, CmpIPredicate::Eq, v, zero).result(&self.ir);
        let nt = self.ir.value_type(n);
        let all = self.splat_int(nt, -1);
        SelectOp::build(&mut self.b(), loc, is_zero, all, n).result(&self.ir)
    }

    /// The index of the highest set bit, -1 for 0 (`FindUMsb`).
    pub(super) fn first_bit_high_u(&mut self, v: Value) -> Value {
        let w = self.width_of(v);
        let mut x = v;
        let mut k = 1;
        while k < w {
            let y = self.shr(x, k);
            x = self.or_v(x, y);
            k *= 2;
        }
        let n = self.popcount(x);
        let nt = self.ir.value_type(n);
        let one = self.splat_int(nt, 1);
        let loc = self.loc;
        SubIOp::build(&mut self.b(), loc, n, one).result(&self.ir)
    }

    /// `FindSMsb`: the highest bit that differs from the sign bit.
    pub(super) fn first_bit_high_s(&mut self, v: Value) -> Value {
        let t = self.ir.value_type(v);
        let loc = self.loc;
        let zero = self.splat_int(t, 0);
        let negative =
            CmpIOp::build(&mut self.b(), loc, CmpIPredicate::Slt, v, zero).result(&self.ir);
        let ones = self.splat_int(t, -1);
        let inverted = XOrIOp::build(&mut self.b(), loc, v, ones).result(&self.ir);
        let x = SelectOp::build(&mut self.b(), loc, negative, inverted, v).result(&self.ir);
        self.first_bit_high_u(x)
    }
}
