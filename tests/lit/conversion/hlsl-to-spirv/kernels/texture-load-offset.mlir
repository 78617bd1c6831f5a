// Kernel: Texture2D.Load with a mip level and an immediate offset.
//
//   Texture2D<float4> Tex : register(t0);      // 4 x 4, 2 mip levels
//   RWStructuredBuffer<float4> Out : register(u1);  // 16 elements
//   [numthreads(3, 4, 1)] void main(uint3 tid : SV_GroupThreadID, uint gi : SV_GroupIndex) {
//     Out[gi] = Tex.Load(int3(tid.xy, 0), int2(1, 0));
//     if (gi == 0) {
//       Out[12] = Tex.Load(int3(0, 0, 1), int2(0, 0));
//       Out[13] = Tex.Load(int3(0, 0, 1), int2(1, 0));
//       Out[14] = Tex.Load(int3(0, 0, 1), int2(0, 1));
//       Out[15] = Tex.Load(int3(0, 0, 1), int2(1, 1));
//     }
//   }
//
// Expected: Out[gi] the level-0 texel (x + 1, y); Out[12 .. 16) the four level-1
// texels.

// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | %hlsl-translate --serialize-spirv -o %t.v10.spv && spirv-val --target-env vulkan1.0 %t.v10.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | %hlsl-translate --serialize-spirv -o %t.v12.spv && spirv-val --target-env vulkan1.2 %t.v12.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | FileCheck %s
// RUN: %hlsl-opt %s --convert-hlsl-to-dx | FileCheck %s --check-prefix=DX

// CHECK: spirv.ImageFetch %{{.+}}, %{{.+}} ["Lod|ConstOffset"]
// DX: dx.resource.load.level

func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 3, 4, 1>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c12 = arith.constant 12 : i32
  %c13 = arith.constant 13 : i32
  %c14 = arith.constant 14 : i32
  %c15 = arith.constant 15 : i32
  %origin = arith.constant dense<0> : vector<2xi32>
  %tex = hlsl.handlefrombinding "Tex"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.Texture2D<vector<4xf32>>
  %out = hlsl.handlefrombinding "Out"[%c0] space(0) lower_bound(1) range_size(1) : !hlsl.RWStructuredBuffer<vector<4xf32>>
  %tid = hlsl.system_value "SV_GroupThreadID" : vector<3xi32>
  %gi = hlsl.system_value "SV_GroupIndex" : i32
  %x = vector.extract %tid[0] : i32 from vector<3xi32>
  %y = vector.extract %tid[1] : i32 from vector<3xi32>
  %xy = vector.from_elements %x, %y : vector<2xi32>
  %f = arith.uitofp %xy : vector<2xi32> to vector<2xf32>
  %v = hlsl.texture.load %tex[%xy] lod(%c0) offset [1, 0] : !hlsl.handle<srv, vector<4xf32>, dim = 2d>, vector<2xi32> -> vector<4xf32>
  hlsl.buffer.store %v, %out[%gi] : vector<4xf32>, !hlsl.handle<uav, vector<4xf32>, raw>
  %first = arith.cmpi eq, %gi, %c0 : i32
  scf.if %first {
    %a = hlsl.texture.load %tex[%origin] lod(%c1) offset [0, 0] : !hlsl.handle<srv, vector<4xf32>, dim = 2d>, vector<2xi32> -> vector<4xf32>
    %b = hlsl.texture.load %tex[%origin] lod(%c1) offset [1, 0] : !hlsl.handle<srv, vector<4xf32>, dim = 2d>, vector<2xi32> -> vector<4xf32>
    %c = hlsl.texture.load %tex[%origin] lod(%c1) offset [0, 1] : !hlsl.handle<srv, vector<4xf32>, dim = 2d>, vector<2xi32> -> vector<4xf32>
    %d = hlsl.texture.load %tex[%origin] lod(%c1) offset [1, 1] : !hlsl.handle<srv, vector<4xf32>, dim = 2d>, vector<2xi32> -> vector<4xf32>
    hlsl.buffer.store %a, %out[%c12] : vector<4xf32>, !hlsl.handle<uav, vector<4xf32>, raw>
    hlsl.buffer.store %b, %out[%c13] : vector<4xf32>, !hlsl.handle<uav, vector<4xf32>, raw>
    hlsl.buffer.store %c, %out[%c14] : vector<4xf32>, !hlsl.handle<uav, vector<4xf32>, raw>
    hlsl.buffer.store %d, %out[%c15] : vector<4xf32>, !hlsl.handle<uav, vector<4xf32>, raw>
  }
  return
}
