//! Expressions: values ([`Gen::gen_expr`]), places of l-values
//! ([`Gen::gen_place`]) and resource handles ([`Gen::gen_handle`]);
//! literals (converted where they stand, HLSL 202x's `float` literals
//! included), constructors and brace lists. Operators are in
//! [`super::operators`].

use dialect_arith::{AddIOp, MulIOp};
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
                    // A constant index past a sized array names no element
                    // (clang's -Warray-bounds case; here nothing could be
                    // generated for it).
                    if let (Type::Array(_, Some(n)), Idx::Const(k)) = (&base.ty, idx)
                        && k >= *n
                    {
                        return error(
                            index.span,
                            format!(
                                "array index {k} is past the end of the array (that has type '{}')",
                                base.ty
                            ),
                        );
                    }
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
            VarKind::Global if info.push_constant && self.opts.spirv => {
                Ok(Place::new(Base::PushConstant { var: v }, ty))
            }
            VarKind::Global if info.spec_constant.is_some() && self.opts.spirv => {
                let val = self.spec_constant(v, e.span)?;
                Ok(Place::new(Base::Value(val), ty))
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
