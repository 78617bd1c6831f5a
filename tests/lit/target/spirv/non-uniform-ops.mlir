// The non-uniform group ops in a compute kernel: our binary has the same instructions
// as mlir-translate-22's up to <id> numbering (scopes as <id>s of i32 constants, the
// group operation and the optional cluster size in place), both are valid Vulkan SPIR-V,
// each deserializer reads the other's binary, and ours round-trips to the same bytes.

// RUN: %hlsl-translate --serialize-spirv %s -o %t.ours.spv
// RUN: spirv-val --target-env vulkan1.1 %t.ours.spv
// RUN: %hlsl-translate --deserialize-spirv %t.ours.spv -o %t.back.mlir
// RUN: %hlsl-translate --serialize-spirv %t.back.mlir -o %t.again.spv
// RUN: cmp %t.ours.spv %t.again.spv
// RUN: FileCheck %s < %t.back.mlir

// REQUIRES: mlir-translate
// RUN: %mlir-translate --no-implicit-module --serialize-spirv %s -o %t.theirs.spv
// RUN: python3 %S/../../lit-harness/spirv_compare.py --spirv-dis spirv-dis %t.ours.spv %t.theirs.spv
// RUN: %hlsl-translate --deserialize-spirv %t.theirs.spv -o %t.from-theirs.mlir
// RUN: %hlsl-translate --serialize-spirv %t.from-theirs.mlir -o %t.reserialized.spv
// RUN: python3 %S/../../lit-harness/spirv_compare.py --spirv-dis spirv-dis %t.reserialized.spv %t.theirs.spv
// RUN: %mlir-translate --deserialize-spirv %t.ours.spv -o %t.theirs-reading-ours.mlir
// RUN: %mlir-translate --no-implicit-module --serialize-spirv %t.theirs-reading-ours.mlir -o %t.theirs-again.spv
// RUN: python3 %S/../../lit-harness/spirv_compare.py --spirv-dis spirv-dis %t.theirs-again.spv %t.ours.spv

// CHECK: spirv.GroupNonUniformIAdd <Subgroup> <Reduce> %{{.*}} : i32 -> i32
// CHECK: spirv.GroupNonUniformIAdd <Subgroup> <ClusteredReduce> %{{.*}} cluster_size(%{{.*}}) : i32, i32 -> i32
// CHECK: spirv.GroupNonUniformFMax <Subgroup> <InclusiveScan>
// CHECK: spirv.GroupNonUniformLogicalOr <Subgroup> <ExclusiveScan>
// CHECK: spirv.GroupNonUniformBallot <Subgroup> %{{.*}} : vector<4xi32>
// CHECK: spirv.GroupNonUniformBallotFindLSB <Subgroup>
// CHECK: spirv.GroupNonUniformBallotBitCount <Subgroup> <Reduce>
// CHECK: spirv.GroupNonUniformBroadcast <Subgroup>
// CHECK: spirv.GroupNonUniformElect <Subgroup> : i1
// CHECK: spirv.GroupNonUniformShuffle <Subgroup>
// CHECK: spirv.GroupNonUniformShuffleDown <Subgroup>
// CHECK: spirv.GroupNonUniformAll <Subgroup>
// CHECK: spirv.GroupNonUniformAllEqual <Subgroup>
// CHECK: spirv.GroupNonUniformQuadSwap <Subgroup>
// CHECK: spirv.GroupNonUniformRotateKHR <Subgroup> %{{.*}}, %{{.*}}, cluster_size(%{{.*}}) : i32, i32, i32 -> i32
// CHECK: spirv.GroupNonUniformBitwiseXor <Subgroup> <Reduce>

spirv.module Logical GLSL450 requires #spirv.vce<v1.3, [Shader, GroupNonUniformArithmetic, GroupNonUniformClustered, GroupNonUniformBallot, GroupNonUniformShuffle, GroupNonUniformShuffleRelative, GroupNonUniformVote, GroupNonUniformQuad, GroupNonUniformRotateKHR], [SPV_KHR_subgroup_rotate]> {
  spirv.GlobalVariable @data bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<i32, stride=4> [0]), Block>, StorageBuffer>
  spirv.GlobalVariable @lid built_in("LocalInvocationIndex") : !spirv.ptr<i32, Input>
  spirv.func @main() "None" {
    %c0 = spirv.Constant 0 : i32
    %four = spirv.Constant 4 : i32
    %lid_ptr = spirv.mlir.addressof @lid : !spirv.ptr<i32, Input>
    %lid = spirv.Load "Input" %lid_ptr : i32
    %f = spirv.ConvertSToF %lid : i32 to f32
    %b = spirv.IEqual %lid, %c0 : i32
    %0 = spirv.GroupNonUniformIAdd <Subgroup> <Reduce> %lid : i32 -> i32
    %1 = spirv.GroupNonUniformIAdd <Subgroup> <ClusteredReduce> %lid cluster_size(%four) : i32, i32 -> i32
    %2 = spirv.GroupNonUniformFMax <Subgroup> <InclusiveScan> %f : f32 -> f32
    %3 = spirv.GroupNonUniformLogicalOr <Subgroup> <ExclusiveScan> %b : i1 -> i1
    %4 = spirv.GroupNonUniformBallot <Subgroup> %b : vector<4xi32>
    %5 = spirv.GroupNonUniformBallotFindLSB <Subgroup> %4 : vector<4xi32>, i32
    %6 = spirv.GroupNonUniformBallotBitCount <Subgroup> <Reduce> %4 : vector<4xi32> -> i32
    %7 = spirv.GroupNonUniformBroadcast <Subgroup> %f, %c0 : f32, i32
    %8 = spirv.GroupNonUniformElect <Subgroup> : i1
    %9 = spirv.GroupNonUniformShuffle <Subgroup> %f, %lid : f32, i32
    %10 = spirv.GroupNonUniformShuffleDown <Subgroup> %lid, %four : i32, i32
    %11 = spirv.GroupNonUniformAll <Subgroup> %b : i1
    %12 = spirv.GroupNonUniformAllEqual <Subgroup> %f : f32, i1
    %13 = spirv.GroupNonUniformQuadSwap <Subgroup> %f %c0 : f32, i32
    %14 = spirv.GroupNonUniformRotateKHR <Subgroup> %lid, %four, cluster_size(%four) : i32, i32, i32 -> i32
    %15 = spirv.GroupNonUniformBitwiseXor <Subgroup> <Reduce> %lid : i32 -> i32
    %ptr = spirv.mlir.addressof @data : !spirv.ptr<!spirv.struct<(!spirv.rtarray<i32, stride=4> [0]), Block>, StorageBuffer>
    %p = spirv.AccessChain %ptr[%c0, %lid] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<i32, stride=4> [0]), Block>, StorageBuffer>, i32, i32 -> !spirv.ptr<i32, StorageBuffer>
    %s = spirv.IAdd %0, %1 : i32
    spirv.Store "StorageBuffer" %p, %s : i32
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main, @lid
  spirv.ExecutionMode @main "LocalSize", 64, 1, 1
}
