// Kernel: WaveReadLaneFirst inside a branch, with each lane's subgroup identified by WaveReadLaneFirst.
//
//   RWStructuredBuffer<uint4> Out : register(u0);   // 32 elements
//   [numthreads(32, 1, 1)] void main(uint gi : SV_GroupIndex) {
//     Out[gi] = uint4(WaveReadLaneFirst(gi), WaveGetLaneIndex(), WaveGetLaneCount(),
//                     gi % 2 ? WaveReadLaneFirst(gi * 10) : 0);
//   }
//
// Expected, whatever lanes the device groups (lavapipe: subgroups of 8): the lanes
// with one WaveReadLaneFirst value form a subgroup of WaveGetLaneCount lanes numbered
// 0 .. count, that value being the gi of its lane 0, and the last component is, over
// that subgroup, for the odd lanes the gi * 10 of the first odd lane (the first active lane inside the branch), for the even ones 0.
//
// The target lists the subgroup features lavapipe has (the Vulkan presets before 1.4
// lack the arithmetic and ballot ones).

// RUN: %hlsl-opt %s --convert-hlsl-to-spirv | %hlsl-translate --serialize-spirv -o %t.spv && spirv-val --target-env vulkan1.1 %t.spv
// RUN: %hlsl-opt %s --convert-hlsl-to-spirv | FileCheck %s
// RUN: %hlsl-opt %s --convert-hlsl-to-dx | FileCheck %s --check-prefix=DX

// CHECK: spirv.GroupNonUniformBroadcastFirst <Subgroup>
// CHECK: spirv.mlir.selection
// DX: dx.wave.readlanefirst

module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader, GroupNonUniform, GroupNonUniformArithmetic, GroupNonUniformBallot], []>, api=Vulkan, #spirv.resource_limits<>>} {
  func.func @main() attributes {hlsl.shader = "compute", hlsl.numthreads = array<i32: 32, 1, 1>} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c3 = arith.constant 3 : i32
    %out = hlsl.handlefrombinding "Out"[%c0] space(0) lower_bound(0) range_size(1) : !hlsl.RWStructuredBuffer<vector<4xi32>>
    %gi = hlsl.system_value "SV_GroupIndex" : i32
    %first = hlsl.wave.read_lane_first %gi : i32
    %lane = hlsl.wave.lane_index
    %count = hlsl.wave.lane_count
    %odd0 = arith.andi %gi, %c1 : i32
    %odd = arith.cmpi ne, %odd0, %c0 : i32
    %result = scf.if %odd -> (i32) {
      %c10 = arith.constant 10 : i32
      %ten = arith.muli %gi, %c10 : i32
      %f = hlsl.wave.read_lane_first %ten : i32
      scf.yield %f : i32
    } else {
      scf.yield %c0 : i32
    }
    %record = vector.from_elements %first, %lane, %count, %result : vector<4xi32>
    hlsl.buffer.store %record, %out[%gi] : vector<4xi32>, !hlsl.handle<uav, vector<4xi32>, raw>
    return
  }
}
