// Canonicalization patterns of arith (constant reassociation, xori of cmpi,
// select simplifications, cast chains, constants to the right of commutative
// ops); the whole output equals upstream's.

// RUN: %hlsl-opt %s --canonicalize | FileCheck %s
// RUN: %hlsl-opt %s --canonicalize > %t.ours
// RUN: %mlir-opt %s --canonicalize > %t.theirs
// RUN: diff %t.ours %t.theirs
// REQUIRES: mlir-opt

func.func @chains(%x: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c3 = arith.constant 3 : i32
  %c5 = arith.constant 5 : i32
  %a = arith.addi %x, %c3 overflow<nsw> : i32
  %0 = arith.addi %a, %c5 overflow<nsw> : i32
  %s = arith.subi %x, %c3 : i32
  %1 = arith.addi %s, %c5 : i32
  %s2 = arith.subi %c3, %x : i32
  %2 = arith.addi %s2, %c5 : i32
  %3 = arith.subi %a, %c5 : i32
  %4 = arith.subi %c5, %a : i32
  %5 = arith.subi %s, %c5 : i32
  %6 = arith.subi %s2, %c5 : i32
  %7 = arith.subi %c5, %s : i32
  %8 = arith.subi %c5, %s2 : i32
  %m = arith.muli %x, %c3 : i32
  %9 = arith.muli %c5, %m : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}
func.func @logic(%a: i32, %b: i32, %c: i1, %x: i32, %y: i32, %i: i8) -> (i1, i32, i32, i1, i32, i64, i64, i16, i32, i1) {
  %t = arith.constant true
  %f = arith.constant false
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %cmp = arith.cmpi slt, %a, %b : i32
  %0 = arith.xori %cmp, %t : i1
  %1 = arith.select %c, %c1, %c0 : i32
  %2 = arith.select %c, %c0, %c1 : i32
  %3 = arith.select %c, %f, %t : i1
  %n = arith.xori %c, %t : i1
  %4 = arith.select %n, %x, %y : i32
  %e = arith.extui %i : i8 to i32
  %5 = arith.extsi %e : i32 to i64
  %e2 = arith.extsi %i : i8 to i32
  %6 = arith.extsi %e2 : i32 to i64
  %7 = arith.trunci %e2 : i32 to i16
  %8 = arith.select %c, %x, %y : i32
  %9 = arith.cmpi sgt, %c0, %a : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i1, i32, i32, i1, i32, i64, i64, i16, i32, i1
}

// ----- expected output (generated from upstream, cross-checked by the diff above)
// CHECK-LABEL: func.func @chains(%arg0: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
// CHECK-NEXT: %c15_i32 = arith.constant 15 : i32
// CHECK-NEXT: %c-2_i32 = arith.constant -2 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c8_i32 overflow<nsw> : i32
// CHECK-NEXT: %1 = arith.addi %arg0, %c2_i32 : i32
// CHECK-NEXT: %2 = arith.subi %c8_i32, %arg0 : i32
// CHECK-NEXT: %3 = arith.addi %arg0, %c-2_i32 : i32
// CHECK-NEXT: %4 = arith.subi %c2_i32, %arg0 : i32
// CHECK-NEXT: %5 = arith.subi %arg0, %c8_i32 : i32
// CHECK-NEXT: %6 = arith.subi %c-2_i32, %arg0 : i32
// CHECK-NEXT: %7 = arith.subi %c8_i32, %arg0 : i32
// CHECK-NEXT: %8 = arith.addi %arg0, %c2_i32 : i32
// CHECK-NEXT: %9 = arith.muli %arg0, %c15_i32 : i32
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @logic(%arg0: i32, %arg1: i32, %arg2: i1, %arg3: i32, %arg4: i32, %arg5: i8) -> (i1, i32, i32, i1, i32, i64, i64, i16, i32, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = arith.cmpi sge, %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.extui %arg2 : i1 to i32
// CHECK-NEXT: %2 = arith.xori %arg2, %true : i1
// CHECK-NEXT: %3 = arith.extui %2 : i1 to i32
// CHECK-NEXT: %4 = arith.xori %arg2, %true : i1
// CHECK-NEXT: %5 = arith.select %arg2, %arg4, %arg3 : i32
// CHECK-NEXT: %6 = arith.extui %arg5 : i8 to i64
// CHECK-NEXT: %7 = arith.extsi %arg5 : i8 to i64
// CHECK-NEXT: %8 = arith.extsi %arg5 : i8 to i16
// CHECK-NEXT: %9 = arith.select %arg2, %arg3, %arg4 : i32
// CHECK-NEXT: %10 = arith.cmpi slt, %arg0, %c0_i32 : i32
// CHECK-NEXT: return %0, %1, %3, %4, %5, %6, %7, %8, %9, %10 : i1, i32, i32, i1, i32, i64, i64, i16, i32, i1
// CHECK-NEXT: }
