// Kernel: a structured-buffer transform.
//
//   struct Particle { float3 position; float mass; };
//   StructuredBuffer<Particle> In : register(t0);
//   RWStructuredBuffer<Particle> Out : register(u1);
//   [numthreads(64, 1, 1)] void main(uint3 id : SV_DispatchThreadID) {
//     Particle p = In[id.x];
//     Out[id.x].position = p.position * p.mass;
//     Out[id.x].mass = p.mass + 1.0;
//   }
//
// Bindings: set 0, binding 0 (In, read-only storage buffer) and binding 1
// (Out). Particle is 16 bytes under every layout (position at 0, mass at
// 12). Expected: Out[i] = { In[i].position * In[i].mass, In[i].mass + 1 }.

// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | FileCheck %s --check-prefixes=CHECK,V10
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | FileCheck %s --check-prefixes=CHECK,V12
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | %hlsl-translate --serialize-spirv -o %t.v10.spv && spirv-val --target-env vulkan1.0 %t.v10.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | %hlsl-translate --serialize-spirv -o %t.v12.spv && spirv-val --target-env vulkan1.2 %t.v12.spv

// V10: spirv.GlobalVariable @In bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<!spirv.struct<(vector<3xf32> [0], f32 [12])>, stride=16> [0, NonWritable]), BufferBlock>, Uniform>
// V10: spirv.GlobalVariable @Out bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<!spirv.struct<(vector<3xf32> [0], f32 [12])>, stride=16> [0]), BufferBlock>, Uniform>
// V12: spirv.GlobalVariable @In bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<!spirv.struct<(vector<3xf32> [0], f32 [12])>, stride=16> [0, NonWritable]), Block>, StorageBuffer>
// V12: spirv.GlobalVariable @Out bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<!spirv.struct<(vector<3xf32> [0], f32 [12])>, stride=16> [0]), Block>, StorageBuffer>
// CHECK: spirv.FMul %{{.+}}, %{{.+}} : vector<3xf32>
// CHECK: spirv.EntryPoint "GLCompute" @main
// CHECK-NEXT: spirv.ExecutionMode @main "LocalSize", 64, 1, 1

!Particle = !hlsl.struct<"Particle", (vector<3xf32>, f32)>

func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 64, 1, 1>} {
  %c0 = arith.constant 0 : i32
  %in = hlsl.handlefrombinding "In"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.StructuredBuffer<!Particle>
  %out = hlsl.handlefrombinding "Out"[%c0] space(0) lower_bound(1) range_size(1) : !hlsl.RWStructuredBuffer<!Particle>
  %id = hlsl.system_value "SV_DispatchThreadID" : vector<3xi32>
  %i = vector.extract %id[0] : i32 from vector<3xi32>
  %p = hlsl.buffer.load %in[%i] : !hlsl.handle<srv, !Particle, raw> -> !Particle
  %position = hlsl.buffer.load %in[%i] member [0] : !hlsl.handle<srv, !Particle, raw> -> vector<3xf32>
  %mass = hlsl.buffer.load %in[%i] member [1] : !hlsl.handle<srv, !Particle, raw> -> f32
  %masses = vector.broadcast %mass : f32 to vector<3xf32>
  %scaled = arith.mulf %position, %masses : vector<3xf32>
  hlsl.buffer.store %p, %out[%i] : !Particle, !hlsl.handle<uav, !Particle, raw>
  hlsl.buffer.store %scaled, %out[%i] member [0] : vector<3xf32>, !hlsl.handle<uav, !Particle, raw>
  %one = arith.constant 1.0 : f32
  %heavier = arith.addf %mass, %one : f32
  hlsl.buffer.store %heavier, %out[%i] member [1] : f32, !hlsl.handle<uav, !Particle, raw>
  return
}
