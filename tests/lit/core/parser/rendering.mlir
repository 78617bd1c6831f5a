// RUN: not %hlsl-opt %s --allow-unregistered-dialect 2>&1 | FileCheck %s
// REQUIRES: mlir-opt
// RUN: not %mlir-opt %s --allow-unregistered-dialect 2>&1 | FileCheck %s

// The exact rendering of a parse error with a note: position, source line, caret.

%0 = "foo.a"() : () -> i32
  %0 = "foo.b"() : () -> i32

// CHECK:      {{.*}}rendering.mlir:8:3: error: redefinition of SSA value '%0'
// CHECK-NEXT:   %0 = "foo.b"() : () -> i32
// CHECK-NEXT: {{^  \^$}}
// CHECK-NEXT: {{.*}}rendering.mlir:7:1: note: previously defined here
// CHECK-NEXT: %0 = "foo.a"() : () -> i32
// CHECK-NEXT: {{^\^$}}
