// Multi-result ops print as %N:count and their results as %N#i.
// RUN: %hlsl-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %hlsl-opt --allow-unregistered-dialect %s | %hlsl-opt --allow-unregistered-dialect | FileCheck %s
// RUN: %hlsl-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
//
// Upstream: mlir-opt-22 prints the same text, and we read what it prints.
// REQUIRES: mlir-opt
// RUN: %hlsl-opt --allow-unregistered-dialect --mlir-print-op-generic %s > %t.ours
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s > %t.theirs
// RUN: diff %t.ours %t.theirs
// RUN: %hlsl-opt --allow-unregistered-dialect %s > %t.custom
// RUN: %mlir-opt --allow-unregistered-dialect %s | diff %t.custom -
// RUN: %mlir-opt --allow-unregistered-dialect %s | %hlsl-opt --allow-unregistered-dialect --mlir-print-op-generic | diff %t.theirs -

%0:3 = "foo.multi"() : () -> (i32, f32, i1)
%1 = "foo.single"() : () -> i64
%2:2 = "foo.pair"(%0#2, %0#0, %1) : (i1, i32, i64) -> (i8, i8)
"foo.use"(%2#1, %2#0, %0#1) : (i8, i8, f32) -> ()
"foo.none"() : () -> ()

// CHECK: module {
// CHECK-NEXT:   %0:3 = "foo.multi"() : () -> (i32, f32, i1)
// CHECK-NEXT:   %1 = "foo.single"() : () -> i64
// CHECK-NEXT:   %2:2 = "foo.pair"(%0#2, %0#0, %1) : (i1, i32, i64) -> (i8, i8)
// CHECK-NEXT:   "foo.use"(%2#1, %2#0, %0#1) : (i8, i8, f32) -> ()
// CHECK-NEXT:   "foo.none"() : () -> ()
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   %0:3 = "foo.multi"() : () -> (i32, f32, i1)
// GENERIC-NEXT:   %1 = "foo.single"() : () -> i64
// GENERIC-NEXT:   %2:2 = "foo.pair"(%0#2, %0#0, %1) : (i1, i32, i64) -> (i8, i8)
// GENERIC-NEXT:   "foo.use"(%2#1, %2#0, %0#1) : (i8, i8, f32) -> ()
// GENERIC-NEXT:   "foo.none"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
