// Folding of the vector element ops (constants, from_elements, broadcast,
// insert/extract pairs) through `canonicalize`; the whole output equals
// upstream's.

// RUN: %hlsl-opt %s --canonicalize | FileCheck %s
// RUN: %hlsl-opt %s --canonicalize > %t.ours
// RUN: %mlir-opt %s --canonicalize > %t.theirs
// RUN: diff %t.ours %t.theirs
// REQUIRES: mlir-opt

func.func @f(%v: vector<4xf32>, %s: f32, %t: f32) -> (f32, f32, f32, vector<4xf32>, vector<4xf32>, f32, vector<4xf32>, vector<2x4xf32>, vector<4xf32>) {
  %c = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %one = arith.constant 1.0 : f32
  %0 = vector.extract %c[2] : f32 from vector<4xf32>
  %fe = vector.from_elements %s, %t, %s, %t : vector<4xf32>
  %1 = vector.extract %fe[1] : f32 from vector<4xf32>
  %b = vector.broadcast %s : f32 to vector<4xf32>
  %2 = vector.extract %b[3] : f32 from vector<4xf32>
  %3 = vector.broadcast %one : f32 to vector<4xf32>
  %e0 = vector.extract %v[0] : f32 from vector<4xf32>
  %e1 = vector.extract %v[1] : f32 from vector<4xf32>
  %e2 = vector.extract %v[2] : f32 from vector<4xf32>
  %e3 = vector.extract %v[3] : f32 from vector<4xf32>
  %4 = vector.from_elements %e0, %e1, %e2, %e3 : vector<4xf32>
  %ins = vector.insert %s, %v [2] : f32 into vector<4xf32>
  %5 = vector.extract %ins[2] : f32 from vector<4xf32>
  %6 = vector.from_elements %one, %one, %one, %one : vector<4xf32>
  %bb = vector.broadcast %b : vector<4xf32> to vector<2x4xf32>
  %x = vector.extract %v[1] : f32 from vector<4xf32>
  %7 = vector.insert %x, %v [1] : f32 into vector<4xf32>
  return %0, %1, %2, %3, %4, %5, %6, %bb, %7 : f32, f32, f32, vector<4xf32>, vector<4xf32>, f32, vector<4xf32>, vector<2x4xf32>, vector<4xf32>
}

// ----- expected output (generated from upstream, cross-checked by the diff above)
// CHECK-LABEL: func.func @f(%arg0: vector<4xf32>, %arg1: f32, %arg2: f32) -> (f32, f32, f32, vector<4xf32>, vector<4xf32>, f32, vector<4xf32>, vector<2x4xf32>, vector<4xf32>) {
// CHECK-NEXT: %cst = arith.constant 3.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant dense<1.000000e+00> : vector<4xf32>
// CHECK-NEXT: %0 = vector.broadcast %arg1 : f32 to vector<2x4xf32>
// CHECK-NEXT: %1 = vector.extract %arg0[1] : f32 from vector<4xf32>
// CHECK-NEXT: %2 = vector.insert %1, %arg0 [1] : f32 into vector<4xf32>
// CHECK-NEXT: return %cst, %arg2, %arg1, %cst_0, %arg0, %arg1, %cst_0, %0, %2 : f32, f32, f32, vector<4xf32>, vector<4xf32>, f32, vector<4xf32>, vector<2x4xf32>, vector<4xf32>
// CHECK-NEXT: }
