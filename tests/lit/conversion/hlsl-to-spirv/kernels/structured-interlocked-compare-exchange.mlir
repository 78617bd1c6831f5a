// Kernel: InterlockedCompareExchange on a member of a RWStructuredBuffer element:
// the first thread to find owner 0 claims it.
//
//   struct Stats { int sum; int lo; int hi; uint owner; };
//   RWStructuredBuffer<Stats> Stats : register(u0);   // 1 element, zeroed
//   RWStructuredBuffer<uint> Seen : register(u1);      // 64 words
//   [numthreads(64, 1, 1)] void main(uint gi : SV_GroupIndex) {
//     uint old;
//     InterlockedCompareExchange(Stats[0].owner, 0, gi + 1, old);
//     Seen[gi] = old;
//   }
//
// Expected: Stats[0].owner = w + 1 for one thread w, Seen[w] = 0 and Seen[gi] =
// w + 1 for every other thread.

// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | %hlsl-translate --serialize-spirv -o %t.v10.spv && spirv-val --target-env vulkan1.0 %t.v10.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | %hlsl-translate --serialize-spirv -o %t.v12.spv && spirv-val --target-env vulkan1.2 %t.v12.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | FileCheck %s
// RUN: %hlsl-opt %s --convert-hlsl-to-dx | FileCheck %s --check-prefix=DX

// CHECK: spirv.AtomicCompareExchange <Device> <None> <None>
// DX: dx.resource.cmpxchg

!Stats = !hlsl.struct<"Stats", (i32, i32, i32, i32)>
func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 64, 1, 1>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %stats = hlsl.handlefrombinding "Stats"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.RWStructuredBuffer<!Stats>
  %seen = hlsl.handlefrombinding "Seen"[%c0] space(0) lower_bound(1) range_size(1) : !hlsl.RWStructuredBuffer<i32>
  %gi = hlsl.system_value "SV_GroupIndex" : i32
  %mine = arith.addi %gi, %c1 : i32
  %old = hlsl.buffer.atomic_cmpxchg %c0, %mine, %stats[%c0] member [3] : i32, !hlsl.handle<uav, !Stats, raw>
  hlsl.buffer.store %old, %seen[%gi] : i32, !hlsl.handle<uav, i32, raw>
  return
}
