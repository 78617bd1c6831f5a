// A partial conversion of the toy test types and ops: signatures, calls and
// returns convert across function boundaries, toy ops become arith ops, and an
// op of unknown legality (toy.print) stays, fed through a source
// materialization (an unrealized conversion cast back to the toy type).

// RUN: %hlsl-opt %s --allow-unregistered-dialect --test-toy-conversion | FileCheck %s

// CHECK-LABEL: func.func @callee(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:    %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  }
func.func @callee(%a: !toy.int, %b: !toy.int) -> !toy.int {
  %0 = "toy.add"(%a, %b) : (!toy.int, !toy.int) -> !toy.int
  return %0 : !toy.int
}

// CHECK-LABEL: func.func @caller() -> i32 {
// CHECK-NEXT:    %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:    %0 = call @callee(%c3_i32, %c3_i32) : (i32, i32) -> i32
// CHECK-NEXT:    %1 = builtin.unrealized_conversion_cast %0 : i32 to !toy.int
// CHECK-NEXT:    "toy.print"(%1) : (!toy.int) -> ()
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  }
func.func @caller() -> !toy.int {
  %c = "toy.constant"() {value = 3 : i32} : () -> !toy.int
  %0 = call @callee(%c, %c) : (!toy.int, !toy.int) -> !toy.int
  "toy.print"(%0) : (!toy.int) -> ()
  return %0 : !toy.int
}

// A value produced by an op that is not converted reaches a converted op through
// a target materialization.
// CHECK-LABEL: func.func @unconverted_producer() -> i32 {
// CHECK-NEXT:    %0 = "toy.make"() : () -> !toy.int
// CHECK-NEXT:    %1 = builtin.unrealized_conversion_cast %0 : !toy.int to i32
// CHECK-NEXT:    %2 = arith.addi %1, %1 : i32
// CHECK-NEXT:    return %2 : i32
func.func @unconverted_producer() -> !toy.int {
  %0 = "toy.make"() : () -> !toy.int
  %1 = "toy.add"(%0, %0) : (!toy.int, !toy.int) -> !toy.int
  return %1 : !toy.int
}

// Types that are already legal are left alone.
// CHECK-LABEL: func.func @legal(%arg0: i64) -> i64 {
// CHECK-NEXT:    return %arg0 : i64
func.func @legal(%a: i64) -> i64 {
  return %a : i64
}
