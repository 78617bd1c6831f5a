//! The intrinsic functions
//! (https://learn.microsoft.com/en-us/windows/win32/direct3dhlsl/dx-graphics-hlsl-intrinsic-functions)
//! as IR, from a table: each name maps to a [`Lowering`].
//!
//! Arithmetic intrinsics are `arith` expressions (`min`/`max` as
//! `minnumf`/`maxnumf` or the integer forms, `abs` of floats by clearing the
//! sign bit, `fmod` as `remf`, `countbits`/`reversebits`/`firstbit*` by the
//! usual shift-and-mask sequences); `mul`, `dot`, `cross` and `transpose`
//! work component by component. Barriers, wave and quad intrinsics are the
//! `hlsl` dialect's ops; `Interlocked*` are `hlsl.buffer.atomic_rmw`,
//! `hlsl.texture.atomic_rmw` (and their compare-exchange forms) on resource
//! memory and `memref.atomic_rmw` / `memref.generic_atomic_rmw` on
//! groupshared memory. The transcendental, rounding and geometric functions
//! are `math` ops and formulas over them (`math.rs`). Intrinsics that need
//! an op the target dialects do not have (derivatives, ...) are errors that
//! name them.

use dialect_arith::{
    AddFOp, AddIOp, AndIOp, BitcastOp, CmpFOp, CmpFPredicate, CmpIOp, CmpIPredicate, ExtUIOp,
    MaxNumFOp, MaxSIOp, MaxUIOp, MinNumFOp, MinSIOp, MinUIOp, MulFOp, MulIOp, OrIOp, RemFOp,
    SelectOp, ShLIOp, ShRUIOp, SubFOp, SubIOp, TruncIOp,
};
use dialect_hlsl::ops::{
    BarrierMemory, BarrierOp, QuadDirection, QuadReadAcrossOp, QuadReadLaneAtOp,
    WaveActiveCountBitsOp, WaveAllEqualOp, WaveAllTrueOp, WaveAnyTrueOp, WaveBallotOp,
    WaveIsFirstLaneOp, WaveLaneCountOp, WaveLaneIndexOp, WaveOpKind, WavePrefixCountBitsOp,
    WavePrefixOp, WaveReadLaneAtOp, WaveReadLaneFirstOp, WaveReduceOp,
};
use dialect_memref::AtomicRMWKind;
use shader_mlir::ir::{Signedness, Type as IrType, TypeKind, Value};

use super::{Gen, R, Val, error, unsupported};
use crate::ast::{BinaryOp, Expr};
use crate::source::Span;
use crate::types::{Scalar, Type};

/// How an intrinsic becomes IR.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Lowering {
    Abs,
    Min,
    Max,
    Clamp,
    Saturate,
    Mad,
    Sign,
    Step,
    Lerp,
    Rcp,
    Fmod,
    Dot,
    Cross,
    All,
    Any,
    Select,
    And,
    Or,
    Bitcast,
    AsDouble,
    CountBits,
    ReverseBits,
    FirstBitLow,
    FirstBitHigh,
    IsNan,
    IsInf,
    IsFinite,
    Mul,
    Transpose,
    NonUniform,
    D3DColorToUByte4,
    Dot2Add,
    AddUint64,
    Barrier(BarrierMemory, bool),
    LaneIndex,
    LaneCount,
    IsFirstLane,
    WaveReduce(WaveOpKind),
    WavePrefix(WaveOpKind),
    CountTrue,
    PrefixCountTrue,
    AllTrue,
    AnyTrue,
    AllEqual,
    Ballot,
    ReadLaneAt,
    ReadLaneFirst,
    QuadAcross(QuadDirection),
    QuadLaneAt,
    Interlocked(Atomic),
    /// No op of the target dialects expresses it.
    NoOp,
}

/// The `Interlocked*` functions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Atomic {
    Rmw(AtomicRMWKind),
    /// `Min`/`Max`: signed or unsigned by the value's type.
    MinMax(bool),
    Exchange,
    CompareExchange,
    CompareStore,
}

use Lowering as L;

/// Every intrinsic the generator knows, by name.
const TABLE: &[(&str, Lowering)] = &[
    ("abs", L::Abs),
    ("min", L::Min),
    ("max", L::Max),
    ("clamp", L::Clamp),
    ("saturate", L::Saturate),
    ("mad", L::Mad),
    ("fma", L::Mad),
    ("sign", L::Sign),
    ("step", L::Step),
    ("lerp", L::Lerp),
    ("rcp", L::Rcp),
    ("fmod", L::Fmod),
    ("dot", L::Dot),
    ("cross", L::Cross),
    ("all", L::All),
    ("any", L::Any),
    ("select", L::Select),
    ("and", L::And),
    ("or", L::Or),
    ("asuint", L::Bitcast),
    ("asint", L::Bitcast),
    ("asfloat", L::Bitcast),
    ("asuint16", L::Bitcast),
    ("asint16", L::Bitcast),
    ("asfloat16", L::Bitcast),
    ("asdouble", L::AsDouble),
    ("countbits", L::CountBits),
    ("reversebits", L::ReverseBits),
    ("firstbitlow", L::FirstBitLow),
    ("firstbithigh", L::FirstBitHigh),
    ("isnan", L::IsNan),
    ("isinf", L::IsInf),
    ("isfinite", L::IsFinite),
    ("mul", L::Mul),
    ("transpose", L::Transpose),
    ("NonUniformResourceIndex", L::NonUniform),
    ("D3DCOLORtoUBYTE4", L::D3DColorToUByte4),
    ("dot2add", L::Dot2Add),
    ("AddUint64", L::AddUint64),
    (
        "GroupMemoryBarrier",
        L::Barrier(BarrierMemory::Group, false),
    ),
    (
        "GroupMemoryBarrierWithGroupSync",
        L::Barrier(BarrierMemory::Group, true),
    ),
    (
        "DeviceMemoryBarrier",
        L::Barrier(BarrierMemory::Device, false),
    ),
    (
        "DeviceMemoryBarrierWithGroupSync",
        L::Barrier(BarrierMemory::Device, true),
    ),
    ("AllMemoryBarrier", L::Barrier(BarrierMemory::All, false)),
    (
        "AllMemoryBarrierWithGroupSync",
        L::Barrier(BarrierMemory::All, true),
    ),
    ("WaveGetLaneIndex", L::LaneIndex),
    ("WaveGetLaneCount", L::LaneCount),
    ("WaveIsFirstLane", L::IsFirstLane),
    ("WaveActiveSum", L::WaveReduce(WaveOpKind::Sum)),
    ("WaveActiveProduct", L::WaveReduce(WaveOpKind::Product)),
    ("WaveActiveMin", L::WaveReduce(WaveOpKind::Min)),
    ("WaveActiveMax", L::WaveReduce(WaveOpKind::Max)),
    ("WaveActiveBitAnd", L::WaveReduce(WaveOpKind::And)),
    ("WaveActiveBitOr", L::WaveReduce(WaveOpKind::Or)),
    ("WaveActiveBitXor", L::WaveReduce(WaveOpKind::Xor)),
    ("WavePrefixSum", L::WavePrefix(WaveOpKind::Sum)),
    ("WavePrefixProduct", L::WavePrefix(WaveOpKind::Product)),
    ("WaveActiveCountBits", L::CountTrue),
    ("WavePrefixCountBits", L::PrefixCountTrue),
    ("WaveActiveAllTrue", L::AllTrue),
    ("WaveActiveAnyTrue", L::AnyTrue),
    ("WaveActiveAllEqual", L::AllEqual),
    ("WaveActiveBallot", L::Ballot),
    ("WaveReadLaneAt", L::ReadLaneAt),
    ("WaveReadLaneFirst", L::ReadLaneFirst),
    ("QuadReadAcrossX", L::QuadAcross(QuadDirection::X)),
    ("QuadReadAcrossY", L::QuadAcross(QuadDirection::Y)),
    (
        "QuadReadAcrossDiagonal",
        L::QuadAcross(QuadDirection::Diagonal),
    ),
    ("QuadReadLaneAt", L::QuadLaneAt),
    (
        "InterlockedAdd",
        L::Interlocked(Atomic::Rmw(AtomicRMWKind::Addi)),
    ),
    (
        "InterlockedAnd",
        L::Interlocked(Atomic::Rmw(AtomicRMWKind::Andi)),
    ),
    (
        "InterlockedOr",
        L::Interlocked(Atomic::Rmw(AtomicRMWKind::Ori)),
    ),
    (
        "InterlockedXor",
        L::Interlocked(Atomic::Rmw(AtomicRMWKind::Xori)),
    ),
    ("InterlockedMin", L::Interlocked(Atomic::MinMax(false))),
    ("InterlockedMax", L::Interlocked(Atomic::MinMax(true))),
    ("InterlockedExchange", L::Interlocked(Atomic::Exchange)),
    (
        "InterlockedCompareExchange",
        L::Interlocked(Atomic::CompareExchange),
    ),
    (
        "InterlockedCompareStore",
        L::Interlocked(Atomic::CompareStore),
    ),
    (
        "InterlockedCompareExchangeFloatBitwise",
        L::Interlocked(Atomic::CompareExchange),
    ),
    (
        "InterlockedCompareStoreFloatBitwise",
        L::Interlocked(Atomic::CompareStore),
    ),
];

impl Gen<'_> {
    /// A call of intrinsic `name`.
    pub fn intrinsic(&mut self, name: &str, args: &[Expr], e: &Expr) -> R<Val> {
        if let Some(math) = self.math_intrinsic(name, args, e) {
            return math;
        }
        let lowering = TABLE.iter().find(|r| r.0 == name).map_or(L::NoOp, |r| r.1);
        let span = e.span;
        let ty = e.ty.clone();
        match lowering {
            L::NoOp => unsupported(
                span,
                format!("call to intrinsic '{name}' (no IR op expresses it)"),
            ),
            L::Abs => {
                let x = self.gen_expr(&args[0])?;
                let s = scalar(&ty);
                self.map_each(&x, &mut |g, v| g.abs(v, s))
            }
            L::Min | L::Max => {
                let [a, b] = self.gen_args(args)?;
                let s = scalar(&ty);
                let max = lowering == L::Max;
                self.zip_each(&a, &b, &mut |g, x, y| Ok(g.min_max(s, max, x, y)))
            }
            L::Clamp => {
                let [x, lo, hi] = self.gen_args(args)?;
                let s = scalar(&ty);
                let m = self.zip_each(&x, &lo, &mut |g, x, y| Ok(g.min_max(s, true, x, y)))?;
                self.zip_each(&m, &hi, &mut |g, x, y| Ok(g.min_max(s, false, x, y)))
            }
            L::Saturate => {
                let x = self.gen_expr(&args[0])?;
                let s = scalar(&ty);
                self.map_each(&x, &mut |g, v| {
                    let t = g.ir.value_type(v);
                    let zero = g.splat_float(t, 0.0);
                    let one = g.splat_float(t, 1.0);
                    let m = g.min_max(s, true, v, zero);
                    Ok(g.min_max(s, false, m, one))
                })
            }
            L::Mad => {
                let [a, b, c] = self.gen_args(args)?;
                let p = self.binop(BinaryOp::Mul, &a, &b, &ty, span)?;
                self.binop(BinaryOp::Add, &p, &c, &ty, span)
            }
            L::Sign => {
                let x = self.gen_expr(&args[0])?;
                let s = scalar(&args[0].ty);
                let ity = args[0].ty.with_scalar(Scalar::Int);
                self.sign(&x, s, &args[0].ty, &ity)
            }
            L::Step => {
                // step(a, x) = x >= a ? 1 : 0
                let [a, x] = self.gen_args(args)?;
                let s = scalar(&ty);
                self.zip_each(&x, &a, &mut |g, x, a| {
                    let loc = g.loc;
                    let ge = CmpFOp::build(&mut g.b(), loc, CmpFPredicate::Oge, x, a).result(&g.ir);
                    let t = g.ir.value_type(x);
                    let one = g.splat_scalar(t, s, 1.0);
                    let zero = g.splat_scalar(t, s, 0.0);
                    Ok(SelectOp::build(&mut g.b(), loc, ge, one, zero).result(&g.ir))
                })
            }
            L::Lerp => {
                let [a, b, t] = self.gen_args(args)?;
                let d = self.binop(BinaryOp::Sub, &b, &a, &ty, span)?;
                let m = self.binop(BinaryOp::Mul, &t, &d, &ty, span)?;
                self.binop(BinaryOp::Add, &a, &m, &ty, span)
            }
            L::Rcp => {
                let x = self.gen_expr(&args[0])?;
                let s = scalar(&ty);
                let one = self.const_scalar(s, 1, 1.0);
                let ones = self.splat_val(one, &ty);
                self.binop(BinaryOp::Div, &ones, &x, &ty, span)
            }
            L::Fmod => {
                let [a, b] = self.gen_args(args)?;
                self.zip_each(&a, &b, &mut |g, x, y| {
                    let loc = g.loc;
                    Ok(RemFOp::build(&mut g.b(), loc, x, y).result(&g.ir))
                })
            }
            L::Dot => {
                let (ca, cb) = self.component_pair(args)?;
                let s = scalar(&args[0].ty);
                Ok(Val::One(self.dot(s, &ca, &cb)))
            }
            L::Cross => {
                let (a, b) = self.component_pair(args)?;
                let s = scalar(&args[0].ty);
                let mut out = Vec::new();
                for (i, j) in [(1, 2), (2, 0), (0, 1)] {
                    let p = self.arith_s(BinaryOp::Mul, s, a[i], b[j]);
                    let q = self.arith_s(BinaryOp::Mul, s, a[j], b[i]);
                    out.push(self.arith_s(BinaryOp::Sub, s, p, q));
                }
                Ok(self.assemble(&ty, &out))
            }
            L::All | L::Any => {
                let x = self.gen_expr(&args[0])?;
                let bt = args[0].ty.with_scalar(Scalar::Bool);
                let x = self.convert(x, &args[0].ty, &bt, span)?;
                let comps = self.components(&x, &bt);
                let mut acc = comps[0];
                for &c in &comps[1..] {
                    let loc = self.loc;
                    acc = if lowering == L::All {
                        AndIOp::build(&mut self.b(), loc, acc, c).result(&self.ir)
                    } else {
                        OrIOp::build(&mut self.b(), loc, acc, c).result(&self.ir)
                    };
                }
                Ok(Val::One(acc))
            }
            L::Select => {
                let [c, a, b] = self.gen_args(args)?;
                match (&args[0].ty, &c) {
                    (Type::Matrix(..), Val::Many(rows)) => {
                        let (Val::Many(ar), Val::Many(br)) = (&a, &b) else {
                            return unsupported(span, "select of matrices");
                        };
                        let mut out = Vec::new();
                        for ((cr, x), y) in rows.iter().zip(ar).zip(br) {
                            out.push(self.select_val(cr.one(), x, y)?);
                        }
                        Ok(Val::Many(out))
                    }
                    _ => self.select_val(c.one(), &a, &b),
                }
            }
            L::And | L::Or => {
                let [a, b] = self.gen_args(args)?;
                let bt = args[0].ty.with_scalar(Scalar::Bool);
                let a = self.convert(a, &args[0].ty, &bt, span)?;
                let b = self.convert(b, &args[1].ty, &bt, span)?;
                self.zip_each(&a, &b, &mut |g, x, y| {
                    let loc = g.loc;
                    Ok(if lowering == L::And {
                        AndIOp::build(&mut g.b(), loc, x, y).result(&g.ir)
                    } else {
                        OrIOp::build(&mut g.b(), loc, x, y).result(&g.ir)
                    })
                })
            }
            L::Bitcast => {
                if args.len() == 3 {
                    return self.split_double(args, span);
                }
                let x = self.gen_expr(&args[0])?;
                let target = ty.clone();
                self.map_each(&x, &mut |g, v| {
                    let t = g
                        .value_type(&row_like(&target, g.ir.value_type(v), g))
                        .unwrap_or(g.ir.value_type(v));
                    if t == g.ir.value_type(v) {
                        return Ok(v);
                    }
                    let loc = g.loc;
                    Ok(BitcastOp::build(&mut g.b(), loc, t, v).out(&g.ir))
                })
            }
            L::AsDouble => {
                let (lo, hi) = self.component_pair(args)?;
                let i64t = self.ctx().common().i64;
                let f64t = self.ctx().common().f64;
                let mut out = Vec::new();
                for (l, h) in lo.into_iter().zip(hi) {
                    let loc = self.loc;
                    let l = ExtUIOp::build(&mut self.b(), loc, i64t, l).out(&self.ir);
                    let h = ExtUIOp::build(&mut self.b(), loc, i64t, h).out(&self.ir);
                    let k32 = self.const_int(i64t, 32);
                    let h = ShLIOp::build(&mut self.b(), loc, h, k32).result(&self.ir);
                    let w = OrIOp::build(&mut self.b(), loc, l, h).result(&self.ir);
                    out.push(BitcastOp::build(&mut self.b(), loc, f64t, w).out(&self.ir));
                }
                Ok(self.assemble(&ty, &out))
            }
            L::CountBits => self.bit_op(args, &ty, span, Gen::popcount),
            L::ReverseBits => self.bit_op(args, &ty, span, Gen::reverse_bits),
            L::FirstBitLow => self.bit_op(args, &ty, span, Gen::first_bit_low),
            L::FirstBitHigh => {
                let signed = !scalar(&args[0].ty).is_unsigned();
                self.bit_op(
                    args,
                    &ty,
                    span,
                    if signed {
                        Gen::first_bit_high_s
                    } else {
                        Gen::first_bit_high_u
                    },
                )
            }
            L::IsNan | L::IsInf | L::IsFinite => {
                let x = self.gen_expr(&args[0])?;
                let s = scalar(&args[0].ty);
                self.map_each(&x, &mut |g, v| {
                    let loc = g.loc;
                    Ok(match lowering {
                        L::IsNan => {
                            CmpFOp::build(&mut g.b(), loc, CmpFPredicate::Uno, v, v).result(&g.ir)
                        }
                        _ => {
                            let a = g.abs(v, s)?;
                            let t = g.ir.value_type(v);
                            let inf = g.splat_float(t, f64::INFINITY);
                            let p = if lowering == L::IsInf {
                                CmpFPredicate::Oeq
                            } else {
                                CmpFPredicate::One
                            };
                            CmpFOp::build(&mut g.b(), loc, p, a, inf).result(&g.ir)
                        }
                    })
                })
            }
            L::Mul => self.mul(args, &ty, span),
            L::Transpose => {
                let m = self.gen_expr(&args[0])?;
                let mt = args[0].ty.clone();
                let comps = self.components(&m, &mt);
                let (r, c) = mt.dims().unwrap_or((1, 1));
                let mut out = Vec::new();
                for j in 0..c as usize {
                    for i in 0..r as usize {
                        out.push(comps[i * c as usize + j]);
                    }
                }
                Ok(self.assemble(&ty, &out))
            }
            L::NonUniform => self.gen_expr(&args[0]),
            L::D3DColorToUByte4 => {
                let x = self.gen_expr(&args[0])?;
                let c = self.components(&x, &args[0].ty);
                let f32t = self.ctx().common().f32;
                let k = self.const_float(f32t, 255.001953);
                let mut out = Vec::new();
                for i in [2usize, 1, 0, 3] {
                    let p = self.arith_s(BinaryOp::Mul, Scalar::Float, c[i], k);
                    out.push(self.convert_kind(p, Scalar::Float, Scalar::Int)?);
                }
                Ok(self.assemble(&ty, &out))
            }
            L::Dot2Add => {
                let [a, b] = self.gen_args(args)?;
                let acc = self.gen_expr(&args[2])?.one();
                let at = args[0].ty.clone();
                let a = self.components(&a, &at);
                let b = self.components(&b, &at);
                let s = scalar(&at);
                let mut sum = acc;
                for (x, y) in a.into_iter().zip(b) {
                    let x = self.convert_kind(x, s, Scalar::Float)?;
                    let y = self.convert_kind(y, s, Scalar::Float)?;
                    let p = self.arith_s(BinaryOp::Mul, Scalar::Float, x, y);
                    sum = self.arith_s(BinaryOp::Add, Scalar::Float, sum, p);
                }
                Ok(Val::One(sum))
            }
            L::AddUint64 => {
                let (a, b) = self.component_pair(args)?;
                let mut out = Vec::new();
                for k in (0..a.len()).step_by(2) {
                    let loc = self.loc;
                    let lo = AddIOp::build(&mut self.b(), loc, a[k], b[k]).result(&self.ir);
                    let carry = CmpIOp::build(&mut self.b(), loc, CmpIPredicate::Ult, lo, a[k])
                        .result(&self.ir);
                    let i32t = self.ctx().common().i32;
                    let carry = ExtUIOp::build(&mut self.b(), loc, i32t, carry).out(&self.ir);
                    let hi = AddIOp::build(&mut self.b(), loc, a[k + 1], b[k + 1]).result(&self.ir);
                    let hi = AddIOp::build(&mut self.b(), loc, hi, carry).result(&self.ir);
                    out.push(lo);
                    out.push(hi);
                }
                Ok(self.assemble(&ty, &out))
            }
            L::Barrier(memory, sync) => {
                let loc = self.loc;
                let op = BarrierOp::build(&mut self.b(), loc, memory);
                if sync {
                    op.set_with_group_sync(&mut self.ir, true);
                }
                Ok(Val::Void)
            }
            L::LaneIndex | L::LaneCount | L::IsFirstLane => {
                let loc = self.loc;
                let (i32t, i1t) = (self.ctx().common().i32, self.ctx().common().i1);
                let mut b = self.b();
                Ok(Val::One(match lowering {
                    L::LaneIndex => WaveLaneIndexOp::build(&mut b, loc, i32t).result(b.ir),
                    L::LaneCount => WaveLaneCountOp::build(&mut b, loc, i32t).result(b.ir),
                    _ => WaveIsFirstLaneOp::build(&mut b, loc, i1t).result(b.ir),
                }))
            }
            L::WaveReduce(kind) | L::WavePrefix(kind) => {
                let x = self.gen_expr(&args[0])?;
                let s = scalar(&ty);
                let kind = match kind {
                    WaveOpKind::Min if s.is_unsigned() => WaveOpKind::Umin,
                    WaveOpKind::Max if s.is_unsigned() => WaveOpKind::Umax,
                    k => k,
                };
                let prefix = matches!(lowering, L::WavePrefix(_));
                self.map_each(&x, &mut |g, v| {
                    let loc = g.loc;
                    Ok(if prefix {
                        WavePrefixOp::build(&mut g.b(), loc, kind, v).result(&g.ir)
                    } else {
                        WaveReduceOp::build(&mut g.b(), loc, kind, v).result(&g.ir)
                    })
                })
            }
            L::CountTrue | L::PrefixCountTrue | L::AllTrue | L::AnyTrue | L::Ballot => {
                let c = self.gen_cond(&args[0])?;
                let loc = self.loc;
                let i32t = self.ctx().common().i32;
                let i1t = self.ctx().common().i1;
                let u4 = self.ctx().vector_type(&[4], i32t);
                let mut b = self.b();
                let v = match lowering {
                    L::CountTrue => WaveActiveCountBitsOp::build(&mut b, loc, i32t, c).result(b.ir),
                    L::PrefixCountTrue => {
                        WavePrefixCountBitsOp::build(&mut b, loc, i32t, c).result(b.ir)
                    }
                    L::AllTrue => WaveAllTrueOp::build(&mut b, loc, i1t, c).result(b.ir),
                    L::AnyTrue => WaveAnyTrueOp::build(&mut b, loc, i1t, c).result(b.ir),
                    _ => WaveBallotOp::build(&mut b, loc, u4, c).result(b.ir),
                };
                Ok(Val::One(v))
            }
            L::AllEqual => {
                let x = self.gen_expr(&args[0])?;
                let rt = ty.clone();
                let _ = rt;
                self.map_each(&x, &mut |g, v| {
                    let loc = g.loc;
                    Ok(WaveAllEqualOp::build(&mut g.b(), loc, v).result(&g.ir))
                })
            }
            L::ReadLaneAt | L::QuadLaneAt => {
                let x = self.gen_expr(&args[0])?;
                let lane = self.one_of(&args[1])?;
                let lane = self.index_i32(lane);
                self.map_each(&x, &mut |g, v| {
                    let loc = g.loc;
                    Ok(if lowering == L::ReadLaneAt {
                        WaveReadLaneAtOp::build(&mut g.b(), loc, v, lane).result(&g.ir)
                    } else {
                        QuadReadLaneAtOp::build(&mut g.b(), loc, v, lane).result(&g.ir)
                    })
                })
            }
            L::ReadLaneFirst | L::QuadAcross(_) => {
                let x = self.gen_expr(&args[0])?;
                self.map_each(&x, &mut |g, v| {
                    let loc = g.loc;
                    Ok(match lowering {
                        L::QuadAcross(d) => {
                            QuadReadAcrossOp::build(&mut g.b(), loc, d, v).result(&g.ir)
                        }
                        _ => WaveReadLaneFirstOp::build(&mut g.b(), loc, v).result(&g.ir),
                    })
                })
            }
            L::Interlocked(a) => self.interlocked(a, args, span),
        }
    }

    /// `f` on each scalar/vector part (matrix rows).
    fn map_each(&mut self, x: &Val, f: &mut dyn FnMut(&mut Self, Value) -> R<Value>) -> R<Val> {
        self.map_parts(x, f)
    }

    fn zip_each(
        &mut self,
        a: &Val,
        b: &Val,
        f: &mut dyn FnMut(&mut Self, Value, Value) -> R<Value>,
    ) -> R<Val> {
        self.zip_parts(a, b, f)
    }

    /// A scalar splat to the layout of `ty`, as a value of any numeric type
    /// (matrices: one splat row per row).
    pub fn splat_val(&mut self, scalar: Value, ty: &Type) -> Val {
        match ty {
            Type::Matrix(s, r, c) => {
                let row = self.splat_to(scalar, &Type::vec(*s, *c));
                Val::Many(vec![Val::One(row); *r as usize])
            }
            _ => Val::One(self.splat_to(scalar, ty)),
        }
    }

    /// A float constant splat to the shape of IR type `t`.
    pub(super) fn splat_float(&mut self, t: IrType, v: f64) -> Value {
        let (e, n) = shape_of(self, t);
        let c = self.const_float(e, v);
        self.splat_to_count(c, Scalar::Float, n)
    }

    /// An integer constant splat to the shape of IR type `t`.
    pub(super) fn splat_int(&mut self, t: IrType, v: i128) -> Value {
        let (e, n) = shape_of(self, t);
        let c = self.const_int(e, v);
        self.splat_to_count(c, Scalar::Int, n)
    }

    /// The scalar `c` (of kind `scalar`) splat to `count` components, or
    /// itself without a count.
    pub(super) fn splat_to_count(&mut self, c: Value, scalar: Scalar, count: Option<u8>) -> Value {
        match count {
            Some(n) => self.splat_to(c, &Type::Vector(scalar, n)),
            None => c,
        }
    }

    /// `element`, or the vector of `element` with as many components as the
    /// IR type `t` has when `t` is a vector.
    pub(super) fn shaped_like(&mut self, t: IrType, element: IrType) -> IrType {
        match shape_of(self, t).1 {
            Some(n) => self.ctx().vector_type(&[i64::from(n)], element),
            None => element,
        }
    }

    fn splat_scalar(&mut self, t: IrType, s: Scalar, v: f64) -> Value {
        if s.concrete().is_float() {
            self.splat_float(t, v)
        } else {
            self.splat_int(t, v as i128)
        }
    }

    /// `|v|` of a scalar or vector of component type `s`.
    fn abs(&mut self, v: Value, s: Scalar) -> R<Value> {
        let s = s.concrete();
        let t = self.ir.value_type(v);
        let loc = self.loc;
        if s.is_unsigned() || s == Scalar::Bool {
            return Ok(v);
        }
        if s.is_float() {
            // Clear the sign bit.
            let bits = self.bits(s);
            let it = self.ctx().integer_type(bits, Signedness::Signless);
            let ivt = self.shaped_like(t, it);
            let i = BitcastOp::build(&mut self.b(), loc, ivt, v).out(&self.ir);
            let mask = self.splat_int(ivt, (1i128 << (bits - 1)) - 1);
            let m = AndIOp::build(&mut self.b(), loc, i, mask).result(&self.ir);
            return Ok(BitcastOp::build(&mut self.b(), loc, t, m).out(&self.ir));
        }
        let zero = self.splat_int(t, 0);
        let neg = SubIOp::build(&mut self.b(), loc, zero, v).result(&self.ir);
        Ok(MaxSIOp::build(&mut self.b(), loc, v, neg).result(&self.ir))
    }

    fn min_max(&mut self, s: Scalar, max: bool, x: Value, y: Value) -> Value {
        let s = s.concrete();
        let loc = self.loc;
        let mut b = self.b();
        match (s.is_float(), s.is_unsigned() || s == Scalar::Bool, max) {
            (true, _, true) => MaxNumFOp::build(&mut b, loc, x, y).result(b.ir),
            (true, _, false) => MinNumFOp::build(&mut b, loc, x, y).result(b.ir),
            (false, true, true) => MaxUIOp::build(&mut b, loc, x, y).result(b.ir),
            (false, true, false) => MinUIOp::build(&mut b, loc, x, y).result(b.ir),
            (false, false, true) => MaxSIOp::build(&mut b, loc, x, y).result(b.ir),
            (false, false, false) => MinSIOp::build(&mut b, loc, x, y).result(b.ir),
        }
    }

    /// `sign(x)`: -1, 0 or 1 as `int`s.
    fn sign(&mut self, x: &Val, s: Scalar, xt: &Type, it: &Type) -> R<Val> {
        let s = s.concrete();
        let xt = xt.clone();
        let it = it.clone();
        let out_parts = {
            let mut f = |g: &mut Self, v: Value| -> R<Value> {
                let t = g.ir.value_type(v);
                let i32t = g.ctx().common().i32;
                let rt = g.shaped_like(t, i32t);
                let loc = g.loc;
                let (pos, neg) = if s.is_float() {
                    let z = g.splat_float(t, 0.0);
                    (
                        CmpFOp::build(&mut g.b(), loc, CmpFPredicate::Ogt, v, z).result(&g.ir),
                        CmpFOp::build(&mut g.b(), loc, CmpFPredicate::Olt, v, z).result(&g.ir),
                    )
                } else if s.is_unsigned() {
                    let z = g.splat_int(t, 0);
                    let f = g.splat_int(g.ctx().common().i1, 0);
                    let f = g.splat_to_count(f, Scalar::Bool, shape_of(g, t).1);
                    (
                        CmpIOp::build(&mut g.b(), loc, CmpIPredicate::Ne, v, z).result(&g.ir),
                        f,
                    )
                } else {
                    let z = g.splat_int(t, 0);
                    (
                        CmpIOp::build(&mut g.b(), loc, CmpIPredicate::Sgt, v, z).result(&g.ir),
                        CmpIOp::build(&mut g.b(), loc, CmpIPredicate::Slt, v, z).result(&g.ir),
                    )
                };
                let one = g.splat_int(rt, 1);
                let minus = g.splat_int(rt, -1);
                let zero = g.splat_int(rt, 0);
                let a = SelectOp::build(&mut g.b(), loc, neg, minus, zero).result(&g.ir);
                Ok(SelectOp::build(&mut g.b(), loc, pos, one, a).result(&g.ir))
            };
            self.map_parts(x, &mut f)?
        };
        let _ = (xt, it);
        Ok(out_parts)
    }

    /// `x * y`, `x + y` or `x - y` (`op`), of floats or integers as `s` is.
    fn arith_s(&mut self, op: BinaryOp, s: Scalar, x: Value, y: Value) -> Value {
        let loc = self.loc;
        let mut b = self.b();
        match (op, s.concrete().is_float()) {
            (BinaryOp::Mul, true) => MulFOp::build(&mut b, loc, x, y).result(b.ir),
            (BinaryOp::Mul, false) => MulIOp::build(&mut b, loc, x, y).result(b.ir),
            (BinaryOp::Add, true) => AddFOp::build(&mut b, loc, x, y).result(b.ir),
            (BinaryOp::Add, false) => AddIOp::build(&mut b, loc, x, y).result(b.ir),
            (_, true) => SubFOp::build(&mut b, loc, x, y).result(b.ir),
            (_, false) => SubIOp::build(&mut b, loc, x, y).result(b.ir),
        }
    }

    /// The first `N` of `args`, generated in order.
    pub(super) fn gen_args<const N: usize>(&mut self, args: &[Expr]) -> R<[Val; N]> {
        let mut values = Vec::with_capacity(N);
        for arg in &args[..N] {
            values.push(self.gen_expr(arg)?);
        }
        match values.try_into() {
            Ok(values) => Ok(values),
            Err(_) => unreachable!("{N} arguments make {N} values"),
        }
    }

    /// The first two of `args`, generated in order, as the components of
    /// values of the first one's type.
    fn component_pair(&mut self, args: &[Expr]) -> R<(Vec<Value>, Vec<Value>)> {
        let [a, b] = self.gen_args(args)?;
        let ty = &args[0].ty;
        Ok((self.components(&a, ty), self.components(&b, ty)))
    }

    fn dot(&mut self, s: Scalar, a: &[Value], b: &[Value]) -> Value {
        let mut acc = self.arith_s(BinaryOp::Mul, s, a[0], b[0]);
        for i in 1..a.len().min(b.len()) {
            let p = self.arith_s(BinaryOp::Mul, s, a[i], b[i]);
            acc = self.arith_s(BinaryOp::Add, s, acc, p);
        }
        acc
    }

    /// `mul(a, b)` of scalars, vectors and matrices.
    fn mul(&mut self, args: &[Expr], ty: &Type, span: Span) -> R<Val> {
        let [a, b] = self.gen_args(args)?;
        let (at, bt) = (args[0].ty.clone(), args[1].ty.clone());
        let s = scalar(ty);
        let a_scalar = matches!(at, Type::Scalar(_));
        let b_scalar = matches!(bt, Type::Scalar(_));
        if a_scalar || b_scalar {
            let (sv, other, ot) = if a_scalar { (a, b, bt) } else { (b, a, at) };
            let sv = self.convert(
                sv,
                if a_scalar { &args[0].ty } else { &args[1].ty },
                &Type::Scalar(s),
                span,
            )?;
            let splat = self.splat_val(sv.one(), &ot);
            return self.binop(BinaryOp::Mul, &splat, &other, &ot, span);
        }
        let ca = self.components(&a, &at);
        let cb = self.components(&b, &bt);
        // Row-major views: a is (ar x ac), b is (br x bc); a vector on the
        // left is a row, on the right a column.
        let (ar, ac) = match at {
            Type::Vector(_, n) => (1, n as usize),
            _ => at.dims().map_or((1, 1), |(r, c)| (r as usize, c as usize)),
        };
        let (br, bc) = match bt {
            Type::Vector(_, n) => (n as usize, 1),
            _ => bt.dims().map_or((1, 1), |(r, c)| (r as usize, c as usize)),
        };
        if ac != br {
            return error(span, "mul: inner dimensions differ");
        }
        let mut out = Vec::with_capacity(ar * bc);
        for i in 0..ar {
            for j in 0..bc {
                let row: Vec<Value> = (0..ac).map(|k| ca[i * ac + k]).collect();
                let col: Vec<Value> = (0..br).map(|k| cb[k * bc + j]).collect();
                out.push(self.dot(s, &row, &col));
            }
        }
        Ok(self.assemble(ty, &out))
    }

    /// `asuint(double, out uint lo, out uint hi)`.
    fn split_double(&mut self, args: &[Expr], span: Span) -> R<Val> {
        let d = self.gen_expr(&args[0])?;
        let dt = args[0].ty.clone();
        let comps = self.components(&d, &dt);
        let i64t = self.ctx().common().i64;
        let i32t = self.ctx().common().i32;
        let (mut los, mut his) = (Vec::new(), Vec::new());
        for c in comps {
            let loc = self.loc;
            let w = BitcastOp::build(&mut self.b(), loc, i64t, c).out(&self.ir);
            los.push(TruncIOp::build(&mut self.b(), loc, i32t, w).out(&self.ir));
            let k32 = self.const_int(i64t, 32);
            let h = ShRUIOp::build(&mut self.b(), loc, w, k32).result(&self.ir);
            his.push(TruncIOp::build(&mut self.b(), loc, i32t, h).out(&self.ir));
        }
        let ut = dt.with_scalar(Scalar::Uint);
        let lo = self.assemble(&ut, &los);
        let hi = self.assemble(&ut, &his);
        let lp = self.gen_place(&args[1])?;
        let lo = self.convert(lo, &ut, &args[1].ty, span)?;
        self.write(&lp, lo, span)?;
        let hp = self.gen_place(&args[2])?;
        let hi = self.convert(hi, &ut, &args[2].ty, span)?;
        self.write(&hp, hi, span)?;
        Ok(Val::Void)
    }
}

/// The component type of a numeric type (literals made concrete).
pub(super) fn scalar(ty: &Type) -> Scalar {
    ty.scalar().unwrap_or(Scalar::Int).concrete()
}

/// The element type and lane count of a scalar or vector IR type.
pub(super) fn shape_of(g: &Gen<'_>, t: IrType) -> (IrType, Option<u8>) {
    match g.ctx().type_kind(t) {
        TypeKind::Vector { shape, element, .. } => (*element, Some(shape[0] as u8)),
        _ => (t, None),
    }
}

/// The HLSL type of one part (scalar, vector or matrix row) of a value of
/// type `ty` whose IR type is `part`.
fn row_like(ty: &Type, part: IrType, g: &Gen<'_>) -> Type {
    let s = ty.scalar().unwrap_or(Scalar::Int);
    match shape_of(g, part).1 {
        Some(n) => Type::Vector(s, n),
        None => Type::Scalar(s),
    }
}
