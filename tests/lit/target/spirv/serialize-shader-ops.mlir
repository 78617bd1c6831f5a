// The shader instructions beyond MLIR 22 in a binary: a fragment shader with the image
// queries, ImageGather with an offset, the depth-comparison samples, every derivative
// and DemoteToHelperInvocation, and a storage buffer's OpArrayLength. The grammar-driven
// serializer and deserializer write and read them like any op; spirv-val accepts the
// binary for Vulkan 1.3 (SPIR-V 1.6, DemoteToHelperInvocation in core) and, with
// SPV_EXT_demote_to_helper_invocation, for Vulkan 1.2.

// RUN: %hlsl-translate --serialize-spirv %s -o %t.spv
// RUN: spirv-val --target-env vulkan1.3 %t.spv
// RUN: spirv-dis %t.spv | FileCheck %s

// Serialize -> deserialize -> serialize is a fixed point.
// RUN: %hlsl-translate --deserialize-spirv %t.spv -o %t.mlir
// RUN: %hlsl-translate --serialize-spirv %t.mlir -o %t.2.spv
// RUN: cmp %t.spv %t.2.spv

// The same ops in SPIR-V 1.5 with the extension.
// RUN: sed -e 's/v1.6, \[Shader, ImageQuery, DerivativeControl, DemoteToHelperInvocation\], \[\]/v1.5, [Shader, ImageQuery, DerivativeControl, DemoteToHelperInvocation], [SPV_EXT_demote_to_helper_invocation]/' %s | %hlsl-translate --serialize-spirv -o %t.ext.spv
// RUN: spirv-val --target-env vulkan1.2 %t.ext.spv
// RUN: spirv-dis %t.ext.spv | FileCheck %s --check-prefix=EXT
// EXT: OpExtension "SPV_EXT_demote_to_helper_invocation"
// EXT: OpDemoteToHelperInvocation

// CHECK-DAG: OpCapability ImageQuery
// CHECK-DAG: OpCapability DerivativeControl
// CHECK-DAG: OpCapability DemoteToHelperInvocation
// CHECK: OpImageQuerySizeLod %v2uint %{{.*}} %uint_1
// CHECK-NEXT: OpImageQueryLevels %uint
// CHECK-NEXT: OpImageQuerySamples %uint
// CHECK-NEXT: OpArrayLength %uint %out 0
// CHECK: OpImageQueryLod %v2float
// CHECK-NEXT: OpImageGather %v4float %{{.*}} %{{.*}} %uint_1 ConstOffset %
// CHECK-NEXT: OpImageSampleDrefImplicitLod %float %{{.*}} %{{.*}} %float_0_5
// CHECK-NEXT: OpImageSampleDrefExplicitLod %float %{{.*}} %{{.*}} %float_0_5 Lod %float_0_5
// CHECK-NEXT: OpDPdx %v2float
// CHECK-NEXT: OpDPdy %float
// CHECK-NEXT: OpFwidth %float
// CHECK-NEXT: OpDPdxFine %float
// CHECK-NEXT: OpDPdyFine %float
// CHECK-NEXT: OpFwidthFine %float
// CHECK-NEXT: OpDPdxCoarse %float
// CHECK-NEXT: OpDPdyCoarse %float
// CHECK-NEXT: OpFwidthCoarse %float
// CHECK-NEXT: OpDemoteToHelperInvocation

!texture = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!ms = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Unknown>
!depth = !spirv.image<f32, Dim2D, IsDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
!block = !spirv.struct<(!spirv.rtarray<i32, stride=4> [0]), Block>
spirv.module Logical GLSL450 requires #spirv.vce<v1.6, [Shader, ImageQuery, DerivativeControl, DemoteToHelperInvocation], []> {
  spirv.GlobalVariable @tex bind(0, 0) : !spirv.ptr<!texture, UniformConstant>
  spirv.GlobalVariable @ms bind(0, 1) : !spirv.ptr<!ms, UniformConstant>
  spirv.GlobalVariable @shadow bind(0, 2) : !spirv.ptr<!depth, UniformConstant>
  spirv.GlobalVariable @smp bind(0, 3) : !spirv.ptr<!spirv.sampler, UniformConstant>
  spirv.GlobalVariable @out bind(0, 4) : !spirv.ptr<!block, StorageBuffer>
  spirv.GlobalVariable @uv built_in("FragCoord") : !spirv.ptr<vector<4xf32>, Input>
  spirv.func @main() "None" {
    %c0 = spirv.Constant 0 : i32
    %c1 = spirv.Constant 1 : i32
    %ref = spirv.Constant 0.5 : f32
    %off = spirv.Constant dense<[1, -1]> : vector<2xi32>
    %tp = spirv.mlir.addressof @tex : !spirv.ptr<!texture, UniformConstant>
    %mp = spirv.mlir.addressof @ms : !spirv.ptr<!ms, UniformConstant>
    %dp = spirv.mlir.addressof @shadow : !spirv.ptr<!depth, UniformConstant>
    %sp = spirv.mlir.addressof @smp : !spirv.ptr<!spirv.sampler, UniformConstant>
    %op = spirv.mlir.addressof @out : !spirv.ptr<!block, StorageBuffer>
    %fp = spirv.mlir.addressof @uv : !spirv.ptr<vector<4xf32>, Input>
    %t = spirv.Load "UniformConstant" %tp : !texture
    %m = spirv.Load "UniformConstant" %mp : !ms
    %d = spirv.Load "UniformConstant" %dp : !depth
    %s = spirv.Load "UniformConstant" %sp : !spirv.sampler
    %frag = spirv.Load "Input" %fp : vector<4xf32>
    %uv = spirv.VectorShuffle [0 : i32, 1 : i32] %frag, %frag : vector<4xf32>, vector<4xf32> -> vector<2xf32>
    %size = spirv.ImageQuerySizeLod %t, %c1 : !texture, i32 -> vector<2xi32>
    %levels = spirv.ImageQueryLevels %t : !texture -> i32
    %samples = spirv.ImageQuerySamples %m : !ms -> i32
    %len = spirv.ArrayLength %op, 0 : !spirv.ptr<!block, StorageBuffer>
    %si = spirv.SampledImage %t, %s : !texture, !spirv.sampler -> !spirv.sampled_image<!texture>
    %ds = spirv.SampledImage %d, %s : !depth, !spirv.sampler -> !spirv.sampled_image<!depth>
    %lod = spirv.ImageQueryLod %si, %uv : !spirv.sampled_image<!texture>, vector<2xf32> -> vector<2xf32>
    %g = spirv.ImageGather %si, %uv, %c1 ["ConstOffset"], %off : !spirv.sampled_image<!texture>, vector<2xf32>, i32, vector<2xi32> -> vector<4xf32>
    %di = spirv.ImageSampleDrefImplicitLod %ds, %uv, %ref : !spirv.sampled_image<!depth>, vector<2xf32>, f32 -> f32
    %de = spirv.ImageSampleDrefExplicitLod %ds, %uv, %ref ["Lod"], %ref : !spirv.sampled_image<!depth>, vector<2xf32>, f32, f32 -> f32
    %dx = spirv.DPdx %uv : vector<2xf32>
    %dy = spirv.DPdy %ref : f32
    %fw = spirv.Fwidth %ref : f32
    %dxf = spirv.DPdxFine %ref : f32
    %dyf = spirv.DPdyFine %ref : f32
    %fwf = spirv.FwidthFine %ref : f32
    %dxc = spirv.DPdxCoarse %ref : f32
    %dyc = spirv.DPdyCoarse %ref : f32
    %fwc = spirv.FwidthCoarse %ref : f32
    spirv.DemoteToHelperInvocation
    %p = spirv.AccessChain %op[%c0, %c0] : !spirv.ptr<!block, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
    spirv.Store "StorageBuffer" %p, %len : i32
    spirv.Return
  }
  spirv.EntryPoint "Fragment" @main, @tex, @ms, @shadow, @smp, @out, @uv
  spirv.ExecutionMode @main "OriginUpperLeft"
}
