// The DXC command line: unknown options are rejected with DXC's message, a
// profile is required, the options DXC's -spirv mode takes are accepted; an
// object file is the hlsl-dialect module (the SPIR-V binary with -spirv), and
// a compilation that fails writes nothing.

// RUN: not %hlslc -T cs_6_0 -frobnicate %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: hlslc: error: Unknown argument: '-frobnicate'

// RUN: not %hlslc %s 2>&1 | FileCheck %s --check-prefix=PROFILE
// PROFILE: hlslc: error: target profile is required (-T)

// RUN: not %hlslc -T cs_5_0 %s 2>&1 | FileCheck %s --check-prefix=BADPROFILE
// BADPROFILE: hlslc: error: Unknown target profile: cs_5_0

// RUN: %hlslc -spirv -fspv-target-env=vulkan1.3 -T cs_6_6 -E main -O3 -Zi -Qembed_debug -Vd -Gis -HV 2021 -fvk-use-dx-layout -fvk-bind-register t0 0 1 2 -fspv-enable-maximal-reconvergence -fsyntax-only %s
// RUN: %hlslc /T cs_6_0 /E main -fsyntax-only %s

// RUN: rm -f %t.o %t.spv
// RUN: %hlslc -T cs_6_0 -Fo %t.o %s
// RUN: FileCheck %s --check-prefix=CODEGEN < %t.o
// CODEGEN: func.func @main() attributes {hlsl.numthreads = array<i32: 1, 1, 1>, hlsl.shader = "compute"}
// CODEGEN: hlsl.buffer.store
// RUN: %hlslc -T cs_6_0 -spirv -fspv-target-env=vulkan1.2 -Fo %t.spv %s
// RUN: spirv-val --target-env vulkan1.2 %t.spv
// RUN: rm -f %t.bad.o
// RUN: not %hlslc -T cs_6_0 -Fo %t.bad.o -DBAD %s 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not test -e %t.bad.o
// BAD: error: cannot compile this call to intrinsic 'ddx' (no IR op expresses it) yet

// RUN: not %hlslc -T cs_6_0 -fsyntax-only %S/Inputs/does-not-exist.hlsl 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: error: no such file or directory: '{{.*}}does-not-exist.hlsl'

RWStructuredBuffer<uint> Out : register(u0);

[numthreads(1, 1, 1)]
void main() {
#ifdef BAD
  Out[1] = (uint)ddx(1.5f);
#endif
  Out[0] = 1;
}
