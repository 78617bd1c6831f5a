// Common subexpression elimination: equal side-effect-free ops merge (also in
// nested regions, which see the values of their enclosing blocks), ops with
// effects or regions and terminators do not, functions are isolated from each
// other. The whole output equals upstream's.

// RUN: %hlsl-opt %s --allow-unregistered-dialect --cse | FileCheck %s
// RUN: %hlsl-opt %s --allow-unregistered-dialect --cse > %t.ours
// RUN: %mlir-opt %s --allow-unregistered-dialect --cse > %t.theirs
// RUN: diff %t.ours %t.theirs
// REQUIRES: mlir-opt

func.func @simple(%x: i32, %y: i32) -> (i32, i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %c1_b = arith.constant 1 : i32
  %0 = arith.addi %x, %c1 : i32
  %1 = arith.addi %x, %c1_b : i32
  %2 = arith.addi %x, %c1 overflow<nsw> : i32
  %3 = arith.addi %c1, %x : i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

func.func @effects(%x: i32) -> (i32, i32) {
  %0 = "my.effect"(%x) : (i32) -> i32
  %1 = "my.effect"(%x) : (i32) -> i32
  return %0, %1 : i32, i32
}

func.func @nested(%x: i32, %c: i1) -> i32 {
  %0 = arith.muli %x, %x : i32
  %1 = scf.if %c -> (i32) {
    %2 = arith.muli %x, %x : i32
    %3 = arith.subi %2, %x : i32
    scf.yield %3 : i32
  } else {
    %4 = arith.subi %0, %x : i32
    scf.yield %4 : i32
  }
  %5 = arith.subi %0, %x : i32
  %6 = arith.addi %1, %5 : i32
  return %6 : i32
}

func.func @dead(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  return %x : i32
}

// ----- expected output (generated from upstream, cross-checked by the diff above)
// CHECK-LABEL: func.func @simple(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32) {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c1_i32 : i32
// CHECK-NEXT: %1 = arith.addi %arg0, %c1_i32 overflow<nsw> : i32
// CHECK-NEXT: return %0, %0, %1, %0 : i32, i32, i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @effects(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = "my.effect"(%arg0) : (i32) -> i32
// CHECK-NEXT: %1 = "my.effect"(%arg0) : (i32) -> i32
// CHECK-NEXT: return %0, %1 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nested(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT: %0 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT: %1 = scf.if %arg1 -> (i32) {
// CHECK-NEXT: %4 = arith.subi %0, %arg0 : i32
// CHECK-NEXT: scf.yield %4 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %4 = arith.subi %0, %arg0 : i32
// CHECK-NEXT: scf.yield %4 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = arith.subi %0, %arg0 : i32
// CHECK-NEXT: %3 = arith.addi %1, %2 : i32
// CHECK-NEXT: return %3 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dead(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
