// The 4-, 6- and 8-bit float types of MLIR 22 and their values: decimal
// literals go through a double and round into the format (overflow gives
// infinity, NaN or the largest value by format; f8E8M0FNU has no zero and no
// sign bit, yet its attribute values keep a sign, as LLVM's APFloat does),
// hex literals give the bits, NaNs and infinities print in hex.
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

%0:11 = "foo.floats"() : () -> (f4E2M1FN, f6E2M3FN, f6E3M2FN, f8E5M2, f8E4M3, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ, f8E3M4, f8E8M0FNU)
"foo.values"() {a = 2.5 : f4E2M1FN, b = 1.0e10 : f6E2M3FN, c = -1.0e10 : f6E3M2FN, d = 1.0e10 : f8E5M2, e = 0.3 : f8E4M3, f = -1.0e10 : f8E4M3FN, g = -0.0 : f8E5M2FNUZ, h = 0x80 : f8E4M3FNUZ, i = 0.3 : f8E4M3B11FNUZ, j = 0x70 : f8E3M4} : () -> ()
"foo.e8m0"() {a = 0.0 : f8E8M0FNU, b = -4.0 : f8E8M0FNU, c = 0.3 : f8E8M0FNU, d = 3.0e38 : f8E8M0FNU, e = 0x7F : f8E8M0FNU, f = dense<[-4.0, 2.0]> : tensor<2xf8E8M0FNU>} : () -> ()
"foo.dense"() {a = dense<[1.0, 2.5, -6.0]> : tensor<3xf4E2M1FN>, b = dense<"0x0102"> : tensor<2xf4E2M1FN>, c = array<f8E4M3FN: 1.0, -2.0>, d = dense<(1.0, 2.0)> : tensor<complex<f8E5M2>>} : () -> ()

// CHECK: module {
// CHECK-NEXT:   %0:11 = "foo.floats"() : () -> (f4E2M1FN, f6E2M3FN, f6E3M2FN, f8E5M2, f8E4M3, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ, f8E3M4, f8E8M0FNU)
// CHECK-NEXT:   "foo.values"() {a = 2.000000e+00 : f4E2M1FN, b = 7.500000e+00 : f6E2M3FN, c = -2.800000e+01 : f6E3M2FN, d = 0x7C : f8E5M2, e = 3.125000e-01 : f8E4M3, f = 0xFF : f8E4M3FN, g = 0.000000e+00 : f8E5M2FNUZ, h = 0x80 : f8E4M3FNUZ, i = 3.125000e-01 : f8E4M3B11FNUZ, j = 0x70 : f8E3M4} : () -> ()
// CHECK-NEXT:   "foo.e8m0"() {a = 5.877470e-39 : f8E8M0FNU, b = -4.000000e+00 : f8E8M0FNU, c = 2.500000e-01 : f8E8M0FNU, d = 0xFF : f8E8M0FNU, e = 1.000000e+00 : f8E8M0FNU, f = dense<[4.000000e+00, 2.000000e+00]> : tensor<2xf8E8M0FNU>} : () -> ()
// CHECK-NEXT:   "foo.dense"() {a = dense<[1.000000e+00, 2.000000e+00, -6.000000e+00]> : tensor<3xf4E2M1FN>, b = dense<[5.000000e-01, 1.000000e+00]> : tensor<2xf4E2M1FN>, c = array<f8E4M3FN: 1.000000e+00, -2.000000e+00>, d = dense<(1.000000e+00,2.000000e+00)> : tensor<complex<f8E5M2>>} : () -> ()
// CHECK-NEXT: }
