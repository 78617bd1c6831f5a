// Float attributes: six significant digits when exact, all needed digits otherwise, hex for the rest.
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

"foo.f64"() {a = 1.0, b = 0.1, c = -2.5, d = 3.14159, e = 1.0e300, f = 2.5e-310, g = 0.333333333333333333, h = 123456789.0, i = 0.0, j = -0.0, k = 1.5e-5} : () -> ()
"foo.f32"() {a = 1.0 : f32, b = 0.1 : f32, c = 0.3333333333 : f32, d = 1.0e-45 : f32, e = 3.4028235e38 : f32, f = 16777216.0 : f32, g = 1.17549435e-38 : f32} : () -> ()
"foo.half"() {a = 0.1 : f16, b = 65504.0 : f16, c = 6.0e-8 : f16, d = 0.1 : bf16, e = 3.0 : bf16, f = 1.0e-3 : tf32} : () -> ()
"foo.wide"() {a = 0.1 : f80, b = 1.0 : f80, c = 0.1 : f128, d = 1.0e-4000 : f128} : () -> ()
"foo.special"() {a = 0x7FC00000 : f32, b = 0x7FF0000000000000 : f64, c = 0xFFF0000000000000 : f64, d = 0x7E00 : f16, e = 0xFF80 : bf16, f = 0x0000000000000001 : f64, g = 0x3DCCCCCD : f32} : () -> ()
"foo.in_array"() {arr = [1.0, 2.0 : f32, 0x7FF8000000000000 : f64]} : () -> ()

// CHECK: module {
// CHECK-NEXT:   "foo.f64"() {a = 1.000000e+00 : f64, b = 1.000000e-01 : f64, c = -2.500000e+00 : f64, d = 3.141590e+00 : f64, e = 1.000000e+300 : f64, f = 2.500000e-310 : f64, g = 0.33333333333333331 : f64, h = 0x419D6F3454000000 : f64, i = 0.000000e+00 : f64, j = -0.000000e+00 : f64, k = 1.500000e-05 : f64} : () -> ()
// CHECK-NEXT:   "foo.f32"() {a = 1.000000e+00 : f32, b = 1.000000e-01 : f32, c = 0.333333343 : f32, d = 1.401300e-45 : f32, e = 3.40282347E+38 : f32, f = 0x4B800000 : f32, g = 1.17549435E-38 : f32} : () -> ()
// CHECK-NEXT:   "foo.half"() {a = 9.997550e-02 : f16, b = 6.550400e+04 : f16, c = 5.960460e-08 : f16, d = 1.000980e-01 : bf16, e = 3.000000e+00 : bf16, f = 1.000400e-03 : tf32} : () -> ()
// CHECK-NEXT:   "foo.wide"() {a = 0.100000000000000005551 : f80, b = 1.000000e+00 : f80, c = 0.100000000000000005551115123125782702 : f128, d = 0.000000e+00 : f128} : () -> ()
// CHECK-NEXT:   "foo.special"() {a = 0x7FC00000 : f32, b = 0x7FF0000000000000 : f64, c = 0xFFF0000000000000 : f64, d = 0x7E00 : f16, e = 0xFF80 : bf16, f = 4.940660e-324 : f64, g = 1.000000e-01 : f32} : () -> ()
// CHECK-NEXT:   "foo.in_array"() {arr = [1.000000e+00, 2.000000e+00 : f32, 0x7FF8000000000000 : f64]} : () -> ()
// CHECK-NEXT: }
