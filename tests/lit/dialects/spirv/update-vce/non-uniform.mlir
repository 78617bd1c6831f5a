// spirv-update-vce on the non-uniform group ops: SPIR-V 1.3 and each op's capability
// (the first the target allows), the group operation's own needs (ClusteredReduce,
// the partitioned operations and their extension).

// RUN: %hlsl-opt %s --split-input-file --spirv-update-vce | FileCheck %s

// Upstream cross-check: mlir-opt-22 deduces the same triples and prints the same text.
// REQUIRES: mlir-opt
// RUN: %hlsl-opt %s --split-input-file --spirv-update-vce > %t.ours
// RUN: %mlir-opt %s --split-input-file --spirv-update-vce > %t.theirs
// RUN: diff %t.ours %t.theirs

// CHECK: requires #spirv.vce<v1.3, [GroupNonUniformBallot, GroupNonUniformVote, GroupNonUniform, GroupNonUniformShuffle, GroupNonUniformShuffleRelative, Shader, Matrix], []>
// CHECK: requires #spirv.vce<v1.3, [GroupNonUniformRotateKHR, GroupNonUniformArithmetic, GroupNonUniformClustered, GroupNonUniformPartitionedNV, GroupNonUniformQuad, Shader, GroupNonUniform, Matrix], [SPV_NV_shader_subgroup_partitioned]>

spirv.module Logical GLSL450 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader, GroupNonUniformBallot, GroupNonUniformVote, GroupNonUniformShuffle, GroupNonUniformShuffleRelative], []>, #spirv.resource_limits<>>} {
  spirv.func @f(%b: i1, %f: f32, %i: i32) "None" {
    %0 = spirv.GroupNonUniformBallot <Subgroup> %b : vector<4xi32>
    %1 = spirv.GroupNonUniformBroadcast <Subgroup> %f, %i : f32, i32
    %2 = spirv.GroupNonUniformAny <Subgroup> %b : i1
    %3 = spirv.GroupNonUniformElect <Subgroup> : i1
    %4 = spirv.GroupNonUniformShuffle <Subgroup> %f, %i : f32, i32
    %5 = spirv.GroupNonUniformShuffleUp <Subgroup> %f, %i : f32, i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.6, [Shader, GroupNonUniformArithmetic, GroupNonUniformClustered, GroupNonUniformQuad, GroupNonUniformRotateKHR, GroupNonUniformPartitionedNV], [SPV_KHR_subgroup_rotate, SPV_NV_shader_subgroup_partitioned]>, #spirv.resource_limits<>>} {
  spirv.func @f(%i: i32, %f: f32) "None" {
    %0 = spirv.GroupNonUniformRotateKHR <Subgroup> %f, %i : f32, i32 -> f32
    spirv.Return
  }
  spirv.func @g(%i: i32, %v: vector<4xi32>, %f: f32) "None" {
    %four = spirv.Constant 4 : i32
    %1 = spirv.GroupNonUniformIAdd <Subgroup> <ClusteredReduce> %v cluster_size(%four) : vector<4xi32>, i32 -> vector<4xi32>
    %2 = spirv.GroupNonUniformUMin <Subgroup> <PartitionedReduceNV> %i : i32 -> i32
    %3 = spirv.GroupNonUniformQuadSwap <Subgroup> %f %four : f32, i32
    spirv.Return
  }
}
