// Nested pipelines on isolated-from-above ops run on several threads unless
// --mlir-disable-threading is given; the output must not depend on it. Calls
// between the functions check that a function transformed on a worker thread
// still sees its siblings' signatures (verification after each pass).

// RUN: %hlsl-opt %s --pass-pipeline="builtin.module(func.func(canonicalize))" -o %t.threaded
// RUN: %hlsl-opt %s --pass-pipeline="builtin.module(func.func(canonicalize))" --mlir-disable-threading -o %t.sequential
// RUN: diff %t.threaded %t.sequential
// RUN: FileCheck %s --input-file=%t.threaded

// A failing nested pass runs on every function, reports in function order,
// and fails the run, with or without threads (as mlir-opt does).
// RUN: not %hlsl-opt %s --pass-pipeline="builtin.module(func.func(test-pass-failure{gen-diagnostics}))" 2>&1 | FileCheck %s --check-prefix=FAIL
// RUN: not %hlsl-opt %s --pass-pipeline="builtin.module(func.func(test-pass-failure{gen-diagnostics}))" --mlir-disable-threading 2>&1 | FileCheck %s --check-prefix=FAIL

// CHECK-LABEL: func.func @add_zero(
// CHECK-SAME:      %[[X:.*]]: i32)
// CHECK-NEXT:    return %[[X]] : i32
// FAIL: parallel.mlir:[[@LINE+1]]:1: error: illegal operation
func.func @add_zero(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %x, %c0 : i32
  return %0 : i32
}

// CHECK-LABEL: func.func @fold_constants(
// CHECK-NEXT:    %[[C3:.*]] = arith.constant 3 : i32
// CHECK-NEXT:    %[[M:.*]] = arith.muli %{{.*}}, %[[C3]] : i32
// CHECK-NEXT:    %[[R:.*]] = call @add_zero(%[[M]]) : (i32) -> i32
// CHECK-NEXT:    return %[[R]] : i32
// FAIL: parallel.mlir:[[@LINE+1]]:1: error: illegal operation
func.func @fold_constants(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %c1, %c2 : i32
  %1 = arith.muli %x, %0 : i32
  %2 = func.call @add_zero(%1) : (i32) -> i32
  return %2 : i32
}

// CHECK-LABEL: func.func @dead_code(
// CHECK-NEXT:    %[[R:.*]] = call @fold_constants(%{{.*}}) : (i32) -> i32
// CHECK-NEXT:    return %[[R]] : i32
// FAIL: parallel.mlir:[[@LINE+1]]:1: error: illegal operation
func.func @dead_code(%x: i32) -> i32 {
  %c7 = arith.constant 7 : i32
  %0 = arith.muli %x, %c7 : i32
  %1 = func.call @fold_constants(%x) : (i32) -> i32
  return %1 : i32
}

// CHECK-LABEL: func.func @reassociate(
// CHECK-NEXT:    %[[C10:.*]] = arith.constant 10 : i32
// CHECK-NEXT:    %[[R:.*]] = arith.addi %{{.*}}, %[[C10]] : i32
// CHECK-NEXT:    return %[[R]] : i32
// FAIL: parallel.mlir:[[@LINE+1]]:1: error: illegal operation
func.func @reassociate(%x: i32) -> i32 {
  %a5 = arith.constant 5 : i32
  %0 = arith.addi %x, %a5 : i32
  %b5 = arith.constant 5 : i32
  %1 = arith.addi %0, %b5 : i32
  return %1 : i32
}

// CHECK-LABEL: func.func private @external(i32) -> i32
// FAIL: parallel.mlir:[[@LINE+2]]:1: error: illegal operation
// FAIL-NOT: error
func.func private @external(i32) -> i32
