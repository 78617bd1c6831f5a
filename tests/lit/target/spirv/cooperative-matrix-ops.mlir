// The cooperative matrix type and ops in a binary: OpTypeCooperativeMatrixKHR with its
// scope, sizes and use as <id>s of i32 constants, the loads' and stores' layouts as
// constant <id>s, the length query's type <id>. The installed SPIRV-Tools may predate
// SPV_KHR_cooperative_matrix, so the two binaries are compared through our
// deserializer: mlir-translate-22's binary reads back to the same module as ours, each
// deserializer reads the other's binary, and ours round-trips to the same bytes.

// RUN: %hlsl-translate --serialize-spirv %s -o %t.ours.spv
// RUN: %hlsl-translate --deserialize-spirv %t.ours.spv -o %t.back.mlir
// RUN: %hlsl-translate --serialize-spirv %t.back.mlir -o %t.again.spv
// RUN: cmp %t.ours.spv %t.again.spv
// RUN: FileCheck %s < %t.back.mlir

// REQUIRES: mlir-translate
// RUN: %mlir-translate --no-implicit-module --serialize-spirv %s -o %t.theirs.spv
// RUN: %hlsl-translate --deserialize-spirv %t.theirs.spv -o %t.from-theirs.mlir
// RUN: diff %t.back.mlir %t.from-theirs.mlir
// RUN: %mlir-translate --deserialize-spirv %t.ours.spv -o %t.theirs-reading-ours.mlir
// RUN: %mlir-translate --no-implicit-module --serialize-spirv %t.theirs-reading-ours.mlir -o %t.theirs-again.spv
// RUN: %hlsl-translate --deserialize-spirv %t.theirs-again.spv -o %t.theirs-again.mlir
// RUN: diff %t.back.mlir %t.theirs-again.mlir

// CHECK: %{{.*}} = spirv.KHR.CooperativeMatrixLength : !spirv.coopmatrix<8x16xi32, Subgroup, MatrixA>
// CHECK: %{{.*}} = spirv.KHR.CooperativeMatrixLoad %{{.*}}, %{{.*}}, <RowMajor> : !spirv.ptr<i32, StorageBuffer>, i32 -> !spirv.coopmatrix<16x16xi32, Subgroup, MatrixAcc>
// CHECK: %{{.*}} = spirv.KHR.CooperativeMatrixLoad %{{.*}}, %{{.*}}, <ColumnMajor>, <Volatile> : !spirv.ptr<i32, StorageBuffer>, i32 -> !spirv.coopmatrix<16x16xi32, Workgroup, MatrixAcc>
// CHECK: %{{.*}} = spirv.KHR.CooperativeMatrixLoad %{{.*}}, %{{.*}}, <RowMajor>, <Aligned>, 16 : !spirv.ptr<f16, StorageBuffer>, i32 -> !spirv.coopmatrix<16x16xf16, Subgroup, MatrixA>
// CHECK: %{{.*}} = spirv.KHR.CooperativeMatrixMulAdd %{{.*}}, %{{.*}}, %{{.*}} : !spirv.coopmatrix<16x8xi8, Subgroup, MatrixA>, !spirv.coopmatrix<8x16xi8, Subgroup, MatrixB> -> !spirv.coopmatrix<16x16xi32, Subgroup, MatrixAcc>
// CHECK: %{{.*}} = spirv.KHR.CooperativeMatrixMulAdd %{{.*}}, %{{.*}}, %{{.*}}, <ASigned|BSigned|AccSat> : !spirv.coopmatrix<16x8xi8, Subgroup, MatrixA>, !spirv.coopmatrix<8x16xi8, Subgroup, MatrixB> -> !spirv.coopmatrix<16x16xi32, Subgroup, MatrixAcc>
// CHECK: %{{.*}} = spirv.KHR.CooperativeMatrixMulAdd %{{.*}}, %{{.*}}, %{{.*}} : !spirv.coopmatrix<16x16xf16, Subgroup, MatrixA>, !spirv.coopmatrix<16x16xf16, Subgroup, MatrixB> -> !spirv.coopmatrix<16x16xf16, Subgroup, MatrixAcc>
// CHECK: spirv.KHR.CooperativeMatrixStore %{{.*}}, %{{.*}}, %{{.*}}, <RowMajor> : !spirv.ptr<i32, StorageBuffer>, !spirv.coopmatrix<16x16xi32, Subgroup, MatrixAcc>, i32
// CHECK: spirv.KHR.CooperativeMatrixStore %{{.*}}, %{{.*}}, %{{.*}}, <ColumnMajor>, <Aligned|Nontemporal>, 4 : !spirv.ptr<f16, StorageBuffer>, !spirv.coopmatrix<16x16xf16, Subgroup, MatrixAcc>, i32
// CHECK: spirv.KHR.AssumeTrue %{{.*}}

spirv.module Logical Vulkan requires #spirv.vce<v1.6, [Shader, VulkanMemoryModel, CooperativeMatrixKHR, Int8, Int16, Float16, ExpectAssumeKHR], [SPV_KHR_cooperative_matrix, SPV_KHR_expect_assume]> {
  spirv.func @coop(%p: !spirv.ptr<i32, StorageBuffer>, %ph: !spirv.ptr<f16, StorageBuffer>, %stride: i32, %a: !spirv.coopmatrix<16x8xi8, Subgroup, MatrixA>, %b: !spirv.coopmatrix<8x16xi8, Subgroup, MatrixB>, %c: !spirv.coopmatrix<16x16xi32, Subgroup, MatrixAcc>, %fa: !spirv.coopmatrix<16x16xf16, Subgroup, MatrixA>, %fb: !spirv.coopmatrix<16x16xf16, Subgroup, MatrixB>, %fc: !spirv.coopmatrix<16x16xf16, Subgroup, MatrixAcc>) "None" {
    %0 = spirv.KHR.CooperativeMatrixLength : !spirv.coopmatrix<8x16xi32, Subgroup, MatrixA>
    %1 = spirv.KHR.CooperativeMatrixLoad %p, %stride, <RowMajor> : !spirv.ptr<i32, StorageBuffer>, i32 -> !spirv.coopmatrix<16x16xi32, Subgroup, MatrixAcc>
    %2 = spirv.KHR.CooperativeMatrixLoad %p, %stride, <ColumnMajor>, <Volatile> : !spirv.ptr<i32, StorageBuffer>, i32 -> !spirv.coopmatrix<16x16xi32, Workgroup, MatrixAcc>
    %3 = spirv.KHR.CooperativeMatrixLoad %ph, %stride, <RowMajor>, <Aligned>, 16 : !spirv.ptr<f16, StorageBuffer>, i32 -> !spirv.coopmatrix<16x16xf16, Subgroup, MatrixA>
    %4 = spirv.KHR.CooperativeMatrixMulAdd %a, %b, %c : !spirv.coopmatrix<16x8xi8, Subgroup, MatrixA>, !spirv.coopmatrix<8x16xi8, Subgroup, MatrixB> -> !spirv.coopmatrix<16x16xi32, Subgroup, MatrixAcc>
    %5 = spirv.KHR.CooperativeMatrixMulAdd %a, %b, %c, <ASigned|BSigned|AccSat> : !spirv.coopmatrix<16x8xi8, Subgroup, MatrixA>, !spirv.coopmatrix<8x16xi8, Subgroup, MatrixB> -> !spirv.coopmatrix<16x16xi32, Subgroup, MatrixAcc>
    %6 = spirv.KHR.CooperativeMatrixMulAdd %fa, %fb, %fc : !spirv.coopmatrix<16x16xf16, Subgroup, MatrixA>, !spirv.coopmatrix<16x16xf16, Subgroup, MatrixB> -> !spirv.coopmatrix<16x16xf16, Subgroup, MatrixAcc>
    spirv.KHR.CooperativeMatrixStore %p, %4, %stride, <RowMajor> : !spirv.ptr<i32, StorageBuffer>, !spirv.coopmatrix<16x16xi32, Subgroup, MatrixAcc>, i32
    spirv.KHR.CooperativeMatrixStore %ph, %6, %stride, <ColumnMajor>, <Aligned|Nontemporal>, 4 : !spirv.ptr<f16, StorageBuffer>, !spirv.coopmatrix<16x16xf16, Subgroup, MatrixAcc>, i32
    %7 = spirv.IAdd %4, %5 : !spirv.coopmatrix<16x16xi32, Subgroup, MatrixAcc>
    %8 = spirv.FMul %6, %6 : !spirv.coopmatrix<16x16xf16, Subgroup, MatrixAcc>
    spirv.Return
  }
  spirv.func @assume(%b: i1) "None" {
    spirv.KHR.AssumeTrue %b
    spirv.Return
  }
}
