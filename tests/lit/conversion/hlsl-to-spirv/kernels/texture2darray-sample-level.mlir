// Kernel: Texture2DArray.SampleLevel: the array layer is the coordinate's third
// component.
//
//   Texture2DArray<float2> Layers : register(t0);  // 2 x 2, 3 layers
//   SamplerState Point : register(s1);
//   RWStructuredBuffer<float2> Out : register(u2);  // 12 elements
//   [numthreads(2, 2, 3)] void main(uint3 tid : SV_GroupThreadID, uint gi : SV_GroupIndex) {
//     float3 uvw = float3((float2(tid.xy) + 0.5) * 0.5, tid.z);
//     Out[gi] = Layers.SampleLevel(Point, uvw, 0);
//   }
//
// Expected: Out[gi] the first two components of texel (x, y) of layer z.

// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | %hlsl-translate --serialize-spirv -o %t.v10.spv && spirv-val --target-env vulkan1.0 %t.v10.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | %hlsl-translate --serialize-spirv -o %t.v12.spv && spirv-val --target-env vulkan1.2 %t.v12.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | FileCheck %s
// RUN: %hlsl-opt %s --convert-hlsl-to-dx | FileCheck %s --check-prefix=DX

// CHECK: spirv.ImageSampleExplicitLod %{{.+}}, %{{.+}} ["Lod"], %{{.+}} : !spirv.sampled_image<!spirv.image<f32, Dim2D, DepthUnknown, Arrayed, {{.*}}>>, vector<3xf32>, f32 -> vector<4xf32>
// DX: dx.resource.samplelevel

func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 2, 2, 3>} {
  %c0 = arith.constant 0 : i32
  %half = arith.constant dense<0.5> : vector<2xf32>
  %lod = arith.constant 0.0 : f32
  %layers = hlsl.handlefrombinding "Layers"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.Texture2DArray<vector<2xf32>>
  %smp = hlsl.handlefrombinding "Point"[%c0] space(0) lower_bound(1) range_size(1) : !hlsl.SamplerState
  %out = hlsl.handlefrombinding "Out"[%c0] space(0) lower_bound(2) range_size(1) : !hlsl.RWStructuredBuffer<vector<2xf32>>
  %tid = hlsl.system_value "SV_GroupThreadID" : vector<3xi32>
  %gi = hlsl.system_value "SV_GroupIndex" : i32
  %x = vector.extract %tid[0] : i32 from vector<3xi32>
  %y = vector.extract %tid[1] : i32 from vector<3xi32>
  %xy = vector.from_elements %x, %y : vector<2xi32>
  %f = arith.uitofp %xy : vector<2xi32> to vector<2xf32>
  %c = arith.addf %f, %half : vector<2xf32>
  %uv = arith.mulf %c, %half : vector<2xf32>
  %z = vector.extract %tid[2] : i32 from vector<3xi32>
  %layer = arith.uitofp %z : i32 to f32
  %u = vector.extract %uv[0] : f32 from vector<2xf32>
  %v = vector.extract %uv[1] : f32 from vector<2xf32>
  %uvw = vector.from_elements %u, %v, %layer : vector<3xf32>
  %texel = hlsl.texture.sample %layers[%uvw] sampler(%smp) lod(%lod) : !hlsl.handle<srv, vector<2xf32>, dim = 2d, array>, !hlsl.handle<sampler, none>, vector<3xf32> -> vector<2xf32>
  hlsl.buffer.store %texel, %out[%gi] : vector<2xf32>, !hlsl.handle<uav, vector<2xf32>, raw>
  return
}
