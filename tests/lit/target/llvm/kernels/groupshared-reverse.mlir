// Kernel: groupshared memory between two group barriers, and a groupshared
// atomic.
//
//   groupshared float tile[64];
//   groupshared int total;
//   StructuredBuffer<float> In : register(t0);
//   RWStructuredBuffer<float> Out : register(u1);
//   RWStructuredBuffer<int> Totals : register(u2);
//   [numthreads(64, 1, 1)]
//   void main(uint3 id : SV_DispatchThreadID, uint3 gid : SV_GroupID,
//             uint gi : SV_GroupIndex) {
//     if (gi == 0) total = 0;
//     tile[gi] = In[id.x];
//     GroupMemoryBarrierWithGroupSync();
//     InterlockedAdd(total, gi + 100 * gid.x);
//     Out[id.x] = tile[63 - gi] * 2;
//     GroupMemoryBarrierWithGroupSync();
//     if (gi == 0) Totals[gid.x] = total;
//   }
//
// Expected: each group's 64 inputs reversed and doubled; Totals[g] =
// 2016 + 6400 g. The direct --convert-hlsl-to-spirv does not lower memref
// ops or barriers.

// REQUIRES: llvm-tools
// RUN: %hlsl-translate %s --hlsl-to-llvmir-spirv -o %t.ll
// RUN: %opt -passes=verify -disable-output %t.ll
// RUN: %llc -mtriple=spirv1.6-unknown-vulkan1.3-compute -filetype=obj %t.ll -o %t.spv
// RUN: spirv-val --target-env vulkan1.3 %t.spv
// RUN: FileCheck %s --input-file=%t.ll

// CHECK: @tile = internal addrspace(3) global [64 x float] poison, align 4
// CHECK: @total = internal addrspace(3) global i32 poison, align 4
// CHECK: call void @llvm.spv.group.memory.barrier.with.group.sync() [ "convergencectrl"(token %{{[0-9]+}}) ]
// CHECK: atomicrmw add ptr addrspace(3) @total, i32 %{{[0-9]+}} syncscope("workgroup") acq_rel

memref.global "private" @tile : memref<64xf32, 3>
memref.global "private" @total : memref<i32, 3>

func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 64, 1, 1>} {
  %c0 = arith.constant 0 : i32
  %c63 = arith.constant 63 : i32
  %c100 = arith.constant 100 : i32
  %two = arith.constant 2.0 : f32
  %in = hlsl.handlefrombinding "In"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.StructuredBuffer<f32>
  %out = hlsl.handlefrombinding "Out"[%c0] space(0) lower_bound(1) range_size(1) : !hlsl.RWStructuredBuffer<f32>
  %totals = hlsl.handlefrombinding "Totals"[%c0] space(0) lower_bound(2) range_size(1) : !hlsl.RWStructuredBuffer<i32>
  %id = hlsl.system_value "SV_DispatchThreadID" : vector<3xi32>
  %gid = hlsl.system_value "SV_GroupID" : vector<3xi32>
  %gi = hlsl.system_value "SV_GroupIndex" : i32
  %i = vector.extract %id[0] : i32 from vector<3xi32>
  %g = vector.extract %gid[0] : i32 from vector<3xi32>
  %tile = memref.get_global @tile : memref<64xf32, 3>
  %total = memref.get_global @total : memref<i32, 3>
  %leader = arith.cmpi eq, %gi, %c0 : i32
  scf.if %leader {
    memref.store %c0, %total[] : memref<i32, 3>
  }
  %x = hlsl.buffer.load %in[%i] : !hlsl.handle<srv, f32, raw> -> f32
  %slot = arith.index_cast %gi : i32 to index
  memref.store %x, %tile[%slot] : memref<64xf32, 3>
  hlsl.barrier group with_group_sync
  %scaled = arith.muli %g, %c100 : i32
  %share = arith.addi %gi, %scaled : i32
  %before = memref.atomic_rmw addi %share, %total[] : (i32, memref<i32, 3>) -> i32
  %mirror = arith.subi %c63, %gi : i32
  %mirror_slot = arith.index_cast %mirror : i32 to index
  %y = memref.load %tile[%mirror_slot] : memref<64xf32, 3>
  %doubled = arith.mulf %y, %two : f32
  hlsl.buffer.store %doubled, %out[%i] : f32, !hlsl.handle<uav, f32, raw>
  hlsl.barrier group with_group_sync
  scf.if %leader {
    %sum = memref.load %total[] : memref<i32, 3>
    hlsl.buffer.store %sum, %totals[%g] : i32, !hlsl.handle<uav, i32, raw>
  }
  return
}
