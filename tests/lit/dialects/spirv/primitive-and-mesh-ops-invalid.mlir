// Verifier and parser diagnostics of the geometry primitive and mesh shader ops, with
// MLIR 22's wording. mlir-opt-22 reports the same: see
// upstream-group-and-extension-diagnostics.mlir.

// RUN: %hlsl-opt %s --split-input-file --verify-diagnostics

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%i: i32, %s: si32, %l: i64, %p: !spirv.ptr<i32, Workgroup>) "None" {
    // expected-error @+1 {{'spirv.EXT.SetMeshOutputs' op operand #0 must be 32-bit signless/unsigned integer, but got 'i64'}}
    spirv.EXT.SetMeshOutputs %l, %i : i64, i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%i: i32, %s: si32, %l: i64, %p: !spirv.ptr<i32, Workgroup>) "None" {
    // expected-error @+1 {{'spirv.EmitVertex' op requires zero operands}}
    "spirv.EmitVertex"(%i) : (i32) -> ()
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%i: i32, %s: si32, %l: i64, %p: !spirv.ptr<i32, Workgroup>) "None" {
    // expected-error @+1 {{'spirv.EndPrimitive' op requires zero results}}
    "spirv.EndPrimitive"() : () -> i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%i: i32, %p: !spirv.ptr<i32, Workgroup>) "None" {
    // expected-error @+1 {{'spirv.EXT.EmitMeshTasks' op payload must be a variable with a storage class of TaskPayloadWorkgroupEXT}}
    spirv.EXT.EmitMeshTasks %i, %i, %i, %p : i32, i32, i32, !spirv.ptr<i32, Workgroup>
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%i: i32, %s: si32) "None" {
    // expected-error @+1 {{'spirv.EXT.EmitMeshTasks' op operand #1 must be 32-bit signless/unsigned integer, but got 'si32'}}
    spirv.EXT.EmitMeshTasks %i, %s, %i : i32, si32, i32
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%i: i32) "None" {
    // expected-error @+1 {{'spirv.EXT.EmitMeshTasks' op must be the last operation in the parent block}}
    spirv.EXT.EmitMeshTasks %i, %i, %i : i32, i32, i32
    spirv.Return
  }
}
