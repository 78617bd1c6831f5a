// The shader instructions the dialect has beyond MLIR 22 (docs/spirv-beyond-mlir-22.md):
// spirv.ArrayLength, the image queries (ImageQuerySizeLod, ImageQueryLevels,
// ImageQuerySamples, ImageQueryLod), ImageGather, the depth-comparison samples
// (ImageSampleDrefImplicitLod / ExplicitLod), the derivatives (DPdx, DPdy, Fwidth and
// their Fine and Coarse forms), DemoteToHelperInvocation, the fragment shader interlock
// (BeginInvocationInterlockEXT, EndInvocationInterlockEXT), the sparse image
// instructions (ImageSparse*) and the subgroup broadcasts GroupNonUniformBroadcastFirst
// and GroupNonUniformQuadBroadcast: custom and generic forms.

// RUN: %hlsl-opt %s --split-input-file | FileCheck %s
// RUN: %hlsl-opt %s --split-input-file --mlir-print-op-generic | %hlsl-opt --split-input-file | FileCheck %s
// RUN: %hlsl-opt %s --split-input-file --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// MLIR 22 knows none of them.
// REQUIRES: mlir-opt
// RUN: not %mlir-opt %s --split-input-file 2>&1 | FileCheck %s --check-prefix=UPSTREAM
// UPSTREAM: custom op 'spirv.ImageQuerySizeLod' is unknown
// UPSTREAM: custom op 'spirv.ImageGather' is unknown
// UPSTREAM: custom op 'spirv.DPdx' is unknown
// UPSTREAM: custom op 'spirv.EXT.BeginInvocationInterlock' is unknown
// UPSTREAM: custom op 'spirv.ImageSparseFetch' is unknown
// UPSTREAM: custom op 'spirv.GroupNonUniformBroadcastFirst' is unknown

// CHECK-LABEL: spirv.func @queries
// CHECK-NEXT: %0 = spirv.ImageQuerySizeLod %arg0, %arg3 : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>, i32 -> vector<2xi32>
// CHECK-NEXT: %1 = spirv.ImageQuerySizeLod %arg1, %arg3 {foo} : !spirv.image<f32, Cube, NoDepth, Arrayed, SingleSampled, NeedSampler, Unknown>, i32 -> vector<3xi32>
// CHECK-NEXT: %2 = spirv.ImageQueryLevels %arg0 : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown> -> i32
// CHECK-NEXT: %3 = spirv.ImageQuerySamples %arg2 : !spirv.image<i32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Unknown> -> i32
// CHECK-NEXT: %4 = spirv.ImageQueryLod %arg4, %arg5 : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>, vector<2xf32> -> vector<2xf32>
// CHECK-NEXT: %5 = spirv.ArrayLength %arg6, 1 : !spirv.ptr<!spirv.struct<(i32 [0], !spirv.rtarray<f32, stride=4> [4]), Block>, StorageBuffer>
// CHECK-NEXT: spirv.Return

// GENERIC: "spirv.ImageQuerySizeLod"(%arg0, %arg3) : (!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>, i32) -> vector<2xi32>
// GENERIC: "spirv.ArrayLength"(%arg6) <{array_member = 1 : i32}> : (!spirv.ptr<!spirv.struct<(i32 [0], !spirv.rtarray<f32, stride=4> [4]), Block>, StorageBuffer>) -> i32

!texture = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!cubes = !spirv.image<f32, Cube, NoDepth, Arrayed, SingleSampled, NeedSampler, Unknown>
!ms = !spirv.image<i32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Unknown>
!buffer = !spirv.ptr<!spirv.struct<(i32 [0], !spirv.rtarray<f32, stride=4> [4]), Block>, StorageBuffer>
spirv.module Logical GLSL450 {
  spirv.func @queries(%image: !texture, %cubes: !cubes, %ms: !ms, %level: i32, %sampled: !spirv.sampled_image<!texture>, %uv: vector<2xf32>, %buffer: !buffer) "None" {
    %0 = spirv.ImageQuerySizeLod %image, %level : !texture, i32 -> vector<2xi32>
    %1 = spirv.ImageQuerySizeLod %cubes, %level {foo} : !cubes, i32 -> vector<3xi32>
    %2 = spirv.ImageQueryLevels %image : !texture -> i32
    %3 = spirv.ImageQuerySamples %ms : !ms -> i32
    %4 = spirv.ImageQueryLod %sampled, %uv : !spirv.sampled_image<!texture>, vector<2xf32> -> vector<2xf32>
    %5 = spirv.ArrayLength %buffer, 1 : !buffer
    spirv.Return
  }
}

// -----

// CHECK-LABEL: spirv.func @sampling
// CHECK-NEXT: %0 = spirv.ImageGather %arg0, %arg2, %arg4  : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>, vector<2xf32>, i32 -> vector<4xf32>
// CHECK-NEXT: %1 = spirv.ImageGather %arg0, %arg2, %arg4 ["ConstOffset"], %arg5 : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>, vector<2xf32>, i32, vector<2xi32> -> vector<4xf32>
// CHECK-NEXT: %2 = spirv.ImageSampleDrefImplicitLod %arg1, %arg2, %arg3  : !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>, vector<2xf32>, f32 -> f32
// CHECK-NEXT: %3 = spirv.ImageSampleDrefImplicitLod %arg1, %arg2, %arg3 ["Bias|MinLod"], %arg3, %arg3 : !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>, vector<2xf32>, f32, f32, f32 -> f32
// CHECK-NEXT: %4 = spirv.ImageSampleDrefExplicitLod %arg1, %arg2, %arg3 ["Lod"], %arg3 : !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>, vector<2xf32>, f32, f32 -> f32
// CHECK-NEXT: %5 = spirv.ImageSampleDrefExplicitLod %arg1, %arg2, %arg3 ["Grad|ConstOffset"], %arg2, %arg2, %arg5 : !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>, vector<2xf32>, f32, vector<2xf32>, vector<2xf32>, vector<2xi32> -> f32
// CHECK-NEXT: spirv.Return

// GENERIC: "spirv.ImageGather"(%arg0, %arg2, %arg4, %arg5) <{image_operands = #spirv.image_operands<ConstOffset>}>

!texture = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!depth = !spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
spirv.module Logical GLSL450 {
  spirv.func @sampling(%sampled: !spirv.sampled_image<!texture>, %shadow: !spirv.sampled_image<!depth>, %uv: vector<2xf32>, %ref: f32, %component: i32, %offset: vector<2xi32>) "None" {
    %0 = spirv.ImageGather %sampled, %uv, %component : !spirv.sampled_image<!texture>, vector<2xf32>, i32 -> vector<4xf32>
    %1 = spirv.ImageGather %sampled, %uv, %component ["ConstOffset"], %offset : !spirv.sampled_image<!texture>, vector<2xf32>, i32, vector<2xi32> -> vector<4xf32>
    %2 = spirv.ImageSampleDrefImplicitLod %shadow, %uv, %ref : !spirv.sampled_image<!depth>, vector<2xf32>, f32 -> f32
    %3 = spirv.ImageSampleDrefImplicitLod %shadow, %uv, %ref ["Bias|MinLod"], %ref, %ref : !spirv.sampled_image<!depth>, vector<2xf32>, f32, f32, f32 -> f32
    %4 = spirv.ImageSampleDrefExplicitLod %shadow, %uv, %ref ["Lod"], %ref : !spirv.sampled_image<!depth>, vector<2xf32>, f32, f32 -> f32
    %5 = spirv.ImageSampleDrefExplicitLod %shadow, %uv, %ref ["Grad|ConstOffset"], %uv, %uv, %offset : !spirv.sampled_image<!depth>, vector<2xf32>, f32, vector<2xf32>, vector<2xf32>, vector<2xi32> -> f32
    spirv.Return
  }
}

// -----

// CHECK-LABEL: spirv.func @derivatives
// CHECK-NEXT: %0 = spirv.DPdx %arg0 : vector<2xf32>
// CHECK-NEXT: %1 = spirv.DPdy %arg1 : f32
// CHECK-NEXT: %2 = spirv.Fwidth %arg1 : f32
// CHECK-NEXT: %3 = spirv.DPdxFine %arg0 : vector<2xf32>
// CHECK-NEXT: %4 = spirv.DPdyFine %arg1 {foo} : f32
// CHECK-NEXT: %5 = spirv.FwidthFine %arg1 : f32
// CHECK-NEXT: %6 = spirv.DPdxCoarse %arg0 : vector<2xf32>
// CHECK-NEXT: %7 = spirv.DPdyCoarse %arg1 : f32
// CHECK-NEXT: %8 = spirv.FwidthCoarse %arg0 : vector<2xf32>
// CHECK-NEXT: spirv.DemoteToHelperInvocation
// CHECK-NEXT: spirv.Return

// GENERIC: "spirv.DPdx"(%arg0) : (vector<2xf32>) -> vector<2xf32>
// GENERIC: "spirv.DemoteToHelperInvocation"() : () -> ()

spirv.module Logical GLSL450 {
  spirv.func @derivatives(%uv: vector<2xf32>, %x: f32) "None" {
    %0 = spirv.DPdx %uv : vector<2xf32>
    %1 = spirv.DPdy %x : f32
    %2 = spirv.Fwidth %x : f32
    %3 = spirv.DPdxFine %uv : vector<2xf32>
    %4 = spirv.DPdyFine %x {foo} : f32
    %5 = spirv.FwidthFine %x : f32
    %6 = spirv.DPdxCoarse %uv : vector<2xf32>
    %7 = spirv.DPdyCoarse %x : f32
    %8 = spirv.FwidthCoarse %uv : vector<2xf32>
    spirv.DemoteToHelperInvocation
    spirv.Return
  }
}

// -----

// CHECK-LABEL: spirv.func @interlock
// CHECK-NEXT: spirv.EXT.BeginInvocationInterlock
// CHECK-NEXT: spirv.EXT.EndInvocationInterlock {foo}
// CHECK-NEXT: spirv.Return

// GENERIC: "spirv.EXT.BeginInvocationInterlock"() : () -> ()

spirv.module Logical GLSL450 {
  spirv.func @interlock() "None" {
    spirv.EXT.BeginInvocationInterlock
    spirv.EXT.EndInvocationInterlock {foo}
    spirv.Return
  }
}

// -----

// CHECK-LABEL: spirv.func @sparse
// CHECK-NEXT: %0 = spirv.ImageSparseFetch %arg0, %arg3 ["Lod"], %arg4 : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>, vector<2xi32>, i32 -> !spirv.struct<(i32, vector<4xf32>)>
// CHECK-NEXT: %1 = spirv.ImageSparseRead %arg1, %arg3  : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f>, vector<2xi32> -> !spirv.struct<(i32, vector<4xf32>)>
// CHECK-NEXT: %2 = spirv.ImageSparseSampleImplicitLod %arg2, %arg5  : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>, vector<2xf32> -> !spirv.struct<(i32, vector<4xf32>)>
// CHECK-NEXT: %3 = spirv.ImageSparseSampleExplicitLod %arg2, %arg5 ["Lod"], %arg6 : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>, vector<2xf32>, f32 -> !spirv.struct<(i32, vector<4xf32>)>
// CHECK-NEXT: %4 = spirv.ImageSparseSampleDrefImplicitLod %arg2, %arg5, %arg6  : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>, vector<2xf32>, f32 -> !spirv.struct<(i32, f32)>
// CHECK-NEXT: %5 = spirv.ImageSparseSampleDrefExplicitLod %arg2, %arg5, %arg6 ["Lod"], %arg6 : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>, vector<2xf32>, f32, f32 -> !spirv.struct<(i32, f32)>
// CHECK-NEXT: %6 = spirv.ImageSparseGather %arg2, %arg5, %arg4  : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>, vector<2xf32>, i32 -> !spirv.struct<(i32, vector<4xf32>)>
// CHECK-NEXT: %7 = spirv.ImageSparseDrefGather %arg2, %arg5, %arg6  : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>, vector<2xf32>, f32 -> !spirv.struct<(i32, vector<4xf32>)>
// CHECK-NEXT: %8 = spirv.ImageSparseTexelsResident %arg4 : i32
// CHECK-NEXT: spirv.Return

// GENERIC: "spirv.ImageSparseTexelsResident"(%arg4) : (i32) -> i1

!texture = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!storage = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f>
!texels = !spirv.struct<(i32, vector<4xf32>)>
!texel = !spirv.struct<(i32, f32)>
spirv.module Logical GLSL450 {
  spirv.func @sparse(%image: !texture, %rw: !storage, %sampled: !spirv.sampled_image<!texture>, %xy: vector<2xi32>, %c: i32, %uv: vector<2xf32>, %x: f32) "None" {
    %0 = spirv.ImageSparseFetch %image, %xy ["Lod"], %c : !texture, vector<2xi32>, i32 -> !texels
    %1 = spirv.ImageSparseRead %rw, %xy : !storage, vector<2xi32> -> !texels
    %2 = spirv.ImageSparseSampleImplicitLod %sampled, %uv : !spirv.sampled_image<!texture>, vector<2xf32> -> !texels
    %3 = spirv.ImageSparseSampleExplicitLod %sampled, %uv ["Lod"], %x : !spirv.sampled_image<!texture>, vector<2xf32>, f32 -> !texels
    %4 = spirv.ImageSparseSampleDrefImplicitLod %sampled, %uv, %x : !spirv.sampled_image<!texture>, vector<2xf32>, f32 -> !texel
    %5 = spirv.ImageSparseSampleDrefExplicitLod %sampled, %uv, %x ["Lod"], %x : !spirv.sampled_image<!texture>, vector<2xf32>, f32, f32 -> !texel
    %6 = spirv.ImageSparseGather %sampled, %uv, %c : !spirv.sampled_image<!texture>, vector<2xf32>, i32 -> !texels
    %7 = spirv.ImageSparseDrefGather %sampled, %uv, %x : !spirv.sampled_image<!texture>, vector<2xf32>, f32 -> !texels
    %8 = spirv.ImageSparseTexelsResident %c : i32
    spirv.Return
  }
}

// -----

// CHECK-LABEL: spirv.func @broadcasts
// CHECK-NEXT: %0 = spirv.GroupNonUniformBroadcastFirst <Subgroup> %arg0 : f32
// CHECK-NEXT: %1 = spirv.GroupNonUniformQuadBroadcast <Subgroup> %arg0, %arg1 : f32, i32
// CHECK-NEXT: spirv.Return

// GENERIC: "spirv.GroupNonUniformBroadcastFirst"(%arg0) <{execution_scope = #spirv.scope<Subgroup>}> : (f32) -> f32

spirv.module Logical GLSL450 {
  spirv.func @broadcasts(%x: f32, %lane: i32) "None" {
    %0 = spirv.GroupNonUniformBroadcastFirst <Subgroup> %x : f32
    %1 = spirv.GroupNonUniformQuadBroadcast <Subgroup> %x, %lane : f32, i32
    spirv.Return
  }
}
