// Kernel: Texture2DMS.Load by sample index.
//
//   Texture2DMS<float, 4> Ms : register(t0);     // 2 x 2, 4 samples
//   RWStructuredBuffer<float> Out : register(u1);  // 16 floats
//   [numthreads(2, 2, 4)] void main(uint3 tid : SV_GroupThreadID, uint gi : SV_GroupIndex) {
//     Out[gi] = Ms.Load(int2(tid.xy), tid.z);
//   }
//
// Expected: Out[gi] the sample tid.z of texel (tid.x, tid.y).

// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | %hlsl-translate --serialize-spirv -o %t.v10.spv && spirv-val --target-env vulkan1.0 %t.v10.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | %hlsl-translate --serialize-spirv -o %t.v12.spv && spirv-val --target-env vulkan1.2 %t.v12.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | FileCheck %s
// RUN: %hlsl-opt %s --convert-hlsl-to-dx | FileCheck %s --check-prefix=DX

// CHECK: spirv.ImageFetch %{{.+}}, %{{.+}} ["Sample"]
// DX: dx.resource.load.ms

func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 2, 2, 4>} {
  %c0 = arith.constant 0 : i32
  %ms = hlsl.handlefrombinding "Ms"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.Texture2DMS<f32, 4>
  %out = hlsl.handlefrombinding "Out"[%c0] space(0) lower_bound(1) range_size(1) : !hlsl.RWStructuredBuffer<f32>
  %tid = hlsl.system_value "SV_GroupThreadID" : vector<3xi32>
  %gi = hlsl.system_value "SV_GroupIndex" : i32
  %x = vector.extract %tid[0] : i32 from vector<3xi32>
  %y = vector.extract %tid[1] : i32 from vector<3xi32>
  %xy = vector.from_elements %x, %y : vector<2xi32>
  %f = arith.uitofp %xy : vector<2xi32> to vector<2xf32>
  %s = vector.extract %tid[2] : i32 from vector<3xi32>
  %v = hlsl.texture.load %ms[%xy] sample(%s) : !hlsl.handle<srv, f32, dim = 2d, ms = 4>, vector<2xi32> -> f32
  hlsl.buffer.store %v, %out[%gi] : f32, !hlsl.handle<uav, f32, raw>
  return
}
