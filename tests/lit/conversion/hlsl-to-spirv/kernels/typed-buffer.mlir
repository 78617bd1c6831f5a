// Kernel: a typed buffer write (RWBuffer<float4>, a storage texel buffer).
//
//   RWBuffer<float4> Out : register(u0);
//   Buffer<float> Scale : register(t1);
//   [numthreads(64, 1, 1)] void main(uint3 id : SV_DispatchThreadID) {
//     float s = Scale[id.x];
//     float i = id.x;
//     Out[id.x] = float4(i, 2 * i, 3 * i, 1) * s;
//   }
//
// Bindings: set 0, binding 0 (Out: a storage texel buffer view of format
// R32G32B32A32_SFLOAT) and binding 1 (Scale: a uniform texel buffer view of
// format R32_SFLOAT). Expected: Out[i] = (i, 2i, 3i, 1) * Scale[i].

// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | FileCheck %s
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | FileCheck %s
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | %hlsl-translate --serialize-spirv -o %t.v10.spv && spirv-val --target-env vulkan1.0 %t.v10.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | %hlsl-translate --serialize-spirv -o %t.v12.spv && spirv-val --target-env vulkan1.2 %t.v12.spv

// CHECK: spirv.GlobalVariable @Out bind(0, 0) : !spirv.ptr<!spirv.image<f32, Buffer, DepthUnknown, NonArrayed, SingleSampled, NoSampler, Rgba32f>, UniformConstant>
// CHECK: spirv.GlobalVariable @Scale bind(0, 1) : !spirv.ptr<!spirv.image<f32, Buffer, DepthUnknown, NonArrayed, SingleSampled, NeedSampler, Unknown>, UniformConstant>
// CHECK: spirv.ImageFetch
// CHECK: spirv.ImageWrite

func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 64, 1, 1>} {
  %c0 = arith.constant 0 : i32
  %out = hlsl.handlefrombinding "Out"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.RWBuffer<vector<4xf32>>
  %scale = hlsl.handlefrombinding "Scale"[%c0] space(0) lower_bound(1) range_size(1) : !hlsl.Buffer<f32>
  %id = hlsl.system_value "SV_DispatchThreadID" : vector<3xi32>
  %i = vector.extract %id[0] : i32 from vector<3xi32>
  %s = hlsl.buffer.load %scale[%i] : !hlsl.handle<srv, f32, dim = buffer> -> f32
  %f = arith.uitofp %i : i32 to f32
  %two = arith.constant 2.0 : f32
  %three = arith.constant 3.0 : f32
  %one = arith.constant 1.0 : f32
  %f2 = arith.mulf %f, %two : f32
  %f3 = arith.mulf %f, %three : f32
  %v = vector.from_elements %f, %f2, %f3, %one : vector<4xf32>
  %ss = vector.broadcast %s : f32 to vector<4xf32>
  %r = arith.mulf %v, %ss : vector<4xf32>
  hlsl.buffer.store %r, %out[%i] : vector<4xf32>, !hlsl.handle<uav, vector<4xf32>, dim = buffer>
  return
}
