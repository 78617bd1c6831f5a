// A failed conversion leaves the IR as it found it: the dump after the
// failure shows every op unconverted, those converted before the failing one
// included. Without the dump the converted ops need not be restorable; the
// diagnostic is the same either way.

// RUN: not %hlsl-opt %s --convert-arith-to-spirv=emulate-lt-32-bit-scalar-types=false --mlir-print-ir-after-failure 2>&1 | FileCheck %s
// RUN: not %hlsl-opt %s --convert-arith-to-spirv=emulate-lt-32-bit-scalar-types=false --mlir-print-ir-after-failure 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: not %hlsl-opt %s --convert-arith-to-spirv=emulate-lt-32-bit-scalar-types=false 2>&1 | FileCheck %s --check-prefix=QUIET

// REQUIRES: mlir-opt
// RUN: not %mlir-opt %s --convert-arith-to-spirv=emulate-lt-32-bit-scalar-types=false --mlir-print-ir-after-failure 2>&1 | FileCheck %s
// RUN: not %mlir-opt %s --convert-arith-to-spirv=emulate-lt-32-bit-scalar-types=false --mlir-print-ir-after-failure 2>&1 | FileCheck %s --check-prefix=ERR

// ERR: error: failed to legalize operation 'arith.extsi' that was explicitly marked illegal
// CHECK: IR Dump After ConvertArithToSPIRVPass Failed (convert-arith-to-spirv)
// CHECK: func.func @narrow
// CHECK-NEXT: arith.addi
// CHECK-NEXT: arith.muli
// CHECK-NEXT: arith.extsi
// CHECK-NOT: spirv.

// QUIET: error: failed to legalize operation 'arith.extsi' that was explicitly marked illegal
// QUIET-NOT: IR Dump

func.func @narrow(%a: i8, %b: i32) -> i16 {
  %0 = arith.addi %b, %b : i32
  %1 = arith.muli %0, %b : i32
  %2 = arith.extsi %a : i8 to i16
  return %2 : i16
}
