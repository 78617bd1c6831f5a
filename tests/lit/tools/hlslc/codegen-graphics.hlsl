// Vertex and pixel entry points: the stage inputs are the function's
// arguments and the outputs its results, each with its semantic in
// `hlsl.semantic` (a struct contributes one per field); `discard` is
// hlsl.discard. The hlsl dialect's verifier checks the semantics and the ops
// each stage may use.

// RUN: %hlslc -T vs_6_0 -E vs %s | FileCheck %s --check-prefix=VS
// RUN: %hlslc -T ps_6_0 -E ps %s | FileCheck %s --check-prefix=PS
// RUN: %hlslc -T ps_6_0 -E ps %s | %hlsl-opt | FileCheck %s --check-prefix=PS

Texture2D<float4> Tex : register(t0);
SamplerState Samp : register(s1);

struct VSOut {
  float4 pos : SV_Position;
  float2 uv : TEXCOORD0;
};

// VS-LABEL: func.func @vs(%arg0: i32 {hlsl.semantic = "SV_VertexID"}) -> (vector<4xf32> {hlsl.semantic = "SV_Position"}, vector<2xf32> {hlsl.semantic = "TEXCOORD0"}) attributes {hlsl.shader = "vertex"}
// VS: %[[UV:.+]] = vector.from_elements %{{.+}}, %{{.+}} : vector<2xf32>
// VS: %[[POS:.+]] = vector.from_elements %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}} : vector<4xf32>
// VS: return %[[POS]], %[[UV]] : vector<4xf32>, vector<2xf32>
VSOut vs(uint id : SV_VertexID) {
  VSOut o;
  o.uv = float2((id << 1) & 2, id & 2);
  o.pos = float4(o.uv * 2 - 1, 0, 1);
  return o;
}

// PS-LABEL: func.func @ps(%arg0: vector<4xf32> {hlsl.semantic = "SV_Position"}, %arg1: vector<2xf32> {hlsl.semantic = "TEXCOORD0"}) -> (vector<4xf32> {hlsl.semantic = "SV_Target"}, f32 {hlsl.semantic = "SV_Depth"}) attributes {hlsl.shader = "pixel"}
// PS: %[[C:.+]] = hlsl.texture.sample %Tex[%arg1] sampler(%Samp)
// PS: scf.if %{{.+}} {
// PS-NEXT: hlsl.discard
// PS: return %[[C]], %{{.+}} : vector<4xf32>, f32
float4 ps(float4 pos : SV_Position, float2 uv : TEXCOORD0, out float depth : SV_Depth) : SV_Target {
  float4 c = Tex.Sample(Samp, uv);
  if (c.a < 0.5)
    discard;
  depth = pos.z;
  return c;
}
