// The SPV_EXT_replicated_composites ops in a binary: nested levels of a replicated
// constant as nested OpConstantCompositeReplicateEXT, constants written where they are
// used, replicated specialization constants with their names. The installed
// SPIRV-Tools may predate the extension, so the two binaries are compared through our
// deserializer: mlir-translate-22's binary reads back to the same module as ours, each
// deserializer reads the other's binary alike, and ours round-trips to the same bytes.

// RUN: %hlsl-translate --serialize-spirv %s -o %t.ours.spv
// RUN: %hlsl-translate --deserialize-spirv %t.ours.spv -o %t.back.mlir
// RUN: %hlsl-translate --serialize-spirv %t.back.mlir -o %t.again.spv
// RUN: cmp %t.ours.spv %t.again.spv
// RUN: FileCheck %s < %t.back.mlir

// REQUIRES: mlir-translate
// RUN: %mlir-translate --no-implicit-module --serialize-spirv %s -o %t.theirs.spv
// RUN: %hlsl-translate --deserialize-spirv %t.theirs.spv -o %t.from-theirs.mlir
// RUN: diff %t.back.mlir %t.from-theirs.mlir
// RUN: %mlir-translate --deserialize-spirv %t.ours.spv -o %t.theirs-reading-ours.mlir
// RUN: diff %t.back.mlir %t.theirs-reading-ours.mlir

// CHECK: spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, ReplicatedCompositesEXT], [SPV_EXT_replicated_composites]> {
// CHECK: spirv.EXT.SpecConstantCompositeReplicate @scr (@sc) : vector<4xi32>
// CHECK: spirv.EXT.SpecConstantCompositeReplicate @sfr (@sf) : !spirv.array<3 x f32>
// CHECK: %{{.*}} = spirv.EXT.ConstantCompositeReplicate [2 : i32] : vector<3xi32>
// CHECK: %{{.*}} = spirv.EXT.ConstantCompositeReplicate [3 : i32] : !spirv.array<2 x !spirv.array<3 x i32>>
// CHECK: %{{.*}} = spirv.EXT.ConstantCompositeReplicate {{\[\[}}1 : i32, 2 : i32, 3 : i32{{\]\]}} : !spirv.array<2 x !spirv.array<3 x i32>>
// CHECK: %{{.*}} = spirv.EXT.ConstantCompositeReplicate [dense<[1.000000e+00, 2.000000e+00]> : vector<2xf32>] : !spirv.array<2 x vector<2xf32>>
// CHECK: %{{.*}} = spirv.EXT.ConstantCompositeReplicate [1.000000e+00 : f32] : !spirv.struct<(f32, f32)>

spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, ReplicatedCompositesEXT], [SPV_EXT_replicated_composites]> {
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
