// Kernel: Texture2D.SampleGrad in a compute shader: gradients of two texels per
// invocation step select mip level 1.
//
//   Texture2D<float4> Tex : register(t0);      // 4 x 4, 2 mip levels
//   SamplerState Point : register(s1);          // nearest, nearest mipmaps
//   RWStructuredBuffer<float4> Out : register(u2);  // 16 elements
//   [numthreads(4, 4, 1)] void main(uint3 tid : SV_GroupThreadID, uint gi : SV_GroupIndex) {
//     float2 uv = (float2(tid.xy) + 0.5) * 0.25;
//     Out[gi] = Tex.SampleGrad(Point, uv, float2(0.5, 0), float2(0, 0.5));
//   }
//
// Expected: Out[gi] the level-1 texel (x/2, y/2).

// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | %hlsl-translate --serialize-spirv -o %t.v10.spv && spirv-val --target-env vulkan1.0 %t.v10.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | %hlsl-translate --serialize-spirv -o %t.v12.spv && spirv-val --target-env vulkan1.2 %t.v12.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | FileCheck %s
// RUN: %hlsl-opt %s --convert-hlsl-to-dx | FileCheck %s --check-prefix=DX

// CHECK: spirv.ImageSampleExplicitLod %{{.+}}, %{{.+}} ["Grad"]
// DX: dx.resource.samplegrad

func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 4, 4, 1>} {
  %c0 = arith.constant 0 : i32
  %half = arith.constant dense<0.5> : vector<2xf32>
  %quarter = arith.constant dense<0.25> : vector<2xf32>
  %ddx = arith.constant dense<[0.5, 0.0]> : vector<2xf32>
  %ddy = arith.constant dense<[0.0, 0.5]> : vector<2xf32>
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
  %v = hlsl.texture.sample_grad %tex[%uv] sampler(%smp) grad(%ddx, %ddy) : !hlsl.handle<srv, vector<4xf32>, dim = 2d>, !hlsl.handle<sampler, none>, vector<2xf32> -> vector<4xf32>
  hlsl.buffer.store %v, %out[%gi] : vector<4xf32>, !hlsl.handle<uav, vector<4xf32>, raw>
  return
}
