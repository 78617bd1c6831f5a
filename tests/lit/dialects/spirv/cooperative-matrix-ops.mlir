// The cooperative matrix type and ops of SPV_KHR_cooperative_matrix in MLIR 22's custom
// form: lengths, loads and stores with their layouts, memory operands and alignments,
// integer and float multiply-adds with and without matrix operands, arithmetic ops on
// cooperative matrices, and spirv.KHR.AssumeTrue.

// RUN: %hlsl-opt %s | FileCheck %s
// RUN: %hlsl-opt %s --mlir-print-op-generic | %hlsl-opt | FileCheck %s

// Upstream cross-checks: the same custom and generic text as mlir-opt-22, and each
// tool reads what the other prints.
// REQUIRES: mlir-opt
// RUN: %hlsl-opt %s > %t.ours
// RUN: %mlir-opt %s > %t.theirs
// RUN: diff %t.ours %t.theirs
// RUN: %hlsl-opt %s --mlir-print-op-generic > %t.ours.generic
// RUN: %mlir-opt %s --mlir-print-op-generic > %t.theirs.generic
// RUN: diff %t.ours.generic %t.theirs.generic
// RUN: %hlsl-opt %s | %mlir-opt --mlir-print-op-generic > %t.upstream-reads-ours
// RUN: diff %t.upstream-reads-ours %t.theirs.generic
// RUN: %mlir-opt %s | %hlsl-opt --mlir-print-op-generic > %t.ours-reads-upstream
// RUN: diff %t.ours-reads-upstream %t.theirs.generic

// CHECK-LABEL: spirv.module Logical Vulkan requires #spirv.vce<v1.6, [Shader, VulkanMemoryModel, CooperativeMatrixKHR, Int8, Int16, Float16, ExpectAssumeKHR], [SPV_KHR_cooperative_matrix, SPV_KHR_expect_assume]> {
// CHECK-LABEL: spirv.func @coop(%arg0: !spirv.ptr<i32, StorageBuffer>, %arg1: !spirv.ptr<f16, StorageBuffer>, %arg2: i32, %arg3: !spirv.coopmatrix<16x8xi8, Subgroup, MatrixA>, %arg4: !spirv.coopmatrix<8x16xi8, Subgroup, MatrixB>, %arg5: !spirv.coopmatrix<16x16xi32, Subgroup, MatrixAcc>, %arg6: !spirv.coopmatrix<16x16xf16, Subgroup, MatrixA>, %arg7: !spirv.coopmatrix<16x16xf16, Subgroup, MatrixB>, %arg8: !spirv.coopmatrix<16x16xf16, Subgroup, MatrixAcc>) "None" {
// CHECK-NEXT: %0 = spirv.KHR.CooperativeMatrixLength : !spirv.coopmatrix<8x16xi32, Subgroup, MatrixA>
// CHECK-NEXT: %1 = spirv.KHR.CooperativeMatrixLoad %arg0, %arg2, <RowMajor> : !spirv.ptr<i32, StorageBuffer>, i32 -> !spirv.coopmatrix<16x16xi32, Subgroup, MatrixAcc>
// CHECK-NEXT: %2 = spirv.KHR.CooperativeMatrixLoad %arg0, %arg2, <ColumnMajor>, <Volatile> : !spirv.ptr<i32, StorageBuffer>, i32 -> !spirv.coopmatrix<16x16xi32, Workgroup, MatrixAcc>
// CHECK-NEXT: %3 = spirv.KHR.CooperativeMatrixLoad %arg1, %arg2, <RowMajor>, <Aligned>, 16 : !spirv.ptr<f16, StorageBuffer>, i32 -> !spirv.coopmatrix<16x16xf16, Subgroup, MatrixA>
// CHECK-NEXT: %4 = spirv.KHR.CooperativeMatrixMulAdd %arg3, %arg4, %arg5 : !spirv.coopmatrix<16x8xi8, Subgroup, MatrixA>, !spirv.coopmatrix<8x16xi8, Subgroup, MatrixB> -> !spirv.coopmatrix<16x16xi32, Subgroup, MatrixAcc>
// CHECK-NEXT: %5 = spirv.KHR.CooperativeMatrixMulAdd %arg3, %arg4, %arg5, <ASigned|BSigned|AccSat> : !spirv.coopmatrix<16x8xi8, Subgroup, MatrixA>, !spirv.coopmatrix<8x16xi8, Subgroup, MatrixB> -> !spirv.coopmatrix<16x16xi32, Subgroup, MatrixAcc>
// CHECK-NEXT: %6 = spirv.KHR.CooperativeMatrixMulAdd %arg6, %arg7, %arg8 : !spirv.coopmatrix<16x16xf16, Subgroup, MatrixA>, !spirv.coopmatrix<16x16xf16, Subgroup, MatrixB> -> !spirv.coopmatrix<16x16xf16, Subgroup, MatrixAcc>
// CHECK-NEXT: spirv.KHR.CooperativeMatrixStore %arg0, %4, %arg2, <RowMajor> : !spirv.ptr<i32, StorageBuffer>, !spirv.coopmatrix<16x16xi32, Subgroup, MatrixAcc>, i32
// CHECK-NEXT: spirv.KHR.CooperativeMatrixStore %arg1, %6, %arg2, <ColumnMajor>, <Aligned|Nontemporal>, 4 : !spirv.ptr<f16, StorageBuffer>, !spirv.coopmatrix<16x16xf16, Subgroup, MatrixAcc>, i32
// CHECK-NEXT: %7 = spirv.IAdd %4, %5 : !spirv.coopmatrix<16x16xi32, Subgroup, MatrixAcc>
// CHECK-NEXT: %8 = spirv.FMul %6, %6 : !spirv.coopmatrix<16x16xf16, Subgroup, MatrixAcc>
// CHECK-NEXT: spirv.Return
// CHECK-NEXT: }
// CHECK-LABEL: spirv.func @assume(%arg0: i1) "None" {
// CHECK-NEXT: spirv.KHR.AssumeTrue %arg0
// CHECK-NEXT: spirv.Return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }

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
