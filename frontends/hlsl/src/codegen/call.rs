//! Entry points and calls.
//!
//! An entry point is a `func.func` with the `hlsl.shader` and
//! `hlsl.numthreads` attributes (docs/hlsl-dialect.md, "Entry points"); its
//! parameters are the compute system values their semantics name
//! (`hlsl.system_value`), converted to the parameter types. Global `static`
//! variables start with their initializers at its top.
//!
//! A call to a user function (or struct method) is inlined: `in` arguments
//! are the parameters' initial values, `out` parameters start at zero and
//! `inout` ones with the argument's value, and both are written back to the
//! argument after the body (HLSL's copy-in/copy-out,
//! https://microsoft.github.io/hlsl-specs/specs/hlsl.html#Decl.Function.Params).
//! The body runs in a frame of its own: `return` sets the frame's flag and
//! value.

use dialect_func::{FuncOp, ReturnOp};
use dialect_hlsl::entry_point::{NUMTHREADS_ATTR, SHADER_ATTR};
use shader_mlir::ir::{AttrKind, InsertPoint, Value};
use shader_mlir::rewrite::IrBuilder;

use super::place::Place;
use super::{Frame, Gen, Key, R, Val, error, unsupported};
use crate::ast::{Callee, Decl, Expr, FuncId, ParamMode};
use crate::options::ShaderStage;
use crate::sema::VarKind;
use crate::source::Span;
use crate::types::{Scalar, Type};

/// Nesting limit of inlined calls (recursion is rejected before).
const MAX_INLINE_DEPTH: usize = 64;

/// The compute system values: semantic, `hlsl.system_value` name, components.
const SYSTEM_VALUES: &[(&str, &str, u8)] = &[
    ("SV_DISPATCHTHREADID", "SV_DispatchThreadID", 3),
    ("SV_GROUPID", "SV_GroupID", 3),
    ("SV_GROUPTHREADID", "SV_GroupThreadID", 3),
    ("SV_GROUPINDEX", "SV_GroupIndex", 1),
];

impl<'a> Gen<'a> {
    /// Generates the entry point `f`.
    pub fn entry_point(&mut self, f: FuncId) -> R<()> {
        let info = self.prog.function(f).clone();
        let Some(decl) = self.functions.get(&f).copied() else {
            return error(
                info.span,
                format!("entry point '{}' has no body", info.name),
            );
        };
        let stage = info.shader.unwrap_or(self.opts.profile.stage);
        self.loc = self.location(info.span);
        match stage {
            ShaderStage::Compute => {}
            ShaderStage::Vertex | ShaderStage::Pixel => {
                return self.graphics_entry(f, &info, decl, stage.attribute_name());
            }
            _ => {
                return unsupported(
                    info.span,
                    format!("{} shader entry point", stage.attribute_name()),
                );
            }
        }
        if !info.ret.is_void() {
            return error(info.span, "a compute entry point returns void");
        }
        self.loc = self.location(info.span);
        let ctx = self.ir.ctx_arc().clone();
        let fn_type = ctx.function_type(&[], &[]);
        let loc = self.loc;
        let func = {
            let mut b = IrBuilder::new(&mut self.ir, Some(InsertPoint::at_end(self.module_block)));
            FuncOp::build(&mut b, loc, &info.name, fn_type, None, None, None)
        };
        self.ir
            .set_attr(func.0, SHADER_ATTR, ctx.string_attr("compute"));
        let [x, y, z] = info.numthreads.unwrap_or([1, 1, 1]);
        let threads = ctx.intern_attr(AttrKind::DenseArray {
            element: ctx.common().i32,
            values: vec![u64::from(x), u64::from(y), u64::from(z)].into(),
        });
        self.ir.set_attr(func.0, NUMTHREADS_ATTR, threads);
        let entry = func.add_entry_block(&mut self.ir).expect("entry block");
        self.start_function(entry);

        self.push_frame(f, None);
        self.init_statics()?;
        for p in &info.params {
            let semantic = p.semantic.clone().unwrap_or_default();
            let upper = semantic.to_ascii_uppercase();
            let Some(&(_, name, n)) = SYSTEM_VALUES.iter().find(|r| r.0 == upper) else {
                return unsupported(
                    p.span,
                    if semantic.is_empty() {
                        format!("entry point parameter '{}' without a semantic", p.name)
                    } else {
                        format!("entry point parameter with semantic '{semantic}'")
                    },
                );
            };
            let sv_ty = Type::vec(Scalar::Uint, n);
            let irt = self.value_type(&sv_ty).expect("system value type");
            let v = self.system_value(name, irt);
            let v = self.convert(Val::One(v), &sv_ty, &p.ty, p.span)?;
            self.env.insert(Key::Var(p.var), v);
        }
        let body = decl.body.as_ref().expect("a defined function");
        self.gen_block(body)?;
        self.frames.pop();
        self.block = entry;
        let loc = self.location(crate::source::Span::new(
            body.span.file,
            body.span.hi.saturating_sub(1),
            body.span.hi,
        ));
        ReturnOp::build(&mut self.b(), loc, &[]);
        self.drop_unused_constants();
        Ok(())
    }

    /// Enters a call frame of `f` (on `this` for a struct method), with its
    /// return flag false; returns the frame's id.
    pub(crate) fn push_frame(&mut self, f: FuncId, this: Option<Place>) -> u32 {
        let id = self.fresh_id();
        self.frames.push(Frame {
            id,
            func: Some(f),
            this,
        });
        let fls = self.const_bool(false);
        self.env.insert(Key::Returned(id), Val::One(fls));
        id
    }

    /// Starts generating the function whose entry block is `entry`: its
    /// prologue and caches start empty.
    pub(crate) fn start_function(&mut self, entry: shader_mlir::ir::BlockId) {
        self.block = entry;
        self.entry_block = entry;
        self.prologue_last = None;
        self.constants.clear();
        self.splats.clear();
        self.handles.clear();
        self.counters.clear();
        self.system_values.clear();
        self.shared.clear();
        self.env.clear();
        self.handle_origin.clear();
        self.struct_globals.clear();
        self.prologue_handles.clear();
    }

    /// Erases the prologue constants nothing uses (flags that stayed false).
    pub(crate) fn drop_unused_constants(&mut self) {
        for values in [
            self.splats.values().copied().collect::<Vec<_>>(),
            self.constants.values().copied().collect(),
        ] {
            let unused: Vec<_> = values
                .into_iter()
                .filter(|&v| !self.ir.has_uses(v))
                .filter_map(|v| self.ir.defining_op(v))
                .collect();
            for op in unused {
                self.ir.erase_op(op);
            }
        }
        self.splats.clear();
        self.constants.clear();
    }

    /// Global `static` variables take their initial values.
    pub(crate) fn init_statics(&mut self) -> R<()> {
        let decls = self.static_decls.clone();
        for d in decls {
            let Some(id) = d.id else {
                continue;
            };
            let info = self.prog.var(id);
            if info.kind != VarKind::Static || info.const_value.is_some() {
                continue;
            }
            let ty = d.resolved.clone();
            let v = self.initial_value(&d, &ty)?;
            self.env.insert(Key::Var(id), v);
        }
        Ok(())
    }

    /// A call expression.
    pub fn call_expr(
        &mut self,
        callee: &Callee,
        args: &[Expr],
        object: Option<&Expr>,
        e: &Expr,
    ) -> R<Val> {
        match callee {
            Callee::Function(f) => self.inline_call(*f, args, None, e.span),
            Callee::StructMethod(f) => {
                let info = self.prog.function(*f);
                let this = if info.is_static {
                    None
                } else {
                    match object {
                        Some(o) => Some(self.gen_place(o)?),
                        None => self.frames.last().and_then(|fr| fr.this.clone()),
                    }
                };
                self.inline_call(*f, args, this, e.span)
            }
            Callee::Intrinsic { name, .. } => self.intrinsic(name, args, e),
            Callee::Method { name, .. } => {
                let Some(object) = object else {
                    return error(e.span, "method call without an object");
                };
                self.method(name, object, args, e)
            }
            Callee::Unresolved => error(e.span, "call to an unresolved function"),
        }
    }

    /// Inlines a call of user function `f`.
    pub fn inline_call(
        &mut self,
        f: FuncId,
        args: &[Expr],
        this: Option<Place>,
        span: Span,
    ) -> R<Val> {
        if self.frames.len() > MAX_INLINE_DEPTH {
            return error(span, "function calls nested too deeply");
        }
        let info = self.prog.function(f).clone();
        let Some(decl) = self.functions.get(&f).copied() else {
            return error(span, format!("function '{}' has no definition", info.name));
        };
        let body = decl.body.as_ref().expect("a defined function");
        // Arguments, left to right.
        let mut values = Vec::with_capacity(info.params.len());
        let mut write_back: Vec<(u32, Place, Type, Type, Span)> = Vec::new();
        for (i, p) in info.params.iter().enumerate() {
            let v = match (args.get(i), p.mode) {
                (Some(a), ParamMode::In) => {
                    if matches!(p.ty, Type::Resource(_)) {
                        Val::One(self.gen_handle(a)?)
                    } else {
                        let v = self.gen_expr(a)?;
                        self.convert(v, &a.ty, &p.ty, a.span)?
                    }
                }
                (Some(a), mode) => {
                    let place = self.gen_place(a)?;
                    let v = if mode == ParamMode::InOut {
                        let v = self.read(&place, a.span)?;
                        self.convert(v, &a.ty, &p.ty, a.span)?
                    } else {
                        self.zero_val(&p.ty, a.span)?
                    };
                    write_back.push((p.var, place, p.ty.clone(), a.ty.clone(), a.span));
                    v
                }
                (None, _) => match &p.default {
                    Some(d) => {
                        let v = self.gen_expr(d)?;
                        self.convert(v, &d.ty, &p.ty, d.span)?
                    }
                    None => {
                        return error(
                            span,
                            format!("too few arguments to function call '{}'", info.name),
                        );
                    }
                },
            };
            values.push(v);
        }
        let keys_before: Vec<Key> = self.env.keys().copied().collect();
        let id = self.push_frame(f, this);
        let saved_breakables = std::mem::take(&mut self.breakables);
        if !info.ret.is_void() {
            let z = self.zero_val(&info.ret, span)?;
            self.env.insert(Key::RetVal(id), z);
        }
        for (p, v) in info.params.iter().zip(values) {
            self.env.insert(Key::Var(p.var), v);
        }
        let r = self.gen_block(body);
        self.breakables = saved_breakables;
        self.frames.pop();
        r?;
        let result = self.env.remove(&Key::RetVal(id)).unwrap_or(Val::Void);
        self.env.remove(&Key::Returned(id));
        let outs: Vec<(Val, Place, Type, Type, Span)> = write_back
            .into_iter()
            .map(|(var, place, pty, aty, sp)| {
                (
                    self.env.get(&Key::Var(var)).cloned().unwrap_or(Val::Void),
                    place,
                    pty,
                    aty,
                    sp,
                )
            })
            .collect();
        // The callee's variables end with the call.
        self.env.retain(|k, _| keys_before.contains(k));
        for (v, place, pty, aty, sp) in outs {
            let v = self.convert(v, &pty, &aty, sp)?;
            self.write(&place, v, sp)?;
        }
        Ok(result)
    }

    /// A value as one SSA value (scalars and vectors).
    pub fn one_of(&mut self, e: &Expr) -> R<Value> {
        let v = self.gen_expr(e)?;
        match v {
            Val::One(x) => Ok(x),
            _ => unsupported(e.span, format!("argument of type '{}'", e.ty)),
        }
    }
}

/// The global variable declarations of a translation unit, in order.
pub(crate) fn global_decls(decls: &[Decl], out: &mut Vec<crate::ast::VarDecl>) {
    for d in decls {
        match d {
            Decl::Var(v) => out.push(v.clone()),
            Decl::StructVars(_, vs) => out.extend(vs.iter().cloned()),
            Decl::Namespace(n) => global_decls(&n.decls, out),
            _ => {}
        }
    }
}

/// The global `static` variable declarations of a translation unit, in order.
pub(crate) fn static_decls(decls: &[Decl], out: &mut Vec<crate::ast::VarDecl>) {
    for d in decls {
        match d {
            Decl::Var(v) if v.quals.has("static") => out.push(v.clone()),
            Decl::StructVars(_, vs) => {
                for v in vs {
                    if v.quals.has("static") {
                        out.push(v.clone());
                    }
                }
            }
            Decl::Namespace(n) => static_decls(&n.decls, out),
            _ => {}
        }
    }
}
