// SamplerState and SamplerComparisonState: !spirv.sampler in UniformConstant
// storage (OpTypeSampler, which MLIR 22 lacks; docs/spirv-beyond-mlir-22.md).
// Sampling loads
// the texture and the sampler, combines them with spirv.SampledImage and
// samples at an explicit level of detail (compute shaders have no
// derivatives, so they sample at a given level). A comparison sampler has the same
// type (and no `hlsl` op samples with it). Each result passes spirv-val.

// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | FileCheck %s
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | FileCheck %s
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | %hlsl-translate --serialize-spirv -o %t.v10.spv && spirv-val --target-env vulkan1.0 %t.v10.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | %hlsl-translate --serialize-spirv -o %t.v12.spv && spirv-val --target-env vulkan1.2 %t.v12.spv

// CHECK: spirv.GlobalVariable @Linear bind(0, 0) : !spirv.ptr<!spirv.sampler, UniformConstant>
// CHECK-NEXT: spirv.GlobalVariable @Shadow bind(0, 1) : !spirv.ptr<!spirv.sampler, UniformConstant>
// CHECK-NEXT: spirv.GlobalVariable @Tex bind(0, 2) : !spirv.ptr<!spirv.image<f32, Dim2D, DepthUnknown, NonArrayed, SingleSampled, NeedSampler, Unknown>, UniformConstant>

// CHECK-LABEL: spirv.func @main() "None"
// CHECK: %[[ZERO:.+]] = spirv.Constant 0.000000e+00 : f32
// CHECK-NEXT: %[[IMAGE:.+]] = spirv.Load "UniformConstant" %Tex_addr : !spirv.image<f32, Dim2D, {{.*}}>
// CHECK-NEXT: %[[SAMPLER:.+]] = spirv.Load "UniformConstant" %Linear_addr : !spirv.sampler
// CHECK-NEXT: %[[SAMPLED:.+]] = spirv.SampledImage %[[IMAGE]], %[[SAMPLER]] : !spirv.image<f32, Dim2D, {{.*}}>, !spirv.sampler -> !spirv.sampled_image<!spirv.image<f32, Dim2D, {{.*}}>>
// CHECK-NEXT: spirv.ImageSampleExplicitLod %[[SAMPLED]], %[[UV:.+]] ["Lod"], %[[ZERO]] : !spirv.sampled_image<{{.*}}>, vector<2xf32>, f32 -> vector<4xf32>
// With a level of detail.
// CHECK: %[[SAMPLER2:.+]] = spirv.Load "UniformConstant" %Linear_addr : !spirv.sampler
// CHECK-NEXT: %[[SAMPLED2:.+]] = spirv.SampledImage %{{.+}}, %[[SAMPLER2]]
// CHECK-NEXT: spirv.ImageSampleExplicitLod %[[SAMPLED2]], %[[UV]] ["Lod"], %[[LOD:.+]] : {{.*}} -> vector<4xf32>

func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 8, 8, 1>} {
  %c0 = arith.constant 0 : i32
  %linear = hlsl.handlefrombinding "Linear"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.SamplerState
  %shadow = hlsl.handlefrombinding "Shadow"[%c0] space(0) lower_bound(1) range_size(1) : !hlsl.SamplerComparisonState
  %tex = hlsl.handlefrombinding "Tex"[%c0] space(0) lower_bound(2) range_size(1) : !hlsl.Texture2D<vector<4xf32>>
  %out = hlsl.handlefrombinding "Out"[%c0] space(0) lower_bound(3) range_size(1) : !hlsl.RWTexture2D<vector<4xf32>>
  %quarter = arith.constant 0.25 : f32
  %uv = vector.broadcast %quarter : f32 to vector<2xf32>
  %zero = arith.constant 0.0 : f32
  %a = hlsl.texture.sample %tex[%uv] sampler(%linear) lod(%zero) : !hlsl.handle<srv, vector<4xf32>, dim = 2d>, !hlsl.handle<sampler, none>, vector<2xf32> -> vector<4xf32>
  %one = arith.constant 1.0 : f32
  %b = hlsl.texture.sample %tex[%uv] sampler(%linear) lod(%one) : !hlsl.handle<srv, vector<4xf32>, dim = 2d>, !hlsl.handle<sampler, none>, vector<2xf32> -> vector<4xf32>
  %s = arith.addf %a, %b : vector<4xf32>
  %tid = hlsl.system_value "SV_DispatchThreadID" : vector<3xi32>
  %x = vector.extract %tid[0] : i32 from vector<3xi32>
  %y = vector.extract %tid[1] : i32 from vector<3xi32>
  %xy = vector.from_elements %x, %y : vector<2xi32>
  hlsl.texture.store %s, %out[%xy] : vector<4xf32>, !hlsl.handle<uav, vector<4xf32>, dim = 2d>, vector<2xi32>
  return
}
