// Kernel: a histogram with Interlocked* on a byte-address buffer and on a
// structured buffer member.
//
//   struct Bin { float weight; int max; };
//   StructuredBuffer<int> In : register(t0);
//   RWByteAddressBuffer Counts : register(u1);   // 16 counters, then a mask
//   RWStructuredBuffer<Bin> Bins : register(u2);
//   RWStructuredBuffer<uint> Olds : register(u3);
//   [numthreads(64, 1, 1)] void main(uint3 id : SV_DispatchThreadID) {
//     int x = In[id.x];
//     uint bin = x & 15;
//     uint old;
//     Counts.InterlockedAdd(bin * 4, 1, old);
//     Olds[id.x] = old;
//     InterlockedMax(Bins[bin].max, x);
//     Counts.InterlockedOr(64, 1u << bin);
//   }
//
// Expected: Counts[b] is the number of inputs in bin b, the olds of a bin
// are 0 .. Counts[b] - 1 in some order, Bins[b].max the largest input in
// bin b (weights untouched), word 16 the mask of the bins seen. The direct
// --convert-hlsl-to-spirv does not lower atomics.

// REQUIRES: llvm-tools
// RUN: %hlsl-translate %s --hlsl-to-llvmir-spirv -o %t.ll
// RUN: %opt -passes=verify -disable-output %t.ll
// RUN: %llc -mtriple=spirv1.6-unknown-vulkan1.3-compute -filetype=obj %t.ll -o %t.spv
// RUN: spirv-val --target-env vulkan1.3 %t.spv
// RUN: FileCheck %s --input-file=%t.ll

// CHECK: atomicrmw add ptr addrspace(11) %{{[0-9]+}}, i32 1 syncscope("device") acq_rel
// CHECK: atomicrmw max ptr addrspace(11) %{{[0-9]+}}, i32 %{{[0-9]+}} syncscope("device") acq_rel
// CHECK: atomicrmw or ptr addrspace(11) %{{[0-9]+}}, i32 %{{[0-9]+}} syncscope("device") acq_rel

!Bin = !hlsl.struct<"Bin", (f32, i32)>

func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 64, 1, 1>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c4 = arith.constant 4 : i32
  %c15 = arith.constant 15 : i32
  %c64 = arith.constant 64 : i32
  %in = hlsl.handlefrombinding "In"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.StructuredBuffer<i32>
  %counts = hlsl.handlefrombinding "Counts"[%c0] space(0) lower_bound(1) range_size(1) : !hlsl.RWByteAddressBuffer
  %bins = hlsl.handlefrombinding "Bins"[%c0] space(0) lower_bound(2) range_size(1) : !hlsl.RWStructuredBuffer<!Bin>
  %olds = hlsl.handlefrombinding "Olds"[%c0] space(0) lower_bound(3) range_size(1) : !hlsl.RWStructuredBuffer<i32>
  %id = hlsl.system_value "SV_DispatchThreadID" : vector<3xi32>
  %i = vector.extract %id[0] : i32 from vector<3xi32>
  %x = hlsl.buffer.load %in[%i] : !hlsl.handle<srv, i32, raw> -> i32
  %bin = arith.andi %x, %c15 : i32
  %offset = arith.muli %bin, %c4 : i32
  %old = hlsl.buffer.atomic_rmw addi %c1, %counts[%offset] : i32, !hlsl.handle<uav, i8, raw>
  hlsl.buffer.store %old, %olds[%i] : i32, !hlsl.handle<uav, i32, raw>
  %prev = hlsl.buffer.atomic_rmw maxs %x, %bins[%bin] member [1] : i32, !hlsl.handle<uav, !Bin, raw>
  %bit = arith.shli %c1, %bin : i32
  %mask = hlsl.buffer.atomic_rmw ori %bit, %counts[%c64] : i32, !hlsl.handle<uav, i8, raw>
  return
}
