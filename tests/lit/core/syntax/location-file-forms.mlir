// File locations are the numbers they were written with: `"f":3` (column 0)
// is not the point `"f":3:0`, a range `to :4` is not `to 3:4` nor the point
// it prints like; an empty file name in a point is `-`, in a range it stays
// empty.
// RUN: %hlsl-opt --allow-unregistered-dialect %s | FileCheck %s
// (Printed, those written apart but printed alike read back as one.)
// NO-ROUNDTRIP: locations written apart but printed alike read back as one alias, as with mlir-opt-22.
//
// Upstream: mlir-opt-22 prints the same text, and we read what it prints.
// REQUIRES: mlir-opt
// RUN: %hlsl-opt --allow-unregistered-dialect --mlir-print-op-generic %s > %t.ours
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | diff %t.ours -
// RUN: %hlsl-opt --allow-unregistered-dialect --mlir-print-debuginfo %s > %t.debug
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo %s | diff %t.debug -
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo %s | %mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo > %t.twice
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo %s | %hlsl-opt --allow-unregistered-dialect --mlir-print-debuginfo | diff %t.twice -

"foo.op"() {a = loc("f":3:4), b = loc("f":3:4 to 3:4), c = loc("f":3:4 to :4), d = loc("f":3:4 to 3:5), e = loc("f":3:4 to :5), f = loc("f":3), g = loc("f":3:0)} : () -> ()
"foo.op"() {a = loc("":1:2), b = loc("-":1:2), c = loc(""), d = loc("":3:4 to 5:6), e = loc("":3)} : () -> () loc("":1:2)

// CHECK: #loc = loc("f":3:4)
// CHECK-NEXT: #loc1 = loc("f":3:4)
// CHECK-NEXT: #loc2 = loc("f":3:4)
// CHECK-NEXT: #loc3 = loc("f":3:4 to :5)
// CHECK-NEXT: #loc4 = loc("f":3:4 to :5)
// CHECK-NEXT: #loc5 = loc("f":3:0)
// CHECK-NEXT: #loc6 = loc("f":3:0)
// CHECK-NEXT: #loc7 = loc("-":1:2)
// CHECK-NEXT: #loc8 = loc("")
// CHECK-NEXT: #loc9 = loc("":3:4 to 5:6)
// CHECK-NEXT: #loc10 = loc("":3:0)
// CHECK-NEXT: module {
// CHECK-NEXT:   "foo.op"() {a = #loc, b = #loc1, c = #loc2, d = #loc3, e = #loc4, f = #loc5, g = #loc6} : () -> ()
// CHECK-NEXT:   "foo.op"() {a = #loc7, b = #loc7, c = #loc8, d = #loc9, e = #loc10} : () -> ()
// CHECK-NEXT: }
