// Symbol references: flat, nested, quoted.
// RUN: %hlsl-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %hlsl-opt --allow-unregistered-dialect %s | %hlsl-opt --allow-unregistered-dialect | FileCheck %s
//
// Upstream: mlir-opt-22 prints the same text, and we read what it prints.
// REQUIRES: mlir-opt
// RUN: %hlsl-opt --allow-unregistered-dialect --mlir-print-op-generic %s > %t.ours
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s > %t.theirs
// RUN: diff %t.ours %t.theirs
// RUN: %hlsl-opt --allow-unregistered-dialect %s > %t.custom
// RUN: %mlir-opt --allow-unregistered-dialect %s | diff %t.custom -
// RUN: %mlir-opt --allow-unregistered-dialect %s | %hlsl-opt --allow-unregistered-dialect --mlir-print-op-generic | diff %t.theirs -

"foo.s"() {a = @f, b = @f::@g, c = @f::@g::@h, d = @"with space", e = @"0digit", f = @a.b::@"c d", g = @_x$y, h = @"quo\"te"} : () -> ()

// CHECK: module {
// CHECK-NEXT:   "foo.s"() {a = @f, b = @f::@g, c = @f::@g::@h, d = @"with space", e = @"0digit", f = @a.b::@"c d", g = @_x$y, h = @"quo\22te"} : () -> ()
// CHECK-NEXT: }
