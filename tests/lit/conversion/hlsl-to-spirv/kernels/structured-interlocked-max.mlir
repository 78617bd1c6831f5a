// Kernel: InterlockedMax on a member of a RWStructuredBuffer element.
//
//   struct Stats { int sum; int lo; int hi; uint owner; };
//   RWStructuredBuffer<Stats> Stats : register(u0);   // 1 element, hi = -1000
//   [numthreads(64, 1, 1)] void main(uint gi : SV_GroupIndex) {
//     InterlockedMax(Stats[0].hi, (int)((gi * 29) % 64) - 31);
//   }
//
// Expected: Stats[0].hi = 32, the other members untouched.

// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | %hlsl-translate --serialize-spirv -o %t.v10.spv && spirv-val --target-env vulkan1.0 %t.v10.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | %hlsl-translate --serialize-spirv -o %t.v12.spv && spirv-val --target-env vulkan1.2 %t.v12.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | FileCheck %s
// RUN: %hlsl-opt %s --convert-hlsl-to-dx | FileCheck %s --check-prefix=DX

// CHECK: spirv.AtomicSMax <Device> <None>
// DX: dx.resource.atomicrmw max

!Stats = !hlsl.struct<"Stats", (i32, i32, i32, i32)>
func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 64, 1, 1>} {
  %c0 = arith.constant 0 : i32
  %c29 = arith.constant 29 : i32
  %c31 = arith.constant 31 : i32
  %c63 = arith.constant 63 : i32
  %stats = hlsl.handlefrombinding "Stats"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.RWStructuredBuffer<!Stats>
  %gi = hlsl.system_value "SV_GroupIndex" : i32
  %m = arith.muli %gi, %c29 : i32
  %r = arith.andi %m, %c63 : i32
  %v = arith.subi %r, %c31 : i32
  %old = hlsl.buffer.atomic_rmw maxs %v, %stats[%c0] member [2] : i32, !hlsl.handle<uav, !Stats, raw>
  return
}
