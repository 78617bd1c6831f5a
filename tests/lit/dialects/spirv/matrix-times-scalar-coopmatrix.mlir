// `spirv.MatrixTimesScalar` scales a cooperative matrix of floats as well as
// a `!spirv.matrix` (MLIR 22's `SPIRV_MatrixOrCoopMatrixOf<SPIRV_Float>`);
// the scale has the matrix's element type, and integer cooperative matrices
// are refused with MLIR's wording.

// RUN: %hlsl-opt %s --split-input-file --verify-diagnostics | FileCheck %s

// CHECK-LABEL: spirv.func @scale_half
// CHECK: spirv.MatrixTimesScalar %arg0, %arg1 : !spirv.coopmatrix<8x8xf16, Workgroup, MatrixB>, f16
spirv.module Logical GLSL450 requires #spirv.vce<v1.6, [Shader, Linkage, CooperativeMatrixKHR, Float16], [SPV_KHR_cooperative_matrix]> {
  spirv.func @scale_half(%m: !spirv.coopmatrix<8x8xf16, Workgroup, MatrixB>, %s: f16) -> !spirv.coopmatrix<8x8xf16, Workgroup, MatrixB> "None" {
    %0 = spirv.MatrixTimesScalar %m, %s : !spirv.coopmatrix<8x8xf16, Workgroup, MatrixB>, f16
    spirv.ReturnValue %0 : !spirv.coopmatrix<8x8xf16, Workgroup, MatrixB>
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @wrong_scale(%m: !spirv.coopmatrix<8x8xf32, Subgroup, MatrixAcc>, %s: f16) "None" {
    // expected-error @+1 {{'spirv.MatrixTimesScalar' op input matrix components' type and scaling value must have the same type}}
    %0 = spirv.MatrixTimesScalar %m, %s : !spirv.coopmatrix<8x8xf32, Subgroup, MatrixAcc>, f16
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @integer_matrix(%m: !spirv.coopmatrix<8x8xi32, Subgroup, MatrixAcc>, %s: f32) "None" {
    // expected-error @+1 {{'spirv.MatrixTimesScalar' op operand #0 must be any SPIR-V matrix type or Cooperative Matrix of 16/32/64-bit float values, but got '!spirv.coopmatrix<8x8xi32, Subgroup, MatrixAcc>'}}
    %0 = spirv.MatrixTimesScalar %m, %s : !spirv.coopmatrix<8x8xi32, Subgroup, MatrixAcc>, f32
    spirv.Return
  }
}
