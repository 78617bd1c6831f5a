// emulate-lt-32-bit-scalar-types=false: an i8 the target lacks has no SPIR-V
// form, so the arith op using it stays, and arith is illegal.

// RUN: %hlsl-opt %s --split-input-file --convert-arith-to-spirv=emulate-lt-32-bit-scalar-types=false --verify-diagnostics
// RUN: %hlsl-opt %s --split-input-file --convert-arith-to-spirv="emulate-lt-32-bit-scalar-types=true emulate-unsupported-float-types=false" | FileCheck %s
// RUN: not %hlsl-opt %s --convert-arith-to-spirv=emulate-lt-32=true 2>&1 | FileCheck %s --check-prefix=BAD

// REQUIRES: mlir-opt
// RUN: %mlir-opt %s --split-input-file --convert-arith-to-spirv=emulate-lt-32-bit-scalar-types=false --verify-diagnostics

// CHECK-LABEL: func.func @narrow
// CHECK:       spirv.ShiftLeftLogical
// BAD: no such option 'emulate-lt-32' for pass 'convert-arith-to-spirv'

func.func @narrow(%a: i8) -> i16 {
  // expected-error @+1 {{failed to legalize operation 'arith.extsi' that was explicitly marked illegal}}
  %0 = arith.extsi %a : i8 to i16
  return %0 : i16
}
