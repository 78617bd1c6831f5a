// Dead code removal by the greedy driver: unused side-effect-free ops (also
// chains of them, and scf ops whose bodies are pure) go; ops with effects,
// unregistered ops and symbols stay; constants are uniqued and hoisted. The
// whole output equals upstream's.

// RUN: %hlsl-opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s
// RUN: %hlsl-opt %s --allow-unregistered-dialect --canonicalize > %t.ours
// RUN: %mlir-opt %s --allow-unregistered-dialect --canonicalize > %t.theirs
// RUN: diff %t.ours %t.theirs
// REQUIRES: mlir-opt

func.func private @unused_decl(i32)

func.func @dead(%x: i32, %c: i1, %n: index) -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %x, %c1 : i32
  %1 = arith.muli %0, %0 : i32
  %2 = scf.if %c -> (i32) {
    %a = arith.addi %x, %x : i32
    scf.yield %a : i32
  } else {
    scf.yield %x : i32
  }
  %c0 = arith.constant 0 : index
  %c1_0 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1_0 {
    %d = arith.addi %x, %c1 : i32
  }
  "my.effect"(%1) : (i32) -> ()
  %c1_again = arith.constant 1 : i32
  %3 = arith.addi %x, %c1_again : i32
  return %3 : i32
}

// ----- expected output (generated from upstream, cross-checked by the diff above)
// CHECK-LABEL: func.func private @unused_decl(i32)
// CHECK-LABEL: func.func @dead(%arg0: i32, %arg1: i1, %arg2: index) -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c1_i32 : i32
// CHECK-NEXT: %1 = arith.muli %0, %0 : i32
// CHECK-NEXT: "my.effect"(%1) : (i32) -> ()
// CHECK-NEXT: %2 = arith.addi %arg0, %c1_i32 : i32
// CHECK-NEXT: return %2 : i32
// CHECK-NEXT: }
