// A pass that fails makes the tool fail; with `gen-diagnostics` it reports an
// error at the op it ran on first.

// RUN: not %hlsl-opt %s --test-pass-failure 2>&1 | FileCheck %s --check-prefix=SILENT --allow-empty
// RUN: not %hlsl-opt %s --test-pass-failure=gen-diagnostics 2>&1 | FileCheck %s

// SILENT-NOT: func.func
// CHECK: error: illegal operation
// CHECK-NOT: func.func
func.func @f() {
  return
}
