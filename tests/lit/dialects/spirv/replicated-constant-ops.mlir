// The SPV_EXT_replicated_composites ops in MLIR 22's custom form: replicated composite
// constants of scalars, arrays and vectors into vectors, nested arrays and structs, and
// replicated composite specialization constants.

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

// CHECK-LABEL: spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, ReplicatedCompositesEXT], [SPV_EXT_replicated_composites]> {
// CHECK-NEXT: spirv.SpecConstant @sc = 1 : i32
// CHECK-NEXT: spirv.SpecConstant @sf = 2.000000e+00 : f32
// CHECK-NEXT: spirv.EXT.SpecConstantCompositeReplicate @scr (@sc) : vector<4xi32>
// CHECK-NEXT: spirv.EXT.SpecConstantCompositeReplicate @sfr (@sf) : !spirv.array<3 x f32>
// CHECK-LABEL: spirv.func @vectors() -> vector<3xi32> "None" {
// CHECK-NEXT: %0 = spirv.EXT.ConstantCompositeReplicate [2 : i32] : vector<3xi32>
// CHECK-NEXT: spirv.ReturnValue %0 : vector<3xi32>
// CHECK-NEXT: }
// CHECK-LABEL: spirv.func @arrays() -> !spirv.array<2 x !spirv.array<3 x i32>> "None" {
// CHECK-NEXT: %0 = spirv.EXT.ConstantCompositeReplicate {{\[\[}}1 : i32, 2 : i32, 3 : i32{{\]\]}} : !spirv.array<2 x !spirv.array<3 x i32>>
// CHECK-NEXT: %1 = spirv.EXT.ConstantCompositeReplicate [dense<[1.000000e+00, 2.000000e+00]> : vector<2xf32>] : !spirv.array<2 x vector<2xf32>>
// CHECK-NEXT: %2 = spirv.EXT.ConstantCompositeReplicate [3 : i32] : !spirv.array<2 x !spirv.array<3 x i32>>
// CHECK-NEXT: %3 = spirv.EXT.ConstantCompositeReplicate [1.000000e+00 : f32] : !spirv.struct<(f32, f32)> {foo}
// CHECK-NEXT: spirv.ReturnValue %2 : !spirv.array<2 x !spirv.array<3 x i32>>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }

spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, ReplicatedCompositesEXT], [SPV_EXT_replicated_composites]> {
  spirv.SpecConstant @sc = 1 : i32
  spirv.SpecConstant @sf = 2.0 : f32
  spirv.EXT.SpecConstantCompositeReplicate @scr (@sc) : vector<4xi32>
  spirv.EXT.SpecConstantCompositeReplicate @sfr (@sf) : !spirv.array<3 x f32>
  spirv.func @vectors() -> vector<3xi32> "None" {
    %0 = spirv.EXT.ConstantCompositeReplicate [2 : i32] : vector<3xi32>
    spirv.ReturnValue %0 : vector<3xi32>
  }
  spirv.func @arrays() -> !spirv.array<2 x !spirv.array<3 x i32>> "None" {
    %0 = spirv.EXT.ConstantCompositeReplicate [[1 : i32, 2 : i32, 3 : i32]] : !spirv.array<2 x !spirv.array<3 x i32>>
    %1 = spirv.EXT.ConstantCompositeReplicate [dense<[1.0, 2.0]> : vector<2xf32>] : !spirv.array<2 x vector<2xf32>>
    %2 = spirv.EXT.ConstantCompositeReplicate [3 : i32] : !spirv.array<2 x !spirv.array<3 x i32>>
    %3 = spirv.EXT.ConstantCompositeReplicate [1.0 : f32] : !spirv.struct<(f32, f32)> {foo}
    spirv.ReturnValue %2 : !spirv.array<2 x !spirv.array<3 x i32>>
  }
}
