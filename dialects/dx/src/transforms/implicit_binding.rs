//! `dx-resource-implicit-binding`: gives every implicitly bound resource a
//! register range and rewrites its `dx.resource.handlefromimplicitbinding` ops
//! to `dx.resource.handlefrombinding` (LLVM's `dxil-resource-implicit-binding`).
//!
//! Explicit bindings are placed first; two explicit resources of one register
//! class sharing a register of one space are an error. Then, per register class
//! and space, implicit resources take the first free range that fits, in
//! `order_id` order ([`FreeRegisters`]). A resource no range fits is an error.

use rustc_hash::FxHashMap;

use shader_mlir::builtin::ModuleOp;
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::fn_pass;
use shader_mlir::ir::{InsertPoint, Ir, OpId};
use shader_mlir::pass::{PassContext, PassOptions, PassResult};
use shader_mlir::rewrite::IrBuilder;

use resource_model::ResourceClass;

use super::registers::FreeRegisters;
use super::resources::{Placement, Resource, collect_resources, register_letter};
use crate::binding::{Binding, HandleFlags};
use crate::ops::{HandleOp, ResourceHandleFromBindingOp};

fn_pass! {
    pub static DX_RESOURCE_IMPLICIT_BINDING = run {
        argument: "dx-resource-implicit-binding", name: "DXResourceImplicitBinding",
        anchor: Some(ModuleOp::NAME),
        summary: "Assign registers to implicitly bound dx resources and diagnose overlapping bindings",
    }
}

fn run(cx: &mut PassContext<'_>, _: &PassOptions, op: OpId) -> PassResult {
    let result = assign_bindings(cx.ir, op);
    cx.fail_with(result)
}

/// Checks the explicit bindings of `root` and binds its implicit resources;
/// on error nothing is rewritten.
pub fn assign_bindings(ir: &mut Ir, root: OpId) -> Result<(), Vec<Diagnostic>> {
    let resources = collect_resources(ir, root).map_err(|d| vec![d])?.resources;
    let mut free: FxHashMap<(ResourceClass, u32), FreeRegisters> = FxHashMap::default();
    let overlaps = check_overlaps(ir, &resources);
    if !overlaps.is_empty() {
        return Err(overlaps);
    }
    let mut errors = Vec::new();
    for r in &resources {
        if let Placement::Explicit(b) = r.placement {
            free.entry((r.class, b.space))
                .or_default()
                .reserve(b.lower_bound, b.upper_bound());
        }
    }
    let mut implicit: Vec<&Resource> = resources
        .iter()
        .filter(|r| matches!(r.placement, Placement::Implicit(_)))
        .collect();
    implicit.sort_by_key(|r| match r.placement {
        Placement::Implicit(b) => b.order_id,
        Placement::Explicit(_) => 0,
    });
    let mut assigned = Vec::new();
    for r in implicit {
        let Placement::Implicit(request) = r.placement else {
            continue;
        };
        match free
            .entry((r.class, request.space))
            .or_default()
            .allocate(request.range_size)
        {
            Some(lower_bound) => {
                assigned.push((
                    r,
                    Binding {
                        space: request.space,
                        lower_bound,
                        range_size: request.range_size,
                    },
                ));
            }
            None => {
                let letter = register_letter(r.class);
                let wanted = if request.range_size == crate::attributes::UNBOUNDED {
                    format!(
                        "no free '{letter}' registers up to the last one, as an unbounded array needs"
                    )
                } else {
                    format!(
                        "no {} consecutive free '{letter}' register(s)",
                        request.range_size
                    )
                };
                errors.push(ir.op_error(
                    r.ops[0],
                    format!(
                        "resource '{}' cannot be allocated: space {} has {wanted}",
                        r.name, request.space
                    ),
                ));
            }
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    for (r, binding) in assigned {
        for &op in &r.ops {
            rebind(ir, op, binding, &r.name);
        }
    }
    Ok(())
}

/// Replaces the implicit binding op `op` with an explicit one at `binding`.
fn rebind(ir: &mut Ir, op: OpId, binding: Binding, name: &str) {
    let (loc, index, old) = (ir.op_loc(op), ir.operand(op, 0), ir.result(op, 0));
    let (ty, attrs) = (ir.value_type(old), ir.attrs(op).to_vec());
    let flags = HandleOp::cast(ir, op).map_or_else(HandleFlags::default, |h| h.flags(ir));
    let mut b = IrBuilder::new(ir, Some(InsertPoint::before(ir, op)));
    let new = ResourceHandleFromBindingOp::build(
        &mut b,
        loc,
        ty,
        index,
        binding.space,
        binding.lower_bound,
        binding.range_size_i32(),
        name,
    );
    new.set_flags(ir, flags);
    let ctx = ir.ctx_arc().clone();
    for attr in attrs {
        ir.set_attr(new.op(), ctx.str(attr.name), attr.value);
    }
    let new_value = new.result(ir);
    ir.replace_all_uses(old, new_value);
    ir.erase_op(op);
}

/// One error per explicit resource that shares a register with an earlier
/// one of its class and space.
fn check_overlaps(ir: &Ir, resources: &[Resource]) -> Vec<Diagnostic> {
    // Resources are in module order: `i` is where a resource first appears.
    let mut groups: FxHashMap<(ResourceClass, u32), Vec<(usize, Binding)>> = FxHashMap::default();
    for (i, r) in resources.iter().enumerate() {
        if let Placement::Explicit(b) = r.placement {
            groups.entry((r.class, b.space)).or_default().push((i, b));
        }
    }
    let mut found: Vec<(usize, Diagnostic)> = Vec::new();
    for (_, mut group) in groups {
        group.sort_by_key(|&(i, b)| (b.lower_bound, i));
        let mut widest: Option<(usize, Binding)> = None;
        for (i, b) in group {
            if let Some((j, wb)) = widest
                && b.lower_bound <= wb.upper_bound()
            {
                // Report the pair at the resource that appears later.
                let ((late, lb), (early, eb)) = if i > j {
                    ((i, b), (j, wb))
                } else {
                    ((j, wb), (i, b))
                };
                let (late_r, early_r) = (&resources[late], &resources[early]);
                let message = format!(
                    "resource '{}' at {} overlaps resource '{}' at {}",
                    late_r.name,
                    describe(late_r.class, lb),
                    early_r.name,
                    describe(early_r.class, eb)
                );
                let note = ir.ctx().diag_location(ir.op_loc(early_r.ops[0]));
                let diagnostic = ir
                    .op_error(late_r.ops[0], message)
                    .with_note(note, format!("resource '{}' is bound here", early_r.name));
                found.push((late, diagnostic));
            }
            if widest.is_none_or(|(_, wb)| b.upper_bound() > wb.upper_bound()) {
                widest = Some((i, b));
            }
        }
    }
    found.sort_by_key(|&(i, _)| i);
    found.into_iter().map(|(_, d)| d).collect()
}

/// `register u3 in space 0`, `registers u2-u4 in space 0`,
/// `registers u2 and up in space 0`.
pub(crate) fn describe(class: ResourceClass, b: Binding) -> String {
    let c = register_letter(class);
    let (first, space) = (b.lower_bound, b.space);
    if b.is_unbounded() {
        format!("registers {c}{first} and up in space {space}")
    } else if b.range_size == 1 {
        format!("register {c}{first} in space {space}")
    } else {
        format!(
            "registers {c}{first}-{c}{} in space {space}",
            b.upper_bound()
        )
    }
}
