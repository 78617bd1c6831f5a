// Verifier diagnostics of the shader instructions the dialect has beyond MLIR 22
// (spirv.ArrayLength, the image queries, ImageGather, the depth-comparison samples, the
// derivatives), worded as MLIR's image-op diagnostics.

// RUN: %hlsl-opt %s --split-input-file --verify-diagnostics

!ms = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Unknown>
spirv.module Logical GLSL450 {
  spirv.func @f(%image: !ms, %level: i32) "None" {
    // expected-error @+1 {{the MS operand of the image type must be SingleSampled}}
    %0 = spirv.ImageQuerySizeLod %image, %level : !ms, i32 -> vector<2xi32>
    spirv.Return
  }
}

// -----

!buffer = !spirv.image<f32, Buffer, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
spirv.module Logical GLSL450 {
  spirv.func @f(%image: !buffer, %level: i32) "None" {
    // expected-error @+1 {{the Dim operand of the image type must be 1D, 2D, 3D, or Cube}}
    %0 = spirv.ImageQuerySizeLod %image, %level : !buffer, i32 -> i32
    spirv.Return
  }
}

// -----

!array = !spirv.image<f32, Dim2D, NoDepth, Arrayed, SingleSampled, NeedSampler, Unknown>
spirv.module Logical GLSL450 {
  spirv.func @f(%image: !array, %level: i32) "None" {
    // expected-error @+1 {{expected the result to have 3 component(s), but found 2 component(s)}}
    %0 = spirv.ImageQuerySizeLod %image, %level : !array, i32 -> vector<2xi32>
    spirv.Return
  }
}

// -----

!texture = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
spirv.module Logical GLSL450 {
  spirv.func @f(%image: !texture, %level: f32) "None" {
    // expected-error @+1 {{'spirv.ImageQuerySizeLod' op operand #1 must be 8/16/32/64-bit integer, but got 'f32'}}
    %0 = "spirv.ImageQuerySizeLod"(%image, %level) : (!texture, f32) -> vector<2xi32>
    spirv.Return
  }
}

// -----

!rect = !spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
spirv.module Logical GLSL450 {
  spirv.func @f(%image: !rect) "None" {
    // expected-error @+1 {{the Dim operand of the image type must be 1D, 2D, 3D, or Cube}}
    %0 = spirv.ImageQueryLevels %image : !rect -> i32
    spirv.Return
  }
}

// -----

!texture = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
spirv.module Logical GLSL450 {
  spirv.func @f(%image: !texture) "None" {
    // expected-error @+1 {{the image type must have a Dim operand of 2D and a MS operand of MultiSampled}}
    %0 = spirv.ImageQuerySamples %image : !texture -> i32
    spirv.Return
  }
}

// -----

!texture = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
spirv.module Logical GLSL450 {
  spirv.func @f(%image: !spirv.sampled_image<!texture>, %uv: vector<2xf32>) "None" {
    // expected-error @+1 {{'spirv.ImageQueryLod' op result #0 must be vector of 16/32/64-bit float values of length 2, but got 'vector<3xf32>'}}
    %0 = "spirv.ImageQueryLod"(%image, %uv) : (!spirv.sampled_image<!texture>, vector<2xf32>) -> vector<3xf32>
    spirv.Return
  }
}

// -----

!cube = !spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
spirv.module Logical GLSL450 {
  spirv.func @f(%image: !spirv.sampled_image<!cube>, %uv: vector<2xf32>) "None" {
    // expected-error @+1 {{expected the coordinate to have at least 3 component(s), but found 2 component(s)}}
    %0 = spirv.ImageQueryLod %image, %uv : !spirv.sampled_image<!cube>, vector<2xf32> -> vector<2xf32>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%buffer: !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0], i32 [4]), Block>, StorageBuffer>) "None" {
    // expected-error @+1 {{'spirv.ArrayLength' op array member 0 must be the last member of the struct (member 1)}}
    %0 = spirv.ArrayLength %buffer, 0 : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0], i32 [4]), Block>, StorageBuffer>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%buffer: !spirv.ptr<!spirv.struct<(!spirv.array<4 x f32, stride=4> [0]), Block>, StorageBuffer>) "None" {
    // expected-error @+1 {{'spirv.ArrayLength' op the last member of the struct must be a runtime array}}
    %0 = spirv.ArrayLength %buffer, 0 : !spirv.ptr<!spirv.struct<(!spirv.array<4 x f32, stride=4> [0]), Block>, StorageBuffer>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%pointer: !spirv.ptr<f32, StorageBuffer>) "None" {
    // expected-error @+1 {{'spirv.ArrayLength' op the structure operand must point to a struct}}
    %0 = spirv.ArrayLength %pointer, 0 : !spirv.ptr<f32, StorageBuffer>
    spirv.Return
  }
}

// -----

!volume = !spirv.image<f32, Dim3D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
spirv.module Logical GLSL450 {
  spirv.func @f(%image: !spirv.sampled_image<!volume>, %uvw: vector<3xf32>, %c: i32) "None" {
    // expected-error @+1 {{'spirv.ImageGather' op failed to verify that the Dim operand of the underlying image must be Dim2D or Cube or Rect}}
    %0 = spirv.ImageGather %image, %uvw, %c : !spirv.sampled_image<!volume>, vector<3xf32>, i32 -> vector<4xf32>
    spirv.Return
  }
}

// -----

!texture = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
spirv.module Logical GLSL450 {
  spirv.func @f(%image: !spirv.sampled_image<!texture>, %uv: vector<2xf32>, %c: i32, %d: vector<2xf32>) "None" {
    // expected-error @+1 {{Grad is only valid with explicit-lod instructions}}
    %0 = spirv.ImageGather %image, %uv, %c ["Grad"], %d, %d : !spirv.sampled_image<!texture>, vector<2xf32>, i32, vector<2xf32>, vector<2xf32> -> vector<4xf32>
    spirv.Return
  }
}

// -----

!texture = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
spirv.module Logical GLSL450 {
  spirv.func @f(%image: !spirv.sampled_image<!texture>, %uv: vector<2xf32>, %c: i32) "None" {
    // expected-error @+1 {{'spirv.ImageGather' op failed to verify that the result component type must match the image sampled type}}
    %0 = spirv.ImageGather %image, %uv, %c : !spirv.sampled_image<!texture>, vector<2xf32>, i32 -> vector<4xi32>
    spirv.Return
  }
}

// -----

!depth = !spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
spirv.module Logical GLSL450 {
  spirv.func @f(%image: !spirv.sampled_image<!depth>, %uv: vector<2xf32>, %ref: f32) "None" {
    // expected-error @+1 {{'spirv.ImageSampleDrefExplicitLod' op failed to verify that either Lod or Grad image operands must be present}}
    %0 = spirv.ImageSampleDrefExplicitLod %image, %uv, %ref : !spirv.sampled_image<!depth>, vector<2xf32>, f32 -> f32
    spirv.Return
  }
}

// -----

!depth = !spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
spirv.module Logical GLSL450 {
  spirv.func @f(%image: !spirv.sampled_image<!depth>, %uv: vector<2xf32>, %ref: f32) "None" {
    // expected-error @+1 {{Lod is only valid with explicit-lod and fetch instructions}}
    %0 = spirv.ImageSampleDrefImplicitLod %image, %uv, %ref ["Lod"], %ref : !spirv.sampled_image<!depth>, vector<2xf32>, f32, f32 -> f32
    spirv.Return
  }
}

// -----

!depth = !spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
spirv.module Logical GLSL450 {
  spirv.func @f(%image: !spirv.sampled_image<!depth>, %uv: vector<2xf32>, %ref: f32) "None" {
    // expected-error @+1 {{'spirv.ImageSampleDrefImplicitLod' op failed to verify that type of 'result' matches image type of 'sampled_image'}}
    %0 = spirv.ImageSampleDrefImplicitLod %image, %uv, %ref : !spirv.sampled_image<!depth>, vector<2xf32>, f32 -> i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%x: f16) "None" {
    // expected-error @+1 {{'spirv.DPdx' op operand #0 must be Float32 or fixed-length vector of Float32 values of length 2/3/4/8/16, but got 'f16'}}
    %0 = spirv.DPdx %x : f16
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%x: f32) "None" {
    // expected-error @+1 {{'spirv.FwidthFine' op requires the same type for all operands and results}}
    %0 = "spirv.FwidthFine"(%x) : (f32) -> vector<2xf32>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%x: f32) "None" {
    // expected-error @+1 {{'spirv.DemoteToHelperInvocation' op requires zero operands}}
    "spirv.DemoteToHelperInvocation"(%x) : (f32) -> ()
    spirv.Return
  }
}

// -----

!texture = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
spirv.module Logical GLSL450 {
  spirv.func @f(%image: !texture, %xy: vector<2xi32>, %c: i32) "None" {
    // expected-error @+1 {{'spirv.ImageSparseFetch' op failed to verify that the result must be a struct of an integer residency code and the texels}}
    %0 = spirv.ImageSparseFetch %image, %xy ["Lod"], %c : !texture, vector<2xi32>, i32 -> !spirv.struct<(f32, vector<4xf32>)>
    spirv.Return
  }
}

// -----

!texture = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
spirv.module Logical GLSL450 {
  spirv.func @f(%image: !texture, %xy: vector<2xi32>, %c: i32) "None" {
    // expected-error @+1 {{'spirv.ImageSparseFetch' op failed to verify that the texels must be four components of the image sampled type}}
    %0 = spirv.ImageSparseFetch %image, %xy ["Lod"], %c : !texture, vector<2xi32>, i32 -> !spirv.struct<(i32, vector<4xi32>)>
    spirv.Return
  }
}

// -----

!texture = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
spirv.module Logical GLSL450 {
  spirv.func @f(%image: !spirv.sampled_image<!texture>, %uv: vector<2xf32>, %x: f32) "None" {
    // expected-error @+1 {{'spirv.ImageSparseSampleDrefImplicitLod' op failed to verify that the texel must be the image sampled type}}
    %0 = spirv.ImageSparseSampleDrefImplicitLod %image, %uv, %x : !spirv.sampled_image<!texture>, vector<2xf32>, f32 -> !spirv.struct<(i32, i32)>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%x: f32) "None" {
    // expected-error @+1 {{'spirv.ImageSparseTexelsResident' op operand #0 must be 8/16/32/64-bit integer, but got 'f32'}}
    %0 = "spirv.ImageSparseTexelsResident"(%x) : (f32) -> i1
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f(%x: f32) "None" {
    // expected-error @+1 {{'spirv.GroupNonUniformBroadcastFirst' op execution scope must be 'Workgroup' or 'Subgroup'}}
    %0 = spirv.GroupNonUniformBroadcastFirst <Device> %x : f32
    spirv.Return
  }
}
