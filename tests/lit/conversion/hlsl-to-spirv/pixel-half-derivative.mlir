// SPIR-V's derivatives take 32-bit floats: ddx of a half converts it to f32 and the
// derivative back (FConvert), on a target with Float16 and StorageInputOutput16 (16-bit
// stage inputs and outputs).

// RUN: %hlsl-opt %s --convert-hlsl-to-spirv | FileCheck %s
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv | %hlsl-translate --serialize-spirv -o %t.spv && spirv-val --target-env vulkan1.2 %t.spv

// CHECK: requires #spirv.vce<v1.0, [StorageInputOutput16, Shader, Float16, Matrix], [SPV_KHR_16bit_storage]>
// CHECK: spirv.GlobalVariable @in.var.ALPHA {location = 0 : i32} : !spirv.ptr<f16, Input>
// CHECK: %[[WIDE:.+]] = spirv.FConvert %{{.+}} : f16 to f32
// CHECK-NEXT: %[[D:.+]] = spirv.DPdx %[[WIDE]] : f32
// CHECK-NEXT: spirv.FConvert %[[D]] : f32 to f16

module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader, Float16, StorageInputOutput16], [SPV_KHR_16bit_storage]>, api=Vulkan, #spirv.resource_limits<>>} {
  func.func @ps(%alpha: f16 {hlsl.semantic = "ALPHA"}) -> (f16 {hlsl.semantic = "SV_Target0"}) attributes {hlsl.shader = "pixel"} {
    %d = hlsl.ddx %alpha : f16
    return %d : f16
  }
}
