// Syntax errors recover at the next statement, so several are reported; the
// preprocessor's errors come first, with the include stack.

// RUN: not %hlslc -T cs_6_0 -fsyntax-only -I %S/Inputs %s 2>&1 | FileCheck %s

#include "bad-include.hlsli"
// CHECK: In file included from {{.*}}syntax-errors.hlsl:6:
// CHECK-NEXT: {{.*}}bad-include.hlsli:1:25: error: use of undeclared identifier 'undeclared_in_header'

#pragma dxc_unknown_thing
// CHECK-DAG: syntax-errors.hlsl:10:9: warning: unknown pragma ignored [-Wunknown-pragmas]

[numthreads(1, 1, 1)]
void main() {
  int a = 1
  int b = 2;
  // CHECK-DAG: syntax-errors.hlsl:15:12: error: expected ';' at end of declaration
  float c = (a + ;
  // CHECK-DAG: syntax-errors.hlsl:18:18: error: expected expression
  Foo d;
  // CHECK-DAG: syntax-errors.hlsl:20:3: error: unknown type name 'Foo'
  if a > b {}
  // CHECK-DAG: syntax-errors.hlsl:22:6: error: expected '(' after 'if'
}
// CHECK: errors generated.
