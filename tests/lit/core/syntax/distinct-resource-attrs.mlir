// `distinct[N]<...>` attributes (renumbered in the order they are printed,
// aliases first; those referring to something get a `#distinct` alias), typed
// attributes of unregistered dialects, zero strides, and `dense_resource`
// elements with the file's `dialect_resources` section printed back (the
// blobs named by printed attributes, in the order they are named).
// RUN: %hlsl-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %hlsl-opt --allow-unregistered-dialect %s | %hlsl-opt --allow-unregistered-dialect | FileCheck %s
//
// Upstream: mlir-opt-22 prints the same text, and we read what it prints.
// REQUIRES: mlir-opt
// RUN: %hlsl-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo %s > %t.ours
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo %s > %t.theirs
// RUN: diff %t.ours %t.theirs
// RUN: %hlsl-opt --allow-unregistered-dialect %s > %t.custom
// RUN: %mlir-opt --allow-unregistered-dialect %s | diff %t.custom -
// RUN: %mlir-opt --allow-unregistered-dialect %s | %hlsl-opt --allow-unregistered-dialect | diff %t.custom -

"foo.x"() {a = distinct[0]<>, b = distinct[5]<42 : i32>, c = distinct[0]<>, d = [distinct[7]<"s">, distinct[5]<42 : i32>], e = #bar.a : i63, f = #bar<"x y"> : i8, g = #bar.q, s = strided<[53, 0]>} : () -> ()
"foo.y"() {z = distinct[3]<[1, 2]>} : () -> memref<4x4xf32, strided<[0, 1], offset: 0>>
"foo.r"() {m = dense_resource<"q r"> : tensor<2xi8>, a = dense_resource<zz> : tensor<1xi8>, b = dense_resource<blob1> : tensor<1xi8>, n = dense_resource<nodata> : vector<2xi8>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x0100000005",
      "q r": "0x010000000506",
      zz: "0x0100000009",
      unused: "0x04000000"
    }
  }
#-}

// CHECK:      #distinct = distinct[0]<42 : i32>
// CHECK-NEXT: #distinct1 = distinct[1]<"s">
// CHECK-NEXT: #distinct2 = distinct[2]<[1, 2]>
// CHECK-NEXT: module {
// CHECK-NEXT:   "foo.x"() {a = distinct[3]<>, b = #distinct, c = distinct[3]<>, d = [#distinct1, #distinct], e = #bar.a : i63, f = #bar<"x y"> : i8, g = #bar.q, s = strided<[53, 0]>} : () -> ()
// CHECK-NEXT:   %0 = "foo.y"() {z = #distinct2} : () -> memref<4x4xf32, strided<[0, 1]>>
// CHECK-NEXT:   "foo.r"() {a = dense_resource<zz> : tensor<1xi8>, b = dense_resource<blob1> : tensor<1xi8>, m = dense_resource<"q r"> : tensor<2xi8>, n = dense_resource<nodata> : vector<2xi8>} : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {-#
// CHECK-NEXT:   dialect_resources: {
// CHECK-NEXT:     builtin: {
// CHECK-NEXT:       zz: "0x0100000009",
// CHECK-NEXT:       blob1: "0x0100000005",
// CHECK-NEXT:       "q r": "0x010000000506"
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: #-}
