// The geometry primitive ops and the SPV_EXT_mesh_shader ops in MLIR 22's custom form:
// EmitVertex/EndPrimitive in a geometry shader, EmitMeshTasks with and without a
// payload terminating task shaders, SetMeshOutputs in a mesh shader.

// RUN: %hlsl-opt %s --split-input-file | FileCheck %s
// RUN: %hlsl-opt %s --split-input-file --mlir-print-op-generic | %hlsl-opt --split-input-file | FileCheck %s

// Upstream cross-checks: the same custom and generic text as mlir-opt-22, and each
// tool reads what the other prints.
// REQUIRES: mlir-opt
// RUN: %hlsl-opt %s --split-input-file > %t.ours
// RUN: %mlir-opt %s --split-input-file > %t.theirs
// RUN: diff %t.ours %t.theirs
// RUN: %hlsl-opt %s --split-input-file --mlir-print-op-generic > %t.ours.generic
// RUN: %mlir-opt %s --split-input-file --mlir-print-op-generic > %t.theirs.generic
// RUN: diff %t.ours.generic %t.theirs.generic

// CHECK-LABEL: spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Geometry], []> {
// CHECK-NEXT: spirv.GlobalVariable @pos built_in("Position") : !spirv.ptr<vector<4xf32>, Output>
// CHECK-LABEL: spirv.func @main() "None" {
// CHECK-NEXT: %pos_addr = spirv.mlir.addressof @pos : !spirv.ptr<vector<4xf32>, Output>
// CHECK-NEXT: %cst_vec_4xf32 = spirv.Constant dense<1.000000e+00> : vector<4xf32>
// CHECK-NEXT: spirv.Store "Output" %pos_addr, %cst_vec_4xf32 : vector<4xf32>
// CHECK-NEXT: spirv.EmitVertex
// CHECK-NEXT: spirv.EmitVertex {foo}
// CHECK-NEXT: spirv.EndPrimitive
// CHECK-NEXT: spirv.Return
// CHECK-NEXT: }
// CHECK-NEXT: spirv.EntryPoint "Geometry" @main, @pos
// CHECK-NEXT: spirv.ExecutionMode @main "InputPoints"
// CHECK-NEXT: spirv.ExecutionMode @main "OutputPoints"
// CHECK-NEXT: spirv.ExecutionMode @main "OutputVertices", 2
// CHECK-NEXT: spirv.ExecutionMode @main "Invocations", 1
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-LABEL: spirv.module Logical GLSL450 requires #spirv.vce<v1.4, [MeshShadingEXT], [SPV_EXT_mesh_shader]> {
// CHECK-NEXT: spirv.GlobalVariable @payload : !spirv.ptr<i32, TaskPayloadWorkgroupEXT>
// CHECK-LABEL: spirv.func @task() "None" {
// CHECK-NEXT: %cst1_i32 = spirv.Constant 1 : i32
// CHECK-NEXT: %cst2_i32 = spirv.Constant 2 : i32
// CHECK-NEXT: %payload_addr = spirv.mlir.addressof @payload : !spirv.ptr<i32, TaskPayloadWorkgroupEXT>
// CHECK-NEXT: spirv.Store "TaskPayloadWorkgroupEXT" %payload_addr, %cst2_i32 : i32
// CHECK-NEXT: spirv.EXT.EmitMeshTasks %cst1_i32, %cst2_i32, %cst1_i32, %payload_addr : i32, i32, i32, !spirv.ptr<i32, TaskPayloadWorkgroupEXT>
// CHECK-NEXT: }
// CHECK-LABEL: spirv.func @task2() "None" {
// CHECK-NEXT: %cst1_ui32 = spirv.Constant 1 : ui32
// CHECK-NEXT: spirv.EXT.EmitMeshTasks %cst1_ui32, %cst1_ui32, %cst1_ui32 : ui32, ui32, ui32
// CHECK-NEXT: }
// CHECK-LABEL: spirv.func @mesh() "None" {
// CHECK-NEXT: %cst3_i32 = spirv.Constant 3 : i32
// CHECK-NEXT: %cst1_i32 = spirv.Constant 1 : i32
// CHECK-NEXT: spirv.EXT.SetMeshOutputs %cst3_i32, %cst1_i32 : i32, i32
// CHECK-NEXT: spirv.Return
// CHECK-NEXT: }
// CHECK-NEXT: spirv.EntryPoint "TaskEXT" @task, @payload
// CHECK-NEXT: spirv.EntryPoint "TaskEXT" @task2
// CHECK-NEXT: spirv.EntryPoint "MeshEXT" @mesh
// CHECK-NEXT: spirv.ExecutionMode @task "LocalSize", 1, 1, 1
// CHECK-NEXT: spirv.ExecutionMode @task2 "LocalSize", 1, 1, 1
// CHECK-NEXT: spirv.ExecutionMode @mesh "LocalSize", 1, 1, 1
// CHECK-NEXT: spirv.ExecutionMode @mesh "OutputVertices", 3
// CHECK-NEXT: spirv.ExecutionMode @mesh "OutputPrimitivesEXT", 1
// CHECK-NEXT: spirv.ExecutionMode @mesh "OutputTrianglesEXT"
// CHECK-NEXT: }
// CHECK-NEXT: }

spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Geometry], []> {
  spirv.GlobalVariable @pos built_in("Position") : !spirv.ptr<vector<4xf32>, Output>
  spirv.func @main() "None" {
    %p = spirv.mlir.addressof @pos : !spirv.ptr<vector<4xf32>, Output>
    %v = spirv.Constant dense<1.0> : vector<4xf32>
    spirv.Store "Output" %p, %v : vector<4xf32>
    spirv.EmitVertex
    spirv.EmitVertex {foo}
    spirv.EndPrimitive
    spirv.Return
  }
  spirv.EntryPoint "Geometry" @main, @pos
  spirv.ExecutionMode @main "InputPoints"
  spirv.ExecutionMode @main "OutputPoints"
  spirv.ExecutionMode @main "OutputVertices", 2
  spirv.ExecutionMode @main "Invocations", 1
}

// -----

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
    %c1 = spirv.Constant 1 : ui32
    spirv.EXT.EmitMeshTasks %c1, %c1, %c1 : ui32, ui32, ui32
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
