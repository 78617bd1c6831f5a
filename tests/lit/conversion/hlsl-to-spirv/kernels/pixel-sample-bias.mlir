// Kernel: SampleBias in a pixel shader: a bias of 1 moves the implicit level of detail
// from 0 to 1.
//
//   Texture2D<float4> Tex : register(t0);   // 4 x 4, 2 mip levels
//   SamplerState Point : register(s1);       // nearest, nearest mipmaps
//   float4 ps(float4 pos : SV_Position, float2 uv : TEXCOORD0) : SV_Target {
//     return Tex.SampleBias(Point, uv, 1.0);
//   }
//
// With the vertex shader of vertex-pixel-sample.mlir, into a 4 x 4 target: pixel
// (x, y) is the level-1 texel (x / 2, y / 2).

// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | %hlsl-translate --serialize-spirv -o %t.v10.spv && spirv-val --target-env vulkan1.0 %t.v10.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | %hlsl-translate --serialize-spirv -o %t.v12.spv && spirv-val --target-env vulkan1.2 %t.v12.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | FileCheck %s
// RUN: %hlsl-opt %s --convert-hlsl-to-dx | FileCheck %s --check-prefix=DX

// CHECK: spirv.ImageSampleImplicitLod %{{.+}}, %{{.+}} ["Bias"]
// DX: dx.resource.samplebias

// The full-screen triangle: vertex i at ((i & 1) * 4 - 1, (i >> 1) * 4 - 1), uv =
// (position + 1) / 2.
func.func @vs(%id: i32 {hlsl.semantic = "SV_VertexID"}) -> (vector<4xf32> {hlsl.semantic = "SV_Position"}, vector<2xf32> {hlsl.semantic = "TEXCOORD0"}) attributes {hlsl.shader = "vertex"} {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %x0 = arith.andi %id, %c1 : i32
  %y0 = arith.shrui %id, %c1 : i32
  %fx = arith.uitofp %x0 : i32 to f32
  %fy = arith.uitofp %y0 : i32 to f32
  %four = arith.constant 4.0 : f32
  %two = arith.constant 2.0 : f32
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  %px = arith.mulf %fx, %four : f32
  %x = arith.subf %px, %one : f32
  %py = arith.mulf %fy, %four : f32
  %y = arith.subf %py, %one : f32
  %pos = vector.from_elements %x, %y, %zero, %one : vector<4xf32>
  %u = arith.mulf %fx, %two : f32
  %v = arith.mulf %fy, %two : f32
  %uv = vector.from_elements %u, %v : vector<2xf32>
  return %pos, %uv : vector<4xf32>, vector<2xf32>
}

func.func @ps(%pos: vector<4xf32> {hlsl.semantic = "SV_Position"}, %uv: vector<2xf32> {hlsl.semantic = "TEXCOORD0"}) -> (vector<4xf32> {hlsl.semantic = "SV_Target"}) attributes {hlsl.shader = "pixel"} {
  %c0 = arith.constant 0 : i32
  %bias = arith.constant 1.0 : f32
  %tex = hlsl.handlefrombinding "Tex"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.Texture2D<vector<4xf32>>
  %smp = hlsl.handlefrombinding "Point"[%c0] space(0) lower_bound(1) range_size(1) : !hlsl.SamplerState
  %color = hlsl.texture.sample_bias %tex[%uv] sampler(%smp) bias(%bias) : !hlsl.handle<srv, vector<4xf32>, dim = 2d>, !hlsl.handle<sampler, none>, vector<2xf32> -> vector<4xf32>
  return %color : vector<4xf32>
}
