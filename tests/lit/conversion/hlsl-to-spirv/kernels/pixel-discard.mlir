// Kernel: discard in a pixel shader (clip of a negative value), as
// OpDemoteToHelperInvocation (Vulkan 1.3) and as OpKill (Vulkan 1.0, no demote).
//
//   float4 ps(float4 pos : SV_Position, float2 uv : TEXCOORD0) : SV_Target {
//     clip(((uint)pos.x & 1) ? -1 : 1);   // drop the odd columns
//     return float4(uv, 0.5, 1);
//   }
//
// With the vertex shader of vertex-pixel-sample.mlir, into a 4 x 4 target cleared to
// (-1, -1, -1, -1): the even columns hold (uv, 0.5, 1) at the pixel centres, the odd
// ones the clear color, on either road.

// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.3" | %hlsl-translate --serialize-spirv -o %t.v13.spv && spirv-val --target-env vulkan1.3 %t.v13.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.3" | FileCheck %s
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | %hlsl-translate --serialize-spirv -o %t.v10.spv && spirv-val --target-env vulkan1.0 %t.v10.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | FileCheck %s --check-prefix=KILL
// RUN: %hlsl-opt %s --convert-hlsl-to-dx | FileCheck %s --check-prefix=DX

// CHECK: spirv.DemoteToHelperInvocation
// KILL-NOT: spirv.DemoteToHelperInvocation
// KILL: spirv.BranchConditional %{{.+}}, ^[[THEN:bb[0-9]+]], ^[[MERGE:bb[0-9]+]]
// KILL-NEXT: ^[[THEN]]:
// KILL-NEXT: spirv.Kill
// DX: dx.discard

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
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %x = vector.extract %pos[0] : f32 from vector<4xf32>
  %column = arith.fptoui %x : f32 to i32
  %odd0 = arith.andi %column, %c1 : i32
  %odd = arith.cmpi ne, %odd0, %c0 : i32
  scf.if %odd {
    hlsl.discard
  }
  %u = vector.extract %uv[0] : f32 from vector<2xf32>
  %v = vector.extract %uv[1] : f32 from vector<2xf32>
  %half = arith.constant 0.5 : f32
  %one = arith.constant 1.0 : f32
  %color = vector.from_elements %u, %v, %half, %one : vector<4xf32>
  return %color : vector<4xf32>
}
