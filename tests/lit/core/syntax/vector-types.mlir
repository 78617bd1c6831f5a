// Vector types: fixed, scalable dimensions, 0-d.
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

%0 = "foo.v"() : () -> vector<4xf32>
%1 = "foo.v"() : () -> vector<2x3x4xi8>
%2 = "foo.v"() : () -> vector<[4]xf32>
%3 = "foo.v"() : () -> vector<2x[8]x[4]xi1>
%4 = "foo.v"() : () -> vector<f64>
%5 = "foo.v"() : () -> vector<4xindex>

// CHECK: module {
// CHECK-NEXT:   %0 = "foo.v"() : () -> vector<4xf32>
// CHECK-NEXT:   %1 = "foo.v"() : () -> vector<2x3x4xi8>
// CHECK-NEXT:   %2 = "foo.v"() : () -> vector<[4]xf32>
// CHECK-NEXT:   %3 = "foo.v"() : () -> vector<2x[8]x[4]xi1>
// CHECK-NEXT:   %4 = "foo.v"() : () -> vector<f64>
// CHECK-NEXT:   %5 = "foo.v"() : () -> vector<4xindex>
// CHECK-NEXT: }
