// scf.for, scf.if, scf.while, scf.yield and scf.condition in their custom form
// as MLIR 22 prints them (implicit terminators, iter_args, unsigned loops,
// non-index induction variables); the generic form is cross-checked with
// upstream, and upstream's output parses back.

// RUN: %hlsl-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: %hlsl-opt %s --allow-unregistered-dialect --mlir-print-op-generic > %t.ours
// RUN: %mlir-opt %s --allow-unregistered-dialect --mlir-print-op-generic > %t.theirs
// RUN: diff %t.ours %t.theirs
// RUN: %mlir-opt %s --allow-unregistered-dialect | %hlsl-opt --allow-unregistered-dialect | FileCheck %s
// RUN: %mlir-opt %s --allow-unregistered-dialect --mlir-print-op-generic | %hlsl-opt --allow-unregistered-dialect | FileCheck %s
// REQUIRES: mlir-opt

func.func @f(%lb: index, %ub: index, %st: index, %c: i1, %x: f32, %a: i32, %b: i32) -> f32 {
  scf.for %i = %lb to %ub step %st {
    "my.use"(%i) : (index) -> ()
  }
  %r = scf.for %i = %lb to %ub step %st iter_args(%acc = %x) -> (f32) {
    %n = arith.addf %acc, %acc : f32
    scf.yield %n : f32
  }
  %r2:2 = scf.for %i = %a to %b step %a iter_args(%p = %x, %q = %a) -> (f32, i32) : i32 {
    scf.yield %p, %q : f32, i32
  }
  scf.for unsigned %i = %a to %b step %a : i32 {
  }
  scf.if %c {
    "my.then"() : () -> ()
  }
  scf.if %c {
    "my.then"() : () -> ()
  } else {
    "my.else"() : () -> ()
  }
  %v = scf.if %c -> (f32) {
    scf.yield %x : f32
  } else {
    scf.yield %r : f32
  }
  %w:2 = scf.while (%arg1 = %a, %arg2 = %x) : (i32, f32) -> (i32, f32) {
    %cond = arith.cmpi slt, %arg1, %b : i32
    scf.condition(%cond) %arg1, %arg2 : i32, f32
  } do {
  ^bb0(%arg3: i32, %arg4: f32):
    scf.yield %arg3, %arg4 : i32, f32
  }
  %w2 = scf.while : () -> i32 {
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%z: i32):
    scf.yield
  }
  return %v : f32
}

// ----- expected output (generated from upstream, cross-checked by the diff above)
// CHECK-LABEL: func.func @f(%arg0: index, %arg1: index, %arg2: index, %arg3: i1, %arg4: f32, %arg5: i32, %arg6: i32) -> f32 {
// CHECK-NEXT: scf.for %arg7 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: "my.use"(%arg7) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %0 = scf.for %arg7 = %arg0 to %arg1 step %arg2 iter_args(%arg8 = %arg4) -> (f32) {
// CHECK-NEXT: %5 = arith.addf %arg8, %arg8 : f32
// CHECK-NEXT: scf.yield %5 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = scf.for %arg7 = %arg5 to %arg6 step %arg5 iter_args(%arg8 = %arg4, %arg9 = %arg5) -> (f32, i32)  : i32 {
// CHECK-NEXT: scf.yield %arg8, %arg9 : f32, i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.for unsigned %arg7 = %arg5 to %arg6 step %arg5  : i32 {
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %arg3 {
// CHECK-NEXT: "my.then"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %arg3 {
// CHECK-NEXT: "my.then"() : () -> ()
// CHECK-NEXT: } else {
// CHECK-NEXT: "my.else"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.if %arg3 -> (f32) {
// CHECK-NEXT: scf.yield %arg4 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %3:2 = scf.while (%arg7 = %arg5, %arg8 = %arg4) : (i32, f32) -> (i32, f32) {
// CHECK-NEXT: %5 = arith.cmpi slt, %arg7, %arg6 : i32
// CHECK-NEXT: scf.condition(%5) %arg7, %arg8 : i32, f32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg7: i32, %arg8: f32):
// CHECK-NEXT: scf.yield %arg7, %arg8 : i32, f32
// CHECK-NEXT: }
// CHECK-NEXT: %4 = scf.while : () -> i32 {
// CHECK-NEXT: scf.condition(%arg3) %arg5 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg7: i32):
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: return %2 : f32
// CHECK-NEXT: }
