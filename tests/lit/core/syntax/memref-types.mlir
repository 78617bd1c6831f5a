// Memref types: layouts (strided, affine maps), memory spaces, unranked.
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

%0 = "foo.m"() : () -> memref<4x?xf32>
%1 = "foo.m"() : () -> memref<f32>
%2 = "foo.m"() : () -> memref<*xi8>
%3 = "foo.m"() : () -> memref<4xf32, 1>
%4 = "foo.m"() : () -> memref<4xf32, 3 : i32>
%5 = "foo.m"() : () -> memref<*xf32, 2>
%6 = "foo.m"() : () -> memref<4x4xf32, strided<[4, 1]>>
%7 = "foo.m"() : () -> memref<4x4xf32, strided<[?, 1], offset: ?>, 5>
%8 = "foo.m"() : () -> memref<8xf32, strided<[2], offset: 4>>
%9 = "foo.m"() : () -> memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>

// CHECK: #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   %0 = "foo.m"() : () -> memref<4x?xf32>
// CHECK-NEXT:   %1 = "foo.m"() : () -> memref<f32>
// CHECK-NEXT:   %2 = "foo.m"() : () -> memref<*xi8>
// CHECK-NEXT:   %3 = "foo.m"() : () -> memref<4xf32, 1>
// CHECK-NEXT:   %4 = "foo.m"() : () -> memref<4xf32, 3 : i32>
// CHECK-NEXT:   %5 = "foo.m"() : () -> memref<*xf32, 2>
// CHECK-NEXT:   %6 = "foo.m"() : () -> memref<4x4xf32, strided<[4, 1]>>
// CHECK-NEXT:   %7 = "foo.m"() : () -> memref<4x4xf32, strided<[?, 1], offset: ?>, 5>
// CHECK-NEXT:   %8 = "foo.m"() : () -> memref<8xf32, strided<[2], offset: 4>>
// CHECK-NEXT:   %9 = "foo.m"() : () -> memref<4x4xf32, #map>
// CHECK-NEXT: }
