// A compute kernel: the logical layout sections in order, OpName for the
// symbols, decorations from the type and the variables' attributes, and a
// header whose generator word is 0 in its high 16 bits.

// RUN: %hlsl-translate --serialize-spirv %s -o %t.spv
// RUN: spirv-val --target-env vulkan1.1 %t.spv
// RUN: spirv-dis %t.spv | FileCheck %s

// Serialize -> deserialize -> serialize is a fixed point.
// RUN: %hlsl-translate --deserialize-spirv %t.spv -o %t.mlir
// RUN: %hlsl-translate --serialize-spirv %t.mlir -o %t.2.spv
// RUN: cmp %t.spv %t.2.spv

// CHECK:      ; Version: 1.3
// CHECK-NEXT: ; Generator: {{.*}}; 1
// CHECK-NEXT: ; Bound: 24
// CHECK:      OpCapability Shader
// CHECK-NEXT: OpMemoryModel Logical GLSL450
// CHECK-NEXT: OpEntryPoint GLCompute %main "main" %gid
// CHECK-NEXT: OpExecutionMode %main LocalSize 64 1 1
// CHECK-NEXT: OpName %data "data"
// CHECK-NEXT: OpName %gid "gid"
// CHECK-NEXT: OpName %main "main"
// CHECK-NEXT: OpDecorate %_runtimearr_float ArrayStride 4
// CHECK-NEXT: OpMemberDecorate %[[S:.*]] 0 Offset 0
// CHECK-NEXT: OpDecorate %[[S]] Block
// CHECK-NEXT: OpDecorate %data Binding 3
// CHECK-NEXT: OpDecorate %data DescriptorSet 1
// CHECK-NEXT: OpDecorate %gid BuiltIn GlobalInvocationId
// CHECK-NEXT: %float = OpTypeFloat 32
// CHECK-NEXT: %_runtimearr_float = OpTypeRuntimeArray %float
// CHECK-NEXT: %[[S]] = OpTypeStruct %_runtimearr_float
// CHECK-NEXT: %[[PS:.*]] = OpTypePointer StorageBuffer %[[S]]
// CHECK-NEXT: %data = OpVariable %[[PS]] StorageBuffer
// CHECK-NEXT: %uint = OpTypeInt 32 0
// CHECK-NEXT: %v3uint = OpTypeVector %uint 3
// CHECK-NEXT: %_ptr_Input_v3uint = OpTypePointer Input %v3uint
// CHECK-NEXT: %gid = OpVariable %_ptr_Input_v3uint Input
// CHECK-NEXT: %void = OpTypeVoid
// CHECK-NEXT: %[[FN:.*]] = OpTypeFunction %void
// CHECK-NEXT: %_ptr_StorageBuffer_float = OpTypePointer StorageBuffer %float
// CHECK-NEXT: %uint_0 = OpConstant %uint 0
// CHECK-NEXT: %float_2 = OpConstant %float 2
// CHECK-NEXT: %float_1 = OpConstant %float 1
// CHECK-NEXT: %main = OpFunction %void None %[[FN]]
// CHECK-NEXT: OpLabel
// CHECK-NEXT: %[[IDS:.*]] = OpLoad %v3uint %gid
// CHECK-NEXT: %[[X:.*]] = OpCompositeExtract %uint %[[IDS]] 0
// CHECK-NEXT: %[[P:.*]] = OpAccessChain %_ptr_StorageBuffer_float %data %uint_0 %[[X]]
// CHECK-NEXT: %[[V:.*]] = OpLoad %float %[[P]]
// CHECK-NEXT: %[[M:.*]] = OpFMul %float %[[V]] %float_2
// CHECK-NEXT: %[[A:.*]] = OpFAdd %float %[[M]] %float_1
// CHECK-NEXT: OpStore %[[P]] %[[A]]
// CHECK-NEXT: OpReturn
// CHECK-NEXT: OpFunctionEnd

!buffer = !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0]), Block>, StorageBuffer>

spirv.module Logical GLSL450 requires #spirv.vce<v1.3, [Shader], []> {
  spirv.GlobalVariable @data bind(1, 3) : !buffer
  spirv.GlobalVariable @gid built_in("GlobalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.func @main() "None" {
    %zero = spirv.Constant 0 : i32
    %one = spirv.Constant 1.0 : f32
    %two = spirv.Constant 2.0 : f32
    %ids_ptr = spirv.mlir.addressof @gid : !spirv.ptr<vector<3xi32>, Input>
    %ids = spirv.Load "Input" %ids_ptr : vector<3xi32>
    %x = spirv.CompositeExtract %ids[0 : i32] : vector<3xi32>
    %data = spirv.mlir.addressof @data : !buffer
    %p = spirv.AccessChain %data[%zero, %x] : !buffer, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
    %v = spirv.Load "StorageBuffer" %p : f32
    %m = spirv.FMul %v, %two : f32
    %a = spirv.FAdd %m, %one : f32
    spirv.Store "StorageBuffer" %p, %a : f32
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main, @gid
  spirv.ExecutionMode @main "LocalSize", 64, 1, 1
}
