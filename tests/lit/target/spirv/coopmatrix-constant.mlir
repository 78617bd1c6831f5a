// A `spirv.Constant` of cooperative-matrix type holds a `dense<...>` splat
// (the type is shaped: rows x columns of its element type). It goes to a
// binary as OpConstantComposite with the element as its one constituent and
// comes back as the same splat; upstream MLIR 22 reads our binary to the same
// text.

// RUN: %hlsl-translate --no-implicit-module --test-spirv-roundtrip %s | FileCheck %s
// RUN: %hlsl-translate --no-implicit-module --serialize-spirv %s -o %t.spv
// RUN: %hlsl-translate --deserialize-spirv %t.spv -o %t.mlir
// RUN: %hlsl-translate --no-implicit-module --serialize-spirv %t.mlir -o %t.2.spv
// RUN: cmp %t.spv %t.2.spv
// RUN: %if mlir-translate %{ %mlir-translate --no-implicit-module --deserialize-spirv %t.spv | FileCheck %s %}

// CHECK-LABEL: spirv.func @zero
// CHECK: spirv.Constant dense<0.000000e+00> : !spirv.coopmatrix<16x16xf32, Subgroup, MatrixAcc>
// CHECK-LABEL: spirv.func @four
// CHECK: spirv.Constant dense<4> : !spirv.coopmatrix<16x8xi8, Subgroup, MatrixA>

spirv.module Logical GLSL450 requires #spirv.vce<v1.6, [Shader, Linkage, CooperativeMatrixKHR, Int8], [SPV_KHR_cooperative_matrix]> {
  spirv.func @zero() -> !spirv.coopmatrix<16x16xf32, Subgroup, MatrixAcc> "None" {
    %0 = spirv.Constant dense<0.000000e+00> : !spirv.coopmatrix<16x16xf32, Subgroup, MatrixAcc>
    spirv.ReturnValue %0 : !spirv.coopmatrix<16x16xf32, Subgroup, MatrixAcc>
  }
  spirv.func @four() -> !spirv.coopmatrix<16x8xi8, Subgroup, MatrixA> "None" {
    %0 = spirv.Constant dense<4> : !spirv.coopmatrix<16x8xi8, Subgroup, MatrixA>
    spirv.ReturnValue %0 : !spirv.coopmatrix<16x8xi8, Subgroup, MatrixA>
  }
}
