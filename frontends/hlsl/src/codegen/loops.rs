//! Loops as structured control flow: `for` loops of the counting form
//! (`for (i = a; i < b; i++)`, `i` left alone by the body, `b` invariant) are
//! `scf.for` (`unsignedCmp` for unsigned counters); other loops, `while` and
//! `do` are `scf.while`, whose `before` region evaluates the condition (after
//! the body, for `do`) and forwards the carried values. The carried values
//! are the variables the loop may assign (`assigned`) and the `break` and
//! `return` flags; `continue` is a flag of one iteration.

use std::collections::BTreeSet;

use dialect_arith::{AddIOp, CmpIOp, CmpIPredicate, DivUIOp, MulIOp, SelectOp, SubIOp};
use dialect_scf::{ConditionOp, ForOp, WhileOp, YieldOp};
use shader_mlir::ir::{BlockId, OpId, Type as IrType, Value};

use super::stmt::{contains_break, contains_return};
use super::{Breakable, Env, Gen, Key, R, Val, error};
use crate::ast::{BinaryOp, CastKind, Expr, ExprKind, ForStmt, Ref, Stmt, StmtKind, UnaryOp};
use crate::sema::VarKind;
use crate::source::Span;
use crate::types::Type;

impl<'g> Gen<'g> {
    /// `for`: `scf.for` when the loop counts, `scf.while` otherwise.
    pub(super) fn gen_for(&mut self, f: &ForStmt, span: Span) -> R<()> {
        let (init, cond, step) = (f.init.as_deref(), f.cond.as_ref(), f.step.as_ref());
        let body = &*f.body;
        if let Some(i) = init {
            self.gen_stmt(i)?;
        }
        if let Some(counting) = self.counting_loop(init, cond, step, body) {
            // A counter declared by the loop ends with it (HLSL 2021 scoping).
            let scoped = matches!(init.map(|s| &s.kind), Some(StmtKind::Decl(_)));
            return self.gen_counting_for(counting, body, scoped, span);
        }
        self.gen_while(cond, step, body, false)
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
            return error(span, "loop counter without a value");
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
        let (carried, shapes, inits) = self.carry(id, frame, body, assigned);

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
        let yields = self.carried_leaves(&carried);
        YieldOp::build(&mut self.b(), loc, &yields);
        self.leave_loop((id, for_op.0), r, (outer, saved_env), (&carried, &shapes))?;
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

    /// The keys a loop carries: `assigned` (what its body and header
    /// assign) plus the loop's break flag (set to false here) and its
    /// frame's return flag when the body may leave by them, kept to those
    /// that exist before the loop; with their current values' shapes and
    /// leaves (the loop's initial operands).
    fn carry(
        &mut self,
        id: u32,
        frame: u32,
        body: &Stmt,
        mut assigned: BTreeSet<Key>,
    ) -> (Vec<Key>, Vec<Val>, Vec<Value>) {
        if contains_break(body) {
            let f = self.const_bool(false);
            self.env.insert(Key::Broken(id), Val::One(f));
            assigned.insert(Key::Broken(id));
        }
        if contains_return(body) {
            assigned.insert(Key::Returned(frame));
        }
        let carried: Vec<Key> = assigned
            .into_iter()
            .filter(|k| self.env.contains_key(k))
            .collect();
        let shapes: Vec<Val> = carried.iter().map(|k| self.env[k].clone()).collect();
        let inits = shapes.iter().flat_map(Val::leaves).collect();
        (carried, shapes, inits)
    }

    /// The current values of the carried keys, flattened (a yield's operands).
    fn carried_leaves(&self, carried: &[Key]) -> Vec<Value> {
        carried.iter().flat_map(|k| self.env[k].leaves()).collect()
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
    pub(super) fn gen_while(
        &mut self,
        cond: Option<&Expr>,
        step: Option<&Expr>,
        body: &Stmt,
        do_while: bool,
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
        let (carried, shapes, inits) = self.carry(id, frame, body, assigned);
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
            let forwarded = self.carried_leaves(&carried);
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
            let yields = self.carried_leaves(&carried);
            YieldOp::build(&mut self.b(), loc, &yields);
            Ok(())
        })();
        self.leave_loop(
            (id, while_op.0),
            result,
            (outer, saved_env),
            (&carried, &shapes),
        )
    }

    /// Leaves the loop `id`, the op `op`, whose body generated `body`: restores
    /// the block and the environment `outside` it, then binds the `carried`
    /// values (of their `shapes`) to the loop's results.
    fn leave_loop(
        &mut self,
        (id, op): (u32, OpId),
        body: R<()>,
        outside: (BlockId, Env),
        (carried, shapes): (&[Key], &[Val]),
    ) -> R<()> {
        self.breakables.pop();
        (self.block, self.env) = outside;
        body?;
        let results = self.ir.results(op).to_vec();
        self.bind_carried(carried, shapes, &results);
        self.env.remove(&Key::Broken(id));
        Ok(())
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
