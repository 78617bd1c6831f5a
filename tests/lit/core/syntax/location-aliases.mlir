// Locations in attributes alias even without debug info; block-argument locations print inline but are defined before the module.
// RUN: %hlsl-opt --allow-unregistered-dialect --mlir-print-debuginfo %s | FileCheck %s
// RUN: %hlsl-opt --allow-unregistered-dialect --mlir-print-debuginfo %s | %hlsl-opt --allow-unregistered-dialect --mlir-print-debuginfo | FileCheck %s
//
// Upstream: mlir-opt-22 prints the same text, and we read what it prints.
// REQUIRES: mlir-opt
// RUN: %hlsl-opt --allow-unregistered-dialect --mlir-print-op-generic %s > %t.ours
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s > %t.theirs
// RUN: diff %t.ours %t.theirs
// RUN: %hlsl-opt --allow-unregistered-dialect %s > %t.custom
// RUN: %mlir-opt --allow-unregistered-dialect %s | diff %t.custom -
// RUN: %mlir-opt --allow-unregistered-dialect %s | %hlsl-opt --allow-unregistered-dialect --mlir-print-op-generic | diff %t.theirs -
// RUN: %hlsl-opt --allow-unregistered-dialect --mlir-print-debuginfo %s > %t.debug
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo %s | diff %t.debug -
// RUN: %hlsl-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo %s > %t.debug.generic
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo %s | diff %t.debug.generic -
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo %s | %hlsl-opt --allow-unregistered-dialect --mlir-print-debuginfo | diff %t.debug -

"foo.a"() {x = loc("a.c":1:1), y = [loc("b.c":2:2), loc("a.c":1:1)]} : () -> ()
"foo.r"() ({
^bb0(%arg0: i32 loc("arg.c":1:1), %arg1: i32 loc("f.c":7:7)):
  "foo.use"(%arg0) : (i32) -> () loc("f.c":7:7)
}) : () -> () loc("r.c":1:1)

// CHECK: #loc2 = loc("a.c":1:1)
// CHECK-NEXT: #loc3 = loc("b.c":2:2)
// CHECK-NEXT: #loc5 = loc("arg.c":1:1)
// CHECK-NEXT: #loc6 = loc("f.c":7:7)
// CHECK-NEXT: module {
// CHECK-NEXT:   "foo.a"() {x = #loc2, y = [#loc3, #loc2]} : () -> () loc(#loc1)
// CHECK-NEXT:   "foo.r"() ({
// CHECK-NEXT:   ^bb0(%arg0: i32 loc("arg.c":1:1), %arg1: i32 loc("f.c":7:7)):
// CHECK-NEXT:     "foo.use"(%arg0) : (i32) -> () loc(#loc6)
// CHECK-NEXT:   }) : () -> () loc(#loc4)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}location-aliases.mlir":0:0)
// CHECK-NEXT: #loc1 = loc("{{.*}}location-aliases.mlir":19:1)
// CHECK-NEXT: #loc4 = loc("r.c":1:1)
