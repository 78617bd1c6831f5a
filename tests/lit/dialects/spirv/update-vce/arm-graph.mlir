// spirv-update-vce on the SPV_ARM_graph ops and tensor types: as MLIR 22 declares them,
// GraphARM and SPV_ARM_graph for the graph ops, TensorsARM and SPV_ARM_tensors for
// tensor types, with TensorsARM implying Int8 and GraphARM implying TensorsARM.

// RUN: %hlsl-opt %s --split-input-file --spirv-update-vce | FileCheck %s

// Upstream cross-check: mlir-opt-22 deduces the same triples and prints the same text.
// REQUIRES: mlir-opt
// RUN: %hlsl-opt %s --split-input-file --spirv-update-vce > %t.ours
// RUN: %mlir-opt %s --split-input-file --spirv-update-vce > %t.theirs
// RUN: diff %t.ours %t.theirs

// CHECK: requires #spirv.vce<v1.0, [GraphARM, TensorsARM, Shader, Int8, Matrix], [SPV_ARM_graph, SPV_ARM_tensors]>
// CHECK: requires #spirv.vce<v1.0, [Shader, TensorsARM, Matrix, Int8], [SPV_ARM_tensors]>
// CHECK: requires #spirv.vce<v1.0, [Int16, TensorsARM, Shader, Int8, Matrix], [SPV_ARM_tensors]>

spirv.module Logical GLSL450 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader, Int8, Int16, Float16, TensorsARM, GraphARM], [SPV_ARM_tensors, SPV_ARM_graph]>, #spirv.resource_limits<>>} {
  spirv.ARM.Graph @g(%arg0 : !spirv.arm.tensor<4xf32>) -> !spirv.arm.tensor<4xf32> {
    %0 = spirv.ARM.GraphConstant {graph_constant_id = 1 : i32} : !spirv.arm.tensor<4xf32>
    spirv.ARM.GraphOutputs %0 : !spirv.arm.tensor<4xf32>
  }
}

// -----

spirv.module Logical GLSL450 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader, Int8, Int16, Float16, TensorsARM, GraphARM], [SPV_ARM_tensors, SPV_ARM_graph]>, #spirv.resource_limits<>>} {
  spirv.GlobalVariable @u : !spirv.ptr<f32, Private>
  spirv.GlobalVariable @t bind(0, 0) : !spirv.ptr<!spirv.arm.tensor<4xf32>, UniformConstant>
}

// -----

spirv.module Logical GLSL450 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader, Int8, Int16, Float16, TensorsARM, GraphARM], [SPV_ARM_tensors, SPV_ARM_graph]>, #spirv.resource_limits<>>} {
  spirv.GlobalVariable @t bind(0, 0) : !spirv.ptr<!spirv.arm.tensor<*xi16>, UniformConstant>
}
