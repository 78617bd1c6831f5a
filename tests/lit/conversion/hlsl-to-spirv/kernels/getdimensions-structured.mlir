// Kernel: GetDimensions of a structured buffer (element count and stride).
//
//   struct Particle { float3 position; float mass; };   // 16 bytes
//   StructuredBuffer<Particle> Particles : register(t0);  // 37 elements
//   RWStructuredBuffer<uint> Out : register(u1);          // 2 words
//   [numthreads(1, 1, 1)] void main() {
//     uint count, stride;
//     Particles.GetDimensions(count, stride);
//     Out[0] = count; Out[1] = stride;
//   }
//
// Expected: Out = [37, 16].

// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | %hlsl-translate --serialize-spirv -o %t.v10.spv && spirv-val --target-env vulkan1.0 %t.v10.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | %hlsl-translate --serialize-spirv -o %t.v12.spv && spirv-val --target-env vulkan1.2 %t.v12.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | FileCheck %s
// RUN: %hlsl-opt %s --convert-hlsl-to-dx | FileCheck %s --check-prefix=DX

// CHECK: spirv.ArrayLength %Particles_addr, 0
// CHECK: spirv.Constant 16 : i32
// DX: dx.resource.getdimensions

!Particle = !hlsl.struct<"Particle", (vector<3xf32>, f32)>
func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 1, 1, 1>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %particles = hlsl.handlefrombinding "Particles"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.StructuredBuffer<!Particle>
  %out = hlsl.handlefrombinding "Out"[%c0] space(0) lower_bound(1) range_size(1) : !hlsl.RWStructuredBuffer<i32>
  %count, %stride = hlsl.buffer.getdimensions %particles : !hlsl.handle<srv, !Particle, raw> -> i32, i32
  hlsl.buffer.store %count, %out[%c0] : i32, !hlsl.handle<uav, i32, raw>
  hlsl.buffer.store %stride, %out[%c1] : i32, !hlsl.handle<uav, i32, raw>
  return
}
