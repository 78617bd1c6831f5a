// Constant folding of math ops through --canonicalize, as MLIR 22 folds
// them: transcendental functions, trunc and round of f32/f64 at the
// operand's precision, ceil/floor/roundeven/absf/copysign of every float
// type, the integer bit counts; no fold outside the domain upstream folds
// (log and sqrt of negatives and -0, log1p below -1, f16 sin/round/trunc).

// RUN: %hlsl-opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s
// RUN: %hlsl-opt %s --allow-unregistered-dialect --canonicalize > %t.ours
// RUN: %mlir-opt %s --allow-unregistered-dialect --canonicalize > %t.theirs
// RUN: diff %t.ours %t.theirs
// REQUIRES: mlir-opt

// CHECK-LABEL: func.func @f
// CHECK-DAG: arith.constant 0.644217669 : f32
// CHECK-DAG: arith.constant 0x7FC00000 : f32
// CHECK-DAG: arith.constant -0.699999988 : f32
// CHECK-DAG: arith.constant dense<[0.000000e+00, -2.000000e+00]> : vector<2xf32>
// CHECK-DAG: %c26_i32 = arith.constant 26 : i32
// CHECK-DAG: %c3_i32 = arith.constant 3 : i32
// CHECK-DAG: %c30_i32 = arith.constant 30 : i32
// CHECK-DAG: %c7_i32 = arith.constant 7 : i32
// CHECK-DAG: math.log2 %{{.+}} : f32
// CHECK-DAG: math.log %{{.+}} : f32
// CHECK-DAG: math.log1p %{{.+}} : f32
// CHECK-DAG: math.sqrt %{{.+}} : f32
// CHECK-DAG: math.sin %{{.+}} : f16
// CHECK-DAG: math.round %{{.+}} : f16
// CHECK-DAG: math.trunc %{{.+}} : f16
func.func @f() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f64, f64, f16, f16, vector<2xf32>, i32, i32, i32, i32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %x = arith.constant 0.7 : f32
  %n = arith.constant -2.5 : f32
  %z = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %d = arith.constant 1.3 : f64
  %h = arith.constant 2.5 : f16
  %v = arith.constant dense<[0.5, -1.5]> : vector<2xf32>
  %i = arith.constant 40 : i32
  %m = arith.constant -7 : i32
  %0 = math.sin %x : f32
  %1 = math.cos %x : f32
  %2 = math.tan %x : f32
  %3 = math.exp %x : f32
  %4 = math.exp2 %x : f32
  %5 = math.log %x : f32
  %6 = math.log2 %n : f32
  %7 = math.log10 %x : f32
  %8 = math.sqrt %x : f32
  %9 = math.powf %x, %n : f32
  %10 = math.atan2 %x, %n : f32
  %11 = math.atan2 %z, %z : f32
  %12 = math.sin %d : f64
  %13 = math.tanh %d : f64
  %14 = math.round %h : f16
  %h14 = math.trunc %h : f16
  %h15 = math.floor %h : f16
  %15 = math.sin %h : f16
  %16 = math.roundeven %v : vector<2xf32>
  %17 = math.ctlz %i : i32
  %18 = math.cttz %i : i32
  %19 = math.ctpop %m : i32
  %20 = math.absi %m : i32
  %21 = math.copysign %x, %n : f32
  %22 = math.log %nz : f32
  %23 = math.log1p %n : f32
  %24 = math.ceil %n : f32
  %25 = math.asin %x : f32
  %26 = math.acos %x : f32
  %27 = math.expm1 %x : f32
  %28 = math.sinh %x : f32
  %29 = math.floor %n : f32
  %30 = math.sqrt %nz : f32
  "my.use"(%h14, %h15) : (f16, f16) -> ()
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f64, f64, f16, f16, vector<2xf32>, i32, i32, i32, i32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}
