// Kernel: Texture2D.SampleLevel with a sampler in a compute shader, at levels 0 and 1.
//
//   Texture2D<float4> Tex : register(t0);      // 4 x 4, 2 mip levels
//   SamplerState Point : register(s1);          // nearest, clamp to edge
//   RWStructuredBuffer<float4> Out : register(u2);  // 32 elements
//   [numthreads(4, 4, 1)] void main(uint3 tid : SV_GroupThreadID, uint gi : SV_GroupIndex) {
//     float2 uv = (float2(tid.xy) + 0.5) * 0.25;
//     Out[gi] = Tex.SampleLevel(Point, uv, 0);
//     Out[16 + gi] = Tex.SampleLevel(Point, uv, 1);
//   }
//
// Expected: Out[gi] the level-0 texel (x, y), Out[16 + gi] the level-1 texel (x/2, y/2).

// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | %hlsl-translate --serialize-spirv -o %t.v10.spv && spirv-val --target-env vulkan1.0 %t.v10.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | %hlsl-translate --serialize-spirv -o %t.v12.spv && spirv-val --target-env vulkan1.2 %t.v12.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | FileCheck %s
// RUN: %hlsl-opt %s --convert-hlsl-to-dx | FileCheck %s --check-prefix=DX

// CHECK: spirv.ImageSampleExplicitLod %{{.+}}, %{{.+}} ["Lod"]
// DX: dx.resource.samplelevel

func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 4, 4, 1>} {
  %c0 = arith.constant 0 : i32
  %c16 = arith.constant 16 : i32
  %half = arith.constant dense<0.5> : vector<2xf32>
  %quarter = arith.constant dense<0.25> : vector<2xf32>
  %lod0 = arith.constant 0.0 : f32
  %lod1 = arith.constant 1.0 : f32
  %tex = hlsl.handlefrombinding "Tex"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.Texture2D<vector<4xf32>>
  %smp = hlsl.handlefrombinding "Point"[%c0] space(0) lower_bound(1) range_size(1) : !hlsl.SamplerState
  %out = hlsl.handlefrombinding "Out"[%c0] space(0) lower_bound(2) range_size(1) : !hlsl.RWStructuredBuffer<vector<4xf32>>
  %tid = hlsl.system_value "SV_GroupThreadID" : vector<3xi32>
  %gi = hlsl.system_value "SV_GroupIndex" : i32
  %x = vector.extract %tid[0] : i32 from vector<3xi32>
  %y = vector.extract %tid[1] : i32 from vector<3xi32>
  %xy = vector.from_elements %x, %y : vector<2xi32>
  %f = arith.uitofp %xy : vector<2xi32> to vector<2xf32>
  %c = arith.addf %f, %half : vector<2xf32>
  %uv = arith.mulf %c, %quarter : vector<2xf32>
  %v0 = hlsl.texture.sample %tex[%uv] sampler(%smp) lod(%lod0) : !hlsl.handle<srv, vector<4xf32>, dim = 2d>, !hlsl.handle<sampler, none>, vector<2xf32> -> vector<4xf32>
  %v1 = hlsl.texture.sample %tex[%uv] sampler(%smp) lod(%lod1) : !hlsl.handle<srv, vector<4xf32>, dim = 2d>, !hlsl.handle<sampler, none>, vector<2xf32> -> vector<4xf32>
  %at = arith.addi %gi, %c16 : i32
  hlsl.buffer.store %v0, %out[%gi] : vector<4xf32>, !hlsl.handle<uav, vector<4xf32>, raw>
  hlsl.buffer.store %v1, %out[%at] : vector<4xf32>, !hlsl.handle<uav, vector<4xf32>, raw>
  return
}
