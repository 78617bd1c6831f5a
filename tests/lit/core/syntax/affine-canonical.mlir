// Affine maps and integer sets in upstream's canonical form: expressions are
// built (and so simplified) as MLIR 22 builds them, and printed with its
// parenthesization.
// RUN: %hlsl-opt --allow-unregistered-dialect %s | FileCheck %s
// NO-ROUNDTRIP: a printed expression reads back as a different one (`d0 + -(d0 floordiv 3) + s0` was built from `d0 + s0 - ...`), upstream's too
//
// Upstream: mlir-opt-22 prints the same text, and we read what it prints.
// REQUIRES: mlir-opt
// RUN: %hlsl-opt --allow-unregistered-dialect --mlir-print-op-generic %s > %t.ours
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | diff %t.ours -
// RUN: %hlsl-opt --allow-unregistered-dialect %s > %t.custom
// RUN: %mlir-opt --allow-unregistered-dialect %s | diff %t.custom -
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | %mlir-opt --allow-unregistered-dialect --mlir-print-op-generic > %t.twice
// RUN: %mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | %hlsl-opt --allow-unregistered-dialect --mlir-print-op-generic | diff %t.twice -

// Operand order: constants, then symbolic terms, go right; two dimensions or
// two symbols are ordered by position.
"foo.a"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (d1 + d0 + 4, s1 + s0, s0 * d1, s1 * s0 * d0, d2 + d1 + d0, 3 + d1 + 2 + d0, d1 * s1 * 4 * s0)>} : () -> ()
// Folding: constants (not past 64 bits), multiples in divisions and modulos,
// `x - (x floordiv q) * q` (also as the last term of a sum).
"foo.a"() {m = affine_map<(d0, d1)[s0, s1] -> ((6 * d0) mod 6, (d0 + d1 * 4) mod 4, (d0 * 4 + d1) floordiv -2, (d0 mod 6) mod 3, -7 floordiv -2, -7 ceildiv -2, 7 mod -2, 9223372036854775807 + 1, d0 - (d0 floordiv 4) * 4, (s0 + s1) - (s1 floordiv 4) * 4, d0 + s0 - d0 floordiv 3, d0 + (d0 floordiv -4) * 4, d0 + d0, d0 - d0)>} : () -> ()
// Parentheses only where precedence needs them; sums of negated terms print
// as differences.
"foo.a"() {m = affine_map<(d0, d1)[s0] -> ((-d0) floordiv 2, -(d0 * s0), d1 - (d0 + d1), d0 * -1 + 2, -(d0 floordiv 2), (d0 + 1) * -3 + d1, d0 - d1 * 4, (d0 floordiv s0) * (s0 * -1))>} : () -> ()
// Integer sets keep `lhs - rhs` (`rhs - lhs` for `<=`) against zero.
"foo.a"() {s = affine_set<(d0, d1)[s0] : (d0 >= s0, d1 <= d0 + 2, d0 * 2 == d1, d1 + 1 >= d0 floordiv 2)>, t = affine_set<() : ()>} : () -> ()
// Identity layouts are the default (one with symbols is kept but not
// printed); others print, aliased.
%0 = "foo.m"() : () -> memref<4x4xf32, affine_map<(d0, d1) -> (d0 + 0, d1 * 1)>>
%1 = "foo.m"() : () -> memref<4x4xf32, affine_map<(d0, d1)[s0] -> (d0, d1)>>
%2 = "foo.m"() : () -> memref<4xf32, affine_map<(d0) -> (d0 floordiv 2)>, 1>
%3 = "foo.m"() : () -> memref<f32, affine_map<() -> ()>>
%4 = "foo.m"() : () -> memref<4xf32, false>

// CHECK: #map = affine_map<(d0, d1, d2)[s0, s1] -> (d0 + d1 + 4, s0 + s1, d1 * s0, d0 * (s0 * s1), d1 + d2 + d0, d0 + d1 + 5, ((d1 * s1) * s0) * 4)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1)[s0, s1] -> (0, d0 mod 4, d0 * -2 + d1 floordiv -2, d0 mod 3, 3, 4, 7 mod -2, 9223372036854775807 + 1, d0 mod 4, s0 + s1 mod 4, d0 + -(d0 floordiv 3) + s0, d0 + (d0 floordiv -4) * 4, d0 * 2, 0)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1)[s0] -> ((-d0) floordiv 2, -(d0 * s0), d1 - (d0 + d1), -d0 + 2, -(d0 floordiv 2), (d0 + 1) * -3 + d1, d0 - d1 * 4, (d0 floordiv s0) * (-s0))>
// CHECK-NEXT: #map3 = affine_map<(d0) -> (d0 floordiv 2)>
// CHECK-NEXT: #set = affine_set<(d0, d1)[s0] : (d0 - s0 >= 0, d0 - d1 + 2 >= 0, d0 * 2 - d1 == 0, d1 - d0 floordiv 2 + 1 >= 0)>
// CHECK-NEXT: #set1 = affine_set<() : (0 == 0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   "foo.a"() {m = #map} : () -> ()
// CHECK-NEXT:   "foo.a"() {m = #map1} : () -> ()
// CHECK-NEXT:   "foo.a"() {m = #map2} : () -> ()
// CHECK-NEXT:   "foo.a"() {s = #set, t = #set1} : () -> ()
// CHECK-NEXT:   %0 = "foo.m"() : () -> memref<4x4xf32>
// CHECK-NEXT:   %1 = "foo.m"() : () -> memref<4x4xf32>
// CHECK-NEXT:   %2 = "foo.m"() : () -> memref<4xf32, #map3, 1>
// CHECK-NEXT:   %3 = "foo.m"() : () -> memref<f32>
// CHECK-NEXT:   %4 = "foo.m"() : () -> memref<4xf32>
// CHECK-NEXT: }
