// The image ops MLIR 22 defines (Image, ImageRead/Write/Fetch, ImageQuerySize, the
// sampling ops, ImageDrefGather) with the ["ImageOperands"] mask and its arguments, in MLIR 22's custom form.

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

// CHECK-LABEL: spirv.module @image Logical GLSL450 {
// CHECK: spirv.func @storage(%arg0: !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f>, %arg1: vector<2xi32>, %arg2: vector<4xf32>, %arg3: !spirv.image<i32, Buffer, NoDepth, NonArrayed, SingleSampled, NoSampler, R32i>, %arg4: i32) "None" {
// CHECK-NEXT: %0 = spirv.ImageRead %arg0, %arg1  : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f>, vector<2xi32> -> vector<4xf32>
// CHECK-NEXT: %1 = spirv.ImageRead %arg0, %arg1 ["NonPrivateTexel"] {foo} : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f>, vector<2xi32> -> vector<4xf32>
// CHECK-NEXT: spirv.ImageWrite %arg0, %arg1, %arg2  : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f>, vector<2xi32>, vector<4xf32>
// CHECK-NEXT: spirv.ImageWrite %arg3, %arg4, %arg4 ["None"] : !spirv.image<i32, Buffer, NoDepth, NonArrayed, SingleSampled, NoSampler, R32i>, i32, i32
// CHECK-NEXT: %2 = spirv.ImageQuerySize %arg0 : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f> -> vector<2xi32>
// CHECK-NEXT: %3 = spirv.ImageQuerySize %arg3 {foo} : !spirv.image<i32, Buffer, NoDepth, NonArrayed, SingleSampled, NoSampler, R32i> -> i32
// CHECK-NEXT: spirv.Return
// CHECK-NEXT: }
// CHECK: spirv.func @sampling(%arg0: !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>, %arg1: vector<2xf32>, %arg2: f32, %arg3: !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>, %arg4: vector<4xf32>, %arg5: f32, %arg6: !spirv.sampled_image<!spirv.image<i32, Dim2D, NoDepth, Arrayed, SingleSampled, NeedSampler, Unknown>>, %arg7: vector<3xf32>, %arg8: vector<2xi32>) "None" {
// CHECK-NEXT: %0 = spirv.Image %arg0 : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
// CHECK-NEXT: %1 = spirv.ImageFetch %0, %arg8  : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>, vector<2xi32> -> vector<4xf32>
// CHECK-NEXT: %2 = spirv.ImageSampleExplicitLod %arg0, %arg1 ["Lod"], %arg2 : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>, vector<2xf32>, f32 -> vector<4xf32>
// CHECK-NEXT: %3 = spirv.ImageSampleExplicitLod %arg0, %arg1 ["Grad"], %arg1, %arg1 {foo} : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>, vector<2xf32>, vector<2xf32>, vector<2xf32> -> vector<4xf32>
// CHECK-NEXT: %4 = spirv.ImageSampleExplicitLod %arg6, %arg7 ["Grad"], %arg1, %arg1 : !spirv.sampled_image<!spirv.image<i32, Dim2D, NoDepth, Arrayed, SingleSampled, NeedSampler, Unknown>>, vector<3xf32>, vector<2xf32>, vector<2xf32> -> vector<4xi32>
// CHECK-NEXT: %5 = spirv.ImageSampleImplicitLod %arg0, %arg1  : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>, vector<2xf32> -> vector<4xf32>
// CHECK-NEXT: %6 = spirv.ImageSampleImplicitLod %arg0, %arg1 ["Bias"], %arg2 : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>, vector<2xf32>, f32 -> vector<4xf32>
// CHECK-NEXT: %7 = spirv.ImageSampleProjDrefImplicitLod %arg3, %arg4, %arg5  : !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>, vector<4xf32>, f32 -> f32
// CHECK-NEXT: %8 = spirv.ImageDrefGather %arg3, %arg1, %arg5  : !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>, vector<2xf32>, f32 -> vector<4xf32>
// CHECK-NEXT: spirv.Return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }

!storage = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f>
!texture = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!sampled = !spirv.sampled_image<!texture>
!depth = !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!array = !spirv.sampled_image<!spirv.image<i32, Dim2D, NoDepth, Arrayed, SingleSampled, NeedSampler, Unknown>>
spirv.module @image Logical GLSL450 {
  spirv.func @storage(%img: !storage, %c: vector<2xi32>, %t: vector<4xf32>, %buf: !spirv.image<i32, Buffer, NoDepth, NonArrayed, SingleSampled, NoSampler, R32i>, %i: i32) "None" {
    %0 = spirv.ImageRead %img, %c : !storage, vector<2xi32> -> vector<4xf32>
    %1 = spirv.ImageRead %img, %c ["NonPrivateTexel"] {foo} : !storage, vector<2xi32> -> vector<4xf32>
    spirv.ImageWrite %img, %c, %t : !storage, vector<2xi32>, vector<4xf32>
    spirv.ImageWrite %buf, %i, %i ["None"] : !spirv.image<i32, Buffer, NoDepth, NonArrayed, SingleSampled, NoSampler, R32i>, i32, i32
    %2 = spirv.ImageQuerySize %img : !storage -> vector<2xi32>
    %3 = spirv.ImageQuerySize %buf {foo} : !spirv.image<i32, Buffer, NoDepth, NonArrayed, SingleSampled, NoSampler, R32i> -> i32
    spirv.Return
  }
  spirv.func @sampling(%s: !sampled, %uv: vector<2xf32>, %lod: f32, %d: !depth, %q: vector<4xf32>, %dref: f32, %a: !array, %uvw: vector<3xf32>, %ic: vector<2xi32>) "None" {
    %0 = spirv.Image %s : !sampled
    %1 = spirv.ImageFetch %0, %ic : !texture, vector<2xi32> -> vector<4xf32>
    %2 = spirv.ImageSampleExplicitLod %s, %uv ["Lod"], %lod : !sampled, vector<2xf32>, f32 -> vector<4xf32>
    %3 = spirv.ImageSampleExplicitLod %s, %uv ["Grad"], %uv, %uv {foo} : !sampled, vector<2xf32>, vector<2xf32>, vector<2xf32> -> vector<4xf32>
    %4 = spirv.ImageSampleExplicitLod %a, %uvw ["Grad"], %uv, %uv : !array, vector<3xf32>, vector<2xf32>, vector<2xf32> -> vector<4xi32>
    %5 = spirv.ImageSampleImplicitLod %s, %uv : !sampled, vector<2xf32> -> vector<4xf32>
    %6 = spirv.ImageSampleImplicitLod %s, %uv ["Bias"], %lod : !sampled, vector<2xf32>, f32 -> vector<4xf32>
    %7 = spirv.ImageSampleProjDrefImplicitLod %d, %q, %dref : !depth, vector<4xf32>, f32 -> f32
    %8 = spirv.ImageDrefGather %d, %uv, %dref : !depth, vector<2xf32>, f32 -> vector<4xf32>
    spirv.Return
  }
}
