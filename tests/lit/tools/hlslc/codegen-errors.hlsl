// What IR generation cannot compile is an error in clang's form at the
// construct, naming it ("cannot compile this ... yet"); nothing is written.

// RUN: not %hlslc -T cs_6_0 -DSIN -Fo %t.o %s 2>&1 | FileCheck %s --check-prefix=SIN
// RUN: not test -e %t.o
// SIN: codegen-errors.hlsl:[[@LINE+26]]:17: error: cannot compile this call to intrinsic 'ddx' (no IR op expresses it) yet
// SIN-NEXT: Out[0] = (int)ddx(1.0f);
// SIN-NEXT: {{^}}                ^~~~~~~~~{{$}}
// SIN: 1 error generated.

// RUN: not %hlslc -T cs_6_0 -DGLOBALS %s 2>&1 | FileCheck %s --check-prefix=GLOBALS
// GLOBALS: error: cannot compile this global variable 'Scale' outside a constant buffer (the implicit $Globals buffer) yet

// RUN: not %hlslc -T ds_6_0 -E ds %s 2>&1 | FileCheck %s --check-prefix=DOMAIN
// DOMAIN: error: cannot compile this domain shader entry point yet

// A constant index past the end of a sized array, in a cbuffer or a local.
// RUN: not %hlslc -T cs_6_0 -DPAST_END %s 2>&1 | FileCheck %s --check-prefix=PAST-END
// RUN: not %hlslc -T cs_6_0 -DPAST_END_LOCAL %s 2>&1 | FileCheck %s --check-prefix=PAST-END-LOCAL
// PAST-END: codegen-errors.hlsl:[[@LINE+18]]:20: error: array index 3 is past the end of the array (that has type 'float [3]')
// PAST-END-LOCAL: codegen-errors.hlsl:[[@LINE+21]]:18: error: array index 4 is past the end of the array (that has type 'int [2]')

RWStructuredBuffer<int> Out : register(u0);
int Scale;
cbuffer Weights : register(b0) {
  float weights[3];
};

[numthreads(1, 1, 1)]
void main() {
#ifdef SIN
  Out[0] = (int)ddx(1.0f);
#endif
#ifdef GLOBALS
  Out[0] = Scale;
#endif
#ifdef PAST_END
  Out[0] = weights[3];
#endif
#ifdef PAST_END_LOCAL
  int local[2] = {1, 2};
  Out[1] = local[4];
#endif
}

float4 ds(float4 p : POSITION) : SV_Position {
  return p;
}
