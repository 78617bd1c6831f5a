// Image operands glslang emits that MLIR 22's verifier rules would refuse
// though SPIR-V allows them:
// - a Grad of a projective sample: the coordinate carries the divisor, the
//   derivatives one component per dimension of the image;
// - Bias and a float Lod on a gather (SPV_AMD_texture_gather_bias_lod);
// - an integer Lod on a sparse read (SPV_AMD_shader_image_load_store_lod);
// - a signed 32-bit gather component (binaries type it as they like).

// RUN: %hlsl-opt %s | FileCheck %s
// RUN: %hlsl-opt %s --mlir-print-op-generic | %hlsl-opt | FileCheck %s
// RUN: %hlsl-translate %s --no-implicit-module --test-spirv-roundtrip | FileCheck %s

// CHECK-LABEL: spirv.func @proj_grad
// CHECK: spirv.ImageSampleProjExplicitLod %arg0, %arg1 ["Grad"], %arg2, %arg2 : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>, vector<3xf32>, vector<2xf32>, vector<2xf32> -> vector<4xf32>
// CHECK-LABEL: spirv.func @gather_bias_lod
// CHECK: spirv.ImageGather %arg0, %arg1, %arg2 ["Bias"], %arg3 : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>, vector<2xf32>, si32, f32 -> vector<4xf32>
// CHECK: spirv.ImageGather %arg0, %arg1, %arg2 ["Lod"], %arg3 : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>, vector<2xf32>, si32, f32 -> vector<4xf32>
// CHECK-LABEL: spirv.func @sparse_read_lod
// CHECK: spirv.ImageSparseRead %arg0, %arg1 ["Lod"], %arg2 : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f>, vector<2xi32>, i32 -> !spirv.struct<(i32, vector<4xf32>)>

!texture = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!storage = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f>
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, SparseResidency, ImageGatherBiasLodAMD, ImageReadWriteLodAMD], [SPV_AMD_texture_gather_bias_lod, SPV_AMD_shader_image_load_store_lod]> {
  spirv.func @proj_grad(%si: !spirv.sampled_image<!texture>, %uvq: vector<3xf32>, %d: vector<2xf32>) -> vector<4xf32> "None" {
    %0 = spirv.ImageSampleProjExplicitLod %si, %uvq ["Grad"], %d, %d : !spirv.sampled_image<!texture>, vector<3xf32>, vector<2xf32>, vector<2xf32> -> vector<4xf32>
    spirv.ReturnValue %0 : vector<4xf32>
  }
  spirv.func @gather_bias_lod(%si: !spirv.sampled_image<!texture>, %uv: vector<2xf32>, %c: si32, %x: f32) -> vector<4xf32> "None" {
    %0 = spirv.ImageGather %si, %uv, %c ["Bias"], %x : !spirv.sampled_image<!texture>, vector<2xf32>, si32, f32 -> vector<4xf32>
    %1 = spirv.ImageGather %si, %uv, %c ["Lod"], %x : !spirv.sampled_image<!texture>, vector<2xf32>, si32, f32 -> vector<4xf32>
    %2 = spirv.FAdd %0, %1 : vector<4xf32>
    spirv.ReturnValue %2 : vector<4xf32>
  }
  spirv.func @sparse_read_lod(%image: !storage, %xy: vector<2xi32>, %lod: i32) -> !spirv.struct<(i32, vector<4xf32>)> "None" {
    %0 = spirv.ImageSparseRead %image, %xy ["Lod"], %lod : !storage, vector<2xi32>, i32 -> !spirv.struct<(i32, vector<4xf32>)>
    spirv.ReturnValue %0 : !spirv.struct<(i32, vector<4xf32>)>
  }
}
