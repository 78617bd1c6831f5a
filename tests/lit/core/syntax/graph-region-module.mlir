// The module body is a graph region: uses may precede definitions at top level.
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

"foo.use"(%1) : (i32) -> ()
%0 = "foo.def"(%1) : (i32) -> i32
%1 = "foo.def"(%0) : (i32) -> i32

// CHECK: module {
// CHECK-NEXT:   "foo.use"(%1) : (i32) -> ()
// CHECK-NEXT:   %0 = "foo.def"(%1) : (i32) -> i32
// CHECK-NEXT:   %1 = "foo.def"(%0) : (i32) -> i32
// CHECK-NEXT: }
