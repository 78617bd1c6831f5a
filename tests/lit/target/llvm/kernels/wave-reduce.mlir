// Kernel: wave reductions, lane queries and a reduction inside a loop.
//
//   StructuredBuffer<int> In : register(t0);
//   RWStructuredBuffer<int4> Reduced : register(u1);
//   RWStructuredBuffer<int4> Lanes : register(u2);
//   [numthreads(64, 1, 1)] void main(uint3 id : SV_DispatchThreadID) {
//     int x = In[id.x];
//     Reduced[id.x] = int4(WaveActiveSum(x), WaveActiveMin(id.x),
//                          WaveActiveMax(x), WaveActiveCountBits(x > 0));
//     int looped = 0;
//     for (int k = 0; k < 3; ++k)
//       looped += WaveActiveSum(k * x);
//     Lanes[id.x] = int4(WaveGetLaneIndex(), WaveGetLaneCount(),
//                        WaveReadLaneAt(x, 0), looped);
//   }
//
// WaveActiveMin(id.x) names each thread's wave (its first thread), so the
// expected values follow from how the device groups threads into waves
// (targets/llvm-ir/tests/vulkan.rs). The direct --convert-hlsl-to-spirv
// does not lower wave ops.

// REQUIRES: llvm-tools
// RUN: %hlsl-translate %s --hlsl-to-llvmir-spirv -o %t.ll
// RUN: %opt -passes=verify -disable-output %t.ll
// RUN: %llc -mtriple=spirv1.6-unknown-vulkan1.3-compute -filetype=obj %t.ll -o %t.spv
// RUN: spirv-val --target-env vulkan1.3 %t.spv
// RUN: FileCheck %s --input-file=%t.ll

// CHECK: %[[ENTRY:[0-9]+]] = call token @llvm.experimental.convergence.entry()
// CHECK: call i32 @llvm.spv.wave.reduce.sum.i32(i32 %{{[0-9]+}}) [ "convergencectrl"(token %[[ENTRY]]) ]
// CHECK: call i32 @llvm.spv.wave.reduce.umin.i32(i32 %{{[0-9]+}}) [ "convergencectrl"(token %[[ENTRY]]) ]
// CHECK: %[[LOOP:[0-9]+]] = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %[[ENTRY]]) ]
// CHECK: call i32 @llvm.spv.wave.reduce.sum.i32(i32 %{{[0-9]+}}) [ "convergencectrl"(token %[[LOOP]]) ]

func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 64, 1, 1>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  %in = hlsl.handlefrombinding "In"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.StructuredBuffer<i32>
  %reduced = hlsl.handlefrombinding "Reduced"[%c0] space(0) lower_bound(1) range_size(1) : !hlsl.RWStructuredBuffer<vector<4xi32>>
  %lanes_out = hlsl.handlefrombinding "Lanes"[%c0] space(0) lower_bound(2) range_size(1) : !hlsl.RWStructuredBuffer<vector<4xi32>>
  %id = hlsl.system_value "SV_DispatchThreadID" : vector<3xi32>
  %i = vector.extract %id[0] : i32 from vector<3xi32>
  %x = hlsl.buffer.load %in[%i] : !hlsl.handle<srv, i32, raw> -> i32
  %sum = hlsl.wave.reduce sum %x : i32
  %first = hlsl.wave.reduce umin %i : i32
  %max = hlsl.wave.reduce max %x : i32
  %positive = arith.cmpi sgt, %x, %c0 : i32
  %count = hlsl.wave.active_count_bits %positive
  %r0 = vector.broadcast %sum : i32 to vector<4xi32>
  %r1 = vector.insert %first, %r0 [1] : i32 into vector<4xi32>
  %r2 = vector.insert %max, %r1 [2] : i32 into vector<4xi32>
  %r3 = vector.insert %count, %r2 [3] : i32 into vector<4xi32>
  hlsl.buffer.store %r3, %reduced[%i] : vector<4xi32>, !hlsl.handle<uav, vector<4xi32>, raw>
  %looped = scf.for %k = %c0 to %c3 step %c1 iter_args(%acc = %c0) -> (i32) : i32 {
    %kx = arith.muli %k, %x : i32
    %s = hlsl.wave.reduce sum %kx : i32
    %next = arith.addi %acc, %s : i32
    scf.yield %next : i32
  }
  %lane = hlsl.wave.lane_index
  %lanes = hlsl.wave.lane_count
  %read = hlsl.wave.read_lane_at %x, %c0 : i32
  %l0 = vector.broadcast %lane : i32 to vector<4xi32>
  %l1 = vector.insert %lanes, %l0 [1] : i32 into vector<4xi32>
  %l2 = vector.insert %read, %l1 [2] : i32 into vector<4xi32>
  %l3 = vector.insert %looped, %l2 [3] : i32 into vector<4xi32>
  hlsl.buffer.store %l3, %lanes_out[%i] : vector<4xi32>, !hlsl.handle<uav, vector<4xi32>, raw>
  return
}
