// Every math op in its custom form as MLIR 22 prints it (fast-math flags,
// the classification ops' operand type, fpowi's two types, clampf's
// brackets, sincos's two results); the generic form is cross-checked with
// upstream, and upstream's output parses back.

// RUN: %hlsl-opt %s | FileCheck %s
// RUN: %hlsl-opt %s --mlir-print-op-generic > %t.ours
// RUN: %mlir-opt %s --mlir-print-op-generic > %t.theirs
// RUN: diff %t.ours %t.theirs
// RUN: %hlsl-opt %s > %t.ours.custom
// RUN: %mlir-opt %s > %t.theirs.custom
// RUN: diff %t.ours.custom %t.theirs.custom
// RUN: %mlir-opt %s | %hlsl-opt | FileCheck %s
// REQUIRES: mlir-opt

// CHECK-LABEL: func.func @float_unary
func.func @float_unary(%x: f32, %v: vector<4xf16>, %d: f64) {
  // CHECK-NEXT: math.absf %arg0 : f32
  // CHECK-NEXT: math.acos %arg0 : f32
  // CHECK-NEXT: math.acosh %arg0 : f32
  // CHECK-NEXT: math.asin %arg0 : f32
  // CHECK-NEXT: math.asinh %arg0 : f32
  // CHECK-NEXT: math.atan %arg0 : f32
  // CHECK-NEXT: math.atanh %arg0 : f32
  // CHECK-NEXT: math.cbrt %arg0 : f32
  // CHECK-NEXT: math.ceil %arg0 : f32
  // CHECK-NEXT: math.cos %arg0 fastmath<fast> : f32
  // CHECK-NEXT: math.cosh %arg0 : f32
  // CHECK-NEXT: math.erf %arg0 : f32
  // CHECK-NEXT: math.erfc %arg0 : f32
  // CHECK-NEXT: math.exp %arg1 : vector<4xf16>
  // CHECK-NEXT: math.exp2 %arg1 : vector<4xf16>
  // CHECK-NEXT: math.expm1 %arg0 : f32
  // CHECK-NEXT: math.floor %arg2 : f64
  // CHECK-NEXT: math.log %arg0 fastmath<nnan,ninf> : f32
  // CHECK-NEXT: math.log10 %arg0 : f32
  // CHECK-NEXT: math.log1p %arg0 : f32
  // CHECK-NEXT: math.log2 %arg0 : f32
  // CHECK-NEXT: math.round %arg0 : f32
  // CHECK-NEXT: math.roundeven %arg0 : f32
  // CHECK-NEXT: math.rsqrt %arg1 : vector<4xf16>
  // CHECK-NEXT: math.sin %arg0 : f32
  // CHECK-NEXT: math.sinh %arg0 : f32
  // CHECK-NEXT: math.sqrt %arg2 : f64
  // CHECK-NEXT: math.tan %arg0 : f32
  // CHECK-NEXT: math.tanh %arg0 : f32
  // CHECK-NEXT: math.trunc %arg0 : f32
  %0 = math.absf %x : f32
  %1 = math.acos %x : f32
  %2 = math.acosh %x : f32
  %3 = math.asin %x : f32
  %4 = math.asinh %x : f32
  %5 = math.atan %x : f32
  %6 = math.atanh %x : f32
  %7 = math.cbrt %x : f32
  %8 = math.ceil %x : f32
  %9 = math.cos %x fastmath<fast> : f32
  %10 = math.cosh %x : f32
  %11 = math.erf %x : f32
  %12 = math.erfc %x : f32
  %13 = math.exp %v : vector<4xf16>
  %14 = math.exp2 %v : vector<4xf16>
  %15 = math.expm1 %x : f32
  %16 = math.floor %d : f64
  %17 = math.log %x fastmath<nnan,ninf> : f32
  %18 = math.log10 %x : f32
  %19 = math.log1p %x : f32
  %20 = math.log2 %x : f32
  %21 = math.round %x : f32
  %22 = math.roundeven %x : f32
  %23 = math.rsqrt %v : vector<4xf16>
  %24 = math.sin %x : f32
  %25 = math.sinh %x : f32
  %26 = math.sqrt %d : f64
  %27 = math.tan %x : f32
  %28 = math.tanh %x : f32
  %29 = math.trunc %x : f32
  return
}

// CHECK-LABEL: func.func @others
func.func @others(%x: f32, %y: f32, %i: i32, %v: vector<2xi64>, %t: tensor<4xf32>) {
  // CHECK-NEXT: math.atan2 %arg0, %arg1 : f32
  // CHECK-NEXT: math.copysign %arg0, %arg1 fastmath<nsz> : f32
  // CHECK-NEXT: math.powf %arg4, %arg4 : tensor<4xf32>
  // CHECK-NEXT: math.fma %arg0, %arg1, %arg0 fastmath<contract> : f32
  // CHECK-NEXT: math.clampf %arg0 to [%arg1, %arg0] : f32
  // CHECK-NEXT: math.fpowi %arg0, %arg2 fastmath<afn> : f32, i32
  // CHECK-NEXT: math.ipowi %arg2, %arg2 : i32
  // CHECK-NEXT: math.absi %arg3 : vector<2xi64>
  // CHECK-NEXT: math.ctlz %arg2 : i32
  // CHECK-NEXT: math.cttz %arg2 : i32
  // CHECK-NEXT: math.ctpop %arg3 : vector<2xi64>
  // CHECK-NEXT: math.isfinite %arg0 : f32
  // CHECK-NEXT: math.isinf %arg4 : tensor<4xf32>
  // CHECK-NEXT: math.isnan %arg0 {fastmath = #arith.fastmath<fast>} : f32
  // CHECK-NEXT: math.isnormal %arg0 : f32
  // CHECK-NEXT: %sin, %cos = math.sincos %arg0 : f32
  %0 = math.atan2 %x, %y : f32
  %1 = math.copysign %x, %y fastmath<nsz> : f32
  %2 = math.powf %t, %t : tensor<4xf32>
  %3 = math.fma %x, %y, %x fastmath<contract> : f32
  %4 = math.clampf %x to [%y, %x] : f32
  %5 = math.fpowi %x, %i fastmath<afn> : f32, i32
  %6 = math.ipowi %i, %i : i32
  %7 = math.absi %v : vector<2xi64>
  %8 = math.ctlz %i : i32
  %9 = math.cttz %i : i32
  %10 = math.ctpop %v : vector<2xi64>
  %11 = math.isfinite %x : f32
  %12 = math.isinf %t : tensor<4xf32>
  %13 = math.isnan %x {fastmath = #arith.fastmath<fast>} : f32
  %14 = math.isnormal %x : f32
  %15:2 = math.sincos %x : f32
  return
}
