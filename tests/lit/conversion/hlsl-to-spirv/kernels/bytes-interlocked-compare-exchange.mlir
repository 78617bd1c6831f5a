// Kernel: InterlockedCompareExchange on a RWByteAddressBuffer: eight slots, each
// claimed by the first of its threads.
//
//   RWByteAddressBuffer Slots : register(u0);   // 8 words, zeroed
//   RWStructuredBuffer<uint> Seen : register(u1); // 64 words
//   [numthreads(64, 1, 1)] void main(uint gi : SV_GroupIndex) {
//     uint old;
//     Slots.InterlockedCompareExchange((gi % 8) * 4, 0, gi + 1, old);
//     Seen[gi] = old;
//   }
//
// Expected: Slots[k] = w + 1 for one thread w with w % 8 == k; Seen[w] = 0 for that
// thread, and Seen[gi] = Slots[gi % 8] for the others.

// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | %hlsl-translate --serialize-spirv -o %t.v10.spv && spirv-val --target-env vulkan1.0 %t.v10.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | %hlsl-translate --serialize-spirv -o %t.v12.spv && spirv-val --target-env vulkan1.2 %t.v12.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | FileCheck %s
// RUN: %hlsl-opt %s --convert-hlsl-to-dx | FileCheck %s --check-prefix=DX

// CHECK: spirv.AtomicCompareExchange <Device> <None> <None>
// DX: dx.resource.cmpxchg

func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 64, 1, 1>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c4 = arith.constant 4 : i32
  %c7 = arith.constant 7 : i32
  %slots = hlsl.handlefrombinding "Slots"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.RWByteAddressBuffer
  %seen = hlsl.handlefrombinding "Seen"[%c0] space(0) lower_bound(1) range_size(1) : !hlsl.RWStructuredBuffer<i32>
  %gi = hlsl.system_value "SV_GroupIndex" : i32
  %slot = arith.andi %gi, %c7 : i32
  %offset = arith.muli %slot, %c4 : i32
  %mine = arith.addi %gi, %c1 : i32
  %old = hlsl.buffer.atomic_cmpxchg %c0, %mine, %slots[%offset] : i32, !hlsl.handle<uav, i8, raw>
  hlsl.buffer.store %old, %seen[%gi] : i32, !hlsl.handle<uav, i32, raw>
  return
}
