// Intrinsics hlslc expresses with arith ops, compiled and run on Vulkan:
// bit counts and scans, bit reversal, integer and float min/max/clamp/abs,
// sign, bit casts, dot, cross and mul. Inputs/hlsl-intrinsics.yaml holds the
// inputs and the expected words.
// RUN: %hlslc -T cs_6_0 -E main -spirv -fspv-target-env=vulkan1.3 -Fo %t.spv %s
// RUN: spirv-val --target-env vulkan1.3 %t.spv
// RUN: %offload-runner --quiet %S/Inputs/hlsl-intrinsics.yaml %t.spv

StructuredBuffer<uint4> Bits : register(t0);
StructuredBuffer<float4> Floats : register(t1);
RWStructuredBuffer<uint4> Out : register(u2);

[numthreads(1, 1, 1)]
void main() {
  uint4 b = Bits[0];
  Out[0] = countbits(b);
  Out[1] = reversebits(b);
  Out[2] = firstbitlow(b);
  Out[3] = firstbithigh(b);
  Out[4] = firstbithigh(int4(b));
  int4 s = int4(b);
  Out[5] = asuint(clamp(s, -5, 100));
  Out[6] = asuint(abs(s));
  Out[7] = asuint(sign(s));
  float4 f = Floats[0];
  float4 g = Floats[1];
  Out[8] = asuint(max(f, g));
  Out[9] = asuint(min(abs(f), 2.5));
  Out[10] = uint4(asuint(dot(f, g)), asuint(cross(f.xyz, g.xyz)));
  float2x2 m = float2x2(f.x, f.y, f.z, f.w);
  Out[11] = asuint(float4(mul(m, g.xy), mul(g.zw, m)));
  Out[12] = uint4(asuint(lerp(f.x, g.x, 0.25)), asuint(saturate(f.y)), asuint(rcp(g.w)), asuint(fmod(g.z, f.w)));
}
