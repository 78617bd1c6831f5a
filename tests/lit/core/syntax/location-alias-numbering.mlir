// `#locN` aliases when locations are both op locations and attribute values:
// numbered in one sequence, the ones only ops use defined after the module.
// RUN: %hlsl-opt --allow-unregistered-dialect --mlir-print-debuginfo %s | FileCheck %s
//
// Upstream: mlir-opt-22 prints the same text.
// REQUIRES: mlir-opt
// RUN: %hlsl-opt --allow-unregistered-dialect --mlir-print-debuginfo %s > %t.debug
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo %s | diff %t.debug -
// RUN: %hlsl-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo %s > %t.generic
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo %s | diff %t.generic -
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo %s | %hlsl-opt --allow-unregistered-dialect --mlir-print-debuginfo | diff %t.debug -

"foo.op"() ({
  "foo.inner"() {a = loc("b":2:2)} : () -> () loc("a":1:1)
  "foo.inner"() : () -> () loc("b":2:2)
}) {x = loc("c":3:3)} : () -> () loc("a":1:1)
"foo.op"() {y = [loc("d":4:4), loc(fused["a":1:1, "c":3:3])]} : () -> () loc(callsite("c":3:3 at "d":4:4))
"foo.op"() {z = loc("n"("a":1:1))} : () -> () loc("n"("a":1:1))
"foo.op"() ({
^bb0(%arg0: i32 loc("e":5:5), %arg1: i32 loc("a":1:1)):
  "foo.inner"() {w = loc("e":5:5)} : () -> ()
}) : () -> ()

// CHECK: #loc1 = loc("a":1:1)
// CHECK-NEXT: #loc2 = loc("b":2:2)
// CHECK-NEXT: #loc3 = loc("c":3:3)
// CHECK-NEXT: #loc4 = loc("d":4:4)
// CHECK-NEXT: #loc6 = loc("e":5:5)
// CHECK-NEXT: #loc9 = loc(fused[#loc1, #loc3])
// CHECK-NEXT: #loc10 = loc("n"(#loc1))
// CHECK-NEXT: module {
// CHECK-NEXT:   "foo.op"() ({
// CHECK-NEXT:     "foo.inner"() {a = #loc2} : () -> () loc(#loc1)
// CHECK-NEXT:     "foo.inner"() : () -> () loc(#loc2)
// CHECK-NEXT:   }) {x = #loc3} : () -> () loc(#loc1)
// CHECK-NEXT:   "foo.op"() {y = [#loc4, #loc9]} : () -> () loc(#loc8)
// CHECK-NEXT:   "foo.op"() {z = #loc10} : () -> () loc(#loc10)
// CHECK-NEXT:   "foo.op"() ({
// CHECK-NEXT:   ^bb0(%arg0: i32 loc("e":5:5), %arg1: i32 loc("a":1:1)):
// CHECK-NEXT:     "foo.inner"() {w = #loc6} : () -> () loc(#loc7)
// CHECK-NEXT:   }) : () -> () loc(#loc5)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}location-alias-numbering.mlir":0:0)
// CHECK-NEXT: #loc5 = loc("{{.*}}location-alias-numbering.mlir":19:1)
// CHECK-NEXT: #loc7 = loc("{{.*}}location-alias-numbering.mlir":21:3)
// CHECK-NEXT: #loc8 = loc(callsite(#loc3 at #loc4))
