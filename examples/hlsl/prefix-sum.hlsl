// A running sum of weighted samples, each clamped to a limit, written by
// thread i for samples 0..i. It uses a struct buffer, a constant buffer, a
// counting loop, a helper function with an early return and a swizzle.
//
//   hlslc -T cs_6_6 -E main -spirv -fspv-target-env=vulkan1.3 -Fo prefix-sum.spv prefix-sum.hlsl
//   offload-runner --hlsl prefix-sum.hlsl prefix-sum.yaml

struct Sample {
  float value;
  uint weight;
};

StructuredBuffer<Sample> Samples : register(t0);
RWStructuredBuffer<float2> Sums : register(u1);

cbuffer Params : register(b2) {
  float Limit;
  uint Count;
};

float weighted(Sample s) {
  float v = s.value * s.weight;
  if (v > Limit)
    return Limit;
  return v;
}

[numthreads(4, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  if (tid.x >= Count)
    return;
  float2 acc = 0;
  for (uint i = 0; i <= tid.x; ++i) {
    acc.x += weighted(Samples[i]);
    acc.y += Samples[i].weight;
  }
  Sums[tid.x] = acc;
}
