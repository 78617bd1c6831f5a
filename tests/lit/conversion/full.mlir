// A full conversion: every op must end up legal. Without toy ops of unknown
// legality the conversion succeeds (full-invalid.mlir has the failing case).

// RUN: %hlsl-opt %s --allow-unregistered-dialect --test-toy-conversion=mode=full | FileCheck %s

// CHECK-LABEL: func.func @ok(%arg0: i32) -> i32 {
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %0 = arith.addi %arg0, %c1_i32 : i32
// CHECK-NEXT:    return %0 : i32
func.func @ok(%a: !toy.int) -> !toy.int {
  %one = "toy.constant"() {value = 1 : i32} : () -> !toy.int
  %0 = "toy.add"(%a, %one) : (!toy.int, !toy.int) -> !toy.int
  return %0 : !toy.int
}
