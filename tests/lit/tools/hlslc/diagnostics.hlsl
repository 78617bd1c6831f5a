// Diagnostics in clang's form: location, message, source line, caret and
// ranges, notes, warnings, the closing count, and the exit status.

// RUN: not %hlslc -T cs_6_0 -fsyntax-only %s 2>&1 | FileCheck %s --match-full-lines --strict-whitespace

struct S { float4 v; uint n; };
RWStructuredBuffer<S> Out : register(u0);
float f(float x) { return x; }
float f(float x) { return x * 2; }
int g(int a, out int b) { b = a; return a; }

[numthreads(64, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  float3 b = float4(1, 2, 3, 4);
  b.xx = 1;
  undeclared = 3;
  g(1, 2);
  int i = 1 + Out;
}

// CHECK:{{.*}}diagnostics.hlsl:9:7: error: redefinition of 'f'
// CHECK-NEXT:float f(float x) { return x * 2; }
// CHECK-NEXT:      ^
// CHECK-NEXT:{{.*}}diagnostics.hlsl:8:7: note: previous definition is here
// CHECK-NEXT:float f(float x) { return x; }
// CHECK-NEXT:      ^
// CHECK-NEXT:{{.*}}diagnostics.hlsl:14:14: warning: implicit truncation of vector type [-Wconversion]
// CHECK-NEXT:  float3 b = float4(1, 2, 3, 4);
// CHECK-NEXT:             ^~~~~~~~~~~~~~~~~~
// CHECK-NEXT:{{.*}}diagnostics.hlsl:15:3: error: vector is not assignable (contains duplicate components)
// CHECK-NEXT:  b.xx = 1;
// CHECK-NEXT:  ^~~~
// CHECK-NEXT:{{.*}}diagnostics.hlsl:16:3: error: use of undeclared identifier 'undeclared'
// CHECK-NEXT:  undeclared = 3;
// CHECK-NEXT:  ^~~~~~~~~~
// CHECK-NEXT:{{.*}}diagnostics.hlsl:17:3: error: no matching function for call to 'g'
// CHECK-NEXT:  g(1, 2);
// CHECK-NEXT:  ^
// CHECK-NEXT:{{.*}}diagnostics.hlsl:10:5: note: candidate function not viable: 2nd argument must be an l-value (out parameter)
// CHECK-NEXT:int g(int a, out int b) { b = a; return a; }
// CHECK-NEXT:    ^
// CHECK-NEXT:{{.*}}diagnostics.hlsl:18:13: error: invalid operands to binary expression ('literal int' and 'RWStructuredBuffer<S>')
// CHECK-NEXT:  int i = 1 + Out;
// CHECK-NEXT:          ~ ^ ~~~
// CHECK-NEXT:1 warning and 5 errors generated.
