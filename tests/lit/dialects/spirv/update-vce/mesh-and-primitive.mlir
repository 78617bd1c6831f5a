// spirv-update-vce on the mesh shader and geometry primitive ops: as MLIR 22 declares
// them, SPIR-V 1.4, SPV_EXT_mesh_shader and MeshShadingEXT for the mesh ops, Geometry
// for the primitive ops.

// RUN: %hlsl-opt %s --spirv-update-vce | FileCheck %s

// Upstream cross-check: mlir-opt-22 deduces the same triple and prints the same text.
// REQUIRES: mlir-opt
// RUN: %hlsl-opt %s --spirv-update-vce > %t.ours
// RUN: %mlir-opt %s --spirv-update-vce > %t.theirs
// RUN: diff %t.ours %t.theirs

// CHECK: requires #spirv.vce<v1.4, [MeshShadingEXT, Geometry, Shader, Matrix], [SPV_EXT_mesh_shader]>

spirv.module Logical GLSL450 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader, MeshShadingEXT, Geometry], [SPV_EXT_mesh_shader]>, #spirv.resource_limits<>>} {
  spirv.func @mesh(%i: i32) "None" {
    spirv.EXT.SetMeshOutputs %i, %i : i32, i32
    spirv.Return
  }
  spirv.func @geometry() "None" {
    spirv.EmitVertex
    spirv.EndPrimitive
    spirv.Return
  }
}
