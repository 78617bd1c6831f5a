// The composite ops (`spirv.CompositeConstruct`, `spirv.CompositeExtract`,
// `spirv.CompositeInsert`, `spirv.VectorShuffle`, `spirv.VectorExtractDynamic`,
// `spirv.VectorInsertDynamic`) in their custom form as MLIR 22 prints them, and the generic form
// cross-checked with upstream.

// RUN: %hlsl-opt %s --split-input-file --allow-unregistered-dialect | FileCheck %s
// RUN: %hlsl-opt %s --split-input-file --allow-unregistered-dialect --mlir-print-op-generic > %t.ours
// RUN: %mlir-opt %s --split-input-file --allow-unregistered-dialect --mlir-print-op-generic > %t.theirs
// RUN: diff %t.ours %t.theirs
// RUN: %mlir-opt %s --split-input-file --allow-unregistered-dialect | %hlsl-opt --split-input-file --allow-unregistered-dialect | FileCheck %s
// RUN: %mlir-opt %s --split-input-file --allow-unregistered-dialect --mlir-print-op-generic | %hlsl-opt --split-input-file --allow-unregistered-dialect | FileCheck %s
// REQUIRES: mlir-opt

// -----

// CHECK-LABEL: spirv.module @construct Logical GLSL450 {
// CHECK-NEXT: spirv.func @construct(%arg0: f32, %arg1: f32, %arg2: vector<2xf32>, %arg3: i32) "None" {
// CHECK-NEXT: %0 = spirv.CompositeConstruct %arg0, %arg1 : (f32, f32) -> vector<2xf32>
// CHECK-NEXT: %1 = spirv.CompositeConstruct %arg2, %arg0, %arg1 : (vector<2xf32>, f32, f32) -> vector<4xf32>
// CHECK-NEXT: %2 = spirv.CompositeConstruct %arg2, %arg2 : (vector<2xf32>, vector<2xf32>) -> vector<4xf32>
// CHECK-NEXT: %3 = spirv.CompositeConstruct %arg0, %arg3 {foo} : (f32, i32) -> !spirv.struct<(f32, i32)>
// CHECK-NEXT: %4 = spirv.CompositeConstruct %arg0, %arg0, %arg0 : (f32, f32, f32) -> !spirv.array<3 x f32>
// CHECK-NEXT: %5 = spirv.CompositeConstruct %arg2, %arg2 : (vector<2xf32>, vector<2xf32>) -> !spirv.matrix<2 x vector<2xf32>>
// CHECK-NEXT: spirv.Return
// CHECK-NEXT: }
// CHECK-NEXT: }
spirv.module @construct Logical GLSL450 {
  spirv.func @construct(%a: f32, %b: f32, %v2: vector<2xf32>, %i: i32) "None" {
    %0 = spirv.CompositeConstruct %a, %b : (f32, f32) -> vector<2xf32>
    %1 = spirv.CompositeConstruct %v2, %a, %b : (vector<2xf32>, f32, f32) -> vector<4xf32>
    %2 = spirv.CompositeConstruct %v2, %v2 : (vector<2xf32>, vector<2xf32>) -> vector<4xf32>
    %3 = spirv.CompositeConstruct %a, %i {foo} : (f32, i32) -> !spirv.struct<(f32, i32)>
    %4 = spirv.CompositeConstruct %a, %a, %a : (f32, f32, f32) -> !spirv.array<3 x f32>
    %5 = spirv.CompositeConstruct %v2, %v2 : (vector<2xf32>, vector<2xf32>) -> !spirv.matrix<2 x vector<2xf32>>
    spirv.Return
  }
}

// -----

// CHECK-LABEL: spirv.module @extract Logical GLSL450 {
// CHECK-NEXT: spirv.func @extract(%arg0: vector<4xf32>, %arg1: !spirv.struct<(f32, !spirv.array<4 x !spirv.struct<(i32, vector<2xi8>)>>)>, %arg2: !spirv.rtarray<i32>, %arg3: !spirv.matrix<3 x vector<2xf32>>) "None" {
// CHECK-NEXT: %0 = spirv.CompositeExtract %arg0[1 : i32] : vector<4xf32>
// CHECK-NEXT: %1 = spirv.CompositeExtract %arg1[1 : i32, 2 : i32, 1 : i32, 0 : i32] : !spirv.struct<(f32, !spirv.array<4 x !spirv.struct<(i32, vector<2xi8>)>>)>
// CHECK-NEXT: %2 = spirv.CompositeExtract %arg2[7 : i32] : !spirv.rtarray<i32>
// CHECK-NEXT: %3 = spirv.CompositeExtract %arg3[2 : i32] : !spirv.matrix<3 x vector<2xf32>>
// CHECK-NEXT: %4 = spirv.CompositeExtract %arg3[2 : i32, 1 : i32] : !spirv.matrix<3 x vector<2xf32>>
// CHECK-NEXT: spirv.Return
// CHECK-NEXT: }
// CHECK-NEXT: }
spirv.module @extract Logical GLSL450 {
  spirv.func @extract(%v: vector<4xf32>, %s: !spirv.struct<(f32, !spirv.array<4 x !spirv.struct<(i32, vector<2xi8>)>>)>, %r: !spirv.rtarray<i32>, %m: !spirv.matrix<3 x vector<2xf32>>) "None" {
    %0 = spirv.CompositeExtract %v[1 : i32] : vector<4xf32>
    %1 = spirv.CompositeExtract %s[1 : i32, 2 : i32, 1 : i32, 0 : i32] : !spirv.struct<(f32, !spirv.array<4 x !spirv.struct<(i32, vector<2xi8>)>>)>
    %2 = spirv.CompositeExtract %r[7 : i32] : !spirv.rtarray<i32>
    %3 = spirv.CompositeExtract %m[2 : i32] : !spirv.matrix<3 x vector<2xf32>>
    %4 = spirv.CompositeExtract %m[2 : i32, 1 : i32] : !spirv.matrix<3 x vector<2xf32>>
    spirv.Return
  }
}

// -----

// CHECK-LABEL: spirv.module @insert Logical GLSL450 {
// CHECK-NEXT: spirv.func @insert(%arg0: f32, %arg1: vector<4xf32>, %arg2: !spirv.struct<(f32, !spirv.array<4 x i32>)>, %arg3: i32) "None" {
// CHECK-NEXT: %0 = spirv.CompositeInsert %arg0, %arg1[3 : i32] : f32 into vector<4xf32>
// CHECK-NEXT: %1 = spirv.CompositeInsert %arg3, %arg2[1 : i32, 2 : i32] : i32 into !spirv.struct<(f32, !spirv.array<4 x i32>)>
// CHECK-NEXT: spirv.Return
// CHECK-NEXT: }
// CHECK-NEXT: }
spirv.module @insert Logical GLSL450 {
  spirv.func @insert(%a: f32, %v: vector<4xf32>, %s: !spirv.struct<(f32, !spirv.array<4 x i32>)>, %i: i32) "None" {
    %0 = spirv.CompositeInsert %a, %v[3 : i32] : f32 into vector<4xf32>
    %1 = spirv.CompositeInsert %i, %s[1 : i32, 2 : i32] : i32 into !spirv.struct<(f32, !spirv.array<4 x i32>)>
    spirv.Return
  }
}

// -----

// CHECK-LABEL: spirv.module @shuffle Logical GLSL450 {
// CHECK-NEXT: spirv.func @shuffle(%arg0: vector<4xf32>, %arg1: vector<2xf32>) "None" {
// CHECK-NEXT: %0 = spirv.VectorShuffle [1 : i32, 3 : i32, 5 : i32] %arg0, %arg1 : vector<4xf32>, vector<2xf32> -> vector<3xf32>
// CHECK-NEXT: %1 = spirv.VectorShuffle [0 : i32, -1 : i32] %arg1, %arg1 : vector<2xf32>, vector<2xf32> -> vector<2xf32>
// CHECK-NEXT: %2 = spirv.VectorShuffle {foo} [0 : i32, 1 : i32] %arg0, %arg0 : vector<4xf32>, vector<4xf32> -> vector<2xf32>
// CHECK-NEXT: spirv.Return
// CHECK-NEXT: }
// CHECK-NEXT: }
spirv.module @shuffle Logical GLSL450 {
  spirv.func @shuffle(%a: vector<4xf32>, %b: vector<2xf32>) "None" {
    %0 = spirv.VectorShuffle [1 : i32, 3 : i32, 5 : i32] %a, %b : vector<4xf32>, vector<2xf32> -> vector<3xf32>
    %1 = spirv.VectorShuffle [0 : i32, -1 : i32] %b, %b : vector<2xf32>, vector<2xf32> -> vector<2xf32>
    %2 = spirv.VectorShuffle {foo} [0 : i32, 1 : i32] %a, %a : vector<4xf32>, vector<4xf32> -> vector<2xf32>
    spirv.Return
  }
}

// -----

// CHECK-LABEL: spirv.module @dynamic Logical GLSL450 {
// CHECK-NEXT: spirv.func @dynamic(%arg0: vector<4xf32>, %arg1: i32, %arg2: f32, %arg3: vector<2xsi8>, %arg4: si64, %arg5: si8) "None" {
// CHECK-NEXT: %0 = spirv.VectorExtractDynamic %arg0[%arg1] : vector<4xf32>, i32
// CHECK-NEXT: %1 = spirv.VectorInsertDynamic %arg2, %arg0[%arg1] : vector<4xf32>, i32
// CHECK-NEXT: %2 = spirv.VectorExtractDynamic %arg3[%arg4] {foo} : vector<2xsi8>, si64
// CHECK-NEXT: %3 = spirv.VectorInsertDynamic %arg5, %arg3[%arg4] : vector<2xsi8>, si64
// CHECK-NEXT: spirv.Return
spirv.module @dynamic Logical GLSL450 {
  spirv.func @dynamic(%v: vector<4xf32>, %i: i32, %c: f32, %b: vector<2xsi8>, %j: si64, %s: si8) "None" {
    %0 = spirv.VectorExtractDynamic %v[%i] : vector<4xf32>, i32
    %1 = spirv.VectorInsertDynamic %c, %v[%i] : vector<4xf32>, i32
    %2 = spirv.VectorExtractDynamic %b[%j] {foo} : vector<2xsi8>, si64
    %3 = spirv.VectorInsertDynamic %s, %b[%j] : vector<2xsi8>, si64
    spirv.Return
  }
}
