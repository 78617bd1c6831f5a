// The non-uniform group ops in MLIR 22's custom form: reductions and scans with and
// without a cluster size, ballots, broadcasts, shuffles, votes, elect, quad swaps and
// rotates, with stripped <Scope> and <GroupOperation> attributes (full attributes parse
// too).

// RUN: %hlsl-opt %s | FileCheck %s
// RUN: %hlsl-opt %s --mlir-print-op-generic | %hlsl-opt | FileCheck %s

// Upstream cross-checks: the same custom and generic text as mlir-opt-22, and each
// tool reads what the other prints.
// REQUIRES: mlir-opt
// RUN: %hlsl-opt %s > %t.ours
// RUN: %mlir-opt %s > %t.theirs
// RUN: diff %t.ours %t.theirs
// RUN: %hlsl-opt %s --mlir-print-op-generic > %t.ours.generic
// RUN: %mlir-opt %s --mlir-print-op-generic > %t.theirs.generic
// RUN: diff %t.ours.generic %t.theirs.generic
// RUN: %hlsl-opt %s | %mlir-opt --mlir-print-op-generic > %t.upstream-reads-ours
// RUN: diff %t.upstream-reads-ours %t.theirs.generic
// RUN: %mlir-opt %s | %hlsl-opt --mlir-print-op-generic > %t.ours-reads-upstream
// RUN: diff %t.ours-reads-upstream %t.theirs.generic

// CHECK-LABEL: spirv.func @arithmetic
// CHECK-NEXT: %[[FOUR:.*]] = spirv.Constant 4 : i32
// CHECK-NEXT: %0 = spirv.GroupNonUniformIAdd <Workgroup> <Reduce> %arg0 : i32 -> i32
// CHECK-NEXT: %1 = spirv.GroupNonUniformIAdd <Subgroup> <ClusteredReduce> %arg1 cluster_size(%[[FOUR]]) : vector<4xi32>, i32 -> vector<4xi32>
// CHECK-NEXT: %2 = spirv.GroupNonUniformIMul <Subgroup> <InclusiveScan> %arg0 : i32 -> i32
// CHECK-NEXT: %3 = spirv.GroupNonUniformSMax <Subgroup> <ExclusiveScan> %arg0 {foo} : i32 -> i32
// CHECK-NEXT: %4 = spirv.GroupNonUniformSMin <Workgroup> <Reduce> %arg1 : vector<4xi32> -> vector<4xi32>
// CHECK-NEXT: %5 = spirv.GroupNonUniformUMax <Subgroup> <Reduce> %arg0 : i32 -> i32
// CHECK-NEXT: %6 = spirv.GroupNonUniformUMin <Subgroup> <ClusteredReduce> %arg0 cluster_size(%[[FOUR]]) : i32, i32 -> i32
// CHECK-NEXT: %7 = spirv.GroupNonUniformFAdd <Subgroup> <Reduce> %arg2 : f32 -> f32
// CHECK-NEXT: %8 = spirv.GroupNonUniformFMul <Subgroup> <InclusiveScan> %arg3 : vector<2xf32> -> vector<2xf32>
// CHECK-NEXT: %9 = spirv.GroupNonUniformFMax <Subgroup> <Reduce> %arg2 : f32 -> f32
// CHECK-NEXT: %10 = spirv.GroupNonUniformFMin <Workgroup> <ExclusiveScan> %arg2 : f32 -> f32
// CHECK-NEXT: %11 = spirv.GroupNonUniformBitwiseAnd <Subgroup> <Reduce> %arg0 : i32 -> i32
// CHECK-NEXT: %12 = spirv.GroupNonUniformBitwiseOr <Subgroup> <InclusiveScan> %arg1 : vector<4xi32> -> vector<4xi32>
// CHECK-NEXT: %13 = spirv.GroupNonUniformBitwiseXor <Subgroup> <ClusteredReduce> %arg0 cluster_size(%[[FOUR]]) : i32, i32 -> i32
// CHECK-NEXT: %14 = spirv.GroupNonUniformLogicalAnd <Subgroup> <Reduce> %arg4 : i1 -> i1
// CHECK-NEXT: %15 = spirv.GroupNonUniformLogicalOr <Subgroup> <ExclusiveScan> %arg5 : vector<2xi1> -> vector<2xi1>
// CHECK-NEXT: %16 = spirv.GroupNonUniformLogicalXor <Workgroup> <Reduce> %arg4 : i1 -> i1
// CHECK-NEXT: spirv.Return

// CHECK-LABEL: spirv.func @ballots
// CHECK-NEXT: %0 = spirv.GroupNonUniformBallot <Subgroup> %arg0 : vector<4xi32>
// CHECK-NEXT: %1 = spirv.GroupNonUniformBallotFindLSB <Subgroup> %0 : vector<4xi32>, i32
// CHECK-NEXT: %2 = spirv.GroupNonUniformBallotFindMSB <Subgroup> %arg1 : vector<4xui32>, ui32
// CHECK-NEXT: %3 = spirv.GroupNonUniformBallotBitCount <Subgroup> <InclusiveScan> %0 : vector<4xi32> -> i32
// CHECK-NEXT: %4 = spirv.GroupNonUniformElect <Subgroup> : i1
// CHECK-NEXT: %5 = spirv.GroupNonUniformAll <Subgroup> %arg0 : i1
// CHECK-NEXT: %6 = spirv.GroupNonUniformAny <Subgroup> %4 : i1
// CHECK-NEXT: %7 = spirv.GroupNonUniformAllEqual <Subgroup> %arg2 : vector<2xf32>, i1
// CHECK-NEXT: spirv.Return

// CHECK-LABEL: spirv.func @lanes
// CHECK-NEXT: %[[ZERO:.*]] = spirv.Constant 0 : i32
// CHECK-NEXT: %[[TWO:.*]] = spirv.Constant 2 : i32
// CHECK-NEXT: %0 = spirv.GroupNonUniformBroadcast <Subgroup> %arg0, %[[ZERO]] : f32, i32
// CHECK-NEXT: %1 = spirv.GroupNonUniformBroadcast <Workgroup> %arg2, %[[TWO]] : vector<4xi32>, i32
// CHECK-NEXT: %2 = spirv.GroupNonUniformShuffle <Subgroup> %arg0, %arg1 : f32, i32
// CHECK-NEXT: %3 = spirv.GroupNonUniformShuffleDown <Subgroup> %arg2, %arg3 : vector<4xi32>, ui32
// CHECK-NEXT: %4 = spirv.GroupNonUniformShuffleUp <Subgroup> %arg4, %arg1 : i1, i32
// CHECK-NEXT: %5 = spirv.GroupNonUniformShuffleXor <Subgroup> %arg0, %[[TWO]] : f32, i32
// CHECK-NEXT: %6 = spirv.GroupNonUniformQuadSwap <Subgroup> %arg0 %[[ZERO]] : f32, i32
// CHECK-NEXT: %7 = spirv.GroupNonUniformRotateKHR <Subgroup> %arg2, %arg1 : vector<4xi32>, i32 -> vector<4xi32>
// CHECK-NEXT: %8 = spirv.GroupNonUniformRotateKHR <Subgroup> %arg0, %arg3, cluster_size(%[[TWO]]) : f32, ui32, i32 -> f32
// CHECK-NEXT: spirv.Return

spirv.module Logical GLSL450 requires #spirv.vce<v1.3, [Shader, GroupNonUniformArithmetic, GroupNonUniformClustered, GroupNonUniformBallot, GroupNonUniformVote, GroupNonUniformShuffle, GroupNonUniformShuffleRelative, GroupNonUniformQuad, GroupNonUniformRotateKHR], [SPV_KHR_subgroup_rotate]> {
  spirv.func @arithmetic(%i: i32, %v: vector<4xi32>, %f: f32, %fv: vector<2xf32>, %b: i1, %bv: vector<2xi1>) "None" {
    %four = spirv.Constant 4 : i32
    %0 = spirv.GroupNonUniformIAdd <Workgroup> <Reduce> %i : i32 -> i32
    %1 = spirv.GroupNonUniformIAdd <Subgroup> <ClusteredReduce> %v cluster_size(%four) : vector<4xi32>, i32 -> vector<4xi32>
    %2 = spirv.GroupNonUniformIMul #spirv.scope<Subgroup> #spirv.group_operation<InclusiveScan> %i : i32 -> i32
    %3 = spirv.GroupNonUniformSMax <Subgroup> <ExclusiveScan> %i {foo} : i32 -> i32
    %4 = spirv.GroupNonUniformSMin <Workgroup> <Reduce> %v : vector<4xi32> -> vector<4xi32>
    %5 = spirv.GroupNonUniformUMax <Subgroup> <Reduce> %i : i32 -> i32
    %6 = spirv.GroupNonUniformUMin <Subgroup> <ClusteredReduce> %i cluster_size(%four) : i32, i32 -> i32
    %7 = spirv.GroupNonUniformFAdd <Subgroup> <Reduce> %f : f32 -> f32
    %8 = spirv.GroupNonUniformFMul <Subgroup> <InclusiveScan> %fv : vector<2xf32> -> vector<2xf32>
    %9 = spirv.GroupNonUniformFMax <Subgroup> <Reduce> %f : f32 -> f32
    %10 = spirv.GroupNonUniformFMin <Workgroup> <ExclusiveScan> %f : f32 -> f32
    %11 = spirv.GroupNonUniformBitwiseAnd <Subgroup> <Reduce> %i : i32 -> i32
    %12 = spirv.GroupNonUniformBitwiseOr <Subgroup> <InclusiveScan> %v : vector<4xi32> -> vector<4xi32>
    %13 = spirv.GroupNonUniformBitwiseXor <Subgroup> <ClusteredReduce> %i cluster_size(%four) : i32, i32 -> i32
    %14 = spirv.GroupNonUniformLogicalAnd <Subgroup> <Reduce> %b : i1 -> i1
    %15 = spirv.GroupNonUniformLogicalOr <Subgroup> <ExclusiveScan> %bv : vector<2xi1> -> vector<2xi1>
    %16 = spirv.GroupNonUniformLogicalXor <Workgroup> <Reduce> %b : i1 -> i1
    spirv.Return
  }
  spirv.func @ballots(%b: i1, %u: vector<4xui32>, %fv: vector<2xf32>) "None" {
    %0 = spirv.GroupNonUniformBallot <Subgroup> %b : vector<4xi32>
    %1 = spirv.GroupNonUniformBallotFindLSB <Subgroup> %0 : vector<4xi32>, i32
    %2 = spirv.GroupNonUniformBallotFindMSB <Subgroup> %u : vector<4xui32>, ui32
    %3 = spirv.GroupNonUniformBallotBitCount <Subgroup> <InclusiveScan> %0 : vector<4xi32> -> i32
    %4 = spirv.GroupNonUniformElect <Subgroup> : i1
    %5 = spirv.GroupNonUniformAll <Subgroup> %b : i1
    %6 = spirv.GroupNonUniformAny <Subgroup> %4 : i1
    %7 = spirv.GroupNonUniformAllEqual <Subgroup> %fv : vector<2xf32>, i1
    spirv.Return
  }
  spirv.func @lanes(%f: f32, %i: i32, %v: vector<4xi32>, %u: ui32, %b: i1) "None" {
    %zero = spirv.Constant 0 : i32
    %two = spirv.Constant 2 : i32
    %0 = spirv.GroupNonUniformBroadcast <Subgroup> %f, %zero : f32, i32
    %1 = spirv.GroupNonUniformBroadcast <Workgroup> %v, %two : vector<4xi32>, i32
    %2 = spirv.GroupNonUniformShuffle <Subgroup> %f, %i : f32, i32
    %3 = spirv.GroupNonUniformShuffleDown <Subgroup> %v, %u : vector<4xi32>, ui32
    %4 = spirv.GroupNonUniformShuffleUp <Subgroup> %b, %i : i1, i32
    %5 = spirv.GroupNonUniformShuffleXor <Subgroup> %f, %two : f32, i32
    %6 = spirv.GroupNonUniformQuadSwap <Subgroup> %f %zero : f32, i32
    %7 = spirv.GroupNonUniformRotateKHR <Subgroup> %v, %i : vector<4xi32>, i32 -> vector<4xi32>
    %8 = spirv.GroupNonUniformRotateKHR <Subgroup> %f, %u, cluster_size(%two) : f32, ui32, i32 -> f32
    spirv.Return
  }
}
