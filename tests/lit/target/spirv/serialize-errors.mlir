// What cannot be serialized is reported at the op, as mlir-translate does.

// RUN: %hlsl-translate --serialize-spirv --split-input-file --verify-diagnostics %s

// expected-error @below {{module must have 'vce_triple' attribute to be serializeable}}
spirv.module Logical GLSL450 {
}

// -----

spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> {
  // expected-error @below {{unhandled decoration NonWritable with value "x"}}
  spirv.GlobalVariable @v {non_writable = "x"} : !spirv.ptr<f32, Private>
}

// -----

spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> {
  // expected-error @below {{invalid built_in attribute Bogus}}
  spirv.GlobalVariable @v {built_in = "Bogus"} : !spirv.ptr<f32, Input>
}

// -----

// A block no path from the entry reaches is not serialized; a phi cannot take
// a value from it.
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> {
  spirv.func @f(%x: i32) "None" {
    spirv.Branch ^exit(%x : i32)
  ^dead:
    // expected-error @below {{'spirv.Branch' op is not reachable from the function's entry block}}
    spirv.Branch ^exit(%x : i32)
  ^exit(%v: i32):
    spirv.Return
  }
}

// -----

// An OpDecorateId operand must be defined before the variable it decorates,
// which a cycle cannot satisfy.
spirv.module Logical GLSL450 requires #spirv.vce<v1.4, [Shader], []> {
  // expected-error @below {{'spirv.GlobalVariable' op is part of a cycle of <id> decorations (counter_buffer)}}
  spirv.GlobalVariable @a bind(0, 0) {counter_buffer = @b} : !spirv.ptr<!spirv.struct<(i32 [0]), Block>, StorageBuffer>
  spirv.GlobalVariable @b bind(0, 1) {counter_buffer = @a} : !spirv.ptr<!spirv.struct<(i32 [0]), Block>, StorageBuffer>
}

// -----

// SPIR-V has no graph declarations.
spirv.module Logical Vulkan requires #spirv.vce<v1.3, [VulkanMemoryModel, Int8, TensorsARM, GraphARM], [SPV_ARM_tensors, SPV_ARM_graph]> {
  // expected-error @below {{cannot serialize a graph without a body}}
  spirv.ARM.Graph @declaration(!spirv.arm.tensor<4xi8>) -> !spirv.arm.tensor<4xi8>
}
