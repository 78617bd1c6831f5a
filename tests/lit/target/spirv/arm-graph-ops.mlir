// The SPV_ARM_graph ops and tensor types in a binary: tensor types of static, dynamic
// and unranked shapes, graph entry points, graphs with their inputs, outputs and a
// graph constant, after a shader function. The installed SPIRV-Tools may predate these
// extensions, so the two binaries are compared through our deserializer:
// mlir-translate-22's binary reads back to the same module as ours, each deserializer
// reads the other's binary alike, and ours round-trips to the same bytes. (SPIRV-Tools
// 2025.5 validates both binaries for Vulkan 1.1.)

// RUN: %hlsl-translate --serialize-spirv %s -o %t.ours.spv
// RUN: %hlsl-translate --deserialize-spirv %t.ours.spv -o %t.back.mlir
// RUN: %hlsl-translate --serialize-spirv %t.back.mlir -o %t.again.spv
// RUN: cmp %t.ours.spv %t.again.spv
// RUN: FileCheck %s < %t.back.mlir

// REQUIRES: mlir-translate
// RUN: %mlir-translate --no-implicit-module --serialize-spirv %s -o %t.theirs.spv
// RUN: %hlsl-translate --deserialize-spirv %t.theirs.spv -o %t.from-theirs.mlir
// RUN: diff %t.back.mlir %t.from-theirs.mlir
// RUN: %mlir-translate --deserialize-spirv %t.ours.spv -o %t.theirs-reading-ours.mlir
// RUN: diff %t.back.mlir %t.theirs-reading-ours.mlir

// CHECK: spirv.module Logical Vulkan requires #spirv.vce<v1.3, [VulkanMemoryModel, Shader, Int8, Int16, TensorsARM, GraphARM], [SPV_ARM_tensors, SPV_ARM_graph, SPV_KHR_vulkan_memory_model]> {
// CHECK: spirv.GlobalVariable @input bind(0, 0) : !spirv.ptr<!spirv.arm.tensor<1x16x16x16xi8>, UniformConstant>
// CHECK: spirv.GlobalVariable @output bind(0, 1) : !spirv.ptr<!spirv.arm.tensor<1x16x16x16xi8>, UniformConstant>
// CHECK: spirv.GlobalVariable @weights bind(0, 2) : !spirv.ptr<!spirv.arm.tensor<2x3xi16>, UniformConstant>
// CHECK: spirv.GlobalVariable @a bind(1, 0) : !spirv.ptr<!spirv.arm.tensor<4xi8>, UniformConstant>
// CHECK: spirv.GlobalVariable @b bind(1, 1) : !spirv.ptr<!spirv.arm.tensor<4xi8>, UniformConstant>
// CHECK: spirv.GlobalVariable @dynamic bind(2, 0) : !spirv.ptr<!spirv.arm.tensor<?x?xf32>, UniformConstant>
// CHECK: spirv.func @shader() "None" {
// CHECK: spirv.Return
// CHECK: spirv.ARM.GraphEntryPoint @main, @input, @output, @weights
// CHECK: spirv.ARM.Graph @main(%arg0: !spirv.arm.tensor<1x16x16x16xi8>) -> (!spirv.arm.tensor<1x16x16x16xi8>, !spirv.arm.tensor<2x3xi16>) attributes {entry_point = true} {
// CHECK: %0 = spirv.ARM.GraphConstant {graph_constant_id = 42 : i32} : !spirv.arm.tensor<2x3xi16>
// CHECK: spirv.ARM.GraphOutputs %arg0, %0 : !spirv.arm.tensor<1x16x16x16xi8>, !spirv.arm.tensor<2x3xi16>
// CHECK: spirv.ARM.GraphEntryPoint @swap, @a, @b, @b, @a
// CHECK: spirv.ARM.Graph @swap(%arg0: !spirv.arm.tensor<4xi8>, %arg1: !spirv.arm.tensor<4xi8>) -> (!spirv.arm.tensor<4xi8>, !spirv.arm.tensor<4xi8>) attributes {entry_point = true} {
// CHECK: spirv.ARM.GraphOutputs %arg1, %arg0 : !spirv.arm.tensor<4xi8>, !spirv.arm.tensor<4xi8>
// CHECK: spirv.EntryPoint "GLCompute" @shader
// CHECK: spirv.ExecutionMode @shader "LocalSize", 1, 1, 1

spirv.module Logical Vulkan requires #spirv.vce<v1.3, [VulkanMemoryModel, Shader, Int8, Int16, TensorsARM, GraphARM], [SPV_ARM_tensors, SPV_ARM_graph, SPV_KHR_vulkan_memory_model]> {
  spirv.GlobalVariable @input bind(0, 0) : !spirv.ptr<!spirv.arm.tensor<1x16x16x16xi8>, UniformConstant>
  spirv.GlobalVariable @output bind(0, 1) : !spirv.ptr<!spirv.arm.tensor<1x16x16x16xi8>, UniformConstant>
  spirv.GlobalVariable @weights bind(0, 2) : !spirv.ptr<!spirv.arm.tensor<2x3xi16>, UniformConstant>
  spirv.GlobalVariable @a bind(1, 0) : !spirv.ptr<!spirv.arm.tensor<4xi8>, UniformConstant>
  spirv.GlobalVariable @b bind(1, 1) : !spirv.ptr<!spirv.arm.tensor<4xi8>, UniformConstant>
  spirv.GlobalVariable @dynamic bind(2, 0) : !spirv.ptr<!spirv.arm.tensor<?x?xf32>, UniformConstant>
  spirv.func @shader() "None" {
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @shader
  spirv.ExecutionMode @shader "LocalSize", 1, 1, 1
  spirv.ARM.GraphEntryPoint @main, @input, @output, @weights
  spirv.ARM.Graph @main(%arg0 : !spirv.arm.tensor<1x16x16x16xi8>) -> (!spirv.arm.tensor<1x16x16x16xi8>, !spirv.arm.tensor<2x3xi16>) attributes {entry_point = true} {
    %0 = spirv.ARM.GraphConstant {graph_constant_id = 42 : i32} : !spirv.arm.tensor<2x3xi16>
    spirv.ARM.GraphOutputs %arg0, %0 : !spirv.arm.tensor<1x16x16x16xi8>, !spirv.arm.tensor<2x3xi16>
  }
  spirv.ARM.GraphEntryPoint @swap, @a, @b, @b, @a
  spirv.ARM.Graph @swap(%arg0 : !spirv.arm.tensor<4xi8>, %arg1 : !spirv.arm.tensor<4xi8>) -> (!spirv.arm.tensor<4xi8>, !spirv.arm.tensor<4xi8>) attributes {entry_point = true} {
    spirv.ARM.GraphOutputs %arg1, %arg0 : !spirv.arm.tensor<4xi8>, !spirv.arm.tensor<4xi8>
  }
}
