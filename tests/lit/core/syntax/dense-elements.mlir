// Dense elements: splats, nesting by shape, booleans, complex, strings.
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

"foo.dense"() {
  a = dense<1> : tensor<4xi32>, b = dense<[1, 2, 3]> : tensor<3xi32>, c = dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>,
  d = dense<1.0> : tensor<2xf32>, e = dense<[0.1, 0.5]> : vector<2xf64>, f = dense<true> : tensor<3xi1>,
  g = dense<[true, false]> : tensor<2xi1>, h = dense<(1.0, 2.0)> : tensor<2xcomplex<f32>>,
  i = dense<[(1, 2), (3, 4)]> : tensor<2xcomplex<i32>>, j = dense<[]> : tensor<0xi32>, k = dense<5> : tensor<i32>,
  l = dense<"str"> : tensor<2x!foo.s>, m = dense<["a", "b\n"]> : tensor<2x!foo.s>, n = dense<[[]]> : tensor<1x0xi32>,
  o = dense<[1, 255]> : tensor<2xui8>, p = dense<[-1, 2]> : tensor<2xsi8>, q = dense<[1.0, 2.0]> : tensor<2xf16>,
  r = dense<0x7FC00000> : tensor<2xf32>, s = dense<[[[1]], [[2]]]> : tensor<2x1x1xi8>, t = dense<1> : tensor<2x3xindex>,
  u = dense<[7, 7]> : tensor<2xi32>, v = dense<[5]> : tensor<1xi32>, w = dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi16>
} : () -> ()

// CHECK: module {
// CHECK-NEXT:   "foo.dense"() {a = dense<1> : tensor<4xi32>, b = dense<[1, 2, 3]> : tensor<3xi32>, c = dense<{{\[\[}}1, 2], [3, 4]]> : tensor<2x2xi64>, d = dense<1.000000e+00> : tensor<2xf32>, e = dense<[1.000000e-01, 5.000000e-01]> : vector<2xf64>, f = dense<true> : tensor<3xi1>, g = dense<[true, false]> : tensor<2xi1>, h = dense<(1.000000e+00,2.000000e+00)> : tensor<2xcomplex<f32>>, i = dense<[(1,2), (3,4)]> : tensor<2xcomplex<i32>>, j = dense<> : tensor<0xi32>, k = dense<5> : tensor<i32>, l = dense<"str"> : tensor<2x!foo.s>, m = dense<["a", "b\0A"]> : tensor<2x!foo.s>, n = dense<> : tensor<1x0xi32>, o = dense<[1, 255]> : tensor<2xui8>, p = dense<[-1, 2]> : tensor<2xsi8>, q = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf16>, r = dense<0x7FC00000> : tensor<2xf32>, s = dense<{{\[\[}}[1]], {{\[\[}}2]]]> : tensor<2x1x1xi8>, t = dense<1> : tensor<2x3xindex>, u = dense<7> : tensor<2xi32>, v = dense<5> : tensor<1xi32>, w = dense<{{\[\[}}1, 2, 3], [4, 5, 6]]> : vector<2x3xi16>} : () -> ()
// CHECK-NEXT: }
