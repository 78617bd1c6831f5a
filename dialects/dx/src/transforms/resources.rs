//! The resources of a module: its handle-creation ops grouped by the resource
//! they refer to.
//!
//! Handle ops with the same register class, `name`, `space`, `lower_bound` and
//! `range_size` are one resource, as are implicit binding ops with the same
//! `order_id` (the resource identity of docs/hlsl-dialect.md, and LLVM's). Heap
//! handles name no
//! resource. A resource has a counter when any of its handle ops says so or a
//! `dx.resource.updatecounter` uses one of them (LLVM derives the counter the
//! second way), and is globally coherent when any of its handle ops
//! says so.

use rustc_hash::FxHashMap;

use shader_mlir::asm::printer::type_to_string;
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Ir, OpId, Type};

use resource_model::ResourceClass;

use crate::binding::{Binding, HandleFlags, ImplicitBinding};
use crate::ops::{HandleOp, ResourceUpdateCounterOp};
use crate::types::ResourceType;

/// Where a resource is bound.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Placement {
    Explicit(Binding),
    Implicit(ImplicitBinding),
}

/// One resource and the handle ops that refer to it.
#[derive(Clone, Debug)]
pub struct Resource {
    pub class: ResourceClass,
    /// The `dx` type of its handles.
    pub ty: Type,
    pub name: String,
    pub placement: Placement,
    /// Its handle ops, in module order.
    pub ops: Vec<OpId>,
    /// The flags of its handle ops, or-ed, plus `has_counter` when a counter
    /// update uses one of them.
    pub flags: HandleFlags,
}

/// The resources of `root` in the order their first handle op appears, and
/// the `dx.handle.fromHeap` ops.
#[derive(Clone, Debug, Default)]
pub struct ModuleResources {
    pub resources: Vec<Resource>,
    pub heap_handles: Vec<OpId>,
    /// Counter updates through heap handles, which set their `has_counter` bit.
    pub heap_counters: Vec<OpId>,
}

#[derive(Clone, PartialEq, Eq, Hash)]
enum Key {
    Explicit(ResourceClass, String, Binding),
    Implicit(u32),
}

/// The register class letter of HLSL's `register(...)` syntax.
pub fn register_letter(class: ResourceClass) -> char {
    match class {
        ResourceClass::Srv => 't',
        ResourceClass::Uav => 'u',
        ResourceClass::CBuffer => 'b',
        ResourceClass::Sampler => 's',
    }
}

/// Collects the resources of `root` (which must have verified). Errors when two
/// handle ops of one resource disagree on its type or, for implicit bindings,
/// on its space, size or name.
pub fn collect_resources(ir: &Ir, root: OpId) -> Result<ModuleResources, Diagnostic> {
    let ctx = ir.ctx();
    let mut out = ModuleResources::default();
    let mut index: FxHashMap<Key, usize> = FxHashMap::default();
    let mut of_op: FxHashMap<OpId, usize> = FxHashMap::default();
    let mut updates = Vec::new();
    let mut failure = None;
    ir.walk(root, |op| {
        if failure.is_some() {
            return;
        }
        if ResourceUpdateCounterOp::isa(ir, op) {
            updates.push(op);
            return;
        }
        let Some(handle) = HandleOp::cast(ir, op) else {
            return;
        };
        let ty = ir.value_type(handle.result(ir));
        let Some(storage) = ResourceType::of(ctx, ty) else {
            return;
        };
        let class = storage.class();
        let (key, placement, name) = match handle {
            HandleOp::Heap(_) => {
                out.heap_handles.push(op);
                return;
            }
            HandleOp::Binding(h) => {
                let binding = h.binding(ir);
                let name = h.name(ir).to_owned();
                (
                    Key::Explicit(class, name.clone(), binding),
                    Placement::Explicit(binding),
                    name,
                )
            }
            HandleOp::ImplicitBinding(h) => {
                let binding = h.binding(ir);
                (
                    Key::Implicit(binding.order_id),
                    Placement::Implicit(binding),
                    h.name(ir).to_owned(),
                )
            }
        };
        let flags = handle.flags(ir);
        match index.get(&key) {
            Some(&i) => {
                let resource = &mut out.resources[i];
                if let Err(d) = check_same_resource(ir, op, resource, ty, placement, &name) {
                    failure = Some(d);
                    return;
                }
                resource.ops.push(op);
                resource.flags.globally_coherent |= flags.globally_coherent;
                resource.flags.has_counter |= flags.has_counter;
                resource.flags.non_uniform |= flags.non_uniform;
                of_op.insert(op, i);
            }
            None => {
                let i = out.resources.len();
                index.insert(key, i);
                of_op.insert(op, i);
                out.resources.push(Resource {
                    class,
                    ty,
                    name,
                    placement,
                    ops: vec![op],
                    flags,
                });
            }
        }
    });
    if let Some(d) = failure {
        return Err(d);
    }
    for update in updates {
        let Some(def) = ir.defining_op(ir.operand(update, 0)) else {
            continue;
        };
        if let Some(&i) = of_op.get(&def) {
            out.resources[i].flags.has_counter = true;
        } else if matches!(HandleOp::cast(ir, def), Some(HandleOp::Heap(_))) {
            out.heap_counters.push(def);
        }
    }
    Ok(out)
}

fn check_same_resource(
    ir: &Ir,
    op: OpId,
    resource: &Resource,
    ty: Type,
    placement: Placement,
    name: &str,
) -> Result<(), Diagnostic> {
    let first = resource.ops[0];
    let note = |d: Diagnostic| {
        d.with_note(
            ir.ctx().diag_location(ir.op_loc(first)),
            "first handle of the resource here",
        )
    };
    if ty != resource.ty {
        let (a, b) = (
            type_to_string(ir.ctx(), resource.ty),
            type_to_string(ir.ctx(), ty),
        );
        return Err(note(ir.op_error(
            op,
            format!(
                "resource '{}' has handles of two types, '{a}' and '{b}'",
                resource.name
            ),
        )));
    }
    if let (Placement::Implicit(a), Placement::Implicit(b)) = (resource.placement, placement)
        && (a != b || name != resource.name)
    {
        return Err(note(ir.op_error(
            op,
            format!(
                "order_id {} is given to two resources: '{}' (space {}, range_size {}) and '{name}' (space {}, range_size {})",
                a.order_id, resource.name, a.space, a.range_size as i32, b.space, b.range_size as i32
            ),
        )));
    }
    Ok(())
}
