// Materializations through the type converter's callbacks: with `toy-casts`,
// the values crossing between converted and unconverted ops go through
// `toy.cast` ops instead of unrealized conversion casts. The callbacks decline
// to build `!toy.bool` values (see materialization-invalid.mlir).

// RUN: %hlsl-opt %s --allow-unregistered-dialect --test-toy-conversion=toy-casts | FileCheck %s

// CHECK-LABEL: func.func @casts() -> i32 {
// CHECK-NEXT:    %0 = "toy.make"() : () -> !toy.int
// CHECK-NEXT:    %1 = "toy.cast"(%0) : (!toy.int) -> i32
// CHECK-NEXT:    %2 = arith.addi %1, %1 : i32
// CHECK-NEXT:    %3 = "toy.cast"(%2) : (i32) -> !toy.int
// CHECK-NEXT:    "toy.print"(%3) : (!toy.int) -> ()
// CHECK-NEXT:    return %2 : i32
func.func @casts() -> !toy.int {
  %0 = "toy.make"() : () -> !toy.int
  %1 = "toy.add"(%0, %0) : (!toy.int, !toy.int) -> !toy.int
  "toy.print"(%1) : (!toy.int) -> ()
  return %1 : !toy.int
}
