// An HLSL compute shader compiled by glslang's HLSL front end (which keeps
// loop-carried values in phis, one of them used after its loop): its binary
// deserializes, serializes again into a valid module, and that binary is a
// fixed point of deserialize -> serialize.

// RUN: glslangValidator -V -D -e main -S comp --target-env vulkan1.0 %s -o %t.spv
// RUN: %hlsl-translate --deserialize-spirv %t.spv -o %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: %hlsl-translate --serialize-spirv %t.mlir -o %t.re.spv
// RUN: spirv-val --target-env vulkan1.0 %t.re.spv
// RUN: %hlsl-translate --deserialize-spirv %t.re.spv -o %t.re.mlir
// RUN: %hlsl-translate --serialize-spirv %t.re.mlir -o %t.re2.spv
// RUN: cmp %t.re.spv %t.re2.spv

// The loop yields its header's phi, which the code after the loop uses; the
// HLSL `int` counter is a signed integer (`OpTypeInt 32 1`).
// CHECK:      %[[SUM:.*]] = spirv.mlir.loop -> vector<4xf32> {
// CHECK-NEXT:   spirv.Branch ^bb1(%{{.*}}, %{{.*}} : vector<4xf32>, si32)
// CHECK-NEXT: ^bb1(%[[ACC:.*]]: vector<4xf32>, %{{.*}}: si32):
// CHECK:        spirv.mlir.merge %[[ACC]] : vector<4xf32>
// CHECK-NEXT: }
// CHECK:      spirv.FAdd %[[SUM]], %{{.*}} : vector<4xf32>

RWStructuredBuffer<float4> Out : register(u0);
StructuredBuffer<float4> In : register(t1);
cbuffer Params : register(b2) { uint count; float scale; };
groupshared float tmp[64];

[numthreads(64, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID, uint gi : SV_GroupIndex) {
  tmp[gi] = In[tid.x].x;
  GroupMemoryBarrierWithGroupSync();
  float4 v = In[tid.x] * scale;
  if (tid.x < count) {
    for (int k = 0; k < 3; ++k) {
      v += float4(k, k, k, k);
    }
    Out[tid.x] = v + tmp[(gi + 1) % 64];
  }
}
