// `spirv.Select` and `spirv.Undef` in their custom form as MLIR 22 prints them, and the generic form
// cross-checked with upstream.

// RUN: %hlsl-opt %s --split-input-file --allow-unregistered-dialect | FileCheck %s
// RUN: %hlsl-opt %s --split-input-file --allow-unregistered-dialect --mlir-print-op-generic > %t.ours
// RUN: %mlir-opt %s --split-input-file --allow-unregistered-dialect --mlir-print-op-generic > %t.theirs
// RUN: diff %t.ours %t.theirs
// RUN: %mlir-opt %s --split-input-file --allow-unregistered-dialect | %hlsl-opt --split-input-file --allow-unregistered-dialect | FileCheck %s
// RUN: %mlir-opt %s --split-input-file --allow-unregistered-dialect --mlir-print-op-generic | %hlsl-opt --split-input-file --allow-unregistered-dialect | FileCheck %s
// REQUIRES: mlir-opt

// -----

// CHECK-LABEL: spirv.module @select Logical GLSL450 {
// CHECK-NEXT: spirv.func @select(%arg0: i1, %arg1: vector<2xi1>, %arg2: f32, %arg3: vector<2xi32>, %arg4: !spirv.ptr<f32, Function>) "None" {
// CHECK-NEXT: %0 = spirv.Select %arg0, %arg2, %arg2 : i1, f32
// CHECK-NEXT: %1 = spirv.Select %arg1, %arg3, %arg3 {foo} : vector<2xi1>, vector<2xi32>
// CHECK-NEXT: %2 = spirv.Select %arg0, %arg3, %arg3 : i1, vector<2xi32>
// CHECK-NEXT: %3 = spirv.Select %arg0, %arg4, %arg4 : i1, !spirv.ptr<f32, Function>
// CHECK-NEXT: spirv.Return
// CHECK-NEXT: }
// CHECK-NEXT: }
spirv.module @select Logical GLSL450 {
  spirv.func @select(%c: i1, %cv: vector<2xi1>, %a: f32, %v: vector<2xi32>, %p: !spirv.ptr<f32, Function>) "None" {
    %0 = spirv.Select %c, %a, %a : i1, f32
    %1 = spirv.Select %cv, %v, %v {foo} : vector<2xi1>, vector<2xi32>
    %2 = spirv.Select %c, %v, %v : i1, vector<2xi32>
    %3 = spirv.Select %c, %p, %p : i1, !spirv.ptr<f32, Function>
    spirv.Return
  }
}

// -----

// CHECK-LABEL: spirv.module @undef Logical GLSL450 {
// CHECK-NEXT: spirv.func @undef() "None" {
// CHECK-NEXT: %0 = spirv.Undef : f32
// CHECK-NEXT: %1 = spirv.Undef : vector<4xi32>
// CHECK-NEXT: %2 = spirv.Undef {foo} : !spirv.array<4 x !spirv.struct<(f32, i32)>>
// CHECK-NEXT: %3 = spirv.Undef : !spirv.ptr<f32, Function>
// CHECK-NEXT: spirv.Return
// CHECK-NEXT: }
// CHECK-NEXT: }
spirv.module @undef Logical GLSL450 {
  spirv.func @undef() "None" {
    %0 = spirv.Undef : f32
    %1 = spirv.Undef : vector<4xi32>
    %2 = spirv.Undef {foo} : !spirv.array<4 x !spirv.struct<(f32, i32)>>
    %3 = spirv.Undef : !spirv.ptr<f32, Function>
    spirv.Return
  }
}
