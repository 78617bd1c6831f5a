// Canonicalization of scf.if (static conditions, unused results, selects,
// empty else branches, merging) and scf.for (trivial trip counts, forwarded
// iteration values); the whole output equals upstream's.

// RUN: %hlsl-opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s
// RUN: %hlsl-opt %s --allow-unregistered-dialect --canonicalize > %t.ours
// RUN: %mlir-opt %s --allow-unregistered-dialect --canonicalize > %t.theirs
// RUN: diff %t.ours %t.theirs
// REQUIRES: mlir-opt

func.func @static_if(%x: i32, %y: i32) -> (i32, i32) {
  %t = arith.constant true
  %f = arith.constant false
  %0 = scf.if %t -> (i32) {
    %a = arith.addi %x, %y : i32
    scf.yield %a : i32
  } else {
    scf.yield %y : i32
  }
  %1 = scf.if %f -> (i32) {
    scf.yield %x : i32
  } else {
    %m = arith.muli %x, %y : i32
    scf.yield %m : i32
  }
  scf.if %f {
    "my.side"() : () -> ()
  }
  return %0, %1 : i32, i32
}
func.func @select(%c: i1, %x: i32, %y: i32) -> i32 {
  %0 = scf.if %c -> (i32) {
    scf.yield %x : i32
  } else {
    scf.yield %y : i32
  }
  return %0 : i32
}
func.func @unused(%c: i1, %x: i32, %y: i32) -> i32 {
  %0:2 = scf.if %c -> (i32, i32) {
    %a = arith.addi %x, %y : i32
    "my.side"() : () -> ()
    scf.yield %a, %a : i32, i32
  } else {
    %b = arith.subi %x, %y : i32
    scf.yield %b, %b : i32, i32
  }
  scf.if %c {
    "my.side"() : () -> ()
  } else {
  }
  return %0#1 : i32
}
func.func @loops(%x: i32, %n: index) -> (i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %0 = scf.for %i = %c4 to %c0 step %c1 iter_args(%a = %x) -> (i32) {
    %b = arith.addi %a, %a : i32
    scf.yield %b : i32
  }
  %1 = scf.for %i = %c0 to %c1 step %c1 iter_args(%a = %x) -> (i32) {
    %ii = arith.index_cast %i : index to i32
    %b = arith.addi %a, %ii : i32
    scf.yield %b : i32
  }
  %2:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %p = %x) -> (i32, i32) {
    %b = arith.addi %a, %a : i32
    "my.use"(%b) : (i32) -> ()
    scf.yield %b, %p : i32, i32
  }
  return %0, %1, %2#1 : i32, i32, i32
}

// ----- expected output (generated from upstream, cross-checked by the diff above)
// CHECK-LABEL: func.func @static_if(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT: return %0, %1 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @select(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unused(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %1 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT: "my.side"() : () -> ()
// CHECK-NEXT: "my.side"() : () -> ()
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = arith.subi %arg1, %arg2 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @loops(%arg0: i32, %arg1: index) -> (i32, i32, i32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %arg0) -> (i32) {
// CHECK-NEXT: %1 = arith.addi %arg3, %arg3 : i32
// CHECK-NEXT: "my.use"(%1) : (i32) -> ()
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %arg0, %arg0, %arg0 : i32, i32, i32
// CHECK-NEXT: }
