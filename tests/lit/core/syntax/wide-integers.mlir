// Integers of any width up to MLIR's limit, as APInt: attributes and dense
// elements wider than 128 bits (decimal and hex literals, signed and unsigned
// reading, the hex form of more than 100 elements), hex data of widths that are
// not a multiple of 8 (one byte per element, the value's bits only), and the
// values MLIR 22 reads back from `complex<i1>` elements.
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
// NO-ROUNDTRIP: complex<i1> elements read back differently from how they were written, upstream too

"foo.wide"() {a = -44 : i1000, b = -1 : i129, c = 340282366920938463463374607431768211457 : ui200, d = -3 : si300, e = 0x1FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF : i129} : () -> ()
"foo.dense"() {a = dense<[-10]> : tensor<1xi1000>, b = dense<[1, -2, 3]> : tensor<3xi130>, c = dense<"0x0100000000000000000000000000000000FF"> : tensor<2xi72>, d = dense<[-50, -49, -48, -47, -46, -45, -44, -43, -42, -41, -40, -39, -38, -37, -36, -35, -34, -33, -32, -31, -30, -29, -28, -27, -26, -25, -24, -23, -22, -21, -20, -19, -18, -17, -16, -15, -14, -13, -12, -11, -10, -9, -8, -7, -6, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50]> : tensor<101xi130>} : () -> ()
"foo.odd"() {a = 0x1F : i5, b = dense<"0x0102"> : tensor<2xi5>, c = dense<"0x12"> : tensor<2xi4>, d = dense<[-1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5]> : tensor<101xi5>} : () -> ()
"foo.complex"() {a = dense<(0, -1)> : tensor<complex<si1>>, b = dense<[(1, 1), (1, 0)]> : tensor<2xcomplex<i1>>, d = dense<[(1, 0), (1, 0)]> : tensor<2xcomplex<i1>>} : () -> ()

// CHECK:      "foo.wide"() {a = -44 : i1000, b = -1 : i129, c = 340282366920938463463374607431768211457 : ui200, d = -3 : si300, e = -1 : i129} : () -> ()
// CHECK-NEXT: "foo.dense"() {a = dense<-10> : tensor<1xi1000>, b = dense<[1, -2, 3]> : tensor<3xi130>, c = dense<[1, -18446744073709551616]> : tensor<2xi72>, d = dense<"0xCEFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF03CF
// CHECK-NEXT: "foo.odd"() {a = -1 : i5, b = dense<[1, 2]> : tensor<2xi5>, c = dense<2> : tensor<2xi4>, d = dense<"0x1F0203
// CHECK-NEXT: "foo.complex"() {a = dense<(false,false)> : tensor<complex<si1>>, b = dense<[(true,false), (false,false)]> : tensor<2xcomplex<i1>>, d = dense<(true,false)> : tensor<2xcomplex<i1>>} : () -> ()
