// The element ops of vector in their custom form as MLIR 22 prints them; the
// generic form is cross-checked with upstream, and upstream's output parses back.

// RUN: %hlsl-opt %s | FileCheck %s
// RUN: %hlsl-opt %s --mlir-print-op-generic > %t.ours
// RUN: %mlir-opt %s --mlir-print-op-generic > %t.theirs
// RUN: diff %t.ours %t.theirs
// RUN: %mlir-opt %s | %hlsl-opt | FileCheck %s
// RUN: %mlir-opt %s --mlir-print-op-generic | %hlsl-opt | FileCheck %s
// REQUIRES: mlir-opt

func.func @f(%v: vector<4xf32>, %m: vector<2x3xi32>, %s: f32, %i: i32, %sv: vector<[4]xf32>) -> f32 {
  %0 = vector.extract %v[0] : f32 from vector<4xf32>
  %1 = vector.extract %m[1, 2] : i32 from vector<2x3xi32>
  %2 = vector.extract %m[1] : vector<3xi32> from vector<2x3xi32>
  %3 = vector.insert %s, %v[3] : f32 into vector<4xf32>
  %4 = vector.insert %i, %m[0, 1] : i32 into vector<2x3xi32>
  %5 = vector.from_elements %s, %s, %s, %s : vector<4xf32>
  %6 = vector.broadcast %s : f32 to vector<4xf32>
  %7 = vector.broadcast %2 : vector<3xi32> to vector<2x3xi32>
  %8 = vector.extract %m[] : vector<2x3xi32> from vector<2x3xi32>
  %9 = vector.from_elements %i, %i, %i, %i, %i, %i : vector<2x3xi32>
  %10 = vector.extract %sv[1] : f32 from vector<[4]xf32>
  %11 = vector.broadcast %s : f32 to vector<f32>
  %12 = vector.extract %11[] : f32 from vector<f32>
  return %0 : f32
}

// ----- expected output (generated from upstream, cross-checked by the diff above)
// CHECK-LABEL: func.func @f(%arg0: vector<4xf32>, %arg1: vector<2x3xi32>, %arg2: f32, %arg3: i32, %arg4: vector<[4]xf32>) -> f32 {
// CHECK-NEXT: %0 = vector.extract %arg0[0] : f32 from vector<4xf32>
// CHECK-NEXT: %1 = vector.extract %arg1[1, 2] : i32 from vector<2x3xi32>
// CHECK-NEXT: %2 = vector.extract %arg1[1] : vector<3xi32> from vector<2x3xi32>
// CHECK-NEXT: %3 = vector.insert %arg2, %arg0 [3] : f32 into vector<4xf32>
// CHECK-NEXT: %4 = vector.insert %arg3, %arg1 [0, 1] : i32 into vector<2x3xi32>
// CHECK-NEXT: %5 = vector.from_elements %arg2, %arg2, %arg2, %arg2 : vector<4xf32>
// CHECK-NEXT: %6 = vector.broadcast %arg2 : f32 to vector<4xf32>
// CHECK-NEXT: %7 = vector.broadcast %2 : vector<3xi32> to vector<2x3xi32>
// CHECK-NEXT: %8 = vector.extract %arg1[] : vector<2x3xi32> from vector<2x3xi32>
// CHECK-NEXT: %9 = vector.from_elements %arg3, %arg3, %arg3, %arg3, %arg3, %arg3 : vector<2x3xi32>
// CHECK-NEXT: %10 = vector.extract %arg4[1] : f32 from vector<[4]xf32>
// CHECK-NEXT: %11 = vector.broadcast %arg2 : f32 to vector<f32>
// CHECK-NEXT: %12 = vector.extract %11[] : f32 from vector<f32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
