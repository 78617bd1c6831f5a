// What the image ops accept beyond MLIR 22, which HLSL textures need: spirv.SampledImage
// (OpSampledImage, combining an image with a !spirv.sampler), an integer Lod on
// spirv.ImageFetch, and the image operands MLIR 22 leaves unchecked (ConstOffset, Sample,
// ...) with their one argument each. mlir-opt-22 rejects each of these.

// RUN: %hlsl-opt %s --split-input-file | FileCheck %s
// RUN: %hlsl-opt %s --split-input-file --mlir-print-op-generic | %hlsl-opt --split-input-file | FileCheck %s

// CHECK-LABEL: spirv.module @images Logical GLSL450 {
// CHECK: spirv.func @sampled_image(%arg0: !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>, %arg1: !spirv.sampler, %arg2: vector<2xf32>, %arg3: f32, %arg4: vector<2xi32>) "None" {
// CHECK-NEXT: %0 = spirv.SampledImage %arg0, %arg1 : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>, !spirv.sampler -> !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
// CHECK-NEXT: %1 = spirv.ImageSampleExplicitLod %0, %arg2 ["Lod|ConstOffset"], %arg3, %arg4 : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>, vector<2xf32>, f32, vector<2xi32> -> vector<4xf32>
// CHECK-NEXT: spirv.Return
// CHECK-NEXT: }
// CHECK: spirv.func @fetch(%arg0: !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>, %arg1: !spirv.image<i32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Unknown>, %arg2: vector<2xi32>, %arg3: i32, %arg4: i32) "None" {
// CHECK-NEXT: %0 = spirv.ImageFetch %arg0, %arg2 ["Lod"], %arg3 : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>, vector<2xi32>, i32 -> vector<4xf32>
// CHECK-NEXT: %1 = spirv.ImageFetch %arg1, %arg2 ["Sample"], %arg4 {foo} : !spirv.image<i32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Unknown>, vector<2xi32>, i32 -> vector<4xi32>
// CHECK-NEXT: spirv.Return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }

!texture = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!multisampled = !spirv.image<i32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Unknown>
spirv.module @images Logical GLSL450 {
  spirv.func @sampled_image(%image: !texture, %sampler: !spirv.sampler, %uv: vector<2xf32>, %lod: f32, %offset: vector<2xi32>) "None" {
    %0 = spirv.SampledImage %image, %sampler : !texture, !spirv.sampler -> !spirv.sampled_image<!texture>
    %1 = spirv.ImageSampleExplicitLod %0, %uv ["Lod|ConstOffset"], %lod, %offset : !spirv.sampled_image<!texture>, vector<2xf32>, f32, vector<2xi32> -> vector<4xf32>
    spirv.Return
  }
  spirv.func @fetch(%image: !texture, %ms: !multisampled, %coord: vector<2xi32>, %level: i32, %sample: i32) "None" {
    %0 = spirv.ImageFetch %image, %coord ["Lod"], %level : !texture, vector<2xi32>, i32 -> vector<4xf32>
    %1 = spirv.ImageFetch %ms, %coord ["Sample"], %sample {foo} : !multisampled, vector<2xi32>, i32 -> vector<4xi32>
    spirv.Return
  }
}

// -----

// An integer Lod on spirv.ImageRead and spirv.ImageWrite, as
// SPV_AMD_shader_image_load_store_lod allows.
// CHECK-LABEL: spirv.module @read_write_lod Logical GLSL450 {
// CHECK: %0 = spirv.ImageRead %arg0, %arg1 ["Lod"], %arg2 : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f>, vector<2xi32>, i32 -> vector<4xf32>
// CHECK-NEXT: spirv.ImageWrite %arg0, %arg1, %0 ["Lod"], %arg2 : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f>, vector<2xi32>, vector<4xf32>, i32
spirv.module @read_write_lod Logical GLSL450 {
  spirv.func @f(%img: !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f>, %c: vector<2xi32>, %lod: i32) "None" {
    %0 = spirv.ImageRead %img, %c ["Lod"], %lod : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f>, vector<2xi32>, i32 -> vector<4xf32>
    spirv.ImageWrite %img, %c, %0 ["Lod"], %lod : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f>, vector<2xi32>, vector<4xf32>, i32
    spirv.Return
  }
}
