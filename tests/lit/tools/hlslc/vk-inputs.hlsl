// Vulkan's push constants and specialization constants: a
// [[vk::push_constant]] struct is read member by member through
// hlsl.push_constant.load, a [[vk::constant_id(N)]] const scalar is
// hlsl.spec_constant with its initializer as default; in SPIR-V the block is
// a PushConstant variable with explicit offsets and each constant an
// OpSpecConstant* with SpecId, and spirv-val accepts the module.

// RUN: %hlslc -T cs_6_0 -spirv -fcgl %s | FileCheck %s
// RUN: %hlslc -T cs_6_0 -spirv -fspv-target-env=vulkan1.3 -Fc %t.mlir -Fo %t.spv %s
// RUN: FileCheck %s --check-prefix=SPIRV < %t.mlir
// RUN: spirv-val --target-env vulkan1.3 %t.spv
// RUN: spirv-dis %t.spv | FileCheck %s --check-prefix=DIS

struct Inner { float2 v; };
struct Block { uint a; float3 b; Inner inner; bool flag; };
[[vk::push_constant]] Block PC;
[[vk::constant_id(3)]] const int Count = 7;
[[vk::constant_id(5)]] const bool Enabled = true;
[[vk::constant_id(6)]] const float Scale = 2;
RWStructuredBuffer<float> Out : register(u0);

// CHECK: hlsl.push_constant.load "PC" member [0] : !hlsl.struct<"Block", (i32, vector<3xf32>, !hlsl.struct<"Inner", (vector<2xf32>)>, i32)> -> i32
// CHECK: hlsl.push_constant.load "PC" member [1] : {{.*}} -> vector<3xf32>
// CHECK: hlsl.push_constant.load "PC" member [2, 0] : {{.*}} -> vector<2xf32>
// CHECK: hlsl.spec_constant "Enabled" spec_id(5) = true : i1
// CHECK: hlsl.push_constant.load "PC" member [3] : {{.*}} -> i32
// CHECK: hlsl.spec_constant "Count" spec_id(3) = 7 : i32
// CHECK: hlsl.spec_constant "Scale" spec_id(6) = 2.000000e+00 : f32

// SPIRV-DAG: spirv.SpecConstant @Enabled spec_id(5) = true
// SPIRV-DAG: spirv.SpecConstant @Count spec_id(3) = 7 : i32
// SPIRV-DAG: spirv.SpecConstant @Scale spec_id(6) = 2.000000e+00 : f32
// SPIRV-DAG: spirv.GlobalVariable @PC : !spirv.ptr<!spirv.struct<(i32 [0], vector<3xf32> [4], !spirv.struct<(vector<2xf32> [0])> [16], i32 [24]), Block>, PushConstant>
// SPIRV: spirv.AccessChain %{{.*}}[%{{.*}}, %{{.*}}] : {{.*}} -> !spirv.ptr<vector<2xf32>, PushConstant>
// SPIRV: spirv.mlir.referenceof @Enabled : i1
// SPIRV: spirv.mlir.referenceof @Count : i32

// DIS-DAG: OpDecorate %Count SpecId 3
// DIS-DAG: %Enabled = OpSpecConstantTrue %bool
// DIS-DAG: %Count = OpSpecConstant %uint 7
// DIS-DAG: %PC = OpVariable %{{.*}} PushConstant

[numthreads(1, 1, 1)]
void main() {
  Out[0] = PC.a + PC.b.y + PC.inner.v.x;
  Out[1] = Enabled && PC.flag ? Count * Scale : 0;
}
