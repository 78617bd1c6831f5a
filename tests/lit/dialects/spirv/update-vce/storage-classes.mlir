// spirv-update-vce on the scalar widths of interface storage classes (StorageBuffer,
// Uniform, PushConstant) and elsewhere: the storage capabilities and their extensions, the
// arithmetic capabilities, Int64/Float64, Vector16, Matrix, and a target on an enclosing module.

// RUN: %hlsl-opt %s --split-input-file --spirv-update-vce | FileCheck %s

// Upstream cross-check: mlir-opt-22 deduces the same triples and prints the same text.
// REQUIRES: mlir-opt
// RUN: %hlsl-opt %s --split-input-file --spirv-update-vce > %t.ours
// RUN: %mlir-opt %s --split-input-file --spirv-update-vce > %t.theirs
// RUN: diff %t.ours %t.theirs

// CHECK: requires #spirv.vce<v1.0, [StorageBuffer8BitAccess, Shader, Matrix], [SPV_KHR_8bit_storage, SPV_KHR_storage_buffer_storage_class]>
// CHECK: requires #spirv.vce<v1.0, [StorageBuffer16BitAccess, Shader, Matrix], [SPV_KHR_16bit_storage, SPV_KHR_storage_buffer_storage_class]>
// CHECK: requires #spirv.vce<v1.0, [Int64, Shader, Float64, Matrix], [SPV_KHR_storage_buffer_storage_class]>
// CHECK: requires #spirv.vce<v1.0, [UniformAndStorageBuffer8BitAccess, StorageUniform16, Shader, StorageBuffer8BitAccess, StorageBuffer16BitAccess, Matrix], [SPV_KHR_8bit_storage, SPV_KHR_16bit_storage]>
// CHECK: requires #spirv.vce<v1.0, [StoragePushConstant16, StoragePushConstant8, Shader, Matrix], [SPV_KHR_16bit_storage, SPV_KHR_8bit_storage]>
// CHECK: requires #spirv.vce<v1.0, [Int16, Shader, Int8, Float16, Matrix], []>
// CHECK: requires #spirv.vce<v1.0, [Float64, Matrix, Shader, Vector16, Kernel], []>
// CHECK: requires #spirv.vce<v1.0, [Int64, Shader, Matrix], []>

// 8-bit storage buffer: the storage capability and both extensions (v1.0 lists them).
spirv.module Logical GLSL450 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, StorageBuffer8BitAccess], [SPV_KHR_8bit_storage, SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  spirv.GlobalVariable @bytes bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<i8, stride=1> [0])>, StorageBuffer>
}

// -----

// At SPIR-V 1.3 the storage class extension is part of the version, but still recorded.
spirv.module Logical GLSL450 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader, StorageBuffer16BitAccess], [SPV_KHR_16bit_storage]>, #spirv.resource_limits<>>} {
  spirv.GlobalVariable @halves bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f16, stride=2> [0])>, StorageBuffer>
}

// -----

// 64-bit integers and floats need Int64/Float64 in every storage class.
spirv.module Logical GLSL450 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader, Int64, Float64], []>, #spirv.resource_limits<>>} {
  spirv.GlobalVariable @wide bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<i64, stride=8> [0])>, StorageBuffer>
  spirv.GlobalVariable @doubles bind(0, 1) : !spirv.ptr<!spirv.struct<(vector<2xf64> [0])>, Uniform>
}

// -----

// Uniform buffers: UniformAndStorageBuffer8BitAccess and StorageUniform16, and what they imply.
spirv.module Logical GLSL450 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, UniformAndStorageBuffer8BitAccess, StorageUniform16], [SPV_KHR_8bit_storage, SPV_KHR_16bit_storage]>, #spirv.resource_limits<>>} {
  spirv.GlobalVariable @ubo bind(0, 0) : !spirv.ptr<!spirv.struct<(i8 [0], i16 [2], vector<2xf16> [4])>, Uniform>
}

// -----

// Push constants: StoragePushConstant8 and StoragePushConstant16.
spirv.module Logical GLSL450 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, StoragePushConstant8, StoragePushConstant16], [SPV_KHR_8bit_storage, SPV_KHR_16bit_storage]>, #spirv.resource_limits<>>} {
  spirv.GlobalVariable @push : !spirv.ptr<!spirv.struct<(i16 [0], i8 [2])>, PushConstant>
}

// -----

// The same types outside an interface storage class need the arithmetic capabilities;
// values (function arguments, op results) are typed without a storage class.
spirv.module Logical GLSL450 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Int8, Int16, Float16], []>, #spirv.resource_limits<>>} {
  spirv.GlobalVariable @local : !spirv.ptr<i16, Private>
  spirv.func @f(%a: i8, %h: f16) -> i8 "None" {
    %0 = spirv.IAdd %a, %a : i8
    spirv.ReturnValue %0 : i8
  }
}

// -----

// Vectors of 8 or 16 elements need Vector16; matrices need Matrix.
spirv.module Logical GLSL450 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Vector16, Float64], []>, #spirv.resource_limits<>>} {
  spirv.GlobalVariable @matrix : !spirv.ptr<!spirv.matrix<3 x vector<3xf64>>, Private>
  spirv.func @f(%v: vector<8xf32>) "None" {
    %0 = spirv.FAdd %v, %v : vector<8xf32>
    spirv.Return
  }
}

// -----

// The target environment may sit on an enclosing module.
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Shader, Int64], []>, #spirv.resource_limits<>>} {
  spirv.module Logical GLSL450 {
    spirv.func @f(%x: i64) "None" {
      spirv.Return
    }
  }
}
