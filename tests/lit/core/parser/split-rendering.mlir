// RUN: not %hlsl-opt %s --split-input-file --allow-unregistered-dialect 2>&1 | FileCheck %s
// REQUIRES: mlir-opt
// RUN: not %mlir-opt %s --split-input-file --allow-unregistered-dialect 2>&1 | FileCheck %s

// Errors in later chunks of a split file are reported at their line in the whole
// file, and a missing token at the start of a chunk is not blamed on the line of
// the marker before it.

"foo.a"() : () -> ()

// -----

"foo.b"(%x) : (i32) -> ()

// -----
) "foo.c"() : () -> ()

// CHECK:      {{.*}}split-rendering.mlir:13:9: error: use of undeclared SSA value name
// CHECK-NEXT: "foo.b"(%x) : (i32) -> ()
// CHECK-NEXT: {{^        \^$}}
// CHECK:      {{.*}}split-rendering.mlir:16:1: error: expected operation name in quotes
