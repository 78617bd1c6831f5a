// Texture methods as the hlsl dialect's texture ops: loads by position and
// mip level (with constant offsets), `mips[level][position]`, level and
// gradient sampling, comparisons, gathers and `GetDimensions` (sizes from
// hlsl.texture.getdimensions, the mip count from hlsl.texture.levels).
// Loads, stores and SampleLevel also lower to SPIR-V.

// RUN: %hlslc -T cs_6_6 -fcgl %s | FileCheck %s
// RUN: %hlslc -T cs_6_6 %s | %hlsl-opt | FileCheck %s
// RUN: %hlslc -T cs_6_6 -DLOWERED -spirv -fspv-target-env=vulkan1.3 -Fo %t.spv %s
// RUN: spirv-val --target-env vulkan1.3 %t.spv

Texture2D<float4> Tex : register(t0);
Texture2D<float> Depth : register(t1);
RWTexture2D<float4> Image : register(u2);
SamplerState Samp : register(s3);
SamplerComparisonState Cmp : register(s4);
RWStructuredBuffer<float4> Out : register(u5);

// CHECK-LABEL: func.func @main()
[numthreads(8, 8, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  // CHECK: hlsl.texture.load %Tex[%{{.+}}] lod(%{{.+}}) : !hlsl.handle<srv, vector<4xf32>, dim = 2d>, vector<2xi32> -> vector<4xf32>
  float4 a = Tex.Load(int3(tid.xy, 0));
  // CHECK: hlsl.texture.load %Tex[%{{.+}}] lod(%{{.+}}) offset [1, -1]
  float4 b = Tex.Load(int3(tid.xy, 1), int2(1, -1));
  // CHECK: hlsl.texture.load %Tex[%{{.+}}] lod(%c2_i32)
  float4 c = Tex.mips[2][tid.xy];
  // CHECK: hlsl.texture.sample %Tex[%{{.+}}] sampler(%Samp) lod(%{{.+}})
  float4 d = Tex.SampleLevel(Samp, float2(0.5, 0.5), 1.0);
  // CHECK: hlsl.texture.load %Image[%{{.+}}] : !hlsl.handle<uav, vector<4xf32>, dim = 2d>
  // CHECK: hlsl.texture.store %{{.+}}, %Image[%{{.+}}]
  Image[tid.xy] = Image[tid.xy] + a + b + c + d;
#ifndef LOWERED
  // CHECK: hlsl.texture.sample_grad %Tex[%{{.+}}] sampler(%Samp)
  float4 e = Tex.SampleGrad(Samp, float2(0.5, 0.5), float2(0.1, 0), float2(0, 0.1));
  // CHECK: hlsl.texture.sample_cmp_level_zero %Depth[%{{.+}}] sampler(%Cmp)
  float f = Depth.SampleCmpLevelZero(Cmp, float2(0.25, 0.25), 0.5);
  // CHECK: hlsl.texture.gather %Tex[%{{.+}}] sampler(%Samp) green
  float4 g = Tex.GatherGreen(Samp, float2(0.5, 0.5));
  // CHECK: %[[SIZE:.+]] = hlsl.texture.getdimensions %Tex lod(%{{.+}}) : !hlsl.handle<srv, vector<4xf32>, dim = 2d> -> vector<2xi32>
  // CHECK: hlsl.texture.levels %Tex
  uint w, h, levels;
  Tex.GetDimensions(1, w, h, levels);
  Out[tid.x] = e + f + g + float4(w, h, levels, 0);
#endif
}
