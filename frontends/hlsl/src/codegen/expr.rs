//! Expressions: values ([`Gen::gen_expr`]), places of l-values
//! ([`Gen::gen_place`]) and resource handles ([`Gen::gen_handle`]).
//! Operators follow HLSL's rules
//! (https://microsoft.github.io/hlsl-specs/specs/hlsl.html#Expr): the typed
//! AST has already converted the operands to the operation's type, so an
//! operator is one `arith` op per scalar/vector part, chosen by the
//! component type (signed or unsigned integer, float, `bool`). Shift counts
//! are masked to the bit width, as DXC does; `!=` on floats is unordered and
//! the other comparisons ordered; `&&`, `||` and `?:` on scalars evaluate
//! their right side only when needed (HLSL 2021).

use dialect_arith::{
    AddFOp, AddIOp, AndIOp, CmpFOp, CmpFPredicate, CmpIOp, CmpIPredicate, DivFOp, DivSIOp, DivUIOp,
    MulFOp, MulIOp, NegFOp, OrIOp, RemFOp, RemSIOp, RemUIOp, ShLIOp, ShRSIOp, ShRUIOp, SubFOp,
    SubIOp, XOrIOp,
};
use shader_mlir::ir::Value;

use super::place::{Base, Idx, Place, Step};
use super::{Gen, Key, R, Val, error, unsupported};
use crate::ast::{BinaryOp, CastKind, Expr, ExprKind, Member, Ref, UnaryOp};
use crate::resources::Shape;
use crate::sema::VarKind;
use crate::source::Span;
use crate::types::{Scalar, Type};

impl Gen<'_> {
    /// The value of an expression.
    pub fn gen_expr(&mut self, e: &Expr) -> R<Val> {
        crate::with_stack(|| self.gen_expr_inner(e))
    }

    fn gen_expr_inner(&mut self, e: &Expr) -> R<Val> {
        let saved = self.at(e.loc);
        let v = self.gen_expr_at(e);
        self.loc = saved;
        v
    }

    fn gen_expr_at(&mut self, e: &Expr) -> R<Val> {
        if e.ty.is_error() {
            return error(e.span, "invalid expression");
        }
        if let Some(v) = self.literal_value(e, &e.ty) {
            return Ok(v);
        }
        match &e.kind {
            ExprKind::IntLit(..) | ExprKind::FloatLit(..) | ExprKind::BoolLit(_) => {
                unsupported(e.span, "literal")
            }
            ExprKind::StringLit(_) => unsupported(e.span, "string literal"),
            ExprKind::Name { resolved, .. } => match resolved {
                Some(Ref::EnumConst(v)) => {
                    let s = e.ty.scalar().unwrap_or(Scalar::Int);
                    Ok(Val::One(self.const_scalar(s, i128::from(*v), *v as f64)))
                }
                Some(Ref::Var(v)) if matches!(self.prog.var(*v).ty, Type::Resource(_)) => {
                    Ok(Val::One(self.gen_handle(e)?))
                }
                Some(Ref::Var(v))
                    if self.prog.var(*v).const_value.is_some()
                        && matches!(self.prog.var(*v).kind, VarKind::Static | VarKind::Global) =>
                {
                    let c = self.prog.var(*v).const_value.expect("constant");
                    Ok(self.const_value(c, &e.ty))
                }
                Some(Ref::Function(_)) => unsupported(e.span, "function reference"),
                _ => {
                    let p = self.gen_place(e)?;
                    self.read(&p, e.span)
                }
            },
            ExprKind::Member { base, resolved, .. } => match resolved {
                Member::Mips | Member::Sample => unsupported(e.span, "'mips'/'sample' access"),
                _ if e.ty.is_resource() => Ok(Val::One(self.gen_handle(e)?)),
                _ => {
                    let _ = base;
                    let p = self.gen_place(e)?;
                    self.read(&p, e.span)
                }
            },
            ExprKind::Index(..) => {
                if let Type::Array(inner, Some(n)) = &e.ty
                    && inner.is_resource()
                    && let Some((v, indices)) = self.global_resource_path(e)
                {
                    // A row of a global resource array: its handles.
                    let mut handles = Vec::with_capacity(*n as usize);
                    for k in 0..*n {
                        let idx = self.flat_resource_index(v, &indices, &[k])?;
                        handles.push(Val::One(self.global_handle(v, Some(idx), e.span)?));
                    }
                    return Ok(Val::Many(handles));
                }
                if e.ty.is_resource() {
                    return Ok(Val::One(self.gen_handle(e)?));
                }
                let p = self.gen_place(e)?;
                self.read(&p, e.span)
            }
            ExprKind::Unary(op, inner) => self.unary(*op, inner, e),
            ExprKind::Binary(op, l, r) => self.binary_expr(*op, l, r, e),
            ExprKind::Assign(op, l, r) => self.assign(*op, l, r, e.span),
            ExprKind::Ternary(c, a, b) => self.ternary(c, a, b, e),
            ExprKind::Comma(a, b) => {
                self.gen_expr(a)?;
                self.gen_expr(b)
            }
            ExprKind::Call { resolved, args, .. } => self.call_expr(resolved, args, None, e),
            ExprKind::MethodCall {
                object,
                resolved,
                args,
                ..
            } => self.call_expr(resolved, args, Some(object), e),
            ExprKind::Cast(_, _, inner) => {
                let v = self.gen_expr(inner)?;
                self.convert(v, &inner.ty, &e.ty, e.span)
            }
            ExprKind::Construct(_, args) => self.construct(args, e),
            ExprKind::InitList(items) => self.init_list(items, &e.ty, e.span),
            ExprKind::ImplicitCast(kind, inner) => match kind {
                CastKind::BufferLoad => {
                    let p = self.gen_place(e)?;
                    self.read(&p, e.span)
                }
                CastKind::FromHeap => unsupported(e.span, "descriptor heap access"),
                _ => {
                    if e.ty.is_resource() {
                        return Ok(Val::One(self.gen_handle(inner)?));
                    }
                    let v = self.gen_expr(inner)?;
                    self.convert(v, &inner.ty, &e.ty, e.span)
                }
            },
            ExprKind::Error => error(e.span, "invalid expression"),
        }
    }

    /// A literal (or a literal under conversions and negation) as a constant
    /// of `ty`.
    fn literal_value(&mut self, e: &Expr, ty: &Type) -> Option<Val> {
        // HLSL 202x's conforming literals: an unsuffixed float literal is a
        // `float` (https://github.com/microsoft/hlsl-specs/blob/main/proposals/0017-conform-literals.md).
        let c = literal_in(e, self.opts.hlsl_version > 2021)?;
        let s = ty.scalar()?;
        if !matches!(ty, Type::Scalar(_) | Type::Vector(..) | Type::Enum(..)) {
            return None;
        }
        let v = self.const_value(c, &Type::Scalar(s));
        Some(Val::One(self.splat_to(v.one(), ty)))
    }

    /// A constant of a scalar type.
    pub fn const_value(&mut self, c: crate::sema::ConstValue, ty: &Type) -> Val {
        use crate::sema::ConstValue;
        let s = ty.scalar().unwrap_or(Scalar::Int).concrete();
        let (i, f) = match c {
            ConstValue::Int(v) => (i128::from(v), v as f64),
            ConstValue::Float(x) => (x as i128, x),
            ConstValue::Bool(b) => (i128::from(b), f64::from(u8::from(b))),
        };
        let i = if s == Scalar::Bool {
            i128::from(match c {
                ConstValue::Float(x) => x != 0.0,
                _ => i != 0,
            })
        } else {
            i
        };
        let v = self.const_scalar(s, i, f);
        Val::One(self.splat_to(v, ty))
    }

    /// The condition of an `if`/loop: a `bool` scalar.
    pub fn gen_cond(&mut self, e: &Expr) -> R<Value> {
        let v = self.gen_expr(e)?;
        let v = self.convert(v, &e.ty, &Type::bool(), e.span)?;
        Ok(v.one())
    }

    /// The resource handle an expression of resource type designates.
    pub fn gen_handle(&mut self, e: &Expr) -> R<Value> {
        match &e.kind {
            ExprKind::Name {
                resolved: Some(Ref::Var(v)),
                ..
            } => {
                let info = self.prog.var(*v);
                match info.kind {
                    VarKind::Global | VarKind::Buffer => self.global_handle(*v, None, e.span),
                    _ => match self.env.get(&Key::Var(*v)) {
                        Some(Val::One(h)) => Ok(*h),
                        _ => error(
                            e.span,
                            format!(
                                "resource variable '{}' is used before it is assigned",
                                info.name
                            ),
                        ),
                    },
                }
            }
            ExprKind::Index(..) => {
                if let Some((v, indices)) = self.global_resource_path(e) {
                    let idx = self.flat_resource_index(v, &indices, &[])?;
                    return self.global_handle(v, Some(idx), e.span);
                }
                let p = self.gen_place(e)?;
                Ok(self.read(&p, e.span)?.one())
            }
            ExprKind::ImplicitCast(CastKind::NoOp, inner) => self.gen_handle(inner),
            ExprKind::Call { .. } | ExprKind::MethodCall { .. } | ExprKind::Ternary(..) => {
                Ok(self.gen_expr(e)?.one())
            }
            _ => {
                let p = self.gen_place(e)?;
                Ok(self.read(&p, e.span)?.one())
            }
        }
    }

    /// The global resource array variable an index chain starts from, with
    /// the index expressions, outermost first.
    fn global_resource_path<'e>(&self, e: &'e Expr) -> Option<(u32, Vec<&'e Expr>)> {
        let mut indices = Vec::new();
        let mut cur = e;
        loop {
            match &cur.kind {
                ExprKind::Index(base, index) => {
                    indices.push(&**index);
                    cur = base;
                }
                ExprKind::ImplicitCast(CastKind::NoOp, inner) => cur = inner,
                ExprKind::Name {
                    resolved: Some(Ref::Var(v)),
                    ..
                } if self.prog.var(*v).kind == VarKind::Global
                    && self.prog.var(*v).ty.is_resource() =>
                {
                    indices.reverse();
                    return Some((*v, indices));
                }
                _ => return None,
            }
        }
    }

    /// The index into the (flattened) binding range of a resource array
    /// variable of `indices` (expressions) followed by `more` (constants).
    fn flat_resource_index(&mut self, v: u32, indices: &[&Expr], more: &[u32]) -> R<Idx> {
        let mut dims = Vec::new();
        let mut t = self.prog.var(v).ty.clone();
        while let Type::Array(e, n) = t {
            dims.push(n.unwrap_or(0));
            t = (*e).clone();
        }
        let mut parts: Vec<Idx> = Vec::new();
        for i in indices {
            parts.push(self.gen_index(i)?);
        }
        parts.extend(more.iter().map(|&k| Idx::Const(k)));
        let mut acc = Idx::Const(0);
        for (k, part) in parts.iter().enumerate() {
            let dim = if k == 0 {
                1
            } else {
                dims.get(k).copied().unwrap_or(1)
            };
            acc = match (acc, *part) {
                (Idx::Const(a), Idx::Const(b)) => Idx::Const(a * dim + b),
                (a, b) => {
                    let a = match a {
                        Idx::Const(c) => self.const_i32(i128::from(c)),
                        Idx::Dyn(x) => self.index_i32(x),
                    };
                    let b = match b {
                        Idx::Const(c) => self.const_i32(i128::from(c)),
                        Idx::Dyn(x) => self.index_i32(x),
                    };
                    let d = self.const_i32(i128::from(dim));
                    let loc = self.loc;
                    let m = MulIOp::build(&mut self.b(), loc, a, d).result(&self.ir);
                    Idx::Dyn(AddIOp::build(&mut self.b(), loc, m, b).result(&self.ir))
                }
            };
        }
        Ok(acc)
    }

    /// An index: a constant when it is a literal, else its value.
    pub fn gen_index(&mut self, e: &Expr) -> R<Idx> {
        if let Some(crate::sema::ConstValue::Int(k)) = literal(e)
            && (0..=i64::from(u32::MAX)).contains(&k)
        {
            return Ok(Idx::Const(k as u32));
        }
        let v = self.gen_expr(e)?;
        let v = v.one();
        if let Some(attr) = self.constant_of(v)
            && let Some(k) = self.ir.int_value(attr)
            && (0..=i128::from(u32::MAX)).contains(&k)
        {
            return Ok(Idx::Const(k as u32));
        }
        Ok(Idx::Dyn(v))
    }

    /// The place an l-value expression designates (a temporary for other
    /// expressions).
    pub fn gen_place(&mut self, e: &Expr) -> R<Place> {
        crate::with_stack(|| self.gen_place_inner(e))
    }

    fn gen_place_inner(&mut self, e: &Expr) -> R<Place> {
        match &e.kind {
            ExprKind::Name { resolved, .. } => match resolved {
                Some(Ref::Var(v)) => self.var_place(*v, e),
                Some(Ref::This) => self.this_place(e.span),
                Some(Ref::ThisField(i)) => {
                    let p = self.this_place(e.span)?;
                    Ok(p.with(Step::Field(*i, e.ty.clone())))
                }
                _ => Ok(Place::new(Base::Value(self.gen_expr(e)?), e.ty.clone())),
            },
            ExprKind::Member { base, resolved, .. } => match resolved {
                Member::Field(i) => {
                    if let Type::Resource(rt) = &base.ty {
                        if rt.kind.info().shape != Shape::ConstantBuffer {
                            return unsupported(e.span, "member of a resource");
                        }
                        let handle = self.gen_handle(base)?;
                        let elem = rt.element.clone().unwrap_or(Type::Error);
                        return Ok(Place::new(Base::CBuffer { handle }, elem)
                            .with(Step::Field(*i, e.ty.clone())));
                    }
                    let p = self.gen_place(base)?;
                    Ok(p.with(Step::Field(*i, e.ty.clone())))
                }
                Member::Swizzle(comps) => {
                    let p = self.gen_place(base)?;
                    if matches!(base.ty, Type::Scalar(_))
                        && comps.iter().all(|&c| c == 0)
                        && comps.len() == 1
                    {
                        return Ok(p);
                    }
                    if matches!(base.ty, Type::Scalar(_)) {
                        // A scalar's `.xx`: the scalar repeated.
                        let v = self.read(&p, e.span)?;
                        let v = self.splat_to(v.one(), &e.ty);
                        return Ok(Place::new(Base::Value(Val::One(v)), e.ty.clone()));
                    }
                    Ok(p.with(Step::Swizzle(comps.clone(), e.ty.clone())))
                }
                Member::MatrixSwizzle(elems) => {
                    let p = self.gen_place(base)?;
                    Ok(p.with(Step::Elements(elems.clone(), e.ty.clone())))
                }
                Member::Static(v) => self.var_place(*v, e),
                _ => unsupported(e.span, "member access"),
            },
            ExprKind::Index(base, index) => match &base.ty {
                Type::Resource(rt) => {
                    let handle = self.gen_handle(base)?;
                    let info = rt.kind.info();
                    match info.shape {
                        Shape::Structured | Shape::TypedBuffer => {
                            let idx = self.gen_expr(index)?.one();
                            let index = self.index_i32(idx);
                            Ok(Place::new(
                                Base::Buffer {
                                    handle,
                                    index,
                                    structured: info.shape == Shape::Structured,
                                },
                                e.ty.clone(),
                            ))
                        }
                        Shape::Texture1D | Shape::Texture2D | Shape::Texture3D => {
                            let c = self.gen_expr(index)?;
                            let coord = self.convert(
                                c,
                                &index.ty,
                                &index.ty.with_scalar(Scalar::Int),
                                e.span,
                            )?;
                            Ok(Place::new(
                                Base::Texture {
                                    handle,
                                    coord: coord.one(),
                                },
                                e.ty.clone(),
                            ))
                        }
                        _ => unsupported(e.span, format!("indexing of '{}'", base.ty)),
                    }
                }
                Type::Array(..) | Type::Vector(..) | Type::Matrix(..) | Type::Scalar(_) => {
                    let p = self.gen_place(base)?;
                    let idx = self.gen_index(index)?;
                    Ok(p.with(Step::Index(idx, e.ty.clone())))
                }
                Type::MipsLevel(rt) => {
                    // `tex.mips[level][position]`.
                    let rt = rt.clone();
                    let ExprKind::Index(mips, level) = &base.kind else {
                        return unsupported(e.span, "indexing of a mip level");
                    };
                    let ExprKind::Member {
                        base: tex,
                        resolved: Member::Mips,
                        ..
                    } = &mips.kind
                    else {
                        return unsupported(e.span, "indexing of 'sample'");
                    };
                    let handle = self.gen_handle(tex)?;
                    let v = self.mip_texel(&rt, handle, level, index, e)?;
                    Ok(Place::new(Base::Value(v), e.ty.clone()))
                }
                other => unsupported(e.span, format!("indexing of '{other}'")),
            },
            ExprKind::ImplicitCast(CastKind::NoOp, inner) if inner.lvalue && inner.ty == e.ty => {
                self.gen_place(inner)
            }
            ExprKind::ImplicitCast(CastKind::BufferLoad, inner) => {
                let Type::Resource(rt) = &inner.ty else {
                    return unsupported(e.span, "buffer load");
                };
                let handle = self.gen_handle(inner)?;
                let elem = rt.element.clone().unwrap_or(Type::Error);
                Ok(Place::new(Base::CBuffer { handle }, elem))
            }
            _ => {
                let v = self.gen_expr(e)?;
                Ok(Place::new(Base::Value(v), e.ty.clone()))
            }
        }
    }

    fn var_place(&mut self, v: u32, e: &Expr) -> R<Place> {
        let info = self.prog.var(v);
        let ty = info.ty.clone();
        match info.kind {
            VarKind::Local | VarKind::Param(_) | VarKind::Static => {
                if let Some(c) = info.const_value
                    && !self.env.contains_key(&Key::Var(v))
                {
                    let val = self.const_value(c, &ty);
                    return Ok(Place::new(Base::Value(val), ty));
                }
                Ok(Place::new(Base::Env(Key::Var(v)), ty))
            }
            VarKind::GroupShared => {
                let memref = self.shared_memref(v, e.span)?;
                Ok(Place::new(Base::Shared { memref }, ty))
            }
            VarKind::BufferMember => {
                let Some((buffer, index)) = info.buffer else {
                    return unsupported(e.span, "constant buffer member");
                };
                let handle = self.buffer_block_handle(buffer, e.span)?;
                let elem = match &self.prog.var(buffer).ty {
                    Type::Resource(rt) => rt.element.clone().unwrap_or(Type::Error),
                    _ => Type::Error,
                };
                Ok(Place::new(Base::CBuffer { handle }, elem).with(Step::Field(index, ty)))
            }
            VarKind::Global if ty.is_resource() => {
                let h = self.global_handle(v, None, e.span)?;
                Ok(Place::new(Base::Value(Val::One(h)), ty))
            }
            VarKind::Global => {
                let val = self.struct_of_resources(v, e.span)?;
                Ok(Place::new(Base::Value(val), ty))
            }
            VarKind::Buffer => unsupported(e.span, "use of a constant buffer block as a value"),
        }
    }

    fn this_place(&mut self, span: Span) -> R<Place> {
        match self.frames.last().and_then(|f| f.this.clone()) {
            Some(p) => Ok(p),
            None => error(span, "'this' outside a member function"),
        }
    }

    fn unary(&mut self, op: UnaryOp, inner: &Expr, e: &Expr) -> R<Val> {
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

    fn binary_expr(&mut self, op: BinaryOp, l: &Expr, r: &Expr, e: &Expr) -> R<Val> {
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
            _ => {
                let loc = self.loc;
                AndIOp::build(&mut self.b(), loc, a, b).result(&self.ir)
            }
        }
    }

    /// `a || b` of `i1`s.
    pub fn or(&mut self, a: Value, b: Value) -> Value {
        match (self.known_bool(a), self.known_bool(b)) {
            (Some(true), _) | (_, Some(false)) => a,
            (_, Some(true)) | (Some(false), _) => b,
            _ => {
                let loc = self.loc;
                OrIOp::build(&mut self.b(), loc, a, b).result(&self.ir)
            }
        }
    }

    fn ternary(&mut self, c: &Expr, a: &Expr, b: &Expr, e: &Expr) -> R<Val> {
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

    fn assign(&mut self, op: Option<BinaryOp>, l: &Expr, r: &Expr, span: Span) -> R<Val> {
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

    fn construct(&mut self, args: &[Expr], e: &Expr) -> R<Val> {
        let ty = e.ty.clone();
        if args.len() == 1 {
            let v = self.gen_expr(&args[0])?;
            return self.convert(v, &args[0].ty, &ty, e.span);
        }
        let ts = ty.scalar().unwrap_or(Scalar::Float);
        let mut comps = Vec::new();
        for a in args {
            let v = self.gen_expr(a)?;
            let mut leaves = Vec::new();
            self.scalar_leaves(&v, &a.ty, &mut leaves, a.span)?;
            for (x, s) in leaves {
                comps.push(self.convert_kind(x, s, ts)?);
            }
        }
        let mut it = comps.into_iter();
        self.build_from_scalars(&ty, &mut it, e.span)
    }

    /// A value of `ty` from a brace list (items already converted to the
    /// component types they initialize).
    pub fn init_list(&mut self, items: &[Expr], ty: &Type, span: Span) -> R<Val> {
        if let Type::Array(e, _) = ty
            && e.is_resource()
        {
            let mut handles = Vec::with_capacity(items.len());
            for item in items {
                handles.push(Val::One(self.gen_handle(item)?));
            }
            return Ok(Val::Many(handles));
        }
        let mut scalars = Vec::new();
        for item in items {
            let v = self.gen_expr(item)?;
            let mut leaves = Vec::new();
            self.scalar_leaves(&v, &item.ty, &mut leaves, item.span)?;
            scalars.extend(leaves.into_iter().map(|(x, _)| x));
        }
        let mut targets = Vec::new();
        self.leaf_types(ty, &mut targets, span)?;
        if scalars.len() != targets.len() {
            return error(
                span,
                format!(
                    "initializer has {} components, '{ty}' needs {}",
                    scalars.len(),
                    targets.len()
                ),
            );
        }
        let mut it = scalars.into_iter();
        self.build_from_scalars(ty, &mut it, span)
    }
}

/// The element type of a scalar or vector IR type.
fn element_of(g: &Gen<'_>, t: shader_mlir::ir::Type) -> shader_mlir::ir::Type {
    match g.ctx().type_kind(t) {
        shader_mlir::ir::TypeKind::Vector { element, .. } => *element,
        _ => t,
    }
}

/// The constant a literal expression (under negation and implicit
/// conversions) denotes.
pub fn literal(e: &Expr) -> Option<crate::sema::ConstValue> {
    literal_in(e, false)
}

/// [`literal`], with unsuffixed float literals rounded to `float` when
/// `conforming` (HLSL 202x).
fn literal_in(e: &Expr, conforming: bool) -> Option<crate::sema::ConstValue> {
    use crate::sema::ConstValue;
    let literal = |e: &Expr| literal_in(e, conforming);
    match &e.kind {
        ExprKind::IntLit(v, _) => Some(ConstValue::Int(*v as i64)),
        ExprKind::FloatLit(v, spelling) => {
            let float = spelling.ends_with(['f', 'F'])
                || (conforming && !spelling.ends_with(['l', 'L', 'h', 'H']));
            Some(ConstValue::Float(if float {
                f64::from(*v as f32)
            } else {
                *v
            }))
        }
        ExprKind::BoolLit(b) => Some(ConstValue::Bool(*b)),
        ExprKind::Unary(UnaryOp::Neg, inner) => match literal(inner)? {
            ConstValue::Int(v) => Some(ConstValue::Int(v.wrapping_neg())),
            ConstValue::Float(f) => Some(ConstValue::Float(-f)),
            ConstValue::Bool(b) => Some(ConstValue::Int(-i64::from(b))),
        },
        ExprKind::Unary(UnaryOp::Plus, inner) => literal(inner),
        ExprKind::ImplicitCast(
            CastKind::NoOp
            | CastKind::IntToFloat
            | CastKind::IntToInt
            | CastKind::FloatToFloat
            | CastKind::FloatToInt
            | CastKind::Splat
            | CastKind::BoolToInt
            | CastKind::IntToBool
            | CastKind::BoolToFloat
            | CastKind::FloatToBool,
            inner,
        ) => {
            let c = literal(inner)?;
            let s = e.ty.scalar()?;
            Some(convert_const(c, s))
        }
        _ => None,
    }
}

/// A constant converted to a scalar type.
fn convert_const(c: crate::sema::ConstValue, s: Scalar) -> crate::sema::ConstValue {
    use crate::sema::ConstValue;
    let s = s.concrete();
    if s == Scalar::Bool {
        return ConstValue::Bool(match c {
            ConstValue::Int(v) => v != 0,
            ConstValue::Float(f) => f != 0.0,
            ConstValue::Bool(b) => b,
        });
    }
    if s.is_float() {
        return ConstValue::Float(match c {
            ConstValue::Int(v) => v as f64,
            ConstValue::Float(f) => f,
            ConstValue::Bool(b) => f64::from(u8::from(b)),
        });
    }
    let v = match c {
        ConstValue::Int(v) => v,
        ConstValue::Float(f) => f as i64,
        ConstValue::Bool(b) => i64::from(b),
    };
    ConstValue::Int(v)
}

/// The integer components of a constant scalar or vector expression
/// (`int2(1, -1)`, a literal, a literal splat).
pub fn constant_components(e: &Expr) -> Option<Vec<i64>> {
    if let Some(crate::sema::ConstValue::Int(k)) = literal(e) {
        return Some(vec![k; e.ty.component_count().unwrap_or(1) as usize]);
    }
    match &e.kind {
        ExprKind::Construct(_, args) => {
            let mut out = Vec::new();
            for a in args {
                out.extend(constant_components(a)?);
            }
            Some(out)
        }
        ExprKind::ImplicitCast(_, inner) | ExprKind::Cast(_, _, inner) => {
            let c = constant_components(inner)?;
            let n = e.ty.component_count().unwrap_or(1) as usize;
            Some(if c.len() == 1 { vec![c[0]; n] } else { c })
        }
        _ => None,
    }
}

/// Whether evaluating `e` has no effect and cannot fault, so that it may be
/// evaluated whether or not its value is used.
pub fn is_simple(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::IntLit(..)
        | ExprKind::FloatLit(..)
        | ExprKind::BoolLit(_)
        | ExprKind::Name { .. } => true,
        ExprKind::Unary(op, inner) => {
            matches!(
                op,
                UnaryOp::Plus | UnaryOp::Neg | UnaryOp::Not | UnaryOp::BitNot
            ) && is_simple(inner)
        }
        ExprKind::Binary(op, l, r) => {
            !matches!(op, BinaryOp::Div | BinaryOp::Rem) && is_simple(l) && is_simple(r)
        }
        ExprKind::Ternary(c, a, b) => is_simple(c) && is_simple(a) && is_simple(b),
        ExprKind::Member { base, .. } => !base.ty.is_resource() && is_simple(base),
        ExprKind::Index(base, i) => !base.ty.is_resource() && is_simple(base) && is_simple(i),
        ExprKind::Cast(_, _, inner) | ExprKind::ImplicitCast(_, inner) => is_simple(inner),
        ExprKind::Construct(_, args) | ExprKind::InitList(args) => args.iter().all(is_simple),
        _ => false,
    }
}
