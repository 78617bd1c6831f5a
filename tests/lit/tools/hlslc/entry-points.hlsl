// Entry points: -E must name a defined function, compute entries need
// [numthreads], inputs need semantics valid for the stage.

// RUN: not %hlslc -T cs_6_0 -E missing -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: error: missing entry point definition

// RUN: not %hlslc -T cs_6_0 -E nothreads -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=NOTHREADS
// NOTHREADS: entry-points.hlsl:[[@LINE+1]]:6: error: missing numthreads attribute for compute shader entry
void nothreads(uint3 id : SV_DispatchThreadID) {}

// RUN: not %hlslc -T cs_6_0 -E badsem -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=BADSEM
// BADSEM: entry-points.hlsl:[[@LINE+2]]:20: error: semantic 'SV_Position' is not valid for compute shader inputs
[numthreads(1, 1, 1)]
void badsem(float4 p : SV_Position, uint i) {}
// BADSEM: entry-points.hlsl:[[@LINE-1]]:42: error: semantic annotations must be present for all parameters of an entry function or patch constant function

// RUN: %hlslc -T cs_6_0 -E good -fsyntax-only %s
[numthreads(8, 8, 1)]
void good(uint3 id : SV_DispatchThreadID, uint3 g : SV_GroupID, uint3 gt : SV_GroupThreadID, uint gi : SV_GroupIndex) {}

// RUN: %hlslc -T lib_6_5 -fsyntax-only %s
[shader("compute")]
[numthreads(4, 1, 1)]
void libentry(uint3 id : SV_DispatchThreadID) {}
