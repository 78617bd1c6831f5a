// The SPV_EXT_mesh_shader ops in task and mesh shaders: our binary has the same
// instructions as mlir-translate-22's up to <id> numbering, both are valid Vulkan
// SPIR-V 1.4, each deserializer reads the other's binary, and ours round-trips to the
// same bytes.

// RUN: %hlsl-translate --serialize-spirv %s -o %t.ours.spv
// RUN: spirv-val --target-env vulkan1.1spv1.4 %t.ours.spv
// RUN: %hlsl-translate --deserialize-spirv %t.ours.spv -o %t.back.mlir
// RUN: %hlsl-translate --serialize-spirv %t.back.mlir -o %t.again.spv
// RUN: cmp %t.ours.spv %t.again.spv
// RUN: FileCheck %s < %t.back.mlir

// REQUIRES: mlir-translate
// RUN: %mlir-translate --no-implicit-module --serialize-spirv %s -o %t.theirs.spv
// RUN: spirv-val --target-env vulkan1.1spv1.4 %t.theirs.spv
// RUN: python3 %S/../../lit-harness/spirv_compare.py --spirv-dis spirv-dis %t.ours.spv %t.theirs.spv
// RUN: %hlsl-translate --deserialize-spirv %t.theirs.spv -o %t.from-theirs.mlir
// RUN: %hlsl-translate --serialize-spirv %t.from-theirs.mlir -o %t.reserialized.spv
// RUN: python3 %S/../../lit-harness/spirv_compare.py --spirv-dis spirv-dis %t.reserialized.spv %t.theirs.spv
// RUN: %mlir-translate --deserialize-spirv %t.ours.spv -o %t.theirs-reading-ours.mlir
// RUN: %mlir-translate --no-implicit-module --serialize-spirv %t.theirs-reading-ours.mlir -o %t.theirs-again.spv
// RUN: python3 %S/../../lit-harness/spirv_compare.py --spirv-dis spirv-dis %t.theirs-again.spv %t.ours.spv

// CHECK: spirv.EXT.EmitMeshTasks %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : i32, i32, i32, !spirv.ptr<i32, TaskPayloadWorkgroupEXT>
// CHECK: spirv.EXT.EmitMeshTasks %{{.*}}, %{{.*}}, %{{.*}} : i32, i32, i32
// CHECK: spirv.EXT.SetMeshOutputs %{{.*}}, %{{.*}} : i32, i32

spirv.module Logical GLSL450 requires #spirv.vce<v1.4, [MeshShadingEXT], [SPV_EXT_mesh_shader]> {
  spirv.GlobalVariable @payload : !spirv.ptr<i32, TaskPayloadWorkgroupEXT>
  spirv.func @task() "None" {
    %c1 = spirv.Constant 1 : i32
    %c2 = spirv.Constant 2 : i32
    %p = spirv.mlir.addressof @payload : !spirv.ptr<i32, TaskPayloadWorkgroupEXT>
    spirv.Store "TaskPayloadWorkgroupEXT" %p, %c2 : i32
    spirv.EXT.EmitMeshTasks %c1, %c2, %c1, %p : i32, i32, i32, !spirv.ptr<i32, TaskPayloadWorkgroupEXT>
  }
  spirv.func @task2() "None" {
    %c1 = spirv.Constant 1 : i32
    spirv.EXT.EmitMeshTasks %c1, %c1, %c1 : i32, i32, i32
  }
  spirv.func @mesh() "None" {
    %c3 = spirv.Constant 3 : i32
    %c1 = spirv.Constant 1 : i32
    spirv.EXT.SetMeshOutputs %c3, %c1 : i32, i32
    spirv.Return
  }
  spirv.EntryPoint "TaskEXT" @task, @payload
  spirv.EntryPoint "TaskEXT" @task2
  spirv.EntryPoint "MeshEXT" @mesh
  spirv.ExecutionMode @task "LocalSize", 1, 1, 1
  spirv.ExecutionMode @task2 "LocalSize", 1, 1, 1
  spirv.ExecutionMode @mesh "LocalSize", 1, 1, 1
  spirv.ExecutionMode @mesh "OutputVertices", 3
  spirv.ExecutionMode @mesh "OutputPrimitivesEXT", 1
  spirv.ExecutionMode @mesh "OutputTrianglesEXT"
}
