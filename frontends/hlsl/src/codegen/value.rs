//! Values as the generator holds them ([`Val`]): a scalar or vector is one SSA
//! value; a matrix is its rows, a struct its fields (base class first) and an
//! array its elements, each again a [`Val`]. Here: building and taking apart
//! numeric values, conversions between HLSL types
//! (https://microsoft.github.io/hlsl-specs/specs/hlsl.html#Conv), zero values,
//! selects, and the flattening that carries aggregates through `scf` results.

use dialect_arith::{
    CmpFOp, CmpFPredicate, CmpIOp, CmpIPredicate, ExtFOp, ExtSIOp, ExtUIOp, FPToSIOp, FPToUIOp,
    SIToFPOp, SelectOp, TruncFOp, TruncIOp, UIToFPOp,
};
use dialect_vector::{BroadcastOp, ExtractOp, FromElementsOp, InsertOp};
use shader_mlir::ir::{Type as IrType, TypeKind, Value};

use super::{Gen, R, unsupported};
use crate::source::Span;
use crate::types::{Scalar, Type};

/// A value of any HLSL type: one SSA value (scalars, vectors, resource
/// handles), or the parts of an aggregate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Val {
    One(Value),
    Many(Vec<Val>),
    Void,
}

impl Val {
    /// The SSA value of a scalar, vector or handle.
    pub fn one(&self) -> Value {
        match self {
            Val::One(v) => *v,
            // Aggregates never reach a place that wants one value: the
            // generator checks types before (see `expect_one`).
            Val::Many(parts) => parts.first().map(Val::one).expect("a value"),
            Val::Void => panic!("void value used"),
        }
    }

    /// The leaves, in order.
    pub fn flatten(&self, out: &mut Vec<Value>) {
        match self {
            Val::One(v) => out.push(*v),
            Val::Many(parts) => parts.iter().for_each(|p| p.flatten(out)),
            Val::Void => {}
        }
    }

    pub fn leaves(&self) -> Vec<Value> {
        let mut out = Vec::new();
        self.flatten(&mut out);
        out
    }

    /// A value of this shape with the leaves of `values`.
    pub fn rebuild(&self, values: &mut impl Iterator<Item = Value>) -> Val {
        match self {
            Val::One(_) => Val::One(values.next().expect("as many values as leaves")),
            Val::Many(parts) => Val::Many(parts.iter().map(|p| p.rebuild(values)).collect()),
            Val::Void => Val::Void,
        }
    }
}

impl Gen<'_> {
    /// Component `i` of a vector value (the value itself for a scalar).
    pub fn extract(&mut self, v: Value, i: u32) -> Value {
        if !matches!(
            self.ctx().type_kind(self.ir.value_type(v)),
            TypeKind::Vector { .. }
        ) {
            return v;
        }
        let loc = self.loc;
        let op = ExtractOp::build(&mut self.b(), loc, v, &[], &[i64::from(i)]);
        op.result(&self.ir)
    }

    /// `v` with component `i` replaced by `x`.
    pub fn insert(&mut self, x: Value, v: Value, i: u32) -> Value {
        if !matches!(
            self.ctx().type_kind(self.ir.value_type(v)),
            TypeKind::Vector { .. }
        ) {
            return x;
        }
        let loc = self.loc;
        let op = InsertOp::build(&mut self.b(), loc, x, v, &[], &[i64::from(i)]);
        op.result(&self.ir)
    }

    /// A vector of `ty` from its components (one component: the scalar).
    pub fn vector_of(&mut self, ty: IrType, parts: &[Value]) -> Value {
        if parts.len() == 1 && !matches!(self.ctx().type_kind(ty), TypeKind::Vector { .. }) {
            return parts[0];
        }
        let loc = self.loc;
        let op = FromElementsOp::build(&mut self.b(), loc, ty, parts);
        op.dest(&self.ir)
    }

    /// A scalar value replicated to the layout of `ty` (a scalar or vector
    /// type; the scalar itself otherwise).
    pub fn splat_to(&mut self, scalar: Value, ty: &Type) -> Value {
        match ty {
            Type::Vector(_, n) if *n > 1 => {
                let e = self.ir.value_type(scalar);
                let vt = self.ctx().vector_type(&[i64::from(*n)], e);
                let loc = self.loc;
                // A splat of a constant is a prologue value too.
                if self.constants.values().any(|&c| c == scalar) {
                    if let Some(&v) = self.splats.get(&(vt, scalar)) {
                        return v;
                    }
                    let op = self.in_prologue(|b| BroadcastOp::build(b, loc, vt, scalar).0);
                    let v = self.ir.result(op, 0);
                    self.splats.insert((vt, scalar), v);
                    return v;
                }
                BroadcastOp::build(&mut self.b(), loc, vt, scalar).vector(&self.ir)
            }
            _ => scalar,
        }
    }

    /// The scalar components of a numeric value, row by row.
    pub fn components(&mut self, val: &Val, ty: &Type) -> Vec<Value> {
        match ty {
            Type::Matrix(_, r, c) => {
                let rows = match val {
                    Val::Many(rows) => rows.clone(),
                    other => vec![other.clone(); *r as usize],
                };
                let mut out = Vec::new();
                for row in rows.iter().take(*r as usize) {
                    let row = row.one();
                    for j in 0..*c {
                        out.push(self.extract(row, u32::from(j)));
                    }
                }
                out
            }
            Type::Vector(_, n) => {
                let v = val.one();
                (0..*n).map(|i| self.extract(v, u32::from(i))).collect()
            }
            _ => vec![val.one()],
        }
    }

    /// A numeric value of `ty` from its scalar components (row by row).
    pub fn assemble(&mut self, ty: &Type, comps: &[Value]) -> Val {
        match ty {
            Type::Matrix(s, r, c) => {
                let rt = self.row_type(*s, *c);
                let mut rows = Vec::new();
                for i in 0..*r as usize {
                    let part = &comps[i * *c as usize..(i + 1) * *c as usize];
                    rows.push(Val::One(self.vector_of(rt, part)));
                }
                Val::Many(rows)
            }
            Type::Vector(_, _) => {
                let vt = self.value_type(ty).expect("vector type");
                Val::One(self.vector_of(vt, comps))
            }
            _ => Val::One(comps[0]),
        }
    }

    /// Applies `f` to each scalar/vector part of a numeric value (the value,
    /// or each row of a matrix).
    pub fn map_parts(
        &mut self,
        val: &Val,
        f: &mut dyn FnMut(&mut Self, Value) -> R<Value>,
    ) -> R<Val> {
        match val {
            Val::One(v) => Ok(Val::One(f(self, *v)?)),
            Val::Many(parts) => {
                let mut out = Vec::with_capacity(parts.len());
                for p in parts {
                    out.push(self.map_parts(p, f)?);
                }
                Ok(Val::Many(out))
            }
            Val::Void => Ok(Val::Void),
        }
    }

    /// Applies `f` to matching parts of two numeric values of one layout.
    pub fn zip_parts(
        &mut self,
        a: &Val,
        b: &Val,
        f: &mut dyn FnMut(&mut Self, Value, Value) -> R<Value>,
    ) -> R<Val> {
        match (a, b) {
            (Val::One(x), Val::One(y)) => Ok(Val::One(f(self, *x, *y)?)),
            (Val::Many(xs), Val::Many(ys)) if xs.len() == ys.len() => {
                let mut out = Vec::with_capacity(xs.len());
                for (x, y) in xs.iter().zip(ys) {
                    out.push(self.zip_parts(x, y, f)?);
                }
                Ok(Val::Many(out))
            }
            _ => Ok(a.clone()),
        }
    }

    /// The zero value of any type (`false`, `0`, aggregates of zeros).
    pub fn zero_val(&mut self, ty: &Type, span: Span) -> R<Val> {
        Ok(match ty {
            Type::Scalar(_) | Type::Vector(..) | Type::Enum(..) => Val::One(self.zero_of(ty)),
            Type::Matrix(s, r, c) => {
                let row = self.zero_of(&Type::vec(*s, *c));
                Val::Many(vec![Val::One(row); *r as usize])
            }
            Type::Array(e, Some(n)) => {
                let z = self.zero_val(e, span)?;
                Val::Many(vec![z; *n as usize])
            }
            Type::Struct(id, _) => {
                let fields = self.prog.all_fields(*id);
                let mut parts = Vec::with_capacity(fields.len());
                for f in &fields {
                    parts.push(self.zero_val(&f.ty, span)?);
                }
                Val::Many(parts)
            }
            // A resource variable holds no handle until it is assigned one.
            Type::Void | Type::Resource(_) => Val::Void,
            other => return unsupported(span, format!("variable of type '{other}'")),
        })
    }

    /// `cond ? a : b` for values of type `ty`, part by part; `cond` is an
    /// `i1` (broadcast to vector parts) or a vector of `i1` of the parts' shape.
    pub fn select_val(&mut self, cond: Value, a: &Val, b: &Val) -> R<Val> {
        let mut f = |g: &mut Self, x: Value, y: Value| -> R<Value> {
            if x == y {
                return Ok(x);
            }
            let c = g.condition_for(cond, g.ir.value_type(x));
            let loc = g.loc;
            Ok(SelectOp::build(&mut g.b(), loc, c, x, y).result(&g.ir))
        };
        self.zip_parts(a, b, &mut f)
    }

    /// `cond` shaped for a select of values of `ty`: a scalar `i1` becomes a
    /// vector of `i1` for vector operands (spirv.Select wants them alike
    /// before SPIR-V 1.4).
    pub fn condition_for(&mut self, cond: Value, ty: IrType) -> Value {
        let n = match self.ctx().type_kind(ty) {
            TypeKind::Vector { shape, .. } => shape.first().copied().unwrap_or(1),
            _ => return cond,
        };
        let ct = self.ir.value_type(cond);
        if matches!(self.ctx().type_kind(ct), TypeKind::Vector { .. }) {
            return cond;
        }
        let i1 = self.ctx().common().i1;
        let vt = self.ctx().vector_type(&[n], i1);
        let loc = self.loc;
        BroadcastOp::build(&mut self.b(), loc, vt, cond).vector(&self.ir)
    }

    /// Converts a value between HLSL types: layout (splat, truncation,
    /// scalar, reshape between equal component counts) and component type.
    pub fn convert(&mut self, val: Val, from: &Type, to: &Type, span: Span) -> R<Val> {
        if from == to || to.is_void() {
            return Ok(val);
        }
        if let (Type::Enum(..), _) | (_, Type::Enum(..)) = (from, to) {
            let f = if let Type::Enum(..) = from {
                Type::int()
            } else {
                from.clone()
            };
            let t = if let Type::Enum(..) = to {
                Type::int()
            } else {
                to.clone()
            };
            return self.convert(val, &f, &t, span);
        }
        if from.is_numeric() && to.is_numeric() {
            let fs = from.scalar().unwrap_or(Scalar::Int);
            let ts = to.scalar().unwrap_or(Scalar::Int);
            let (fd, td) = (from.dims().unwrap_or((1, 1)), to.dims().unwrap_or((1, 1)));
            // Same layout (vector <-> vector, matrix <-> matrix): convert the
            // parts as they are.
            let same_layout = match (from, to) {
                (Type::Matrix(..), Type::Matrix(..)) => fd == td,
                (Type::Matrix(..), _) | (_, Type::Matrix(..)) => false,
                _ => fd.1 == td.1,
            };
            if same_layout {
                let mut f = |g: &mut Self, v: Value| g.convert_kind(v, fs, ts);
                return self.map_parts(&val, &mut f);
            }
            let comps = self.components(&val, from);
            let n = to.component_count().unwrap_or(1) as usize;
            let picked: Vec<Value> = if comps.len() == 1 {
                vec![comps[0]; n]
            } else if let (Type::Matrix(_, _, fc), Type::Matrix(_, tr, tc)) = (from, to) {
                // Matrix truncation keeps the upper-left block.
                let mut out = Vec::new();
                for i in 0..*tr as usize {
                    for j in 0..*tc as usize {
                        out.push(comps[i * *fc as usize + j]);
                    }
                }
                out
            } else {
                comps.into_iter().take(n).collect()
            };
            if picked.len() < n {
                return unsupported(span, format!("conversion from '{from}' to '{to}'"));
            }
            let mut converted = Vec::with_capacity(n);
            for c in picked {
                converted.push(self.convert_kind(c, fs, ts)?);
            }
            return Ok(self.assemble(to, &converted));
        }
        // Aggregates: scalar by scalar, between equal component counts (or
        // a scalar splat).
        let mut leaves = Vec::new();
        self.scalar_leaves(&val, from, &mut leaves, span)?;
        let mut targets = Vec::new();
        self.leaf_types(to, &mut targets, span)?;
        if leaves.len() == 1 && targets.len() > 1 {
            leaves = vec![leaves[0]; targets.len()];
        }
        if leaves.len() < targets.len() {
            return unsupported(span, format!("conversion from '{from}' to '{to}'"));
        }
        let mut converted = Vec::with_capacity(targets.len());
        for ((v, fs), ts) in leaves.into_iter().zip(targets) {
            converted.push(self.convert_kind(v, fs, ts)?);
        }
        let mut it = converted.into_iter();
        self.build_from_scalars(to, &mut it, span)
    }

    /// The scalars of any value, with their types, in memory order.
    pub fn scalar_leaves(
        &mut self,
        val: &Val,
        ty: &Type,
        out: &mut Vec<(Value, Scalar)>,
        span: Span,
    ) -> R<()> {
        match ty {
            Type::Scalar(_) | Type::Vector(..) | Type::Matrix(..) | Type::Enum(..) => {
                let s = ty.scalar().unwrap_or(Scalar::Int);
                for c in self.components(val, ty) {
                    out.push((c, s));
                }
            }
            Type::Array(e, Some(n)) => {
                let Val::Many(parts) = val else {
                    return unsupported(span, "array value");
                };
                for p in parts.iter().take(*n as usize) {
                    self.scalar_leaves(p, e, out, span)?;
                }
            }
            Type::Struct(id, _) => {
                let fields = self.prog.all_fields(*id);
                let Val::Many(parts) = val else {
                    return unsupported(span, "struct value");
                };
                for (p, f) in parts.iter().zip(&fields) {
                    self.scalar_leaves(p, &f.ty, out, span)?;
                }
            }
            other => return unsupported(span, format!("conversion of '{other}'")),
        }
        Ok(())
    }

    /// The scalar types of a type's scalars, in memory order.
    pub fn leaf_types(&self, ty: &Type, out: &mut Vec<Scalar>, span: Span) -> R<()> {
        match ty {
            Type::Scalar(_) | Type::Vector(..) | Type::Matrix(..) | Type::Enum(..) => {
                let s = ty.scalar().unwrap_or(Scalar::Int);
                out.extend(std::iter::repeat_n(
                    s,
                    ty.component_count().unwrap_or(1) as usize,
                ));
            }
            Type::Array(e, Some(n)) => {
                for _ in 0..*n {
                    self.leaf_types(e, out, span)?;
                }
            }
            Type::Struct(id, _) => {
                for f in self.prog.all_fields(*id) {
                    self.leaf_types(&f.ty, out, span)?;
                }
            }
            other => return unsupported(span, format!("conversion to '{other}'")),
        }
        Ok(())
    }

    /// A value of `ty` from scalars in memory order.
    pub fn build_from_scalars(
        &mut self,
        ty: &Type,
        it: &mut impl Iterator<Item = Value>,
        span: Span,
    ) -> R<Val> {
        match ty {
            Type::Scalar(_) | Type::Vector(..) | Type::Matrix(..) | Type::Enum(..) => {
                let n = ty.component_count().unwrap_or(1) as usize;
                let comps: Vec<Value> = it.take(n).collect();
                if comps.len() < n {
                    return unsupported(span, format!("initialization of '{ty}'"));
                }
                Ok(self.assemble(ty, &comps))
            }
            Type::Array(e, Some(n)) => {
                let mut parts = Vec::with_capacity(*n as usize);
                for _ in 0..*n {
                    parts.push(self.build_from_scalars(e, it, span)?);
                }
                Ok(Val::Many(parts))
            }
            Type::Struct(id, _) => {
                let fields = self.prog.all_fields(*id);
                let mut parts = Vec::with_capacity(fields.len());
                for f in &fields {
                    parts.push(self.build_from_scalars(&f.ty, it, span)?);
                }
                Ok(Val::Many(parts))
            }
            other => unsupported(span, format!("value of type '{other}'")),
        }
    }

    /// Converts a scalar or vector value between component types.
    pub fn convert_kind(&mut self, v: Value, from: Scalar, to: Scalar) -> R<Value> {
        let (from, to) = (from.concrete(), to.concrete());
        let src = self.ir.value_type(v);
        let lanes = match self.ctx().type_kind(src) {
            TypeKind::Vector { shape, .. } => Some(shape[0]),
            _ => None,
        };
        let target_scalar = self.scalar_type(to);
        let target = match lanes {
            Some(n) => self.ctx().vector_type(&[n], target_scalar),
            None => target_scalar,
        };
        if src == target
            && (from.is_float() == to.is_float())
            && (from == Scalar::Bool) == (to == Scalar::Bool)
        {
            return Ok(v);
        }
        let loc = self.loc;
        if to == Scalar::Bool {
            let zero_s = self.const_scalar(from, 0, 0.0);
            let zero = match lanes {
                Some(n) => self.splat_to(zero_s, &Type::Vector(from, n as u8)),
                None => zero_s,
            };
            return Ok(if from.is_float() {
                CmpFOp::build(&mut self.b(), loc, CmpFPredicate::Une, v, zero).result(&self.ir)
            } else {
                CmpIOp::build(&mut self.b(), loc, CmpIPredicate::Ne, v, zero).result(&self.ir)
            });
        }
        let sw = |g: &Self, t: IrType| match g.ctx().type_kind(t) {
            TypeKind::Integer { width, .. } => *width,
            TypeKind::Float(k) => match k {
                shader_mlir::ir::FloatKind::F16 => 16,
                shader_mlir::ir::FloatKind::F64 => 64,
                _ => 32,
            },
            TypeKind::Vector { element, .. } => match g.ctx().type_kind(*element) {
                TypeKind::Integer { width, .. } => *width,
                TypeKind::Float(shader_mlir::ir::FloatKind::F16) => 16,
                TypeKind::Float(shader_mlir::ir::FloatKind::F64) => 64,
                _ => 32,
            },
            _ => 32,
        };
        let (fw, tw) = (sw(self, src), sw(self, target));
        let mut b = self.b();
        let out = if from == Scalar::Bool {
            if to.is_float() {
                UIToFPOp::build(&mut b, loc, target, v).out(b.ir)
            } else {
                ExtUIOp::build(&mut b, loc, target, v).out(b.ir)
            }
        } else if from.is_float() && to.is_float() {
            if tw > fw {
                ExtFOp::build(&mut b, loc, target, v, None).out(b.ir)
            } else {
                TruncFOp::build(&mut b, loc, target, v, None, None).out(b.ir)
            }
        } else if from.is_float() {
            if to.is_unsigned() {
                FPToUIOp::build(&mut b, loc, target, v).out(b.ir)
            } else {
                FPToSIOp::build(&mut b, loc, target, v).out(b.ir)
            }
        } else if to.is_float() {
            if from.is_unsigned() {
                UIToFPOp::build(&mut b, loc, target, v).out(b.ir)
            } else {
                SIToFPOp::build(&mut b, loc, target, v).out(b.ir)
            }
        } else if tw > fw {
            if from.is_unsigned() {
                ExtUIOp::build(&mut b, loc, target, v).out(b.ir)
            } else {
                ExtSIOp::build(&mut b, loc, target, v).out(b.ir)
            }
        } else if tw < fw {
            TruncIOp::build(&mut b, loc, target, v).out(b.ir)
        } else {
            v
        };
        Ok(out)
    }
}
