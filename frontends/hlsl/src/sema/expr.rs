//! Expressions: the type and value category of every expression, operators
//! with the usual arithmetic conversions, swizzles, indexing of arrays,
//! vectors, matrices and resources, casts and constructors, and the l-value
//! rules of assignment.

use std::rc::Rc;

use super::conv::{self, common_layout, common_scalar, implicit_cost};
use super::{Sema, Symbol, VarKind};
use crate::ast::*;
use crate::diag::Diagnostic;
use crate::resources::Shape;
use crate::types::{ResourceType, Scalar, Type};

impl Sema<'_> {
    pub(super) fn check_expr(&mut self, e: &mut Expr) {
        if !self.enter(e.span) {
            e.ty = Type::Error;
            return;
        }
        crate::with_stack(|| self.check_expr_inner(e));
        self.leave();
    }

    fn check_expr_inner(&mut self, e: &mut Expr) {
        let span = e.span;
        e.lvalue = false;
        let ty = match &mut e.kind {
            ExprKind::IntLit(_, text) => Type::Scalar(int_literal_type(text)),
            ExprKind::FloatLit(_, text) => {
                let s = float_literal_type(text);
                let s = if s == Scalar::Half && !self.opts.enable_16bit_types {
                    Scalar::Float
                } else {
                    s
                };
                Type::Scalar(s)
            }
            ExprKind::BoolLit(_) => Type::bool(),
            ExprKind::StringLit(_) => Type::String,
            ExprKind::Name { .. } => return self.check_name(e),
            ExprKind::Unary(..) => return self.check_unary(e),
            ExprKind::Binary(..) => return self.check_binary(e),
            ExprKind::Assign(..) => return self.check_assign(e),
            ExprKind::Ternary(c, a, b) => {
                self.check_expr(c);
                self.check_expr(a);
                self.check_expr(b);
                self.convert_condition(c);
                self.common_branch_type(a, b, span)
            }
            ExprKind::Comma(a, b) => {
                self.check_expr(a);
                self.check_expr(b);
                b.ty.clone()
            }
            ExprKind::Call { .. } => return self.check_call(e),
            ExprKind::MethodCall { .. } => return self.check_method_call(e),
            ExprKind::Member { .. } => return self.check_member(e),
            ExprKind::Index(..) => return self.check_index(e),
            ExprKind::Cast(t, dims, x) => {
                let base = self.resolve_type(t);
                let target = self.apply_dims(base, dims, None);
                self.check_expr(x);
                if !self.explicit_cast_ok(&x.ty, &target) {
                    self.error(
                        span,
                        format!("cannot convert from '{}' to '{}'", x.ty, target),
                    );
                    Type::Error
                } else {
                    target
                }
            }
            ExprKind::Construct(t, args) => {
                let target = self.resolve_type(t);
                for a in args.iter_mut() {
                    self.check_expr(a);
                }
                self.check_construct(&target, args, span)
            }
            ExprKind::InitList(items) => {
                for i in items.iter_mut() {
                    self.check_expr(i);
                }
                self.error(span, "unsupported: initializer list in an expression");
                Type::Error
            }
            ExprKind::ImplicitCast(_, inner) => {
                let _ = inner;
                e.ty.clone()
            }
            ExprKind::Error => Type::Error,
        };
        e.ty = ty;
    }

    // --- Names -----------------------------------------------------------------

    fn check_name(&mut self, e: &mut Expr) {
        let ExprKind::Name { path, resolved } = &mut e.kind else {
            return;
        };
        let name = qualified_name(path);
        if matches!(
            name.as_str(),
            "ResourceDescriptorHeap" | "SamplerDescriptorHeap"
        ) && self.lookup(&name).is_none()
        {
            let p = self.opts.profile;
            if p.major == 6 && p.minor < 6 {
                self.error(
                    e.span,
                    format!("'{name}' requires shader model 6.6 or higher"),
                );
                e.ty = Type::Error;
                return;
            }
            e.ty = Type::DescriptorHeap(name == "SamplerDescriptorHeap");
            return;
        }
        if name == "this" {
            if let Some(sid) = self.current_struct {
                *resolved = Some(Ref::This);
                e.ty = Type::Struct(sid, self.prog.structs[sid as usize].name.as_str().into());
                e.lvalue = true;
                return;
            }
            self.error(
                e.span,
                "invalid use of 'this' outside of a non-static member function",
            );
            e.ty = Type::Error;
            return;
        }
        match self.lookup(&name).cloned() {
            Some(Symbol::Var(id)) => {
                *resolved = Some(Ref::Var(id));
                e.ty = self.prog.vars[id as usize].ty.clone();
                e.lvalue = true;
            }
            Some(Symbol::EnumConst(v, ty)) => {
                *resolved = Some(Ref::EnumConst(v));
                e.ty = ty;
            }
            Some(Symbol::Funcs(ids)) => {
                *resolved = ids.first().map(|f| Ref::Function(*f));
                self.error(e.span, format!("reference to non-static member function must be called; did you mean to call '{name}'?"));
                e.ty = Type::Error;
            }
            Some(Symbol::Type(..)) => {
                self.error(e.span, format!("'{name}' does not refer to a value"));
                e.ty = Type::Error;
            }
            None => {
                // A field of `this` inside a method.
                if let Some(sid) = self.current_struct
                    && path.len() == 1
                    && let Some((idx, f)) = self
                        .prog
                        .all_fields(sid)
                        .into_iter()
                        .enumerate()
                        .find(|(_, f)| f.name == name)
                {
                    *resolved = Some(Ref::ThisField(idx as u32));
                    e.ty = f.ty;
                    e.lvalue = true;
                    return;
                }
                if let Some(sid) = self.current_struct
                    && let Some((_, vid)) = self.prog.structs[sid as usize]
                        .statics
                        .iter()
                        .find(|(n, _)| *n == name)
                        .cloned()
                {
                    *resolved = Some(Ref::Var(vid));
                    e.ty = self.prog.vars[vid as usize].ty.clone();
                    e.lvalue = true;
                    return;
                }
                self.error(e.span, format!("use of undeclared identifier '{name}'"));
                e.ty = Type::Error;
            }
        }
    }

    // --- Operators -------------------------------------------------------------

    fn check_unary(&mut self, e: &mut Expr) {
        let span = e.span;
        let ExprKind::Unary(op, x) = &mut e.kind else {
            return;
        };
        let op = *op;
        self.check_expr(x);
        let t = x.ty.clone();
        if t.is_error() {
            e.ty = Type::Error;
            return;
        }
        if !t.is_numeric() {
            self.error(
                span,
                format!("invalid argument type '{t}' to unary expression"),
            );
            e.ty = Type::Error;
            return;
        }
        let s = t.scalar().unwrap_or(Scalar::Int);
        e.ty = match op {
            UnaryOp::Not => t.with_scalar(Scalar::Bool),
            UnaryOp::BitNot => {
                if s.is_float() {
                    self.error(
                        span,
                        format!("invalid argument type '{t}' to unary expression"),
                    );
                    Type::Error
                } else {
                    let s2 = if s == Scalar::Bool { Scalar::Int } else { s };
                    t.with_scalar(s2)
                }
            }
            UnaryOp::Plus | UnaryOp::Neg => {
                let s2 = if s == Scalar::Bool { Scalar::Int } else { s };
                if matches!(t, Type::Enum(..)) {
                    Type::int()
                } else {
                    t.with_scalar(s2)
                }
            }
            UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec => {
                if s == Scalar::Bool {
                    self.error(span, format!("cannot increment value of type '{t}'"));
                    Type::Error
                } else {
                    self.require_assignable(x);
                    t
                }
            }
        };
    }

    fn check_binary(&mut self, e: &mut Expr) {
        let span = Span::new(e.loc.file, e.loc.lo, e.loc.hi);
        let ExprKind::Binary(op, l, r) = &mut e.kind else {
            return;
        };
        let op = *op;
        self.check_expr(l);
        self.check_expr(r);
        e.ty = self.binary_operands(op, l, r, span);
    }

    /// Converts both operands of a binary operator to their common type and
    /// returns the result type.
    fn binary_operands(&mut self, op: BinaryOp, l: &mut Expr, r: &mut Expr, span: Span) -> Type {
        let (lt, rt) = (l.ty.clone(), r.ty.clone());
        if lt.is_error() || rt.is_error() {
            return Type::Error;
        }
        if !lt.is_numeric() || !rt.is_numeric() {
            self.invalid_operands(span, &lt, &rt, l.span, r.span);
            return Type::Error;
        }
        let (ls, rs) = (
            lt.scalar().unwrap_or(Scalar::Int),
            rt.scalar().unwrap_or(Scalar::Int),
        );
        let mut s = common_scalar(ls, rs);
        if op.is_logical() {
            // HLSL 2021: && and || take scalars (use and()/or() for vectors).
            if !(matches!(lt, Type::Scalar(_) | Type::Enum(..))
                && matches!(rt, Type::Scalar(_) | Type::Enum(..)))
                && self.opts.hlsl_version >= 2021
            {
                self.error(
                    span,
                    "operands for short-circuiting logical binary operator must be scalar",
                );
                return Type::Error;
            }
            self.convert_condition(l);
            self.convert_condition(r);
            return Type::bool();
        }
        if op.is_bitwise() && op != BinaryOp::Rem && (ls.is_float() || rs.is_float()) {
            self.invalid_operands(span, &lt, &rt, l.span, r.span);
            return Type::Error;
        }
        if s == Scalar::Bool
            && !matches!(
                op,
                BinaryOp::Eq | BinaryOp::Ne | BinaryOp::BitAnd | BinaryOp::BitOr | BinaryOp::BitXor
            )
        {
            s = Scalar::Int;
        }
        // Shifts keep the left operand's type.
        if matches!(op, BinaryOp::Shl | BinaryOp::Shr) {
            let ls2 = if ls == Scalar::Bool { Scalar::Int } else { ls };
            let Some((layout, _)) = common_layout(&lt, &rt, ls2) else {
                self.invalid_operands(span, &lt, &rt, l.span, r.span);
                return Type::Error;
            };
            let rs2 = rs.concrete();
            let rs2 = if rs2 == Scalar::Bool {
                Scalar::Int
            } else {
                rs2
            };
            self.convert_quiet(l, &layout);
            self.convert_quiet(r, &layout.with_scalar(rs2));
            return layout;
        }
        let Some((layout, truncated)) = common_layout(&lt, &rt, s) else {
            self.invalid_operands(span, &lt, &rt, l.span, r.span);
            return Type::Error;
        };
        if truncated {
            self.warn(span, "implicit truncation of vector type", "conversion");
        }
        self.convert_quiet(l, &layout);
        self.convert_quiet(r, &layout);
        if op.is_comparison() {
            layout.with_scalar(Scalar::Bool)
        } else {
            layout
        }
    }

    fn invalid_operands(&mut self, span: Span, lt: &Type, rt: &Type, ls: Span, rs: Span) {
        // The caret at the operator, both operands underlined.
        self.emit(
            Diagnostic::error(
                span.start(),
                format!("invalid operands to binary expression ('{lt}' and '{rt}')"),
            )
            .with_range(ls)
            .with_range(rs),
        );
    }

    fn check_assign(&mut self, e: &mut Expr) {
        let span = e.loc;
        let ExprKind::Assign(op, l, r) = &mut e.kind else {
            return;
        };
        let op = *op;
        self.check_expr(l);
        self.check_expr(r);
        let lt = l.ty.clone();
        e.ty = lt.clone();
        if lt.is_error() || r.ty.is_error() {
            return;
        }
        self.require_assignable(l);
        match op {
            None => {
                self.convert_implicit(r, &lt, "assigning");
            }
            Some(op) => {
                // `a op= b` is `a = a op b`: b meets a's type, the result converts back.
                if !lt.is_numeric() || !r.ty.is_numeric() {
                    self.invalid_operands(span, &lt, &r.ty.clone(), l.span, r.span);
                    e.ty = Type::Error;
                    return;
                }
                let s = lt.scalar().unwrap_or(Scalar::Int);
                let rs = r.ty.scalar().unwrap_or(Scalar::Int);
                if op.is_bitwise() && op != BinaryOp::Rem && (s.is_float() || rs.is_float()) {
                    self.invalid_operands(span, &lt, &r.ty.clone(), l.span, r.span);
                    e.ty = Type::Error;
                    return;
                }
                let target = if matches!(op, BinaryOp::Shl | BinaryOp::Shr) {
                    lt.with_scalar(rs.concrete())
                } else {
                    lt.clone()
                };
                self.convert_implicit(r, &target, "assigning");
            }
        }
    }

    /// Converts a condition (if/while/for/?:/&&/||) to bool.
    pub(super) fn convert_condition(&mut self, c: &mut Expr) {
        if c.ty.is_error() {
            return;
        }
        if !c.ty.is_numeric() {
            self.error(
                c.span,
                format!(
                    "value of type '{}' is not contextually convertible to 'bool'",
                    c.ty
                ),
            );
            return;
        }
        if !matches!(c.ty, Type::Scalar(_) | Type::Enum(..)) {
            // Vector conditions use the first component, with DXC's warning.
            self.warn(c.span, "implicit truncation of vector type", "conversion");
        }
        conv::apply(c, &Type::bool());
    }

    fn common_branch_type(&mut self, a: &mut Expr, b: &mut Expr, span: Span) -> Type {
        let (at, bt) = (a.ty.clone(), b.ty.clone());
        if at.is_error() || bt.is_error() {
            return Type::Error;
        }
        if at.is_numeric() && bt.is_numeric() {
            let s = common_scalar(
                at.scalar().unwrap_or(Scalar::Int),
                bt.scalar().unwrap_or(Scalar::Int),
            );
            if let Some((layout, truncated)) = common_layout(&at, &bt, s) {
                if truncated {
                    self.warn(span, "implicit truncation of vector type", "conversion");
                }
                let layout = layout.concrete();
                self.convert_quiet(a, &layout);
                self.convert_quiet(b, &layout);
                return layout;
            }
        }
        if at == bt {
            return at;
        }
        self.error(
            span,
            format!("incompatible operand types ('{at}' and '{bt}')"),
        );
        Type::Error
    }

    // --- Conversions -----------------------------------------------------------

    /// Converts without diagnostics (the caller validated the conversion).
    pub(super) fn convert_quiet(&mut self, e: &mut Expr, to: &Type) {
        if implicit_cost(&e.ty, to).is_some() {
            conv::apply(e, to);
        }
    }

    /// An implicit conversion in a context (`initializing`, `assigning`,
    /// `returning`, `passing`), with clang's messages and DXC's truncation
    /// warning. Returns false after an error.
    pub(super) fn convert_implicit(&mut self, e: &mut Expr, to: &Type, context: &str) -> bool {
        if e.ty.is_error() || to.is_error() {
            return true;
        }
        if implicit_cost(&e.ty, to).is_none() {
            let from = e.ty.clone();
            let value = if e.lvalue { "an lvalue" } else { "an rvalue" };
            let msg = match context {
                "initializing" => format!(
                    "cannot initialize a variable of type '{to}' with {value} of type '{from}'"
                ),
                "assigning" => format!("assigning to '{to}' from incompatible type '{from}'"),
                "returning" => format!(
                    "cannot initialize return object of type '{to}' with {value} of type '{from}'"
                ),
                _ => format!("cannot convert from '{from}' to '{to}'"),
            };
            self.error(e.span, msg);
            return false;
        }
        if conv::apply(e, to) {
            self.warn(e.span, "implicit truncation of vector type", "conversion");
        }
        true
    }

    pub(super) fn convert_for_init(&mut self, e: &mut Expr, ty: &Type) {
        self.convert_implicit(e, ty, "initializing");
    }

    /// Explicit casts also allow truncation without a warning, splats into
    /// structs and arrays (`(S)0`), and layout changes with equal sizes.
    fn explicit_cast_ok(&self, from: &Type, to: &Type) -> bool {
        if from.is_error() || to.is_error() || implicit_cost(from, to).is_some() {
            return true;
        }
        if from.is_numeric() && to.is_numeric() {
            let (fc, tc) = (
                from.component_count().unwrap_or(1),
                to.component_count().unwrap_or(1),
            );
            return fc == 1 || fc >= tc;
        }
        if matches!(to, Type::Enum(..)) && from.is_numeric() {
            return true;
        }
        let mut fl = Vec::new();
        let mut tl = Vec::new();
        self.leaf_types(from, &mut fl);
        self.leaf_types(to, &mut tl);
        let numeric_leaves = |v: &Vec<Type>| v.iter().all(|t| t.is_numeric());
        if !numeric_leaves(&fl) || !numeric_leaves(&tl) {
            return false;
        }
        fl.len() == 1 || fl.len() >= tl.len()
    }

    fn check_construct(&mut self, target: &Type, args: &mut [Expr], span: Span) -> Type {
        if target.is_error() || args.iter().any(|a| a.ty.is_error()) {
            return Type::Error;
        }
        if !target.is_numeric() {
            if args.len() == 1 && self.explicit_cast_ok(&args[0].ty, target) {
                return target.clone();
            }
            self.error(
                span,
                format!("cannot construct a value of type '{target}' this way"),
            );
            return Type::Error;
        }
        // A single argument is a functional cast.
        if args.len() == 1 && matches!(target, Type::Scalar(_)) {
            if !self.explicit_cast_ok(&args[0].ty, target) {
                self.error(
                    span,
                    format!("cannot convert from '{}' to '{target}'", args[0].ty),
                );
                return Type::Error;
            }
            return target.clone();
        }
        let want = target.component_count().unwrap_or(1) as usize;
        let mut have = 0usize;
        for a in args.iter() {
            if !a.ty.is_numeric() {
                self.error(
                    a.span,
                    format!(
                        "cannot convert from '{}' to '{}'",
                        a.ty,
                        target.scalar().map(|s| s.name()).unwrap_or("?")
                    ),
                );
                return Type::Error;
            }
            have += a.ty.component_count().unwrap_or(1) as usize;
        }
        if have != want {
            let what = if matches!(target, Type::Matrix(..)) {
                "matrix"
            } else {
                "vector"
            };
            let msg = if have < want {
                format!(
                    "too few elements in {what} initialization (expected {want} elements, have {have})"
                )
            } else {
                format!(
                    "too many elements in {what} initialization (expected {want} elements, have {have})"
                )
            };
            self.error(span, msg);
            return Type::Error;
        }
        // Each argument keeps its layout and takes the target's component type.
        let s = target.scalar().unwrap_or(Scalar::Float);
        for a in args.iter_mut() {
            let t = a.ty.with_scalar(s);
            self.convert_quiet(a, &t);
        }
        target.clone()
    }

    // --- Members and swizzles --------------------------------------------------

    /// The type and member of the field `field` of the struct `id` (its own
    /// or a base's), if it has one.
    fn struct_field(&self, id: u32, field: &str) -> Option<(Type, Member)> {
        let fields = self.prog.all_fields(id);
        let (index, found) = fields.iter().enumerate().find(|(_, f)| f.name == field)?;
        Some((found.ty.clone(), Member::Field(index as u32)))
    }

    fn check_member(&mut self, e: &mut Expr) {
        let span = e.span;
        let ExprKind::Member {
            base,
            name,
            resolved,
        } = &mut e.kind
        else {
            return;
        };
        self.check_expr(base);
        let bt = base.ty.clone();
        let base_lvalue = base.lvalue;
        let field = name.name.clone();
        let name_span = name.span;
        let (ty, member, lvalue) = match &bt {
            Type::Error => (Type::Error, Member::Unresolved, false),
            Type::Struct(id, sname) => match self.struct_field(*id, &field) {
                Some((ty, member)) => (ty, member, base_lvalue),
                None if self.prog.structs[*id as usize]
                    .statics
                    .iter()
                    .any(|(n, _)| *n == field) =>
                {
                    let vid = self.prog.structs[*id as usize]
                        .statics
                        .iter()
                        .find(|(n, _)| *n == field)
                        .map(|x| x.1)
                        .unwrap_or(0);
                    (
                        self.prog.vars[vid as usize].ty.clone(),
                        Member::Static(vid),
                        true,
                    )
                }
                None => {
                    self.error(name_span, format!("no member named '{field}' in '{sname}'"));
                    (Type::Error, Member::Unresolved, false)
                }
            },
            Type::Resource(r) if r.kind.info().shape == Shape::ConstantBuffer => match &r.element {
                Some(Type::Struct(id, sname)) => match self.struct_field(*id, &field) {
                    Some((ty, member)) => (ty, member, true),
                    None => {
                        self.error(name_span, format!("no member named '{field}' in '{sname}'"));
                        (Type::Error, Member::Unresolved, false)
                    }
                },
                _ => (Type::Error, Member::Unresolved, false),
            },
            Type::Resource(r) if r.kind.is_texture() && (field == "mips" || field == "sample") => {
                let ms = r.kind.info().multisampled;
                if field == "mips" && !ms {
                    (Type::MipsProxy(r.clone(), false), Member::Mips, false)
                } else if field == "sample" && ms {
                    (Type::MipsProxy(r.clone(), true), Member::Sample, false)
                } else {
                    self.error(name_span, format!("no member named '{field}' in '{bt}'"));
                    (Type::Error, Member::Unresolved, false)
                }
            }
            Type::Scalar(_) | Type::Vector(..) | Type::Enum(..) => {
                match vector_swizzle(&field, bt.dims().map(|d| d.1).unwrap_or(1)) {
                    Ok(idx) => {
                        let s = bt.scalar().unwrap_or(Scalar::Float);
                        let n = idx.len() as u8;
                        let ty = if n == 1 {
                            Type::Scalar(s)
                        } else {
                            Type::Vector(s, n)
                        };
                        (ty, Member::Swizzle(idx), base_lvalue)
                    }
                    Err(msg) => {
                        let msg = msg.replace("{ty}", &bt.to_string());
                        self.error(name_span, msg);
                        (Type::Error, Member::Unresolved, false)
                    }
                }
            }
            Type::Matrix(s, r, c) => match matrix_swizzle(&field, *r, *c) {
                Ok(idx) => {
                    let n = idx.len() as u8;
                    let ty = if n == 1 {
                        Type::Scalar(*s)
                    } else {
                        Type::Vector(*s, n)
                    };
                    (ty, Member::MatrixSwizzle(idx), base_lvalue)
                }
                Err(msg) => {
                    self.error(name_span, msg);
                    (Type::Error, Member::Unresolved, false)
                }
            },
            other => {
                self.error(
                    span,
                    format!("member reference base type '{other}' is not a structure or union"),
                );
                (Type::Error, Member::Unresolved, false)
            }
        };
        *resolved = member;
        e.ty = ty;
        e.lvalue = lvalue;
    }

    // --- Indexing --------------------------------------------------------------

    fn check_index(&mut self, e: &mut Expr) {
        let span = e.span;
        let ExprKind::Index(base, idx) = &mut e.kind else {
            return;
        };
        self.check_expr(base);
        self.check_expr(idx);
        let bt = base.ty.clone();
        let uint = Type::uint();
        let (ty, lvalue, index_ty): (Type, bool, Type) = match &bt {
            Type::Error => (Type::Error, false, Type::Error),
            Type::Array(el, _) => ((**el).clone(), base.lvalue, uint),
            Type::Vector(s, _) => (Type::Scalar(*s), base.lvalue, uint),
            Type::Matrix(s, _, c) => (Type::Vector(*s, *c), base.lvalue, uint),
            Type::Resource(r) => match self.resource_subscript(r) {
                Some((elem, coord)) => (elem, true, coord),
                None => {
                    self.error(
                        span,
                        format!("type '{bt}' does not provide a subscript operator"),
                    );
                    (Type::Error, false, Type::Error)
                }
            },
            Type::MipsProxy(r, _) => (Type::MipsLevel(r.clone()), false, uint),
            Type::DescriptorHeap(sampler) => (Type::HeapElement(*sampler), false, uint),
            Type::MipsLevel(r) => {
                let coord = Type::vec(Scalar::Uint, r.kind.coord_dims());
                (
                    r.element.clone().unwrap_or(Type::Vector(Scalar::Float, 4)),
                    false,
                    coord,
                )
            }
            other => {
                self.error(
                    span,
                    format!(
                        "subscripted value is not an array, matrix, or vector (type '{other}')"
                    ),
                );
                (Type::Error, false, Type::Error)
            }
        };
        if !index_ty.is_error() && !idx.ty.is_error() {
            if !idx.ty.is_numeric()
                || idx.ty.scalar().is_some_and(|s| s.is_float())
                    && !matches!(bt, Type::Resource(_) | Type::MipsLevel(_))
            {
                if !idx.ty.is_numeric() {
                    self.error(idx.span, "array subscript is not an integer");
                } else {
                    self.convert_implicit(idx, &index_ty, "indexing");
                }
            } else {
                self.convert_implicit(idx, &index_ty, "indexing");
            }
        }
        e.ty = ty;
        e.lvalue = lvalue;
    }

    /// The element and position type of `res[pos]`.
    fn resource_subscript(&self, r: &Rc<ResourceType>) -> Option<(Type, Type)> {
        let info = r.kind.info();
        let elem = r.element.clone().unwrap_or(Type::Vector(Scalar::Float, 4));
        match info.shape {
            Shape::TypedBuffer => Some((elem, Type::uint())),
            Shape::Structured
                if !matches!(
                    info.name,
                    "AppendStructuredBuffer" | "ConsumeStructuredBuffer"
                ) =>
            {
                Some((elem, Type::uint()))
            }
            Shape::Texture1D | Shape::Texture2D | Shape::Texture3D if !info.multisampled => {
                Some((elem, Type::vec(Scalar::Uint, r.kind.coord_dims())))
            }
            _ => None,
        }
    }

    // --- L-values --------------------------------------------------------------

    /// Reports when `e` cannot be assigned; returns whether it can.
    pub(super) fn require_assignable(&mut self, e: &Expr) -> bool {
        match self.assignable(e) {
            Ok(()) => true,
            Err(msg) => {
                self.error(e.span, msg);
                false
            }
        }
    }

    fn assignable(&self, e: &Expr) -> Result<(), String> {
        if e.ty.is_error() {
            return Ok(());
        }
        match &e.kind {
            ExprKind::Name { resolved: Some(Ref::Var(id)), path } => {
                let v = &self.prog.vars[*id as usize];
                let name = qualified_name(path);
                if v.ty.is_resource() && !matches!(v.kind, VarKind::Local | VarKind::Param(_) | VarKind::Static) {
                    return Err(format!("cannot assign to variable '{name}' with const-qualified type 'const {}'", v.ty));
                }
                if v.is_const {
                    return Err(format!("cannot assign to variable '{name}' with const-qualified type 'const {}'", v.ty));
                }
                Ok(())
            }
            ExprKind::Name { resolved: Some(Ref::ThisField(_)) | Some(Ref::This), .. } => Ok(()),
            ExprKind::Name { .. } => Err("expression is not assignable".into()),
            ExprKind::Member { base, resolved, .. } => {
                match resolved {
                    Member::Swizzle(idx) if has_duplicates(idx) => {
                        return Err("vector is not assignable (contains duplicate components)".into());
                    }
                    Member::MatrixSwizzle(idx) if has_duplicates(idx) => {
                        return Err("matrix is not assignable (contains duplicate components)".into());
                    }
                    _ => {}
                }
                if let Type::Resource(r) = &base.ty
                    && r.kind.info().shape == Shape::ConstantBuffer
                {
                    return Err("cannot assign to a member of a constant buffer".into());
                }
                if !base.lvalue {
                    return Err("expression is not assignable".into());
                }
                self.assignable(base)
            }
            ExprKind::Index(base, _) => match &base.ty {
                Type::Resource(r) => {
                    if r.kind.is_writable() {
                        Ok(())
                    } else {
                        Err(format!(
                            "cannot assign to return value because function 'operator[]' returns a const value ('{}')",
                            r.kind.name()
                        ))
                    }
                }
                Type::MipsLevel(_) => Err("cannot assign to return value because function 'operator[]' returns a const value".into()),
                _ if !base.lvalue => Err("expression is not assignable".into()),
                _ => self.assignable(base),
            },
            ExprKind::ImplicitCast(CastKind::NoOp, inner) => self.assignable(inner),
            _ => Err("expression is not assignable".into()),
        }
    }

    /// Whether `e` designates groupshared or resource memory (atomics).
    pub(super) fn is_shared_memory(&self, e: &Expr) -> bool {
        match &e.kind {
            ExprKind::Name {
                resolved: Some(Ref::Var(id)),
                ..
            } => {
                matches!(self.prog.vars[*id as usize].kind, VarKind::GroupShared)
            }
            ExprKind::Member { base, .. } => self.is_shared_memory(base),
            ExprKind::Index(base, _) => {
                matches!(base.ty, Type::Resource(_)) || self.is_shared_memory(base)
            }
            ExprKind::ImplicitCast(_, inner) => self.is_shared_memory(inner),
            _ => false,
        }
    }
}

use crate::source::Span;

fn has_duplicates<T: PartialEq>(v: &[T]) -> bool {
    v.iter().enumerate().any(|(i, a)| v[..i].contains(a))
}

/// `.xyzw` / `.rgba` components, at most four, from one set.
fn vector_swizzle(name: &str, size: u8) -> Result<Vec<u8>, String> {
    const SETS: [&str; 2] = ["xyzw", "rgba"];
    let set = SETS
        .iter()
        .find(|s| name.chars().all(|c| s.contains(c)))
        .ok_or_else(|| {
            let bad = name
                .chars()
                .find(|c| !SETS.iter().any(|s| s.contains(*c)))
                .unwrap_or(name.chars().next().unwrap_or('?'));
            format!("illegal vector component name '{bad}'")
        })?;
    if name.len() > 4 {
        return Err("vector component access exceeds type '{ty}'".to_string());
    }
    let mut out = Vec::new();
    for c in name.chars() {
        let i = set.find(c).unwrap_or(0) as u8;
        if i >= size {
            return Err("vector component access exceeds type '{ty}'".into());
        }
        out.push(i);
    }
    Ok(out)
}

/// `._m00_m11` (zero-based) or `._11_22` (one-based) elements.
fn matrix_swizzle(name: &str, rows: u8, cols: u8) -> Result<Vec<(u8, u8)>, String> {
    let bad = || format!("invalid matrix subscript '{name}'");
    let mut out = Vec::new();
    let mut rest = name;
    while !rest.is_empty() {
        let Some(r) = rest.strip_prefix('_') else {
            return Err(bad());
        };
        let (zero, r) = match r.strip_prefix('m') {
            Some(r) => (true, r),
            None => (false, r),
        };
        let b = r.as_bytes();
        if b.len() < 2 || !b[0].is_ascii_digit() || !b[1].is_ascii_digit() {
            return Err(bad());
        }
        let (mut i, mut j) = (b[0] - b'0', b[1] - b'0');
        if !zero {
            if i == 0 || j == 0 {
                return Err(bad());
            }
            i -= 1;
            j -= 1;
        }
        if i >= rows || j >= cols {
            return Err(format!("matrix subscript '{name}' out of bounds"));
        }
        out.push((i, j));
        rest = &r[2..];
    }
    if out.is_empty() || out.len() > 4 {
        return Err(bad());
    }
    Ok(out)
}

fn int_literal_type(text: &str) -> Scalar {
    let lower = text.to_ascii_lowercase();
    if lower.starts_with('\'') {
        return Scalar::LitInt;
    }
    let suffix: String = lower
        .chars()
        .rev()
        .take_while(|c| *c == 'u' || *c == 'l')
        .collect();
    let unsigned = suffix.contains('u');
    let long = suffix.matches('l').count();
    match (unsigned, long) {
        (false, 0) => Scalar::LitInt,
        (true, 0) => Scalar::Uint,
        (false, _) => Scalar::Int64,
        (true, _) => Scalar::Uint64,
    }
}

fn float_literal_type(text: &str) -> Scalar {
    let lower = text.to_ascii_lowercase();
    if lower.ends_with("lf") || lower.ends_with('l') {
        Scalar::Double
    } else if lower.ends_with('h') {
        Scalar::Half
    } else if lower.ends_with('f') {
        Scalar::Float
    } else {
        Scalar::LitFloat
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn swizzles() {
        assert_eq!(vector_swizzle("xyz", 4).unwrap(), vec![0, 1, 2]);
        assert_eq!(vector_swizzle("bgr", 3).unwrap(), vec![2, 1, 0]);
        assert!(vector_swizzle("xg", 4).is_err());
        assert!(vector_swizzle("w", 3).is_err());
        assert_eq!(
            matrix_swizzle("_m00_m11", 2, 2).unwrap(),
            vec![(0, 0), (1, 1)]
        );
        assert_eq!(matrix_swizzle("_12", 2, 2).unwrap(), vec![(0, 1)]);
        assert!(matrix_swizzle("_m22", 2, 2).is_err());
    }

    #[test]
    fn literal_types() {
        assert_eq!(int_literal_type("1u"), Scalar::Uint);
        assert_eq!(int_literal_type("1"), Scalar::LitInt);
        assert_eq!(int_literal_type("1ull"), Scalar::Uint64);
        assert_eq!(float_literal_type("1.0f"), Scalar::Float);
        assert_eq!(float_literal_type("1.0"), Scalar::LitFloat);
        assert_eq!(float_literal_type("1.0h"), Scalar::Half);
        assert_eq!(float_literal_type("1.0l"), Scalar::Double);
    }
}
