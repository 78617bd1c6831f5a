// The pointer access chains, pointer-integer conversions and generic pointer casts in
// kernels: our binary has the same instructions as mlir-translate-22's up to <id>
// numbering (OpGenericCastToPtrExplicit with the result's storage class), both are
// valid SPIR-V, each deserializer reads the other's binary, and ours round-trips to the
// same bytes.

// RUN: %hlsl-translate --serialize-spirv %s -o %t.ours.spv
// RUN: spirv-val %t.ours.spv
// RUN: %hlsl-translate --deserialize-spirv %t.ours.spv -o %t.back.mlir
// RUN: %hlsl-translate --serialize-spirv %t.back.mlir -o %t.again.spv
// RUN: cmp %t.ours.spv %t.again.spv
// RUN: FileCheck %s < %t.back.mlir

// REQUIRES: mlir-translate
// RUN: %mlir-translate --no-implicit-module --serialize-spirv %s -o %t.theirs.spv
// RUN: spirv-val %t.theirs.spv
// RUN: python3 %S/../../lit-harness/spirv_compare.py --spirv-dis spirv-dis %t.ours.spv %t.theirs.spv
// RUN: %hlsl-translate --deserialize-spirv %t.theirs.spv -o %t.from-theirs.mlir
// RUN: %hlsl-translate --serialize-spirv %t.from-theirs.mlir -o %t.reserialized.spv
// RUN: python3 %S/../../lit-harness/spirv_compare.py --spirv-dis spirv-dis %t.reserialized.spv %t.theirs.spv
// RUN: %mlir-translate --deserialize-spirv %t.ours.spv -o %t.theirs-reading-ours.mlir
// RUN: %mlir-translate --no-implicit-module --serialize-spirv %t.theirs-reading-ours.mlir -o %t.theirs-again.spv
// RUN: python3 %S/../../lit-harness/spirv_compare.py --spirv-dis spirv-dis %t.theirs-again.spv %t.ours.spv

// CHECK: %{{.*}} = spirv.PtrAccessChain %{{.*}}[%{{.*}}] : !spirv.ptr<!spirv.array<4 x f32>, CrossWorkgroup>, i64 -> !spirv.ptr<!spirv.array<4 x f32>, CrossWorkgroup>
// CHECK: %{{.*}} = spirv.PtrAccessChain %{{.*}}[%{{.*}} %{{.*}}] : !spirv.ptr<!spirv.array<4 x f32>, CrossWorkgroup>, i64, i32 -> !spirv.ptr<f32, CrossWorkgroup>
// CHECK: %{{.*}} = spirv.PtrAccessChain %{{.*}}[%{{.*}} %{{.*}}] : !spirv.ptr<!spirv.struct<(f32, !spirv.array<2 x i32>)>, CrossWorkgroup>, i64, i32 -> !spirv.ptr<!spirv.array<2 x i32>, CrossWorkgroup>
// CHECK: %{{.*}} = spirv.InBoundsPtrAccessChain %{{.*}}[%{{.*}} %{{.*}}, %{{.*}}] : !spirv.ptr<!spirv.struct<(f32, !spirv.array<2 x i32>)>, CrossWorkgroup>, i64, i32, i32 -> !spirv.ptr<i32, CrossWorkgroup>
// CHECK: %{{.*}} = spirv.InBoundsPtrAccessChain %{{.*}}[%{{.*}} %{{.*}}] : !spirv.ptr<!spirv.array<4 x f32>, CrossWorkgroup>, i64, i32 -> !spirv.ptr<f32, CrossWorkgroup>
// CHECK: %{{.*}} = spirv.ConvertPtrToU %{{.*}} : !spirv.ptr<f32, CrossWorkgroup> to i64
// CHECK: %{{.*}} = spirv.ConvertUToPtr %{{.*}} : i64 to !spirv.ptr<f32, CrossWorkgroup>
// CHECK: %{{.*}} = spirv.PtrCastToGeneric %{{.*}} : !spirv.ptr<f32, CrossWorkgroup> to !spirv.ptr<f32, Generic>
// CHECK: %{{.*}} = spirv.GenericCastToPtr %{{.*}} : !spirv.ptr<f32, Generic> to !spirv.ptr<f32, CrossWorkgroup>
// CHECK: %{{.*}} = spirv.GenericCastToPtrExplicit %{{.*}} : !spirv.ptr<f32, Generic> to !spirv.ptr<f32, Workgroup>

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
  spirv.EntryPoint "Kernel" @chains
  spirv.EntryPoint "Kernel" @casts
}
