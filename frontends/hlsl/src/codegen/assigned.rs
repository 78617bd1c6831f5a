//! Which variables a statement may assign: the loop-carried values of
//! [`super::loops`]. A superset is fine (a carried value that does not change
//! costs a block argument): assignments and increments, `out` and `inout`
//! arguments (every l-value argument of a call), and what an inlined call
//! may change (static variables and the object of a member call).

use std::collections::BTreeSet;

use super::place::Base;
use super::{Gen, Key};
use crate::ast::{Callee, Expr, ExprKind, Init, ParamMode, Ref, Stmt, StmtKind, UnaryOp};
use crate::intrinsics::ParamMode as IntrinsicMode;
use crate::sema::VarKind;

impl Gen<'_> {
    /// The keys a statement may assign (a superset): assigned variables,
    /// `out` arguments, and what inlined calls may change (static variables
    /// and the objects of member calls).
    pub fn assigned_in_stmt(&self, s: &Stmt, out: &mut BTreeSet<Key>) {
        match &s.kind {
            StmtKind::Decl(ds) => {
                for d in ds {
                    if let Some(Init::Expr(e)) = &d.init {
                        self.assigned_in_expr(e, out);
                    }
                    for e in &d.flat_init {
                        self.assigned_in_expr(e, out);
                    }
                }
            }
            StmtKind::Expr(e) | StmtKind::Return(Some(e)) => self.assigned_in_expr(e, out),
            StmtKind::Block(b) => b.stmts.iter().for_each(|s| self.assigned_in_stmt(s, out)),
            StmtKind::If { cond, then, els } => {
                self.assigned_in_expr(cond, out);
                self.assigned_in_stmt(then, out);
                if let Some(e) = els {
                    self.assigned_in_stmt(e, out);
                }
            }
            StmtKind::For(f) => {
                if let Some(i) = &f.init {
                    self.assigned_in_stmt(i, out);
                }
                for e in f.cond.iter().chain(&f.step) {
                    self.assigned_in_expr(e, out);
                }
                self.assigned_in_stmt(&f.body, out);
            }
            StmtKind::While { cond, body } | StmtKind::DoWhile { body, cond } => {
                self.assigned_in_expr(cond, out);
                self.assigned_in_stmt(body, out);
            }
            StmtKind::Switch { cond, body } => {
                self.assigned_in_expr(cond, out);
                self.assigned_in_stmt(body, out);
            }
            StmtKind::Case(_, s) | StmtKind::Default(s) => self.assigned_in_stmt(s, out),
            _ => {}
        }
    }

    pub fn assigned_in_expr(&self, e: &Expr, out: &mut BTreeSet<Key>) {
        match &e.kind {
            ExprKind::Assign(_, l, r) => {
                self.root_key(l, out);
                self.assigned_in_expr(l, out);
                self.assigned_in_expr(r, out);
            }
            ExprKind::Unary(op, x) => {
                if matches!(
                    op,
                    UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec
                ) {
                    self.root_key(x, out);
                }
                self.assigned_in_expr(x, out);
            }
            ExprKind::Binary(_, a, b) | ExprKind::Comma(a, b) | ExprKind::Index(a, b) => {
                self.assigned_in_expr(a, out);
                self.assigned_in_expr(b, out);
            }
            ExprKind::Ternary(a, b, c) => {
                self.assigned_in_expr(a, out);
                self.assigned_in_expr(b, out);
                self.assigned_in_expr(c, out);
            }
            ExprKind::Call { args, resolved, .. } | ExprKind::MethodCall { args, resolved, .. } => {
                for (i, a) in args.iter().enumerate() {
                    if a.lvalue && self.writes_argument(resolved, i) {
                        self.root_key(a, out);
                    }
                    self.assigned_in_expr(a, out);
                }
                if let ExprKind::MethodCall { object, .. } = &e.kind {
                    if object.lvalue {
                        self.root_key(object, out);
                    }
                    self.assigned_in_expr(object, out);
                }
                if matches!(resolved, Callee::Function(_) | Callee::StructMethod(_)) {
                    for (i, v) in self.prog.vars.iter().enumerate() {
                        if v.kind == VarKind::Static {
                            out.insert(Key::Var(i as u32));
                        }
                    }
                    if let Some(Some(p)) = self.frames.last().map(|f| f.this.clone())
                        && let Base::Env(k) = p.base
                    {
                        out.insert(k);
                    }
                }
            }
            ExprKind::Member { base, .. } => self.assigned_in_expr(base, out),
            ExprKind::Cast(_, _, x) | ExprKind::ImplicitCast(_, x) => self.assigned_in_expr(x, out),
            ExprKind::Construct(_, xs) | ExprKind::InitList(xs) => {
                xs.iter().for_each(|x| self.assigned_in_expr(x, out))
            }
            _ => {}
        }
    }

    /// Whether a call writes its argument `i` (`out`, `inout`, the
    /// destination of an atomic).
    fn writes_argument(&self, callee: &Callee, i: usize) -> bool {
        match callee {
            Callee::Function(f) | Callee::StructMethod(f) => self
                .prog
                .function(*f)
                .params
                .get(i)
                .is_some_and(|p| p.mode != ParamMode::In),
            Callee::Intrinsic { overload, .. } => crate::intrinsics::table()
                .get(*overload as usize)
                .and_then(|o| o.params.get(i))
                .is_some_and(|p| p.0 != IntrinsicMode::In),
            // The generated texture `GetDimensions` forms are past the table.
            Callee::Method { overload, .. } => crate::methods::table()
                .get(*overload as usize)
                .and_then(|m| m.params.get(i))
                .is_none_or(|p| p.0),
            Callee::Unresolved => true,
        }
    }

    /// The key of the variable an l-value expression lives in.
    fn root_key(&self, e: &Expr, out: &mut BTreeSet<Key>) {
        match &e.kind {
            ExprKind::Name {
                resolved: Some(Ref::Var(v)),
                ..
            } => {
                out.insert(Key::Var(*v));
            }
            ExprKind::Name {
                resolved: Some(Ref::This | Ref::ThisField(_)),
                ..
            } => {
                if let Some(Some(p)) = self.frames.last().map(|f| f.this.clone())
                    && let Base::Env(k) = p.base
                {
                    out.insert(k);
                }
            }
            ExprKind::Member { base, .. }
            | ExprKind::Index(base, _)
            | ExprKind::ImplicitCast(_, base) => self.root_key(base, out),
            _ => {}
        }
    }
}
