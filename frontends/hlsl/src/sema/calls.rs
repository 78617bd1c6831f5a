//! Calls: overload resolution among user functions (C++'s ranking by
//! conversion cost, https://en.cppreference.com/w/cpp/language/overload_resolution),
//! the intrinsic table ([`crate::intrinsics`]), `mul`/`transpose`, resource
//! methods ([`crate::methods`]) and struct methods; `out`/`inout` arguments
//! must be modifiable l-values.

use super::conv::{self, Cost, common_scalar, implicit_cost};
use super::{ParamInfo, Sema, Symbol};
use crate::ast::*;
use crate::diag::Diagnostic;
use crate::intrinsics::{self, ClassRule, Overload, ParamMode as IParam, ShapeRule, SigType};
use crate::methods::{self, MType};
use crate::source::Span;
use crate::types::{ResourceType, Scalar, Type};

fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (1, 11) | (2, 12) | (3, 13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

/// The intrinsic overload chosen so far.
struct IntrinsicChoice {
    cost: Cost,
    idx: u32,
    params: Vec<Type>,
    ret: Type,
    modes: Vec<IParam>,
}

/// A resource-method overload chosen so far: its parameters as (is `out`, type).
struct MethodChoice {
    cost: Cost,
    idx: u32,
    params: Vec<(bool, Type)>,
    ret: Type,
}

/// Why a candidate was not viable (for the note).
enum Unviable {
    Arity {
        want_min: usize,
        want_max: usize,
        have: usize,
    },
    Arg {
        index: usize,
        from: Type,
        to: Type,
    },
    NotLValue {
        index: usize,
    },
}

impl Unviable {
    fn message(&self) -> String {
        match self {
            Unviable::Arity {
                want_min,
                want_max,
                have,
            } => {
                let want = if want_min == want_max {
                    format!("{want_min}")
                } else if have < want_min {
                    format!("at least {want_min}")
                } else {
                    format!("at most {want_max}")
                };
                let plural = if *want_max == 1 && want_min == want_max {
                    ""
                } else {
                    "s"
                };
                let was = if *have == 1 { "was" } else { "were" };
                format!(
                    "candidate function not viable: requires {want} argument{plural}, but {have} {was} provided"
                )
            }
            Unviable::Arg { index, from, to } => format!(
                "candidate function not viable: no known conversion from '{from}' to '{to}' for {} argument",
                ordinal(index + 1)
            ),
            Unviable::NotLValue { index } => format!(
                "candidate function not viable: {} argument must be an l-value (out parameter)",
                ordinal(index + 1)
            ),
        }
    }
}

impl Sema<'_> {
    pub(super) fn check_call(&mut self, e: &mut Expr) {
        let span = e.span;
        let ExprKind::Call {
            callee,
            args,
            resolved,
            template_args,
        } = &mut e.kind
        else {
            return;
        };
        for a in args.iter_mut() {
            self.check_expr(a);
        }
        let name = qualified_name(callee);
        let callee_span = callee.first().map(|c| c.span).unwrap_or(span);
        if args.iter().any(|a| a.ty.is_error()) {
            e.ty = Type::Error;
            return;
        }
        let _ = template_args;
        // User functions (a method of the current struct first, unqualified).
        let mut candidates: Vec<u32> = Vec::new();
        if callee.len() == 1
            && let Some(sid) = self.current_struct
        {
            candidates.extend(
                self.prog.structs[sid as usize]
                    .methods
                    .iter()
                    .copied()
                    .filter(|f| self.prog.functions[*f as usize].name == name),
            );
        }
        if candidates.is_empty() {
            match self.lookup(&name).cloned() {
                Some(Symbol::Funcs(ids)) => candidates = ids,
                Some(Symbol::Var(_)) | Some(Symbol::EnumConst(..)) => {
                    self.error(
                        callee_span,
                        format!(
                            "called object type '{}' is not a function or function pointer",
                            name
                        ),
                    );
                    e.ty = Type::Error;
                    return;
                }
                Some(Symbol::Type(t, _)) => {
                    self.error(
                        callee_span,
                        format!("cannot construct a value of type '{t}' this way"),
                    );
                    e.ty = Type::Error;
                    return;
                }
                None => {}
            }
        }
        // `S::f(...)`: a static method.
        if candidates.is_empty()
            && callee.len() == 2
            && let Some(Symbol::Type(Type::Struct(sid, _), _)) =
                self.lookup(&callee[0].name).cloned()
        {
            candidates.extend(
                self.prog.structs[sid as usize]
                    .methods
                    .iter()
                    .copied()
                    .filter(|f| self.prog.functions[*f as usize].name == callee[1].name),
            );
        }
        if !candidates.is_empty() {
            let intrinsic_fallback = intrinsics::is_intrinsic(&name);
            match self.resolve_user(&name, &candidates, args, callee_span, !intrinsic_fallback) {
                Some(fid) => {
                    *resolved = Callee::Function(fid);
                    e.ty = self.prog.functions[fid as usize].ret.clone();
                    self.record_call(fid, callee_span);
                    return;
                }
                None if !intrinsic_fallback => {
                    e.ty = Type::Error;
                    return;
                }
                None => {}
            }
        }
        if intrinsics::is_intrinsic(&name) {
            let (ty, callee) = self.intrinsic_call(&name, args, callee_span);
            *resolved = callee;
            e.ty = ty;
            return;
        }
        if intrinsics::UNSUPPORTED.contains(&name.as_str()) {
            self.error(
                callee_span,
                format!("unsupported: intrinsic function '{name}'"),
            );
        } else {
            self.error(
                callee_span,
                format!("use of undeclared identifier '{name}'"),
            );
        }
        e.ty = Type::Error;
    }

    /// Picks the best user overload; reports "no matching function" /
    /// "ambiguous" when `report`.
    fn resolve_user(
        &mut self,
        name: &str,
        candidates: &[u32],
        args: &mut [Expr],
        span: Span,
        report: bool,
    ) -> Option<u32> {
        let mut viable: Vec<(u32, Vec<Cost>)> = Vec::new();
        let mut notes: Vec<(Span, String)> = Vec::new();
        for &fid in candidates {
            let f = &self.prog.functions[fid as usize];
            match self.rank_user(&f.params.clone(), args) {
                Ok(costs) => viable.push((fid, costs)),
                Err(why) => notes.push((f.span, why.message())),
            }
        }
        if viable.is_empty() {
            if report {
                let mut d =
                    Diagnostic::error(span, format!("no matching function for call to '{name}'"));
                for (s, n) in notes {
                    d = d.with_note(Some(s), n);
                }
                self.emit(d);
            }
            return None;
        }
        // The best candidate is at least as good in every argument.
        let best = (0..viable.len()).find(|&i| {
            viable.iter().enumerate().all(|(j, other)| {
                i == j
                    || viable[i].1.iter().zip(&other.1).all(|(a, b)| a <= b)
                        && viable[i].1 != other.1
            })
        });
        let Some(best) = best else {
            let mut d = Diagnostic::error(span, format!("call to '{name}' is ambiguous"));
            for (fid, _) in &viable {
                d = d.with_note(
                    Some(self.prog.functions[*fid as usize].span),
                    "candidate function",
                );
            }
            self.emit(d);
            return None;
        };
        let fid = viable[best].0;
        let params = self.prog.functions[fid as usize].params.clone();
        for (a, p) in args.iter_mut().zip(&params) {
            self.convert_argument(a, &p.ty, p.mode);
        }
        Some(fid)
    }

    fn rank_user(&self, params: &[ParamInfo], args: &[Expr]) -> Result<Vec<Cost>, Unviable> {
        let required = params.iter().filter(|p| !p.has_default).count();
        if args.len() < required || args.len() > params.len() {
            return Err(Unviable::Arity {
                want_min: required,
                want_max: params.len(),
                have: args.len(),
            });
        }
        let mut costs = Vec::new();
        for (i, (a, p)) in args.iter().zip(params).enumerate() {
            let cost = match p.mode {
                ParamMode::In => implicit_cost(&a.ty, &p.ty),
                // out/inout copy back: both directions must convert.
                _ => {
                    if !a.lvalue {
                        return Err(Unviable::NotLValue { index: i });
                    }
                    implicit_cost(&a.ty, &p.ty).filter(|_| implicit_cost(&p.ty, &a.ty).is_some())
                }
            };
            match cost {
                Some(c) => costs.push(c),
                None => {
                    return Err(Unviable::Arg {
                        index: i,
                        from: a.ty.clone(),
                        to: p.ty.clone(),
                    });
                }
            }
        }
        Ok(costs)
    }

    /// Converts an argument for an `in` parameter; checks `out`/`inout`
    /// arguments are modifiable l-values (their conversion happens on copy-in
    /// and copy-out, which IR generation performs from the two types).
    fn convert_argument(&mut self, a: &mut Expr, to: &Type, mode: ParamMode) {
        match mode {
            ParamMode::In => {
                self.convert_implicit(a, to, "passing");
            }
            _ => {
                self.require_assignable(a);
            }
        }
    }

    // --- Intrinsics ------------------------------------------------------------

    fn intrinsic_call(&mut self, name: &str, args: &mut [Expr], span: Span) -> (Type, Callee) {
        // `select(cond, a, b)` also chooses between two values of one
        // non-numeric type (HLSL 2021).
        if name == "select"
            && let [c, a, b] = &mut *args
            && matches!(c.ty, Type::Scalar(_))
            && !a.ty.is_numeric()
            && a.ty == b.ty
        {
            self.convert_condition(c);
            return (
                a.ty.clone(),
                Callee::Intrinsic {
                    name: name.into(),
                    overload: SPECIAL_OVERLOAD,
                },
            );
        }
        match name {
            "mul" => {
                return (
                    self.mul(args, span),
                    Callee::Intrinsic {
                        name: name.into(),
                        overload: SPECIAL_OVERLOAD,
                    },
                );
            }
            "transpose" => {
                let ty = match args {
                    [a] => match &a.ty {
                        Type::Matrix(s, r, c) => Some(Type::Matrix(*s, *c, *r)),
                        t @ (Type::Scalar(_) | Type::Vector(..)) => Some(t.clone()),
                        _ => None,
                    },
                    _ => None,
                };
                return match ty {
                    Some(t) => (
                        t.concrete(),
                        Callee::Intrinsic {
                            name: name.into(),
                            overload: SPECIAL_OVERLOAD,
                        },
                    ),
                    None => {
                        self.error(span, "no matching function for call to 'transpose'");
                        (Type::Error, Callee::Unresolved)
                    }
                };
            }
            _ => {}
        }
        let mut best: Option<IntrinsicChoice> = None;
        for (idx, ov) in intrinsics::overloads(name) {
            if let Some((cost, params, ret)) = self.match_intrinsic(ov, args)
                && best.as_ref().is_none_or(|b| cost < b.cost)
            {
                let modes = ov.params.iter().map(|p| p.0).collect();
                best = Some(IntrinsicChoice {
                    cost,
                    idx,
                    params,
                    ret,
                    modes,
                });
            }
        }
        let Some(IntrinsicChoice {
            idx,
            params,
            ret,
            modes,
            ..
        }) = best
        else {
            let have: Vec<String> = args.iter().map(|a| format!("'{}'", a.ty)).collect();
            self.emit(
                Diagnostic::error(span, format!("no matching function for call to '{name}'"))
                    .with_note(
                        None,
                        format!("no overload of '{name}' takes ({})", have.join(", ")),
                    ),
            );
            return (Type::Error, Callee::Unresolved);
        };
        for ((a, p), m) in args.iter_mut().zip(&params).zip(&modes) {
            match m {
                IParam::In => {
                    if conv::apply(a, p) {
                        self.warn(a.span, "implicit truncation of vector type", "conversion");
                    }
                }
                IParam::Dest => {
                    if self.require_assignable(a) && !self.is_shared_memory(a) {
                        self.error(
                            a.span,
                            format!("the first argument of '{name}' must be groupshared memory or a resource element"),
                        );
                    }
                }
                IParam::Out | IParam::InOut => {
                    self.require_assignable(a);
                }
            }
        }
        (
            ret,
            Callee::Intrinsic {
                name: name.into(),
                overload: idx,
            },
        )
    }

    /// Matches one intrinsic overload: infers the template type, checks the
    /// rules and returns (cost, parameter types, result type).
    fn match_intrinsic(&self, ov: &Overload, args: &[Expr]) -> Option<(Cost, Vec<Type>, Type)> {
        if ov.params.len() != args.len() {
            return None;
        }
        let template = match ov.template {
            Some((shape, class)) => {
                let targs: Vec<&Type> = ov
                    .params
                    .iter()
                    .zip(args)
                    .filter(|((_, t), _)| *t == SigType::Template)
                    .map(|(_, a)| &a.ty)
                    .collect();
                // `T.bool` (select's condition) shapes the layout too.
                let largs: Vec<&Type> = ov
                    .params
                    .iter()
                    .zip(args)
                    .filter(|((_, t), _)| matches!(t, SigType::Template | SigType::TemplateWith(_)))
                    .map(|(_, a)| &a.ty)
                    .collect();
                Some(infer_template(&targs, &largs, shape, class)?)
            }
            None => None,
        };
        let subst = |t: &SigType| -> Option<Type> {
            Some(match t {
                SigType::Void => Type::Void,
                SigType::Template => template.clone()?,
                SigType::TemplateScalar => Type::Scalar(template.as_ref()?.scalar()?),
                SigType::TemplateWith(s) => template.as_ref()?.with_scalar(*s),
                SigType::Concrete(t) => t.clone(),
            })
        };
        let mut params = Vec::new();
        let mut cost = 0;
        for ((mode, pt), a) in ov.params.iter().zip(args) {
            let p = subst(pt)?;
            let c = match mode {
                IParam::In => implicit_cost(&a.ty, &p)?,
                _ => {
                    if !a.lvalue {
                        return None;
                    }
                    // Out arguments must have the parameter's layout.
                    if a.ty.dims() != p.dims() && !a.ty.is_error() {
                        return None;
                    }
                    implicit_cost(&a.ty, &p)?
                }
            };
            cost += c;
            params.push(p);
        }
        Some((cost, params, subst(&ov.ret)?))
    }

    /// `mul(a, b)`: scalar, vector and matrix products.
    fn mul(&mut self, args: &mut [Expr], span: Span) -> Type {
        let [a, b] = args else {
            self.error(span, "no matching function for call to 'mul'");
            return Type::Error;
        };
        let (at, bt) = (a.ty.clone(), b.ty.clone());
        let fail = |s: &mut Self| {
            s.error(span, format!("no matching function for call to 'mul' with arguments of type '{at}' and '{bt}'"));
            Type::Error
        };
        let (Some(asc), Some(bsc)) = (at.scalar(), bt.scalar()) else {
            return fail(self);
        };
        let mut s = common_scalar(asc, bsc).concrete();
        if s == Scalar::Bool {
            s = Scalar::Int;
        }
        let (ta, tb, ret) = match (&at, &bt) {
            (Type::Scalar(_) | Type::Enum(..), other)
            | (other, Type::Scalar(_) | Type::Enum(..)) => {
                let t = other.with_scalar(s);
                (
                    if matches!(at, Type::Scalar(_) | Type::Enum(..)) {
                        Type::Scalar(s)
                    } else {
                        t.clone()
                    },
                    if matches!(bt, Type::Scalar(_) | Type::Enum(..)) {
                        Type::Scalar(s)
                    } else {
                        t.clone()
                    },
                    t,
                )
            }
            (Type::Vector(_, n), Type::Vector(_, m)) if n == m => {
                (at.with_scalar(s), bt.with_scalar(s), Type::Scalar(s))
            }
            (Type::Vector(_, n), Type::Matrix(_, r, c)) if n == r => {
                (at.with_scalar(s), bt.with_scalar(s), Type::vec(s, *c))
            }
            (Type::Matrix(_, r, c), Type::Vector(_, n)) if c == n => {
                (at.with_scalar(s), bt.with_scalar(s), Type::vec(s, *r))
            }
            (Type::Matrix(_, r, k1), Type::Matrix(_, k2, c)) if k1 == k2 => (
                at.with_scalar(s),
                bt.with_scalar(s),
                Type::Matrix(s, *r, *c),
            ),
            _ => return fail(self),
        };
        self.convert_quiet(a, &ta);
        self.convert_quiet(b, &tb);
        ret
    }

    // --- Methods ---------------------------------------------------------------

    pub(super) fn check_method_call(&mut self, e: &mut Expr) {
        let span = e.span;
        let ExprKind::MethodCall {
            object,
            method,
            template_args,
            args,
            resolved,
        } = &mut e.kind
        else {
            return;
        };
        self.check_expr(object);
        for a in args.iter_mut() {
            self.check_expr(a);
        }
        if object.ty.is_error() || args.iter().any(|a| a.ty.is_error()) {
            e.ty = Type::Error;
            return;
        }
        let mname = method.name.clone();
        let mspan = method.span;
        let template: Option<Type> = match template_args.first_mut() {
            Some(TemplateArg::Type(t)) => Some(self.resolve_type(t)),
            Some(TemplateArg::Expr(x)) => {
                self.error(
                    x.span,
                    "template argument for template type parameter must be a type",
                );
                return;
            }
            None => None,
        };
        match object.ty.clone() {
            Type::Resource(r) => {
                let (ty, callee) = self.resource_method(&r, &mname, template, args, mspan, object);
                *resolved = callee;
                e.ty = ty;
            }
            Type::Struct(sid, sname) => {
                let candidates: Vec<u32> = self.all_methods(sid, &mname);
                if candidates.is_empty() {
                    self.error(mspan, format!("no member named '{mname}' in '{sname}'"));
                    e.ty = Type::Error;
                    return;
                }
                match self.resolve_user(&mname, &candidates, args, mspan, true) {
                    Some(fid) => {
                        *resolved = Callee::StructMethod(fid);
                        e.ty = self.prog.functions[fid as usize].ret.clone();
                        self.record_call(fid, mspan);
                    }
                    None => e.ty = Type::Error,
                }
            }
            other => {
                self.error(
                    span,
                    format!("member reference base type '{other}' is not a structure or union"),
                );
                e.ty = Type::Error;
            }
        }
    }

    fn all_methods(&self, sid: u32, name: &str) -> Vec<u32> {
        let mut out = Vec::new();
        let mut cur = Some(sid);
        let mut guard = 0;
        while let Some(c) = cur {
            out.extend(
                self.prog.structs[c as usize]
                    .methods
                    .iter()
                    .copied()
                    .filter(|f| self.prog.functions[*f as usize].name == name),
            );
            cur = self.prog.structs[c as usize].base;
            guard += 1;
            if guard > 64 || !out.is_empty() {
                break;
            }
        }
        out
    }

    fn resource_method(
        &mut self,
        r: &ResourceType,
        name: &str,
        template: Option<Type>,
        args: &mut [Expr],
        span: Span,
        object: &Expr,
    ) -> (Type, Callee) {
        let overloads = methods::overloads(r.kind, name);
        if overloads.is_empty() {
            let msg = if methods::is_method_name(name) {
                format!("'{name}' is not available on '{r}'")
            } else {
                format!("no member named '{name}' in '{r}'")
            };
            self.error(span, msg);
            return (Type::Error, Callee::Unresolved);
        }
        let mut best: Option<MethodChoice> = None;
        for (idx, sig) in &overloads {
            if sig.params.len() != args.len() {
                continue;
            }
            // `Store(offset, value)` / `Ti`: the template comes from the argument.
            let t = template.clone().or_else(|| {
                sig.params
                    .iter()
                    .zip(args.iter())
                    .find(|((_, p), _)| matches!(p, MType::Template | MType::TemplateInt))
                    .map(|((_, p), a)| {
                        let t = a.ty.concrete();
                        if *p == MType::TemplateInt
                            && matches!(t, Type::Scalar(s) if !s.is_integer())
                        {
                            Type::Error
                        } else {
                            t
                        }
                    })
            });
            if matches!(t, Some(Type::Error)) {
                continue;
            }
            // `Load<T>` exists only with a template argument; plain `Load` is uint.
            if sig.ret == MType::Template && template.is_none() {
                continue;
            }
            if template.is_some()
                && !sig.params.iter().any(|(_, p)| *p == MType::Template)
                && sig.ret != MType::Template
            {
                continue;
            }
            let Some(ret) = methods::substitute(&sig.ret, r, t.as_ref()) else {
                continue;
            };
            let mut params = Vec::new();
            let mut cost = 0;
            let mut ok = true;
            for ((out, p), a) in sig.params.iter().zip(args.iter()) {
                let pt = match p {
                    MType::Dim => {
                        // Any numeric scalar l-value receives a dimension.
                        if !a.lvalue || !matches!(a.ty, Type::Scalar(_)) {
                            ok = false;
                            break;
                        }
                        a.ty.clone()
                    }
                    MType::Texture => {
                        if !matches!(&a.ty, Type::Resource(t) if t.kind.is_texture()) {
                            ok = false;
                            break;
                        }
                        a.ty.clone()
                    }
                    _ => match methods::substitute(p, r, t.as_ref()) {
                        Some(pt) => pt,
                        None => {
                            ok = false;
                            break;
                        }
                    },
                };
                if *out && !a.lvalue {
                    ok = false;
                    break;
                }
                match implicit_cost(&a.ty, &pt) {
                    Some(c) => cost += c,
                    None => {
                        ok = false;
                        break;
                    }
                }
                params.push((*out, pt));
            }
            if ok && best.as_ref().is_none_or(|b| cost < b.cost) {
                best = Some(MethodChoice {
                    cost,
                    idx: *idx,
                    params,
                    ret,
                });
            }
        }
        let Some(MethodChoice {
            idx, params, ret, ..
        }) = best
        else {
            let have: Vec<String> = args.iter().map(|a| format!("'{}'", a.ty)).collect();
            let msg = format!("no matching member function for call to '{name}'");
            let note =
                if template.is_none() && overloads.iter().all(|(_, s)| s.ret == MType::Template) {
                    format!("'{name}' needs a template argument here")
                } else {
                    format!("no overload of '{r}::{name}' takes ({})", have.join(", "))
                };
            self.emit(Diagnostic::error(span, msg).with_note(None, note));
            return (Type::Error, Callee::Unresolved);
        };
        let _ = object;
        for (a, (out, p)) in args.iter_mut().zip(&params) {
            if *out {
                self.require_assignable(a);
            } else if conv::apply(a, p) {
                self.warn(a.span, "implicit truncation of vector type", "conversion");
            }
        }
        (
            ret,
            Callee::Method {
                name: name.into(),
                overload: idx,
            },
        )
    }
}

/// The template type of an intrinsic call from the arguments passed to `T`.
fn infer_template(
    args: &[&Type],
    layout_args: &[&Type],
    shape: ShapeRule,
    class: ClassRule,
) -> Option<Type> {
    if args.is_empty() {
        return None;
    }
    if layout_args.iter().any(|t| !t.is_numeric()) {
        return None;
    }
    // The layout: every non-scalar argument must agree; scalars splat.
    let mut layout: Option<&Type> = None;
    for t in layout_args {
        if matches!(t, Type::Scalar(_) | Type::Enum(..)) {
            continue;
        }
        match layout {
            None => layout = Some(t),
            Some(l)
                if l.dims() == t.dims()
                    && std::mem::discriminant(l) == std::mem::discriminant(*t) => {}
            Some(l) => {
                // Different vector sizes meet at the smaller (with truncation).
                match (l, t) {
                    (Type::Vector(_, a), Type::Vector(_, b)) if b < a => layout = Some(t),
                    (Type::Vector(..), Type::Vector(..)) => {}
                    _ => return None,
                }
            }
        }
    }
    let mut s = args[0].scalar()?;
    for t in &args[1..] {
        s = common_scalar(s, t.scalar()?);
    }
    let s = intrinsics::adjust_component(class, s);
    if !intrinsics::class_admits(class, s) {
        return None;
    }
    let ty = match layout {
        Some(l) => l.with_scalar(s),
        None => Type::Scalar(s),
    };
    let shape_ok = match shape {
        ShapeRule::Any => true,
        ShapeRule::ScalarOrVector => !matches!(ty, Type::Matrix(..)),
        ShapeRule::Scalar => matches!(ty, Type::Scalar(_)),
        ShapeRule::Vector => matches!(ty, Type::Vector(..)),
        ShapeRule::Matrix => matches!(ty, Type::Matrix(..)),
    };
    shape_ok.then_some(ty)
}
