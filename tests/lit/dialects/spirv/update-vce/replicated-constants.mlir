// spirv-update-vce on the replicated composite constants: as MLIR 22 declares them,
// SPV_EXT_replicated_composites and ReplicatedCompositesEXT.

// RUN: %hlsl-opt %s --spirv-update-vce | FileCheck %s

// Upstream cross-check: mlir-opt-22 deduces the same triple and prints the same text.
// REQUIRES: mlir-opt
// RUN: %hlsl-opt %s --spirv-update-vce > %t.ours
// RUN: %mlir-opt %s --spirv-update-vce > %t.theirs
// RUN: diff %t.ours %t.theirs

// CHECK: requires #spirv.vce<v1.0, [ReplicatedCompositesEXT, Shader, Matrix], [SPV_EXT_replicated_composites]>

spirv.module Logical GLSL450 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, ReplicatedCompositesEXT], [SPV_EXT_replicated_composites]>, #spirv.resource_limits<>>} {
  spirv.SpecConstant @sc = 1 : i32
  spirv.SpecConstant @sf = 2.0 : f32
  spirv.EXT.SpecConstantCompositeReplicate @scr (@sc) : vector<4xi32>
  spirv.EXT.SpecConstantCompositeReplicate @sfr (@sf) : !spirv.array<3 x f32>
  spirv.func @vectors() -> vector<3xi32> "None" {
    %0 = spirv.EXT.ConstantCompositeReplicate [2 : i32] : vector<3xi32>
    spirv.ReturnValue %0 : vector<3xi32>
  }
  spirv.func @nested() -> !spirv.array<2 x !spirv.array<3 x i32>> "None" {
    %0 = spirv.EXT.ConstantCompositeReplicate [3 : i32] : !spirv.array<2 x !spirv.array<3 x i32>>
    spirv.ReturnValue %0 : !spirv.array<2 x !spirv.array<3 x i32>>
  }
  spirv.func @array_value() -> !spirv.array<2 x !spirv.array<3 x i32>> "None" {
    %0 = spirv.EXT.ConstantCompositeReplicate [[1 : i32, 2 : i32, 3 : i32]] : !spirv.array<2 x !spirv.array<3 x i32>>
    spirv.ReturnValue %0 : !spirv.array<2 x !spirv.array<3 x i32>>
  }
  spirv.func @vector_value() -> !spirv.array<2 x vector<2xf32>> "None" {
    %0 = spirv.EXT.ConstantCompositeReplicate [dense<[1.0, 2.0]> : vector<2xf32>] : !spirv.array<2 x vector<2xf32>>
    spirv.ReturnValue %0 : !spirv.array<2 x vector<2xf32>>
  }
  spirv.func @struct_value() -> !spirv.struct<(f32, f32)> "None" {
    %0 = spirv.EXT.ConstantCompositeReplicate [1.0 : f32] : !spirv.struct<(f32, f32)>
    spirv.ReturnValue %0 : !spirv.struct<(f32, f32)>
  }
}
