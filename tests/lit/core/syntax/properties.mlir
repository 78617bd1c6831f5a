// Properties of unregistered ops: any attribute between < and >.
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

"foo.p"() <{x = 1 : i64, y = "s"}> : () -> ()
"foo.p"() <{}> : () -> ()
"foo.p"() <1 : i32> : () -> ()
"foo.p"() <[1, 2]> : () -> ()
"foo.p"() <{nested = {a}}> {discardable = 2} : () -> ()
%0 = "foo.p"() <#foo.prop> ({
  "foo.q"() <"str"> : () -> ()
}) : () -> i32

// CHECK: module {
// CHECK-NEXT:   "foo.p"() <{x = 1 : i64, y = "s"}> : () -> ()
// CHECK-NEXT:   "foo.p"() <{}> : () -> ()
// CHECK-NEXT:   "foo.p"() <1 : i32> : () -> ()
// CHECK-NEXT:   "foo.p"() <[1, 2]> : () -> ()
// CHECK-NEXT:   "foo.p"() <{nested = {a}}> {discardable = 2 : i64} : () -> ()
// CHECK-NEXT:   %0 = "foo.p"() <#foo.prop> ({
// CHECK-NEXT:     "foo.q"() <"str"> : () -> ()
// CHECK-NEXT:   }) : () -> i32
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "foo.p"() <{x = 1 : i64, y = "s"}> : () -> ()
// GENERIC-NEXT:   "foo.p"() <{}> : () -> ()
// GENERIC-NEXT:   "foo.p"() <1 : i32> : () -> ()
// GENERIC-NEXT:   "foo.p"() <[1, 2]> : () -> ()
// GENERIC-NEXT:   "foo.p"() <{nested = {a}}> {discardable = 2 : i64} : () -> ()
// GENERIC-NEXT:   %0 = "foo.p"() <#foo.prop> ({
// GENERIC-NEXT:     "foo.q"() <"str"> : () -> ()
// GENERIC-NEXT:   }) : () -> i32
// GENERIC-NEXT: }) : () -> ()
