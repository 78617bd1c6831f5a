// IR generation of the math intrinsics: one math op per function where the
// math dialect has it (round is roundeven: HLSL rounds halfway cases to
// even), formulas of math and arith ops for the others, component-wise on
// vectors and row by row on matrices; the module lowers to GLSL.std.450
// instructions that spirv-val accepts, and to LLVM's math intrinsics on the
// DirectX path. Transcendental functions of doubles are errors.

// RUN: %hlslc -T cs_6_0 -spirv -fcgl %s | FileCheck %s
// RUN: %hlslc -T cs_6_0 -spirv -fspv-target-env=vulkan1.3 -Fo %t.spv %s
// RUN: spirv-val --target-env vulkan1.3 %t.spv
// RUN: spirv-dis %t.spv | FileCheck %s --check-prefix=SPIRV
// RUN: %hlslc -T cs_6_0 -spirv -fspv-target-env=vulkan1.0 -O0 -Fo %t.v10.spv %s
// RUN: spirv-val --target-env vulkan1.0 %t.v10.spv
// RUN: %hlslc -T cs_6_0 -Fo %t.mlir %s
// RUN: %hlsl-opt %t.mlir --convert-hlsl-to-dx --dx-resource-implicit-binding | %hlsl-translate --dx-to-llvmir -o %t.ll
// RUN: FileCheck %s --check-prefix=LLVM --input-file=%t.ll
// RUN: not %hlslc -T cs_6_0 -DDOUBLE -Fo %t.double.mlir %s 2>&1 | FileCheck %s --check-prefix=DOUBLE
// RUN: not test -e %t.double.mlir
// RUN: %hlslc -T cs_6_2 -enable-16bit-types -DHALF -spirv -fcgl %s | FileCheck %s --check-prefix=HALF
// RUN: %hlslc -T cs_6_2 -enable-16bit-types -DHALF -spirv -fspv-target-env=vulkan1.3 -Fo %t.half.spv %s
// RUN: spirv-val --target-env vulkan1.3 %t.half.spv

StructuredBuffer<float4> In : register(t0);
RWStructuredBuffer<float4> Out : register(u1);
RWStructuredBuffer<uint4> Bits : register(u2);
StructuredBuffer<double> Wide : register(t3);

// CHECK-LABEL: func.func @main()
// CHECK-DAG: %[[A:.+]] = hlsl.buffer.load %In
// CHECK-DAG: %[[B:.+]] = hlsl.buffer.load %In
[numthreads(1, 1, 1)]
void main() {
  float4 a = In[0];
  float4 b = In[1];
  // CHECK: math.sin %[[A]] : vector<4xf32>
  Out[0] = sin(a);
  // CHECK: math.powf %[[A]], %[[B]] : vector<4xf32>
  Out[1] = pow(a, b);
  // CHECK: math.atan2 %[[A]], %[[B]] : vector<4xf32>
  Out[2] = atan2(a, b);
  // CHECK: math.roundeven %[[A]] : vector<4xf32>
  Out[3] = round(a);
  // frac(x) = x - floor(x)
  // CHECK: %[[FLOOR:.+]] = math.floor %[[B]] : vector<4xf32>
  // CHECK-NEXT: arith.subf %[[B]], %[[FLOOR]] : vector<4xf32>
  Out[4] = frac(b);
  // ldexp(x, e) = x * exp2(e)
  // CHECK: %[[EXP2:.+]] = math.exp2 %[[B]] : vector<4xf32>
  // CHECK-NEXT: arith.mulf %[[A]], %[[EXP2]] : vector<4xf32>
  Out[5] = ldexp(a, b);
  // length of a vector: sqrt(dot); of a scalar: its magnitude.
  // CHECK: arith.mulf
  // CHECK: math.sqrt %{{.+}} : f32
  // CHECK: math.absf %{{.+}} : f32
  Out[6] = float4(length(a), length(a.x), 0, 0);
  // normalize(v) = v / length(v)
  // CHECK: %[[LEN:.+]] = math.sqrt %{{.+}} : f32
  // CHECK-NEXT: %[[SPLAT:.+]] = vector.broadcast %[[LEN]] : f32 to vector<4xf32>
  // CHECK-NEXT: arith.divf %[[A]], %[[SPLAT]] : vector<4xf32>
  Out[7] = normalize(a);
  // CHECK: math.rsqrt %[[A]]
  // CHECK: math.log10 %[[B]]
  // CHECK: math.trunc %[[A]]
  // CHECK: math.tanh %[[B]]
  Out[8] = rsqrt(a) + log10(b) + trunc(a) + tanh(b);
  // A matrix, row by row.
  // CHECK: math.cos %{{.+}} : vector<2xf32>
  // CHECK: math.cos %{{.+}} : vector<2xf32>
  float2x2 m = float2x2(a.xy, b.zw);
  float2x2 c = cos(m);
  Out[9] = float4(c[0], c[1]);
  // CHECK: arith.cmpf olt
  // CHECK: arith.select
  Out[10] = refract(a, b, 0.5);
  Out[11] = smoothstep(0.0, 1.0, a) + reflect(a, b) + degrees(a) + radians(b);
  Bits[0] = uint4(f32tof16(a.xy), asuint(f16tof32(Bits[1].zw)));
#ifdef HALF
  // Transcendental functions of halfs are evaluated in f32 and rounded once.
  // HALF: %[[W:.+]] = arith.extf %{{.+}} : vector<2xf16> to vector<2xf32>
  // HALF-NEXT: %[[S:.+]] = math.sin %[[W]] : vector<2xf32>
  // HALF-NEXT: arith.truncf %[[S]] : vector<2xf32> to vector<2xf16>
  // HALF: math.sqrt %{{.+}} : vector<2xf16>
  half2 h = (half2)a.xy;
  Out[13] = float4(sin(h), sqrt(h));
#endif
#ifdef DOUBLE
  // DOUBLE: codegen-math.hlsl:[[@LINE+1]]:{{[0-9]+}}: error: intrinsic 'sin' is not defined for 'double' (only for 16- and 32-bit floats)
  Out[12] = (float)sin(Wide[0]);
#endif
}

// SPIRV-DAG: OpExtInst %{{.+}} %{{.+}} Sin
// SPIRV-DAG: OpExtInst %{{.+}} %{{.+}} Pow
// SPIRV-DAG: OpExtInst %{{.+}} %{{.+}} Atan2
// SPIRV-DAG: OpExtInst %{{.+}} %{{.+}} RoundEven
// SPIRV-DAG: OpExtInst %{{.+}} %{{.+}} Exp2
// SPIRV-DAG: OpExtInst %{{.+}} %{{.+}} InverseSqrt
// SPIRV-DAG: OpExtInst %{{.+}} %{{.+}} Trunc
// SPIRV-DAG: OpExtInst %{{.+}} %{{.+}} Log
// SPIRV-DAG: OpExtInst %{{.+}} %{{.+}} Tanh

// LLVM-DAG: call <4 x float> @llvm.sin.v4f32(
// LLVM-DAG: call <4 x float> @llvm.pow.v4f32(
// LLVM-DAG: call <4 x float> @llvm.atan2.v4f32(
// LLVM-DAG: call <4 x float> @llvm.roundeven.v4f32(
// LLVM-DAG: call <4 x float> @llvm.log10.v4f32(
// LLVM-DAG: call <2 x float> @llvm.cos.v2f32(
// LLVM-DAG: %[[ROOT:.+]] = call <4 x float> @llvm.sqrt.v4f32(
// LLVM-DAG: fdiv <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, %[[ROOT]]
