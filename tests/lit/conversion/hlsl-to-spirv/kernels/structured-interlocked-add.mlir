// Kernel: InterlockedAdd on a member of a RWStructuredBuffer element.
//
//   struct Stats { int sum; int lo; int hi; uint owner; };
//   RWStructuredBuffer<Stats> Stats : register(u0);   // 2 elements, zeroed
//   [numthreads(64, 1, 1)] void main(uint gi : SV_GroupIndex) {
//     InterlockedAdd(Stats[gi % 2].sum, (int)gi - 20);
//   }
//
// Expected: Stats[k].sum = sum of gi - 20 over the threads with gi % 2 == k, the
// other members untouched.

// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | %hlsl-translate --serialize-spirv -o %t.v10.spv && spirv-val --target-env vulkan1.0 %t.v10.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | %hlsl-translate --serialize-spirv -o %t.v12.spv && spirv-val --target-env vulkan1.2 %t.v12.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | FileCheck %s
// RUN: %hlsl-opt %s --convert-hlsl-to-dx | FileCheck %s --check-prefix=DX

// CHECK: spirv.AccessChain %Stats_addr[%{{.+}}, %{{.+}}, %{{.+}}]
// CHECK-NEXT: spirv.AtomicIAdd <Device> <None>
// DX: dx.resource.atomicrmw add

!Stats = !hlsl.struct<"Stats", (i32, i32, i32, i32)>
func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 64, 1, 1>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c20 = arith.constant 20 : i32
  %stats = hlsl.handlefrombinding "Stats"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.RWStructuredBuffer<!Stats>
  %gi = hlsl.system_value "SV_GroupIndex" : i32
  %i = arith.andi %gi, %c1 : i32
  %v = arith.subi %gi, %c20 : i32
  %old = hlsl.buffer.atomic_rmw addi %v, %stats[%i] member [0] : i32, !hlsl.handle<uav, !Stats, raw>
  return
}
