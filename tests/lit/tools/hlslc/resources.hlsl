// Every resource object of the resource table declares and checks, with
// register classes matched to the object; the typed AST records bindings.

// RUN: %hlslc -T cs_6_7 -ast-dump %s | FileCheck %s

// CHECK: VarDecl B 'Buffer<float4>' Global register(t0, space0)
Buffer<float4> B : register(t0);
RWBuffer<uint2> RWB : register(u0);
RasterizerOrderedBuffer<float> ROB : register(u1);
ByteAddressBuffer BAB : register(t1);
RWByteAddressBuffer RWBAB : register(u2);
RasterizerOrderedByteAddressBuffer ROBAB : register(u3);
struct E { float3 p; uint id; };
StructuredBuffer<E> SB : register(t2);
// CHECK: VarDecl RWSB 'RWStructuredBuffer<E>' Global register(u4, space1) vk::binding(7, 1) vk::counter_binding(8)
[[vk::binding(7, 1)]] [[vk::counter_binding(8)]] RWStructuredBuffer<E> RWSB : register(u4, space1);
RasterizerOrderedStructuredBuffer<E> ROSB : register(u5);
AppendStructuredBuffer<E> ASB : register(u6);
ConsumeStructuredBuffer<E> CSB : register(u7);
Texture1D<float4> T1 : register(t3);
Texture1DArray<float4> T1A : register(t4);
Texture2D T2 : register(t5);
Texture2DArray<float4> T2A : register(t6);
Texture3D<float4> T3 : register(t7);
TextureCube<float4> TC : register(t8);
TextureCubeArray<float4> TCA : register(t9);
// CHECK: VarDecl T2MS 'Texture2DMS<float4, 8>'
Texture2DMS<float4, 8> T2MS : register(t10);
Texture2DMSArray<float4> T2MSA : register(t11);
RWTexture1D<float4> RWT1 : register(u8);
RWTexture1DArray<float4> RWT1A : register(u9);
RWTexture2D<float4> RWT2 : register(u10);
RWTexture2DArray<float4> RWT2A : register(u11);
RWTexture3D<float4> RWT3 : register(u12);
RWTexture2DMS<float4, 4> RWT2MS : register(u13);
RWTexture2DMSArray<float4, 4> RWT2MSA : register(u14);
RasterizerOrderedTexture1D<float4> ROT1 : register(u15);
RasterizerOrderedTexture1DArray<float4> ROT1A : register(u16);
RasterizerOrderedTexture2D<float4> ROT2 : register(u17);
RasterizerOrderedTexture2DArray<float4> ROT2A : register(u18);
RasterizerOrderedTexture3D<float4> ROT3 : register(u19);
FeedbackTexture2D<SAMPLER_FEEDBACK_MIN_MIP> FB : register(u20);
FeedbackTexture2DArray<SAMPLER_FEEDBACK_MIP_REGION_USED> FBA : register(u21);
SamplerState S : register(s0);
SamplerComparisonState SC : register(s1);
struct P { float4 scale; };
ConstantBuffer<P> CB : register(b0);
TextureBuffer<P> TB : register(t12);
// CHECK: BufferDecl cbuffer C register(b1, space0)
cbuffer C : register(b1) { float k; }
// CHECK: BufferDecl tbuffer TBB register(t13, space0)
tbuffer TBB : register(t13) { float k2; }

[numthreads(8, 8, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  uint n, stride, w, h, levels;
  SB.GetDimensions(n, stride);
  T2.GetDimensions(0, w, h, levels);
  float2 uv = float2(0.5, 0.5);
  float4 c = T2.Sample(S, uv) + T2A.SampleLevel(S, float3(uv, 0), 0, int2(1, 1))
           + TC.SampleBias(S, float3(uv, 1), 0.5) + T2.Gather(S, uv) + T3.Load(int4(tid, 0))
           + T2MS.Load(int2(tid.xy), 3) + T2.mips[1][tid.xy] + T2MS.sample[2][tid.xy]
           + B[tid.x] + CB.scale * k + TB.scale * k2;
  float cmp = T2.SampleCmpLevelZero(SC, uv, 0.5) + T2.CalculateLevelOfDetail(S, uv);
  // CHECK: MethodCallExpr .IncrementCounter method IncrementCounter#{{[0-9]+}} 'uint'
  uint slot = RWSB.IncrementCounter();
  E e = CSB.Consume();
  ASB.Append(e);
  RWSB[slot] = SB[tid.x];
  uint2 raw = BAB.Load2(0);
  RWBAB.Store2(8, raw);
  RWBAB.Store<float3>(16, e.p);
  uint orig;
  RWBAB.InterlockedAdd(0, 1u, orig);
  RWB[tid.x] = raw;
  RWT2[tid.xy] = c * cmp;
  ROT2[tid.xy] = RWT2.Load(tid.xy);
  FB.WriteSamplerFeedback(T2, S, uv);
}
