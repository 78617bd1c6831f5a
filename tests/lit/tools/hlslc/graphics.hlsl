// Simple vertex and pixel shaders: stage inputs and outputs with system
// values and user semantics, implicit-LOD sampling and discard.

// RUN: %hlslc -T vs_6_0 -E VSMain -fsyntax-only %s
// RUN: %hlslc -T ps_6_0 -E PSMain -fsyntax-only %s
// RUN: not %hlslc -T ps_6_0 -E VSMain -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: error: semantic 'SV_VertexID' is not valid for pixel shader inputs

struct VSOut {
  float4 pos : SV_Position;
  [[vk::location(0)]] float2 uv : TEXCOORD0;
  nointerpolation uint inst : INSTANCE;
};

cbuffer Xform : register(b0) { row_major float4x4 mvp; }
Texture2D<float4> Albedo : register(t0);
SamplerState Samp : register(s0);

VSOut VSMain(float3 position : POSITION, float2 uv : TEXCOORD0, uint vid : SV_VertexID, uint iid : SV_InstanceID) {
  VSOut o;
  o.pos = mul(float4(position, 1.0), mvp);
  o.uv = uv + vid * 0.0;
  o.inst = iid;
  return o;
}

float4 PSMain(VSOut i, bool front : SV_IsFrontFace) : SV_Target0 {
  float4 c = Albedo.Sample(Samp, i.uv);
  if (c.a < 0.5) discard;
  return front ? c : c * ddx(i.uv.x);
}
