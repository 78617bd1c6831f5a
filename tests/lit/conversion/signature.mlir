// Signature conversion across function boundaries: declarations, definitions,
// their entry blocks, calls (including recursive ones) and returns all take the
// converted types, with no cast left between them.

// RUN: %hlsl-opt %s --allow-unregistered-dialect --test-toy-conversion | FileCheck %s

// CHECK-LABEL: func.func private @external(i32, i64) -> i1
func.func private @external(!toy.int, i64) -> !toy.bool

// CHECK-LABEL: func.func @recursive(%arg0: i32, %arg1: i1) -> (i32, i1) {
// CHECK-NEXT:    %0:2 = call @recursive(%arg0, %arg1) : (i32, i1) -> (i32, i1)
// CHECK-NEXT:    %c7_i64 = arith.constant 7 : i64
// CHECK-NEXT:    %1 = call @external(%0#0, %c7_i64) : (i32, i64) -> i1
// CHECK-NEXT:    return %0#0, %1 : i32, i1
// CHECK-NEXT:  }
// CHECK-NOT:   unrealized_conversion_cast
func.func @recursive(%a: !toy.int, %b: !toy.bool) -> (!toy.int, !toy.bool) {
  %0:2 = call @recursive(%a, %b) : (!toy.int, !toy.bool) -> (!toy.int, !toy.bool)
  %c = arith.constant 7 : i64
  %1 = call @external(%0#0, %c) : (!toy.int, i64) -> !toy.bool
  return %0#0, %1 : !toy.int, !toy.bool
}
