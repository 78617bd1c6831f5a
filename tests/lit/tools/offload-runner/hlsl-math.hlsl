// The math intrinsics hlslc lowers through the math dialect to GLSL.std.450,
// compiled and run on Vulkan: transcendental, rounding and geometric
// functions on float4s (compared with an absolute tolerance against values
// computed in double precision), and the half conversions and packed byte
// dot products (compared bit for bit). Inputs/hlsl-math.yaml holds the inputs
// and the expected values.
// RUN: %hlslc -T cs_6_0 -E main -spirv -fspv-target-env=vulkan1.3 -Fo %t.spv %s
// RUN: spirv-val --target-env vulkan1.3 %t.spv
// RUN: %offload-runner --quiet %S/Inputs/hlsl-math.yaml %t.spv

StructuredBuffer<float4> In : register(t0);
RWStructuredBuffer<float4> Out : register(u1);
RWStructuredBuffer<uint4> Bits : register(u2);

[numthreads(1, 1, 1)]
void main() {
  float4 a = In[0];
  float4 b = In[1];
  Out[0] = sin(a);
  Out[1] = cos(b);
  Out[2] = tan(a * 0.5);
  Out[3] = float4(asin(a.x), acos(b.y), atan(a.z), atan2(a.w, b.z));
  Out[4] = float4(sinh(a.x), cosh(b.y), tanh(a.z), tanh(b.w));
  Out[5] = exp(b);
  Out[6] = exp2(a);
  Out[7] = log(abs(a));
  Out[8] = log2(abs(b));
  Out[9] = log10(abs(a));
  Out[10] = pow(abs(a), b);
  Out[11] = float4(pow(-2.0, b.x * 2.0), sqrt(abs(a.y)), rsqrt(a.z), sqrt(b.x));
  Out[12] = floor(a);
  Out[13] = ceil(b);
  Out[14] = trunc(a);
  Out[15] = round(float4(2.5, -2.5, 3.5, b.w * 10.0));
  Out[16] = frac(a);
  Out[17] = float4(degrees(a.x), radians(b.x), ldexp(a.y, 3.0), ldexp(b.z, -1.0));
  Out[18] = float4(length(a), length(b.xy), distance(a, b), length(a.y));
  Out[19] = normalize(a);
  Out[20] = reflect(a, normalize(b));
  Out[21] = refract(a, normalize(b), 0.5);
  Out[22] = refract(float4(0.6, 0.8, 0, 0), float4(-1, 0, 0, 0), 3.0);
  Out[23] = smoothstep(-1.0, 3.0, a);
  float s, c;
  sincos(b.z, s, c);
  float whole;
  float part = modf(a.w, whole);
  Out[24] = float4(s, c, part, whole);
  Bits[0] = uint4(f32tof16(a.xy), f32tof16(float2(65520.0, 5.96e-8)));
  Bits[1] = asuint(f16tof32(uint4(0x3c00, 0xc2a8, 0x0001, 0x7c00)));
  Bits[2] = uint4(asuint(dot4add_i8packed(0x01020304u, 0xff02fe04u, 5)),
                  dot4add_u8packed(0x01020304u, 0xff02fe04u, 5), f32tof16(-0.1), 0);
}
