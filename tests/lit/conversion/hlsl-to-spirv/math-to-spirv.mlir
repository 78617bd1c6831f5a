// math inside kernels lowers with the patterns of --convert-math-to-spirv
// (MLIR's MathToSPIRV; tests/lit/conversion/math-to-spirv checks them against
// mlir-opt-22), and beyond them exp2, trunc and atan2 become their
// GLSL.std.450 instructions, so no math op remains. The result passes
// spirv-val (spirv.GL.Trunc and spirv.GL.Atan2 are beyond MLIR 22's spirv
// dialect, docs/spirv-beyond-mlir-22.md, so mlir-opt-22 cannot read it).

// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | FileCheck %s
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | %hlsl-translate --serialize-spirv -o %t.spv && spirv-val --target-env vulkan1.2 %t.spv

// CHECK-LABEL: spirv.func @main() "None"
// CHECK: %[[X:.+]] = spirv.ConvertUToF %{{.+}} : i32 to f32
// CHECK: %[[V:.+]] = spirv.CompositeConstruct %[[X]], %[[X]] : (f32, f32) -> vector<2xf32>
// CHECK-NEXT: %[[SIN:.+]] = spirv.GL.Sin %[[X]] : f32
// CHECK-NEXT: %[[EXP2:.+]] = spirv.GL.Exp2 %[[SIN]] : f32
// CHECK-NEXT: %[[TRUNC:.+]] = spirv.GL.Trunc %[[EXP2]] : f32
// CHECK-NEXT: %[[ATAN2:.+]] = spirv.GL.Atan2 %[[TRUNC]], %[[X]] : f32
// CHECK-NEXT: %[[RSQRT:.+]] = spirv.GL.InverseSqrt %[[V]] : vector<2xf32>
// CHECK-NEXT: %[[EVEN:.+]] = spirv.GL.RoundEven %[[RSQRT]] : vector<2xf32>
// log2: Log times 1 / ln 2.
// CHECK-NEXT: %[[K:.+]] = spirv.Constant dense<1.44269502> : vector<2xf32>
// CHECK-NEXT: %[[LOG:.+]] = spirv.GL.Log %[[EVEN]] : vector<2xf32>
// CHECK-NEXT: spirv.FMul %[[LOG]], %[[K]] : vector<2xf32>
// CHECK: spirv.GL.Pow
// CHECK-NOT: math.
// CHECK: spirv.Return

func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 1, 1, 1>} {
  %c0 = arith.constant 0 : i32
  %out = hlsl.handlefrombinding "Out"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.RWStructuredBuffer<vector<2xf32>>
  %tid = hlsl.system_value "SV_DispatchThreadID" : vector<3xi32>
  %a = vector.extract %tid[0] : i32 from vector<3xi32>
  %x = arith.uitofp %a : i32 to f32
  %v = vector.broadcast %x : f32 to vector<2xf32>
  %sin = math.sin %x : f32
  %exp2 = math.exp2 %sin : f32
  %trunc = math.trunc %exp2 : f32
  %atan2 = math.atan2 %trunc, %x : f32
  %rsqrt = math.rsqrt %v : vector<2xf32>
  %even = math.roundeven %rsqrt : vector<2xf32>
  %log2 = math.log2 %even : vector<2xf32>
  %w = vector.broadcast %atan2 : f32 to vector<2xf32>
  %pow = math.powf %log2, %w : vector<2xf32>
  hlsl.buffer.store %pow, %out[%a] : vector<2xf32>, !hlsl.RWStructuredBuffer<vector<2xf32>>
  return
}
