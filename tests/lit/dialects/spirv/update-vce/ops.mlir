// spirv-update-vce on op requirements: GLSL.std.450 ops (Shader), bit-field ops, atomics
// (with their scope and semantics) and Kernel-only comparisons.

// RUN: %hlsl-opt %s --split-input-file --spirv-update-vce | FileCheck %s

// Upstream cross-check: mlir-opt-22 deduces the same triples and prints the same text.
// REQUIRES: mlir-opt
// RUN: %hlsl-opt %s --split-input-file --spirv-update-vce > %t.ours
// RUN: %mlir-opt %s --split-input-file --spirv-update-vce > %t.theirs
// RUN: diff %t.ours %t.theirs

// CHECK: requires #spirv.vce<v1.0, [Shader, BitInstructions, Matrix], []>
// CHECK: requires #spirv.vce<v1.0, [Int64, Shader, AtomicFloat32AddEXT, Matrix], [SPV_KHR_storage_buffer_storage_class, SPV_EXT_shader_atomic_float_add]>
// CHECK: requires #spirv.vce<v1.0, [Kernel, Shader, Matrix], []>

// GLSL.std.450 ops need Shader; bit-field ops BitInstructions (or Shader).
spirv.module Logical GLSL450 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, BitInstructions], [SPV_KHR_bit_instructions]>, #spirv.resource_limits<>>} {
  spirv.func @f(%x: f32, %i: i32) -> i32 "None" {
    %0 = spirv.GL.FAbs %x : f32
    %1 = spirv.BitFieldInsert %i, %i, %i, %i : i32, i32, i32
    %2 = spirv.BitCount %1 : i32
    spirv.ReturnValue %2 : i32
  }
}

// -----

// Atomics: 64-bit values need Int64; the float add op its extension and the first
// allowed of its capabilities.
spirv.module Logical GLSL450 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader, Int64, Int64Atomics, AtomicFloat32AddEXT], [SPV_EXT_shader_atomic_float_add]>, #spirv.resource_limits<>>} {
  spirv.GlobalVariable @counters bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<i64, stride=8> [0])>, StorageBuffer>
  spirv.func @f(%p: !spirv.ptr<i64, StorageBuffer>, %v: i64, %fp: !spirv.ptr<f32, Workgroup>, %x: f32) "None" {
    %0 = spirv.AtomicIAdd <Device> <AcquireRelease|UniformMemory> %p, %v : !spirv.ptr<i64, StorageBuffer>
    %1 = spirv.AtomicCompareExchange <Device> <AcquireRelease> <Acquire> %p, %v, %v : !spirv.ptr<i64, StorageBuffer>
    %2 = spirv.EXT.AtomicFAdd <Workgroup> <None> %fp, %x : !spirv.ptr<f32, Workgroup>
    spirv.Return
  }
}

// -----

// Kernel-only comparisons.
spirv.module Logical GLSL450 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Kernel], []>, #spirv.resource_limits<>>} {
  spirv.func @f(%x: f32) -> i1 "None" {
    %0 = spirv.Ordered %x, %x : f32
    spirv.ReturnValue %0 : i1
  }
}
