//! Resources, system values and groupshared memory as the entry point's
//! prologue creates them.
//!
//! A resource variable is an `hlsl.handlefrombinding` (explicit binding) or
//! `hlsl.handlefromimplicitbinding`, created once per function at its top
//! (an element of a resource array with a computed index at its use). The
//! binding is DXC's for the target
//! (https://github.com/microsoft/DirectXShaderCompiler/blob/main/docs/SPIR-V.rst#hlsl-register-and-vulkan-binding):
//! with `-spirv`, `[[vk::binding(b, s)]]` first, then `-fvk-bind-register`,
//! then `register(xN, spaceM)` shifted by `-fvk-x-shift`, then an implicit
//! binding; the `hlsl` dialect's `space` and `lower_bound` are the
//! descriptor set and binding the SPIR-V lowering uses. Counters
//! (wg-hlsl proposal 0023,
//! https://github.com/llvm/wg-hlsl/blob/main/proposals/0023-typed-buffer-counters.md)
//! take `[[vk::counter_binding(b)]]` or an implicit binding in the
//! resource's space.

use dialect_hlsl::ops::{
    CounterHandleFromBindingOp, CounterHandleFromImplicitBindingOp, HandleFromBindingOp,
    HandleFromImplicitBindingOp, SystemValueOp,
};
use dialect_hlsl::types::HandleType;
use dialect_memref::{GetGlobalOp, GlobalOp, WORKGROUP_MEMORY_SPACE};
use resource_model::{HlslObject, SugarArg};
use rustc_hash::FxHashMap;
use shader_mlir::ir::{InsertPoint, Type as IrType, TypeKind, Value};
use shader_mlir::rewrite::IrBuilder;

use super::place::Idx;
use super::{Gen, R, Val, error, unsupported};
use crate::ast::VarId;
use crate::resources::Shape;
use crate::sema::VarKind;
use crate::source::Span;
use crate::types::{ResourceType, Type};

/// Where a resource is bound.
enum Binding {
    Explicit { space: u32, lower_bound: u32 },
    Implicit { order_id: u32, space: u32 },
}

impl Gen<'_> {
    /// The handle type of a resource object.
    pub fn handle_type(&self, rt: &ResourceType, span: Span) -> R<IrType> {
        let name = rt.kind.name();
        let Some(object) = HlslObject::from_name(name) else {
            return unsupported(span, format!("resource of type '{name}'"));
        };
        let info = rt.kind.info();
        let arg = if info.multisampled {
            SugarArg::SampleCount(rt.samples.max(1))
        } else if info.shape == Shape::Feedback {
            return unsupported(span, "feedback texture");
        } else {
            SugarArg::None
        };
        let props = object.properties(arg).map_err(|e| super::CgError {
            span,
            message: e.to_string(),
        })?;
        let ctx = self.ctx();
        let element = match info.shape {
            Shape::ByteAddress => ctx.common().i8,
            Shape::Sampler => ctx.common().none,
            Shape::Structured | Shape::ConstantBuffer => {
                let e = rt.element.clone().unwrap_or(Type::Error);
                self.element_type(&e, false, span)?
            }
            _ => {
                let e = rt
                    .element
                    .clone()
                    .unwrap_or(Type::Vector(crate::types::Scalar::Float, 4));
                self.element_type(&e, true, span)?
            }
        };
        HandleType::get(ctx, props, element).map_err(|e| super::CgError {
            span,
            message: format!("resource of type '{rt}': {e}"),
        })
    }

    /// The binding of a global resource variable.
    fn binding(&mut self, v: VarId, counter: bool) -> Binding {
        let info = self.prog.var(v);
        if self.opts.spirv {
            if let Some((binding, set)) = info.vk_binding {
                return Binding::Explicit {
                    space: set,
                    lower_bound: binding,
                };
            }
            if let Some(b) = info.binding {
                let class = b.class.letter();
                if let Some(&(_, _, _, binding, set)) = self
                    .cg
                    .bind_register
                    .iter()
                    .find(|r| r.0 == class && r.1 == b.slot && r.2 == b.space)
                {
                    return Binding::Explicit {
                        space: set,
                        lower_bound: binding,
                    };
                }
                let shift = self
                    .cg
                    .shifts
                    .iter()
                    .filter(|s| s.0 == class && s.2.is_none_or(|sp| sp == b.space))
                    .map(|s| s.1)
                    .next_back()
                    .unwrap_or(0);
                return Binding::Explicit {
                    space: b.space,
                    lower_bound: b.slot + shift,
                };
            }
        } else if let Some(b) = info.binding {
            return Binding::Explicit {
                space: b.space,
                lower_bound: b.slot,
            };
        }
        let space = info.binding.map_or(0, |b| b.space);
        // Implicit bindings go in declaration order (variable ids follow
        // it), as DXC assigns them; a counter follows its resource.
        let order_id = implicit_order(v, if counter { COUNTER_SLOT } else { 0 });
        Binding::Implicit { order_id, space }
    }

    /// The handle of global resource variable `v` (of element `index` of a
    /// resource array).
    pub fn global_handle(&mut self, v: VarId, index: Option<Idx>, span: Span) -> R<Value> {
        let info = self.prog.var(v).clone();
        // A (multi-dimensional) resource array is one binding range.
        let mut range = 1u32;
        let mut t = info.ty.clone();
        while let Type::Array(e, n) = t {
            range = range.saturating_mul(n.unwrap_or(0));
            t = (*e).clone();
        }
        let Type::Resource(rt) = t else {
            return error(
                span,
                format!("'{}' of type '{}' is not a resource", info.name, info.ty),
            );
        };
        if range != 1 && index.is_none() {
            return unsupported(span, "use of a whole resource array");
        }
        let cache_key = match index {
            None => Some((v, None)),
            Some(Idx::Const(k)) => Some((v, Some(k))),
            Some(Idx::Dyn(_)) => None,
        };
        if let Some(k) = cache_key
            && let Some(&h) = self.handles.get(&k)
        {
            return Ok(h);
        }
        let ty = self.handle_type(&rt, span)?;
        let binding = self.binding(v, false);
        if let Binding::Explicit { space, lower_bound } = binding
            && (space > i32::MAX as u32 || lower_bound > i32::MAX as u32)
        {
            return error(
                info.span,
                format!(
                    "binding {lower_bound} in space {space} of '{}' is out of range (at most {})",
                    info.name,
                    i32::MAX
                ),
            );
        }
        let name = info.name.clone();
        let loc = self.location(info.span);
        let h = match index {
            Some(Idx::Dyn(d)) => {
                let d = self.index_i32(d);
                let mut b = self.b();
                build_handle(&mut b, loc, ty, d, &binding, range, &name)
            }
            other => {
                let k = match other {
                    Some(Idx::Const(k)) => k,
                    _ => 0,
                };
                let idx = self.const_i32(i128::from(k));
                let op = self.in_prologue(|b| {
                    let v = build_handle(b, loc, ty, idx, &binding, range, &name);
                    b.ir.defining_op(v).expect("handle op")
                });
                let h = self.ir.result(op, 0);
                self.prologue_handles.insert(h);
                h
            }
        };
        if let Some(k) = cache_key {
            self.handles.insert(k, h);
        }
        self.handle_origin.insert(h, v);
        Ok(h)
    }

    /// The handle of a constant buffer block (`cbuffer`/`tbuffer`).
    pub fn buffer_block_handle(&mut self, v: VarId, span: Span) -> R<Value> {
        self.global_handle(v, None, span)
    }

    /// The counter handle of a structured buffer handle.
    pub fn counter_handle(&mut self, handle: Value, span: Span) -> R<Value> {
        if let Some(&c) = self.counters.get(&handle) {
            return Ok(c);
        }
        let Some(&v) = self.handle_origin.get(&handle) else {
            return unsupported(span, "counter of a resource that is not a global variable");
        };
        let info = self.prog.var(v).clone();
        let space = match self.binding(v, false) {
            Binding::Explicit { space, .. } | Binding::Implicit { space, .. } => space,
        };
        let loc = self.loc;
        // Handles of whole resources (and constant elements) are prologue
        // values; their counters go there too.
        let in_prologue = self.prologue_handles.contains(&handle);
        let build = |b: &mut IrBuilder<'_>, order: u32| match info.vk_counter_binding {
            Some(binding) => CounterHandleFromBindingOp::build(b, loc, handle, binding, space).0,
            _ => CounterHandleFromImplicitBindingOp::build(b, loc, handle, order, space).0,
        };
        let order = match self.binding(v, true) {
            Binding::Implicit { order_id, .. } => order_id,
            Binding::Explicit { .. } => 0,
        };
        let op = if in_prologue {
            self.in_prologue(|b| build(b, order))
        } else {
            let mut b = self.b();
            build(&mut b, order)
        };
        let c = self.ir.result(op, 0);
        if in_prologue {
            self.counters.insert(handle, c);
        }
        Ok(c)
    }

    /// The value of a compute system value (`SV_DispatchThreadID`, ...), from
    /// the prologue.
    pub fn system_value(&mut self, semantic: &'static str, ty: IrType) -> Value {
        if let Some(&v) = self.system_values.get(semantic) {
            return v;
        }
        let loc = self.loc;
        let op = self.in_prologue(|b| SystemValueOp::build(b, loc, ty, semantic).0);
        let v = self.ir.result(op, 0);
        self.system_values.insert(semantic, v);
        v
    }

    /// The memref of a groupshared variable: a workgroup `memref.global` of
    /// the module, taken with `memref.get_global` in the prologue.
    pub fn shared_memref(&mut self, v: VarId, span: Span) -> R<Value> {
        if let Some(&m) = self.shared.get(&v) {
            return Ok(m);
        }
        let info = self.prog.var(v).clone();
        debug_assert_eq!(info.kind, VarKind::GroupShared);
        let mut shape = Vec::new();
        let mut ty = info.ty.clone();
        while let Type::Array(e, n) = ty {
            let Some(n) = n else {
                return error(span, "groupshared arrays need a size");
            };
            shape.push(i64::from(n));
            ty = (*e).clone();
        }
        let element = match &ty {
            Type::Scalar(_) | Type::Vector(..) | Type::Enum(..) => {
                self.memory_value_type(&ty, span)?
            }
            other => return unsupported(span, format!("groupshared variable of type '{other}'")),
        };
        let ctx = self.ctx();
        let space = ctx.integer_attr(ctx.common().i64, i128::from(WORKGROUP_MEMORY_SPACE));
        let memref_ty = ctx.intern_type(TypeKind::MemRef {
            shape: shape.into_boxed_slice(),
            element,
            layout: None,
            memory_space: Some(space),
        });
        let symbol = match self.shared_globals.get(&v) {
            Some(s) => s.clone(),
            None => {
                let mut name = info.name.clone();
                while self.shared_globals.values().any(|s| *s == name) {
                    name.push('_');
                }
                let loc = self.location(info.span);
                let unit = self.ctx().unit_attr();
                let at = match self.ir.first_op(self.module_block) {
                    Some(first) => InsertPoint::before(&self.ir, first),
                    None => InsertPoint::at_end(self.module_block),
                };
                let mut b = IrBuilder::new(&mut self.ir, Some(at));
                GlobalOp::build(
                    &mut b,
                    loc,
                    &name,
                    Some("private"),
                    memref_ty,
                    Some(unit),
                    None,
                );
                self.shared_globals.insert(v, name.clone());
                name
            }
        };
        let loc = self.loc;
        let op = self.in_prologue(|b| GetGlobalOp::build(b, loc, memref_ty, &symbol).0);
        let m = self.ir.result(op, 0);
        self.shared.insert(v, m);
        Ok(m)
    }
}

/// Implicit binding orders: a variable's resources (slot 0, or 1 + the
/// index of a resource inside a struct) and its counter.
const SLOTS_PER_VARIABLE: u32 = 1 << 12;
const COUNTER_SLOT: u32 = SLOTS_PER_VARIABLE - 1;

fn implicit_order(v: VarId, slot: u32) -> u32 {
    v.saturating_mul(SLOTS_PER_VARIABLE)
        .saturating_add(slot.min(COUNTER_SLOT))
}

/// A resource inside a struct variable: its field path, object and the
/// number of resources it holds (an array field is one range).
struct Leaf {
    path: Vec<u32>,
    rt: std::rc::Rc<ResourceType>,
    range: u32,
}

impl Gen<'_> {
    /// The resources of a struct type, in field order (base first); `None`
    /// when it also holds data.
    fn resource_leaves(&self, ty: &Type, path: &mut Vec<u32>, out: &mut Vec<Leaf>) -> Option<()> {
        match ty {
            Type::Resource(rt) => out.push(Leaf {
                path: path.clone(),
                rt: rt.clone(),
                range: 1,
            }),
            Type::Array(e, Some(n)) => match &**e {
                Type::Resource(rt) => out.push(Leaf {
                    path: path.clone(),
                    rt: rt.clone(),
                    range: *n,
                }),
                _ => return None,
            },
            Type::Struct(id, _) => {
                for (i, f) in self.prog.all_fields(*id).iter().enumerate() {
                    path.push(i as u32);
                    self.resource_leaves(&f.ty, path, out)?;
                    path.pop();
                }
            }
            _ => return None,
        }
        Some(())
    }

    /// A global struct (or array of structs) of resources as a value whose
    /// leaves are handles. Each resource takes the next register of its class
    /// after the variable's `register()` for that class (array elements
    /// follow each other), or the next binding after `[[vk::binding]]`, or an
    /// implicit binding; it is named `var.field` (`var.N.field` in arrays).
    pub fn struct_of_resources(&mut self, v: VarId, span: Span) -> R<Val> {
        if let Some(val) = self.struct_globals.get(&v) {
            return Ok(val.clone());
        }
        let info = self.prog.var(v).clone();
        let (elem, count, is_array) = match &info.ty {
            Type::Array(e, Some(n)) => ((**e).clone(), *n, true),
            other => (other.clone(), 1, false),
        };
        let mut leaves = Vec::new();
        if self
            .resource_leaves(&elem, &mut Vec::new(), &mut leaves)
            .is_none()
            || leaves.is_empty()
        {
            return unsupported(
                span,
                format!(
                    "global variable '{}' outside a constant buffer (the implicit $Globals buffer)",
                    info.name
                ),
            );
        }
        let registers = self.declared_registers(v);
        let mut per_class: FxHashMap<char, u32> = FxHashMap::default();
        for l in &leaves {
            *per_class
                .entry(l.rt.kind.info().class.letter())
                .or_default() += l.range;
        }
        let per_element: u32 = leaves.iter().map(|l| l.range).sum();
        let loc = self.location(info.span);
        let mut elements = Vec::new();
        for k in 0..count {
            let mut seen: FxHashMap<char, u32> = FxHashMap::default();
            let mut ordinal = 0u32;
            let mut parts: Vec<(Vec<u32>, Val)> = Vec::new();
            for leaf in &leaves {
                let class = leaf.rt.kind.info().class.letter();
                let within = seen.entry(class).or_default();
                let reg_offset = k * per_class[&class] + *within;
                *within += leaf.range;
                let all_offset = k * per_element + ordinal;
                ordinal += leaf.range;
                let binding = match (
                    self.opts.spirv.then_some(info.vk_binding).flatten(),
                    registers.get(&class),
                ) {
                    (Some((b, set)), _) => Binding::Explicit {
                        space: set,
                        lower_bound: b + all_offset,
                    },
                    (None, Some(&(slot, space))) => Binding::Explicit {
                        space,
                        lower_bound: slot + reg_offset,
                    },
                    (None, None) => Binding::Implicit {
                        order_id: implicit_order(v, 1 + k * per_element + ordinal - leaf.range),
                        space: 0,
                    },
                };
                let fields = self.field_names(&elem, &leaf.path);
                let name = if is_array {
                    format!("{}.{k}.{fields}", info.name)
                } else {
                    format!("{}.{fields}", info.name)
                };
                let ty = self.handle_type(&leaf.rt, span)?;
                let mut handles = Vec::new();
                for j in 0..leaf.range {
                    let idx = self.const_i32(i128::from(j));
                    let range = leaf.range;
                    let op = self.in_prologue(|b| {
                        let h = build_handle(b, loc, ty, idx, &binding, range, &name);
                        b.ir.defining_op(h).expect("handle op")
                    });
                    let h = self.ir.result(op, 0);
                    self.handle_origin.insert(h, v);
                    self.prologue_handles.insert(h);
                    handles.push(Val::One(h));
                }
                let val = if leaf.range == 1
                    && !matches!(self.type_at(&elem, &leaf.path), Type::Array(..))
                {
                    handles.pop().expect("a handle")
                } else {
                    Val::Many(handles)
                };
                parts.push((leaf.path.clone(), val));
            }
            elements.push(self.assemble_tree(&elem, &mut Vec::new(), &parts));
        }
        let val = if is_array {
            Val::Many(elements)
        } else {
            elements.pop().unwrap_or(Val::Void)
        };
        self.struct_globals.insert(v, val.clone());
        Ok(val)
    }

    /// The value tree of `ty` whose leaves at `parts`' paths are theirs.
    fn assemble_tree(&self, ty: &Type, path: &mut Vec<u32>, parts: &[(Vec<u32>, Val)]) -> Val {
        if let Some((_, v)) = parts.iter().find(|(p, _)| p == path) {
            return v.clone();
        }
        match ty {
            Type::Struct(id, _) => {
                let fields = self.prog.all_fields(*id);
                let mut out = Vec::with_capacity(fields.len());
                for (i, f) in fields.iter().enumerate() {
                    path.push(i as u32);
                    out.push(self.assemble_tree(&f.ty, path, parts));
                    path.pop();
                }
                Val::Many(out)
            }
            _ => Val::Void,
        }
    }

    fn type_at(&self, ty: &Type, path: &[u32]) -> Type {
        let mut t = ty.clone();
        for &i in path {
            t = match &t {
                Type::Struct(id, _) => self.prog.all_fields(*id)[i as usize].ty.clone(),
                _ => return t,
            };
        }
        t
    }

    fn field_names(&self, ty: &Type, path: &[u32]) -> String {
        let mut t = ty.clone();
        let mut names = Vec::new();
        for &i in path {
            if let Type::Struct(id, _) = &t {
                let f = self.prog.all_fields(*id)[i as usize].clone();
                names.push(f.name);
                t = f.ty;
            }
        }
        names.join(".")
    }

    /// The `register(xN, spaceM)` annotations of a global variable, by class.
    fn declared_registers(&self, v: VarId) -> FxHashMap<char, (u32, u32)> {
        let mut out = FxHashMap::default();
        let Some(d) = self.global_decls.get(&v) else {
            return out;
        };
        for a in &d.annotations {
            if let crate::ast::Annotation::Register {
                slot: Some(slot),
                space,
                ..
            } = a
            {
                let mut chars = slot.name.chars();
                let Some(class) = chars.next().map(|c| c.to_ascii_lowercase()) else {
                    continue;
                };
                let Ok(n) = chars.as_str().parse::<u32>() else {
                    continue;
                };
                let space = space
                    .as_ref()
                    .and_then(|s| s.name.strip_prefix("space").and_then(|n| n.parse().ok()))
                    .unwrap_or(0);
                out.insert(class, (n, space));
            }
        }
        out
    }
}

fn build_handle(
    b: &mut IrBuilder<'_>,
    loc: shader_mlir::ir::Location,
    ty: IrType,
    index: Value,
    binding: &Binding,
    range: u32,
    name: &str,
) -> Value {
    match *binding {
        Binding::Explicit { space, lower_bound } => {
            HandleFromBindingOp::build(b, loc, ty, index, space, lower_bound, range, name)
                .result(b.ir)
        }
        Binding::Implicit { order_id, space } => {
            HandleFromImplicitBindingOp::build(b, loc, ty, index, order_id, space, range, name)
                .result(b.ir)
        }
    }
}
