// `spirv.MatrixTimesScalar` on a cooperative matrix goes to a binary as
// OpMatrixTimesScalar on an OpTypeCooperativeMatrixKHR value and comes back
// the same; upstream MLIR 22 reads our binary to the same text.

// RUN: %hlsl-translate --no-implicit-module --test-spirv-roundtrip %s | FileCheck %s
// RUN: %hlsl-translate --no-implicit-module --serialize-spirv %s -o %t.spv
// RUN: %hlsl-translate --deserialize-spirv %t.spv -o %t.mlir
// RUN: %hlsl-translate --no-implicit-module --serialize-spirv %t.mlir -o %t.2.spv
// RUN: cmp %t.spv %t.2.spv
// RUN: %if mlir-translate %{ %mlir-translate --no-implicit-module --deserialize-spirv %t.spv | FileCheck %s %}

// CHECK-LABEL: spirv.func @scale
// CHECK: spirv.MatrixTimesScalar %{{.*}}, %{{.*}} : !spirv.coopmatrix<16x8xf16, Subgroup, MatrixAcc>, f16

spirv.module Logical GLSL450 requires #spirv.vce<v1.6, [Shader, Linkage, CooperativeMatrixKHR, Float16], [SPV_KHR_cooperative_matrix]> {
  spirv.func @scale(%m: !spirv.coopmatrix<16x8xf16, Subgroup, MatrixAcc>, %s: f16) -> !spirv.coopmatrix<16x8xf16, Subgroup, MatrixAcc> "None" {
    %0 = spirv.MatrixTimesScalar %m, %s : !spirv.coopmatrix<16x8xf16, Subgroup, MatrixAcc>, f16
    spirv.ReturnValue %0 : !spirv.coopmatrix<16x8xf16, Subgroup, MatrixAcc>
  }
}
