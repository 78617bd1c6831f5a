// spirv-update-vce on image types and ops: the capabilities MLIR 22 gives each Dim (the
// first one the target allows), the storage image formats, 64-bit integer images, ImageQuery.

// RUN: %hlsl-opt %s --split-input-file --spirv-update-vce | FileCheck %s

// Upstream cross-check: mlir-opt-22 deduces the same triples and prints the same text.
// REQUIRES: mlir-opt
// RUN: %hlsl-opt %s --split-input-file --spirv-update-vce > %t.ours
// RUN: %mlir-opt %s --split-input-file --spirv-update-vce > %t.theirs
// RUN: diff %t.ours %t.theirs

// CHECK: requires #spirv.vce<v1.0, [Shader, Matrix], []>
// CHECK: requires #spirv.vce<v1.0, [Sampled1D, ImageBuffer, StorageImageExtendedFormats, SampledRect, Shader, SampledBuffer, Matrix], []>
// CHECK: requires #spirv.vce<v1.0, [ImageCubeArray, Shader, Int64ImageEXT, Int64, SampledCubeArray, Matrix], []>
// CHECK: requires #spirv.vce<v1.0, [Shader, ImageQuery, Matrix], []>

// A 2-D sampled image: MLIR 22 takes the first allowed capability of
// [ImageMSArray, Kernel, Shader] for Dim2D.
spirv.module Logical GLSL450 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], []>, #spirv.resource_limits<>>} {
  spirv.GlobalVariable @texture bind(0, 0) : !spirv.ptr<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>, UniformConstant>
}

// -----

// 1-D, buffer and rectangle images, and a storage format that needs StorageImageExtendedFormats.
spirv.module Logical GLSL450 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Sampled1D, SampledBuffer, ImageBuffer, SampledRect, StorageImageExtendedFormats], []>, #spirv.resource_limits<>>} {
  spirv.GlobalVariable @line bind(0, 0) : !spirv.ptr<!spirv.image<f32, Dim1D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>, UniformConstant>
  spirv.GlobalVariable @texels bind(0, 1) : !spirv.ptr<!spirv.image<f32, Buffer, NoDepth, NonArrayed, SingleSampled, NoSampler, Rg16f>, UniformConstant>
  spirv.GlobalVariable @rect bind(0, 2) : !spirv.ptr<!spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>, UniformConstant>
}

// -----

// Cube arrays, sampled images and 64-bit integer images.
spirv.module Logical GLSL450 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, ImageCubeArray, Int64, Int64ImageEXT], [SPV_EXT_shader_image_int64]>, #spirv.resource_limits<>>} {
  spirv.GlobalVariable @cubes bind(0, 0) : !spirv.ptr<!spirv.sampled_image<!spirv.image<f32, Cube, NoDepth, Arrayed, SingleSampled, NeedSampler, Unknown>>, UniformConstant>
  spirv.GlobalVariable @wide bind(0, 1) : !spirv.ptr<!spirv.image<i64, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, R64i>, UniformConstant>
}

// -----

// Image ops: ImageQuerySize needs ImageQuery (or Kernel); the image types come along.
spirv.module Logical GLSL450 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, ImageQuery], []>, #spirv.resource_limits<>>} {
  spirv.func @size(%image: !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f>, %c: vector<2xi32>) -> vector<2xi32> "None" {
    %0 = spirv.ImageRead %image, %c : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f>, vector<2xi32> -> vector<4xf32>
    %1 = spirv.ImageQuerySize %image : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f> -> vector<2xi32>
    spirv.ReturnValue %1 : vector<2xi32>
  }
}
