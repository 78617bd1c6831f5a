// The integer dot products in MLIR 22's custom form: packed 4x8-bit scalars with their
// <PackedVectorFormat4x8Bit> format, vectors of 8- and 16-bit integers, and the
// accumulating-saturating forms.

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

// CHECK-LABEL: spirv.module Logical GLSL450 requires #spirv.vce<v1.6, [Shader, Int8, Int16, Int64, DotProduct, DotProductInput4x8BitPacked, DotProductInput4x8Bit, DotProductInputAll], []> {
// CHECK-LABEL: spirv.func @dot(%arg0: i32, %arg1: vector<4xi8>, %arg2: vector<2xi16>, %arg3: i64, %arg4: i16) "None" {
// CHECK-NEXT: %0 = spirv.SDot %arg0, %arg0, <PackedVectorFormat4x8Bit> : i32 -> i32
// CHECK-NEXT: %1 = spirv.SUDot %arg1, %arg1 : vector<4xi8> -> i32
// CHECK-NEXT: %2 = spirv.UDot %arg2, %arg2 : vector<2xi16> -> i64
// CHECK-NEXT: %3 = spirv.SDotAccSat %arg0, %arg0, %0, <PackedVectorFormat4x8Bit> : i32 -> i32
// CHECK-NEXT: %4 = spirv.SUDotAccSat %arg1, %arg1, %arg3 : vector<4xi8> -> i64
// CHECK-NEXT: %5 = spirv.UDotAccSat %arg2, %arg2, %0 {foo} : vector<2xi16> -> i32
// CHECK-NEXT: spirv.Return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }

spirv.module Logical GLSL450 requires #spirv.vce<v1.6, [Shader, Int8, Int16, Int64, DotProduct, DotProductInput4x8BitPacked, DotProductInput4x8Bit, DotProductInputAll], []> {
  spirv.func @dot(%p: i32, %b: vector<4xi8>, %s: vector<2xi16>, %l: i64, %w: i16) "None" {
    %0 = spirv.SDot %p, %p, <PackedVectorFormat4x8Bit> : i32 -> i32
    %1 = spirv.SUDot %b, %b : vector<4xi8> -> i32
    %2 = spirv.UDot %s, %s : vector<2xi16> -> i64
    %3 = spirv.SDotAccSat %p, %p, %0, <PackedVectorFormat4x8Bit> : i32 -> i32
    %4 = spirv.SUDotAccSat %b, %b, %l : vector<4xi8> -> i64
    %5 = spirv.UDotAccSat %s, %s, %0 {foo} : vector<2xi16> -> i32
    spirv.Return
  }
}
