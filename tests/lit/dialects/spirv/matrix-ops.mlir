// The matrix ops (`spirv.MatrixTimesMatrix`, `spirv.MatrixTimesScalar`,
// `spirv.MatrixTimesVector`, `spirv.VectorTimesMatrix`, `spirv.Transpose`) in
// their custom form as MLIR 22 prints them, and the generic form
// cross-checked with upstream.

// RUN: %hlsl-opt %s --split-input-file | FileCheck %s
// RUN: %hlsl-opt %s --split-input-file --mlir-print-op-generic > %t.ours
// RUN: %mlir-opt %s --split-input-file --mlir-print-op-generic > %t.theirs
// RUN: diff %t.ours %t.theirs
// RUN: %mlir-opt %s --split-input-file | %hlsl-opt --split-input-file | FileCheck %s
// RUN: %mlir-opt %s --split-input-file --mlir-print-op-generic | %hlsl-opt --split-input-file | FileCheck %s
// REQUIRES: mlir-opt

// CHECK-LABEL: spirv.module @matrices Logical GLSL450 {
// CHECK-NEXT: spirv.func @matrices(%arg0: !spirv.matrix<4 x vector<3xf32>>, %arg1: !spirv.matrix<3 x vector<4xf32>>, %arg2: f32, %arg3: vector<4xf32>, %arg4: vector<3xf32>) "None" {
// CHECK-NEXT: %0 = spirv.MatrixTimesMatrix %arg0, %arg1 : !spirv.matrix<4 x vector<3xf32>>, !spirv.matrix<3 x vector<4xf32>> -> !spirv.matrix<3 x vector<3xf32>>
// CHECK-NEXT: %1 = spirv.MatrixTimesScalar %arg0, %arg2 : !spirv.matrix<4 x vector<3xf32>>, f32
// CHECK-NEXT: %2 = spirv.MatrixTimesVector %arg0, %arg3 : !spirv.matrix<4 x vector<3xf32>>, vector<4xf32> -> vector<3xf32>
// CHECK-NEXT: %3 = spirv.VectorTimesMatrix %arg4, %arg0 {foo} : vector<3xf32>, !spirv.matrix<4 x vector<3xf32>> -> vector<4xf32>
// CHECK-NEXT: %4 = spirv.Transpose %arg0 : !spirv.matrix<4 x vector<3xf32>> -> !spirv.matrix<3 x vector<4xf32>>
// CHECK-NEXT: spirv.Return
spirv.module @matrices Logical GLSL450 {
  spirv.func @matrices(%m43: !spirv.matrix<4 x vector<3xf32>>, %m34: !spirv.matrix<3 x vector<4xf32>>, %s: f32, %v4: vector<4xf32>, %v3: vector<3xf32>) "None" {
    %0 = spirv.MatrixTimesMatrix %m43, %m34 : !spirv.matrix<4 x vector<3xf32>>, !spirv.matrix<3 x vector<4xf32>> -> !spirv.matrix<3 x vector<3xf32>>
    %1 = spirv.MatrixTimesScalar %m43, %s : !spirv.matrix<4 x vector<3xf32>>, f32
    %2 = spirv.MatrixTimesVector %m43, %v4 : !spirv.matrix<4 x vector<3xf32>>, vector<4xf32> -> vector<3xf32>
    %3 = spirv.VectorTimesMatrix %v3, %m43 {foo} : vector<3xf32>, !spirv.matrix<4 x vector<3xf32>> -> vector<4xf32>
    %4 = spirv.Transpose %m43 : !spirv.matrix<4 x vector<3xf32>> -> !spirv.matrix<3 x vector<4xf32>>
    spirv.Return
  }
}

// -----

// f64 and f16 matrices.
// CHECK-LABEL: spirv.module @widths Logical GLSL450 {
// CHECK: spirv.MatrixTimesScalar %arg0, %arg1 : !spirv.matrix<2 x vector<2xf64>>, f64
// CHECK: spirv.MatrixTimesMatrix %arg2, %arg2 : !spirv.matrix<2 x vector<2xf16>>, !spirv.matrix<2 x vector<2xf16>> -> !spirv.matrix<2 x vector<2xf16>>
spirv.module @widths Logical GLSL450 {
  spirv.func @widths(%m: !spirv.matrix<2 x vector<2xf64>>, %s: f64, %h: !spirv.matrix<2 x vector<2xf16>>) "None" {
    %0 = spirv.MatrixTimesScalar %m, %s : !spirv.matrix<2 x vector<2xf64>>, f64
    %1 = spirv.MatrixTimesMatrix %h, %h : !spirv.matrix<2 x vector<2xf16>>, !spirv.matrix<2 x vector<2xf16>> -> !spirv.matrix<2 x vector<2xf16>>
    spirv.Return
  }
}
