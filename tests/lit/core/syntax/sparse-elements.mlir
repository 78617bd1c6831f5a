// Sparse elements attributes: indices (one row per element, or a single
// one) and values (one per index, or one for all; hex allowed), printed as
// upstream prints them (indices never in hex, equal values as one).
// RUN: %hlsl-opt --allow-unregistered-dialect %s | FileCheck %s
// NO-ROUNDTRIP: a single index prints as a splat, which reads back as an index tensor of another shape (upstream's too)
//
// Upstream: mlir-opt-22 prints the same text, and we read what it prints.
// REQUIRES: mlir-opt
// RUN: %hlsl-opt --allow-unregistered-dialect --mlir-print-op-generic %s > %t.ours
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | diff %t.ours -
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | %mlir-opt --allow-unregistered-dialect --mlir-print-op-generic > %t.twice
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | %hlsl-opt --allow-unregistered-dialect --mlir-print-op-generic | diff %t.twice -

"foo.op"() {a = sparse<> : tensor<2xi32>, b = sparse<[[0], [1]], [1, 2]> : tensor<4xi32>, c = sparse<0, 1> : tensor<4x4xi32>, d = sparse<[0, 1], [1, 2]> : tensor<4xi32>, e = sparse<[[0, 1]], "0x01000000"> : tensor<4x4xi32>, f = sparse<[[0, 1]], [1]> : vector<4x4xi32>} : () -> ()
"foo.op"() {g = sparse<[[0, 1]], [(1, 2)]> : tensor<4x4xcomplex<i32>>, h = sparse<[[0,1]], ["a"]> : tensor<4x4x!foo.s>, i = sparse<[[0, 0], [1, 1]], [3, 3]> : tensor<2x2xi32>, j = sparse<[[0, 1], [2, 3]], [true, false]> : tensor<4x4xi1>, k = sparse<[[0, 1], [2, 3]], [1.5, 2.5]> : memref<4x4xf16>, l = sparse<0, 1> : tensor<i32>} : () -> ()

// CHECK: module {
// CHECK-NEXT:   "foo.op"() {a = sparse<> : tensor<2xi32>, b = sparse<{{\[\[}}0], [1]], [1, 2]> : tensor<4xi32>, c = sparse<0, 1> : tensor<4x4xi32>, d = sparse<[0, 1], [1, 2]> : tensor<4xi32>, e = sparse<{{\[\[}}0, 1]], 1> : tensor<4x4xi32>, f = sparse<{{\[\[}}0, 1]], 1> : vector<4x4xi32>} : () -> ()
// CHECK-NEXT:   "foo.op"() {g = sparse<{{\[\[}}0, 1]], (1,2)> : tensor<4x4xcomplex<i32>>, h = sparse<{{\[\[}}0, 1]], "a"> : tensor<4x4x!foo.s>, i = sparse<{{\[\[}}0, 0], [1, 1]], 3> : tensor<2x2xi32>, j = sparse<{{\[\[}}0, 1], [2, 3]], [true, false]> : tensor<4x4xi1>, k = sparse<{{\[\[}}0, 1], [2, 3]], [1.500000e+00, 2.500000e+00]> : memref<4x4xf16>, l = sparse<> : tensor<i32>} : () -> ()
// CHECK-NEXT: }
