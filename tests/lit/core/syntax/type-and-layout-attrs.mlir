// Type attributes, strided layouts, unit.
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

"foo.t"() {a = i32, b = tensor<4xf32>, c = !foo.t, d = () -> (), e = (i32) -> i32, f = none, g = index} : () -> ()
"foo.l"() {a = strided<[1]>, b = strided<[4, 1], offset: 2>, c = strided<[?, ?], offset: ?>, d = strided<[]>, e = strided<[1], offset: 0>} : () -> ()

// CHECK: module {
// CHECK-NEXT:   "foo.t"() {a = i32, b = tensor<4xf32>, c = !foo.t, d = () -> (), e = (i32) -> i32, f = none, g = index} : () -> ()
// CHECK-NEXT:   "foo.l"() {a = strided<[1]>, b = strided<[4, 1], offset: 2>, c = strided<[?, ?], offset: ?>, d = strided<[]>, e = strided<[1]>} : () -> ()
// CHECK-NEXT: }
