// Kernel: a groupshared tree reduction with GroupMemoryBarrierWithGroupSync.
//
//   StructuredBuffer<int> In : register(t0);     // 256 ints
//   RWStructuredBuffer<int> Out : register(u1);  // one per group
//   groupshared int Tile[64];
//   [numthreads(64, 1, 1)] void main(uint gi : SV_GroupIndex, uint3 group : SV_GroupID,
//                                     uint3 id : SV_DispatchThreadID) {
//     Tile[gi] = In[id.x];
//     GroupMemoryBarrierWithGroupSync();
//     for (uint s = 32; s > 0; s >>= 1) {
//       if (gi < s) Tile[gi] += Tile[gi + s];
//       GroupMemoryBarrierWithGroupSync();
//     }
//     if (gi == 0) Out[group.x] = Tile[0];
//   }
//
// Expected, with 4 groups: Out[g] = sum of In[64 g .. 64 g + 64).

// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.0" | %hlsl-translate --serialize-spirv -o %t.v10.spv && spirv-val --target-env vulkan1.0 %t.v10.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | %hlsl-translate --serialize-spirv -o %t.v12.spv && spirv-val --target-env vulkan1.2 %t.v12.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv="target-env=vulkan1.2" | FileCheck %s
// RUN: %hlsl-opt %s --convert-hlsl-to-dx | FileCheck %s --check-prefix=DX

// CHECK: spirv.GlobalVariable @Tile : !spirv.ptr<!spirv.array<64 x i32>, Workgroup>
// CHECK: spirv.mlir.loop
// CHECK: spirv.ControlBarrier <Workgroup>, <Workgroup>, <AcquireRelease|WorkgroupMemory>
// DX: dx.group.memory.barrier.with.group.sync

memref.global "private" @Tile : memref<64xi32, 3>
func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 64, 1, 1>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c6 = arith.constant 6 : i32
  %c32 = arith.constant 32 : i32
  %in = hlsl.handlefrombinding "In"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.StructuredBuffer<i32>
  %out = hlsl.handlefrombinding "Out"[%c0] space(0) lower_bound(1) range_size(1) : !hlsl.RWStructuredBuffer<i32>
  %tile = memref.get_global @Tile : memref<64xi32, 3>
  %gi = hlsl.system_value "SV_GroupIndex" : i32
  %group = hlsl.system_value "SV_GroupID" : vector<3xi32>
  %id = hlsl.system_value "SV_DispatchThreadID" : vector<3xi32>
  %x = vector.extract %id[0] : i32 from vector<3xi32>
  %g = vector.extract %group[0] : i32 from vector<3xi32>
  %i = arith.index_cast %gi : i32 to index
  %v = hlsl.buffer.load %in[%x] : !hlsl.handle<srv, i32, raw> -> i32
  memref.store %v, %tile[%i] : memref<64xi32, 3>
  hlsl.barrier group with_group_sync
  scf.for %k = %c0 to %c6 step %c1 : i32 {
    %s = arith.shrui %c32, %k : i32
    %active = arith.cmpi ult, %gi, %s : i32
    scf.if %active {
      %other = arith.addi %gi, %s : i32
      %j = arith.index_cast %other : i32 to index
      %a = memref.load %tile[%i] : memref<64xi32, 3>
      %b = memref.load %tile[%j] : memref<64xi32, 3>
      %sum = arith.addi %a, %b : i32
      memref.store %sum, %tile[%i] : memref<64xi32, 3>
    }
    hlsl.barrier group with_group_sync
  }
  %first = arith.cmpi eq, %gi, %c0 : i32
  scf.if %first {
    %i0 = arith.constant 0 : index
    %total = memref.load %tile[%i0] : memref<64xi32, 3>
    hlsl.buffer.store %total, %out[%g] : i32, !hlsl.handle<uav, i32, raw>
  }
  return
}
