// The GLSL.std.450 ops (spirv.GL.*) MLIR 22 defines, in its custom forms: unary and
// binary ones with one type, the hand-parsed ternary ones, and those that spell each operand's type.

// RUN: %hlsl-opt %s | FileCheck %s
// RUN: %hlsl-opt %s --mlir-print-op-generic | %hlsl-opt | FileCheck %s

// Upstream cross-checks: the same custom and generic text as mlir-opt-22, and each
// tool reads what the other prints.
// REQUIRES: mlir-opt
// RUN: %hlsl-opt %s > %t.ours
// RUN: %mlir-opt %s > %t.theirs
// RUN: diff %t.ours %t.theirs
// RUN: %hlsl-opt %s --mlir-print-op-generic > %t.ours.generic
// RUN: %mlir-opt %s --mlir-print-op-generic > %t.theirs.generic
// RUN: diff %t.ours.generic %t.theirs.generic
// RUN: %hlsl-opt %s | %mlir-opt --mlir-print-op-generic > %t.upstream-reads-ours
// RUN: diff %t.upstream-reads-ours %t.theirs.generic
// RUN: %mlir-opt %s | %hlsl-opt --mlir-print-op-generic > %t.ours-reads-upstream
// RUN: diff %t.ours-reads-upstream %t.theirs.generic

// CHECK-LABEL: spirv.module @gl Logical GLSL450 {
// CHECK: spirv.func @unary(%arg0: f32, %arg1: vector<3xf16>, %arg2: f64, %arg3: i32, %arg4: vector<4xi32>) "None" {
// CHECK-NEXT: %0 = spirv.GL.FAbs %arg0 : f32
// CHECK-NEXT: %1 = spirv.GL.SAbs %arg4 : vector<4xi32>
// CHECK-NEXT: %2 = spirv.GL.Ceil %arg1 : vector<3xf16>
// CHECK-NEXT: %3 = spirv.GL.Floor %arg2 : f64
// CHECK-NEXT: %4 = spirv.GL.Round %arg0 : f32
// CHECK-NEXT: %5 = spirv.GL.RoundEven %arg0 : f32
// CHECK-NEXT: %6 = spirv.GL.Sqrt %arg2 : f64
// CHECK-NEXT: %7 = spirv.GL.InverseSqrt %arg0 : f32 {foo}
// CHECK-NEXT: %8 = spirv.GL.FSign %arg0 : f32
// CHECK-NEXT: %9 = spirv.GL.SSign %arg3 : i32
// CHECK-NEXT: %10 = spirv.GL.Fract %arg1 : vector<3xf16>
// CHECK-NEXT: %11 = spirv.GL.Normalize %arg1 : vector<3xf16>
// CHECK-NEXT: %12 = spirv.GL.FindILsb %arg4 : vector<4xi32>
// CHECK-NEXT: %13 = spirv.GL.FindSMsb %arg3 : i32
// CHECK-NEXT: %14 = spirv.GL.FindUMsb %arg4 : vector<4xi32>
// CHECK-NEXT: spirv.Return
// CHECK-NEXT: }
// CHECK: spirv.func @transcendental(%arg0: f32, %arg1: vector<3xf16>) "None" {
// CHECK-NEXT: %0 = spirv.GL.Exp %arg0 : f32
// CHECK-NEXT: %1 = spirv.GL.Exp2 %arg1 : vector<3xf16>
// CHECK-NEXT: %2 = spirv.GL.Log %arg0 : f32
// CHECK-NEXT: %3 = spirv.GL.Log2 %arg0 : f32
// CHECK-NEXT: %4 = spirv.GL.Sin %arg0 : f32
// CHECK-NEXT: %5 = spirv.GL.Cos %arg0 : f32
// CHECK-NEXT: %6 = spirv.GL.Tan %arg1 : vector<3xf16>
// CHECK-NEXT: %7 = spirv.GL.Asin %arg0 : f32
// CHECK-NEXT: %8 = spirv.GL.Acos %arg0 : f32
// CHECK-NEXT: %9 = spirv.GL.Atan %arg0 : f32
// CHECK-NEXT: %10 = spirv.GL.Sinh %arg0 : f32
// CHECK-NEXT: %11 = spirv.GL.Cosh %arg0 : f32
// CHECK-NEXT: %12 = spirv.GL.Tanh %arg0 : f32
// CHECK-NEXT: %13 = spirv.GL.Asinh %arg0 : f32
// CHECK-NEXT: %14 = spirv.GL.Acosh %arg0 : f32
// CHECK-NEXT: %15 = spirv.GL.Atanh %arg0 : f32
// CHECK-NEXT: %16 = spirv.GL.Pow %arg0, %arg0 : f32
// CHECK-NEXT: spirv.Return
// CHECK-NEXT: }
// CHECK: spirv.func @binary_and_ternary(%arg0: f32, %arg1: vector<3xf32>, %arg2: i32, %arg3: vector<2xi64>) "None" {
// CHECK-NEXT: %0 = spirv.GL.FMax %arg0, %arg0 : f32
// CHECK-NEXT: %1 = spirv.GL.FMin %arg1, %arg1 : vector<3xf32>
// CHECK-NEXT: %2 = spirv.GL.SMax %arg2, %arg2 : i32
// CHECK-NEXT: %3 = spirv.GL.SMin %arg2, %arg2 : i32
// CHECK-NEXT: %4 = spirv.GL.UMax %arg3, %arg3 : vector<2xi64>
// CHECK-NEXT: %5 = spirv.GL.UMin %arg3, %arg3 {foo} : vector<2xi64>
// CHECK-NEXT: %6 = spirv.GL.Cross %arg1, %arg1 : vector<3xf32>
// CHECK-NEXT: %7 = spirv.GL.Reflect %arg1, %arg1 : vector<3xf32>
// CHECK-NEXT: %8 = spirv.GL.FClamp %arg0, %arg0, %arg0 : f32
// CHECK-NEXT: %9 = spirv.GL.SClamp %arg2, %arg2, %arg2 : i32
// CHECK-NEXT: %10 = spirv.GL.UClamp %arg3, %arg3, %arg3 {foo} : vector<2xi64>
// CHECK-NEXT: %11 = spirv.GL.Fma %arg1, %arg1, %arg1 : vector<3xf32>
// CHECK-NEXT: spirv.Return
// CHECK-NEXT: }
// CHECK: spirv.func @mixed_types(%arg0: f32, %arg1: vector<3xf32>, %arg2: i32, %arg3: vector<3xi32>, %arg4: vector<2xf32>, %arg5: vector<4xf32>) "None" {
// CHECK-NEXT: %0 = spirv.GL.FMix %arg1 : vector<3xf32>, %arg1 : vector<3xf32>, %arg1 : vector<3xf32> -> vector<3xf32>
// CHECK-NEXT: %1 = spirv.GL.FMix {foo} %arg0 : f32, %arg0 : f32, %arg0 : f32 -> f32
// CHECK-NEXT: %2 = spirv.GL.Ldexp %arg0 : f32, %arg2 : i32 -> f32
// CHECK-NEXT: %3 = spirv.GL.Ldexp %arg1 : vector<3xf32>, %arg3 : vector<3xi32> -> vector<3xf32>
// CHECK-NEXT: %4 = spirv.GL.FrexpStruct %arg0 : f32 -> !spirv.struct<(f32, i32)>
// CHECK-NEXT: %5 = spirv.GL.FrexpStruct %arg1 : vector<3xf32> -> !spirv.struct<(vector<3xf32>, vector<3xi32>)>
// CHECK-NEXT: %6 = spirv.GL.Length %arg1 : vector<3xf32> -> f32
// CHECK-NEXT: %7 = spirv.GL.Length %arg0 {foo} : f32 -> f32
// CHECK-NEXT: %8 = spirv.GL.Distance %arg1, %arg1 : vector<3xf32>, vector<3xf32> -> f32
// CHECK-NEXT: %9 = spirv.GL.PackHalf2x16 %arg4 : vector<2xf32> -> i32
// CHECK-NEXT: %10 = spirv.GL.UnpackHalf2x16 %arg2 : i32 -> vector<2xf32>
// CHECK-NEXT: %11 = spirv.GL.PackSnorm4x8 {foo} %arg5 : vector<4xf32> -> i32
// CHECK-NEXT: %12 = spirv.GL.UnpackSnorm4x8 %arg2 : i32 -> vector<4xf32>
// CHECK-NEXT: spirv.Return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }

spirv.module @gl Logical GLSL450 {
  spirv.func @unary(%f: f32, %v: vector<3xf16>, %d: f64, %i: i32, %w: vector<4xi32>) "None" {
    %0 = spirv.GL.FAbs %f : f32
    %1 = spirv.GL.SAbs %w : vector<4xi32>
    %2 = spirv.GL.Ceil %v : vector<3xf16>
    %3 = spirv.GL.Floor %d : f64
    %4 = spirv.GL.Round %f : f32
    %5 = spirv.GL.RoundEven %f : f32
    %6 = spirv.GL.Sqrt %d : f64
    %7 = spirv.GL.InverseSqrt %f : f32 {foo}
    %8 = spirv.GL.FSign %f : f32
    %9 = spirv.GL.SSign %i : i32
    %10 = spirv.GL.Fract %v : vector<3xf16>
    %11 = spirv.GL.Normalize %v : vector<3xf16>
    %12 = spirv.GL.FindILsb %w : vector<4xi32>
    %13 = spirv.GL.FindSMsb %i : i32
    %14 = spirv.GL.FindUMsb %w : vector<4xi32>
    spirv.Return
  }
  spirv.func @transcendental(%f: f32, %v: vector<3xf16>) "None" {
    %0 = spirv.GL.Exp %f : f32
    %1 = spirv.GL.Exp2 %v : vector<3xf16>
    %2 = spirv.GL.Log %f : f32
    %3 = spirv.GL.Log2 %f : f32
    %4 = spirv.GL.Sin %f : f32
    %5 = spirv.GL.Cos %f : f32
    %6 = spirv.GL.Tan %v : vector<3xf16>
    %7 = spirv.GL.Asin %f : f32
    %8 = spirv.GL.Acos %f : f32
    %9 = spirv.GL.Atan %f : f32
    %10 = spirv.GL.Sinh %f : f32
    %11 = spirv.GL.Cosh %f : f32
    %12 = spirv.GL.Tanh %f : f32
    %13 = spirv.GL.Asinh %f : f32
    %14 = spirv.GL.Acosh %f : f32
    %15 = spirv.GL.Atanh %f : f32
    %16 = spirv.GL.Pow %f, %f : f32
    spirv.Return
  }
  spirv.func @binary_and_ternary(%f: f32, %v: vector<3xf32>, %i: i32, %u: vector<2xi64>) "None" {
    %0 = spirv.GL.FMax %f, %f : f32
    %1 = spirv.GL.FMin %v, %v : vector<3xf32>
    %2 = spirv.GL.SMax %i, %i : i32
    %3 = spirv.GL.SMin %i, %i : i32
    %4 = spirv.GL.UMax %u, %u : vector<2xi64>
    %5 = spirv.GL.UMin %u, %u {foo} : vector<2xi64>
    %6 = spirv.GL.Cross %v, %v : vector<3xf32>
    %7 = spirv.GL.Reflect %v, %v : vector<3xf32>
    %8 = spirv.GL.FClamp %f, %f, %f : f32
    %9 = spirv.GL.SClamp %i, %i, %i : i32
    %10 = spirv.GL.UClamp %u, %u, %u {foo} : vector<2xi64>
    %11 = spirv.GL.Fma %v, %v, %v : vector<3xf32>
    spirv.Return
  }
  spirv.func @mixed_types(%f: f32, %v: vector<3xf32>, %i: i32, %w: vector<3xi32>, %v2: vector<2xf32>, %v4: vector<4xf32>) "None" {
    %0 = spirv.GL.FMix %v : vector<3xf32>, %v : vector<3xf32>, %v : vector<3xf32> -> vector<3xf32>
    %1 = spirv.GL.FMix {foo} %f : f32, %f : f32, %f : f32 -> f32
    %2 = spirv.GL.Ldexp %f : f32, %i : i32 -> f32
    %3 = spirv.GL.Ldexp %v : vector<3xf32>, %w : vector<3xi32> -> vector<3xf32>
    %4 = spirv.GL.FrexpStruct %f : f32 -> !spirv.struct<(f32, i32)>
    %5 = spirv.GL.FrexpStruct %v : vector<3xf32> -> !spirv.struct<(vector<3xf32>, vector<3xi32>)>
    %6 = spirv.GL.Length %v : vector<3xf32> -> f32
    %7 = spirv.GL.Length %f {foo} : f32 -> f32
    %8 = spirv.GL.Distance %v, %v : vector<3xf32>, vector<3xf32> -> f32
    %9 = spirv.GL.PackHalf2x16 %v2 : vector<2xf32> -> i32
    %10 = spirv.GL.UnpackHalf2x16 %i : i32 -> vector<2xf32>
    %11 = spirv.GL.PackSnorm4x8 {foo} %v4 : vector<4xf32> -> i32
    %12 = spirv.GL.UnpackSnorm4x8 %i : i32 -> vector<4xf32>
    spirv.Return
  }
}
