// Every kernel of conversion/hlsl-to-spirv/kernels exported with
// --hlsl-to-llvmir-spirv compiles with LLVM 22's SPIR-V backend
// (llc-22 -mtriple=spirv1.6-unknown-vulkan1.3-compute) to a binary
// spirv-val accepts for Vulkan 1.3, with each resource at the
// (set, binding) --convert-hlsl-to-spirv gives it (the counter of Out at its
// [[vk::counter_binding]] 2; LLVM names it Out.counter). The Vulkan runs of
// the same binaries are targets/llvm-ir/tests/vulkan.rs.
// Expected forms: llvm/test/CodeGen/SPIRV/hlsl-resources/StructuredBuffer.ll
// (getpointer + load/store), test_counters.ll (counter handles,
// updatecounter), cbuffer.ll (member globals, !hlsl.cbs), TypedBufferLoad.ll
// (getpointer of a spirv.Image: OpImageFetch for SRVs).

// REQUIRES: llvm-tools
// RUN: %hlsl-translate %S/../../conversion/hlsl-to-spirv/kernels/append-filter.mlir --hlsl-to-llvmir-spirv -o %t.append.ll
// RUN: %opt -passes=verify -disable-output %t.append.ll
// RUN: %llc -mtriple=spirv1.6-unknown-vulkan1.3-compute -filetype=obj %t.append.ll -o %t.append.spv && spirv-val --target-env vulkan1.3 %t.append.spv
// RUN: FileCheck %s --check-prefix=APPEND --input-file=%t.append.ll
// RUN: %llc -mtriple=spirv1.6-unknown-vulkan1.3-compute %t.append.ll -o - | FileCheck %s --check-prefix=APPEND-SPV
// RUN: %hlsl-translate %S/../../conversion/hlsl-to-spirv/kernels/byte-address-buffer.mlir --hlsl-to-llvmir-spirv -o %t.bytes.ll
// RUN: %llc -mtriple=spirv1.6-unknown-vulkan1.3-compute -filetype=obj %t.bytes.ll -o %t.bytes.spv && spirv-val --target-env vulkan1.3 %t.bytes.spv
// RUN: %hlsl-translate %S/../../conversion/hlsl-to-spirv/kernels/cbuffer-params.mlir --hlsl-to-llvmir-spirv -o %t.cbuffer.ll
// RUN: %llc -mtriple=spirv1.6-unknown-vulkan1.3-compute -filetype=obj %t.cbuffer.ll -o %t.cbuffer.spv && spirv-val --target-env vulkan1.3 %t.cbuffer.spv
// RUN: FileCheck %s --check-prefix=CBUFFER --input-file=%t.cbuffer.ll
// RUN: %hlsl-translate %S/../../conversion/hlsl-to-spirv/kernels/loop-and-branch.mlir --hlsl-to-llvmir-spirv -o %t.loop.ll
// RUN: %llc -mtriple=spirv1.6-unknown-vulkan1.3-compute -filetype=obj %t.loop.ll -o %t.loop.spv && spirv-val --target-env vulkan1.3 %t.loop.spv
// RUN: %llc -mtriple=spirv1.6-unknown-vulkan1.3-compute %t.loop.ll -o - | FileCheck %s --check-prefix=LOOP-SPV
// RUN: %hlsl-translate %S/../../conversion/hlsl-to-spirv/kernels/structured-buffer-transform.mlir --hlsl-to-llvmir-spirv -o %t.particles.ll
// RUN: %llc -mtriple=spirv1.6-unknown-vulkan1.3-compute -filetype=obj %t.particles.ll -o %t.particles.spv && spirv-val --target-env vulkan1.3 %t.particles.spv
// RUN: FileCheck %s --check-prefix=PARTICLES --input-file=%t.particles.ll
// RUN: %llc -mtriple=spirv1.6-unknown-vulkan1.3-compute %t.particles.ll -o - | FileCheck %s --check-prefix=PARTICLES-SPV
// RUN: %hlsl-translate %S/../../conversion/hlsl-to-spirv/kernels/typed-buffer.mlir --hlsl-to-llvmir-spirv -o %t.typed.ll
// RUN: %llc -mtriple=spirv1.6-unknown-vulkan1.3-compute -filetype=obj %t.typed.ll -o %t.typed.spv && spirv-val --target-env vulkan1.3 %t.typed.spv
// RUN: %llc -mtriple=spirv1.6-unknown-vulkan1.3-compute %t.typed.ll -o - | FileCheck %s --check-prefix=TYPED-SPV

// APPEND: target triple = "spirv1.6-unknown-vulkan1.3-compute"
// APPEND-LABEL: define void @main() #0 {
// APPEND: %In = call target("spirv.VulkanBuffer", [0 x i32], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_0t(i32 0, i32 0, i32 1, i32 0, ptr @.str)
// APPEND: %Out = call target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32 0, i32 1, i32 1, i32 0, ptr @.str.1)
// APPEND: %[[COUNTER:[0-9]+]] = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefrombinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %Out, i32 2, i32 0)
// APPEND: if.then:
// APPEND-NEXT: %[[SLOT:[0-9]+]] = call i32 @llvm.spv.resource.updatecounter.tspirv.VulkanBuffer_i32_12_1t(target("spirv.VulkanBuffer", i32, 12, 1) %[[COUNTER]], i8 1)
// APPEND-NEXT: %[[PTR:[0-9]+]] = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %Out, i32 %[[SLOT]])
// APPEND-NEXT: store i32 %{{[0-9]+}}, ptr addrspace(11) %[[PTR]]
// APPEND: attributes #0 = { "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" }

// APPEND-SPV-DAG: OpName %[[IN:[0-9]+]] "In"
// APPEND-SPV-DAG: OpName %[[OUT:[0-9]+]] "Out"
// APPEND-SPV-DAG: OpName %[[C:[0-9]+]] "Out.counter"
// APPEND-SPV-DAG: OpDecorate %[[IN]] DescriptorSet 0
// APPEND-SPV-DAG: OpDecorate %[[IN]] Binding 0
// APPEND-SPV-DAG: OpDecorate %[[OUT]] Binding 1
// APPEND-SPV-DAG: OpDecorate %[[C]] DescriptorSet 0
// APPEND-SPV-DAG: OpDecorate %[[C]] Binding 2
// APPEND-SPV: OpAtomicIAdd

// CBUFFER: %__cblayout_Params = type <{ float, float, i32, i32 }>
// CBUFFER: @Params.cb = local_unnamed_addr global target("spirv.VulkanBuffer", %__cblayout_Params, 2, 0) poison
// CBUFFER: @Params.m2 = external hidden local_unnamed_addr addrspace(12) global i32, align 4
// CBUFFER: %Params.cb_h = call target("spirv.VulkanBuffer", %__cblayout_Params, 2, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_s___cblayout_Paramss_2_0t(i32 0, i32 0, i32 1, i32 0, ptr @Params.str)
// CBUFFER-NEXT: store target("spirv.VulkanBuffer", %__cblayout_Params, 2, 0) %Params.cb_h, ptr @Params.cb
// CBUFFER: load i32, ptr addrspace(12) @Params.m2
// CBUFFER: %[[NEGATE:[0-9]+]] = load i32, ptr addrspace(12) @Params.m3
// CBUFFER-NEXT: icmp ne i32 %[[NEGATE]], 0
// CBUFFER: !hlsl.cbs = !{!0}
// CBUFFER: !0 = !{ptr @Params.cb, ptr addrspace(12) @Params.m0, ptr addrspace(12) @Params.m1, ptr addrspace(12) @Params.m2, ptr addrspace(12) @Params.m3}

// LOOP-SPV: OpLoopMerge
// LOOP-SPV: OpSelectionMerge

// The float3 of Particle is [3 x float] in memory, so that LLVM places mass
// at 12 and the element stride is 16, as HLSL's layout has them.
// PARTICLES: %struct.Particle = type { <3 x float>, float }
// PARTICLES: %struct.Particle.0 = type { [3 x float], float }
// PARTICLES: %In = call target("spirv.VulkanBuffer", [0 x %struct.Particle.0], 12, 0)
// PARTICLES: getelementptr inbounds %struct.Particle.0, ptr addrspace(11) %{{[0-9]+}}, i32 0, i32 0, i32 2
// PARTICLES-SPV-DAG: OpName %[[P:[0-9]+]] "struct.Particle.0"
// PARTICLES-SPV-DAG: OpDecorate %{{[0-9]+}} ArrayStride 16
// PARTICLES-SPV-DAG: OpMemberDecorate %[[P]] 1 Offset 12

// TYPED-SPV-DAG: OpTypeImage %{{[0-9]+}} Buffer 2 0 0 2 Rgba32f
// TYPED-SPV-DAG: OpTypeImage %{{[0-9]+}} Buffer 2 0 0 1 Unknown
// TYPED-SPV: OpImageFetch
// TYPED-SPV: OpImageWrite
