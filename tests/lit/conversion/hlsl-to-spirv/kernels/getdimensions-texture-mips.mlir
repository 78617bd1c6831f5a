// Kernel: GetDimensions of a Texture2D with mip levels, at each level, and its level
// count.
//
//   Texture2D<float4> Tex : register(t0);        // 16 x 8, 4 mip levels
//   RWStructuredBuffer<uint> Out : register(u1); // 9 words
//   [numthreads(1, 1, 1)] void main() {
//     uint w, h, levels;
//     [unroll] for (uint mip = 0; mip < 4; ++mip) {
//       Tex.GetDimensions(mip, w, h, levels);
//       Out[2 * mip] = w; Out[2 * mip + 1] = h;
//     }
//     Out[8] = levels;
//   }
//
// Expected: Out = [16, 8, 8, 4, 4, 2, 2, 1, 4]. (The levels are constants: lavapipe
// answers OpImageQuerySizeLod at level 0 for a level that is not a constant.)

// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | %hlsl-translate --serialize-spirv -o %t.v10.spv && spirv-val --target-env vulkan1.0 %t.v10.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | %hlsl-translate --serialize-spirv -o %t.v12.spv && spirv-val --target-env vulkan1.2 %t.v12.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | FileCheck %s
// RUN: %hlsl-opt %s --convert-hlsl-to-dx | FileCheck %s --check-prefix=DX

// CHECK-COUNT-4: spirv.ImageQuerySizeLod
// CHECK: spirv.ImageQueryLevels
// DX-COUNT-4: dx.resource.getdimensions

func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 1, 1, 1>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %c5 = arith.constant 5 : i32
  %c6 = arith.constant 6 : i32
  %c7 = arith.constant 7 : i32
  %c8 = arith.constant 8 : i32
  %tex = hlsl.handlefrombinding "Tex"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.Texture2D<vector<4xf32>>
  %out = hlsl.handlefrombinding "Out"[%c0] space(0) lower_bound(1) range_size(1) : !hlsl.RWStructuredBuffer<i32>
  %s0 = hlsl.texture.getdimensions %tex lod(%c0) : !hlsl.handle<srv, vector<4xf32>, dim = 2d> -> vector<2xi32>
  %s1 = hlsl.texture.getdimensions %tex lod(%c1) : !hlsl.handle<srv, vector<4xf32>, dim = 2d> -> vector<2xi32>
  %s2 = hlsl.texture.getdimensions %tex lod(%c2) : !hlsl.handle<srv, vector<4xf32>, dim = 2d> -> vector<2xi32>
  %s3 = hlsl.texture.getdimensions %tex lod(%c3) : !hlsl.handle<srv, vector<4xf32>, dim = 2d> -> vector<2xi32>
  %levels = hlsl.texture.levels %tex : !hlsl.handle<srv, vector<4xf32>, dim = 2d>
  %w0 = vector.extract %s0[0] : i32 from vector<2xi32>
  %h0 = vector.extract %s0[1] : i32 from vector<2xi32>
  %w1 = vector.extract %s1[0] : i32 from vector<2xi32>
  %h1 = vector.extract %s1[1] : i32 from vector<2xi32>
  %w2 = vector.extract %s2[0] : i32 from vector<2xi32>
  %h2 = vector.extract %s2[1] : i32 from vector<2xi32>
  %w3 = vector.extract %s3[0] : i32 from vector<2xi32>
  %h3 = vector.extract %s3[1] : i32 from vector<2xi32>
  hlsl.buffer.store %w0, %out[%c0] : i32, !hlsl.handle<uav, i32, raw>
  hlsl.buffer.store %h0, %out[%c1] : i32, !hlsl.handle<uav, i32, raw>
  hlsl.buffer.store %w1, %out[%c2] : i32, !hlsl.handle<uav, i32, raw>
  hlsl.buffer.store %h1, %out[%c3] : i32, !hlsl.handle<uav, i32, raw>
  hlsl.buffer.store %w2, %out[%c4] : i32, !hlsl.handle<uav, i32, raw>
  hlsl.buffer.store %h2, %out[%c5] : i32, !hlsl.handle<uav, i32, raw>
  hlsl.buffer.store %w3, %out[%c6] : i32, !hlsl.handle<uav, i32, raw>
  hlsl.buffer.store %h3, %out[%c7] : i32, !hlsl.handle<uav, i32, raw>
  hlsl.buffer.store %levels, %out[%c8] : i32, !hlsl.handle<uav, i32, raw>
  return
}
