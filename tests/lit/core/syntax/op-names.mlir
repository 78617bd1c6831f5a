// Generic op names are quoted and escaped.
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

"foo.plain"() : () -> ()
"foo.with-dash"() : () -> ()
"foo.with$dollar_and.dots"() : () -> ()
"foo.\22quoted\22"() : () -> ()
"foo.spa ce"() : () -> ()

// CHECK: module {
// CHECK-NEXT:   "foo.plain"() : () -> ()
// CHECK-NEXT:   "foo.with-dash"() : () -> ()
// CHECK-NEXT:   "foo.with$dollar_and.dots"() : () -> ()
// CHECK-NEXT:   "foo.\22quoted\22"() : () -> ()
// CHECK-NEXT:   "foo.spa ce"() : () -> ()
// CHECK-NEXT: }
