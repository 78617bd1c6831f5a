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

use std::collections::BTreeSet;

use dialect_arith::{AddIOp, CmpIOp, CmpIPredicate, DivUIOp, MulIOp, SelectOp, SubIOp};
use dialect_scf::{ConditionOp, ForOp, IfOp, WhileOp, YieldOp};
use shader_mlir::ir::{InsertPoint, Type as IrType, Value};
use shader_mlir::rewrite::IrBuilder;

use super::{Breakable, Env, Gen, Key, R, Val, error};
use crate::ast::{
    BinaryOp, Block, CastKind, Expr, ExprKind, Init, Ref, Stmt, StmtKind, UnaryOp, VarDecl,
};
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
    fn any_exit(&mut self, keys: &[Key]) -> Value {
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
            StmtKind::For {
                init,
                cond,
                step,
                body,
            } => self.gen_for(init.as_deref(), cond.as_ref(), step.as_ref(), body, s.span),
            StmtKind::While { cond, body } => {
                self.gen_while(None, Some(cond), None, body, false, s.span)
            }
            StmtKind::DoWhile { body, cond } => {
                self.gen_while(None, Some(cond), None, body, true, s.span)
            }
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

    /// `for`: `scf.for` when the loop counts, `scf.while` otherwise.
    fn gen_for(
        &mut self,
        init: Option<&Stmt>,
        cond: Option<&Expr>,
        step: Option<&Expr>,
        body: &Stmt,
        span: Span,
    ) -> R<()> {
        if let Some(i) = init {
            self.gen_stmt(i)?;
        }
        if let Some(counting) = self.counting_loop(init, cond, step, body) {
            // A counter declared by the loop ends with it (HLSL 2021 scoping).
            let scoped = matches!(init.map(|s| &s.kind), Some(StmtKind::Decl(_)));
            return self.gen_counting_for(counting, body, scoped, span);
        }
        self.gen_while(None, cond, step, body, false, span)
    }

    /// The counting form of a `for` loop, if it has one.
    fn counting_loop(
        &self,
        init: Option<&Stmt>,
        cond: Option<&Expr>,
        step: Option<&Expr>,
        body: &Stmt,
    ) -> Option<Counting> {
        let var = match &init?.kind {
            StmtKind::Decl(ds) if ds.len() == 1 => ds[0].id?,
            StmtKind::Expr(Expr {
                kind: ExprKind::Assign(None, l, _),
                ..
            }) => name_var(l)?,
            _ => return None,
        };
        let vty = self.prog.var(var).ty.clone();
        let Type::Scalar(vs) = vty else {
            return None;
        };
        if !vs.is_integer() {
            return None;
        }
        let ExprKind::Binary(op, l, r) = &cond?.kind else {
            return None;
        };
        if !matches!(op, BinaryOp::Lt | BinaryOp::Le) {
            return None;
        }
        if name_var(strip_noop(l))? != var {
            return None;
        }
        // The comparison's type must have the counter's width.
        let cs = l.ty.scalar()?.concrete();
        if !cs.is_integer() || self.bits(cs) != self.bits(vs) {
            return None;
        }
        let step_by = match &step?.kind {
            ExprKind::Unary(UnaryOp::PreInc | UnaryOp::PostInc, x) if name_var(x)? == var => 1,
            ExprKind::Assign(Some(BinaryOp::Add), x, by) if name_var(x)? == var => {
                match super::expr::literal(by)? {
                    crate::sema::ConstValue::Int(k) if k > 0 => k,
                    _ => return None,
                }
            }
            _ => return None,
        };
        let mut assigned = BTreeSet::new();
        self.assigned_in_stmt(body, &mut assigned);
        if assigned.contains(&Key::Var(var)) || !self.invariant(r, &assigned) {
            return None;
        }
        Some(Counting {
            var,
            bound: (**r).clone(),
            inclusive: *op == BinaryOp::Le,
            step: step_by,
            unsigned: cs.is_unsigned(),
        })
    }

    /// Whether `e` has the same value at every iteration of a loop that
    /// assigns `assigned`.
    fn invariant(&self, e: &Expr, assigned: &BTreeSet<Key>) -> bool {
        match &e.kind {
            ExprKind::IntLit(..) | ExprKind::FloatLit(..) | ExprKind::BoolLit(_) => true,
            ExprKind::Name { resolved, .. } => match resolved {
                Some(Ref::Var(v)) => {
                    let info = self.prog.var(*v);
                    match info.kind {
                        VarKind::Local | VarKind::Param(_) | VarKind::Static => {
                            !assigned.contains(&Key::Var(*v))
                        }
                        VarKind::BufferMember => true,
                        _ => false,
                    }
                }
                Some(Ref::EnumConst(_)) => true,
                _ => false,
            },
            ExprKind::Unary(op, x) => {
                matches!(
                    op,
                    UnaryOp::Plus | UnaryOp::Neg | UnaryOp::Not | UnaryOp::BitNot
                ) && self.invariant(x, assigned)
            }
            ExprKind::Binary(_, a, b) => self.invariant(a, assigned) && self.invariant(b, assigned),
            ExprKind::Member { base, .. } => {
                let cbuffer = matches!(&base.ty, Type::Resource(rt) if rt.kind.info().shape == crate::resources::Shape::ConstantBuffer);
                cbuffer || self.invariant(base, assigned)
            }
            ExprKind::Cast(_, _, x) | ExprKind::ImplicitCast(_, x) => self.invariant(x, assigned),
            _ => false,
        }
    }

    fn gen_counting_for(&mut self, c: Counting, body: &Stmt, scoped: bool, span: Span) -> R<()> {
        let key = Key::Var(c.var);
        let Some(Val::One(lb)) = self.env.get(&key).cloned() else {
            return self.gen_while(None, None, None, body, false, span);
        };
        let vty = self.prog.var(c.var).ty.clone();
        let ub0 = self.gen_expr(&c.bound)?;
        let ub0 = self.convert(ub0, &c.bound.ty, &vty, c.bound.span)?.one();
        let it = self.ir.value_type(lb);
        let loc = self.loc;
        let ub = if c.inclusive {
            let one = self.const_int(it, 1);
            AddIOp::build(&mut self.b(), loc, ub0, one).result(&self.ir)
        } else {
            ub0
        };
        let step = self.const_int(it, i128::from(c.step));

        let id = self.fresh_id();
        let frame = self.frames.last().map_or(0, |f| f.id);
        let mut assigned = BTreeSet::new();
        self.assigned_in_stmt(body, &mut assigned);
        assigned.remove(&key);
        let has_break = contains_break(body);
        let has_return = contains_return(body);
        if has_break {
            let f = self.const_bool(false);
            self.env.insert(Key::Broken(id), Val::One(f));
            assigned.insert(Key::Broken(id));
        }
        if has_return {
            assigned.insert(Key::Returned(frame));
        }
        let carried: Vec<Key> = assigned
            .into_iter()
            .filter(|k| self.env.contains_key(k))
            .collect();
        let shapes: Vec<Val> = carried.iter().map(|k| self.env[k].clone()).collect();
        let inits: Vec<Value> = shapes.iter().flat_map(Val::leaves).collect();

        let for_op = ForOp::build_with_body(&mut self.b(), loc, lb, ub, step, &inits);
        if c.unsigned {
            for_op.set_unsigned_cmp(&mut self.ir, true);
        }
        let body_block = for_op.body_block(&self.ir).expect("loop body");
        let args = self.ir.block_args(body_block).to_vec();
        let outer = self.block;
        let saved_env = self.env.clone();
        self.bind_carried(&carried, &shapes, &args[1..]);
        self.env.insert(key, Val::One(args[0]));
        let f = self.const_bool(false);
        self.env.insert(Key::Continued(id), Val::One(f));
        self.block = body_block;
        self.breakables.push(Breakable {
            id,
            frame,
            is_loop: true,
        });
        let r = self.gen_stmt(body);
        self.breakables.pop();
        let yields: Vec<Value> = carried.iter().flat_map(|k| self.env[k].leaves()).collect();
        YieldOp::build(&mut self.b(), loc, &yields);
        self.block = outer;
        self.env = saved_env;
        r?;
        let results = self.ir.results(for_op.0).to_vec();
        self.bind_carried(&carried, &shapes, &results);
        self.env.remove(&Key::Broken(id));
        self.env.remove(&Key::Continued(id));
        if scoped {
            self.env.remove(&key);
            return Ok(());
        }
        // The counter after the loop: the first value not below the bound
        // (lb when the loop does not run).
        let final_iv = {
            let pred = if c.unsigned {
                CmpIPredicate::Ult
            } else {
                CmpIPredicate::Slt
            };
            let runs = CmpIOp::build(&mut self.b(), loc, pred, lb, ub).result(&self.ir);
            let span_v = SubIOp::build(&mut self.b(), loc, ub, lb).result(&self.ir);
            let last = if c.step == 1 {
                ub
            } else {
                let sm1 = self.const_int(it, i128::from(c.step - 1));
                let up = AddIOp::build(&mut self.b(), loc, span_v, sm1).result(&self.ir);
                let n = DivUIOp::build(&mut self.b(), loc, up, step).result(&self.ir);
                let d = MulIOp::build(&mut self.b(), loc, n, step).result(&self.ir);
                AddIOp::build(&mut self.b(), loc, lb, d).result(&self.ir)
            };
            SelectOp::build(&mut self.b(), loc, runs, last, lb).result(&self.ir)
        };
        self.env.insert(key, Val::One(final_iv));
        Ok(())
    }

    fn bind_carried(&mut self, carried: &[Key], shapes: &[Val], values: &[Value]) {
        let mut it = values.iter().copied();
        for (k, shape) in carried.iter().zip(shapes) {
            let v = shape.rebuild(&mut it);
            self.env.insert(*k, v);
        }
    }

    /// `while (cond) body`, `do body while (cond)` and the general `for`
    /// (with `step`) as `scf.while`.
    fn gen_while(
        &mut self,
        _init: Option<&Stmt>,
        cond: Option<&Expr>,
        step: Option<&Expr>,
        body: &Stmt,
        do_while: bool,
        _span: Span,
    ) -> R<()> {
        let id = self.fresh_id();
        let frame = self.frames.last().map_or(0, |f| f.id);
        let mut assigned = BTreeSet::new();
        self.assigned_in_stmt(body, &mut assigned);
        if let Some(c) = cond {
            self.assigned_in_expr(c, &mut assigned);
        }
        if let Some(s) = step {
            self.assigned_in_expr(s, &mut assigned);
        }
        let has_break = contains_break(body);
        let has_return = contains_return(body);
        if has_break {
            let f = self.const_bool(false);
            self.env.insert(Key::Broken(id), Val::One(f));
            assigned.insert(Key::Broken(id));
        }
        if has_return {
            assigned.insert(Key::Returned(frame));
        }
        let carried: Vec<Key> = assigned
            .into_iter()
            .filter(|k| self.env.contains_key(k))
            .collect();
        let shapes: Vec<Val> = carried.iter().map(|k| self.env[k].clone()).collect();
        let inits: Vec<Value> = shapes.iter().flat_map(Val::leaves).collect();
        let types: Vec<IrType> = inits.iter().map(|&v| self.ir.value_type(v)).collect();
        let loc = self.loc;
        let while_op = WhileOp::build(&mut self.b(), loc, &types, &inits);
        let args: Vec<(IrType, shader_mlir::ir::Location)> =
            types.iter().map(|&t| (t, loc)).collect();
        let before_block = self.ir.create_block(&args);
        self.ir.push_block(while_op.before(&self.ir), before_block);
        let after_block = self.ir.create_block(&args);
        self.ir.push_block(while_op.after(&self.ir), after_block);

        let outer = self.block;
        let saved_env = self.env.clone();
        let exits: Vec<Key> = {
            let mut k = vec![Key::Returned(frame)];
            if has_break {
                k.push(Key::Broken(id));
            }
            k
        };
        self.breakables.push(Breakable {
            id,
            frame,
            is_loop: true,
        });
        let result = (|| -> R<()> {
            // Before: (the body, for `do`) then the condition.
            let bargs = self.ir.block_args(before_block).to_vec();
            self.block = before_block;
            self.bind_carried(&carried, &shapes, &bargs);
            if do_while {
                let f = self.const_bool(false);
                self.env.insert(Key::Continued(id), Val::One(f));
                self.gen_stmt(body)?;
                self.env.remove(&Key::Continued(id));
            }
            let stop = self.any_exit(&exits);
            let go = self.not(stop);
            let c = match cond {
                Some(c) if is_known_true(c) => go,
                Some(c) => {
                    if self.known_bool(go) == Some(true) {
                        self.gen_cond(c)?
                    } else if super::expr::is_simple(c) {
                        let v = self.gen_cond(c)?;
                        self.and(go, v)
                    } else {
                        let t = self.fresh_id();
                        let key = Key::Temp(t);
                        let f = self.const_bool(false);
                        self.env.insert(key, Val::One(f));
                        self.gen_if(
                            go,
                            &mut |g: &mut Gen<'g>| {
                                let v = g.gen_cond(c)?;
                                g.env.insert(key, Val::One(v));
                                Ok(())
                            },
                            None,
                        )?;
                        self.env.remove(&key).map_or(f, |v| v.one())
                    }
                }
                None => go,
            };
            let forwarded: Vec<Value> = carried.iter().flat_map(|k| self.env[k].leaves()).collect();
            ConditionOp::build(&mut self.b(), loc, c, &forwarded);
            // After: the body (for `while`/`for`) and the step.
            let aargs = self.ir.block_args(after_block).to_vec();
            self.block = after_block;
            self.env = saved_env.clone();
            self.bind_carried(&carried, &shapes, &aargs);
            if !do_while {
                let f = self.const_bool(false);
                self.env.insert(Key::Continued(id), Val::One(f));
                self.gen_stmt(body)?;
                self.env.remove(&Key::Continued(id));
                if let Some(s) = step {
                    let stop = self.any_exit(&exits);
                    match self.known_bool(stop) {
                        Some(true) => {}
                        Some(false) => {
                            self.gen_expr(s)?;
                        }
                        None => {
                            let go = self.not(stop);
                            self.gen_if(
                                go,
                                &mut |g: &mut Gen<'g>| {
                                    g.gen_expr(s)?;
                                    Ok(())
                                },
                                None,
                            )?;
                        }
                    }
                }
            }
            let yields: Vec<Value> = carried.iter().flat_map(|k| self.env[k].leaves()).collect();
            YieldOp::build(&mut self.b(), loc, &yields);
            Ok(())
        })();
        self.breakables.pop();
        self.block = outer;
        self.env = saved_env;
        result?;
        let results = self.ir.results(while_op.0).to_vec();
        self.bind_carried(&carried, &shapes, &results);
        self.env.remove(&Key::Broken(id));
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
            StmtKind::For {
                init,
                cond,
                step,
                body,
            } => {
                if let Some(i) = init {
                    self.assigned_in_stmt(i, out);
                }
                for e in cond.iter().chain(step.iter()) {
                    self.assigned_in_expr(e, out);
                }
                self.assigned_in_stmt(body, out);
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
                for a in args {
                    if a.lvalue {
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
                if matches!(
                    resolved,
                    crate::ast::Callee::Function(_) | crate::ast::Callee::StructMethod(_)
                ) {
                    for (i, v) in self.prog.vars.iter().enumerate() {
                        if v.kind == VarKind::Static {
                            out.insert(Key::Var(i as u32));
                        }
                    }
                    if let Some(Some(p)) = self.frames.last().map(|f| f.this.clone())
                        && let super::place::Base::Env(k) = p.base
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
                    && let super::place::Base::Env(k) = p.base
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

/// A counting loop: `for (var = lb; var < bound (or <=); var += step)`.
struct Counting {
    var: u32,
    bound: Expr,
    inclusive: bool,
    step: i64,
    unsigned: bool,
}

fn name_var(e: &Expr) -> Option<u32> {
    match &e.kind {
        ExprKind::Name {
            resolved: Some(Ref::Var(v)),
            ..
        } => Some(*v),
        _ => None,
    }
}

fn strip_noop(e: &Expr) -> &Expr {
    match &e.kind {
        ExprKind::ImplicitCast(CastKind::NoOp | CastKind::IntToInt, inner) => strip_noop(inner),
        _ => e,
    }
}

fn is_known_true(e: &Expr) -> bool {
    matches!(
        super::expr::literal(e),
        Some(crate::sema::ConstValue::Bool(true))
    ) || matches!(super::expr::literal(e), Some(crate::sema::ConstValue::Int(v)) if v != 0)
}

/// Whether a `break` in `s` leaves the loop or switch `s` is the body of.
fn contains_break(s: &Stmt) -> bool {
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
fn contains_return(s: &Stmt) -> bool {
    match &s.kind {
        StmtKind::Return(_) => true,
        StmtKind::Block(b) => b.stmts.iter().any(contains_return),
        StmtKind::If { then, els, .. } => {
            contains_return(then) || els.as_deref().is_some_and(contains_return)
        }
        StmtKind::For { body, .. }
        | StmtKind::While { body, .. }
        | StmtKind::DoWhile { body, .. }
        | StmtKind::Switch { body, .. }
        | StmtKind::Case(_, body)
        | StmtKind::Default(body) => contains_return(body),
        _ => false,
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

#[allow(dead_code)]
fn unused(_: Env) {}
