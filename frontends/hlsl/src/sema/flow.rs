//! Whole-function checks: recursion (GPU code has no call stack; DXC rejects
//! recursive functions) and non-void functions whose end is reachable
//! (clang's `-Wreturn-type`).

use super::Sema;
use crate::ast::*;
use crate::diag::Diagnostic;
use crate::source::Span;

impl Sema<'_> {
    pub(super) fn record_call(&mut self, callee: FuncId, span: Span) {
        if let Some(caller) = self.current_fn {
            self.calls.push((caller, callee, span));
        }
    }

    /// Reports each call that closes a cycle of calls, once per cycle.
    pub(super) fn check_recursion(&mut self) {
        let n = self.prog.functions.len();
        let mut edges: Vec<Vec<(FuncId, Span)>> = vec![Vec::new(); n];
        for &(a, b, s) in &self.calls {
            edges[a as usize].push((b, s));
        }
        // Iterative depth-first search: 0 unvisited, 1 on the stack, 2 done.
        let mut state = vec![0u8; n];
        let mut reported: Vec<(FuncId, FuncId)> = Vec::new();
        for root in 0..n {
            if state[root] != 0 {
                continue;
            }
            let mut stack: Vec<(usize, usize)> = vec![(root, 0)];
            state[root] = 1;
            while let Some(&mut (f, ref mut next)) = stack.last_mut() {
                if let Some(&(g, span)) = edges[f].get(*next) {
                    *next += 1;
                    match state[g as usize] {
                        0 => {
                            state[g as usize] = 1;
                            stack.push((g as usize, 0));
                        }
                        1 if !reported.contains(&(f as FuncId, g)) => {
                            reported.push((f as FuncId, g));
                            let caller = self.prog.functions[f].name.clone();
                            let callee = self.prog.functions[g as usize].name.clone();
                            let callee_span = self.prog.functions[g as usize].span;
                            self.emit(
                                Diagnostic::error(
                                    span,
                                    format!(
                                        "recursive functions are not allowed: function '{caller}' calls recursive function '{callee}'"
                                    ),
                                )
                                .with_note(Some(callee_span), format!("'{callee}' declared here")),
                            );
                        }
                        _ => {}
                    }
                } else {
                    state[f] = 2;
                    stack.pop();
                }
            }
        }
    }

    /// A called function must have a body: there is no linking step that
    /// could supply one.
    pub(super) fn check_undefined_calls(&mut self) {
        let mut seen: Vec<FuncId> = Vec::new();
        let calls = self.calls.clone();
        for (_, callee, span) in calls {
            let f = &self.prog.functions[callee as usize];
            if f.defined || seen.contains(&callee) {
                continue;
            }
            seen.push(callee);
            let (name, decl) = (f.name.clone(), f.span);
            self.emit(
                Diagnostic::error(span, format!("function '{name}' is used but not defined"))
                    .with_note(Some(decl), format!("'{name}' declared here")),
            );
        }
    }

    /// Warns when a non-void function's end can be reached.
    pub(super) fn check_falls_off(&mut self, f: &FunctionDecl, ret: &crate::types::Type) {
        let Some(body) = &f.body else { return };
        if ret.is_void() || ret.is_error() {
            return;
        }
        if !block_falls_through(&body.stmts) {
            return;
        }
        let end =
            crate::source::Span::new(body.span.file, body.span.hi.saturating_sub(1), body.span.hi);
        let any_return = contains_return(&body.stmts);
        let msg = if any_return {
            "non-void function does not return a value in all control paths"
        } else {
            "non-void function does not return a value"
        };
        self.warn(end, msg, "return-type");
    }
}

/// Whether control can reach the end of a statement list.
fn block_falls_through(stmts: &[Stmt]) -> bool {
    stmts.iter().all(falls_through)
}

fn falls_through(s: &Stmt) -> bool {
    match &s.kind {
        StmtKind::Return(_) | StmtKind::Discard => false,
        StmtKind::Block(b) => block_falls_through(&b.stmts),
        StmtKind::If {
            then, els: Some(e), ..
        } => falls_through(then) || falls_through(e),
        // `while (true)` / `for (;;)` without `break` never end.
        StmtKind::While { cond, body } => !is_true(cond) || breaks(body),
        StmtKind::For(ForStmt {
            cond: None, body, ..
        }) => breaks(body),
        StmtKind::For(ForStmt {
            cond: Some(c),
            body,
            ..
        }) => !is_true(c) || breaks(body),
        StmtKind::DoWhile { body, cond } => {
            if is_true(cond) {
                breaks(body)
            } else {
                falls_through(body) || breaks(body)
            }
        }
        StmtKind::Switch { body, .. } => switch_falls_through(body),
        StmtKind::Case(_, inner) | StmtKind::Default(inner) => falls_through(inner),
        _ => true,
    }
}

/// A switch ends unless it has a `default` and no path leaves it by `break`
/// or by falling off its last statement.
fn switch_falls_through(body: &Stmt) -> bool {
    let StmtKind::Block(b) = &body.kind else {
        return true;
    };
    let has_default = b.stmts.iter().any(|s| has_label(s, true));
    !has_default || breaks(body) || block_falls_through(&b.stmts)
}

fn has_label(s: &Stmt, default: bool) -> bool {
    match &s.kind {
        StmtKind::Default(_) => default,
        StmtKind::Case(_, inner) => has_label(inner, default),
        _ => false,
    }
}

/// Whether a `break` leaves the statement (not counting nested loops/switches).
fn breaks(s: &Stmt) -> bool {
    match &s.kind {
        StmtKind::Break => true,
        StmtKind::Block(b) => b.stmts.iter().any(breaks),
        StmtKind::If { then, els, .. } => breaks(then) || els.as_deref().is_some_and(breaks),
        StmtKind::Case(_, inner) | StmtKind::Default(inner) => breaks(inner),
        _ => false,
    }
}

fn contains_return(stmts: &[Stmt]) -> bool {
    fn walk(s: &Stmt) -> bool {
        match &s.kind {
            StmtKind::Return(_) => true,
            StmtKind::Block(b) => b.stmts.iter().any(walk),
            StmtKind::If { then, els, .. } => walk(then) || els.as_deref().is_some_and(walk),
            StmtKind::For(ForStmt { body, .. })
            | StmtKind::While { body, .. }
            | StmtKind::DoWhile { body, .. } => walk(body),
            StmtKind::Switch { body, .. } | StmtKind::Case(_, body) | StmtKind::Default(body) => {
                walk(body)
            }
            _ => false,
        }
    }
    stmts.iter().any(walk)
}

fn is_true(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::BoolLit(b) => *b,
        ExprKind::IntLit(v, _) => *v != 0,
        ExprKind::ImplicitCast(_, inner) => is_true(inner),
        _ => false,
    }
}
