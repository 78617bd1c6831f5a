//! Shader stages and what each may do (docs/hlsl-dialect.md, "Stages"):
//! the ops only some stages have, checked over everything an entry point
//! reaches (its body and, through `func.call`, the functions it calls).
//!
//! | ops | stages | why |
//! |---|---|---|
//! | implicit-LOD sampling (`hlsl.texture.sample` without `lod`, `sample_clamp`, `sample_bias`, `sample_cmp`, `sample_cmp_bias`), `calculate_lod`, `hlsl.feedback.write[_bias]`, `hlsl.ddx*`/`hlsl.ddy*` | pixel | they need screen-space derivatives |
//! | `hlsl.discard` | pixel | |
//! | accesses of rasterizer-ordered views (`rov`) | pixel | ROVs order pixel-shader invocations |
//! | `hlsl.barrier` `with_group_sync`, or on `group`/`all` memory; `groupshared` memory (`memref.get_global` of memory space 3) | compute | thread groups exist only there |
//! | `hlsl.system_value` | compute | its semantics are compute inputs |
//! | `hlsl.quad.*` | pixel, compute | quads are pixel quads, or groups of 4 compute threads |

use std::collections::HashSet;

use dialect_func::ops::{CallOp, FuncOp};
use dialect_func::symbol::lookup_nearest_symbol;
use dialect_memref::{GetGlobalOp, is_workgroup};
use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::dialect::OpDef;
use shader_mlir::ir::{Ir, OpId};

use crate::ops::{
    BarrierMemory, BarrierOp, CalculateLodOp, DiscardOp, FeedbackWriteBiasOp, FeedbackWriteOp,
    QuadReadAcrossOp, QuadReadLaneAtOp, SampleBiasOp, SampleClampOp, SampleCmpBiasOp, SampleCmpOp,
    SystemValueOp, TextureSampleOp, is_derivative, is_rov_access,
};

/// A shader stage of an entry point (`hlsl.shader`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Stage {
    Compute,
    Vertex,
    Pixel,
}

impl Stage {
    pub const ALL: [Stage; 3] = [Stage::Compute, Stage::Vertex, Stage::Pixel];

    /// The `hlsl.shader` value.
    pub fn name(self) -> &'static str {
        match self {
            Stage::Compute => "compute",
            Stage::Vertex => "vertex",
            Stage::Pixel => "pixel",
        }
    }

    pub fn from_name(name: &str) -> Option<Stage> {
        Stage::ALL.into_iter().find(|s| s.name() == name)
    }
}

/// The stages an op may run in, and what the op is, for messages; `None`
/// when every stage may run it.
pub fn stage_requirement(ir: &Ir, op: OpId) -> Option<(&'static [Stage], &'static str)> {
    const PIXEL: &[Stage] = &[Stage::Pixel];
    const COMPUTE: &[Stage] = &[Stage::Compute];
    /// The ops that always sample at an implicit level of detail.
    static IMPLICIT_LOD: [&OpDef; 7] = [
        SampleClampOp::DEF,
        SampleBiasOp::DEF,
        SampleCmpOp::DEF,
        SampleCmpBiasOp::DEF,
        CalculateLodOp::DEF,
        FeedbackWriteOp::DEF,
        FeedbackWriteBiasOp::DEF,
    ];
    if TextureSampleOp::cast(ir, op).is_some_and(|s| s.is_implicit_lod(ir))
        || ir
            .op_def(op)
            .is_some_and(|def| IMPLICIT_LOD.iter().any(|&d| std::ptr::eq(d, def)))
    {
        return Some((
            PIXEL,
            "implicit-level-of-detail samples (they need screen-space derivatives)",
        ));
    }
    if is_derivative(ir, op) {
        return Some((PIXEL, "screen-space derivatives"));
    }
    if DiscardOp::isa(ir, op) {
        return Some((PIXEL, "discards"));
    }
    if is_rov_access(ir, op) {
        return Some((PIXEL, "accesses of rasterizer-ordered views"));
    }
    if let Some(barrier) = BarrierOp::cast(ir, op)
        && (barrier.with_group_sync(ir) || barrier.memory(ir) != BarrierMemory::Device)
    {
        return Some((
            COMPUTE,
            "thread-group syncs and groupshared-memory barriers",
        ));
    }
    if let Some(get) = GetGlobalOp::cast(ir, op)
        && is_workgroup(ir.ctx(), ir.value_type(get.result(ir)))
    {
        return Some((COMPUTE, "references to groupshared memory"));
    }
    if SystemValueOp::isa(ir, op) {
        return Some((COMPUTE, "compute system values"));
    }
    if QuadReadAcrossOp::isa(ir, op) || QuadReadLaneAtOp::isa(ir, op) {
        return Some((&[Stage::Pixel, Stage::Compute], "quad operations"));
    }
    None
}

/// Checks every op `entry` (a function of stage `stage`) reaches.
pub(crate) fn check_reachable_ops(ir: &Ir, entry: OpId, stage: Stage) -> Result<(), Diagnostic> {
    let mut visited = HashSet::new();
    let mut pending = vec![entry];
    while let Some(func) = pending.pop() {
        if !visited.insert(func) {
            continue;
        }
        let mut error = None;
        ir.walk(func, |op| {
            if error.is_some() || op == func {
                return;
            }
            if let Some(call) = CallOp::cast(ir, op) {
                let name = ir.ctx().ident(call.callee(ir));
                if let Some(callee) = lookup_nearest_symbol(ir, op, name)
                    .filter(|&f| FuncOp::isa(ir, f))
                {
                    pending.push(callee);
                }
                return;
            }
            if let Some((stages, what)) = stage_requirement(ir, op)
                && !stages.contains(&stage)
            {
                let allowed: Vec<&str> = stages.iter().map(|s| s.name()).collect();
                let entry_name = FuncOp::cast(ir, entry)
                    .map(|f| f.sym_name(ir).to_owned())
                    .unwrap_or_default();
                error = Some(
                    ir.op_error(
                        op,
                        format!(
                            "{what} are only available in {} shaders, but this op is reached from the {} entry point @{entry_name}",
                            allowed.join(" and "),
                            stage.name()
                        ),
                    )
                    .with_note(
                        ir.ctx().diag_location(ir.op_loc(entry)),
                        "the entry point is here",
                    ),
                );
            }
        });
        if let Some(e) = error {
            return Err(e);
        }
    }
    Ok(())
}
