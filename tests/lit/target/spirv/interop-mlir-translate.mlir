// Interoperation with upstream MLIR: for a module mlir-translate-22 can
// serialize, our binary has the same instructions as its binary up to <id>
// numbering and the order of the types/constants section; its binary
// deserializes and serializes again into a valid module; it reads ours.

// REQUIRES: mlir-translate, mlir-opt
// RUN: %hlsl-translate --serialize-spirv %s -o %t.ours.spv
// RUN: spirv-val --target-env vulkan1.1 %t.ours.spv
// RUN: %mlir-translate --no-implicit-module --serialize-spirv %s -o %t.theirs.spv
// RUN: spirv-val --target-env vulkan1.1 %t.theirs.spv
// RUN: python3 %S/../../lit-harness/spirv_compare.py --spirv-dis spirv-dis %t.ours.spv %t.theirs.spv

// Their binary through our deserializer and serializer.
// RUN: %hlsl-translate --deserialize-spirv %t.theirs.spv -o %t.from-theirs.mlir
// RUN: %mlir-opt %t.from-theirs.mlir -o /dev/null
// RUN: %hlsl-translate --serialize-spirv %t.from-theirs.mlir -o %t.reserialized.spv
// RUN: spirv-val --target-env vulkan1.1 %t.reserialized.spv
// RUN: python3 %S/../../lit-harness/spirv_compare.py --spirv-dis spirv-dis %t.reserialized.spv %t.theirs.spv

// Our binary through their deserializer.
// RUN: %mlir-translate --deserialize-spirv %t.ours.spv -o %t.theirs-reading-ours.mlir
// RUN: %mlir-translate --no-implicit-module --serialize-spirv %t.theirs-reading-ours.mlir -o %t.theirs-again.spv
// RUN: spirv-val --target-env vulkan1.1 %t.theirs-again.spv

!buf = !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0]), Block>, StorageBuffer>
!counts = !spirv.ptr<!spirv.struct<(!spirv.rtarray<i32, stride=4> [0]), Block>, StorageBuffer>
!params = !spirv.ptr<!spirv.struct<(i32 [0], f32 [4], !spirv.array<2 x vector<4xf32>, stride=16> [16]), Block>, Uniform>
!texture = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!storage = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba32f>

spirv.module Logical GLSL450 requires #spirv.vce<v1.3, [Shader, ImageQuery], []> {
  spirv.GlobalVariable @input bind(0, 0) : !buf
  spirv.GlobalVariable @output bind(0, 1) : !buf
  spirv.GlobalVariable @counts bind(0, 2) : !counts
  spirv.GlobalVariable @params bind(0, 3) : !params
  spirv.GlobalVariable @texture bind(1, 0) : !spirv.ptr<!texture, UniformConstant>
  spirv.GlobalVariable @storage bind(1, 1) : !spirv.ptr<!storage, UniformConstant>
  spirv.GlobalVariable @shared : !spirv.ptr<!spirv.array<64 x f32>, Workgroup>
  spirv.GlobalVariable @gid built_in("GlobalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @lid built_in("LocalInvocationIndex") : !spirv.ptr<i32, Input>

  spirv.func @scale(%v: vector<4xf32>, %s: f32) -> vector<4xf32> "Inline" {
    %r = spirv.VectorTimesScalar %v, %s : (vector<4xf32>, f32) -> vector<4xf32>
    spirv.ReturnValue %r : vector<4xf32>
  }

  spirv.func @main() "None" {
    %c0 = spirv.Constant 0 : i32
    %c1 = spirv.Constant 1 : i32
    %c2 = spirv.Constant 2 : i32
    %c4 = spirv.Constant 4 : i32
    %f0 = spirv.Constant 0.0 : f32
    %fhalf = spirv.Constant 0.5 : f32
    %ones = spirv.Constant dense<1.0> : vector<4xf32>
    %acc_var = spirv.Variable init(%ones) : !spirv.ptr<vector<4xf32>, Function>
    %gid_ptr = spirv.mlir.addressof @gid : !spirv.ptr<vector<3xi32>, Input>
    %gid = spirv.Load "Input" %gid_ptr : vector<3xi32>
    %x = spirv.CompositeExtract %gid[0 : i32] : vector<3xi32>
    %lid_ptr = spirv.mlir.addressof @lid : !spirv.ptr<i32, Input>
    %lid = spirv.Load "Input" %lid_ptr : i32

    %input = spirv.mlir.addressof @input : !buf
    %in_ptr = spirv.AccessChain %input[%c0, %x] : !buf, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
    %v = spirv.Load "StorageBuffer" %in_ptr ["Aligned", 16] : vector<4xf32>

    %params = spirv.mlir.addressof @params : !params
    %n_ptr = spirv.AccessChain %params[%c0] : !params, i32 -> !spirv.ptr<i32, Uniform>
    %n = spirv.Load "Uniform" %n_ptr : i32
    %s_ptr = spirv.AccessChain %params[%c1] : !params, i32 -> !spirv.ptr<f32, Uniform>
    %s = spirv.Load "Uniform" %s_ptr : f32

    %shared = spirv.mlir.addressof @shared : !spirv.ptr<!spirv.array<64 x f32>, Workgroup>
    %slot = spirv.AccessChain %shared[%lid] : !spirv.ptr<!spirv.array<64 x f32>, Workgroup>, i32 -> !spirv.ptr<f32, Workgroup>
    %vx = spirv.CompositeExtract %v[0 : i32] : vector<4xf32>
    spirv.Store "Workgroup" %slot, %vx : f32
    spirv.ControlBarrier <Workgroup>, <Workgroup>, <AcquireRelease|WorkgroupMemory>

    %inside = spirv.ULessThan %x, %n : i32
    spirv.mlir.selection {
      spirv.BranchConditional %inside, ^compute, ^merge
    ^compute:
      %sum = spirv.mlir.loop -> vector<4xf32> {
        spirv.Branch ^header(%c0, %v : i32, vector<4xf32>)
      ^header(%i: i32, %acc: vector<4xf32>):
        %more = spirv.SLessThan %i, %c4 : i32
        spirv.BranchConditional %more, ^body, ^merge
      ^body:
        %fi = spirv.ConvertSToF %i : i32 to f32
        %scaled = spirv.FunctionCall @scale(%acc, %fhalf) : (vector<4xf32>, f32) -> vector<4xf32>
        %splat = spirv.CompositeConstruct %fi, %fi, %fi, %fi : (f32, f32, f32, f32) -> vector<4xf32>
        %next_acc = spirv.FAdd %scaled, %splat : vector<4xf32>
        %next = spirv.IAdd %i, %c1 : i32
        spirv.Branch ^header(%next, %next_acc : i32, vector<4xf32>)
      ^merge:
        spirv.mlir.merge %acc : vector<4xf32>
      }
      %len = spirv.GL.Length %sum : vector<4xf32> -> f32
      %clamped = spirv.GL.FClamp %len, %f0, %s : f32
      %sqrt = spirv.GL.Sqrt %clamped : f32
      %shuffled = spirv.VectorShuffle [3 : i32, 2 : i32, 1 : i32, 0 : i32] %sum, %sum : vector<4xf32>, vector<4xf32> -> vector<4xf32>
      %updated = spirv.CompositeInsert %sqrt, %shuffled[1 : i32] : f32 into vector<4xf32>
      %bits = spirv.Bitcast %sqrt : f32 to i32
      %odd = spirv.BitwiseAnd %bits, %c1 : i32
      %is_odd = spirv.IEqual %odd, %c1 : i32
      %chosen = spirv.Select %is_odd, %sqrt, %len : i1, f32
      %picked = spirv.CompositeInsert %chosen, %updated[0 : i32] : f32 into vector<4xf32>
      spirv.Store "Function" %acc_var, %picked : vector<4xf32>
      %output = spirv.mlir.addressof @output : !buf
      %out_ptr = spirv.AccessChain %output[%c0, %x] : !buf, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
      spirv.Store "StorageBuffer" %out_ptr, %picked : vector<4xf32>
      %counts = spirv.mlir.addressof @counts : !counts
      %count_ptr = spirv.AccessChain %counts[%c0, %c0] : !counts, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
      %old = spirv.AtomicIAdd <Device> <None> %count_ptr, %c1 : !spirv.ptr<i32, StorageBuffer>
      %exchanged = spirv.AtomicCompareExchange <Device> <None> <None> %count_ptr, %c2, %old : !spirv.ptr<i32, StorageBuffer>
      spirv.Branch ^merge
    ^merge:
      spirv.mlir.merge
    }

    %texture_ptr = spirv.mlir.addressof @texture : !spirv.ptr<!texture, UniformConstant>
    %texture = spirv.Load "UniformConstant" %texture_ptr : !texture
    %uv = spirv.CompositeConstruct %fhalf, %fhalf : (f32, f32) -> vector<2xf32>
    %texel = spirv.ImageSampleExplicitLod %texture, %uv ["Lod"], %f0 : !texture, vector<2xf32>, f32 -> vector<4xf32>
    %storage_ptr = spirv.mlir.addressof @storage : !spirv.ptr<!storage, UniformConstant>
    %storage = spirv.Load "UniformConstant" %storage_ptr : !storage
    %coord = spirv.CompositeConstruct %x, %lid : (i32, i32) -> vector<2xi32>
    spirv.ImageWrite %storage, %coord, %texel : !storage, vector<2xi32>, vector<4xf32>
    %size = spirv.ImageQuerySize %storage : !storage -> vector<2xi32>
    spirv.MemoryBarrier <Device>, <AcquireRelease|ImageMemory>
    spirv.Return
  }

  spirv.EntryPoint "GLCompute" @main, @gid, @lid
  spirv.ExecutionMode @main "LocalSize", 64, 1, 1
}
