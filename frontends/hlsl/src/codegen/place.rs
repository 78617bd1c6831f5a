//! Places: what an l-value designates, read and written. A place is a base
//! (a variable of the environment, a temporary value, a buffer element, a
//! texel, a constant buffer, groupshared memory) and a path of steps into it
//! (struct fields, array/vector/matrix indices, swizzles).
//!
//! Memory is accessed as narrowly as the path allows: a structured buffer or
//! constant buffer reads the member the leading constant steps name
//! (`hlsl.buffer.load ... member [...]`), a groupshared array is indexed by
//! `memref.load`; what follows (a dynamic index inside a struct, a swizzle)
//! applies to the loaded value, and a write through it is a read, an update
//! and a write back. Dynamic indices into values select among the elements
//! (`arith.select` on `index == k`).

use dialect_arith::{CmpIOp, CmpIPredicate, IndexCastOp};
use dialect_hlsl::ops::{
    BufferLoadOp, BufferStoreOp, CBufferLoadOp, TextureLoadOp, TextureStoreOp,
};
use dialect_memref::{LoadOp as MemLoadOp, StoreOp as MemStoreOp};
use shader_mlir::ir::{Type as IrType, TypeKind, Value};

use super::{Gen, Key, R, Val, error, unsupported};
use crate::source::Span;
use crate::types::{Scalar, Type};

/// An index: known, or computed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Idx {
    Const(u32),
    Dyn(Value),
}

/// One step of a path, with the type it leads to.
#[derive(Clone, Debug)]
pub enum Step {
    Field(u32, Type),
    Index(Idx, Type),
    Swizzle(Vec<u8>, Type),
    /// Matrix elements `(row, column)`.
    Elements(Vec<(u8, u8)>, Type),
}

impl Step {
    pub fn ty(&self) -> &Type {
        match self {
            Step::Field(_, t) | Step::Index(_, t) | Step::Swizzle(_, t) | Step::Elements(_, t) => t,
        }
    }
}

/// What a place starts from.
#[derive(Clone, Debug)]
pub enum Base {
    /// A variable (or flag) of the environment.
    Env(Key),
    /// A value that is not an object (a call's result, ...): read only.
    Value(Val),
    /// An element of a structured or typed buffer.
    Buffer {
        handle: Value,
        index: Value,
        structured: bool,
    },
    /// A texel of a texture.
    Texture { handle: Value, coord: Value },
    /// A constant buffer (cbuffer, tbuffer, ConstantBuffer<T>): read only.
    CBuffer { handle: Value },
    /// Groupshared memory.
    Shared { memref: Value },
    /// The `[[vk::push_constant]]` block variable: read only.
    PushConstant { var: u32 },
}

#[derive(Clone, Debug)]
pub struct Place {
    pub base: Base,
    pub base_ty: Type,
    pub path: Vec<Step>,
}

impl Place {
    pub fn new(base: Base, ty: Type) -> Place {
        Place {
            base,
            base_ty: ty,
            path: Vec::new(),
        }
    }

    pub fn with(mut self, step: Step) -> Place {
        self.path.push(step);
        self
    }
}

/// Loads one scalar or vector at a member path (of the given type).
pub type LoadPart<'f, 'g> = &'f mut dyn FnMut(&mut Gen<'g>, Vec<i32>, IrType) -> R<Value>;
/// Stores one scalar or vector at a member path.
pub type StorePart<'f, 'g> = &'f mut dyn FnMut(&mut Gen<'g>, Vec<i32>, Value) -> R<()>;

impl<'g> Gen<'g> {
    /// Reads a place.
    pub fn read(&mut self, p: &Place, span: Span) -> R<Val> {
        match &p.base {
            Base::Env(k) => {
                let Some(v) = self.env.get(k).cloned() else {
                    return error(span, "use of a variable before its declaration");
                };
                self.apply_path(v, &p.base_ty, &p.path, span)
            }
            Base::Value(v) => self.apply_path(v.clone(), &p.base_ty, &p.path, span),
            Base::Buffer {
                handle,
                index,
                structured,
            } => {
                let (member, ty, row_major, rest) = self.buffer_prefix(p, *structured);
                let v = self.load_buffer_element(*handle, *index, member, &ty, row_major, span)?;
                self.apply_path(v, &ty, rest, span)
            }
            Base::CBuffer { handle } => {
                let handle = *handle;
                self.read_block(p, span, &mut |g, path, t| {
                    let loc = g.loc;
                    Ok(CBufferLoadOp::build(&mut g.b(), loc, t, handle, &path).result(&g.ir))
                })
            }
            Base::PushConstant { var } => {
                let var = *var;
                self.read_block(p, span, &mut |g, path, t| {
                    g.push_constant_load(var, path, t, span)
                })
            }
            Base::Texture { handle, coord } => {
                let (handle, coord) = (*handle, *coord);
                let ty = p.base_ty.clone();
                let v = self.texel(handle, coord, None, None, &ty, span)?;
                self.apply_path(Val::One(v), &ty, &p.path, span)
            }
            Base::Shared { memref } => {
                let memref = *memref;
                let (indices, ty, rest) = self.shared_prefix(&p.base_ty, &p.path)?;
                let loc = self.loc;
                let raw = MemLoadOp::build(&mut self.b(), loc, memref, &indices, None, None)
                    .result(&self.ir);
                let v = self.loaded_value(raw, &ty)?;
                self.apply_path(Val::One(v), &ty, rest, span)
            }
        }
    }

    /// Reads a place in a read-only block (a cbuffer, the push constants):
    /// the constant member path into it loaded part by part with `load`,
    /// then the rest of the path applied to the value.
    fn read_block(&mut self, p: &Place, span: Span, load: LoadPart<'_, 'g>) -> R<Val> {
        let (member, ty, row_major, rest) =
            memory_prefix(self.prog, &p.base_ty, &p.path, self.opts.row_major);
        let v = self.load_element(load, member, &ty, row_major, span)?;
        self.apply_path(v, &ty, rest, span)
    }

    /// Writes `v` (of the place's type) to a place.
    pub fn write(&mut self, p: &Place, v: Val, span: Span) -> R<()> {
        match &p.base {
            Base::Env(k) => {
                let k = *k;
                let Some(old) = self.env.get(&k).cloned() else {
                    return error(span, "use of a variable before its declaration");
                };
                let new = self.insert_path(old, &p.base_ty, &p.path, v, span)?;
                self.env.insert(k, new);
                Ok(())
            }
            Base::Value(_) | Base::CBuffer { .. } | Base::PushConstant { .. } => {
                error(span, "expression is not assignable")
            }
            Base::Buffer {
                handle,
                index,
                structured,
            } => {
                let (handle, index, structured) = (*handle, *index, *structured);
                let (member, ty, row_major, rest) = self.buffer_prefix(p, structured);
                let v = if rest.is_empty() {
                    v
                } else {
                    let old = self.load_buffer_element(
                        handle,
                        index,
                        member.clone(),
                        &ty,
                        row_major,
                        span,
                    )?;
                    self.insert_path(old, &ty, rest, v, span)?
                };
                self.store_element(
                    &mut |g, path, value| g.buffer_store(handle, index, path, value),
                    member,
                    &ty,
                    row_major,
                    &v,
                    span,
                )
            }
            Base::Texture { handle, coord } => {
                let (handle, coord) = (*handle, *coord);
                let ty = p.base_ty.clone();
                let v = if p.path.is_empty() {
                    v
                } else {
                    let old = self.texel(handle, coord, None, None, &ty, span)?;
                    self.insert_path(Val::One(old), &ty, &p.path, v, span)?
                };
                let raw = self.stored_value(v.one(), &ty)?;
                let loc = self.loc;
                TextureStoreOp::build(&mut self.b(), loc, raw, handle, coord, None);
                Ok(())
            }
            Base::Shared { memref } => {
                let memref = *memref;
                let (indices, ty, rest) = self.shared_prefix(&p.base_ty, &p.path)?;
                let v = if rest.is_empty() {
                    v
                } else {
                    let loc = self.loc;
                    let raw = MemLoadOp::build(&mut self.b(), loc, memref, &indices, None, None)
                        .result(&self.ir);
                    let old = self.loaded_value(raw, &ty)?;
                    self.insert_path(Val::One(old), &ty, rest, v, span)?
                };
                let raw = self.stored_value(v.one(), &ty)?;
                let loc = self.loc;
                MemStoreOp::build(&mut self.b(), loc, raw, memref, &indices, None, None);
                Ok(())
            }
        }
    }

    /// The register type of a scalar or vector as memory holds it (`bool` as
    /// `i32`).
    /// The member path, type and majority of the part of a buffer place that
    /// one buffer access reaches (a structured buffer's element reaches into
    /// its members; a typed buffer's is loaded whole), and the rest of the
    /// place's path.
    fn buffer_prefix<'p>(
        &self,
        p: &'p Place,
        structured: bool,
    ) -> (Vec<i32>, Type, bool, &'p [Step]) {
        if structured {
            memory_prefix(self.prog, &p.base_ty, &p.path, self.opts.row_major)
        } else {
            (
                Vec::new(),
                p.base_ty.clone(),
                self.opts.row_major,
                &p.path[..],
            )
        }
    }

    /// Loads a texel of type `ty` from a texture at an integer position
    /// (with a mip level and a constant offset when given).
    pub fn texel(
        &mut self,
        handle: Value,
        coord: Value,
        lod: Option<Value>,
        offset: Option<&[i32]>,
        ty: &Type,
        span: Span,
    ) -> R<Value> {
        let vt = self.memory_value_type(ty, span)?;
        let loc = self.loc;
        let raw = TextureLoadOp::build(&mut self.b(), loc, vt, None, handle, coord, lod, offset)
            .result(&self.ir);
        self.loaded_value(raw, ty)
    }

    pub fn memory_value_type(&self, ty: &Type, span: Span) -> R<IrType> {
        let s = ty.scalar().unwrap_or(Scalar::Int);
        let e = if s == Scalar::Bool {
            self.ctx().common().i32
        } else {
            self.scalar_type(s)
        };
        match ty {
            Type::Vector(_, n) if *n > 1 => Ok(self.ctx().vector_type(&[i64::from(*n)], e)),
            Type::Scalar(_) | Type::Vector(..) | Type::Enum(..) => Ok(e),
            other => unsupported(span, format!("access to memory of type '{other}'")),
        }
    }

    /// A loaded scalar or vector as a value of `ty` (`i32` to `bool`).
    pub fn loaded_value(&mut self, v: Value, ty: &Type) -> R<Value> {
        if ty.scalar() == Some(Scalar::Bool) {
            return self.convert_kind(v, Scalar::Uint, Scalar::Bool);
        }
        Ok(v)
    }

    /// A value of `ty` as memory holds it (`bool` to `i32`).
    pub fn stored_value(&mut self, v: Value, ty: &Type) -> R<Value> {
        if ty.scalar() == Some(Scalar::Bool) {
            return self.convert_kind(v, Scalar::Bool, Scalar::Uint);
        }
        Ok(v)
    }

    /// Loads the value of `ty` at `member` of element `index` of a buffer,
    /// one `hlsl.buffer.load` per scalar or vector part.
    fn load_buffer_element(
        &mut self,
        handle: Value,
        index: Value,
        member: Vec<i32>,
        ty: &Type,
        row_major: bool,
        span: Span,
    ) -> R<Val> {
        self.load_element(
            &mut |g, path, t| g.buffer_load(handle, index, path, t),
            member,
            ty,
            row_major,
            span,
        )
    }

    /// Stores one scalar or vector at a member path of element `index` of a
    /// buffer.
    fn buffer_store(&mut self, handle: Value, index: Value, path: Vec<i32>, v: Value) -> R<()> {
        let loc = self.loc;
        let member = (!path.is_empty()).then_some(path);
        BufferStoreOp::build(&mut self.b(), loc, v, handle, index, member.as_deref());
        Ok(())
    }

    fn buffer_load(&mut self, handle: Value, index: Value, path: Vec<i32>, t: IrType) -> R<Value> {
        let loc = self.loc;
        let member = (!path.is_empty()).then_some(path);
        Ok(BufferLoadOp::build(
            &mut self.b(),
            loc,
            t,
            None,
            handle,
            index,
            member.as_deref(),
        )
        .result(&self.ir))
    }

    /// Loads a value of `ty` at `member` with `load` (which loads one scalar
    /// or vector at a member path): aggregates member by member, matrices
    /// as their rows or columns.
    pub fn load_element(
        &mut self,
        load: LoadPart<'_, 'g>,
        member: Vec<i32>,
        ty: &Type,
        row_major: bool,
        span: Span,
    ) -> R<Val> {
        match ty {
            Type::Scalar(_) | Type::Vector(..) | Type::Enum(..) => {
                let t = self.memory_value_type(ty, span)?;
                let raw = load(self, member, t)?;
                Ok(Val::One(self.loaded_value(raw, ty)?))
            }
            Type::Matrix(s, r, c) => {
                let (n, len) = if row_major { (*r, *c) } else { (*c, *r) };
                let vt = self.memory_value_type(&Type::vec(*s, len), span)?;
                let mut parts = Vec::new();
                for k in 0..n {
                    let mut m = member.clone();
                    m.push(i32::from(k));
                    parts.push(load(self, m, vt)?);
                }
                Ok(self.matrix_from_parts(&parts, *s, *r, *c, row_major))
            }
            Type::Array(e, Some(n)) => {
                let mut out = Vec::with_capacity(*n as usize);
                for k in 0..*n {
                    let mut m = member.clone();
                    m.push(k as i32);
                    out.push(self.load_element(load, m, e, row_major, span)?);
                }
                Ok(Val::Many(out))
            }
            Type::Struct(id, _) => {
                let fields = self.prog.all_fields(*id);
                let mut out = Vec::with_capacity(fields.len());
                for (k, f) in fields.iter().enumerate() {
                    let mut m = member.clone();
                    m.push(k as i32);
                    out.push(self.load_element(load, m, &f.ty, f.row_major, span)?);
                }
                Ok(Val::Many(out))
            }
            other => unsupported(span, format!("load of '{other}'")),
        }
    }

    /// Stores a value of `ty` at `member` with `store`, part by part.
    pub fn store_element(
        &mut self,
        store: StorePart<'_, 'g>,
        member: Vec<i32>,
        ty: &Type,
        row_major: bool,
        v: &Val,
        span: Span,
    ) -> R<()> {
        match ty {
            Type::Scalar(_) | Type::Vector(..) | Type::Enum(..) => {
                let raw = self.stored_value(v.one(), ty)?;
                store(self, member, raw)
            }
            Type::Matrix(s, r, c) => {
                let parts = self.matrix_to_parts(v, *s, *r, *c, row_major);
                for (k, part) in parts.into_iter().enumerate() {
                    let mut m = member.clone();
                    m.push(k as i32);
                    store(self, m, part)?;
                }
                Ok(())
            }
            Type::Array(e, Some(n)) => {
                let Val::Many(parts) = v else {
                    return unsupported(span, "array store");
                };
                for (k, part) in parts.iter().enumerate().take(*n as usize) {
                    let mut m = member.clone();
                    m.push(k as i32);
                    self.store_element(store, m, e, row_major, part, span)?;
                }
                Ok(())
            }
            Type::Struct(id, _) => {
                let fields = self.prog.all_fields(*id);
                let Val::Many(parts) = v else {
                    return unsupported(span, "struct store");
                };
                for (k, f) in fields.iter().enumerate() {
                    let mut m = member.clone();
                    m.push(k as i32);
                    self.store_element(store, m, &f.ty, f.row_major, &parts[k], span)?;
                }
                Ok(())
            }
            other => unsupported(span, format!("store of '{other}'")),
        }
    }

    /// A matrix value (rows) from its rows or columns as memory holds them.
    pub fn matrix_from_parts(
        &mut self,
        parts: &[Value],
        s: Scalar,
        r: u8,
        c: u8,
        row_major: bool,
    ) -> Val {
        let ty = Type::Matrix(s, r, c);
        if row_major {
            let mut comps = Vec::new();
            for &p in parts {
                for j in 0..c {
                    comps.push(self.extract(p, u32::from(j)));
                }
            }
            return self.assemble(&ty, &comps);
        }
        let mut comps = Vec::new();
        for i in 0..r {
            for &column in parts.iter().take(c as usize) {
                comps.push(self.extract(column, u32::from(i)));
            }
        }
        self.assemble(&ty, &comps)
    }

    /// A matrix value as its rows or columns.
    pub fn matrix_to_parts(
        &mut self,
        v: &Val,
        s: Scalar,
        r: u8,
        c: u8,
        row_major: bool,
    ) -> Vec<Value> {
        let ty = Type::Matrix(s, r, c);
        let comps = self.components(v, &ty);
        let (n, len) = if row_major { (r, c) } else { (c, r) };
        let vt = self.row_type(s, len);
        let mut out = Vec::new();
        for k in 0..n as usize {
            let part: Vec<Value> = (0..len as usize)
                .map(|l| {
                    if row_major {
                        comps[k * c as usize + l]
                    } else {
                        comps[l * c as usize + k]
                    }
                })
                .collect();
            out.push(self.vector_of(vt, &part));
        }
        out
    }

    /// The memref indices of the leading array steps of a groupshared place,
    /// the type they reach and the steps left.
    fn shared_prefix<'p>(
        &mut self,
        base: &Type,
        path: &'p [Step],
    ) -> R<(Vec<Value>, Type, &'p [Step])> {
        let mut ty = base.clone();
        let mut indices = Vec::new();
        let mut used = 0;
        for step in path {
            match (step, &ty) {
                (Step::Index(i, t), Type::Array(..)) => {
                    let v = match i {
                        Idx::Const(k) => self.const_i32(i128::from(*k)),
                        Idx::Dyn(v) => self.index_i32(*v),
                    };
                    let index_ty = self.ctx().common().index;
                    let loc = self.loc;
                    indices.push(IndexCastOp::build(&mut self.b(), loc, index_ty, v).out(&self.ir));
                    ty = t.clone();
                    used += 1;
                }
                _ => break,
            }
        }
        Ok((indices, ty, &path[used..]))
    }

    /// An integer index as `i32`.
    pub fn index_i32(&mut self, v: Value) -> Value {
        let i32t = self.ctx().common().i32;
        let t = self.ir.value_type(v);
        if t == i32t {
            return v;
        }
        let from = match self.ctx().type_kind(t) {
            TypeKind::Integer { width: 64, .. } => Scalar::Uint64,
            TypeKind::Integer { width: 16, .. } => Scalar::Uint16,
            TypeKind::Integer { width: 1, .. } => Scalar::Bool,
            _ => Scalar::Uint,
        };
        self.convert_kind(v, from, Scalar::Uint).unwrap_or(v)
    }

    /// Follows a path into a value.
    pub fn apply_path(&mut self, mut v: Val, base: &Type, path: &[Step], span: Span) -> R<Val> {
        let mut ty = base.clone();
        for step in path {
            v = match step {
                Step::Field(i, _) => match v {
                    Val::Many(mut parts) if (*i as usize) < parts.len() => {
                        parts.swap_remove(*i as usize)
                    }
                    _ => return unsupported(span, "member access"),
                },
                Step::Index(idx, _) => self.index_value(v, &ty, *idx, span)?,
                Step::Swizzle(comps, t) => {
                    let x = v.one();
                    let parts: Vec<Value> = comps
                        .iter()
                        .map(|&c| self.extract(x, u32::from(c)))
                        .collect();
                    let vt = self.value_type(t).expect("swizzle type");
                    Val::One(self.vector_of(vt, &parts))
                }
                Step::Elements(elems, t) => {
                    let comps = self.components(&v, &ty);
                    let c = ty.dims().map_or(1, |d| d.1) as usize;
                    let parts: Vec<Value> = elems
                        .iter()
                        .map(|&(r, col)| comps[r as usize * c + col as usize])
                        .collect();
                    let vt = self.value_type(t).expect("matrix element type");
                    Val::One(self.vector_of(vt, &parts))
                }
            };
            ty = step.ty().clone();
        }
        Ok(v)
    }

    /// Element `idx` of an array, vector or matrix value.
    fn index_value(&mut self, v: Val, ty: &Type, idx: Idx, span: Span) -> R<Val> {
        match (ty, idx) {
            (Type::Vector(..) | Type::Scalar(_), Idx::Const(k)) => {
                Ok(Val::One(self.extract(v.one(), k)))
            }
            (Type::Array(..) | Type::Matrix(..), Idx::Const(k)) => match v {
                Val::Many(mut parts) if (k as usize) < parts.len() => {
                    Ok(parts.swap_remove(k as usize))
                }
                _ => error(span, "array index out of bounds"),
            },
            (Type::Vector(_, n), Idx::Dyn(d)) => {
                let x = v.one();
                let parts: Vec<Val> = (0..*n)
                    .map(|k| Val::One(self.extract(x, u32::from(k))))
                    .collect();
                self.select_among(d, &parts)
            }
            (Type::Array(..) | Type::Matrix(..), Idx::Dyn(d)) => match v {
                Val::Many(parts) => self.select_among(d, &parts),
                _ => unsupported(span, "indexing"),
            },
            _ => unsupported(span, format!("indexing of '{ty}'")),
        }
    }

    /// The element `d` of `parts` (a chain of selects).
    pub fn select_among(&mut self, d: Value, parts: &[Val]) -> R<Val> {
        let mut out = parts[0].clone();
        let it = self.ir.value_type(d);
        for (k, p) in parts.iter().enumerate().skip(1) {
            let kc = self.const_int(it, k as i128);
            let loc = self.loc;
            let eq = CmpIOp::build(&mut self.b(), loc, CmpIPredicate::Eq, d, kc).result(&self.ir);
            out = self.select_val(eq, p, &out)?;
        }
        Ok(out)
    }

    /// `old` with the part at `path` replaced by `v`.
    pub fn insert_path(
        &mut self,
        old: Val,
        ty: &Type,
        path: &[Step],
        v: Val,
        span: Span,
    ) -> R<Val> {
        let Some((step, rest)) = path.split_first() else {
            return Ok(v);
        };
        let inner_ty = step.ty().clone();
        match step {
            Step::Field(i, _) => {
                let Val::Many(mut parts) = old else {
                    return unsupported(span, "member assignment");
                };
                let i = *i as usize;
                let part = parts[i].clone();
                parts[i] = self.insert_path(part, &inner_ty, rest, v, span)?;
                Ok(Val::Many(parts))
            }
            Step::Index(idx, _) => match (ty, *idx) {
                (Type::Vector(..) | Type::Scalar(_), Idx::Const(k)) => {
                    let x = old.one();
                    let cur = Val::One(self.extract(x, k));
                    let new = self.insert_path(cur, &inner_ty, rest, v, span)?;
                    Ok(Val::One(self.insert(new.one(), x, k)))
                }
                (Type::Vector(_, n), Idx::Dyn(d)) => {
                    let mut x = old.one();
                    let it = self.ir.value_type(d);
                    for k in 0..*n {
                        let cur = Val::One(self.extract(x, u32::from(k)));
                        let new =
                            self.insert_path(cur.clone(), &inner_ty, rest, v.clone(), span)?;
                        let kc = self.const_int(it, i128::from(k));
                        let loc = self.loc;
                        let eq = CmpIOp::build(&mut self.b(), loc, CmpIPredicate::Eq, d, kc)
                            .result(&self.ir);
                        let picked = self.select_val(eq, &new, &cur)?;
                        x = self.insert(picked.one(), x, u32::from(k));
                    }
                    Ok(Val::One(x))
                }
                (Type::Array(..) | Type::Matrix(..), Idx::Const(k)) => {
                    let Val::Many(mut parts) = old else {
                        return unsupported(span, "element assignment");
                    };
                    let k = k as usize;
                    if k >= parts.len() {
                        return error(span, "array index out of bounds");
                    }
                    let part = parts[k].clone();
                    parts[k] = self.insert_path(part, &inner_ty, rest, v, span)?;
                    Ok(Val::Many(parts))
                }
                (Type::Array(..) | Type::Matrix(..), Idx::Dyn(d)) => {
                    let Val::Many(mut parts) = old else {
                        return unsupported(span, "element assignment");
                    };
                    let it = self.ir.value_type(d);
                    for (k, part) in parts.iter_mut().enumerate() {
                        let cur = part.clone();
                        let new =
                            self.insert_path(cur.clone(), &inner_ty, rest, v.clone(), span)?;
                        let kc = self.const_int(it, k as i128);
                        let loc = self.loc;
                        let eq = CmpIOp::build(&mut self.b(), loc, CmpIPredicate::Eq, d, kc)
                            .result(&self.ir);
                        *part = self.select_val(eq, &new, &cur)?;
                    }
                    Ok(Val::Many(parts))
                }
                _ => unsupported(span, format!("assignment to an element of '{ty}'")),
            },
            Step::Swizzle(comps, _) => {
                let mut x = old.one();
                let new = if rest.is_empty() {
                    v
                } else {
                    let parts: Vec<Value> = comps
                        .iter()
                        .map(|&c| self.extract(x, u32::from(c)))
                        .collect();
                    let vt = self.value_type(&inner_ty).expect("swizzle type");
                    let cur = Val::One(self.vector_of(vt, &parts));
                    self.insert_path(cur, &inner_ty, rest, v, span)?
                };
                let nv = new.one();
                if !matches!(ty, Type::Vector(..)) {
                    return Ok(Val::One(self.extract(nv, 0)));
                }
                for (j, &c) in comps.iter().enumerate() {
                    let part = self.extract(nv, j as u32);
                    x = self.insert(part, x, u32::from(c));
                }
                Ok(Val::One(x))
            }
            Step::Elements(elems, _) => {
                let mut comps = self.components(&old, ty);
                let c = ty.dims().map_or(1, |d| d.1) as usize;
                let nv = v.one();
                for (j, &(r, col)) in elems.iter().enumerate() {
                    comps[r as usize * c + col as usize] = self.extract(nv, j as u32);
                }
                Ok(self.assemble(ty, &comps))
            }
        }
    }
}

/// The member path of the leading field and constant-index steps of a place
/// in a structured or constant buffer (through structs and arrays), the type
/// it reaches, the majorness of the last field on the way (`default`
/// without one) and the steps left.
fn memory_prefix<'p>(
    prog: &crate::sema::Program,
    base: &Type,
    path: &'p [Step],
    default: bool,
) -> (Vec<i32>, Type, bool, &'p [Step]) {
    let mut ty = base.clone();
    let mut member = Vec::new();
    let mut row_major = default;
    let mut used = 0;
    for step in path {
        match (step, &ty) {
            (Step::Field(i, t), Type::Struct(id, _)) => {
                member.push(*i as i32);
                if let Some(f) = prog.all_fields(*id).get(*i as usize) {
                    row_major = f.row_major;
                }
                ty = t.clone();
            }
            (Step::Index(Idx::Const(k), t), Type::Array(..)) => {
                member.push(*k as i32);
                ty = t.clone();
            }
            _ => break,
        }
        used += 1;
    }
    (member, ty, row_major, &path[used..])
}
