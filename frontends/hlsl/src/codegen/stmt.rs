//! Statements as structured control flow.
//!
//! - `if`: an `scf.if` whose results are the variables (and flags) either
//!   branch changed: each branch is generated into a detached block with its
//!   own copy of the environment, and what differs afterwards becomes the
//!   yields ([`Gen::gen_if`]).
//! - `for` loops of the counting form (`for (i = a; i < b; i++)`, `i` left
//!   alone by the body, `b` invariant) are `scf.for` (`unsignedCmp` for
//!   unsigned counters); other loops, `while` and `do` are `scf.while`. The
//!   loop-carried values are the variables the loop may assign.
//! - `break`, `continue` and `return` set flags (`Key::Broken`, ...); every
//!   statement after one that may have set a flag runs under
//!   `scf.if (!flags)`, and a loop's condition includes them. A flag known
//!   to be set ends the statement list: the rest is dead.
//! - `switch` is a sequence of guarded statements: a case label sets the
//!   `matched` flag when its value equals the condition (`default` when no
//!   label does), and `break` leaves through the switch's flag.

use dialect_arith::{CmpIOp, CmpIPredicate};
use dialect_scf::{IfOp, YieldOp};
use shader_mlir::ir::{InsertPoint, Value};
use shader_mlir::rewrite::IrBuilder;

use super::{Breakable, Gen, Key, R, Val, error};
use crate::ast::{Block, Expr, ForStmt, Init, Stmt, StmtKind, VarDecl};
use crate::sema::VarKind;
use crate::source::Span;
use crate::types::Type;

/// Whether control reaches a statement.
enum Exit {
    /// Always.
    Live,
    /// Never: a flag is known to be set.
    Dead,
    /// When these `i1` flags are all false.
    Maybe(Vec<Value>),
}

/// A branch body for [`Gen::gen_if`].
pub type Branch<'f, 'g> = &'f mut dyn FnMut(&mut Gen<'g>) -> R<()>;

impl<'g> Gen<'g> {
    pub fn gen_block(&mut self, b: &Block) -> R<()> {
        self.gen_stmts(&b.stmts)
    }

    /// Generates statements in order; once a flag may be set, the rest runs
    /// under a guard.
    pub fn gen_stmts(&mut self, stmts: &[Stmt]) -> R<()> {
        for (i, s) in stmts.iter().enumerate() {
            match self.exit_state() {
                Exit::Live => {}
                Exit::Dead => return Ok(()),
                Exit::Maybe(flags) => {
                    let rest = &stmts[i..];
                    return self.guarded(&flags, &mut |g: &mut Gen<'g>| g.gen_stmts(rest));
                }
            }
            self.gen_stmt(s)?;
        }
        Ok(())
    }

    /// The flags that end the current statement list: `return` of the
    /// current call, `break` of the innermost loop or switch and `continue`
    /// of the innermost loop of the current call.
    fn exit_flags(&self) -> Vec<Key> {
        let mut keys = Vec::new();
        let Some(frame) = self.frames.last() else {
            return keys;
        };
        keys.push(Key::Returned(frame.id));
        if let Some(b) = self.breakables.last()
            && b.frame == frame.id
        {
            keys.push(Key::Broken(b.id));
        }
        if let Some(l) = self.breakables.iter().rev().find(|b| b.is_loop)
            && l.frame == frame.id
        {
            keys.push(Key::Continued(l.id));
        }
        keys
    }

    fn exit_state(&mut self) -> Exit {
        let mut live = Vec::new();
        for k in self.exit_flags() {
            let Some(Val::One(v)) = self.env.get(&k).cloned() else {
                continue;
            };
            match self.known_bool(v) {
                Some(true) => return Exit::Dead,
                Some(false) => {}
                None => live.push(v),
            }
        }
        if live.is_empty() {
            Exit::Live
        } else {
            Exit::Maybe(live)
        }
    }

    /// Runs `f` under `scf.if` when none of `flags` is set; inside, the flags
    /// are known to be false.
    fn guarded(&mut self, flags: &[Value], f: Branch<'_, 'g>) -> R<()> {
        let mut skip = flags[0];
        for &v in &flags[1..] {
            skip = self.or(skip, v);
        }
        let go = self.not(skip);
        let flags = flags.to_vec();
        self.gen_if(
            go,
            &mut |g: &mut Gen<'g>| {
                let depth = g.assumed_false.len();
                g.assumed_false.extend(flags.iter().copied());
                let r = f(g);
                g.assumed_false.truncate(depth);
                r
            },
            None,
        )
    }

    /// Whether any exit flag may be set (`i1`), for loop conditions.
    pub(super) fn any_exit(&mut self, keys: &[Key]) -> Value {
        let mut acc = self.const_bool(false);
        for k in keys {
            if let Some(Val::One(v)) = self.env.get(k).cloned() {
                acc = self.or(acc, v);
            }
        }
        acc
    }

    pub fn gen_stmt(&mut self, s: &Stmt) -> R<()> {
        crate::with_stack(|| {
            let saved = self.at(s.span);
            let r = self.gen_stmt_inner(s);
            self.loc = saved;
            r
        })
    }

    fn gen_stmt_inner(&mut self, s: &Stmt) -> R<()> {
        match &s.kind {
            StmtKind::Decl(decls) => {
                for d in decls {
                    self.local_decl(d)?;
                }
                Ok(())
            }
            StmtKind::LocalType(_) | StmtKind::Empty => Ok(()),
            StmtKind::Expr(e) => {
                self.gen_expr(e)?;
                Ok(())
            }
            StmtKind::Block(b) => self.gen_block(b),
            StmtKind::If { cond, then, els } => {
                let c = self.gen_cond(cond)?;
                match self.known_bool(c) {
                    Some(true) => return self.gen_stmt(then),
                    Some(false) => {
                        return match els {
                            Some(e) => self.gen_stmt(e),
                            None => Ok(()),
                        };
                    }
                    None => {}
                }
                match els {
                    Some(els) => self.gen_if(
                        c,
                        &mut |g: &mut Gen<'g>| g.gen_stmt(then),
                        Some(&mut |g: &mut Gen<'g>| g.gen_stmt(els)),
                    ),
                    None => self.gen_if(c, &mut |g: &mut Gen<'g>| g.gen_stmt(then), None),
                }
            }
            StmtKind::For(f) => self.gen_for(f, s.span),
            StmtKind::While { cond, body } => self.gen_while(Some(cond), None, body, false),
            StmtKind::DoWhile { body, cond } => self.gen_while(Some(cond), None, body, true),
            StmtKind::Switch { cond, body } => self.gen_switch(cond, body, s.span),
            StmtKind::Case(..) | StmtKind::Default(_) => {
                error(s.span, "'case' statement not in switch statement")
            }
            StmtKind::Break => {
                let Some(b) = self.breakables.last().copied() else {
                    return error(s.span, "'break' statement not in loop or switch statement");
                };
                let t = self.const_bool(true);
                self.env.insert(Key::Broken(b.id), Val::One(t));
                Ok(())
            }
            StmtKind::Continue => {
                let Some(l) = self.breakables.iter().rev().find(|b| b.is_loop).copied() else {
                    return error(s.span, "'continue' statement not in loop statement");
                };
                let t = self.const_bool(true);
                self.env.insert(Key::Continued(l.id), Val::One(t));
                Ok(())
            }
            StmtKind::Return(value) => {
                let Some(frame) = self.frames.last().cloned() else {
                    return error(s.span, "'return' outside a function");
                };
                if let Some(v) = value {
                    let val = self.gen_expr(v)?;
                    let ret_ty = frame
                        .func
                        .map(|f| self.prog.function(f).ret.clone())
                        .unwrap_or(Type::Void);
                    if !ret_ty.is_void() {
                        let val = self.convert(val, &v.ty, &ret_ty, v.span)?;
                        self.env.insert(Key::RetVal(frame.id), val);
                    }
                }
                let t = self.const_bool(true);
                self.env.insert(Key::Returned(frame.id), Val::One(t));
                Ok(())
            }
            StmtKind::Discard => {
                let loc = self.loc;
                dialect_hlsl::ops::DiscardOp::build(&mut self.b(), loc);
                Ok(())
            }
        }
    }

    /// A local variable declaration: its initial value (zero without an
    /// initializer) enters the environment.
    pub fn local_decl(&mut self, d: &VarDecl) -> R<()> {
        let Some(id) = d.id else {
            return error(d.name.span, "declaration without a variable");
        };
        let info = self.prog.var(id);
        let ty = d.resolved.clone();
        if info.kind == VarKind::GroupShared {
            return Ok(());
        }
        if info.kind == VarKind::Static && info.const_value.is_some() {
            return Ok(());
        }
        let v = self.initial_value(d, &ty)?;
        self.env.insert(Key::Var(id), v);
        Ok(())
    }

    /// The value a declaration initializes its variable with.
    pub fn initial_value(&mut self, d: &VarDecl, ty: &Type) -> R<Val> {
        match &d.init {
            Some(Init::Expr(e)) => {
                if ty.is_resource() {
                    return Ok(Val::One(self.gen_handle(e)?));
                }
                let v = self.gen_expr(e)?;
                self.convert(v, &e.ty, ty, e.span)
            }
            Some(Init::List(_, span)) => self.init_list(&d.flat_init, ty, *span),
            None => self.zero_val(ty, d.name.span),
        }
    }

    /// `if (cond) then else els` as `scf.if`: each branch runs on a copy of
    /// the environment in a detached block; the keys whose values differ
    /// afterwards become the op's results.
    pub fn gen_if(
        &mut self,
        cond: Value,
        then: Branch<'_, 'g>,
        els: Option<Branch<'_, 'g>>,
    ) -> R<()> {
        let before = self.env.clone();
        let outer = self.block;
        let then_block = self.ir.create_block(&[]);
        self.block = then_block;
        let r = then(self);
        let then_env = std::mem::replace(&mut self.env, before.clone());
        self.block = outer;
        r?;
        let else_block = self.ir.create_block(&[]);
        self.block = else_block;
        let r = match els {
            Some(f) => f(self),
            None => Ok(()),
        };
        let else_env = std::mem::replace(&mut self.env, before.clone());
        self.block = outer;
        r?;

        // What changed in either branch, leaf by leaf.
        let mut keys = Vec::new();
        let mut then_vals = Vec::new();
        let mut else_vals = Vec::new();
        for (k, v0) in &before {
            let (Some(vt), Some(ve)) = (then_env.get(k), else_env.get(k)) else {
                continue;
            };
            if vt == v0 && ve == v0 {
                continue;
            }
            let (lt, le) = (vt.leaves(), ve.leaves());
            if lt.len() != le.len() {
                return error(Span::default(), "a variable changed shape in a branch");
            }
            keys.push(*k);
            then_vals.extend(lt);
            else_vals.extend(le);
        }
        // Leaves equal on both sides need no result; flags that are `true` on
        // one side and `false` on the other are the condition (or its
        // negation).
        let mut results_of: Vec<Option<usize>> = Vec::new();
        let (mut ty_list, mut yt, mut ye) = (Vec::new(), Vec::new(), Vec::new());
        let mut negated = None;
        for i in 0..then_vals.len() {
            let (a, b) = (then_vals[i], else_vals[i]);
            match (self.known_bool(a), self.known_bool(b)) {
                (Some(true), Some(false)) => {
                    then_vals[i] = cond;
                    results_of.push(None);
                    continue;
                }
                (Some(false), Some(true)) => {
                    let n = *negated.get_or_insert_with(|| self.not(cond));
                    then_vals[i] = n;
                    results_of.push(None);
                    continue;
                }
                _ => {}
            }
            if a == b {
                results_of.push(None);
            } else {
                results_of.push(Some(ty_list.len()));
                ty_list.push(self.ir.value_type(a));
                yt.push(a);
                ye.push(b);
            }
        }
        let loc = self.loc;
        if ty_list.is_empty()
            && self.ir.block_is_empty(then_block)
            && self.ir.block_is_empty(else_block)
        {
            // Nothing happens in either branch.
            self.ir.erase_block(then_block);
            self.ir.erase_block(else_block);
            let mut merged = before;
            let mut at = 0usize;
            for k in keys {
                let shape = then_env[&k].clone();
                let n = shape.leaves().len();
                let leaves: Vec<Value> = then_vals[at..at + n].to_vec();
                at += n;
                merged.insert(k, shape.rebuild(&mut leaves.into_iter()));
            }
            self.env = merged;
            return Ok(());
        }
        {
            let mut b = IrBuilder::new(&mut self.ir, Some(InsertPoint::at_end(then_block)));
            YieldOp::build(&mut b, loc, &yt);
        }
        let has_else = !ty_list.is_empty() || !self.ir.block_is_empty(else_block);
        if has_else {
            let mut b = IrBuilder::new(&mut self.ir, Some(InsertPoint::at_end(else_block)));
            YieldOp::build(&mut b, loc, &ye);
        }
        let if_op = IfOp::build(&mut self.b(), loc, &ty_list, cond);
        let then_region = if_op.then_region(&self.ir);
        self.ir.push_block(then_region, then_block);
        if has_else {
            let else_region = if_op.else_region(&self.ir);
            self.ir.push_block(else_region, else_block);
        } else {
            self.ir.erase_block(else_block);
        }
        let results = self.ir.results(if_op.0).to_vec();
        // The environment after: unchanged keys as before, changed ones from
        // the results (or the common value).
        let mut merged = before;
        let mut at = 0usize;
        for k in keys {
            let shape = then_env[&k].clone();
            let n = shape.leaves().len();
            let leaves: Vec<Value> = (at..at + n)
                .map(|i| match results_of[i] {
                    Some(r) => results[r],
                    None => then_vals[i],
                })
                .collect();
            at += n;
            merged.insert(k, shape.rebuild(&mut leaves.into_iter()));
        }
        self.env = merged;
        Ok(())
    }

    /// `switch` as guarded statements (see the module documentation).
    fn gen_switch(&mut self, cond: &Expr, body: &Stmt, span: Span) -> R<()> {
        let c = self.gen_expr(cond)?;
        let ct = Type::Scalar(cond.ty.scalar().unwrap_or(crate::types::Scalar::Int));
        let c = self.convert(c, &cond.ty, &ct, cond.span)?.one();
        let items = switch_items(body);
        // `default` matches when no label does.
        let mut labels = Vec::new();
        for item in &items {
            if let SwitchItem::Case(e) = item {
                labels.push(*e);
            }
        }
        let id = self.fresh_id();
        let frame = self.frames.last().map_or(0, |f| f.id);
        let mut any_label = self.const_bool(false);
        let mut label_values = Vec::new();
        for l in &labels {
            let v = self.gen_expr(l)?;
            let v = self.convert(v, &l.ty, &ct, l.span)?.one();
            let loc = self.loc;
            let eq = CmpIOp::build(&mut self.b(), loc, CmpIPredicate::Eq, c, v).result(&self.ir);
            label_values.push(eq);
            any_label = self.or(any_label, eq);
        }
        let is_default = self.not(any_label);
        let f = self.const_bool(false);
        self.env.insert(Key::Broken(id), Val::One(f));
        self.env.insert(Key::Matched(id), Val::One(f));
        self.breakables.push(Breakable {
            id,
            frame,
            is_loop: false,
        });
        let mut label_index = 0;
        let result = (|| -> R<()> {
            for item in &items {
                match item {
                    SwitchItem::Case(_) => {
                        let eq = label_values[label_index];
                        label_index += 1;
                        let m = self.env[&Key::Matched(id)].one();
                        let m = self.or(m, eq);
                        self.env.insert(Key::Matched(id), Val::One(m));
                    }
                    SwitchItem::Default => {
                        let m = self.env[&Key::Matched(id)].one();
                        let m = self.or(m, is_default);
                        self.env.insert(Key::Matched(id), Val::One(m));
                    }
                    SwitchItem::Stmt(s) => {
                        let m = self.env[&Key::Matched(id)].one();
                        let mut flags = match self.exit_state() {
                            Exit::Dead => continue,
                            Exit::Live => Vec::new(),
                            Exit::Maybe(v) => v,
                        };
                        match self.known_bool(m) {
                            Some(false) => continue,
                            Some(true) => {}
                            None => flags.push(self.not(m)),
                        }
                        if flags.is_empty() {
                            self.gen_stmt(s)?;
                        } else {
                            self.guarded(&flags, &mut |g: &mut Gen<'g>| g.gen_stmt(s))?;
                        }
                    }
                }
            }
            Ok(())
        })();
        self.breakables.pop();
        self.env.remove(&Key::Broken(id));
        self.env.remove(&Key::Matched(id));
        let _ = span;
        result
    }
}

/// The body of a switch as labels and statements in order.
enum SwitchItem<'a> {
    Case(&'a Expr),
    Default,
    Stmt(&'a Stmt),
}

fn switch_items(body: &Stmt) -> Vec<SwitchItem<'_>> {
    let mut out = Vec::new();
    fn push<'a>(s: &'a Stmt, out: &mut Vec<SwitchItem<'a>>) {
        match &s.kind {
            StmtKind::Case(e, inner) => {
                out.push(SwitchItem::Case(e));
                push(inner, out);
            }
            StmtKind::Default(inner) => {
                out.push(SwitchItem::Default);
                push(inner, out);
            }
            _ => out.push(SwitchItem::Stmt(s)),
        }
    }
    match &body.kind {
        StmtKind::Block(b) => b.stmts.iter().for_each(|s| push(s, &mut out)),
        _ => push(body, &mut out),
    }
    out
}

/// Whether a `break` in `s` leaves the loop or switch `s` is the body of.
pub(super) fn contains_break(s: &Stmt) -> bool {
    match &s.kind {
        StmtKind::Break => true,
        StmtKind::Block(b) => b.stmts.iter().any(contains_break),
        StmtKind::If { then, els, .. } => {
            contains_break(then) || els.as_deref().is_some_and(contains_break)
        }
        StmtKind::Case(_, s) | StmtKind::Default(s) => contains_break(s),
        _ => false,
    }
}

/// Whether `s` contains a `return`.
pub(super) fn contains_return(s: &Stmt) -> bool {
    match &s.kind {
        StmtKind::Return(_) => true,
        StmtKind::Block(b) => b.stmts.iter().any(contains_return),
        StmtKind::If { then, els, .. } => {
            contains_return(then) || els.as_deref().is_some_and(contains_return)
        }
        StmtKind::For(ForStmt { body, .. })
        | StmtKind::While { body, .. }
        | StmtKind::DoWhile { body, .. }
        | StmtKind::Switch { body, .. }
        | StmtKind::Case(_, body)
        | StmtKind::Default(body) => contains_return(body),
        _ => false,
    }
}
