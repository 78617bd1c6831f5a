// The bit ops (bitwise and/or/xor/not, shifts, bit count and reverse, bit-field
// insert/extract) in MLIR 22's custom form.

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

// CHECK-LABEL: spirv.module @bitwise Logical GLSL450 {
// CHECK: spirv.func @bitwise(%arg0: i32, %arg1: i32, %arg2: vector<3xi16>, %arg3: ui64) "None" {
// CHECK-NEXT: %0 = spirv.BitwiseAnd %arg0, %arg1 : i32
// CHECK-NEXT: %1 = spirv.BitwiseOr %arg2, %arg2 : vector<3xi16>
// CHECK-NEXT: %2 = spirv.BitwiseXor %arg3, %arg3 {foo} : ui64
// CHECK-NEXT: %3 = spirv.Not %arg0 : i32
// CHECK-NEXT: %4 = spirv.Not %arg2 : vector<3xi16> {foo}
// CHECK-NEXT: %5 = spirv.BitCount %arg0 : i32
// CHECK-NEXT: %6 = spirv.BitReverse %arg2 : vector<3xi16>
// CHECK-NEXT: spirv.Return
// CHECK-NEXT: }
// CHECK: spirv.func @shifts(%arg0: i32, %arg1: i16, %arg2: vector<3xi32>, %arg3: vector<3xi8>) "None" {
// CHECK-NEXT: %0 = spirv.ShiftLeftLogical %arg0, %arg1 : i32, i16
// CHECK-NEXT: %1 = spirv.ShiftRightLogical %arg2, %arg3 : vector<3xi32>, vector<3xi8>
// CHECK-NEXT: %2 = spirv.ShiftRightArithmetic %arg0, %arg0 {foo} : i32, i32
// CHECK-NEXT: spirv.Return
// CHECK-NEXT: }
// CHECK: spirv.func @bit_fields(%arg0: i32, %arg1: vector<3xi32>, %arg2: i8, %arg3: i16) "None" {
// CHECK-NEXT: %0 = spirv.BitFieldInsert %arg0, %arg0, %arg2, %arg3 : i32, i8, i16
// CHECK-NEXT: %1 = spirv.BitFieldInsert %arg1, %arg1, %arg2, %arg2 {foo} : vector<3xi32>, i8, i8
// CHECK-NEXT: %2 = spirv.BitFieldSExtract %arg0, %arg2, %arg3 : i32, i8, i16
// CHECK-NEXT: %3 = spirv.BitFieldUExtract %arg1, %arg0, %arg0 : vector<3xi32>, i32, i32
// CHECK-NEXT: spirv.Return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }

spirv.module @bitwise Logical GLSL450 {
  spirv.func @bitwise(%a: i32, %b: i32, %v: vector<3xi16>, %u: ui64) "None" {
    %0 = spirv.BitwiseAnd %a, %b : i32
    %1 = spirv.BitwiseOr %v, %v : vector<3xi16>
    %2 = spirv.BitwiseXor %u, %u {foo} : ui64
    %3 = spirv.Not %a : i32
    %4 = spirv.Not %v : vector<3xi16> {foo}
    %5 = spirv.BitCount %a : i32
    %6 = spirv.BitReverse %v : vector<3xi16>
    spirv.Return
  }
  spirv.func @shifts(%a: i32, %s: i16, %v: vector<3xi32>, %w: vector<3xi8>) "None" {
    %0 = spirv.ShiftLeftLogical %a, %s : i32, i16
    %1 = spirv.ShiftRightLogical %v, %w : vector<3xi32>, vector<3xi8>
    %2 = spirv.ShiftRightArithmetic %a, %a {foo} : i32, i32
    spirv.Return
  }
  spirv.func @bit_fields(%a: i32, %v: vector<3xi32>, %o: i8, %c: i16) "None" {
    %0 = spirv.BitFieldInsert %a, %a, %o, %c : i32, i8, i16
    %1 = spirv.BitFieldInsert %v, %v, %o, %o {foo} : vector<3xi32>, i8, i8
    %2 = spirv.BitFieldSExtract %a, %o, %c : i32, i8, i16
    %3 = spirv.BitFieldUExtract %v, %a, %a : vector<3xi32>, i32, i32
    spirv.Return
  }
}
