//! Mesh shader ops of `SPV_EXT_mesh_shader`: `spirv.EXT.EmitMeshTasks`
//! (a task shader's terminator) and `spirv.EXT.SetMeshOutputs`.
//!
//! Mirrors MLIR 22's `SPIRVMeshOps.td` and `MeshOps.cpp`
//! (<https://mlir.llvm.org/docs/Dialects/SPIR-V/#mesh-ops>), with the
//! availability MLIR declares for them: SPIR-V 1.4, the extension and
//! `MeshShadingEXT` (the grammar asks only for the capability).

use shader_mlir::diagnostics::Diagnostic;
use shader_mlir::ir::{Ir, OpId, Value};
use shader_mlir::op;
use spirv::{Op, StorageClass};

use super::encoding::{Encoding, OpEncoding};
use super::family_availability::EXT_MESH_SHADER;
use crate::ops::table::op_table;
use crate::types::PointerType;
use crate::types::constraints::{IOR_UI32, POINTER};

op_table! { operands_op;
    /// Defines the grid size of subsequent mesh shader workgroups to generate
    /// upon completion of the task shader workgroup.
    op EXTEmitMeshTasksOp = "spirv.EXT.EmitMeshTasks" (
        [traits = [Terminator],
            ext = OpEncoding::available_as(Encoding::Core(Op::EmitMeshTasksEXT), EXT_MESH_SHADER),
            verify = verify_emit_mesh_tasks],
        ["operands attr-dict `:` type(operands)"],
        (group_count_x: IOR_UI32, group_count_y: IOR_UI32, group_count_z: IOR_UI32,
            payload: Option<POINTER>));
    /// Sets the actual output size of the primitives and vertices that the mesh
    /// shader workgroup will emit upon completion.
    op EXTSetMeshOutputsOp = "spirv.EXT.SetMeshOutputs" (
        [ext = OpEncoding::available_as(Encoding::Core(Op::SetMeshOutputsEXT), EXT_MESH_SHADER)],
        ["operands attr-dict `:` type(operands)"],
        (vertex_count: IOR_UI32, primitive_count: IOR_UI32));
}

/// MLIR's `EXTEmitMeshTasksOp::verify`.
fn verify_emit_mesh_tasks(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let Some(payload) = EXTEmitMeshTasksOp(op).payload(ir) else {
        return Ok(());
    };
    let storage = PointerType::of(ir.ctx(), ir.value_type(payload)).map(|p| p.storage_class);
    if storage != Some(StorageClass::TaskPayloadWorkgroupEXT) {
        return Err(ir.op_error(
            op,
            "payload must be a variable with a storage class of TaskPayloadWorkgroupEXT",
        ));
    }
    Ok(())
}
