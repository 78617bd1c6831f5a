// Where upstream reports bad literals: a dense array element out of range (or
// an integer where `i1` wants `true`/`false`) after reading it, at the token
// that follows; an integer type keyword where an op belongs is not an op
// name.
// RUN: not %hlsl-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | FileCheck %s
// REQUIRES: mlir-opt
// RUN: not %mlir-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | FileCheck %s

// CHECK: literal-error-positions.mlir:[[# @LINE + 1]]:30: error: integer constant out of range
"foo.op"() {a = array<i8: 300>} : () -> ()

// -----

// CHECK: literal-error-positions.mlir:[[# @LINE + 1]]:34: error: integer constant out of range
"foo.op"() {a = array<i8: 1, -129, 3>} : () -> ()

// -----

// CHECK: literal-error-positions.mlir:[[# @LINE + 1]]:28: error: expected 'true' or 'false' values for i1 type
"foo.op"() {a = array<i1: 1>} : () -> ()

// -----

// CHECK: literal-error-positions.mlir:[[# @LINE + 1]]:12: error: expected operation name in quotes
#attr_1 = 0 i32
"foo.op"() : () -> ()

// -----

// CHECK: literal-error-positions.mlir:[[# @LINE + 1]]:30: error: expected operation name in quotes
"foo.op"() : () -> (i32, i32)
si8 = "foo.op"() : () -> ()
