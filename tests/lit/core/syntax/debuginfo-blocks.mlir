// Debug info on block arguments, nested regions and multi-result ops.
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

"foo.func"() ({
^bb0(%arg0: i32 loc("arg.c":1:1), %arg1: f32 loc(unknown)):
  %0:2 = "foo.multi"(%arg0) : (i32) -> (i32, i32) loc("body.c":2:2)
  "foo.br"(%0#1)[^bb1] : (i32) -> () loc("body.c":3:3)
^bb1(%1: i32 loc(fused["p.c":1:1, "q.c":2:2])):
  "foo.ret"(%1) : (i32) -> () loc("body.c":4:4)
}) : () -> () loc("func.c":1:1)

// CHECK: #loc2 = loc("arg.c":1:1)
// CHECK-NEXT: #loc3 = loc(unknown)
// CHECK-NEXT: #loc6 = loc("p.c":1:1)
// CHECK-NEXT: #loc7 = loc("q.c":2:2)
// CHECK-NEXT: #loc9 = loc(fused[#loc6, #loc7])
// CHECK-NEXT: module {
// CHECK-NEXT:   "foo.func"() ({
// CHECK-NEXT:   ^bb0(%arg0: i32 loc("arg.c":1:1), %arg1: f32 loc(unknown)):
// CHECK-NEXT:     %0:2 = "foo.multi"(%arg0) : (i32) -> (i32, i32) loc(#loc4)
// CHECK-NEXT:     "foo.br"(%0#1)[^bb1] : (i32) -> () loc(#loc5)
// CHECK-NEXT:   ^bb1(%1: i32 loc(fused[#loc6, #loc7])):  // pred: ^bb0
// CHECK-NEXT:     "foo.ret"(%1) : (i32) -> () loc(#loc8)
// CHECK-NEXT:   }) : () -> () loc(#loc1)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}debuginfo-blocks.mlir":0:0)
// CHECK-NEXT: #loc1 = loc("func.c":1:1)
// CHECK-NEXT: #loc4 = loc("body.c":2:2)
// CHECK-NEXT: #loc5 = loc("body.c":3:3)
// CHECK-NEXT: #loc8 = loc("body.c":4:4)
