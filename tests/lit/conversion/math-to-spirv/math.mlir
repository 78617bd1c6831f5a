// --convert-math-to-spirv alone, as mlir-opt runs it: a partial conversion
// for the module's target environment. Ops with a GLSL.std.450 instruction
// become it; copysign, round, ctlz, log2/log10, log1p, expm1 and powf expand
// as upstream expands them; exp2, trunc, atan2 and ops on f64 that
// GLSL.std.450 leaves to 16/32-bit floats stay or fail as upstream's do.

// RUN: %hlsl-opt %s --convert-math-to-spirv | FileCheck %s

// Upstream cross-check: the module as mlir-opt-22 prints it for the same
// pass (ours normalized through mlir-opt-22).
// REQUIRES: mlir-opt
// RUN: %hlsl-opt %s --convert-math-to-spirv | %mlir-opt > %t.ours
// RUN: %mlir-opt %s --convert-math-to-spirv > %t.theirs
// RUN: diff %t.ours %t.theirs

module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Float16, Int16, Float64], []>, #spirv.resource_limits<>>} {

// CHECK-LABEL: func.func @one_instruction
func.func @one_instruction(%x: f32, %v: vector<3xf32>, %h: f16, %i: vector<2xi32>, %d: f64) {
  // CHECK-NEXT: spirv.GL.Sin %arg0 : f32
  // CHECK-NEXT: spirv.GL.Cos %arg0 : f32
  // CHECK-NEXT: spirv.GL.Tan %arg0 : f32
  // CHECK-NEXT: spirv.GL.Asin %arg0 : f32
  // CHECK-NEXT: spirv.GL.Acos %arg0 : f32
  // CHECK-NEXT: spirv.GL.Atan %arg1 : vector<3xf32>
  // CHECK-NEXT: spirv.GL.Sinh %arg2 : f16
  // CHECK-NEXT: spirv.GL.Cosh %arg2 : f16
  // CHECK-NEXT: spirv.GL.Tanh %arg2 : f16
  // CHECK-NEXT: spirv.GL.Asinh %arg0 : f32
  // CHECK-NEXT: spirv.GL.Acosh %arg0 : f32
  // CHECK-NEXT: spirv.GL.Atanh %arg0 : f32
  // CHECK-NEXT: spirv.GL.Exp %arg0 : f32
  // CHECK-NEXT: spirv.GL.Log %arg0 : f32
  // CHECK-NEXT: spirv.GL.Sqrt %arg4 : f64
  // CHECK-NEXT: spirv.GL.InverseSqrt %arg1 : vector<3xf32>
  // CHECK-NEXT: spirv.GL.Floor %arg4 : f64
  // CHECK-NEXT: spirv.GL.Ceil %arg0 : f32
  // CHECK-NEXT: spirv.GL.RoundEven %arg1 : vector<3xf32>
  // CHECK-NEXT: spirv.GL.FAbs %arg0 : f32
  // CHECK-NEXT: spirv.GL.SAbs %arg3 : vector<2xi32>
  // CHECK-NEXT: spirv.GL.Fma %arg0, %arg0, %arg0 : f32
  // CHECK-NEXT: spirv.IsNan %arg0 : f32
  // CHECK-NEXT: spirv.IsInf %arg1 : vector<3xf32>
  // CHECK-NEXT: spirv.IsFinite %arg4 : f64
  %0 = math.sin %x : f32
  %1 = math.cos %x fastmath<fast> : f32
  %2 = math.tan %x : f32
  %3 = math.asin %x : f32
  %4 = math.acos %x : f32
  %5 = math.atan %v : vector<3xf32>
  %6 = math.sinh %h : f16
  %7 = math.cosh %h : f16
  %8 = math.tanh %h : f16
  %9 = math.asinh %x : f32
  %10 = math.acosh %x : f32
  %11 = math.atanh %x : f32
  %12 = math.exp %x : f32
  %13 = math.log %x : f32
  %14 = math.sqrt %d : f64
  %15 = math.rsqrt %v : vector<3xf32>
  %16 = math.floor %d : f64
  %17 = math.ceil %x : f32
  %18 = math.roundeven %v : vector<3xf32>
  %19 = math.absf %x : f32
  %20 = math.absi %i : vector<2xi32>
  %21 = math.fma %x, %x, %x : f32
  %22 = math.isnan %x : f32
  %23 = math.isinf %v : vector<3xf32>
  %24 = math.isfinite %d : f64
  // Left to other passes, as upstream leaves them.
  // CHECK-NEXT: math.exp2 %arg0 : f32
  // CHECK-NEXT: math.trunc %arg0 : f32
  // CHECK-NEXT: math.atan2 %arg0, %arg0 : f32
  // CHECK-NEXT: math.isnormal %arg0 : f32
  // CHECK-NEXT: math.cttz %arg3 : vector<2xi32>
  %25 = math.exp2 %x : f32
  %26 = math.trunc %x : f32
  %27 = math.atan2 %x, %x : f32
  %28 = math.isnormal %x : f32
  %29 = math.cttz %i : vector<2xi32>
  return
}

// CHECK-LABEL: func.func @expanded
func.func @expanded(%x: f32, %y: f32, %v: vector<3xf32>, %h: vector<2xf16>, %i: vector<2xi32>, %s: i16) {
  // copysign: the magnitude bits of x, the sign bit of y.
  // CHECK-NEXT: %[[SIGN:.+]] = spirv.Constant -2147483648 : i32
  // CHECK-NEXT: %[[VALUE:.+]] = spirv.Constant 2147483647 : i32
  // CHECK-NEXT: %[[X:.+]] = spirv.Bitcast %arg0 : f32 to i32
  // CHECK-NEXT: %[[Y:.+]] = spirv.Bitcast %arg1 : f32 to i32
  // CHECK-NEXT: %[[M:.+]] = spirv.BitwiseAnd %[[X]], %[[VALUE]] : i32
  // CHECK-NEXT: %[[S:.+]] = spirv.BitwiseAnd %[[Y]], %[[SIGN]] : i32
  // CHECK-NEXT: %[[R:.+]] = spirv.BitwiseOr %[[M]], %[[S]] : i32
  // CHECK-NEXT: spirv.Bitcast %[[R]] : i32 to f32
  %0 = math.copysign %x, %y : f32
  // CHECK: spirv.CompositeConstruct {{.*}} -> vector<3xi32>
  %1 = math.copysign %v, %v : vector<3xf32>
  // round: floor(|x|) + (fraction >= 0.5), with x's sign.
  // CHECK: spirv.GL.FAbs %arg3 : vector<2xf16>
  // CHECK-NEXT: spirv.GL.Floor
  // CHECK-NEXT: spirv.FSub
  // CHECK-NEXT: spirv.FOrdGreaterThanEqual
  // CHECK-NEXT: spirv.Select
  // CHECK-NEXT: spirv.FAdd
  // CHECK: spirv.Bitcast {{.*}} : vector<2xi16> to vector<2xf16>
  %2 = math.round %h : vector<2xf16>
  // powf: Pow(|x|, y), NaN for a negative x and a fractional y, negated for
  // a negative x and an odd y.
  // CHECK: spirv.FOrdLessThan %arg2
  // CHECK: spirv.FRem
  // CHECK: spirv.Constant dense<0x7FC00000> : vector<3xf32>
  // CHECK: spirv.ConvertFToS %arg2 : vector<3xf32> to vector<3xi32>
  // CHECK: spirv.GL.Pow
  // CHECK: spirv.FNegate
  %3 = math.powf %v, %v : vector<3xf32>
  // CHECK: spirv.Constant dense<1.442380e+00> : vector<2xf16>
  // CHECK-NEXT: spirv.GL.Log %arg3 : vector<2xf16>
  // CHECK-NEXT: spirv.FMul
  %4 = math.log2 %h : vector<2xf16>
  // CHECK: spirv.Constant 0.434294492 : f32
  // CHECK-NEXT: spirv.GL.Log %arg0 : f32
  // CHECK-NEXT: spirv.FMul
  %5 = math.log10 %x : f32
  // CHECK: spirv.GL.FindUMsb %arg4 : vector<2xi32>
  // CHECK: spirv.ULessThanEqual
  %6 = math.ctlz %i : vector<2xi32>
  // Only 32-bit integers.
  // CHECK: math.ctlz %arg5 : i16
  %7 = math.ctlz %s : i16
  // CHECK: spirv.GL.Exp %arg2
  // CHECK-NEXT: spirv.Constant dense<1.000000e+00> : vector<3xf32>
  // CHECK-NEXT: spirv.FSub
  %8 = math.expm1 %v : vector<3xf32>
  // CHECK: spirv.Constant dense<1.000000e+00> : vector<2xf16>
  // CHECK-NEXT: spirv.FAdd
  // CHECK-NEXT: spirv.GL.Log
  %9 = math.log1p %h : vector<2xf16>
  return
}

}
