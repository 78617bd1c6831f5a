// Kernel: InterlockedAdd on a RWByteAddressBuffer, four counters.
//
//   RWByteAddressBuffer Bytes : register(u0);   // 4 words, zeroed
//   RWStructuredBuffer<uint> Seen : register(u1); // 64 words
//   [numthreads(64, 1, 1)] void main(uint gi : SV_GroupIndex) {
//     uint old;
//     Bytes.InterlockedAdd((gi % 4) * 4, gi + 1, old);
//     Seen[gi] = old;
//   }
//
// Expected: Bytes[k] = sum of gi + 1 over the threads with gi % 4 == k; every
// Seen[gi] a partial sum of its counter, below the final value.

// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | %hlsl-translate --serialize-spirv -o %t.v10.spv && spirv-val --target-env vulkan1.0 %t.v10.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | %hlsl-translate --serialize-spirv -o %t.v12.spv && spirv-val --target-env vulkan1.2 %t.v12.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | FileCheck %s
// RUN: %hlsl-opt %s --convert-hlsl-to-dx | FileCheck %s --check-prefix=DX

// CHECK: spirv.AtomicIAdd <Device> <None>
// DX: dx.resource.atomicrmw add

func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 64, 1, 1>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %bytes = hlsl.handlefrombinding "Bytes"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.RWByteAddressBuffer
  %seen = hlsl.handlefrombinding "Seen"[%c0] space(0) lower_bound(1) range_size(1) : !hlsl.RWStructuredBuffer<i32>
  %gi = hlsl.system_value "SV_GroupIndex" : i32
  %slot = arith.andi %gi, %c3 : i32
  %offset = arith.muli %slot, %c4 : i32
  %value = arith.addi %gi, %c1 : i32
  %old = hlsl.buffer.atomic_rmw addi %value, %bytes[%offset] : i32, !hlsl.handle<uav, i8, raw>
  hlsl.buffer.store %old, %seen[%gi] : i32, !hlsl.handle<uav, i32, raw>
  return
}
