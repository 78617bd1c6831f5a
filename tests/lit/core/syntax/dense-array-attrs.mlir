// Dense arrays of every element kind.
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

"foo.da"() {
  a = array<i1: true, false, true>, b = array<i8: -1, 127>, c = array<i16: 300>, d = array<i32: 1, 2, 3>,
  e = array<i64: -9223372036854775808>, f = array<f32: 1.0, 0.1, -2.5>, g = array<f64: 0.1, 1.0e300>,
  h = array<i32>, i = array<f32>, j = array<f16: 1.0, 0.1>, k = array<bf16: 2.0>
} : () -> ()

// CHECK: module {
// CHECK-NEXT:   "foo.da"() {a = array<i1: true, false, true>, b = array<i8: -1, 127>, c = array<i16: 300>, d = array<i32: 1, 2, 3>, e = array<i64: -9223372036854775808>, f = array<f32: 1.000000e+00, 1.000000e-01, -2.500000e+00>, g = array<f64: 1.000000e-01, 1.000000e+300>, h = array<i32>, i = array<f32>, j = array<f16: 1.000000e+00, 9.997550e-02>, k = array<bf16: 2.000000e+00>} : () -> ()
// CHECK-NEXT: }
