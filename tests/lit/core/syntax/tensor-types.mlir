// Tensor types: static, dynamic, 0-d, unranked, with encodings.
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

%0 = "foo.t"() : () -> tensor<4x4xf32>
%1 = "foo.t"() : () -> tensor<?x8x?xi32>
%2 = "foo.t"() : () -> tensor<f32>
%3 = "foo.t"() : () -> tensor<*xbf16>
%4 = "foo.t"() : () -> tensor<0x4xi1>
%5 = "foo.t"() : () -> tensor<4xf32, "sparse">
%6 = "foo.t"() : () -> tensor<4xf32, #foo.encoding<1>>
%7 = "foo.t"() : () -> tensor<2xcomplex<f32>>

// CHECK: module {
// CHECK-NEXT:   %0 = "foo.t"() : () -> tensor<4x4xf32>
// CHECK-NEXT:   %1 = "foo.t"() : () -> tensor<?x8x?xi32>
// CHECK-NEXT:   %2 = "foo.t"() : () -> tensor<f32>
// CHECK-NEXT:   %3 = "foo.t"() : () -> tensor<*xbf16>
// CHECK-NEXT:   %4 = "foo.t"() : () -> tensor<0x4xi1>
// CHECK-NEXT:   %5 = "foo.t"() : () -> tensor<4xf32, "sparse">
// CHECK-NEXT:   %6 = "foo.t"() : () -> tensor<4xf32, #foo.encoding<1>>
// CHECK-NEXT:   %7 = "foo.t"() : () -> tensor<2xcomplex<f32>>
// CHECK-NEXT: }
