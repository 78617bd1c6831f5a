// Sparse elements attributes upstream refuses, in its words and at its
// positions.
// RUN: not %hlsl-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | FileCheck %s
// REQUIRES: mlir-opt
// RUN: not %mlir-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | FileCheck %s

// CHECK: sparse-errors.mlir:[[# @LINE + 1]]:17: error: sparse index #0 is not contained within the value shape, with index=[0, 5], and type='tensor<4x4xi32>'
"foo.op"() {a = sparse<[[0, 5]], [1]> : tensor<4x4xi32>} : () -> ()

// -----

// CHECK: sparse-errors.mlir:[[# @LINE + 1]]:17: error: expected shape ([4, 4]); inferred shape of indices literal ([1, 2]); inferred shape of values literal ([2])
"foo.op"() {a = sparse<[[0, 1]], [1, 2]> : tensor<4x4xi32>} : () -> ()

// -----

// CHECK: sparse-errors.mlir:[[# @LINE + 1]]:17: error: expected 1-d tensor for sparse element values
"foo.op"() {a = sparse<[[0, 1]], [[1]]> : tensor<4x4xi32>} : () -> ()

// -----

// Indices read as unsigned.
// CHECK: sparse-errors.mlir:[[# @LINE + 1]]:17: error: sparse index #0 is not contained within the value shape, with index=[18446744073709551615], and type='tensor<4xi32>'
"foo.op"() {a = sparse<-1, [1]> : tensor<4xi32>} : () -> ()

// -----

// CHECK: sparse-errors.mlir:[[# @LINE + 1]]:17: error: elements literal type must have static shape
"foo.op"() {a = sparse<[[0, 1]], [1]> : tensor<*xi32>} : () -> ()

// -----

// A string where an index belongs is read as a number.
// CHECK: sparse-errors.mlir:[[# @LINE + 1]]:24: error: integer constant out of range for type
"foo.op"() {a = sparse<"0x00", [1]> : tensor<4xi32>} : () -> ()
