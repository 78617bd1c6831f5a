// Kernel: InterlockedAdd and InterlockedCompareExchange on groupshared memory.
//
//   RWStructuredBuffer<uint> Out : register(u0);   // 2 words per group
//   groupshared uint Count;
//   groupshared uint Winner;
//   [numthreads(32, 1, 1)] void main(uint gi : SV_GroupIndex, uint3 group : SV_GroupID) {
//     if (gi == 0) { Count = 0; Winner = 0; }
//     GroupMemoryBarrierWithGroupSync();
//     uint old;
//     InterlockedAdd(Count, gi + 1, old);
//     uint seen;
//     InterlockedCompareExchange(Winner, 0, gi + 100, seen);
//     GroupMemoryBarrierWithGroupSync();
//     if (gi == 0) { Out[2 * group.x] = Count; Out[2 * group.x + 1] = Winner; }
//   }
//
// Expected, with 2 groups: Out[2 g] = 528 (1 + ... + 32), Out[2 g + 1] = 100 + w for one
// thread w of the group.

// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | %hlsl-translate --serialize-spirv -o %t.v10.spv && spirv-val --target-env vulkan1.0 %t.v10.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | %hlsl-translate --serialize-spirv -o %t.v12.spv && spirv-val --target-env vulkan1.2 %t.v12.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | FileCheck %s
// RUN: %hlsl-opt %s --convert-hlsl-to-dx | FileCheck %s --check-prefix=DX

// CHECK: spirv.AtomicIAdd <Workgroup> <None>
// CHECK: spirv.AtomicCompareExchange <Workgroup> <None> <None>
// DX: memref.atomic_rmw addi
// DX: memref.generic_atomic_rmw

memref.global "private" @Count : memref<1xi32, 3>
memref.global "private" @Winner : memref<1xi32, 3>
func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 32, 1, 1>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c100 = arith.constant 100 : i32
  %i0 = arith.constant 0 : index
  %out = hlsl.handlefrombinding "Out"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.RWStructuredBuffer<i32>
  %count = memref.get_global @Count : memref<1xi32, 3>
  %winner = memref.get_global @Winner : memref<1xi32, 3>
  %gi = hlsl.system_value "SV_GroupIndex" : i32
  %group = hlsl.system_value "SV_GroupID" : vector<3xi32>
  %g = vector.extract %group[0] : i32 from vector<3xi32>
  %first = arith.cmpi eq, %gi, %c0 : i32
  scf.if %first {
    memref.store %c0, %count[%i0] : memref<1xi32, 3>
    memref.store %c0, %winner[%i0] : memref<1xi32, 3>
  }
  hlsl.barrier group with_group_sync
  %add = arith.addi %gi, %c1 : i32
  %old = memref.atomic_rmw addi %add, %count[%i0] : (i32, memref<1xi32, 3>) -> i32
  %mine = arith.addi %gi, %c100 : i32
  %seen = memref.generic_atomic_rmw %winner[%i0] : memref<1xi32, 3> {
  ^bb0(%current: i32):
    %free = arith.cmpi eq, %current, %c0 : i32
    %new = arith.select %free, %mine, %current : i32
    memref.atomic_yield %new : i32
  }
  hlsl.barrier group with_group_sync
  scf.if %first {
    %total = memref.load %count[%i0] : memref<1xi32, 3>
    %w = memref.load %winner[%i0] : memref<1xi32, 3>
    %at = arith.muli %g, %c2 : i32
    %next = arith.addi %at, %c1 : i32
    hlsl.buffer.store %total, %out[%at] : i32, !hlsl.handle<uav, i32, raw>
    hlsl.buffer.store %w, %out[%next] : i32, !hlsl.handle<uav, i32, raw>
  }
  return
}
