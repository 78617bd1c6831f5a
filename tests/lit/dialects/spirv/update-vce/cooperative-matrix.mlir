// spirv-update-vce on the cooperative matrix ops: as MLIR 22 declares them, SPIR-V 1.6,
// SPV_KHR_cooperative_matrix and CooperativeMatrixKHR, then what the matrix and pointer
// types need.

// RUN: %hlsl-opt %s --spirv-update-vce | FileCheck %s

// Upstream cross-check: mlir-opt-22 deduces the same triple and prints the same text.
// REQUIRES: mlir-opt
// RUN: %hlsl-opt %s --spirv-update-vce > %t.ours
// RUN: %mlir-opt %s --spirv-update-vce > %t.theirs
// RUN: diff %t.ours %t.theirs

// CHECK: requires #spirv.vce<v1.6, [CooperativeMatrixKHR, StorageBuffer8BitAccess, Shader, Int8, Matrix], [SPV_KHR_cooperative_matrix, SPV_KHR_8bit_storage, SPV_KHR_storage_buffer_storage_class]>

spirv.module Logical GLSL450 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Shader, CooperativeMatrixKHR, Int8, StorageBuffer8BitAccess], [SPV_KHR_cooperative_matrix, SPV_KHR_8bit_storage]>, #spirv.resource_limits<>>} {
  spirv.func @f(%p: !spirv.ptr<i8, StorageBuffer>, %s: i32) "None" {
    %0 = spirv.KHR.CooperativeMatrixLoad %p, %s, <RowMajor> : !spirv.ptr<i8, StorageBuffer>, i32 -> !spirv.coopmatrix<16x16xi8, Subgroup, MatrixA>
    spirv.Return
  }
}
