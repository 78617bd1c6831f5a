// cbuffer / ConstantBuffer (Block structs in Uniform storage at std140
// offsets) and tbuffer / TextureBuffer (read-only storage buffers at std430
// offsets, every member NonWritable), lowered for Vulkan 1.0 (strict layouts,
// BufferBlock tbuffers) and Vulkan 1.2 (vector-relaxed layouts); each
// result passes spirv-val for its target.

// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | FileCheck %s --check-prefixes=CHECK,V10
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | FileCheck %s --check-prefixes=CHECK,V12
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | %hlsl-translate --serialize-spirv -o %t.v10.spv && spirv-val --target-env vulkan1.0 %t.v10.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | %hlsl-translate --serialize-spirv -o %t.v12.spv && spirv-val --target-env vulkan1.2 %t.v12.spv

// V10: requires #spirv.vce<v1.0, [Shader, Matrix], []>
// V12: requires #spirv.vce<v1.0, [Shader, Matrix], [SPV_KHR_storage_buffer_storage_class]>

// cbuffer Params : register(b0) { float scale; float3 bias; float2 uv; bool flag; }:
// std140 puts the float3 at 16 (strict) or 4 (relaxed); bool is a 32-bit int.
// V10-NEXT: spirv.GlobalVariable @Params bind(0, 0) : !spirv.ptr<!spirv.struct<(f32 [0], vector<3xf32> [16], vector<2xf32> [32], i32 [40]), Block>, Uniform>
// V12-NEXT: spirv.GlobalVariable @Params bind(0, 0) : !spirv.ptr<!spirv.struct<(f32 [0], vector<3xf32> [4], vector<2xf32> [16], i32 [24]), Block>, Uniform>

// ConstantBuffer<T> : register(b1, space2), T = {float a[2]; int4 v;}:
// std140 arrays have a 16-byte stride.
// CHECK-NEXT: spirv.GlobalVariable @CB bind(2, 1) : !spirv.ptr<!spirv.struct<(!spirv.array<2 x f32, stride=16> [0], vector<4xi32> [32]), Block>, Uniform>

// tbuffer / TextureBuffer<T> : register(t3), T = {float, float2}: std430,
// NonWritable members; BufferBlock in Uniform storage before Vulkan 1.1.
// V10-NEXT: spirv.GlobalVariable @TB bind(0, 3) : !spirv.ptr<!spirv.struct<(f32 [0, NonWritable], vector<2xf32> [8, NonWritable]), BufferBlock>, Uniform>
// V12-NEXT: spirv.GlobalVariable @TB bind(0, 3) : !spirv.ptr<!spirv.struct<(f32 [0, NonWritable], vector<2xf32> [4, NonWritable]), Block>, StorageBuffer>

// CHECK-LABEL: spirv.func @main() "None"
// A member: AccessChain %cb[member] and Load.
// CHECK: %[[SCALE_PTR:.+]] = spirv.AccessChain %Params_addr[%{{.+}}] : {{.*}} -> !spirv.ptr<f32, Uniform>
// CHECK-NEXT: %[[SCALE:.+]] = spirv.Load "Uniform" %[[SCALE_PTR]] : f32
// A bool member is a 32-bit integer compared with zero.
// CHECK: %[[FLAG_PTR:.+]] = spirv.AccessChain %Params_addr[%{{.+}}] : {{.*}} -> !spirv.ptr<i32, Uniform>
// CHECK-NEXT: %[[FLAG_WORD:.+]] = spirv.Load "Uniform" %[[FLAG_PTR]] : i32
// CHECK: %[[FLAG:.+]] = spirv.INotEqual %[[FLAG_WORD]], %{{.+}} : i32
// An element of an array member: AccessChain %cb[0, 1].
// CHECK: spirv.AccessChain %CB_addr[%{{.+}}, %{{.+}}] : {{.*}} -> !spirv.ptr<f32, Uniform>
// V10: spirv.AccessChain %TB_addr[%{{.+}}] : {{.*}} -> !spirv.ptr<vector<2xf32>, Uniform>
// V12: spirv.AccessChain %TB_addr[%{{.+}}] : {{.*}} -> !spirv.ptr<vector<2xf32>, StorageBuffer>

func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 64, 1, 1>} {
  %c0 = arith.constant 0 : i32
  %params = hlsl.handlefrombinding "Params"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.cbuffer<!hlsl.struct<"Params", (f32, vector<3xf32>, vector<2xf32>, i1)>>
  %cb = hlsl.handlefrombinding "CB"[%c0] space(2) lower_bound(1) range_size(1) : !hlsl.ConstantBuffer<!hlsl.struct<"T", (!hlsl.array<2 x f32>, vector<4xi32>)>>
  %tb = hlsl.handlefrombinding "TB"[%c0] space(0) lower_bound(3) range_size(1) : !hlsl.TextureBuffer<!hlsl.struct<"U", (f32, vector<2xf32>)>>
  %out = hlsl.handlefrombinding "Out"[%c0] space(0) lower_bound(4) range_size(1) : !hlsl.RWStructuredBuffer<f32>
  %scale = hlsl.cbuffer.load %params member [0] : !hlsl.handle<cbuffer, !hlsl.struct<"Params", (f32, vector<3xf32>, vector<2xf32>, i1)>, row> -> f32
  %flag = hlsl.cbuffer.load %params member [3] : !hlsl.handle<cbuffer, !hlsl.struct<"Params", (f32, vector<3xf32>, vector<2xf32>, i1)>, row> -> i1
  %a1 = hlsl.cbuffer.load %cb member [0, 1] : !hlsl.handle<cbuffer, !hlsl.struct<"T", (!hlsl.array<2 x f32>, vector<4xi32>)>, row> -> f32
  %uv = hlsl.cbuffer.load %tb member [1] : !hlsl.handle<srv, !hlsl.struct<"U", (f32, vector<2xf32>)>, row> -> vector<2xf32>
  %u = vector.extract %uv[1] : f32 from vector<2xf32>
  %s = arith.addf %scale, %a1 : f32
  %t = arith.addf %s, %u : f32
  %r = arith.select %flag, %t, %scale : f32
  hlsl.buffer.store %r, %out[%c0] : f32, !hlsl.handle<uav, f32, raw>
  return
}
