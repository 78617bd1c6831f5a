//! Resource methods
//! (https://learn.microsoft.com/en-us/windows/win32/direct3dhlsl/d3d11-graphics-reference-resource-types)
//! as `hlsl` ops (docs/hlsl-dialect.md): element loads and stores of every
//! buffer (`Load`, `Load2..4`, `Load<T>`, `Store*`, with the optional status),
//! `GetDimensions` of buffers, the counter methods (`IncrementCounter`,
//! `DecrementCounter`, `Append`, `Consume`: `hlsl.updatecounter`, then an
//! access at the slot it returns), byte-address atomics, and texture
//! `Load`, `Sample` and `SampleLevel`.

use dialect_hlsl::ops::{BufferGetDimensionsOp, BufferLoadOp, BufferStoreOp, UpdateCounterOp};
use dialect_memref::AtomicRMWKind;
use shader_mlir::ir::Value;

use super::place::{Base, Place};
use super::{Gen, R, Val, error, unsupported};
use crate::ast::Expr;
use crate::resources::Shape;
use crate::source::Span;
use crate::types::{ResourceType, Scalar, Type};

/// The atomic methods of byte-address buffers: name, kind (`None`: compare
/// forms), whether the kind depends on signedness (min/max).
const RAW_ATOMICS: &[(&str, Option<AtomicRMWKind>)] = &[
    ("InterlockedAdd", Some(AtomicRMWKind::Addi)),
    ("InterlockedAnd", Some(AtomicRMWKind::Andi)),
    ("InterlockedOr", Some(AtomicRMWKind::Ori)),
    ("InterlockedXor", Some(AtomicRMWKind::Xori)),
    ("InterlockedMin", Some(AtomicRMWKind::Mins)),
    ("InterlockedMax", Some(AtomicRMWKind::Maxs)),
    ("InterlockedExchange", Some(AtomicRMWKind::Assign)),
    ("InterlockedExchangeFloat", Some(AtomicRMWKind::Assign)),
    ("InterlockedCompareExchange", None),
    ("InterlockedCompareStore", None),
    ("InterlockedCompareExchangeFloatBitwise", None),
    ("InterlockedCompareStoreFloatBitwise", None),
];

impl Gen<'_> {
    /// `object.name(args)` on a resource.
    pub fn method(&mut self, name: &str, object: &Expr, args: &[Expr], e: &Expr) -> R<Val> {
        let Type::Resource(rt) = &object.ty else {
            return unsupported(e.span, format!("method '{name}' on '{}'", object.ty));
        };
        let rt = rt.clone();
        let shape = rt.kind.info().shape;
        let handle = self.gen_handle(object)?;
        let span = e.span;
        match (shape, name) {
            (Shape::Structured | Shape::TypedBuffer, "Load") => {
                let idx = self.one_of(&args[0])?;
                let index = self.index_i32(idx);
                if let Some(status) = args.get(1) {
                    let vt = self.memory_value_type(&e.ty, span)?;
                    let i32t = self.ctx().common().i32;
                    let loc = self.loc;
                    let op = BufferLoadOp::build(
                        &mut self.b(),
                        loc,
                        vt,
                        Some(i32t),
                        handle,
                        index,
                        None,
                    );
                    let (v, st) = (op.result(&self.ir), op.status(&self.ir).expect("status"));
                    self.write_out(status, Val::One(st), &Type::uint(), span)?;
                    let v = self.loaded_value(v, &e.ty)?;
                    return Ok(Val::One(v));
                }
                let p = Place::new(
                    Base::Buffer {
                        handle,
                        index,
                        structured: shape == Shape::Structured,
                    },
                    e.ty.clone(),
                );
                self.read(&p, span)
            }
            (Shape::ByteAddress, "Load")
                if args.len() == 1 && !matches!(e.ty, Type::Scalar(_) | Type::Vector(..)) =>
            {
                let off = self.one_of(&args[0])?;
                let offset = self.index_i32(off);
                let mut at = 0;
                self.raw_aggregate(handle, offset, &mut at, &e.ty, None, span)
            }
            (Shape::ByteAddress, "Store")
                if !matches!(args[1].ty, Type::Scalar(_) | Type::Vector(..)) =>
            {
                let off = self.one_of(&args[0])?;
                let offset = self.index_i32(off);
                let v = self.gen_expr(&args[1])?;
                let mut at = 0;
                self.raw_aggregate(handle, offset, &mut at, &args[1].ty, Some(&v), span)?;
                Ok(Val::Void)
            }
            (Shape::ByteAddress, "Load" | "Load2" | "Load3" | "Load4") => {
                let off = self.one_of(&args[0])?;
                let offset = self.index_i32(off);
                let vt = self.memory_value_type(&e.ty, span)?;
                let status_ty = args.get(1).map(|_| self.ctx().common().i32);
                let loc = self.loc;
                let op =
                    BufferLoadOp::build(&mut self.b(), loc, vt, status_ty, handle, offset, None);
                if let (Some(status), Some(st)) = (args.get(1), op.status(&self.ir)) {
                    self.write_out(status, Val::One(st), &Type::uint(), span)?;
                }
                let v = op.result(&self.ir);
                Ok(Val::One(self.loaded_value(v, &e.ty)?))
            }
            (Shape::ByteAddress, "Store" | "Store2" | "Store3" | "Store4") => {
                let off = self.one_of(&args[0])?;
                let offset = self.index_i32(off);
                let v = self.gen_expr(&args[1])?;
                let Val::One(v) = v else {
                    return unsupported(
                        span,
                        format!("'Store' of a value of type '{}'", args[1].ty),
                    );
                };
                let v = self.stored_value(v, &args[1].ty)?;
                let loc = self.loc;
                BufferStoreOp::build(&mut self.b(), loc, v, handle, offset, None);
                Ok(Val::Void)
            }
            (Shape::ByteAddress, _) if RAW_ATOMICS.iter().any(|r| name.starts_with(r.0)) => {
                self.raw_atomic(name, handle, args, span)
            }
            (Shape::Structured | Shape::TypedBuffer | Shape::ByteAddress, "GetDimensions") => {
                let loc = self.loc;
                let i32t = self.ctx().common().i32;
                let stride_ty = (shape == Shape::Structured).then_some(i32t);
                let op = BufferGetDimensionsOp::build(&mut self.b(), loc, i32t, stride_ty, handle);
                let size = op.size(&self.ir);
                self.write_out(&args[0], Val::One(size), &Type::uint(), span)?;
                if let (Some(s), Some(a)) = (op.stride(&self.ir), args.get(1)) {
                    self.write_out(a, Val::One(s), &Type::uint(), span)?;
                }
                Ok(Val::Void)
            }
            (Shape::Structured, "IncrementCounter" | "DecrementCounter") => {
                let delta = if name == "IncrementCounter" { 1 } else { -1 };
                Ok(Val::One(self.update_counter(handle, delta, span)?))
            }
            (Shape::Structured, "Append") => {
                let slot = self.update_counter(handle, 1, span)?;
                let v = self.gen_expr(&args[0])?;
                let elem = element(&rt);
                let v = self.convert(v, &args[0].ty, &elem, span)?;
                let p = Place::new(
                    Base::Buffer {
                        handle,
                        index: slot,
                        structured: true,
                    },
                    elem,
                );
                self.write(&p, v, span)?;
                Ok(Val::Void)
            }
            (Shape::Structured, "Consume") => {
                let slot = self.update_counter(handle, -1, span)?;
                let p = Place::new(
                    Base::Buffer {
                        handle,
                        index: slot,
                        structured: true,
                    },
                    element(&rt),
                );
                self.read(&p, span)
            }
            (Shape::Texture1D | Shape::Texture2D | Shape::Texture3D, "Load") => {
                self.texture_load(&rt, handle, args, e)
            }
            (Shape::Texture1D | Shape::Texture2D | Shape::Texture3D | Shape::TextureCube, _)
                if Self::is_texture_method(name) =>
            {
                self.texture_method(&rt, handle, name, args, e)
            }
            _ => unsupported(span, format!("method '{name}' of '{}'", object.ty)),
        }
    }

    /// Loads (or, given `value`, stores) a struct or array of type `ty` at
    /// byte `base + *at` of a byte-address buffer, part by part as DXC packs
    /// templated loads: each scalar or vector at the next offset aligned to
    /// its component size.
    fn raw_aggregate(
        &mut self,
        handle: Value,
        base: Value,
        at: &mut u32,
        ty: &Type,
        value: Option<&Val>,
        span: Span,
    ) -> R<Val> {
        match ty {
            Type::Scalar(_) | Type::Vector(..) | Type::Enum(..) => {
                let s = ty.scalar().unwrap_or(Scalar::Int);
                let size = self.bits(s).div_ceil(8);
                *at = at.next_multiple_of(size);
                let k = self.const_i32(i128::from(*at));
                let loc = self.loc;
                let offset = if *at == 0 {
                    base
                } else {
                    dialect_arith::AddIOp::build(&mut self.b(), loc, base, k).result(&self.ir)
                };
                *at += size * ty.component_count().unwrap_or(1);
                match value {
                    Some(v) => {
                        let raw = self.stored_value(v.one(), ty)?;
                        let loc = self.loc;
                        BufferStoreOp::build(&mut self.b(), loc, raw, handle, offset, None);
                        Ok(Val::Void)
                    }
                    None => {
                        let vt = self.memory_value_type(ty, span)?;
                        let loc = self.loc;
                        let raw =
                            BufferLoadOp::build(&mut self.b(), loc, vt, None, handle, offset, None)
                                .result(&self.ir);
                        Ok(Val::One(self.loaded_value(raw, ty)?))
                    }
                }
            }
            Type::Matrix(sc, r, c) => {
                // Element by element: row by row when row-major (the
                // default with `-Zpr`, or `-fspv-use-legacy-buffer-matrix-order`),
                // else column by column.
                let row_major = self.opts.row_major || self.cg.legacy_buffer_matrix_order;
                let elem = Type::Scalar(*sc);
                let comps = value.map(|v| self.components(v, ty));
                let (r, c) = (*r as usize, *c as usize);
                let mut out = vec![None; r * c];
                for k in 0..r * c {
                    let (i, j) = if row_major {
                        (k / c, k % c)
                    } else {
                        (k % r, k / r)
                    };
                    let part = comps.as_ref().map(|cs| Val::One(cs[i * c + j]));
                    let v = self.raw_aggregate(handle, base, at, &elem, part.as_ref(), span)?;
                    out[i * c + j] = Some(v);
                }
                if value.is_some() {
                    return Ok(Val::Void);
                }
                let comps: Vec<Value> = out
                    .into_iter()
                    .map(|v| v.expect("every element").one())
                    .collect();
                Ok(self.assemble(ty, &comps))
            }
            Type::Array(e, Some(n)) => {
                let mut parts = Vec::new();
                for k in 0..*n as usize {
                    let part = match value {
                        Some(Val::Many(ps)) => Some(&ps[k]),
                        Some(_) => return unsupported(span, "array store"),
                        None => None,
                    };
                    parts.push(self.raw_aggregate(handle, base, at, e, part, span)?);
                }
                Ok(Val::Many(parts))
            }
            Type::Struct(id, _) => {
                let fields = self.prog.all_fields(*id);
                let mut parts = Vec::new();
                for (k, f) in fields.iter().enumerate() {
                    let part = match value {
                        Some(Val::Many(ps)) => Some(&ps[k]),
                        Some(_) => return unsupported(span, "struct store"),
                        None => None,
                    };
                    parts.push(self.raw_aggregate(handle, base, at, &f.ty, part, span)?);
                }
                Ok(Val::Many(parts))
            }
            other => unsupported(span, format!("byte-address access of '{other}'")),
        }
    }

    /// Writes a method's `out` argument.
    fn write_out(&mut self, arg: &Expr, v: Val, from: &Type, span: Span) -> R<()> {
        let p = self.gen_place(arg)?;
        let v = self.convert(v, from, &arg.ty, span)?;
        self.write(&p, v, span)
    }

    fn update_counter(&mut self, handle: Value, delta: i8, span: Span) -> R<Value> {
        let counter = self.counter_handle(handle, span)?;
        let loc = self.loc;
        let i32t = self.ctx().common().i32;
        Ok(UpdateCounterOp::build(&mut self.b(), loc, i32t, counter, delta).result(&self.ir))
    }

    /// `Load(location [, offset])` of a texture: the level of detail is the
    /// location's last component (none for RW textures; the sample index for
    /// multisampled ones).
    fn texture_load(
        &mut self,
        rt: &ResourceType,
        handle: Value,
        args: &[Expr],
        e: &Expr,
    ) -> R<Val> {
        let span = e.span;
        let info = rt.kind.info();
        let loc_v = self.gen_expr(&args[0])?;
        let lt = args[0].ty.clone();
        let comps = self.components(&loc_v, &lt);
        let comps: Vec<Value> = {
            let mut out = Vec::new();
            for c in comps {
                out.push(self.convert_kind(c, lt.scalar().unwrap_or(Scalar::Int), Scalar::Int)?);
            }
            out
        };
        let n = rt.kind.coord_dims() as usize;
        let rw = rt.kind.is_writable();
        let (coord_parts, lod) = if info.multisampled {
            let sample = match args.get(1) {
                Some(s) => Some(self.one_of(s)?),
                None => return error(span, "multisampled loads take a sample index"),
            };
            (comps[..n.min(comps.len())].to_vec(), sample)
        } else if rw {
            (comps[..n.min(comps.len())].to_vec(), None)
        } else {
            if comps.len() < n + 1 {
                return error(span, "texture load location lacks the mip level");
            }
            (comps[..n].to_vec(), Some(comps[n]))
        };
        let offset_arg = if info.multisampled {
            args.get(2)
        } else if rw {
            None
        } else {
            args.get(1)
        };
        let offset = match offset_arg {
            Some(o) => match super::expr::constant_components(o) {
                Some(c) => Some(c.into_iter().map(|k| k as i32).collect::<Vec<i32>>()),
                None => {
                    return unsupported(span, "texture load with an offset that is not constant");
                }
            },
            None => None,
        };
        let ct = Type::vec(Scalar::Int, coord_parts.len() as u8);
        let cty = self.value_type(&ct).expect("coordinate type");
        let coord = self.vector_of(cty, &coord_parts);
        let lod = lod.map(|l| self.index_i32(l));
        let v = self.texel(handle, coord, lod, offset.as_deref(), &e.ty, span)?;
        Ok(Val::One(v))
    }

    /// `tex.mips[level][position]`: a texel of a mip level.
    pub fn mip_texel(
        &mut self,
        rt: &ResourceType,
        handle: Value,
        level: &Expr,
        position: &Expr,
        e: &Expr,
    ) -> R<Val> {
        let span = e.span;
        if rt.kind.info().multisampled || rt.kind.is_writable() {
            return unsupported(span, "'mips' of this texture");
        }
        let l = self.one_of(level)?;
        let lod = self.index_i32(l);
        let c = self.gen_expr(position)?;
        let ct = position.ty.with_scalar(Scalar::Int);
        let coord = self.convert(c, &position.ty, &ct, span)?.one();
        let v = self.texel(handle, coord, Some(lod), None, &e.ty, span)?;
        Ok(Val::One(v))
    }

    /// `InterlockedOp(offset, value [, out original])` and the compare forms
    /// of a byte-address buffer.
    fn raw_atomic(&mut self, name: &str, handle: Value, args: &[Expr], span: Span) -> R<Val> {
        let base = name.trim_end_matches("64");
        let Some(&(_, kind)) = RAW_ATOMICS.iter().find(|r| r.0 == base) else {
            return unsupported(span, format!("method '{name}'"));
        };
        let off = self.one_of(&args[0])?;
        let offset = self.index_i32(off);
        let vt = args[1].ty.clone();
        let unsigned = vt.scalar().is_some_and(|s| s.is_unsigned());
        let kind = kind.map(|k| match (k, unsigned) {
            (AtomicRMWKind::Mins, true) => AtomicRMWKind::Minu,
            (AtomicRMWKind::Maxs, true) => AtomicRMWKind::Maxu,
            (k, _) => k,
        });
        let p = Place::new(
            Base::Buffer {
                handle,
                index: offset,
                structured: false,
            },
            vt.clone(),
        );
        let (comparand, value, out) = match kind {
            Some(_) => (None, self.one_of(&args[1])?, args.get(2)),
            None => {
                let c = self.one_of(&args[1])?;
                let v = self.gen_expr(&args[2])?;
                let v = self.convert(v, &args[2].ty, &vt, span)?.one();
                (Some(c), v, args.get(3))
            }
        };
        let original = self.atomic_at(&p, kind, comparand, value, span)?;
        if let Some(o) = out {
            self.write_out(o, Val::One(original), &vt, span)?;
        }
        Ok(Val::Void)
    }
}

/// The element type of a buffer.
fn element(rt: &ResourceType) -> Type {
    rt.element.clone().unwrap_or(Type::uint())
}
