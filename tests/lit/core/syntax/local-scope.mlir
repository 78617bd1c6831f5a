// --mlir-print-local-scope: everything inline, no aliases.
// RUN: %hlsl-opt --allow-unregistered-dialect --mlir-print-local-scope --mlir-print-debuginfo %s | FileCheck %s
// RUN: %hlsl-opt --allow-unregistered-dialect --mlir-print-debuginfo %s | %hlsl-opt --allow-unregistered-dialect --mlir-print-local-scope --mlir-print-debuginfo | FileCheck %s
//
// Upstream: mlir-opt-22 prints the same text, and we read what it prints.
// REQUIRES: mlir-opt
// RUN: %hlsl-opt --allow-unregistered-dialect --mlir-print-op-generic %s > %t.ours
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s > %t.theirs
// RUN: diff %t.ours %t.theirs
// RUN: %hlsl-opt --allow-unregistered-dialect %s > %t.custom
// RUN: %mlir-opt --allow-unregistered-dialect %s | diff %t.custom -
// RUN: %mlir-opt --allow-unregistered-dialect %s | %hlsl-opt --allow-unregistered-dialect --mlir-print-op-generic | diff %t.theirs -
// RUN: %hlsl-opt --allow-unregistered-dialect --mlir-print-local-scope --mlir-print-debuginfo %s > %t.debug
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-print-local-scope --mlir-print-debuginfo %s | diff %t.debug -
// RUN: %hlsl-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-local-scope --mlir-print-debuginfo %s > %t.debug.generic
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-local-scope --mlir-print-debuginfo %s | diff %t.debug.generic -
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo %s | %hlsl-opt --allow-unregistered-dialect --mlir-print-local-scope --mlir-print-debuginfo | diff %t.debug -

"foo.a"() {x = loc("a.c":1:1), t = tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1>} : () -> () loc("op.c":1:1)
"foo.r"() ({
^bb0(%arg0: i32 loc("arg.c":2:2)):
  "foo.use"(%arg0) : (i32) -> () loc(callsite("f.c":1:1 at "g.c":2:2))
}) : () -> ()

// CHECK: module {
// CHECK-NEXT:   "foo.a"() {t = tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1>, x = loc("a.c":1:1)} : () -> () loc("op.c":1:1)
// CHECK-NEXT:   "foo.r"() ({
// CHECK-NEXT:   ^bb0(%arg0: i32 loc("arg.c":2:2)):
// CHECK-NEXT:     "foo.use"(%arg0) : (i32) -> () loc(callsite("f.c":1:1 at "g.c":2:2))
// CHECK-NEXT:   }) : () -> () loc("{{.*}}local-scope.mlir":20:1)
// CHECK-NEXT: } loc("{{.*}}local-scope.mlir":0:0)
