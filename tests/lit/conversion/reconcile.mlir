// reconcile-unrealized-casts: chains of casts that return to their starting
// types fold away, unused casts go, live casts stay; the output equals
// upstream's.

// RUN: %hlsl-opt %s --allow-unregistered-dialect --reconcile-unrealized-casts | FileCheck %s
// RUN: %hlsl-opt %s --allow-unregistered-dialect --reconcile-unrealized-casts > %t.ours
// RUN: %mlir-opt %s --allow-unregistered-dialect --reconcile-unrealized-casts > %t.theirs
// RUN: diff %t.ours %t.theirs
// REQUIRES: mlir-opt

func.func @f(%a: i64) -> i64 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to index
  %1 = builtin.unrealized_conversion_cast %0 : index to i64
  %2 = builtin.unrealized_conversion_cast %a : i64 to i32
  %3 = builtin.unrealized_conversion_cast %2 : i32 to f32
  %4 = builtin.unrealized_conversion_cast %3 : f32 to i64
  %5 = builtin.unrealized_conversion_cast %a : i64 to i16
  "foo.use"(%5) : (i16) -> ()
  %6 = builtin.unrealized_conversion_cast %a : i64 to i8
  %7 = builtin.unrealized_conversion_cast %6 : i8 to i64
  "foo.use"(%6) : (i8) -> ()
  %8 = builtin.unrealized_conversion_cast %a, %a : i64, i64 to i1
  %9:2 = builtin.unrealized_conversion_cast %8 : i1 to i64, i64
  %10 = arith.addi %9#0, %9#1 : i64
  %11 = arith.addi %1, %4 : i64
  %12 = arith.addi %11, %7 : i64
  %13 = arith.addi %12, %10 : i64
  return %13 : i64
}

// ----- expected output (generated from upstream, cross-checked by the diff above)
// CHECK-LABEL: func.func @f(%arg0: i64) -> i64 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : i64 to i16
// CHECK-NEXT: "foo.use"(%0) : (i16) -> ()
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : i64 to i8
// CHECK-NEXT: "foo.use"(%1) : (i8) -> ()
// CHECK-NEXT: %2 = arith.addi %arg0, %arg0 : i64
// CHECK-NEXT: %3 = arith.addi %arg0, %arg0 : i64
// CHECK-NEXT: %4 = arith.addi %3, %arg0 : i64
// CHECK-NEXT: %5 = arith.addi %4, %2 : i64
// CHECK-NEXT: return %5 : i64
// CHECK-NEXT: }
