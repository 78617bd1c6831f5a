// The shader instructions MLIR 22 has no op for (docs/spirv-beyond-mlir-22.md),
// in their custom form and read back from the generic form. Upstream has no
// such ops, so there is no cross-check here.

// RUN: %hlsl-opt %s --split-input-file | FileCheck %s
// RUN: %hlsl-opt %s --split-input-file --mlir-print-op-generic | %hlsl-opt --split-input-file | FileCheck %s

// CHECK-LABEL: spirv.module @gl Logical GLSL450
// CHECK: %0 = spirv.GL.Trunc %arg0 : f32
// CHECK-NEXT: %1 = spirv.GL.Atan2 %arg0, %arg0 : f32
// CHECK-NEXT: %2 = spirv.GL.SmoothStep %arg1, %arg1, %arg1 : vector<2xf32>
// CHECK-NEXT: %3 = spirv.GL.Refract %arg1, %arg1, %arg0 : (vector<2xf32>, vector<2xf32>, f32) -> vector<2xf32>
// CHECK-NEXT: %4 = spirv.GL.Modf %arg0, %arg2 : (f32, !spirv.ptr<f32, Function>) -> f32
// CHECK-NEXT: %5 = spirv.GL.Determinant %arg3 : (!spirv.matrix<2 x vector<2xf32>>) -> f32
// CHECK-NEXT: %6 = spirv.GL.MatrixInverse %arg3 : (!spirv.matrix<2 x vector<2xf32>>) -> !spirv.matrix<2 x vector<2xf32>>
// CHECK-NEXT: %7 = spirv.GL.PackUnorm4x8 %arg4 : (vector<4xf32>) -> i32
spirv.module @gl Logical GLSL450 {
  spirv.func @gl(%f: f32, %v: vector<2xf32>, %p: !spirv.ptr<f32, Function>, %m: !spirv.matrix<2 x vector<2xf32>>, %v4: vector<4xf32>) "None" {
    %0 = spirv.GL.Trunc %f : f32
    %1 = spirv.GL.Atan2 %f, %f : f32
    %2 = spirv.GL.SmoothStep %v, %v, %v : vector<2xf32>
    %3 = spirv.GL.Refract %v, %v, %f : (vector<2xf32>, vector<2xf32>, f32) -> vector<2xf32>
    %4 = spirv.GL.Modf %f, %p : (f32, !spirv.ptr<f32, Function>) -> f32
    %5 = spirv.GL.Determinant %m : (!spirv.matrix<2 x vector<2xf32>>) -> f32
    %6 = spirv.GL.MatrixInverse %m : (!spirv.matrix<2 x vector<2xf32>>) -> !spirv.matrix<2 x vector<2xf32>>
    %7 = spirv.GL.PackUnorm4x8 %v4 : (vector<4xf32>) -> i32
    spirv.Return
  }
}

// -----

// CHECK-LABEL: spirv.module @memory Logical GLSL450
// CHECK: %0 = spirv.ArrayLength %arg0, 0 : !spirv.ptr<!spirv.struct<(!spirv.rtarray<i32, stride=4> [0]), Block>, StorageBuffer>
// CHECK-NEXT: %1 = spirv.AtomicLoad <Device> <Acquire> %arg1 : !spirv.ptr<i32, StorageBuffer>
// CHECK-NEXT: spirv.AtomicStore <Workgroup> <Release> %arg1, %1 : !spirv.ptr<i32, StorageBuffer>
// CHECK-NEXT: %cst0_i32 = spirv.Constant 0 : i32
// CHECK-NEXT: %2 = spirv.ImageTexelPointer %arg2, %arg3, %cst0_i32 : (!spirv.ptr<!spirv.image<i32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, R32i>, UniformConstant>, vector<2xi32>, i32) -> !spirv.ptr<i32, Image>
// CHECK-NEXT: %3 = spirv.All %arg5 : vector<4xi1>
// CHECK-NEXT: %4 = spirv.Any %arg5 {foo} : vector<4xi1>
// CHECK-NEXT: %5 = spirv.KHR.SubgroupAllEqual %1 : i32
spirv.module @memory Logical GLSL450 {
  spirv.func @memory(%b: !spirv.ptr<!spirv.struct<(!spirv.rtarray<i32, stride=4> [0]), Block>, StorageBuffer>, %c: !spirv.ptr<i32, StorageBuffer>, %img: !spirv.ptr<!spirv.image<i32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, R32i>, UniformConstant>, %xy: vector<2xi32>, %s: i32, %bv: vector<4xi1>) "None" {
    %0 = spirv.ArrayLength %b, 0 : !spirv.ptr<!spirv.struct<(!spirv.rtarray<i32, stride=4> [0]), Block>, StorageBuffer>
    %1 = spirv.AtomicLoad <Device> <Acquire> %c : !spirv.ptr<i32, StorageBuffer>
    spirv.AtomicStore <Workgroup> <Release> %c, %1 : !spirv.ptr<i32, StorageBuffer>
    %zero = spirv.Constant 0 : i32
    %2 = spirv.ImageTexelPointer %img, %xy, %zero : (!spirv.ptr<!spirv.image<i32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, R32i>, UniformConstant>, vector<2xi32>, i32) -> !spirv.ptr<i32, Image>
    %3 = spirv.All %bv : vector<4xi1>
    %4 = spirv.Any %bv {foo} : vector<4xi1>
    %5 = spirv.KHR.SubgroupAllEqual %1 : i32
    spirv.Return
  }
}

// -----

// CHECK-LABEL: spirv.module @images Logical GLSL450
// CHECK: %0 = spirv.ImageSampleDrefImplicitLod %arg0, %arg1, %arg2  : !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>, vector<2xf32>, f32 -> f32
// CHECK-NEXT: %1 = spirv.ImageSampleProjExplicitLod %arg0, %arg3 ["Lod"], %arg2 : !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>, vector<3xf32>, f32 -> vector<4xf32>
// CHECK-NEXT: %2 = spirv.ImageGather %arg0, %arg1, %arg4  : !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>, vector<2xf32>, i32 -> vector<4xf32>
// CHECK-NEXT: %3 = spirv.ImageQueryLod %arg0, %arg1 : !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>, vector<2xf32> -> vector<2xf32>
spirv.module @images Logical GLSL450 {
  spirv.func @images(%si: !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>, %uv: vector<2xf32>, %d: f32, %uvw: vector<3xf32>, %c: i32) "None" {
    %0 = spirv.ImageSampleDrefImplicitLod %si, %uv, %d : !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>, vector<2xf32>, f32 -> f32
    %1 = spirv.ImageSampleProjExplicitLod %si, %uvw ["Lod"], %d : !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>, vector<3xf32>, f32 -> vector<4xf32>
    %2 = spirv.ImageGather %si, %uv, %c : !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>, vector<2xf32>, i32 -> vector<4xf32>
    %3 = spirv.ImageQueryLod %si, %uv : !spirv.sampled_image<!spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>, vector<2xf32> -> vector<2xf32>
    spirv.Return
  }
}

// -----

// CHECK-LABEL: spirv.module @invocations Logical GLSL450
// CHECK: spirv.EXT.BeginInvocationInterlock
// CHECK-NEXT: spirv.EXT.EndInvocationInterlock
// CHECK-NEXT: %0 = spirv.EXT.IsHelperInvocation : i1
// CHECK-NEXT: spirv.DemoteToHelperInvocation
// CHECK-NEXT: spirv.TerminateInvocation
spirv.module @invocations Logical GLSL450 {
  spirv.func @invocations() "None" {
    spirv.EXT.BeginInvocationInterlock
    spirv.EXT.EndInvocationInterlock
    %0 = spirv.EXT.IsHelperInvocation : i1
    spirv.DemoteToHelperInvocation
    spirv.TerminateInvocation
  }
}

// -----

// CHECK-LABEL: spirv.module @amd Logical GLSL450
// CHECK: %0 = spirv.AMD.FMin3 %arg0, %arg0, %arg0 : f32
// CHECK-NEXT: %1 = spirv.AMD.UMid3 %arg1, %arg1, %arg1 : vector<2xi32>
// CHECK-NEXT: %2 = spirv.AMD.SMax3 %arg1, %arg1, %arg1 : vector<2xi32>
// CHECK-NEXT: %3 = spirv.AMD.InterpolateAtVertex %arg2, %arg3 : (!spirv.ptr<f32, Input>, i32) -> f32
// CHECK-NEXT: %4 = spirv.AMD.FragmentMaskFetch %arg4, %arg1 : (!spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Unknown>, vector<2xi32>) -> i32
// CHECK-NEXT: %5 = spirv.AMD.FragmentFetch %arg4, %arg1, %4 : (!spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Unknown>, vector<2xi32>, i32) -> vector<4xf32>
// CHECK-NEXT: %6 = spirv.KHR.ReadClock <Device> : i64
// CHECK-NEXT: %7 = spirv.KHR.ReadClock <Subgroup> : vector<2xi32>
// CHECK-NEXT: %8 = spirv.GL.FrexpStruct %arg5 : vector<2xf16> -> !spirv.struct<(vector<2xf16>, vector<2xi16>)>
spirv.module @amd Logical GLSL450 {
  spirv.func @amd(%f: f32, %v: vector<2xi32>, %p: !spirv.ptr<f32, Input>, %i: i32, %img: !spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Unknown>, %h: vector<2xf16>) "None" {
    %0 = spirv.AMD.FMin3 %f, %f, %f : f32
    %1 = spirv.AMD.UMid3 %v, %v, %v : vector<2xi32>
    %2 = spirv.AMD.SMax3 %v, %v, %v : vector<2xi32>
    %3 = spirv.AMD.InterpolateAtVertex %p, %i : (!spirv.ptr<f32, Input>, i32) -> f32
    %4 = spirv.AMD.FragmentMaskFetch %img, %v : (!spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Unknown>, vector<2xi32>) -> i32
    %5 = spirv.AMD.FragmentFetch %img, %v, %4 : (!spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Unknown>, vector<2xi32>, i32) -> vector<4xf32>
    %6 = spirv.KHR.ReadClock <Device> : i64
    %7 = spirv.KHR.ReadClock <Subgroup> : vector<2xi32>
    %8 = spirv.GL.FrexpStruct %h : vector<2xf16> -> !spirv.struct<(vector<2xf16>, vector<2xi16>)>
    spirv.Return
  }
}
