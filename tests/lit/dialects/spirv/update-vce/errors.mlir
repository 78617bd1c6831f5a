// spirv-update-vce failures: no target environment, and targets that cannot satisfy a
// type or an op (a missing capability or extension, a version below an op's), each reported
// on the op as MLIR 22 words it.

// (mlir-opt-22 reports the same: see ../upstream-op-diagnostics.mlir.)

// RUN: %hlsl-opt %s --split-input-file --spirv-update-vce --verify-diagnostics

// expected-error @+1 {{missing 'spirv.target_env' attribute}}
spirv.module Logical GLSL450 {
}

// -----

spirv.module Logical GLSL450 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], []>, #spirv.resource_limits<>>} {
  // expected-error @+1 {{'spirv.func' requires at least one capability in [Int64] but none allowed in target environment}}
  spirv.func @f(%x: i64) "None" {
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, StorageBuffer8BitAccess], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  // expected-error @+1 {{'spirv.GlobalVariable' requires at least one extension in [SPV_KHR_8bit_storage] but none allowed in target environment}}
  spirv.GlobalVariable @bytes bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<i8, stride=1> [0])>, StorageBuffer>
}

// -----

spirv.module Logical GLSL450 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, StorageBuffer16BitAccess], [SPV_KHR_16bit_storage]>, #spirv.resource_limits<>>} {
  // expected-error @+1 {{'spirv.GlobalVariable' requires at least one extension in [SPV_KHR_storage_buffer_storage_class, SPV_KHR_variable_pointers] but none allowed in target environment}}
  spirv.GlobalVariable @halves bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f16, stride=2> [0])>, StorageBuffer>
}

// -----

spirv.module Logical GLSL450 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader, Int16], [SPV_KHR_16bit_storage]>, #spirv.resource_limits<>>} {
  // expected-error @+1 {{'spirv.GlobalVariable' requires at least one capability in [StorageUniform16] but none allowed in target environment}}
  spirv.GlobalVariable @ubo bind(0, 0) : !spirv.ptr<!spirv.struct<(i16 [0])>, Uniform>
}

// -----

spirv.module Logical GLSL450 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], []>, #spirv.resource_limits<>>} {
  // expected-error @+1 {{'spirv.GlobalVariable' requires at least one capability in [Image1D, Sampled1D] but none allowed in target environment}}
  spirv.GlobalVariable @line bind(0, 0) : !spirv.ptr<!spirv.image<f32, Dim1D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>, UniformConstant>
}

// -----

spirv.module Logical GLSL450 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], []>, #spirv.resource_limits<>>} {
  spirv.func @f(%image: !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f>) "None" {
    // expected-error @+1 {{'spirv.ImageQuerySize' requires at least one capability in [ImageQuery, Kernel] but none allowed in target environment}}
    %0 = spirv.ImageQuerySize %image : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f> -> vector<2xi32>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader, VulkanMemoryModel], []>, #spirv.resource_limits<>>} {
  spirv.func @f(%p: !spirv.ptr<i32, Workgroup>, %v: i32) "None" {
    // expected-error @+1 {{'spirv.AtomicIAdd' requires min version v1.5 but target environment allows up to v1.3}}
    %0 = spirv.AtomicIAdd <QueueFamily> <None> %p, %v : !spirv.ptr<i32, Workgroup>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Kernel], []>, #spirv.resource_limits<>>} {
  spirv.func @f(%x: f32) "None" {
    // expected-error @+1 {{'spirv.GL.FAbs' requires at least one capability in [Shader] but none allowed in target environment}}
    %0 = spirv.GL.FAbs %x : f32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Int8, TensorsARM], [SPV_ARM_tensors, SPV_ARM_graph]>, #spirv.resource_limits<>>} {
  spirv.ARM.Graph @g(%arg0 : !spirv.arm.tensor<4xi8>) -> !spirv.arm.tensor<4xi8> {
    // expected-error @+1 {{'spirv.ARM.GraphOutputs' requires at least one capability in [GraphARM] but none allowed in target environment}}
    spirv.ARM.GraphOutputs %arg0 : !spirv.arm.tensor<4xi8>
  }
}
