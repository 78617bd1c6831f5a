// Push constants and specialization constants compiled by hlslc and run on
// Vulkan: the pipeline description's PushConstants fill the
// [[vk::push_constant]] block (a float3 right after a uint, at offset 4) and
// its SpecializationConstants override one [[vk::constant_id]] default.
// RUN: %hlslc -T cs_6_0 -E main -spirv -fspv-target-env=vulkan1.3 -Fo %t.spv %s
// RUN: spirv-val --target-env vulkan1.3 %t.spv
// RUN: %offload-runner %S/Inputs/hlsl-vk-inputs.yaml %t.spv | FileCheck %s

// CHECK:      - Name: {{ *}}Out
// CHECK-NEXT:   Format: {{ *}}Float32
// CHECK-NEXT:   Data: {{ *}}[ 8.5, 10 ]

struct Block { uint a; float3 b; };
[[vk::push_constant]] Block PC;
[[vk::constant_id(3)]] const int Count = 7;
[[vk::constant_id(6)]] const float Scale = 2;
RWStructuredBuffer<float> Out : register(u0);

[numthreads(1, 1, 1)]
void main() {
  Out[0] = PC.a + PC.b.z;
  Out[1] = Count * Scale;
}
