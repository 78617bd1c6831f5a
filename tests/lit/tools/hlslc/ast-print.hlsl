// -ast-print prints the program back as HLSL source; printing the printed
// program again gives the same text (a fixed point).

// RUN: %hlslc -T cs_6_0 -ast-print %s > %t.hlsl
// RUN: FileCheck %s --input-file=%t.hlsl
// RUN: %hlslc -T cs_6_0 -ast-print %t.hlsl | diff %t.hlsl -

// CHECK: struct Light {
// CHECK-NEXT:   float3 dir;
// CHECK-NEXT:   float intensity;
// CHECK-NEXT: };
struct Light { float3 dir; float intensity; };

// CHECK: cbuffer Frame : register(b0, space1) {
// CHECK-NEXT:   float4x4 ViewProj;
// CHECK-NEXT:   uint LightCount;
// CHECK-NEXT: };
cbuffer Frame : register(b0, space1) { float4x4 ViewProj; uint LightCount; }

typedef float3 Color;
using Index = uint;
enum Mode { Add = 1, Mul };

StructuredBuffer<Light> Lights : register(t0);
[[vk::binding(3, 0)]] [[vk::counter_binding(4)]] RWStructuredBuffer<Color> Out : register(u0);
groupshared float Shared[2][32];
static const int Table[4] = { 1, 2, 3, 4 };

// CHECK: Color shade(in Light l, inout float acc, out uint hits)
Color shade(in Light l, inout float acc, out uint hits) {
  hits = 0;
  acc += l.intensity * (acc - 1.0f) / 2;
  return l.dir * -(-acc) + (float3)(acc > 0 ? 1 : 0);
}

// CHECK: [numthreads(32, 1, 1)]
[numthreads(32, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID, uint gi : SV_GroupIndex) {
  float acc = 0;
  uint hits;
  // CHECK: [unroll(4)] for (uint i = 0; i < LightCount && i < 8; ++i) {
  [unroll(4)] for (uint i = 0; i < LightCount && i < 8; ++i) {
    Color c = shade(Lights[i], acc, hits);
    Out[tid.x] = c.bgr;
  }
  int k = 0;
  do { k++; } while (k < 3);
  while (k-- > 0) { if (k == 1) continue; else break; }
  switch ((Mode)k) {
  case Add:
  case Mul:
    Shared[0][gi] = (float)k;
    break;
  default:
    break;
  }
  // CHECK: Shared[1][gi] = (1 + 2) * 3 << 1;
  Shared[1][gi] = ((1 + 2) * 3) << 1;
  uint idx = Index(Table[gi % 4]);
  float4x4 m = ViewProj;
  Out[idx] = mul(float4(m._m00_m11, 0, 1), m).xyz + m[1].xyz;
}
