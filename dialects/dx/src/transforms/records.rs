//! `dx-resource-records`: the DXIL metadata record of every resource and the
//! two `annotateHandle` property words of every handle (docs/dx-dialect.md; DXC's
//! `DxilResourceProperties`, wg-hlsl proposal 0015).
//!
//! The pass first binds implicitly bound resources
//! ([`assign_bindings`](super::assign_bindings), so overlapping explicit
//! bindings are reported here too), then numbers the resources of each class
//! (SRV, UAV, CBV, sampler) from 0 in the order their first handle appears and
//! attaches:
//!
//! - `dx.resource = #dx.resource<...>` and `dx.annotate_props = array<i32: W0, W1>`
//!   to every `dx.resource.handlefrombinding` of the resource;
//! - `dx.annotate_props` to every `dx.handle.fromHeap` (heap resources have no
//!   record);
//! - `dx.resources = [...]` to the module: every record, SRVs, UAVs, CBVs,
//!   samplers, each class in ID order.
//!
//! The type-derived facts come from the resource model
//! ([`DxResourceInfo`](resource_model::DxResourceInfo)); the resource
//! adds its binding, `globally_coherent` and `has_counter`.

use shader_mlir::builtin::ModuleOp;
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::fn_pass;
use shader_mlir::ir::{Ir, OpId};
use shader_mlir::pass::{PassContext, PassOptions, PassResult};

use resource_model::{DxResourceInfo, ResourceClass};

use super::implicit_binding::assign_bindings;
use super::resources::{Placement, collect_resources};
use crate::attributes::{
    ANNOTATE_PROPS_ATTR, RECORD_ATTR, RESOURCES_ATTR, ResourceRecord, annotate_props_attr,
};
use crate::binding::HandleFlags;
use crate::ops::HandleOp;
use crate::types::ResourceType;

fn_pass! {
    pub static DX_RESOURCE_RECORDS = run {
        argument: "dx-resource-records", name: "DXResourceRecords", anchor: Some(ModuleOp::NAME),
        summary: "Attach the DXIL resource record and annotateHandle properties of every dx resource",
    }
}

fn run(cx: &mut PassContext<'_>, _: &PassOptions, op: OpId) -> PassResult {
    let result =
        assign_bindings(cx.ir, op).and_then(|()| attach_records(cx.ir, op).map_err(|d| vec![d]));
    cx.fail_with(result)
}

/// Attaches the records and annotate properties to the resources of `root`,
/// whose bindings must all be explicit.
pub fn attach_records(ir: &mut Ir, root: OpId) -> Result<(), Diagnostic> {
    let found = collect_resources(ir, root)?;
    let mut next_id = [0u32; 4];
    let mut records = Vec::with_capacity(found.resources.len());
    for r in &found.resources {
        let Placement::Explicit(binding) = r.placement else {
            return Err(ir.op_error(
                r.ops[0],
                "has no register binding; run 'dx-resource-implicit-binding' first",
            ));
        };
        let info = resource_info(ir, r.ops[0], r.flags)?;
        let class = r.class.dxil_code() as usize;
        let id = next_id[class];
        next_id[class] += 1;
        let record = ResourceRecord::new(
            &info,
            id,
            &r.name,
            binding.space,
            binding.lower_bound,
            binding.range_size,
        );
        let record = record.attr(ir.ctx());
        let props = annotate_props_attr(ir, words(&info));
        for &op in &r.ops {
            ir.set_attr(op, RECORD_ATTR, record);
            ir.set_attr(op, ANNOTATE_PROPS_ATTR, props);
        }
        records.push((r.class, id, record));
    }
    for &op in &found.heap_handles {
        let mut flags = HandleOp::cast(ir, op).map_or_else(HandleFlags::default, |h| h.flags(ir));
        flags.has_counter |= found.heap_counters.contains(&op);
        let info = resource_info(ir, op, flags)?;
        let props = annotate_props_attr(ir, words(&info));
        ir.set_attr(op, ANNOTATE_PROPS_ATTR, props);
    }
    records.sort_by_key(|&(class, id, _)| (class_order(class), id));
    let all: Vec<_> = records.into_iter().map(|(_, _, record)| record).collect();
    let all = ir.ctx().array_attr(&all);
    ir.set_attr(root, RESOURCES_ATTR, all);
    Ok(())
}

/// The record order of classes: SRV, UAV, CBV, sampler.
fn class_order(class: ResourceClass) -> u32 {
    class.dxil_code()
}

/// The resource description of the handle `op` creates, with `flags`.
fn resource_info(ir: &Ir, op: OpId, flags: HandleFlags) -> Result<DxResourceInfo, Diagnostic> {
    let ty = ir.value_type(ir.result(op, 0));
    let storage = ResourceType::of(ir.ctx(), ty)
        .ok_or_else(|| ir.op_error(op, "does not create a 'dx' resource"))?;
    let mut info = storage
        .resource_info(ir.ctx())
        .map_err(|e| ir.op_error(op, e.to_string()))?;
    info.globally_coherent = flags.globally_coherent;
    info.has_counter = flags.has_counter;
    Ok(info)
}

fn words(info: &DxResourceInfo) -> [u32; 2] {
    let props = info.annotate_props();
    [props.word0, props.word1]
}
