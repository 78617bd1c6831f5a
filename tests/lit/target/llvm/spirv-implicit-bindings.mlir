// With --spirv-implicit-bindings the implicit bindings stay clang's
// handlefromimplicitbinding(order_id, space, ...) and
// counterhandlefromimplicitbinding(main, order_id, space) calls
// (llvm/test/CodeGen/SPIRV/hlsl-resources/ImplicitBinding.ll,
// test_counters.ll), and LLVM's backend assigns them: for the module of
// spirv-accesses.mlir it picks the (set, binding) --convert-hlsl-to-spirv
// picks, Bytes at (0, 6) and the counter of Consume at (1, 1).

// REQUIRES: llvm-tools
// RUN: %hlsl-translate %S/spirv-accesses.mlir --hlsl-to-llvmir-spirv --spirv-implicit-bindings -o %t.ll
// RUN: FileCheck %s --input-file=%t.ll
// RUN: %opt -passes=verify -disable-output %t.ll
// RUN: %llc -mtriple=spirv1.6-unknown-vulkan1.3-compute -filetype=obj %t.ll -o %t.spv
// RUN: spirv-val --target-env vulkan1.3 %t.spv
// RUN: %llc -mtriple=spirv1.6-unknown-vulkan1.3-compute %t.ll -o - | FileCheck %s --check-prefix=SPV

// CHECK: %Bytes = call target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefromimplicitbinding.tspirv.VulkanBuffer_a0i32_12_1t(i32 0, i32 0, i32 1, i32 0, ptr @.str.1)
// CHECK: call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %Consume, i32 1, i32 1)
// The explicit counter of Structs keeps its binding.
// CHECK: @llvm.spv.resource.counterhandlefrombinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0s_struct.Rs_12_1t(target("spirv.VulkanBuffer", [0 x %struct.R], 12, 1) %Structs, i32 7, i32 0)

// SPV-DAG: OpName %[[BYTES:[0-9]+]] "Bytes"
// SPV-DAG: OpDecorate %[[BYTES]] DescriptorSet 0
// SPV-DAG: OpDecorate %[[BYTES]] Binding 6
// SPV-DAG: OpName %[[CC:[0-9]+]] "Consume.counter"
// SPV-DAG: OpDecorate %[[CC]] DescriptorSet 1
// SPV-DAG: OpDecorate %[[CC]] Binding 1
