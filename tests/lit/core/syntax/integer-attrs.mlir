// Integer attributes: type suffixes, booleans, signedness, extremes.
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

"foo.ints"() {
  a = 42, b = -7 : i32, c = 255 : ui8, d = -128 : si8, e = 3 : index, f = true, g = false, h = 1 : i1, i = 0 : i1,
  j = 1 : ui1, k = -1 : si1, l = 18446744073709551615 : ui64, m = -9223372036854775808 : i64,
  n = 170141183460469231731687303715884105727 : i128, o = -170141183460469231731687303715884105728 : i128,
  p = 340282366920938463463374607431768211455 : ui128, q = 0x1F : i16, r = -1 : i7
} : () -> ()
"foo.in_array"() {arr = [42, 7 : i32, true, 5 : index, -1 : i64]} : () -> ()

// CHECK: module {
// CHECK-NEXT:   "foo.ints"() {a = 42 : i64, b = -7 : i32, c = 255 : ui8, d = -128 : si8, e = 3 : index, f = true, g = false, h = true, i = false, j = 1 : ui1, k = -1 : si1, l = 18446744073709551615 : ui64, m = -9223372036854775808 : i64, n = 170141183460469231731687303715884105727 : i128, o = -170141183460469231731687303715884105728 : i128, p = 340282366920938463463374607431768211455 : ui128, q = 31 : i16, r = -1 : i7} : () -> ()
// CHECK-NEXT:   "foo.in_array"() {arr = [42, 7 : i32, true, 5 : index, -1]} : () -> ()
// CHECK-NEXT: }
