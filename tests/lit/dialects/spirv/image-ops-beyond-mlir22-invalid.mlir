// Diagnostics of what the image ops accept beyond MLIR 22 (spirv.SampledImage, an
// integer Lod on spirv.ImageFetch, arguments of the image operands MLIR 22 leaves
// unchecked).

// RUN: %hlsl-opt %s --split-input-file --verify-diagnostics

!texture = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
spirv.module Logical GLSL450 {
  spirv.func @f(%image: !texture, %sampler: !spirv.sampler) "None" {
    // expected-error @+1 {{'spirv.SampledImage' op failed to verify that type of 'image' matches image type of 'result'}}
    %0 = "spirv.SampledImage"(%image, %sampler) : (!texture, !spirv.sampler) -> !spirv.sampled_image<!spirv.image<i32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
    spirv.Return
  }
}

// -----

!texture = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
spirv.module Logical GLSL450 {
  spirv.func @f(%image: !texture, %not_a_sampler: i32) "None" {
    // expected-error @+1 {{'spirv.SampledImage' op operand #1 must be any SPIR-V sampler type, but got 'i32'}}
    %0 = spirv.SampledImage %image, %not_a_sampler : !texture, i32 -> !spirv.sampled_image<!texture>
    spirv.Return
  }
}

// -----

!texture = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
spirv.module Logical GLSL450 {
  spirv.func @f(%image: !texture, %coord: vector<2xi32>, %level: f32) "None" {
    // expected-error @+1 {{for fetch operations, Lod must be an integer type scalar}}
    %0 = spirv.ImageFetch %image, %coord ["Lod"], %level : !texture, vector<2xi32>, f32 -> vector<4xf32>
    spirv.Return
  }
}

// -----

!multisampled = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Unknown>
spirv.module Logical GLSL450 {
  spirv.func @f(%image: !multisampled, %coord: vector<2xi32>, %level: i32) "None" {
    // expected-error @+1 {{Lod must only be used with an image type that has a MS operand of 0}}
    %0 = spirv.ImageFetch %image, %coord ["Lod"], %level : !multisampled, vector<2xi32>, i32 -> vector<4xf32>
    spirv.Return
  }
}

// -----

!multisampled = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Unknown>
spirv.module Logical GLSL450 {
  spirv.func @f(%image: !multisampled, %coord: vector<2xi32>) "None" {
    // expected-error @+1 {{the Image Operands should encode what operands follow, as per Image Operands}}
    %0 = spirv.ImageFetch %image, %coord ["Sample"] : !multisampled, vector<2xi32> -> vector<4xf32>
    spirv.Return
  }
}

// -----

!multisampled = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Unknown>
spirv.module Logical GLSL450 {
  spirv.func @f(%image: !multisampled, %coord: vector<2xi32>, %sample: i32) "None" {
    // expected-error @+1 {{too many image operand arguments have been provided}}
    %0 = spirv.ImageFetch %image, %coord ["Sample"], %sample, %sample : !multisampled, vector<2xi32>, i32, i32 -> vector<4xf32>
    spirv.Return
  }
}
