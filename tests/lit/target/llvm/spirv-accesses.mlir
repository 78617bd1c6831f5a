// The hlsl ops as the LLVM 22 IR clang 22 emits for SPIR-V, exactly, with
// LLVM's overload mangling (opt-22 -passes=verify rejects a wrong one), and
// llc-22 compiles the module to a binary spirv-val accepts. Sources of each
// form:
// - types: clang/test/CodeGenHLSL/resources/StructuredBuffers-elementtype.hlsl
//   and RWStructuredBuffer-elementtype.hlsl (spirv.VulkanBuffer [0 x T], 12,
//   0|1 and the counter's i32, 12, 1), RWBuffer-imageformat.hlsl
//   (spirv.Image / spirv.SignedImage, Dim 5, Sampled 1|2, the UAV formats:
//   1 Rgba32f, 24 R32i), llvm/test/CodeGen/SPIRV/hlsl-resources/cbuffer.ll
//   (spirv.VulkanBuffer %__cblayout_*, 2, 0);
// - handles: StructuredBuffer.ll and test_counters.ll (handlefrombinding
//   (set, binding, range, index, name), counterhandlefrombinding(main,
//   binding, set), updatecounter with i8 1 / i8 -1), unbounded-arr.ll and
//   RWStructuredBufferDynamicIdx.ll (an array's range and index);
// - accesses: StructuredBuffer.ll (getpointer.p11 + load/store),
//   RWBuffer-subscript.hlsl and TypedBufferLoad.ll (getpointer of an image),
//   cbuffer.ll and cbuffer-peeled-array-minimal.ll (loads from the member
//   globals in addrspace(12), !hlsl.cbs);
// - system values: cbuffer-simple.ll (llvm.spv.thread.id.i32), clang's
//   CodeGenHLSL/semantics tests (group.id, thread.id.in.group,
//   flattened.thread.id.in.group).
// Bytes is implicit (order 0): it takes binding 6, the first one of set 0
// that no explicit binding holds, as --convert-hlsl-to-spirv gives it; the
// implicit counter of Consume takes set 1's first free binding, 1.

// REQUIRES: llvm-tools
// RUN: %hlsl-translate %s --hlsl-to-llvmir-spirv -o %t.ll
// RUN: FileCheck %s --input-file=%t.ll
// RUN: %llvm-as %t.ll -o /dev/null
// RUN: %opt -passes=verify -disable-output %t.ll
// RUN: %llc -mtriple=spirv1.6-unknown-vulkan1.3-compute -filetype=obj %t.ll -o %t.spv
// RUN: spirv-val --target-env vulkan1.3 %t.spv
// RUN: %llc -mtriple=spirv1.6-unknown-vulkan1.3-compute %t.ll -o - | FileCheck %s --check-prefix=SPV

!R = !hlsl.struct<"R", (i32, vector<4xf32>, i1)>
!C = !hlsl.struct<"C", (f32, vector<4xf32>, !hlsl.array<2 x vector<4xf32>>, f32)>

func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 8, 1, 1>} {
  %c0 = arith.constant 0 : i32
  %id = hlsl.system_value "SV_DispatchThreadID" : vector<3xi32>
  %gid = hlsl.system_value "SV_GroupID" : vector<3xi32>
  %tid = hlsl.system_value "SV_GroupThreadID" : vector<3xi32>
  %gi = hlsl.system_value "SV_GroupIndex" : i32
  %i = vector.extract %id[0] : i32 from vector<3xi32>
  %structs = hlsl.handlefrombinding "Structs"[%c0] space(0) lower_bound(2) range_size(1) : !hlsl.RWStructuredBuffer<!R>
  %v = hlsl.buffer.load %structs[%i] member [1] : !hlsl.handle<uav, !R, raw> -> vector<4xf32>
  %flag = hlsl.buffer.load %structs[%i] member [2] : !hlsl.handle<uav, !R, raw> -> i1
  %whole = hlsl.buffer.load %structs[%i] : !hlsl.handle<uav, !R, raw> -> !R
  hlsl.buffer.store %whole, %structs[%gi] : !R, !hlsl.handle<uav, !R, raw>
  hlsl.buffer.store %flag, %structs[%gi] member [2] : i1, !hlsl.handle<uav, !R, raw>
  %bytes = hlsl.handlefromimplicitbinding "Bytes"[%c0] order_id(0) space(0) range_size(1) : !hlsl.RWByteAddressBuffer
  %w = hlsl.buffer.load %bytes[%i] : !hlsl.handle<uav, i8, raw> -> vector<2xf32>
  hlsl.buffer.store %w, %bytes[%gi] : vector<2xf32>, !hlsl.handle<uav, i8, raw>
  %d = hlsl.buffer.load %bytes[%i] : !hlsl.handle<uav, i8, raw> -> i64
  hlsl.buffer.store %d, %bytes[%gi] : i64, !hlsl.handle<uav, i8, raw>
  %typed = hlsl.handlefrombinding "Typed"[%c0] space(3) lower_bound(5) range_size(1) : !hlsl.RWBuffer<vector<4xf32>>
  %t = hlsl.buffer.load %typed[%i] : !hlsl.handle<uav, vector<4xf32>, dim = buffer> -> vector<4xf32>
  hlsl.buffer.store %t, %typed[%gi] : vector<4xf32>, !hlsl.handle<uav, vector<4xf32>, dim = buffer>
  %ints = hlsl.handlefrombinding "Ints"[%c0] space(3) lower_bound(6) range_size(1) : !hlsl.RWBuffer<si32>
  %n = hlsl.buffer.load %ints[%i] : !hlsl.handle<uav, si32, dim = buffer> -> i32
  %scale = hlsl.handlefrombinding "Scale"[%c0] space(0) lower_bound(1) range_size(1) : !hlsl.Buffer<f32>
  %s = hlsl.buffer.load %scale[%i] : !hlsl.handle<srv, f32, dim = buffer> -> f32
  %consume = hlsl.handlefrombinding "Consume"[%c0] space(1) lower_bound(0) range_size(1) : !hlsl.ConsumeStructuredBuffer<i32>
  %cc = hlsl.counterhandlefromimplicitbinding %consume order_id(1) space(1) : !hlsl.ConsumeStructuredBuffer<i32>
  %slot = hlsl.updatecounter %cc delta(-1) : !hlsl.handle<uav, i32, raw, counter>
  %x = hlsl.buffer.load %consume[%slot] : !hlsl.handle<uav, i32, raw> -> i32
  %sc = hlsl.counterhandlefrombinding %structs binding(7) space(0) : !hlsl.RWStructuredBuffer<!R>
  %up = hlsl.updatecounter %sc delta(1) : !hlsl.handle<uav, !R, raw, counter>
  %params = hlsl.handlefrombinding "Params"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.cbuffer<!C>
  %p0 = hlsl.cbuffer.load %params member [1] : !hlsl.handle<cbuffer, !C, row> -> vector<4xf32>
  %p1 = hlsl.cbuffer.load %params member [3] : !hlsl.handle<cbuffer, !C, row> -> f32
  %p2 = hlsl.cbuffer.load %params member [2, 1] : !hlsl.handle<cbuffer, !C, row> -> vector<4xf32>
  %j = vector.extract %gid[1] : i32 from vector<3xi32>
  %array = hlsl.handlefrombinding "Array"[%j] space(2) lower_bound(0) range_size(4) : !hlsl.RWStructuredBuffer<f32>
  hlsl.buffer.store %p1, %array[%n] : f32, !hlsl.handle<uav, f32, raw>
  %tex = hlsl.handlefrombinding "Line"[%c0] space(0) lower_bound(3) range_size(1) : !hlsl.RWTexture1D<vector<4xf32>>
  %texel = hlsl.texture.load %tex[%i] : !hlsl.handle<uav, vector<4xf32>, dim = 1d>, i32 -> vector<4xf32>
  hlsl.texture.store %texel, %tex[%gi] : vector<4xf32>, !hlsl.handle<uav, vector<4xf32>, dim = 1d>, i32
  %smp = hlsl.handlefrombinding "Smp"[%c0] space(0) lower_bound(4) range_size(1) : !hlsl.SamplerState
  %tex2 = hlsl.handlefrombinding "Tex"[%c0] space(0) lower_bound(5) range_size(1) : !hlsl.Texture2D<vector<4xf32>>
  return
}

// CHECK: target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
// CHECK: target triple = "spirv1.6-unknown-vulkan1.3-compute"
// CHECK: %struct.R = type { i32, <4 x float>, i32 }
// CHECK: %__cblayout_C = type <{ float, target("spirv.Padding", 12), <4 x float>, [2 x <4 x float>], float }>
// CHECK: @.str = private unnamed_addr constant [8 x i8] c"Structs\00", align 1
// CHECK: @Params.cb = local_unnamed_addr global target("spirv.VulkanBuffer", %__cblayout_C, 2, 0) poison
// CHECK: @Params.m0 = external hidden local_unnamed_addr addrspace(12) global float, align 4
// CHECK: @Params.m1 = external hidden local_unnamed_addr addrspace(12) global <4 x float>, align 16
// CHECK: @Params.m2 = external hidden local_unnamed_addr addrspace(12) global [2 x <4 x float>], align 16
// CHECK: @Params.m3 = external hidden local_unnamed_addr addrspace(12) global float, align 4
// CHECK: @Params.str = private unnamed_addr constant [7 x i8] c"Params\00", align 1
// CHECK-LABEL: define void @main() #0 {
// CHECK-NEXT: entry:
// CHECK-NEXT: %0 = call i32 @llvm.spv.thread.id.i32(i32 0)
// CHECK-NEXT: %1 = insertelement <3 x i32> poison, i32 %0, i64 0
// CHECK: %6 = call i32 @llvm.spv.group.id.i32(i32 0)
// CHECK: %12 = call i32 @llvm.spv.thread.id.in.group.i32(i32 0)
// CHECK: %18 = call i32 @llvm.spv.flattened.thread.id.in.group()
// CHECK-NEXT: %19 = extractelement <3 x i32> %5, i64 0
// CHECK-NEXT: %Structs = call target("spirv.VulkanBuffer", [0 x %struct.R], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0s_struct.Rs_12_1t(i32 0, i32 2, i32 1, i32 0, ptr @.str)
// CHECK-NEXT: %20 = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0s_struct.Rs_12_1t(target("spirv.VulkanBuffer", [0 x %struct.R], 12, 1) %Structs, i32 %19)
// CHECK-NEXT: %21 = getelementptr inbounds %struct.R, ptr addrspace(11) %20, i32 0, i32 1
// CHECK-NEXT: %22 = load <4 x float>, ptr addrspace(11) %21
// A bool member is an i32 in memory.
// CHECK: %24 = getelementptr inbounds %struct.R, ptr addrspace(11) %23, i32 0, i32 2
// CHECK-NEXT: %25 = load i32, ptr addrspace(11) %24
// CHECK-NEXT: %26 = icmp ne i32 %25, 0
// A whole element moves member by member.
// CHECK: %30 = insertvalue %struct.R poison, i32 %29, 0
// CHECK: %33 = insertvalue %struct.R %30, <4 x float> %32, 1
// CHECK: %36 = insertvalue %struct.R %33, i32 %35, 2
// CHECK: %38 = extractvalue %struct.R %36, 0
// CHECK-NEXT: %39 = getelementptr inbounds %struct.R, ptr addrspace(11) %37, i32 0, i32 0
// CHECK-NEXT: store i32 %38, ptr addrspace(11) %39
// CHECK: %45 = zext i1 %26 to i32
// Byte-address buffers move 32-bit words of [0 x i32].
// CHECK: %Bytes = call target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32 0, i32 6, i32 1, i32 0, ptr @.str.1)
// CHECK-NEXT: %47 = lshr i32 %19, 2
// CHECK-NEXT: %48 = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %Bytes, i32 %47)
// CHECK-NEXT: %49 = load i32, ptr addrspace(11) %48
// CHECK-NEXT: %50 = bitcast i32 %49 to float
// CHECK-NEXT: %51 = insertelement <2 x float> poison, float %50, i64 0
// CHECK-NEXT: %52 = add i32 %47, 1
// CHECK: %59 = bitcast float %58 to i32
// CHECK: %73 = shl i64 %72, 32
// CHECK-NEXT: %74 = or i64 %71, %73
// CHECK: %Typed = call target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32 3, i32 5, i32 1, i32 0, ptr @.str.2)
// CHECK-NEXT: %82 = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_1t(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %Typed, i32 %19)
// CHECK-NEXT: %83 = load <4 x float>, ptr addrspace(11) %82
// CHECK: store <4 x float> %83, ptr addrspace(11) %84
// CHECK-NEXT: %Ints = call target("spirv.SignedImage", i32, 5, 2, 0, 0, 2, 24) @llvm.spv.resource.handlefrombinding.tspirv.SignedImage_i32_5_2_0_0_2_24t(i32 3, i32 6, i32 1, i32 0, ptr @.str.3)
// CHECK: %Scale = call target("spirv.Image", float, 5, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_1_0t(i32 0, i32 1, i32 1, i32 0, ptr @.str.4)
// CHECK: %Consume = call target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32 1, i32 0, i32 1, i32 0, ptr @.str.5)
// CHECK-NEXT: %89 = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefrombinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %Consume, i32 1, i32 1)
// CHECK-NEXT: %90 = call i32 @llvm.spv.resource.updatecounter.tspirv.VulkanBuffer_i32_12_1t(target("spirv.VulkanBuffer", i32, 12, 1) %89, i8 -1)
// CHECK: %93 = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefrombinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0s_struct.Rs_12_1t(target("spirv.VulkanBuffer", [0 x %struct.R], 12, 1) %Structs, i32 7, i32 0)
// CHECK-NEXT: %94 = call i32 @llvm.spv.resource.updatecounter.tspirv.VulkanBuffer_i32_12_1t(target("spirv.VulkanBuffer", i32, 12, 1) %93, i8 1)
// CHECK-NEXT: %Params.cb_h = call target("spirv.VulkanBuffer", %__cblayout_C, 2, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_s___cblayout_Cs_2_0t(i32 0, i32 0, i32 1, i32 0, ptr @Params.str)
// CHECK-NEXT: store target("spirv.VulkanBuffer", %__cblayout_C, 2, 0) %Params.cb_h, ptr @Params.cb
// CHECK-NEXT: %95 = load <4 x float>, ptr addrspace(12) @Params.m1
// CHECK-NEXT: %96 = load float, ptr addrspace(12) @Params.m3
// CHECK-NEXT: %97 = getelementptr inbounds [2 x <4 x float>], ptr addrspace(12) @Params.m2, i32 0, i32 1
// CHECK-NEXT: %98 = load <4 x float>, ptr addrspace(12) %97
// CHECK-NEXT: %99 = extractelement <3 x i32> %11, i64 1
// CHECK-NEXT: %Array = call target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32 2, i32 0, i32 4, i32 %99, ptr @.str.6)
// CHECK: %Line = call target("spirv.Image", float, 0, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_0_2_0_0_2_1t(i32 0, i32 3, i32 1, i32 0, ptr @.str.7)
// CHECK-NEXT: %101 = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_0_2_0_0_2_1t(target("spirv.Image", float, 0, 2, 0, 0, 2, 1) %Line, i32 %19)
// CHECK-NEXT: %102 = load <4 x float>, ptr addrspace(11) %101
// CHECK: %Smp = call target("spirv.Sampler") @llvm.spv.resource.handlefrombinding.tspirv.Samplert(i32 0, i32 4, i32 1, i32 0, ptr @.str.8)
// CHECK-NEXT: %Tex = call target("spirv.Image", float, 1, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_1_2_0_0_1_0t(i32 0, i32 5, i32 1, i32 0, ptr @.str.9)
// CHECK-NEXT: ret void
// CHECK: declare i32 @llvm.spv.thread.id.i32(i32)
// CHECK: declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0s_struct.Rs_12_1t(target("spirv.VulkanBuffer", [0 x %struct.R], 12, 1), i32)
// CHECK: attributes #0 = { "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" }
// CHECK: !hlsl.cbs = !{!0}
// CHECK-NEXT: !0 = !{ptr @Params.cb, ptr addrspace(12) @Params.m0, ptr addrspace(12) @Params.m1, ptr addrspace(12) @Params.m2, ptr addrspace(12) @Params.m3}

// SPV-DAG: OpName %[[BYTES:[0-9]+]] "Bytes"
// SPV-DAG: OpDecorate %[[BYTES]] Binding 6
// SPV-DAG: OpName %[[CC:[0-9]+]] "Consume.counter"
// SPV-DAG: OpDecorate %[[CC]] DescriptorSet 1
// SPV-DAG: OpDecorate %[[CC]] Binding 1
// SPV-DAG: OpMemberDecorate %{{[0-9]+}} 3 Offset 32
// SPV-DAG: OpMemberDecorate %{{[0-9]+}} 4 Offset 64
// SPV-DAG: OpTypeImage %{{[0-9]+}} 1D 2 0 0 2 Rgba32f
