//! The `Interlocked*` intrinsics and methods: an atomic read-modify-write or
//! compare-exchange at a place in resource memory (`hlsl.buffer.atomic_rmw`
//! with the member path of a structured buffer element or the byte offset of
//! a byte-address buffer, `hlsl.texture.atomic_rmw` on a texel, and their
//! `atomic_cmpxchg` forms) or groupshared memory (`memref.atomic_rmw`;
//! compare-exchange as `memref.generic_atomic_rmw` selecting the new value
//! when the current one equals the comparand). The value before the
//! operation goes to the optional `out` argument.

use dialect_arith::{CmpIOp, CmpIPredicate, IndexCastOp, SelectOp};
use dialect_hlsl::ops::{
    BufferAtomicCmpXchgOp, BufferAtomicRMWOp, TextureAtomicCmpXchgOp, TextureAtomicRMWOp,
};
use dialect_memref::{AtomicRMWKind, AtomicRMWOp, AtomicYieldOp, GenericAtomicRMWOp};
use shader_mlir::ir::{InsertPoint, Value};
use shader_mlir::rewrite::IrBuilder;

use super::intrinsics::{Atomic, scalar};
use super::place::{Base, Idx, Place, Step};
use super::{Gen, R, Val, error, unsupported};
use crate::ast::Expr;
use crate::source::Span;

impl Gen<'_> {
    /// `Interlocked*(dest, value, ...)`.
    pub(super) fn interlocked(&mut self, a: Atomic, args: &[Expr], span: Span) -> R<Val> {
        let dest = self.gen_place(&args[0])?;
        let vt = args[0].ty.clone();
        let s = scalar(&vt);
        let value = {
            let v = self.gen_expr(&args[1])?;
            self.convert(v, &args[1].ty, &vt, span)?.one()
        };
        let (comparand, value, out_arg) = match a {
            Atomic::CompareExchange | Atomic::CompareStore => {
                let v2 = self.gen_expr(&args[2])?;
                let v2 = self.convert(v2, &args[2].ty, &vt, span)?.one();
                (Some(value), v2, args.get(3))
            }
            _ => (None, value, args.get(2)),
        };
        let kind = match a {
            Atomic::Rmw(k) => Some(k),
            Atomic::MinMax(max) => Some(match (max, s.is_unsigned()) {
                (true, true) => AtomicRMWKind::Maxu,
                (true, false) => AtomicRMWKind::Maxs,
                (false, true) => AtomicRMWKind::Minu,
                (false, false) => AtomicRMWKind::Mins,
            }),
            Atomic::Exchange => Some(AtomicRMWKind::Assign),
            _ => None,
        };
        let original = self.atomic_at(&dest, kind, comparand, value, span)?;
        if let Some(out) = out_arg {
            let p = self.gen_place(out)?;
            let v = self.convert(Val::One(original), &vt, &out.ty, span)?;
            self.write(&p, v, span)?;
        }
        Ok(Val::Void)
    }

    /// An atomic read-modify-write (`kind`) or compare-exchange (no kind) at
    /// a place; returns the value before.
    pub fn atomic_at(
        &mut self,
        dest: &Place,
        kind: Option<AtomicRMWKind>,
        comparand: Option<Value>,
        value: Value,
        span: Span,
    ) -> R<Value> {
        let loc = self.loc;
        match &dest.base {
            Base::Buffer { handle, index, .. } => {
                let member = member_path(dest, span)?;
                let member = member.as_deref();
                let (handle, index) = (*handle, *index);
                let mut b = self.b();
                Ok(match (kind, comparand) {
                    (Some(k), _) => {
                        BufferAtomicRMWOp::build(&mut b, loc, k, value, handle, index, member)
                            .result(b.ir)
                    }
                    (None, Some(c)) => {
                        BufferAtomicCmpXchgOp::build(&mut b, loc, c, value, handle, index, member)
                            .result(b.ir)
                    }
                    _ => return error(span, "atomic without an operation"),
                })
            }
            Base::Texture { handle, coord } if dest.path.is_empty() => {
                let (handle, coord) = (*handle, *coord);
                let mut b = self.b();
                Ok(match (kind, comparand) {
                    (Some(k), _) => {
                        TextureAtomicRMWOp::build(&mut b, loc, k, value, handle, coord).result(b.ir)
                    }
                    (None, Some(c)) => {
                        TextureAtomicCmpXchgOp::build(&mut b, loc, c, value, handle, coord)
                            .result(b.ir)
                    }
                    _ => return error(span, "atomic without an operation"),
                })
            }
            Base::Shared { memref } => {
                let memref = *memref;
                let mut indices = Vec::new();
                for step in &dest.path {
                    match step {
                        Step::Index(i, _) => {
                            let v = match i {
                                Idx::Const(k) => self.const_i32(i128::from(*k)),
                                Idx::Dyn(v) => self.index_i32(*v),
                            };
                            let index_ty = self.ctx().common().index;
                            let loc = self.loc;
                            indices.push(
                                IndexCastOp::build(&mut self.b(), loc, index_ty, v).out(&self.ir),
                            );
                        }
                        _ => return unsupported(span, "atomic on part of a groupshared element"),
                    }
                }
                match (kind, comparand) {
                    (Some(k), _) => {
                        Ok(
                            AtomicRMWOp::build(&mut self.b(), loc, k, value, memref, &indices)
                                .result(&self.ir),
                        )
                    }
                    (None, Some(c)) => {
                        let t = self.ir.value_type(value);
                        let op = GenericAtomicRMWOp::build(&mut self.b(), loc, memref, &indices);
                        let region = op.atomic_body(&self.ir);
                        let block = self.ir.create_block(&[(t, loc)]);
                        self.ir.push_block(region, block);
                        let current = self.ir.block_arg(block, 0);
                        let mut b = IrBuilder::new(&mut self.ir, Some(InsertPoint::at_end(block)));
                        let eq =
                            CmpIOp::build(&mut b, loc, CmpIPredicate::Eq, current, c).result(b.ir);
                        let new = SelectOp::build(&mut b, loc, eq, value, current).result(b.ir);
                        AtomicYieldOp::build(&mut b, loc, new);
                        Ok(op.result(&self.ir))
                    }
                    _ => error(span, "atomic without an operation"),
                }
            }
            _ => error(
                span,
                "atomic operations need groupshared or resource memory",
            ),
        }
    }
}

/// The member path of a structured buffer place (its steps must all be
/// fields and constant indices).
fn member_path(p: &Place, span: Span) -> R<Option<Vec<i32>>> {
    let mut out = Vec::new();
    for step in &p.path {
        match step {
            Step::Field(i, _) => out.push(*i as i32),
            Step::Index(Idx::Const(k), _) => out.push(*k as i32),
            _ => return unsupported(span, "atomic on a computed part of a buffer element"),
        }
    }
    Ok((!out.is_empty()).then_some(out))
}
