// Kernel: ddx, ddy and their fine and coarse forms in a pixel shader.
//
//   float4 ps(float4 pos : SV_Position, float2 uv : TEXCOORD0) : SV_Target {
//     return float4(ddx(uv.x) * 4, ddy_fine(uv.y) * 4, ddx_coarse(uv.y), ddy(uv.x));
//   }
//
// With the vertex shader of vertex-pixel-sample.mlir, into a 4 x 4 target: uv moves a
// quarter per pixel along its own axis, so every pixel is (1, 1, 0, 0).

// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | %hlsl-translate --serialize-spirv -o %t.v10.spv && spirv-val --target-env vulkan1.0 %t.v10.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | %hlsl-translate --serialize-spirv -o %t.v12.spv && spirv-val --target-env vulkan1.2 %t.v12.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | FileCheck %s
// RUN: %hlsl-opt %s --convert-hlsl-to-dx | FileCheck %s --check-prefix=DX

// CHECK: spirv.DPdx
// CHECK: spirv.DPdyFine
// CHECK: spirv.DPdxCoarse
// CHECK: spirv.DPdy
// DX: dx.ddx.coarse
// DX: dx.ddy.fine

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
  %four = arith.constant 4.0 : f32
  %u = vector.extract %uv[0] : f32 from vector<2xf32>
  %v = vector.extract %uv[1] : f32 from vector<2xf32>
  %dx = hlsl.ddx %u : f32
  %dyf = hlsl.ddy_fine %v : f32
  %dxc = hlsl.ddx_coarse %v : f32
  %dy = hlsl.ddy %u : f32
  %a = arith.mulf %dx, %four : f32
  %b = arith.mulf %dyf, %four : f32
  %color = vector.from_elements %a, %b, %dxc, %dy : vector<4xf32>
  return %color : vector<4xf32>
}
