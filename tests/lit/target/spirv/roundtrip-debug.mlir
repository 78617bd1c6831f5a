// --test-spirv-roundtrip-debug serializes with debug information (an OpString
// naming the input file, an OpLine before each op's instruction) and reads the
// binary back: ops keep their file locations, ops made from module-level
// values (constants) have none, and a structured construct, its entry branch,
// its merge op and the branch after its merge instruction get the
// construct's location, as with mlir-translate-22. Debug information needs
// SPV_KHR_non_semantic_info (roundtrip-debug-extension.mlir).

// RUN: %hlsl-translate --no-implicit-module --test-spirv-roundtrip-debug \
// RUN:   --mlir-print-debuginfo --mlir-print-local-scope %s | FileCheck %s
// RUN: %hlsl-translate --no-implicit-module --test-spirv-roundtrip \
// RUN:   --mlir-print-debuginfo --mlir-print-local-scope %s | FileCheck %s --check-prefix=PLAIN

// REQUIRES: mlir-translate
// RUN: %mlir-translate --no-implicit-module --test-spirv-roundtrip-debug \
// RUN:   --mlir-print-debuginfo --mlir-print-local-scope %s | FileCheck %s

// The binary itself: the file name, then a line before the instructions.
// RUN: %hlsl-translate --no-implicit-module --serialize-spirv %s -o %t.spv
// RUN: spirv-dis %t.spv | FileCheck %s --check-prefix=NOLINE
// NOLINE-NOT: OpLine
// NOLINE-NOT: OpString

spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], [SPV_KHR_non_semantic_info]> {
  // CHECK: spirv.GlobalVariable @out : !spirv.ptr<f32, Output> loc({{".*roundtrip-debug.mlir"}}:[[@LINE+1]]:3)
  spirv.GlobalVariable @out : !spirv.ptr<f32, Output>
  // CHECK: spirv.func @scale(%{{.*}}: f32 loc(unknown)) -> f32 "None" {
  spirv.func @scale(%x: f32) -> f32 "None" {
    // CHECK-NEXT: spirv.Constant 2.000000e+00 : f32 loc(unknown)
    // CHECK-NEXT: spirv.FMul {{.*}} loc({{".*roundtrip-debug.mlir"}}:[[@LINE+2]]:10)
    %two = spirv.Constant 2.0 : f32
    %0 = spirv.FMul %x, %two : f32
    // CHECK-NEXT: spirv.ReturnValue {{.*}} loc({{".*roundtrip-debug.mlir"}}:[[@LINE+1]]:5)
    spirv.ReturnValue %0 : f32
  // CHECK-NEXT: } loc(unknown)
  }

  // CHECK-LABEL: spirv.func @choose
  spirv.func @choose(%c: i1, %x: f32) "None" {
    %p = spirv.mlir.addressof @out : !spirv.ptr<f32, Output>
    // CHECK: spirv.mlir.selection {
    spirv.mlir.selection {
      // The conditional branch follows the merge instruction: no line of its
      // own.
      // CHECK-NEXT: spirv.BranchConditional {{.*}} loc({{".*roundtrip-debug.mlir"}}:[[@LINE-3]]:5)
      spirv.BranchConditional %c, ^then, ^merge
    ^then:
      // Calls and addresses of globals have no location.
      // CHECK: spirv.FunctionCall @scale({{.*}} loc(unknown)
      %1 = spirv.FunctionCall @scale(%x) : (f32) -> f32
      // CHECK-NEXT: spirv.mlir.addressof @out : !spirv.ptr<f32, Output> loc(unknown)
      // CHECK-NEXT: spirv.Store "Output" {{.*}} loc({{".*roundtrip-debug.mlir"}}:[[@LINE+1]]:7)
      spirv.Store "Output" %p, %1 : f32
      // CHECK-NEXT: spirv.Branch ^bb2 loc({{".*roundtrip-debug.mlir"}}:[[@LINE+1]]:7)
      spirv.Branch ^merge
    ^merge:
      // CHECK: spirv.mlir.merge loc({{".*roundtrip-debug.mlir"}}:[[@LINE-15]]:5)
      spirv.mlir.merge
    // CHECK-NEXT: } loc({{".*roundtrip-debug.mlir"}}:[[@LINE-17]]:5)
    }
    spirv.Return
  }

  // CHECK-LABEL: spirv.func @count
  spirv.func @count(%n: i32) "None" {
    %zero = spirv.Constant 0 : i32
    %one = spirv.Constant 1 : i32
    // CHECK: spirv.Variable {{.*}} loc({{".*roundtrip-debug.mlir"}}:[[@LINE+1]]:10)
    %i = spirv.Variable init(%zero) : !spirv.ptr<i32, Function>
    // CHECK: spirv.mlir.loop {
    // CHECK-NEXT: spirv.Branch ^bb1 loc({{".*roundtrip-debug.mlir"}}:[[@LINE+1]]:5)
    spirv.mlir.loop {
      spirv.Branch ^header
    ^header:
      // CHECK: spirv.Load "Function" {{.*}} loc({{".*roundtrip-debug.mlir"}}:[[@LINE+1]]:12)
      %v = spirv.Load "Function" %i : i32
      %lt = spirv.SLessThan %v, %n : i32
      // CHECK: spirv.BranchConditional {{.*}} loc({{".*roundtrip-debug.mlir"}}:[[@LINE-6]]:5)
      spirv.BranchConditional %lt, ^body, ^merge
    ^body:
      %next = spirv.IAdd %v, %one : i32
      spirv.Store "Function" %i, %next : i32
      // CHECK: spirv.Branch ^bb1 loc({{".*roundtrip-debug.mlir"}}:[[@LINE+1]]:7)
      spirv.Branch ^header
    ^merge:
      // CHECK: spirv.mlir.merge loc({{".*roundtrip-debug.mlir"}}:[[@LINE-14]]:5)
      spirv.mlir.merge
    // CHECK-NEXT: } loc({{".*roundtrip-debug.mlir"}}:[[@LINE-16]]:5)
    }
    spirv.Return
  }
}

// Without debug information every location is unknown.
// PLAIN-NOT: roundtrip-debug.mlir
