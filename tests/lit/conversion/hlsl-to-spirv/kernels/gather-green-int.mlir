// Kernel: Texture2D<int4>.GatherGreen: a gather of a signed integer texture.
//
//   Texture2D<int4> Tex : register(t0);        // 4 x 4
//   SamplerState Point : register(s1);
//   RWStructuredBuffer<int4> Out : register(u2);  // 9 elements
//   [numthreads(3, 3, 1)] void main(uint3 tid : SV_GroupThreadID, uint gi : SV_GroupIndex) {
//     Out[gi] = Tex.GatherGreen(Point, (float2(tid.xy) + 1.0) * 0.25);
//   }
//
// Expected: the green components of (x, y+1), (x+1, y+1), (x+1, y), (x, y).

// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | %hlsl-translate --serialize-spirv -o %t.v10.spv && spirv-val --target-env vulkan1.0 %t.v10.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | %hlsl-translate --serialize-spirv -o %t.v12.spv && spirv-val --target-env vulkan1.2 %t.v12.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | FileCheck %s
// RUN: %hlsl-opt %s --convert-hlsl-to-dx | FileCheck %s --check-prefix=DX

// CHECK: spirv.ImageGather %{{.+}}, %{{.+}}, %{{.+}}  : !spirv.sampled_image<!spirv.image<si32, {{.*}}>>, vector<2xf32>, i32 -> vector<4xsi32>
// DX: dx.resource.gather

func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 3, 3, 1>} {
  %c0 = arith.constant 0 : i32
  %one = arith.constant dense<1.0> : vector<2xf32>
  %quarter = arith.constant dense<0.25> : vector<2xf32>
  %tex = hlsl.handlefrombinding "Tex"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.Texture2D<vector<4xsi32>>
  %smp = hlsl.handlefrombinding "Point"[%c0] space(0) lower_bound(1) range_size(1) : !hlsl.SamplerState
  %out = hlsl.handlefrombinding "Out"[%c0] space(0) lower_bound(2) range_size(1) : !hlsl.RWStructuredBuffer<vector<4xi32>>
  %tid = hlsl.system_value "SV_GroupThreadID" : vector<3xi32>
  %gi = hlsl.system_value "SV_GroupIndex" : i32
  %x = vector.extract %tid[0] : i32 from vector<3xi32>
  %y = vector.extract %tid[1] : i32 from vector<3xi32>
  %xy = vector.from_elements %x, %y : vector<2xi32>
  %f = arith.uitofp %xy : vector<2xi32> to vector<2xf32>
  %c = arith.addf %f, %one : vector<2xf32>
  %uv = arith.mulf %c, %quarter : vector<2xf32>
  %green = hlsl.texture.gather %tex[%uv] sampler(%smp) green : !hlsl.handle<srv, vector<4xsi32>, dim = 2d>, !hlsl.handle<sampler, none>, vector<2xf32> -> vector<4xi32>
  hlsl.buffer.store %green, %out[%gi] : vector<4xi32>, !hlsl.handle<uav, vector<4xi32>, raw>
  return
}
