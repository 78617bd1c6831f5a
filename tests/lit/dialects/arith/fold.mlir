// Constant folding of every arith folder, and the identities upstream folds,
// through `canonicalize`; the whole output equals upstream's.

// RUN: %hlsl-opt %s --canonicalize | FileCheck %s
// RUN: %hlsl-opt %s --canonicalize > %t.ours
// RUN: %mlir-opt %s --canonicalize > %t.theirs
// RUN: diff %t.ours %t.theirs
// REQUIRES: mlir-opt

func.func @ints(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c7 = arith.constant 7 : i32
  %cm3 = arith.constant -3 : i32
  %cm1 = arith.constant -1 : i32
  %0 = arith.addi %c7, %cm3 : i32
  %1 = arith.subi %c7, %cm3 : i32
  %2 = arith.muli %c7, %cm3 : i32
  %3 = arith.divsi %c7, %cm3 : i32
  %4 = arith.divui %c7, %cm3 : i32
  %5 = arith.ceildivsi %c7, %cm3 : i32
  %6 = arith.floordivsi %c7, %cm3 : i32
  %7 = arith.remsi %c7, %cm3 : i32
  %8 = arith.remui %cm3, %c7 : i32
  %9 = arith.andi %c7, %cm3 : i32
  %10 = arith.ori %c7, %cm3 : i32
  %11 = arith.xori %c7, %cm3 : i32
  %12 = arith.shli %c7, %c1 : i32
  %13 = arith.shrsi %cm3, %c1 : i32
  %14 = arith.shrui %cm3, %c1 : i32
  %15 = arith.maxsi %c7, %cm3 : i32
  %16 = arith.maxui %c7, %cm3 : i32
  %17 = arith.minsi %x, %x : i32
  %18 = arith.ceildivui %c7, %cm3 : i32
  %19 = arith.addi %c1, %x : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}
func.func @identities(%x: i32, %y: i32, %b: i1) -> (i32, i32, i32, i32, i32, i32, i32, i32, i1, i1, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %cm1 = arith.constant -1 : i32
  %t = arith.constant true
  %f = arith.constant false
  %0 = arith.addi %x, %c0 : i32
  %1 = arith.subi %x, %x : i32
  %2 = arith.muli %x, %c1 : i32
  %3 = arith.muli %x, %c0 : i32
  %4 = arith.andi %x, %cm1 : i32
  %5 = arith.ori %x, %x : i32
  %6 = arith.xori %x, %x : i32
  %7 = arith.divsi %x, %c1 : i32
  %8 = arith.cmpi slt, %x, %x : i32
  %9 = arith.select %b, %t, %f : i1
  %10 = arith.select %b, %x, %x : i32
  %11 = arith.select %t, %x, %y : i32
  %s = arith.subi %x, %y : i32
  %12 = arith.addi %s, %y : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12 : i32, i32, i32, i32, i32, i32, i32, i32, i1, i1, i32, i32, i32
}
func.func @floats(%x: f32) -> (f32, f32, f32, f32, f32, f32, i1, i1, f16, f64, f32) {
  %a = arith.constant 1.5 : f32
  %b = arith.constant 0.1 : f32
  %z = arith.constant -0.0 : f32
  %h = arith.constant 1.0e-3 : f16
  %d = arith.constant 3.3 : f64
  %0 = arith.addf %a, %b : f32
  %1 = arith.mulf %a, %b : f32
  %2 = arith.divf %a, %b : f32
  %3 = arith.subf %a, %b : f32
  %4 = arith.addf %x, %z : f32
  %5 = arith.negf %a : f32
  %6 = arith.cmpf olt, %a, %b : f32
  %7 = arith.cmpf uno, %a, %b : f32
  %8 = arith.addf %h, %h : f16
  %9 = arith.extf %a : f32 to f64
  %10 = arith.truncf %d : f64 to f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : f32, f32, f32, f32, f32, f32, i1, i1, f16, f64, f32
}
func.func @casts() -> (i64, i64, i8, f32, f32, i32, i32, index, i32, f32, i16) {
  %cm3 = arith.constant -3 : i32
  %f = arith.constant -2.75 : f32
  %i = arith.constant 300 : index
  %0 = arith.extsi %cm3 : i32 to i64
  %1 = arith.extui %cm3 : i32 to i64
  %2 = arith.trunci %cm3 : i32 to i8
  %3 = arith.sitofp %cm3 : i32 to f32
  %4 = arith.uitofp %cm3 : i32 to f32
  %5 = arith.fptosi %f : f32 to i32
  %6 = arith.index_cast %i : index to i32
  %7 = arith.index_cast %cm3 : i32 to index
  %8 = arith.bitcast %f : f32 to i32
  %9 = arith.bitcast %cm3 : i32 to f32
  %10 = arith.trunci %6 : i32 to i16
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : i64, i64, i8, f32, f32, i32, i32, index, i32, f32, i16
}
func.func @vectors(%v: vector<4xi32>) -> (vector<4xi32>, vector<4xi32>, vector<2xf32>) {
  %a = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %b = arith.constant dense<10> : vector<4xi32>
  %c = arith.constant dense<[1.5, 2.5]> : vector<2xf32>
  %0 = arith.addi %a, %b : vector<4xi32>
  %1 = arith.subi %v, %v : vector<4xi32>
  %2 = arith.mulf %c, %c : vector<2xf32>
  return %0, %1, %2 : vector<4xi32>, vector<4xi32>, vector<2xf32>
}

// ----- expected output (generated from upstream, cross-checked by the diff above)
// CHECK-LABEL: func.func @ints(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT: %c-21_i32 = arith.constant -21 : i32
// CHECK-NEXT: %c-2_i32 = arith.constant -2 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c-3_i32 = arith.constant -3 : i32
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %c-6_i32 = arith.constant -6 : i32
// CHECK-NEXT: %c14_i32 = arith.constant 14 : i32
// CHECK-NEXT: %c2147483646_i32 = arith.constant 2147483646 : i32
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c1_i32 : i32
// CHECK-NEXT: return %c4_i32, %c10_i32, %c-21_i32, %c-2_i32, %c0_i32, %c-2_i32, %c-3_i32, %c1_i32, %c1_i32, %c5_i32, %c-1_i32, %c-6_i32, %c14_i32, %c-2_i32, %c2147483646_i32, %c7_i32, %c-3_i32, %arg0, %c1_i32, %0 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @identities(%arg0: i32, %arg1: i32, %arg2: i1) -> (i32, i32, i32, i32, i32, i32, i32, i32, i1, i1, i32, i32, i32) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: return %arg0, %c0_i32, %arg0, %c0_i32, %arg0, %arg0, %c0_i32, %arg0, %false, %arg2, %arg0, %arg0, %arg0 : i32, i32, i32, i32, i32, i32, i32, i32, i1, i1, i32, i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @floats(%arg0: f32) -> (f32, f32, f32, f32, f32, f32, i1, i1, f16, f64, f32) {
// CHECK-NEXT: %cst = arith.constant 3.300000e+00 : f64
// CHECK-NEXT: %cst_0 = arith.constant 1.600000e+00 : f32
// CHECK-NEXT: %cst_1 = arith.constant 1.500000e-01 : f32
// CHECK-NEXT: %cst_2 = arith.constant 1.500000e+01 : f32
// CHECK-NEXT: %cst_3 = arith.constant 1.400000e+00 : f32
// CHECK-NEXT: %cst_4 = arith.constant -1.500000e+00 : f32
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %cst_5 = arith.constant 2.000810e-03 : f16
// CHECK-NEXT: %cst_6 = arith.constant 1.500000e+00 : f64
// CHECK-NEXT: %0 = arith.truncf %cst : f64 to f32
// CHECK-NEXT: return %cst_0, %cst_1, %cst_2, %cst_3, %arg0, %cst_4, %false, %false, %cst_5, %cst_6, %0 : f32, f32, f32, f32, f32, f32, i1, i1, f16, f64, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @casts() -> (i64, i64, i8, f32, f32, i32, i32, index, i32, f32, i16) {
// CHECK-NEXT: %c-3_i64 = arith.constant -3 : i64
// CHECK-NEXT: %c4294967293_i64 = arith.constant 4294967293 : i64
// CHECK-NEXT: %c-3_i8 = arith.constant -3 : i8
// CHECK-NEXT: %cst = arith.constant -3.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 4.2949673E+9 : f32
// CHECK-NEXT: %c-2_i32 = arith.constant -2 : i32
// CHECK-NEXT: %c300_i32 = arith.constant 300 : i32
// CHECK-NEXT: %c-3 = arith.constant -3 : index
// CHECK-NEXT: %c-1070596096_i32 = arith.constant -1070596096 : i32
// CHECK-NEXT: %cst_1 = arith.constant 0xFFFFFFFD : f32
// CHECK-NEXT: %c300_i16 = arith.constant 300 : i16
// CHECK-NEXT: return %c-3_i64, %c4294967293_i64, %c-3_i8, %cst, %cst_0, %c-2_i32, %c300_i32, %c-3, %c-1070596096_i32, %cst_1, %c300_i16 : i64, i64, i8, f32, f32, i32, i32, index, i32, f32, i16
// CHECK-NEXT: }
// CHECK-LABEL: func.func @vectors(%arg0: vector<4xi32>) -> (vector<4xi32>, vector<4xi32>, vector<2xf32>) {
// CHECK-NEXT: %cst = arith.constant dense<[11, 12, 13, 14]> : vector<4xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<0> : vector<4xi32>
// CHECK-NEXT: %cst_1 = arith.constant dense<[2.250000e+00, 6.250000e+00]> : vector<2xf32>
// CHECK-NEXT: return %cst, %cst_0, %cst_1 : vector<4xi32>, vector<4xi32>, vector<2xf32>
// CHECK-NEXT: }
