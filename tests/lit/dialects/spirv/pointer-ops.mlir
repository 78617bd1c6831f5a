// The pointer access chains, the pointer-integer conversions and the generic pointer
// casts in MLIR 22's custom form (the access chains write the element and the indices
// without a comma between them, as upstream's format does).

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

// CHECK-LABEL: spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Addresses, Int64, GenericPointer], []> {
// CHECK-LABEL: spirv.func @chains(%arg0: !spirv.ptr<!spirv.array<4 x f32>, CrossWorkgroup>, %arg1: i64, %arg2: i32, %arg3: !spirv.ptr<!spirv.struct<(f32, !spirv.array<2 x i32>)>, CrossWorkgroup>) "None" {
// CHECK-NEXT: %0 = spirv.PtrAccessChain %arg0[%arg1] : !spirv.ptr<!spirv.array<4 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<!spirv.array<4 x f32>, CrossWorkgroup>
// CHECK-NEXT: %1 = spirv.PtrAccessChain %arg0[%arg1 %arg2] : !spirv.ptr<!spirv.array<4 x f32>, CrossWorkgroup>, i64, i32 -> !spirv.ptr<f32, CrossWorkgroup>
// CHECK-NEXT: %cst1_i32 = spirv.Constant 1 : i32
// CHECK-NEXT: %2 = spirv.PtrAccessChain %arg3[%arg1 %cst1_i32] : !spirv.ptr<!spirv.struct<(f32, !spirv.array<2 x i32>)>, CrossWorkgroup>, i64, i32 -> !spirv.ptr<!spirv.array<2 x i32>, CrossWorkgroup>
// CHECK-NEXT: %3 = spirv.InBoundsPtrAccessChain %arg3[%arg1 %cst1_i32, %arg2] : !spirv.ptr<!spirv.struct<(f32, !spirv.array<2 x i32>)>, CrossWorkgroup>, i64, i32, i32 -> !spirv.ptr<i32, CrossWorkgroup>
// CHECK-NEXT: %4 = spirv.InBoundsPtrAccessChain %arg0[%arg1 %arg2] : !spirv.ptr<!spirv.array<4 x f32>, CrossWorkgroup>, i64, i32 -> !spirv.ptr<f32, CrossWorkgroup>
// CHECK-NEXT: spirv.Return
// CHECK-NEXT: }
// CHECK-LABEL: spirv.func @casts(%arg0: !spirv.ptr<f32, CrossWorkgroup>, %arg1: !spirv.ptr<f32, Generic>, %arg2: i64) "None" {
// CHECK-NEXT: %0 = spirv.ConvertPtrToU %arg0 : !spirv.ptr<f32, CrossWorkgroup> to i64
// CHECK-NEXT: %1 = spirv.ConvertUToPtr %arg2 : i64 to !spirv.ptr<f32, CrossWorkgroup>
// CHECK-NEXT: %2 = spirv.PtrCastToGeneric %arg0 : !spirv.ptr<f32, CrossWorkgroup> to !spirv.ptr<f32, Generic>
// CHECK-NEXT: %3 = spirv.GenericCastToPtr %arg1 : !spirv.ptr<f32, Generic> to !spirv.ptr<f32, CrossWorkgroup>
// CHECK-NEXT: %4 = spirv.GenericCastToPtrExplicit %arg1 : !spirv.ptr<f32, Generic> to !spirv.ptr<f32, Workgroup>
// CHECK-NEXT: spirv.Return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }

spirv.module Physical64 OpenCL requires #spirv.vce<v1.0, [Kernel, Addresses, Int64, GenericPointer], []> {
  spirv.func @chains(%p: !spirv.ptr<!spirv.array<4 x f32>, CrossWorkgroup>, %e: i64, %i: i32, %q: !spirv.ptr<!spirv.struct<(f32, !spirv.array<2 x i32>)>, CrossWorkgroup>) "None" {
    %0 = spirv.PtrAccessChain %p[%e] : !spirv.ptr<!spirv.array<4 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<!spirv.array<4 x f32>, CrossWorkgroup>
    %1 = spirv.PtrAccessChain %p[%e %i] : !spirv.ptr<!spirv.array<4 x f32>, CrossWorkgroup>, i64, i32 -> !spirv.ptr<f32, CrossWorkgroup>
    %c1 = spirv.Constant 1 : i32
    %s = spirv.PtrAccessChain %q[%e %c1] : !spirv.ptr<!spirv.struct<(f32, !spirv.array<2 x i32>)>, CrossWorkgroup>, i64, i32 -> !spirv.ptr<!spirv.array<2 x i32>, CrossWorkgroup>
    %t = spirv.InBoundsPtrAccessChain %q[%e %c1, %i] : !spirv.ptr<!spirv.struct<(f32, !spirv.array<2 x i32>)>, CrossWorkgroup>, i64, i32, i32 -> !spirv.ptr<i32, CrossWorkgroup>
    %2 = spirv.InBoundsPtrAccessChain %p[%e %i] : !spirv.ptr<!spirv.array<4 x f32>, CrossWorkgroup>, i64, i32 -> !spirv.ptr<f32, CrossWorkgroup>
    spirv.Return
  }
  spirv.func @casts(%p: !spirv.ptr<f32, CrossWorkgroup>, %g: !spirv.ptr<f32, Generic>, %u: i64) "None" {
    %0 = spirv.ConvertPtrToU %p : !spirv.ptr<f32, CrossWorkgroup> to i64
    %1 = spirv.ConvertUToPtr %u : i64 to !spirv.ptr<f32, CrossWorkgroup>
    %2 = spirv.PtrCastToGeneric %p : !spirv.ptr<f32, CrossWorkgroup> to !spirv.ptr<f32, Generic>
    %3 = spirv.GenericCastToPtr %g : !spirv.ptr<f32, Generic> to !spirv.ptr<f32, CrossWorkgroup>
    %4 = spirv.GenericCastToPtrExplicit %g : !spirv.ptr<f32, Generic> to !spirv.ptr<f32, Workgroup>
    spirv.Return
  }
}
