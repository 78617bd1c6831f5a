// A dialect namespace must be `[a-zA-Z_][a-zA-Z_0-9$]*`, for types and
// attributes alike: an empty one (`!.t`) or one with `-` is refused, at
// upstream's position (the body of a `dialect.body` symbol, the `#`/`!` of a
// `dialect<body>` one).
// RUN: not %hlsl-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | FileCheck %s
// REQUIRES: mlir-opt
// RUN: not %mlir-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | FileCheck %s

// CHECK: dialect-namespace-errors.mlir:[[# @LINE + 1]]:23: error: invalid dialect namespace '""'
"foo.op"() : () -> (!.t<8>)

// -----

// CHECK: dialect-namespace-errors.mlir:[[# @LINE + 1]]:19: error: invalid dialect namespace '""'
"foo.op"() {a = #.t} : () -> ()

// -----

// CHECK: dialect-namespace-errors.mlir:[[# @LINE + 1]]:22: error: invalid dialect namespace '"a-b"'
"foo.op"() {a = #a-b.t : i32} : () -> ()

// -----

// CHECK: dialect-namespace-errors.mlir:[[# @LINE + 1]]:17: error: invalid dialect namespace '"a-b"'
"foo.op"() {a = #a-b<"x">} : () -> ()
