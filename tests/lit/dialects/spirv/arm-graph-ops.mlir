// The SPV_ARM_graph ops and the !spirv.arm.tensor type in MLIR 22's custom form: ranked,
// dynamic and unranked tensors, a graph entry point, graphs with and without inputs,
// graph constants, argument attributes and a graph declaration.

// RUN: %hlsl-opt %s | FileCheck %s
// RUN: %hlsl-opt %s | %hlsl-opt | FileCheck %s
// RUN: %hlsl-opt %s --mlir-print-op-generic | %hlsl-opt | FileCheck %s

// Upstream cross-checks: the same custom and generic text as mlir-opt-22, and each
// tool reads the other's custom form. (MLIR 22 cannot read a graph's generic form
// back, its own included: docs/spirv-beyond-mlir-22.md.)
// REQUIRES: mlir-opt
// RUN: %hlsl-opt %s > %t.ours
// RUN: %mlir-opt %s > %t.theirs
// RUN: diff %t.ours %t.theirs
// RUN: %hlsl-opt %s --mlir-print-op-generic > %t.ours.generic
// RUN: %mlir-opt %s --mlir-print-op-generic > %t.theirs.generic
// RUN: diff %t.ours.generic %t.theirs.generic
// RUN: %hlsl-opt %s | %mlir-opt > %t.upstream-reads-ours
// RUN: diff %t.upstream-reads-ours %t.theirs
// RUN: %mlir-opt %s | %hlsl-opt --mlir-print-op-generic > %t.ours-reads-upstream
// RUN: diff %t.ours-reads-upstream %t.theirs.generic

// CHECK-LABEL: spirv.module Logical Vulkan requires #spirv.vce<v1.3, [VulkanMemoryModel, Shader, Int8, Int16, TensorsARM, GraphARM], [SPV_ARM_tensors, SPV_ARM_graph, SPV_KHR_vulkan_memory_model]> {
// CHECK-NEXT: spirv.GlobalVariable @ranked bind(0, 0) : !spirv.ptr<!spirv.arm.tensor<1x16x16x16xi8>, UniformConstant>
// CHECK-NEXT: spirv.GlobalVariable @dynamic bind(0, 1) : !spirv.ptr<!spirv.arm.tensor<?x?xi16>, UniformConstant>
// CHECK-NEXT: spirv.GlobalVariable @unranked bind(0, 2) : !spirv.ptr<!spirv.arm.tensor<*xf32>, UniformConstant>
// CHECK-NEXT: spirv.GlobalVariable @out bind(0, 3) : !spirv.ptr<!spirv.arm.tensor<2x3xi16>, UniformConstant>
// CHECK-NEXT: spirv.ARM.GraphEntryPoint @main, @ranked, @ranked, @out
// CHECK-NEXT: spirv.ARM.Graph @main(%arg0: !spirv.arm.tensor<1x16x16x16xi8>) -> (!spirv.arm.tensor<1x16x16x16xi8>, !spirv.arm.tensor<2x3xi16>) attributes {entry_point = true} {
// CHECK-NEXT: %0 = spirv.ARM.GraphConstant {graph_constant_id = 42 : i32} : !spirv.arm.tensor<2x3xi16>
// CHECK-NEXT: spirv.ARM.GraphOutputs %arg0, %0 : !spirv.arm.tensor<1x16x16x16xi8>, !spirv.arm.tensor<2x3xi16>
// CHECK-NEXT: }
// CHECK-NEXT: spirv.ARM.Graph @two_inputs(%arg0: !spirv.arm.tensor<14x19xi16>, %arg1: !spirv.arm.tensor<14x19xi16> {foo.bar}) -> !spirv.arm.tensor<14x19xi16> {
// CHECK-NEXT: spirv.ARM.GraphOutputs %arg1 : !spirv.arm.tensor<14x19xi16>
// CHECK-NEXT: }
// CHECK-NEXT: spirv.ARM.Graph @no_inputs() -> !spirv.arm.tensor<2x3xi16> {
// CHECK-NEXT: %0 = spirv.ARM.GraphConstant {graph_constant_id = 7 : i32} : !spirv.arm.tensor<2x3xi16>
// CHECK-NEXT: spirv.ARM.GraphOutputs %0 : !spirv.arm.tensor<2x3xi16>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: spirv.ARM.Graph @declaration(!spirv.arm.tensor<4xi8>) -> !spirv.arm.tensor<4xi8>
// CHECK-NEXT: }

spirv.module Logical Vulkan requires #spirv.vce<v1.3, [VulkanMemoryModel, Shader, Int8, Int16, TensorsARM, GraphARM], [SPV_ARM_tensors, SPV_ARM_graph, SPV_KHR_vulkan_memory_model]> {
  spirv.GlobalVariable @ranked bind(0, 0) : !spirv.ptr<!spirv.arm.tensor<1x16x16x16xi8>, UniformConstant>
  spirv.GlobalVariable @dynamic bind(0, 1) : !spirv.ptr<!spirv.arm.tensor<?x?xi16>, UniformConstant>
  spirv.GlobalVariable @unranked bind(0, 2) : !spirv.ptr<!spirv.arm.tensor<*xf32>, UniformConstant>
  spirv.GlobalVariable @out bind(0, 3) : !spirv.ptr<!spirv.arm.tensor<2x3xi16>, UniformConstant>
  spirv.ARM.GraphEntryPoint @main, @ranked, @ranked, @out
  spirv.ARM.Graph @main(%arg0 : !spirv.arm.tensor<1x16x16x16xi8>) -> (!spirv.arm.tensor<1x16x16x16xi8>, !spirv.arm.tensor<2x3xi16>) attributes {entry_point = true} {
    %0 = spirv.ARM.GraphConstant {graph_constant_id = 42 : i32} : !spirv.arm.tensor<2x3xi16>
    spirv.ARM.GraphOutputs %arg0, %0 : !spirv.arm.tensor<1x16x16x16xi8>, !spirv.arm.tensor<2x3xi16>
  }
  spirv.ARM.Graph @two_inputs(%arg0 : !spirv.arm.tensor<14x19xi16>, %arg1 : !spirv.arm.tensor<14x19xi16> {foo.bar}) -> !spirv.arm.tensor<14x19xi16> {
    spirv.ARM.GraphOutputs %arg1 : !spirv.arm.tensor<14x19xi16>
  }
  spirv.ARM.Graph @no_inputs() -> !spirv.arm.tensor<2x3xi16> {
    %0 = spirv.ARM.GraphConstant { graph_constant_id = 7 : i32 } : !spirv.arm.tensor<2x3xi16>
    spirv.ARM.GraphOutputs %0 : !spirv.arm.tensor<2x3xi16>
  }
}

// A graph declaration (which SPIR-V cannot hold, so outside the spirv.module).
spirv.ARM.Graph @declaration(!spirv.arm.tensor<4xi8>) -> !spirv.arm.tensor<4xi8>
