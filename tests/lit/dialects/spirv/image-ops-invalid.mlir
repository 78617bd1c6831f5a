// Verifier and parser diagnostics of the image ops, with MLIR 22's wording: the image
// type's sampler use, dimensionality and sampling, the sampled type, and the image operands
// mask against its arguments.
// (mlir-opt-22 reports the same: see upstream-op-diagnostics.mlir.)

// RUN: %hlsl-opt %s --split-input-file --verify-diagnostics

// -----

!img = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!ms = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Unknown>
!nos = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f>
!cube = !spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!sub = !spirv.image<f32, SubpassData, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>
!simg = !spirv.sampled_image<!img>
!sarr = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, Arrayed, SingleSampled, NeedSampler, Unknown>>
!sms = !spirv.sampled_image<!ms>
!srect = !spirv.sampled_image<!spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!sdepth = !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!s3d = !spirv.sampled_image<!spirv.image<f32, Dim3D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
spirv.module Logical GLSL450 {
  spirv.func @f(%i: !img, %ms: !ms, %nos: !nos, %cube: !cube, %sub: !sub, %s: !simg, %sarr: !sarr, %sms: !sms, %srect: !srect, %sdepth: !sdepth, %s3d: !s3d, %c: vector<2xi32>, %cf: vector<2xf32>, %c3: vector<3xf32>, %c4: vector<4xf32>, %f: f32, %i32: i32, %v4i: vector<4xi32>, %v4f: vector<4xf32>, %v3f: vector<3xf32>, %idx: index, %h: f16) "None" {
    // expected-error @+1 {{'spirv.ImageFetch' op operand #0 must be any SPIR-V image type, but got 'f32'}}
    %0 = "spirv.ImageFetch"(%f, %c) : (f32, vector<2xi32>) -> vector<4xf32>
    spirv.Return
  }
}

// -----

!img = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!ms = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Unknown>
!nos = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f>
!cube = !spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!sub = !spirv.image<f32, SubpassData, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>
!simg = !spirv.sampled_image<!img>
!sarr = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, Arrayed, SingleSampled, NeedSampler, Unknown>>
!sms = !spirv.sampled_image<!ms>
!srect = !spirv.sampled_image<!spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!sdepth = !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!s3d = !spirv.sampled_image<!spirv.image<f32, Dim3D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
spirv.module Logical GLSL450 {
  spirv.func @f(%i: !img, %ms: !ms, %nos: !nos, %cube: !cube, %sub: !sub, %s: !simg, %sarr: !sarr, %sms: !sms, %srect: !srect, %sdepth: !sdepth, %s3d: !s3d, %c: vector<2xi32>, %cf: vector<2xf32>, %c3: vector<3xf32>, %c4: vector<4xf32>, %f: f32, %i32: i32, %v4i: vector<4xi32>, %v4f: vector<4xf32>, %v3f: vector<3xf32>, %idx: index, %h: f16) "None" {
    // expected-error @+1 {{'spirv.ImageFetch' op operand #1 must be 8/16/32/64-bit integer or fixed-length vector of 8/16/32/64-bit integer values of length 2/3/4/8/16, but got 'vector<2xf32>'}}
    %1 = "spirv.ImageFetch"(%i, %cf) : (!img, vector<2xf32>) -> vector<4xf32>
    spirv.Return
  }
}

// -----

!img = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!ms = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Unknown>
!nos = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f>
!cube = !spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!sub = !spirv.image<f32, SubpassData, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>
!simg = !spirv.sampled_image<!img>
!sarr = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, Arrayed, SingleSampled, NeedSampler, Unknown>>
!sms = !spirv.sampled_image<!ms>
!srect = !spirv.sampled_image<!spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!sdepth = !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!s3d = !spirv.sampled_image<!spirv.image<f32, Dim3D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
spirv.module Logical GLSL450 {
  spirv.func @f(%i: !img, %ms: !ms, %nos: !nos, %cube: !cube, %sub: !sub, %s: !simg, %sarr: !sarr, %sms: !sms, %srect: !srect, %sdepth: !sdepth, %s3d: !s3d, %c: vector<2xi32>, %cf: vector<2xf32>, %c3: vector<3xf32>, %c4: vector<4xf32>, %f: f32, %i32: i32, %v4i: vector<4xi32>, %v4f: vector<4xf32>, %v3f: vector<3xf32>, %idx: index, %h: f16) "None" {
    // expected-error @+1 {{'spirv.ImageFetch' op result #0 must be vector of 16/32/64-bit float values of length 4 or vector of 8/16/32/64-bit integer values of length 4, but got 'vector<3xf32>'}}
    %2 = "spirv.ImageFetch"(%i, %c) : (!img, vector<2xi32>) -> vector<3xf32>
    spirv.Return
  }
}

// -----

!img = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!ms = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Unknown>
!nos = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f>
!cube = !spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!sub = !spirv.image<f32, SubpassData, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>
!simg = !spirv.sampled_image<!img>
!sarr = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, Arrayed, SingleSampled, NeedSampler, Unknown>>
!sms = !spirv.sampled_image<!ms>
!srect = !spirv.sampled_image<!spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!sdepth = !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!s3d = !spirv.sampled_image<!spirv.image<f32, Dim3D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
spirv.module Logical GLSL450 {
  spirv.func @f(%i: !img, %ms: !ms, %nos: !nos, %cube: !cube, %sub: !sub, %s: !simg, %sarr: !sarr, %sms: !sms, %srect: !srect, %sdepth: !sdepth, %s3d: !s3d, %c: vector<2xi32>, %cf: vector<2xf32>, %c3: vector<3xf32>, %c4: vector<4xf32>, %f: f32, %i32: i32, %v4i: vector<4xi32>, %v4f: vector<4xf32>, %v3f: vector<3xf32>, %idx: index, %h: f16) "None" {
    // expected-error @+1 {{'spirv.ImageFetch' op failed to verify that the result component type must match the image sampled type}}
    %3 = "spirv.ImageFetch"(%i, %c) : (!img, vector<2xi32>) -> vector<4xi32>
    spirv.Return
  }
}

// -----

!img = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!ms = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Unknown>
!nos = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f>
!cube = !spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!sub = !spirv.image<f32, SubpassData, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>
!simg = !spirv.sampled_image<!img>
!sarr = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, Arrayed, SingleSampled, NeedSampler, Unknown>>
!sms = !spirv.sampled_image<!ms>
!srect = !spirv.sampled_image<!spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!sdepth = !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!s3d = !spirv.sampled_image<!spirv.image<f32, Dim3D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
spirv.module Logical GLSL450 {
  spirv.func @f(%i: !img, %ms: !ms, %nos: !nos, %cube: !cube, %sub: !sub, %s: !simg, %sarr: !sarr, %sms: !sms, %srect: !srect, %sdepth: !sdepth, %s3d: !s3d, %c: vector<2xi32>, %cf: vector<2xf32>, %c3: vector<3xf32>, %c4: vector<4xf32>, %f: f32, %i32: i32, %v4i: vector<4xi32>, %v4f: vector<4xf32>, %v3f: vector<3xf32>, %idx: index, %h: f16) "None" {
    // expected-error @+1 {{'spirv.ImageFetch' op failed to verify that the sampled operand of the underlying image must be NeedSampler}}
    %4 = "spirv.ImageFetch"(%nos, %c) : (!nos, vector<2xi32>) -> vector<4xf32>
    spirv.Return
  }
}

// -----

!img = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!ms = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Unknown>
!nos = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f>
!cube = !spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!sub = !spirv.image<f32, SubpassData, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>
!simg = !spirv.sampled_image<!img>
!sarr = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, Arrayed, SingleSampled, NeedSampler, Unknown>>
!sms = !spirv.sampled_image<!ms>
!srect = !spirv.sampled_image<!spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!sdepth = !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!s3d = !spirv.sampled_image<!spirv.image<f32, Dim3D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
spirv.module Logical GLSL450 {
  spirv.func @f(%i: !img, %ms: !ms, %nos: !nos, %cube: !cube, %sub: !sub, %s: !simg, %sarr: !sarr, %sms: !sms, %srect: !srect, %sdepth: !sdepth, %s3d: !s3d, %c: vector<2xi32>, %cf: vector<2xf32>, %c3: vector<3xf32>, %c4: vector<4xf32>, %f: f32, %i32: i32, %v4i: vector<4xi32>, %v4f: vector<4xf32>, %v3f: vector<3xf32>, %idx: index, %h: f16) "None" {
    // expected-error @+1 {{'spirv.ImageFetch' op failed to verify that the Dim operand of the underlying image must not be Cube}}
    %5 = "spirv.ImageFetch"(%cube, %c) : (!cube, vector<2xi32>) -> vector<4xf32>
    spirv.Return
  }
}

// -----

!img = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!ms = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Unknown>
!nos = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f>
!cube = !spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!sub = !spirv.image<f32, SubpassData, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>
!simg = !spirv.sampled_image<!img>
!sarr = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, Arrayed, SingleSampled, NeedSampler, Unknown>>
!sms = !spirv.sampled_image<!ms>
!srect = !spirv.sampled_image<!spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!sdepth = !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!s3d = !spirv.sampled_image<!spirv.image<f32, Dim3D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
spirv.module Logical GLSL450 {
  spirv.func @f(%i: !img, %ms: !ms, %nos: !nos, %cube: !cube, %sub: !sub, %s: !simg, %sarr: !sarr, %sms: !sms, %srect: !srect, %sdepth: !sdepth, %s3d: !s3d, %c: vector<2xi32>, %cf: vector<2xf32>, %c3: vector<3xf32>, %c4: vector<4xf32>, %f: f32, %i32: i32, %v4i: vector<4xi32>, %v4f: vector<4xf32>, %v3f: vector<3xf32>, %idx: index, %h: f16) "None" {
    // expected-error @+1 {{the Image Operands should encode what operands follow, as per Image Operands}}
    %6 = "spirv.ImageFetch"(%i, %c, %f) : (!img, vector<2xi32>, f32) -> vector<4xf32>
    spirv.Return
  }
}

// -----

!img = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!ms = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Unknown>
!nos = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f>
!cube = !spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!sub = !spirv.image<f32, SubpassData, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>
!simg = !spirv.sampled_image<!img>
!sarr = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, Arrayed, SingleSampled, NeedSampler, Unknown>>
!sms = !spirv.sampled_image<!ms>
!srect = !spirv.sampled_image<!spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!sdepth = !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!s3d = !spirv.sampled_image<!spirv.image<f32, Dim3D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
spirv.module Logical GLSL450 {
  spirv.func @f(%i: !img, %ms: !ms, %nos: !nos, %cube: !cube, %sub: !sub, %s: !simg, %sarr: !sarr, %sms: !sms, %srect: !srect, %sdepth: !sdepth, %s3d: !s3d, %c: vector<2xi32>, %cf: vector<2xf32>, %c3: vector<3xf32>, %c4: vector<4xf32>, %f: f32, %i32: i32, %v4i: vector<4xi32>, %v4f: vector<4xf32>, %v3f: vector<3xf32>, %idx: index, %h: f16) "None" {
    // expected-error @+1 {{'spirv.ImageRead' op failed to verify that the sampled operand of the underlying image must be SamplerUnknown or NoSampler}}
    %7 = "spirv.ImageRead"(%i, %c) : (!img, vector<2xi32>) -> vector<4xf32>
    spirv.Return
  }
}

// -----

!img = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!ms = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Unknown>
!nos = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f>
!cube = !spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!sub = !spirv.image<f32, SubpassData, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>
!simg = !spirv.sampled_image<!img>
!sarr = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, Arrayed, SingleSampled, NeedSampler, Unknown>>
!sms = !spirv.sampled_image<!ms>
!srect = !spirv.sampled_image<!spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!sdepth = !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!s3d = !spirv.sampled_image<!spirv.image<f32, Dim3D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
spirv.module Logical GLSL450 {
  spirv.func @f(%i: !img, %ms: !ms, %nos: !nos, %cube: !cube, %sub: !sub, %s: !simg, %sarr: !sarr, %sms: !sms, %srect: !srect, %sdepth: !sdepth, %s3d: !s3d, %c: vector<2xi32>, %cf: vector<2xf32>, %c3: vector<3xf32>, %c4: vector<4xf32>, %f: f32, %i32: i32, %v4i: vector<4xi32>, %v4f: vector<4xf32>, %v3f: vector<3xf32>, %idx: index, %h: f16) "None" {
    // expected-error @+1 {{'spirv.ImageRead' op failed to verify that the result component type must match the image sampled type}}
    %8 = "spirv.ImageRead"(%nos, %c) : (!nos, vector<2xi32>) -> vector<4xi32>
    spirv.Return
  }
}

// -----

!img = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!ms = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Unknown>
!nos = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f>
!cube = !spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!sub = !spirv.image<f32, SubpassData, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>
!simg = !spirv.sampled_image<!img>
!sarr = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, Arrayed, SingleSampled, NeedSampler, Unknown>>
!sms = !spirv.sampled_image<!ms>
!srect = !spirv.sampled_image<!spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!sdepth = !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!s3d = !spirv.sampled_image<!spirv.image<f32, Dim3D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
spirv.module Logical GLSL450 {
  spirv.func @f(%i: !img, %ms: !ms, %nos: !nos, %cube: !cube, %sub: !sub, %s: !simg, %sarr: !sarr, %sms: !sms, %srect: !srect, %sdepth: !sdepth, %s3d: !s3d, %c: vector<2xi32>, %cf: vector<2xf32>, %c3: vector<3xf32>, %c4: vector<4xf32>, %f: f32, %i32: i32, %v4i: vector<4xi32>, %v4f: vector<4xf32>, %v3f: vector<3xf32>, %idx: index, %h: f16) "None" {
    // expected-error @+1 {{'spirv.ImageRead' op result #0 must be 16/32/64-bit float or fixed-length vector of 16/32/64-bit float values of length 2/3/4/8/16 or 8/16/32/64-bit integer or fixed-length vector of 8/16/32/64-bit integer values of length 2/3/4/8/16, but got 'vector<5xf32>'}}
    %9 = "spirv.ImageRead"(%nos, %c) : (!nos, vector<2xi32>) -> vector<5xf32>
    spirv.Return
  }
}

// -----

!img = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!ms = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Unknown>
!nos = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f>
!cube = !spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!sub = !spirv.image<f32, SubpassData, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>
!simg = !spirv.sampled_image<!img>
!sarr = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, Arrayed, SingleSampled, NeedSampler, Unknown>>
!sms = !spirv.sampled_image<!ms>
!srect = !spirv.sampled_image<!spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!sdepth = !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!s3d = !spirv.sampled_image<!spirv.image<f32, Dim3D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
spirv.module Logical GLSL450 {
  spirv.func @f(%i: !img, %ms: !ms, %nos: !nos, %cube: !cube, %sub: !sub, %s: !simg, %sarr: !sarr, %sms: !sms, %srect: !srect, %sdepth: !sdepth, %s3d: !s3d, %c: vector<2xi32>, %cf: vector<2xf32>, %c3: vector<3xf32>, %c4: vector<4xf32>, %f: f32, %i32: i32, %v4i: vector<4xi32>, %v4f: vector<4xf32>, %v3f: vector<3xf32>, %idx: index, %h: f16) "None" {
    // expected-error @+1 {{'spirv.ImageRead' op operand #1 must be 16/32/64-bit float or fixed-length vector of 16/32/64-bit float values of length 2/3/4/8/16 or 8/16/32/64-bit integer or fixed-length vector of 8/16/32/64-bit integer values of length 2/3/4/8/16, but got 'index'}}
    %10 = "spirv.ImageRead"(%nos, %idx) : (!nos, index) -> vector<4xf32>
    spirv.Return
  }
}

// -----

!img = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!ms = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Unknown>
!nos = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f>
!cube = !spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!sub = !spirv.image<f32, SubpassData, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>
!simg = !spirv.sampled_image<!img>
!sarr = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, Arrayed, SingleSampled, NeedSampler, Unknown>>
!sms = !spirv.sampled_image<!ms>
!srect = !spirv.sampled_image<!spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!sdepth = !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!s3d = !spirv.sampled_image<!spirv.image<f32, Dim3D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
spirv.module Logical GLSL450 {
  spirv.func @f(%i: !img, %ms: !ms, %nos: !nos, %cube: !cube, %sub: !sub, %s: !simg, %sarr: !sarr, %sms: !sms, %srect: !srect, %sdepth: !sdepth, %s3d: !s3d, %c: vector<2xi32>, %cf: vector<2xf32>, %c3: vector<3xf32>, %c4: vector<4xf32>, %f: f32, %i32: i32, %v4i: vector<4xi32>, %v4f: vector<4xf32>, %v3f: vector<3xf32>, %idx: index, %h: f16) "None" {
    // expected-error @+1 {{'spirv.ImageWrite' op failed to verify that the texel component type must match the image sampled type}}
    "spirv.ImageWrite"(%nos, %c, %v4i) : (!nos, vector<2xi32>, vector<4xi32>) -> ()
    spirv.Return
  }
}

// -----

!img = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!ms = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Unknown>
!nos = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f>
!cube = !spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!sub = !spirv.image<f32, SubpassData, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>
!simg = !spirv.sampled_image<!img>
!sarr = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, Arrayed, SingleSampled, NeedSampler, Unknown>>
!sms = !spirv.sampled_image<!ms>
!srect = !spirv.sampled_image<!spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!sdepth = !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!s3d = !spirv.sampled_image<!spirv.image<f32, Dim3D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
spirv.module Logical GLSL450 {
  spirv.func @f(%i: !img, %ms: !ms, %nos: !nos, %cube: !cube, %sub: !sub, %s: !simg, %sarr: !sarr, %sms: !sms, %srect: !srect, %sdepth: !sdepth, %s3d: !s3d, %c: vector<2xi32>, %cf: vector<2xf32>, %c3: vector<3xf32>, %c4: vector<4xf32>, %f: f32, %i32: i32, %v4i: vector<4xi32>, %v4f: vector<4xf32>, %v3f: vector<3xf32>, %idx: index, %h: f16) "None" {
    // expected-error @+1 {{'spirv.ImageWrite' op failed to verify that the sampled operand of the underlying image must be SamplerUnknown or NoSampler}}
    "spirv.ImageWrite"(%i, %c, %v4f) : (!img, vector<2xi32>, vector<4xf32>) -> ()
    spirv.Return
  }
}

// -----

!img = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!ms = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Unknown>
!nos = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f>
!cube = !spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!sub = !spirv.image<f32, SubpassData, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>
!simg = !spirv.sampled_image<!img>
!sarr = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, Arrayed, SingleSampled, NeedSampler, Unknown>>
!sms = !spirv.sampled_image<!ms>
!srect = !spirv.sampled_image<!spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!sdepth = !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!s3d = !spirv.sampled_image<!spirv.image<f32, Dim3D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
spirv.module Logical GLSL450 {
  spirv.func @f(%i: !img, %ms: !ms, %nos: !nos, %cube: !cube, %sub: !sub, %s: !simg, %sarr: !sarr, %sms: !sms, %srect: !srect, %sdepth: !sdepth, %s3d: !s3d, %c: vector<2xi32>, %cf: vector<2xf32>, %c3: vector<3xf32>, %c4: vector<4xf32>, %f: f32, %i32: i32, %v4i: vector<4xi32>, %v4f: vector<4xf32>, %v3f: vector<3xf32>, %idx: index, %h: f16) "None" {
    // expected-error @+1 {{'spirv.ImageWrite' op failed to verify that the Dim operand of the underlying image must not be SubpassData}}
    "spirv.ImageWrite"(%sub, %c, %v4f) : (!sub, vector<2xi32>, vector<4xf32>) -> ()
    spirv.Return
  }
}

// -----

!img = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!ms = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Unknown>
!nos = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f>
!cube = !spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!sub = !spirv.image<f32, SubpassData, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>
!simg = !spirv.sampled_image<!img>
!sarr = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, Arrayed, SingleSampled, NeedSampler, Unknown>>
!sms = !spirv.sampled_image<!ms>
!srect = !spirv.sampled_image<!spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!sdepth = !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!s3d = !spirv.sampled_image<!spirv.image<f32, Dim3D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
spirv.module Logical GLSL450 {
  spirv.func @f(%i: !img, %ms: !ms, %nos: !nos, %cube: !cube, %sub: !sub, %s: !simg, %sarr: !sarr, %sms: !sms, %srect: !srect, %sdepth: !sdepth, %s3d: !s3d, %c: vector<2xi32>, %cf: vector<2xf32>, %c3: vector<3xf32>, %c4: vector<4xf32>, %f: f32, %i32: i32, %v4i: vector<4xi32>, %v4f: vector<4xf32>, %v3f: vector<3xf32>, %idx: index, %h: f16) "None" {
    // expected-error @+1 {{'spirv.Image' op failed to verify that type of 'result' matches image type of 'sampled_image'}}
    %11 = "spirv.Image"(%s) : (!simg) -> !nos
    spirv.Return
  }
}

// -----

!img = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!ms = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Unknown>
!nos = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f>
!cube = !spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!sub = !spirv.image<f32, SubpassData, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>
!simg = !spirv.sampled_image<!img>
!sarr = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, Arrayed, SingleSampled, NeedSampler, Unknown>>
!sms = !spirv.sampled_image<!ms>
!srect = !spirv.sampled_image<!spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!sdepth = !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!s3d = !spirv.sampled_image<!spirv.image<f32, Dim3D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
spirv.module Logical GLSL450 {
  spirv.func @f(%i: !img, %ms: !ms, %nos: !nos, %cube: !cube, %sub: !sub, %s: !simg, %sarr: !sarr, %sms: !sms, %srect: !srect, %sdepth: !sdepth, %s3d: !s3d, %c: vector<2xi32>, %cf: vector<2xf32>, %c3: vector<3xf32>, %c4: vector<4xf32>, %f: f32, %i32: i32, %v4i: vector<4xi32>, %v4f: vector<4xf32>, %v3f: vector<3xf32>, %idx: index, %h: f16) "None" {
    // expected-error @+1 {{'spirv.Image' op operand #0 must be any SPIR-V sampled image type, but got '!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>'}}
    %12 = "spirv.Image"(%i) : (!img) -> !img
    spirv.Return
  }
}

// -----

!img = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!ms = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Unknown>
!nos = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f>
!cube = !spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!sub = !spirv.image<f32, SubpassData, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>
!simg = !spirv.sampled_image<!img>
!sarr = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, Arrayed, SingleSampled, NeedSampler, Unknown>>
!sms = !spirv.sampled_image<!ms>
!srect = !spirv.sampled_image<!spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!sdepth = !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!s3d = !spirv.sampled_image<!spirv.image<f32, Dim3D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
spirv.module Logical GLSL450 {
  spirv.func @f(%i: !img, %ms: !ms, %nos: !nos, %cube: !cube, %sub: !sub, %s: !simg, %sarr: !sarr, %sms: !sms, %srect: !srect, %sdepth: !sdepth, %s3d: !s3d, %c: vector<2xi32>, %cf: vector<2xf32>, %c3: vector<3xf32>, %c4: vector<4xf32>, %f: f32, %i32: i32, %v4i: vector<4xi32>, %v4f: vector<4xf32>, %v3f: vector<3xf32>, %idx: index, %h: f16) "None" {
    // expected-error @+1 {{'spirv.ImageSampleExplicitLod' op requires attribute 'image_operands'}}
    %13 = "spirv.ImageSampleExplicitLod"(%s, %cf) : (!simg, vector<2xf32>) -> vector<4xf32>
    spirv.Return
  }
}

// -----

!img = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!ms = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Unknown>
!nos = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f>
!cube = !spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!sub = !spirv.image<f32, SubpassData, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>
!simg = !spirv.sampled_image<!img>
!sarr = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, Arrayed, SingleSampled, NeedSampler, Unknown>>
!sms = !spirv.sampled_image<!ms>
!srect = !spirv.sampled_image<!spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!sdepth = !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!s3d = !spirv.sampled_image<!spirv.image<f32, Dim3D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
spirv.module Logical GLSL450 {
  spirv.func @f(%i: !img, %ms: !ms, %nos: !nos, %cube: !cube, %sub: !sub, %s: !simg, %sarr: !sarr, %sms: !sms, %srect: !srect, %sdepth: !sdepth, %s3d: !s3d, %c: vector<2xi32>, %cf: vector<2xf32>, %c3: vector<3xf32>, %c4: vector<4xf32>, %f: f32, %i32: i32, %v4i: vector<4xi32>, %v4f: vector<4xf32>, %v3f: vector<3xf32>, %idx: index, %h: f16) "None" {
    // expected-error @+1 {{'spirv.ImageSampleExplicitLod' op failed to verify that either Lod or Grad image operands must be present}}
    %14 = "spirv.ImageSampleExplicitLod"(%s, %cf, %f) <{image_operands = #spirv.image_operands<Bias>}> : (!simg, vector<2xf32>, f32) -> vector<4xf32>
    spirv.Return
  }
}

// -----

!img = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!ms = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Unknown>
!nos = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f>
!cube = !spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!sub = !spirv.image<f32, SubpassData, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>
!simg = !spirv.sampled_image<!img>
!sarr = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, Arrayed, SingleSampled, NeedSampler, Unknown>>
!sms = !spirv.sampled_image<!ms>
!srect = !spirv.sampled_image<!spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!sdepth = !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!s3d = !spirv.sampled_image<!spirv.image<f32, Dim3D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
spirv.module Logical GLSL450 {
  spirv.func @f(%i: !img, %ms: !ms, %nos: !nos, %cube: !cube, %sub: !sub, %s: !simg, %sarr: !sarr, %sms: !sms, %srect: !srect, %sdepth: !sdepth, %s3d: !s3d, %c: vector<2xi32>, %cf: vector<2xf32>, %c3: vector<3xf32>, %c4: vector<4xf32>, %f: f32, %i32: i32, %v4i: vector<4xi32>, %v4f: vector<4xf32>, %v3f: vector<3xf32>, %idx: index, %h: f16) "None" {
    // expected-error @+1 {{'spirv.ImageSampleExplicitLod' op result #0 must be vector of 8/16/32/64-bit integer values of length 4 or vector of 16/32/64-bit float values of length 4, but got 'vector<3xf32>'}}
    %15 = "spirv.ImageSampleExplicitLod"(%s, %cf, %f) <{image_operands = #spirv.image_operands<Lod>}> : (!simg, vector<2xf32>, f32) -> vector<3xf32>
    spirv.Return
  }
}

// -----

!img = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!ms = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Unknown>
!nos = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f>
!cube = !spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!sub = !spirv.image<f32, SubpassData, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>
!simg = !spirv.sampled_image<!img>
!sarr = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, Arrayed, SingleSampled, NeedSampler, Unknown>>
!sms = !spirv.sampled_image<!ms>
!srect = !spirv.sampled_image<!spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!sdepth = !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!s3d = !spirv.sampled_image<!spirv.image<f32, Dim3D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
spirv.module Logical GLSL450 {
  spirv.func @f(%i: !img, %ms: !ms, %nos: !nos, %cube: !cube, %sub: !sub, %s: !simg, %sarr: !sarr, %sms: !sms, %srect: !srect, %sdepth: !sdepth, %s3d: !s3d, %c: vector<2xi32>, %cf: vector<2xf32>, %c3: vector<3xf32>, %c4: vector<4xf32>, %f: f32, %i32: i32, %v4i: vector<4xi32>, %v4f: vector<4xf32>, %v3f: vector<3xf32>, %idx: index, %h: f16) "None" {
    // expected-error @+1 {{for sampling operations, Lod must be a floating-point type scalar}}
    %16 = "spirv.ImageSampleExplicitLod"(%s, %cf, %i32) <{image_operands = #spirv.image_operands<Lod>}> : (!simg, vector<2xf32>, i32) -> vector<4xf32>
    spirv.Return
  }
}

// -----

!img = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!ms = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Unknown>
!nos = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f>
!cube = !spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!sub = !spirv.image<f32, SubpassData, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>
!simg = !spirv.sampled_image<!img>
!sarr = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, Arrayed, SingleSampled, NeedSampler, Unknown>>
!sms = !spirv.sampled_image<!ms>
!srect = !spirv.sampled_image<!spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!sdepth = !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!s3d = !spirv.sampled_image<!spirv.image<f32, Dim3D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
spirv.module Logical GLSL450 {
  spirv.func @f(%i: !img, %ms: !ms, %nos: !nos, %cube: !cube, %sub: !sub, %s: !simg, %sarr: !sarr, %sms: !sms, %srect: !srect, %sdepth: !sdepth, %s3d: !s3d, %c: vector<2xi32>, %cf: vector<2xf32>, %c3: vector<3xf32>, %c4: vector<4xf32>, %f: f32, %i32: i32, %v4i: vector<4xi32>, %v4f: vector<4xf32>, %v3f: vector<3xf32>, %idx: index, %h: f16) "None" {
    // expected-error @+1 {{'spirv.ImageSampleExplicitLod' op failed to verify that the result component type must match the image sampled type}}
    %17 = "spirv.ImageSampleExplicitLod"(%s, %cf, %f) <{image_operands = #spirv.image_operands<Lod>}> : (!simg, vector<2xf32>, f32) -> vector<4xi32>
    spirv.Return
  }
}

// -----

!img = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!ms = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Unknown>
!nos = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f>
!cube = !spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!sub = !spirv.image<f32, SubpassData, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>
!simg = !spirv.sampled_image<!img>
!sarr = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, Arrayed, SingleSampled, NeedSampler, Unknown>>
!sms = !spirv.sampled_image<!ms>
!srect = !spirv.sampled_image<!spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!sdepth = !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!s3d = !spirv.sampled_image<!spirv.image<f32, Dim3D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
spirv.module Logical GLSL450 {
  spirv.func @f(%i: !img, %ms: !ms, %nos: !nos, %cube: !cube, %sub: !sub, %s: !simg, %sarr: !sarr, %sms: !sms, %srect: !srect, %sdepth: !sdepth, %s3d: !s3d, %c: vector<2xi32>, %cf: vector<2xf32>, %c3: vector<3xf32>, %c4: vector<4xf32>, %f: f32, %i32: i32, %v4i: vector<4xi32>, %v4f: vector<4xf32>, %v3f: vector<3xf32>, %idx: index, %h: f16) "None" {
    // expected-error @+1 {{'spirv.ImageSampleExplicitLod' op failed to verify that the MS operand of the underlying image type must be SingleSampled}}
    %18 = "spirv.ImageSampleExplicitLod"(%sms, %cf, %f) <{image_operands = #spirv.image_operands<Lod>}> : (!sms, vector<2xf32>, f32) -> vector<4xf32>
    spirv.Return
  }
}

// -----

!img = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!ms = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Unknown>
!nos = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f>
!cube = !spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!sub = !spirv.image<f32, SubpassData, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>
!simg = !spirv.sampled_image<!img>
!sarr = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, Arrayed, SingleSampled, NeedSampler, Unknown>>
!sms = !spirv.sampled_image<!ms>
!srect = !spirv.sampled_image<!spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!sdepth = !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!s3d = !spirv.sampled_image<!spirv.image<f32, Dim3D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
spirv.module Logical GLSL450 {
  spirv.func @f(%i: !img, %ms: !ms, %nos: !nos, %cube: !cube, %sub: !sub, %s: !simg, %sarr: !sarr, %sms: !sms, %srect: !srect, %sdepth: !sdepth, %s3d: !s3d, %c: vector<2xi32>, %cf: vector<2xf32>, %c3: vector<3xf32>, %c4: vector<4xf32>, %f: f32, %i32: i32, %v4i: vector<4xi32>, %v4f: vector<4xf32>, %v3f: vector<3xf32>, %idx: index, %h: f16) "None" {
    // expected-error @+1 {{it is invalid to set both the Lod and Grad bits}}
    %19 = "spirv.ImageSampleExplicitLod"(%s, %cf, %f) <{image_operands = #spirv.image_operands<Lod|Grad>}> : (!simg, vector<2xf32>, f32) -> vector<4xf32>
    spirv.Return
  }
}

// -----

!img = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!ms = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Unknown>
!nos = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f>
!cube = !spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!sub = !spirv.image<f32, SubpassData, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>
!simg = !spirv.sampled_image<!img>
!sarr = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, Arrayed, SingleSampled, NeedSampler, Unknown>>
!sms = !spirv.sampled_image<!ms>
!srect = !spirv.sampled_image<!spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!sdepth = !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!s3d = !spirv.sampled_image<!spirv.image<f32, Dim3D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
spirv.module Logical GLSL450 {
  spirv.func @f(%i: !img, %ms: !ms, %nos: !nos, %cube: !cube, %sub: !sub, %s: !simg, %sarr: !sarr, %sms: !sms, %srect: !srect, %sdepth: !sdepth, %s3d: !s3d, %c: vector<2xi32>, %cf: vector<2xf32>, %c3: vector<3xf32>, %c4: vector<4xf32>, %f: f32, %i32: i32, %v4i: vector<4xi32>, %v4f: vector<4xf32>, %v3f: vector<3xf32>, %idx: index, %h: f16) "None" {
    // expected-error @+1 {{Lod operand requires 1 argument}}
    %20 = "spirv.ImageSampleExplicitLod"(%s, %cf) <{image_operands = #spirv.image_operands<Lod>}> : (!simg, vector<2xf32>) -> vector<4xf32>
    spirv.Return
  }
}

// -----

!img = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!ms = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Unknown>
!nos = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f>
!cube = !spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!sub = !spirv.image<f32, SubpassData, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>
!simg = !spirv.sampled_image<!img>
!sarr = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, Arrayed, SingleSampled, NeedSampler, Unknown>>
!sms = !spirv.sampled_image<!ms>
!srect = !spirv.sampled_image<!spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!sdepth = !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!s3d = !spirv.sampled_image<!spirv.image<f32, Dim3D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
spirv.module Logical GLSL450 {
  spirv.func @f(%i: !img, %ms: !ms, %nos: !nos, %cube: !cube, %sub: !sub, %s: !simg, %sarr: !sarr, %sms: !sms, %srect: !srect, %sdepth: !sdepth, %s3d: !s3d, %c: vector<2xi32>, %cf: vector<2xf32>, %c3: vector<3xf32>, %c4: vector<4xf32>, %f: f32, %i32: i32, %v4i: vector<4xi32>, %v4f: vector<4xf32>, %v3f: vector<3xf32>, %idx: index, %h: f16) "None" {
    // expected-error @+1 {{number of components of each Grad argument must equal the number of components in coordinate, minus the array layer component, if present}}
    %21 = "spirv.ImageSampleExplicitLod"(%s, %cf, %f, %f) <{image_operands = #spirv.image_operands<Grad>}> : (!simg, vector<2xf32>, f32, f32) -> vector<4xf32>
    spirv.Return
  }
}

// -----

!img = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!ms = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Unknown>
!nos = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f>
!cube = !spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!sub = !spirv.image<f32, SubpassData, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>
!simg = !spirv.sampled_image<!img>
!sarr = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, Arrayed, SingleSampled, NeedSampler, Unknown>>
!sms = !spirv.sampled_image<!ms>
!srect = !spirv.sampled_image<!spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!sdepth = !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!s3d = !spirv.sampled_image<!spirv.image<f32, Dim3D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
spirv.module Logical GLSL450 {
  spirv.func @f(%i: !img, %ms: !ms, %nos: !nos, %cube: !cube, %sub: !sub, %s: !simg, %sarr: !sarr, %sms: !sms, %srect: !srect, %sdepth: !sdepth, %s3d: !s3d, %c: vector<2xi32>, %cf: vector<2xf32>, %c3: vector<3xf32>, %c4: vector<4xf32>, %f: f32, %i32: i32, %v4i: vector<4xi32>, %v4f: vector<4xf32>, %v3f: vector<3xf32>, %idx: index, %h: f16) "None" {
    // expected-error @+1 {{Grad arguments must be a vector of floating-point type}}
    %23 = "spirv.ImageSampleExplicitLod"(%s, %cf, %c, %c) <{image_operands = #spirv.image_operands<Grad>}> : (!simg, vector<2xf32>, vector<2xi32>, vector<2xi32>) -> vector<4xf32>
    spirv.Return
  }
}

// -----

!img = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!ms = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Unknown>
!nos = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f>
!cube = !spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!sub = !spirv.image<f32, SubpassData, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>
!simg = !spirv.sampled_image<!img>
!sarr = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, Arrayed, SingleSampled, NeedSampler, Unknown>>
!sms = !spirv.sampled_image<!ms>
!srect = !spirv.sampled_image<!spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!sdepth = !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!s3d = !spirv.sampled_image<!spirv.image<f32, Dim3D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
spirv.module Logical GLSL450 {
  spirv.func @f(%i: !img, %ms: !ms, %nos: !nos, %cube: !cube, %sub: !sub, %s: !simg, %sarr: !sarr, %sms: !sms, %srect: !srect, %sdepth: !sdepth, %s3d: !s3d, %c: vector<2xi32>, %cf: vector<2xf32>, %c3: vector<3xf32>, %c4: vector<4xf32>, %f: f32, %i32: i32, %v4i: vector<4xi32>, %v4f: vector<4xf32>, %v3f: vector<3xf32>, %idx: index, %h: f16) "None" {
    // expected-error @+1 {{Grad operand requires 2 arguments (scalars or vectors)}}
    %24 = "spirv.ImageSampleExplicitLod"(%s, %cf, %cf) <{image_operands = #spirv.image_operands<Grad>}> : (!simg, vector<2xf32>, vector<2xf32>) -> vector<4xf32>
    spirv.Return
  }
}

// -----

!img = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!ms = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Unknown>
!nos = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f>
!cube = !spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!sub = !spirv.image<f32, SubpassData, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>
!simg = !spirv.sampled_image<!img>
!sarr = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, Arrayed, SingleSampled, NeedSampler, Unknown>>
!sms = !spirv.sampled_image<!ms>
!srect = !spirv.sampled_image<!spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!sdepth = !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!s3d = !spirv.sampled_image<!spirv.image<f32, Dim3D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
spirv.module Logical GLSL450 {
  spirv.func @f(%i: !img, %ms: !ms, %nos: !nos, %cube: !cube, %sub: !sub, %s: !simg, %sarr: !sarr, %sms: !sms, %srect: !srect, %sdepth: !sdepth, %s3d: !s3d, %c: vector<2xi32>, %cf: vector<2xf32>, %c3: vector<3xf32>, %c4: vector<4xf32>, %f: f32, %i32: i32, %v4i: vector<4xi32>, %v4f: vector<4xf32>, %v3f: vector<3xf32>, %idx: index, %h: f16) "None" {
    // expected-error @+1 {{too many image operand arguments have been provided}}
    %26 = "spirv.ImageSampleExplicitLod"(%s, %cf, %f, %f) <{image_operands = #spirv.image_operands<Lod>}> : (!simg, vector<2xf32>, f32, f32) -> vector<4xf32>
    spirv.Return
  }
}

// -----

!img = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!ms = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Unknown>
!nos = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f>
!cube = !spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!sub = !spirv.image<f32, SubpassData, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>
!simg = !spirv.sampled_image<!img>
!sarr = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, Arrayed, SingleSampled, NeedSampler, Unknown>>
!sms = !spirv.sampled_image<!ms>
!srect = !spirv.sampled_image<!spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!sdepth = !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!s3d = !spirv.sampled_image<!spirv.image<f32, Dim3D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
spirv.module Logical GLSL450 {
  spirv.func @f(%i: !img, %ms: !ms, %nos: !nos, %cube: !cube, %sub: !sub, %s: !simg, %sarr: !sarr, %sms: !sms, %srect: !srect, %sdepth: !sdepth, %s3d: !s3d, %c: vector<2xi32>, %cf: vector<2xf32>, %c3: vector<3xf32>, %c4: vector<4xf32>, %f: f32, %i32: i32, %v4i: vector<4xi32>, %v4f: vector<4xf32>, %v3f: vector<3xf32>, %idx: index, %h: f16) "None" {
    // expected-error @+1 {{Lod must only be used with an image type that has a dim operand of 1D, 2D, 3D, or Cube}}
    %27 = "spirv.ImageSampleExplicitLod"(%srect, %cf, %f) <{image_operands = #spirv.image_operands<Lod>}> : (!srect, vector<2xf32>, f32) -> vector<4xf32>
    spirv.Return
  }
}

// -----

!img = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!ms = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Unknown>
!nos = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f>
!cube = !spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!sub = !spirv.image<f32, SubpassData, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>
!simg = !spirv.sampled_image<!img>
!sarr = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, Arrayed, SingleSampled, NeedSampler, Unknown>>
!sms = !spirv.sampled_image<!ms>
!srect = !spirv.sampled_image<!spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!sdepth = !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!s3d = !spirv.sampled_image<!spirv.image<f32, Dim3D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
spirv.module Logical GLSL450 {
  spirv.func @f(%i: !img, %ms: !ms, %nos: !nos, %cube: !cube, %sub: !sub, %s: !simg, %sarr: !sarr, %sms: !sms, %srect: !srect, %sdepth: !sdepth, %s3d: !s3d, %c: vector<2xi32>, %cf: vector<2xf32>, %c3: vector<3xf32>, %c4: vector<4xf32>, %f: f32, %i32: i32, %v4i: vector<4xi32>, %v4f: vector<4xf32>, %v3f: vector<3xf32>, %idx: index, %h: f16) "None" {
    // expected-error @+1 {{'spirv.ImageSampleImplicitLod' op operand #1 must be 16/32/64-bit float or fixed-length vector of 16/32/64-bit float values of length 2/3/4/8/16, but got 'i32'}}
    %28 = "spirv.ImageSampleImplicitLod"(%s, %i32) : (!simg, i32) -> vector<4xf32>
    spirv.Return
  }
}

// -----

!img = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!ms = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Unknown>
!nos = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f>
!cube = !spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!sub = !spirv.image<f32, SubpassData, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>
!simg = !spirv.sampled_image<!img>
!sarr = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, Arrayed, SingleSampled, NeedSampler, Unknown>>
!sms = !spirv.sampled_image<!ms>
!srect = !spirv.sampled_image<!spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!sdepth = !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!s3d = !spirv.sampled_image<!spirv.image<f32, Dim3D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
spirv.module Logical GLSL450 {
  spirv.func @f(%i: !img, %ms: !ms, %nos: !nos, %cube: !cube, %sub: !sub, %s: !simg, %sarr: !sarr, %sms: !sms, %srect: !srect, %sdepth: !sdepth, %s3d: !s3d, %c: vector<2xi32>, %cf: vector<2xf32>, %c3: vector<3xf32>, %c4: vector<4xf32>, %f: f32, %i32: i32, %v4i: vector<4xi32>, %v4f: vector<4xf32>, %v3f: vector<3xf32>, %idx: index, %h: f16) "None" {
    // expected-error @+1 {{too many image operand arguments have been provided}}
    %29 = "spirv.ImageSampleImplicitLod"(%s, %cf, %f, %f) <{image_operands = #spirv.image_operands<Bias>}> : (!simg, vector<2xf32>, f32, f32) -> vector<4xf32>
    spirv.Return
  }
}

// -----

!img = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!ms = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Unknown>
!nos = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f>
!cube = !spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!sub = !spirv.image<f32, SubpassData, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>
!simg = !spirv.sampled_image<!img>
!sarr = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, Arrayed, SingleSampled, NeedSampler, Unknown>>
!sms = !spirv.sampled_image<!ms>
!srect = !spirv.sampled_image<!spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!sdepth = !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!s3d = !spirv.sampled_image<!spirv.image<f32, Dim3D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
spirv.module Logical GLSL450 {
  spirv.func @f(%i: !img, %ms: !ms, %nos: !nos, %cube: !cube, %sub: !sub, %s: !simg, %sarr: !sarr, %sms: !sms, %srect: !srect, %sdepth: !sdepth, %s3d: !s3d, %c: vector<2xi32>, %cf: vector<2xf32>, %c3: vector<3xf32>, %c4: vector<4xf32>, %f: f32, %i32: i32, %v4i: vector<4xi32>, %v4f: vector<4xf32>, %v3f: vector<3xf32>, %idx: index, %h: f16) "None" {
    // expected-error @+1 {{Bias must be a floating-point type scalar}}
    %30 = "spirv.ImageSampleImplicitLod"(%s, %cf, %i32) <{image_operands = #spirv.image_operands<Bias>}> : (!simg, vector<2xf32>, i32) -> vector<4xf32>
    spirv.Return
  }
}

// -----

!img = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!ms = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Unknown>
!nos = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f>
!cube = !spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!sub = !spirv.image<f32, SubpassData, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>
!simg = !spirv.sampled_image<!img>
!sarr = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, Arrayed, SingleSampled, NeedSampler, Unknown>>
!sms = !spirv.sampled_image<!ms>
!srect = !spirv.sampled_image<!spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!sdepth = !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!s3d = !spirv.sampled_image<!spirv.image<f32, Dim3D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
spirv.module Logical GLSL450 {
  spirv.func @f(%i: !img, %ms: !ms, %nos: !nos, %cube: !cube, %sub: !sub, %s: !simg, %sarr: !sarr, %sms: !sms, %srect: !srect, %sdepth: !sdepth, %s3d: !s3d, %c: vector<2xi32>, %cf: vector<2xf32>, %c3: vector<3xf32>, %c4: vector<4xf32>, %f: f32, %i32: i32, %v4i: vector<4xi32>, %v4f: vector<4xf32>, %v3f: vector<3xf32>, %idx: index, %h: f16) "None" {
    // expected-error @+1 {{Bias must only be used with an image type that has a dim operand of 1D, 2D, 3D, or Cube}}
    %31 = "spirv.ImageSampleImplicitLod"(%srect, %cf, %f) <{image_operands = #spirv.image_operands<Bias>}> : (!srect, vector<2xf32>, f32) -> vector<4xf32>
    spirv.Return
  }
}

// -----

!img = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!ms = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Unknown>
!nos = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f>
!cube = !spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!sub = !spirv.image<f32, SubpassData, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>
!simg = !spirv.sampled_image<!img>
!sarr = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, Arrayed, SingleSampled, NeedSampler, Unknown>>
!sms = !spirv.sampled_image<!ms>
!srect = !spirv.sampled_image<!spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!sdepth = !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!s3d = !spirv.sampled_image<!spirv.image<f32, Dim3D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
spirv.module Logical GLSL450 {
  spirv.func @f(%i: !img, %ms: !ms, %nos: !nos, %cube: !cube, %sub: !sub, %s: !simg, %sarr: !sarr, %sms: !sms, %srect: !srect, %sdepth: !sdepth, %s3d: !s3d, %c: vector<2xi32>, %cf: vector<2xf32>, %c3: vector<3xf32>, %c4: vector<4xf32>, %f: f32, %i32: i32, %v4i: vector<4xi32>, %v4f: vector<4xf32>, %v3f: vector<3xf32>, %idx: index, %h: f16) "None" {
    // expected-error @+1 {{Bias operand requires 1 argument}}
    %32 = "spirv.ImageSampleImplicitLod"(%s, %cf) <{image_operands = #spirv.image_operands<Bias>}> : (!simg, vector<2xf32>) -> vector<4xf32>
    spirv.Return
  }
}

// -----

!img = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!ms = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Unknown>
!nos = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f>
!cube = !spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!sub = !spirv.image<f32, SubpassData, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>
!simg = !spirv.sampled_image<!img>
!sarr = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, Arrayed, SingleSampled, NeedSampler, Unknown>>
!sms = !spirv.sampled_image<!ms>
!srect = !spirv.sampled_image<!spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!sdepth = !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!s3d = !spirv.sampled_image<!spirv.image<f32, Dim3D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
spirv.module Logical GLSL450 {
  spirv.func @f(%i: !img, %ms: !ms, %nos: !nos, %cube: !cube, %sub: !sub, %s: !simg, %sarr: !sarr, %sms: !sms, %srect: !srect, %sdepth: !sdepth, %s3d: !s3d, %c: vector<2xi32>, %cf: vector<2xf32>, %c3: vector<3xf32>, %c4: vector<4xf32>, %f: f32, %i32: i32, %v4i: vector<4xi32>, %v4f: vector<4xf32>, %v3f: vector<3xf32>, %idx: index, %h: f16) "None" {
    // expected-error @+1 {{Lod is only valid with explicit-lod and fetch instructions}}
    %33 = "spirv.ImageSampleImplicitLod"(%s, %cf, %f) <{image_operands = #spirv.image_operands<Lod>}> : (!simg, vector<2xf32>, f32) -> vector<4xf32>
    spirv.Return
  }
}

// -----

!img = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!ms = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Unknown>
!nos = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f>
!cube = !spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!sub = !spirv.image<f32, SubpassData, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>
!simg = !spirv.sampled_image<!img>
!sarr = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, Arrayed, SingleSampled, NeedSampler, Unknown>>
!sms = !spirv.sampled_image<!ms>
!srect = !spirv.sampled_image<!spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!sdepth = !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!s3d = !spirv.sampled_image<!spirv.image<f32, Dim3D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
spirv.module Logical GLSL450 {
  spirv.func @f(%i: !img, %ms: !ms, %nos: !nos, %cube: !cube, %sub: !sub, %s: !simg, %sarr: !sarr, %sms: !sms, %srect: !srect, %sdepth: !sdepth, %s3d: !s3d, %c: vector<2xi32>, %cf: vector<2xf32>, %c3: vector<3xf32>, %c4: vector<4xf32>, %f: f32, %i32: i32, %v4i: vector<4xi32>, %v4f: vector<4xf32>, %v3f: vector<3xf32>, %idx: index, %h: f16) "None" {
    // expected-error @+1 {{'spirv.ImageSampleProjDrefImplicitLod' op operand #2 must be Float32, but got 'f16'}}
    %34 = "spirv.ImageSampleProjDrefImplicitLod"(%sdepth, %c4, %h) : (!sdepth, vector<4xf32>, f16) -> f32
    spirv.Return
  }
}

// -----

!img = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!ms = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Unknown>
!nos = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f>
!cube = !spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!sub = !spirv.image<f32, SubpassData, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>
!simg = !spirv.sampled_image<!img>
!sarr = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, Arrayed, SingleSampled, NeedSampler, Unknown>>
!sms = !spirv.sampled_image<!ms>
!srect = !spirv.sampled_image<!spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!sdepth = !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!s3d = !spirv.sampled_image<!spirv.image<f32, Dim3D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
spirv.module Logical GLSL450 {
  spirv.func @f(%i: !img, %ms: !ms, %nos: !nos, %cube: !cube, %sub: !sub, %s: !simg, %sarr: !sarr, %sms: !sms, %srect: !srect, %sdepth: !sdepth, %s3d: !s3d, %c: vector<2xi32>, %cf: vector<2xf32>, %c3: vector<3xf32>, %c4: vector<4xf32>, %f: f32, %i32: i32, %v4i: vector<4xi32>, %v4f: vector<4xf32>, %v3f: vector<3xf32>, %idx: index, %h: f16) "None" {
    // expected-error @+1 {{'spirv.ImageSampleProjDrefImplicitLod' op result #0 must be 8/16/32/64-bit integer or 16/32/64-bit float, but got 'vector<4xf32>'}}
    %35 = "spirv.ImageSampleProjDrefImplicitLod"(%sdepth, %c4, %f) : (!sdepth, vector<4xf32>, f32) -> vector<4xf32>
    spirv.Return
  }
}

// -----

!img = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!ms = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Unknown>
!nos = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f>
!cube = !spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!sub = !spirv.image<f32, SubpassData, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>
!simg = !spirv.sampled_image<!img>
!sarr = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, Arrayed, SingleSampled, NeedSampler, Unknown>>
!sms = !spirv.sampled_image<!ms>
!srect = !spirv.sampled_image<!spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!sdepth = !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!s3d = !spirv.sampled_image<!spirv.image<f32, Dim3D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
spirv.module Logical GLSL450 {
  spirv.func @f(%i: !img, %ms: !ms, %nos: !nos, %cube: !cube, %sub: !sub, %s: !simg, %sarr: !sarr, %sms: !sms, %srect: !srect, %sdepth: !sdepth, %s3d: !s3d, %c: vector<2xi32>, %cf: vector<2xf32>, %c3: vector<3xf32>, %c4: vector<4xf32>, %f: f32, %i32: i32, %v4i: vector<4xi32>, %v4f: vector<4xf32>, %v3f: vector<3xf32>, %idx: index, %h: f16) "None" {
    // expected-error @+1 {{'spirv.ImageSampleProjDrefImplicitLod' op failed to verify that type of 'result' matches image type of 'sampled_image'}}
    %36 = "spirv.ImageSampleProjDrefImplicitLod"(%sdepth, %c4, %f) : (!sdepth, vector<4xf32>, f32) -> i32
    spirv.Return
  }
}

// -----

!img = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!ms = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Unknown>
!nos = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f>
!cube = !spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!sub = !spirv.image<f32, SubpassData, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>
!simg = !spirv.sampled_image<!img>
!sarr = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, Arrayed, SingleSampled, NeedSampler, Unknown>>
!sms = !spirv.sampled_image<!ms>
!srect = !spirv.sampled_image<!spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!sdepth = !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!s3d = !spirv.sampled_image<!spirv.image<f32, Dim3D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
spirv.module Logical GLSL450 {
  spirv.func @f(%i: !img, %ms: !ms, %nos: !nos, %cube: !cube, %sub: !sub, %s: !simg, %sarr: !sarr, %sms: !sms, %srect: !srect, %sdepth: !sdepth, %s3d: !s3d, %c: vector<2xi32>, %cf: vector<2xf32>, %c3: vector<3xf32>, %c4: vector<4xf32>, %f: f32, %i32: i32, %v4i: vector<4xi32>, %v4f: vector<4xf32>, %v3f: vector<3xf32>, %idx: index, %h: f16) "None" {
    // expected-error @+1 {{'spirv.ImageDrefGather' op operand #2 must be Float32, but got 'f16'}}
    %37 = "spirv.ImageDrefGather"(%sdepth, %c4, %h) : (!sdepth, vector<4xf32>, f16) -> vector<4xf32>
    spirv.Return
  }
}

// -----

!img = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!ms = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Unknown>
!nos = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f>
!cube = !spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!sub = !spirv.image<f32, SubpassData, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>
!simg = !spirv.sampled_image<!img>
!sarr = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, Arrayed, SingleSampled, NeedSampler, Unknown>>
!sms = !spirv.sampled_image<!ms>
!srect = !spirv.sampled_image<!spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!sdepth = !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!s3d = !spirv.sampled_image<!spirv.image<f32, Dim3D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
spirv.module Logical GLSL450 {
  spirv.func @f(%i: !img, %ms: !ms, %nos: !nos, %cube: !cube, %sub: !sub, %s: !simg, %sarr: !sarr, %sms: !sms, %srect: !srect, %sdepth: !sdepth, %s3d: !s3d, %c: vector<2xi32>, %cf: vector<2xf32>, %c3: vector<3xf32>, %c4: vector<4xf32>, %f: f32, %i32: i32, %v4i: vector<4xi32>, %v4f: vector<4xf32>, %v3f: vector<3xf32>, %idx: index, %h: f16) "None" {
    // expected-error @+1 {{'spirv.ImageDrefGather' op result #0 must be vector of 8/16/32/64-bit integer values of length 4 or vector of 16/32/64-bit float values of length 4, but got 'vector<3xf32>'}}
    %38 = "spirv.ImageDrefGather"(%sdepth, %c4, %f) : (!sdepth, vector<4xf32>, f32) -> vector<3xf32>
    spirv.Return
  }
}

// -----

!img = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!ms = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Unknown>
!nos = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f>
!cube = !spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!sub = !spirv.image<f32, SubpassData, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>
!simg = !spirv.sampled_image<!img>
!sarr = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, Arrayed, SingleSampled, NeedSampler, Unknown>>
!sms = !spirv.sampled_image<!ms>
!srect = !spirv.sampled_image<!spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!sdepth = !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!s3d = !spirv.sampled_image<!spirv.image<f32, Dim3D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
spirv.module Logical GLSL450 {
  spirv.func @f(%i: !img, %ms: !ms, %nos: !nos, %cube: !cube, %sub: !sub, %s: !simg, %sarr: !sarr, %sms: !sms, %srect: !srect, %sdepth: !sdepth, %s3d: !s3d, %c: vector<2xi32>, %cf: vector<2xf32>, %c3: vector<3xf32>, %c4: vector<4xf32>, %f: f32, %i32: i32, %v4i: vector<4xi32>, %v4f: vector<4xf32>, %v3f: vector<3xf32>, %idx: index, %h: f16) "None" {
    // expected-error @+1 {{'spirv.ImageDrefGather' op failed to verify that the Dim operand of the underlying image must be Dim2D or Cube or Rect}}
    %39 = "spirv.ImageDrefGather"(%s3d, %c3, %f) : (!s3d, vector<3xf32>, f32) -> vector<4xf32>
    spirv.Return
  }
}

// -----

!img = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!ms = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Unknown>
!nos = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f>
!cube = !spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!sub = !spirv.image<f32, SubpassData, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>
!simg = !spirv.sampled_image<!img>
!sarr = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, Arrayed, SingleSampled, NeedSampler, Unknown>>
!sms = !spirv.sampled_image<!ms>
!srect = !spirv.sampled_image<!spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!sdepth = !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!s3d = !spirv.sampled_image<!spirv.image<f32, Dim3D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
spirv.module Logical GLSL450 {
  spirv.func @f(%i: !img, %ms: !ms, %nos: !nos, %cube: !cube, %sub: !sub, %s: !simg, %sarr: !sarr, %sms: !sms, %srect: !srect, %sdepth: !sdepth, %s3d: !s3d, %c: vector<2xi32>, %cf: vector<2xf32>, %c3: vector<3xf32>, %c4: vector<4xf32>, %f: f32, %i32: i32, %v4i: vector<4xi32>, %v4f: vector<4xf32>, %v3f: vector<3xf32>, %idx: index, %h: f16) "None" {
    // expected-error @+1 {{Lod is only valid with explicit-lod and fetch instructions}}
    %40 = "spirv.ImageDrefGather"(%sdepth, %c4, %f, %f) <{image_operands = #spirv.image_operands<Lod>}> : (!sdepth, vector<4xf32>, f32, f32) -> vector<4xf32>
    spirv.Return
  }
}

// -----

!img = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!ms = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Unknown>
!nos = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f>
!cube = !spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!sub = !spirv.image<f32, SubpassData, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>
!simg = !spirv.sampled_image<!img>
!sarr = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, Arrayed, SingleSampled, NeedSampler, Unknown>>
!sms = !spirv.sampled_image<!ms>
!srect = !spirv.sampled_image<!spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!sdepth = !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!s3d = !spirv.sampled_image<!spirv.image<f32, Dim3D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
spirv.module Logical GLSL450 {
  spirv.func @f(%i: !img, %ms: !ms, %nos: !nos, %cube: !cube, %sub: !sub, %s: !simg, %sarr: !sarr, %sms: !sms, %srect: !srect, %sdepth: !sdepth, %s3d: !s3d, %c: vector<2xi32>, %cf: vector<2xf32>, %c3: vector<3xf32>, %c4: vector<4xf32>, %f: f32, %i32: i32, %v4i: vector<4xi32>, %v4f: vector<4xf32>, %v3f: vector<3xf32>, %idx: index, %h: f16) "None" {
    // expected-error @+1 {{if Dim is 1D, 2D, 3D, or Cube, it must also have either an MS of 1 or a Sampled of 0 or 2}}
    %41 = "spirv.ImageQuerySize"(%i) : (!img) -> vector<2xi32>
    spirv.Return
  }
}

// -----

!img = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!ms = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Unknown>
!nos = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f>
!cube = !spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!sub = !spirv.image<f32, SubpassData, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>
!simg = !spirv.sampled_image<!img>
!sarr = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, Arrayed, SingleSampled, NeedSampler, Unknown>>
!sms = !spirv.sampled_image<!ms>
!srect = !spirv.sampled_image<!spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!sdepth = !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!s3d = !spirv.sampled_image<!spirv.image<f32, Dim3D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
spirv.module Logical GLSL450 {
  spirv.func @f(%i: !img, %ms: !ms, %nos: !nos, %cube: !cube, %sub: !sub, %s: !simg, %sarr: !sarr, %sms: !sms, %srect: !srect, %sdepth: !sdepth, %s3d: !s3d, %c: vector<2xi32>, %cf: vector<2xf32>, %c3: vector<3xf32>, %c4: vector<4xf32>, %f: f32, %i32: i32, %v4i: vector<4xi32>, %v4f: vector<4xf32>, %v3f: vector<3xf32>, %idx: index, %h: f16) "None" {
    // expected-error @+1 {{expected the result to have 2 component(s), but found 3 component(s)}}
    %42 = "spirv.ImageQuerySize"(%nos) : (!nos) -> vector<3xi32>
    spirv.Return
  }
}

// -----

!img = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!ms = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Unknown>
!nos = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f>
!cube = !spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!sub = !spirv.image<f32, SubpassData, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>
!simg = !spirv.sampled_image<!img>
!sarr = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, Arrayed, SingleSampled, NeedSampler, Unknown>>
!sms = !spirv.sampled_image<!ms>
!srect = !spirv.sampled_image<!spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!sdepth = !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!s3d = !spirv.sampled_image<!spirv.image<f32, Dim3D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
spirv.module Logical GLSL450 {
  spirv.func @f(%i: !img, %ms: !ms, %nos: !nos, %cube: !cube, %sub: !sub, %s: !simg, %sarr: !sarr, %sms: !sms, %srect: !srect, %sdepth: !sdepth, %s3d: !s3d, %c: vector<2xi32>, %cf: vector<2xf32>, %c3: vector<3xf32>, %c4: vector<4xf32>, %f: f32, %i32: i32, %v4i: vector<4xi32>, %v4f: vector<4xf32>, %v3f: vector<3xf32>, %idx: index, %h: f16) "None" {
    // expected-error @+1 {{'spirv.ImageQuerySize' op result #0 must be 8/16/32/64-bit integer or fixed-length vector of 8/16/32/64-bit integer values of length 2/3/4/8/16, but got 'vector<2xf32>'}}
    %43 = "spirv.ImageQuerySize"(%nos) : (!nos) -> vector<2xf32>
    spirv.Return
  }
}

// -----

!img = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!ms = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Unknown>
!nos = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f>
!cube = !spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!sub = !spirv.image<f32, SubpassData, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>
!simg = !spirv.sampled_image<!img>
!sarr = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, Arrayed, SingleSampled, NeedSampler, Unknown>>
!sms = !spirv.sampled_image<!ms>
!srect = !spirv.sampled_image<!spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!sdepth = !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!s3d = !spirv.sampled_image<!spirv.image<f32, Dim3D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
spirv.module Logical GLSL450 {
  spirv.func @f(%i: !img, %ms: !ms, %nos: !nos, %cube: !cube, %sub: !sub, %s: !simg, %sarr: !sarr, %sms: !sms, %srect: !srect, %sdepth: !sdepth, %s3d: !s3d, %c: vector<2xi32>, %cf: vector<2xf32>, %c3: vector<3xf32>, %c4: vector<4xf32>, %f: f32, %i32: i32, %v4i: vector<4xi32>, %v4f: vector<4xf32>, %v3f: vector<3xf32>, %idx: index, %h: f16) "None" {
    // expected-error @+1 {{the Dim operand of the image type must be 1D, 2D, 3D, Buffer, Cube, or Rect}}
    %44 = "spirv.ImageQuerySize"(%sub) : (!sub) -> i32
    spirv.Return
  }
}

// -----

!img = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!ms = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Unknown>
!nos = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f>
!cube = !spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!sub = !spirv.image<f32, SubpassData, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>
!simg = !spirv.sampled_image<!img>
!sarr = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, Arrayed, SingleSampled, NeedSampler, Unknown>>
!sms = !spirv.sampled_image<!ms>
!srect = !spirv.sampled_image<!spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!sdepth = !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!s3d = !spirv.sampled_image<!spirv.image<f32, Dim3D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
spirv.module Logical GLSL450 {
  spirv.func @f(%i: !img, %ms: !ms, %nos: !nos, %cube: !cube, %sub: !sub, %s: !simg, %sarr: !sarr, %sms: !sms, %srect: !srect, %sdepth: !sdepth, %s3d: !s3d, %c: vector<2xi32>, %cf: vector<2xf32>, %c3: vector<3xf32>, %c4: vector<4xf32>, %f: f32, %i32: i32, %v4i: vector<4xi32>, %v4f: vector<4xf32>, %v3f: vector<3xf32>, %idx: index, %h: f16) "None" {
    // expected-error @+1 {{custom op 'spirv.Image' 'sampled_image' must be any SPIR-V sampled image type, but got 'i32'}}
    %46 = spirv.Image %i32 : i32
    spirv.Return
  }
}

// -----

!img = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!ms = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Unknown>
!nos = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f>
!cube = !spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!sub = !spirv.image<f32, SubpassData, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>
!simg = !spirv.sampled_image<!img>
!sarr = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, Arrayed, SingleSampled, NeedSampler, Unknown>>
!sms = !spirv.sampled_image<!ms>
!srect = !spirv.sampled_image<!spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!sdepth = !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!s3d = !spirv.sampled_image<!spirv.image<f32, Dim3D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
spirv.module Logical GLSL450 {
  spirv.func @f(%i: !img, %ms: !ms, %nos: !nos, %cube: !cube, %sub: !sub, %s: !simg, %sarr: !sarr, %sms: !sms, %srect: !srect, %sdepth: !sdepth, %s3d: !s3d, %c: vector<2xi32>, %cf: vector<2xf32>, %c3: vector<3xf32>, %c4: vector<4xf32>, %f: f32, %i32: i32, %v4i: vector<4xi32>, %v4f: vector<4xf32>, %v3f: vector<3xf32>, %idx: index, %h: f16) "None" {
    // expected-error @+1 {{'spirv.ImageRead' op operand #0 must be any SPIR-V image type, but got 'i32'}}
    %47 = spirv.ImageRead %i32, %i32 : i32, i32 -> f32
    spirv.Return
  }
}

// -----

!img = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!ms = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Unknown>
!nos = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f>
!cube = !spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!sub = !spirv.image<f32, SubpassData, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>
!simg = !spirv.sampled_image<!img>
!sarr = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, Arrayed, SingleSampled, NeedSampler, Unknown>>
!sms = !spirv.sampled_image<!ms>
!srect = !spirv.sampled_image<!spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!sdepth = !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!s3d = !spirv.sampled_image<!spirv.image<f32, Dim3D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
spirv.module Logical GLSL450 {
  spirv.func @f(%i: !img, %ms: !ms, %nos: !nos, %cube: !cube, %sub: !sub, %s: !simg, %sarr: !sarr, %sms: !sms, %srect: !srect, %sdepth: !sdepth, %s3d: !s3d, %c: vector<2xi32>, %cf: vector<2xf32>, %c3: vector<3xf32>, %c4: vector<4xf32>, %f: f32, %i32: i32, %v4i: vector<4xi32>, %v4f: vector<4xf32>, %v3f: vector<3xf32>, %idx: index, %h: f16) "None" {
    // expected-error @+1 {{expected attribute value}}
    %48 = spirv.ImageSampleExplicitLod %s, %cf [Lod], %f : !simg, vector<2xf32>, f32 -> vector<4xf32>
    spirv.Return
  }
}

// -----

!img = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!ms = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Unknown>
!nos = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f>
!cube = !spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!sub = !spirv.image<f32, SubpassData, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>
!simg = !spirv.sampled_image<!img>
!sarr = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, Arrayed, SingleSampled, NeedSampler, Unknown>>
!sms = !spirv.sampled_image<!ms>
!srect = !spirv.sampled_image<!spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!sdepth = !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!s3d = !spirv.sampled_image<!spirv.image<f32, Dim3D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
spirv.module Logical GLSL450 {
  spirv.func @f(%i: !img, %ms: !ms, %nos: !nos, %cube: !cube, %sub: !sub, %s: !simg, %sarr: !sarr, %sms: !sms, %srect: !srect, %sdepth: !sdepth, %s3d: !s3d, %c: vector<2xi32>, %cf: vector<2xf32>, %c3: vector<3xf32>, %c4: vector<4xf32>, %f: f32, %i32: i32, %v4i: vector<4xi32>, %v4f: vector<4xf32>, %v3f: vector<3xf32>, %idx: index, %h: f16) "None" {
    // expected-error @+1 {{custom op 'spirv.ImageSampleExplicitLod' invalid image_operands attribute specification: "Foo"}}
    %49 = spirv.ImageSampleExplicitLod %s, %cf ["Foo"], %f : !simg, vector<2xf32>, f32 -> vector<4xf32>
    spirv.Return
  }
}

// -----

!img = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!ms = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Unknown>
!nos = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f>
!cube = !spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!sub = !spirv.image<f32, SubpassData, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>
!simg = !spirv.sampled_image<!img>
!sarr = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, Arrayed, SingleSampled, NeedSampler, Unknown>>
!sms = !spirv.sampled_image<!ms>
!srect = !spirv.sampled_image<!spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!sdepth = !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!s3d = !spirv.sampled_image<!spirv.image<f32, Dim3D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
spirv.module Logical GLSL450 {
  spirv.func @f(%i: !img, %ms: !ms, %nos: !nos, %cube: !cube, %sub: !sub, %s: !simg, %sarr: !sarr, %sms: !sms, %srect: !srect, %sdepth: !sdepth, %s3d: !s3d, %c: vector<2xi32>, %cf: vector<2xf32>, %c3: vector<3xf32>, %c4: vector<4xf32>, %f: f32, %i32: i32, %v4i: vector<4xi32>, %v4f: vector<4xf32>, %v3f: vector<3xf32>, %idx: index, %h: f16) "None" {
    // expected-error @+1 {{expected attribute value}}
    %50 = spirv.ImageSampleExplicitLod %s, %cf [], %f : !simg, vector<2xf32>, f32 -> vector<4xf32>
    spirv.Return
  }
}

// -----

!img = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!ms = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Unknown>
!nos = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f>
!cube = !spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!sub = !spirv.image<f32, SubpassData, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>
!simg = !spirv.sampled_image<!img>
!sarr = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, Arrayed, SingleSampled, NeedSampler, Unknown>>
!sms = !spirv.sampled_image<!ms>
!srect = !spirv.sampled_image<!spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!sdepth = !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!s3d = !spirv.sampled_image<!spirv.image<f32, Dim3D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
spirv.module Logical GLSL450 {
  spirv.func @f(%i: !img, %ms: !ms, %nos: !nos, %cube: !cube, %sub: !sub, %s: !simg, %sarr: !sarr, %sms: !sms, %srect: !srect, %sdepth: !sdepth, %s3d: !s3d, %c: vector<2xi32>, %cf: vector<2xf32>, %c3: vector<3xf32>, %c4: vector<4xf32>, %f: f32, %i32: i32, %v4i: vector<4xi32>, %v4f: vector<4xf32>, %v3f: vector<3xf32>, %idx: index, %h: f16) "None" {
    // expected-error @+1 {{custom op 'spirv.ImageSampleExplicitLod' number of operands and types do not match: got 1 operands and 0 types}}
    %51 = spirv.ImageSampleExplicitLod %s, %cf ["Lod"], %f : !simg, vector<2xf32> -> vector<4xf32>
    spirv.Return
  }
}

// -----

!img = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!ms = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Unknown>
!nos = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f>
!cube = !spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!sub = !spirv.image<f32, SubpassData, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>
!simg = !spirv.sampled_image<!img>
!sarr = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, Arrayed, SingleSampled, NeedSampler, Unknown>>
!sms = !spirv.sampled_image<!ms>
!srect = !spirv.sampled_image<!spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!sdepth = !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!s3d = !spirv.sampled_image<!spirv.image<f32, Dim3D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
spirv.module Logical GLSL450 {
  spirv.func @f(%i: !img, %ms: !ms, %nos: !nos, %cube: !cube, %sub: !sub, %s: !simg, %sarr: !sarr, %sms: !sms, %srect: !srect, %sdepth: !sdepth, %s3d: !s3d, %c: vector<2xi32>, %cf: vector<2xf32>, %c3: vector<3xf32>, %c4: vector<4xf32>, %f: f32, %i32: i32, %v4i: vector<4xi32>, %v4f: vector<4xf32>, %v3f: vector<3xf32>, %idx: index, %h: f16) "None" {
    // expected-error @+1 {{'spirv.ImageQuerySize' op operand #0 must be any SPIR-V image type, but got 'i32'}}
    %53 = spirv.ImageQuerySize %i32 : i32 -> i32
    spirv.Return
  }
}
