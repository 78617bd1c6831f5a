// The Grad derivatives of a projective sample have one component per
// dimension of the image, not one per coordinate component.

// RUN: %hlsl-opt %s --split-input-file --verify-diagnostics

!texture = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
spirv.module Logical GLSL450 {
  spirv.func @f(%si: !spirv.sampled_image<!texture>, %uvq: vector<3xf32>, %d: vector<3xf32>) -> vector<4xf32> "None" {
    // expected-error @+1 {{number of components of each Grad argument must equal the number of components in coordinate, minus the array layer component, if present}}
    %0 = spirv.ImageSampleProjExplicitLod %si, %uvq ["Grad"], %d, %d : !spirv.sampled_image<!texture>, vector<3xf32>, vector<3xf32>, vector<3xf32> -> vector<4xf32>
    spirv.ReturnValue %0 : vector<4xf32>
  }
}

// -----

!texture = !spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
spirv.module Logical GLSL450 {
  spirv.func @f(%si: !spirv.sampled_image<!texture>, %uv: vector<2xf32>, %ref: f32, %x: f32) -> vector<4xf32> "None" {
    // expected-error @+1 {{Bias is only valid with implicit-lod instructions}}
    %0 = spirv.ImageDrefGather %si, %uv, %ref ["Bias"], %x : !spirv.sampled_image<!texture>, vector<2xf32>, f32, f32 -> vector<4xf32>
    spirv.ReturnValue %0 : vector<4xf32>
  }
}
