//! Statements: scopes, conditions, `return` against the function's type,
//! `break`/`continue`/`case` placement, `switch` labels, and the statement
//! attributes (`[unroll]`, `[loop]`, `[branch]`, `[flatten]`, ...).

use super::Sema;
use crate::ast::*;
use crate::diag::Diagnostic;
use crate::types::Type;

/// Statement attributes and the statements they apply to.
const STMT_ATTRS: &[(&str, &str)] = &[
    ("unroll", "loop"),
    ("loop", "loop"),
    ("fastopt", "loop"),
    ("allow_uav_condition", "loop"),
    ("branch", "if"),
    ("flatten", "if"),
    ("forcecase", "switch"),
    ("call", "switch"),
];

impl Sema<'_> {
    pub(super) fn block_stmts(&mut self, b: &mut Block) {
        for s in &mut b.stmts {
            self.stmt(s);
        }
    }

    fn stmt(&mut self, s: &mut Stmt) {
        if !self.enter(s.span) {
            return;
        }
        crate::with_stack(|| self.stmt_inner(s));
        self.leave();
    }

    fn stmt_inner(&mut self, s: &mut Stmt) {
        self.stmt_attrs(s);
        match &mut s.kind {
            StmtKind::Decl(vars) => {
                for v in vars {
                    self.local_var(v);
                }
            }
            StmtKind::LocalType(d) => match &mut **d {
                Decl::Struct(st) => self.struct_decl(st),
                Decl::StructVars(st, vars) => self.struct_vars(st, vars, Self::local_var),
                Decl::Typedef(t) => self.typedef(t),
                Decl::Enum(e) => self.enum_decl(e),
                _ => {}
            },
            StmtKind::Expr(e) => self.check_expr(e),
            StmtKind::Block(b) => {
                self.push_scope();
                self.block_stmts(b);
                self.pop_scope();
            }
            StmtKind::If { cond, then, els } => {
                self.check_expr(cond);
                self.convert_condition(cond);
                self.scoped(then);
                if let Some(e) = els {
                    self.scoped(e);
                }
            }
            StmtKind::For(f) => {
                self.push_scope();
                if let Some(i) = &mut f.init {
                    self.stmt(i);
                }
                if let Some(c) = &mut f.cond {
                    self.check_expr(c);
                    self.convert_condition(c);
                }
                if let Some(st) = &mut f.step {
                    self.check_expr(st);
                }
                self.loop_depth += 1;
                self.scoped(&mut f.body);
                self.loop_depth -= 1;
                self.pop_scope();
            }
            StmtKind::While { cond, body } => {
                self.check_expr(cond);
                self.convert_condition(cond);
                self.loop_depth += 1;
                self.scoped(body);
                self.loop_depth -= 1;
            }
            StmtKind::DoWhile { body, cond } => {
                self.loop_depth += 1;
                self.scoped(body);
                self.loop_depth -= 1;
                self.check_expr(cond);
                self.convert_condition(cond);
            }
            StmtKind::Switch { cond, body } => {
                self.check_expr(cond);
                if !cond.ty.is_error() {
                    match cond.ty.scalar() {
                        Some(s) if s.is_integer() || s == crate::types::Scalar::Bool => {
                            let t = cond.ty.concrete();
                            let t = if matches!(t, Type::Enum(..)) {
                                Type::int()
                            } else {
                                t
                            };
                            let t = if t == Type::bool() { Type::int() } else { t };
                            if matches!(t, Type::Scalar(_)) {
                                self.convert_quiet(cond, &t);
                            } else {
                                self.error(cond.span, format!("statement requires expression of integer type ('{}' invalid)", cond.ty));
                            }
                        }
                        _ => self.error(
                            cond.span,
                            format!(
                                "statement requires expression of integer type ('{}' invalid)",
                                cond.ty
                            ),
                        ),
                    }
                }
                self.switch_depth += 1;
                let saved_loop = self.loop_depth;
                self.scoped(body);
                self.loop_depth = saved_loop;
                self.switch_depth -= 1;
                self.check_case_labels(body);
            }
            StmtKind::Case(e, body) => {
                self.check_expr(e);
                if self.switch_depth == 0 {
                    self.error(s.span, "'case' statement not in switch statement");
                } else if !e.ty.is_error() && self.const_int(e).is_none() {
                    self.error(e.span, "expression is not an integral constant expression");
                }
                self.stmt(body);
            }
            StmtKind::Default(body) => {
                if self.switch_depth == 0 {
                    self.error(s.span, "'default' statement not in switch statement");
                }
                self.stmt(body);
            }
            StmtKind::Break => {
                if self.loop_depth == 0 && self.switch_depth == 0 {
                    self.error(s.span, "'break' statement not in loop or switch statement");
                }
            }
            StmtKind::Continue => {
                if self.loop_depth == 0 {
                    self.error(s.span, "'continue' statement not in loop statement");
                }
            }
            StmtKind::Return(value) => self.return_stmt(value.as_mut(), s.span),
            StmtKind::Discard => {
                if self.opts.profile.stage != crate::options::ShaderStage::Pixel
                    && self.opts.profile.stage != crate::options::ShaderStage::Library
                    && self.current_is_entry()
                {
                    self.error(s.span, "discard is only valid in pixel shaders");
                }
            }
            StmtKind::Empty => {}
        }
    }

    fn current_is_entry(&self) -> bool {
        match (self.current_fn, &self.opts.entry) {
            (Some(f), Some(name)) => {
                self.prog.functions[f as usize].name == *name
                    && self.prog.functions[f as usize].owner.is_none()
            }
            _ => false,
        }
    }

    fn scoped(&mut self, s: &mut Stmt) {
        self.push_scope();
        self.stmt(s);
        self.pop_scope();
    }

    fn return_stmt(&mut self, value: Option<&mut Expr>, span: crate::source::Span) {
        let ret = self.ret_ty.clone().unwrap_or(Type::Void);
        let fname = self
            .current_fn
            .map(|f| self.prog.functions[f as usize].name.clone())
            .unwrap_or_default();
        match value {
            Some(e) => {
                self.check_expr(e);
                if ret.is_void() {
                    if !e.ty.is_void() && !e.ty.is_error() {
                        self.error(
                            e.span,
                            format!("void function '{fname}' should not return a value"),
                        );
                    }
                } else {
                    self.convert_implicit(e, &ret, "returning");
                }
            }
            None => {
                if !ret.is_void() && !ret.is_error() {
                    self.error(
                        span,
                        format!("non-void function '{fname}' should return a value"),
                    );
                }
            }
        }
    }

    /// Duplicate `case` values and several `default`s in one switch.
    fn check_case_labels(&mut self, body: &Stmt) {
        let mut labels: Vec<(i64, crate::source::Span)> = Vec::new();
        let mut default: Option<crate::source::Span> = None;
        let mut stack: Vec<&Stmt> = vec![body];
        let mut dups: Vec<Diagnostic> = Vec::new();
        while let Some(s) = stack.pop() {
            match &s.kind {
                StmtKind::Block(b) => stack.extend(b.stmts.iter().rev()),
                StmtKind::Case(e, inner) => {
                    if let Some(v) = self.const_int(e) {
                        if let Some((_, prev)) = labels.iter().find(|(x, _)| *x == v) {
                            dups.push(
                                Diagnostic::error(e.span, format!("duplicate case value '{v}'"))
                                    .with_note(Some(*prev), "previous case defined here"),
                            );
                        } else {
                            labels.push((v, e.span));
                        }
                    }
                    stack.push(inner);
                }
                StmtKind::Default(inner) => {
                    if let Some(prev) = default {
                        dups.push(
                            Diagnostic::error(s.span, "multiple default labels in one switch")
                                .with_note(Some(prev), "previous case defined here"),
                        );
                    }
                    default = Some(s.span);
                    stack.push(inner);
                }
                // Labels of nested switches belong to those.
                _ => {}
            }
        }
        for d in dups {
            self.emit(d);
        }
    }

    fn stmt_attrs(&mut self, s: &mut Stmt) {
        let target = match s.kind {
            StmtKind::For(_) | StmtKind::While { .. } | StmtKind::DoWhile { .. } => "loop",
            StmtKind::If { .. } => "if",
            StmtKind::Switch { .. } => "switch",
            _ => "other",
        };
        for a in &mut s.attrs {
            let Some((_, applies)) = STMT_ATTRS.iter().find(|(n, _)| *n == a.name) else {
                self.diags.warning(
                    a.span,
                    format!("unknown attribute '{}' ignored", a.name),
                    "unknown-attributes",
                );
                continue;
            };
            let ok = *applies == target || (*applies == "if" && target == "switch");
            if !ok {
                let what = match *applies {
                    "loop" => "for, while, and do statements",
                    "if" => "if and switch statements",
                    _ => "switch statements",
                };
                self.diags.warning(
                    a.span,
                    format!("'{}' attribute only applies to {what}", a.name),
                    "ignored-attributes",
                );
            }
            for x in &mut a.args {
                self.check_expr(x);
                if !x.ty.is_error() && self.const_int(x).is_none() {
                    self.error(
                        x.span,
                        format!("'{}' attribute requires an integer constant", a.name),
                    );
                }
            }
        }
    }
}
