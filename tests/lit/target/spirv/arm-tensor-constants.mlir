// A `spirv.Constant` of `!spirv.arm.tensor` type holds a `dense<...>` value
// (the ranked tensor type is shaped). It goes to a binary as nested
// OpConstantComposite rows (scalars at rank one) and comes back the same; a
// zero `spirv.EXT.ConstantCompositeReplicate` of tensor type goes out as
// OpConstantNull and comes back as a `dense` zero, as with mlir-translate-22,
// which also reads our binary to the same text.

// RUN: %hlsl-translate --no-implicit-module --test-spirv-roundtrip %s | FileCheck %s
// RUN: %hlsl-translate --no-implicit-module --serialize-spirv %s -o %t.spv
// RUN: %hlsl-translate --deserialize-spirv %t.spv -o %t.mlir
// RUN: %hlsl-translate --no-implicit-module --serialize-spirv %t.mlir -o %t.2.spv
// RUN: cmp %t.spv %t.2.spv
// RUN: %if mlir-translate %{ %mlir-translate --no-implicit-module --deserialize-spirv %t.spv | FileCheck %s %}
// RUN: %if mlir-translate %{ %mlir-translate --no-implicit-module --serialize-spirv %s -o %t.up.spv %}
// RUN: %if mlir-translate %{ %hlsl-translate --deserialize-spirv %t.up.spv | FileCheck %s %}

// CHECK-LABEL: spirv.func @rank1
// CHECK: spirv.Constant dense<[1, 2, 3]> : !spirv.arm.tensor<3xi32>
// CHECK-LABEL: spirv.func @rank3
// CHECK: spirv.Constant dense<{{\[}}{{\[}}[1, 2, 3], [4, 5, 6]], {{\[}}[7, 8, 9], [10, 11, 12]]]> : !spirv.arm.tensor<2x2x3xi32>
// CHECK-LABEL: spirv.func @splat
// CHECK: spirv.Constant dense<5.000000e-01> : !spirv.arm.tensor<2x3xf32>
// CHECK-LABEL: spirv.func @replicated_zero
// CHECK: spirv.Constant dense<0> : !spirv.arm.tensor<2x3xi32>

spirv.module Logical Vulkan requires #spirv.vce<v1.3, [VulkanMemoryModel, Shader, TensorsARM, Linkage, ReplicatedCompositesEXT], [SPV_KHR_vulkan_memory_model, SPV_ARM_tensors, SPV_EXT_replicated_composites]> {
  spirv.func @rank1() -> !spirv.arm.tensor<3xi32> "None" {
    %0 = spirv.Constant dense<[1, 2, 3]> : !spirv.arm.tensor<3xi32>
    spirv.ReturnValue %0 : !spirv.arm.tensor<3xi32>
  }
  spirv.func @rank3() -> !spirv.arm.tensor<2x2x3xi32> "None" {
    %0 = spirv.Constant dense<[[[1, 2, 3], [4, 5, 6]], [[7, 8, 9], [10, 11, 12]]]> : !spirv.arm.tensor<2x2x3xi32>
    spirv.ReturnValue %0 : !spirv.arm.tensor<2x2x3xi32>
  }
  spirv.func @splat() -> !spirv.arm.tensor<2x3xf32> "None" {
    %0 = spirv.Constant dense<0.5> : !spirv.arm.tensor<2x3xf32>
    spirv.ReturnValue %0 : !spirv.arm.tensor<2x3xf32>
  }
  spirv.func @replicated_zero() -> !spirv.arm.tensor<2x3xi32> "None" {
    %0 = spirv.EXT.ConstantCompositeReplicate [0 : i32] : !spirv.arm.tensor<2x3xi32>
    spirv.ReturnValue %0 : !spirv.arm.tensor<2x3xi32>
  }
}
