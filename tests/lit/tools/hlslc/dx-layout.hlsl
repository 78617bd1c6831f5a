// -fvk-use-dx-layout: buffers laid out by DirectX's rules (the lowering's
// layout=dx). The cbuffer packs into 16-byte rows: the float2 after the array
// shares the array's last row, each column of the column_major float3x3 takes
// a row and the next float fills the last one's fourth component, the array of
// structs strides by 32; the structured buffer packs tightly (a float4 at
// offset 4, the float3x3 with 12-byte columns, stride 60). The module is valid
// with scalar block layout, and only with it.

// RUN: %hlslc -T cs_6_0 -spirv -fspv-target-env=vulkan1.3 -fvk-use-dx-layout %s | FileCheck %s
// RUN: %hlslc -T cs_6_0 -spirv -fspv-target-env=vulkan1.3 -fvk-use-dx-layout -Fo %t.spv %s
// RUN: spirv-val --target-env vulkan1.3 --scalar-block-layout %t.spv
// RUN: not spirv-val --target-env vulkan1.3 %t.spv
// Without the flag the cbuffer keeps its std140 (relaxed) offsets.
// RUN: %hlslc -T cs_6_0 -spirv -fspv-target-env=vulkan1.3 %s | FileCheck %s --check-prefix=DEFAULT

// CHECK: spirv.GlobalVariable @Scene bind(0, 0) : !spirv.ptr<!spirv.struct<(f32 [0], vector<3xf32> [4], !spirv.array<3 x f32, stride=16> [16], vector<2xf32> [52], !spirv.array<3 x vector<3xf32>, stride=16> [64], f32 [108], !spirv.array<2 x !spirv.struct<(vector<3xf32> [0], f32 [12], vector<2xf32> [16])>, stride=32> [112], !spirv.array<2 x vector<3xf32>, stride=16> [176]), Block>, Uniform>
// CHECK: spirv.GlobalVariable @Items bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<!spirv.struct<(f32 [0], vector<4xf32> [4], !spirv.array<3 x vector<3xf32>, stride=12> [20], i32 [56])>, stride=60> [0]), Block>, StorageBuffer>

// DEFAULT: spirv.GlobalVariable @Scene bind(0, 0) : !spirv.ptr<!spirv.struct<(f32 [0], vector<3xf32> [4], !spirv.array<3 x f32, stride=16> [16], vector<2xf32> [64],
// DEFAULT: spirv.GlobalVariable @Items bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<!spirv.struct<(f32 [0], vector<4xf32> [16],

struct Light {
  float3 direction;
  float intensity;
  float2 range;
};

cbuffer Scene : register(b0) {
  float time;
  float3 tint;
  float weights[3];
  float2 offset;
  float3x3 basis;
  float after;
  Light lights[2];
  row_major float2x3 skew;
};

struct Item {
  float scale;
  float4 color;
  float3x3 frame;
  uint flags;
};

RWStructuredBuffer<Item> Items : register(u1);

[numthreads(1, 1, 1)]
void main() {
  Item it;
  it.scale = time + weights[2] + after + lights[1].range.y;
  it.color = float4(tint + offset.xyx, skew[1][2]);
  it.frame = basis;
  it.flags = 7;
  Items[0] = it;
}
