// Affine maps and integer sets are aliased as #map / #set.
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

"foo.a"() {m = affine_map<(d0, d1) -> (d1, d0)>, n = affine_map<(d0)[s0] -> (d0 + s0, d0 * 2, d0 floordiv 4)>, k = affine_map<() -> (0)>} : () -> ()
"foo.a"() {m = affine_map<(d0, d1) -> (d1, d0)>, s = affine_set<(d0) : (d0 - 1 >= 0, d0 == 0)>} : () -> ()
%0 = "foo.m"() : () -> memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>

// CHECK: #map = affine_map<() -> (0)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map2 = affine_map<(d0)[s0] -> (d0 + s0, d0 * 2, d0 floordiv 4)>
// CHECK-NEXT: #set = affine_set<(d0) : (d0 - 1 >= 0, d0 == 0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   "foo.a"() {k = #map, m = #map1, n = #map2} : () -> ()
// CHECK-NEXT:   "foo.a"() {m = #map1, s = #set} : () -> ()
// CHECK-NEXT:   %0 = "foo.m"() : () -> memref<4x4xf32, #map1>
// CHECK-NEXT: }
